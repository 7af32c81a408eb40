// Algorithms A and B of Lin and Yeh (sections 3 and 4): communication-optimal parallel prefix in
// the k-port lambda-postal model, and the variants a user or a test writes beside them.
//
// Notation (the paper's): PE i starts with v(i) in c(i); a:b is v(a) ⊕ ... ⊕ v(b).
//   m        = min{j | G(j) >= n}                                         (Theorem 1)
//   U_{x,j}  = {x + G(j+lambda-2) + t G(j-1) < n | 0 <= t <= k-1}        PEs that x sends to in
//   step j W_{y,j}  = {y - G(j-1) - t G(j-lambda) >= 0 | 0 <= t <= k-1}, j >= lambda
//              PEs that y receives from in step j (what they sent in step j - lambda + 1)
// Algorithm A, on PE i, for j = 1..m:
//   if 1 <= j <= m - lambda + 1: send c(i) to every y in U_{i,j}
//   if lambda <= j <= m: receive c(e_r) from e_r, e_1 < ... < e_h the elements of W_{i,j};
//                        c(i) := c(e_1) ⊕ ... ⊕ c(e_h) ⊕ c(i)
// Algorithm B runs the same communication on p < n PEs whose c(i) starts as the PE's block total
// and whose d(i) starts as the block's first value, then finishes each block locally.
//
// A variant overrides U, W or the combine order; run_algorithm_a and run_algorithm_b execute any
// variant with interval witnesses on the fast executor (spec/algorithms/postal_fast.hpp), which
// is tested to give the runs of the PostalNetwork executor, so a variant is checked by the same
// claims.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/core/variant.hpp"
#include "spec/models/postal.hpp"
#include "spec/witness/interval.hpp"

namespace cc::postal {

using witness::Interval;

struct Plan {
  Pe n;  // PEs taking part (n for A, p for B)
  u64 k, lambda;
  std::size_t m;  // min{j | G(j) >= n}
  GSequence G;
  Plan(Pe n, u64 k, u64 lambda);
};

// A variant of the prefix algorithm (spec/core/variant.hpp): name(), summary() and planted()
// come from Variant; U, W and the combine order are what a variant changes.
class PrefixVariant : public Variant {
 public:
  std::string family() const override { return "postal"; }
  std::string kind() const override { return "prefix"; }

  // U_{x,j}, ascending.
  virtual void U(Plan& plan, Pe x, std::size_t j, std::vector<Pe>& out) const;
  // Whether W is the inverse of U (then the executor derives the receives from the sends).
  virtual bool derives_w() const { return false; }
  // W_{y,j}, ascending: e_1 < e_2 < ... < e_h.
  virtual void W(Plan& plan, Pe y, std::size_t j, std::vector<Pe>& out) const;
  // The operands of the combine in order, as indices: r-1 for c(e_r), h for the PE's own value.
  virtual void combine_order(std::size_t h, std::vector<std::size_t>& out) const;
};

// Algorithm A exactly as printed in Fig. 3.
class PaperPrefix : public PrefixVariant {
 public:
  std::string name() const override { return "A"; }
  std::string summary() const override { return "Algorithm A as printed (Fig. 3)"; }
};

// A variant's U with W derived from it: W_{y,j} = {x | y in U_{x, j-lambda+1}}. Variants that
// change who sends to whom derive from this, so their receives stay consistent with their sends
// and their mistakes show in the values.
class DerivedWVariant : public PrefixVariant {
 public:
  bool derives_w() const override { return true; }
  void W(Plan& plan, Pe y, std::size_t j, std::vector<Pe>& out) const override;
};

// The postal prefix variants of the one registry (spec/core/variant.hpp). "A" is the paper's;
// the planted ones are named "planted-...". register_postal_variants() registers these (once;
// every accessor calls it first); register_prefix_variant adds one of a user's.
void register_postal_variants();
std::vector<std::shared_ptr<const PrefixVariant>> prefix_variants();
std::shared_ptr<const PrefixVariant> find_prefix_variant(const std::string& name);  // UsageError
void register_prefix_variant(std::shared_ptr<const PrefixVariant> v);

// Step j of Algorithm A's communication (or a variant's) on plan.n PEs, as data: send(x, y) for
// every message sent in step j (1 <= j <= m - lambda + 1), then receive(y, x) for every message
// that y receives in step j (lambda <= j <= m), each receiver's senders in the order of W_{y,j}.
// run_algorithm_a and run_algorithm_b drive the executor with it, and the schedule emitter
// (spec/schedule/postal_emit.hpp) writes it as a document: one description of the algorithm.
// `peers` is scratch, so that an executor can keep it from step to step.
template <class Send, class Receive>
void communication_step(const PrefixVariant& v, Plan& plan, std::size_t j, std::vector<Pe>& peers,
                        Send send, Receive receive) {
  if (j + plan.lambda <= plan.m + 1)
    for (Pe i = 0; i < plan.n; ++i) {
      v.U(plan, i, j, peers);
      for (Pe y : peers) send(i, y);
    }
  if (j < plan.lambda) return;
  if (v.derives_w()) {
    // W_{y,j} = {x | y in U_{x,j-lambda+1}}, ascending in x by construction.
    for (Pe x = 0; x < plan.n; ++x) {
      v.U(plan, x, j - plan.lambda + 1, peers);
      for (Pe y : peers)
        if (y < plan.n) receive(y, x);
    }
    return;
  }
  for (Pe y = 0; y < plan.n; ++y) {
    v.W(plan, y, j, peers);
    for (Pe x : peers) receive(y, x);
  }
}
template <class Send, class Receive>
void communication_step(const PrefixVariant& v, Plan& plan, std::size_t j, Send send,
                        Receive receive) {
  std::vector<Pe> peers;
  communication_step(v, plan, j, peers, send, receive);
}

struct PrefixRun {
  std::size_t m = 0;          // the number of steps the algorithm runs
  std::size_t steps_run = 0;  // steps executed (m, or fewer if stopped)
  std::optional<Violation> violation;
  std::uint64_t messages = 0;
};

// Called after every committed step j with c (and d for B) after step j and the deliveries of
// step j. Returning false stops the run. at_start is called once before step 1 with the values
// the run starts from (after step 0, what step 1 sends); returning false stops the run there.
struct PrefixObserver {
  virtual ~PrefixObserver() = default;
  virtual bool at_start(const std::vector<Interval>&, const std::vector<Interval>*) {
    return true;
  }
  virtual bool after_step(std::size_t j, const std::vector<Interval>& c,
                          const std::vector<Interval>* d,
                          const std::vector<Delivery>& delivered) = 0;
};

// Algorithm A (or a variant) on n PEs with c(i) = i initially; `c_out` receives c after step m
// (after the last step committed if a rule is broken or the observer stops the run). It runs on
// the fast executor (spec/algorithms/postal_fast.hpp); run_algorithm_a_reference gives the same
// run on PostalNetwork<Interval>, the reference the fast executor is tested against.
PrefixRun run_algorithm_a(const PrefixVariant& v, Pe n, u64 k, u64 lambda,
                          std::vector<Interval>& c_out, PrefixObserver* obs = nullptr);
PrefixRun run_algorithm_a_reference(const PrefixVariant& v, Pe n, u64 k, u64 lambda,
                                    std::vector<Interval>& c_out, PrefixObserver* obs = nullptr);

// Algorithm B on p PEs and n values: PEs 0 .. (n - p floor(n/p) - 1) hold ceil(n/p) values, the
// others floor(n/p) (section 4). `u_out` receives u(0..n-1), the prefixes.
struct BlockLayout {
  std::vector<u64> start;  // start[i] = index of PE i's first value; start[p] = n
};
BlockLayout block_layout(u64 n, Pe p);
PrefixRun run_algorithm_b(const PrefixVariant& v, u64 n, Pe p, u64 k, u64 lambda,
                          std::vector<Interval>& u_out, PrefixObserver* obs = nullptr);
PrefixRun run_algorithm_b_reference(const PrefixVariant& v, u64 n, Pe p, u64 k, u64 lambda,
                                    std::vector<Interval>& u_out, PrefixObserver* obs = nullptr);

// T_i of section 3.1: the spanning tree that carries v(i), built by adding U_{x,j} to every node
// x that may add children in step j. `literal` takes "x a node of the tree after step j-1" as
// printed; otherwise x must already hold the value (added in step <= j - lambda). parent[y] is
// y's parent (parent[i] = i; nodes outside the tree have parent -1), step[y] the step it was added.
struct SpanningTree {
  Pe root;
  std::vector<std::int64_t> parent;
  std::vector<std::size_t> step;
  // The first node given two parents or a child before it holds the value; empty if none.
  std::string defect;
};
SpanningTree spanning_tree(const PrefixVariant& v, Pe n, u64 k, u64 lambda, Pe root, bool literal);

}  // namespace cc::postal
