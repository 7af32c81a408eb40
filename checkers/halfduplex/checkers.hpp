// The checkers of the half-duplex claims (Lin and Hung), each built for the id of the claim that
// names it in checkers/halfduplex/claims/ (the id is typed once, there): what a claim compares at
// one point of its domain (domains.hpp), in the paper's notation; the kit (checkers/kit.hpp) runs
// it over the domain. The algorithms are run with the integer split of
// spec/algorithms/halfduplex_prefix.hpp on the compressed executor (checked against the literal
// one by halfduplex.executor.agree); the closed forms they are compared with are
// spec/models/halfduplex_formulas.hpp's, in exact integers. The Z3 claims' checkers are in
// proof_checks.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"
#include "spec/core/fields.hpp"

namespace cc::halfduplex_checks {

using halfduplex::Algorithm;
using halfduplex::PrefixVariant;
using halfduplex::Reading;

// A case of the point and the run: its budget, its --variant and --case, and the threads that
// fill the shared tables of executed runs (table.hpp) that the claims over (p, k, n) read.
using RunCase = std::optional<Fields> (*)(const Point&, const RunContext&);
kit::Bind on_run(RunCase fn);
// A case of the run's variant of the algorithms (--variant, else the paper's) and the point.
using VariantCase = std::optional<Fields> (*)(const PrefixVariant&, const Point&);
kit::Bind on_variant(VariantCase fn);
// The options of a claim whose check runs the family's algorithms with --variant's.
kit::Options runs_algorithm();

// runs.cpp: the algorithms obey the model and leave every prefix; the two executors agree; the
// random points up to p = 1024.
// E and F under `reading` (halfduplex_prefix.hpp: 2k - 1 or 2k collectives per level).
kit::Bind prefixes(Algorithm alg, Reading reading = Reading::merged);  // (p, k, n)
std::optional<Fields> agree_case(const PrefixVariant&, const Point&);  // (p, k, n)
std::optional<Fields> large_case(const Point&, const RunContext&);     // (algorithm, p, k, n)

// theorems.cpp: Theorems 1, 2, 4 and 7 and E's T on the executed counts, (p, k, n).
std::optional<Fields> thm1_case(const Point&);
std::optional<Fields> thm2_case(const PrefixVariant&, const Point&);
std::optional<Fields> thm2_integer_case(const Point&);
std::optional<Fields> thm2_split_case(const Point&, const RunContext&);
std::optional<Fields> thm4_case(const Point&, const RunContext&);
std::optional<Fields> thm4_integer_case(const Point&);  // (p, k)
// Theorem 7 read as printed (the precondition is necessary), its sufficiency, or with the
// integer split (every PE computes exactly when floor((n - v)/k) >= p); v_ceil: as printed, with
// A built on v rounded up (halfduplex.integer_split's other reading).
enum class Thm7Read { printed, sufficient, integer_split, v_ceil };
kit::Bind thm7(Thm7Read read);
kit::Bind e_t(Reading reading);

// comparisons.cpp: Theorems 3 and 5 on the executed counts.
std::optional<Fields> thm3_case(const Point&, const RunContext&);              // (p, k, n): d, b, n
std::optional<Fields> thm3_integral_case(const PrefixVariant&, const Point&);  // (d, b, a, e, m)
// Theorem 3 at one n: C(n, a, b) > C(n, d, b) > C(n, d, e), executed.
std::optional<Fields> check_thm3_at(std::int64_t n, std::int64_t a, std::int64_t b, std::int64_t d,
                                    std::int64_t e, const PrefixVariant& var);
std::optional<Fields> thm5_case(const Point&, const RunContext&);

// algorithm_b.cpp: B's S as printed and corrected, B against A and L, F against E.
enum class SRead { printed, corrected, faster_than_a };
kit::Bind s_case(SRead read);  // (p, k, n)
// R(n, p, 1) - S(n, p, k) as printed and corrected (p, k, n); "B is faster than L" as printed and
// corrected (p, k), at the least n integral for both.
// some_tau: the other reading of "faster" (docs/modelling-choices.md, halfduplex.sec6.faster):
// faster for some tau > 0 (for small tau), i.e. fewer computation steps, or as many and fewer
// communication steps.
enum class BvsL { printed, corrected, faster, faster_corrected, some_tau };
kit::Bind b_vs_l(BvsL read);
// F takes A's computation steps and at most E's communication steps (p, k, n); "slightly less"
// with the figures' cost of a collective (p, k).
enum class FvsE { at_most, slightly_less };
kit::Bind f_vs_e(FvsE read, Reading reading = Reading::merged);
std::optional<Fields> s_components_case(const PrefixVariant&, const Point&);  // (p, k, m)

// cost.cpp: the asymptotic statements made concrete on (p, k, m).
//
// Cost as a concrete bound on the executed counts of alg(n, p, k) at n = the least integral
// n >= m base(p) (base p^3 for A and B, p^2 ceil(log2 p) for E and F, p^2 when `below`):
// not below: p(C + R) < (2 + c/m) n; below: p(C + R) >= c (p - 1) n / (m + 1); c = c_num/c_den.
struct CostBound {
  Algorithm alg;
  bool below;
  std::int64_t c_num, c_den;
};
std::optional<Fields> check_cost(const CostBound& b, std::int64_t p, std::int64_t k, std::int64_t m,
                                 const PrefixVariant& var, Reading reading = Reading::merged);
kit::Bind cost(CostBound b);
kit::Bind ef_cost(Reading reading);  // E and F, c = 4
// C(n, p, k) = Theta(n/p) at n = m(p^2 + kp + k + 1)/2: (2p - 1)n/p^2 - 1 <= C < 2n/p - 1 on the
// executed C of A (strict_lower: the lower bound with <, false where it is attained, k = p - 1).
std::optional<Fields> check_c_theta(std::int64_t p, std::int64_t k, std::int64_t m,
                                    bool strict_lower, const PrefixVariant& var);
std::optional<Fields> c_theta_case(const PrefixVariant&, const Point&);
// S(n, p, k) = Theta(p^2) at n = m(p^2 + kp + k + 1)/2: lo_num p^2 <= lo_den S and 4S < 5p^2 on
// the executed S of B (the paper's bounds: lo = 17/25, attained at p = 5, k = 2).
std::optional<Fields> check_s_theta(std::int64_t p, std::int64_t k, std::int64_t m,
                                    std::int64_t lo_num, std::int64_t lo_den,
                                    const PrefixVariant& var);
std::optional<Fields> s_theta_case(const PrefixVariant&, const Point&);
std::optional<Fields> a_vs_l_case(const PrefixVariant&, const Point&);  // (p, k)
std::optional<Fields> vs_pll_case(const PrefixVariant&, const Point&);  // (p, k, m)
std::optional<Fields> smaller_tau_case(const PrefixVariant&, const Point&);  // (p, k)
// The least n >= x at which every quotient of A(n, p, k) (and B, E, F) is an integer: the least
// multiple of (p^2 + kp + k + 1)/2 that is at least x.
std::int64_t least_integral_at_least(std::int64_t x, std::int64_t p, std::int64_t k);

// section5.cpp: section 5's example n = 1024, p = 256 (k), and its statements on B, E and F.
std::optional<Fields> sec5_idle_case(const Point&);
std::optional<Fields> idle_bef_case(const PrefixVariant&, const Point&);
std::optional<Fields> precondition_bef_case(const Point&, const RunContext&);  // (p, k, n)
// Section 5 for alg: at n (meeting the precondition or not), every PE computes in every phase
// >= 2; the claim runs it where n >= (p^2 + kp + k + 1)/2.
std::optional<Fields> check_all_active(Algorithm alg, std::int64_t n, std::int64_t p,
                                       std::int64_t k, const PrefixVariant& var);

// sum_steps.cpp: "impossible to compute the sum of 1024 inputs in 7 computation steps", (n).
std::optional<Fields> sum_steps_case(const Point&, const RunContext&);
// The least number of computation steps in which x_1 (+) ... (+) x_n can be formed when every
// step may perform any set of operations on values formed so far (communication free, any
// number of PEs: every half-duplex schedule is such a sequence). `arity` 2 is the model's
// binary operation; 3 is a planted ternary one. Exhaustive over every sequence of operation
// sets (small n), and over lengths (the greatest set reachable in t steps; any n).
std::int64_t least_sum_steps_exhaustive(std::int64_t n, int arity);
std::int64_t least_sum_steps_lengths(std::int64_t n, int arity);

// examples.cpp: the worked examples of section 2 (m), as totals and phase by phase.
std::optional<Fields> p4k3_case(const Point&);
std::optional<Fields> p7k3_case(const Point&);
std::optional<Fields> p4k3_phases_case(const PrefixVariant&, const Point&);
std::optional<Fields> p7k3_phases_case(const PrefixVariant&, const Point&);
std::optional<Fields> p4k3_after_phase1_case(const PrefixVariant&, const Point&);

// figures.cpp: Figures 4 to 8 of section 6 (n); Figures 5 to 8 with E and F under `reading`.
std::optional<Fields> fig4_case(const Point&);
// The cost of a collective in the figures: 2 log2 q for the q PEs it involves (collcheck's
// reading), or 2 log2 13 for every collective (the machine's p; the other reading of
// halfduplex.collective.cost_participants, docs/modelling-choices.md), or 2 ceil(log2 q) whole
// steps (the other reading of halfduplex.collective.log_rounding).
enum class CostReading { involved, machine, whole };
// reduces.cpp: E takes fewer communication steps than A, and F fewer than B (where defined),
// executed at n = (p^2 + kp + k + 1)/2 (p, k) with a collective of q PEs costing 2 log2 q (paper,
// bracketed) or ceil(log2 q) (least: the fewest any half-duplex collective of q PEs takes).
enum class ReduceCost { paper, least };
kit::Bind e_reduces(ReduceCost cost);
// phase1.cpp: which PEs communicate in phase 1 of A, B, E, F (p, k; n the least integral):
// printed, exactly k are silent; corrected, the last k never exchange with the first p - k, and
// in A and E with p - k >= 2 they are exactly the silent ones.
enum class KSilent { printed, corrected };
kit::Bind k_silent(KSilent read);
// per_lane: phase 1 timed per lane at the figure's tau (docs/modelling-choices.md,
// halfduplex.phase1_accounting's other reading; Figures 6 to 8 only).
std::optional<Fields> figure_case(int fig, Reading reading, const Point&,
                                  CostReading cost = CostReading::involved, bool per_lane = false);
kit::Bind figure(int fig, Reading reading, CostReading cost = CostReading::involved,
                 bool per_lane = false);
// Figure fig (4 to 8) at n = x[0] with F built on f_var (merged reading, cost 2 log2 q; A, B,
// E the paper's): f_readings.cpp runs it on F's other readings.
std::optional<Fields> figure_f_case(int fig, const PrefixVariant& f_var, const Point& x);

// phases.cpp: A(n, p, k) phase by phase at n = m(p^2 + kp + k + 1)/2, (p, k, m): counts per
// phase, who holds y and the parts of z at each phase's borders; who communicates in phase 1 of
// A, B, E and F (p, k; n = (p^2 + kp + k + 1)/2).
std::optional<Fields> alg_a_phases_case(const PrefixVariant&, const Point&);
std::optional<Fields> phase1_roles_case(const PrefixVariant&, const Point&);
// idle.cpp: section 7's idle last k PEs, phase 1 timed per lane (p, k, m), for p - k >= 2;
// literal: also at p - k = 1.
std::optional<Fields> sec7_idle_case(const PrefixVariant&, const Point&);
std::optional<Fields> sec7_idle_literal_case(const PrefixVariant&, const Point&);
// collective.cpp: section 4's Theta(log p) broadcast and scatter, (q): binomial trees from several
// roots executed as half-duplex steps take ceil(log2 q) steps, and (q <= exhaustive_q) no
// broadcast takes fewer, over every schedule. Planted: the tree's spans in ascending order, or a
// search in which a PE may send `sends` > 1 messages per step.
std::optional<Fields> collective_log_check(std::int64_t q, std::int64_t exhaustive_q,
                                           bool planted_ascending, int sends);
std::optional<Fields> collective_log_case(const Point&, const RunContext&);
// tradeoff.cpp: the trade-off of each family at p (p): the member with the fewest computation
// steps is not one with the fewest communication steps; literal: also A and E at p = 3.
std::optional<Fields> tradeoff_check(std::int64_t p, bool literal, const PrefixVariant& var);
std::optional<Fields> tradeoff_case(const PrefixVariant&, const Point&);
std::optional<Fields> tradeoff_literal_case(const PrefixVariant&, const Point&);

// f_readings.cpp: F on the other readings of section 4's "done similarly"
// (docs/modelling-choices.md, halfduplex.f.construction; PrefixVariant::f_moved_point_to_point,
// f_last): its moved parts as B's k(k - 1) transfers, y of phase k+1 as a broadcast of its own
// among the last k PEs, or to all p - 1 PEs on F's levels only. Each statement that rests on
// F's construction, run with F on the reading (on the run's variant, so a planted bug shows):
//  - prefixes (p, k, n): F obeys the model and leaves every prefix;
//  - computation (p, k, n): F takes A's computation steps, and every PE computes in every phase
//    >= 2 where n >= (p^2 + kp + k + 1)/2 (section 5);
//  - idle (k): section 5's n = 1024, p = 256: at least 248 PEs idle in every phase >= 2;
//  - vs_e (p, k): T(F) <= T(E) and C(F) = C(A) at n = 4p^2, collectives 2 ceil(log2 q) (E as
//    collcheck runs it);
//  - slightly_less (p, k): T(F) < T(E) at n = 4p^2 with 2 log2 q, bracketed;
//  - figures (n = 8192): Figures 4 to 7 and 8 (n = 4096) with F on the reading;
//  - cost_optimal (p, k, m): F's p(C + T) < (2 + 4/m)n at the least integral n >= m p^2
//    ceil(log2 p);
//  - vs_pll (p, k, m): F's C below PLL's and its communication steps above (F only).
enum class FReading { point_to_point, side_broadcast, own_broadcast };
const char* name(FReading r);
std::shared_ptr<const PrefixVariant> f_reading_variant(const PrefixVariant& base, FReading r);
enum class FStatement {
  prefixes,
  computation,
  idle,
  vs_e,
  slightly_less,
  figures,
  cost_optimal,
  vs_pll
};
kit::Bind f_reading(FStatement what, FReading r);
// Over several readings: the domain d with a last axis "reading" (0 point_to_point,
// 1 side_broadcast, 2 own_broadcast) from `first` to `last` (so the least counterexample is the
// least point of d on any reading), and the statement at x.back()'s reading.
// pkn_f_small: (p, k, n) with k >= 2, p >= 2k + 1, p <= 6, 9, 16, every n in [p, 4p^2].
kit::Domain pkn_f_small();
kit::Domain over_f_readings(kit::Domain d, FReading first = FReading::point_to_point,
                            FReading last = FReading::own_broadcast);
kit::Bind f_readings(FStatement what);

}  // namespace cc::halfduplex_checks
