// The groupops checkers (seed 003) on the smoke budget: every claim meets its expectation, and
// each planted bug (at least two per model: pram, hypercube, binomial tree) is refuted with its
// least counterexample.
#include <catch2/catch.hpp>
#include <map>

#include "checkers/registry.hpp"
#include "spec/algorithms/groupops_procedures.hpp"
#include "tests/checkers/check_support.hpp"

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

TEST_CASE("every groupops claim meets its expectation on the smoke budget") {
  int n = 0;
  for (const auto* c : select_claims({"groupops.*"})) {
    INFO(c->spec->id);
    ++n;
    CHECK(as_expected(c->spec->expect, check(c->spec->id).verdict));
  }
  CHECK(n >= 35);
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
  for (const auto& v : groupops::variants()) {
    if (v.bug == groupops::Planted::none) continue;
    INFO(v.name);
    ++planted[v.model];
    bool refuted = false;
    for (const auto& id : claims.at(v.model))
      refuted = refuted || check(id, v.name).verdict == Verdict::refuted;
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

TEST_CASE("an unknown groupops variant is a usage error") {
  CHECK_THROWS(validate_variant("nope", select_claims({"groupops.pram.reduction"})));
}
