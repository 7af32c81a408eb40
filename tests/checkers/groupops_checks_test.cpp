// The groupops checkers (seed 003) on the smoke budget: every claim meets its expectation, and
// each planted bug (two per model) is refuted at N = 2.
#include <catch2/catch.hpp>

#include "checkers/registry.hpp"

using namespace cc;

namespace {
Outcome run(const std::string& id, const std::string& variant = "") {
  const Claim* c = find_claim(id);
  REQUIRE(c != nullptr);
  RunContext ctx;
  ctx.budget = Budget::smoke;
  ctx.jobs = 2;
  ctx.variant = variant;
  return c->checker->run(ctx);
}
}  // namespace

TEST_CASE("every groupops claim meets its expectation on the smoke budget") {
  int n = 0;
  for (const auto* c : select_claims({"groupops.*"})) {
    INFO(c->spec->id);
    ++n;
    RunContext ctx;
    ctx.budget = Budget::smoke;
    ctx.jobs = 2;
    CHECK(as_expected(c->spec->expect, c->checker->run(ctx).verdict));
  }
  CHECK(n >= 15);
}

TEST_CASE("the planted PRAM bugs are refuted") {
  CHECK(run("groupops.pram.reduction", "planted-short-loop").verdict == Verdict::refuted);
  CHECK(run("groupops.pram.broadcast", "planted-short-loop").verdict == Verdict::refuted);
  CHECK(run("groupops.pram.prefix.corrected", "planted-read-offset").verdict == Verdict::refuted);
  CHECK(run("groupops.pram.erew.substeps", "planted-read-offset").verdict == Verdict::refuted);
}

TEST_CASE("the planted hypercube bugs are refuted") {
  CHECK(run("groupops.cube.reduction", "planted-wrong-dimension").verdict == Verdict::refuted);
  CHECK(run("groupops.cube.broadcast", "planted-wrong-dimension").verdict == Verdict::refuted);
  CHECK(run("groupops.cube.reduction", "planted-swap-operands").verdict == Verdict::refuted);
  CHECK(run("groupops.cube.prefix.corrected", "planted-swap-operands").verdict == Verdict::refuted);
  CHECK(run("groupops.operator.associative", "planted-swap-operands").verdict == Verdict::refuted);
}

TEST_CASE("a binomial-tree broadcast that skips the largest subtree is refuted") {
  CHECK(run("groupops.binomial.broadcast", "planted-short-loop").verdict == Verdict::refuted);
}

TEST_CASE("an unknown groupops variant is a usage error") {
  CHECK_THROWS(validate_variant("nope", select_claims({"groupops.pram.reduction"})));
}
