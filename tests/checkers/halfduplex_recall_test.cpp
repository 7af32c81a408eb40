// Teeth of the half-duplex claims on the phases of A, the roles of the PEs in phase 1, section 7's
// idle PEs and the Z3 claims of sections 1 and 2 (halfduplex.alg_a.phases, .alg_a.phase1_roles,
// .sec7.idle, .sec2.v_range, .sec1.stronger_precondition): each holds for the paper's algorithms
// and is refuted on a planted bug, with the counterexample it should name.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "checkers/engine/proof.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/optima.hpp"
#include "checkers/halfduplex/proof_checks.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/models/halfduplex_algebra.hpp"
#include "tests/checkers/check_support.hpp"

namespace halfduplex_recall_test {

using namespace cc;
using check_support::check;

namespace {

const halfduplex::PrefixVariant& paper() { return halfduplex::find_variant("paper"); }

// A variant built here, not registered: phase 1's split moved by `delta` at every level.
halfduplex::PrefixVariant shifted(std::int64_t delta) {
  halfduplex::PrefixVariant v("test-shift", "test: phase 1's split shifted", true);
  v.split_delta = delta;
  return v;
}

}  // namespace

TEST_CASE("A phase by phase holds at every p <= 12, and both planted variants are refuted") {
  for (std::int64_t p = 2; p <= 12; ++p)
    for (std::int64_t k = 1; k < p; ++k)
      if ((p - 1) % k == 0)
        for (std::int64_t m = 1; m <= 2; ++m) {
          INFO("p=" << p << " k=" << k << " m=" << m);
          CHECK_FALSE(halfduplex_checks::alg_a_phases_case(paper(), {p, k, m}));
        }
  const Outcome off = check("halfduplex.alg_a.phases", "planted-split-off-by-one");
  REQUIRE(off.verdict == Verdict::refuted);
  // At p = 2, k = 1 the first PE gets v + 1 inputs: phase 1 takes one step more than c - 1.
  CHECK_THAT(to_text(*off.counterexample), Catch::Contains("p=2 k=1 m=1"));
  CHECK_THAT(to_text(*off.counterexample), Catch::Contains("computation steps (c - 1)"));
  CHECK(check("halfduplex.alg_a.phases", "planted-drop-last-part").verdict == Verdict::refuted);
  // The paper's worked examples are points of the domain: p = 4, k = 3 and p = 7, k = 3.
  CHECK_FALSE(halfduplex_checks::alg_a_phases_case(paper(), {4, 3, 4}));
  CHECK_FALSE(halfduplex_checks::alg_a_phases_case(paper(), {7, 3, 2}));
}

TEST_CASE("phase 1's roles: a split that leaves the last k PEs nothing to move is refuted") {
  CHECK_FALSE(halfduplex_checks::phase1_roles_case(paper(), {5, 2}));
  CHECK_FALSE(halfduplex_checks::phase1_roles_case(paper(), {2, 1}));
  CHECK_FALSE(halfduplex_checks::phase1_roles_case(paper(), {13, 12}));
  // Planted: v = n - 1 (clamped) at every level: the last k PEs of each level get one input
  // between them, so some PE that should communicate in phase 1 has nothing to send or receive.
  const auto f = halfduplex_checks::phase1_roles_case(shifted(1000), {5, 2});
  REQUIRE(f);
  CHECK_THAT(to_text(*f), Catch::Contains("silent in phase 1"));
}

TEST_CASE("section 7's idle PEs: the last k finish first for p - k >= 2, not at p = k + 1") {
  CHECK_FALSE(halfduplex_checks::sec7_idle_case(paper(), {5, 2, 1}));
  CHECK_FALSE(halfduplex_checks::sec7_idle_case(paper(), {13, 6, 1}));
  // p = k + 1 is outside the corrected claim and refutes the literal one: both lanes take
  // c - 1 = v - 1 computation steps and no communication (the first example, p = 4, k = 3).
  CHECK_FALSE(halfduplex_checks::sec7_idle_case(paper(), {4, 3, 1}));
  const auto lit = halfduplex_checks::sec7_idle_literal_case(paper(), {4, 3, 1});
  REQUIRE(lit);
  CHECK_THAT(to_text(*lit), Catch::Contains("first p-k PEs: communication=0"));
  CHECK_THAT(to_text(*lit), Catch::Contains("last k PEs: computation=3"));
  const Outcome o = check("halfduplex.sec7.idle.literal");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::StartsWith("p=2 k=1 m=1"));
  // Planted: v four smaller at every level (A(19, 5, 2): v = 5, c = 7), so the last k PEs
  // compute 6 steps against the first p - k PEs' 3.
  const auto f = halfduplex_checks::sec7_idle_case(shifted(-4), {5, 2, 1});
  REQUIRE(f);
  CHECK_THAT(to_text(*f), Catch::Contains("algorithm=A(n,p,k)"));
}

TEST_CASE("the planted obligations of sections 1 and 2 are refuted with models that re-check",
          "[slow]") {
  using G = proofs::HalfduplexFormula;
  for (const G g : {G::v_range, G::stronger_precondition}) {
    const std::string name = proofs::halfduplex_formula_planted(g);
    INFO(name);
    REQUIRE_FALSE(name.empty());
    RunContext ctx;
    const Outcome o = run_obligations("t", {halfduplex_checks::formula_obligation(name)}, {}, ctx);
    REQUIRE(o.verdict == Verdict::refuted);
    REQUIRE(o.counterexample);
    std::map<std::string, i128> values;
    for (const auto& f : *o.counterexample)
      if (const auto* v = std::get_if<std::string>(&f.value); v && f.key.size() == 1)
        values[f.key] = std::stoll(*v);
    const std::string base = name.substr(0, name.size() - std::string("_planted").size());
    CHECK(halfduplex::formula_counterexample(name, values));
    CHECK_FALSE(halfduplex::formula_counterexample(base, values));
  }
  CHECK(check("halfduplex.sec2.v_range").verdict == Verdict::proved);
  CHECK(check("halfduplex.sec1.stronger_precondition").verdict == Verdict::proved);
}

TEST_CASE("collectives in ceil(log2 q) steps: binomial trees hold, planted ones are refuted") {
  for (std::int64_t q = 2; q <= 40; ++q) {
    INFO("q=" << q);
    CHECK_FALSE(halfduplex_checks::collective_log_check(q, 8, false, 1));
  }
  // The tree's spans in ascending order: P_3 sends in the first step before it holds x_1.
  const auto asc = halfduplex_checks::collective_log_check(4, 0, true, 1);
  REQUIRE(asc);
  CHECK_THAT(to_text(*asc), Catch::Contains("rule=no-value"));
  // A search in which a PE may send two messages per step reaches 5 PEs in 2 steps, not 3.
  const auto two = halfduplex_checks::collective_log_check(5, 8, false, 2);
  REQUIRE(two);
  CHECK(to_text(*two) == "least steps of any broadcast=2 ceil(log2 q)=3");
}

TEST_CASE("the trade-off within each family: holds but at p = 3 for A and E") {
  for (std::int64_t p = 2; p <= 20; ++p) {
    INFO("p=" << p);
    CHECK_FALSE(halfduplex_checks::tradeoff_check(p, false, paper()));
    CHECK(halfduplex_checks::tradeoff_check(p, true, paper()).has_value() == (p == 3));
  }
  const auto f = halfduplex_checks::tradeoff_check(3, true, paper());
  REQUIRE(f);
  CHECK(to_text(*f) ==
        "algorithm=A fewest computation steps=A(n,p,2) its communication steps=6.000 "
        "A(n,p,1)=6.000");
  // Planted: v = n - 1 at every level starves the last k PEs, whose parts then cost no
  // messages; the trade-off is gone.
  CHECK(halfduplex_checks::tradeoff_check(13, false, shifted(1000)));
}

// halfduplex.optima.prefix_comm (docs/optima.md): the table of optima of the half-duplex prefix's
// communication steps, computed by collcheck synth; a table one step low (below ceil(log2 p) where
// the optimum meets it) or far too high (above the paper's executed counts) is refuted.
TEST_CASE("optima.prefix_comm holds, and a wrong table is refuted on either side", "[slow]") {
  const Outcome o = check("halfduplex.optima.prefix_comm");
  CHECK(o.verdict == Verdict::proved);
  RunContext ctx;
  ctx.budget = Budget::smoke;
  ctx.jobs = 1;
  const Outcome low = halfduplex_checks::optima_prefix_comm_checker("t", -1).run(ctx);
  CHECK(low.verdict == Verdict::refuted);
  const Outcome high = halfduplex_checks::optima_prefix_comm_checker("t", 100).run(ctx);
  CHECK(high.verdict == Verdict::refuted);
}

}  // namespace halfduplex_recall_test
