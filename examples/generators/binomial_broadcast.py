#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators").

Binomial-tree broadcast from PE 0 on the k-port lambda-postal model, not one of the papers'
algorithms: in round r every PE that holds the value sends it to PE i + 2^r (one port; the
message arrives lambda - 1 steps later). Legal and correct for every n, k, lambda; optimal where
Theorem 1's bound is ceil(log2 n) (k = 1, lambda = 1).

    collcheck verify --generator 'python3 examples/generators/binomial_broadcast.py' \\
                     --model postal --domain 'n=1..64,k=1..2,lambda=1..2'

For n = 1 there is nothing to broadcast; it answers {"skip": ...} for n > 4096 to show skipping.
"""
import json
import sys

for line in sys.stdin:
    model = json.loads(line)["model"]
    n, k, lam = model["n"], model["k"], model["lambda"]
    if n > 4096:
        print(json.dumps({"skip": "this example stops at 4096 PEs"}), flush=True)
        continue
    steps = []
    d = 1
    while d < n:
        pairs = [(i, i + d) for i in range(d) if i + d < n]
        steps.append({"send": [{"from": a, "to": b, "reg": "c"} for a, b in pairs]})
        for _ in range(lam - 2):
            steps.append({})
        recv = [{"at": b, "from": a, "reg": "c"} for a, b in pairs]
        if lam == 1:
            steps[-1]["recv"] = recv
        else:
            steps.append({"recv": recv})
        d *= 2
    print(json.dumps({"format": "collcheck-schedule/1", "name": "binomial-broadcast",
                      "model": {"name": "postal", "n": n, "k": k, "lambda": lam},
                      "collective": {"kind": "broadcast", "root": 0}, "steps": steps}), flush=True)
