// Theorems 3 and 5 of Lin and Hung (section 2) on the executed counts of A: C falls as p and k
// grow (Theorem 3), R grows with p and compares with L = A(n, p, 1) as Theorem 5 says, at every
// n meeting every precondition involved (the shared tables, table.hpp), and Theorem 3 at the n
// where the quotients of all three configurations are integers.
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/common.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;

// Theorem 3 on the executed counts: if d > a and e > b, C(n, a, b) > C(n, d, b) > C(n, d, e),
// for every a < d defined for b and every e > b defined for d, n meeting every precondition.
std::optional<Fields> thm3_case(const Point& x, const RunContext& ctx) {
  const i64 d = x[0], b = x[1], n = x[2];
  if (!precondition(n, d, b)) return std::nullopt;
  const Got db = get(Algorithm::A, n, d, b, ctx);
  if (db.failure) return db.failure;
  for (i64 a = b + 1; a < d; ++a) {
    if ((a - 1) % b != 0 || !precondition(n, a, b) || n < a) continue;
    const Got ab = get(Algorithm::A, n, a, b, ctx);
    if (ab.row.C <= db.row.C)
      return Fields{{"a", a}, {"C(n,a,b)", ab.row.C}, {"C(n,d,b)", db.row.C}};
  }
  for (i64 e = b + 1; e < d; ++e) {
    if ((d - 1) % e != 0 || !precondition(n, d, e)) continue;
    const Got de = get(Algorithm::A, n, d, e, ctx);
    if (db.row.C <= de.row.C)
      return Fields{{"e", e}, {"C(n,d,b)", db.row.C}, {"C(n,d,e)", de.row.C}};
  }
  return std::nullopt;
}

std::optional<Fields> check_thm3_at(i64 n, i64 a, i64 b, i64 d, i64 e, const PrefixVariant& var) {
  const Got ab = ran(Algorithm::A, n, a, b, var), db = ran(Algorithm::A, n, d, b, var),
            de = ran(Algorithm::A, n, d, e, var);
  for (const Got* x : {&ab, &db, &de})
    if (x->failure) return x->failure;
  if (ab.row.C > db.row.C && db.row.C > de.row.C) return std::nullopt;
  return Fields{{"n", n}, {"C(n,a,b)", ab.row.C}, {"C(n,d,b)", db.row.C}, {"C(n,d,e)", de.row.C}};
}

// Theorem 3 at n = m lcm of the three (p^2 + kp + k + 1)/2, where every quotient is an integer.
std::optional<Fields> thm3_integral_case(const PrefixVariant& var, const Point& x) {
  const i64 d = x[0], b = x[1], a = x[2], e = x[3], m = x[4];
  const i64 n = m * halfduplex_assumptions::least_integral_n_thm3(a, b, d, e);
  if (!paper_integral(n, a, b) || !paper_integral(n, d, b) || !paper_integral(n, d, e))
    return Fields{{"n", n}, {"integral for all three", false}};
  return check_thm3_at(n, a, b, d, e, var);
}

// Theorem 5 on the executed counts, n meeting every precondition involved: R(n, d, k) >
// R(n, a, k) for a < d; for k >= 2 and p >= 2k^2 - 3k + 1: R(n,p,k) <= R(n,p,1) and
// R(n,p,2) <= R(n,p,k) < R(n,p,k+1); for k >= 2 and p < 2k^2 - 3k + 1 ("otherwise", read as
// k >= 2: see halfduplex.thm5.otherwise): R(n,p,1) < R(n,p,k) < R(n,p,k+1). The comparisons
// with k + 1 and 2 apply where p = (k+1)q + 1 and p = 2q + 1.
std::optional<Fields> thm5_case(const Point& x, const RunContext& ctx) {
  const i64 p = x[0], k = x[1], n = x[2];
  if (!precondition(n, p, k)) return std::nullopt;
  const auto R = [&](i64 pp, i64 kk) -> std::optional<i64> {
    if (kk >= pp || (pp - 1) % kk != 0 || n < pp || !precondition(n, pp, kk)) return std::nullopt;
    return get(Algorithm::A, n, pp, kk, ctx).row.R;
  };
  const i64 r = *R(p, k);
  for (i64 a = k + 1; a < p; ++a)
    if (auto ra = R(a, k); ra && *ra >= r)
      return Fields{{"a", a}, {"R(n,a,k)", *ra}, {"R(n,p,k)", r}};
  if (k < 2) return std::nullopt;
  const auto r1 = R(p, 1), r2 = R(p, 2), rk1 = R(p, k + 1);
  Fields f{{"R(n,p,k)", r}};
  if (r1) f.push_back({"R(n,p,1)", *r1});
  if (r2) f.push_back({"R(n,p,2)", *r2});
  if (rk1) f.push_back({"R(n,p,k+1)", *rk1});
  if (p >= formulas::thm5_threshold(k)) {
    if ((r1 && r > *r1) || (r2 && *r2 > r) || (rk1 && r >= *rk1)) return f;
  } else if ((r1 && *r1 >= r) || (rk1 && r >= *rk1)) {
    return f;
  }
  return std::nullopt;
}

}  // namespace cc::halfduplex_checks
