// The checkers of the postal claims, each built for the id of the claim that names it in
// checkers/postal/claims/ (the id is typed once, there).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "spec/algorithms/postal_prefix.hpp"

namespace cc::postal_checks {

// checks.cpp: what the claims that run Algorithms A and B and the trees T_i compare at one point
// of their domain (domains.hpp); the kit (checkers/kit.hpp) runs them over it.
using Case = std::optional<Fields> (*)(const postal::PrefixVariant&, const Point&);
std::optional<Fields> check_ports(const postal::PrefixVariant&, const Point&);   // k ports, U, W
std::optional<Fields> check_lemma3(const postal::PrefixVariant&, const Point&);  // c(i), every step
std::optional<Fields> check_thm4(const postal::PrefixVariant&, const Point&);    // prefixes at m
std::optional<Fields> check_lemma3_thm4(const postal::PrefixVariant&, const Point&);  // both
std::optional<Fields> check_b_correct(const postal::PrefixVariant&, const Point&);    // B's result
std::optional<Fields> check_b_cd(const postal::PrefixVariant&, const Point&);  // c, d at step m
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
Checker receivers_checker(const std::string& id);
// tight_only = false plants the necessity for every n (planted_proof_checkers).
Checker tight_checker(const std::string& id, bool tight_only);
// shift = 1 plants Algorithm B's bound one step too high (planted_proof_checkers).
Checker algb_optimal_checker(const std::string& id, std::uint32_t shift);

}  // namespace cc::postal_checks
