#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "Generators", "Many items").

The pipelined chain broadcast with segments, as MPI libraries run it for large messages (Open MPI's
tuned bcast 'chain' and 'pipeline' with a segment size): m items at the root (params "m"), cut into
segments of "seg" items (the last one shorter when seg does not divide m); the PEs form a chain from
the root (root, root + 1, ..., mod n); a PE forwards a segment once all of it has arrived, one item
per message (the postal model's), one message per step on one port, in item order.

    collcheck verify --generator 'python3 examples/generators/postal_chain_broadcast.py' \\
        --model postal --domain 'n=1..6,k=1,lambda=1..3,m=1..8,seg=1..3,root=0..5'

Keys: m (items, default 1), seg (segment size, default m), root (default 0; a root >= n is
skipped). With --bug the last segment is not forwarded when seg does not divide m (the remainder
forgotten), so every PE after the root's successor... misses the last items: refuted (correct)
at the least such point.
"""
import json
import sys

BUG = "--bug" in sys.argv

for line in sys.stdin:
    req = json.loads(line)
    model, params = req["model"], req.get("params", {})
    n, lam = model["n"], model["lambda"]
    m, root = params.get("m", 1), params.get("root", 0)
    seg = params.get("seg", m)
    if m < 1 or seg < 1 or root >= n:
        print(json.dumps({"skip": "m and seg are at least 1, root below n"}), flush=True)
        continue
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    out = (lambda j: "c%d" % j) if m > 1 else (lambda j: "c")
    segments = [list(range(s, min(s + seg, m))) for s in range(0, m, seg)]
    if BUG and m % seg:
        forwarded = segments[:-1]  # the remainder forgotten after the root
    else:
        forwarded = segments
    chain = [(root + p) % n for p in range(n)]
    sends = {}  # step -> [(from, to, item)]
    # ready[j]: the step from which the PE at position p may send item j (1 at the root).
    ready = {j: 1 for j in range(m)}
    for p in range(n - 1):
        a, b = chain[p], chain[p + 1]
        step, nxt = 0, {}
        for t, items in enumerate(segments if p == 0 else forwarded):
            start = max(ready[j] for j in items)
            arrive = []
            for j in items:
                step = max(step + 1, start)
                sends.setdefault(step, []).append((a, b, j))
                arrive.append(step + lam - 1)
            for j in items:
                nxt[j] = max(arrive) + 1  # the next PE forwards a segment once all of it arrived
        ready = nxt
    last = max([s + lam - 1 for s in sends] or [0])
    steps = [{} for _ in range(last)]
    for s, msgs in sends.items():
        steps[s - 1].setdefault("send", []).extend(
            {"from": a, "to": b, "reg": out(j)} for a, b, j in msgs)
        steps[s + lam - 2].setdefault("recv", []).extend(
            {"at": b, "from": a, "reg": out(j)} for a, b, j in msgs)
    init = [{"pe": root, "dst": out(j), "args": [inp(j)]} for j in range(m)] if m > 1 else []
    doc = {"format": "collcheck-schedule/1",
           "name": "chain-broadcast" + ("-bug" if BUG else ""),
           "model": model,
           "collective": {"kind": "broadcast", "root": root, "count": m}}
    if init:
        doc["init"] = init  # before "steps", so that collcheck runs the steps as it reads them
    doc["steps"] = steps
    print(json.dumps(doc), flush=True)
