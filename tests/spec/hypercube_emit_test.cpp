// The hypercube procedures of seed 003 (Cube_Broadcast, Cube_Reduction, Cube_Prefix_Sum) and the
// binomial tree's broadcast and reduction, exported as schedule documents and run by `verify`'s
// reader on the same executor (cube_step): legal, correct and optimal on the smoke domain; every
// planted variant of the family that is a hypercube schedule is refuted; every rule of the model
// and every class of bad input has a planted document.
#include "spec/schedule/hypercube_emit.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "spec/algorithms/groupops_binomial.hpp"
#include "spec/schedule/document.hpp"
#include "spec/witness/interval.hpp"

using namespace cc;
using groupops::Planted;
using witness::Interval;

namespace {

schedule::Verdicts run_text(const std::string& text) {
  return schedule::run_document(schedule::parse_json(text));
}

schedule::Verdicts round_trip(std::int64_t N, const std::vector<groupops::CubeStep>& plan,
                              const std::string& kind) {
  std::ostringstream doc;
  schedule::emit_hypercube(doc, N, plan, groupops::cube_registers(), kind, "t", "test");
  return run_text(doc.str());
}

std::vector<groupops::CubeStep> paper(const std::string& proc, std::int64_t N,
                                      Planted bug = Planted::none) {
  return proc == "broadcast"   ? groupops::cube_broadcast_plan(N, bug)
         : proc == "reduction" ? groupops::cube_reduction_plan(N, bug, true)
                               : groupops::cube_prefix_plan(N, false, bug, true);
}

std::string kind_of(const std::string& proc) { return proc == "reduction" ? "reduce" : proc; }

std::vector<groupops::CubeStep> binomial(const std::string& proc, int k,
                                         Planted bug = Planted::none) {
  const auto plan = proc == "broadcast" ? groupops::distribution_plan(k, false, bug)
                                        : groupops::collection_plan(k, true, bug);
  const auto cube = groupops::as_cube_plan(plan);
  REQUIRE(cube);
  return *cube;
}

std::string rule_of(const schedule::Verdicts& v) {
  if (!v.illegal) return "";
  const FieldValue* f = cc::find(*v.illegal, "rule");
  return f ? to_text(*f) : "";
}

const char* kTwo = R"({"format": "collcheck-schedule/1", "name": "two",
 "model": {"name": "hypercube", "N": 2},
 "collective": {"kind": "prefix"},
 "steps": [{"dim": 0, "send": [{"from": 0, "to": 1, "reg": "c"}],
            "recv": [{"at": 1, "from": 0, "reg": "t"}],
            "ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]}]})";

std::string edit(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

std::string two(const std::string& from, const std::string& to) { return edit(kTwo, from, to); }

}  // namespace

TEST_CASE("the cube procedures exported as hypercube schedules are legal, correct and optimal") {
  // the smoke domains: every N <= 64 (groupops.cube.any_n) and N = 2^d, d <= 8 (groupops.cube.*)
  for (const std::string proc : {"broadcast", "reduction", "prefix"})
    for (std::int64_t N = 1; N <= 256; N += N < 64 ? 1 : N) {
      INFO(proc << " N=" << N);
      const auto v = round_trip(N, paper(proc, N), kind_of(proc));
      REQUIRE_FALSE(v.illegal);
      REQUIRE_FALSE(v.incorrect);
      REQUIRE(v.bound);
      CHECK(*v.bound == static_cast<std::uint64_t>(groupops::ceil_log2(N)));
      CHECK(v.count == *v.bound);
    }
}

TEST_CASE("the binomial tree's broadcast and reduction are hypercube schedules, optimal") {
  for (const std::string proc : {"broadcast", "reduction"})
    for (int k = 0; k <= 10; ++k) {  // groupops.binomial.*'s smoke domain
      INFO(proc << " k=" << k);
      const std::int64_t N = std::int64_t{1} << k;
      const auto v = round_trip(N, binomial(proc, k), kind_of(proc));
      REQUIRE_FALSE(v.illegal);
      REQUIRE_FALSE(v.incorrect);
      CHECK(v.count == static_cast<std::uint64_t>(k));
      CHECK(v.count == *v.bound);
    }
  // Scatter and gather move blocks of items: no register of the format holds one.
  CHECK_FALSE(groupops::as_cube_plan(groupops::distribution_plan(3, true, Planted::none)));
  CHECK_FALSE(groupops::as_cube_plan(groupops::collection_plan(3, false, Planted::none)));
}

TEST_CASE("the binomial plans give the same values on the tree executor and on cube_step") {
  const auto op = [](const Interval& a, const Interval& b) { return witness::combine(a, b); };
  for (int k = 0; k <= 6; ++k) {
    const std::int64_t N = std::int64_t{1} << k;
    for (Planted bug : {Planted::none, Planted::prepend, Planted::short_loop}) {
      INFO("k=" << k);
      std::vector<Interval> x;
      for (std::int64_t i = 0; i < N; ++i) x.push_back(Interval::single(i));
      const auto tree = groupops::binomial_reduction<Interval>(k, x, op, bug);
      const auto cube = groupops::run_cube_plan<Interval>(N, binomial("reduction", k, bug),
                                                          groupops::cube_operands(x), op);
      REQUIRE_FALSE(tree.violation);
      REQUIRE_FALSE(cube.violation);
      REQUIRE(tree.buffers[0].size() == 1);
      CHECK(cube.a[0] == tree.buffers[0][0]);
    }
    const auto tree = groupops::binomial_broadcast<Interval>(k, Interval::single(7));
    std::vector<std::optional<Interval>> c(static_cast<std::size_t>(N));
    c[0] = Interval::single(7);
    const auto cube =
        groupops::run_cube_plan<Interval>(N, binomial("broadcast", k), c, groupops::Op<Interval>{});
    for (std::int64_t i = 0; i < N; ++i)
      CHECK(cube.a[static_cast<std::size_t>(i)] == tree.buffers[static_cast<std::size_t>(i)][0]);
  }
}

TEST_CASE("every planted hypercube variant, exported, is refuted at its least point") {
  // planted-wrong-dimension: step j along another dimension, rule dimension (least N = 2 for
  // Cube_Reduction, 4 for the others, which coincide with the paper's at N = 2).
  CHECK(rule_of(round_trip(2, paper("reduction", 2, Planted::wrong_dimension), "reduce")) ==
        "dimension");
  CHECK_FALSE(round_trip(1, paper("reduction", 1, Planted::wrong_dimension), "reduce").illegal);
  CHECK(rule_of(round_trip(4, paper("broadcast", 4, Planted::wrong_dimension), "broadcast")) ==
        "dimension");
  CHECK(rule_of(round_trip(4, paper("prefix", 4, Planted::wrong_dimension), "prefix")) ==
        "dimension");
  // planted-swap-operands and planted-short-loop: legal, and PE 0 (reduce) or PE 1 (prefix) ends
  // with the wrong value at N = 2.
  for (const auto& [proc, bug, pe] :
       {std::tuple<std::string, Planted, std::int64_t>{"reduction", Planted::swap_operands, 0},
        {"prefix", Planted::swap_operands, 1},
        {"reduction", Planted::short_loop, 0}}) {
    INFO(proc);
    const auto v = round_trip(2, paper(proc, 2, bug), kind_of(proc));
    CHECK_FALSE(v.illegal);
    REQUIRE(v.incorrect);
    CHECK(to_text(*cc::find(*v.incorrect, "PE")) == std::to_string(pe));
    const auto one = round_trip(1, paper(proc, 1, bug), kind_of(proc));
    CHECK_FALSE((one.illegal || one.incorrect));
  }
  // The binomial tree's: skip-largest breaks the dimension rule at k = 2; prepend and short-loop
  // leave the wrong value at k = 1. planted-block-offset is scatter only: not a schedule of the
  // format (blocks of items), checked above.
  CHECK(rule_of(round_trip(4, binomial("broadcast", 2, Planted::skip_largest), "broadcast")) ==
        "dimension");
  CHECK_FALSE(round_trip(2, binomial("broadcast", 1, Planted::skip_largest), "broadcast").illegal);
  CHECK(round_trip(2, binomial("reduction", 1, Planted::prepend), "reduce").incorrect);
  CHECK(round_trip(2, binomial("reduction", 1, Planted::short_loop), "reduce").incorrect);
  CHECK(round_trip(2, binomial("broadcast", 1, Planted::short_loop), "broadcast").incorrect);
}

TEST_CASE("verify judges every rule of the hypercube model as a refutation of legal") {
  CHECK(rule_of(run_text(kTwo)).empty());
  const std::pair<std::string, std::string> cases[] = {
      {two("\"dim\": 0", "\"dim\": 1"), "dimension"},
      {two("\"from\": 0, \"to\": 1", "\"from\": 0, \"to\": -1"), "range"},
      {two("\"dim\": 0, \"send\": [{\"from\": 0, \"to\": 1",
           "\"dim\": 1, \"send\": [{\"from\": 0, \"to\": 2"),
       "range"},
      {two("\"recv\": [{\"at\": 1, \"from\": 0, \"reg\": \"t\"}]", "\"recv\": []"),
       "every message is received"},
      {two("\"recv\": [{\"at\": 1, \"from\": 0, \"reg\": \"t\"}]",
           "\"recv\": [{\"at\": 1, \"from\": 0, \"reg\": \"t\"}, {\"at\": 0, \"from\": 1, "
           "\"reg\": \"t\"}]"),
       "receive matches a message"},
      {two("\"recv\": [{\"at\": 1, \"from\": 0, \"reg\": \"t\"}]",
           "\"recv\": [{\"at\": 1, \"from\": 5, \"reg\": \"t\"}]"),
       "range"},
      {two("\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}]",
           "\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}, {\"from\": 0, \"to\": 1, "
           "\"reg\": \"c\"}]"),
       "one-port"},
      {two("\"reg\": \"c\"}]", "\"reg\": \"u\"}]"), "no-value"},
      {two("\"args\": [\"t\", \"c\"]", "\"args\": [\"u\", \"c\"]"), "no-value"},
      {two("\"pe\": 1", "\"pe\": 2"), "range"},
  };
  for (const auto& [text, rule] : cases) {
    INFO(text);
    const auto v = run_text(text);
    REQUIRE(v.illegal);
    CHECK(rule_of(v) == rule);
    CHECK(to_text(*cc::find(*v.illegal, "step")) == "1");
  }
  // Legal, correct, and one step above the bound: +1.
  const auto slow = run_text(two("\"steps\": [", "\"steps\": [{\"dim\": 0}, "));
  CHECK_FALSE((slow.illegal || slow.incorrect));
  CHECK(slow.count == 2);
  CHECK(*slow.bound == 1);
}

TEST_CASE("bad hypercube input throws InputError with the position") {
  const std::pair<std::string, std::string> cases[] = {
      {two("\"N\": 2", "\"N\": 0"), "N must be in 1..1048576, got 0"},
      {two("\"N\": 2", "\"N\": 2, \"k\": 1"), "unknown key \"k\" in the hypercube model"},
      {two("\"dim\": 0, ", ""), "missing key \"dim\""},
      {two("\"dim\": 0", "\"dim\": \"0\""), "\"dim\" must be an integer"},
      {two("\"dim\": 0", "\"dim\": 0, \"when\": 1"), "unknown key \"when\" in a hypercube step"},
      {two("\"at\": 1", "\"to\": 1"), "unknown key \"to\" in a receive"},
      {two("\"args\": [\"t\", \"c\"]", "\"args\": []"), "\"args\" must name a register"},
      {two("\"prefix\"", "\"ring\""), "is not one of the hypercube model's"},
      // 2^20 PEs keep at most 4 registers: c, t, r1, r2
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
      CHECK(e.pos.line >= 1);
    }
  }
}
