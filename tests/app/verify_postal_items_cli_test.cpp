// collcheck verify on postal documents of many items (docs/schedule-format.md, "Many items"):
// the bound's receive-port and send-port counts, on documents and on the MPI generators of
// examples/generators/ (their full domains: ctest -L generators).
#include "tests/app/cli_support.hpp"

namespace verify_postal_items_cli_test {

using namespace cli_support;

namespace {

// Scatter on 4 PEs by the root alone, one block a step: 3 steps, which Theorem 1 (m = 2) and
// the receive-port count (1 item, 1 step) do not reach, but the root sends 3 items one per
// message, so no scatter takes fewer.
const char* kFlatScatter = R"({"format": "collcheck-schedule/1", "name": "flat-scatter",
 "model": {"name": "postal", "n": 4, "k": 1, "lambda": 1},
 "collective": {"kind": "scatter", "count": 1},
 "init": [{"pe": 0, "dst": "c", "args": ["x0"]}],
 "steps": [
  {"send": [{"from": 0, "to": 1, "reg": "x1"}], "recv": [{"at": 1, "from": 0, "reg": "c"}]},
  {"send": [{"from": 0, "to": 2, "reg": "x2"}], "recv": [{"at": 2, "from": 0, "reg": "c"}]},
  {"send": [{"from": 0, "to": 3, "reg": "x3"}], "recv": [{"at": 3, "from": 0, "reg": "c"}]}]})";

}  // namespace

TEST_CASE("postal many items: the scatter root's sends bound the steps (send-port count)") {
  const Run r = run("verify " + doc("flat-scatter.json", kFlatScatter));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.flat-scatter.correct"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 3 steps = the lower bound"));
  CHECK_THAT(r.out, Catch::Contains("a PE sends 3 items, one per message, at most k per step, "
                                    "the last received lambda - 1 steps later: lambda - 1 + "
                                    "ceil(3 / k) = 3 (collcheck's send-port count)"));
  // with lambda = 2 each block arrives a step after it left: 4 steps, the bound again
  const std::string lambda2 = R"({"format": "collcheck-schedule/1", "name": "flat-scatter",
 "model": {"name": "postal", "n": 4, "k": 1, "lambda": 2},
 "collective": {"kind": "scatter", "count": 1},
 "init": [{"pe": 0, "dst": "c", "args": ["x0"]}],
 "steps": [
  {"send": [{"from": 0, "to": 1, "reg": "x1"}]},
  {"send": [{"from": 0, "to": 2, "reg": "x2"}], "recv": [{"at": 1, "from": 0, "reg": "c"}]},
  {"send": [{"from": 0, "to": 3, "reg": "x3"}], "recv": [{"at": 2, "from": 0, "reg": "c"}]},
  {"recv": [{"at": 3, "from": 0, "reg": "c"}]}]})";
  const Run r2 = run("verify " + doc("flat-scatter-2.json", lambda2));
  CHECK(r2.code == 0);
  CHECK_THAT(r2.out, Catch::Contains("optimal: 4 steps = the lower bound"));
}

TEST_CASE("postal many items: the binomial scatter and the ring reduce-scatter are optimal at k = 1",
          "[slow]") {
  // the root of a scatter sends (n-1) m items; every PE of a reduce_scatter its (n-1) m items
  // for the other blocks: the binomial tree and the ring send exactly that many, one a step
  Run r = run("verify --generator 'python3 " + generator("binomial_scatter.py") +
              "' --model postal --domain 'n=2..8,k=1,lambda=1,m=1..3'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal at every point"));
  r = run("verify --generator 'python3 " + generator("ring_reduce_scatter.py") +
          "' --model postal --domain 'n=2..6,k=1,lambda=1,m=1..4'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal at every point"));
  // the bound names the send-port count where it is the larger: 3 blocks of 2 items
  r = run("verify --generator 'python3 " + generator("ring_reduce_scatter.py") +
          "' --model postal --case n=4,k=1,lambda=1,m=2");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 6 steps = the lower bound"));
  CHECK_THAT(r.out, Catch::Contains("a PE sends 6 items, one per message, at most k per step, "
                                    "the last received lambda - 1 steps later: lambda - 1 + "
                                    "ceil(6 / k) = 6 (collcheck's send-port count)"));
}

}  // namespace verify_postal_items_cli_test
