// Algorithm A exported as a schedule document and run by `verify`'s reader on PostalNetwork:
// the paper's algorithm is legal, correct and optimal on the smoke domain, and every planted
// variant, exported the same way, is refuted.
#include "spec/schedule/postal_emit.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "spec/algorithms/postal_prefix.hpp"
#include "spec/schedule/document.hpp"

using namespace cc;

namespace {

schedule::Verdicts round_trip(const std::string& variant, postal::Pe n, u64 k, u64 lambda) {
  std::ostringstream doc;
  schedule::emit_algorithm_a(doc, *postal::find_prefix_variant(variant), n, k, lambda, "a");
  return schedule::run_document(schedule::parse_json(doc.str()));
}

}  // namespace

TEST_CASE("Algorithm A exported as a schedule is legal, correct and optimal on the smoke domain") {
  for (postal::Pe n = 1; n <= 40; ++n)
    for (u64 k = 1; k <= 3; ++k)
      for (u64 lambda = 1; lambda <= 3; ++lambda) {
        INFO("n=" << n << " k=" << k << " lambda=" << lambda);
        const auto v = round_trip("A", n, k, lambda);
        REQUIRE_FALSE(v.illegal);
        REQUIRE_FALSE(v.incorrect);
        REQUIRE(v.bound);
        CHECK(v.count == *v.bound);  // Theorem 4: A takes exactly Theorem 1's m steps
      }
}

TEST_CASE("every planted postal variant, exported as a schedule, is refuted at its least point") {
  const struct {
    const char* variant;
    postal::Pe n;
    u64 k, lambda;
  } planted[] = {{"planted-reversed-combine", 2, 1, 1},
                 {"planted-u-off-by-one", 2, 1, 1},
                 {"planted-dropped-port", 3, 2, 1}};
  for (const auto& p : planted) {
    INFO(p.variant);
    const auto v = round_trip(p.variant, p.n, p.k, p.lambda);
    CHECK((v.illegal || v.incorrect));
    // and at the point before it, where the claims find nothing, neither does verify
    const auto ok = round_trip(p.variant, p.n - 1, p.k, p.lambda);
    CHECK_FALSE((ok.illegal || ok.incorrect));
  }
  // The variants that break a rule of the model are refuted as illegal, with the rule named.
  for (const auto& variant : postal::prefix_variants()) {
    if (!variant->planted()) continue;
    bool refuted = false;
    for (postal::Pe n = 1; n <= 12 && !refuted; ++n)
      for (u64 k = 1; k <= 3 && !refuted; ++k) {
        const auto v = round_trip(variant->name(), n, k, 2);
        refuted = v.illegal || v.incorrect;
        if (v.illegal) CHECK(cc::find(*v.illegal, "rule") != nullptr);
      }
    INFO(variant->name());
    CHECK(refuted);
  }
}
