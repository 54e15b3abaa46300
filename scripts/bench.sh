#!/usr/bin/env bash
# Every figure of the speed table (docs/performance.md), each measured side by
# side in this one run, then a summary with the targets. `make bench` runs it
# after building the release products.
#
#   scripts/bench.sh [RUNS]     (run from the package root; baselines in Benchmarks/baselines)
set -uo pipefail
runs=${1:-5}
root=$(pwd)
flipbook=$root/.build/release/flipbook
scene=$root/Renders/scenes/reference-push.yaml
baselines=$root/Benchmarks/baselines
log=$(mktemp)
trap 'rm -f "$log"; rm -rf "${det:-}"' EXIT
for tool in bc /usr/bin/time; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bc time >/dev/null
    else
      echo "make bench needs bc and GNU time: apt-get install bc time"; exit 1
    fi
  fi
done
section() { printf '\n== %s\n' "$1" | tee -a "$log"; }
step() { "$@" 2>&1 | tee -a "$log"; }

section "render of the reference workload / cairo_baseline (compare.sh, $runs pairs)"
step "$baselines/compare.sh" "$flipbook render $scene --out {out} --outputs frames" "$runs" cairo_baseline
section "determinism: two renders of the reference workload, byte for byte"
det=$(mktemp -d)
"$flipbook" render "$scene" --out "$det/1" --outputs frames >/dev/null && "$flipbook" render "$scene" --out "$det/2" --outputs frames >/dev/null
if diff -r "$det/1" "$det/2" >/dev/null; then
  step echo "identical: $(find "$det/1" -name 'frame-*.png' | wc -l) frames, the same bytes in both runs"
else
  step echo "DIFFERENT: two renders of $scene gave different files"
fi
rm -rf "$det"
section "render / cairo_tuned2, the two-core floor (compare.sh, $runs pairs)"
step "$baselines/compare.sh" "$flipbook render $scene --out {out} --outputs frames" "$runs" cairo_tuned2
section "render of a reveal drawn with a shape-layer mask / the reference push ($runs pairs)"
step "$root/scripts/bench-reveal.sh" "$flipbook" "$scene" "$runs"
section "render of the reference push with a navigation bar / without ($runs pairs)"
step "$root/scripts/bench-navbar.sh" "$flipbook" "$scene" "$runs"
section "two drawing threads / one: the drawing phase in one process, and whole processes on a 4x workload ($runs pairs each)"
step "$root/scripts/bench-workers.sh" "$flipbook" "$scene" "$runs"
section "render of a 12-variant matrix of the reference push / one variant (3 pairs)"
step "$root/scripts/bench-variants.sh" "$flipbook" "$scene" 3
section "render / the Manim peer (3 pairs)"
step "$root/scripts/bench-manim.sh" "$flipbook" "$scene" 3
section "verify against goldens / cairo_baseline ($runs pairs)"
step "$root/scripts/bench-verify.sh" "$flipbook" "$scene" "$runs"
section "peak memory, 10 000 / 61 frames (3 pairs)"
step "$root/scripts/bench-memory.sh" "$flipbook" "$scene" 3
section "engine time per frame, 100k / 10k animated properties"
step "$root/scripts/bench-engine.sh" "$root/.build/release/EngineBench"
section "layout: 1 000 and 10 000 constrained views, laid out, then one constant changed (5 rounds)"
step "$root/.build/release/LayoutBench" --rounds 5 1000 10000
section "pixelmatch throughput, one thread (conformance fixtures)"
step "$root/.build/release/DiffBench" "$root/Tests/Fixtures/pixelmatch"

# The summary: each figure from the lines above, against its target
# (a skipped row, such as the perf rows without perf counters, says so).
"$root/scripts/bench-summary.sh" "$log"
