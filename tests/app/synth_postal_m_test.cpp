// collcheck synth on the broadcast of m items in the postal model (docs/synth.md, "Many items"):
// the optimum with a schedule that verify replays and an unsat certificate for one step fewer,
// the planted encoding bugs caught by the replay, bad input; and the claim
// postal.optima.mbcast_barnoy_kipnis's cases, with wrong bounds planted (docs/optima.md).
#include <cstdlib>
#include <filesystem>

#include "checkers/postal/mbcast_checks.hpp"
#include "checkers/registry.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_postal_m_test {

using namespace cli_support;

TEST_CASE("synth m items: n=6 k=1 lambda=1 m=4 is Bar-Noy and Kipnis's bound, replayed and certified", "[slow]") {
  const std::string dir = fresh_dir("synth_m_dir");
  const std::string sched = dir + "/bcast.json", smt = dir + "/smt";
  // n = 6, not 8: the same bound (3 + 3 = 6 steps), and the cvc5 command decides its certificate
  // in about 1.5 s of CPU (at n = 8: about 8 s, the slowest case of the suite).
  const Run r = run("synth --model postal --collective broadcast --point 'n=6,k=1,lambda=1,m=4' "
                    "--emit-schedule " + sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("collcheck synth: postal broadcast at n=6,k=1,lambda=1,m=4"));
  CHECK_THAT(r.out, Catch::Contains("lower bound: 6 steps (the largest of Lin and Yeh's Theorem 1 m = 3"));
  CHECK_THAT(r.out, Catch::Contains("Bar-Noy and Kipnis's (m - 1) + ceil(log2 n)"));
  CHECK_THAT(r.out, Catch::Contains("schedule: 6 steps, legal, correct, 6 steps on the postal executor"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 6 steps; no schedule of 5 steps brings the 4 items to every PE"));
  // The document has "count": 4 and verify calls it optimal, citing the published bound.
  const std::string doc = slurp(sched);
  CHECK_THAT(doc, Catch::Contains("\"count\": 4"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("optimal: 6 steps = the lower bound"));
  CHECK_THAT(v.out, Catch::Contains("the published lower bound (m - 1) + ceil(log2 n) of Bar-Noy and Kipnis"));
  CHECK_THAT(v.out, Catch::Contains("checked against the exact optima by the claim "
                                    "postal.optima.mbcast_barnoy_kipnis"));
  CHECK_THAT(v.out, !Catch::Contains("has not checked"));
  // The certificate: :status unsat; the cvc5 command agrees (if installed).
  const std::string cert = smt + "/synth_postal_broadcast_n6_k1_l1_m4_below_T5.smt2";
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth m items: optima at other k and lambda, verify agrees, the bound text stays collcheck's own", "[slow]") {
  const std::string sched = temp_path("synth_m.json");
  for (const auto& [point, steps] : std::vector<std::pair<std::string, std::string>>{
           {"n=1,k=1,lambda=1,m=3", "0"}, {"n=2,k=1,lambda=1,m=3", "3"}, {"n=3,k=1,lambda=1,m=2", "3"},
           {"n=4,k=2,lambda=2,m=3", "4"}, {"n=5,k=1,lambda=2,m=2", "6"}}) {
    INFO(point);
    Run r = run("synth --model postal --collective broadcast --point '" + point + "' --emit-schedule " + sched);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("optimal: " + steps + " steps"));
    r = run("verify " + sched);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains(steps + " steps"));
    if (point.find("k=2") != std::string::npos) {
      CHECK_THAT(r.out, Catch::Contains("(collcheck's own pipelining count)"));
      CHECK_THAT(r.out, !Catch::Contains("Bar-Noy"));
    }
  }
  // n = 2, k = 2: one message per pair and step, so the root sends one item a step, not k: the
  // counts use min(k, n - 1) = 1 and the synthesized 4 steps are optimal (ceil(4 / k) would
  // have called them +2).
  Run r = run("synth --model postal --collective broadcast --point 'n=2,k=2,lambda=1,m=4' --emit-schedule " + sched);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 4 steps"));
  r = run("verify " + sched);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 4 steps = the lower bound"));
  CHECK_THAT(r.out, Catch::Contains("at most min(k, n - 1) = 1 items a step"));
  std::filesystem::remove(sched);
}

TEST_CASE("synth m items: the planted encoding bugs are caught by the replay, never reported", "[slow]") {
  // Without "one message per pair and step", k = 2 lets PE 0 send both items to PE 1 in step 1.
  Run r = run("synth --model postal --collective broadcast --point 'n=2,k=2,lambda=1,m=2' "
              "--planted drop-pair");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule of 1 steps"));
  CHECK_THAT(r.err, Catch::Contains("one message per pair and step"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
  // Without "only a holder sends an item", a PE forwards an item it has not received.
  r = run("synth --model postal --collective broadcast --point 'n=3,k=2,lambda=1,m=2' --planted drop-holder");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("which holds no value"));
  // The same points without a plant: optimal.
  r = run("synth --model postal --collective broadcast --point 'n=2,k=2,lambda=1,m=2'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps"));
}

TEST_CASE("synth m items: bad input is one line and exit 2") {
  require_usage_error("synth --model postal --collective prefix --point 'n=40,k=1,lambda=1,m=2'",
                      "n must be in [1, 32] for prefix of m items");
  require_usage_error("synth --model postal --collective broadcast --point 'n=4,k=1,lambda=1,m=0'",
                      "m must be in");
  require_usage_error("synth --model postal --collective broadcast --point 'n=4,k=1,lambda=1,m=65'",
                      "m must be in");
  require_usage_error("synth --model postal --collective broadcast --point 'n=4,k=1,lambda=1' "
                      "--planted drop-pair", "give m in --point");
  require_usage_error("synth --model postal --collective broadcast --point 'n=4,k=1,lambda=1,m=2,m=3'",
                      "twice");
}

TEST_CASE("postal.optima.mbcast_barnoy_kipnis: the bounds hold at every case, wrong bounds are refuted", "[slow]") {
  cc::RunContext ctx;
  ctx.budget = cc::Budget::smoke;
  ctx.jobs = 2;
  using namespace cc::postal_checks;
  CHECK_FALSE(barnoy_kipnis_case(2, 1, ctx).has_value());
  CHECK_FALSE(barnoy_kipnis_case(5, 2, ctx).has_value());
  // The claim on the smoke budget: proved.
  CHECK(cc::find_claim("postal.optima.mbcast_barnoy_kipnis")->checker->run(ctx).verdict ==
        cc::Verdict::proved);
  // A lower bound one step too high: refuted at the least point, n = 2, m = 1 (one step does it).
  const cc::Outcome low = barnoy_kipnis_checker("planted", 1, 0).run(ctx);
  REQUIRE(low.verdict == cc::Verdict::refuted);
  CHECK(to_text(low.replay_case) == "n=2 m=1");
  CHECK_THAT(to_text(*low.counterexample), Catch::Contains("replays on the executor=yes"));
  // (m - 1) + ceil(log2 n) as the upper bound too: it holds on the smoke domain, every optimum
  // is the lower bound (docs/optima.md).
  CHECK(barnoy_kipnis_checker("tight", 0, -1).run(ctx).verdict == cc::Verdict::proved);
  // m + ceil(log2 n) - 2 as the upper bound: refuted at once.
  const cc::Outcome up2 = barnoy_kipnis_checker("planted", 0, -2).run(ctx);
  REQUIRE(up2.verdict == cc::Verdict::refuted);
  CHECK(to_text(up2.replay_case) == "n=2 m=1");
}

}  // namespace synth_postal_m_test
