// collcheck verify on LogP documents (docs/schedule-format.md, "logp"): the examples with their
// expected verdicts, one planted schedule per rule the model enforces, bad input (one line
// FILE:LINE:COL, exit 2), simulate logp --emit-schedule round trips, and a generator.
#include <fstream>

#include "tests/app/cli_support.hpp"

namespace logp_verify_cli_test {

using namespace cli_support;

namespace {

// PE 0 sends its value to PE 1 twice; PE 1 receives both (L = 2, o = 1, g = 2).
const char* kPair = R"({"format": "collcheck-schedule/1", "name": "pair",
 "model": {"name": "logp", "P": 2, "L": 2, "o": 1, "g": 2},
 "collective": {"kind": "broadcast"},
 "programs": [
  {"pe": 0, "ops": [{"op": "send", "at": 0, "to": 1, "reg": "c"},
                    {"op": "send", "at": 4, "to": 1, "reg": "c"}]},
  {"pe": 1, "ops": [{"op": "recv", "at": 3, "from": 0, "reg": "c"},
                    {"op": "recv", "at": 7, "from": 0, "reg": "t"}]}]})";

std::string with(const std::string& from, const std::string& to) {
  std::string s = kPair;
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("the logp examples get their expected verdicts") {
  Run r = run("verify " + example("logp-broadcast.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.logp-broadcast.correct"));
  CHECK_THAT(r.out,
             Catch::Contains("optimal: 8 time = the lower bound (Shou and Chen, Theorems 1 and "
                             "2: min{T | f_T >= P})"));
  r = run("verify " + example("logp-broadcast-early.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.logp-broadcast-early.legal"));
  CHECK_THAT(r.out, Catch::Contains("time=6 PE=3 rule=latency"));
  r = run("verify " + example("logp-sum.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.logp-sum.correct"));
  CHECK_THAT(r.out, Catch::Contains("no lower bound is known"));
  r = run("verify " + example("logp-sum-swapped.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: PE=0 register=c holds=invalid expected=0:5"));
}

TEST_CASE("verify judges every rule of the logp model as a refutation of legal", "[slow]") {
  const Run ok = run("verify " + doc("pair.json", kPair));
  CHECK(ok.code == 0);
  CHECK_THAT(ok.out, Catch::Contains("optimal: 4 time"));
  const std::pair<std::string, std::string> cases[] = {
      // two operations of PE 1 at once
      {with("\"at\": 7, \"from\": 0", "\"at\": 3, \"from\": 0"),
       "time=3 PE=1 rule=overlap detail=\"recv at 3 while PE is busy until 4\""},
      {with("\"at\": 4, \"to\": 1", "\"at\": 1, \"to\": 1"), "time=1 PE=0 rule=send-gap"},
      // issue 30: PE 0's second send listed before its first in time, named as such
      {with("\"at\": 0, \"to\": 1", "\"at\": 5, \"to\": 1"),
       "time=4 PE=0 rule=overlap detail=\"send at 4 is given after the send at 5 in PE 0's "
       "program: operations given out of time order (a program lists its operations in the order "
       "they start)\""},
      {with("\"at\": 7, \"from\": 0", "\"at\": 2, \"from\": 0"),
       "time=2 PE=1 rule=overlap detail=\"recv at 2 is given after the recv at 3 in PE 1's "
       "program: operations given out of time order"},
      {with("\"at\": 7, \"from\": 0", "\"at\": 4, \"from\": 0"), "time=4 PE=1 rule=recv-gap"},
      {with("\"at\": 3, \"from\": 0", "\"at\": 2, \"from\": 0"),
       "time=2 PE=1 rule=latency detail=\"receive from PE 0 at 2 before the message sent at 0 "
       "arrives at 3\""},
      // the second receive would be late enough for the first message, not for the second
      {with("\"at\": 7, \"from\": 0", "\"at\": 6, \"from\": 0"),
       "(the 2nd message from PE 0: messages between a pair are received in the order sent)"},
      // (the second receive, or send, replaced by a copy c -> d)
      {with("{\"op\": \"recv\", \"at\": 7, \"from\": 0, \"reg\": \"t\"}",
            "{\"op\": \"combine\", \"at\": 7, \"dst\": \"d\", \"args\": [\"c\"]}"),
       "time=4 PE=0 rule=unmatched detail=\"message to PE 1 is never received\""},
      {with("{\"op\": \"send\", \"at\": 4, \"to\": 1, \"reg\": \"c\"}",
            "{\"op\": \"combine\", \"at\": 4, \"dst\": \"d\", \"args\": [\"c\"]}"),
       "time=7 PE=1 rule=unmatched detail=\"receive from PE 0 with no message sent\""},
      {with("\"at\": 4, \"to\": 1, \"reg\": \"c\"", "\"at\": 4, \"to\": 1, \"reg\": \"x\""),
       "rule=no-value detail=\"PE 0 sends to PE 1 register x, which holds no value\""},
      {with("\"at\": 4, \"to\": 1", "\"at\": 4, \"to\": 5"),
       "time=4 PE=0 rule=\"PE range\" detail=\"a send to PE 5 (P = 2: PEs are 0..1)\""},
      {with("{\"pe\": 1,", "{\"pe\": -1,"), "rule=\"PE range\" detail=\"a program of PE -1"},
      {with("\"at\": 4, \"to\": 1", "\"at\": 4, \"to\": 0"),
       "rule=unmatched detail=\"send names its own PE"},
      {with("\"at\": 0, \"to\": 1", "\"at\": -1, \"to\": 1"),
       "rule=overlap detail=\"operation starts before time 0\""},
  };
  for (const auto& [text, fragment] : cases) {
    INFO(fragment);
    const Run r = run("verify " + doc("rule.json", text));
    CHECK(r.code == 1);
    CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.pair.legal"));
    CHECK_THAT(r.out, Catch::Contains(fragment));
  }
  // A combine reads an empty register; the result register is checked at the end.
  const Run r = run("verify " + doc("combine.json", with("\"reg\": \"t\"}]}",
                                                         "\"reg\": \"t\"}, {\"op\": "
                                                         "\"combine\", \"at\": 9, \"dst\": "
                                                         "\"c\", \"args\": [\"u\"]}]}")));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("time=9 PE=1 rule=no-value detail=\"PE 1 combines register u"));
}

TEST_CASE("bad logp schedule input is one line FILE:LINE:COL and exit 2", "[slow]") {
  const std::pair<std::string, std::string> cases[] = {
      {"{\"format\": ", "unexpected end of input"},
      {with("\"collective\": {\"kind\": \"broadcast\"},", ""), "missing key \"collective\""},
      {with("\"at\": 0, ", ""), ":5:21: missing key \"at\""},
      {with("\"to\": 1, \"reg\": \"c\"}", "\"to\": 1, \"reg\": \"c\", \"tag\": 1}"),
       "unknown key \"tag\""},
      {with("\"at\": 0,", "\"at\": \"0\","), "\"at\" must be an integer"},
      {with("\"P\": 2", "\"P\": 0"), "P must be in 1..1048576, got 0"},
      {with("\"g\": 2", "\"g\": 0"), "g must be in 1..1048576, got 0"},
      {with("\"o\": 1", "\"o\": -1"), "o must be in 0..1048576, got -1"},
      {with("\"L\": 2", "\"L\": 2097152"), "L must be in 1..1048576"},
      {with("\"at\": 0,", "\"at\": 2199023255553,"), "\"at\" must be in"},
      {with("\"op\": \"send\"", "\"op\": \"bcast\""), "\"op\" must be \"send\", \"recv\" or"},
      {with("{\"pe\": 1,", "{\"pe\": 0,"), "PE 0 has two programs"},
      {with("{\"kind\": \"broadcast\"}", "{\"kind\": \"broadcast\", \"operands\": []}"),
       "\"operands\" applies to the collective reduce only"},
      {with("{\"kind\": \"broadcast\"}",
            "{\"kind\": \"reduce\", \"operands\": [{\"pe\": 0, \"reg\": \"c\", \"operand\": 0}, "
            "{\"pe\": 1, \"reg\": \"c\", \"operand\": 0}]}"),
       "operand 0 is given twice"},
      {with("{\"kind\": \"broadcast\"}",
            "{\"kind\": \"reduce\", \"operands\": [{\"pe\": 2, \"reg\": \"c\", \"operand\": 0}]}"),
       "the operand's \"pe\" must be in 0..1, got 2"},
      {with("{\"kind\": \"broadcast\"}", "{\"kind\": \"ring\"}"),
       "collective \"ring\" is not one of the logp model's"},
  };
  for (const auto& [text, fragment] : cases) {
    INFO(text);
    const std::string path = doc("bad.json", text);
    const Run r = run("verify " + path);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Catch::StartsWith("collcheck: error: " + path + ":"));
    CHECK_THAT(r.err, Catch::Contains(fragment));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("simulate logp --emit-schedule writes what verify accepts with the paper's verdicts",
          "[slow]") {
  const std::string f = temp_path("logp-emit.json");
  Run r = run("simulate logp --P 7 --L 6 --o 2 --g 4 --emit-schedule " + f);
  REQUIRE(r.code == 0);
  r = run("verify " + f);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.tstar.bound"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 24 time = the lower bound"));
  r = run("simulate logp --P 7 --L 5 --o 2 --g 4 --sum 82 --emit-schedule " + f);
  REQUIRE(r.code == 0);
  r = run("verify " + f);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.algorithm-2.correct"));
  // The planted variants: short-gap breaks a rule, swap-operands and drop-operand leave PE 0
  // wrong, late-child is legal and correct one cycle above the bound.
  r = run("simulate logp --P 3 --L 1 --o 1 --g 1 --variant planted-short-gap --emit-schedule " + f);
  CHECK(r.code == 1);
  r = run("verify " + f);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("time=0 PE=0 rule=overlap"));
  for (const char* v : {"planted-swap-operands", "planted-drop-operand"}) {
    r = run(std::string("simulate logp --P 2 --L 1 --o 0 --g 1 --sum 3 --variant ") + v +
            " --emit-schedule " + f);
    CHECK(r.code == 1);
    r = run("verify " + f);
    CHECK(r.code == 1);
    CHECK_THAT(r.out, Catch::Contains("counterexample: PE=0 register=c holds=invalid"));
  }
  r = run("simulate logp --P 2 --L 1 --o 0 --g 1 --variant planted-late-child --emit-schedule " +
          f);
  r = run("verify " + f);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+1: 2 time, the lower bound is 1"));
  std::remove(f.c_str());
  require_usage_error("simulate logp --P 2 --variant planted-swap-operands",
                      "is a summation variant: it needs --sum N");
  require_usage_error("simulate logp --P 2 --variant nonsense", "unknown logp broadcast variant");
}

TEST_CASE("a logp generator is verified over a domain and its bug replayed at the least point",
          "[slow]") {
  const std::string gen = "'python3 " + std::string(COLLCHECK_SOURCE_DIR) +
                          "/examples/generators/logp_binomial_broadcast.py";
  Run r =
      run("verify --generator " + gen + "' --model logp --domain 'P=1..8,L=1..2,o=0..1,g=1..4'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.logp-binomial-broadcast.bound"));
  CHECK_THAT(r.out, Catch::Contains("128 cases"));
  r = run("verify --generator " + gen +
          " --bug' --model logp --domain 'P=1..8,L=1..2,o=0..1,g=1..4'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: P=3 L=1 o=0 g=2 time=1 PE=0 rule=send-gap"));
  const std::string replay = replay_args(r.out);
  CHECK_THAT(replay, Catch::EndsWith("--model logp --case P=3,L=1,o=0,g=2"));
  r = run(replay);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("1 cases"));
}

TEST_CASE("logp with many items: one item per message, each item's value named, the pipelining bound") {
  const std::string two = R"({"format": "collcheck-schedule/1", "name": "logp-two-items",
 "model": {"name": "logp", "P": 2, "L": 2, "o": 1, "g": 2},
 "collective": {"kind": "broadcast", "count": 2},
 "programs": [
  {"pe": 0, "ops": [{"op": "combine", "at": 0, "dst": "c0", "args": ["x0"]},
                    {"op": "combine", "at": 1, "dst": "c1", "args": ["x1"]},
                    {"op": "send", "at": 2, "to": 1, "reg": "c0"},
                    {"op": "send", "at": 4, "to": 1, "reg": "c1"}]},
  {"pe": 1, "ops": [{"op": "recv", "at": 5, "from": 0, "reg": "c0"},
                    {"op": "recv", "at": 7, "from": 0, "reg": "c1"}]}]})";
  Run r = run("verify " + doc("logp_items.json", two));
  CHECK(r.code == 0);
  // The bound (collcheck's own): the root's second send starts max{g, o} = 2 or later, and one
  // item needs T_B = o + L + o = 4 from there: 6.
  CHECK_THAT(r.out, Catch::Contains("note: +2: 8 time, the lower bound is 6"));
  // Sending the items straight from x0 and x1 at 0 and 2 meets it: PE 1 holds item 1 at 6.
  std::string tight = two;
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {R"({"op": "combine", "at": 0, "dst": "c0", "args": ["x0"]},
                    {"op": "combine", "at": 1, "dst": "c1", "args": ["x1"]},
                    {"op": "send", "at": 2, "to": 1, "reg": "c0"},
                    {"op": "send", "at": 4, "to": 1, "reg": "c1"})",
            R"({"op": "send", "at": 0, "to": 1, "reg": "x0"},
                    {"op": "send", "at": 2, "to": 1, "reg": "x1"},
                    {"op": "combine", "at": 3, "dst": "c0", "args": ["x0"]},
                    {"op": "combine", "at": 4, "dst": "c1", "args": ["x1"]})"},
           {R"({"op": "recv", "at": 5, "from": 0, "reg": "c0"},
                    {"op": "recv", "at": 7, "from": 0, "reg": "c1"})",
            R"({"op": "recv", "at": 3, "from": 0, "reg": "c0"},
                    {"op": "recv", "at": 5, "from": 0, "reg": "c1"})"}}) {
    const auto at = tight.find(from);
    REQUIRE(at != std::string::npos);
    tight.replace(at, from.size(), to);
  }
  r = run("verify " + doc("logp_items_tight.json", tight) + " --max-over-bound 0");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("6 time"));
  // The second message received into the first item's register: item 1's value where item 0's
  // must be.
  std::string swapped = two;
  const std::string last = R"("reg": "c1"}]}]})";
  swapped.replace(swapped.rfind(last), last.size(), R"("reg": "c0"}]}]})");
  r = run("verify " + doc("logp_items_bad.json", swapped));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: PE=1 register=c0 holds=\"0 of item 1\" expected=\"0 of item 0\""));
}

}  // namespace logp_verify_cli_test
