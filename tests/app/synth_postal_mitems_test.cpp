// collcheck synth on prefix, allreduce and reduce of m items per PE in the postal model
// (docs/synth.md, "Many items"): the schedule, replayed by verify; the certificate for one step
// fewer (the m-item broadcast query for prefix and reduce, the m-item gossip query for allreduce),
// confirmed by the cvc5 command when installed; the planted encoding bugs caught by the replay;
// bad input and --timeout.
#include <filesystem>
#include <string>
#include <vector>

#include "checkers/postal/mbcast_checks.hpp"
#include "checkers/registry.hpp"
#include "synth/synth.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_postal_mitems_test {

using namespace cli_support;

namespace {

cc::synth::Request mitems_request(const std::string& collective, std::uint32_t n, std::uint32_t k,
                                  std::uint32_t lambda, std::uint32_t m) {
  cc::synth::Request r;
  r.model = "postal";
  r.collective = collective;
  r.n = n;
  r.k = k;
  r.lambda = lambda;
  r.m = m;
  r.max_steps = 32;
  r.opts.rlimit = 200'000'000;
  return r;
}

// The number in `out` right after `prefix` ("optimal: 4 steps" -> 4), or -1.
long number_after(const std::string& out, const std::string& prefix) {
  const auto at = out.find(prefix);
  if (at == std::string::npos) return -1;
  return std::stol(out.substr(at + prefix.size()));
}

}  // namespace

TEST_CASE("synth m-item collectives: prefix n=3 k=1 lambda=1 m=2, verify replays it, the broadcast certificate cvc5 confirms",
          "[synth]") {
  const std::string dir = fresh_dir("synth_mprefix_dir");
  const std::string sched = dir + "/prefix.json", smt = dir + "/smt";
  const Run r = run("synth --model postal --collective prefix --point 'n=3,k=1,lambda=1,m=2' "
                    "--emit-schedule " + sched + " --emit-smt2 " + smt);
  INFO(r.out << r.err);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("collcheck synth: postal prefix at n=3,k=1,lambda=1,m=2"));
  CHECK_THAT(r.out, Catch::Contains("every prefix schedule of m items is an m-item broadcast"));
  const long T = number_after(r.out, "optimal: ");
  const long lower = number_after(r.out, "lower bound: ");
  CHECK(T >= lower);
  CHECK_THAT(r.out, Catch::Contains("schedule: " + std::to_string(T) + " steps, legal, correct, " +
                                    std::to_string(T) + " steps on the postal executor"));
  CHECK_THAT(r.out, Catch::Contains("every prefix schedule of 2 items does"));
  // The document has "count": 2 and verify runs it: legal, correct, T steps.
  CHECK_THAT(slurp(sched), Catch::Contains("\"count\": 2"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains(std::to_string(T) + " steps"));
  // verify --synth knows the optimum of the point (synth's own answer, replayed and certified).
  const Run vs = run("verify " + sched + " --synth");
  CHECK(vs.code == 0);
  CHECK_THAT(vs.out, Catch::Contains("optimal: " + std::to_string(T) + " steps = the optimum (proved: collcheck synth"));
  // The certificate is the m-item broadcast query at T - 1, unsat.
  const std::string cert = smt + "/synth_postal_prefix_n3_k1_l1_m2_below_T" + std::to_string(T - 1) + ".smt2";
  REQUIRE(std::filesystem::exists(cert));
  check_unsat_certificate(cert, dir);
  // The broadcast of the same items is no slower than the prefix (its certificate is the
  // prefix's): synthesized on its own, its optimum is at most T and at least T's certificate.
  const Run b = run("synth --model postal --collective broadcast --point 'n=3,k=1,lambda=1,m=2'");
  CHECK(b.code == 0);
  CHECK(number_after(b.out, "optimal: ") <= T);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth m-item collectives: two PEs need lambda - 1 + m steps for prefix, reduce and allreduce", "[synth]") {
  // n = 2: PE 1 (prefix, allreduce) or PE 0 (reduce) must receive m items from the other, one
  // message per pair and step whatever k is, the first received in step lambda at the earliest;
  // sending them one a step meets it. So the optimum is lambda - 1 + m for every k.
  for (const std::string coll : {"prefix", "reduce", "allreduce"})
    for (const auto& [k, lambda, m] : std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>>{
             {1, 1, 2}, {2, 1, 3}, {1, 2, 2}}) {
      INFO(coll << " k=" << k << " lambda=" << lambda << " m=" << m);
      const cc::synth::Answer a = cc::synth::synthesize(mitems_request(coll, 2, k, lambda, m));
      CHECK(a.kind == cc::synth::Answer::Kind::optimal);
      CHECK(a.steps == lambda - 1 + m);
      CHECK_THAT(a.replay, Catch::Contains("legal, correct"));
    }
  // n = 1: nothing to move, 0 steps.
  const cc::synth::Answer one = cc::synth::synthesize(mitems_request("prefix", 1, 1, 1, 3));
  CHECK(one.kind == cc::synth::Answer::Kind::optimal);
  CHECK(one.steps == 0);
}

TEST_CASE("synth m-item collectives: the planted drop-pair and drop-adjacent are caught by the replay, never reported", "[synth]") {
  // Without "one message per pair and step", k = 2 lets PE 0 send both items to PE 1 in step 1.
  for (const std::string coll : {"prefix", "reduce", "allreduce"}) {
    INFO(coll);
    const Run r = run("synth --model postal --collective " + coll +
                      " --point 'n=2,k=2,lambda=1,m=2' --planted drop-pair");
    CHECK(r.code == 4);
    CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule of 1 steps"));
    CHECK_THAT(r.err, Catch::Contains("one message per pair and step"));
    CHECK_THAT(r.out, !Catch::Contains("optimal"));
    // A window combined with a message it is not adjacent to: the decoder simulates the windows
    // honestly and does not combine it, so the replay finds a wrong result.
    const Run a = run("synth --model postal --collective " + coll +
                      " --point 'n=3,k=1,lambda=1,m=2' --planted drop-adjacent");
    CHECK(a.code == 4);
    CHECK_THAT(a.err, Catch::Contains("the executor rejects the solver's schedule"));
    CHECK_THAT(a.err, Catch::Contains("(incorrect: PE="));
    CHECK_THAT(a.out, !Catch::Contains("optimal"));
  }
}

TEST_CASE("synth m-item collectives: bad input is one line and exit 2", "[synth]") {
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1,m=17'",
                      "m must be in [1, 16]");
  require_usage_error("synth --model postal --collective allreduce --point 'n=33,k=1,lambda=1,m=2'",
                      "n must be in [1, 32] for allreduce of m items");
  require_usage_error("synth --model postal --collective reduce --point 'n=4,k=1,lambda=1,m=0'",
                      "m must be in");
  require_usage_error("synth --model postal --collective prefix --point 'n=4,k=1,lambda=1,m=2' "
                      "--planted drop-holder", "--planted must be drop-pair or drop-adjacent");
}

TEST_CASE("postal.optima.mitems_window: the table holds on smoke, a bound one step too high is refuted", "[slow]") {
  cc::RunContext ctx;
  ctx.budget = cc::Budget::smoke;
  ctx.jobs = 2;
  const cc::Outcome o = cc::find_claim("postal.optima.mitems_window")->checker->run(ctx);
  CHECK(o.verdict == cc::Verdict::proved);
  CHECK_THAT(o.note, Catch::Contains("prefix k=1 lambda=1 m=2: n=2:2"));
  // The m-item broadcast's counts bound raised by one: refuted at the least point, prefix at
  // k = 1, lambda = 1, m = 1, n = 2 (one step does it).
  const cc::Outcome planted = cc::postal_checks::mitems_optima_checker("planted", 1).run(ctx);
  REQUIRE(planted.verdict == cc::Verdict::refuted);
  CHECK(to_text(planted.replay_case) == "collective=0 kl=0 m=1 n=2");
}

TEST_CASE("synth m-item collectives: --rlimit and --timeout end the search inconclusive, never optimal", "[slow]") {
  // A resource limit of one unit: the first query is not decided, exit 3.
  Run r = run("synth --model postal --collective reduce --point 'n=6,k=1,lambda=1,m=4' --rlimit 1");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: the solver did not decide T = 6"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
  // --timeout 1 on a point whose first query takes far longer (n = 10, m = 4: over 60 s).
  r = run("synth --model postal --collective prefix --point 'n=10,k=1,lambda=1,m=4' --timeout 1");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: stopped at --timeout 1 s"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

}  // namespace synth_postal_mitems_test
