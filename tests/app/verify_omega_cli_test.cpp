// collcheck verify on omega documents (docs/schedule-format.md, omega): the examples with their
// expected verdicts, simulate omega --emit-schedule round trips for the paper's ring, a planted
// variant and a set of paths, a generator over L, and bad input.
#include "tests/app/cli_support.hpp"

namespace verify_omega_cli_test {

using namespace cli_support;

TEST_CASE("the omega examples: rings and paths, legal and correct or refuted with the link") {
  Run r = run("verify " + example("omega-ring.json") + " " + example("omega-paths.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.omega-ring.legal"));
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.omega-ring.correct"));
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.omega-paths.correct"));
  CHECK_THAT(r.out, Catch::Contains("no lower bound is known"));
  r = run("verify " + example("omega-ring-conflict.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.omega-ring-conflict.legal"));
  CHECK_THAT(r.out, Catch::Contains("rule=\"link conflict\" paths=\"Path(0,1) and Path(2,0)\" "
                                    "stage=1 link=(1,0)"));
  r = run("verify " + example("omega-paths-conflict.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("step=2 rule=\"link conflict\" paths=\"Path(2,6) and "
                                    "Path(6,5)\" stage=1 link=(1,5)"));
}

TEST_CASE("simulate omega --emit-schedule writes documents that verify judges as the paper does",
          "[slow]") {
  const std::string doc = temp_path("omega.json");
  // Fig. 5: the paper's ring of {0,2,3,5,6}
  Run r = run("simulate omega --L 3 --ring 0,2,3,5,6 --emit-schedule " + doc);
  REQUIRE(r.code == 0);
  r = run("verify " + doc);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.ring-merging.legal"));
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.ring-merging.correct"));
  CHECK_THAT(slurp(doc), Catch::Contains("\"ring\": [0, 3, 2, 5, 6]"));
  // a planted variant: its ring is exported as built, and verify names the shared link
  r = run("simulate omega --L 2 --ring 0,1,2,3 --variant planted-shortest-suffix --emit-schedule " +
          doc);
  CHECK(r.code == 1);
  r = run("verify " + doc);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.planted-shortest-suffix.legal"));
  CHECK_THAT(r.out, Catch::Contains("paths=\"Path(0,2) and Path(2,3)\" stage=1 link=(1,1)"));
  // paths: one step
  r = run("simulate omega --L 3 --paths 2:6,6:5 --emit-schedule " + doc);
  CHECK(r.code == 0);
  r = run("verify " + doc);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("link=(1,5)"));
  require_usage_error("simulate omega --L 64 --ring 0,1 --emit-schedule " + doc, "L <= 63");
}

TEST_CASE("an omega generator is asked for every L, and the Gray-code ring is refuted at L = 2",
          "[slow]") {
  Run r = run("verify --generator 'python3 " + generator("omega_shift_ring.py") +
              "' --model omega --domain 'L=1..8'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.shift-ring.legal"));
  CHECK_THAT(r.out, Catch::Contains("8 cases"));
  r = run("verify --generator 'python3 " + generator("omega_shift_ring.py") +
          " --gray' --model omega --domain 'L=1..8'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("counterexample: L=2 step=1 rule=\"link conflict\""));
  CHECK_THAT(replay_args(r.out), Catch::EndsWith("--model omega --case L=2"));
}

TEST_CASE("bad omega input is one line FILE:LINE:COL and exit 2") {
  const std::string path = temp_path("bad-omega.json");
  std::ofstream(path) << "{\"format\": \"collcheck-schedule/1\", \"name\": \"x\",\n"
                         " \"model\": {\"name\": \"omega\", \"L\": 3},\n"
                         " \"collective\": {\"kind\": \"ring\", \"nodes\": [0, 8]}, \"ring\": []}";
  const Run r = run("verify " + path);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "collcheck: error: " + path + ":3:46: a node of \"nodes\" must be in 0..7, got 8\n");
  require_usage_error("verify --generator x --model omega --domain 'L=0..3'", "domain L must be");
}

}  // namespace verify_omega_cli_test
