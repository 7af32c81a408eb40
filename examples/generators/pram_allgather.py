#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

Allgather of m items per PE (params "m") on the EREW shared memory of Ohtaki's slides, whose
cells hold one item each (a document with many items has cells m, A(1..N*m)): in steps 1..m
every PE i writes its item j to A(1 + i*m + j) (and copies its own items into place, registers
c(i*m + j)); then in step m + 1 + t, t = 0 .. (N-1)m - 1, PE i reads item t mod m of PE
(i + 1 + t div m) mod N. Two PEs never read one cell in one step (their blocks are rotated by
their rank), so every step is exclusive: N*m steps (N = 1: the copies alone, one step).
The slides prove no lower bound for the EREW model, so verify reports the count without one.

    collcheck verify --generator 'python3 examples/generators/pram_allgather.py' \\
        --model pram --domain 'N=1..8,m=1..4'

Keys: m (items per PE, default 1). With --bug PE i reads block (1 + t div m) mod N, not rotated
by its rank: every PE reads the same cell in one step (a CREW read), refuted (legal, exclusive)
at N=2 m=1 in step 2.
"""
import json
import sys

BUG = "--bug" in sys.argv


def schedule(n, m):
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    out = (lambda t: "c%d" % t) if n * m > 1 else (lambda t: "c")
    copies = [{"pe": i, "dst": out(i * m + j), "args": [inp(j)]}
              for i in range(n) for j in range(m) if out(i * m + j) != inp(j)]
    steps = []
    if n > 1:
        for j in range(m):
            steps.append({"write": [{"pe": i, "cell": 1 + i * m + j, "reg": inp(j)}
                                    for i in range(n)]})
        for t in range((n - 1) * m):
            reads = []
            for i in range(n):
                q = ((0 if BUG else i) + 1 + t // m) % n
                reads.append({"pe": i, "cell": 1 + q * m + t % m, "reg": out(q * m + t % m)})
            steps.append({"read": reads})
    if copies:
        if not steps:
            steps.append({})
        steps[0]["ops"] = copies
    return {"format": "collcheck-schedule/1",
            "name": "pram-allgather" + ("-bug" if BUG else ""),
            "model": {"name": "pram", "N": n},
            "collective": {"kind": "allgather", "count": m}, "steps": steps}


for line in sys.stdin:
    req = json.loads(line)
    n, m = req["model"]["N"], req.get("params", {}).get("m", 1)
    if m < 1:
        print(json.dumps({"skip": "m must be at least 1"}), flush=True)
        continue
    print(json.dumps(schedule(n, m)), flush=True)
