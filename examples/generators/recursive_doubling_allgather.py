#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The recursive-doubling allgather, as MPI libraries run it for short and medium counts on a
power-of-two number of PEs (MPICH's MPIR_Allgather_intra_recursive_doubling; Open MPI's tuned
allgather 'recursive_doubling', ompi_coll_base_allgather_intra_recursivedoubling). Every PE has m
items (params "m"); PE q's item j belongs in register c(q*m + j) of every PE (c when n*m = 1), and
each PE first copies its own there. In stage s = 0, 1, ..., log2 n - 1 PE i exchanges with
i XOR 2^s: it sends the blocks of its subtree, PEs (i >> s << s) .. + 2^s - 1, and receives the
partner's, PEs (p >> s << s) .. + 2^s - 1, into the same registers. A stage is one
MPI_Sendrecv: a PE starts stage s + 1 once stage s's items have arrived. A message carries one
item (the postal model's), so a stage of 2^s blocks is 2^s m messages.

For n a power of two only (MPICH and Open MPI choose another algorithm for other n; this
generator answers {"skip": ...} there).

    collcheck verify --generator 'python3 examples/generators/recursive_doubling_allgather.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8'

Keys: m (items per PE, default 1). With --bug a PE puts what it receives at the partner's own
rank, not at the partner's subtree root (the low bits of dst not masked off), which is the same
place in stage 0 only: refuted (correct) at n=4 k=1 lambda=1 m=1, where PE 1 ends with no value
in c2, and (legal, no-value) at n=8 k=1 lambda=1 m=1, where PE 7 sends the empty c4 in step 4.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    out = (lambda t: "c%d" % t) if n * m > 1 else (lambda t: "c")
    post = Postal(n, k, lam)
    for i in range(n):
        for j in range(m):
            if out(i * m + j) != inp(j):
                post.op(0, i, out(i * m + j), [inp(j)])
    ready = [1] * n
    s = 0
    while (1 << s) < n:
        nxt = list(ready)
        for i in range(n):
            p = i ^ (1 << s)
            root = p >> s << s  # what p sends: the blocks of its subtree
            place = p if BUG else root  # where i puts them
            last = ready[i] - 1
            for t in range((1 << s) * m):
                last = max(last, post.message(p, i, out(root * m + t), out(place * m + t),
                                              ready[p]))
            nxt[i] = last + 1
        ready = nxt
        s += 1
    return post.document("recursive-doubling-allgather" + ("-bug" if BUG else ""), model,
                         {"kind": "allgather", "count": m})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m, n = params.get("m", 1), model["n"]
    if m < 1 or n & (n - 1):
        print(json.dumps({"skip": "recursive doubling needs n a power of two (and m >= 1)"}),
              flush=True)
        continue
    print(json.dumps(schedule(model, m)), flush=True)
