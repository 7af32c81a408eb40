#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "logp").

Binomial-tree broadcast from PE 0 on the LogP model, not one of the paper's algorithms (Shou
and Chen build the optimal tree T*): in round r = 0, 1, ... every PE i < 2^r sends the value to PE
i + 2^r. Rounds start R = max(L + 2o, g) apart: a PE informed in round r holds the value L + 2o
after the send starts, and a PE's sends must be g apart. Legal and correct for every P, L, o, g;
optimal only where T* is binomial too.

    collcheck verify --generator 'python3 examples/generators/logp_binomial_broadcast.py' \\
                     --model logp --domain 'P=1..16,L=1..3,o=0..2,g=1..6'

With --bug the rounds start L + 2o apart, forgetting the gap: refuted (rule send-gap) wherever
g > L + 2o and some PE sends twice.
"""
import json
import sys

bug = "--bug" in sys.argv[1:]
for line in sys.stdin:
    model = json.loads(line)["model"]
    P, L, o, g = model["P"], model["L"], model["o"], model["g"]
    R = L + 2 * o if bug else max(L + 2 * o, g)
    ops = [[] for _ in range(P)]
    d, r = 1, 0
    while d < P:
        for i in range(d):
            if i + d < P:
                ops[i].append({"op": "send", "at": r * R, "to": i + d, "reg": "c"})
                ops[i + d].append({"op": "recv", "at": r * R + o + L, "from": i, "reg": "c"})
        d, r = 2 * d, r + 1
    print(json.dumps({"format": "collcheck-schedule/1", "name": "logp-binomial-broadcast",
                      "model": {"name": "logp", "P": P, "L": L, "o": o, "g": g},
                      "collective": {"kind": "broadcast", "root": 0},
                      "programs": [{"pe": p, "ops": ops[p]} for p in range(P) if ops[p]]}),
          flush=True)
