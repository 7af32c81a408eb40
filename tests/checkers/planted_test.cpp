// Teeth: every planted variant of the postal family must be refuted by the claims it breaks,
// with the least counterexample, on the smoke budget; so must the planted statements of the
// schedule searches (section 3.1's necessity for every n, Algorithm B's bound one step too high).
#include <catch2/catch.hpp>

#include "checkers/postal/proof_checks.hpp"
#include "checkers/runner.hpp"
#include "spec/algorithms/postal_prefix.hpp"
#include "tests/checkers/check_support.hpp"

namespace planted_test {

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

TEST_CASE(
    "section 3.1's necessity fails at n = 4, k = 1, lambda = 2 with a replayed prefix schedule",
    "[slow]") {
  const Outcome o = check("postal.sec31.receivers.literal");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "n=4 k=1 lambda=2 j=2");
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("kG(j-1)=1 receive v(0) data={}"));
  CHECK(check("postal.sec31.receivers.tight").verdict == Verdict::proved);
  CHECK(check("postal.algB.optimal").verdict == Verdict::verified);
  RunContext ctx;
  // Where no broadcast has fewer receivers the case holds, for every algorithm.
  CHECK_FALSE(postal_checks::receivers_case(4, 1, 1, 1, ctx).has_value());
  CHECK_FALSE(postal_checks::tight_case(5, 1, 2, ctx).has_value());
  CHECK(postal_checks::tight_case(4, 1, 2, ctx).has_value());  // n = 4 < G(4) = 5: slack
}

TEST_CASE("the planted schedule statements are refuted") {
  RunContext ctx;
  ctx.budget = Budget::smoke;
  ctx.jobs = 2;
  const auto planted = postal_checks::planted_proof_checkers();
  REQUIRE(planted.size() == 2);
  const Outcome tight = planted[0].run(ctx);
  REQUIRE(tight.verdict == Verdict::refuted);
  CHECK(to_text(tight.replay_case) == "n=2 k=2 lambda=1");  // G(1) = 3 > 2: 0 -> 1 is enough
  const Outcome b = planted[1].run(ctx);
  REQUIRE(b.verdict == Verdict::refuted);
  CHECK(to_text(b.replay_case) == "p=1 k=1 lambda=1");
}

}  // namespace planted_test
