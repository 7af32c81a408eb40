// The LogP executor and the broadcast/summation constructions of Shou and Chen
// (Shou and Chen, sections 1-3): every rule of the executor rejects what it should,
// f_T on the tree, T* of Figure 1, the search, S* of Figure 2, and the summation search over
// every schedule (its optimum on Figure 2's parameters, its schedules on the executor).
#include <algorithm>
#include <catch2/catch.hpp>

#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "spec/models/logp.hpp"

namespace logp_model_test {

using namespace cc;
using namespace cc::logp;

namespace {
Schedule two_pe(Time L, Time o, Time g, std::vector<Op> a, std::vector<Op> b) {
  Schedule s;
  s.params = {L, o, g, 2};
  s.program = {std::move(a), std::move(b)};
  s.operands = {{Interval::single(0)}, {}};
  return s;
}
}  // namespace

TEST_CASE("the executor delivers a message L + 2o after the send starts") {
  const auto ex = execute(two_pe(6, 2, 4, {{OpKind::send, 0, 1}}, {{OpKind::recv, 8, 0}}));
  REQUIRE_FALSE(ex.violation);
  CHECK(*ex.holds_at[1] == 10);
  CHECK(*ex.broadcast_time() == 10);
}

TEST_CASE("the executor names the rule each illegal schedule breaks") {
  auto rule = [](const Schedule& s) {
    const auto ex = execute(s);
    return ex.violation ? ex.violation->rule : std::string("none");
  };
  CHECK(rule(two_pe(6, 2, 4, {{OpKind::send, 0, 1}}, {{OpKind::recv, 7, 0}})) == "latency");
  CHECK(rule(two_pe(6, 2, 4, {{OpKind::send, 0, 1}}, {})) == "unmatched");
  CHECK(rule(two_pe(6, 2, 4, {}, {{OpKind::recv, 9, 0}})) == "unmatched");
  CHECK(rule(two_pe(6, 2, 4, {}, {{OpKind::send, 0, 0}})) == "no-value");
  CHECK(rule(two_pe(6, 2, 4, {{OpKind::send, 0, 1}, {OpKind::send, 3, 1}},
                    {{OpKind::recv, 8, 0}, {OpKind::recv, 12, 0}})) == "send-gap");
  CHECK(rule(two_pe(6, 2, 1, {{OpKind::send, 0, 1}, {OpKind::send, 1, 1}},
                    {{OpKind::recv, 8, 0}, {OpKind::recv, 10, 0}})) == "overlap");
  CHECK(rule(two_pe(1, 0, 3, {{OpKind::send, 0, 1}, {OpKind::send, 3, 1}},
                    {{OpKind::recv, 1, 0}, {OpKind::recv, 5, 0}})) == "none");
  CHECK(rule(two_pe(1, 0, 3, {{OpKind::send, 0, 1}, {OpKind::send, 3, 1}},
                    {{OpKind::recv, 2, 0}, {OpKind::recv, 4, 0}})) == "recv-gap");
}

TEST_CASE("f_T counted on GBT matches the node-by-node count and the recurrence") {
  const auto f = f_direct(6, 2, 4, 26);
  CHECK(static_cast<std::uint64_t>(f[23]) == 6);
  CHECK(static_cast<std::uint64_t>(f[24]) == 8);
  CHECK(*f_enumerate(6, 2, 4, 24, 1000) == 8);
  CHECK(f_recurrence(6, 2, 4, 26) == f);
  CHECK(min_time(6, 2, 4, 7) == 24);
  CHECK_THROWS_AS(min_time(1, 0, 1, ~std::uint64_t{0}), Overflow);
}

TEST_CASE("T*(P=8, L=6, o=2, g=4) and T*(P=7) of Figure 1 are optimal on the executor") {
  const Tree t = tstar(6, 2, 4, 8, 0);
  REQUIRE(t.nodes.size() == 8);
  CHECK(t.nodes[7].number == 7);
  CHECK(t.nodes[7].T == 2);
  const Params prm{6, 2, 4, 8};
  const auto ex = execute(broadcast_schedule(prm, tree_plan(t, 4)));
  REQUIRE_FALSE(ex.violation);
  CHECK(*ex.broadcast_time() == 24);
  CHECK(optimal_broadcast(prm).T == 24);
  CHECK(optimal_broadcast({6, 2, 4, 9}).T == 26);
}

TEST_CASE("the search's plan replays on the executor within the optimum") {
  for (Time o = 0; o <= 3; ++o) {
    const Params prm{2, o, 2, 12};
    const auto opt = optimal_broadcast(prm);
    const auto ex = execute(broadcast_schedule(prm, opt.plan));
    REQUIRE_FALSE(ex.violation);
    CHECK(*ex.broadcast_time() <= opt.T);
  }
}

TEST_CASE("S*(T=7, L=5, o=2, g=4) with 82 operands leaves 0:81 on the root at 29") {
  const SumPlan plan = intended_plan(5, 2, 4, 7, 82);
  CHECK(plan.B == 5);
  const SumRun r = run_sum(plan);
  REQUIRE_FALSE(r.ex.violation);
  CHECK(*r.ex.value[r.root_pe] == Interval::range(0, 81));
  CHECK(r.ex.finish[r.root_pe] == 29);
  CHECK(lemma1_operands(24, false, 5, 2, 4) == 13);  // the printed formula: 4 children
  CHECK(lemma1_actual(plan.tree, 0, 2) == 16);       // the root has 3 children in S*(7)
  CHECK(compute_parent(2, 24, 5, 2, 4, 7, 0) == 1);
}

namespace {
// A plain search with no independence decomposition: the informed PEs' next send times as a
// sorted multiset, every send time of the earliest PE tried, or that PE stops.
std::uint64_t brute_reach(std::vector<Time> avail, Time lim, Time eg, Time hop,
                          std::uint64_t need) {
  if (avail.empty() || need == 0) return 0;
  const Time a = avail.front();
  avail.erase(avail.begin());
  std::uint64_t best = brute_reach(avail, lim, eg, hop, need);
  for (Time s = a; s <= lim && best < need; ++s) {
    auto next = avail;
    if (s + eg <= lim) next.push_back(s + eg);
    if (s + hop <= lim) next.push_back(s + hop);
    std::sort(next.begin(), next.end());
    best = std::max(best, 1 + brute_reach(next, lim, eg, hop, need - 1));
  }
  return std::min(best, need);
}
}  // namespace

TEST_CASE("the search's decomposition agrees with a plain search over all send times") {
  for (Time L = 1; L <= 3; ++L)
    for (Time o = 0; o <= 3; ++o)
      for (Time g = 1; g <= 3; ++g)
        for (std::uint32_t P = 1; P <= 7; ++P) {
          const Time hop = L + 2 * o, eg = std::max(g, o);
          Time T = 0;
          while (T < hop || 1 + brute_reach({0}, T - hop, eg, hop, P - 1) < P) {
            if (P == 1) break;
            ++T;
          }
          INFO("L=" << L << " o=" << o << " g=" << g << " P=" << P);
          CHECK(optimal_broadcast({L, o, g, P}).T == T);
        }
}

TEST_CASE("the summation search beats S* on Figure 2's parameters and its schedule replays") {
  SumSearch s(5, 2, 4);
  const Tree st = sum_tree(5, 2, 4, 7, 0);
  CHECK(st.nodes[0].T == 24);
  CHECK(thm5_ns(st, 2) == 47);
  CHECK(s.most(24, 7) == 51);
  CHECK(s.least_time(48, 7) == 24);
  CHECK(s.least_time(82, 7) == 29);
  CHECK(s.least_time(147, 7) == 38);
  const Params prm{5, 2, 4, 7};
  const TimedTree t = s.tree(24, 7);
  CHECK(tree_capacity(prm, t) == 51);
  for (Time N : {1, 5, 47, 51}) {
    INFO(N);
    const auto ex = execute(timed_schedule(prm, t, N));
    REQUIRE_FALSE(ex.violation);
    CHECK(ex.value[0] == Interval::range(0, N - 1));
    CHECK(ex.finish[0] <= 24);
  }
}

TEST_CASE("Theorem 5 on S* alone: the most is N_S, one cycle more gives more") {
  const Tree st = sum_tree(5, 2, 4, 7, 0);
  CHECK(most_on_tree(st, 24, 5, 2, 4) == 47);
  CHECK(*most_on_tree(st, 25, 5, 2, 4) > 47);
  // At g = o the receives of S*(4; 1, 1, 1) do not fit by T_B at all.
  const Tree go = sum_tree(1, 1, 1, 4, 0);
  CHECK_FALSE(most_on_tree(go, go.nodes[0].T, 1, 1, 1));
}

TEST_CASE("a timed tree that breaks a rule has no capacity") {
  const Params prm{1, 1, 2, 2};
  TimedTree t;
  t.nodes = {{0, 6, false, {1}, {4}}, {0, 2, false, {}, {}}};
  CHECK(tree_capacity(prm, t) == 8);  // root 1 + 6 - 2, child 1 + 2
  t.nodes[0].recv[0] = 3;             // before the message arrives at 2 + o + L = 4
  CHECK_FALSE(tree_capacity(prm, t));
  t.nodes[0].recv[0] = 5;  // the combine would end at 7 > 6
  CHECK_FALSE(tree_capacity(prm, t));
}

TEST_CASE("the search, the tree enumeration and every two-PE program agree", "[slow]") {
  for (Time g : {1, 2}) {
    SumSearch s(1, 1, g);
    for (Time T = 0; T <= 7; ++T) {
      INFO("g=" << g << " T=" << T);
      CHECK(general_most_two(1, 1, g, T) == s.most(T, 2));
      CHECK(enumerate_most(1, 1, g, T, 3) == s.most(T, 3));
    }
  }
  CHECK(general_most_two(1, 1, 2, 6) == 8);  // a helper with deadline 2: 1 + 6 - 2 + 3
}

}  // namespace logp_model_test
