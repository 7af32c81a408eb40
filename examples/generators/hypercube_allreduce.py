#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators").

Recursive-doubling allreduce on the hypercube, the butterfly exchange of MPI_Allreduce
implementations (not one of the papers' procedures): in step d every PE i and its partner
i XOR 2^d exchange their partial results, and each combines them in label order, the lower
PE's part first. For N not a power of two the PEs without a partner in the first steps would
miss part of the operands, so the generator skips those points. Legal, correct and optimal
(ceil(log2 N) steps, Theorem 1 of Lin and Yeh with k = 1, lambda = 1) for every N = 2^d.

    collcheck verify --generator 'python3 examples/generators/hypercube_allreduce.py' \\
                     --model hypercube --domain 'N=1..64'

With --bug the upper PE puts its own part first, which the interval witness refutes at N = 2.
"""
import json
import sys

BUG = "--bug" in sys.argv


def schedule(n):
    steps = []
    d = 0
    while (1 << d) < n:
        pairs = [(i, i ^ (1 << d)) for i in range(n)]
        ops = []
        for i, j in pairs:
            lower_first = ["c", "b"] if i < j else ["b", "c"]
            if BUG and i > j:
                lower_first = ["c", "b"]
            ops.append({"pe": i, "dst": "c", "args": lower_first})
        steps.append({"dim": d,
                      "send": [{"from": i, "to": j, "reg": "c"} for i, j in pairs],
                      "recv": [{"at": j, "from": i, "reg": "b"} for i, j in pairs],
                      "ops": ops})
        d += 1
    return {"format": "collcheck-schedule/1",
            "name": "recursive-doubling-allreduce" + ("-bug" if BUG else ""),
            "model": {"name": "hypercube", "N": n},
            "collective": {"kind": "allreduce"}, "steps": steps}


for line in sys.stdin:
    n = json.loads(line)["model"]["N"]
    if n & (n - 1):
        print(json.dumps({"skip": "N is not a power of two"}), flush=True)
    else:
        print(json.dumps(schedule(n)), flush=True)
