// LogGP (docs/schedule-format.md, "logp", LogGP; spec/models/logp.hpp): a logp document with the
// model's "G" may send several items in one message. Each rule is run on documents that break it
// and on one that keeps it, and the times are the rules' (o + (k-1)G + L + o end to end).
#include <catch2/catch.hpp>
#include <string>

#include "spec/schedule/document.hpp"

namespace loggp_test {

using namespace cc;

namespace {

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  return text;
}

std::string rule_of(const schedule::Verdicts& v) {
  if (!v.illegal) return "none";
  const FieldValue* r = find(*v.illegal, "rule");
  return r ? to_text(*r) : "?";
}

std::string detail_of(const schedule::Verdicts& v) {
  const FieldValue* d = v.illegal ? find(*v.illegal, "detail") : nullptr;
  return d ? to_text(*d) : "";
}

// P = 2, L = 2, o = 1, g = 2, G = 1: the root sends its three items in one message at 0; the
// first arrives at 0 + o + L = 3, and the receive occupies [3, 3 + o + 2G) = [3, 6).
const std::string kThree = R"({"format": "collcheck-schedule/1", "name": "loggp-three",
 "model": {"name": "logp", "P": 2, "L": 2, "o": 1, "g": 2, "G": 1},
 "collective": {"kind": "broadcast", "count": 3},
 "programs": [
  {"pe": 0, "ops": [{"op": "send", "at": 0, "to": 1, "regs": ["x0", "x1", "x2"]},
                    {"op": "combine", "at": 1, "dst": "c0", "args": ["x0"]},
                    {"op": "combine", "at": 2, "dst": "c1", "args": ["x1"]},
                    {"op": "combine", "at": 3, "dst": "c2", "args": ["x2"]}]},
  {"pe": 1, "ops": [{"op": "recv", "at": 3, "from": 0, "regs": ["c0", "c1", "c2"]}]}]})";

}  // namespace

TEST_CASE("LogGP: one message of k items takes o + (k-1)G + L + o, and is legal and correct") {
  const auto v = schedule::run_document_text(kThree);
  CHECK(rule_of(v) == "none");
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 6);  // 0 + o + L + o + 2G
  // collcheck's receive count: 2o + L + (m - 1) min{G, max{g, o}} = 4 + 2 * 1 = 6, met.
  REQUIRE(v.bound);
  CHECK(*v.bound == 6);
  CHECK_THAT(v.bound_source, Catch::Contains("min{G, max{g, o}}"));
  REQUIRE(find(v.point, "G"));
  CHECK(to_text(*find(v.point, "G")) == "1");
}

TEST_CASE("LogGP: each rule refutes the schedule that breaks it") {
  // The receive starts before the first item arrives (0 + o + L = 3).
  auto v = schedule::run_document_text(replaced(kThree, R"("recv", "at": 3)", R"("recv", "at": 2)"));
  CHECK(rule_of(v) == "latency");
  // The receive names two registers for a message of three items.
  v = schedule::run_document_text(
      replaced(kThree, R"("regs": ["c0", "c1", "c2"])", R"("regs": ["c0", "c1"])"));
  CHECK(rule_of(v) == "unmatched");
  CHECK_THAT(detail_of(v), Catch::Contains("receive of 2 items from PE 0 takes a message of 3 items"));
  // A second send before g + (k-1)G = 4 after the first one's start.
  const std::string second_send = replaced(
      replaced(kThree, R"({"op": "combine", "at": 1, "dst": "c0", "args": ["x0"]},)",
               R"({"op": "send", "at": 3, "to": 1, "reg": "x0"},
                  {"op": "combine", "at": 4, "dst": "c0", "args": ["x0"]},)"),
      R"({"op": "combine", "at": 2, "dst": "c1", "args": ["x1"]},
                    {"op": "combine", "at": 3, "dst": "c2", "args": ["x2"]})",
      R"({"op": "combine", "at": 5, "dst": "c1", "args": ["x1"]},
                    {"op": "combine", "at": 6, "dst": "c2", "args": ["x2"]})");
  const std::string second_recv =
      replaced(second_send, R"("regs": ["c0", "c1", "c2"]}]})",
               R"("regs": ["c0", "c1", "c2"]}, {"op": "recv", "at": 7, "from": 0, "reg": "d"}]})");
  v = schedule::run_document_text(second_recv);
  CHECK(rule_of(v) == "send-gap");
  CHECK_THAT(detail_of(v), Catch::Contains("less than g + (k-1)G = 4 (k = 3 items)"));
  // Sent at 4 instead, it arrives at 4 + o + L = 7: received at 7 (g + (k-1)G = 4 after the first
  // receive's start), legal; received at 6, after the first receive has ended (at 6) but less
  // than 4 after its start: rule recv-gap, not overlap.
  const std::string later = replaced(replaced(second_recv, R"("send", "at": 3)", R"("send", "at": 4)"),
                                     R"("combine", "at": 4, "dst": "c0")", R"("combine", "at": 5, "dst": "c0")");
  const std::string later2 = replaced(replaced(later, R"("combine", "at": 5, "dst": "c1")", R"("combine", "at": 6, "dst": "c1")"),
                                      R"("combine", "at": 6, "dst": "c2")", R"("combine", "at": 7, "dst": "c2")");
  v = schedule::run_document_text(later2);
  CHECK(rule_of(v) == "none");
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 8);
  CHECK(*v.bound == 6);  // a second message of one item to PE 1: 2 over
  v = schedule::run_document_text(replaced(later2, R"("recv", "at": 7, "from": 0, "reg": "d")",
                                           R"("recv", "at": 6, "from": 0, "reg": "d")"));
  CHECK(rule_of(v) == "recv-gap");
  CHECK_THAT(detail_of(v), Catch::Contains("recvs at 3 and 6 are less than g + (k-1)G = 4"));
  // Items received in another order: the first wrong value is named.
  v = schedule::run_document_text(
      replaced(kThree, R"("regs": ["c0", "c1", "c2"])", R"("regs": ["c1", "c0", "c2"])"));
  CHECK(rule_of(v) == "none");
  REQUIRE(v.incorrect);
  CHECK_THAT(to_text(*v.incorrect), Catch::Contains("register=c0"));
}

TEST_CASE("LogGP: the receive of a second message waits g + (k-1)G after the first one's start") {
  // Three PEs: the root sends its three items to PE 1 at 0 and to PE 2 at 4 (g + 2G after 0);
  // PE 2 forwards item 0 to PE 1.
  const std::string doc = R"({"format": "collcheck-schedule/1", "name": "loggp-recv-gap",
 "model": {"name": "logp", "P": 3, "L": 2, "o": 1, "g": 2, "G": 1},
 "collective": {"kind": "broadcast", "count": 3},
 "programs": [
  {"pe": 0, "ops": [{"op": "send", "at": 0, "to": 1, "regs": ["x0", "x1", "x2"]},
                    {"op": "send", "at": 4, "to": 2, "regs": ["x0", "x1", "x2"]},
                    {"op": "combine", "at": 5, "dst": "c0", "args": ["x0"]},
                    {"op": "combine", "at": 6, "dst": "c1", "args": ["x1"]},
                    {"op": "combine", "at": 7, "dst": "c2", "args": ["x2"]}]},
  {"pe": 2, "ops": [{"op": "recv", "at": 7, "from": 0, "regs": ["c0", "c1", "c2"]},
                    {"op": "send", "at": 10, "to": 1, "reg": "c0"}]},
  {"pe": 1, "ops": [{"op": "recv", "at": 3, "from": 0, "regs": ["c0", "c1", "c2"]},
                    {"op": "recv", "at": 13, "from": 2, "reg": "d"}]}]})";
  auto v = schedule::run_document_text(doc);
  CHECK(rule_of(v) == "none");
  CHECK_FALSE(v.incorrect);
  // PE 2's three-item receive occupies [7, 10); a receive of its next message at 9 overlaps it,
  // and one at 10 (after the receive ended, 3 after its start) breaks the gap g + 2G = 4.
  const std::string early = replaced(replaced(doc, R"({"op": "send", "at": 10, "to": 1, "reg": "c0"}]})",
                                              R"({"op": "recv", "at": 10, "from": 1, "reg": "e"}]})"),
                                     R"({"op": "recv", "at": 13, "from": 2, "reg": "d"}]})",
                                     R"({"op": "send", "at": 6, "to": 2, "reg": "c0"}]})");
  v = schedule::run_document_text(early);
  CHECK(rule_of(v) == "recv-gap");
  CHECK_THAT(detail_of(v), Catch::Contains("recvs at 7 and 10 are less than g + (k-1)G = 4"));
}

TEST_CASE("LogGP: a one-item broadcast keeps LogP's bound, k items inform a PE at r + o + (k-1)G") {
  const std::string one = R"({"format": "collcheck-schedule/1", "name": "loggp-one",
 "model": {"name": "logp", "P": 2, "L": 2, "o": 1, "g": 2, "G": 3},
 "collective": {"kind": "broadcast"},
 "programs": [
  {"pe": 0, "ops": [{"op": "send", "at": 0, "to": 1, "reg": "c"}]},
  {"pe": 1, "ops": [{"op": "recv", "at": 3, "from": 0, "reg": "c"}]}]})";
  auto v = schedule::run_document_text(one);
  CHECK(rule_of(v) == "none");
  CHECK(v.count == 4);
  REQUIRE(v.bound);
  CHECK(*v.bound == 4);  // T_B = o + L + o
  // The same value sent twice in one message: PE 1 holds it at 3 + o + G = 7.
  v = schedule::run_document_text(replaced(replaced(one, R"("to": 1, "reg": "c")", R"("to": 1, "regs": ["c", "c"])"),
                                           R"("from": 0, "reg": "c")", R"("from": 0, "regs": ["c", "d"])"));
  CHECK(rule_of(v) == "none");
  CHECK_FALSE(v.incorrect);
  CHECK(v.count == 7);
  CHECK(*v.bound == 4);
  // LogP (no "G"): the same document with the G left out reads the same; "regs" is bad input.
  const std::string logp = replaced(one, R"(, "G": 3)", "");
  v = schedule::run_document_text(logp);
  CHECK(v.count == 4);
  CHECK(*v.bound == 4);
  CHECK_FALSE(find(v.point, "G"));
  CHECK_THROWS_WITH(schedule::run_document_text(replaced(logp, R"("to": 1, "reg": "c")", R"("to": 1, "regs": ["c", "c"])")),
                    Catch::Contains("needs the LogGP model: give the model's \"G\""));
  CHECK_THROWS_WITH(schedule::run_document_text(replaced(one, R"("to": 1, "reg": "c")", R"("to": 1, "reg": "c", "regs": ["c"])")),
                    Catch::Contains("not both"));
  CHECK_THROWS_WITH(schedule::run_document_text(replaced(one, R"("to": 1, "reg": "c")", R"("to": 1, "regs": [])")),
                    Catch::Contains("must name a register"));
  CHECK_THROWS(schedule::run_document_text(replaced(one, R"("G": 3)", R"("G": -1)")));
}

}  // namespace loggp_test
