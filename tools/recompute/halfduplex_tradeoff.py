"""Abstract and section 7: each family "provides the flexibility of using either fewer computation
time steps (and more communication time steps) or fewer communication time steps (and more
computation time steps)". For every p and family: the members k (p = kq + 1; B, F: k >= 2,
p >= 2k + 1); the fewest computation steps are at the largest k (Theorem 3, and B, E, F take A's
computation steps); the trade-off exists iff some other member takes fewer communication steps."""
from halfduplex_model import comm, ks, real_cost, ceil_cost

for name, cost in (("2 log2 q", real_cost), ("2 ceil(log2 q)", ceil_cost)):
    for alg in "ABEF":
        none, single = [], []
        for p in range(2, 65):
            mem = [k for k in ks(p) if alg in "AE" or (k >= 2 and p >= 2 * k + 1)]
            if not mem:
                continue
            if len(mem) == 1:
                single.append(p)
                continue
            kmax = max(mem)
            if all(comm(alg, p, k, cost) >= comm(alg, p, kmax, cost) - 1e-9 for k in mem):
                none.append((p, {k: round(comm(alg, p, k, cost), 2) for k in mem}))
        print(f"{alg} ({name}): one member only at p = {single[:10]}{'...' if len(single) > 10 else ''} "
              f"({len(single)} of p <= 64); several members but no trade-off at {none}")
