#!/usr/bin/env bash
# A reveal drawn with a shape-layer mask, side by side with the reference
# push: the reference scene (same canvas, screens, 1 s ease-in-out, 61
# frames) with its animator swapped for the shipped `circularReveal` (a
# ShapeLayer mask on the arriving view whose path a BasicAnimation grows from
# the centre to a circle covering the screen, completed from a Transaction
# completion block). Checks first that both renders give the same number of
# frames and that the reveal's middle frame is not the push's.
#
#   scripts/bench-reveal.sh FLIPBOOK SCENE [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
flipbook=${1:?usage: bench-reveal.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed -e 's/^    name: push$/    name: circularReveal/' \
    -e '/^    parameters: {parallax: 0.3, dimming: 0.25, shadowOpacity: 0}$/d' "$scene" > "$work/reveal.yaml"
if ! grep -q '^    name: circularReveal$' "$work/reveal.yaml" || grep -q 'parameters: {parallax' "$work/reveal.yaml"; then
  echo "bench-reveal: could not swap the animator of $scene for circularReveal"; exit 1
fi
"$flipbook" render "$work/reveal.yaml" --out "$work/reveal" --outputs frames >/dev/null
"$flipbook" render "$scene" --out "$work/push" --outputs frames >/dev/null
reveal_frames=$(find "$work/reveal" -name 'frame-*.png' | wc -l)
push_frames=$(find "$work/push" -name 'frame-*.png' | wc -l)
if [ "$reveal_frames" -ne "$push_frames" ]; then
  echo "bench-reveal: the reveal gave $reveal_frames frames, the push $push_frames"; exit 1
fi
if cmp -s "$work/reveal/frame-0030.png" "$work/push/frame-0030.png"; then
  echo "bench-reveal: the reveal's middle frame is the push's: the animator did not run"; exit 1
fi
echo "  both renders: $push_frames frames, the same canvas"
"$here/bench-ab.sh" "reveal/push" \
  "$flipbook render $work/reveal.yaml --out {out} --outputs frames" \
  "$flipbook render $scene --out {out} --outputs frames" "$runs"
