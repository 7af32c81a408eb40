// collcheck synth --collective allreduce on the postal model (docs/synth.md, "Allreduce"): the
// window class's least steps with a schedule that verify replays on the non-commutative witness,
// the gossip certificate for one step fewer (cvc5 confirms it when installed), exit 3 where the
// class needs more steps than the certificate excludes, and the planted encoding bug caught by
// the replay.
#include <cstdlib>
#include <filesystem>

#include "checkers/postal/allreduce_checks.hpp"
#include "checkers/registry.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_allreduce_test {

using namespace cli_support;

TEST_CASE("synth allreduce: n=4 k=1 lambda=1 is 2 steps, replayed, and gossip in 1 is unsat") {
  const std::string dir = fresh_dir("synth_ar");
  const std::string sched = dir + "/ar.json", smt = dir + "/smt";
  Run r = run("synth --model postal --collective allreduce --point 'n=4,k=1,lambda=1' --emit-schedule " +
              sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("schedule: 2 steps, legal, correct, 2 steps on the postal executor"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps; no message pattern of 1 steps brings every operand"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("optimal: 2 steps = the lower bound"));
  const std::string cert = smt + "/synth_postal_allreduce_n4_k1_l1_below_T1.smt2";
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth allreduce: n=8 k=2 lambda=2, a replayed schedule, optimal only with the gossip unsat",
          "[slow]") {
  const std::string sched = temp_path("synth_ar8.json");
  Run r = run("synth --model postal --collective allreduce --point 'n=8,k=2,lambda=2' --emit-schedule " + sched);
  INFO(r.out);
  // Whatever the answer, a schedule was replayed, and an optimum is claimed only with the
  // gossip query's unsat.
  CHECK((r.code == 0 || r.code == 3));
  CHECK_THAT(r.out, Catch::Contains("legal, correct"));
  if (r.code == 0) CHECK_THAT(r.out, Catch::Contains("certificate, every operand to every PE (gossip)"));
  r = run("verify " + sched);
  CHECK(r.code == 0);
  std::filesystem::remove(sched);
}

TEST_CASE("synth allreduce: where the window class needs more than gossip excludes, exit 3") {
  // n = 3, k = 1, lambda = 1: gossip takes 2 steps (0 -> 1 -> 2 -> 0, then once more), and a
  // schedule that keeps its operand beside its window allreduces in 2; the window class needs 3.
  const Run r = run("synth --model postal --collective allreduce --point 'n=3,k=1,lambda=1'");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("schedule: 3 steps, legal, correct"));
  CHECK_THAT(r.out, Catch::Contains("the gossip certificate is sat"));
  CHECK_THAT(r.out, !Catch::Contains("optimal:"));
  // That schedule, which the window class cannot express: PE 0 keeps 2 beside its window, PE 2
  // keeps its operand beside 1:2. Legal and correct in 2 steps = Theorem 1's m, so the optimum
  // is 2 and the class is one step above it here.
  const std::string d = doc("allreduce3.json", R"({"format": "collcheck-schedule/1", "name": "ar3",
 "model": {"name": "postal", "n": 3, "k": 1, "lambda": 1}, "collective": {"kind": "allreduce"},
 "steps": [
  {"send": [{"from": 0, "to": 1, "reg": "c"}, {"from": 1, "to": 2, "reg": "c"}, {"from": 2, "to": 0, "reg": "c"}],
   "recv": [{"at": 1, "from": 0, "reg": "t"}, {"at": 2, "from": 1, "reg": "t"}, {"at": 0, "from": 2, "reg": "r"}],
   "ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}, {"pe": 2, "dst": "d", "args": ["t", "c"]}]},
  {"send": [{"from": 1, "to": 0, "reg": "c"}, {"from": 0, "to": 2, "reg": "c"}, {"from": 2, "to": 1, "reg": "c"}],
   "recv": [{"at": 0, "from": 1, "reg": "t"}, {"at": 2, "from": 0, "reg": "t"}, {"at": 1, "from": 2, "reg": "t"}],
   "ops": [{"pe": 0, "dst": "c", "args": ["t", "r"]}, {"pe": 2, "dst": "c", "args": ["t", "d"]},
           {"pe": 1, "dst": "c", "args": ["c", "t"]}]}]})");
  const Run v = run("verify " + d);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("optimal: 2 steps = the lower bound"));
  std::filesystem::remove(d);
}

TEST_CASE("synth allreduce: the planted encoding bug is caught by the replay") {
  const Run r = run("synth --model postal --collective allreduce --point 'n=3,k=1,lambda=1' --planted drop-adjacent");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  require_usage_error("synth --model postal --collective allreduce --point 'n=3,k=1,lambda=1,m=17'",
                      "m must be in [1, 16]");
  require_usage_error("synth --model postal --collective allreduce --point 'n=3,k=1,lambda=1' --planted drop-ports",
                      "--planted must be drop-adjacent");
}

TEST_CASE("postal.optima.allreduce_window: the table holds, a wrong one is refuted, the replay is the executor's") {
  cc::RunContext ctx;
  ctx.budget = cc::Budget::smoke;
  ctx.jobs = 2;
  using namespace cc::postal_checks;
  CHECK_FALSE(allreduce_window_case(4, 1, 1, ctx).has_value());
  CHECK(cc::find_claim("postal.optima.allreduce_window")->checker->run(ctx).verdict == cc::Verdict::proved);
  // "at most m" instead of m + 1: refuted at the least point where the window class needs m + 1,
  // n = 3, k = 1, lambda = 1.
  const cc::Outcome tight = allreduce_window_checker("planted", -1).run(ctx);
  REQUIRE(tight.verdict == cc::Verdict::refuted);
  CHECK(to_text(tight.replay_case) == "n=3 k=1 lambda=1");
  // The replay refuses what the model forbids and what leaves a PE short.
  CHECK(replay_allreduce_window(3, 1, 1, 1, {{{0, 1}, {0, 2}}}).value_or("").find("port") != std::string::npos);
  CHECK(replay_allreduce_window(2, 1, 1, 1, {{{0, 1}}}).value_or("") == "PE 0 ends with 0, not 0:1");
  CHECK_FALSE(replay_allreduce_window(2, 1, 1, 1, {{{0, 1}, {1, 0}}}).has_value());
}

}  // namespace synth_allreduce_test
