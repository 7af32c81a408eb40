#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "checkers/registry.hpp"
#include "spec/claims/claim.hpp"
#include "spec/claims/defects.hpp"
#include "tests/checkers/check_support.hpp"

namespace catalog_test {

using namespace cc;

namespace {

// The replay values of an outcome (its --case), as the catalog records a witness; a proof's
// counterexample has no --case, and its integer fields (the solver's model, written as decimal
// strings) stand for it.
CaseValues replay_values(const Outcome& o) {
  CaseValues c;
  for (const auto& f : o.replay_case) {
    if (auto* i = std::get_if<std::int64_t>(&f.value)) c[f.key] = *i;
    if (auto* u = std::get_if<std::uint64_t>(&f.value)) c[f.key] = static_cast<std::int64_t>(*u);
  }
  if (!c.empty() || !o.counterexample) return c;
  for (const auto& f : *o.counterexample) {
    const auto* s = std::get_if<std::string>(&f.value);
    if (!s || s->empty() || s->size() > 18 ||
        s->find_first_not_of("0123456789", (*s)[0] == '-' ? 1 : 0) != std::string::npos)
      continue;
    c[f.key] = std::stoll(*s);
  }
  return c;
}

std::vector<const Claim*> with_kind(Kind k) {
  std::vector<const Claim*> v;
  for (const auto& c : claims())
    if (c.spec->finding && c.spec->finding->kind == k) v.push_back(&c);
  return v;
}

// A claim as the catalog would hold it: the LogP assumption g >= o and a recorded witness.
std::vector<ClaimSpec> logp_like(Kind kind, CaseValues witness) {
  ClaimList list("logp");
  Finding f{kind,
            "fixed",
            "logp.fixed",
            "why",
            {{"section 1", "g 至少为 o", "g is at least o"}},
            std::move(witness),
            kind == Kind::proof_gap ? "logp.theorem" : ""};
  list.add("logp.test", "section 1", "a statement", Expect::refuted, Method::exhaustive, f)
      .assume({{"g >= o", {"section 1", "g 至少为 o", "g is at least o"}, [](const CaseValues& c) {
                  return value_of(c, "g") >= value_of(c, "o");
                }}});
  return list.take();
}

}  // namespace

TEST_CASE("every catalog claim has a checker, a unique id and a source") {
  std::set<std::string> ids;
  for (const auto& c : claims()) {
    INFO(c.spec->id);
    CHECK(c.checker != nullptr);
    CHECK(ids.insert(c.spec->id).second);
    CHECK(c.spec->id.rfind(c.spec->family + ".", 0) == 0);
    CHECK_FALSE(c.spec->source.empty());
    CHECK_FALSE(c.spec->statement.empty());
  }
}

TEST_CASE("every claim's source names its paper by authors and title, then a section, no file") {
  // The five papers, written out here rather than taken from spec/claims/papers.hpp, so that a
  // change of a citation is a change of this test too.
  const std::map<std::string, std::vector<std::string>> papers = {
      {"postal",
       {"Y.-C. Lin and C.-S. Yeh", "在郵遞模式下通訊數最佳的平行前置計算",
        "Communication-optimal parallel prefix computation in the postal model"}},
      {"omega",
       {"H.-H. Lee and W. Lin", "多階層網路上環接任意節點之方法",
        "Looping randomly selected nodes on multistage interconnection networks", "1997"}},
      {"halfduplex",
       {"Yen-Chun Lin and Li-Ling Hung",
        "New Families of Computation-Efficient Parallel Prefix Algorithms"}},
      {"groupops",
       {"Y. Ohtaki (大瀧保広)", "並列分散コンピューティング (2) グループ操作",
        "Parallel and distributed computing (2): group operations"}},
      {"logp",
       {"Shou Biao and Chen Guoliang", "LogP 模型上的最优播送与求和算法的实现",
        "The implementation of optimal broadcast and summation algorithms in the LogP model"}},
  };
  std::set<std::string> families;
  for (const auto& c : claims()) {
    const std::string& s = c.spec->source;
    INFO(c.spec->id << ": " << s);
    CHECK(s.find(".txt") == std::string::npos);
    CHECK(s.find("seed") == std::string::npos);
    REQUIRE(papers.count(c.spec->family) == 1);
    families.insert(c.spec->family);
    // Its own paper: the authors first, every part of the title.
    const auto& mine = papers.at(c.spec->family);
    CHECK(s.rfind(mine[0], 0) == 0);
    for (const auto& part : mine) CHECK(s.find(part) != std::string::npos);
    // No other paper's authors or title.
    for (const auto& [family, other] : papers)
      if (family != c.spec->family)
        for (std::size_t i = 0; i < 3 && i < other.size(); ++i)
          CHECK(s.find(other[i]) == std::string::npos);
    // Then the place in the paper: a section, slide, figure, proof, ... after the citation.
    const auto& last = mine.size() > 3 ? mine[3] : mine.back();
    const auto after = s.find(last) + last.size();
    CHECK(s.find(", ", after) != std::string::npos);
    CHECK(s.size() > s.find(", ", after) + 2);
  }
  CHECK(families.size() == papers.size());
}

TEST_CASE(
    "every finding is expected refuted, quotes the paper and names a corrected claim that holds") {
  int findings = 0;
  for (const auto& c : claims()) {
    if (!c.spec->finding) continue;
    ++findings;
    const Finding& f = *c.spec->finding;
    INFO(c.spec->id);
    CHECK(c.spec->expect == Expect::refuted);
    CHECK_FALSE(f.why.empty());
    REQUIRE_FALSE(f.evidence.empty());
    for (const auto& q : f.evidence) {
      CHECK_FALSE(q.where.empty());
      CHECK_FALSE(q.original.empty());
    }
    const Claim* fixed = find_claim(f.corrected_claim);
    REQUIRE(fixed != nullptr);
    CHECK(fixed->spec->expect == Expect::holds);
    if (f.kind == Kind::proof_gap) {
      const Claim* thm = find_claim(f.theorem);
      REQUIRE(thm != nullptr);
      CHECK(thm->spec->expect == Expect::holds);
    }
  }
  CHECK(findings >= 20);
}

TEST_CASE(
    "the catalog refuses an erratum whose recorded counterexample lies outside the paper's "
    "assumptions") {
  // g = 1 < o = 2: outside "g >= o", so it cannot be an erratum ...
  CHECK_THROWS_WITH(validate_catalog(logp_like(Kind::erratum, {{"g", 1}, {"o", 2}, {"L", 1}})),
                    Catch::Contains("lies outside the paper's assumption 'g >= o'"));
  // ... nor can a witness that does not say what g is.
  CHECK_THROWS_WITH(validate_catalog(logp_like(Kind::erratum, {{"o", 2}})),
                    Catch::Contains("no value for 'g'"));
  // It is a generalisation the paper does not claim, and inside the assumption an erratum stands.
  CHECK_NOTHROW(validate_catalog(logp_like(Kind::beyond_scope, {{"g", 1}, {"o", 2}, {"L", 1}})));
  CHECK_NOTHROW(validate_catalog(logp_like(Kind::erratum, {{"g", 2}, {"o", 2}, {"L", 1}})));
  // A proof gap names the theorem that keeps its verdict; a finding quotes the paper.
  auto gap = logp_like(Kind::proof_gap, {});
  CHECK_NOTHROW(validate_catalog(gap));
  gap[0].finding->theorem.clear();
  CHECK_THROWS_WITH(validate_catalog(gap), Catch::Contains("names no theorem"));
  auto unquoted = logp_like(Kind::misprint, {});
  unquoted[0].finding->evidence.clear();
  CHECK_THROWS_WITH(validate_catalog(unquoted), Catch::Contains("no quoted passage"));
}

TEST_CASE(
    "the catalog decides a kind by its rule: a misprint shows what is meant, a beyond-scope "
    "finding lies outside an assumption or names its reading") {
  // A misprint needs the passage of the paper that shows the intended text ...
  auto misprint = logp_like(Kind::misprint, {});
  CHECK_THROWS_WITH(validate_catalog(misprint), Catch::Contains("not a misprint"));
  misprint[0].finding->intended = Quote{"section 2", "g 至少为 o", "g is at least o"};
  CHECK_NOTHROW(validate_catalog(misprint));
  // ... and only a misprint has one.
  auto erratum = logp_like(Kind::erratum, {{"g", 2}, {"o", 2}, {"L", 1}});
  erratum[0].finding->intended = Quote{"section 2", "g 至少为 o", "g is at least o"};
  CHECK_THROWS_WITH(validate_catalog(erratum), Catch::Contains("not a misprint"));
  // A beyond-scope finding inside every assumption is an erratum in disguise ...
  auto inside = logp_like(Kind::beyond_scope, {{"g", 2}, {"o", 2}, {"L", 1}});
  CHECK_THROWS_WITH(validate_catalog(inside), Catch::Contains("it is not beyond scope"));
  // ... unless the claim rests on a reading the paper does not make, and says which.
  inside[0].extension = "the reading 'g counts from the receive', which the paper does not make";
  CHECK_NOTHROW(validate_catalog(inside));
  inside[0].extension = "g up to 9";
  CHECK_THROWS_WITH(validate_catalog(inside), Catch::Contains("it is not beyond scope"));
}

TEST_CASE("one defect, one finding: the readings of a defect are listed, of one kind") {
  // Every defect of the table is seen by at least two claims, all of one kind.
  std::map<std::string, std::set<Kind>> kinds;
  std::map<std::string, int> readings;
  for (const auto& c : claims()) {
    if (!c.spec->finding || c.spec->finding->defect.empty()) continue;
    INFO(c.spec->id);
    REQUIRE(find_defect(c.spec->finding->defect) != nullptr);
    kinds[c.spec->finding->defect].insert(c.spec->finding->kind);
    ++readings[c.spec->finding->defect];
  }
  for (const auto& d : defects()) {
    INFO(d.id);
    CHECK_FALSE(d.title.empty());
    CHECK(readings[d.id] >= 2);
    CHECK(kinds[d.id].size() == 1);
  }
  // The catalog refuses an unknown defect and readings of one defect of two kinds.
  auto unknown = logp_like(Kind::erratum, {{"g", 2}, {"o", 2}, {"L", 1}});
  unknown[0].finding->defect = "logp.nope";
  CHECK_THROWS_WITH(validate_catalog(unknown), Catch::Contains("which defects() does not list"));
  auto two = logp_like(Kind::erratum, {{"g", 2}, {"o", 2}, {"L", 1}});
  auto other = logp_like(Kind::beyond_scope, {{"g", 1}, {"o", 2}, {"L", 1}});
  two[0].finding->defect = other[0].finding->defect = defects().front().id;
  two.push_back(other[0]);
  CHECK_THROWS_WITH(validate_catalog(two), Catch::Contains("is of kind erratum"));
}

TEST_CASE("every misprint quotes the passage that shows what is meant, and no other kind does") {
  for (const auto& c : claims()) {
    if (!c.spec->finding) continue;
    INFO(c.spec->id);
    const Finding& f = *c.spec->finding;
    CHECK(f.intended.has_value() == (f.kind == Kind::misprint));
    if (f.intended) {
      CHECK_FALSE(f.intended->where.empty());
      CHECK_FALSE(f.intended->original.empty());
      // It is not the printed passage itself.
      for (const auto& q : f.evidence) CHECK(q.original != f.intended->original);
    }
  }
}

TEST_CASE("an erratum's least counterexample is the recorded one and lies inside the assumptions",
          "[slow]") {
  const auto errata = with_kind(Kind::erratum);
  REQUIRE_FALSE(errata.empty());
  for (const Claim* c : errata) {
    INFO(c->spec->id);
    const Outcome o = check_support::check(c->spec->id);
    REQUIRE(o.verdict == Verdict::refuted);
    const CaseValues found = replay_values(o);
    for (const auto& [k, v] : c->spec->finding->witness) {
      INFO(k);
      REQUIRE(found.count(k) == 1);
      CHECK(found.at(k) == v);
    }
    if (!found.empty()) CHECK(violated(*c->spec, found).empty());
  }
}

TEST_CASE("a misprint is refuted as printed and its intended statement holds") {
  const auto misprints = with_kind(Kind::misprint);
  REQUIRE_FALSE(misprints.empty());
  for (const Claim* c : misprints) {
    INFO(c->spec->id);
    CHECK(check_support::check(c->spec->id).verdict == Verdict::refuted);
    const Verdict fixed = check_support::check(c->spec->finding->corrected_claim).verdict;
    CHECK(as_expected(Expect::holds, fixed));
  }
}

TEST_CASE("a proof gap is refuted while its theorem holds") {
  const auto gaps = with_kind(Kind::proof_gap);
  REQUIRE_FALSE(gaps.empty());
  for (const Claim* c : gaps) {
    INFO(c->spec->id);
    CHECK(check_support::check(c->spec->id).verdict == Verdict::refuted);
    CHECK(as_expected(Expect::holds, check_support::check(c->spec->finding->theorem).verdict));
  }
}

TEST_CASE("a beyond-scope finding fails only outside the paper's assumptions", "[slow]") {
  const auto beyond = with_kind(Kind::beyond_scope);
  REQUIRE_FALSE(beyond.empty());
  for (const Claim* c : beyond) {
    INFO(c->spec->id);
    const Outcome o = check_support::check(c->spec->id);
    REQUIRE(o.verdict == Verdict::refuted);
    // The claim says how it goes beyond the paper: its counterexample lies outside the paper's
    // assumptions, or the claim reads the paper in a way the paper does not (and says so).
    const std::string& ext = c->spec->extension;
    REQUIRE_FALSE(ext.empty());
    const CaseValues found = replay_values(o);
    CHECK((rests_on_reading(*c->spec) || (!found.empty() && !violated(*c->spec, found).empty())));
  }
}

TEST_CASE("claim globs select in catalog order and an unmatched glob is a usage error") {
  CHECK(glob_match("postal.*", "postal.thm1.bmc"));
  CHECK(glob_match("postal.lemma?.*", "postal.lemma3.contents"));
  CHECK_FALSE(glob_match("postal.thm1", "postal.thm1.bmc"));
  const auto sel = select_claims({"postal.thm4.*", "postal.lemma3.*"});
  REQUIRE(sel.size() == 6);  // lemma3.contents, .step0, .induction_arith, thm4.optimal, .large,
                            // .proof.literal
  CHECK(sel[0]->spec->id == "postal.lemma3.contents");
  CHECK_THROWS_WITH(select_claims({"postal.nope*"}),
                    Catch::Contains("no claim matches 'postal.nope*'"));
}

TEST_CASE("docs/errata.md lists every finding once, with the catalog's kind") {
  std::ifstream doc(std::string(COLLCHECK_SOURCE_DIR) + "/docs/errata.md");
  REQUIRE(doc.good());
  std::map<std::string, std::string> listed;
  std::string line;
  bool inside = false;  // between <!-- findings --> and <!-- /findings -->
  while (std::getline(doc, line)) {
    if (line == "<!-- findings -->") inside = true;
    if (line == "<!-- /findings -->") inside = false;
    if (!inside || line.rfind("| `", 0) != 0) continue;
    // | `id` | before | kind | why | counterexample |
    std::vector<std::string> cells;
    std::size_t at = 1;
    for (int i = 0; i < 3; ++i) {
      const std::size_t bar = line.find(" | ", at);
      REQUIRE(bar != std::string::npos);
      cells.push_back(line.substr(at + 1, bar - at - 1));
      at = bar + 2;
    }
    const std::string id = cells[0].substr(1, cells[0].size() - 2);
    INFO(id);
    CHECK(listed.emplace(id, cells[2]).second);
  }
  std::size_t findings = 0;
  for (const auto& c : claims()) {
    if (!c.spec->finding) continue;
    ++findings;
    INFO(c.spec->id << " (run tools/errata_table.py build/collcheck)");
    REQUIRE(listed.count(c.spec->id) == 1);
    CHECK(listed.at(c.spec->id) == to_string(c.spec->finding->kind));
  }
  CHECK(listed.size() == findings);
}

}  // namespace catalog_test
