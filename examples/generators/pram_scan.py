#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators").

The Hillis-Steele doubling scan on the EREW PRAM, written in the two EREW steps per round that
exclusive access needs (not the slides' Prefix word for word): in round r every PE i writes its
partial result c to cell A(i+1) (PE i is the slides' P_{i+1}); then every PE i >= 2^r reads
A(i+1-2^r), the partial result of PE i - 2^r, into t and sets c := t (+) c. No cell is touched
twice in a step and no PE touches two cells, so every step is EREW; 2 ceil(log2 N) steps for any N.

    collcheck verify --generator 'python3 examples/generators/pram_scan.py' \\
                     --model pram --domain 'N=1..64'

With --bug all PEs i >= 1 read A(1), the cell PE 0 wrote: concurrent reads, which the EREW
rule "exclusive" refutes at N = 3.
"""
import json
import sys

BUG = "--bug" in sys.argv


def schedule(n):
    steps = []
    d = 1
    while d < n:
        steps.append({"write": [{"pe": i, "cell": i + 1, "reg": "c"} for i in range(n)]})
        src = (lambda i: 1) if BUG else (lambda i: i + 1 - d)
        steps.append({"read": [{"pe": i, "cell": src(i), "reg": "t"} for i in range(d, n)],
                      "ops": [{"pe": i, "dst": "c", "args": ["t", "c"]} for i in range(d, n)]})
        d *= 2
    return {"format": "collcheck-schedule/1", "name": "erew-scan" + ("-bug" if BUG else ""),
            "model": {"name": "pram", "N": n},
            "collective": {"kind": "prefix"}, "steps": steps}


for line in sys.stdin:
    print(json.dumps(schedule(json.loads(line)["model"]["N"])), flush=True)
