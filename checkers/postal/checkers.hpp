// The checkers of the postal claims, each built for the id of the claim that names it in
// checkers/postal/claims/ (the id is typed once, there).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "spec/witness/binary64.hpp"

namespace cc::postal_checks {

// checks.cpp: what the claims that run Algorithms A and B and the trees T_i compare at one point
// of their domain (domains.hpp); the kit (checkers/kit.hpp) runs them over it.
using Case = std::optional<Fields> (*)(const postal::PrefixVariant&, const Point&);
std::optional<Fields> check_ports(const postal::PrefixVariant&, const Point&);   // k ports, U, W
std::optional<Fields> check_lemma3(const postal::PrefixVariant&, const Point&);  // c(i), every step
// c(i) after step 0 (before step 1) against Lemma 3's form at G(0); _at(.., 1) plants G(1).
std::optional<Fields> check_lemma3_step0(const postal::PrefixVariant&, const Point&);
std::optional<Fields> check_lemma3_step0_at(const postal::PrefixVariant&, const Point&,
                                            std::size_t g_step);
std::optional<Fields> check_thm4(const postal::PrefixVariant&, const Point&);    // prefixes at m
// The proof of Theorem 4 as printed (n <= G(j) for every step j): all prefixes after every step.
std::optional<Fields> check_thm4_proof_literal(const postal::PrefixVariant&, const Point&);
std::optional<Fields> check_lemma3_thm4(const postal::PrefixVariant&, const Point&);  // both
std::optional<Fields> check_b_correct(const postal::PrefixVariant&, const Point&);    // B's result
std::optional<Fields> check_b_cd(const postal::PrefixVariant&, const Point&);  // c, d at step m
// paths.cpp: B's deliveries and c, d after every step against A's on p PEs through the blocks;
// planted_a_on_n compares with A on n PEs (the tests).
std::optional<Fields> check_b_paths(const postal::PrefixVariant&, const Point&);
std::optional<Fields> check_b_paths_with(const postal::PrefixVariant&, const Point&,
                                         bool planted_a_on_n);
std::optional<Fields> check_tree_literal(const postal::PrefixVariant&, const Point&);  // as printed
std::optional<Fields> check_tree_holders(const postal::PrefixVariant&, const Point&);  // holders
std::optional<Fields> check_carries(const postal::PrefixVariant&, const Point&);  // T_i against A

// A case of the run's variant (--variant, else the paper's Algorithm A); the options of a claim
// that runs Algorithm A or B (--variant applies, --trace-out replays the run).
kit::Bind on_variant(Case fn);
kit::Options runs_a();
kit::Options runs_b();

// lemma_checks.cpp: Lemma 2 as printed (literal) or as its proof uses it.
std::optional<Fields> check_lemma2_literal(const postal::PrefixVariant&, const Point&);
std::optional<Fields> check_lemma2_corrected(const postal::PrefixVariant&, const Point&);

// intro.cpp: section 1's example 3, 6, 8 with addition, run by Algorithm A on the values (n = 3).
std::optional<Fields> check_intro_sum(const postal::PrefixVariant&, const Point&);
// Section 1's floating-point matrix multiplication: the three inputs of size 1 (0.1, 0.2, 0.3) or
// 2 (three 2 x 2 matrices), whether their double-precision product is associative, and Algorithm A
// at (size, n <= 3, k, lambda) against the left-to-right product.
std::vector<witness::Binary64Matrix> fp_inputs(std::int64_t size);
bool fp_associative(std::int64_t size);
std::optional<Fields> check_intro_fp_matrix(const postal::PrefixVariant&, const Point&);

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
Checker counts_checker(const std::string& id);  // the count search (counts.hpp)
Checker holders_checker(const std::string& id);  // the most holders per step, by the count search
Checker receivers_checker(const std::string& id);
// tight_only = false plants the necessity for every n (planted_proof_checkers).
Checker tight_checker(const std::string& id, bool tight_only);
// shift = 1 plants Algorithm B's bound one step too high (planted_proof_checkers).
Checker algb_optimal_checker(const std::string& id, std::uint32_t shift);

}  // namespace cc::postal_checks
