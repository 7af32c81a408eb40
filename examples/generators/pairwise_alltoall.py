#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The pairwise-exchange alltoall, as MPI libraries run it for long messages (MPICH's
MPIR_Alltoall_intra_pairwise, with (i + s) mod n pairs where n is not a power of two; Open MPI's
tuned alltoall 'pairwise', ompi_coll_base_alltoall_intra_pairwise). Every PE holds n blocks of m
items (params "m"): its block for PE q in x(q*m + j) (c when n*m = 1), and PE q ends with PE i's
block in c(i*m + j) (c when n*m = 1); a PE first copies its own block. In round s = 1..n-1 PE i
sends its block for (i + s) mod n to that PE and receives PE (i - s) mod n's block. A round is
one MPI_Sendrecv: a PE starts round s + 1 once round s's block has arrived. A message carries one
item (the postal model's), so a block is m messages, one per step (one message per peer and
step: a round has one peer, and k > 1 ports do not shorten it).

    collcheck verify --generator 'python3 examples/generators/pairwise_alltoall.py' \\
        --model postal --domain 'n=1..8,k=1..2,lambda=1..2,m=1..8'

Keys: m (items per block, default 1). With --bug PE i receives round s's block from (i + s) mod n,
where (i - s) mod n sends it (the two agree for n = 2 only): refuted (legal, "receive matches a
message") at n=3 k=1 lambda=1 m=1.
"""
import json
import sys

BUG = "--bug" in sys.argv


from postal_place import Postal  # noqa: E402 (the folder's shared placement)

def schedule(model, m):
    n, k, lam = model["n"], model["k"], model["lambda"]
    inp = (lambda t: "x%d" % t) if n * m > 1 else (lambda t: "c")
    out = (lambda t: "c%d" % t) if n * m > 1 else (lambda t: "c")
    post = Postal(n, k, lam)
    for i in range(n):
        for j in range(m):
            if out(i * m + j) != inp(i * m + j):
                post.op(0, i, out(i * m + j), [inp(i * m + j)])
    ready = [1] * n
    for s in range(1, n):
        nxt = list(ready)
        for i in range(n):
            to = (i + s) % n
            for j in range(m):
                at = post.message(i, to, inp(to * m + j), out(i * m + j), ready[i],
                                  recv_from=(to + s) % n if BUG else i)
                nxt[to] = max(nxt[to], at + 1)
        ready = nxt
    return post.document("pairwise-alltoall" + ("-bug" if BUG else ""), model,
                         {"kind": "alltoall", "count": m})


for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    m = params.get("m", 1)
    if m < 1:
        print(json.dumps({"skip": "m is at least 1"}), flush=True)
        continue
    print(json.dumps(schedule(model, m)), flush=True)
