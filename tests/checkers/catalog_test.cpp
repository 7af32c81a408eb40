#include <catch2/catch.hpp>
#include <set>

#include "checkers/registry.hpp"

using namespace cc;

TEST_CASE("every catalog claim has a checker, a unique id and a source in the seeds") {
  std::set<std::string> ids;
  for (const auto& c : claims()) {
    INFO(c.spec->id);
    CHECK(c.checker != nullptr);
    CHECK(ids.insert(c.spec->id).second);
    CHECK(c.spec->id.rfind(c.spec->family + ".", 0) == 0);
    CHECK(c.spec->source.find(".txt") != std::string::npos);
    CHECK_FALSE(c.spec->statement.empty());
  }
}

TEST_CASE("every erratum is expected refuted and names an existing corrected claim") {
  int errata = 0;
  for (const auto& c : claims()) {
    if (!c.spec->erratum) continue;
    ++errata;
    INFO(c.spec->id);
    CHECK(c.spec->expect == Expect::refuted);
    const Claim* fixed = find_claim(c.spec->erratum->corrected_claim);
    REQUIRE(fixed != nullptr);
    CHECK(fixed->spec->expect == Expect::holds);
  }
  CHECK(errata >= 3);
}

TEST_CASE("claim globs select in catalog order and an unmatched glob is a usage error") {
  CHECK(glob_match("postal.*", "postal.thm1.bmc"));
  CHECK(glob_match("postal.lemma?.*", "postal.lemma3.contents"));
  CHECK_FALSE(glob_match("postal.thm1", "postal.thm1.bmc"));
  const auto sel = select_claims({"postal.thm4.*", "postal.lemma3.*"});
  REQUIRE(sel.size() == 4);
  CHECK(sel[0]->spec->id == "postal.lemma3.contents");
  CHECK_THROWS_WITH(select_claims({"postal.nope*"}),
                    Catch::Contains("no claim matches 'postal.nope*'"));
}
