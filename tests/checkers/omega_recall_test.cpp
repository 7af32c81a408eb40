// Teeth for the omega claims of the network's wiring, the permutations of one pass, the unicasts
// of group multicast, the cases and the order of a level of section 4.1, the second line of
// Theorem 5's proof, merges at any pair and the indirect binary cubes: each holds (or is refuted
// with its least counterexample) on the smoke budget, and each checker refutes a planted wrong
// statement or a planted construction run over the real claim's domain.
#include <catch2/catch.hpp>
#include <string>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/omega/domains.hpp"
#include "checkers/runner.hpp"
#include "tests/checkers/check_support.hpp"

namespace omega_recall_test {

using namespace cc;
using check_support::check;

namespace {

RunContext smoke() {
  RunContext ctx;
  ctx.budget = Budget::smoke;
  ctx.jobs = 2;
  return ctx;
}

Outcome planted(const char* id, kit::Domain d, omega_checks::ReadCase fn,
                omega_checks::Read read = omega_checks::Read::planted) {
  return kit::exhaustive(std::move(d), omega_checks::as_read(fn, read))(id).run(smoke());
}

Outcome planted_ring(const char* id, omega_checks::RingCase fn) {
  return kit::exhaustive(omega_checks::domains::node_sets(), omega_checks::on_variant(fn))(id).run(
      smoke());
}

bool holds(const Outcome& o) {
  return o.verdict == Verdict::verified || o.verdict == Verdict::passed;
}

}  // namespace

TEST_CASE("the wiring of section 2.1 holds, and a shuffle that drops the top bit is refuted") {
  CHECK(holds(check("omega.sec21.structure")));
  const Outcome o = planted("omega.sec21.structure", omega_checks::domains::network_sizes(),
                            omega_checks::structure_case);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("L=1"));
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("not a bijection"));
}

TEST_CASE("one pass realizes 2^{(N/2)L} permutations, and 'non-blocking' is refuted at N = 4") {
  CHECK(holds(check("omega.sec5.permutations")));
  const Outcome o = planted("omega.sec5.permutations", omega_checks::domains::permutation_sizes(),
                            omega_checks::permutations_case);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample),
             Catch::Contains("N=4 passing permutations=16 distinct settings' permutations=16"));
}

TEST_CASE("group multicast takes m(m-1) unicasts, with combining unicasts fewer, from m = 3") {
  CHECK(holds(check("omega.multicast.transmissions")));
  const Outcome o =
      planted_ring("omega.multicast.transmissions", omega_checks::transmissions_combining_case);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "m=3 L=2 mask=7");
  CHECK_THAT(to_text(*o.counterexample),
             Catch::Contains("fewest unicasts of any schedule=4 m(m-1)=6"));
}

TEST_CASE("a level meets 3 cases at k = 1 and 6 combinations from k = 2, not 5") {
  CHECK(holds(check("omega.alg41.cases")));
  const Outcome o = planted("omega.alg41.cases", omega_checks::domains::whole_networks(),
                            omega_checks::cases_case);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("L=2 level=2"));
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("count=6 claimed=5"));
}

TEST_CASE("the order of a level's subnetworks does not change the rings, but does run by run") {
  CHECK(holds(check("omega.alg41.parallel")));
  CHECK(holds(check("omega.alg41.subnetworks.corrected")));
  const Outcome o = planted_ring("omega.alg41.parallel", omega_checks::parallel_run_by_run_case);
  CHECK(o.verdict == Verdict::refuted);
}

TEST_CASE(
    "the second line of Theorem 5's proof is false at L = 1, k = 0, as the proof uses it, it "
    "holds") {
  const Outcome o = check("omega.thm5.proof_membership.literal");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "L=1 k=0 q=0");
  CHECK_THAT(to_text(*o.counterexample),
             Catch::Contains("Path(A,D)=Path(0,1) Path(A,D) in {Path1}=false"));
  CHECK(holds(planted("omega.thm5.proof_membership.literal", omega_checks::domains::buddy_steps(2),
                      omega_checks::membership_case, omega_checks::Read::corrected)));
}

TEST_CASE("merging at any pair conflicts first on {0, 1, 2, 3}, the paper's rule never does") {
  CHECK(holds(check("omega.sec32.arbitrary_merge_conflicts")));
  const Outcome o = planted("omega.sec32.arbitrary_merge_conflicts",
                            omega_checks::domains::one_case(), omega_checks::arbitrary_merge_case);
  CHECK(o.verdict == Verdict::refuted);
}

TEST_CASE("the unchanged algorithm fails on the cube resolving the low bit first, not the high") {
  const Outcome o = check("omega.sec5.other_min.cube_lsb");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "m=3 L=2 mask=7");
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("shared cube link=(1,0)"));
  CHECK(holds(check("omega.sec5.other_min.cube_msb")));
  // The planted constructions are refuted on the cube that works.
  CHECK(check("omega.sec5.other_min.cube_msb", "planted-shortest-suffix").verdict ==
        Verdict::refuted);
  CHECK(check("omega.sec5.other_min.cube_msb", "planted-insert-anywhere").verdict ==
        Verdict::refuted);
}

TEST_CASE("two paths into one node share its output link, not the link before it") {
  CHECK(holds(check("omega.multicast.fewest.counting")));
  const Outcome o =
      planted("omega.multicast.fewest.counting", omega_checks::domains::network_sizes(),
              omega_checks::receive_counting_case);
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("L=1"));
}

}  // namespace omega_recall_test
