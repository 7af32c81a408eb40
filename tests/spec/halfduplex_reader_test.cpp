// The halfduplex schedule reader (docs/schedule-format.md, "halfduplex"): a planted document for
// every rule of the machine, refuted with the rule named; the collectives and the side groups;
// and every class of bad input, an InputError at its position.
#include <catch2/catch.hpp>
#include <string>

#include "spec/schedule/document.hpp"

namespace halfduplex_reader_test {

using namespace cc;

namespace {

// Two PEs, one operand each: P1 receives P0's c into t and forms 0:1.
const char* kDoc = R"({"format": "collcheck-schedule/1", "name": "hd",
 "model": {"name": "halfduplex", "n": 2, "p": 2},
 "collective": {"kind": "prefix"},
 "steps": [{"send": [{"from": 0, "to": 1, "reg": "c"}], "recv": [{"at": 1, "from": 0, "reg": "t"}]},
           {"ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]}]})";

std::string with(const std::string& from, const std::string& to, std::string s = kDoc) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

schedule::Verdicts run(const std::string& text) { return schedule::run_document_text(text); }

std::string text(const Fields& f, const std::string& key) {
  const FieldValue* v = cc::find(f, key);
  REQUIRE(v);
  return to_text(*v);
}

const std::string kSend =
    R"({"send": [{"from": 0, "to": 1, "reg": "c"}], "recv": [{"at": 1, "from": 0, "reg": "t"}]})";

}  // namespace

TEST_CASE("a halfduplex document is legal, correct and at the bound") {
  const auto v = run(kDoc);
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.unit == "computation steps");
  CHECK(v.count == 1);
  REQUIRE(v.bound);
  CHECK(*v.bound == 1);  // ceil(log2 2)
  CHECK(v.also == "1 communication steps, for which no lower bound is known");
  CHECK(text(v.point, "p") == "2");
}

TEST_CASE("every rule of the half-duplex machine refutes a planted document, named") {
  const struct {
    std::string doc, rule, step, pe;
  } cases[] = {
      // P1 sends and receives in one communication step
      {with(kSend, R"({"send": [{"from": 0, "to": 1, "reg": "c"}, {"from": 1, "to": 0, "reg": "c"}],
          "recv": [{"at": 1, "from": 0, "reg": "t"}, {"at": 0, "from": 1, "reg": "t"}]})"),
       "half-duplex", "1", "0"},
      {with(R"("to": 1, "reg": "c")", R"("to": 0, "reg": "c")"), "self", "1", "0"},
      {with(R"("to": 1, "reg": "c")", R"("to": 1, "regs": [])"), "empty", "1", "0"},
      {with(R"(["t", "c"])", R"(["u", "c"])"), "no-value", "2", "1"},
      {with(R"(["t", "c"])", R"(["t", "c", "c"])"), "one-op", "2", "1"},
      {with(R"({"pe": 1, "dst": "c", "args": ["t", "c"]})",
            R"({"pe": 1, "dst": "c", "args": ["t", "c"]}, {"pe": 1, "dst": "d", "args": ["t"]})"),
       "one-op", "2", "1"},
      {with(R"("to": 1, "reg": "c")", R"("to": 7, "reg": "c")"), "PE range", "1", "7"},
      {with(R"("from": 0, "to": 1)", R"("from": -1, "to": 1)"), "PE range", "1", "-1"},
      {with(R"("recv": [{"at": 1, "from": 0, "reg": "t"}])", R"("recv": [])"), "unmatched", "1",
       "0"},
      {with(R"("send": [{"from": 0, "to": 1, "reg": "c"}], )", R"("send": [], )"), "unmatched", "1",
       "1"},
      {with(R"({"at": 1, "from": 0, "reg": "t"})", R"({"at": 1, "from": 0, "regs": ["t", "u"]})"),
       "unmatched", "1", "1"},
      {with(kSend, "{}"), "empty-step", "1", "0"},
      {with(kSend, R"({"send": [], "recv": []})"), "empty-step", "1", "0"},
  };
  for (const auto& c : cases) {
    INFO(c.doc);
    const auto v = run(c.doc);
    REQUIRE(v.illegal);
    CHECK(text(*v.illegal, "rule") == c.rule);
    CHECK(text(*v.illegal, "step") == c.step);
    CHECK(text(*v.illegal, "PE") == c.pe);
  }
}

TEST_CASE("collectives: one root, a broadcast sends the same values") {
  // Three PEs, one operand each; `steps` is the document's list of steps.
  const auto doc3 = [](const std::string& steps) {
    return R"({"format": "collcheck-schedule/1", "name": "c3",
     "model": {"name": "halfduplex", "n": 3, "p": 3}, "collective": {"kind": "prefix"},
     "steps": [)" +
           steps + "]}";
  };
  // P0 broadcasts its operand (a collective of 3 PEs costs 2 ceil(log2 3) = 4), P1 and P2 add.
  const std::string bcast = R"({"collective": "broadcast",
      "send": [{"from": 0, "to": 1, "reg": "c"}, {"from": 0, "to": 2, "reg": "c"}],
      "recv": [{"at": 1, "from": 0, "reg": "t"}, {"at": 2, "from": 0, "reg": "t"}]})";
  auto v = run(doc3(bcast + R"(, {"ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]})"));
  CHECK_FALSE(v.illegal);
  REQUIRE(v.incorrect);  // P2 holds 0 and 2, not 0:2
  CHECK(text(*v.incorrect, "PE") == "2");
  v = run(doc3(
      bcast + R"(, {"ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]})" +
      R"(, {"send": [{"from": 1, "to": 2, "reg": "c"}], "recv": [{"at": 2, "from": 1, "reg": "t"}]})" +
      R"(, {"ops": [{"pe": 2, "dst": "c", "args": ["t", "c"]}]})"));
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.also == "5 communication steps, for which no lower bound is known");
  const std::string two_roots = R"({"collective": "scatter",
      "send": [{"from": 0, "to": 1, "reg": "c"}, {"from": 2, "to": 0, "reg": "c"}],
      "recv": [{"at": 1, "from": 0, "reg": "t"}, {"at": 0, "from": 2, "reg": "t"}]})";
  v = run(doc3(two_roots));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "collective");
  CHECK(text(*v.illegal, "PE") == "2");
  // A broadcast that sends P1 its operand and P2 a copy of it and more: other values.
  const std::string mixed = R"({"ops": [{"pe": 0, "dst": "d", "args": ["c"]}]},
      {"collective": "broadcast",
       "send": [{"from": 0, "to": 1, "reg": "c"}, {"from": 0, "to": 2, "regs": ["c", "d"]}],
       "recv": [{"at": 1, "from": 0, "reg": "t"}, {"at": 2, "from": 0, "regs": ["t", "u"]}]})";
  v = run(doc3(mixed));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "broadcast");
  CHECK(text(*v.illegal, "step") == "2");
  // A scatter may send each PE something else.
  v = run(doc3(mixed.substr(0, mixed.find("broadcast")) + "scatter" +
               mixed.substr(mixed.find("broadcast") + 9)));
  CHECK_FALSE(v.illegal);
}

TEST_CASE("a side group runs beside the steps before it, on PEs they do not use") {
  // P2 and P3 add their operands in a side group while P0 and P1 do theirs: one computation
  // step in all; then P1 sends 0:1 to P3, which forms 0:3.
  const std::string base = R"({"format": "collcheck-schedule/1", "name": "side",
   "model": {"name": "halfduplex", "n": 4, "p": 4},
   "collective": {"kind": "reduce", "root": 3},
   "steps": [{"send": [{"from": 0, "to": 1, "reg": "c"}], "recv": [{"at": 1, "from": 0, "reg": "t"}]},
             {"ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]},
             {"side": 1, "send": [{"from": 2, "to": 3, "reg": "c"}], "recv": [{"at": 3, "from": 2, "reg": "t"}]},
             {"side": 1, "ops": [{"pe": 3, "dst": "c", "args": ["t", "c"]}]},
             {"send": [{"from": 1, "to": 3, "reg": "c"}], "recv": [{"at": 3, "from": 1, "reg": "s"}]},
             {"ops": [{"pe": 3, "dst": "c", "args": ["s", "c"]}]}]})";
  auto v = run(base);
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 2);  // max(1, 1) + 1
  CHECK(v.also == "2 communication steps, for which no lower bound is known");
  // The group may not use a PE that acted before it.
  v = run(with(R"({"from": 2, "to": 3, "reg": "c"}], "recv": [{"at": 3, "from": 2)",
               R"({"from": 1, "to": 3, "reg": "c"}], "recv": [{"at": 3, "from": 1)", base));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "lanes");
  CHECK(text(*v.illegal, "step") == "3");
  // Two labels are two groups, both from the start: the second may not use P3 of the first.
  v = run(with(R"({"side": 1, "ops")", R"({"side": 2, "ops")", base));
  REQUIRE(v.illegal);
  CHECK(text(*v.illegal, "rule") == "lanes");
  CHECK(text(*v.illegal, "step") == "4");
  // Without the labels the same steps run one after the other: 3 computation steps.
  v = run(
      with(R"({"side": 1, "ops")", R"({"ops")", with(R"({"side": 1, "send")", R"({"send")", base)));
  CHECK_FALSE(v.illegal);
  CHECK(v.count == 3);
}

TEST_CASE("blocks: PE i holds its operands in x0, x1, ..., anywhere asks for every prefix") {
  // Two PEs with blocks [2, 1]: P0 forms 0:1, sends it to P1, which forms 0:2.
  const std::string doc = R"({"format": "collcheck-schedule/1", "name": "blocks",
   "model": {"name": "halfduplex", "n": 3, "p": 2},
   "collective": {"kind": "prefix", "blocks": [2, 1], "anywhere": true},
   "steps": [{"ops": [{"pe": 0, "dst": "y", "args": ["x0", "x1"]}]},
             {"send": [{"from": 0, "to": 1, "reg": "y"}], "recv": [{"at": 1, "from": 0, "reg": "y"}]},
             {"ops": [{"pe": 1, "dst": "y", "args": ["y", "x0"]}]}]})";
  auto v = run(doc);
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 2);
  CHECK(*v.bound == 2);
  // Without the last op no PE holds 0:2.
  v = run(with(R"(,
             {"ops": [{"pe": 1, "dst": "y", "args": ["y", "x0"]}]}]})",
               "]}", doc));
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "prefix") == "0:2");
  // Without "anywhere", PE i's prefixes must be in c0, c1, ...: P0's c0 holds nothing.
  v = run(with(R"(, "anywhere": true)", "", doc));
  REQUIRE(v.incorrect);
  CHECK(text(*v.incorrect, "PE") == "0");
  CHECK(text(*v.incorrect, "register") == "c0");
  // The commutative witness: 1 (+) 0 is 0:1 as a set.
  v = run(with(R"(["x0", "x1"])", R"(["x1", "x0"])",
               with(R"("blocks": [)", R"("commutative": true, "blocks": [)", doc)));
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
}

TEST_CASE("a broadcast document is counted in communication steps, with no bound") {
  const std::string doc = R"({"format": "collcheck-schedule/1", "name": "bc",
   "model": {"name": "halfduplex", "n": 3, "p": 3},
   "collective": {"kind": "broadcast", "root": 1},
   "steps": [{"send": [{"from": 1, "to": 0, "reg": "c"}], "recv": [{"at": 0, "from": 1, "reg": "c"}]},
             {"send": [{"from": 0, "to": 2, "reg": "c"}], "recv": [{"at": 2, "from": 0, "reg": "c"}]}]})";
  const auto v = run(doc);
  CHECK_FALSE(v.illegal);
  CHECK_FALSE(v.incorrect);
  CHECK(v.unit == "communication steps");
  CHECK(v.count == 2);
  CHECK_FALSE(v.bound);
}

TEST_CASE("bad halfduplex input is an InputError at its position") {
  const std::pair<std::string, std::string> cases[] = {
      {with(R"("n": 2, "p": 2)", R"("n": 2, "p": 0)"), "p must be in 1..1048576, got 0"},
      {with(R"("n": 2, "p": 2)", R"("n": 5000000, "p": 2)"), "n must be in 1..4194304"},
      {with(R"("n": 2, "p": 2)", R"("n": 3, "p": 2)"), "give \"blocks\" in the collective"},
      {with(R"("n": 2, "p": 2)", R"("n": 2, "p": 2, "k": 1)"), "unknown key \"k\""},
      {with(R"("n": 2, "p": 2)", R"("n": 2)"), "missing key \"p\""},
      {with(R"("kind": "prefix")", R"("kind": "prefix", "blocks": [1])"), "one block size per PE"},
      {with(R"("kind": "prefix")", R"("kind": "prefix", "blocks": [1, 2])"),
       "the blocks hold more than n = 2"},
      {with(R"("kind": "prefix")", R"("kind": "prefix", "blocks": [1, 0])"),
       "the blocks hold 1 operands, not n = 2"},
      {with(R"("kind": "prefix")", R"("kind": "broadcast", "anywhere": true)"),
       "\"anywhere\" applies to prefix only"},
      {with(R"("kind": "prefix")", R"("kind": "prefix", "anywhere": true, "result": "d")"),
       "\"result\" names no register"},
      {with(R"("kind": "prefix")", R"("kind": "ring")"), "is not one of the halfduplex model's"},
      {with(R"("reg": "c"}])", R"("reg": "c", "regs": ["c"]}])"), "exactly one of"},
      {with(R"(, "reg": "t"}])", R"(}])"), "exactly one of"},
      {with(R"({"ops")", R"({"send": [], "ops")"), "not both"},
      {with(kSend, R"({"collective": "gather", "send": [], "recv": []})"),
       "\"broadcast\" or \"scatter\""},
      {with(R"({"ops")", R"({"side": "a", "ops")"), "\"side\" must be an integer"},
      {with(R"({"ops")", R"({"lane": 1, "ops")"), "unknown key \"lane\""},
      {with(R"(["t", "c"])", "[]"), "\"args\" must name a register"},
      {with(R"("pe": 1)", R"("pe": "one")"), "must be an integer"},
      {with(R"("dst": "c")", R"("dst": "C")"), "a register name"},
      {with(R"("steps")", R"("init": [], "steps")"), "unknown key \"init\""},
  };
  for (const auto& [doc, fragment] : cases) {
    INFO(doc);
    try {
      run(doc);
      FAIL("no InputError");
    } catch (const schedule::InputError& e) {
      CHECK_THAT(e.what(), Catch::Contains(fragment));
      CHECK(e.pos.line >= 1);
    }
  }
}

}  // namespace halfduplex_reader_test
