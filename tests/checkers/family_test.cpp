// The families and the one variant registry: every family's claims come from its descriptor,
// every family registers its paper algorithm and its planted bugs as variants, and a second
// registration under a taken name is refused instead of replacing the first.
#include "checkers/family.hpp"

#include <catch2/catch.hpp>
#include <set>

#include "spec/algorithms/postal_prefix.hpp"
#include "spec/core/variant.hpp"
#include "spec/schedule/document.hpp"

namespace family_test {

using namespace cc;

TEST_CASE("every claim belongs to a family of the descriptor list, every family has claims") {
  std::set<std::string> names;
  for (const auto& f : families()) names.insert(f.name);
  CHECK(names.size() == families().size());
  std::set<std::string> with_claims;
  for (const auto& c : catalog()) {
    INFO(c.id);
    CHECK(names.count(c.family) == 1);
    CHECK(c.id.rfind(c.family + ".", 0) == 0);
    with_claims.insert(c.family);
  }
  CHECK(with_claims == names);
}

TEST_CASE("every family registers its algorithms and planted bugs in the one registry") {
  register_all_variants();
  for (const auto& f : families()) {
    INFO(f.name);
    std::size_t paper = 0, planted = 0;
    for (const auto& v : registered_variants()) {
      if (v->family() != f.name) continue;
      ++(v->planted() ? planted : paper);
      CHECK_FALSE(v->kind().empty());
      CHECK_FALSE(v->summary().empty());
    }
    CHECK(paper >= 1);
    CHECK(planted >= 1);  // every family ships a planted bug that its claims must refute
  }
}

namespace {

struct Twin : postal::DerivedWVariant {
  std::string name() const override { return "A"; }
  std::string summary() const override { return "a second variant named A"; }
};

}  // namespace

TEST_CASE("the registry refuses a second variant with a taken family, kind and name") {
  register_all_variants();
  const auto before = registered_variants().size();
  CHECK_THROWS_AS(postal::register_prefix_variant(std::make_shared<Twin>()), std::invalid_argument);
  CHECK(registered_variants().size() == before);
  CHECK(postal::find_prefix_variant("A")->summary() == "Algorithm A as printed (Fig. 3)");
}

TEST_CASE("every schedule model has a reader and belongs to one family") {
  std::set<std::string> listed;
  for (const auto& f : families())
    for (const auto& m : f.schedule_models) {
      INFO(f.name << " " << m);
      CHECK(listed.insert(m).second);
      CHECK(schedule::model_params(m) != nullptr);
    }
  const auto& read = schedule::supported_models();
  CHECK(std::set<std::string>(read.begin(), read.end()) == listed);
}

}  // namespace family_test
