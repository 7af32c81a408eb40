// collcheck verify on the group-operation models (Ohtaki's slides): the hypercube and pram examples
// with their expected verdicts, `simulate pram|hypercube|binomial --emit-schedule` then `verify`
// for the slides' procedures and the planted variants, and the generator path for both models.
#include "tests/app/cli_support.hpp"

namespace verify_groupops_cli_test {

using namespace cli_support;

namespace {

// simulate ... --emit-schedule, then verify the document.
Run emit_and_verify(const std::string& simulate, const std::string& file) {
  const std::string path = temp_path(file);
  const Run s = run("simulate " + simulate + " --emit-schedule " + path);
  REQUIRE(s.code == 0);
  return run("verify " + path);
}

}  // namespace

TEST_CASE("the hypercube and pram examples get their expected verdicts") {
  Run r = run("verify " + example("hypercube-allreduce.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.hypercube-allreduce.correct"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 3 steps = the lower bound (Lin and Yeh, Theorem 1"));
  r = run("verify " + example("hypercube-allreduce-crossed.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out,
             Catch::Contains("counterexample: step=1 PE=0 rule=dimension detail=\"P_0 -> P_1 is "
                             "not a link of dimension 1\""));
  r = run("verify " + example("hypercube-scatter.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps = the lower bound"));
  r = run("verify " + example("pram-scan.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("4 steps; no lower bound is known"));
  r = run("verify " + example("pram-broadcast-crew.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("step=2 PE=2 rule=exclusive cell=A(1)"));
}

TEST_CASE("simulate --emit-schedule writes the slides' procedures as documents verify accepts",
          "[slow]") {
  for (const std::string model : {"pram", "hypercube"})
    for (const std::string proc : {"broadcast", "reduction", "prefix"}) {
      INFO(model << " " << proc);
      const Run r = emit_and_verify(model + " --procedure " + proc + " --N 7", "emit.json");
      CHECK(r.code == 0);
      CHECK_THAT(r.out, Catch::Contains((model == "pram" ? "verify.pram-" : "verify.cube-") + proc +
                                        ".correct"));
      CHECK_THAT(r.out,
                 Catch::Contains(model == "pram" ? "no lower bound is known" : "optimal: 3 steps"));
    }
  for (const std::string proc : {"broadcast", "scatter", "gather", "reduction"}) {
    INFO(proc);
    const Run r = emit_and_verify("binomial --procedure " + proc + " --N 16", "binomial.json");
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("verify.binomial-" + proc + ".correct"));
    CHECK_THAT(r.out, Catch::Contains("optimal: 4 steps"));
  }
  require_usage_error(
      "simulate binomial --procedure properties --emit-schedule " + temp_path("properties.json"),
      "runs no schedule");
}

TEST_CASE("the planted groupops variants, exported, are refuted by verify", "[slow]") {
  const struct {
    std::string simulate, expect;
  } cases[] = {
      {"pram --procedure reduction --N 2 --variant planted-read-offset", "rule=range"},
      {"pram --procedure prefix --N 2 --variant planted-read-offset",
       "PE=1 register=c holds=invalid"},
      {"pram --procedure reduction --N 2 --variant planted-short-loop", "PE=0 register=c holds=0"},
      {"hypercube --procedure reduction --N 2 --variant planted-wrong-dimension", "rule=dimension"},
      {"hypercube --procedure reduction --N 2 --variant planted-swap-operands",
       "PE=0 register=c holds=invalid"},
      {"hypercube --procedure reduction --N 2 --variant planted-short-loop",
       "PE=0 register=c holds=0"},
      {"binomial --procedure broadcast --N 4 --variant planted-skip-largest", "rule=dimension"},
      {"binomial --procedure reduction --N 2 --variant planted-prepend",
       "PE=0 register=c holds=invalid"},
      // the block one item late: past the end of what P_0 holds (the tree's executor: held)
      {"binomial --procedure scatter --N 2 --variant planted-block-offset",
       "step=1 PE=0 rule=no-value detail=\"P_0 sends register x2, which holds no value\""},
      {"binomial --procedure scatter --N 4 --variant planted-skip-largest", "rule=dimension"},
      {"binomial --procedure scatter --N 2 --variant planted-short-loop",
       "PE=1 register=c holds=\"no value\""},
      {"binomial --procedure gather --N 2 --variant planted-prepend",
       "PE=0 register=c0 holds=1 expected=0"},
      {"binomial --procedure gather --N 2 --variant planted-short-loop",
       "PE=0 register=c1 holds=\"no value\""},
  };
  for (const auto& c : cases) {
    INFO(c.simulate);
    const Run r = emit_and_verify(c.simulate, "planted.json");
    CHECK(r.code == 1);
    CHECK_THAT(r.out, Catch::Contains(c.expect));
  }
}

TEST_CASE("generators for the hypercube and pram models run over a domain, least failure first",
          "[slow]") {
  Run r = run("verify --generator 'python3 " + generator("hypercube_allreduce.py") +
              "' --model hypercube --domain 'N=1..16'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("5 cases"));
  CHECK_THAT(r.out, Catch::Contains("11 points skipped by the generator"));
  r = run("verify --generator 'python3 " + generator("pram_scan.py") +
          " --bug' --model pram --domain 'N=1..16'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: N=3 step=2 PE=2 rule=exclusive"));
  const std::string replay = replay_args(r.out);
  CHECK_THAT(replay, Catch::EndsWith("--model pram --case N=3"));
  r = run(replay);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("1 cases"));
  require_usage_error("verify --generator x --model pram --domain 'N=0..3'", "N");
}

TEST_CASE("pram refutations number PEs as documents do, 0..N-1, with the slides' P_{i+1}",
          "[slow]") {
  // docs/schedule-format.md, "pram": PEs 0..N-1 (the slides' P_1..P_N). Issue 30: the details
  // printed the document's PE i as P_i, the slides' name of PE i - 1, beside the field PE=i.
  const auto pram = [](const std::string& steps) {
    return doc("pram.json", R"({"format": "collcheck-schedule/1", "name": "p",
 "model": {"name": "pram", "N": 4}, "collective": {"kind": "prefix"}, "steps": [)" +
                                steps + "]}");
  };
  const std::pair<std::string, std::string> cases[] = {
      {R"({"write": [{"pe": 0, "cell": 1, "reg": "c"}]},
          {"read": [{"pe": 1, "cell": 1, "reg": "t"}, {"pe": 2, "cell": 1, "reg": "t"}]})",
       "step=2 PE=2 rule=exclusive cell=A(1) detail=\"PE 1 (the slides' P_2) and PE 2 (the "
       "slides' P_3) both access A(1)\""},
      {R"({"write": [{"pe": 3, "cell": 1, "reg": "c"}, {"pe": 3, "cell": 2, "reg": "c"}]})",
       "step=1 PE=3 rule=one-address cell=A(2) detail=\"PE 3 (the slides' P_4) accesses A(1) and "
       "A(2) in one step\""},
      {R"({"write": [{"pe": 4, "cell": 1, "reg": "c"}]})",
       "step=1 PE=4 rule=range detail=\"PE 4 is not a PE (N = 4: PEs are 0..3)\""},
      {R"({"ops": [{"pe": -1, "dst": "c", "args": ["c"]}]})",
       "step=1 PE=-1 rule=range detail=\"PE -1 is not a PE (N = 4: PEs are 0..3)\""},
      {R"({"write": [{"pe": 2, "cell": 5, "reg": "c"}]})",
       "step=1 PE=2 rule=range cell=A(5) detail=\"PE 2 (the slides' P_3) accesses a cell outside "
       "m, A(1..N): cell 5, the cells are 0..4\""},
      {R"({"write": [{"pe": 0, "cell": 1, "reg": "t"}]})",
       "step=1 PE=0 rule=no-value cell=A(1) detail=\"PE 0 (the slides' P_1) writes register t to "
       "A(1), but it holds no value\""},
      {R"({"read": [{"pe": 1, "cell": 2, "reg": "t"}]})",
       "step=1 PE=1 rule=no-value cell=A(2) detail=\"PE 1 (the slides' P_2) reads A(2), which "
       "holds no value\""},
      {R"({"ops": [{"pe": 3, "dst": "c", "args": ["u", "c"]}]})",
       "step=1 PE=3 rule=no-value detail=\"PE 3 (the slides' P_4) reads register u, which holds "
       "no value\""},
  };
  for (const auto& [steps, fragment] : cases) {
    INFO(fragment);
    const Run r = run("verify " + pram(steps));
    CHECK(r.code == 1);
    CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.p.legal"));
    CHECK_THAT(r.out, Catch::Contains("counterexample: " + fragment));
    // every P_ of the slides stands beside the document's number, never for it
    for (std::size_t at = r.out.find("P_"); at != std::string::npos; at = r.out.find("P_", at + 1))
      CHECK((at >= 12 && r.out.compare(at - 12, 12, "the slides' ") == 0));
  }
  // the example: PE 0 writes A(1), then PEs 1, 2 and 3 read it at once
  const Run r = run("verify " + example("pram-broadcast-crew.json"));
  CHECK_THAT(r.out, Catch::Contains("detail=\"PE 1 (the slides' P_2) and PE 2 (the slides' P_3) "
                                    "both access A(1)\""));
}

TEST_CASE("the hypercube and pram examples of docs/schedule-format.md verify") {
  const std::string md = slurp(std::string(COLLCHECK_SOURCE_DIR) + "/docs/schedule-format.md");
  int found = 0;
  for (std::size_t at = md.find("```json\n"); at != std::string::npos;
       at = md.find("```json\n", at + 1)) {
    const std::size_t from = at + 8, to = md.find("```", from);
    const std::string block = md.substr(from, to - from);
    if (block.find("\"format\"") == std::string::npos ||
        (block.find("\"name\": \"hypercube\"") == std::string::npos &&
         block.find("\"name\": \"pram\"") == std::string::npos))
      continue;
    ++found;
    const std::string path = temp_path("doc_example.json");
    std::ofstream(path) << block;
    const Run r = run("verify " + path);
    INFO(block);
    CHECK(r.code == 0);
  }
  CHECK(found == 3);
}

TEST_CASE("bad hypercube and pram documents are one line FILE:LINE:COL and exit 2") {
  const std::pair<std::string, std::string> cases[] = {
      {R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "hypercube", "N": 4},
 "collective": {"kind": "broadcast"}, "steps": [{"send": []}]})",
       ":2:49: missing key \"dim\""},
      {R"({"format": "collcheck-schedule/1", "name": "x", "model": {"name": "pram", "N": 4},
 "collective": {"kind": "broadcast"}, "steps": [{"read": [{"pe": 1, "cel": 1, "reg": "c"}]}]})",
       ":2:69: unknown key \"cel\" in a read"},
  };
  for (const auto& [text, fragment] : cases) {
    const std::string path = temp_path("bad_groupops.json");
    std::ofstream(path) << text;
    const Run r = run("verify " + path);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Catch::StartsWith("collcheck: error: " + path + ":"));
    CHECK_THAT(r.err, Catch::Contains(fragment));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

// Many items on the hypercube (docs/schedule-format.md, "Many items"): "count" and the MPI kinds,
// a message carrying several items in one step; a one-item scatter reads as before.
TEST_CASE("hypercube documents with many items: count, the MPI kinds, wrong placements refuted",
          "[slow]") {
  // Alltoall on 2 PEs, 2 items per block: PE i holds x0..x3 (block q = items 2q, 2q + 1) and must
  // end with c<i'*2 + j> = PE i''s item 2q + j for q = its own rank.
  const std::string a2a =
      R"({"format": "collcheck-schedule/1", "name": "cube-a2a",
          "model": {"name": "hypercube", "N": 2}, "collective": {"kind": "alltoall", "count": 2},
          "init": [{"pe": 0, "dst": "c0", "args": ["x0"]}, {"pe": 0, "dst": "c1", "args": ["x1"]},
                   {"pe": 1, "dst": "c2", "args": ["x2"]}, {"pe": 1, "dst": "c3", "args": ["x3"]}],
          "steps": [{"dim": 0,
            "send": [{"from": 0, "to": 1, "regs": ["x2", "x3"]}, {"from": 1, "to": 0, "regs": ["x0", "x1"]}],
            "recv": [{"at": 1, "from": 0, "regs": ["c0", "c1"]}, {"at": 0, "from": 1, "regs": ["SWAP"]}]}]})";
  const auto with = [&](const std::string& regs) {
    std::string t = a2a;
    t.replace(t.find("\"SWAP\""), 6, regs);
    return t;
  };
  Run r = run("verify " + doc("cube-a2a.json", with("\"c2\", \"c3\"")));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.cube-a2a.correct"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 1 steps = the lower bound"));
  r = run("verify " + doc("cube-a2a-swapped.json", with("\"c3\", \"c2\"")));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: PE=0 register=c2 holds=\"1 of item 1\" "
                                    "expected=\"1 of item 0\""));
  // Exscan of 2 items on 2 PEs: PE 1 ends with PE 0's items; PE 0 with nothing asked.
  r = run("verify " + doc("cube-exscan.json", R"({"format": "collcheck-schedule/1", "name": "cube-exscan",
          "model": {"name": "hypercube", "N": 2}, "collective": {"kind": "exscan", "count": 2},
          "steps": [{"dim": 0, "send": [{"from": 0, "to": 1, "regs": ["x0", "x1"]}],
                     "recv": [{"at": 1, "from": 0, "regs": ["c0", "c1"]}]}]})"));
  CHECK(r.code == 0);
  // The same with PE 1's own items combined in: exscan excludes them.
  r = run("verify " + doc("cube-exscan-own.json", R"({"format": "collcheck-schedule/1", "name": "cube-exscan",
          "model": {"name": "hypercube", "N": 2}, "collective": {"kind": "exscan", "count": 2},
          "steps": [{"dim": 0, "send": [{"from": 0, "to": 1, "regs": ["x0", "x1"]}],
                     "recv": [{"at": 1, "from": 0, "regs": ["c0", "c1"]}],
                     "ops": [{"pe": 1, "dst": "c0", "args": ["c0", "x0"]}]}]})"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: PE=1 register=c0 holds=\"0:1 of item 0\""));
  // A one-item scatter reads as before; with "count": 1 through the many-item rules.
  r = run("verify " + example("hypercube-scatter.json"));
  CHECK(r.code == 0);
  // Too many items for the register slots: one line, exit 2.
  require_usage_error("verify " + doc("cube-huge.json", R"({"format": "collcheck-schedule/1", "name": "h",
          "model": {"name": "hypercube", "N": 1024}, "collective": {"kind": "alltoall", "count": 4},
          "steps": []})"), "register slots");
  // The generator: recursive doubling with m items per PE, and its --bug refuted at its least point.
  r = run("verify --generator 'python3 " + generator("hypercube_allgather.py") +
          "' --model hypercube --domain 'N=1..16,m=1..8'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.hypercube-allgather.correct            40 cases"));
  r = run("verify --generator 'python3 " + generator("hypercube_allgather.py") +
          " --bug' --model hypercube --domain 'N=1..16,m=1..8'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: N=2 m=2 PE=0 register=c2 holds=\"1 of item 1\""));
}

// Many items on the EREW PRAM: the cells grow to one per item (m, A(1..N*I)), the EREW rules stay.
TEST_CASE("pram documents with many items: one cell per item, exclusive reads, wrong ones refuted",
          "[slow]") {
  // Exscan of 2 items on 2 PEs through the cells: PE 0 writes its items to A(1), A(2) (one a
  // step), PE 1 reads them into c0, c1.
  const std::string exscan = R"({"format": "collcheck-schedule/1", "name": "pram-exscan",
    "model": {"name": "pram", "N": 2}, "collective": {"kind": "exscan", "count": 2},
    "steps": [{"write": [{"pe": 0, "cell": 1, "reg": "x0"}]},
              {"write": [{"pe": 0, "cell": 2, "reg": "x1"}], "read": [{"pe": 1, "cell": 1, "reg": "c0"}]},
              {"read": [{"pe": 1, "cell": CELL, "reg": "c1"}]}]})";
  const auto with = [&](const std::string& cell) {
    std::string t = exscan;
    t.replace(t.find("CELL"), 4, cell);
    return t;
  };
  Run r = run("verify " + doc("pram-exscan.json", with("2")));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("3 steps; no lower bound is known"));
  r = run("verify " + doc("pram-exscan-wrong.json", with("1")));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: PE=1 register=c1 holds=\"0 of item 0\" "
                                    "expected=\"0 of item 1\""));
  // The memory has cells 0..N*2 = 0..4 here: A(5) is outside.
  r = run("verify " + doc("pram-exscan-range.json", with("5")));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("rule=range cell=A(5)"));
  CHECK_THAT(r.out, Catch::Contains("the cells are 0..4"));
  // The generator, and its CREW bug refuted at its least point.
  r = run("verify --generator 'python3 " + generator("pram_allgather.py") +
          "' --model pram --domain 'N=1..8,m=1..4'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.pram-allgather.correct                 32 cases"));
  r = run("verify --generator 'python3 " + generator("pram_allgather.py") +
          " --bug' --model pram --domain 'N=1..8,m=1..4'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: N=2 m=1 step=2 PE=1 rule=exclusive cell=A(2)"));
  // Too many cells: one line, exit 2.
  require_usage_error("verify " + doc("pram-huge.json", R"({"format": "collcheck-schedule/1", "name": "h",
          "model": {"name": "pram", "N": 1024}, "collective": {"kind": "allgather", "count": 8},
          "steps": []})"), "cells");
}

}  // namespace verify_groupops_cli_test
