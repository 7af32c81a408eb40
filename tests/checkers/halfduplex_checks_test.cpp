// Teeth of the half-duplex family (seed 002): the paper's algorithm meets its claims on smoke,
// both planted variants are refuted with their least counterexamples, and a false Z3 obligation
// is refuted with a model that re-checks in spec/.
#include <catch2/catch.hpp>

#include "checkers/runner.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/models/halfduplex_algebra.hpp"
#include "tests/checkers/check_support.hpp"

using namespace cc;

using check_support::check;

TEST_CASE("every halfduplex claim meets its expectation on smoke") {
  for (const auto& c : claims()) {
    if (c.spec->family != "halfduplex") continue;
    INFO(c.spec->id);
    REQUIRE(c.checker != nullptr);
    RunContext ctx;
    ctx.budget = Budget::smoke;
    ctx.jobs = 2;
    CHECK(as_expected(c.spec->expect, c.checker->run(ctx).verdict));
  }
}

TEST_CASE("the off-by-one phase-1 split is refuted by Theorems 2 and 4") {
  CHECK(check("halfduplex.thm2.c", "planted-split-off-by-one").verdict == Verdict::refuted);
  CHECK(check("halfduplex.thm4.r", "planted-split-off-by-one").verdict == Verdict::refuted);
}

TEST_CASE("the dropped part of phase k+1 is refuted by the executor") {
  const Outcome o = check("halfduplex.alg_a.prefixes", "planted-drop-last-part");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("rule=no-value"));
}

TEST_CASE("B's moved parts sent before they are computed are refuted by the executor") {
  const Outcome o = check("halfduplex.alg_b.prefixes", "planted-move-before-scan");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("rule=no-value"));
  CHECK(check("halfduplex.alg_f.prefixes", "planted-move-before-scan").verdict == Verdict::refuted);
}

TEST_CASE("the compressed and literal executors agree on the planted variants too") {
  for (const char* v :
       {"planted-split-off-by-one", "planted-drop-last-part", "planted-move-before-scan"}) {
    INFO(v);
    CHECK(check("halfduplex.executor.agree", v).verdict == Verdict::verified);
  }
}

TEST_CASE("the printed S(n, p, k) is refuted at the least B, with the executed 17 against 65/4") {
  const Outcome o = check("halfduplex.s.executed", "");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("p=5 k=2 n=19"));
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("S printed=65/4"));
}

TEST_CASE("the false strict precondition is refuted by Z3 with a model that re-checks") {
  const auto r = proofs::prove_halfduplex("halfduplex_thm7_planted", {});
  REQUIRE(r.status == proofs::Status::counterexample);
  CHECK(halfduplex::obligation_violated("halfduplex_thm7_planted", proofs::model_values(r)));
}
