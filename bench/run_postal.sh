#!/usr/bin/env bash
# Builds bench_postal (Release) and runs the postal benchmarks of bench/README.md:
#   1. lemma3 over the ci domain of postal.lemma3.contents (n <= 1024, k <= 8, lambda <= 8), 2 jobs;
#   2. the Z3 bounded model check of Theorem 1 for k = 2, lambda = 2 within 60 s;
#   3. pure Python vs C++ (one thread) on the same smaller domain, and their ratio
#      (bench/compare_postal.sh, REPEAT times alternately, default once here).
# Environment: BUILD_DIR (default <repo>/build-bench, ignored by git), JOBS (lemma3 threads,
# default 2), BMC_BUDGET (seconds, default 60), CMP_DOMAIN (default "--nmax 512 --kmax 4
# --lmax 4"), PYTHON (default python3), REPEAT (default 1). Exits 1 if any benchmark's check failed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
build=${BUILD_DIR:-$root/build-bench}
jobs=${JOBS:-2}
bmc_budget=${BMC_BUDGET:-60}
cmp_domain=${CMP_DOMAIN:---nmax 512 --kmax 4 --lmax 4}
python=${PYTHON:-python3}

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCOLLCHECK_BENCH=ON \
  -DCOLLCHECK_TESTS=OFF >/dev/null
ninja -C "$build" bench_postal >/dev/null
bench=$build/bench/bench_postal

status=0
# The load average opens every section: the machine may be shared, and a figure measured beside
# other work is slower than the machine (compare seconds with cpu_seconds / jobs).
section() { printf '\n== %s\n' "$*"; echo "loadavg               $(cut -d' ' -f1-3 /proc/loadavg)"; }

section "machine"
echo "cpus                  $(nproc)"
echo "cpu                   $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)"
echo "compiler              $(c++ --version | head -n1)"
echo "python                $($python --version 2>&1)"

section "lemma3: Algorithm A + Lemma 3, ci domain, --jobs $jobs"
echo "\$ $bench lemma3 --nmax 1024 --kmax 8 --lmax 8 --jobs $jobs"
"$bench" lemma3 --nmax 1024 --kmax 8 --lmax 8 --jobs "$jobs" || status=1

section "bmc: Theorem 1 by Z3, k = 2, lambda = 2, budget ${bmc_budget} s"
echo "\$ $bench bmc --k 2 --lambda 2 --budget-seconds $bmc_budget"
"$bench" bmc --k 2 --lambda 2 --budget-seconds "$bmc_budget" || status=1

section "compare: pure Python vs C++ (1 thread), $cmp_domain"
BENCH=$bench CMP_DOMAIN=$cmp_domain PYTHON=$python REPEAT=${REPEAT:-1} "$here/compare_postal.sh" ||
  status=1
exit $status
