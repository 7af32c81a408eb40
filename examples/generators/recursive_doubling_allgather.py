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
