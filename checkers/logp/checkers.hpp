// The checkers of the LogP claims (Shou and Chen), each built for the id of the claim that names it
// in checkers/logp/claims/ (the id is typed once, there): what a claim compares at one point of
// its domain (domains.hpp), in the paper's notation; the kit (checkers/kit.hpp) runs it over the
// domain. Every schedule a check builds or a search reports is run on the executor
// (spec/models/logp.hpp), which is the ground truth.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checkers/engine/domain.hpp"
#include "checkers/kit.hpp"
#include "checkers/registry.hpp"
#include "proofs/logp_bmc.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"

namespace cc::logp_checks {

// A case that needs the run's budget besides the point (how far T goes, how large P).
using BudgetCase = std::optional<Fields> (*)(const Point&, Budget);
kit::Bind on_budget(BudgetCase fn);
// A case of the run's broadcast or summation (--variant, else the paper's), and the options of a
// claim that runs it (--variant applies).
kit::Bind on_broadcast(std::optional<Fields> (*fn)(const logp::BroadcastVariant&, const Point&));
kit::Bind on_summation(std::optional<Fields> (*fn)(const logp::SumVariant&, const Point&));
kit::Options runs_variant();

// count_checks.cpp: Definition 2 and Theorem 2, (L, o, g), f_T counted on GBT up to T.
std::optional<Fields> def2_count(const Point&, Budget);       // by subtree sizes vs node by node
std::optional<Fields> thm2_recurrence(const Point&, Budget);  // the recurrence, every n
std::optional<Fields> thm2_case1(const Point&, Budget);       // the n of one case only
std::optional<Fields> thm2_case2(const Point&, Budget);
std::optional<Fields> thm2_case3(const Point&, Budget);
std::optional<Fields> thm2_boundary(const Point&, Budget);  // one case per n; n = g both ways

// broadcast_checks.cpp: Theorems 1 and 2 against the search over every broadcast schedule,
// Definitions 3 and 4 and Theorem 3 on the trees, Figure 1.
std::optional<Fields> thm2_reach(const Point&, Budget);            // (L, o, g): f_T with g
std::optional<Fields> thm2_reach_effective(const Point&, Budget);  // with max{g, o}
std::optional<Fields> thm1_obt(const Point&);                      // (P, L, o, g): B(P) with g
std::optional<Fields> thm1_obt_effective(const Point&);            // with max{g, o}
std::optional<Fields> def3_numbering(const Point&);                // (L, o, g, T), every P0
std::optional<Fields> thm3_numbering(const Point&);
std::optional<Fields> thm3_numbering_tstar(const Point&);  // every T*(P), f_{T-1} < P <= f_T
std::optional<Fields> thm3_numbering_tstar_planted(const Point&);               // mod f_T for mod P
std::optional<Fields> def4_tstar(const logp::BroadcastVariant&, const Point&);  // (P, L, o, g)
std::optional<Fields> fig1(const Point&);
// broadcast_general_checks.cpp: (P, L, o, g), every T up to 8, 10: best_broadcast against every
// broadcast program on P PEs (messages to informed PEs, several per pair, no tree assumed).
std::optional<Fields> bcast_search_general(const Point&, Budget);
// The same with the search's parameters and the programs' apart (the tests plant a wrong search).
std::optional<Fields> bcast_general_against(const logp::Params& search,
                                            const logp::Params& programs, logp::Time T);

// thm4_checks.cpp: Theorem 4's bound and the inequalities of its proof, in exact integers.
std::optional<Fields> thm4_bounds(const Point&, Budget);  // (L, o, g), every P up to 256, 2048
// (L, o, g), every T: the combined line as printed (log2 f_T), with log2(2 f_T), and the
// surviving case g log2 f_T <= T < (L+2o) log2(2 f_T).
std::optional<Fields> thm4_proof_combined(const Point&, Budget);
std::optional<Fields> thm4_proof_combined_2f(const Point&, Budget);
std::optional<Fields> thm4_proof_case2(const Point&, Budget);
// (P, L, o, g): the chain P <= f_T <= 2 f_{T-min{g, L+2o}} <= 2 f_{T-1} < 2P at T = T_B, as
// printed and for P >= 2 (where also f_T <= 2 f_{T-1}).
std::optional<Fields> thm4_chain(const Point&);
std::optional<Fields> thm4_chain_p2(const Point&);

// sum_checks.cpp: Lemma 1, Theorems 5 and 6, Algorithm 2 and ComputeParent on S*(P; L, o, g),
// run on the executor with interval witnesses; Figure 2. Points (P, L, o, g[, extra or N]).
std::optional<Fields> lemma1_literal(const Point&);
std::optional<Fields> lemma1_corrected(const Point&);
std::optional<Fields> thm5_sum_ns(const Point&);
std::optional<Fields> alg2_printed(const Point&);
std::optional<Fields> alg2_misprints_fixed(const Point&);
std::optional<Fields> alg2_intended(const logp::SumVariant&, const Point&);
// Algorithm 2 as intended with step (9)'s loop as printed (loc_sum = 0, one cycle per operand).
std::optional<Fields> alg2_step9_loop(const Point&);
std::optional<Fields> thm6_time(const Point&);  // T_B + (N - N_S)/P exactly
std::optional<Fields> alg2_small_n(const Point&);
std::optional<Fields> alg2_compute_parent(const Point&);
std::optional<Fields> fig2(const Point&);

// optimal_sum_checks.cpp: the paper's summation optimality against the search over every
// summation schedule (spec/algorithms/logp_sum_opt.hpp), every schedule replayed. The case
// functions of the search take a deliberately wrong search (logp::SearchBug) for the tests.
//
// Point (P, L, o, g); T = T_B, the root time of S*(P; L, o, g). literal: logp.sum.optimal_count
// (fails where some schedule sums more than N_S by T_B); otherwise logp.sum.optimum_count (the
// search's schedule replays on the executor and sums no fewer than the best schedule on S*).
std::optional<Fields> check_sum_count(const Point& p, bool literal,
                                      logp::SearchBug bug = logp::SearchBug::none);
// Point (P, L, o, g, extra), N = N_S + extra. literal: logp.sum.optimal_time (fails where some
// schedule sums N operands before T_B + ceil(extra/P)); otherwise logp.sum.optimum_time.
std::optional<Fields> check_sum_time(const Point& p, bool literal,
                                     logp::SearchBug bug = logp::SearchBug::none);
// Point (P, L, o, g, T): the search against the independent enumeration
// (logp.sum.search_exhaustive).
std::optional<Fields> check_sum_search(const Point& p, logp::SearchBug bug = logp::SearchBug::none);
// Point (L, o, g, T), P = 2: the search against every two-PE program (logp.sum.search_general).
std::optional<Fields> check_sum_general(const Point& p,
                                        logp::SearchBug bug = logp::SearchBug::none);
// The same with the correct search, as the claims run them.
std::optional<Fields> sum_optimal_count(const Point&);
std::optional<Fields> sum_optimum_count(const Point&);
std::optional<Fields> sum_optimal_time(const Point&);
std::optional<Fields> sum_optimum_time(const Point&);
std::optional<Fields> sum_search_exhaustive(const Point&);
std::optional<Fields> sum_search_general(const Point&);
// Theorem 5 as printed over the schedules based on S* (the tree fixed; send times, receive order
// and relays free), (P, L, o, g).
std::optional<Fields> thm5_most_on_sstar(const Point&);
std::optional<Fields> fig2_optimal(const Point&);

// Runs a timed tree with N operands on the executor: nothing if it is accepted and the root
// holds 0:N-1 by time `by` with every operand used once; otherwise what went wrong.
std::optional<Fields> replay_timed(const logp::Params& prm, const logp::TimedTree& t, logp::Time N,
                                   logp::Time by);

// sum_bmc_checks.cpp: (P, L, o, g), every T up to a horizon H: SumSearch::most(T, P) against
// every LogP program on P PEs in the value vocabulary, no tree assumed (a bounded model check,
// proofs/logp_bmc.hpp): "most + 1" unsat, "most" sat with its program replayed on the executor.
Checker sum_no_tree_bmc_checker(const std::string& id);
// One point: nothing if both queries answer as they should; the counterexample if a program that
// the executor accepts beats the search; throws if a solver's program does not replay (a defect
// of the encoding: the planted encodings of the tests) or the encoding cannot reach the optimum,
// InconclusiveCase on unknown.
std::optional<Fields> sum_no_tree_case(const Point& p, logp::Time H, const RunContext& ctx,
                                       proofs::LogpBmcPlant plant = proofs::LogpBmcPlant::none,
                                       logp::SearchBug bug = logp::SearchBug::none);
// sum_bmc_checks.cpp: collcheck synth's cone encoding (proofs/logp_bmc.hpp) against
// SumSearch::most(T, P) at Figure 2's L = 5, o = 2, g = 4: "at least most" sat (its program
// replayed, summing exactly most), "at least most + 1" unsat.
Checker sum_cone_fig2_checker(const std::string& id);
// One (P, L, o, g, T): nothing if both answers are as they should be; the replayed program if the
// encoding sums another count; throws if a program does not replay (InconclusiveCase on unknown).
std::optional<Fields> sum_cone_case(logp::Pe P, logp::Time L, logp::Time o, logp::Time g,
                                    logp::Time T, const RunContext& ctx,
                                    proofs::LogpBmcPlant plant = proofs::LogpBmcPlant::none);
// The same against given counts most[T], T = 0..H (the tests understate the search's).
std::optional<Fields> sum_no_tree_against(logp::Pe P, logp::Time L, logp::Time o, logp::Time g,
                                          const std::vector<logp::Time>& most,
                                          const RunContext& ctx,
                                          proofs::LogpBmcPlant plant = proofs::LogpBmcPlant::none);
// The program of a sat model replayed on the executor: its operands numbered by where they stand
// in PE 0's final value, then run with the interval witness; nothing if the executor accepts it
// and PE 0 holds 0:N-1 with N >= at_least by T, otherwise what went wrong.
std::optional<Fields> replay_sum_program(const logp::Schedule& program, logp::Time T,
                                         logp::Time at_least);
std::string program_text(const logp::Schedule& s);

// proof_checks.cpp: the step of Theorem 2's proof (case 3) for every L, o, g >= 1 (Z3), each
// model re-checked in spec/ (spec/models/logp_arith.hpp).
Checker thm2_step_checker(const std::string& id);
// Links 2 and 3 of Theorem 5's proof for every P, o, T_i, K_i (Z3; induction on P).
Checker sum_algebra_checker(const std::string& id);
// Theorem 3's identity sum_{m<k} f_{T-L-2o-mg} = f_T - f_{T-kg} for every L, o, g >= 1 and every
// child that exists (Z3; induction on k from Theorem 2's case 3).
Checker thm3_identity_checker(const std::string& id);
// count_checks.cpp: the same identity on GBT's counts f_direct, (L, o, g), every T and k.
std::optional<Fields> thm3_identity_counts(const Point&, Budget);
// The same on given counts f_0..f_T (the tests hand it wrong ones).
std::optional<Fields> thm3_identity_on(const std::vector<u128>& f, logp::Time L, logp::Time o,
                                       logp::Time g);

// sstar_checks.cpp: the child counts and sums of section 3's proofs on S*(P; L, o, g), (P, L, o,
// g): Lemma 1's count floor((T_i - (L+2o+1))/g) + 1 against the children each node has in S*
// (built by Definition 4's preorder from T*(P; L+1, o, g)), and the sums Theorems 5 and 6 take.
std::optional<Fields> lemma1_proof_children(const Point&);     // every non-leaf: the count
std::optional<Fields> thm5_proof_sum_k(const Point&);          // sum of the count (leaf 0) = P - 1
std::optional<Fields> lemma1_children_in_sstar(const Point&);  // sum = P - 1; count at P = f_T
std::optional<Fields> thm6_sum_a(const Point&);                // sum A_i (step 4's K_i) = N_S
std::optional<Fields> thm6_sum_a_children(const Point&);       // sum A_i (children in S*) = N_S
// The two that hold, on a given tree (the tests hand them broken trees).
std::optional<Fields> children_in_sstar_on(const logp::Tree& t, logp::Time L, logp::Time o,
                                           logp::Time g);
std::optional<Fields> sum_a_children_on(const logp::Tree& t, logp::Time L, logp::Time o,
                                        logp::Time g);

}  // namespace cc::logp_checks
