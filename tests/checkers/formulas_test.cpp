// Formulas written once (docs/architecture.md): every closed form of spec/models/*_formulas.hpp,
// instantiated for exact integers (what the checks and the re-checks execute) and for z3::expr
// (what the obligations state), gives the same numbers on a grid of small parameters; the Z3 side
// is evaluated by substituting numerals and simplifying. A deliberately altered instance is
// caught by the same comparison.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <type_traits>
#include <string>
#include <vector>

#include "proofs/detail/z3_formula.hpp"
#include "spec/models/halfduplex_algebra.hpp"
#include "spec/models/halfduplex_formulas.hpp"
#include "spec/models/logp_formulas.hpp"
#include "spec/models/postal.hpp"
#include "spec/models/postal_formulas.hpp"

namespace formulas_test {

using namespace cc;

namespace {

// The value of a variable-free integer or Boolean term, after substituting `values` for `vars`.
i128 evaluate(const z3::expr& e, const z3::expr_vector& vars, const z3::expr_vector& values) {
  z3::expr s = z3::expr(e).substitute(vars, values).simplify();
  if (s.is_bool()) {
    REQUIRE((s.is_true() || s.is_false()));
    return s.is_true() ? 1 : 0;
  }
  std::int64_t v = 0;
  REQUIRE(s.is_numeral_i64(v));
  return v;
}

// The first index where the integer instance and the Z3 instance differ, or -1.
int first_difference(const std::vector<i128>& ints, const std::vector<z3::expr>& terms,
                     const z3::expr_vector& vars, const z3::expr_vector& values) {
  REQUIRE(ints.size() == terms.size());
  for (std::size_t i = 0; i < ints.size(); ++i)
    if (evaluate(terms[i], vars, values) != ints[i]) return static_cast<int>(i);
  return -1;
}

i128 as_num(bool b) { return b ? 1 : 0; }
z3::expr as_num(const z3::expr& e) { return e; }

// Every half-duplex closed form at (n, p, k, t), flattened (numerators and denominators apart,
// so that the two instances must agree term by term, not only in value). `plant` alters Rk's
// numerator (p + k for p + k - 1), a slip the comparison must catch.
template <class Num>
std::vector<Num> halfduplex_all(const Num& n, const Num& p, const Num& k, const Num& t,
                                bool plant = false) {
  namespace f = halfduplex::formulas;
  std::vector<Num> v;
  auto add = [&](const formula::Quot<Num>& q) {
    v.push_back(q.num);
    v.push_back(q.den);
  };
  v.push_back(f::N(p, k));
  v.push_back(f::D(p, k));
  add(f::C_plus_1(n, p, k));
  add(f::R1(p));
  add(plant ? formula::Quot<Num>{(2 * k - 1) * (p - 1) * (p + k), 2 * k} : f::Rk(p, k));
  add(f::R(p, k));
  add(f::S_printed(p, k));
  add(f::S_corrected(p, k));
  v.push_back(f::r_minus_s_printed_num(p, k));
  v.push_back(f::r_minus_s_corrected_num(p, k));
  v.push_back(f::a_level(p, k, true));
  v.push_back(f::a_level(p, k, false));
  v.push_back(f::b_level(p, k));
  add(f::s_level(f::S_corrected(p - k, k), p, k));
  add(f::s_level(formula::whole(f::a_level(k + 1, k, true)), p, k));
  for (bool odd : {false, true}) v.push_back(f::q_q1_half(t, odd));
  v.push_back(f::R_integer(k, t));
  v.push_back(f::S_integer(n, k, t));
  v.push_back(as_num(f::R(p, k) < f::S_printed(p, k)));
  v.push_back(as_num(f::R1(p) <= f::Rk(p, k)));
  v.push_back(as_num(f::C_plus_1(n, p, k) == f::C_plus_1(n, p + 1, k)));
  // Theorems 1, 2, 5 and 7 and the moved transfers, t standing for v, c or C.
  add(f::C(n, p, k));
  add(f::n_minus_v(n, p, k));
  v.push_back(f::thm5_threshold(k));
  v.push_back(f::moved(k));
  v.push_back(as_num(f::phase1_balanced(n, p, k, t)));
  v.push_back(as_num(f::is_thm1_v(t, n, p, k)));
  v.push_back(as_num(f::is_block(t, n, k, p)));
  v.push_back(as_num(f::is_phase_count(n, t, p, k)));
  v.push_back(as_num(f::is_thm2_C(t, n, p, k)));
  v.push_back(as_num(f::precondition(n, p, k)));
  v.push_back(as_num(f::every_pe_computes(n, t, p, k)));
  return v;
}

struct Grid {
  z3::context ctx;
  z3::expr n = ctx.int_const("n"), p = ctx.int_const("p"), k = ctx.int_const("k"),
           t = ctx.int_const("t");
  z3::expr_vector vars{ctx};
  Grid() {
    for (const auto& x : {n, p, k, t}) vars.push_back(x);
  }
  z3::expr_vector at(i128 nv, i128 pv, i128 kv, i128 tv) {
    z3::expr_vector values(ctx);
    for (i128 x : {nv, pv, kv, tv}) values.push_back(ctx.int_val(static_cast<std::int64_t>(x)));
    return values;
  }
};

}  // namespace

TEST_CASE("the half-duplex formulas agree over integers and as Z3 terms", "[slow]") {
  Grid g;
  const auto terms = halfduplex_all(g.n, g.p, g.k, g.t);
  int points = 0;
  for (i128 n = 1; n <= 6; ++n)
    for (i128 p = 1; p <= 12; ++p)
      for (i128 k = 1; k <= 6; ++k)
        for (i128 t = 0; t <= 2; ++t, ++points) {
          INFO("n=" << static_cast<long>(n) << " p=" << static_cast<long>(p)
                    << " k=" << static_cast<long>(k) << " t=" << static_cast<long>(t));
          CHECK(first_difference(halfduplex_all(n, p, k, t), terms, g.vars, g.at(n, p, k, t)) ==
                -1);
        }
  CHECK(points == 6 * 12 * 6 * 3);
}

TEST_CASE("the Ratio forms are the formulas reduced, with the paper's values") {
  using halfduplex::ratio;
  for (i128 p = 2; p <= 20; ++p)
    for (i128 k = 1; k < p; ++k) {
      CHECK(halfduplex::thm4_R(p, k) == ratio(halfduplex::formulas::R(p, k)));
      CHECK(halfduplex::thm2_C(7, p, k) ==
            ratio(halfduplex::formulas::C_plus_1<i128>(7, p, k)) - ratio(1));
    }
  CHECK(halfduplex::thm4_R(4, 3) == ratio(15));  // the worked examples of section 2
  CHECK(halfduplex::thm4_R(7, 3) == ratio(45));
  CHECK(halfduplex::to_text(halfduplex::s_printed(5, 2)) == "65/4");
  CHECK(halfduplex::s_corrected(5, 2) == ratio(17));
  CHECK(halfduplex::to_text(halfduplex::thm2_C(16, 4, 3)) == "6");  // 7n/16 - 1
}

TEST_CASE("an altered formula instance is caught by the agreement") {
  Grid g;
  const auto planted = halfduplex_all(g.n, g.p, g.k, g.t, /*plant=*/true);
  // R_k's numerator is the 7th and 8th entries (after N, D, C + 1 and R_1): index 6.
  CHECK(first_difference(halfduplex_all<i128>(1, 5, 2, 0), planted, g.vars, g.at(1, 5, 2, 0)) ==
        6);
}

TEST_CASE("the postal G agrees over integers and as a Z3 term, and is the sequence's recurrence") {
  z3::context ctx;
  const z3::expr j = ctx.int_const("j"), lambda = ctx.int_const("lambda"), k = ctx.int_const("k"),
                 a = ctx.int_const("a"), b = ctx.int_const("b");
  z3::expr_vector vars(ctx);
  for (const auto& x : {j, lambda, k, a, b}) vars.push_back(x);
  const std::vector<z3::expr> terms = {postal::formulas::G(j, lambda, k, a, b),
                                       postal::formulas::G_next(a, k, b)};
  for (i128 jv = 0; jv <= 6; ++jv)
    for (i128 lv = 1; lv <= 4; ++lv)
      for (i128 kv = 1; kv <= 4; ++kv)
        for (i128 av = 1; av <= 5; ++av)
          for (i128 bv = 1; bv <= 5; ++bv) {
            z3::expr_vector values(ctx);
            for (i128 x : {jv, lv, kv, av, bv})
              values.push_back(ctx.int_val(static_cast<std::int64_t>(x)));
            const std::vector<i128> ints = {postal::formulas::G(jv, lv, kv, av, bv),
                                            postal::formulas::G_next(av, kv, bv)};
            CHECK(first_difference(ints, terms, vars, values) == -1);
          }
  // The sequence G(j) is the formula applied step by step: 1, 1, 1, 3, 5, 7, 13 at k = 2,
  // lambda = 3.
  postal::GSequence G(2, 3);
  const std::vector<u64> want = {1, 1, 1, 3, 5, 7, 13, 23, 37};
  for (std::size_t i = 0; i < want.size(); ++i) CHECK(G(i) == want[i]);
  CHECK(postal::min_steps(13, 2, 3, 64) == std::optional<u64>(6));
  CHECK(G.min_steps(14) == 7);
  // A planted coefficient k - 1 is caught.
  z3::expr_vector values(ctx);
  for (int x : {5, 3, 2, 4, 3}) values.push_back(ctx.int_val(x));
  CHECK(first_difference({postal::formulas::G<i128>(5, 3, 2, 4, 3)},
                         {postal::formulas::G(j, lambda, k - 1, a, b)}, vars, values) == 0);
}

TEST_CASE("G(j) past 2^64 - 1 is an Overflow naming G(j)") {
  postal::GSequence G(~u64{0} / 2, 1);
  CHECK(G(1) == ~u64{0} / 2 + 1);
  CHECK_THROWS_WITH(G(2), "k G(j - lambda) exceeds 2^64-1");
  postal::GSequence H(1, 1);
  for (std::size_t i = 0; i < 63; ++i) CHECK(H(i) == u64{1} << i);
  CHECK(H(63) == u64{1} << 63);
  CHECK_THROWS_WITH(H(64), "G(64) exceeds 2^64-1");
}

TEST_CASE("the LogP Theorem 2 step agrees over integers and as Z3 terms") {
  namespace f = logp::formulas;
  z3::context ctx;
  const z3::expr L = ctx.int_const("L"), o = ctx.int_const("o"), g = ctx.int_const("g"),
                 n = ctx.int_const("n"), k = ctx.int_const("k");
  z3::expr_vector vars(ctx);
  for (const auto& x : {L, o, g, n, k}) vars.push_back(x);
  auto all = [](const auto& L, const auto& o, const auto& g, const auto& n, const auto& k) {
    using Num = std::decay_t<decltype(L)>;
    std::vector<Num> v = {f::hop(L, o)};
    for (const auto& h : f::thm2_hyps(L, o, g, n, k)) v.push_back(as_num(h));
    v.push_back(as_num(f::thm2_shift(L, o, g, n, k)));
    v.push_back(as_num(f::thm2_short(g, n, k)));
    v.push_back(as_num(f::thm2_tail(L, o, g, n, k)));
    return v;
  };
  const auto terms = all(L, o, g, n, k);
  int satisfied = 0;
  for (i128 Lv = 0; Lv <= 3; ++Lv)
    for (i128 ov = 0; ov <= 2; ++ov)
      for (i128 gv = 1; gv <= 3; ++gv)
        for (i128 nv = 0; nv <= 12; ++nv)
          for (i128 kv = -1; kv <= 4; ++kv) {
            z3::expr_vector values(ctx);
            for (i128 x : {Lv, ov, gv, nv, kv})
              values.push_back(ctx.int_val(static_cast<std::int64_t>(x)));
            const auto ints = all(Lv, ov, gv, nv, kv);
            CHECK(first_difference(ints, terms, vars, values) == -1);
            satisfied += std::all_of(ints.begin() + 1, ints.begin() + 9, [](i128 b) { return b; });
          }
  CHECK(satisfied > 0);  // the grid reaches points where every hypothesis holds
}

TEST_CASE("the LogP tree times, Theorem 2's cases and the summation counts agree both ways") {
  namespace f = logp::formulas;
  z3::context ctx;
  const z3::expr L = ctx.int_const("L"), o = ctx.int_const("o"), g = ctx.int_const("g"),
                 T = ctx.int_const("T"), k = ctx.int_const("k"), P = ctx.int_const("P");
  z3::expr_vector vars(ctx);
  for (const auto& x : {L, o, g, T, k, P}) vars.push_back(x);
  // Every closed form at (L, o, g, T, k, P), T also standing for n, N and a sum of T_i, k for a
  // number of children and a floor, P for f-values and P_i.
  auto all = [](const auto& L, const auto& o, const auto& g, const auto& T, const auto& k,
                const auto& P) {
    using Num = std::decay_t<decltype(L)>;
    const auto q = f::thm6_time(T, T + k, P, P);
    return std::vector<Num>{f::child_time(L, o, g, T, k),
                            f::thm3_child_number(P, T, k),
                            as_num(f::thm2_in_case1(L, o, T)),
                            as_num(f::thm2_in_case2(L, o, g, T)),
                            as_num(f::thm2_in_case3(L, o, g, T)),
                            f::thm2_case2(k),
                            f::thm2_case3(T, k),
                            f::node_operands(T, k, o),
                            f::thm5_ns(T, P, o),
                            f::thm5_split(T, k, P, o),
                            q.num,
                            q.den};
  };
  const auto terms = all(L, o, g, T, k, P);
  for (i128 Lv = 1; Lv <= 3; ++Lv)
    for (i128 ov = 0; ov <= 2; ++ov)
      for (i128 gv = 1; gv <= 3; ++gv)
        for (i128 Tv = -2; Tv <= 12; ++Tv)
          for (i128 kv = 0; kv <= 3; ++kv)
            for (i128 Pv = 1; Pv <= 3; ++Pv) {
              z3::expr_vector values(ctx);
              for (i128 x : {Lv, ov, gv, Tv, kv, Pv})
                values.push_back(ctx.int_val(static_cast<std::int64_t>(x)));
              CHECK(first_difference(all(Lv, ov, gv, Tv, kv, Pv), terms, vars, values) == -1);
            }
  // The integer instance is the arithmetic the executor's rules give: Figure 1's T*(8; 6, 2, 4)
  // has children of the root at 24 - 10 - 4k, Figure 2's root (T_0 = 24, three children, o = 2)
  // sums A_0 = 16, and Theorem 6 at Figure 2 is 24 + 35/7 = 29.
  CHECK(f::child_time<i128>(6, 2, 4, 24, 0) == 14);
  CHECK(f::child_time<i128>(6, 2, 4, 24, 2) == 6);
  CHECK(f::node_operands<i128>(24, 3, 2) == 16);
  CHECK(formula::whole<i128>(29) == f::thm6_time<i128>(24, 82, 47, 7));
}

}  // namespace formulas_test
