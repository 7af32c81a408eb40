// Definition 2 and Theorem 2 of Shou and Chen (section 1): f_T, the number of nodes of GBT(L, o, g)
// with label <= T, counted by subtree sizes and node by node, and Theorem 2's recurrence against
// that count case by case.
#include <optional>

#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

// which: 0 the whole recurrence, 1..3 one case (others skipped).
std::optional<Fields> thm2(const Point& p, Budget b, int which) {
  const Time L = p[0], o = p[1], g = p[2], T = fit_T(L, o, g, t_max(b)), h = L + 2 * o;
  const auto f = f_direct(L, o, g, T);
  const auto rec = f_recurrence(L, o, g, T);
  for (Time n = 0; n <= T; ++n) {
    const int c = thm2_case(L, o, g, n);
    if (which != 0 && c != which) continue;
    u128 printed = rec[static_cast<std::size_t>(n)];
    if (which == 3)
      printed = formulas::thm2_case3(f[static_cast<std::size_t>(n - g)],
                                     f[static_cast<std::size_t>(n - h)]);
    if (printed != f[static_cast<std::size_t>(n)])
      return Fields{{"n", n},
                    {"case", static_cast<std::int64_t>(c)},
                    {"recurrence", dec(printed)},
                    {"tree count", dec(f[static_cast<std::size_t>(n)])}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> def2_count(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], T = smoke(b) ? 30 : 60;
  const auto f = f_direct(L, o, g, T);
  for (Time n = 0; n <= T; ++n) {
    const auto e = f_enumerate(L, o, g, n, 200000);
    if (!e) break;
    if (*e != f[static_cast<std::size_t>(n)])
      return Fields{{"T", n},
                    {"by subtree sizes", dec(f[static_cast<std::size_t>(n)])},
                    {"node by node", dec(*e)}};
  }
  return std::nullopt;
}

std::optional<Fields> thm2_recurrence(const Point& p, Budget b) { return thm2(p, b, 0); }
std::optional<Fields> thm2_case1(const Point& p, Budget b) { return thm2(p, b, 1); }
std::optional<Fields> thm2_case2(const Point& p, Budget b) { return thm2(p, b, 2); }
std::optional<Fields> thm2_case3(const Point& p, Budget b) { return thm2(p, b, 3); }

std::optional<Fields> thm2_boundary(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], T = fit_T(L, o, g, t_max(b)), h = L + 2 * o;
  const auto f = f_direct(L, o, g, T);
  for (Time n = 0; n <= T; ++n)
    if (thm2_cases_matching(L, o, g, n) != 1)
      return Fields{
          {"n", n},
          {"cases that apply", static_cast<std::int64_t>(thm2_cases_matching(L, o, g, n))}};
  if (h <= g && g <= T) {
    const u128 c2 = formulas::thm2_case2(static_cast<u128>(g / h)),
               c3 = formulas::thm2_case3(f[0], f[static_cast<std::size_t>(g - h)]);
    if (c2 != f[static_cast<std::size_t>(g)] || c3 != f[static_cast<std::size_t>(g)])
      return Fields{{"n", g},
                    {"case 2 formula", dec(c2)},
                    {"case 3 formula", dec(c3)},
                    {"tree count", dec(f[static_cast<std::size_t>(g)])}};
  }
  return std::nullopt;
}

// Theorem 3's proof: the k-th child of a node with time T (k >= 1, T - L - 2o - kg >= 0) is
// numbered P_i + 1 + sum_{m<k} f_{T-L-2o-mg}, the sizes of the earlier siblings' subtrees
// (Definition 3), and the proof equates that sum with f_T - f_{T-kg}; both on GBT's counts.
std::optional<Fields> thm3_identity_counts(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], T = fit_T(L, o, g, t_max(b));
  return thm3_identity_on(f_direct(L, o, g, T), L, o, g);
}

std::optional<Fields> thm3_identity_on(const std::vector<u128>& f, Time L, Time o, Time g) {
  const Time T = static_cast<Time>(f.size()) - 1;
  auto F = [&](Time n) { return f[static_cast<std::size_t>(n)]; };
  for (Time n = 0; n <= T; ++n) {
    u128 sizes = 0;
    for (Time k = 1; formulas::child_time(L, o, g, n, k) >= 0; ++k) {
      sizes += F(formulas::child_time(L, o, g, n, k - 1));
      if (sizes != F(n) - F(n - k * g))
        return Fields{{"T", n},
                      {"k", k},
                      {"sum_{m<k} f_{T-L-2o-mg}", dec(sizes)},
                      {"f_T - f_{T-kg}", dec(F(n) - F(n - k * g))}};
    }
  }
  return std::nullopt;
}

}  // namespace cc::logp_checks
