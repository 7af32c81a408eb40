// The half-duplex executors and Algorithms A, B, E, F (Lin and Hung, sections 1 to 4): each rule
// rejects what it forbids in both executors, the compressed executor agrees with the literal
// one, and A(n, p, k) and B(n, p, k) leave every prefix with the paper's step counts.
#include <algorithm>
#include <catch2/catch.hpp>

#include "spec/algorithms/halfduplex_prefix.hpp"

namespace halfduplex_model_test {

using namespace cc::halfduplex;

namespace {
Schedule two_pes() {
  Schedule s;
  s.p = 2;
  s.n = 2;
  s.inputs = {{Run::one(1, 1)}, {Run::one(2, 2)}};
  return s;
}
Run one(std::int64_t lo, std::int64_t hi) { return Run::one(lo, hi); }

// Both executors reject s with `rule` at elementary step `step`.
void require_rule(const Schedule& s, const std::string& rule, std::size_t step) {
  for (const auto& ex : {execute(s), execute_explicit(s)}) {
    REQUIRE(ex.violation);
    CHECK(ex.violation->rule == rule);
    CHECK(ex.violation->step == step);
  }
}
}  // namespace

TEST_CASE("a PE that sends and receives in one step breaks the half-duplex rule") {
  Schedule s = two_pes();
  s.steps.push_back({StepKind::comm, 1, {{0, 1, {one(1, 1)}}, {1, 0, {one(2, 2)}}}, {}});
  require_rule(s, "half-duplex", 0);
}

TEST_CASE("two operations of one PE in one step break the one-op rule") {
  Schedule s = two_pes();
  s.inputs = {{one(1, 1), one(2, 2)}, {}};
  s.steps.push_back(
      {StepKind::comp, 1, {}, {{0, one(1, 1), one(2, 2)}, {0, one(1, 1), one(2, 2)}}});
  require_rule(s, "one-op", 0);
}

TEST_CASE("combining operands out of order is rejected by the interval witness") {
  Schedule s = two_pes();
  s.inputs = {{one(1, 1), one(2, 2)}, {}};
  s.steps.push_back({StepKind::comp, 1, {}, {{0, one(2, 2), one(1, 1)}}});
  require_rule(s, "non-adjacent", 0);
}

TEST_CASE("a block that uses a value before it is made breaks the no-value rule at that step") {
  Schedule s;
  s.p = 1;
  s.n = 5;
  s.inputs = {{{1, 1, 1, 1, 5}}};
  // Step t forms 1:(t+2) (+) (t+3): 1:2 is not held at step 0.
  s.steps.push_back(
      {StepKind::comp, 1, {}, {{0, {1, 2, 0, 1, 3}, {3, 3, 1, 1, 3}}}, 0, false, false, 3});
  require_rule(s, "no-value", 0);
  // The sequential scan is legal and leaves every prefix.
  s.steps = {{StepKind::comp, 1, {}, {{0, {1, 1, 0, 1, 4}, {2, 2, 1, 1, 4}}}, 0, false, false, 4}};
  for (const auto& ex : {execute(s), execute_explicit(s)}) {
    CHECK_FALSE(ex.violation);
    CHECK_FALSE(ex.missing);
    CHECK(ex.computation_steps == 4);
  }
}

TEST_CASE("a side lane that shares a PE with a deeper level breaks the lanes rule") {
  Schedule s = two_pes();
  s.inputs = {{one(1, 1), one(2, 2)}, {}};
  s.steps.push_back({StepKind::comp, 1, {}, {{0, one(1, 1), one(2, 2)}}, 1});
  s.steps.push_back({StepKind::comm, 1, {{0, 1, {one(1, 2)}}}, {}, 0, true});
  require_rule(s, "lanes", 1);
}

TEST_CASE("A(1024, 4, 3) takes 7n/16 - 1 computation and 15 communication steps") {
  const Schedule s = algorithm_a(1024, 4, 3, find_variant("paper"));
  for (const auto& ex : {execute(s), execute_explicit(s)}) {
    CHECK_FALSE(ex.violation);
    CHECK_FALSE(ex.missing);
    CHECK(ex.computation_steps == 447);
    CHECK(ex.communication_steps == 15);
    REQUIRE(ex.phases.size() == 4);
    CHECK(ex.phases[0].computation == 255);
  }
}

TEST_CASE("A(37m, 7, 3) takes 10n/37 - 1 computation and 45 communication steps") {
  const auto ex = execute(algorithm_a(3700, 7, 3, find_variant("paper")));
  CHECK_FALSE(ex.violation);
  CHECK(ex.computation_steps == 999);
  CHECK(ex.communication_steps == 45);
  CHECK(split_v(3700, 7, 3) == 1600);
}

TEST_CASE("B(n, 5, 2) moves the parts between P_4 and P_5 into phase 1") {
  const Schedule s = algorithm(Algorithm::B, 1000, 5, 2, find_variant("paper"));
  for (const auto& ex : {execute(s), execute_explicit(s)}) {
    CHECK_FALSE(ex.violation);
    CHECK_FALSE(ex.missing);
    // A(v, 3, 2) takes 6 in phase 1; phase 2: 4 sends of y, 3 parts; phase 3: 4 sends.
    CHECK(ex.communication_steps == 17);
    CHECK(ex.computation_steps ==
          execute(algorithm(Algorithm::A, 1000, 5, 2, find_variant("paper"))).computation_steps);
  }
  CHECK(undefined(Algorithm::B, 1000, 5, 2) == std::nullopt);
  REQUIRE(undefined(Algorithm::B, 1000, 4, 3));
  CHECK_THAT(*undefined(Algorithm::B, 1000, 4, 3), Catch::Contains("p >= 2k + 1"));
}

TEST_CASE("the compressed executor agrees with the literal one on every algorithm and variant") {
  for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F})
    for (const auto& ptr : variants())
      for (std::int64_t p = 2; p <= 9; ++p)
        for (std::int64_t k = 1; k < p; ++k) {
          if (undefined(alg, p, p, k)) continue;
          for (std::int64_t n = p; n <= 2 * p * p; n += 3) {
            const auto& var = *ptr;
            const Schedule s = algorithm(alg, n, p, k, var);
            const Execution a = execute(s), b = execute_explicit(s);
            INFO(name(alg) << "(" << n << ", " << p << ", " << k << ") " << var.name());
            REQUIRE(a.violation.has_value() == b.violation.has_value());
            if (a.violation) {
              CHECK(a.violation->rule == b.violation->rule);
              CHECK(a.violation->step == b.violation->step);
              CHECK(a.violation->pe == b.violation->pe);
              continue;
            }
            CHECK(a.missing == b.missing);
            CHECK(a.computation_steps == b.computation_steps);
            CHECK(a.communication_steps == b.communication_steps);
            REQUIRE(a.phases.size() == b.phases.size());
            for (std::size_t i = 0; i < a.phases.size(); ++i) {
              CHECK(a.phases[i].computation == b.phases[i].computation);
              CHECK(a.phases[i].communication == b.phases[i].communication);
              CHECK(a.phases[i].active_pes == b.phases[i].active_pes);
            }
          }
        }
}

TEST_CASE("holdings: what each PE holds after a prefix of the steps, nothing after a violation") {
  // A(16, 4, 3): before phase 2 (steps of phase 1 only) P_1 holds 1:4, P_2 holds z_1 = 5:5..5:8.
  const Schedule s = algorithm(Algorithm::A, 16, 4, 3, find_variant("paper"));
  std::size_t phase1 = 0;
  while (s.steps[phase1].level != 0 || s.steps[phase1].side || s.steps[phase1].phase < 2) ++phase1;
  const auto h = holdings(s, phase1);
  REQUIRE(h);
  const auto has = [&](std::size_t pe, std::int64_t lo, std::int64_t hi) {
    const auto& x = (*h)[pe];
    return std::find(x.begin(), x.end(), Interval{lo, hi}) != x.end();
  };
  CHECK(has(0, 1, 4));
  CHECK_FALSE(has(0, 5, 8));
  for (std::int64_t t = 5; t <= 8; ++t) CHECK(has(1, 5, t));
  CHECK(has(3, 13, 16));
  // At the end every prefix is held somewhere; zero steps leave the inputs.
  const auto end = holdings(s, s.steps.size());
  REQUIRE(end);
  CHECK(std::find((*end)[3].begin(), (*end)[3].end(), Interval{1, 16}) != (*end)[3].end());
  CHECK((*holdings(s, 0))[0] == std::vector<Interval>{{1, 1}, {2, 2}, {3, 3}, {4, 4}});
  Schedule bad = two_pes();
  bad.steps.push_back({StepKind::comp, 1, {}, {{0, one(1, 1), one(2, 2)}}});
  CHECK_FALSE(holdings(bad, 1));
}

}  // namespace halfduplex_model_test
