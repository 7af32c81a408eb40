#!/usr/bin/env bash
# The speed figures of bench/README.md ("The speed figures"), regenerated in one run as a markdown
# table: figure, measured, command. Every figure is measured here, side by side with its peer
# where one exists (Python against C++ in the same run).
# Usage: bench/figures.sh [BUILD_DIR]   (default build; Release, with COLLCHECK_BENCH=ON)
# Environment: QUICK=1 skips the two slow rows (the 60 s BMC and the Python comparison).
# The machine's load average is printed with the table: figures taken under load are slower.
set -euo pipefail
build=${1:-build}
cc=$build/collcheck
bench=$build/bench
for f in "$cc" "$bench/bench_postal" "$bench/omega_bench"; do
  [ -x "$f" ] || { echo "figures.sh: $f not built (cmake --build $build)" >&2; exit 2; }
done
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

field() { awk -v k="$1" '$1 == k { print $2; exit }' "$2"; }
now() { date +%s.%N; }
row() { printf '| %s | %s | `%s` |\n' "$1" "$2" "$3"; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo
echo "| figure | measured | command |"
echo "|---|---|---|"

t0=$(now)
"$cc" check --budget ci --json "$work/ci.json" >"$work/ci.txt" 2>&1 || true
t1=$(now)
claims=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["claims"]))' "$work/ci.json")
row "the catalog on the ci budget, 2 jobs: wall s ($claims claims)" \
  "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')" "collcheck check --budget ci"
python3 "$here/ci_profile.py" "$work/ci.json" --top 0 | awk -F'|' 'NF > 3 && $2 !~ /family|slowest|---/ {
  gsub(/ /, "", $2); gsub(/ /, "", $3); printf "| claim seconds, %s | %s | `bench/ci_profile.py ci.json` |\n", $2, $3 }'

"$bench/bench_postal" lemma3 --jobs 2 >"$work/lemma3.txt" 2>&1
row "postal.lemma3.contents ci domain, bench, 2 jobs: wall s; PE-steps/s" \
  "$(field seconds "$work/lemma3.txt"); $(field pe_steps_per_second "$work/lemma3.txt")" \
  "bench_postal lemma3 --jobs 2"

"$bench/omega_bench" floor --L 8 >"$work/floor.txt" 2>&1
row "Omega Theorem 1, L = 8, one core: floor, Theorem 1, shared readings (pairs/s)" \
  "$(field floor_pairs_per_s "$work/floor.txt"); $(field thm1_pairs_per_s "$work/floor.txt") ($(field thm1_over_floor "$work/floor.txt")x the floor); $(field reading_pairs_per_s "$work/floor.txt")" \
  "omega_bench floor --L 8"

if [ "${QUICK:-0}" != 1 ]; then
  BENCH="$bench/bench_postal" "$here/compare_postal.sh" >"$work/compare.txt" 2>&1 || true
  row "Python / C++, Algorithm A + Lemma 3, n <= 512, k, lambda <= 4, one thread (wall; CPU)" \
    "$(field ratio_python_over_cpp "$work/compare.txt"); $(field cpu_ratio "$work/compare.txt")" \
    "bench/compare_postal.sh"
  "$bench/bench_postal" bmc --k 2 --lambda 2 --budget-seconds 60 --shape 3 >"$work/bmc.txt" 2>&1 || true
  row "postal Theorem 1 BMC, k = lambda = 2: largest n decided in 60 s" \
    "$(field largest_n_decided "$work/bmc.txt")" "bench_postal bmc --k 2 --lambda 2 --shape 3"
fi
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
