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


class Postal:
    """The messages of one schedule, placed on the k-port lambda-postal model one item each: a
    message leaves at the first step j at which its value is ready, its sender has a free port in
    j and its receiver one in j + lambda - 1, and no other message goes between the two in j; a
    PE sends, and receives, in its program order (never before an earlier message of its own)."""

    def __init__(self, n, k, lam):
        self.n, self.k, self.lam = n, k, lam
        self.ports = {}  # (pe, "send" or "recv", step) -> ports used
        self.pairs = set()  # (from, to, step)
        self.next_send, self.next_recv = [1] * n, [lam] * n
        self.steps, self.init = {}, []

    def _step(self, j):
        return self.steps.setdefault(j, {"send": [], "recv": [], "ops": []})

    def _free(self, pe, way, j):
        return self.ports.get((pe, way, j), 0) < self.k

    def _take(self, pe, way, j):
        self.ports[(pe, way, j)] = self.ports.get((pe, way, j), 0) + 1

    def message(self, a, b, sreg, rreg, ready=1, receive=True, recv_from=None):
        """Sends a's register sreg to b's rreg no earlier than step ready; returns the step at
        whose end rreg holds it. (A --bug may leave out the receive, or name another sender.)"""
        lam = self.lam
        j = max(ready, self.next_send[a], self.next_recv[b] - lam + 1)
        while not (self._free(a, "send", j) and self._free(b, "recv", j + lam - 1)
                   and (a, b, j) not in self.pairs):
            j += 1
        self._take(a, "send", j)
        self._take(b, "recv", j + lam - 1)
        self.pairs.add((a, b, j))
        self.next_send[a], self.next_recv[b] = j, j + lam - 1
        self._step(j)["send"].append({"from": a, "to": b, "reg": sreg})
        if receive:
            self._step(j + lam - 1)["recv"].append(
                {"at": b, "from": a if recv_from is None else recv_from, "reg": rreg})
        return j + lam - 1

    def receive_only(self, b, a, reg, ready=1):
        """A receive that no message matches (only a --bug writes one)."""
        j = max(ready, self.next_recv[b])
        while not self._free(b, "recv", j):
            j += 1
        self._take(b, "recv", j)
        self.next_recv[b] = j
        self._step(j)["recv"].append({"at": b, "from": a, "reg": reg})
        return j

    def op(self, j, pe, dst, args):
        """dst := args[0] + args[1] + ... at the end of step j (0: before step 1, "init")."""
        (self.init if j == 0 else self._step(j)["ops"]).append(
            {"pe": pe, "dst": dst, "args": list(args)})

    def document(self, name, model, collective):
        last = max(self.steps, default=0)
        steps = [{key: v for key, v in self.steps.get(j, {}).items() if v}
                 for j in range(1, last + 1)]
        doc = {"format": "collcheck-schedule/1", "name": name, "model": model,
               "collective": collective}
        if self.init:
            doc["init"] = self.init  # before the steps, so that collcheck runs them as read
        doc["steps"] = steps
        return doc


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
