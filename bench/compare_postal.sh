#!/usr/bin/env bash
# Pure Python vs C++, one thread each, side by side on the same domain: bench/postal_python.py
# and `bench_postal compare` (Algorithm A with the Lemma 3 check after every step, every n <= 512,
# k <= 4, lambda <= 4 by default). The two run alternately REPEAT times, so that a change in the
# machine's load falls on both; the script checks that they agree on cases, failures, PE-steps and
# messages, prints every run, and the ratio Python / C++ of the median wall and CPU seconds.
# Environment: BENCH (a built bench_postal; by default it is built, Release, in BUILD_DIR,
# default <repo>/build-bench), REPEAT (default 3), CMP_DOMAIN (default "--nmax 512 --kmax 4
# --lmax 4"), PYTHON (default python3). Exits 1 if the two sides disagree or a check fails.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
repeat=${REPEAT:-3}
cmp_domain=${CMP_DOMAIN:---nmax 512 --kmax 4 --lmax 4}
python=${PYTHON:-python3}
if [[ -z "${BENCH:-}" ]]; then
  build=${BUILD_DIR:-$root/build-bench}
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCOLLCHECK_BENCH=ON \
    -DCOLLCHECK_TESTS=OFF >/dev/null
  ninja -C "$build" bench_postal >/dev/null
  BENCH=$build/bench/bench_postal
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
field() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

status=0
echo "loadavg before        $(cut -d' ' -f1-3 /proc/loadavg)"
echo "\$ $python $here/postal_python.py $cmp_domain"
echo "\$ $BENCH compare $cmp_domain"
printf '%-4s %-8s %12s %12s\n' run side wall_s cpu_s
for r in $(seq 1 "$repeat"); do
  # shellcheck disable=SC2086  # the domain is a list of options
  $python "$here/postal_python.py" $cmp_domain >"$tmp/py$r.txt" || status=1
  # shellcheck disable=SC2086
  "$BENCH" compare $cmp_domain >"$tmp/cpp$r.txt" || status=1
  for key in cases failures pe_steps messages; do
    if [[ "$(field "$key" "$tmp/py$r.txt")" != "$(field "$key" "$tmp/cpp$r.txt")" ]]; then
      echo "compare: run $r: the two sides disagree on $key" >&2
      status=1
    fi
  done
  for side in py cpp; do
    printf '%-4s %-8s %12s %12s\n' "$r" "$side" "$(field seconds "$tmp/$side$r.txt")" \
      "$(field cpu_seconds "$tmp/$side$r.txt")"
  done
done

med() { for r in $(seq 1 "$repeat"); do field "$2" "$tmp/$1$r.txt"; done | median; }
py_s=$(med py seconds)
cpp_s=$(med cpp seconds)
py_cpu=$(med py cpu_seconds)
cpp_cpu=$(med cpp cpu_seconds)
echo
echo "domain                $(awk '$1 == "domain" { $1 = ""; print substr($0, 2) }' "$tmp/cpp1.txt")"
echo "cases                 $(field cases "$tmp/cpp1.txt")"
echo "pe_steps              $(field pe_steps "$tmp/cpp1.txt")"
echo "messages              $(field messages "$tmp/cpp1.txt")"
echo "python_seconds        $py_s (median of $repeat; cpu $py_cpu)"
echo "cpp_seconds           $cpp_s (median of $repeat; cpu $cpp_cpu)"
echo "ratio_python_over_cpp $(awk -v p="$py_s" -v c="$cpp_s" 'BEGIN { printf "%.1f", p / c }')"
echo "cpu_ratio             $(awk -v p="$py_cpu" -v c="$cpp_cpu" 'BEGIN { printf "%.1f", p / c }')"
echo "loadavg after         $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
