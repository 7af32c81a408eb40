// Broadcast in the LogP model (Shou and Chen, section 1: Definitions 2-4,
// Theorems 1-3; section 2 as reconstructed, see below). What is here:
//  - f_T counted directly on GBT(L, o, g) (Definition 2: root label 0, the children of a node
//    labelled t are labelled t + L + 2o + ig, i >= 0), and f_T by Theorem 2's recurrence as
//    printed, with the case that applies;
//  - OBT(f_T) and T*(P) (Definition 4: the first P nodes of OBT(f_T) in preorder) as trees of
//    (P_i, T_i) pairs, numbered by Definition 3 (subtree sizes) and by Theorem 3 (the formula);
//  - broadcast plans (who sends to whom when) for T* and for variants, turned into executor
//    schedules;
//  - the exhaustive search for the optimal broadcast time over all LogP broadcast schedules.
// Reconstruction of the missing part of section 2 (our copy lacks it): the broadcast algorithm
// is "each PE (P_i, T_i) of T*(P; L, o, g), once it holds the message at time T - T_i, sends it to
// its k-th child at time T - T_i + kg, k = 0, 1, ...", which is what Definition 4 and Theorem 3
// describe; Theorem 4 is reconstructed from its surviving proof as "T_B = min{T | f_T >= P}
// satisfies min{g, L+2o} log2 P <= T_B < max{g, L+2o} log2(4P)".
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/core/checked.hpp"
#include "spec/core/variant.hpp"
#include "spec/models/logp.hpp"

namespace cc::logp {

// f_0 .. f_T counted on GBT(L, o, g) (nodes with label <= T). A subtree of GBT rooted at label x
// is GBT shifted by x, so the count below a node depends only on T - x; the count is memoised
// on that. Throws Overflow past 2^128-1.
std::vector<u128> f_direct(Time L, Time o, Time g, Time T);

// The number of GBT nodes with label <= T by walking every node one by one (no memo); nullopt if
// more than `limit` nodes. Used to check f_direct's memo on small cases.
std::optional<u128> f_enumerate(Time L, Time o, Time g, Time T, u128 limit);

// Theorem 2's case for n as printed: 1 (0 <= n < L+2o), 2 (L+2o <= g and L+2o <= n < g),
// 3 (n >= max{g, L+2o}), 0 if none applies; a bitmask if several apply is not possible here, so
// cases_matching() returns how many of the three conditions hold.
int thm2_case(Time L, Time o, Time g, Time n);
int thm2_cases_matching(Time L, Time o, Time g, Time n);

// f_0 .. f_T by Theorem 2's recurrence as printed (each n by its case; f_n = 0 if no case
// applies). Throws Overflow.
std::vector<u128> f_recurrence(Time L, Time o, Time g, Time T);

// min{T | f_T >= P} with f counted directly; throws Overflow if f_T overflows 64 bits first.
Time min_time(Time L, Time o, Time g, u64 P);

// The same min{T | f_T >= P} in O(T) time and O(L + 2o + g) memory, for the large parameters of
// schedule documents: f_T = 1 + S(T - L - 2o) with S(x) = f_x + S(x - g) (S = 0 below 0), every
// count capped at P (f is nondecreasing, so the cap changes no comparison with P).
Time min_time_linear(Time L, Time o, Time g, u64 P);

struct Node {
  Pe number = 0;  // P_i
  Time T = 0;     // T_i, the effective time
  std::size_t parent = 0;
  std::vector<std::size_t> children;  // in order k = 0, 1, ...
};

// Nodes in preorder; nodes[0] is the root.
struct Tree {
  std::vector<Node> nodes;
};

// The first `count` nodes in preorder of OBT(f_T) with root time T (count = f_T: the whole
// tree), numbered by Definition 3 with root P0 and P = count, children's times T_i - L - 2o - kg.
Tree obt_prefix(Time L, Time o, Time g, Time T, u64 count, Pe P0);

// T*(P; L, o, g) with root P0 (Definition 4).
Tree tstar(Time L, Time o, Time g, u64 P, Pe P0);

// Theorem 3's number for the k-th child of (P_i, T_i): (P_i + 1 + f_{T_i} - f_{T_i-kg}) mod P.
u64 thm3_child_number(const std::vector<u128>& f, u64 Pi, Time Ti, Time k, Time g, u64 P);

struct Send {
  Pe from, to;
  Time start;
};

// A broadcast plan: the root and every send.
struct BroadcastPlan {
  Pe root = 0;
  std::vector<Send> sends;
};

// The schedule that runs the plan: each send at its time, each receive as soon as the message
// arrives (start + o + L), a PE's operations in time order.
Schedule broadcast_schedule(const Params& prm, const BroadcastPlan& plan);

// The paper's broadcast on a tree of (P_i, T_i): node i holds the message at T - T_i and sends to
// its k-th child at T - T_i + k * gap (gap = g for the paper).
BroadcastPlan tree_plan(const Tree& t, Time gap);

// A broadcast algorithm: the paper's T*, a user's tree, or a planted bug; a Variant
// (spec/core/variant.hpp) of family "logp", kind "broadcast", whose plan() gives the sends.
class BroadcastVariant : public Variant {
 public:
  BroadcastVariant(std::string name, std::string summary, bool planted,
                   std::function<BroadcastPlan(const Params&)> plan)
      : plan(std::move(plan)),
        name_(std::move(name)),
        summary_(std::move(summary)),
        planted_(planted) {}
  std::string family() const override { return "logp"; }
  std::string kind() const override { return "broadcast"; }
  std::string name() const override { return name_; }
  std::string summary() const override { return summary_; }
  bool planted() const override { return planted_; }
  std::function<BroadcastPlan(const Params&)> plan;

 private:
  std::string name_, summary_;
  bool planted_;
};
// The broadcast and summation variants of the one registry: register_logp_variants()
// (spec/algorithms/logp_sum.cpp) registers both once; every accessor calls it first.
void register_logp_variants();
void register_broadcast_variants();
std::vector<std::shared_ptr<const BroadcastVariant>> broadcast_variants();
// Throws UsageError for an unknown name.
const BroadcastVariant& find_broadcast_variant(const std::string& name);

// The exhaustive search (see logp_broadcast.cpp for why the memo is sound): the most PEs that any
// LogP broadcast schedule informs by time T (capped at cap, which must be below 2^63), and a
// plan that does so (left empty when more than 2^16 PEs are informed).
struct SearchResult {
  u64 informed = 1;
  BroadcastPlan plan;
};
SearchResult best_broadcast(const Params& prm, Time T, u64 cap);

// The least T at which some schedule informs all P PEs, with its plan.
struct OptimalResult {
  Time T = 0;
  BroadcastPlan plan;
};
OptimalResult optimal_broadcast(const Params& prm);

}  // namespace cc::logp

namespace cc::logp {

// B(P; L, o, g) of Theorem 1: the P nodes of GBT(L, o, g) with the smallest labels (ties in
// preorder), as a tree whose node times are T - label, T the largest label taken; numbers are
// preorder positions. A node's children are a prefix of its GBT children, so tree_plan(t, g)
// sends to the k-th child at label + kg.
Tree gbt_smallest(Time L, Time o, Time g, u64 P);

}  // namespace cc::logp
