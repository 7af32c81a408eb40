// The half-duplex executor and Algorithm A (seed 002, sections 1 and 2): each rule rejects what
// it forbids, and A(n, p, k) leaves every prefix with the paper's step counts.
#include <catch2/catch.hpp>

#include "spec/algorithms/halfduplex_prefix.hpp"

using namespace cc::halfduplex;

namespace {
Schedule two_pes() {
  Schedule s;
  s.p = 2;
  s.n = 2;
  s.inputs = {{1}, {2}};
  return s;
}
}  // namespace

TEST_CASE("a PE that sends and receives in one step breaks the half-duplex rule") {
  Schedule s = two_pes();
  s.steps.push_back({StepKind::comm, 1, {{0, 1, {{1, 1}}}, {1, 0, {{2, 2}}}}, {}});
  const auto ex = execute(s, 2);
  REQUIRE(ex.violation);
  CHECK(ex.violation->rule == "half-duplex");
}

TEST_CASE("two operations of one PE in one step break the one-op rule") {
  Schedule s = two_pes();
  s.inputs = {{1, 2}, {}};
  s.steps.push_back({StepKind::comp, 1, {}, {{0, {1, 1}, {2, 2}}, {0, {1, 1}, {2, 2}}}});
  const auto ex = execute(s, 2);
  REQUIRE(ex.violation);
  CHECK(ex.violation->rule == "one-op");
}

TEST_CASE("combining operands out of order is rejected by the interval witness") {
  Schedule s = two_pes();
  s.inputs = {{1, 2}, {}};
  s.steps.push_back({StepKind::comp, 1, {}, {{0, {2, 2}, {1, 1}}}});
  const auto ex = execute(s, 2);
  REQUIRE(ex.violation);
  CHECK(ex.violation->rule == "non-adjacent");
}

TEST_CASE("A(1024, 4, 3) takes 7n/16 - 1 computation and 15 communication steps") {
  const auto ex = execute(algorithm_a(1024, 4, 3, find_variant("paper")), 4);
  CHECK_FALSE(ex.violation);
  CHECK_FALSE(ex.missing);
  CHECK(ex.computation_steps == 447);
  CHECK(ex.communication_steps == 15);
  REQUIRE(ex.phases.size() == 4);
  CHECK(ex.phases[0].computation == 255);
}

TEST_CASE("A(37m, 7, 3) takes 10n/37 - 1 computation and 45 communication steps") {
  const auto ex = execute(algorithm_a(3700, 7, 3, find_variant("paper")), 6);
  CHECK_FALSE(ex.violation);
  CHECK(ex.computation_steps == 999);
  CHECK(ex.communication_steps == 45);
  CHECK(split_v(3700, 7, 3) == 1600);
}
