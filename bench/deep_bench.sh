#!/usr/bin/env bash
# Deep runs (docs/mpi.md, "Running on a cluster"): the figures of the Open MPI mode and of
# --checkpoint.
#   1. load balance under mpirun: max over mean of the ranks' busy seconds, 2 and 4 ranks
#      (--oversubscribe on 2 cores), on postal.lemma3.contents (BUDGET, default ci);
#   2. mpirun -np 1 against the plain run on the same claim: overhead in % (best of RUNS);
#   3. --checkpoint: the run with a checkpoint against the run without (saves at every decided
#      claim), and the cost of a resume (the same command after SIGINT, against one uninterrupted).
# Usage: bench/deep_bench.sh [BUILD_DIR] (environment: BUDGET=ci, RUNS=3, CLAIM=postal.lemma3.contents)
set -euo pipefail
build=${1:-build}
cc=$build/collcheck
budget=${BUDGET:-ci}
runs=${RUNS:-3}
claim=${CLAIM:-postal.lemma3.contents}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OMPI_MCA_plm=${OMPI_MCA_plm:-isolated}
mpirun=(mpirun --allow-run-as-root --oversubscribe)

seconds() { local t0 t1; t0=$(date +%s%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s%N); echo "scale=3; ($t1-$t0)/1000000000" | bc; }
best() { printf '%s\n' "$@" | sort -n | head -1; }

echo "## load balance, $claim --budget $budget, --jobs 1 per rank"
for r in 2 4; do
  "${mpirun[@]}" -np "$r" "$cc" check "$claim" --budget "$budget" --jobs 1 --json "$work/r$r.json" >/dev/null 2>&1
  python3 - "$work/r$r.json" "$r" <<'PY'
import json, sys
ranks = json.load(open(sys.argv[1]))["ranks"]
busy = [x["busy_seconds"] for x in ranks]
print(f"-np {sys.argv[2]}: busy s per rank {[round(b, 2) for b in busy]}, units "
      f"{[x['units'] for x in ranks]}, max/mean {max(busy) / (sum(busy) / len(busy)):.3f}")
PY
done

# (--bind-to none: by default mpirun binds a rank to one core, and --jobs 2 would share it)
echo "## mpirun --bind-to none -np 1 against the plain run, --jobs 2, best of $runs"
plain=() one=()
for _ in $(seq "$runs"); do
  plain+=("$(seconds "$cc" check "$claim" --budget "$budget" --jobs 2)")
  one+=("$(seconds "${mpirun[@]}" --bind-to none -np 1 "$cc" check "$claim" --budget "$budget" --jobs 2)")
done
p=$(best "${plain[@]}") o=$(best "${one[@]}")
echo "plain ${plain[*]} s; -np 1 ${one[*]} s; best $p vs $o: overhead $(echo "scale=2; 100*($o-$p)/$p" | bc) %"

echo "## --checkpoint, check 'postal.*' --budget smoke --jobs 2, best of $runs"
without=() with=()
for _ in $(seq "$runs"); do
  without+=("$(seconds "$cc" check 'postal.*' --budget smoke --jobs 2)")
  with+=("$(seconds "$cc" check 'postal.*' --budget smoke --jobs 2 --checkpoint "$work/c.ckpt")")
done
echo "without ${without[*]} s; with ${with[*]} s"
# Resume: the whole smoke budget stopped after 4 s, then the same command; the total against one
# uninterrupted run.
whole=$(seconds "$cc" check --budget smoke --jobs 2)
t0=$(date +%s%N)
"$cc" check --budget smoke --jobs 2 --checkpoint "$work/r.ckpt" >/dev/null 2>&1 &
pid=$!
sleep 4
kill -INT "$pid"; wait "$pid" || true
size=$(stat -c %s "$work/r.ckpt" 2>/dev/null || echo 0)
t1=$(date +%s%N)
"$cc" check --budget smoke --jobs 2 --checkpoint "$work/r.ckpt" >/dev/null 2>&1 || true
t2=$(date +%s%N)
echo "interrupted after 4 s (checkpoint $size bytes), resumed in $(echo "scale=2; ($t2-$t1)/1000000000" | bc) s; total $(echo "scale=2; ($t2-$t0)/1000000000" | bc) s against $whole s uninterrupted"
