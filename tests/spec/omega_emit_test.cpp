// The ring-merging algorithm of Lee and Lin exported as schedule documents and run by `verify`'s
// reader on OmegaNetwork: the paper's ring is legal and correct on the smoke domain of
// omega.ring.cycle, every planted variant's ring is refuted with the link conflict named, and
// each rule and bad-input class of the omega reader has its planted document.
#include "spec/schedule/omega_emit.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <sstream>

#include "spec/schedule/document.hpp"

namespace omega_emit_test {

using namespace cc;
using omega::Node;

namespace {

schedule::Verdicts run_text(const std::string& text) {
  return schedule::run_document(schedule::parse_json(text));
}

schedule::Verdicts ring_round_trip(const std::string& variant, unsigned L,
                                   const std::vector<Node>& nodes, omega::Chooser& chooser,
                                   omega::Ring* built = nullptr) {
  std::ostringstream doc;
  const omega::Ring r =
      schedule::emit_ring(doc, *omega::find_ring_construction(variant), L, nodes, chooser, "r");
  if (built) *built = r;
  return run_text(doc.str());
}

std::vector<Node> nodes_of(std::uint64_t mask) {
  std::vector<Node> out;
  for (Node x = 0; x < 64; ++x)
    if ((mask >> x) & 1) out.push_back(x);
  return out;
}

std::string text(const Fields& f, const std::string& key) {
  const FieldValue* v = find(f, key);
  return v ? to_text(*v) : std::string("(none)");
}

}  // namespace

TEST_CASE(
    "the ring of section 4.1 exported as a schedule is legal and correct on the smoke domain",
    "[slow]") {
  // omega.ring.cycle's domain: every node set of the networks with L <= 4, every tie-break
  // (L = 4: the first and the last candidate at every tie).
  std::uint64_t documents = 0;
  for (unsigned L = 1; L <= 4; ++L)
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (1u << L)); ++mask) {
      if (std::popcount(mask) < 2) continue;
      const auto nodes = nodes_of(mask);
      auto judge = [&](omega::Chooser& chooser) {
        const auto v = ring_round_trip("paper", L, nodes, chooser);
        ++documents;
        if (v.illegal || v.incorrect) {
          INFO("L=" << L << " mask=" << mask);
          FAIL_CHECK(to_text(v.illegal ? *v.illegal : *v.incorrect));
        }
        CHECK(v.count == 1);
        CHECK_FALSE(v.bound.has_value());  // the seed proves no bound on the steps of a ring
      };
      if (L <= 3) {
        omega::ChoiceEnumerator every;
        do judge(every);
        while (every.next());
      } else {
        omega::FirstChoice first;
        omega::LastChoice last;
        judge(first);
        judge(last);
      }
    }
  CHECK(documents > 130000);
}

TEST_CASE("every planted ring variant, exported as a schedule, is refuted with the link named") {
  // tests/regress/omega-planted-*.txt: the least counterexamples of omega.ring.cycle.
  {
    omega::LastChoice last;  // tie-breaks=2/2
    omega::Ring r;
    const auto v = ring_round_trip("planted-insert-anywhere", 2, {0, 1, 2}, last, &r);
    CHECK(omega::to_string(r) == "0 -> 1 -> 2 -> 0");
    REQUIRE(v.illegal);
    CHECK(text(*v.illegal, "rule") == "link conflict");
    CHECK(text(*v.illegal, "paths") == "Path(0,1) and Path(2,0)");
    CHECK(text(*v.illegal, "link") == "(1,0)");
    CHECK(text(*v.illegal, "stage") == "1");
  }
  {
    omega::FirstChoice first;  // tie-breaks=1/2
    omega::Ring r;
    const auto v = ring_round_trip("planted-shortest-suffix", 2, {0, 1, 2, 3}, first, &r);
    CHECK(omega::to_string(r) == "0 -> 2 -> 3 -> 1 -> 0");
    REQUIRE(v.illegal);
    CHECK(text(*v.illegal, "rule") == "link conflict");
    CHECK(text(*v.illegal, "paths") == "Path(0,2) and Path(2,3)");
    CHECK(text(*v.illegal, "link") == "(1,1)");
  }
  // Every planted variant is refuted on some node set of L <= 3 under the first candidate, the
  // tie-break `simulate omega --ring` exports.
  for (const auto& c : omega::ring_constructions()) {
    if (!c->planted()) continue;
    bool refuted = false;
    for (unsigned L = 2; L <= 3 && !refuted; ++L)
      for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (1u << L)) && !refuted; ++mask) {
        if (std::popcount(mask) < 2) continue;
        omega::FirstChoice first;
        const auto v = ring_round_trip(c->name(), L, nodes_of(mask), first);
        CHECK_FALSE(v.incorrect);  // a variant builds a cycle; what breaks is the network
        if (v.illegal) {
          refuted = true;
          CHECK(text(*v.illegal, "rule") == "link conflict");
        }
      }
    INFO(c->name());
    CHECK(refuted);
  }
}

TEST_CASE("paths exported as one step: disjoint paths are legal and correct, others conflict") {
  std::ostringstream ok, bad;
  schedule::emit_paths(ok, 3, {{2, 6}, {4, 5}}, "p");
  auto v = run_text(ok.str());
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 1);
  CHECK_FALSE(v.bound.has_value());
  schedule::emit_paths(bad, 3, {{2, 6}, {6, 5}}, "p");
  v = run_text(bad.str());
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "link conflict");
  CHECK(text(*v.illegal, "paths") == "Path(2,6) and Path(6,5)");
  CHECK(text(*v.illegal, "link") == "(1,5)");
}

namespace {

std::string ring_doc(const std::string& L, const std::string& nodes, const std::string& ring) {
  return R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "omega", "L": )" + L +
         R"(}, "collective": {"kind": "ring", "nodes": )" + nodes + R"(}, "ring": )" + ring + "}";
}

std::string paths_doc(const std::string& collective, const std::string& steps) {
  return R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "omega", "L": 3},
 "collective": )" +
         collective + R"(, "steps": )" + steps + "}";
}

}  // namespace

TEST_CASE("the omega reader refutes each rule and each wrong result with what is wrong named") {
  // legal: PE range, in a ring and in a step (a node of the schedule, not of the collective)
  auto v = run_text(ring_doc("3", "[0, 2, 3]", "[0, 9, 2]"));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "PE range");
  CHECK(text(*v.illegal, "PE") == "9");
  CHECK(text(*v.illegal, "step") == "1");
  v = run_text(paths_doc(R"({"kind": "paths"})", "[{}, {\"paths\": [[1, 2], [3, -1]]}]"));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "PE range");
  CHECK(text(*v.illegal, "PE") == "-1");
  CHECK(text(*v.illegal, "step") == "2");
  // legal: link conflict, in a ring and in a step (the least link, the first two paths on it)
  v = run_text(ring_doc("2", "[0, 1, 2]", "[0, 1, 2]"));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "paths") == "Path(0,1) and Path(2,0)");
  v = run_text(paths_doc(R"({"kind": "paths"})",
                         "[{\"paths\": [[2, 6]]}, {\"paths\": [[2, 5], [4, 6], [6, 5]]}]"));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "link conflict");
  CHECK(text(*v.illegal, "step") == "2");
  CHECK(text(*v.illegal, "paths") == "Path(2,5) and Path(6,5)");
  CHECK(text(*v.illegal, "link") == "(1,5)");
  CHECK(v.count == 2);

  // correct, ring: a node missing, a node not asked for
  v = run_text(ring_doc("3", "[0, 2, 3, 5, 6]", "[0, 3, 2, 5]"));
  REQUIRE_FALSE(v.illegal);
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "PE") == "6");
  CHECK(text(*v.incorrect, "defect") == "in the collective's nodes, not in the ring");
  v = run_text(ring_doc("3", "[0, 2, 3, 5]", "[0, 3, 2, 5, 6]"));
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "PE") == "6");
  CHECK(text(*v.incorrect, "defect") == "in the ring, not in the collective's nodes");
  v = run_text(ring_doc("3", "[0, 2]", "[]"));
  CHECK_FALSE(v.illegal);
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "PE") == "0");
  // and the correct one
  v = run_text(ring_doc("3", "[6, 5, 3, 2, 0]", "[0, 3, 2, 5, 6]"));
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);

  // correct, paths: a pair not routed, a path not asked for, a path routed twice
  const std::string pairs = R"({"kind": "paths", "pairs": [[2, 6], [6, 5]]})";
  v = run_text(paths_doc(pairs, "[{\"paths\": [[2, 6]]}]"));
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "path") == "Path(6,5)");
  CHECK(text(*v.incorrect, "defect") == "in the pairs, routed in no step");
  v = run_text(paths_doc(pairs, "[{\"paths\": [[2, 6], [4, 5]]}, {\"paths\": [[6, 5]]}]"));
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "path") == "Path(4,5)");
  CHECK(text(*v.incorrect, "defect") == "routed in step 1, not in the pairs");
  v = run_text(paths_doc(pairs,
                         "[{\"paths\": [[2, 6]]}, {\"paths\": [[6, 5]]}, {\"paths\": "
                         "[[2, 6]]}]"));
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "defect") == "routed twice, in steps 1 and 3");
  v = run_text(paths_doc(pairs, "[{\"paths\": [[6, 5]]}, {\"paths\": [[2, 6]]}]"));
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 2);
  // without pairs, the listed paths are what is asked
  v = run_text(paths_doc(R"({"kind": "paths"})", "[{\"paths\": [[6, 5]]}, {\"paths\": []}]"));
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 2);
}

TEST_CASE("bad omega input is an InputError at its position, not a verdict") {
  const std::pair<std::string, std::string> cases[] = {
      {ring_doc("0", "[0, 1]", "[0, 1]"), "L must be in 1..63, got 0"},
      {ring_doc("64", "[0, 1]", "[0, 1]"), "L must be in 1..63, got 64"},
      {ring_doc("3", "[0, 8]", "[0, 1]"), "a node of \"nodes\" must be in 0..7, got 8"},
      {ring_doc("3", "[0, 2, 0]", "[0, 2]"), "node 0 is listed twice in \"nodes\""},
      {ring_doc("3", "[4]", "[4]"), "at least two nodes"},
      {ring_doc("3", "[0, 1]", "[0, \"1\"]"), "a ring node must be an integer"},
      {ring_doc("3", "[0, 1]", "{}"), "\"ring\" must be an array"},
      {R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "omega", "L": 3},
          "collective": {"kind": "ring", "nodes": [0, 1]}})",
       "missing key \"ring\""},
      {R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "omega", "L": 3},
          "collective": {"kind": "ring", "nodes": [0, 1]}, "ring": [0, 1], "steps": []})",
       "unknown key \"steps\""},
      {R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "omega", "L": 3,
          "N": 8}, "collective": {"kind": "ring", "nodes": [0, 1]}, "ring": [0, 1]})",
       "unknown key \"N\""},
      {paths_doc(R"({"kind": "prefix"})", "[]"), "not one of the omega model's: ring, paths"},
      {paths_doc(R"({"kind": "paths", "root": 0})", "[]"), "unknown key \"root\""},
      {paths_doc(R"({"kind": "paths"})", "[{\"paths\": [[1, 2, 3]]}]"), "a path must be [x, y]"},
      {paths_doc(R"({"kind": "paths"})", "[{\"path\": [[1, 2]]}]"), "unknown key \"path\""},
      {paths_doc(R"({"kind": "paths", "pairs": [[1, 2], [1, 2]]})", "[]"),
       "Path(1,2) is listed twice in \"pairs\""},
      {paths_doc(R"({"kind": "paths", "pairs": [[1, 9]]})", "[]"),
       "a pair's destination must be in 0..7, got 9"},
  };
  for (const auto& [doc, fragment] : cases) {
    INFO(doc);
    try {
      run_text(doc);
      FAIL("no InputError");
    } catch (const schedule::InputError& e) {
      CHECK_THAT(e.what(), Catch::Contains(fragment));
      CHECK(e.pos.line >= 1);
    }
  }
}

}  // namespace omega_emit_test
