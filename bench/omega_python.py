#!/usr/bin/env python3
"""Theorem 1 of Lee and Lin (section 3.1) in plain Python: the baseline for `omega_bench compare`.

A straightforward enumeration, standard library only, of what `omega_bench compare` checks in
C++: on the N x N Omega network, N = 2^L, route every Path(X, Y) through the switches (perfect
shuffle, then a 2x2 switch set by the destination tag y_i), and for every ordered pair of
distinct paths compare "they share a link (stage, address)" with Theorem 1's
Ast(X↓W) + Ast(Y↑Z) <= L, the patterns built as strings with '*' (Definitions 1 and 2).

  thm1 [--L 4]     prints: seconds, cpu_seconds, pairs, mismatches (as omega_bench compare)
  leaves [--L 3]   the number of tie-break runs of section 4.1 over every node subset: the
                   product, for each merge, of the number of tied candidates (the figure that
                   tests/spec/omega_ring_test.cpp expects from the C++ ChoiceEnumerator)
"""

import argparse
import time


def route(x, y, L):
    """The links (stage, address) of Path(x, y), by running the switches."""
    mask = (1 << L) - 1
    a = x
    links = [(0, a)]
    for i in range(1, L + 1):
        line = ((a << 1) | (a >> (L - 1))) & mask  # perfect shuffle
        switch, in_port = line >> 1, line & 1
        tag = (y >> (L - i)) & 1
        straight = in_port == tag
        out_port = in_port if straight else 1 - in_port
        a = (switch << 1) | out_port
        links.append((i, a))
    return links


def bits(x, L):
    return format(x, "0%db" % L)


def low_bit(x, y, L):
    """X↓Y: the longest common suffix, '*' elsewhere."""
    a, b = bits(x, L), bits(y, L)
    n = 0
    while n < L and a[L - 1 - n] == b[L - 1 - n]:
        n += 1
    return "*" * (L - n) + a[L - n:]


def high_bit(x, y, L):
    """X↑Y: the longest common prefix, '*' elsewhere."""
    a, b = bits(x, L), bits(y, L)
    n = 0
    while n < L and a[n] == b[n]:
        n += 1
    return a[:n] + "*" * (L - n)


def thm1(L):
    n = 1 << L
    paths = {(x, y): set(route(x, y, L)) for x in range(n) for y in range(n)}
    pairs = mismatches = 0
    for (x, y), p in paths.items():
        for (w, z), q in paths.items():
            if (x, y) == (w, z):
                continue
            pairs += 1
            conflict = bool(p & q)
            ast = low_bit(x, w, L).count("*") + high_bit(y, z, L).count("*")
            if conflict != (ast <= L):
                mismatches += 1
    return pairs, mismatches


def leaves(L):
    n = 1 << L

    def s(a, c):
        d, k = a ^ c, 0
        while k < L and not (d >> k) & 1:
            k += 1
        return k

    total = 0
    for mask in range(1 << n):
        held = [("s", [x]) if mask >> x & 1 else None for x in range(n)]
        runs = 1
        for _ in range(L):
            nxt = []
            for i in range(0, len(held), 2):
                a, b = held[i], held[i + 1]
                if a is None or b is None:
                    nxt.append(a or b)
                elif a[0] == "s" and b[0] == "s":
                    nxt.append(("r", a[1] + b[1]))
                elif a[0] == "s" or b[0] == "s":
                    ring, c = (b[1], a[1][0]) if a[0] == "s" else (a[1], b[1][0])
                    best = max(s(x, c) for x in ring)
                    runs *= sum(1 for x in ring if s(x, c) == best)
                    nxt.append(("r", ring + [c]))
                else:
                    best = max(s(x, y) for x in a[1] for y in b[1])
                    runs *= sum(1 for x in a[1] for y in b[1] if s(x, y) == best)
                    nxt.append(("r", a[1] + b[1]))
            held = nxt
        total += runs
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["thm1", "leaves"])
    ap.add_argument("--L", type=int, default=None)
    a = ap.parse_args()
    t0, c0 = time.perf_counter(), time.process_time()
    if a.mode == "thm1":
        L = a.L or 4
        pairs, mismatches = thm1(L)
        print("L                     %d" % L)
        print("pairs                 %d" % pairs)
        print("mismatches            %d" % mismatches)
    else:
        L = a.L or 3
        print("L                     %d" % L)
        print("tie_break_runs        %d" % leaves(L))
    print("seconds               %.6f" % (time.perf_counter() - t0))
    print("cpu_seconds           %.6f" % (time.process_time() - c0))


if __name__ == "__main__":
    main()
