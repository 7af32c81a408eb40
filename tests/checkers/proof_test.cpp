#include "checkers/engine/proof.hpp"

#include <catch2/catch.hpp>

#include "checkers/postal/proof_checks.hpp"
#include "checkers/runner.hpp"
#include "proofs/postal_bmc.hpp"
#include "proofs/postal_obligations.hpp"
#include "spec/models/postal.hpp"
#include "spec/models/postal_arith.hpp"

namespace proof_test {

using namespace cc;

TEST_CASE("Z3 proves Theorem 1's counting step and refutes a planted recurrence") {
  proofs::ProofOptions opts;
  CHECK(proofs::prove_postal("postal_counting_step", opts).status == proofs::Status::proved);
  const auto bad = proofs::prove_postal("postal_counting_step_planted", opts);
  REQUIRE(bad.status == proofs::Status::counterexample);
  // The model re-checks in spec/ against the planted recurrence, and not against the paper's.
  CHECK(postal::counting_step_counterexample(proofs::model_values(bad), -1));
  CHECK_FALSE(postal::counting_step_counterexample(proofs::model_values(bad), 0));
}

TEST_CASE("Z3 proves Lemma 3's index arithmetic and refutes it with a planted recurrence") {
  proofs::ProofOptions opts;
  for (const auto& o : proofs::postal_lemma3_obligations())
    CHECK(proofs::prove_postal(o.name, opts).status == proofs::Status::proved);
  const auto bad = proofs::prove_postal("postal_lemma3_case2_span_planted", opts);
  REQUIRE(bad.status == proofs::Status::counterexample);
  CHECK(
      postal::lemma3_counterexample("postal_lemma3_case2_span_planted", proofs::model_values(bad)));
  CHECK_FALSE(postal::lemma3_counterexample("postal_lemma3_case2_span", proofs::model_values(bad)));
}

TEST_CASE("a model that does not re-check is an error, and unknown is inconclusive") {
  auto fake = [](proofs::Status s) {
    return ObligationSpec{
        "fake",
        [s](const proofs::ProofOptions&) {
          proofs::ProofResult r;
          r.status = s;
          r.reason = "canceled";
          r.model = {{"x", "1"}};
          return r;
        },
        [](const proofs::ProofResult&) -> std::optional<Fields> { return std::nullopt; }};
  };
  RunContext ctx;
  CHECK(run_obligations("t", {fake(proofs::Status::counterexample)}, {}, ctx).verdict ==
        Verdict::error);
  CHECK(run_obligations("t", {fake(proofs::Status::unknown)}, {}, ctx).verdict ==
        Verdict::inconclusive);
  CHECK(run_obligations("t", {fake(proofs::Status::proved)}, {}, ctx).verdict == Verdict::proved);
}

TEST_CASE("a tiny resource limit yields unknown, never proved") {
  proofs::ProofOptions opts;
  opts.rlimit = 1;
  CHECK(proofs::prove_postal("postal_lemma3_case1_span", opts).status == proofs::Status::unknown);
}

TEST_CASE("the bounded model check confirms m and refutes a planted m - 1") {
  RunContext ctx;
  // n = 5, k = 1, lambda = 2: G = 1, 1, 2, 3, 5, so m = 4.
  CHECK_FALSE(postal_checks::bmc_case(5, 1, 2, 4, ctx).has_value());
  const auto bad = postal_checks::bmc_case(5, 1, 2, 3, ctx);
  REQUIRE(bad.has_value());
  CHECK(to_text(*bad) == "m=3 schedule within m steps=\"none exists\"");
  const auto too_many = postal_checks::bmc_case(5, 1, 2, 5, ctx);
  REQUIRE(too_many.has_value());  // a schedule within 4 = m-1 steps exists
}

TEST_CASE("the bounded model check's schedule shape changes no answer", "[slow]") {
  // BmcShape (proofs/postal_bmc.hpp) assumes receivers in label order and one receipt per PE:
  // on every small instance, at m-1 and m steps and under receiver limits, the shaped query
  // answers as the query over every schedule.
  using cc::proofs::BmcShape;
  using cc::proofs::Status;
  cc::proofs::ProofOptions opts;
  opts.rlimit = 50'000'000;
  int sat = 0, unsat = 0;
  for (std::uint32_t k = 1; k <= 3; ++k)
    for (std::uint32_t lambda = 1; lambda <= 3; ++lambda)
      for (std::uint32_t n = 2; n <= 6; ++n) {
        const auto m = static_cast<std::uint32_t>(
            *cc::postal::min_steps(n, k, lambda, ~std::uint64_t{0}));
        std::vector<std::optional<cc::proofs::ReceiverLimit>> limits{std::nullopt};
        for (std::uint32_t t = 1; t + lambda <= m + 1; ++t)
          for (std::uint32_t at_most = 0; at_most <= k; ++at_most)
            limits.push_back(cc::proofs::ReceiverLimit{t, at_most});
        for (std::uint32_t steps : {m - 1, m})
          for (const auto& limit : limits) {
            INFO("n=" << n << " k=" << k << " lambda=" << lambda << " steps=" << steps
                      << (limit ? " limit" : ""));
            const auto any = cc::proofs::postal_broadcast_bmc(n, k, lambda, steps, opts, limit,
                                                              BmcShape{false, false});
            const auto shaped = cc::proofs::postal_broadcast_bmc(n, k, lambda, steps, opts, limit);
            REQUIRE(any.result.status != Status::unknown);
            CHECK(shaped.result.status == any.result.status);
            (any.result.status == Status::proved ? unsat : sat)++;
          }
      }
  CHECK(sat > 50);  // both answers occur many times
  CHECK(unsat > 50);
}

}  // namespace proof_test
