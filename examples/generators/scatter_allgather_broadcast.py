#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

Van de Geijn's broadcast for large counts, a binomial scatter followed by a ring allgather, as MPI
libraries run it (MPICH's MPIR_Bcast_intra_scatter_ring_allgather, for long messages and for
medium ones on a non-power-of-two n; Open MPI's tuned bcast 'scatter_allgather_ring'). The root's
m items (params "m") are cut into n blocks of ceil(m / n) items (MPICH's scatter_size; the last
blocks shorter or empty), block q for the PE of relative rank q = (i - root) mod n. The binomial
scatter: a PE receives from its parent (relative rank q - lowbit(q)) the blocks of its subtree
q..q + lowbit(q) - 1 as one message group, then sends each child q + 2^t (t descending) the
blocks of the child's subtree. The ring allgather: in round r = 1..n-1 the PE of relative rank q
sends block (q - r + 1) mod n to its right neighbour and receives block (q - r) mod n from its
left one, like MPI_Sendrecv: it starts round r + 1 once round r's block has arrived (blocks it
already holds from the scatter are sent again, as MPICH does). A message carries one item (the
postal model's), so a block of s items is s messages; a PE sends and receives in its program
order, at most k messages per step, one per peer. Every PE ends with c0..c(m-1) (c when m = 1);
the root copies its x0..x(m-1) there with init ops.

    collcheck verify --generator 'python3 examples/generators/scatter_allgather_broadcast.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8,root=0..7'

Keys: m (items, default 1), root (default 0; a root >= n is skipped). With --bug the block size is
floor(m / n) in place of the ceiling, so when n does not divide m the last m mod n items never
leave the root (and nothing does when m < n): refuted (correct) at n=2 k=1 lambda=1 m=1 root=0,
where PE 1 holds no value.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m, root):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda g: "x%d" % g) if m > 1 else (lambda g: "c")
    out = (lambda g: "c%d" % g) if m > 1 else (lambda g: "c")
    post = Postal(n, k, lam)
    for g in range(m):
        if out(g) != inp(g):
            post.op(0, root, out(g), [inp(g)])
    size = m // n if BUG else -(-m // n)

    def items(lo, hi):  # the items of the blocks lo..hi-1 (relative ranks)
        return list(range(min(lo * size, m), min(hi * size, m)))

    pe = lambda q: (q + root) % n
    ready = [1] * n  # by relative rank: the step from which the PE may send what it holds

    def scatter(q, mask):  # q holds its subtree's blocks; it sends its children theirs
        while mask > 0:
            child = q + mask
            if child < n:
                arrived = [post.message(pe(q), pe(child), out(g), out(g), ready[q])
                           for g in items(child, min(child + mask, n))]
                ready[child] = max(arrived, default=ready[q] - 1) + 1
                scatter(child, mask // 2)
            mask //= 2

    top = 1
    while top < n:
        top *= 2
    scatter(0, top // 2)
    for r in range(1, n):  # the ring: round r's send waits for round r - 1's receive
        nxt = list(ready)
        for q in range(n):
            right = (q + 1) % n
            arrived = [post.message(pe(q), pe(right), out(g), out(g), ready[q])
                       for g in items((q - r + 1) % n, (q - r + 1) % n + 1)]
            nxt[right] = max([ready[right]] + [a + 1 for a in arrived])
        ready = nxt
    return post.document("scatter-allgather-broadcast" + ("-bug" if BUG else ""), model,
                         {"kind": "broadcast", "root": root, "count": m})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m, root = params.get("m", 1), params.get("root", 0)
    if m < 1 or root >= model["n"]:
        print(json.dumps({"skip": "m is at least 1, root below n"}), flush=True)
        continue
    print(json.dumps(schedule(model, m, root)), flush=True)
