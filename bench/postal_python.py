#!/usr/bin/env python3
"""Algorithm A of Lin and Yeh (section 3.2) in plain Python, the baseline for `bench_postal
compare`.

A straightforward simulation, standard library only, of what `bench_postal compare` checks in
C++: for every n <= nmax, k <= kmax, lambda <= lmax, run Algorithm A on n PEs with c(i) = i and
check Lemma 3 after every step j (c(i) = 0:i for i < G(j), (i-G(j)+1):i otherwise).

  G(j)    = 1 for 0 <= j < lambda, G(j-1) + k G(j-lambda) for j >= lambda       (Theorem 1)
  m       = min{j | G(j) >= n}
  U_{i,j} = {i + G(j+lambda-2) + t G(j-1) < n | t = 0..k-1}   PE i sends c(i), 1 <= j <= m-lambda+1
  W_{y,j} = {y - G(j-1) - t G(j-lambda) >= 0 | t = 0..k-1}    PE y receives, lambda <= j <= m,
            what those PEs sent in step j-lambda+1; c(y) := c(e_1) (+) ... (+) c(e_h) (+) c(y),
            e_1 < ... < e_h.

Values are intervals (a, b), the word v(a)..v(b); two join only when adjacent and in order,
anything else is None (invalid), so an order mistake shows. Messages are kept in flight keyed by
(send step, sender, receiver): a receive with no matching message, or a message never received,
is a failure, as in the C++ executor (which also checks the k-port limits).

Prints the same "key value" lines as bench_postal: seconds (wall), cpu_seconds, pe_steps (sum
of n * steps run), messages, cases, failures.
"""

import argparse
import sys
import time


def combine(a, b):
    if a is None or b is None or a[1] + 1 != b[0]:
        return None
    return (a[0], b[1])


def g_sequence(k, lam, n):
    """G(0), G(1), ... up to the first value >= n, plus lambda more (U reads G(j+lambda-2))."""
    g = [1] * lam
    while g[-1] < n:
        j = len(g)
        g.append(g[j - 1] + k * g[j - lam])
    m = len(g) - 1 if n > 1 else 0
    while len(g) < m + lam + 1:
        j = len(g)
        g.append(g[j - 1] + k * g[j - lam])
    return g, m


def run_case(n, k, lam):
    """Returns (steps run, messages sent, failure text or None)."""
    g, m = g_sequence(k, lam, n)
    c = [(i, i) for i in range(n)]
    in_flight = {}
    messages = 0
    for j in range(1, m + 1):
        if j <= m - lam + 1:
            base, stride = g[j + lam - 2], g[j - 1]
            for i in range(n):
                for t in range(k):
                    y = i + base + t * stride
                    if y >= n:
                        break
                    in_flight[(j, i, y)] = c[i]
                    messages += 1
        if j >= lam:
            s = j - lam + 1
            g1, gl = g[j - 1], g[j - lam]
            new_c = list(c)
            for y in range(n):
                acc, h = None, 0
                for t in range(k - 1, -1, -1):  # ascending e
                    x = y - g1 - t * gl
                    if x < 0:
                        continue
                    msg = in_flight.pop((s, x, y), None)
                    if msg is None:
                        return j, messages, "step %d: PE %d receives from %d, nothing sent" % (j, y, x)
                    acc = msg if h == 0 else combine(acc, msg)
                    h += 1
                if h:
                    new_c[y] = combine(acc, c[y])
            c = new_c
        gj = g[j]
        for i in range(n):
            want = (0, i) if i < gj else (i - gj + 1, i)
            if c[i] != want:
                return j, messages, "Lemma 3 fails at j=%d i=%d: c(i)=%r" % (j, i, c[i])
    if in_flight:
        return m, messages, "%d messages never received" % len(in_flight)
    return m, messages, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--nmax", type=int, default=512)
    ap.add_argument("--kmax", type=int, default=4)
    ap.add_argument("--lmax", type=int, default=4)
    a = ap.parse_args()
    for name in ("nmax", "kmax", "lmax"):
        if getattr(a, name) < 1:
            print("postal_python: error: --%s must be >= 1" % name, file=sys.stderr)
            return 2
    cases = failures = pe_steps = messages = 0
    first = None
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    for n in range(1, a.nmax + 1):
        for k in range(1, a.kmax + 1):
            for lam in range(1, a.lmax + 1):
                steps, sent, bad = run_case(n, k, lam)
                cases += 1
                pe_steps += n * steps
                messages += sent
                if bad:
                    failures += 1
                    if first is None:
                        first = "n=%d k=%d lambda=%d: %s" % (n, k, lam, bad)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0

    def put(key, value):
        print("%-22s%s" % (key, value))

    put("bench", "compare-python")
    put("domain", "n<=%d k<=%d lambda<=%d" % (a.nmax, a.kmax, a.lmax))
    put("jobs", 1)
    put("cases", cases)
    put("failures", failures)
    if first:
        put("first_failure", first)
    put("seconds", "%.3f" % wall)
    put("cpu_seconds", "%.3f" % cpu)
    put("pe_steps", pe_steps)
    put("pe_steps_per_second", "%.0f" % (pe_steps / wall))
    put("messages", messages)
    put("messages_per_second", "%.0f" % (messages / wall))
    put("cases_per_second", "%.0f" % (cases / wall))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
