// collcheck synth on the LogP model, prefix and allreduce of one operand per PE (docs/synth.md,
// "LogP", prefix and allreduce): the least completion time, its schedule replayed by verify's
// reader, the interval-flow certificate confirmed by the cvc5 command when it is installed, the
// planted encoding bug caught by the replay (exit 4), bad input (exit 2), --timeout (exit 3).
#include <cstdlib>
#include <filesystem>
#include <tuple>
#include <vector>

#include "spec/schedule/document.hpp"
#include "synth/synth.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_logp_group_test {

using namespace cli_support;

namespace {

cc::synth::Request logp_group_request(const std::string& collective, std::uint32_t P, std::int64_t L,
                                      std::int64_t o, std::int64_t g) {
  cc::synth::Request r;
  r.model = "logp";
  r.collective = collective;
  r.P = P;
  r.L = L;
  r.o = o;
  r.g = g;
  r.max_steps = 64;
  r.opts.rlimit = 200'000'000;
  return r;
}

// The chain prefix as a logp document: PE i (i >= 1) receives 0:i-1 from PE i-1 on arrival,
// combines [m, c] and sends c to PE i+1.
std::string chain_prefix(std::uint32_t P, std::int64_t L, std::int64_t o, std::int64_t g) {
  std::string progs;
  std::int64_t ready = 0;  // when PE i's c holds 0:i
  for (std::uint32_t i = 0; i < P; ++i) {
    std::string ops;
    if (i > 0) {
      const std::int64_t r = ready + o + L;
      ops += "{\"op\": \"recv\", \"at\": " + std::to_string(r) + ", \"from\": " + std::to_string(i - 1) +
             ", \"reg\": \"m\"}, {\"op\": \"combine\", \"at\": " + std::to_string(r + o) +
             ", \"dst\": \"c\", \"args\": [\"m\", \"c\"]}";
      ready = r + o + 1;
    }
    if (i + 1 < P)
      ops += std::string(ops.empty() ? "" : ", ") + "{\"op\": \"send\", \"at\": " + std::to_string(ready) +
             ", \"to\": " + std::to_string(i + 1) + ", \"reg\": \"c\"}";
    progs += std::string(progs.empty() ? "" : ", ") + "{\"pe\": " + std::to_string(i) + ", \"ops\": [" + ops + "]}";
  }
  return "{\"format\": \"collcheck-schedule/1\", \"name\": \"chain-prefix\", \"model\": {\"name\": \"logp\", "
         "\"P\": " + std::to_string(P) + ", \"L\": " + std::to_string(L) + ", \"o\": " + std::to_string(o) +
         ", \"g\": " + std::to_string(g) + "}, \"collective\": {\"kind\": \"prefix\"}, \"programs\": [" + progs + "]}";
}

}  // namespace

TEST_CASE("synth logp prefix/allreduce: two PEs take L + 2o + 1, the lower bound, proved", "[slow]") {
  for (const auto& [L, o, g] : std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>>{
           {2, 1, 2}, {1, 2, 1}, {3, 1, 4}})
    for (const std::string coll : {"prefix", "allreduce"}) {
      INFO(coll << " L=" << L << ",o=" << o << ",g=" << g);
      const auto a = cc::synth::synthesize(logp_group_request(coll, 2, L, o, g));
      CHECK(a.kind == cc::synth::Answer::Kind::optimal);
      CHECK(a.lower == static_cast<std::uint32_t>(L + 2 * o + 1));
      CHECK(a.steps == a.lower);  // both send at 0, receive on arrival, combine
      const auto v = cc::schedule::run_document_text(a.document);
      CHECK_FALSE(v.illegal);
      CHECK_FALSE(v.incorrect);
      CHECK(v.count == a.steps);
    }
}

TEST_CASE("synth logp prefix/allreduce: small points replay, never slower than the chain prefix", "[slow]") {
  for (const auto& [L, o, g] : std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>>{
           {2, 1, 2}, {1, 1, 1}})
    for (std::uint32_t P : {1u, 3u, 4u}) {
      INFO("P=" << P << ",L=" << L << ",o=" << o << ",g=" << g);
      const auto pre = cc::synth::synthesize(logp_group_request("prefix", P, L, o, g));
      const auto all = cc::synth::synthesize(logp_group_request("allreduce", P, L, o, g));
      for (const auto* a : {&pre, &all}) {
        CHECK(a->kind != cc::synth::Answer::Kind::none_within);
        CHECK(a->steps >= a->lower);
        const auto v = cc::schedule::run_document_text(a->document);
        CHECK_FALSE(v.illegal);
        CHECK_FALSE(v.incorrect);
        CHECK(v.count == a->steps);
      }
      // The chain prefix (PE i receives 0:i-1 from PE i-1, combines, sends 0:i on), written
      // here and run by the same reader: a correct prefix, never faster than a proved optimum.
      const auto chain = cc::schedule::run_document_text(chain_prefix(P, L, o, g));
      CHECK_FALSE(chain.illegal);
      CHECK_FALSE(chain.incorrect);
      if (pre.kind == cc::synth::Answer::Kind::optimal) CHECK(pre.steps <= chain.count);
    }
}

TEST_CASE("synth logp prefix: P=3 L=2 o=1 g=2 verify accepts the schedule, certificate cvc5 confirms", "[slow]") {
  const std::string dir = fresh_dir("synth_logp_prefix");
  const std::string sched = dir + "/p.json", smt = dir + "/smt";
  const Run r = run("synth --model logp --collective prefix --point 'P=3,L=2,o=1,g=2' "
                    "--emit-schedule " + sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("lower bound: time 5"));
  CHECK_THAT(r.out, Catch::Contains("optimal: time "));
  const auto a = cc::synth::synthesize(logp_group_request("prefix", 3, 2, 1, 2));
  const std::string T = std::to_string(a.steps);
  CHECK_THAT(r.out, Catch::Contains("schedule: time " + T + ", legal, correct"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("legal"));
  CHECK_THAT(v.out, Catch::Contains("correct"));
  const std::string cert = smt + "/synth_logp_prefix_P3_L2_o1_g2_below_T" + std::to_string(a.steps - 1) + ".smt2";
  CHECK_THAT(slurp(smt + "/manifest.json"), Catch::Contains("\"status\": \"unsat\""));
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth logp allreduce: the planted drop-adjacent is caught by the replay, exit 4") {
  const Run r = run("synth --model logp --collective allreduce --point 'P=3,L=2,o=1,g=2' --planted drop-adjacent");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("incorrect"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth logp prefix/allreduce: bad points are one line and exit 2, --rlimit and --timeout exit 3", "[slow]") {
  require_usage_error("synth --model logp --collective prefix --point 'P=17,L=2,o=1,g=2'", "P must be in [1, 16]");
  require_usage_error("synth --model logp --collective allreduce --point 'P=4,L=2,o=0,g=2'", "o must be in [1, 16]");
  require_usage_error("synth --model logp --collective allreduce --point 'P=4,L=2,o=1'", "missing g");
  require_usage_error("synth --model logp --collective prefix --point 'P=4,L=2,o=1,g=2' --planted drop-gap",
                      "--planted must be drop-adjacent");
  const Run q = run("synth --model logp --collective prefix --point 'P=3,L=2,o=1,g=2' --rlimit 1");
  CHECK(q.code == 3);
  CHECK_THAT(q.out, Catch::Contains("no answer within the budget"));
  CHECK_THAT(q.out, !Catch::Contains("optimal"));
  const Run r = run("synth --model logp --collective allreduce --point 'P=8,L=2,o=1,g=2' --timeout 1");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: stopped at --timeout 1 s"));
}

}  // namespace synth_logp_group_test
