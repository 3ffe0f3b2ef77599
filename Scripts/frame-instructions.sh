#!/usr/bin/env bash
# Counts the instructions a carousel frame executes inside Carousel.advance(to:), with
# valgrind's callgrind: deterministic for a given binary, unlike timings.
#
#   Scripts/frame-instructions.sh [TYPE…]
#
# For each motion (glide: momentum after a flick; eased: a programmatic scroll), type (default:
# the six types of `carousel bench`) and item count (10, 1,000 and 10,000,000), it runs the
# scenario of `carousel bench --repeats 5 --filter "…"` under callgrind twice: once collecting
# only inside BenchCommand.measuredFrames (the measured frames, nothing else), once only inside
# BenchCommand.measuredFloor (the same frames' visible items, only their transforms built). It
# prints instructions per frame and, in brackets, the frame as a multiple of its floor.
# Needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || {
  echo "frame-instructions.sh: needs valgrind (apt-get install valgrind)" >&2
  exit 2
}
swift build -c release --product carousel >/dev/null
binary=.build/release/carousel
types=("$@")
((${#types[@]})) || types=(linear rotary cylinder wheel coverFlow timeMachine)
counts=(10 1,000 10,000,000)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
frames=$((5 * 48)) # five runs of each scenario, 48 measured frames each

# instructions FUNCTION LABEL: the instructions per frame spent inside FUNCTION.
instructions() {
  local file="$out/callgrind.out"
  valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect="*$1*" \
    "$binary" bench --repeats 5 --filter "$2" >/dev/null 2>&1 \
    || { echo "frame-instructions.sh: no scenario '$2'" >&2; exit 1; }
  echo $(($(grep -E '^(summary|totals):' "$file" | head -1 | awk '{print $2}') / frames))
}

printf '%-7s %-12s' motion type
for count in "${counts[@]}"; do printf ' %18s' "$count items"; done
printf '\n'
for motion in glide eased; do
  for type in "${types[@]}"; do
    printf '%-7s %-12s' "$motion" "$type"
    for count in "${counts[@]}"; do
      label="$motion frame $type $count items"
      frame=$(instructions measuredFrames "$label")
      floor=$(instructions measuredFloor "$label")
      ratio=$(awk -v a="$frame" -v b="$floor" 'BEGIN { printf "%.1f", a / b }')
      printf ' %18s' "$frame (×$ratio)"
    done
    printf '\n'
  done
done
