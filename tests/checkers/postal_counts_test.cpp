// Theorem 1's count search (checkers/postal/counts.hpp): the abstraction against a brute force
// over every concrete send relation and against the bounded model check on small n, and planted
// searches it must tell apart (only the largest number of new PEs per step; one port too many).
#include <catch2/catch.hpp>

#include "checkers/postal/counts.hpp"
#include "checkers/postal/proof_checks.hpp"
#include "spec/models/postal.hpp"
#include "tests/checkers/check_support.hpp"

namespace postal_counts_test {

using namespace cc;
using namespace cc::postal_checks;

namespace {
std::uint32_t theorem_m(std::uint32_t n, std::uint32_t k, std::uint32_t lambda) {
  return static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~std::uint64_t{0}));
}
}  // namespace

TEST_CASE("the count search's layers are the counts of every concrete schedule's states") {
  // Every state reachable under every send relation (any targets, <= k sends and receives per
  // PE and step), mapped to its counts, after each of m + 1 steps: the same sets as the count
  // search's, so the abstraction is exact there (the least informing time with it).
  int compared = 0;
  for (std::uint32_t n = 1; n <= 5; ++n)
    for (std::uint32_t k = 1; k <= 3; ++k)
      for (std::uint32_t lambda = 1; lambda <= 3; ++lambda) {
        INFO("n=" << n << " k=" << k << " lambda=" << lambda);
        const std::uint32_t m = theorem_m(n, k, lambda);
        const auto abstract = postal_count_layers(n, k, lambda, m + 1);
        const auto concrete = postal_concrete_layers(n, k, lambda, m + 1);
        CHECK(abstract == concrete);
        const auto r = postal_broadcast_counts(n, k, lambda, m + 1);
        REQUIRE(r.least.has_value());
        CHECK(*r.least == m);
        ++compared;
      }
  CHECK(compared == 45);
}

TEST_CASE("the count search's least informing time is the bounded model check's", "[slow]") {
  // bmc_case(n, k, lambda, m) holds iff the BMC finds no schedule within m-1 steps and one
  // within m; with the count search's least time as m, both searches agree on n <= 6.
  RunContext ctx;
  for (std::uint32_t n = 1; n <= 6; ++n)
    for (std::uint32_t k = 1; k <= 2; ++k)
      for (std::uint32_t lambda = 1; lambda <= 2; ++lambda) {
        INFO("n=" << n << " k=" << k << " lambda=" << lambda);
        const auto r = postal_broadcast_counts(n, k, lambda, 64);
        REQUIRE(r.least.has_value());
        CHECK_FALSE(bmc_case(n, k, lambda, *r.least, ctx).has_value());
      }
}

TEST_CASE("the real count search holds and its witness replays on the executor") {
  for (std::uint32_t n = 1; n <= 20; ++n)
    for (std::uint32_t k = 1; k <= 3; ++k)
      for (std::uint32_t lambda = 1; lambda <= 3; ++lambda) {
        INFO("n=" << n << " k=" << k << " lambda=" << lambda);
        const std::uint32_t m = theorem_m(n, k, lambda);
        CHECK_FALSE(counts_case(n, k, lambda, m).has_value());
        const auto r = postal_broadcast_counts(n, k, lambda, m);
        CHECK_FALSE(replay_broadcast(n, k, lambda, m, counts_schedule(n, k, lambda, r.fresh)));
      }
  // A wrong bound is refuted both ways: m - 1 steps inform nobody all, m + 1 is not the least.
  // n = 5, k = 1, lambda = 2: G = 1, 1, 2, 3, 5, so m = 4.
  const auto below = counts_case(5, 1, 2, 3);
  REQUIRE(below.has_value());
  CHECK(to_text(*below) == "m=3 schedule within m steps=\"none exists\" count states=15");
  const auto above = counts_case(5, 1, 2, 5);
  REQUIRE(above.has_value());
  CHECK_THAT(to_text(*above), Catch::Contains("informs all in=4"));
  CHECK_THAT(to_text(*above), Catch::Contains("replays on the executor=yes"));
  CHECK(check_support::check("postal.thm1.counts").verdict == Verdict::verified);
}

TEST_CASE("a planted search over the largest number of new PEs only differs from every schedule") {
  // The greedy search reaches h = n as early (it is the paper's own argument), so it would pass
  // Theorem 1; it is not every schedule: its layers miss reachable states, which the brute force
  // shows from n = 2 on (n = 2, k = 1, lambda = 1: after one step h = 1 is reachable, by sending
  // nothing).
  const CountsPlant greedy{true, 0};
  CHECK(postal_count_layers(2, 1, 1, 1, greedy) != postal_concrete_layers(2, 1, 1, 1));
  CHECK(postal_count_layers(2, 1, 1, 1) == postal_concrete_layers(2, 1, 1, 1));
  int differ = 0;
  for (std::uint32_t n = 2; n <= 5; ++n)
    for (std::uint32_t k = 1; k <= 2; ++k)
      for (std::uint32_t lambda = 1; lambda <= 2; ++lambda) {
        const std::uint32_t m = theorem_m(n, k, lambda);
        differ +=
            postal_count_layers(n, k, lambda, m, greedy) != postal_concrete_layers(n, k, lambda, m);
      }
  CHECK(differ == 16);
}

TEST_CASE("a planted model with one port too many is refuted, and its schedule does not replay") {
  // n = 3, k = 1, lambda = 1: m = 2 (G = 1, 2, 4); with two ports PE 0 informs both in step 1.
  const CountsPlant wide{false, 1};
  const auto bad = counts_case(3, 1, 1, 2, wide);
  REQUIRE(bad.has_value());
  CHECK_THAT(to_text(*bad), Catch::Contains("informs all in=1"));
  CHECK_THAT(to_text(*bad), Catch::Contains("replays on the executor=\"no: "));
  CHECK_FALSE(counts_case(3, 1, 1, 2).has_value());
}

}  // namespace postal_counts_test
