// Internals shared by the group-operations checkers (Ohtaki's slides): the
// interval witness on the executors, and the check functions each claim binds to.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "checkers/engine/domain.hpp"
#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "spec/algorithms/groupops_binomial_prefix.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/witness/interval.hpp"

namespace cc::groupops_checks {

using namespace groupops;
using witness::Interval;

Planted planted(const RunContext& ctx);
// What a claim that runs a procedure compares at one point, bound once per run to the run's
// planted bug (--variant, else none); the options of such a claim (--variant applies).
using Case = std::optional<Fields> (*)(Planted, const Point&);
kit::Bind on_variant(Case fn);
kit::Options runs_procedure();
Op<Interval> icombine();
std::string show(const std::optional<Interval>& v);
Fields violation_fields(std::int64_t N, const std::string& proc, const Violation& v);
PramRun<Interval> run_interval(std::int64_t N, const std::vector<Iteration>& its, Order order);
// A broadcast's outcome: the first P_i that does not hold D (the value 0), or nothing.
std::optional<Fields> first_without_d(std::int64_t N, const std::string& proc,
                                      const PramRun<Interval>& r);
std::vector<Interval> cube_singles(std::int64_t N);
// P_0 holds a_0 ⊕ ... ⊕ a_{N-1} (prefixes = false), or every P_i holds a_0 ⊕ ... ⊕ a_i.
std::optional<Fields> cube_values(std::int64_t N, const std::string& proc,
                                  const CubeRun<Interval>& r, bool prefixes);
// The first of P_0, P_1, ... whose value in `got` differs from want(i), as {N, procedure, P_i,
// value, expected} (kit::first_mismatch), or nothing.
std::optional<Fields> first_wrong_pe(std::int64_t N, const std::string& proc,
                                     const std::vector<std::optional<Interval>>& got,
                                     const std::function<Interval(std::int64_t)>& want);
std::vector<std::optional<Interval>> pram_singles(std::int64_t N);
// a(1) = 1:N (only_first) or a(i) = 1:i for every i; the first PE that differs, or a violation.
std::optional<Fields> expect_prefixes(std::int64_t N, const std::string& proc,
                                      const PramRun<Interval>& r, bool only_first);

std::optional<Fields> check_broadcast(std::int64_t d, Planted bug, Order order);
std::optional<Fields> check_reduction(std::int64_t d, Planted bug);
std::optional<Fields> check_prefix(std::int64_t d, bool literal, Planted bug);
std::optional<Fields> check_erew(std::int64_t d, Order order, Planted bug);
std::optional<Fields> check_orders(std::int64_t d);
std::optional<Fields> check_cube_broadcast(std::int64_t d, Planted bug);
std::optional<Fields> check_cube_reduction(std::int64_t d, Planted bug);
std::optional<Fields> check_cube_prefix(std::int64_t d, bool literal, Planted bug);
std::optional<Fields> check_cube_prefix_half_duplex(std::int64_t d, Planted bug);
// cube_invariant.cpp: Cube_Prefix_Sum's t_i and s_i after every step (operand order fixed, interval
// witness), on a given plan (the tests hand it planted ones); for d = 3 also the walk-through's
// values with a_i = i and + as printed.
std::optional<Fields> cube_prefix_invariant(std::int64_t N, const std::vector<CubeStep>& plan);
std::optional<Fields> cube_prefix_walkthrough(Planted bug);
std::optional<Fields> check_cube_prefix_invariant(std::int64_t d, Planted bug);

// The course of the procedures (doubling.cpp). The *_doubling(N, its) forms take any schedule
// (the planted-bug tests feed them mutated ones); check_* build the slides' schedule for N = 2^d.
std::optional<Fields> broadcast_doubling(std::int64_t N, const std::vector<Iteration>& its);
std::optional<Fields> reduction_doubling(std::int64_t N, const std::vector<Iteration>& its);
std::optional<Fields> prefix_doubling(std::int64_t N, const std::vector<Iteration>& its,
                                      bool commutative, const std::string& proc);
std::optional<Fields> check_broadcast_doubling(std::int64_t d, Planted bug);
std::optional<Fields> check_reduction_doubling(std::int64_t d, Planted bug);
std::optional<Fields> check_prefix_doubling(std::int64_t d, Planted bug);
std::optional<Fields> naive_broadcast_fields(std::int64_t N, const std::vector<Iteration>& its);
std::optional<Fields> check_naive_broadcast(std::int64_t N, Planted bug);  // any N >= 1
std::optional<Fields> check_step_counts(std::int64_t d, Planted bug);
std::optional<Fields> whole_step_cells_fields(std::int64_t N, const std::vector<Iteration>& b_its,
                                              const std::vector<Iteration>& r_its,
                                              const std::vector<Iteration>& p_its);
std::optional<Fields> check_whole_step_cells(std::int64_t d);

// The binomial tree (binomial.cpp): k is the level, N = 2^k.
std::optional<Fields> check_binomial_properties(std::int64_t k);
std::optional<Fields> check_binomial_broadcast(std::int64_t k, Planted bug);
std::optional<Fields> check_binomial_scatter(std::int64_t k, Planted bug);
std::optional<Fields> check_binomial_gather(std::int64_t k, Planted bug);
std::optional<Fields> check_binomial_reduction(std::int64_t k, Planted bug);
std::optional<Fields> check_binomial_embedding(std::int64_t k);
std::optional<Fields> check_binomial_higher_first(std::int64_t k);
// binomial_prefix.cpp: collcheck's prefix on the binomial tree (up-sweep, down-sweep), on a given
// plan (the tests hand it planted ones) and for N = 2^k.
std::optional<Fields> binomial_prefix_fields(int k, const BinomialPrefixPlan& plan);
std::optional<Fields> check_binomial_prefix(std::int64_t k, Planted bug);

// N not a power of two (any_n.cpp): the procedures with ⌈log2 N⌉ iterations, printed or guarded.
std::optional<Fields> check_any_n_broadcast(std::int64_t N, bool guarded, Planted bug);
std::optional<Fields> check_any_n_reduction(std::int64_t N, bool guarded, Planted bug);
std::optional<Fields> check_any_n_prefix(std::int64_t N, Planted bug);
std::optional<Fields> check_any_n_floor(std::int64_t N);
std::optional<Fields> check_cube_any_n(std::int64_t N, bool guarded, Planted bug);

// The N = 8 tables (tables.cpp).
std::optional<Fields> check_pram_tables();
std::optional<Fields> check_cube_tables();
// The access rows of a run as the slides' loop tables print them: "j P_i read write".
std::vector<std::string> pram_rows(const std::vector<Iteration>& its);
std::vector<std::string> cube_rows(const CubeRun<Interval>& r, std::int64_t N);

// The operator remark (operators.cpp): op indexes a list; literal runs the printed operand order.
// logical16: the 16 binary operations on {0, 1}, op the truth table (bit 2a + b of op is a ⊕ b).
enum class OpSet { associative, difference, division, rps, logical16 };
// The truth table op (0..15) is associative on {0, 1}.
bool logical_associative(std::int64_t op);
// Its name ("and", "nand", "a and not b", ...).
std::string logical_name(std::int64_t op);
std::int64_t op_count(OpSet s);
std::optional<Fields> check_operator(OpSet s, std::int64_t op, std::int64_t d, bool literal,
                                     Planted bug);

// Beyond N = 8 (operators_large.cpp): fixed pseudo-random operands for N = 2^d.
std::int64_t large_op_count();
std::string large_op_name(std::int64_t op);
bool large_op_admissible(std::int64_t op, std::int64_t d);  // strings only up to d = 10
std::optional<Fields> check_operator_large(std::int64_t op, std::int64_t d, Planted bug);
// Non-associative operators (difference, division, rock-paper-scissors = op 0, 1, 2) for N = 2^d:
// no tuple fails at N <= 2, and each procedure fails on some tuple for N >= 4.
std::optional<Fields> check_nonassociative(std::int64_t op, std::int64_t d);
// operators_term.cpp, on the term witness (the free magma): Prefix (operand order fixed) leaves
// a_1 ⊕ (a_2 ⊕ a_3) at P_3 for N >= 4 (on given iterations: the tests hand it planted ones); the
// census of the 3^9 operators on {0, 1, 2}; both for N = 2^d (the census at d = 2).
std::optional<Fields> prefix_term_fields(std::int64_t N, const std::vector<Iteration>& its);
std::optional<Fields> nonassociative_census();
std::optional<Fields> check_nonassociative_any(std::int64_t d, Planted bug);

}  // namespace cc::groupops_checks
