// The EREW procedures of Ohtaki's slides (Broadcast, Reduction, Prefix) exported as pram schedule
// documents and run by `verify`'s reader on the same executor (run_pram, whole-step reading):
// legal and correct on the smoke domain, with the count of EREW steps and no bound (the slides
// prove none); the document path computes what the program reading of the procedures computes;
// every planted pram variant is refuted; every rule of the model and every class of bad input has
// a planted document.
#include "spec/schedule/pram_emit.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "spec/algorithms/groupops_procedures.hpp"
#include "spec/schedule/document.hpp"
#include "spec/witness/interval.hpp"

namespace pram_emit_test {

using namespace cc;
using groupops::Planted;
using witness::Interval;

namespace {

schedule::Verdicts run_text(const std::string& text) {
  return schedule::run_document(schedule::parse_json(text));
}

std::vector<groupops::Iteration> paper(const std::string& proc, std::int64_t N,
                                       Planted bug = Planted::none) {
  const int c = groupops::ceil_log2(N);
  return proc == "broadcast"   ? groupops::broadcast_loops(N, c, true, bug)
         : proc == "reduction" ? groupops::reduction_loops(N, c, true, bug)
                               : groupops::prefix_loops(N, c, false, bug);
}

schedule::Verdicts round_trip(const std::string& proc, std::int64_t N,
                              Planted bug = Planted::none) {
  std::ostringstream doc;
  schedule::emit_pram(doc, N, paper(proc, N, bug), proc == "reduction" ? "reduce" : proc, "t",
                      "test");
  return run_text(doc.str());
}

std::string rule_of(const schedule::Verdicts& v) {
  if (!v.illegal) return "";
  const FieldValue* f = cc::find(*v.illegal, "rule");
  return f ? to_text(*f) : "";
}

groupops::Op<Interval> icomb() {
  return [](const Interval& a, const Interval& b) { return witness::combine(a, b); };
}

// PE 0 writes c to A(1); PE 1 reads A(1) into t and sets c := t ⊕ c: the prefix on 2 PEs.
const char* kTwo = R"({"format": "collcheck-schedule/1", "name": "two",
 "model": {"name": "pram", "N": 2},
 "collective": {"kind": "prefix"},
 "steps": [{"write": [{"pe": 0, "cell": 1, "reg": "c"}]},
           {"read": [{"pe": 1, "cell": 1, "reg": "t"}],
            "ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]}]})";

std::string edit(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

std::string two(const std::string& from, const std::string& to) { return edit(kTwo, from, to); }

}  // namespace

TEST_CASE("the EREW procedures exported as pram schedules are legal and correct, no bound") {
  // the smoke domains: every N <= 64 (groupops.pram.any_n.*) and N = 2^d, d <= 8 (groupops.pram.*)
  for (const std::string proc : {"broadcast", "reduction", "prefix"})
    for (std::int64_t N = 1; N <= 256; N += N < 64 ? 1 : N) {
      INFO(proc << " N=" << N);
      const auto v = round_trip(proc, N);
      REQUIRE_FALSE(v.illegal);
      REQUIRE_FALSE(v.incorrect);
      CHECK_FALSE(v.bound);
      // one document step per EREW sub-step of the program reading
      const auto r = groupops::run_pram<Interval>(N, paper(proc, N), {}, std::nullopt, icomb(),
                                                  groupops::Order::program);
      CHECK(v.count == static_cast<std::uint64_t>(r.steps));
    }
}

TEST_CASE("the document path computes what the program reading of the procedures computes") {
  // The same executor, run_pram: the slides' iterations read in program order, and the same
  // iterations as documents write them (erew_steps), one whole step each.
  for (const std::string proc : {"broadcast", "reduction", "prefix"})
    for (Planted bug : {Planted::none, Planted::read_offset, Planted::short_loop})
      for (std::int64_t N = 1; N <= 33; ++N) {
        INFO(proc << " N=" << N << " bug=" << static_cast<int>(bug));
        std::vector<std::optional<Interval>> a(static_cast<std::size_t>(N + 1));
        if (proc != "broadcast")
          for (std::int64_t i = 1; i <= N; ++i)
            a[static_cast<std::size_t>(i)] = Interval::single(i);
        const auto its = paper(proc, N, bug);
        const auto program = groupops::run_pram<Interval>(N, its, a, Interval::single(0), icomb(),
                                                          groupops::Order::program);
        const auto doc =
            groupops::run_pram<Interval>(N, groupops::erew_steps(its, 1), a, Interval::single(0),
                                         icomb(), groupops::Order::whole_step);
        CHECK(doc.steps == program.steps);
        CHECK(doc.violation.has_value() == program.violation.has_value());
        if (program.violation && doc.violation)
          CHECK(doc.violation->rule == program.violation->rule);
        if (!program.violation) CHECK(doc.a == program.a);
      }
}

TEST_CASE("every planted pram variant, exported, is refuted at its least point") {
  // planted-read-offset: Reduction reads past A(N) (rule range); Prefix reads its own cell, and
  // P_2 (PE 1) ends with an invalid value, at N = 2.
  CHECK(rule_of(round_trip("reduction", 2, Planted::read_offset)) == "range");
  const auto pre = round_trip("prefix", 2, Planted::read_offset);
  CHECK_FALSE(pre.illegal);
  REQUIRE(pre.incorrect);
  CHECK(to_text(*cc::find(*pre.incorrect, "PE")) == "1");
  // planted-short-loop: one iteration fewer, a wrong value at N = 2.
  for (const std::string proc : {"broadcast", "reduction", "prefix"}) {
    INFO(proc);
    const auto v = round_trip(proc, 2, Planted::short_loop);
    CHECK_FALSE(v.illegal);
    CHECK(v.incorrect);
  }
  // At N = 1 there is nothing to get wrong.
  for (const std::string proc : {"reduction", "prefix"})
    for (Planted bug : {Planted::read_offset, Planted::short_loop}) {
      const auto v = round_trip(proc, 1, bug);
      CHECK_FALSE((v.illegal || v.incorrect));
    }
}

TEST_CASE("verify judges every rule of the pram model as a refutation of legal") {
  const auto ok = run_text(kTwo);
  CHECK_FALSE((ok.illegal || ok.incorrect));
  CHECK(ok.count == 2);
  const struct {
    std::string text, rule, step;
  } cases[] = {
      // a PE or a cell outside the model
      {two("\"pe\": 1, \"cell\": 1", "\"pe\": 2, \"cell\": 1"), "range", "2"},
      {two("\"cell\": 1, \"reg\": \"t\"", "\"cell\": 3, \"reg\": \"t\""), "range", "2"},
      {two("\"pe\": 1, \"dst\"", "\"pe\": 7, \"dst\""), "range", "2"},
      // two accesses by one PE in one step
      {two("\"read\": [{\"pe\": 1, \"cell\": 1, \"reg\": \"t\"}]",
           "\"read\": [{\"pe\": 1, \"cell\": 1, \"reg\": \"t\"}], \"write\": [{\"pe\": 1, "
           "\"cell\": 2, \"reg\": \"c\"}]"),
       "one-address", "2"},
      // two PEs on one cell in one step: the EREW conflict
      {two("\"write\": [{\"pe\": 0, \"cell\": 1, \"reg\": \"c\"}]",
           "\"write\": [{\"pe\": 0, \"cell\": 1, \"reg\": \"c\"}, {\"pe\": 1, \"cell\": 1, "
           "\"reg\": \"c\"}]"),
       "exclusive", "1"},
      {two("\"read\": [{\"pe\": 1, \"cell\": 1, \"reg\": \"t\"}]",
           "\"read\": [{\"pe\": 1, \"cell\": 1, \"reg\": \"t\"}, {\"pe\": 0, \"cell\": 1, "
           "\"reg\": \"t\"}]"),
       "exclusive", "2"},
      // reads of nothing: an empty register written, an empty cell read, an empty register
      // combined
      {two("\"cell\": 1, \"reg\": \"c\"", "\"cell\": 1, \"reg\": \"u\""), "no-value", "1"},
      {two("\"cell\": 1, \"reg\": \"t\"", "\"cell\": 2, \"reg\": \"t\""), "no-value", "2"},
      {two("\"args\": [\"t\", \"c\"]", "\"args\": [\"u\", \"c\"]"), "no-value", "2"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    const auto v = run_text(c.text);
    REQUIRE(v.illegal);
    CHECK(rule_of(v) == c.rule);
    CHECK(to_text(*cc::find(*v.illegal, "step")) == c.step);
  }
  // Broadcast: cell m (0) holds the root's value D at the start, as the slides place it.
  const auto bc = run_text(R"({"format": "collcheck-schedule/1", "name": "bc",
    "model": {"name": "pram", "N": 2}, "collective": {"kind": "broadcast"},
    "steps": [{"read": [{"pe": 1, "cell": 0, "reg": "c"}]}]})");
  CHECK_FALSE((bc.illegal || bc.incorrect));
}

TEST_CASE("bad pram input throws InputError with the position") {
  const std::pair<std::string, std::string> cases[] = {
      {two("\"N\": 2", "\"N\": 0"), "N must be in 1..1048576, got 0"},
      {two("\"N\": 2", "\"n\": 2"), "unknown key \"n\" in the pram model"},
      {two("{\"name\": \"pram\", \"N\": 2}", "{\"name\": \"pram\"}"), "missing key \"N\""},
      {two("\"cell\": 1, \"reg\": \"t\"", "\"cell\": \"A(1)\", \"reg\": \"t\""),
       "\"cell\" must be an integer"},
      {two("\"cell\": 1, \"reg\": \"t\"", "\"cell\": 1, \"reg\": \"t\", \"at\": 2"),
       "unknown key \"at\" in a read"},
      {two("\"read\":", "\"send\":"), "unknown key \"send\" in a pram step"},
      {two("\"steps\": [", "\"steps\": [7, "), "a step must be an object"},
      {edit(two("\"N\": 2", "\"N\": 1048576"), "[\"t\", \"c\"]",
            "[\"t\", \"c\", \"r1\", \"r2\", \"r3\"]"),
       "register \"r3\" is one too many"},
  };
  for (const auto& [text, fragment] : cases) {
    INFO(text);
    try {
      run_text(text);
      FAIL("no InputError");
    } catch (const schedule::InputError& e) {
      CHECK_THAT(e.what(), Catch::Contains(fragment));
    }
  }
}

}  // namespace pram_emit_test
