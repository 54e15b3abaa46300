#!/usr/bin/env bash
# Times a command that renders the reference workload against the hand-written
# Cairo baseline, side by side in one run, and checks that it drew the same frames.
#
#   Benchmarks/baselines/compare.sh 'COMMAND WRITING 61 frame-*.png FILES INTO {out}' [RUNS] [BASELINE]
#
# BASELINE is cairo_baseline (default: cairo_surface_write_to_png), cairo_tuned
# (libpng level 1, one core) or cairo_tuned2 (the same split over two processes).
# Prints the median wall time of each, the median of the per-pair ratios
# (command / baseline; below 1 means faster), and exits 1 when the frames differ.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cmd=${1:?usage: compare.sh 'COMMAND with {out}' [RUNS] [BASELINE]}
runs=${2:-5}
base=${3:-cairo_baseline}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=$(pkg-config --cflags --libs cairo libpng)
gcc -O2 -o "$work/cairo_baseline" "$here/cairo_baseline.c" $flags -lm
gcc -O2 -o "$work/cairo_tuned" "$here/cairo_tuned.c" $flags -lm
run_base() {
  case $base in
    cairo_tuned2) "$work/cairo_tuned" "$1" 0 2 & "$work/cairo_tuned" "$1" 1 2; wait ;;
    *) "$work/$base" "$1" ;;
  esac
}
now() { date +%s.%N; }
a_times=(); b_times=(); ratios=()
for i in $(seq 0 "$runs"); do            # run 0 is a warm-up
  rm -rf "$work/a" "$work/b"; mkdir -p "$work/a" "$work/b"
  t0=$(now); bash -c "${cmd//\{out\}/$work/a}" >/dev/null; t1=$(now)
  run_base "$work/b"; t2=$(now)
  if [ "$i" -gt 0 ]; then
    a=$(echo "$t1 - $t0" | bc -l); b=$(echo "$t2 - $t1" | bc -l)
    a_times+=("$a"); b_times+=("$b"); ratios+=("$(echo "$a / $b" | bc -l)")
  fi
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
printf 'command   median wall s: %.3f\n' "$(median "${a_times[@]}")"
printf '%-9s median wall s: %.3f\n' "$base" "$(median "${b_times[@]}")"
# Same frames? Compare five frames, sorted by name, against the baseline's.
mapfile -t frames < <(find "$work/a" -name 'frame-*.png' | sort)
if [ "${#frames[@]}" -ne 61 ]; then echo "expected 61 frame-*.png files, found ${#frames[@]}"; exit 1; fi
for f in 0 15 30 45 60; do
  printf -v ref '%s/b/frame-%03d.png' "$work" "$f"
  python3 "$here/pngdiff.py" "${frames[$f]}" "$ref" 16 0.01 >/dev/null || { echo "frame $f differs from the baseline: $(python3 "$here/pngdiff.py" "${frames[$f]}" "$ref" 16 0.01)"; exit 1; }
done
printf 'ratio command/%s (median of pairs): %.3f\n' "$base" "$(median "${ratios[@]}")"
