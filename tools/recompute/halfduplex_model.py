"""Recomputes the communication counts of Lin and Hung's A, B, E, F at integral n
(every part non-empty, so the counts do not depend on n), following collcheck's schedules:
per level p' (p' = p, p - k, ..., down to 1), phases 2..k+1, phase 1 = max(inner levels,
side lane of the last k PEs). A collective of q PEs costs cost(q)."""
import math
from fractions import Fraction

def ceil_cost(q):  # collcheck's default: 2 ceil(log2 q)
    return 2 * math.ceil(math.log2(q)) if q > 1 else 0

def real_cost(q):  # the figures' 2 log2 q
    return 2 * math.log2(q) if q > 1 else 0

def comm(alg, p, k, cost=ceil_cost):
    """communication steps of alg(n, p, k) at integral n."""
    if p == 1:
        return 0
    inner_alg = alg
    if alg in "BF" and p - k < 2 * k + 1:
        inner_alg = "E" if alg == "F" else "A"
    inner = comm(inner_alg, p - k, k, cost)
    # side lane
    if alg == "B":
        side = k * (k - 1)
    elif alg == "F":
        side = k * cost(k)
    else:
        side = 0
    ph1 = max(inner, side)
    rest = 0
    moves = alg in "BF"
    coll = alg in "EF"
    for i in range(k):
        # holder: P_{p-k} in phase 2 (i = 0), P_p later; root: P_{p-k+1+i}
        holder = p - k if i == 0 else p
        root = p - k + 1 + i
        part_receivers = [j for j in range(1, p + 1) if j != root and not (moves and j > p - k)]
        if holder == root:
            # y with each part; PEs with no part get y alone
            y_receivers = [j for j in range(1, p + 1) if j != holder and j not in part_receivers]
            if coll:
                rest += cost(1 + len(part_receivers) + len(y_receivers))
            else:
                rest += len(part_receivers) + len(y_receivers)
        else:
            y_receivers = [j for j in range(1, p + 1) if j != holder]
            if coll:
                rest += cost(1 + len(y_receivers)) + cost(1 + len(part_receivers))
            else:
                rest += len(y_receivers) + len(part_receivers)
    return ph1 + rest

def C_formula(n, p, k):
    return Fraction(2 * n * (p + k), p * p + k * p + k + 1) - 1

def R_formula(p, k):
    return p * (p - 1) if k == 1 else Fraction((2 * k - 1) * (p - 1) * (p + k - 1), 2 * k)

def ks(p):
    return [k for k in range(1, p) if (p - 1) % k == 0]

if __name__ == "__main__":
    # sanity: A against Theorem 4, B against the corrected S
    for p in range(2, 65):
        for k in ks(p):
            assert comm("A", p, k) == R_formula(p, k), (p, k)
            if k >= 2 and p >= 2 * k + 1:
                assert comm("B", p, k) == R_formula(p, k) - Fraction((k - 1) ** 2 * (p - k - 1), k), (p, k)
    print("A = Theorem 4 and B = corrected S for p <= 64")
    print("p=13:", {k: (comm("A", 13, k), comm("B", 13, k) if k >= 2 and 13 >= 2*k+1 else None,
                      round(comm("E", 13, k, real_cost), 3),
                      round(comm("F", 13, k, real_cost), 3) if k >= 2 and 13 >= 2*k+1 else None)
                  for k in ks(13)})
