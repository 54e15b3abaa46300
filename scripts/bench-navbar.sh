#!/usr/bin/env bash
# The reference push drawn with a navigation bar, side by side with the
# reference push without one: the reference scene (same canvas, screens,
# 1 s ease-in-out push, 61 frames) with a `navigationBar` added (titles,
# a compose item on Inbox, an Edit item on Detail), so every frame also
# draws the bar's background, separator, both items' titles, the chevron
# and the back title animating alongside the push. Checks first that both
# renders give the same number of frames and that the bar changed the
# middle frame.
#
#   scripts/bench-navbar.sh FLIPBOOK SCENE [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
flipbook=${1:?usage: bench-navbar.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$scene" "$work/navbar.yaml"
cat >> "$work/navbar.yaml" <<'YAML'

navigationBar:
  items:
    Inbox: {title: Inbox, rightBarButtonItems: [{systemItem: compose}]}
    Detail: {title: Detail, rightBarButtonItems: [{title: Edit}]}
YAML
"$flipbook" render "$work/navbar.yaml" --out "$work/navbar" --outputs frames >/dev/null
"$flipbook" render "$scene" --out "$work/push" --outputs frames >/dev/null
navbar_frames=$(find "$work/navbar" -name 'frame-*.png' | wc -l)
push_frames=$(find "$work/push" -name 'frame-*.png' | wc -l)
if [ "$navbar_frames" -ne "$push_frames" ]; then
  echo "bench-navbar: the push with a bar gave $navbar_frames frames, without $push_frames"; exit 1
fi
if cmp -s "$work/navbar/frame-0030.png" "$work/push/frame-0030.png"; then
  echo "bench-navbar: the middle frame is the same with and without the bar: no bar was drawn"; exit 1
fi
echo "  both renders: $push_frames frames, the same canvas"
"$here/bench-ab.sh" "navbar/push" \
  "$flipbook render $work/navbar.yaml --out {out} --outputs frames" \
  "$flipbook render $scene --out {out} --outputs frames" "$runs"
