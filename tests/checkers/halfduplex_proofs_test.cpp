// The half-duplex family's formula claims (checkers/halfduplex/claims/): the spec-side
// recurrences agree with the closed forms they are proved against, every planted obligation is
// refuted by Z3 with a model that re-checks in spec/ (and is no counterexample to the true
// obligation), and the paper's false literal claims are refuted with their least counterexamples.
#include <catch2/catch.hpp>

#include "checkers/halfduplex/proof_checks.hpp"
#include "checkers/runner.hpp"
#include "proofs/halfduplex_obligations.hpp"
#include "spec/models/halfduplex_algebra.hpp"
#include "tests/checkers/check_support.hpp"

namespace halfduplex_proofs_test {

using namespace cc;
using halfduplex::ratio;

TEST_CASE("Theorem 4 and the corrected S are A's and B's components summed level by level") {
  CHECK(halfduplex::r_by_components(4, 3) == 15);  // the worked examples of section 2
  CHECK(halfduplex::r_by_components(7, 3) == 45);
  for (i128 k = 1; k <= 12; ++k)
    for (i128 q = 1; q <= 40; ++q) {
      const i128 p = k * q + 1;
      INFO("k=" << static_cast<long>(k) << " p=" << static_cast<long>(p));
      CHECK(ratio(halfduplex::r_by_components(p, k)) == halfduplex::thm4_R(p, k));
      if (k < 2 || q < 2) continue;
      const auto s = halfduplex::s_by_components(p, k);
      CHECK(ratio(s) == halfduplex::s_corrected(p, k));
      CHECK(ratio(s) - halfduplex::s_printed(p, k) == ratio((k - 1) * (2 * k - 1), 2 * k));
    }
  CHECK(halfduplex::s_by_components(5, 2) == 17);
  CHECK(halfduplex::to_text(halfduplex::s_printed(5, 2)) == "65/4");
}

TEST_CASE("a model that satisfies a formula obligation, or lacks a variable, does not re-check") {
  CHECK_FALSE(halfduplex::formula_counterexample("halfduplex_thm3_p",
                                                 {{"n", 1}, {"b", 1}, {"a", 2}, {"d", 3}}));
  CHECK_FALSE(halfduplex::formula_counterexample("halfduplex_s_printed_base", {{"k", 2}}));
  CHECK_FALSE(halfduplex::formula_counterexample("halfduplex_nonsense", {{"k", 2}, {"p", 5}}));
  CHECK(halfduplex::formula_counterexample("halfduplex_s_printed_base", {{"k", 2}, {"p", 5}}));
  CHECK(halfduplex::obligation_violated("halfduplex_thm5_otherwise_literal", {{"k", 1}, {"p", 2}}));
}

TEST_CASE("every planted formula obligation is refuted with a model that re-checks in spec/",
          "[slow]") {
  using G = proofs::HalfduplexFormula;
  int planted = 0;
  for (int g = 0; g <= static_cast<int>(G::thm3); ++g) {
    const std::string name = proofs::halfduplex_formula_planted(static_cast<G>(g));
    if (name.empty()) continue;
    ++planted;
    INFO(name);
    RunContext ctx;
    const Outcome o = run_obligations("t", {halfduplex_checks::formula_obligation(name)}, {}, ctx);
    REQUIRE(o.verdict == Verdict::refuted);
    REQUIRE(o.counterexample);
    // The model is a counterexample to the planted statement only, not to the true one.
    std::map<std::string, i128> values;
    for (const auto& f : *o.counterexample)
      if (const auto* v = std::get_if<std::string>(&f.value); v && f.key.size() == 1)
        values[f.key] = std::stoll(*v);
    const std::string base = name.substr(0, name.size() - std::string("_planted").size());
    CHECK(halfduplex::formula_counterexample(name, values));
    CHECK_FALSE(halfduplex::formula_counterexample(base, values));
  }
  CHECK(planted == 10);
}

TEST_CASE("the printed S fails its base: k = 2, p = 5 gives 65/4, the components 17", "[slow]") {
  const Outcome o = check_support::check("halfduplex.s.closed_form");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  const std::string text = to_text(*o.counterexample);
  CHECK_THAT(text, Catch::Contains("obligation=halfduplex_s_printed_base k=2 p=5"));
  CHECK_THAT(text, Catch::Contains("=65/4"));
  CHECK_THAT(text, Catch::Contains("=17"));
}

TEST_CASE("Theorem 5's literal \"otherwise\" fails at k = 1, p = 2, the corrected one is proved") {
  const Outcome o = check_support::check("halfduplex.thm5.otherwise");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  CHECK_THAT(to_text(*o.counterexample), Catch::Contains("k=1 p=2"));
  CHECK(check_support::check("halfduplex.thm5.otherwise_corrected").verdict == Verdict::proved);
}

TEST_CASE("the printed S is not an integer, least at k = 2, p = 5") {
  const Outcome o = check_support::check("halfduplex.s.integer");
  CHECK(o.verdict == Verdict::refuted);
  REQUIRE(o.counterexample);
  CHECK(to_text(*o.counterexample) == "k=2 i=1 p=5 S(n,p,k)_printed=65/4 S(n,p,k)_components=17");
}

}  // namespace halfduplex_proofs_test
