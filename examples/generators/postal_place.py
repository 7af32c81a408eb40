"""The placement of one-item messages on the k-port lambda-postal model, shared by the MPI
algorithm generators of this folder (docs/schedule-format.md, "Many items"). Imported from the
generator's own folder (python3 puts a script's folder first on its path)."""


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


