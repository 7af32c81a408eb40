// Teeth of logp.sum.no_tree_bmc (proofs/logp_bmc.hpp, checkers/logp/sum_bmc_checks.cpp): the
// bounded model check of the summation optimum over every program in the value vocabulary holds
// where it should (most + 1 unsat, most sat and replayed), and a planted encoding (a receive one
// cycle short, a message received one cycle before it arrives) "sums" more than the search, and
// the executor rejects the program it decodes, naming the rule the plant breaks.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/logp/checkers.hpp"
#include "checkers/runner.hpp"
#include "proofs/logp_bmc.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "tests/checkers/check_support.hpp"

namespace logp_bmc_test {

using namespace cc;

namespace {

// The executor's verdict on the program a planted encoding finds above the search's optimum.
std::string planted_rule(proofs::LogpBmcPlant plant, logp::Pe P, logp::Time L, logp::Time o,
                         logp::Time g, logp::Time T) {
  logp::SumSearch search(L, o, g);
  const logp::Time most = search.most(T, P);
  proofs::ProofOptions opts;
  opts.rlimit = 400'000'000;
  const auto r = proofs::logp_sum_bmc(P, L, o, g, T, most + 1, opts, plant);
  REQUIRE(r.result.status == proofs::Status::counterexample);
  CHECK(r.root_count >= most + 1);
  const auto bad = logp_checks::replay_sum_program(r.program, T, most + 1);
  REQUIRE(bad.has_value());
  const FieldValue* rule = find(*bad, "rule");
  REQUIRE(rule != nullptr);
  return std::get<std::string>(*rule);
}

// The same for the cone encoding (collcheck synth's, proofs/logp_bmc.hpp).
std::string planted_cone_rule(proofs::LogpBmcPlant plant, logp::Pe P, logp::Time L, logp::Time o,
                              logp::Time g, logp::Time T) {
  logp::SumSearch search(L, o, g);
  const logp::Time most = search.most(T, P);
  proofs::ProofOptions opts;
  opts.rlimit = 400'000'000;
  const auto r = proofs::logp_sum_cone_bmc_each(P, L, o, g, T, {{most + 1, opts}}, plant);
  REQUIRE(r.size() == 1);
  REQUIRE(r[0].result.status == proofs::Status::counterexample);
  CHECK(r[0].root_count >= most + 1);
  const auto bad = logp_checks::replay_sum_program(r[0].program, T, most + 1);
  REQUIRE(bad.has_value());
  const FieldValue* rule = find(*bad, "rule");
  REQUIRE(rule != nullptr);
  return std::get<std::string>(*rule);
}

}  // namespace

TEST_CASE("logp sum cone: the cone encoding answers the search's optimum at small points", "[slow]") {
  // Every (L, o, g) with L <= 3, o <= 2, g <= 3 (g < o too), P <= 3, a few T: "at least most"
  // sat and replayed summing exactly most, "at least most + 1" unsat.
  RunContext ctx;
  for (logp::Pe P = 1; P <= 3; ++P)
    for (logp::Time L = 1; L <= 3; ++L)
      for (logp::Time o = 1; o <= 2; ++o)
        for (logp::Time g = 1; g <= 3; ++g)
          for (logp::Time T : {0, 4, 9}) {
            INFO("P=" << P << ",L=" << L << ",o=" << o << ",g=" << g << ",T=" << T);
            CHECK_FALSE(logp_checks::sum_cone_case(P, L, o, g, T, ctx).has_value());
          }
}

TEST_CASE("logp sum cone: planted short and early receives beat the search, the executor says so") {
  CHECK(planted_cone_rule(proofs::LogpBmcPlant::short_receive, 2, 1, 2, 2, 8) == "overlap");
  CHECK(planted_cone_rule(proofs::LogpBmcPlant::early_receive, 2, 1, 1, 1, 6) == "latency");
  RunContext ctx;
  CHECK_THROWS_AS(logp_checks::sum_cone_case(2, 1, 2, 2, 8, ctx, proofs::LogpBmcPlant::short_receive),
                  std::runtime_error);
}

TEST_CASE("logp sum cone: the claim is proved on its smoke domain", "[slow]") {
  CHECK(check_support::check("logp.sum.cone_fig2").verdict == Verdict::proved);
}

TEST_CASE("logp sum bmc: most + 1 is unsat and most is sat and replays at small points") {
  RunContext ctx;
  // (P, L, o, g), every T up to the horizon.
  for (const Point& p : {Point{1, 1, 1, 1}, Point{2, 1, 1, 1}, Point{2, 2, 1, 2}, Point{3, 1, 1, 2},
                         Point{3, 1, 2, 2}})
    CHECK_FALSE(logp_checks::sum_no_tree_case(p, 7, ctx).has_value());
}

TEST_CASE("logp sum bmc: a planted short receive beats the search and the executor says overlap") {
  CHECK(planted_rule(proofs::LogpBmcPlant::short_receive, 2, 1, 2, 2, 8) == "overlap");
  RunContext ctx;
  CHECK_THROWS_AS(
      logp_checks::sum_no_tree_case(Point{2, 1, 2, 2}, 8, ctx, proofs::LogpBmcPlant::short_receive),
      std::runtime_error);
}

TEST_CASE("logp sum bmc: a planted early receive beats the search and the executor says latency") {
  CHECK(planted_rule(proofs::LogpBmcPlant::early_receive, 2, 1, 1, 1, 6) == "latency");
}

TEST_CASE("logp sum bmc: the claim is proved on its smoke domain") {
  CHECK(check_support::check("logp.sum.no_tree_bmc").verdict == Verdict::proved);
}

TEST_CASE("logp sum bmc: a search that understates the optimum is refuted by a replayed program") {
  RunContext ctx;
  logp::SumSearch search(1, 1, 1);
  std::vector<logp::Time> most;
  for (logp::Time T = 0; T <= 6; ++T) most.push_back(search.most(T, 3));
  const logp::Time truth = most[5];
  most[5] -= 1;  // one operand short at T = 5 only
  const auto f = logp_checks::sum_no_tree_against(3, 1, 1, 1, most, ctx);
  REQUIRE(f.has_value());
  CHECK(std::get<std::int64_t>(*find(*f, "T")) == 5);
  CHECK(std::get<std::int64_t>(*find(*f, "a program sums (replayed)")) == truth);
}

TEST_CASE("logp sum bmc: a search that overstates the optimum is an error, not a pass") {
  // SearchBug::late_by_one lets every child send one cycle later than the latency allows.
  RunContext ctx;
  logp::SumSearch wrong(1, 1, 1, logp::SearchBug::late_by_one), right(1, 1, 1);
  REQUIRE(wrong.most(8, 2) > right.most(8, 2));
  CHECK_THROWS_AS(logp_checks::sum_no_tree_case(Point{2, 1, 1, 1}, 8, ctx,
                                                proofs::LogpBmcPlant::none,
                                                logp::SearchBug::late_by_one),
                  std::runtime_error);
}

}  // namespace logp_bmc_test
