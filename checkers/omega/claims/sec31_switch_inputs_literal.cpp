// omega.sec31.switch_inputs.literal: section 3.1, the switch step before Theorem 1. The claim as
// the paper states it and the checker that decides it.
#include "checkers/declare.hpp"
#include "checkers/omega/checkers.hpp"
#include "checkers/omega/domains.hpp"
#include "spec/claims/omega_assumptions.hpp"

namespace cc::omega_checks {

namespace {

const Quote kSwitchInputs{
    "section 3.1, before Theorem 1",
    "很明顯的，若這兩條路徑到達一個 2×2 交換元件的不同輸入端，不論此交換元件是何種狀態，"
    "都不會在交換元件這個步驟中發生衝突。",
    "clearly, if the two paths reach different inputs of a 2x2 switch, they never conflict in "
    "the switch step, whatever the state of the switch"};
const Quote kSwitchSameInput{
    "section 3.1, before Theorem 1",
    "在交換元件這個步驟中要發生衝突，除非是兩條路徑到達同一個交換元件的同一個輸入端。",
    "a conflict in the switch step happens only if the two paths reach the same input of the "
    "same switch"};
const Quote kSwitchStates{
    "section 3.1",
    "在前面已提過，交換元件在 Omega 網路中只存在兩種狀態，分別是 straight 和 interchange。",
    "a switch of the Omega network has only two states, straight and interchange (in either "
    "one its two inputs leave on different outputs)"};

}  // namespace

Declared claim_sec31_switch_inputs_literal() {
  using namespace omega_paper;
  ClaimList list("omega");
  list.add("omega.sec31.switch_inputs.literal", "section 3.1, the switch step before Theorem 1",
           "Two paths that reach different inputs of one 2x2 switch never conflict at it, whatever "
           "its state (they do not leave it on the same output link); checked on the switches "
           "every pair of paths crosses, every stage, networks L <= 6 on ci (smoke L <= 4, deep "
           "L <= 8)",
           Expect::refuted, Method::exhaustive,
           Finding{Kind::proof_gap,
                   "two paths on different inputs of a stage-i switch conflict at it (leave on the "
                   "same output link) iff their tag bits agree, y_i = z_i; for i < L that output "
                   "link is the address compared before stage i+1's shuffle, so the check catches "
                   "it there; at i = L it is the output link (Y = Z), which the proof's "
                   "comparison, 1 <= i <= L, never makes",
                   "omega.sec31.switch_inputs.corrected",
                   "in either state a 2x2 switch sends its two inputs to different outputs, so two "
                   "paths that need the same output cannot pass together; the argument that leads "
                   "to Theorem 1 rests on the sentence, and at the last stage it is the step the "
                   "proof misses (omega.thm1.proof_links.literal). Theorem 1, every link counted, "
                   "holds",
                   {kSwitchInputs, kSwitchSameInput, kSwitchStates, kProofList},
                   {{"L", 1}, {"X", 0}, {"Y", 0}},
                   "omega.thm1.disjointness"})
      .reading_of("omega.thm1.proof");
  return declare(list,
                 kit::exhaustive(domains::switch_pairs(), as_read(switch_case, Read::printed)));
}

}  // namespace cc::omega_checks
