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
trap 'rm -f "$log"' EXIT
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
section "render / the Manim peer (3 pairs)"
step "$root/scripts/bench-manim.sh" "$flipbook" "$scene" 3
section "verify against goldens / cairo_baseline ($runs pairs)"
step "$root/scripts/bench-verify.sh" "$flipbook" "$scene" "$runs"
section "peak memory, 601 / 61 frames (3 pairs)"
step "$root/scripts/bench-memory.sh" "$flipbook" "$scene" 3
section "engine time per frame, 100k / 10k animated properties"
step "$root/scripts/bench-engine.sh" "$root/.build/release/EngineBench"
section "pixelmatch throughput, one thread (conformance fixtures)"
step "$root/.build/release/DiffBench" "$root/Tests/Fixtures/pixelmatch"

# The summary: each figure from the lines above, against its target.
value() { grep -E "$1" "$log" | tail -1 | grep -oE '[0-9]+\.[0-9]+' | tail -1; }
row() {  # row NAME PATTERN TEST TARGET: TEST is an awk condition on x
  local v ok
  v=$(value "$2")
  if [ -z "$v" ]; then ok="not measured (see its section above)"; v="-"
  elif [ "$4" = "-" ]; then ok="information (what bounds the wall figure)"
  else ok=$(awk -v x="$v" "BEGIN { print ($3) ? \"met\" : \"MISSED\" }"); fi
  printf '| %-54s | %-8s | %-10s | %s |\n' "$1" "$v" "$4" "$ok"
}
printf '\n== summary (one run, %s)\n' "$(date -u +%Y-%m-%dT%H:%MZ)"
if grep -q '^identical: 61 frames' "$log"; then echo "frames: byte-identical between two runs"
else echo "frames: NOT byte-identical between two runs, or not 61 (see above)"; fi
if grep -q 'ratio command/cairo_baseline' "$log"; then echo "frames: pixel-identical to cairo_baseline (compare.sh checked frames 0, 15, 30, 45, 60)"
else echo "frames: compare.sh did not confirm the frames against the baseline (see above)"; fi
printf '| %-54s | %-8s | %-10s | %s |\n' figure measured target status
printf '|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..56})" "----------" "------------" "--------"
row "render / cairo_baseline" 'ratio command/cairo_baseline' 'x <= 0.25' '<= 0.25'
row "render / cairo_tuned2" 'ratio command/cairo_tuned2' 'x <= 1.4' '<= 1.4'
row "render / Manim peer" 'ratio render/manim_peer' 'x <= 0.08' '<= 0.08'
row "verify / cairo_baseline" 'ratio verify/cairo_baseline' 'x <= 0.2' '<= 0.2'
row "peak memory, 601 / 61 frames" 'ratio memory 601/61' 'x <= 1.2' '<= 1.2'
row "engine time per frame, 100k / 10k properties (wall)" 'engine time per frame, 100000' 'x >= 8 && x <= 12' '8 ... 12'
row "engine cycles per frame, 100k / 10k properties" 'engine cycles per frame' 'x >= 8 && x <= 12' '8 ... 12'
row "engine instructions per frame, 100k / 10k properties" 'engine instructions per frame' 'x >= 8 && x <= 12' '8 ... 12'
row "engine cache misses per frame, 100k / 10k (information)" 'engine cache misses per frame' 'x > 0' '-'
row "diff throughput, one core (MP/s)" 'diff throughput, one core' 'x >= 150' '>= 150'
