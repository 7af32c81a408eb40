#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators").

k-nomial-tree broadcast from PE 0 on the k-port lambda-postal model (the tree MPI libraries use
for short broadcasts; not one of the papers' algorithms, whose optimal trees grow by G(j)): in
round r every PE i < (k+1)^r, which holds the value, sends it to i + t (k+1)^r for t = 1..k, one
message per port; the messages arrive lambda - 1 steps later, and the next round starts then.
With k = 1 it is the binomial tree. Legal and correct for every n, k, lambda; optimal where
Theorem 1's m is ceil(log_{k+1} n) (lambda = 1), and some steps above it for lambda > 1, where the
optimal trees let a PE send again before its first message has arrived.

    collcheck verify --generator 'python3 examples/generators/knomial_broadcast.py' \\
                     --model postal --domain 'n=1..64,k=1..3,lambda=1..3'

With --bug the PEs send to i + t (k+1)^r + 1, one PE too far, which leaves PE (k+1)^r without
the value (or sends outside the model). It answers {"skip": ...} for n > 4096 to show skipping.
"""
import json
import sys

BUG = "--bug" in sys.argv

for line in sys.stdin:
    model = json.loads(line)["model"]
    n, k, lam = model["n"], model["k"], model["lambda"]
    if n > 4096:
        print(json.dumps({"skip": "this example stops at 4096 PEs"}), flush=True)
        continue
    steps = []
    d = 1
    while d < n:
        pairs = [(i, i + t * d + (1 if BUG else 0)) for i in range(d) for t in range(1, k + 1)
                 if i + t * d < n]
        steps.append({"send": [{"from": a, "to": b, "reg": "c"} for a, b in pairs]})
        for _ in range(lam - 2):
            steps.append({})
        recv = [{"at": b, "from": a, "reg": "c"} for a, b in pairs]
        if lam == 1:
            steps[-1]["recv"] = recv
        else:
            steps.append({"recv": recv})
        d *= k + 1
    print(json.dumps({"format": "collcheck-schedule/1",
                      "name": "knomial-broadcast" + ("-bug" if BUG else ""),
                      "model": {"name": "postal", "n": n, "k": k, "lambda": lam},
                      "collective": {"kind": "broadcast", "root": 0}, "steps": steps}), flush=True)
