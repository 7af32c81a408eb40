// Teeth of the LogP family (seed 004): every planted variant is refuted with its least
// counterexample on the smoke budget, the paper's algorithms pass, and a false Z3 obligation is
// refuted with a model that re-checks in spec/.
#include <catch2/catch.hpp>

#include "checkers/runner.hpp"
#include "proofs/logp_obligations.hpp"
#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/models/logp_arith.hpp"
#include "tests/checkers/check_support.hpp"

using namespace cc;

using check_support::check;

TEST_CASE("the paper's T* and the intended Algorithm 2 pass on smoke") {
  CHECK(check("logp.def4.tstar", "").verdict == Verdict::verified);
  CHECK(check("logp.alg2.intended", "").verdict == Verdict::verified);
  CHECK(check("logp.thm1.obt_effective", "").verdict == Verdict::verified);
}

TEST_CASE("the late child is refuted at P = 2, one cycle from optimal") {
  const Outcome o = check("logp.def4.tstar", "planted-late-child");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "P=2 L=1 o=0 g=1");
}

TEST_CASE("the short gap is refuted by the executor's overlap rule at P = 3") {
  const Outcome o = check("logp.def4.tstar", "planted-short-gap");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "P=3 L=1 o=1 g=1");
  CHECK(std::get<std::string>(*find(*o.counterexample, "rule")) == "overlap");
}

TEST_CASE("the dropped and the swapped operand are refuted by the interval witness at P = 2") {
  for (const char* v : {"planted-drop-operand", "planted-swap-operands"}) {
    const Outcome o = check("logp.alg2.intended", v);
    REQUIRE(o.verdict == Verdict::refuted);
    CHECK(std::get<std::string>(*find(*o.counterexample, "root value")) == "invalid");
  }
}

TEST_CASE("every planted variant of the family is refuted") {
  for (const auto& v : logp::broadcast_variants())
    if (v.planted) CHECK(check("logp.def4.tstar", v.name).verdict == Verdict::refuted);
  for (const auto& v : logp::sum_variants())
    if (v.planted) CHECK(check("logp.alg2.intended", v.name).verdict == Verdict::refuted);
}

TEST_CASE("a false step of Theorem 2's proof gets a model that re-checks in spec") {
  proofs::ProofOptions opts;
  const auto r = proofs::prove_logp("logp_thm2_tail_planted", opts);
  REQUIRE(r.status == proofs::Status::counterexample);
  CHECK(logp::thm2_step_counterexample("logp_thm2_tail_planted", proofs::model_values(r)));
  CHECK(proofs::prove_logp("logp_thm2_tail", opts).status == proofs::Status::proved);
}

TEST_CASE("the property check of Definition 4 refutes the planted late child") {
  CHECK(check("logp.def4.large", "").verdict == Verdict::passed);
  CHECK(check("logp.def4.large", "planted-late-child").verdict == Verdict::refuted);
}
