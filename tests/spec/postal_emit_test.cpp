// Algorithm A exported as a schedule document and run by `verify`'s reader on PostalNetwork:
// the paper's algorithm is legal, correct and optimal on the smoke domain, and every planted
// variant, exported the same way, is refuted.
#include "spec/schedule/postal_emit.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "spec/algorithms/postal_prefix.hpp"
#include "spec/schedule/document.hpp"

namespace postal_emit_test {

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

namespace {

schedule::Verdicts round_trip_b(const std::string& variant, u64 n, postal::Pe p, u64 k,
                                u64 lambda) {
  std::ostringstream doc;
  schedule::emit_algorithm_b(doc, *postal::find_prefix_variant(variant), n, p, k, lambda, "b");
  return schedule::run_document_text(doc.str());
}

}  // namespace

TEST_CASE("Algorithm B exported with blocks is legal, correct and optimal on the smoke domain") {
  for (u64 n = 2; n <= 24; ++n)
    for (postal::Pe p = 1; p < n && p <= 12; ++p)
      for (u64 k = 1; k <= 2; ++k)
        for (u64 lambda = 1; lambda <= 2; ++lambda) {
          INFO("n=" << n << " p=" << p << " k=" << k << " lambda=" << lambda);
          const auto v = round_trip_b("A", n, p, k, lambda);
          REQUIRE_FALSE(v.illegal);
          REQUIRE_FALSE(v.incorrect);
          CHECK(v.count == *v.bound);  // B communicates in Theorem 1's m steps for p PEs
        }
  // the planted variants break B as they break A
  for (const auto& variant : postal::prefix_variants()) {
    if (!variant->planted()) continue;
    bool refuted = false;
    for (u64 n = 2; n <= 14 && !refuted; ++n)
      for (u64 k = 1; k <= 3 && !refuted; ++k) {
        const auto v = round_trip_b(variant->name(), n, static_cast<postal::Pe>(n - 1), k, 2);
        refuted = v.illegal || v.incorrect;
      }
    INFO(variant->name());
    CHECK(refuted);
  }
}

TEST_CASE("a postal document's init runs before step 1 wherever it is written") {
  std::ostringstream doc;
  schedule::emit_algorithm_b(doc, *postal::find_prefix_variant("A"), 9, 4, 1, 1, "b");
  std::string text = doc.str();
  // move "init" after "steps": the document is then read whole, with the same verdicts
  const auto from = text.find(" \"init\"");
  const auto to = text.find(" \"steps\"");
  REQUIRE((from != std::string::npos && to != std::string::npos && from < to));
  const std::string init = text.substr(from, to - from);  // ' "init": [...],\n'
  text.erase(from, init.size());
  const auto end = text.rfind('}');
  text.insert(end, ", " + init.substr(0, init.rfind(',')) + "\n");
  const auto moved = schedule::run_document_text(text);
  CHECK_FALSE(moved.illegal);
  CHECK_FALSE(moved.incorrect);
  CHECK(moved.count == 2);
  // without init, the first send reads an empty register c
  text = doc.str();
  text.erase(text.find(" \"init\""), init.size());
  const auto none = schedule::run_document_text(text);
  REQUIRE(none.illegal);
  CHECK(cc::to_text(*none.illegal).find("no-value") != std::string::npos);
  // blocks that do not match n are bad input
  text = doc.str();
  text.replace(text.find("\"blocks\": ["), 11, "\"blocks\": [1, ");
  CHECK_THROWS_AS(schedule::run_document_text(text), schedule::InputError);
}

}  // namespace postal_emit_test
