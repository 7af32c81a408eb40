// Z3 obligations of seed 002, sections 2 and 5 (Theorems 1, 2 and 7): see
// halfduplex_obligations.hpp.
#include "proofs/halfduplex_obligations.hpp"

#include <stdexcept>

#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

std::vector<NamedObligation> halfduplex_obligations() {
  return {{"halfduplex_thm1", "2vpk = N(n - v) implies vD = nN"},
          {"halfduplex_thm2", "vD = nN, ck = n - v, Cp = (c-1)p + kc imply (C+1)D = 2n(p+k)"},
          {"halfduplex_thm7", "(n - v)D >= kpD <=> 2n >= D, where vD = nN"}};
}

ProofResult prove_halfduplex(const std::string& name, const ProofOptions& opts_in) {
  z3::context ctx;
  ProofOptions opts = opts_in;
  opts.name = name;
  auto n = ctx.int_const("n"), p = ctx.int_const("p"), k = ctx.int_const("k"),
       v = ctx.int_const("v"), c = ctx.int_const("c"), C = ctx.int_const("C");
  const auto N = p * p - k * p + k + 1, D = p * p + k * p + k + 1;
  std::vector<z3::expr> hyps = {n >= 1, k >= 1, p >= k + 1};
  z3::expr_vector vars(ctx);
  for (auto x : {n, p, k, v, c, C}) vars.push_back(x);
  if (name == "halfduplex_thm1") {
    hyps.push_back(2 * v * p * k == N * (n - v));
    return detail::prove(ctx, hyps, v * D == n * N, vars, opts);
  }
  if (name == "halfduplex_thm2") {
    hyps.push_back(v * D == n * N);
    hyps.push_back(c * k == n - v);
    hyps.push_back(C * p == (c - 1) * p + k * c);
    return detail::prove(ctx, hyps, (C + 1) * D == 2 * n * (p + k), vars, opts);
  }
  if (name == "halfduplex_thm7" || name == "halfduplex_thm7_planted") {
    hyps.push_back(v * D == n * N);
    const auto pre = name == "halfduplex_thm7" ? 2 * n >= D : 2 * n > D;
    return detail::prove(ctx, hyps, (n * D - v * D >= k * p * D) == pre, vars, opts);
  }
  throw std::invalid_argument("unknown halfduplex obligation " + name);
}

}  // namespace cc::proofs
