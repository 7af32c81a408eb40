#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The segmented ring reduce-scatter (MPI_Reduce_scatter_block: every PE holds n blocks of m items,
PE q ends with block q reduced over all PEs), the ring of Open MPI's reduce_scatter
(ompi_coll_base_reduce_scatter_intra_ring) and of the first half of the ring allreduce, on equal
blocks. Block q is cut into segments of "seg" items (the last one shorter when seg does not
divide m). In round r = 0..n-2, PE i sends its partial of block (i - r - 1) mod n to PE i + 1,
which combines what arrives with its own items (t + x); so the chain of block q starts at PE
q + 1 and ends at PE q, which writes the result into c0..c(m-1) (c when m = 1). A message carries
one item (the postal model's), so a segment of s items is s messages; a PE forwards a segment once
all of it has arrived, and sends and receives in its program order.

The collective is marked "commutative": true (the multiset witness): the chain of block q combines
(q+1:n-1) with 0, which only a commutative operator allows, and MPI libraries run the ring for
commutative operators only.

    collcheck verify --generator 'python3 examples/generators/ring_reduce_scatter.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8,seg=1..3'

Keys: m (items per block, default 1), seg (segment size, default m). With --bug PE i sends block
(i - r) mod n in round r, the allreduce ring's index (a block index off by one), so PE q ends with
block q + 1 reduced: refuted (correct) at n=2 k=1 lambda=1 m=1 seg=1, where PE 0 holds item 1's
reduction in place of item 0's.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m, seg):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda g: "x%d" % g) if n * m > 1 else (lambda g: "c")
    out = (lambda j: "c%d" % j) if m > 1 else (lambda j: "c")
    post = Postal(n, k, lam)
    if n == 1:
        for j in range(m):
            if out(j) != inp(j):
                post.op(0, 0, out(j), [inp(j)])
    segs = [[list(range(q * m + s, q * m + min(s + seg, m))) for s in range(0, m, seg)]
            for q in range(n)]
    ready = {(i, g): 1 for i in range(n) for g in range(n * m)}
    for r in range(n - 1):
        for i in range(n):
            to, q = (i + 1) % n, (i - r - (0 if BUG else 1)) % n
            for items in segs[q]:
                start = max(ready[(i, g)] for g in items)
                arrived = []
                for g in items:
                    at = post.message(i, to, inp(g), "t%d" % g, start)
                    # the partial in place (x), the last PE of the chain into its result register
                    post.op(at, to, out(g - q * m) if r == n - 2 else inp(g), ["t%d" % g, inp(g)])
                    arrived.append(at)
                for g in items:  # forwarded once the whole segment has arrived
                    ready[(to, g)] = max(arrived) + 1
    return post.document("ring-reduce-scatter" + ("-bug" if BUG else ""), model,
                         {"kind": "reduce_scatter", "count": m, "commutative": True})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m = params.get("m", 1)
    seg = params.get("seg", m)
    if m < 1 or seg < 1:
        print(json.dumps({"skip": "m and seg are at least 1"}), flush=True)
        continue
    print(json.dumps(schedule(model, m, seg)), flush=True)
