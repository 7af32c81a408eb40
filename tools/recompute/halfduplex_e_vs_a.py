"""Does E (F) take fewer communication steps than A (B)?  Sections 1, 4, 7 and the abstract say
the collective families "reduce the communication times of the former two". Counts at integral n
(halfduplex_model.comm), collectives costed 2 log2 q (section 6) and 2 ceil(log2 q) (collcheck)."""
from halfduplex_model import comm, ks, ceil_cost, real_cost

for name, cost in (("2 log2 q", real_cost), ("2 ceil(log2 q)", ceil_cost)):
    bad_e, bad_f = [], []
    for p in range(2, 65):
        for k in ks(p):
            if comm("E", p, k, cost) >= comm("A", p, k) - 1e-9:
                bad_e.append((p, k, round(comm("E", p, k, cost), 3), comm("A", p, k)))
            if k >= 2 and p >= 2 * k + 1 and comm("F", p, k, cost) >= comm("B", p, k) - 1e-9:
                bad_f.append((p, k, round(comm("F", p, k, cost), 3), comm("B", p, k)))
    print(f"cost {name}: E not below A at {len(bad_e)} (p, k), p <= 64: {bad_e[:12]}")
    print(f"   largest p: {max(x[0] for x in bad_e) if bad_e else None}")
    print(f"cost {name}: F not below B at {len(bad_f)} (p, k): {bad_f[:12]}")
