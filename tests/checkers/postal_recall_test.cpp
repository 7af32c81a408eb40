// The postal claims added with the count search's second round (docs/coverage/postal.md, P2, P3,
// P5-P9): each holds where it should, and each checker refutes a planted statement or run.
#include <catch2/catch.hpp>
#include <cstring>

#include "checkers/postal/checkers.hpp"
#include "checkers/postal/counts.hpp"
#include "checkers/postal/proof_checks.hpp"
#include "proofs/postal_obligations.hpp"
#include "spec/algorithms/postal_values.hpp"
#include "spec/models/postal.hpp"
#include "spec/models/postal_arith.hpp"
#include "spec/witness/binary64.hpp"
#include "tests/checkers/check_support.hpp"

namespace postal_recall_test {

using namespace cc;
using namespace cc::postal_checks;
using check_support::check;

namespace {
std::uint32_t theorem_m(std::uint32_t n, std::uint32_t k, std::uint32_t lambda) {
  return static_cast<std::uint32_t>(*postal::min_steps(n, k, lambda, ~std::uint64_t{0}));
}
const postal::PrefixVariant& paper() { return *postal::find_prefix_variant("A"); }
}  // namespace

TEST_CASE("algB.optimal runs on the count search: holds, and a bound one step high is refuted") {
  const Outcome o = check("postal.algB.optimal");
  CHECK(o.verdict == Verdict::verified);
  for (std::uint32_t p = 1; p <= 12; ++p)
    for (std::uint32_t k = 1; k <= 4; ++k)
      for (std::uint32_t lambda = 1; lambda <= 4; ++lambda)
        CHECK_FALSE(algb_optimal_case(p, k, lambda, 0).has_value());
  // m_p + 1 is not the least: the count search informs all p PEs within m_p (p = 5, k = 1,
  // lambda = 2: G = 1, 1, 2, 3, 5, m_p = 4), and its schedule replays.
  const auto high = algb_optimal_case(5, 1, 2, 1);
  REQUIRE(high.has_value());
  CHECK_THAT(to_text(*high), Catch::Contains("informs all in=4"));
  CHECK_THAT(to_text(*high), Catch::Contains("replays on the executor=yes"));
}

TEST_CASE("the most holders per step is min(n, G(t)), attained by a replayed schedule") {
  CHECK(check("postal.thm1.holders_bound").verdict == Verdict::verified);
  // The search's maxima against G directly, and the last layer full.
  for (std::uint32_t n = 1; n <= 20; ++n)
    for (std::uint32_t k = 1; k <= 3; ++k)
      for (std::uint32_t lambda = 1; lambda <= 3; ++lambda) {
        INFO("n=" << n << " k=" << k << " lambda=" << lambda);
        const std::uint32_t m = theorem_m(n, k, lambda);
        const auto r = postal_most_holders(n, k, lambda, m);
        postal::GSequence G(k, lambda);
        REQUIRE(r.most.size() == m + 1);
        for (std::uint32_t t = 0; t <= m; ++t) CHECK(r.most[t] == std::min<std::uint64_t>(n, G(t)));
        CHECK_FALSE(holders_case(n, k, lambda, m).has_value());
      }
  // Against the brute force over every concrete send relation: the most holders per layer.
  for (std::uint32_t n = 1; n <= 5; ++n)
    for (std::uint32_t k = 1; k <= 2; ++k)
      for (std::uint32_t lambda = 1; lambda <= 3; ++lambda) {
        const std::uint32_t m = theorem_m(n, k, lambda);
        const auto concrete = postal_concrete_layers(n, k, lambda, m);
        const auto r = postal_most_holders(n, k, lambda, m);
        for (std::uint32_t t = 0; t <= m; ++t) {
          std::uint32_t most = 0;
          for (const auto& v : concrete[t]) most = std::max(most, v[0]);
          CHECK(r.most[t] == most);
        }
      }
}

TEST_CASE("a model with one port too many has more holders than G(t), and does not replay") {
  // n = 3, k = 1, lambda = 1: G(1) = 2, but two ports inform both others in step 1.
  const auto bad = holders_case(3, 1, 1, 2, CountsPlant{false, 1});
  REQUIRE(bad.has_value());
  CHECK_THAT(to_text(*bad), Catch::Contains("t=1 G(t)=2 most holders after step t=3"));
  CHECK_THAT(to_text(*bad), Catch::Contains("replays on the executor=\"no: "));
  // Only the largest number of new PEs per step still attains every maximum (the greedy
  // schedule is optimal at every step), so the bound alone does not tell it apart: the layers do
  // (postal_counts_test.cpp).
  CHECK_FALSE(holders_case(7, 2, 2, theorem_m(7, 2, 2), CountsPlant{true, 0}).has_value());
}

TEST_CASE("Lemma 3's senders are PEs: i < n is needed and proved", "[slow]") {
  proofs::ProofOptions opts;
  for (const auto& o : proofs::postal_lemma3_obligations())
    CHECK(proofs::prove_postal(o.name, opts).status == proofs::Status::proved);
  CHECK(check("postal.lemma3.induction_arith").verdict == Verdict::proved);
  const auto bad = proofs::prove_postal("postal_lemma3_case1_span_unbounded", opts);
  REQUIRE(bad.status == proofs::Status::counterexample);
  CHECK(postal::lemma3_counterexample("postal_lemma3_case1_span_unbounded",
                                      proofs::model_values(bad)));
  CHECK_FALSE(postal::lemma3_counterexample("postal_lemma3_case1_span", proofs::model_values(bad)));
}

TEST_CASE("Lemma 3 after step 0: holds on the run's start, a planted G(1) form is refuted") {
  CHECK(check("postal.lemma3.step0").verdict == Verdict::verified);
  CHECK_FALSE(check_lemma3_step0(paper(), {5, 2, 3}).has_value());
  const auto bad = check_lemma3_step0_at(paper(), {2, 1, 1}, 1);  // G(1) = 2: c(1) = 0:1 wanted
  REQUIRE(bad.has_value());
  CHECK(to_text(*bad) == "j=0 i=1 G(j)=2 c(i)=1 expected=0:1");
}

TEST_CASE("section 1's 3, 6, 8: Algorithm A adds to 3, 9, 17, a dropped port does not") {
  CHECK(check("postal.example.intro_sum").verdict == Verdict::verified);
  const Outcome o = check("postal.example.intro_sum", "planted-dropped-port");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) == "n=3 k=2 lambda=1 i=2 c(i)=14 expected=17");
  // The values runner gives the interval runner's schedule: on intervals it ends with 0:i.
  std::vector<postal::Interval> c = {postal::Interval::single(0), postal::Interval::single(1),
                                     postal::Interval::single(2), postal::Interval::single(3)};
  const auto run = postal::run_algorithm_a_values(paper(), 4, 1, 2, c, witness::combine);
  CHECK_FALSE(run.violation.has_value());
  for (std::int64_t i = 0; i < 4; ++i) CHECK(c[i] == postal::Interval::range(0, i));
}

TEST_CASE("B's paths are A's on p PEs, against A on n PEs they are not") {
  CHECK(check("postal.algB.paths").verdict == Verdict::verified);
  CHECK_FALSE(check_b_paths(paper(), {80, 10, 2, 3}).has_value());
  CHECK_FALSE(check_b_paths(paper(), {75, 10, 2, 3}).has_value());
  const auto bad = check_b_paths_with(paper(), {3, 1, 1, 1}, true);
  REQUIRE(bad.has_value());
  CHECK(to_text(*bad) == "j=1 A delivers=\"PE 0 -> PE 1 (sent in step 1)\" B delivers=none");
  CHECK(check("postal.algB.paths", "planted-reversed-combine").verdict == Verdict::verified);
}

TEST_CASE("binary64 arithmetic in integers rounds as the machine's doubles do") {
  using witness::Binary64;
  auto bits = [](double x) {
    std::uint64_t b;
    std::memcpy(&b, &x, sizeof b);
    return b;
  };
  const char* texts[] = {"0.1", "0.2", "0.3", "0.4", "0.5", "0.7", "1.1", "1.2", "3", "1e"};
  const double values[] = {0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1.1, 1.2, 3.0};
  for (int i = 0; i < 9; ++i) {
    const Binary64 a = Binary64::from_decimal(texts[i]);
    CHECK(a.bits() == bits(values[i]));
    CHECK(Binary64::from_bits(a.bits()) == a);
    for (int j = 0; j < 9; ++j) {
      const Binary64 b = Binary64::from_decimal(texts[j]);
      volatile double x = values[i], y = values[j];
      CHECK(witness::mul(a, b).bits() == bits(x * y));
      CHECK(witness::add(a, b).bits() == bits(x + y));
      CHECK(witness::add(a, Binary64{!b.neg, b.sig, b.exp}).bits() == bits(x - y));
    }
  }
  CHECK_THROWS(Binary64::from_decimal(texts[9]));
  const Binary64 left =
      witness::mul(witness::mul(Binary64::from_decimal("0.1"), Binary64::from_decimal("0.2")),
                   Binary64::from_decimal("0.3"));
  CHECK(witness::to_string(left) == "0.006000000000000001");
  CHECK(witness::to_hex(Binary64::from_decimal("0.1")) == "0x1.999999999999ap-4");
  CHECK(witness::to_string(Binary64::from_decimal("0.1")) == "0.1");
  CHECK(witness::to_string(Binary64::from_decimal("1.0")) == "1");
}

TEST_CASE("double-precision matrix products are not associative: A's order differs at k = 1") {
  CHECK_FALSE(fp_associative(1));
  CHECK_FALSE(fp_associative(2));
  const Outcome o = check("postal.intro.fp_matrix");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(o.replay_case) == "size=1 n=3 k=1 lambda=1");
  CHECK(to_text(*o.counterexample) ==
        "size=1 n=3 k=1 lambda=1 i=2 c(i)=\"v0 ⊕ (v1 ⊕ v2)\" c(i) in double precision=[[0.006]] "
        "left to right=[[0.006000000000000001]]");
  // k = 2, lambda = 1: one step, PE 2 folds e_1, e_2 and its own value left to right.
  CHECK_FALSE(check_intro_fp_matrix(paper(), {1, 3, 2, 1}).has_value());
  CHECK_FALSE(check_intro_fp_matrix(paper(), {2, 3, 2, 1}).has_value());
  const auto two = check_intro_fp_matrix(paper(), {2, 3, 1, 1});
  REQUIRE(two.has_value());
  CHECK_THAT(to_text(*two), Catch::Contains("1.03"));
  CHECK_THAT(to_text(*two), Catch::Contains("1.0299999999999998"));
}

TEST_CASE("Theorem 4's proof as printed (n <= G(j) for every step j) fails, at step m it holds") {
  const Outcome o = check("postal.thm4.proof.literal");
  REQUIRE(o.verdict == Verdict::refuted);
  CHECK(to_text(*o.counterexample) == "n=2 k=1 lambda=2 j=1 G(j)=1 i=1 c(i)=1 expected=0:1");
  // Where m = 1 the only step is m and the printed reading holds; so it does where m is the
  // first step whose G reaches n, which Theorem 4 states (postal.thm4.optimal).
  CHECK_FALSE(check_thm4_proof_literal(paper(), {2, 1, 1}).has_value());
  CHECK_FALSE(check_thm4_proof_literal(paper(), {9, 8, 1}).has_value());
  CHECK(check_thm4_proof_literal(paper(), {10, 2, 3}).has_value());  // the walk-through: G(5) = 7
  CHECK(check("postal.thm4.optimal").verdict == Verdict::verified);
}

}  // namespace postal_recall_test
