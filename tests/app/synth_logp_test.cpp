// collcheck synth on the LogP model (docs/synth.md, "LogP"): the least broadcast time against
// Shou and Chen's min{T | f_T >= P}, the most operands summed by T against collcheck's summation
// search (the claims logp.sum.optimum_*), over small domains; the schedules verify accepts; the
// unsat certificates, confirmed by the cvc5 command when it is installed; the planted encoding
// bugs caught by the replay (exit 4); bad input.
#include <cstdlib>
#include <tuple>
#include <vector>
#include <filesystem>

#include "spec/algorithms/logp_broadcast.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"
#include "synth/synth.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_logp_test {

using namespace cli_support;

namespace {

cc::synth::Request logp_request(const std::string& collective, std::uint32_t P, std::int64_t L,
                                std::int64_t o, std::int64_t g, std::int64_t T = -1) {
  cc::synth::Request r;
  r.model = "logp";
  r.collective = collective;
  r.P = P;
  r.L = L;
  r.o = o;
  r.g = g;
  r.T = T;
  r.max_steps = 1024;
  r.opts.rlimit = 200'000'000;
  return r;
}

}  // namespace

TEST_CASE("synth logp: the least broadcast time is min{T | f_T >= P} over a small domain", "[slow]") {
  for (std::uint32_t P : {1u, 3u, 5u, 7u})
    for (const auto& [L, o, g] : std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>>{
             {1, 0, 1}, {3, 2, 1}, {1, 2, 3}, {3, 0, 3}, {2, 1, 2}}) {
      INFO("P=" << P << ",L=" << L << ",o=" << o << ",g=" << g);
      const auto a = cc::synth::synthesize(logp_request("broadcast", P, L, o, g));
      CHECK(a.kind == cc::synth::Answer::Kind::optimal);
      CHECK(static_cast<std::int64_t>(a.steps) ==
            cc::logp::min_time(L, o, std::max(g, o), P));
      CHECK_THAT(a.compare, Catch::EndsWith(": equal"));
    }
}

TEST_CASE("synth logp: the most operands summed by T is the summation search's over a small domain", "[slow]") {
  for (std::uint32_t P : {1u, 2u, 3u})
    for (const auto& [L, o, g] : std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>>{
             {1, 1, 1}, {2, 1, 3}, {1, 2, 2}})
      for (std::int64_t T : {0, 3, 5}) {
        if (T == 0 && P > 1) continue;
        INFO("P=" << P << ",L=" << L << ",o=" << o << ",g=" << g << ",T=" << T);
        const auto a = cc::synth::synthesize(logp_request("reduce", P, L, o, g, T));
        CHECK(a.kind == cc::synth::Answer::Kind::optimal);
        cc::logp::SumSearch search(L, o, g);
        CHECK(a.operands == search.most(T, P));
      }
}

TEST_CASE("synth logp: broadcast at P=8 L=2 o=1 g=2, verify's optimum, certificate cvc5 confirms", "[slow]") {
  const std::string dir = fresh_dir("synth_logp_b");
  const std::string sched = dir + "/b.json", smt = dir + "/smt";
  const Run r = run("synth --model logp --collective broadcast --point 'P=8,L=2,o=1,g=2' "
                    "--emit-schedule " + sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  const std::int64_t want = cc::logp::min_time(2, 1, 2, 8);
  CHECK_THAT(r.out, Catch::Contains("lower bound: time 4 (a PE other than 0"));
  CHECK_THAT(r.out, Catch::Contains("schedule: time " + std::to_string(want) + ", legal, correct"));
  CHECK_THAT(r.out, Catch::Contains("min{T | f_T >= P} = " + std::to_string(want) + ": equal"));
  CHECK_THAT(r.out, Catch::Contains("optimal: time " + std::to_string(want) + "; no program"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("optimal: " + std::to_string(want)));
  const std::string cert = smt + "/synth_logp_broadcast_P8_L2_o1_g2_below_T" +
                           std::to_string(want - 1) + ".smt2";
  CHECK_THAT(slurp(smt + "/manifest.json"), Catch::Contains("\"status\": \"unsat\""));
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth logp: the summation at Figure 2's L=5 o=2 g=4 equals the summation search's", "[slow]") {
  // Figure 2 (Shou and Chen): P = 7, L = 5, o = 2, g = 4. P = 2..4 at T up to 29, P = 7 at T up
  // to 20 (at most a few seconds each; P = 7 at T = 29 takes about a minute on a loaded machine,
  // docs/synth.md "LogP").
  cc::logp::SumSearch search(5, 2, 4);
  for (const auto& [P, T] : std::vector<std::pair<std::uint32_t, std::int64_t>>{
           {2, 8}, {2, 16}, {2, 29}, {3, 12}, {3, 29}, {4, 20}, {4, 29}, {7, 12}, {7, 16}, {7, 20}}) {
    INFO("P=" << P << ",T=" << T);
    const auto a = cc::synth::synthesize(logp_request("reduce", P, 5, 2, 4, T));
    CHECK(a.kind == cc::synth::Answer::Kind::optimal);
    CHECK(a.operands == search.most(T, P));
    CHECK_THAT(a.compare, Catch::EndsWith(": equal"));
    CHECK_THAT(a.replay, Catch::StartsWith("legal, correct (PE 0 holds 0:" + std::to_string(a.operands - 1) + ")"));
  }
}

TEST_CASE("synth logp: summation at P=2 L=1 o=1 g=2 T=5, verify accepts, certificate cvc5 confirms", "[slow]") {
  const std::string dir = fresh_dir("synth_logp_s");
  const std::string sched = dir + "/s.json", smt = dir + "/smt";
  const Run r = run("synth --model logp --collective reduce --point 'P=2,L=1,o=1,g=2,T=5' "
                    "--emit-schedule " + sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  cc::logp::SumSearch search(1, 1, 2);
  const std::int64_t most = search.most(5, 2);
  CHECK_THAT(r.out, Catch::Contains("lower bound: 6 operands (PE 0 alone"));
  CHECK_THAT(r.out, Catch::Contains("optimal: " + std::to_string(most) + " operands by T = 5"));
  CHECK_THAT(r.out, Catch::Contains(": " + std::to_string(most) + ": equal"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("legal"));
  CHECK_THAT(v.out, Catch::Contains("correct"));
  const std::string cert = smt + "/synth_logp_reduce_P2_L1_o1_g2_T5_at_least_" +
                           std::to_string(most + 1) + ".smt2";
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth logp: a planted encoding bug is caught by the replay, exit 4, no result", "[slow]") {
  Run r = run("synth --model logp --collective broadcast --point 'P=3,L=1,o=1,g=2' --planted drop-gap");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("send-gap"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
  r = run("synth --model logp --collective reduce --point 'P=2,L=1,o=1,g=1,T=6' --planted early-receive");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's"));
  CHECK_THAT(r.err, Catch::Contains("latency"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth logp: out of its resource limit ends inconclusive, exit 3, never a wrong optimum", "[slow]") {
  const Run r = run("synth --model logp --collective broadcast --point 'P=16,L=1,o=1,g=1' --rlimit 1000");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: the solver did not decide"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth logp: bad input is one line and exit 2") {
  require_usage_error("synth --model logp --collective gather --point 'P=4,L=1,o=1,g=1'", "broadcast, reduce, prefix or allreduce");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=1,g=1,x=2'", "'x'");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=1'", "missing g");
  require_usage_error("synth --model logp --collective broadcast --point 'P=0,L=1,o=1,g=1'", "P must be in");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=0,o=1,g=1'", "L must be in");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=1,g=1000000000000'",
                      "g must be in");
  require_usage_error("synth --model logp --collective broadcast --point 'P=100000,L=1,o=1,g=1'", "P must be in");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=-1,g=1'", "o must be a non-negative integer");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=1,g=1,T=3'", "'T'");
  require_usage_error("synth --model logp --collective reduce --point 'P=4,L=1,o=1,g=1'", "missing T");
  require_usage_error("synth --model logp --collective reduce --point 'P=4,L=1,o=0,g=1,T=3'", "o must be in");
  require_usage_error("synth --model logp --collective reduce --point 'P=4,L=1,o=1,g=1,T=1000'", "T must be in");
  require_usage_error("synth --model logp --collective reduce --point 'P=4,L=1,o=1,g=1,T=3' --max-steps 9",
                      "--max-steps");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=1,g=1' --planted drop-ports",
                      "drop-gap");
  require_usage_error("synth --model logp --collective broadcast --point 'P=4,L=1,o=1,g=1' --max-steps 5000",
                      "max-steps");
}

}  // namespace synth_logp_test
