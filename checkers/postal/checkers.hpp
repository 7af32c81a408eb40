// The checkers of the postal claims, each built for the id of the claim that names it in
// checkers/postal/claims/ (the id is typed once, there).
#pragma once

#include <cstdint>
#include <string>

#include "checkers/registry.hpp"

namespace cc::postal_checks {

// checks.cpp: Algorithms A and B and the trees T_i, run on the executor.
Checker ports_checker(const std::string& id);               // the send and receive sets, k ports
Checker lemma3_checker(const std::string& id);              // c(i) after every step
Checker thm4_checker(const std::string& id);                // all prefixes after exactly m steps
Checker thm4_large_checker(const std::string& id);          // Lemma 3 and Theorem 4, property
Checker algb_correct_checker(const std::string& id);        // Algorithm B's result and steps
Checker algb_cd_checker(const std::string& id);             // c(i) and d(i) after step m
Checker algb_large_checker(const std::string& id);          // Algorithm B, property
Checker tree_checker(const std::string& id, bool literal);  // T_i as printed / by the holders
Checker carries_checker(const std::string& id);  // T_i's construction steps against A's run

// lemma_checks.cpp: Lemma 2 as printed (literal) or as its proof uses it.
Checker lemma2_checker(const std::string& id, bool literal);

// examples.cpp: the worked examples, reproduced by execution.
Checker example_g_values(const std::string& id);
Checker example_t0_steps(const std::string& id);
Checker example_a_sets(const std::string& id, bool literal);
Checker example_a_table(const std::string& id);
Checker example_b_table(const std::string& id);
Checker example_b_distribution(const std::string& id);

// proof_checks.cpp: Z3 obligations and bounded model checks.
Checker counting_step_checker(const std::string& id);
Checker induction_arith_checker(const std::string& id);
Checker bmc_checker(const std::string& id);
Checker receivers_checker(const std::string& id);
// tight_only = false plants the necessity for every n (planted_proof_checkers).
Checker tight_checker(const std::string& id, bool tight_only);
// shift = 1 plants Algorithm B's bound one step too high (planted_proof_checkers).
Checker algb_optimal_checker(const std::string& id, std::uint32_t shift);

}  // namespace cc::postal_checks
