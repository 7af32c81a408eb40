#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The recursive-doubling allgather on the hypercube (Ohtaki's slides' model, where a message of one
step may carry several registers): every PE has m items (params "m"); PE q's item j belongs in
register c(q*m + j) of every PE (c when N*m = 1), and each PE first copies its own there (init).
In step d = 0, 1, ..., log2 N - 1 PE i exchanges with i XOR 2^d, along dimension d, ONE message
carrying the 2^d * m items of its subcube, PEs (i >> d << d) .. + 2^d - 1, which the partner
receives into the same registers. Legal, correct and optimal (log2 N steps: Theorem 1 of Lin and
Yeh with k = 1, lambda = 1, which counts PEs whatever a message carries) for every N = 2^d and m.

For N a power of two only (the generator answers {"skip": ...} elsewhere).

    collcheck verify --generator 'python3 examples/generators/hypercube_allgather.py' \\
        --model hypercube --domain 'N=1..16,m=1..8'

Keys: m (items per PE, default 1). With --bug a PE receives each block's items in reverse order
(item j of a block into the register of item m - 1 - j), which is the same placement for m = 1
only: refuted (correct) at N=2 m=2, where PE 0 holds item 1 of PE 1 in c2.
"""
import json
import sys

BUG = "--bug" in sys.argv


def schedule(n, m):
    out = (lambda t: "c%d" % t) if n * m > 1 else (lambda t: "c")
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    init = [{"pe": i, "dst": out(i * m + j), "args": [inp(j)]}
            for i in range(n) for j in range(m) if out(i * m + j) != inp(j)]
    steps = []
    d = 0
    while (1 << d) < n:
        sends, recvs = [], []
        for i in range(n):
            p = i ^ (1 << d)
            base = i >> d << d  # i's subcube, which it sends
            regs = [out(q * m + j) for q in range(base, base + (1 << d)) for j in range(m)]
            into = [out(q * m + (m - 1 - j if BUG else j))
                    for q in range(base, base + (1 << d)) for j in range(m)]
            sends.append({"from": i, "to": p, "regs": regs})
            recvs.append({"at": p, "from": i, "regs": into})
        steps.append({"dim": d, "send": sends, "recv": recvs})
        d += 1
    doc = {"format": "collcheck-schedule/1",
           "name": "hypercube-allgather" + ("-bug" if BUG else ""),
           "model": {"name": "hypercube", "N": n},
           "collective": {"kind": "allgather", "count": m}, "steps": steps}
    if init:
        doc["init"] = init
    return doc


for line in sys.stdin:
    req = json.loads(line)
    n, m = req["model"]["N"], req.get("params", {}).get("m", 1)
    if m < 1 or n & (n - 1):
        print(json.dumps({"skip": "recursive doubling needs N a power of two (and m >= 1)"}),
              flush=True)
        continue
    print(json.dumps(schedule(n, m)), flush=True)
