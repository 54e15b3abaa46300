#!/usr/bin/env bash
# Engine scaling: time per frame with 100k against 10k animated properties
# (25 000 and 2 500 views, 4 animations each), in wall time (EngineBench,
# alternating the two sizes) and in instructions, cycles and cache misses (perf stat), so noise and
# cache effects can be told apart from algorithmic scaling.
#
#   scripts/bench-engine.sh ENGINEBENCH
#
# Instructions per frame = (instructions of a run stepping F frames - those
# of a run that only sets up) / frames stepped (F plus 2 warm-up frames).
#
# The perf rows need `perf stat` to count instructions, cycles and cache
# misses. Where it cannot (perf missing, not allowed, or a virtual machine
# without hardware counters, where perf exits 0 but prints "<not supported>"),
# each perf row says "skipped: perf stat is not supported here" and the
# script exits 0. BENCH_PERF names another perf command (tests use a fake).
set -euo pipefail
bench=${1:?usage: bench-engine.sh ENGINEBENCH}
perf=${BENCH_PERF:-perf}
small=2500 large=25000 frames=60
"$bench" --frames 30 --rounds 7 "$small" "$large"

# skip REASON: the perf rows, skipped, then the reason; exits 0.
skip() {
  local what
  for what in cycles "cache misses" instructions; do
    printf 'engine %s per frame, %d / %d animated properties: skipped: perf stat is not supported here\n' \
      "$what" "$((large * 4))" "$((small * 4))"
  done
  echo "  ($1; the perf rows need linux-perf, kernel.perf_event_paranoid <= 2 and hardware counters)"
  exit 0
}
# counts COMMAND...: "instructions cycles cache-misses" of one run of COMMAND, as perf stat -x, reports them.
counts() {
  { "$perf" stat -x, -e instructions,cycles,cache-misses "$@" 2>&1 >/dev/null || echo "perf-failed,,status $?"; } |
    awk -F, '$3 ~ /^instructions/ {i=$1} $3 ~ /^cycles/ {c=$1} $3 ~ /^cache-misses/ {m=$1}
             $1 == "perf-failed" {f=1} END {if (f) print "failed"; else print i "|" c "|" m}'
}
# counted COUNTS: true when the three counts are whole numbers (not "<not supported>", "<not counted>" or empty).
counted() { [[ $1 =~ ^[0-9]+\|[0-9]+\|[0-9]+$ ]]; }

command -v "$perf" >/dev/null 2>&1 || skip "perf is missing: apt-get install linux-perf"
probe=$(counts true)
counted "$probe" || skip "'perf stat -e instructions,cycles,cache-misses true' gave '$probe'"

declare -A raw
for n in "$small" "$large"; do
  for f in "$frames" 0; do
    raw[$n,$f]=$(counts "$bench" --frames "$f" --rounds 1 "$n")
    counted "${raw[$n,$f]}" || skip "perf stat of EngineBench gave '${raw[$n,$f]}'"
  done
done
per_frame() {  # per_frame VIEWS: the three counts per stepped frame
  local -a run setup
  IFS='|' read -r -a run <<<"${raw[$1,$frames]}"
  IFS='|' read -r -a setup <<<"${raw[$1,0]}"
  for k in 0 1 2; do echo "(${run[$k]} - ${setup[$k]}) / ($frames + 2)" | bc -l; done | tr '\n' ' '
}
read -r si sc sm <<<"$(per_frame "$small")"
read -r li lc lm <<<"$(per_frame "$large")"
for row in "$small $si $sc $sm" "$large $li $lc $lm"; do
  read -r n i c m <<<"$row"
  printf '%s\t%s\t%.1f M instructions, %.1f M cycles, %.0f k cache misses per frame\n' "$n" "$((n * 4))" \
    "$(echo "$i / 1000000" | bc -l)" "$(echo "$c / 1000000" | bc -l)" "$(echo "$m / 1000" | bc -l)"
done
ratio() {  # ratio LARGE SMALL: LARGE / SMALL, or nothing when SMALL is 0
  if [ "$(echo "$2 > 0" | bc -l)" = 1 ]; then printf '%.2f' "$(echo "$1 / $2" | bc -l)"; fi
}
for row in "cycles $lc $sc" "cache misses $lm $sm" "instructions $li $si"; do
  read -r -a w <<<"$row"
  what=${w[*]:0:${#w[@]}-2} large_v=${w[-2]} small_v=${w[-1]}
  r=$(ratio "$large_v" "$small_v")
  printf 'engine %s per frame, %d / %d animated properties: %s\n' "$what" "$((large * 4))" "$((small * 4))" \
    "${r:-not measured: the 10k run counted no $what}"
done
