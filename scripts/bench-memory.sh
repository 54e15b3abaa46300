#!/usr/bin/env bash
# Peak memory of `flipbook render` for a long film against the reference
# workload's 61 frames: the same scene and canvas run for 10 000 frames (a
# 49.995 s transition at 200 fps; scenes allow at most 60 s, 240 fps and
# 10 000 frames) against the 1 s original at 60 fps, as the maximum resident
# set size that /usr/bin/time -v reports, alternating A B A B; prints the
# median of each and the median of the per-pair ratios. Memory must not grow
# with the film. The long render writes about 580 MB of frames (removed after
# each run) and takes some 12 s on two cores.
#
#   scripts/bench-memory.sh FLIPBOOK SCENE [RUNS]
set -euo pipefail
flipbook=${1:?usage: bench-memory.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-3}
[ -x /usr/bin/time ] || { echo "ratio memory 10000/61 frames: skipped: /usr/bin/time is missing (apt-get install time)"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
long="$work/$(basename "$scene" .yaml)-10000.yaml"
sed -E -e 's/^  duration: 1$/  duration: 49.995/' -e 's/^  fps: 60$/  fps: 200/' "$scene" >"$long"
grep -q '^  duration: 49.995$' "$long" && grep -q '^  fps: 200$' "$long" ||
  { echo "bench-memory: no 'duration: 1' and 'fps: 60' lines to change in $scene"; exit 1; }
peak() {  # peak SCENE FRAMES: max RSS in KiB of one render, checking the frame count
  rm -rf "$work/out"
  /usr/bin/time -v "$flipbook" render "$1" --out "$work/out" --outputs frames >/dev/null 2>"$work/time.txt" \
    || { echo "bench-memory: render of $1 failed:"; tail -5 "$work/time.txt"; exit 1; }
  local n; n=$(find "$work/out" -name 'frame-*.png' | wc -l)
  [ "$n" -eq "$2" ] || { echo "bench-memory: expected $2 frames from $1, found $n"; exit 1; }
  awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt"
}
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
longs=(); shorts=(); ratios=()
for _ in $(seq 1 "$runs"); do
  l=$(peak "$long" 10000); s=$(peak "$scene" 61)
  longs+=("$l"); shorts+=("$s"); ratios+=("$(echo "$l / $s" | bc -l)")
done
printf '10000 frames: median peak RSS %.1f MiB\n' "$(echo "$(median "${longs[@]}") / 1024" | bc -l)"
printf '   61 frames: median peak RSS %.1f MiB\n' "$(echo "$(median "${shorts[@]}") / 1024" | bc -l)"
printf 'ratio memory 10000/61 frames (median of %d pairs): %.3f\n' "$runs" "$(median "${ratios[@]}")"
