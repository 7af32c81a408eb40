// The executors of Ohtaki's slides (spec/models/groupops.hpp, spec/models/binomial_net.hpp): the
// EREW executor rejects two accesses to one cell in one step, two addresses accessed by one PE in
// one step (except in the relaxed whole_step_cells reading) and an access past P_N or A(N); the
// hypercube executor rejects a message off dimension j or from a PE that is not there; the
// binomial-tree executor rejects a message off the step's dimension, off a tree edge, twice into
// one node, or of data the sender does not hold; the procedures compute prefixes on the interval
// witness.
#include <catch2/catch.hpp>

#include "spec/algorithms/groupops_binomial.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/models/binomial.hpp"
#include "spec/witness/interval.hpp"

namespace groupops_model_test {

using namespace cc::groupops;
using cc::witness::Interval;

namespace {
Op<Interval> comb() {
  return [](const Interval& a, const Interval& b) { return cc::witness::combine(a, b); };
}
std::vector<std::optional<Interval>> singles(std::int64_t N) {
  std::vector<std::optional<Interval>> a(static_cast<std::size_t>(N + 1));
  for (std::int64_t i = 1; i <= N; ++i) a[static_cast<std::size_t>(i)] = Interval::single(i);
  return a;
}
}  // namespace

TEST_CASE("the EREW executor rejects two PEs reading one cell in one step") {
  const std::vector<Iteration> its = {
      {"0", {{1, {{false, 2, Combine::copy}}}, {3, {{false, 2, Combine::copy}}}}}};
  const auto r = run_pram<Interval>(4, its, singles(4), std::nullopt, comb(), Order::program);
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "exclusive");
  CHECK(r.violation->cell == 2);
}

TEST_CASE("Prefix with the corrected operand order leaves 1:i in every P_i in log2 N loops") {
  for (std::int64_t N : {1, 2, 8, 64}) {
    const auto r =
        run_pram<Interval>(N, prefix(N, false), singles(N), std::nullopt, comb(), Order::program);
    REQUIRE_FALSE(r.violation);
    CHECK(r.iterations == log2_exact(N));
    for (std::int64_t i = 1; i <= N; ++i)
      CHECK(r.a[static_cast<std::size_t>(i)] == Interval::range(1, i));
  }
}

TEST_CASE("the EREW executor rejects a PE that accesses two addresses in one step") {
  // P_1 reads m and writes A(1): two sub-steps in program order, one step of the relaxed
  // reading, never one step of the slides' model.
  const std::vector<Iteration> stage1 = {
      {"前処理", {{1, {{false, 0, Combine::copy}, {true, 1, Combine::copy}}}}}};
  const auto prog =
      run_pram<Interval>(1, stage1, singles(1), Interval::single(0), comb(), Order::program);
  REQUIRE_FALSE(prog.violation);
  CHECK(prog.steps == 2);
  const auto whole =
      run_pram<Interval>(1, stage1, singles(1), Interval::single(0), comb(), Order::whole_step);
  REQUIRE(whole.violation);
  CHECK(whole.violation->rule == "one-address");
  CHECK(whole.violation->detail == "P_1 accesses m and A(1) in one step");
  const auto cells = run_pram<Interval>(1, stage1, singles(1), Interval::single(0), comb(),
                                        Order::whole_step_cells);
  REQUIRE_FALSE(cells.violation);
  CHECK(cells.steps == 1);
  CHECK(cells.a[1] == Interval::single(0));
  // Two reads by one PE land in one step when reads go first.
  const std::vector<Iteration> two_reads = {
      {"0", {{2, {{false, 1, Combine::copy}, {false, 3, Combine::copy}}}}}};
  const auto rf =
      run_pram<Interval>(4, two_reads, singles(4), std::nullopt, comb(), Order::read_first);
  REQUIRE(rf.violation);
  CHECK(rf.violation->rule == "one-address");
  CHECK_FALSE(
      run_pram<Interval>(4, two_reads, singles(4), std::nullopt, comb(), Order::program).violation);
}

TEST_CASE("the slides' procedures obey both EREW rules in program, read- and write-first order") {
  for (std::int64_t N : {1, 2, 4, 32}) {
    for (const auto& its : {broadcast(N), reduction(N), prefix(N, false), prefix(N, true)})
      for (Order o : {Order::program, Order::read_first, Order::write_first})
        CHECK_FALSE(
            run_pram<Interval>(N, its, singles(N), Interval::single(0), comb(), o).violation);
  }
}

TEST_CASE("Reduction is illegal when a loop iteration is one EREW step and wrong read-first") {
  const auto whole =
      run_pram<Interval>(2, reduction(2), singles(2), std::nullopt, comb(), Order::whole_step);
  REQUIRE(whole.violation);
  CHECK(whole.violation->rule == "one-address");
  const auto cells = run_pram<Interval>(2, reduction(2), singles(2), std::nullopt, comb(),
                                        Order::whole_step_cells);
  REQUIRE(cells.violation);
  CHECK(cells.violation->rule == "exclusive");
  CHECK(cells.violation->cell == 2);
  const auto rf =
      run_pram<Interval>(2, reduction(2), singles(2), std::nullopt, comb(), Order::read_first);
  CHECK_FALSE(rf.violation);
  CHECK(rf.a[1] != Interval::range(1, 2));
}

TEST_CASE("the hypercube executor rejects a message that is not along dimension j") {
  const auto r = cube_reduction<Interval>(
      4, {Interval::single(0), Interval::single(1), Interval::single(2), Interval::single(3)},
      comb(), Planted::wrong_dimension);
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "dimension");
}

TEST_CASE("Cube_Prefix_Sum as printed is right for + and wrong for the interval witness") {
  const auto sum =
      cube_prefix_sum<std::int64_t>(8, {0, 1, 2, 3, 4, 5, 6, 7}, std::plus<std::int64_t>(), true);
  CHECK(sum.a.back() == 28);
  CHECK(sum.steps == 3);
  std::vector<Interval> a;
  for (int i = 0; i < 2; ++i) a.push_back(Interval::single(i));
  CHECK(cube_prefix_sum<Interval>(2, a, comb(), true).a[1] != Interval::range(0, 1));
  CHECK(cube_prefix_sum<Interval>(2, a, comb(), false).a[1] == Interval::range(0, 1));
}

TEST_CASE("the level-3 binomial tree has 8 nodes and the root's children are labelled 4, 2, 1") {
  const auto t = binomial_tree(3);
  REQUIRE(t.parent.size() == 8);
  std::vector<std::int64_t> labels;
  for (auto c : t.children[0]) labels.push_back(t.label[static_cast<std::size_t>(c)]);
  CHECK(labels == std::vector<std::int64_t>{4, 2, 1});
}

// ---- N not a power of two ----

TEST_CASE("the EREW executor rejects an access by a PE past P_N") {
  const auto r = run_pram<Interval>(3, broadcast_loops(3, ceil_log2(3), false), singles(3),
                                    Interval::single(0), comb(), Order::program);
  REQUIRE(r.violation);
  CHECK(r.violation->rule == "range");
  CHECK(r.violation->detail == "P_4 is not a PE (N = 3)");
}

TEST_CASE("guarded Reduction and Prefix are right for every N up to 40 in ceil(log2 N) loops") {
  for (std::int64_t N = 1; N <= 40; ++N) {
    INFO(N);
    const auto red = run_pram<Interval>(N, reduction_loops(N, ceil_log2(N), true), singles(N),
                                        std::nullopt, comb(), Order::program);
    REQUIRE_FALSE(red.violation);
    CHECK(red.a[1] == Interval::range(1, N));
    const auto pre = run_pram<Interval>(N, prefix_loops(N, ceil_log2(N), false), singles(N),
                                        std::nullopt, comb(), Order::program);
    REQUIRE_FALSE(pre.violation);
    CHECK(pre.a[static_cast<std::size_t>(N)] == Interval::range(1, N));
  }
}

TEST_CASE("the hypercube executor rejects a message from a PE that is not there") {
  std::vector<Interval> a;
  for (int i = 0; i < 3; ++i) a.push_back(Interval::single(i));
  const auto printed = cube_reduction<Interval>(3, a, comb(), Planted::none, false);
  REQUIRE(printed.violation);
  CHECK(printed.violation->rule == "range");
  const auto guarded = cube_prefix_sum<Interval>(3, a, comb(), false, Planted::none, true);
  REQUIRE_FALSE(guarded.violation);
  CHECK(guarded.a[2] == Interval::range(0, 2));
}

// ---- the binomial-tree executor and its procedures ----

namespace {
BinomialNet<Interval> net(int k, std::vector<std::vector<Interval>> b) {
  return BinomialNet<Interval>(binomial_tree(k), std::move(b), comb(), false);
}
}  // namespace

TEST_CASE("the binomial-tree executor rejects a message off the step's dimension") {
  auto n = net(2, {{Interval::single(0)}});
  CHECK_FALSE(n.step({1, {{0, 1, 0, 1, true, Receive::replace}}}));
  CHECK(n.run().violation->rule == "dimension");
}

TEST_CASE("the binomial-tree executor rejects a hypercube link that is not a tree edge") {
  // P_1 and P_3 differ in bit 1, but P_3's parent is P_2.
  auto n = net(2, {{}, {Interval::single(1)}});
  CHECK_FALSE(n.step({1, {{1, 3, 0, 1, true, Receive::replace}}}));
  CHECK(n.run().violation->rule == "tree edge");
}

TEST_CASE("the binomial-tree executor rejects sending what the sender does not hold") {
  auto n = net(2, {{Interval::single(0)}});
  // P_2 would forward D before P_0 has sent it.
  CHECK_FALSE(n.step({0, {{2, 3, 0, 1, true, Receive::replace}}}));
  CHECK(n.run().violation->rule == "held");
}

TEST_CASE("the binomial-tree executor rejects two messages into one node in one step") {
  auto n = net(1, {{Interval::single(0)}});
  CHECK_FALSE(
      n.step({0, {{0, 1, 0, 1, true, Receive::replace}, {0, 1, 0, 1, true, Receive::replace}}}));
  CHECK(n.run().violation->rule == "one-port");
}

TEST_CASE("binomial scatter leaves x_i in node i and gather returns them to the root in order") {
  for (int k = 0; k <= 6; ++k) {
    INFO(k);
    std::vector<Interval> x;
    for (std::int64_t i = 0; i < (std::int64_t{1} << k); ++i) x.push_back(Interval::single(i));
    const auto s = binomial_scatter<Interval>(k, x);
    REQUIRE_FALSE(s.violation);
    CHECK(s.steps == k);
    for (std::size_t i = 0; i < x.size(); ++i) CHECK(s.buffers[i] == std::vector<Interval>{x[i]});
    const auto g = binomial_gather<Interval>(k, x);
    REQUIRE_FALSE(g.violation);
    CHECK(g.buffers[0] == x);
    const auto r = binomial_reduction<Interval>(k, x, comb());
    REQUIRE_FALSE(r.violation);
    CHECK(r.buffers[0] ==
          std::vector<Interval>{Interval::range(0, static_cast<std::int64_t>(x.size()) - 1)});
  }
}

TEST_CASE("binomial reduction on strings concatenates in label order") {
  std::vector<std::string> x = {"a", "b", "c", "d", "e", "f", "g", "h"};
  const auto r = binomial_reduction<std::string>(
      3, x, [](const std::string& p, const std::string& q) { return p + q; });
  REQUIRE_FALSE(r.violation);
  CHECK(r.buffers[0] == std::vector<std::string>{"abcdefgh"});
}

}  // namespace groupops_model_test
