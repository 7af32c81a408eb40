// Summation in the LogP model (Shou and Chen, section 3): the summation tree
// S*(P; L, o, g) = T*(P; L+1, o, g), Lemma 1 (operands per node), Theorem 5 (N_S), Algorithm 2
// with ComputeParent (as printed and as intended) and Theorem 6 (the time for N operands).
//
// The schedule a plan runs (sum_schedule): node i of S* with effective time T_i sends its sum to
// its parent at D_i = T_i + B (B: the extra operands per node, Theorem 6). Its k-th child's
// message is received at D_c + o + L and combined in the cycle that ends at D_i - kg (D_c =
// T_i - (L+1) - 2o - kg + B). The node adds its operands one per cycle in the free cycles from
// time 0 on; its first operand is its starting value (no cycle). Operands are numbered so that
// the total is 0:N-1 exactly when every operand is combined once and in order: a node's block
// is its first operand, then in time order its added operands and its children's blocks.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "spec/algorithms/logp_broadcast.hpp"

namespace cc::logp {

// S*(P; L, o, g) = T*(P; L+1, o, g) with root P0.
Tree sum_tree(Time L, Time o, Time g, u64 P, Pe P0);

// Lemma 1 as printed: T_i + 1 for a leaf, T_i - (floor((T_i - (L+2o+1))/g) + 1)(o+1) + 1 else.
Time lemma1_operands(Time Ti, bool leaf, Time L, Time o, Time g);
// Lemma 1's count of a non-leaf node's children, floor((T_i - (L+2o+1))/g) + 1: its children in
// OBT(f_T) for latency L + 1 (Algorithm 2's step 4, its bracket fixed, computes it at every node).
Time lemma1_child_count(Time Ti, Time L, Time o, Time g);
// Lemma 1 with K_i the number of children node i has in S*: T_i - K_i(o+1) + 1.
Time lemma1_actual(const Tree& t, std::size_t i, Time o);
// Theorem 5: N_S = sum T_i - oP + o + 1.
Time thm5_ns(const Tree& t, Time o);

// Algorithm 2's steps 4-5 as printed: K_i := floor(T_i - (L+2o+1)/g) + 1 (the division binds
// to (L+2o+1) only, as printed), A_i := T_i - (o+1)K_i + 1.
Time alg2_printed_a(Time Ti, Time L, Time o, Time g);

// ComputeParent(P_i, T_i, T) as printed (f with latency L+1; P_i normalised by P0); nullopt if
// it has not returned after 4096 iterations (it does not terminate for the root).
std::optional<Pe> compute_parent(Pe Pi, Time T, Time L, Time o, Time g, u64 P, Pe P0);

// A summation plan on S*: operands per node (in S*'s preorder) and B.
struct SumPlan {
  Params params;
  Tree tree;
  std::vector<Time> operands;  // N_i per node
  Time B = 0;
  bool nonroot_sends = true;  // false: Algorithm 2's step (10) as printed (only P0 sends)
};

struct SumRun {
  Execution ex;
  Time total = 0;  // N = sum of N_i
  std::size_t root_pe = 0;
};

Schedule sum_schedule(const SumPlan& plan, Time& total_out);

// A summation variant: the intended plan's schedule, changed by `mutate` (a user's change or a
// planted bug), run by the same claims.
// A Variant (spec/core/variant.hpp) of family "logp", kind "summation".
class SumVariant : public Variant {
 public:
  SumVariant(std::string name, std::string summary, bool planted,
             std::function<void(Schedule&)> mutate)
      : mutate(std::move(mutate)),
        name_(std::move(name)),
        summary_(std::move(summary)),
        planted_(planted) {}
  std::string family() const override { return "logp"; }
  std::string kind() const override { return "summation"; }
  std::string name() const override { return name_; }
  std::string summary() const override { return summary_; }
  bool planted() const override { return planted_; }
  std::function<void(Schedule&)> mutate;

 private:
  std::string name_, summary_;
  bool planted_;
};
std::vector<std::shared_ptr<const SumVariant>> sum_variants();
// The summation variants (register_logp_variants, spec/algorithms/logp_broadcast.hpp, registers
// these with the broadcast ones).
void register_sum_variants();
const SumVariant* find_sum_variant(const std::string& name);  // nullptr if unknown

SumRun run_sum(const SumPlan& plan, const SumVariant* variant = nullptr);

// The intended plan for N operands (Algorithm 2 as intended): A_i = T_i - K_i(o+1) + 1 with K_i
// the actual number of children, B = ceil((N - N_S)/P) for N >= N_S, and (P*B - (N - N_S))
// nodes, the last ones in preorder, one operand short. Requires N >= N_S.
SumPlan intended_plan(Time L, Time o, Time g, u64 P, Time N);

// Algorithm 2 as printed: steps 4-7 (B_i = floor((N - sum A_j)/P)) and step 10 (PE P0 sends,
// every other PE prints). With misprints_fixed, what the paper itself shows it means: step 4 as
// its comment says (K_i the number of children of the node in S*, 0 for a leaf; at P = f_T this
// is also Lemma 1's floor((T_i - (L+2o+1))/g) + 1 for every inner node), step 10 as its comments
// say (every PE but P0 sends its sum to its parent), n read as N; step 6's floor as printed.
SumPlan printed_plan(Time L, Time o, Time g, u64 P, Time N, bool misprints_fixed = false);

}  // namespace cc::logp
