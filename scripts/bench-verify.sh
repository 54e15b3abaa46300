#!/usr/bin/env bash
# `flipbook verify` of the reference workload against its goldens, side by
# side with cairo_baseline drawing and writing the same 61 frames.
#
#   scripts/bench-verify.sh FLIPBOOK SCENE [RUNS]
#
# The goldens hold every one of the 61 frames (`flipbook record --sample
# all`, made once before timing), and verify checks all of them (`--sample
# all`), so both sides draw 61 frames: verify draws each in memory and
# compares it with its decoded golden, encoding nothing; the baseline draws
# and encodes. Also prints, for information, verify with the default
# sampling (3 frames) against the gallery's goldens. Skips (exit 0) when this
# build has no verify command.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
baselines=$(cd "$here/../Benchmarks/baselines" && pwd)
flipbook=${1:?usage: bench-verify.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-5}
if ! "$flipbook" --help 2>/dev/null | grep -qE "^  verify "; then
  echo "ratio verify/cairo_baseline: skipped: this flipbook has no verify command yet"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/cairo_baseline" "$baselines/cairo_baseline.c" $(pkg-config --cflags --libs cairo libpng) -lm
mkdir -p "$work/goldens"
"$flipbook" record "$scene" --goldens "$work/goldens" --sample all >/dev/null
"$flipbook" verify "$scene" --goldens "$work/goldens" --sample all >/dev/null ||
  { echo "bench-verify: verify fails against goldens it has just recorded"; exit 1; }
frames=$(find "$work/goldens" -name 'frame-*.png' | wc -l)
[ "$frames" -eq 61 ] || { echo "bench-verify: expected 61 golden frames, found $frames"; exit 1; }
"$here/bench-ab.sh" "verify/cairo_baseline" \
  "$flipbook verify $scene --goldens $work/goldens --sample all" "$work/cairo_baseline {out}" "$runs"
root=$(cd "$here/.." && pwd)
if [ -f "$root/Renders/$(basename "$scene" .yaml)/manifest.json" ]; then
  t0=$(date +%s.%N); "$flipbook" verify "$scene" --goldens "$root/Renders" >/dev/null; t1=$(date +%s.%N)
  printf '  (for information: verify with the default sampling, 3 frames, against Renders/: %.3f s)\n' "$(echo "$t1 - $t0" | bc -l)"
fi
