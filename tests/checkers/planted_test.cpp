// Teeth: every planted variant of the postal family must be refuted by the claims it breaks,
// with the least counterexample, on the smoke budget.
#include <catch2/catch.hpp>

#include "checkers/runner.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "tests/checkers/check_support.hpp"

using namespace cc;

using check_support::check;

TEST_CASE("the paper's Algorithm A passes what each planted variant fails") {
  for (const char* id : {"postal.lemma3.contents", "postal.thm4.optimal", "postal.algB.correct",
                         "postal.example.a_table"})
    CHECK(check(id, "").verdict == Verdict::verified);
}

TEST_CASE("the reversed combine order is refuted at n = 2") {
  const Outcome o = check("postal.lemma3.contents", "planted-reversed-combine");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) == "n=2 k=1 lambda=1 j=1 i=1 G(j)=2 c(i)=invalid expected=0:1");
  CHECK(check("postal.algB.correct", "planted-reversed-combine").verdict == Verdict::refuted);
}

TEST_CASE("the off-by-one in U_{x,j} is refuted at n = 2") {
  const Outcome o = check("postal.thm4.optimal", "planted-u-off-by-one");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "n=2 k=1 lambda=1");
  CHECK(check("postal.lemma2.corrected", "planted-u-off-by-one").verdict == Verdict::refuted);
}

TEST_CASE("the dropped port is refuted at n = 3, k = 2") {
  const Outcome o = check("postal.lemma3.contents", "planted-dropped-port");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) == "n=3 k=2 lambda=1 j=1 i=2 G(j)=3 c(i)=1:2 expected=0:2");
  CHECK(check("postal.thm4.large", "planted-dropped-port").verdict == Verdict::refuted);
}

TEST_CASE("every registered planted variant is refuted by some postal claim") {
  for (const auto& v : postal::prefix_variants()) {
    if (!v->planted()) continue;
    INFO(v->name());
    CHECK(check("postal.thm4.optimal", v->name()).verdict == Verdict::refuted);
  }
}
