// The child counts and the sums of section 3's proofs on S*(P; L, o, g) = T*(P; L+1, o, g)
// (Shou and Chen): Lemma 1's count floor((T_i - (L+2o+1))/g) + 1 (its proof, Algorithm 2's step
// 4) against the children each node has in S*, Theorem 5's sum K_i = P - 1 and Theorem 6's
// sum A_i = N_S. S* is built by Definition 4 (the first P nodes of OBT(f_T) in preorder), the tree
// every summation claim runs on the executor (sum_checks.cpp).
#include <optional>
#include <string>

#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

struct Sstar {
  Time L, o, g;
  u64 P;
  Tree t;
};

Sstar sstar_at(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  return {p[1], p[2], p[3], P, sum_tree(p[1], p[2], p[3], P, 0)};
}

std::string node_text(const Node& n) {
  return "(" + std::to_string(n.number) + "," + std::to_string(n.T) + ")";
}

Time children(const Node& n) { return static_cast<Time>(n.children.size()); }

// Lemma 1's count at node n: 0 for a leaf (leaf_zero), else the floor.
Time count_at(const Sstar& s, const Node& n, bool leaf_zero) {
  if (leaf_zero && n.children.empty()) return 0;
  return lemma1_child_count(n.T, s.L, s.o, s.g);
}

// The sum of A_i = T_i - (o+1)K_i + 1 over S*, K_i Lemma 1's count at every node (step 4, no leaf
// case) or the children in S*; the A_i listed.
Time sum_a(const Sstar& s, bool step4, std::string& list) {
  Time sum = 0;
  for (const auto& n : s.t.nodes) {
    const Time K = step4 ? count_at(s, n, false) : children(n);
    const Time a = formulas::node_operands(n.T, K, s.o);
    list += (list.empty() ? "" : ",") + std::to_string(a);
    sum += a;
  }
  return sum;
}

std::optional<Fields> check_sum_a(const Sstar& s, bool step4) {
  std::string list;
  const Time sum = sum_a(s, step4, list), ns = logp::thm5_ns(s.t, s.o);
  if (sum == ns) return std::nullopt;
  return Fields{{"S*", pairs(s.t)},
                {step4 ? "A_i (step 4's K_i)" : "A_i (K_i the children in S*)", list},
                {"sum A_i", static_cast<std::int64_t>(sum)},
                {"N_S = sum T_i - oP + o + 1", static_cast<std::int64_t>(ns)}};
}

}  // namespace

std::optional<Fields> lemma1_proof_children(const Point& p) {
  const Sstar s = sstar_at(p);
  for (const auto& n : s.t.nodes) {
    if (n.children.empty()) continue;
    const Time K = count_at(s, n, true);
    if (K != children(n))
      return Fields{{"S*", pairs(s.t)},
                    {"node", node_text(n)},
                    {"children in S*", static_cast<std::int64_t>(children(n))},
                    {"floor((T_i - (L+2o+1))/g) + 1", static_cast<std::int64_t>(K)}};
  }
  return std::nullopt;
}

std::optional<Fields> thm5_proof_sum_k(const Point& p) {
  const Sstar s = sstar_at(p);
  Time sum = 0;
  std::string list;
  for (const auto& n : s.t.nodes) {
    const Time K = count_at(s, n, true);
    list += (list.empty() ? "" : ",") + std::to_string(K);
    sum += K;
  }
  if (sum == static_cast<Time>(s.P) - 1) return std::nullopt;
  return Fields{{"S*", pairs(s.t)},
                {"K_i (Lemma 1's count, 0 for a leaf)", list},
                {"sum K_i", static_cast<std::int64_t>(sum)},
                {"P - 1", static_cast<std::int64_t>(s.P - 1)}};
}

namespace {

std::optional<Fields> children_in(const Sstar& s) {
  Time edges = 0;
  for (const auto& n : s.t.nodes) edges += children(n);
  if (edges != static_cast<Time>(s.P) - 1)
    return Fields{{"S*", pairs(s.t)},
                  {"sum of the children in S*", static_cast<std::int64_t>(edges)},
                  {"P - 1", static_cast<std::int64_t>(s.P - 1)}};
  const Time T = s.t.nodes[0].T;
  const auto f = f_direct(s.L + 1, s.o, s.g, T);
  const bool whole = f[static_cast<std::size_t>(T)] == static_cast<u128>(s.P);
  for (const auto& n : s.t.nodes) {
    const Time K = count_at(s, n, false);
    // In S* a node keeps the first of its children in OBT(f_T): at most the count (a leaf of
    // OBT(f_T) has T_i < L+2o+1, a count <= 0); in OBT(f_T) itself exactly the count.
    const bool ok =
        whole ? (n.children.empty() ? K <= 0 : K == children(n)) : children(n) <= (K > 0 ? K : 0);
    if (!ok)
      return Fields{{"S*", pairs(s.t)},
                    {"P = f_T", whole},
                    {"node", node_text(n)},
                    {"children in S*", static_cast<std::int64_t>(children(n))},
                    {"floor((T_i - (L+2o+1))/g) + 1", static_cast<std::int64_t>(K)}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> lemma1_children_in_sstar(const Point& p) { return children_in(sstar_at(p)); }
std::optional<Fields> thm6_sum_a(const Point& p) { return check_sum_a(sstar_at(p), true); }
std::optional<Fields> thm6_sum_a_children(const Point& p) {
  return check_sum_a(sstar_at(p), false);
}

std::optional<Fields> children_in_sstar_on(const logp::Tree& t, Time L, Time o, Time g) {
  return children_in({L, o, g, static_cast<u64>(t.nodes.size()), t});
}
std::optional<Fields> sum_a_children_on(const logp::Tree& t, Time L, Time o, Time g) {
  return check_sum_a({L, o, g, static_cast<u64>(t.nodes.size()), t}, false);
}

}  // namespace cc::logp_checks
