// Teeth for the omega checkers that run no algorithm variant: each planted wrong statement (named
// in its case function, Read::planted) checked over the domain of the real claim, under the real
// claim's id, so that the tests can show it refuted (tests/checkers/omega_checks_test.cpp). Never
// registered.
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"

namespace cc::omega_checks {

namespace {

template <class D>
Checker planted(const char* id, D domain, ReadCase fn) {
  return kit::exhaustive(std::move(domain), as_read(fn, Read::planted))(id);
}

}  // namespace

std::vector<Checker> planted_checkers() {
  return {
      // Theorems 2-4, the switch rule and the proof of Theorem 3 (theorem_checks.cpp).
      planted("omega.thm2.swap", domains::swap_pairs(), thm2_case),
      planted("omega.thm3.suffix", domains::suffix_triples(), thm3_case),
      planted("omega.thm4.substitute", domains::substitutions(), thm4_case),
      planted("omega.sec31.switch_inputs.corrected", domains::switch_pairs(), switch_case),
      planted("omega.thm3.proof_step.corrected", domains::suffix_steps(), thm3_step_case),
      // Definition 3, Theorems 5-7 and the steps of their proofs (subnet_checks.cpp,
      // step_checks.cpp).
      planted("omega.def3.buddy_disjoint", domains::buddy_pairs(), def3_case),
      planted("omega.thm5.merge", domains::buddy_path_sets(), thm5_case),
      planted("omega.thm5.reduced", domains::buddy_levels(), thm5_reduced_case),
      planted("omega.model.xor_symmetry", domains::xor_masks(), xor_symmetry_case),
      planted("omega.thm6.reverse", domains::one_address("A"), thm6_case),
      planted("omega.thm7.insert", domains::buddy_insertions(), thm7_case),
      planted("omega.thm5.proof_step1", domains::buddy_steps(2), thm5_step1_case),
      planted("omega.thm6.proof_step", domains::one_address("A"), thm6_step_case),
      planted("omega.thm7.proof_step1", domains::buddy_steps(3), thm7_step1_case),
      // The commutativity of the definitions (examples.cpp).
      planted("omega.def12.commutative", domains::one_address("X"), commutative_case),
      // Multicast: m - 1 steps are not enough (multicast_search.cpp).
      planted("omega.multicast.fewest", domains::schedules(false), fewest_case),
  };
}

}  // namespace cc::omega_checks
