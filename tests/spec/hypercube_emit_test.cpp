// The hypercube procedures of Ohtaki's slides (Cube_Broadcast, Cube_Reduction, Cube_Prefix_Sum) and
// the binomial tree's broadcast, scatter, gather and reduction, exported as schedule documents and
// run by `verify`'s reader on the same executor (cube_step): legal, correct and optimal on the
// smoke domain; every planted variant of the family is refuted; every rule of the model and every
// class of bad input has a planted document.
#include "spec/schedule/hypercube_emit.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>

#include "spec/algorithms/groupops_binomial.hpp"
#include "spec/schedule/document.hpp"
#include "spec/witness/interval.hpp"

namespace hypercube_emit_test {

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

// The binomial tree's scatter or gather, written with "regs" and "init".
schedule::Verdicts round_trip_blocks(int k, const std::string& proc, Planted bug = Planted::none) {
  const bool scatter = proc == "scatter";
  const auto plan = scatter ? groupops::distribution_plan(k, true, bug)
                            : groupops::collection_plan(k, false, bug);
  const auto cube = groupops::as_block_cube_plan(k, plan, scatter);
  REQUIRE(cube);
  std::ostringstream doc;
  schedule::emit_hypercube(doc, std::int64_t{1} << k, cube->steps, cube->registers, proc, "t",
                           "test", &cube->init);
  return run_text(doc.str());
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

// A scatter on 4 PEs (examples/schedules/hypercube-scatter.json): P_0 hands P_2 the block x2, x3,
// received as c, x3; then P_0 sends x1 to P_1 and P_2 sends x3 to P_3.
const char* kScatter = R"({"format": "collcheck-schedule/1", "name": "scatter",
 "model": {"name": "hypercube", "N": 4},
 "collective": {"kind": "scatter"},
 "init": [{"pe": 0, "dst": "c", "args": ["x0"]}],
 "steps": [{"dim": 1, "send": [{"from": 0, "to": 2, "regs": ["x2", "x3"]}],
            "recv": [{"at": 2, "from": 0, "regs": ["c", "x3"]}]},
           {"dim": 0, "send": [{"from": 0, "to": 1, "reg": "x1"}, {"from": 2, "to": 3, "reg": "x3"}],
            "recv": [{"at": 1, "from": 0, "reg": "c"}, {"at": 3, "from": 2, "reg": "c"}]}]})";

std::string edit(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

std::string two(const std::string& from, const std::string& to) { return edit(kTwo, from, to); }
std::string scatter(const std::string& from, const std::string& to) {
  return edit(kScatter, from, to);
}

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
  // Scatter and gather move blocks of items: not one value per message (as_block_cube_plan).
  CHECK_FALSE(groupops::as_cube_plan(groupops::distribution_plan(3, true, Planted::none)));
  CHECK_FALSE(groupops::as_cube_plan(groupops::collection_plan(3, false, Planted::none)));
}

TEST_CASE("the binomial tree's scatter and gather are hypercube schedules, optimal") {
  for (const std::string proc : {"scatter", "gather"})
    for (int k = 0; k <= 10; ++k) {  // groupops.binomial.*'s smoke domain
      INFO(proc << " k=" << k);
      const auto v = round_trip_blocks(k, proc);
      REQUIRE_FALSE(v.illegal);
      REQUIRE_FALSE(v.incorrect);
      CHECK(v.count == static_cast<std::uint64_t>(k));
      CHECK(v.count == *v.bound);
    }
  // The slides' plans need no placement beyond each PE's item: c := x<i> on every PE (scatter),
  // c0 := c on the root (gather); messages of 2^(k-s) and 2^(s-1) registers.
  const auto s = *groupops::as_block_cube_plan(3, groupops::distribution_plan(3, true, {}), true);
  REQUIRE(s.steps.size() == 3);
  CHECK(s.steps[0].regs(s.steps[0].sends[0]).size() == 4);
  CHECK(s.steps.back().ops.size() == 8);
  const auto g = *groupops::as_block_cube_plan(3, groupops::collection_plan(3, false, {}), false);
  CHECK(g.steps.back().regs(g.steps.back().sends[0]).size() == 4);
  REQUIRE(g.steps.back().ops.size() == 1);
  CHECK(g.registers[static_cast<std::size_t>(g.steps.back().ops[0].dst)] == "c0");
  CHECK(g.init.ops.empty());
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

TEST_CASE("scatter and gather give the same items on the tree executor and on cube_step") {
  // Scatter: node i's buffer (the tree) against PE i's c (cube_step); gather: the root's buffer
  // against its c0, c1, ... The planted variants that the tree's executor runs through too.
  for (int k = 0; k <= 6; ++k) {
    const std::int64_t N = std::int64_t{1} << k;
    std::vector<Interval> x;
    for (std::int64_t i = 0; i < N; ++i) x.push_back(Interval::single(i));
    for (const bool scatter : {true, false})
      for (Planted bug : {Planted::none, Planted::short_loop, Planted::prepend}) {
        INFO("k=" << k << (scatter ? " scatter" : " gather"));
        const auto plan = scatter ? groupops::distribution_plan(k, true, bug)
                                  : groupops::collection_plan(k, false, bug);
        const auto tree = scatter ? groupops::binomial_scatter<Interval>(k, x, bug)
                                  : groupops::binomial_gather<Interval>(k, x, bug);
        const auto cube = *groupops::as_block_cube_plan(k, plan, scatter);
        groupops::CubeMachine<Interval> m(N, groupops::Op<Interval>{}, &cube.registers);
        const auto reg = [&](const std::string& name) {
          const auto at = std::find(cube.registers.begin(), cube.registers.end(), name);
          REQUIRE(at != cube.registers.end());
          return static_cast<int>(at - cube.registers.begin());
        };
        for (std::int64_t i = 0; i < N; ++i)
          if (scatter)
            m.at(0, reg("x" + std::to_string(i))) = x[static_cast<std::size_t>(i)];
          else
            m.at(i, groupops::kC) = x[static_cast<std::size_t>(i)];
        REQUIRE(groupops::cube_ops(m, cube.init));
        for (const auto& st : cube.steps) REQUIRE(groupops::cube_step(m, st));
        REQUIRE_FALSE(tree.violation);
        if (scatter) {
          for (std::int64_t i = 0; i < N; ++i) {
            const auto& b = tree.buffers[static_cast<std::size_t>(i)];
            CHECK(m.at(i, groupops::kC) == (b.empty() ? std::nullopt : std::optional(b[0])));
          }
        } else {
          const auto& b = tree.buffers[0];
          for (std::size_t j = 0; j < b.size(); ++j)
            CHECK(m.at(0, reg("c" + std::to_string(j))) == b[j]);
        }
      }
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
  // leave the wrong value at k = 1.
  CHECK(rule_of(round_trip(4, binomial("broadcast", 2, Planted::skip_largest), "broadcast")) ==
        "dimension");
  CHECK_FALSE(round_trip(2, binomial("broadcast", 1, Planted::skip_largest), "broadcast").illegal);
  CHECK(round_trip(2, binomial("reduction", 1, Planted::prepend), "reduce").incorrect);
  CHECK(round_trip(2, binomial("reduction", 1, Planted::short_loop), "reduce").incorrect);
  CHECK(round_trip(2, binomial("broadcast", 1, Planted::short_loop), "broadcast").incorrect);
  // Scatter and gather. planted-block-offset takes the block one item late, past the end of what
  // P_0 holds: P_0 sends x<N>, which it never held (the tree's executor: rule held), at k = 1 and
  // every k; at k = 0 there is no message.
  for (int k = 1; k <= 4; ++k) {
    const auto v = round_trip_blocks(k, "scatter", Planted::block_offset);
    CHECK(rule_of(v) == "no-value");
    CHECK(to_text(*cc::find(*v.illegal, "PE")) == "0");
    CHECK(to_text(*cc::find(*v.illegal, "step")) == "1");
    CHECK_THAT(to_text(*cc::find(*v.illegal, "detail")),
               Catch::Contains("P_0 sends register x" + std::to_string(1 << k)));
  }
  CHECK_FALSE(round_trip_blocks(0, "scatter", Planted::block_offset).illegal);
  CHECK(rule_of(round_trip_blocks(2, "scatter", Planted::skip_largest)) == "dimension");
  const auto wrong = [](const schedule::Verdicts& v) {
    REQUIRE_FALSE(v.illegal);
    REQUIRE(v.incorrect);
    return to_text(*cc::find(*v.incorrect, "PE")) + " " +
           to_text(*cc::find(*v.incorrect, "register")) + " " +
           to_text(*cc::find(*v.incorrect, "holds"));
  };
  // short-loop: P_1 never gets its item (scatter), the root never gets P_1's (gather).
  CHECK(wrong(round_trip_blocks(1, "scatter", Planted::short_loop)) == "1 c no value");
  CHECK(wrong(round_trip_blocks(1, "gather", Planted::short_loop)) == "0 c1 no value");
  // prepend: the root's block has P_1's item before its own (at k = 3: 7, 6, ..., 0).
  CHECK(wrong(round_trip_blocks(1, "gather", Planted::prepend)) == "0 c0 1");
  CHECK(wrong(round_trip_blocks(3, "gather", Planted::prepend)) == "0 c0 7");
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
  // Messages of several registers (scatter): the receive names as many registers as the
  // message carries, or it is no receive of that message.
  const auto ok = run_text(kScatter);
  CHECK_FALSE((ok.illegal || ok.incorrect));
  CHECK(ok.count == *ok.bound);
  const struct {
    std::string text, rule, step, pe;
  } blocks[] = {
      {scatter(R"("regs": ["c", "x3"])", R"("regs": ["c"])"), "receive matches a message", "1",
       "2"},
      {scatter(R"("regs": ["c", "x3"])", R"("reg": "c")"), "receive matches a message", "1", "2"},
      {scatter(R"("regs": ["c", "x3"])", R"("regs": ["c", "x3", "y"])"),
       "receive matches a message", "1", "2"},
      {scatter(R"(["x2", "x3"])", R"(["x2", "y"])"), "no-value", "1", "0"},
      // a block without x3, which P_2 then sends on
      {edit(scatter(R"(["x2", "x3"])", R"(["x2"])"), R"(["c", "x3"])", R"(["c"])"), "no-value", "2",
       "2"},
      // "init" runs before step 1: its broken rules are reported at step 0
      {scatter(R"("pe": 0, "dst")", R"("pe": 4, "dst")"), "range", "0", "4"},
      {scatter(R"("args": ["x0"])", R"("args": ["y"])"), "no-value", "0", "0"},
  };
  for (const auto& b : blocks) {
    INFO(b.text);
    const auto v = run_text(b.text);
    REQUIRE(v.illegal);
    CHECK(rule_of(v) == b.rule);
    CHECK(to_text(*cc::find(*v.illegal, "step")) == b.step);
    CHECK(to_text(*cc::find(*v.illegal, "PE")) == b.pe);
  }
  CHECK_THAT(to_text(*cc::find(*run_text(blocks[0].text).illegal, "detail")),
             Catch::Contains("P_2 receives 1 value(s) from P_0, but the message carries 2"));
  // Without init, P_0's c stays empty: legal, and PE 0 is wrong.
  const auto no_init = run_text(scatter(R"("init": [{"pe": 0, "dst": "c", "args": ["x0"]}],)", ""));
  CHECK_FALSE(no_init.illegal);
  REQUIRE(no_init.incorrect);
  CHECK(to_text(*cc::find(*no_init.incorrect, "PE")) == "0");
  // A gather by hand on 2 PEs, root 1: the root's c0 and c1 must hold operands 0 and 1, apart.
  const std::string gather = R"({"format": "collcheck-schedule/1", "name": "g",
 "model": {"name": "hypercube", "N": 2}, "collective": {"kind": "gather", "root": 1},
 "init": [{"pe": 1, "dst": "c1", "args": ["c"]}],
 "steps": [{"dim": 0, "send": [{"from": 0, "to": 1, "regs": ["c"]}],
            "recv": [{"at": 1, "from": 0, "regs": ["c0"]}]}]})";
  const auto g = run_text(gather);
  CHECK_FALSE((g.illegal || g.incorrect));
  CHECK(g.count == 1);
  const auto combined =
      run_text(edit(gather, R"("dim": 0,)",
                    R"("dim": 0, "ops": [{"pe": 1, "dst": "c0", "args": ["c0", "c1"]}],)"));
  REQUIRE(combined.incorrect);
  CHECK(to_text(*cc::find(*combined.incorrect, "register")) == "c0");
  CHECK(to_text(*cc::find(*combined.incorrect, "holds")) == "0:1");

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
  const std::pair<std::string, std::string> block_cases[] = {
      {scatter(R"("reg": "x1")", R"("reg": "x1", "regs": ["x1"])"),
       R"(give exactly one of "reg" and "regs")"},
      {scatter(R"("at": 1, "from": 0, "reg": "c")", R"("at": 1, "from": 0)"),
       R"(give exactly one of "reg" and "regs")"},
      {scatter(R"(["x2", "x3"])", "[]"), R"("regs" must name a register)"},
      {scatter(R"(["c", "x3"])", R"("c")"), R"("regs" must be an array)"},
      {scatter(R"(["x2", "x3"])", R"(["x2", 3])"), R"(a register of "regs" must be a string)"},
      {scatter(R"(["x2", "x3"])", R"(["x2", "X3"])"), "must be a register name"},
      {scatter(R"("kind": "scatter")", R"("kind": "scatter", "root": 4)"),
       R"("root" must be in 0..3)"},
      {scatter(R"("kind": "scatter")", R"("kind": "scatter", "blocks": [1, 1, 1, 1])"),
       R"(unknown key "blocks" in "collective")"},
      {two(R"("kind": "prefix")", R"("kind": "prefix", "root": 1)"),
       R"("root" applies to broadcast, reduce, scatter and gather only)"},
      {scatter(R"("N": 4)", R"("N": 2048)"), "needs N + 1 registers"},
      {scatter(R"([{"pe": 0, "dst": "c", "args": ["x0"]}])", R"({"pe": 0})"),
       R"("init" must be an array)"},
      {scatter(R"("dst": "c", "args")", R"("dest": "c", "args")"),
       R"(unknown key "dest" in an op)"},
  };
  const auto rejected = [](const std::string& text, const std::string& fragment) {
    INFO(text);
    try {
      run_text(text);
      FAIL("no InputError");
    } catch (const schedule::InputError& e) {
      CHECK_THAT(e.what(), Catch::Contains(fragment));
      CHECK(e.pos.line >= 1);
    }
  };
  for (const auto& [text, fragment] : cases) rejected(text, fragment);
  for (const auto& [text, fragment] : block_cases) rejected(text, fragment);
}

}  // namespace hypercube_emit_test
