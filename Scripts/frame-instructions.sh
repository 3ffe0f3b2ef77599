#!/usr/bin/env bash
# Counts the instructions a carousel frame executes inside Carousel.advance(to:), with
# valgrind's callgrind: deterministic for a given binary, unlike timings.
#
#   Scripts/frame-instructions.sh [TYPE…]
#
# For each motion (glide: momentum after a flick; eased: a programmatic scroll), type (default:
# the six types of `carousel bench`) and item count (10, 1,000 and 10,000,000), it runs the
# scenario of `carousel bench --repeats 5 --filter "…"` under callgrind, collecting only inside
# BenchCommand.measuredFrames (the measured frames, nothing else), and prints the instructions
# per frame. Needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "frame-instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product carousel >/dev/null
binary=.build/release/carousel
types=("$@")
((${#types[@]})) || types=(linear rotary cylinder wheel coverFlow timeMachine)
counts=(10 1,000 10,000,000)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '%-7s %-12s' motion type
for count in "${counts[@]}"; do printf ' %12s' "$count items"; done
printf '\n'
for motion in glide eased; do
  scenario="glide frame"
  [[ $motion == eased ]] && scenario="eased frame"
  for type in "${types[@]}"; do
    printf '%-7s %-12s' "$motion" "$type"
    for count in "${counts[@]}"; do
      label="$scenario $type $count items"
      file="$out/callgrind.out"
      # Five runs of each scenario: 5 × 48 measured frames.
      valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect='*measuredFrames*' \
        "$binary" bench --repeats 5 --filter "$label" >/dev/null 2>&1 \
        || { echo "frame-instructions.sh: no scenario '$label'" >&2; exit 1; }
      total=$(grep -E '^(summary|totals):' "$file" | head -1 | awk '{print $2}')
      printf ' %12s' "$(( total / (5 * 48) ))"
    done
    printf '\n'
  done
done
