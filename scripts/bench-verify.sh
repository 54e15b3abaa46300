#!/usr/bin/env bash
# `flipbook verify` of the reference workload against its goldens, side by
# side with cairo_baseline drawing and writing the same 61 frames.
#
#   scripts/bench-verify.sh FLIPBOOK SCENE [RUNS]
#
# The goldens are the scene's frames as `flipbook render` writes them, made
# once before timing. verify draws each frame in memory and compares it with
# its decoded golden; it encodes no PNG. Skips (exit 0) when this build has
# no verify command.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shared=$(cd "$here/../../shared/bench" && pwd)
flipbook=${1:?usage: bench-verify.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-5}
if ! "$flipbook" --help 2>/dev/null | grep -qE "^  verify "; then
  echo "ratio verify/cairo_baseline: skipped: this flipbook has no verify command yet"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/cairo_baseline" "$shared/cairo_baseline.c" $(pkg-config --cflags --libs cairo libpng) -lm
"$flipbook" render "$scene" --out "$work/goldens" --outputs frames,manifest >/dev/null
"$flipbook" verify "$scene" --goldens "$work/goldens" >/dev/null ||
  { echo "bench-verify: verify fails against freshly rendered goldens"; exit 1; }
exec "$here/bench-ab.sh" "verify/cairo_baseline" \
  "$flipbook verify $scene --goldens $work/goldens" "$work/cairo_baseline {out}" "$runs"
