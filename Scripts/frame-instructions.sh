#!/usr/bin/env bash
# Counts the instructions a carousel frame executes inside Carousel.advance(to:), or a page
# model's frame, with valgrind's callgrind: deterministic for a given binary, unlike timings.
#
#   Scripts/frame-instructions.sh [TYPE…]
#   Scripts/frame-instructions.sh --models
#
# For each motion (glide: momentum after a flick; eased: a programmatic scroll), type (default:
# the six types of `carousel bench`) and item count (10, 1,000 and 10,000,000), it runs the
# scenario of `carousel bench --repeats 5 --filter "…"` under callgrind twice: once collecting
# only inside BenchCommand.measuredFrames (the measured frames, nothing else), once only inside
# BenchCommand.measuredFloor (the same frames' visible items, only their transforms built). It
# prints instructions per frame and, in brackets, the frame as a multiple of its floor.
#
# With --models it counts the page models' steady frames instead (the pager, sliding pages, the
# walkthrough, the parallax scroll view, the onboarding conductor), collecting only inside
# BenchCommand.measuredSteadyFrames: each measured frame and the host's read of it.
#
# Hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING), so a count repeats exactly.
# Needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || {
  echo "frame-instructions.sh: needs valgrind (apt-get install valgrind)" >&2
  exit 2
}
swift build -c release --product carousel >/dev/null
binary=.build/release/carousel
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
frames=$((5 * 48)) # five runs of each scenario, 48 measured frames each
export SWIFT_DETERMINISTIC_HASHING=1

# instructions FUNCTION LABEL: the instructions per frame spent inside FUNCTION.
instructions() {
  local file="$out/callgrind.out"
  valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect="*$1*" \
    "$binary" bench --repeats 5 --filter "$2" >/dev/null 2>&1 \
    || { echo "frame-instructions.sh: no scenario '$2'" >&2; exit 1; }
  echo $(($(grep -E '^(summary|totals):' "$file" | head -1 | awk '{print $2}') / frames))
}

if [[ "${1:-}" == --models ]]; then
  for label in "pager frame 7 pages" "pager frame 100,000 pages" "pages frame 7 pages" \
    "pages frame 100,000 pages" "walkthrough frame 4 pages" "walkthrough frame 100,000 pages" \
    "parallax frame 100 elements" "parade demo frame" "onboarding frame 20 elements"; do
    printf '%-32s %8s\n' "$label" "$(instructions measuredSteadyFrames "$label")"
  done
  exit 0
fi

types=("$@")
((${#types[@]})) || types=(linear rotary cylinder wheel coverFlow timeMachine)
counts=(10 1,000 10,000,000)
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
