#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators").

A ring through every node of the N x N Omega network, N = 2^L, not the ring-merging algorithm of
Lee and Lin: the nodes in address order, 0 -> 1 -> ... -> N-1 -> 0. Each node sends to the next,
the uniform shift by one, which the Omega network routes without a link conflict (Lawrie 1975:
the network passes every uniform shift). Legal and correct for every L.

    collcheck verify --generator 'python3 examples/generators/omega_shift_ring.py' \\
                     --model omega --domain 'L=1..10'

With --gray the ring follows the reflected Gray code instead (0, 1, 3, 2, 6, ...), the natural
ring of a hypercube: neighbours differ in one bit, yet on the Omega network two of its paths
share a link from L = 2 on, which verify refutes with the link named. It answers {"skip": ...}
for L > 16 (a ring of 65,536 nodes is enough for an example).
"""
import json
import sys

gray = "--gray" in sys.argv[1:]

for line in sys.stdin:
    L = json.loads(line)["model"]["L"]
    if L > 16:
        print(json.dumps({"skip": "this example stops at L = 16"}), flush=True)
        continue
    n = 1 << L
    ring = [i ^ (i >> 1) for i in range(n)] if gray else list(range(n))
    print(json.dumps({"format": "collcheck-schedule/1",
                      "name": "gray-ring" if gray else "shift-ring",
                      "model": {"name": "omega", "L": L},
                      "collective": {"kind": "ring", "nodes": list(range(n))},
                      "ring": ring}), flush=True)
