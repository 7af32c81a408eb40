// Teeth of the LogP claims on section 3's proofs (Shou and Chen): the child counts of Lemma 1's
// proof, Theorem 5's sum K_i = P - 1 and links 2 and 3, Theorem 6's sum A_i = N_S. Each checker
// refutes what the paper's printed text gets wrong, holds where it should, and refutes a planted
// bug (a broken tree, a false obligation).
#include <catch2/catch.hpp>
#include <string>

#include "checkers/logp/checkers.hpp"
#include "checkers/runner.hpp"
#include "proofs/logp_obligations.hpp"
#include "spec/algorithms/logp_broadcast_general.hpp"
#include "spec/algorithms/logp_sum.hpp"
#include "spec/models/logp_arith.hpp"
#include "tests/checkers/check_support.hpp"

namespace logp_recall_test {

using namespace cc;

using check_support::check;

TEST_CASE("links 2 and 3 of Theorem 5's proof are proved, a false third link gets a model") {
  CHECK(check("logp.proof.sum_algebra").verdict == Verdict::proved);
  proofs::ProofOptions opts;
  const auto r = proofs::prove_logp("logp_sum_link3_planted", opts);
  REQUIRE(r.status == proofs::Status::counterexample);
  CHECK(logp::sum_algebra_counterexample("logp_sum_link3_planted", proofs::model_values(r)));
  for (const char* ob : {"logp_sum_base", "logp_sum_step", "logp_sum_link3"})
    CHECK(proofs::prove_logp(ob, opts).status == proofs::Status::proved);
  // The re-check accepts no model of a true obligation: a point where the hypotheses hold.
  CHECK_FALSE(logp::sum_algebra_counterexample("logp_sum_link3",
                                               {{"S", 24}, {"K", 6}, {"P", 7}, {"o", 2}}));
  CHECK(logp::sum_algebra_counterexample("logp_sum_link3_planted",
                                         {{"S", 24}, {"K", 6}, {"P", 7}, {"o", 2}}));
}

TEST_CASE("sum A_i with step 4's K_i is refuted at P = 2, with the children in S* it holds") {
  const Outcome o = check("logp.thm6.sum_a");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "P=2 L=1 o=1 g=1");
  CHECK(std::get<std::int64_t>(*find(*o.counterexample, "sum A_i")) == 10);
  CHECK(std::get<std::int64_t>(*find(*o.counterexample, "N_S = sum T_i - oP + o + 1")) == 4);
  CHECK(check("logp.thm6.sum_a_children").verdict == Verdict::verified);
  // Figure 2's S*(7; 5, 2, 4): 59 with step 4's count, N_S = 47 with the children.
  CHECK(logp_checks::thm6_sum_a({7, 5, 2, 4}).has_value());
  CHECK_FALSE(logp_checks::thm6_sum_a_children({7, 5, 2, 4}).has_value());
}

TEST_CASE("Lemma 1's child count and its sum are refuted where S* cuts children off") {
  const Outcome a = check("logp.lemma1.proof_children");
  REQUIRE(a.verdict == Verdict::refuted);
  const Outcome b = check("logp.thm5.proof_sum_k");
  REQUIRE(b.verdict == Verdict::refuted);
  CHECK(check("logp.lemma1.children_in_sstar").verdict == Verdict::verified);
  // The least point of ci (g up to 5): S* = (0,8) (1,4) (2,0), the root has one child of two.
  const auto c = logp_checks::lemma1_proof_children({3, 1, 1, 4});
  REQUIRE(c.has_value());
  CHECK(std::get<std::string>(*find(*c, "node")) == "(0,8)");
  CHECK(std::get<std::int64_t>(*find(*c, "floor((T_i - (L+2o+1))/g) + 1")) == 2);
  const auto s = logp_checks::thm5_proof_sum_k({3, 1, 1, 4});
  REQUIRE(s.has_value());
  CHECK(std::get<std::int64_t>(*find(*s, "sum K_i")) == 3);
  // Where S* is the whole OBT(f_T) the count is right: P = 2 = f_4 for L = o = g = 1.
  CHECK_FALSE(logp_checks::lemma1_proof_children({2, 1, 1, 1}).has_value());
  CHECK_FALSE(logp_checks::thm5_proof_sum_k({2, 1, 1, 1}).has_value());
}

TEST_CASE("the checks that hold refute a broken S*") {
  const logp::Tree good = logp::sum_tree(5, 2, 4, 7, 0);
  REQUIRE_FALSE(logp_checks::children_in_sstar_on(good, 5, 2, 4).has_value());
  REQUIRE_FALSE(logp_checks::sum_a_children_on(good, 5, 2, 4).has_value());
  // Planted: the root forgets its last child (a forest of P nodes, P - 2 edges).
  logp::Tree lost = good;
  lost.nodes[0].children.pop_back();
  CHECK(logp_checks::children_in_sstar_on(lost, 5, 2, 4).has_value());
  CHECK(logp_checks::sum_a_children_on(lost, 5, 2, 4).has_value());
  // Planted: a leaf lists a child of its own (one edge too many, beyond Lemma 1's count).
  logp::Tree extra = good;
  extra.nodes.back().children.push_back(1);
  CHECK(logp_checks::children_in_sstar_on(extra, 5, 2, 4).has_value());
  CHECK(logp_checks::sum_a_children_on(extra, 5, 2, 4).has_value());
}

TEST_CASE("Theorem 3's identity is proved and holds on GBT's counts, wrong steps are refuted") {
  CHECK(check("logp.proof.thm3_identity").verdict == Verdict::proved);
  CHECK(check("logp.thm3.identity_counts").verdict == Verdict::verified);
  proofs::ProofOptions opts;
  const auto r = proofs::prove_logp("logp_thm3_guard_planted", opts);
  REQUIRE(r.status == proofs::Status::counterexample);
  CHECK(logp::thm3_identity_counterexample("logp_thm3_guard_planted", proofs::model_values(r)));
  for (const char* ob : {"logp_thm3_base", "logp_thm3_guard", "logp_thm3_step"})
    CHECK(proofs::prove_logp(ob, opts).status == proofs::Status::proved);
  // Planted: one count off (f_9 + 1 for L = 2, o = 1, g = 3) breaks the identity.
  auto f = logp::f_direct(2, 1, 3, 40);
  REQUIRE_FALSE(logp_checks::thm3_identity_on(f, 2, 1, 3).has_value());
  f[9] += 1;
  CHECK(logp_checks::thm3_identity_on(f, 2, 1, 3).has_value());
}

TEST_CASE("every broadcast program informs no more PEs than the broadcast search") {
  CHECK(check("logp.bcast.search_general").verdict == Verdict::verified);
  // L = o = g = 1, P = 3: f_T is 1, 1, 1, 2, 2, 3, ... (Theorem 2), capped at P.
  const auto most = logp::general_broadcast_most({1, 1, 1, 3}, 8);
  CHECK(most == std::vector<std::uint64_t>{1, 1, 1, 2, 3, 3, 3, 3, 3});
  CHECK_FALSE(logp_checks::bcast_general_against({1, 1, 1, 3}, {1, 1, 1, 3}, 8).has_value());
  // Planted: a search with g = 2 where the programs have g = 1 falls short at T = 4 (2 of 3).
  const auto f = logp_checks::bcast_general_against({1, 1, 2, 3}, {1, 1, 1, 3}, 8);
  REQUIRE(f.has_value());
  CHECK(std::get<std::int64_t>(*find(*f, "T")) == 4);
}

}  // namespace logp_recall_test
