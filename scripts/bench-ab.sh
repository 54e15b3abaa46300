#!/usr/bin/env bash
# Times two commands side by side in one run, A B A B (run 0 is a warm-up),
# and prints the median wall time of each and the median of the per-pair
# ratios A/B: the method of Benchmarks/baselines/compare.sh for any two commands.
#
#   scripts/bench-ab.sh LABEL 'COMMAND A' 'COMMAND B' [RUNS]
#
# In each command {out} becomes a fresh empty folder (A's and B's differ).
# Prints a last line "ratio LABEL: R"; exits 1 when a command fails.
set -euo pipefail
label=${1:?usage: bench-ab.sh LABEL 'COMMAND A' 'COMMAND B' [RUNS]}
cmd_a=${2:?command A}
cmd_b=${3:?command B}
runs=${4:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
run() {  # run COMMAND FOLDER: the command with {out} replaced, output to a log
  if ! bash -c "${1//\{out\}/$2}" >"$work/log" 2>&1; then
    echo "bench-ab: '$1' failed:"; tail -5 "$work/log"; exit 1
  fi
}
a_times=(); b_times=(); ratios=()
for i in $(seq 0 "$runs"); do
  rm -rf "$work/a" "$work/b"; mkdir -p "$work/a" "$work/b"  # as compare.sh: not timed
  t0=$(now); run "$cmd_a" "$work/a"; t1=$(now); run "$cmd_b" "$work/b"; t2=$(now)
  if [ "$i" -gt 0 ]; then
    a=$(echo "$t1 - $t0" | bc -l); b=$(echo "$t2 - $t1" | bc -l)
    a_times+=("$a"); b_times+=("$b"); ratios+=("$(echo "$a / $b" | bc -l)")
  fi
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
printf '  A median wall s: %.3f   (%s)\n' "$(median "${a_times[@]}")" "$cmd_a"
printf '  B median wall s: %.3f   (%s)\n' "$(median "${b_times[@]}")" "$cmd_b"
printf 'ratio %s (median of %d pairs): %.3f\n' "$label" "$runs" "$(median "${ratios[@]}")"
