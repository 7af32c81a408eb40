// Internal: the solvers behind the proof engine. An obligation is built once, as Z3 terms; Z3
// decides it directly, cvc5 (optional, through Debian's libcvc5-dev) after a translation of the
// same terms. Both answers come back in one shape, with the model as a z3::model so that the
// callers decode a counterexample the same way whichever solver found it.
#pragma once

#include <z3++.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cc::proofs::detail {

struct Answer {
  z3::check_result result = z3::unknown;
  std::string reason;              // unknown: why ("resource limit", "incomplete", ...)
  double seconds = 0;
  std::optional<z3::model> model;  // sat: a value for every constant of the query
};

// Z3 on `assertions` under a deterministic resource limit; a stop interrupts it.
Answer z3_check(z3::context& ctx, const z3::expr_vector& assertions, unsigned long long rlimit);

// Whether this build has cvc5, and its version ("" without).
bool cvc5_available();
std::string cvc5_version();

// cvc5 on the same assertions, translated term by term, with cvc5's own deterministic per-query
// resource limit (rlimit-per; its units are not Z3's). A term the translation does not know is
// an unknown answer that names it, never a guess. cvc5 1.0 cannot be interrupted: a stop during
// a query waits for it (the command line's forced exit ends the process 2 s after a signal).
// Throws std::logic_error in a build without cvc5.
// tlimit_ms is its wall-clock backstop (tlimit-per; kCvc5TimeLimitMs unless --cvc5-tlimit).
Answer cvc5_check(z3::context& ctx, const z3::expr_vector& assertions, unsigned long long rlimit,
                  unsigned tlimit_ms);

// The answer of a query asked of several solvers (name, answer): the first decided one. Two
// decided answers that differ throw std::runtime_error naming both (the claim reads error).
const Answer& reconcile(const std::vector<std::pair<std::string, Answer>>& answers,
                        const std::string& query);

// What a query uses: quantifiers, integers, a product of two variables (or a division by one),
// bit-vectors, uninterpreted functions of one argument or more.
struct Theories {
  bool quantified = false, ints = false, nonlinear = false, bv = false, uf = false;
};
Theories theories_of(const z3::expr_vector& assertions);

// The SMT-LIB 2.6 logic of `assertions` (QF_UF, QF_LIA, QF_NIA, QF_BV, LIA, ..., or ALL).
std::string smtlib_logic(const Theories& t);
std::string smtlib_logic(const z3::expr_vector& assertions);

// The logic whose Z3 solver decides a query of these theories, or "" for Z3's general solver.
// Propositional queries (Booleans and Z3's pseudo-Boolean constraints, no uninterpreted function)
// go to QF_FD (Z3's SAT solver), quantifier-free bit-vector ones to QF_BV and linear integer ones
// to QF_LIA (each logic's tactic); the general solver builds its every theory for each query, about
// 20 ms, and decided the smoke budget's queries of these logics 3 to 14 times slower, the ci
// budget's as fast or 2 times slower (bench/README.md, "Z3's solver for the query's logic").
// Nonlinear, quantified and mixed queries keep the general solver: the logic's own was slower.
std::string z3_solver_logic(const Theories& t);

// Z3's arith.nl.delay for a nonlinear query: how many final checks of its linear relaxation
// (and the Groebner, tangent and order lemmas) Z3 makes before it calls nlsat, its complete
// procedure for nonlinear arithmetic. Z3 4.8's default is 500; with 5 it decided the ci
// budget's 37 nonlinear queries 4 times faster (16.4 s, 4.0 s) with the same answers, none
// slower, most 5 to 30 times faster (bench/README.md, "Z3's nlsat sooner").
inline constexpr unsigned kNlsatDelay = 5;

}  // namespace cc::proofs::detail
