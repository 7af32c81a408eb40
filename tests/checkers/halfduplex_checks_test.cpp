// Teeth of the half-duplex family (Lin and Hung): the paper's algorithm meets its claims on smoke,
// both planted variants are refuted with their least counterexamples, and a false Z3 obligation
// is refuted with a model that re-checks in spec/.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <map>
#include <thread>

#include "checkers/engine/domain.hpp"
#include "checkers/halfduplex/checkers.hpp"
#include "checkers/halfduplex/table.hpp"
#include "checkers/progress.hpp"
#include "checkers/runner.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/core/stop.hpp"
#include "spec/models/halfduplex_algebra.hpp"
#include "tests/checkers/check_support.hpp"

namespace halfduplex_checks_test {

using namespace cc;

using check_support::check;

TEST_CASE("every halfduplex claim meets its expectation on smoke", "[slow]") {
  for (const auto& c : claims()) {
    if (c.spec->family != "halfduplex") continue;
    INFO(c.spec->id);
    REQUIRE(c.checker != nullptr);
    RunContext ctx;
    ctx.budget = Budget::smoke;
    ctx.jobs = 2;
    CHECK(as_expected(c.spec->expect, c.checker->run(ctx).verdict));
  }
}

TEST_CASE("the off-by-one phase-1 split is refuted by Theorems 2 and 4") {
  CHECK(check("halfduplex.thm2.c", "planted-split-off-by-one").verdict == Verdict::refuted);
  CHECK(check("halfduplex.thm4.r", "planted-split-off-by-one").verdict == Verdict::refuted);
}

TEST_CASE("the dropped part of phase k+1 is refuted by the executor") {
  const Outcome o = check("halfduplex.alg_a.prefixes", "planted-drop-last-part");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("rule=no-value"));
}

TEST_CASE("B's moved parts sent before they are computed are refuted by the executor") {
  const Outcome o = check("halfduplex.alg_b.prefixes", "planted-move-before-scan");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("rule=no-value"));
  CHECK(check("halfduplex.alg_f.prefixes", "planted-move-before-scan").verdict == Verdict::refuted);
}

TEST_CASE("the compressed and literal executors agree on the planted variants too") {
  for (const char* v :
       {"planted-split-off-by-one", "planted-drop-last-part", "planted-move-before-scan"}) {
    INFO(v);
    CHECK(check("halfduplex.executor.agree", v).verdict == Verdict::verified);
  }
}

TEST_CASE("the printed S(n, p, k) is refuted at the least B, with the executed 17 against 65/4") {
  const Outcome o = check("halfduplex.s.executed", "");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("p=5 k=2 n=19"));
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("S printed=65/4"));
}

TEST_CASE("the false strict precondition is refuted by Z3 with a model that re-checks") {
  const auto r = proofs::prove_halfduplex("halfduplex_thm7_planted", {});
  REQUIRE(r.status == proofs::Status::counterexample);
  CHECK(halfduplex::obligation_violated("halfduplex_thm7_planted", proofs::model_values(r)));
}

// ---- the checks of checkers/halfduplex/ that take a planted bug as a parameter ----

namespace {
using cc::halfduplex::Algorithm;
using cc::halfduplex_checks::CostBound;
const cc::halfduplex::PrefixVariant& paper() { return cc::halfduplex::find_variant("paper"); }
// The least (p, k, m), p <= P, m <= M, at which the cost bound fails.
std::optional<std::string> cost_fails(const CostBound& b, std::int64_t P, std::int64_t M) {
  for (std::int64_t p = 2; p <= P; ++p)
    for (std::int64_t k = 1; k < p; ++k)
      for (std::int64_t m = 1; m <= M; ++m)
        if ((p - 1) % k == 0)
          if (auto f = cc::halfduplex_checks::check_cost(b, p, k, m, paper()))
            return "p=" + std::to_string(p) + " k=" + std::to_string(k) +
                   " m=" + std::to_string(m) + " " + to_text(*f);
  return std::nullopt;
}
}  // namespace

TEST_CASE("the cost constants hold, and a constant made too tight is refuted") {
  // The claims' constants over p <= 24: A 2 + 2/m, B 2 + 5/4m, E and F 2 + 4/m, below 3/4.
  CHECK_FALSE(cost_fails({Algorithm::A, false, 2, 1}, 24, 2));
  CHECK_FALSE(cost_fails({Algorithm::B, false, 5, 4}, 24, 2));
  CHECK_FALSE(cost_fails({Algorithm::E, false, 4, 1}, 24, 2));
  CHECK_FALSE(cost_fails({Algorithm::A, true, 3, 4}, 24, 2));
  // Planted: A with 2 + 1/m (R(n, p, p-1) approaches 2p^2), B with 2 + 1/m (S approaches
  // 5p^2/4 at p = 2k + 1), the growth below p^3 with 2(p-1)/(m+1) instead of 3(p-1)/4(m+1).
  const auto a = cost_fails({Algorithm::A, false, 1, 1}, 24, 2);
  REQUIRE(a);
  CHECK_THAT(*a, Catch::StartsWith("p=6 k=5 m=1"));
  CHECK(cost_fails({Algorithm::B, false, 1, 1}, 24, 2));
  CHECK(cost_fails({Algorithm::A, true, 2, 1}, 24, 2));
}

TEST_CASE("C = Theta(n/p): the lower bound is attained at k = p - 1, so a strict one is refuted") {
  for (std::int64_t p = 2; p <= 12; ++p)
    for (std::int64_t k = 1; k < p; ++k)
      if ((p - 1) % k == 0) {
        INFO("p=" << p << " k=" << k);
        CHECK_FALSE(cc::halfduplex_checks::check_c_theta(p, k, 3, false, paper()));
        CHECK(cc::halfduplex_checks::check_c_theta(p, k, 3, true, paper()).has_value() ==
              (k == p - 1));
      }
}

TEST_CASE("S = Theta(p^2): 17/25 is attained at p = 5, k = 2, so 69/100 is refuted there") {
  CHECK_FALSE(cc::halfduplex_checks::check_s_theta(5, 2, 1, 17, 25, paper()));
  const auto f = cc::halfduplex_checks::check_s_theta(5, 2, 1, 69, 100, paper());
  REQUIRE(f);
  CHECK_THAT(to_text(*f), Catch::Contains("S executed=17"));
}

TEST_CASE("section 5 for B, E and F: below the precondition some PE is idle") {
  // n = p: the check that the claim runs above the precondition refutes the point below it.
  for (const auto alg : {Algorithm::B, Algorithm::E, Algorithm::F})
    CHECK(cc::halfduplex_checks::check_all_active(alg, 5, 5, 2, paper()));
  CHECK_FALSE(cc::halfduplex_checks::check_all_active(Algorithm::B, 19, 5, 2, paper()));
}

TEST_CASE("Theorem 3 holds at n integral for all three and fails at the non-integral n = 8") {
  // d = 3, b = 1, a = 2, e = 2: integral n are multiples of lcm(4, 7, 9) = 252.
  CHECK_FALSE(cc::halfduplex_checks::check_thm3_at(252, 2, 1, 3, 2, paper()));
  const auto f = cc::halfduplex_checks::check_thm3_at(8, 2, 1, 3, 2, paper());
  REQUIRE(f);
  CHECK(to_text(*f) == "n=8 C(n,a,b)=5 C(n,d,b)=5 C(n,d,e)=4");
}

TEST_CASE("the sum of n inputs needs ceil(log2 n) steps, a ternary operation is refuted") {
  for (std::int64_t n = 2; n <= 6; ++n) {
    std::int64_t want = 0;
    while ((std::int64_t{1} << want) < n) ++want;
    CHECK(cc::halfduplex_checks::least_sum_steps_exhaustive(n, 2) == want);
    CHECK(cc::halfduplex_checks::least_sum_steps_lengths(n, 2) == want);
  }
  CHECK(cc::halfduplex_checks::least_sum_steps_lengths(1024, 2) == 10);
  CHECK(cc::halfduplex_checks::least_sum_steps_lengths(1025, 2) == 11);
  // Planted: three operands per operation forms 1:3 in one step and 1:9 in two.
  CHECK(cc::halfduplex_checks::least_sum_steps_exhaustive(3, 3) == 1);
  CHECK(cc::halfduplex_checks::least_sum_steps_lengths(9, 3) == 2);
}

TEST_CASE("the worked examples phase by phase: planted variants are refuted") {
  for (const char* id : {"halfduplex.example.p4k3.phases", "halfduplex.example.p7k3.phases"}) {
    INFO(id);
    CHECK(check(id, "").verdict == Verdict::verified);
    CHECK(check(id, "planted-split-off-by-one").verdict == Verdict::refuted);
    CHECK(check(id, "planted-drop-last-part").verdict == Verdict::refuted);
  }
  const Outcome o = check("halfduplex.example.p4k3.phases", "planted-split-off-by-one");
  REQUIRE(o.counterexample);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("m=1 n=16 phase=1"));
}

TEST_CASE("the first example's P_1 is a misprint for P_2: P_2 holds z_1 after phase 1") {
  const Outcome o = check("halfduplex.example.p4k3.after_phase1", "");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) ==
        "m=1 n=16 P_1 holds of z_{1,1..n/4}=0 P_2 holds of z_{1,1..n/4}=4 P_1 holds y_{n/4}=true");
}

TEST_CASE("B's components phase by phase and section 5's idle PEs: planted variants refuted") {
  CHECK(check("halfduplex.s.components", "planted-move-before-scan").verdict == Verdict::refuted);
  CHECK(check("halfduplex.s.components", "planted-split-off-by-one").verdict == Verdict::refuted);
  CHECK(check("halfduplex.sec5.idle_bef", "planted-drop-last-part").verdict == Verdict::refuted);
  CHECK(check("halfduplex.sec5.precondition_bef", "planted-drop-last-part").verdict ==
        Verdict::refuted);
}

TEST_CASE("section 6 against L and PLL, Theta(n/p), Theta(p^2): planted variants are refuted") {
  CHECK(check("halfduplex.sec6.a_vs_l", "planted-drop-last-part").verdict == Verdict::refuted);
  // One more input in phase 1 at every level: C rises above 2n/p - 1 and S below 17p^2/25.
  const Outcome pll = check("halfduplex.sec6.vs_pll", "planted-split-off-by-one");
  REQUIRE(pll.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*pll.counterexample), Catch::StartsWith("p=10 k=1 m=1 algorithm=A n=56 C=11"));
  CHECK(check("halfduplex.sec4.c_theta", "planted-split-off-by-one").verdict == Verdict::refuted);
  const Outcome s = check("halfduplex.s.theta", "planted-split-off-by-one");
  REQUIRE(s.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*s.counterexample), Catch::Contains("S executed=15 lower bound=17"));
}

TEST_CASE("a table of runs is a stage of the claim's progress, and a stop ends its build") {
  using namespace halfduplex;
  const PrefixVariant& paper = find_variant("paper");
  // Built whole: the stage counts one run per row the table covers, and ends with the build.
  Progress progress;
  progress.begin("halfduplex.alg_a.prefixes", 100);
  std::uint64_t rows = 0;
  {
    const halfduplex_checks::Table t(Algorithm::A, 4, paper, 2, &progress);
    for (std::int64_t p = 2; p <= 4; ++p)
      for (std::int64_t k = 1; k < p; ++k)
        for (std::int64_t n = p; n <= 64; ++n) rows += t.covers(p, k, n) ? 1 : 0;
  }
  CHECK(rows > 0);
  CHECK(progress.snapshot().stage.empty());
  CHECK(progress.snapshot().stage_done == rows);
  CHECK(progress.snapshot().done == 0);  // the claim's own count is left alone

  // A stop (here the claim's --timeout scope) during the build: every thread of the build
  // stops between chunks, the build throws and keeps nothing; the stage ends.
  StopScope scope;
  const StopScope::Enter enter(&scope);
  std::atomic<bool> building{true};
  std::thread stopper([&] {
    while (building && progress.snapshot().stage_done < 4096)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    scope.stop();
  });
  CHECK_THROWS_AS(halfduplex_checks::Table(Algorithm::A, 24, paper, 2, &progress),
                  InconclusiveCase);
  building = false;
  stopper.join();
  const auto s = progress.snapshot();
  CHECK(s.stage.empty());
  CHECK(s.stage_done >= 4096);
  CHECK(s.stage_done < s.stage_total);  // cut short, not built whole
  // The shared cache keeps no table cut short: asked again under the stop it throws again.
  CHECK_THROWS_AS(halfduplex_checks::table(Algorithm::A, 24, "", 2, &progress), InconclusiveCase);
}

// ---- E's and F's two readings of phase k+1 (spec/algorithms/halfduplex_prefix.hpp) ----

namespace {
// Per level of the recursion: the collectives (broadcast and scatter steps) on the level's main
// line and on its side lane, counted from the schedule the executor runs.
struct Collectives {
  std::map<int, std::int64_t> main, side;
};
Collectives collectives_of(const cc::halfduplex::Schedule& s) {
  Collectives c;
  for (const auto& st : s.steps)
    if (st.kind == cc::halfduplex::StepKind::broadcast ||
        st.kind == cc::halfduplex::StepKind::scatter)
      ++(st.side ? c.side : c.main)[st.level];
  return c;
}
}  // namespace

TEST_CASE("E and F run 2k - 1 collectives per level on the merged reading and 2k on the other") {
  using namespace cc::halfduplex;
  for (std::int64_t p = 3; p <= 25; ++p)
    for (std::int64_t k = 1; k < p; ++k) {
      if ((p - 1) % k != 0) continue;
      // n = D(p, k): every quotient an integer (m = 2), so no block or part is empty.
      const std::int64_t n = p * p + k * p + k + 1;
      for (const auto alg : {Algorithm::E, Algorithm::F}) {
        if (undefined(alg, n, p, k)) continue;
        INFO(name(alg) << "(" << n << ", " << p << ", " << k << ")");
        const Schedule merged = algorithm(alg, n, p, k, paper(), Reading::merged),
                       separate = algorithm(alg, n, p, k, paper(), Reading::separate);
        const Execution em = execute(merged), es = execute(separate);
        REQUIRE_FALSE(em.violation);
        REQUIRE_FALSE(es.violation);
        REQUIRE_FALSE(em.missing);
        REQUIRE_FALSE(es.missing);
        const Collectives cm = collectives_of(merged), cs = collectives_of(separate);
        const std::int64_t levels = (p - 1) / k;
        REQUIRE(static_cast<std::int64_t>(cm.main.size()) == levels);
        REQUIRE(static_cast<std::int64_t>(cs.main.size()) == levels);
        for (const auto& [level, count] : cs.main) {
          INFO("level " << level);
          // k = 1: y leaves P_{p-1} and the scatter P_p, two collectives on either reading.
          CHECK(count == 2 * k);
          CHECK(cm.main.at(level) == (k == 1 ? 2 : 2 * k - 1));
        }
        // F's moved parts: one scatter per block on the side lane, the same on both readings.
        CHECK(cm.side == cs.side);
        // The executor counts the difference: phase k+1 of the top level costs one collective of
        // p PEs more (2 ceil(log2 p) steps), and the computation is the same step for step.
        REQUIRE(em.phases.size() == es.phases.size());
        for (std::size_t i = 0; i < em.phases.size(); ++i) {
          INFO("phase " << em.phases[i].phase);
          CHECK(em.phases[i].computation == es.phases[i].computation);
          CHECK(em.phases[i].active_pes == es.phases[i].active_pes);
          const std::int64_t more = es.phases[i].communication - em.phases[i].communication;
          // E's scatter and F's scatter of the parts to the first p - k PEs and their roots.
          const std::int64_t scatter_pes = alg == Algorithm::E ? p : p - k + 1;
          if (em.phases[i].phase == k + 1 && k >= 2)
            CHECK(more == collective_cost(scatter_pes));
          else if (em.phases[i].phase >= 2)
            CHECK(more == 0);
        }
        CHECK(em.computation_steps == es.computation_steps);
        CHECK((es.communication_steps > em.communication_steps) == (k >= 2));
      }
    }
  // A and B have no collectives: the reading leaves their schedules alone.
  const Execution a1 = execute(algorithm(Algorithm::B, 100, 13, 4, paper(), Reading::merged)),
                  a2 = execute(algorithm(Algorithm::B, 100, 13, 4, paper(), Reading::separate));
  CHECK(a1.communication_steps == a2.communication_steps);
}

TEST_CASE("the 2k reading's claims refute the planted variants") {
  // Phase k+1 drops a part: on the 2k reading its PE still gets y in the broadcast, and its
  // computation lacks the part.
  for (const char* id : {"halfduplex.alg_e.prefixes_2k", "halfduplex.alg_f.prefixes_2k"}) {
    INFO(id);
    const Outcome o = check(id, "planted-drop-last-part");
    CHECK(o.verdict == Verdict::refuted);
    REQUIRE(o.counterexample);
    CHECK_THAT(to_text(*o.counterexample), Catch::Contains("rule=no-value"));
    CHECK(check(id, "").verdict == Verdict::verified);
  }
  CHECK(check("halfduplex.alg_f.prefixes_2k", "planted-move-before-scan").verdict ==
        Verdict::refuted);
  CHECK(check("halfduplex.e.t_plogp_2k", "planted-drop-last-part").verdict == Verdict::refuted);
  CHECK(check("halfduplex.alg_f.vs_e_2k", "planted-move-before-scan").verdict == Verdict::refuted);
  CHECK(check("halfduplex.sec4.cost_optimal_2k", "planted-drop-last-part").verdict ==
        Verdict::refuted);
}

TEST_CASE("Figures 5 to 8 hold on the merged reading and fail on the 2k one at E(n, 13, 2)") {
  for (const char* id : {"halfduplex.fig5.communication", "halfduplex.fig6.tau1",
                         "halfduplex.fig7.tau01", "halfduplex.fig8.n4096"}) {
    INFO(id);
    CHECK(check(id).verdict == Verdict::verified);
    const Outcome o = check(std::string(id) + "_2k");
    REQUIRE(o.verdict == Verdict::refuted);
    CHECK_THAT(to_text(*o.counterexample), Catch::Contains("k=2"));
  }
  const Outcome o = check("halfduplex.fig5.communication_2k");
  CHECK_THAT(to_text(*o.counterexample),
             Catch::Contains("k=2 T(E)=136.352 R(A)=126.000 S(B)=121.000"));
}

TEST_CASE("the other readings' checkers run the planted variant and refute it") {
  // halfduplex.thm7.precondition_v_ceil runs A with v rounded up on the run's variant;
  // halfduplex.sec6.b_faster_some_tau compares the run's B with L. A dropped last part is a
  // wrong prefix in both.
  for (const char* id : {"halfduplex.thm7.precondition_v_ceil", "halfduplex.sec6.b_faster_some_tau",
                         "halfduplex.sec6.smaller_tau"}) {
    INFO(id);
    CHECK(check(id, "planted-drop-last-part").verdict == Verdict::refuted);
    CHECK(check(id, "").verdict == Verdict::verified);
  }
}

}  // namespace halfduplex_checks_test
