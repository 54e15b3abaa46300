#!/usr/bin/env bash
# The summary of `make bench`: each figure found in the log of scripts/bench.sh,
# against its target, as a table.
#
#   scripts/bench-summary.sh LOG
#
# A figure is the last decimal number on the last line that names it. A row
# whose line says "skipped: REASON" (no perf counters, no Manim) is marked
# "skipped: REASON" (its first sentence) with no figure, never met or missed;
# a row with no line at all is "not measured".
#
# It also writes the figures to .build/bench/latest.json and compares them
# with the committed Benchmarks/results.json (the last figures someone chose
# as the reference), printing each figure more than 10 % worse. Make this
# run's figures the reference with: cp .build/bench/latest.json Benchmarks/results.json
set -uo pipefail
log=${1:?usage: bench-summary.sh LOG}
reference=${BENCH_REFERENCE:-Benchmarks/results.json}
latest=${BENCH_LATEST:-.build/bench/latest.json}
figures=$(mktemp)
trap 'rm -f "$figures"' EXIT
row() {  # row NAME PATTERN TEST TARGET: TEST is an awk condition on x
  local line v ok
  line=$(grep -E "$2" "$log" | tail -1)
  v=$(printf '%s\n' "$line" | grep -oE '[0-9]+\.[0-9]+' | tail -1)
  if [[ $line == *"skipped: "* ]]; then
    ok="skipped: ${line#*skipped: }"; ok=${ok%%. *}; ok=${ok%.}; v="-"
  elif [ -z "$v" ]; then ok="not measured (see its section above)"; v="-"
  elif [ "$4" = "-" ]; then ok="information (what bounds the wall figure)"
  else ok=$(awk -v x="$v" "BEGIN { print ($3) ? \"met\" : \"MISSED\" }"); fi
  printf '| %-54s | %-8s | %-10s | %s |\n' "$1" "$v" "$4" "$ok"
  # For the regression guard: the figure and which way is better (information rows have none).
  if [ "$v" != "-" ] && [ "$4" != "-" ]; then
    case "$4" in '>='*) better=higher ;; *) better=lower ;; esac
    printf '%s\t%s\t%s\n' "$1" "$v" "$better" >> "$figures"
  fi
}
printf '\n== summary (one run, %s)\n' "$(date -u +%Y-%m-%dT%H:%MZ)"
if grep -q '^identical: 61 frames' "$log"; then echo "frames: byte-identical between two runs"
else echo "frames: NOT byte-identical between two runs, or not 61 (see above)"; fi
if grep -q 'ratio command/cairo_baseline' "$log"; then echo "frames: pixel-identical to cairo_baseline (compare.sh checked frames 0, 15, 30, 45, 60)"
else echo "frames: compare.sh did not confirm the frames against the baseline (see above)"; fi
printf '| %-54s | %-8s | %-10s | %s |\n' figure measured target status
printf '|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..56})" "----------" "------------" "--------"
row "render / cairo_baseline" 'ratio command/cairo_baseline' 'x <= 0.07' '<= 0.07'
row "render / cairo_tuned2" 'ratio command/cairo_tuned2' 'x <= 0.5' '<= 0.5'
row "render reveal (shape-layer mask) / reference push" 'ratio reveal/push' 'x <= 1.6' '<= 1.6'
row "render with a navigation bar / reference push" 'ratio navbar/push' 'x <= 1.15' '<= 1.15'
row "render of 12 variants / one variant" 'ratio variants 12/1' 'x <= 12.5' '<= 12.5'
row "render drawing phase, two threads / one thread" 'ratio drawing phase, two threads / one thread' 'x <= 0.56' '<= 0.56'
row "render whole process, 4x workload, 2 threads / 1" 'ratio workers 2/1, whole process, 4x workload' 'x <= 0.56' '<= 0.56'
row "render / Manim peer" 'ratio render/manim_peer' 'x <= 0.08' '<= 0.08'
row "verify / cairo_baseline" 'ratio verify/cairo_baseline' 'x <= 0.06' '<= 0.06'
row "peak memory, 10 000 / 61 frames" 'ratio memory 10000/61' 'x <= 1.2' '<= 1.2'
row "engine time per frame, 100k / 10k properties (wall)" 'engine time per frame, 100000' 'x >= 8 && x <= 11' '8 ... 11'
row "engine cycles per frame, 100k / 10k properties" 'engine cycles per frame' 'x >= 8 && x <= 12' '8 ... 12'
row "engine instructions per frame, 100k / 10k properties" 'engine instructions per frame' 'x >= 8 && x <= 12' '8 ... 12'
row "engine cache misses per frame, 100k / 10k (information)" 'engine cache misses per frame' 'x > 0' '-'
row "layout second pass / first pass, 1 000 views" 'layout second pass / first pass' 'x <= 0.1' '<= 0.1'
row "layout first pass, 10 000 / 1 000 views" 'layout first pass, 10000 / 1000' 'x >= 8 && x <= 12' '8 ... 12'
row "layout second pass, 10 000 / 1 000 views" 'layout second pass, 10000 / 1000' 'x >= 8 && x <= 12' '8 ... 12'
row "diff throughput, one core (MP/s)" 'diff throughput, one core' 'x >= 200' '>= 200'

# The regression guard: this run's figures as JSON, each compared with the reference.
mkdir -p "$(dirname "$latest")"
{
  echo "{"
  awk -F'\t' '{ printf "%s  \"%s\": %s", (NR > 1 ? ",\n" : ""), $1, $2 } END { if (NR) printf "\n" }' "$figures"
  echo "}"
} > "$latest"
printf '\n== against the reference figures (%s; more than 10 %% worse is printed)\n' "$reference"
if [ ! -f "$reference" ]; then
  echo "no reference figures yet: cp $latest $reference to make this run the reference"
else
  worse=0
  while IFS=$'\t' read -r name value better; do
    old=$(grep -F "\"$name\":" "$reference" | head -1 | sed -E 's/.*: *([0-9.eE+-]+),?$/\1/')
    [ -z "$old" ] && continue
    verdict=$(awk -v n="$value" -v o="$old" -v b="$better" 'BEGIN {
      if (o == 0) { print "same"; exit }
      change = (n - o) / o * 100
      if ((b == "lower" && change > 10) || (b == "higher" && change < -10)) printf "WORSE %+.1f %%", change
      else print "same" }')
    if [ "$verdict" != "same" ]; then
      printf '%-56s %s -> %s  (%s)\n' "$name" "$old" "$value" "${verdict#WORSE }"
      worse=$((worse + 1))
    fi
  done < "$figures"
  if [ "$worse" -eq 0 ]; then echo "no figure is more than 10 % worse than the reference"
  else echo "$worse figure(s) more than 10 % worse than the reference (this run's figures: $latest)"; fi
fi
