#!/usr/bin/env bash
# `flipbook render` of the reference workload against the Manim peer
# (Benchmarks/baselines/manim_peer.py, Manim's Cairo renderer), side by side.
#
#   scripts/bench-manim.sh FLIPBOOK SCENE [RUNS]
#
# Manim is not part of the build. When it is missing this prints how to get
# it and skips the row (exit 0); with BENCH_INSTALL_MANIM=1 it installs it
# first (apt-get and pip, as root).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
baselines=$(cd "$here/../Benchmarks/baselines" && pwd)
flipbook=${1:?usage: bench-manim.sh FLIPBOOK SCENE [RUNS]}
scene=${2:?scene}
runs=${3:-3}
if ! command -v manim >/dev/null 2>&1 && [ "${BENCH_INSTALL_MANIM:-0}" = 1 ] && [ "$(id -u)" -eq 0 ]; then
  echo "installing Manim (BENCH_INSTALL_MANIM=1) ..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libpango1.0-dev ffmpeg >/dev/null
  pip install -q manim
fi
if ! command -v manim >/dev/null 2>&1; then
  echo "ratio render/manim_peer: skipped: Manim is not installed. Install it with"
  echo "  apt-get install libpango1.0-dev ffmpeg; pip install manim"
  echo "(or run make bench with BENCH_INSTALL_MANIM=1), then run make bench again."
  exit 0
fi
peer=$(mktemp -d)
trap 'rm -rf "$peer"' EXIT
cp "$baselines/manim_peer.py" "$peer/"
# Manim writes under --media_dir; a fresh folder each run means no text or frame cache.
exec "$here/bench-ab.sh" "render/manim_peer" \
  "$flipbook render $scene --out {out} --outputs frames" \
  "cd $peer && manim render -v WARNING --format png-sequence -r 750,1334 --fps 60 --media_dir {out} manim_peer.py Push" \
  "$runs"
