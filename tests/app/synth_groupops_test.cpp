// collcheck synth on the hypercube and the EREW PRAM of Ohtaki's slides (docs/synth.md,
// "Hypercube and EREW PRAM"): the least steps of prefix and allreduce (and the hypercube's
// broadcast and reduce) against the information count computed here by brute force (hypercube:
// every sequence of dimensions, every PE sending all it depends on), the schedules `verify`
// accepts, the unsat certificates confirmed by the cvc5 command when it is installed, the slides'
// procedures never faster than a proved optimum, the planted encoding bugs caught by the replay
// (exit 4), bad input.
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "checkers/groupops/synth_optima.hpp"
#include "checkers/registry.hpp"
#include "synth/synth.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_groupops_test {

using namespace cli_support;

namespace {

cc::synth::Request request(const std::string& model, const std::string& collective, std::uint32_t N) {
  cc::synth::Request r;
  r.model = model;
  r.collective = collective;
  r.n = N;
  r.max_steps = 16;
  r.opts.rlimit = 200'000'000;
  return r;
}

// The least T for which some sequence of T dimensions, every PE sending to its partner (if it
// exists) everything it depends on, leaves every PE depending on what its result needs: the
// information count over every hypercube schedule, by brute force (independent of the solver).
std::uint32_t cube_flow_min(const std::string& collective, std::uint32_t N) {
  std::uint32_t D = 0;
  while ((1u << D) < N) ++D;
  const auto done = [&](const std::vector<std::uint64_t>& k) {
    const std::uint64_t all = (N == 64 ? ~0ull : (1ull << N) - 1);
    for (std::uint32_t i = 0; i < N; ++i) {
      const std::uint64_t need = collective == "prefix"      ? (i == 63 ? ~0ull : (2ull << i) - 1)
                                 : collective == "broadcast" ? 1ull
                                 : collective == "reduce"    ? (i == 0 ? all : 0)
                                                             : all;
      if ((k[i] & need) != need) return false;
    }
    return true;
  };
  for (std::uint32_t T = 0;; ++T) {
    std::uint64_t seqs = 1;
    for (std::uint32_t t = 0; t < T; ++t) seqs *= std::max(D, 1u);
    for (std::uint64_t s = 0; s < seqs; ++s) {
      std::vector<std::uint64_t> k(N);
      for (std::uint32_t i = 0; i < N; ++i) k[i] = collective == "broadcast" ? (i == 0 ? 1 : 0) : (1ull << i);
      std::uint64_t code = s;
      for (std::uint32_t t = 0; t < T; ++t) {
        const std::uint32_t d = static_cast<std::uint32_t>(code % std::max(D, 1u));
        code /= std::max(D, 1u);
        std::vector<std::uint64_t> nk = k;
        for (std::uint32_t i = 0; i < N; ++i)
          if ((i ^ (1u << d)) < N) nk[i] |= k[i ^ (1u << d)];
        k = nk;
      }
      if (done(k)) return T;
    }
  }
}

}  // namespace

TEST_CASE("synth hypercube: optimal answers equal the information count, N = 1..6", "[slow]") {
  for (const char* coll : {"prefix", "allreduce", "reduce", "broadcast"})
    for (std::uint32_t N = 1; N <= 6; ++N) {
      INFO(coll << " N=" << N);
      const auto a = cc::synth::synthesize(request("hypercube", coll, N));
      const std::uint32_t flow = cube_flow_min(coll, N);
      REQUIRE(a.kind != cc::synth::Answer::Kind::none_within);
      CHECK(a.lower <= flow);
      if (a.kind == cc::synth::Answer::Kind::optimal)
        CHECK(a.steps == flow);  // the certificate excludes T - 1: the count's minimum
      else
        CHECK(a.steps > flow);  // inconclusive only where the class needs more than the count
      // A correct schedule (the slides') is never faster than a proved optimum.
      const auto s = cc::synth::slides_count("hypercube", coll, N);
      CHECK(s.correct);
      if (a.kind == cc::synth::Answer::Kind::optimal) CHECK(s.steps >= a.steps);
      // Powers of two: Theorem 1's ceil(log2 N) is reached.
      if ((N & (N - 1)) == 0) CHECK(a.steps == a.lower);
    }
}

TEST_CASE("synth pram: the optimum lies between the information count and the slides' procedure", "[slow]") {
  for (const char* coll : {"prefix", "allreduce", "reduce"})
    for (std::uint32_t N = 1; N <= 4; ++N) {
      INFO(coll << " N=" << N);
      const auto a = cc::synth::synthesize(request("pram", coll, N));
      REQUIRE(a.kind != cc::synth::Answer::Kind::none_within);
      CHECK(a.steps >= a.lower);
      const auto s = cc::synth::slides_count("pram", coll, N);
      CHECK(s.correct);
      if (a.kind == cc::synth::Answer::Kind::optimal) CHECK(s.steps >= a.steps);
    }
}

TEST_CASE("synth hypercube: allreduce at N=3 takes one step over Theorem 1, verify accepts, cvc5 confirms", "[slow]") {
  const std::string dir = fresh_dir("synth_cube_ar");
  const std::string sched = dir + "/a.json", smt = dir + "/smt";
  const Run r = run("synth --model hypercube --collective allreduce --point 'N=3' --emit-schedule " + sched +
                    " --emit-smt2 " + smt);
  const std::uint32_t want = cube_flow_min("allreduce", 3);
  CHECK(want == 3);  // the brute force: from PE 1 and PE 2 each dimension reaches only PE 0
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("lower bound: 2 steps (Lin and Yeh, Theorem 1"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 3 steps; no schedule of 2 steps"));
  CHECK_THAT(r.out, Catch::Contains("1 over the lower bound"));
  const Run v = run("verify " + sched);
  CHECK(v.code != 1);
  CHECK_THAT(v.out, Catch::Contains("legal"));
  CHECK_THAT(v.out, Catch::Contains("correct"));
  const std::string cert = smt + "/synth_hypercube_allreduce_N3_below_T2.smt2";
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth pram: prefix at N=4, verify accepts, the certificate cvc5 confirms", "[slow]") {
  const std::string dir = fresh_dir("synth_pram_p");
  const std::string sched = dir + "/p.json", smt = dir + "/smt";
  const Run r = run("synth --model pram --collective prefix --point 'N=4' --emit-schedule " + sched +
                    " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("lower bound: 4 steps (the EREW information count"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 4 steps"));
  const Run v = run("verify " + sched);
  CHECK(v.code != 1);
  CHECK_THAT(v.out, Catch::Contains("legal"));
  CHECK_THAT(v.out, Catch::Contains("correct"));
  const std::string cert = smt + "/synth_pram_prefix_N4_below_T3.smt2";
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth hypercube and pram: a planted encoding bug is caught by the replay, exit 4") {
  Run r = run("synth --model hypercube --collective allreduce --point 'N=3' --planted drop-adjacent");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("incorrect"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
  // Pram allreduce at N = 5 needs 5 steps (the information count excludes 4); combining values
  // that do not chain "does" it in 4, and the replay finds an invalid result.
  r = run("synth --model pram --collective allreduce --point 'N=5' --planted drop-adjacent");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("incorrect"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth hypercube and pram: out of the resource limit is inconclusive, exit 3") {
  const Run r = run("synth --model hypercube --collective prefix --point 'N=6' --rlimit 1000");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: the solver did not decide"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth hypercube and pram: bad input is one line and exit 2") {
  require_usage_error("synth --model pram --collective broadcast --point 'N=4'", "reduce, prefix or allreduce");
  require_usage_error("synth --model hypercube --collective scatter --point 'N=4'", "broadcast, reduce, prefix or allreduce");
  require_usage_error("synth --model hypercube --collective prefix --point 'n=4'", "not 'n'");
  require_usage_error("synth --model hypercube --collective prefix --point 'N=0'", "N must be in");
  require_usage_error("synth --model hypercube --collective prefix --point 'N=65'", "N must be in");
  require_usage_error("synth --model pram --collective prefix --point 'N=33'", "N must be in");
  require_usage_error("synth --model pram --collective prefix --point 'N=4,R=9'", "R must be in");
  require_usage_error("synth --model pram --collective prefix --point 'R=2'", "missing N");
  require_usage_error("synth --model hypercube --collective prefix --point 'N=4' --planted drop-gap",
                      "drop-adjacent");
  require_usage_error("synth --model pram --collective prefix --point 'N=4' --planted drop-ports",
                      "drop-adjacent");
  require_usage_error("synth --model pram --collective prefix --point 'N=4' --max-steps 1000", "max-steps");
}

TEST_CASE("groupops.optima.*_synth: proved on the smoke budget, a faster 'slides' procedure refuted", "[slow]") {
  cc::RunContext ctx;
  ctx.budget = cc::Budget::smoke;
  ctx.jobs = 2;
  for (const char* id : {"groupops.optima.cube_synth", "groupops.optima.pram_synth"}) {
    INFO(id);
    const cc::Outcome o = cc::find_claim(id)->checker->run(ctx);
    CHECK(o.verdict == cc::Verdict::proved);
    CHECK_THAT(o.note, Catch::Contains("prefix (optimum/slides) N=1:0/0 N=2:"));
  }
  // The slides' procedures pretended one step faster: a correct schedule below a proved optimum,
  // refuted at the least point (N = 1, prefix: 0 steps pretended to be -1).
  for (const char* model : {"hypercube", "pram"}) {
    INFO(model);
    const cc::Outcome o = cc::groupops_checks::synth_optima_checker("planted", model, 1).run(ctx);
    REQUIRE(o.verdict == cc::Verdict::refuted);
    CHECK_THAT(to_text(*o.counterexample), Catch::Contains("a correct schedule faster than the proved optimum"));
    CHECK(to_text(o.replay_case) == "N=1 collective=0");
  }
}

}  // namespace synth_groupops_test
