#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The segmented ring allreduce, as MPI libraries run it for large counts (Open MPI's tuned allreduce
'ring' and 'ring_segmented', ompi_coll_base_allreduce_intra_ring[_segmented]; MPICH's
MPIR_Allreduce_intra_ring): the m items of every PE (params "m") are split into n blocks, the first
m mod n of them one item longer (Open MPI's split), and every block into segments of "seg" items
(the last one shorter when seg does not divide the block). A reduce-scatter ring: in round
r = 0..n-2, PE i sends its partial of block (i - r) mod n to PE i + 1, which combines what arrives
with its own items (t + c); after n - 1 rounds PE i holds block i + 1 reduced. Then an allgather
ring: in round r PE i sends block (i + 1 - r) mod n to PE i + 1. A message carries one item (the
postal model's), so a segment of s items is s messages; a PE forwards a segment once all of it
has arrived, and it sends and receives in its program order, as many messages per step as its
ports allow (one per peer).

The collective is marked "commutative": true (the multiset witness): the chain of block b runs
b, b + 1, ..., n - 1, 0, ..., b - 1 and combines (b:n-1) with 0, which only a commutative
operator allows. MPI libraries run the ring for commutative operators only (Open MPI falls back
to recursive doubling for a non-commutative one).

    collcheck verify --generator 'python3 examples/generators/ring_allreduce.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8,seg=1..3'

Keys: m (items per PE, default 1), seg (segment size, default m), inplace (1: MPI_IN_PLACE, the
results in the input registers x0, x1, ... ("result": "x"), no copies in "init"; for large m the
copies of n * m items would be read whole). With --bug a block is cut into
len // seg segments (floor, not ceiling), so when seg does not divide a block its last items are
never sent: refuted (correct) at n=2 k=1 lambda=1 m=1 seg=2, where PE 0 keeps its own operand.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def blocks(m, n):
    """n blocks of the items 0..m-1, the first m mod n of them one item longer."""
    q, r = divmod(m, n)
    out, start = [], 0
    for b in range(n):
        size = q + (1 if b < r else 0)
        out.append(list(range(start, start + size)))
        start += size
    return out


def segments(items, seg):
    count = len(items) // seg if BUG else -(-len(items) // seg)
    return [items[t * seg:(t + 1) * seg] for t in range(count)]


def schedule(model, m, seg, inplace=False):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda g: "x%d" % g) if m > 1 else (lambda g: "c")
    out = (lambda g: "c%d" % g) if m > 1 else (lambda g: "c")
    if inplace:  # MPI_IN_PLACE: the results in the input registers ("result": "x"), no copies
        out = inp
    post = Postal(n, k, lam)
    for i in range(n):  # the result registers start as the PE's own items
        for g in range(m):
            if out(g) != inp(g):
                post.op(0, i, out(g), [inp(g)])
    segs = [segments(b, seg) for b in blocks(m, n)]
    ready = {(i, g): 1 for i in range(n) for g in range(m)}

    def ring_round(block_of, combine):
        for i in range(n):
            to = (i + 1) % n
            for items in segs[block_of(i)]:
                start = max(ready[(i, g)] for g in items)
                arrived = []
                for g in items:
                    if combine:
                        at = post.message(i, to, out(g), "t%d" % g, start)
                        post.op(at, to, out(g), ["t%d" % g, out(g)])
                    else:
                        at = post.message(i, to, out(g), out(g), start)
                    arrived.append(at)
                for g in items:  # forwarded once the whole segment has arrived
                    ready[(to, g)] = max(arrived) + 1

    for r in range(n - 1):  # reduce-scatter
        ring_round(lambda i: (i - r) % n, True)
    for r in range(n - 1):  # allgather
        ring_round(lambda i: (i + 1 - r) % n, False)
    collective = {"kind": "allreduce", "count": m, "commutative": True}
    if inplace and m > 1:
        collective["result"] = "x"
    return post.document("ring-allreduce" + ("-bug" if BUG else ""), model, collective)


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m = params.get("m", 1)
    seg = params.get("seg", m)
    if m < 1 or seg < 1:
        print(json.dumps({"skip": "m and seg are at least 1"}), flush=True)
        continue
    print(json.dumps(schedule(model, m, seg, params.get("inplace", 0) == 1), separators=(",", ":")),
          flush=True)
