#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

Bruck's allgather, for any number of PEs, as MPI libraries run it for short counts (MPICH's
MPIR_Allgather_intra_brucks, short messages on a non-power-of-two n; Open MPI's tuned allgather
'bruck', ompi_coll_base_allgather_intra_bruck). Every PE has m items (params "m"). PE i keeps a
local buffer whose position p holds the block of PE (i + p) mod n: position 0 its own items
(x0..x(m-1), c when m = 1), position p > 0 in registers r<p>_0 .. r<p>_(m-1). In stage
d = 1, 2, 4, ... < n PE i sends positions 0 .. c - 1 (c = min(d, n - d) blocks) to PE
(i - d) mod n and receives PE (i + d) mod n's into positions d .. d + c - 1. A stage is one
MPI_Sendrecv: a PE starts the next stage once this one's items have arrived. At the end, the
local rotation: PE i copies position p to c((i + p) mod n * m + j), where PE q's item j belongs
(c when n*m = 1). A message carries one item (the postal model's), so c blocks are c m messages.

    collcheck verify --generator 'python3 examples/generators/bruck_allgather.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8'

Keys: m (items per PE, default 1). With --bug the received blocks are put at position c (the
count) instead of d (the distance), the same place except in the last stage of a
non-power-of-two n, where c < d: a position stays empty: refuted (legal, no-value) at n=3 k=1
lambda=1 m=1, when PE 0 rotates its buffer.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    out = (lambda t: "c%d" % t) if n * m > 1 else (lambda t: "c")
    pos = lambda p, j: inp(j) if p == 0 else "r%d_%d" % (p, j)
    post = Postal(n, k, lam)
    ready = [1] * n
    d = 1
    while d < n:
        c = min(d, n - d)
        at = c if BUG else d  # where the received blocks go
        nxt = list(ready)
        for i in range(n):
            src = (i + d) % n
            last = ready[i] - 1
            for p in range(c):
                for j in range(m):
                    last = max(last, post.message(src, i, pos(p, j), pos(at + p, j), ready[src]))
            nxt[i] = last + 1
        ready = nxt
        d *= 2
    for i in range(n):  # the local rotation, once the PE's last item has arrived
        for p in range(n):
            for j in range(m):
                if out((i + p) % n * m + j) != pos(p, j):
                    post.op(ready[i] - 1, i, out((i + p) % n * m + j), [pos(p, j)])
    return post.document("bruck-allgather" + ("-bug" if BUG else ""), model,
                         {"kind": "allgather", "count": m})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m = params.get("m", 1)
    if m < 1:
        print(json.dumps({"skip": "m is at least 1"}), flush=True)
        continue
    print(json.dumps(schedule(model, m)), flush=True)
