// The registry binds every claim to its checker and refuses, naming both places, a checker
// without a claim, a claim without a checker and an id declared twice (bind_checkers, run on
// lists of its own so that the global registry is not touched); the real catalog passes.
#include "checkers/registry.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/declare.hpp"
#include "checkers/family.hpp"
#include "spec/claims/claim.hpp"

namespace registry_test {

using namespace cc;

namespace {

ClaimSpec spec(const std::string& id) {
  ClaimList list(id.substr(0, id.find('.')));
  list.add(id, "section 1", "a statement", Expect::holds, Method::exhaustive);
  return list.take().front();
}

Checker checker(const std::string& id) {
  return {id, [](const RunContext&) { return Outcome{}; }};
}

// The message bind_checkers refuses the lists with ("" when it accepts them).
std::string refusal(const std::vector<ClaimSite>& claims,
                    const std::vector<CheckerSite>& checkers) {
  try {
    bind_checkers(claims, checkers);
  } catch (const std::logic_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the registry binds every claim to its checker, in the claims' order") {
  const ClaimSpec a = spec("postal.a"), b = spec("postal.b");
  const Checker ca = checker("postal.a"), cb = checker("postal.b");
  const auto bound = bind_checkers({{&b, "b.cpp:1"}, {&a, "a.cpp:1"}},
                                   {{&ca, "checks.cpp:10"}, {&cb, "checks.cpp:20"}});
  REQUIRE(bound.size() == 2);
  CHECK(bound[0].spec == &b);
  CHECK(bound[0].checker == &cb);
  CHECK(bound[1].spec == &a);
  CHECK(bound[1].checker == &ca);
}

TEST_CASE("the registry refuses a checker without a claim, naming both places") {
  const ClaimSpec a = spec("postal.a");
  const Checker ca = checker("postal.a"), stray = checker("postal.stray");
  const std::string why = refusal({{&a, "checkers/postal/claims/a.cpp:7"}},
                                  {{&ca, "checkers/postal/claims/a.cpp:12"},
                                   {&stray, "tests/checkers/stray.cpp:42"}});
  INFO(why);
  CHECK(why.find("checker postal.stray") != std::string::npos);
  CHECK(why.find("has no claim") != std::string::npos);
  CHECK(why.find("tests/checkers/stray.cpp:42") != std::string::npos);  // where it is registered
  CHECK(why.find("checkers/postal/claims/a.cpp:7") != std::string::npos);  // where claims are
}

TEST_CASE("the registry refuses a claim without a checker, naming both places") {
  const ClaimSpec a = spec("omega.a"), lone = spec("omega.lone");
  const Checker ca = checker("omega.a");
  const std::string why = refusal({{&a, "checkers/omega/claims/a.cpp:9"}, {&lone, "tests/checkers/lone.cpp:99"}},
                                  {{&ca, "checkers/omega/claims/a.cpp:14"}});
  INFO(why);
  CHECK(why.find("claim omega.lone") != std::string::npos);
  CHECK(why.find("has no checker") != std::string::npos);
  CHECK(why.find("tests/checkers/lone.cpp:99") != std::string::npos);
  CHECK(why.find("checkers/omega/claims/a.cpp:14") != std::string::npos);
}

TEST_CASE("the registry refuses a claim declared twice, naming both places") {
  const ClaimSpec a = spec("logp.a"), again = spec("logp.a");
  const Checker ca = checker("logp.a");
  const std::string why = refusal({{&a, "checkers/logp/claims/a.cpp:3"}, {&again, "checkers/logp/claims/b.cpp:5"}},
                                  {{&ca, "checkers/logp/claims/a.cpp:3"}});
  INFO(why);
  CHECK(why.find("claim logp.a is declared twice") != std::string::npos);
  CHECK(why.find("checkers/logp/claims/a.cpp:3") != std::string::npos);
  CHECK(why.find("checkers/logp/claims/b.cpp:5") != std::string::npos);
}

TEST_CASE("the registry refuses a checker registered twice, naming both places") {
  const ClaimSpec a = spec("groupops.a");
  const Checker first = checker("groupops.a"), second = checker("groupops.a");
  const std::string why = refusal({{&a, "checkers/groupops/claims/a.cpp:8"}},
                                  {{&first, "checkers/groupops/claims/a.cpp:8"},
                                   {&second, "tests/checkers/again.cpp:30"}});
  INFO(why);
  CHECK(why.find("checker groupops.a is registered twice") != std::string::npos);
  CHECK(why.find("checkers/groupops/claims/a.cpp:8") != std::string::npos);
  CHECK(why.find("tests/checkers/again.cpp:30") != std::string::npos);
}

TEST_CASE("a declaration gives its checker the claim's id and names its file and line") {
  ClaimList list("postal");
  list.add("postal.declared", "section 1", "a statement", Expect::holds, Method::exhaustive);
  std::string given;
  const int line = __LINE__ + 1;
  const Declared d = declare(list, [&given](const std::string& id) {
    given = id;
    return checker(id);
  });
  CHECK(given == "postal.declared");
  CHECK(d.spec.id == "postal.declared");
  CHECK(d.checker.id == "postal.declared");
  CHECK(d.where == "tests/checkers/registry_test.cpp:" + std::to_string(line));
  // A declaration states exactly one claim.
  ClaimList two("postal");
  two.add("postal.x", "section 1", "s", Expect::holds, Method::exhaustive)
      .add("postal.y", "section 1", "s", Expect::holds, Method::exhaustive);
  CHECK_THROWS_AS(declare(two, checker), std::logic_error);
}

TEST_CASE(
    "the real catalog passes the registry: every claim bound once, the postal ones where "
    "they are declared") {
  const Registered& r = registered();
  REQUIRE(r.claims.size() == r.claim_sites.size());
  REQUIRE(r.checkers.size() == r.checker_sites.size());
  std::vector<ClaimSite> claim_sites;
  for (std::size_t i = 0; i < r.claims.size(); ++i)
    claim_sites.push_back({&r.claims[i], r.claim_sites[i]});
  std::vector<CheckerSite> checker_sites;
  for (std::size_t i = 0; i < r.checkers.size(); ++i)
    checker_sites.push_back({&r.checkers[i], r.checker_sites[i]});
  CHECK(refusal(claim_sites, checker_sites).empty());
  REQUIRE(claims().size() == catalog().size());
  CHECK(r.checkers.size() == catalog().size());
  std::set<std::string> files;
  for (std::size_t i = 0; i < r.claims.size(); ++i) {
    INFO(r.claims[i].id << " at " << r.claim_sites[i]);
    CHECK(claims()[i].checker != nullptr);
    CHECK(claims()[i].checker->id == r.claims[i].id);
    if (r.claims[i].family != "postal") continue;
    // checkers/postal/claims/<name>.cpp:<line>, one file per claim.
    const std::string& w = r.claim_sites[i];
    CHECK(w.rfind("checkers/postal/claims/", 0) == 0);
    CHECK(w.find(".cpp:") != std::string::npos);
    CHECK(files.insert(w.substr(0, w.find(':'))).second);
  }
  CHECK(files.size() == 35);
}

}  // namespace registry_test
