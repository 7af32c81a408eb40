#!/usr/bin/env python3
# logp_python.py: a straightforward Python search of the optimal LogP broadcast time (Shou and Chen,
# section 1, Theorem 1), the Python side of the comparison with
# `logp_bench compare`. For every P <= PMAX and 1 <= L, g <= 6, 0 <= o <= 6 (the ci domain of
# logp.thm1.obt_effective) it finds the least T at which some schedule informs all P PEs, by a
# depth-first search over the informed PEs' next send times (every send time tried, a PE may
# also stop sending), memoising failed states; no independence decomposition. It prints the same
# keys as the C++ side: cases, checksum (sum of the optimal T), seconds.
#   python3 bench/logp_python.py [PMAX]     (default 12)
import sys
import time
from functools import lru_cache


def optimal(P, L, o, g):
    hop, eg = L + 2 * o, max(g, o)
    if P <= 1:
        return 0
    T = 0
    while True:
        lim = T - hop

        @lru_cache(maxsize=None)
        def reach(avail):  # most new PEs the informed PEs with these next-send times inform
            if not avail:
                return 0
            a, rest = avail[0], avail[1:]
            best = reach(rest)  # the PE stops sending
            for s in range(a, lim + 1):
                nxt = list(rest)
                if s + eg <= lim:
                    nxt.append(s + eg)
                if s + hop <= lim:
                    nxt.append(s + hop)
                best = max(best, 1 + reach(tuple(sorted(nxt))))
                if best >= P - 1:
                    return best
            return best

        if lim >= 0 and 1 + reach((0,)) >= P:
            return T
        T += 1


def main():
    pmax = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    t0 = time.time()
    cases = checksum = 0
    for P in range(1, pmax + 1):
        for L in range(1, 7):
            for o in range(0, 7):
                for g in range(1, 7):
                    checksum += optimal(P, L, o, g)
                    cases += 1
    print("cases", cases)
    print("checksum", checksum)
    print("seconds %.3f" % (time.time() - t0))


if __name__ == "__main__":
    main()
