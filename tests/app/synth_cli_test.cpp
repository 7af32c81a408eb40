// collcheck synth (docs/synth.md): the postal prefix and broadcast optima with a schedule that
// verify calls optimal and an unsat certificate for one step fewer (confirmed by the cvc5 command
// when it is installed), the planted encoding bug caught by the replay, and bad input.
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "tests/app/cli_support.hpp"

namespace synth_cli_test {

using namespace cli_support;

TEST_CASE("synth: the postal prefix at n=8 k=1 lambda=2 is Theorem 1's m, replayed and certified") {
  const std::string dir = fresh_dir("synth_dir");
  const std::string sched = dir + "/prefix.json", smt = dir + "/smt";
  Run r = run("synth --model postal --collective prefix --point 'n=8,k=1,lambda=2' --emit-schedule " +
              sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("lower bound: 5 steps (Lin and Yeh, Theorem 1"));
  CHECK_THAT(r.out, Catch::Contains("schedule: 5 steps, legal, correct, 5 steps on the postal executor"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 5 steps; no schedule of 4 steps brings v(0) to every PE"));
  // The schedule, verified on its own: legal, correct, optimal.
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("optimal: 5 steps = the lower bound"));
  // The certificate: one query for 4 steps, :status unsat; the cvc5 command agrees (if installed).
  const std::string cert = smt + "/synth_postal_prefix_n8_k1_l2_below_T4.smt2";
  CHECK_THAT(slurp(smt + "/manifest.json"), Catch::Contains("\"status\": \"unsat\""));
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth: --emit-smt2 DIR/ names its files with one slash, in the output and on disk") {
  const std::string dir = fresh_dir("synth_slash");
  const Run r = run("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1' "
                    "--emit-smt2 " + dir + "/smt/");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("certificate: " + dir + "/smt/synth_postal_prefix_n4_k1_l1"));
  CHECK_THAT(r.out, !Catch::Contains("//"));
  CHECK(std::filesystem::exists(dir + "/smt/manifest.json"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth: broadcast optima across k and lambda, n = 1 is 0 steps", "[slow]") {
  for (const auto& [point, steps] : std::vector<std::pair<std::string, std::string>>{
           {"n=1,k=1,lambda=1", "0"}, {"n=2,k=1,lambda=1", "1"}, {"n=9,k=2,lambda=1", "2"},
           {"n=12,k=1,lambda=3", "8"}}) {
    INFO(point);
    const Run r = run("synth --model postal --collective broadcast --point '" + point + "'");
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("optimal: " + steps + " steps"));
  }
}

TEST_CASE("synth: reduce to PE 0, a broadcast reversed and renumbered in preorder, verify agrees",
          "[slow]") {
  const std::string sched = temp_path("synth_reduce.json");
  for (const auto& [point, steps] : std::vector<std::pair<std::string, std::string>>{
           {"n=2,k=1,lambda=1", "1"}, {"n=8,k=1,lambda=2", "5"}, {"n=13,k=2,lambda=2", "5"}}) {
    INFO(point);
    Run r = run("synth --model postal --collective reduce --point '" + point + "' --emit-schedule " + sched);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("optimal: " + steps + " steps"));
    r = run("verify " + sched);  // non-commutative witness: the root holds 0:n-1
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("optimal: " + steps + " steps = the lower bound"));
  }
  std::filesystem::remove(sched);
}

TEST_CASE("synth: a planted encoding bug is caught by the replay, never reported as a result") {
  const Run r = run("synth --model postal --collective broadcast --point 'n=8,k=1,lambda=2' "
                    "--planted drop-ports");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("k-port send limit"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth: a query out of its resource limit ends inconclusive, exit 3, no optimum claimed",
          "[slow]") {
  // n = 16, not 64: the same path (the first query, T = 4, out of its limit); the encoding of
  // n = 64 alone took 6 s of CPU.
  const Run r = run("synth --model postal --collective broadcast --point 'n=16,k=1,lambda=1' --rlimit 1000");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: the solver did not decide T = 4"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth: --timeout holds on an encoding whose query does not see its interrupt", "[slow]") {
  // The prefix of 16 items on 32 PEs: Z3's preprocessing of its first query does not stop when
  // interrupted (it ran 15 minutes past a --timeout of 15 s and grew to 7 GB before the deadline
  // ended the run itself). Either way the run ends soon after the limit, inconclusive, exit 3,
  // and an earlier run's --emit-schedule file is not left looking current.
  const std::string old = temp_path("synth_overrun_old.json");
  { std::ofstream(old) << "{}\n"; }
  const auto t0 = std::chrono::steady_clock::now();
  const Run r = run("synth --model postal --collective prefix --point 'n=32,k=1,lambda=1,m=16' "
                    "--timeout 1 --emit-schedule " + old);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: stopped at --timeout 1 s"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
  CHECK(seconds < 40);  // 1 s, the 5 s grace, and the start of a run on a loaded machine
  CHECK_FALSE(std::filesystem::exists(old));
}

TEST_CASE("synth: --timeout stops a long search inconclusive (exit 3) and says how far it got", "[slow]") {
  // Hypercube allreduce at N = 14 is not decided within 60 s (docs/synth.md, "Figures"): stopped
  // at 1 s, by the deadline's interrupt of the solver query in flight.
  const auto t0 = std::chrono::steady_clock::now();
  const Run r = run("synth --model hypercube --collective allreduce --point 'N=14' --timeout 1");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: stopped at --timeout 1 s"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
  CHECK(seconds < 30);  // promptly (1 s and the start of a run; generous for a loaded machine)
  // A point decided well within the limit is not affected.
  const Run quick = run("synth --model postal --collective prefix --point 'n=8,k=1,lambda=2' --timeout 60");
  CHECK(quick.code == 0);
  CHECK_THAT(quick.out, Catch::Contains("optimal: 5 steps"));
}

TEST_CASE("synth: bad input is one line and exit 2", "[slow]") {
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1' --timeout 0",
                      "--timeout must be whole seconds");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1' --timeout 1.5",
                      "--timeout must be whole seconds");
  require_usage_error("synth --model omega --collective broadcast --point 'n=4'",
                      "postal, logp, halfduplex, hypercube and pram");
  // --point's own name in the errors of its syntax (it shares --case's parser).
  require_usage_error("synth --model postal --collective broadcast --point 'n=4,n=5,k=1,lambda=1'",
                      "--point gives n twice");
  require_usage_error("synth --model postal --collective scatter --point 'n=4,k=1,lambda=1'",
                      "broadcast, reduce, prefix or allreduce");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1'", "missing lambda");
  require_usage_error("synth --model postal --collective prefix --point 'n=0,k=1,lambda=1'", "n must be in");
  require_usage_error("synth --model postal --collective prefix --point 'n=65,k=1,lambda=1'", "n must be in");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1,x=2'", "'x'");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1' --max-steps 0",
                      "max-steps");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1' --rlimit x",
                      "rlimit");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1' --planted y",
                      "--planted");
  require_usage_error("synth --model postal --collective prefix --point ''", "point");
}

}  // namespace synth_cli_test
