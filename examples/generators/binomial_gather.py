#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The binomial-tree gather, as MPI libraries run it (MPICH's MPIR_Gather_intra_binomial; Open MPI's
ompi_coll_base_gather_intra_binomial), to any root. Every PE has m items (params "m"); PE q's item
j belongs in register c(q*m + j) of the root (c when n*m = 1), and every PE first copies its own
items there. On relative ranks q = (i - root) mod n, for mask = 1, 2, 4, ...: if q has the bit
mask, it sends everything it holds, the blocks of relative ranks q .. min(q + mask, n) - 1, to
its parent q - mask and stops; otherwise it receives child q + mask's subtree, the blocks
q + mask .. min(q + 2 mask, n) - 1, if that child exists. The registers are named by the item
wherever it is, so the root needs no rotation at the end. A message carries one item (the postal
model's), so a subtree of s blocks is s m messages; a PE receives its children in mask order and
sends once all of them have arrived.

    collcheck verify --generator 'python3 examples/generators/binomial_gather.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8,root=0..7'

Keys: m (items per PE, default 1), root (default 0; a root >= n is skipped). With --bug the
parent expects mask blocks from its child, the subtree's size not cut at n (right for a power of
two only): the receives for the blocks past n have no message: refuted (legal, "receive matches a
message") at n=3 k=1 lambda=1 m=1 root=0, where the root waits for a second block from PE 2.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m, root):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    reg = (lambda t: "c%d" % t) if n * m > 1 else (lambda t: "c")
    pe = lambda q: (q + root) % n
    post = Postal(n, k, lam)
    for i in range(n):
        for j in range(m):
            if reg(i * m + j) != inp(j):
                post.op(0, i, reg(i * m + j), [inp(j)])

    def collect(q):  # schedules q's subtree; returns the step from which q holds all of it
        ready, mask = 1, 1
        while mask < n and not q & mask:
            child = q + mask
            if child < n:
                sent = [pe(c) * m + j for c in range(child, min(child + mask, n)) for j in range(m)]
                start = collect(child)
                for t in sent:
                    ready = max(ready, post.message(pe(child), pe(q), reg(t), reg(t), start) + 1)
                if BUG:  # the receives for blocks child + mask .. past n, with no message
                    for c in range(n, child + mask):
                        for j in range(m):
                            post.receive_only(pe(q), pe(child), reg(c * m + j), ready)
            mask *= 2
        return ready

    collect(0)
    return post.document("binomial-gather" + ("-bug" if BUG else ""), model,
                         {"kind": "gather", "root": root, "count": m})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m, root = params.get("m", 1), params.get("root", 0)
    if m < 1 or root >= model["n"]:
        print(json.dumps({"skip": "m is at least 1, root below n"}), flush=True)
        continue
    print(json.dumps(schedule(model, m, root)), flush=True)
