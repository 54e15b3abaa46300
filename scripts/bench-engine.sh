#!/usr/bin/env bash
# Engine scaling: time per frame with 100k against 10k animated properties
# (25 000 and 2 500 views, 4 animations each), in wall time (EngineBench,
# alternating the two sizes) and in instructions (perf stat), so noise and
# cache effects can be told apart from algorithmic scaling.
#
#   scripts/bench-engine.sh ENGINEBENCH
#
# Instructions per frame = (instructions of a run stepping F frames - those
# of a run that only sets up) / frames stepped (F plus 2 warm-up frames).
set -euo pipefail
bench=${1:?usage: bench-engine.sh ENGINEBENCH}
small=2500 large=25000 frames=60
"$bench" --frames 30 --rounds 7 "$small" "$large"
perf_ok=1
command -v perf >/dev/null 2>&1 && perf stat -x, -e instructions true >/dev/null 2>&1 || perf_ok=0
if [ "$perf_ok" = 0 ]; then
  echo "instructions: skipped: perf is missing or not allowed here (apt-get install linux-perf; kernel.perf_event_paranoid <= 2)"
  exit 0
fi
instructions() {  # instructions VIEWS FRAMES
  perf stat -x, -e instructions "$bench" --frames "$2" --rounds 1 "$1" 2>&1 >/dev/null |
    awk -F, '$3 ~ /^instructions/ {print $1}'
}
per_frame() {  # per_frame VIEWS: instructions per stepped frame
  local stepping setup
  stepping=$(instructions "$1" "$frames"); setup=$(instructions "$1" 0)
  echo "($stepping - $setup) / ($frames + 2)" | bc -l
}
s=$(per_frame "$small"); l=$(per_frame "$large")
printf '%s\t%s\t%.1f M instructions per frame\n' "$small" "$((small * 4))" "$(echo "$s / 1000000" | bc -l)"
printf '%s\t%s\t%.1f M instructions per frame\n' "$large" "$((large * 4))" "$(echo "$l / 1000000" | bc -l)"
printf 'engine instructions per frame, %d / %d animated properties: %.2f\n' "$((large * 4))" "$((small * 4))" "$(echo "$l / $s" | bc -l)"
