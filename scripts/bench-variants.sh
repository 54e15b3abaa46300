#!/usr/bin/env bash
# A 12-variant matrix of the reference push, side by side with one of its
# variants: the reference scene with `variants:` appended (appearance light
# and dark x text sizes S, L and AX3 x Reduce Motion off and on; one canvas,
# so every variant draws the same number of pixels), rendered whole (12
# films and the matrix sheet) against `--variant light_L_full-motion` alone.
# The ratio is the cost of 12 variants in units of one: 12 means no
# per-variant start-up cost beyond the work (issue 17's target: <= 12.5).
# Checks first that the matrix wrote 12 films of 61 frames and the sheet.
#
#   scripts/bench-variants.sh FLIPBOOK SCENE [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
flipbook=${1:?usage: bench-variants.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$scene" "$work/variants.yaml"
cat >> "$work/variants.yaml" <<'YAML'

variants:
  appearance: [light, dark]
  textSize: [S, L, AX3]
  reduceMotion: [false, true]
YAML
"$flipbook" render "$work/variants.yaml" --out "$work/all" --outputs frames >/dev/null
films=$(find "$work/all" -mindepth 1 -maxdepth 1 -type d | wc -l)
frames=$(find "$work/all" -name 'frame-*.png' | wc -l)
if [ "$films" -ne 12 ] || [ "$frames" -ne $((12 * 61)) ] || [ ! -f "$work/all/matrix.png" ]; then
  echo "bench-variants: expected 12 films of 61 frames and matrix.png, got $films films, $frames frames"; exit 1
fi
echo "  the matrix: $films films, $frames frames and matrix.png"
"$here/bench-ab.sh" "variants 12/1" \
  "$flipbook render $work/variants.yaml --out {out} --outputs frames" \
  "$flipbook render $work/variants.yaml --out {out} --outputs frames --variant light_L_full-motion" "$runs"
