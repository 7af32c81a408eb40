// The groupops checkers (Ohtaki's slides) on the smoke budget: every claim meets its expectation,
// and each planted bug (at least two per model: pram, hypercube, binomial tree) is refuted with its
// least counterexample.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "checkers/groupops/common.hpp"
#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "tests/checkers/check_support.hpp"

namespace groupops_checks_test {

using namespace cc;

using check_support::check;

namespace {
std::string text_of(const Outcome& o, const std::string& key) {
  REQUIRE(o.counterexample);
  const auto* v = find(*o.counterexample, key);
  REQUIRE(v != nullptr);
  return to_text(*v);
}
}  // namespace

TEST_CASE("every groupops claim meets its expectation on the smoke budget", "[slow]") {
  int n = 0;
  for (const auto* c : select_claims({"groupops.*"})) {
    INFO(c->spec->id);
    ++n;
    CHECK(as_expected(c->spec->expect, check(c->spec->id).verdict));
  }
  CHECK(n >= 42);
}

TEST_CASE("the planted PRAM bugs are refuted") {
  CHECK(check("groupops.pram.reduction", "planted-short-loop").verdict == Verdict::refuted);
  CHECK(check("groupops.pram.broadcast", "planted-short-loop").verdict == Verdict::refuted);
  CHECK(check("groupops.pram.prefix.corrected", "planted-read-offset").verdict == Verdict::refuted);
  CHECK(check("groupops.pram.erew.substeps", "planted-read-offset").verdict == Verdict::refuted);
  CHECK(check("groupops.pram.any_n.prefix", "planted-read-offset").verdict == Verdict::refuted);
}

TEST_CASE("the planted hypercube bugs are refuted") {
  CHECK(check("groupops.cube.reduction", "planted-wrong-dimension").verdict == Verdict::refuted);
  CHECK(check("groupops.cube.broadcast", "planted-wrong-dimension").verdict == Verdict::refuted);
  CHECK(check("groupops.cube.reduction", "planted-swap-operands").verdict == Verdict::refuted);
  CHECK(check("groupops.cube.prefix.corrected", "planted-swap-operands").verdict ==
        Verdict::refuted);
  CHECK(check("groupops.operator.associative", "planted-swap-operands").verdict ==
        Verdict::refuted);
  CHECK(check("groupops.cube.any_n", "planted-swap-operands").verdict == Verdict::refuted);
}

TEST_CASE("a distribution that skips the largest subtree breaks the one-dimension rule at N = 4") {
  for (const char* id : {"groupops.binomial.broadcast", "groupops.binomial.scatter"}) {
    const Outcome o = check(id, "planted-skip-largest");
    REQUIRE(o.verdict == Verdict::refuted);
    CHECK(to_text(o.replay_case) == "k=2");
    CHECK(text_of(o, "rule") == "dimension");
  }
}

TEST_CASE("a scatter block one item late is refused by the held rule at N = 2") {
  const Outcome o = check("groupops.binomial.scatter", "planted-block-offset");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "k=1");
  CHECK(text_of(o, "rule") == "held");
}

TEST_CASE("a gather or reduction that prepends the child's part is refuted by order at N = 2") {
  const Outcome g = check("groupops.binomial.gather", "planted-prepend");
  REQUIRE(g.verdict == Verdict::refuted);
  CHECK(text_of(g, "holds") == "(1,0)");
  const Outcome r = check("groupops.binomial.reduction", "planted-prepend");
  REQUIRE(r.verdict == Verdict::refuted);
  CHECK(text_of(r, "holds") == "(invalid)");
  CHECK(check("groupops.operator.associative", "planted-prepend").verdict == Verdict::refuted);
}

TEST_CASE("a binomial-tree procedure one step short is refuted at N = 2") {
  for (const char* id : {"groupops.binomial.broadcast", "groupops.binomial.scatter",
                         "groupops.binomial.gather", "groupops.binomial.reduction"}) {
    INFO(id);
    const Outcome o = check(id, "planted-short-loop");
    REQUIRE(o.verdict == Verdict::refuted);
    CHECK(to_text(o.replay_case) == "k=1");
  }
}

TEST_CASE("every planted variant is refuted by a claim of its model") {
  const std::map<std::string, std::vector<std::string>> claims = {
      {"pram",
       {"groupops.pram.broadcast", "groupops.pram.reduction", "groupops.pram.prefix.corrected"}},
      {"hypercube",
       {"groupops.cube.broadcast", "groupops.cube.reduction", "groupops.cube.prefix.corrected"}},
      {"binomial",
       {"groupops.binomial.broadcast", "groupops.binomial.scatter", "groupops.binomial.gather",
        "groupops.binomial.reduction"}}};
  std::map<std::string, int> planted;
  for (const auto& ptr : groupops::variants()) {
    const auto& v = *ptr;
    if (v.bug == groupops::Planted::none) continue;
    INFO(v.name());
    ++planted[v.model];
    bool refuted = false;
    for (const auto& id : claims.at(v.model))
      refuted = refuted || check(id, v.name()).verdict == Verdict::refuted;
    CHECK(refuted);
  }
  for (const auto& [model, _] : claims) CHECK(planted[model] >= 2);
}

TEST_CASE("the printed procedures reach past P_N for N = 3, and the guarded ones do not") {
  const Outcome b = check("groupops.pram.any_n.broadcast.printed");
  REQUIRE(b.verdict == Verdict::refuted);
  CHECK(to_text(b.replay_case) == "N=3");
  CHECK(text_of(b, "violation") == "P_4 is not a PE (N = 3)");
  const Outcome c = check("groupops.cube.any_n.printed");
  REQUIRE(c.verdict == Verdict::refuted);
  CHECK(text_of(c, "rule") == "range");
  CHECK(check("groupops.pram.any_n.broadcast").verdict == Verdict::verified);
  CHECK(check("groupops.cube.any_n").verdict == Verdict::verified);
}

namespace {
// A schedule mirrored: P_i becomes P_{N+1-i} and A(k) becomes A(N+1-k) (m stays m).
std::vector<groupops::Iteration> mirrored(std::int64_t N, std::vector<groupops::Iteration> its) {
  for (auto& it : its)
    for (auto& m : it.micros) {
      m.pe = N + 1 - m.pe;
      for (auto& x : m.ops)
        if (x.cell != 0) x.cell = N + 1 - x.cell;
    }
  return its;
}
}  // namespace

TEST_CASE("the doubling invariants refute schedules whose holders or ranges do not double") {
  using namespace groupops_checks;
  // Broadcast filled from P_N downwards: legal, D everywhere at the end, log2 N iterations, but
  // after Stage 1 it is P_N, not P_1, that holds D.
  for (std::int64_t N : {2, 8}) {
    INFO(N);
    const auto top = mirrored(N, broadcast(N));
    const auto r = run_interval(N, top, Order::program);
    REQUIRE_FALSE(r.violation);
    for (std::int64_t i = 1; i <= N; ++i)
      CHECK(r.a[static_cast<std::size_t>(i)] == Interval::single(0));
    const auto f = broadcast_doubling(N, top);
    REQUIRE(f);
    CHECK(to_text(*f) == "N=" + std::to_string(N) +
                             " procedure=Broadcast after=\"Stage 1\" P_i=1 holds D=false "
                             "expected=\"exactly P_1..P_1 hold D\"");
    CHECK_FALSE(broadcast_doubling(N, broadcast(N)));
  }
  // Reduction towards P_N: the partial sums gather at the wrong end.
  CHECK(reduction_doubling(4, mirrored(4, reduction(4))));
  CHECK_FALSE(reduction_doubling(4, reduction(4)));
  // Prefix as printed: wrong on the non-commutative witness, right on the commutative one; with
  // its iterations in reverse order (distance 2 before 1) the ranges do not double.
  CHECK(prefix_doubling(2, prefix(2, true), false, "Prefix (as printed)"));
  CHECK_FALSE(prefix_doubling(8, prefix(8, true), true, "Prefix (as printed)"));
  auto reversed = prefix(4, true);
  std::reverse(reversed.begin(), reversed.end());
  const auto f = prefix_doubling(4, reversed, true, "Prefix (reversed)");
  REQUIRE(f);
  // The first iteration run is the slides' j = 1 (distance 2): P_2 has not grown to 1:2.
  CHECK(to_text(*f) ==
        "N=4 procedure=\"Prefix (reversed)\" after=\"iteration j = 1\" P_i=2 a(i)=2 expected=1:2");
}

TEST_CASE("the planted PRAM bugs break the doubling, the naive broadcast and the step counts") {
  for (const char* id : {"groupops.pram.broadcast.doubling", "groupops.pram.reduction.doubling",
                         "groupops.pram.prefix.doubling", "groupops.steps.proportional"}) {
    INFO(id);
    const Outcome o = check(id, "planted-short-loop");
    REQUIRE(o.verdict == Verdict::refuted);
    CHECK(to_text(o.replay_case) == "d=1");
  }
  CHECK(check("groupops.pram.reduction.doubling", "planted-read-offset").verdict ==
        Verdict::refuted);
  CHECK(check("groupops.pram.prefix.doubling", "planted-read-offset").verdict == Verdict::refuted);
  // The operators the slides name pass the printed procedures, and a one-cell-off read does not.
  CHECK(check("groupops.operator.named.printed").verdict == Verdict::verified);
  CHECK(check("groupops.operator.named.printed", "planted-read-offset").verdict ==
        Verdict::refuted);
  const Outcome n = check("groupops.pram.broadcast.naive", "planted-short-loop");
  REQUIRE(n.verdict == Verdict::refuted);
  CHECK(to_text(n.replay_case) == "N=2");
  CHECK(text_of(n, "a(i)") == "2");
}

TEST_CASE("the naive broadcast takes N Steps and N + 1 sub-steps, and mutated ones are refuted") {
  using namespace groupops_checks;
  for (std::int64_t N : {1, 2, 3, 4, 7, 16}) {
    INFO(N);
    CHECK_FALSE(naive_broadcast_fields(N, naive_broadcast(N)));
    const auto r = run_interval(N, naive_broadcast(N), Order::program);
    CHECK(r.iterations == N);
    CHECK(r.steps == N + 1);
  }
  // Two PEs read A(1) in one Step: not exclusive.
  auto crowded = naive_broadcast(4);
  crowded[1].micros.push_back(crowded[2].micros[0]);
  crowded.erase(crowded.begin() + 2);
  const auto c = naive_broadcast_fields(4, crowded);
  REQUIRE(c);
  CHECK(to_text(*c).find("rule=exclusive") != std::string::npos);
  // Step 1 without the write: P_2 reads a cell that holds nothing.
  auto unwritten = naive_broadcast(4);
  unwritten[0].micros[0].ops.pop_back();
  const auto u = naive_broadcast_fields(4, unwritten);
  REQUIRE(u);
  CHECK(to_text(*u).find("a(i)=\"no value\"") != std::string::npos);
}

TEST_CASE("a loop iteration is never one step of the slides' EREW model") {
  const Outcome w = check("groupops.pram.erew.whole_step");
  REQUIRE(w.verdict == Verdict::refuted);
  CHECK(to_text(w.replay_case) == "d=0");
  CHECK(text_of(w, "rule") == "one-address");
  CHECK(check("groupops.pram.erew.whole_step.cells").verdict == Verdict::verified);
  // With Reduction's and Prefix's writes moved to an iteration of their own there is no cell
  // conflict left for the relaxed reading to find, and its check says so.
  using namespace groupops_checks;
  auto split = [](std::vector<Iteration> its) {
    std::vector<Iteration> out;
    for (auto& it : its) {
      Iteration w{it.label + "w", {}}, r{it.label + "r", {}};
      for (auto& m : it.micros) {
        Micro mw{m.pe, {}}, mr{m.pe, {}};
        for (const auto& x : m.ops) (x.write ? mw : mr).ops.push_back(x);
        if (!mw.ops.empty()) w.micros.push_back(mw);
        if (!mr.ops.empty()) r.micros.push_back(mr);
      }
      out.push_back(w);
      out.push_back(r);
    }
    return out;
  };
  CHECK_FALSE(whole_step_cells_fields(8, broadcast(8), reduction(8), prefix(8, false)));
  const auto f = whole_step_cells_fields(8, broadcast(8), split(reduction(8)), prefix(8, false));
  REQUIRE(f);
  CHECK(to_text(*f) ==
        "N=8 procedure=Reduction violation=none stated=\"a conflict on A(2) in step 0\"");
}

TEST_CASE("an unknown groupops variant is a usage error") {
  CHECK_THROWS(validate_variant("nope", select_claims({"groupops.pram.reduction"})));
}

}  // namespace groupops_checks_test
