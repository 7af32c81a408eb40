// Re-evaluation of the Z3 obligations of Lin and Hung, sections 2, 3, 5 and 6: see
// halfduplex_algebra.hpp.
#include "spec/models/halfduplex_algebra.hpp"

#include <initializer_list>

#include "spec/models/halfduplex_formulas.hpp"

namespace cc::halfduplex {

bool obligation_violated(const std::string& name, const std::map<std::string, i128>& values) {
  if (is_formula_obligation(name)) return formula_counterexample(name, values).has_value();
  auto get = [&](const char* x) {
    auto it = values.find(x);
    return it == values.end() ? i128{0} : it->second;
  };
  const i128 n = get("n"), p = get("p"), k = get("k"), v = get("v"), c = get("c"), C = get("C");
  // Values from a model are small; beyond 2^40 the products below could overflow.
  for (i128 x : {n, p, k, v, c, C})
    if (x > (i128{1} << 40) || x < -(i128{1} << 40)) return false;
  if (!(n >= 1 && k >= 1 && p >= k + 1)) return false;
  if (name == "halfduplex_thm1")
    return formulas::phase1_balanced(n, p, k, v) && !formulas::is_thm1_v(v, n, p, k);
  if (name == "halfduplex_thm2")
    return formulas::is_thm1_v(v, n, p, k) && formulas::is_block(c, n, k, v) &&
           formulas::is_phase_count(C, c, p, k) && !formulas::is_thm2_C(C, n, p, k);
  if (name == "halfduplex_thm7" || name == "halfduplex_thm7_planted") {
    if (!formulas::is_thm1_v(v, n, p, k)) return false;
    // Planted: 2n > D.
    const bool pre =
        name == "halfduplex_thm7" ? formulas::precondition(n, p, k) : 2 * n > formulas::D(p, k);
    return formulas::every_pe_computes(n, v, p, k) != pre;
  }
  return false;
}

}  // namespace cc::halfduplex

// Sections 2, 3 and 6 as formulas: see halfduplex_algebra.hpp.
namespace cc::halfduplex {

namespace {

i128 gcd(i128 a, i128 b) {
  if (a < 0) a = -a;
  if (b < 0) b = -b;
  while (b != 0) {
    const i128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

std::string decimal(i128 v) {
  return (v < 0 ? "-" : "") + to_decimal(static_cast<u128>(v < 0 ? -v : v));
}

}  // namespace

Ratio ratio(i128 num, i128 den) {
  if (den < 0) num = -num, den = -den;
  const i128 g = gcd(num, den);
  return g > 1 ? Ratio{num / g, den / g} : Ratio{num, den};
}
Ratio operator+(const Ratio& a, const Ratio& b) {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}
Ratio operator-(const Ratio& a, const Ratio& b) {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}
bool operator<(const Ratio& a, const Ratio& b) { return a.num * b.den < b.num * a.den; }
bool operator<=(const Ratio& a, const Ratio& b) { return !(b < a); }
std::string to_text(const Ratio& r) {
  return r.den == 1 ? decimal(r.num) : decimal(r.num) + "/" + decimal(r.den);
}

Ratio ratio(const formula::Quot<i128>& q) { return ratio(q.num, q.den); }

Ratio thm2_C(i128 n, i128 p, i128 k) { return ratio(formulas::C_plus_1(n, p, k)) - ratio(1); }
Ratio thm4_R(i128 p, i128 k) { return ratio(formulas::R(p, k)); }
Ratio s_printed(i128 p, i128 k) { return ratio(formulas::S_printed(p, k)); }
Ratio s_corrected(i128 p, i128 k) { return ratio(formulas::S_corrected(p, k)); }

i128 a_level_steps(i128 p, i128 k) { return formulas::a_level(p, k, k >= 2); }
i128 b_level_steps(i128 p, i128 k) { return formulas::b_level(p, k); }

i128 r_by_components(i128 p, i128 k) {
  i128 r = 0;
  for (i128 m = k + 1; m <= p; m += k) r += a_level_steps(m, k);
  return r;
}
i128 s_by_components(i128 p, i128 k) {
  i128 s = r_by_components(k + 1, k);
  for (i128 m = 2 * k + 1; m <= p; m += k) s = formulas::s_level(formula::whole(s), m, k).num;
  return s;
}

namespace {

const char* const kFormulaObligations[] = {"halfduplex_thm4_k1_base",
                                           "halfduplex_thm4_k1_step",
                                           "halfduplex_thm4_base",
                                           "halfduplex_thm4_step",
                                           "halfduplex_thm4_integer_even",
                                           "halfduplex_thm4_integer_odd",
                                           "halfduplex_s_printed_base",
                                           "halfduplex_s_printed_step",
                                           "halfduplex_s_base",
                                           "halfduplex_s_step",
                                           "halfduplex_s_integer_even",
                                           "halfduplex_s_integer_odd",
                                           "halfduplex_r_minus_s_printed",
                                           "halfduplex_r_minus_s_corrected",
                                           "halfduplex_moved_r",
                                           "halfduplex_moved_s",
                                           "halfduplex_thm5_monotone_k1",
                                           "halfduplex_thm5_monotone",
                                           "halfduplex_thm5_large_r1",
                                           "halfduplex_thm5_large_r2",
                                           "halfduplex_thm5_large_rk1",
                                           "halfduplex_thm5_otherwise_literal",
                                           "halfduplex_thm5_otherwise",
                                           "halfduplex_thm3_p",
                                           "halfduplex_thm3_k",
                                           "halfduplex_v_range",
                                           "halfduplex_v_recursive",
                                           "halfduplex_stronger_precondition"};

constexpr const char* kPlanted = "_planted";

std::string base_name(const std::string& name, bool& planted) {
  const std::string suffix = kPlanted;
  planted = name.size() > suffix.size() &&
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
  return planted ? name.substr(0, name.size() - suffix.size()) : name;
}

Fields show(std::initializer_list<std::pair<const char*, Ratio>> values) {
  Fields f;
  for (const auto& [key, v] : values) f.push_back({key, to_text(v)});
  return f;
}

}  // namespace

bool is_formula_obligation(const std::string& name) {
  bool planted = false;
  const std::string base = base_name(name, planted);
  for (const char* o : kFormulaObligations)
    if (base == o) return true;
  return false;
}

std::optional<Fields> formula_counterexample(const std::string& name,
                                             const std::map<std::string, i128>& values) {
  if (!is_formula_obligation(name)) return std::nullopt;
  bool planted = false;
  const std::string o = base_name(name, planted);
  // Values from a model are small; beyond 2^28 the products below (degree 4) could overflow.
  for (const auto& [_, x] : values)
    if (x > (i128{1} << 28) || x < -(i128{1} << 28)) return std::nullopt;
  // A variable the model lacks reads -1, which fails every obligation's hypotheses (all of its
  // parameters are positive).
  auto get = [&](const char* x) {
    auto it = values.find(x);
    return it == values.end() ? i128{-1} : it->second;
  };
  const i128 p = get("p"), k = get("k"), q = get("q"), n = get("n"), a = get("a"), d = get("d"),
             b = get("b"), e = get("e");
  const Ratio moved = ratio(k * (k - 1));
  std::optional<Fields> none;

  if (o == "halfduplex_thm4_k1_base" || o == "halfduplex_thm4_base") {
    // Planted: no merge in phase k + 1.
    const bool k1 = o == "halfduplex_thm4_k1_base";
    if (!((k1 ? k == 1 : k >= 2) && p == k + 1)) return none;
    const Ratio r = ratio(planted ? 2 * k * (p - 1) : a_level_steps(p, k)), thm4 = thm4_R(p, k);
    if (r == thm4) return none;
    return show({{"R(n,p,k)_components", r}, {"R(n,p,k)_Theorem4", thm4}});
  }
  if (o == "halfduplex_thm4_k1_step" || o == "halfduplex_thm4_step") {
    if (!((o == "halfduplex_thm4_k1_step" ? k == 1 : k >= 2) && p >= 2 * k + 1)) return none;
    const Ratio r = thm4_R(p - k, k) + ratio(a_level_steps(p, k)), thm4 = thm4_R(p, k);
    if (r == thm4) return none;
    return show({{"R(v,p-k,k)+components", r}, {"R(n,p,k)_Theorem4", thm4}});
  }
  if (o == "halfduplex_thm4_integer_even" || o == "halfduplex_thm4_integer_odd" ||
      o == "halfduplex_s_integer_even" || o == "halfduplex_s_integer_odd") {
    // The obligation's witness: R(n,p,k) = (2k - 1)k q(q + 1)/2 with q(q + 1)/2 = t(2t + 1) for
    // q = 2t and (2t + 1)(t + 1) for q = 2t + 1, and S = R - (k - 1)^2 (q - 1); planted:
    // t(2t + 1) for odd q too.
    const bool s = o.rfind("halfduplex_s_", 0) == 0,
               odd = o.size() > 4 && o.substr(o.size() - 4) == "_odd";
    const i128 t = get("t");
    if (!(k >= 2 && q >= (s ? 2 : 1) && q == 2 * t + (odd ? 1 : 0) && p == k * q + 1)) return none;
    const i128 r = formulas::R_integer(k, formulas::q_q1_half(t, odd && !planted));
    const i128 w = s ? formulas::S_integer(r, k, q) : r;
    const Ratio closed = s ? s_corrected(p, k) : thm4_R(p, k);
    if (ratio(w) == closed) return none;
    return show({{s ? "S(n,p,k)_corrected" : "R(n,p,k)", closed}, {"witness", ratio(w)}});
  }

  if (o == "halfduplex_s_printed_base" || o == "halfduplex_s_base") {
    // Planted: (k - 1) for (k - 1)^2 in the corrected S.
    if (!(k >= 2 && p == 2 * k + 1)) return none;
    const Ratio comp = ratio(formulas::s_level(formula::whole(a_level_steps(k + 1, k)), p, k));
    const Ratio closed =
        o == "halfduplex_s_printed_base" ? s_printed(p, k)
        : planted ? ratio(formulas::Rk(p, k).num - 2 * (k - 1) * (p - k - 1), 2 * k)
                  : s_corrected(p, k);
    if (comp == closed) return none;
    return show({{"S(n,p,k)_components", comp},
                 {o == "halfduplex_s_base" ? "S(n,p,k)_corrected" : "S(n,p,k)_printed", closed}});
  }
  if (o == "halfduplex_s_printed_step" || o == "halfduplex_s_step") {
    if (!(k >= 2 && p >= 3 * k + 1)) return none;
    auto S = [&](i128 x) {
      return o == "halfduplex_s_step" ? formulas::S_corrected(x, k) : formulas::S_printed(x, k);
    };
    const Ratio comp = ratio(formulas::s_level(S(p - k), p, k));
    if (comp == ratio(S(p))) return none;
    return show({{"S(v,p-k,k)+components", comp}, {"S(n,p,k)", ratio(S(p))}});
  }
  if (o == "halfduplex_r_minus_s_printed" || o == "halfduplex_r_minus_s_corrected") {
    // Planted: 5k^2 for 6k^2 (printed), -k for -k - 1 (corrected).
    if (!(k >= 2 && p >= k + 1)) return none;
    const bool printed = o == "halfduplex_r_minus_s_printed";
    const Ratio diff = thm4_R(p, 1) - (printed ? s_printed(p, k) : s_corrected(p, k));
    const i128 num = !planted ? (printed ? formulas::r_minus_s_printed_num(p, k)
                                         : formulas::r_minus_s_corrected_num(p, k))
                     : printed ? p * p - k * p - 2 * k * k * k + 5 * k * k - 4 * k
                               : p * p - k * p - 2 * k * k * k + 4 * k * k - k;
    if (diff == ratio(num, 2 * k)) return none;
    return show({{"R(n,p,1)-S(n,p,k)", diff}, {"claimed", ratio(num, 2 * k)}});
  }
  if (o == "halfduplex_v_range" || o == "halfduplex_v_recursive" ||
      o == "halfduplex_stronger_precondition") {
    if (!(n >= 1 && k >= 1 && p >= k + 1)) return none;
    const i128 Np = formulas::N(p, k), Dp = formulas::D(p, k), Dq = formulas::D(p - k, k);
    bool ok = false;
    if (o == "halfduplex_v_range")
      ok = planted ? 2 * n * Np < n * Dp : 0 < n * Np && n * Np < n * Dp;
    else if (o == "halfduplex_v_recursive")
      ok = Np == Dq && 2 * n * Np - Dq * Dp == Np * (2 * n - Dp) &&
           Np >= 2 * k + (planted ? 3 : 2);
    else
      ok = Dp >= (planted ? p * p + 2 * p + 2 : p * p + p + 2) && p * p + p + 2 > 2 * (p + 1) &&
           (!(2 * n >= Dp) || n > p) && !(2 * (p + 1) >= Dp);
    if (ok) return none;
    return show({{"n", ratio(n)}, {"N(p,k)", ratio(Np)}, {"D(p,k)", ratio(Dp)},
                 {"D(p-k,k)", ratio(Dq)}});
  }
  if (o == "halfduplex_moved_r") {
    // Planted: R(v,p-k,k) - k(k-1) >= k^2 + 1.
    if (!(k >= 2 && p >= 2 * k + 1)) return none;
    const Ratio r = thm4_R(p - k, k);
    if (r == ratio((2 * k - 1) * (p - k - 1) * (p - 1), 2 * k) && ratio(k * (2 * k - 1)) <= r &&
        ratio(k * k + (planted ? 1 : 0)) <= r - moved)
      return none;
    return show({{"R(v,p-k,k)", r}, {"k(k-1)", moved}});
  }
  if (o == "halfduplex_moved_s") {
    if (!(k >= 2 && p - k >= 2 * k + 1)) return none;
    const Ratio s = s_corrected(p - k, k);
    if (ratio(4 * k * k - 1) <= s - moved) return none;
    return show({{"S(v,p-k,k)_corrected", s}, {"k(k-1)", moved}});
  }
  if (o == "halfduplex_thm5_monotone_k1" || o == "halfduplex_thm5_monotone") {
    // Planted: d >= a.
    if (!((o == "halfduplex_thm5_monotone_k1" ? k == 1 : k >= 2) && a >= k + 1 &&
          (planted ? d >= a : d > a)))
      return none;
    if (thm4_R(a, k) < thm4_R(d, k)) return none;
    return show({{"R(n,d,k)", thm4_R(d, k)}, {"R(n,a,k)", thm4_R(a, k)}});
  }
  const i128 bound = 2 * k * k - 3 * k + 1;
  if (o == "halfduplex_thm5_large_r1" || o == "halfduplex_thm5_large_r2" ||
      o == "halfduplex_thm5_large_rk1") {
    // Planted: p >= 2k^2 - 3k (R(n,p,k) <= R(n,p,1)).
    if (!(k >= 2 && p >= k + 1 && p >= bound - (planted ? 1 : 0))) return none;
    const Ratio r1 = thm4_R(p, 1), r2 = thm4_R(p, 2), rk = thm4_R(p, k), rk1 = thm4_R(p, k + 1);
    if (o == "halfduplex_thm5_large_r1"   ? rk <= r1
        : o == "halfduplex_thm5_large_r2" ? r2 <= rk
                                          : rk < rk1)
      return none;
    return show({{"R(n,p,1)", r1}, {"R(n,p,2)", r2}, {"R(n,p,k)", rk}, {"R(n,p,k+1)", rk1}});
  }
  if (o == "halfduplex_thm5_otherwise_literal" || o == "halfduplex_thm5_otherwise") {
    // The literal "otherwise": not (p >= 2k^2 - 3k + 1 and k >= 2). Corrected: k >= 2 and
    // p < 2k^2 - 3k + 1; planted: p <= 2k^2 - 3k + 1.
    const bool literal = o == "halfduplex_thm5_otherwise_literal";
    if (!(k >= 1 && p >= k + 1)) return none;
    if (literal ? (p >= bound && k >= 2) : !(k >= 2 && (planted ? p <= bound : p < bound)))
      return none;
    const Ratio r1 = thm4_R(p, 1), rk = thm4_R(p, k), rk1 = thm4_R(p, k + 1);
    if (r1 < rk && rk < rk1) return none;
    return show({{"R(n,p,1)", r1}, {"R(n,p,k)", rk}, {"R(n,p,k+1)", rk1}});
  }
  if (o == "halfduplex_thm3_p") {
    if (!(n >= 1 && b >= 1 && a >= b + 1 && d > a)) return none;
    if (thm2_C(n, d, b) < thm2_C(n, a, b)) return none;
    return show({{"C(n,a,b)", thm2_C(n, a, b)}, {"C(n,d,b)", thm2_C(n, d, b)}});
  }
  if (o == "halfduplex_thm3_k") {
    // Planted: e >= b.
    if (!(n >= 1 && b >= 1 && (planted ? e >= b : e > b) && d >= e + 1)) return none;
    if (thm2_C(n, d, e) < thm2_C(n, d, b)) return none;
    return show({{"C(n,d,b)", thm2_C(n, d, b)}, {"C(n,d,e)", thm2_C(n, d, e)}});
  }
  return none;
}

}  // namespace cc::halfduplex
