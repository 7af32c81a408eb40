#!/usr/bin/env python3
"""A schedule generator for collcheck verify (docs/schedule-format.md, "logp", LogGP).

Pipelined chain broadcast of m items from PE 0 on the LogGP model (the LogP model with a gap per
item G; the model's "G"), as MPI libraries run a segmented chain for large counts: the items are
cut into segments of s items (the last one shorter when s does not divide m), and each segment
travels 0 -> 1 -> ... -> P-1 as one message of s items ("regs"). Every operation starts as early
as the LogGP rules allow, in the order recv segment j, send segment j, recv segment j + 1, ...:
a send occupies its PE o, a receive o + (k-1)G, consecutive sends (and receives) of a PE start at
least g + (k-1)G apart (k the earlier message's items), a message's first item arrives o + L after
its send starts. PE 0 copies x0..x(m-1) into c0..c(m-1) after its last send (one cycle each);
every PE ends with c0..c(m-1) (c when m = 1).

    collcheck verify --generator 'python3 examples/generators/loggp_chain_broadcast.py' \\
        --model logp --domain 'P=1..4,L=1..2,o=0..1,g=1..2,G=0..2,m=1..5,seg=1..3'

Keys: m (items, default 1), seg (items per message, default 1). Without "G" in the domain the
model is LogP, where a message carries one item: then seg must be 1 (the document would be bad
input). With --bug the gap after a message of k items is g, forgetting (k-1)G: refuted (rule
send-gap or recv-gap) wherever G > 0 and a PE sends two messages, the first of several items.
"""
import json
import sys

BUG = "--bug" in sys.argv[1:]


def schedule(model, m, seg):
    P, L, o, g = model["P"], model["L"], model["o"], model["g"]
    G = model.get("G")
    inp = (lambda j: "x%d" % j) if m > 1 else (lambda j: "c")
    out = (lambda j: "c%d" % j) if m > 1 else (lambda j: "c")
    segments = [list(range(a, min(m, a + seg))) for a in range(0, m, seg)]
    ops = [[] for _ in range(P)]
    busy = [0] * P            # the PE is free from this time on
    next_send = [0] * P       # the earliest start of its next send
    next_recv = [0] * P       # ... and of its next receive
    Gv = G or 0

    def gap(k):
        return g + (0 if BUG else (k - 1) * Gv)

    def regs(op, names):
        if len(names) == 1:
            op["reg"] = names[0]
        else:
            op["regs"] = names
        return op

    for items in segments:
        k = len(items)
        ready = 0  # when PE i holds the segment (PE 0: at once)
        for i in range(P - 1):
            src = [inp(j) for j in items] if i == 0 else [out(j) for j in items]
            s = max(ready, busy[i], next_send[i])
            ops[i].append(regs({"op": "send", "at": s, "to": i + 1}, src))
            busy[i], next_send[i] = s + o, s + gap(k)
            r = max(s + o + L, busy[i + 1], next_recv[i + 1])
            ops[i + 1].append(regs({"op": "recv", "at": r, "from": i}, [out(j) for j in items]))
            busy[i + 1], next_recv[i + 1] = r + o + (k - 1) * Gv, r + gap(k)
            ready = busy[i + 1]
    if m > 1 or P == 1:
        t = busy[0]
        for j in range(m):
            if inp(j) != out(j):
                ops[0].append({"op": "combine", "at": t, "dst": out(j), "args": [inp(j)]})
                t += 1
    name = "loggp-chain-broadcast" + ("-bug" if BUG else "")
    collective = {"kind": "broadcast", "root": 0}
    if m > 1:
        collective["count"] = m
    return {"format": "collcheck-schedule/1", "name": name, "model": dict(model, name="logp"),
            "collective": collective,
            "programs": [{"pe": p, "ops": ops[p]} for p in range(P) if ops[p]]}


for line in sys.stdin:
    request = json.loads(line)
    params = request.get("params", {})
    m, seg = params.get("m", 1), params.get("seg", 1)
    if m < 1 or seg < 1 or (seg > 1 and "G" not in request["model"]):
        print(json.dumps({"skip": "m and seg must be >= 1, and seg > 1 needs the model's G"}),
              flush=True)
        continue
    print(json.dumps(schedule(request["model"], m, seg)), flush=True)
