#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators").

The Hillis-Steele (Kogge-Stone) doubling scan on the k-port lambda-postal model, not one of the
papers' algorithms: in round r every PE i >= 2^r sends its partial result to i + 2^r... as a
receiver, PE i combines the partial result of PE i - 2^r, received lambda - 1 steps after it was
sent, in front of its own. It uses one port; it is legal and correct for every n, k, lambda, and
optimal only where Theorem 1's bound allows one port and no latency (k = 1, lambda = 1).

    collcheck verify --generator 'python3 examples/generators/scan.py' --model postal \\
                     --domain 'n=1..32,k=1..2,lambda=1..3'

With --bug it combines in the wrong order (the received part after its own), which the interval
witness refutes at the least point n = 2.
"""
import json
import sys

BUG = "--bug" in sys.argv


def schedule(n, k, lam):
    steps = []
    d = 1
    while d < n:
        sends = [{"from": i, "to": i + d, "reg": "c"} for i in range(n - d)]
        recvs = [{"at": i + d, "from": i, "reg": "t"} for i in range(n - d)]
        args = (lambda i: ["c", "t"]) if BUG else (lambda i: ["t", "c"])
        ops = [{"pe": i + d, "dst": "c", "args": args(i + d)} for i in range(n - d)]
        # the message of this round arrives lambda - 1 steps later; nothing else moves meanwhile
        steps.append({"send": sends})
        for _ in range(lam - 2):
            steps.append({})
        if lam == 1:
            steps[-1]["recv"] = recvs
            steps[-1]["ops"] = ops
        else:
            steps.append({"recv": recvs, "ops": ops})
        d *= 2
    return {"format": "collcheck-schedule/1", "name": "hillis-steele-scan" + ("-bug" if BUG else ""),
            "model": {"name": "postal", "n": n, "k": k, "lambda": lam},
            "collective": {"kind": "prefix"}, "steps": steps}


for line in sys.stdin:
    model = json.loads(line)["model"]
    print(json.dumps(schedule(model["n"], model["k"], model["lambda"])), flush=True)
