#!/usr/bin/env python3
"""A straightforward Python execution of Algorithm A(n, p, k) of Lin and Hung (the half-duplex
prefix family), the baseline for bench/halfduplex_bench.cpp.

Same integer split as spec/algorithms/halfduplex_prefix.hpp: v = floor(n (p^2-kp+k+1) /
(p^2+kp+k+1)) clamped to 1..n-1, the other n - v inputs in k blocks whose sizes differ by at most
one (larger last), each block scattered in p parts (larger on the higher PEs); PEs with an empty
part get nothing. Every value is an interval (lo, hi) held in a per-PE set; each operation checks
that its operands are held and adjacent; each message that its values are held. Counts: phase 1
is max(recursion, the last k PEs' c - 1 steps) for computation and the recursion's for
communication; each point-to-point message is one communication step.

    python3 bench/halfduplex_python.py --pmax 12      # every p <= 12, k | p-1, p <= n <= 4p^2
prints the number of runs, the sum of C + R over them (the C++ bench prints the same) and the
seconds taken.
"""
import argparse
import sys
import time


def cut(total, parts):
    sz = [total // parts] * parts
    for j in range(parts - total % parts, parts):
        sz[j] += 1
    return sz


def split_v(n, p, k):
    v = n * (p * p - k * p + k + 1) // (p * p + k * p + k + 1)
    return max(1, min(v, max(1, n - 1)))


class Run:
    def __init__(self, p):
        self.held = [set() for _ in range(p)]

    def op(self, pe, a, b):
        h = self.held[pe]
        if a not in h or b not in h or a[1] + 1 != b[0]:
            raise RuntimeError("illegal operation on P_%d: %s (+) %s" % (pe + 1, a, b))
        h.add((a[0], b[1]))

    def send(self, src, dst, values):
        for x in values:
            if x not in self.held[src]:
                raise RuntimeError("P_%d sends %s it does not hold" % (src + 1, x))
        self.held[dst].update(values)

    # A(n, p, k) on PEs base..base+p-1; returns (C, R, holder of 1:n).
    def a(self, n, base, p, k):
        if p == 1 or n == 1:
            for i in range(1, n + 1):
                self.held[base].add((i, i))
            for j in range(2, n + 1):
                self.op(base, (1, j - 1), (j, j))
            return n - 1, 0, base
        v = split_v(n, p, k)
        c_in, r_in, holder = self.a(v, base, p - k, k)
        c = cut(n - v, k)
        start, b = [], v + 1
        for ci in c:
            start.append(b)
            b += ci
        for i in range(k):
            root = base + p - k + i
            for j in range(c[i]):
                self.held[root].add((start[i] + j, start[i] + j))
            for j in range(1, c[i]):
                self.op(root, (start[i], start[i] + j - 1), (start[i] + j, start[i] + j))
        C, R = max(c_in, max(c) - 1), r_in
        for i in range(k):
            if c[i] == 0:
                continue
            b, root = start[i], base + p - k + i
            part = cut(c[i], p)
            first, f = [], 1
            for s in part:
                first.append(f)
                f += s
            y = (1, b - 1)
            for j in range(p):
                d = base + j
                if part[j] == 0:
                    continue
                vals = [(b, b + first[j] + t - 1) for t in range(part[j])]
                if holder == root:
                    if d != root:
                        self.send(root, d, [y] + vals)
                        R += 1
                else:
                    if d != holder:
                        self.send(holder, d, [y])
                        R += 1
                    if d != root:
                        self.send(root, d, vals)
                        R += 1
            for j in range(p):
                for t in range(part[j]):
                    self.op(base + j, y, (b, b + first[j] + t - 1))
            C += part[-1]
            holder = base + p - 1
        return C, R, holder


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pmax", type=int, default=12)
    args = ap.parse_args()
    t0 = time.time()
    runs = total = 0
    for p in range(2, args.pmax + 1):
        for k in range(1, p):
            if (p - 1) % k:
                continue
            for n in range(p, 4 * p * p + 1):
                r = Run(p)
                C, R, _ = r.a(n, 0, p, k)
                prefixes = set()
                for h in r.held:
                    prefixes.update(hi for lo, hi in h if lo == 1)
                if len(prefixes) < n:
                    sys.exit("A(%d, %d, %d) misses a prefix" % (n, p, k))
                runs += 1
                total += C + R
    print("runs %d sum(C+R) %d seconds %.2f" % (runs, total, time.time() - t0))


if __name__ == "__main__":
    main()
