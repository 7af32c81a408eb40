#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The binomial-tree scatter, as MPI libraries run it (MPICH's MPIR_Scatter_intra_binomial; Open
MPI's ompi_coll_base_scatter_intra_binomial), from any root. The root holds n blocks of m items
(params "m"): PE q's item j in x(q*m + j) (c when n*m = 1). On relative ranks q = (i - root) mod n
the PE of rank q receives from its parent q - lowbit(q) the blocks of its subtree,
q .. min(q + lowbit(q), n) - 1, into registers named by the item (x(...)), and once all of them
have arrived sends each child q + 2^t (t descending, the farthest first) the blocks of the
child's subtree; it keeps its own block, copied into c0..c(m-1) (c when m = 1). A message carries
one item (the postal model's), so a subtree of s blocks is s m messages, and a PE's messages
leave in its program order, one child after the other (MPI_Send), at most k per step.

    collcheck verify --generator 'python3 examples/generators/binomial_scatter.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8,root=0..7'

Keys: m (items per PE, default 1), root (default 0; a root >= n is skipped). With --bug the root
does not rotate its buffer for a root other than 0 (MPICH copies the blocks so that relative rank
0's comes first): the block of relative rank q is taken as PE q's, so every PE gets another's
block: refuted (correct) at n=2 k=1 lambda=1 m=1 root=1, where PE 0 holds the root's item 1.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m, root):
    n, k, lam = model["n"], model["k"], model["lambda"]
    reg = (lambda t: "x%d" % t) if n * m > 1 else (lambda t: "c")
    out = (lambda j: "c%d" % j) if m > 1 else (lambda j: "c")
    pe = lambda q: (q + root) % n
    owner = (lambda q: q) if BUG else pe  # whose block relative rank q gets
    post = Postal(n, k, lam)

    def items(lo, hi):  # the items of the blocks of relative ranks lo..hi-1
        return [owner(q) * m + j for q in range(lo, hi) for j in range(m)]

    def scatter(q, mask, ready):  # q holds its subtree's blocks from step ready on
        for j in range(m):
            if out(j) != reg(owner(q) * m + j):
                post.op(ready - 1, pe(q), out(j), [reg(owner(q) * m + j)])
        while mask > 0:
            child = q + mask
            if child < n:
                arrived = [post.message(pe(q), pe(child), reg(t), reg(t), ready)
                           for t in items(child, min(child + mask, n))]
                scatter(child, mask // 2, max(arrived) + 1)
            mask //= 2

    top = 1
    while top < n:
        top *= 2
    scatter(0, top // 2, 1)
    return post.document("binomial-scatter" + ("-bug" if BUG else ""), model,
                         {"kind": "scatter", "root": root, "count": m})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m, root = params.get("m", 1), params.get("root", 0)
    if m < 1 or root >= model["n"]:
        print(json.dumps({"skip": "m is at least 1, root below n"}), flush=True)
        continue
    print(json.dumps(schedule(model, m, root)), flush=True)
