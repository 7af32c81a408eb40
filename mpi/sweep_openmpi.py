#!/usr/bin/env python3
"""The by-hand sweep of mpi/README.md "What Open MPI's algorithms gave": collcheck-mpi-witness
under every algorithm that Open MPI's coll/tuned offers for a reduction or a broadcast (forced
with coll_tuned_use_dynamic_rules) and every one coll/libnbc offers for the non-blocking forms,
each forced algorithm run alone with its collective, for each np and operator; prints one line
per (collective, algorithm, segment size, np, op): the verdicts, and the first non-ok case.

usage: sweep_openmpi.py WITNESS [--np 2,3,4,5] [--counts LIST] [--ops noncommutative,commutative]
                        [--collectives reduce,bcast,...] [--segments 0,1024]
The algorithm numbers are those `ompi_info --param coll tuned --level 9` lists (Open MPI 4.1).
"""
import argparse
import collections
import json
import os
import subprocess

TUNED = {  # collective: the algorithms of coll_tuned_<collective>_algorithm
    "reduce": ["linear", "chain", "pipeline", "binary", "binomial", "in-order_binary", "rabenseifner"],
    "allreduce": ["basic_linear", "nonoverlapping", "recursive_doubling", "ring", "segmented_ring",
                  "rabenseifner"],
    "reduce_scatter": ["non-overlapping", "recursive_halving", "ring", "butterfly"],
    "reduce_scatter_block": ["basic_linear", "recursive_doubling", "recursive_halving", "butterfly"],
    "scan": ["linear", "recursive_doubling"],
    "exscan": ["linear", "recursive_doubling"],
    "bcast": ["basic_linear", "chain", "pipeline", "split_binary_tree", "binary_tree", "binomial",
              "knomial", "scatter_allgather", "scatter_allgather_ring"],
}
SEGMENTED = {"reduce", "allreduce", "bcast"}  # a coll_tuned_<collective>_algorithm_segmentsize
LIBNBC = {  # the non-blocking collective: the algorithms of coll_libnbc_<collective>_algorithm
    "ireduce": ["chain", "binomial", "rabenseifner"],
    "iallreduce": ["ring", "binomial", "rabenseifner", "recursive_doubling"],
    "ibcast": ["linear", "binomial", "chain", "knomial"],
    "iscan": ["linear", "recursive_doubling"],
    "iexscan": ["linear", "recursive_doubling"],
}


def settings(segments):
    for coll, algs in TUNED.items():
        for i, alg in enumerate(algs, 1):
            for seg in (segments if coll in SEGMENTED else [0]):
                mca = ["coll_tuned_use_dynamic_rules", "1", f"coll_tuned_{coll}_algorithm", str(i)]
                if seg:
                    mca += [f"coll_tuned_{coll}_algorithm_segmentsize", str(seg)]
                yield coll, alg, seg, mca
    for coll, algs in LIBNBC.items():
        for i, alg in enumerate(algs, 1):
            yield coll, alg, 0, [f"coll_libnbc_{coll}_algorithm", str(i)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("witness")
    ap.add_argument("--np", default="2,3,4,5")
    ap.add_argument("--counts", default=None)
    ap.add_argument("--ops", default="noncommutative,commutative")
    ap.add_argument("--collectives", default=None, help="only these (default: all)")
    ap.add_argument("--segments", default="0,1024", help="segment sizes in bytes (0: none)")
    a = ap.parse_args()
    os.environ.setdefault("OMPI_MCA_plm", "isolated")
    only = a.collectives.split(",") if a.collectives else None
    for coll, alg, seg, mca in settings([int(x) for x in a.segments.split(",")]):
        if only and coll not in only:
            continue
        for np in map(int, a.np.split(",")):
            for op in a.ops.split(","):
                if coll.endswith("bcast") and op == "commutative":
                    continue
                cmd = ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np", str(np)]
                for k in range(0, len(mca), 2):
                    cmd += ["--mca", mca[k], mca[k + 1]]
                cmd += [a.witness, "--collectives", coll, "--op", op]
                if a.counts:
                    cmd += ["--counts", a.counts]
                try:
                    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
                except subprocess.TimeoutExpired:
                    print(f"{coll} {alg} seg={seg} np={np} {op}: HANG (600 s)", flush=True)
                    continue
                lines = [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")]
                tally = collections.Counter(j["verdict"] for j in lines)
                first = next((j for j in lines if j["verdict"] != "ok"), None)
                note = "" if r.returncode == 0 else f" exit {r.returncode}: {r.stderr.strip()[-300:]}"
                print(f"{coll} {alg} seg={seg} np={np} {op}: {dict(tally)}{note}"
                      + (f"\n    first: {json.dumps(first)}" if first else ""), flush=True)


if __name__ == "__main__":
    main()
