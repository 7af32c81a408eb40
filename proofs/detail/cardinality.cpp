#include "proofs/detail/cardinality.hpp"

#include <vector>

namespace cc::proofs::detail {

z3::expr at_most(const z3::expr_vector& xs, unsigned k) {
  z3::context& ctx = xs.ctx();
  const unsigned n = xs.size();
  if (n <= k) return ctx.bool_val(true);
  if (k == 0) {
    z3::expr none = ctx.bool_val(true);
    for (unsigned i = 0; i < n; ++i) none = none && !xs[i];
    return none;
  }
  // at_least[j-1]: at least j of the xs seen so far are true (j = 1..k).
  std::vector<z3::expr> at_least(k, ctx.bool_val(false));
  z3::expr_vector ok(ctx);
  for (unsigned i = 0; i < n; ++i) {
    const z3::expr x = xs[i];
    ok.push_back(!(x && at_least[k - 1]));  // a (k+1)-th true one
    if (i + 1 == n) break;
    for (unsigned j = k; j-- > 1;) at_least[j] = at_least[j] || (x && at_least[j - 1]);
    at_least[0] = at_least[0] || x;
  }
  return z3::mk_and(ok);
}

}  // namespace cc::proofs::detail
