#include "spec/models/postal_arith.hpp"

#include "spec/models/postal_formulas.hpp"

namespace cc::postal {

namespace {
i128 at(const Values& v, const char* k) {
  auto it = v.find(k);
  return it == v.end() ? 0 : it->second;
}
}  // namespace

bool counting_step_counterexample(const Values& v, int coef_offset) {
  const auto k = at(v, "k"), lambda = at(v, "lambda"), j = at(v, "j"), H = at(v, "H"),
             Hprev = at(v, "Hprev"), Hlag = at(v, "Hlag"), S = at(v, "S"), R = at(v, "R"),
             Gprev = at(v, "Gprev"), Glag = at(v, "Glag"), G = at(v, "G");
  const bool hyps = k >= 1 && lambda >= 1 && j >= 1 && Hprev >= 0 && Hprev <= Gprev &&
                    (j < lambda || (Hlag >= 0 && Hlag <= Glag)) && S >= 0 && S <= Hlag && R >= 0 &&
                    R <= k * S && (j >= lambda || R == 0) && H <= Hprev + R &&
                    (j - 1 >= lambda || Gprev == 1) &&
                    G == formulas::G(j, lambda, k + coef_offset, Gprev, Glag);
  return hyps && !(H <= G);
}

bool lemma3_counterexample(const std::string& name, const Values& v) {
  const auto i = at(v, "i"), k = at(v, "k"), GT = at(v, "GT"), GL = at(v, "GL"), GT1 = at(v, "GT1"),
             t = at(v, "t"), s = at(v, "s"), w = at(v, "w"), n = at(v, "n");
  auto x = [&](i128 u) { return i - GT - u * GL; };
  const bool planted = name == "postal_lemma3_case2_span_planted";
  const bool unbounded = name == "postal_lemma3_case1_span_unbounded";
  const bool base = k >= 1 && GT >= 1 && GL >= 1 &&
                    GT1 == formulas::G_next(GT, planted ? k - 1 : k, GL) && i >= 0 && n >= 1;
  if (!base) return false;
  if (name == "postal_lemma3_adjacent")
    return t >= 0 && t + 1 <= k - 1 && !(x(t) - GL + 1 == x(t + 1) + 1);
  if (name == "postal_lemma3_case2_span" || planted)
    return i >= GT1 && i < n && t >= 0 && t <= k - 1 &&
           !(x(k - 1) >= GL && x(k - 1) - GL + 1 == i - GT1 + 1 && x(0) + 1 == i - GT + 1 &&
             x(t) >= GL && x(t) < n);
  if (name == "postal_lemma3_case1_span" || unbounded)
    return (unbounded || i < n) && i >= GT && i < GT1 && s >= 0 && GT + s * GL <= i &&
           i < GT + (s + 1) * GL && w >= 0 && w < s &&
           !(s <= k - 1 && x(s) >= 0 && x(s) < GL && x(s) < n && x(w) >= GL && x(w) < n);
  return false;
}

}  // namespace cc::postal
