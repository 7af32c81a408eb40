#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

Rabenseifner's allreduce: a reduce-scatter by recursive halving, then an allgather by recursive
doubling, as MPI libraries run it for large counts (MPICH's
MPIR_Allreduce_intra_reduce_scatter_allgather, for long messages and predefined operators;
Open MPI's tuned allreduce 'rabenseifner', ompi_coll_base_allreduce_intra_redscat_allgather).
The m items of every PE (params "m") are split into n blocks, the first m mod n of them one item
longer (MPICH's cnts). Reduce-scatter: for mask = 1, 2, ..., n/2 PE i and its partner i XOR mask
halve the window of blocks they share: the lower PE keeps the lower half and sends the upper
one, the upper PE the other way round, and each combines what arrives with its own partial, the
lower rank's on the left; after log2 n stages PE i holds one block reduced. Allgather: the masks
in reverse order, each PE sending its window of reduced blocks to its partner and receiving the
partner's. A stage is one MPI_Sendrecv: a PE starts stage s + 1 once stage s's items have
arrived. A message carries one item (the postal model's), so a half of s items is s messages.
Every PE ends with c0..c(m-1) (c when m = 1), which hold its partials throughout.

For n a power of two only (MPICH folds the other PEs onto a power of two first; this generator
answers {"skip": ...} for other n). The collective is marked "commutative": true, as MPI libraries
run the algorithm for commutative (predefined) operators only; combined as here, lower rank on
the left, the halving would also hold for a non-commutative one.

    collcheck verify --generator 'python3 examples/generators/rabenseifner_allreduce.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8'

Keys: m (items per PE, default 1). With --bug a PE of the reduce-scatter receives as many items
as it sends (recv count taken as the send count), true only where the two halves are the same
size: when n does not divide m a message goes unreceived or a receive has no message: refuted
(legal) at n=2 k=1 lambda=1 m=1.
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


def schedule(model, m):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda g: "x%d" % g) if m > 1 else (lambda g: "c")
    out = (lambda g: "c%d" % g) if m > 1 else (lambda g: "c")
    post = Postal(n, k, lam)
    for i in range(n):  # the partials are kept in the result registers
        for g in range(m):
            if out(g) != inp(g):
                post.op(0, i, out(g), [inp(g)])
    blk = blocks(m, n)
    items = lambda lo, hi: [g for b in range(lo, hi) for g in blk[b]]
    window = [(0, n)] * n  # the blocks PE i holds (reduce-scatter: partially)
    ready = [1] * n  # the step from which PE i starts its next stage
    stage, mask = 0, 1
    while mask < n:  # reduce-scatter by recursive halving
        keep, give = [], []
        for i in range(n):
            lo, hi = window[i]
            half = lo + (hi - lo) // 2
            lower = i < i ^ mask
            keep.append((lo, half) if lower else (half, hi))
            give.append((half, hi) if lower else (lo, half))
        nxt = list(ready)
        for i in range(n):
            p = i ^ mask  # p sends i the half i keeps
            sent = items(*give[p])
            expect = len(items(*give[i])) if BUG else len(sent)
            last = ready[i] - 1
            for t, g in enumerate(sent):
                tmp = "t%d_%d" % (stage, g)
                at = post.message(p, i, out(g), tmp, ready[p], receive=t < expect)
                if t < expect:
                    post.op(at, i, out(g), [tmp, out(g)] if p < i else [out(g), tmp])
                    last = max(last, at)
            for t in range(len(sent), expect):  # (--bug) receives that no message matches
                last = max(last, post.receive_only(i, p, "t%d_%d" % (stage, t), ready[i]))
            nxt[i] = last + 1
        window, ready = keep, nxt
        stage, mask = stage + 1, mask * 2
    mask //= 2
    while mask >= 1:  # allgather by recursive doubling, the masks in reverse order
        nxt = list(ready)
        for i in range(n):
            p = i ^ mask
            last = ready[i] - 1
            for g in items(*window[p]):
                last = max(last, post.message(p, i, out(g), out(g), ready[p]))
            nxt[i] = last + 1
        window = [(min(window[i][0], window[i ^ mask][0]), max(window[i][1], window[i ^ mask][1]))
                  for i in range(n)]
        ready = nxt
        mask //= 2
    return post.document("rabenseifner-allreduce" + ("-bug" if BUG else ""), model,
                         {"kind": "allreduce", "count": m, "commutative": True})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m, n = params.get("m", 1), model["n"]
    if m < 1 or n & (n - 1):
        print(json.dumps({"skip": "recursive halving needs n a power of two (and m >= 1)"}),
              flush=True)
        continue
    print(json.dumps(schedule(model, m)), flush=True)
