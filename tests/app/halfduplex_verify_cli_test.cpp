// collcheck verify on the halfduplex model (Lin and Hung): the examples with their verdicts,
// simulate halfduplex --emit-schedule for A, L, B, E and F and the planted variants, a
// generator, and bad input (one line FILE:LINE:COL, exit 2) apart from broken rules (exit 1).
#include <fstream>

#include "tests/app/cli_support.hpp"

namespace halfduplex_verify_cli_test {

using namespace cli_support;

namespace {

// simulate halfduplex `args` --emit-schedule, then verify the document.
Run emit_and_verify(const std::string& args, int simulate_code = 0) {
  const std::string doc = temp_path("hd_emit.json");
  std::remove(doc.c_str());
  const Run s = run("simulate halfduplex " + args + " --emit-schedule " + doc);
  CHECK(s.code == simulate_code);
  return run("verify " + doc);
}

}  // namespace

TEST_CASE("the halfduplex examples: A(4, 2, 1) is optimal, the exchange breaks half duplex") {
  Run r = run("verify " + example("halfduplex-a-4-2-1.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.halfduplex-a-4-2-1.legal"));
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.halfduplex-a-4-2-1.correct"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 computation steps = the lower bound"));
  CHECK_THAT(r.out, Catch::Contains("2 communication steps, for which no lower bound is known"));
  r = run("verify " + example("halfduplex-exchange.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.halfduplex-exchange.legal"));
  CHECK_THAT(r.out, Catch::Contains("step=3 PE=0 rule=half-duplex"));
  CHECK_THAT(r.out, Catch::Contains("replay: "));
}

TEST_CASE(
    "simulate halfduplex --emit-schedule writes A, L, B, E and F as documents verify accepts",
    "[slow]") {
  const char* runs[] = {"--algorithm A --n 40 --p 4 --k 3", "--algorithm L --n 30 --p 5",
                        "--algorithm B --n 60 --p 5 --k 2", "--algorithm E --n 100 --p 7 --k 2",
                        "--algorithm F --n 100 --p 7 --k 3"};
  for (const char* args : runs) {
    INFO(args);
    const Run r = emit_and_verify(args);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.algorithm-"));
    CHECK_THAT(r.out, Catch::Contains("computation steps, the lower bound is"));
  }
  // The counts are those simulate prints: A(40, 4, 3) takes 18 and 15.
  const Run r = emit_and_verify("--algorithm A --n 40 --p 4 --k 3");
  CHECK_THAT(r.out, Catch::Contains("+12: 18 computation steps, the lower bound is 6"));
  CHECK_THAT(r.out, Catch::Contains("15 communication steps"));
}

TEST_CASE("the planted halfduplex variants, exported, are refuted by verify with the rule named") {
  Run r = emit_and_verify("--variant planted-drop-last-part --algorithm A --n 3 --p 2 --k 1", 1);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("verify.planted-drop-last-part-a.legal"));
  CHECK_THAT(r.out, Catch::Contains("step=3 PE=0 rule=no-value"));
  r = emit_and_verify("--variant planted-move-before-scan --algorithm F --n 50 --p 5 --k 2", 1);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("rule=no-value"));
  // The split off by one breaks no rule and leaves every prefix; its bug is Theorem 2's count
  // (halfduplex.thm2.c), not a lower bound: verify accepts it and shows the count.
  r = emit_and_verify("--variant planted-split-off-by-one --algorithm A --n 4 --p 2 --k 1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+1: 3 computation steps, the lower bound is 2"));
}

TEST_CASE("a halfduplex generator is asked for every point of its domain", "[slow]") {
  // All n operands on PE 0, which scans them in n - 1 computation steps; --bug skips the last.
  const std::string gen = temp_path("hd_gen.py");
  std::ofstream(gen) << R"(import json, sys
bug = "--bug" in sys.argv
for line in sys.stdin:
    m = json.loads(line)["model"]
    n, p = m["n"], m["p"]
    steps = [{"ops": [{"pe": 0, "dst": "x%d" % i, "args": ["x%d" % (i - 1), "x%d" % i]}]}
             for i in range(1, n - (1 if bug else 0))]
    print(json.dumps({"format": "collcheck-schedule/1", "name": "sequential",
                      "model": m, "collective": {"kind": "prefix", "anywhere": True,
                                                 "blocks": [n] + [0] * (p - 1)},
                      "steps": steps}), flush=True)
)";
  Run r =
      run("verify --generator 'python3 " + gen + "' --model halfduplex --domain 'n=1..6,p=1..3'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.sequential.correct"));
  CHECK_THAT(r.out, Catch::Contains("18 cases"));
  r = run("verify --generator 'python3 " + gen +
          " --bug' --model halfduplex --domain "
          "'n=1..6,p=1..3'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: n=2 p=1 prefix=0:1"));
  CHECK_THAT(replay_args(r.out), Catch::EndsWith("--model halfduplex --case n=2,p=1"));
  require_usage_error("verify --generator 'python3 " + gen + "' --model halfduplex --domain n=1..2",
                      "p is missing");
}

TEST_CASE("bad halfduplex input is one line FILE:LINE:COL and exit 2") {
  const std::string path = temp_path("hd_bad.json");
  std::ofstream(path) << R"({"format": "collcheck-schedule/1", "name": "bad",
 "model": {"name": "halfduplex", "n": 5, "p": 2},
 "collective": {"kind": "prefix"}, "steps": []})";
  const Run r = run("verify " + path);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::StartsWith("collcheck: error: " + path + ":2:39: n = 5 operands on"));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  require_usage_error(
      "simulate halfduplex --table --n 100 --p 4 --emit-schedule " + temp_path("t.json"),
      "--emit-schedule writes one run");
}

}  // namespace halfduplex_verify_cli_test
