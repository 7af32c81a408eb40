#include "proofs/postal_obligations.hpp"

#include <stdexcept>

#include "proofs/detail/z3_engine.hpp"
#include "proofs/detail/z3_formula.hpp"
#include "spec/models/postal_formulas.hpp"

namespace cc::proofs {

std::vector<NamedObligation> postal_counting_step_obligations() {
  return {{"postal_counting_step",
           "H(j) <= H(j-1) + R, R <= k S, S <= H(j-lambda), R = 0 for j < lambda, and the "
           "induction hypothesis imply H(j) <= G(j)"}};
}

std::vector<NamedObligation> postal_lemma3_obligations() {
  return {{"postal_lemma3_adjacent", "the range from x_t starts one after x_{t+1} ends"},
          {"postal_lemma3_case2_span",
           "for G(T+1) <= i < n the k ranges and c(i) join to (i - G(T+1) + 1):i, and every "
           "sender x_t satisfies G(T-lambda+1) <= x_t < n"},
          {"postal_lemma3_case1_span",
           "for G(T) <= i < G(T+1), i < n, the last range is 0:x_s with 0 <= s <= k-1, every "
           "earlier sender satisfies G(T-lambda+1) <= x_w < n, and x_s < n"}};
}

ProofResult prove_postal(const std::string& name, const ProofOptions& opts_in) {
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  ProofOptions opts = opts_in;
  opts.name = name;
  auto I = [&](const char* n) { return ctx.int_const(n); };
  if (name == "postal_counting_step" || name == "postal_counting_step_planted") {
    // The planted obligation uses G(j) = G(j-1) + (k-1) G(j-lambda): a wrong recurrence that the
    // tests require to be refuted.
    const int coef_offset = name == "postal_counting_step" ? 0 : -1;
    auto k = I("k"), lambda = I("lambda"), j = I("j"), H = I("H"), Hprev = I("Hprev"),
         Hlag = I("Hlag"), S = I("S"), R = I("R"), Gprev = I("Gprev"), Glag = I("Glag"), G = I("G");
    std::vector<z3::expr> hyps = {
        k >= 1,
        lambda >= 1,
        j >= 1,
        Hprev >= 0,
        Hprev <= Gprev,                                       // induction hypothesis, j-1
        z3::implies(j >= lambda, Hlag >= 0 && Hlag <= Glag),  // induction hypothesis, j-lambda
        S >= 0,
        S <= Hlag,  // only holders send v(0)
        R >= 0,
        R <= k * S,                               // k ports per sender
        z3::implies(j < lambda, R == 0),          // no send step j-lambda+1 >= 1
        H <= Hprev + R,                           // holders after step j
        z3::implies(j - 1 < lambda, Gprev == 1),  // G(j-1) = 1 for j-1 < lambda
        G == postal::formulas::G(j, lambda, k + coef_offset, Gprev, Glag)};
    z3::expr_vector vars(ctx);
    for (auto v : {k, lambda, j, H, Hprev, Hlag, S, R, Gprev, Glag, G}) vars.push_back(v);
    return detail::prove(ctx, hyps, H <= G, vars, opts);
  }
  auto i = I("i"), k = I("k"), GT = I("GT"), GL = I("GL"), GT1 = I("GT1"), t = I("t"), s = I("s"),
       w = I("w"), n = I("n");
  // The planted obligation postal_lemma3_case2_span_planted states G(T+1) = G(T) + (k-1)
  // G(T-lambda+1), a wrong recurrence the tests require to be refuted.
  // postal_lemma3_case1_span_unbounded drops the hypothesis i < n, which the bounds x_w < n need
  // (the tests require it refuted).
  const bool planted = name == "postal_lemma3_case2_span_planted";
  const bool unbounded = name == "postal_lemma3_case1_span_unbounded";
  std::vector<z3::expr> base = {k >= 1, GT >= 1, GL >= 1, GT1 == postal::formulas::G_next(GT, planted ? k - 1 : k, GL),
                                i >= 0, n >= 1};
  auto x = [&](const z3::expr& u) { return i - GT - u * GL; };
  z3::expr_vector vars(ctx);
  for (auto v : {i, k, GT, GL, GT1, t, s, w, n}) vars.push_back(v);
  if (name == "postal_lemma3_adjacent") {
    auto hyps = base;
    hyps.push_back(t >= 0);
    hyps.push_back(t + 1 <= k - 1);
    return detail::prove(ctx, hyps, x(t) - GL + 1 == x(t + 1) + 1, vars, opts);
  }
  if (name == "postal_lemma3_case2_span" || planted) {
    auto hyps = base;
    hyps.push_back(i >= GT1);
    hyps.push_back(i < n);
    hyps.push_back(t >= 0);
    hyps.push_back(t <= k - 1);
    // The last received range (t = k-1) is a proper range x_{k-1} >= G(T-lambda+1), it starts at
    // i - G(T+1) + 1, and c(i) = (i - G(T) + 1):i starts right after x_0 = i - G(T); every sender
    // x_t, 0 <= t <= k-1, is a PE: G(T-lambda+1) <= x_t < n.
    return detail::prove(ctx, hyps,
                         x(k - 1) >= GL && x(k - 1) - GL + 1 == i - GT1 + 1 &&
                             x(ctx.int_val(0)) + 1 == i - GT + 1 && x(t) >= GL && x(t) < n,
                         vars, opts);
  }
  if (name == "postal_lemma3_case1_span" || unbounded) {
    auto hyps = base;
    if (!unbounded) hyps.push_back(i < n);
    hyps.push_back(i >= GT);
    hyps.push_back(i < GT1);
    hyps.push_back(s >= 0);
    hyps.push_back(GT + s * GL <= i);
    hyps.push_back(i < GT + (s + 1) * GL);
    hyps.push_back(w >= 0);
    hyps.push_back(w < s);
    return detail::prove(
        ctx, hyps, s <= k - 1 && x(s) >= 0 && x(s) < GL && x(s) < n && x(w) >= GL && x(w) < n,
        vars, opts);
  }
  throw std::invalid_argument("unknown postal obligation " + name);
}

}  // namespace cc::proofs
