// Teeth of the half-duplex claims that time phase 1 per lane (docs/modelling-choices.md,
// halfduplex.phase1_accounting's other reading): the executor's timed tally on a schedule whose
// lanes differ, section 7's rebalance (halfduplex.sec7.rebalance), the two readings compared
// (halfduplex.phase1.timed_same) and the figures' running times under the timed reading
// (halfduplex.fig6.tau1_timed, .fig7.tau01_timed, .fig8.n4096_timed). Each holds for the
// paper's algorithms where it should and is refuted on a planted bug.
#include <catch2/catch.hpp>
#include <string>
#include <utility>

#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/timing.hpp"
#include "spec/models/halfduplex.hpp"
#include "tests/checkers/check_support.hpp"

namespace halfduplex_timing_test {

using namespace cc;
using check_support::check;

namespace {

const halfduplex::PrefixVariant& paper() { return halfduplex::find_variant("paper"); }

// Two lanes: on level 1 (the recursion) PE 1 combines x1, x2 and exchanges with PE 2 (one
// computation step, two communication steps); on level 0's side lane PE 3 scans x4..x6 (two
// computation steps). Componentwise phase 1 takes (2, 2); timed at tau = 1 the recursion's lane
// (1 + 2 = 3 > 2), at tau = 1/10 the side lane (2 > 1.2).
halfduplex::Schedule two_lanes() {
  using namespace halfduplex;
  Schedule s;
  s.p = 3;
  s.n = 6;
  s.inputs = {{Run::one(1, 1), Run::one(2, 2)}, {Run::one(3, 3)}, {Run{4, 4, 1, 1, 3}}};
  s.steps.push_back({StepKind::comp, 1, {}, {{0, Run::one(1, 1), Run::one(2, 2)}}, 1});
  s.steps.push_back({StepKind::comm, 1, {{0, 1, {Run::one(1, 2)}}}, {}, 1});
  s.steps.push_back({StepKind::comm, 1, {{1, 0, {Run::one(3, 3)}}}, {}, 1});
  s.steps.push_back({StepKind::comp, 1, {}, {{2, Run::one(4, 4), Run::one(5, 5)}}, 0, true});
  s.steps.push_back({StepKind::comp, 1, {}, {{2, Run::one(4, 5), Run::one(6, 6)}}, 0, true});
  return s;
}

}  // namespace

TEST_CASE("halfduplex timed tally: phase 1's lanes combined by their times, not componentwise") {
  using namespace halfduplex;
  const Schedule s = two_lanes();
  const Execution plain = execute(s);
  REQUIRE_FALSE(plain.violation);
  CHECK(plain.computation_steps == 2);
  CHECK(plain.communication_steps == 2);
  const Execution t1 = execute(s, timed(CostModel{}, 1, 1));
  REQUIRE_FALSE(t1.violation);
  CHECK(t1.computation_steps == 1);
  CHECK(t1.communication_steps == 2);
  const Execution t01 = execute(s, timed(CostModel{}, 1, 10));
  CHECK(t01.computation_steps == 2);
  CHECK(t01.communication_steps == 0);
  // The literal executor keeps the same accounting.
  const Execution lit = execute_explicit(s, timed(CostModel{}, 1, 1));
  CHECK(lit.computation_steps == 1);
  CHECK(lit.communication_steps == 2);
}

TEST_CASE("halfduplex sec7.rebalance: refuted at tau = 1/10, p = 3, holds at tau = 10") {
  // A(7, 3, 1), v = 4: 18/5 at v; any v' <= 3 takes at least 5.
  const auto f = halfduplex_checks::sec7_rebalance_case(paper(), {3, 1, 1, 1});
  REQUIRE(f);
  CHECK_THAT(to_text(*f), Catch::Contains("algorithm=A"));
  CHECK_THAT(to_text(*f), Catch::Contains("running time at v=18/5"));
  CHECK_FALSE(halfduplex_checks::sec7_rebalance_case(paper(), {3, 1, 1, 100}));
  CHECK_FALSE(halfduplex_checks::sec7_rebalance_case(paper(), {13, 6, 1, 100}));
  CHECK_FALSE(halfduplex_checks::sec7_rebalance_case(paper(), {13, 1, 1, 10}));
  const Outcome o = check("halfduplex.sec7.rebalance");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::StartsWith("p=3 k=1 m=1 tau10=1"));
  CHECK(check("halfduplex.sec7.rebalance_tau10").verdict == Verdict::verified);
  // Planted: the schedules skip a part in phase k+1, so a PE lacks the value it combines.
  const Outcome planted = check("halfduplex.sec7.rebalance_tau10", "planted-drop-last-part");
  REQUIRE(planted.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*planted.counterexample), Catch::Contains("rule=no-value"));
  CHECK(check("halfduplex.sec7.rebalance_tau10", "planted-move-before-scan").verdict ==
        Verdict::refuted);
}

TEST_CASE("halfduplex phase1.timed_same: the readings agree at integral n, planted refuted") {
  CHECK_FALSE(halfduplex_checks::timed_same_case(paper(), {13, 6, 1}));
  CHECK_FALSE(halfduplex_checks::timed_same_case(paper(), {4, 3, 2}));
  CHECK(check("halfduplex.phase1.timed_same").verdict == Verdict::verified);
  CHECK(check("halfduplex.phase1.timed_same", "planted-drop-last-part").verdict ==
        Verdict::refuted);
}

TEST_CASE("halfduplex alg_b.faster_than_a_timed: refuted at n = 20, holds at integral n") {
  // B(20, 5, 2) at tau = 1/10: blocks of 5 and 6 inputs; B's moved parts lengthen the slower
  // lane of phase 1.
  const auto f = halfduplex_checks::b_faster_timed_case(paper(), {5, 2, 20});
  REQUIRE(f);
  CHECK_THAT(to_text(*f), Catch::Contains("fails=\"B faster than A\""));
  CHECK_FALSE(halfduplex_checks::b_faster_timed_case(paper(), {5, 2, 19}));
  const Outcome o = check("halfduplex.alg_b.faster_than_a_timed");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::StartsWith("p=5 k=2 n=20 tau=1/10"));
  CHECK(check("halfduplex.alg_b.faster_than_a_timed_integral").verdict == Verdict::verified);
  CHECK(check("halfduplex.alg_b.faster_than_a_timed_integral", "planted-move-before-scan")
            .verdict == Verdict::refuted);
}

TEST_CASE("halfduplex fig6..fig8 timed: hold on the paper's cost, planted machine-p cost refuted") {
  using halfduplex_checks::CostReading;
  const std::pair<int, std::int64_t> figs[] = {{6, 8192}, {7, 8192}, {8, 4096}};
  for (const auto& [fig, n] : figs) {
    INFO("figure " << fig);
    CHECK_FALSE(halfduplex_checks::figure_case(fig, halfduplex::Reading::merged, {n}, CostReading::involved,
                                               true));
    // Planted: every collective charged 2 log2 13 (the machine's p), timed per lane too.
    CHECK(halfduplex_checks::figure_case(fig, halfduplex::Reading::merged, {n}, CostReading::machine, true));
  }
  CHECK(check("halfduplex.fig6.tau1_timed").verdict == Verdict::verified);
}

}  // namespace halfduplex_timing_test
