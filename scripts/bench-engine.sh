#!/usr/bin/env bash
# Engine scaling: time per frame with 100k against 10k animated properties
# (25 000 and 2 500 views, 4 animations each), in wall time (EngineBench,
# alternating the two sizes) and in instructions, cycles and cache misses (perf stat), so noise and
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
counts() {  # counts VIEWS FRAMES: "instructions cycles cache-misses" of one run
  perf stat -x, -e instructions,cycles,cache-misses "$bench" --frames "$2" --rounds 1 "$1" 2>&1 >/dev/null |
    awk -F, '$3 ~ /^instructions/ {i=$1} $3 ~ /^cycles/ {c=$1} $3 ~ /^cache-misses/ {m=$1} END {print i, c, m}'
}
per_frame() {  # per_frame VIEWS: the three counts per stepped frame
  local -a run setup
  read -r -a run <<<"$(counts "$1" "$frames")"
  read -r -a setup <<<"$(counts "$1" 0)"
  for k in 0 1 2; do echo "(${run[$k]} - ${setup[$k]}) / ($frames + 2)" | bc -l; done | tr '\n' ' '
}
read -r si sc sm <<<"$(per_frame "$small")"
read -r li lc lm <<<"$(per_frame "$large")"
for row in "$small $si $sc $sm" "$large $li $lc $lm"; do
  read -r n i c m <<<"$row"
  printf '%s\t%s\t%.1f M instructions, %.1f M cycles, %.0f k cache misses per frame\n' "$n" "$((n * 4))" \
    "$(echo "$i / 1000000" | bc -l)" "$(echo "$c / 1000000" | bc -l)" "$(echo "$m / 1000" | bc -l)"
done
printf 'engine cycles per frame, %d / %d animated properties: %.2f\n' "$((large * 4))" "$((small * 4))" "$(echo "$lc / $sc" | bc -l)"
printf 'engine cache misses per frame, %d / %d animated properties: %.2f\n' "$((large * 4))" "$((small * 4))" "$(echo "$lm / $sm" | bc -l)"
printf 'engine instructions per frame, %d / %d animated properties: %.2f\n' "$((large * 4))" "$((small * 4))" "$(echo "$li / $si" | bc -l)"
