// Summation claims of Shou and Chen (section 3) on S*(P; L, o, g), run on the executor with
// interval witnesses: Lemma 1's operand counts, Theorem 5's N_S, Algorithm 2 (as printed, with
// its misprints fixed, as intended) and Theorem 6's time, ComputeParent, and Figure 2.
#include <optional>
#include <string>

#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/core/formula.hpp"
#include "spec/models/logp_formulas.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

// The plan's run against the statement: nothing if the root holds 0:N-1, every operand once, and
// finishes at `when`.
std::optional<Fields> sum_outcome(const SumPlan& plan, const SumRun& r, Time N, Time when) {
  if (r.ex.violation) return violation_fields(*r.ex.violation);
  const auto& v = r.ex.value[r.root_pe];
  const Interval want = Interval::range(0, N - 1);
  const Time fin = r.ex.finish[r.root_pe];
  if (r.total != N || !v || *v != want || fin != when) {
    std::string ns;
    for (auto x : plan.operands) ns += (ns.empty() ? "" : ",") + std::to_string(x);
    return Fields{{"N_i", ns},
                  {"N", static_cast<std::int64_t>(N)},
                  {"operands placed", static_cast<std::int64_t>(r.total)},
                  {"root value", v ? witness::to_string(*v) : "none"},
                  {"expected", witness::to_string(want)},
                  {"root finishes", static_cast<std::int64_t>(fin)},
                  {"stated time", static_cast<std::int64_t>(when)}};
  }
  return std::nullopt;
}

std::optional<Fields> lemma1(const Point& p, bool corrected) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  SumPlan plan;
  plan.params = {L, o, g, static_cast<Pe>(P)};
  plan.tree = sum_tree(L, o, g, P, 0);
  Time N = 0;
  for (std::size_t i = 0; i < plan.tree.nodes.size(); ++i) {
    const auto& nd = plan.tree.nodes[i];
    plan.operands.push_back(corrected ? lemma1_actual(plan.tree, i, o)
                                      : lemma1_operands(nd.T, nd.children.empty(), L, o, g));
    N += plan.operands.back();
  }
  const Time T0 = plan.tree.nodes[0].T;
  if (auto bad = sum_outcome(plan, run_sum(plan), N, T0)) return bad;
  for (std::size_t i = 0; i < plan.operands.size(); ++i) {
    SumPlan more = plan;
    more.operands[i] += 1;
    if (!sum_outcome(more, run_sum(more), N + 1, T0))
      return Fields{{"node", "(" + std::to_string(plan.tree.nodes[i].number) + "," +
                                 std::to_string(plan.tree.nodes[i].T) + ")"},
                    {"N_i (Lemma 1)", static_cast<std::int64_t>(plan.operands[i])},
                    {"N_i + 1 also fits by T_0", true}};
  }
  return std::nullopt;
}

// mode 0: printed; 1: intended (ceil time); 2: Theorem 6 literal (exact division); 3: printed
// with its misprints fixed (time T_B + B, B = floor((N - sum A_j)/P) as step 6 has it); 4: as
// intended with step (9)'s loop as printed ("for (loc_sum = 0, j = 0; j < N_i; j++) loc_sum +=
// b[j]": the first operand costs a cycle too, 0 + b[0]), run as the intended plan with one more
// operand at every node that holds any (the zero, which takes the add cycle 0 + b[0] takes), so
// that N plus those zeros must be summed by the stated time.
std::optional<Fields> alg2(const Point& p, int mode, const SumVariant* var) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], extra = p[4];
  const Tree t = sum_tree(L, o, g, P, 0);
  const Time ns = logp::thm5_ns(t, o), N = ns + extra, TB = t.nodes[0].T;
  const Time Pi = static_cast<Time>(P);
  if (mode == 0 || mode == 3) {
    const SumPlan plan = printed_plan(L, o, g, P, N, mode == 3);
    return sum_outcome(plan, run_sum(plan), N, TB + plan.B);
  }
  SumPlan plan = intended_plan(L, o, g, P, N);
  if (mode == 4) {
    Time zeros = 0;
    for (auto& n_i : plan.operands)
      if (n_i >= 1) ++n_i, ++zeros;
    return sum_outcome(plan, run_sum(plan), N + zeros, TB + (extra + Pi - 1) / Pi);
  }
  const SumRun r = run_sum(plan, var);
  if (mode == 1) return sum_outcome(plan, r, N, TB + (extra + Pi - 1) / Pi);
  if (auto bad = sum_outcome(plan, r, N, TB + (extra + Pi - 1) / Pi)) return bad;
  const Time fin = r.ex.finish[r.root_pe];
  if (!(formula::whole(fin) == formulas::thm6_time(TB, N, ns, Pi)))
    return Fields{{"N", static_cast<std::int64_t>(N)},
                  {"N_S", static_cast<std::int64_t>(ns)},
                  {"T_B", static_cast<std::int64_t>(TB)},
                  {"T_B + (N - N_S)/P",
                   std::to_string(TB) + " + " + std::to_string(extra) + "/" + std::to_string(P)},
                  {"root finishes", static_cast<std::int64_t>(fin)}};
  return std::nullopt;
}

}  // namespace

std::optional<Fields> lemma1_literal(const Point& p) { return lemma1(p, false); }
std::optional<Fields> lemma1_corrected(const Point& p) { return lemma1(p, true); }

std::optional<Fields> thm5_sum_ns(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  const Tree t = sum_tree(L, o, g, P, 0);
  const Time ns = logp::thm5_ns(t, o);
  const SumPlan plan = intended_plan(L, o, g, P, ns);
  if (plan.B != 0) return Fields{{"N_S", static_cast<std::int64_t>(ns)}, {"sum of N_i", "differs"}};
  return sum_outcome(plan, run_sum(plan), ns, t.nodes[0].T);
}

std::optional<Fields> alg2_printed(const Point& p) { return alg2(p, 0, nullptr); }
std::optional<Fields> alg2_misprints_fixed(const Point& p) { return alg2(p, 3, nullptr); }
std::optional<Fields> alg2_step9_loop(const Point& p) { return alg2(p, 4, nullptr); }
std::optional<Fields> alg2_intended(const SumVariant& v, const Point& p) { return alg2(p, 1, &v); }
std::optional<Fields> thm6_time(const Point& p) { return alg2(p, 2, nullptr); }

std::optional<Fields> alg2_compute_parent(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3];
  for (Pe P0 = 0; P0 < P; ++P0) {
    const Tree t = sum_tree(L, o, g, P, P0);
    for (std::size_t i = 1; i < t.nodes.size(); ++i) {
      const auto got = logp::compute_parent(t.nodes[i].number, t.nodes[0].T, L, o, g, P, P0);
      const Pe want = t.nodes[t.nodes[i].parent].number;
      if (!got || *got != want)
        return Fields{{"P0", static_cast<std::uint64_t>(P0)},
                      {"node", "(" + std::to_string(t.nodes[i].number) + "," +
                                   std::to_string(t.nodes[i].T) + ")"},
                      {"ComputeParent", got ? std::to_string(*got) : "does not return"},
                      {"parent", static_cast<std::uint64_t>(want)}};
    }
  }
  return std::nullopt;
}

// Algorithm 2 (as intended: K_i the children in S*, the N - N_S surplus spread with a ceiling)
// for 1 <= N < N_S, where B = ceil((N - N_S)/P) < 0: the counts N_i = A_i + B (the last
// P*B - (N - N_S) nodes one fewer) are run on the executor when none is negative.
std::optional<Fields> alg2_small_n(const Point& p) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], N = p[4];
  SumPlan plan;
  plan.params = {L, o, g, static_cast<Pe>(P)};
  plan.tree = sum_tree(L, o, g, P, 0);
  Time ns = 0;
  for (std::size_t i = 0; i < plan.tree.nodes.size(); ++i) {
    plan.operands.push_back(lemma1_actual(plan.tree, i, o));
    ns += plan.operands.back();
  }
  const Time Pi = static_cast<Time>(P), d = N - ns;
  plan.B = d >= 0 ? (d + Pi - 1) / Pi : -((-d) / Pi);
  const Time shortfall = Pi * plan.B - d;
  std::string counts;
  bool negative = false;
  for (std::size_t i = 0; i < plan.operands.size(); ++i) {
    plan.operands[i] += plan.B;
    if (static_cast<Time>(plan.operands.size() - i) <= shortfall) plan.operands[i] -= 1;
    negative = negative || plan.operands[i] < 0;
    counts += (counts.empty() ? "" : ",") + std::to_string(plan.operands[i]);
  }
  const Time TB = plan.tree.nodes[0].T;
  if (negative)
    return Fields{{"N_S", static_cast<std::int64_t>(ns)},
                  {"B", static_cast<std::int64_t>(plan.B)},
                  {"N_i", counts},
                  {"defect", "a node is given a negative number of operands"}};
  return sum_outcome(plan, run_sum(plan), N, TB + plan.B);
}

std::optional<Fields> fig2(const Point&) {
  const SumPlan plan = intended_plan(5, 2, 4, 7, 82);
  std::string ns;
  for (std::size_t i = 0; i < plan.operands.size(); ++i)
    ns += (ns.empty() ? "" : ",") + std::to_string(plan.operands[i] - plan.B);
  if (ns != "16,9,5,1,8,1,7" || plan.B != 5)
    return Fields{{"A_i", ns}, {"B_i", static_cast<std::int64_t>(plan.B)}};
  return sum_outcome(plan, run_sum(plan), 82, 29);
}

}  // namespace cc::logp_checks
