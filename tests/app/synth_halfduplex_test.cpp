// collcheck synth on the half-duplex model (docs/synth.md, "Half-duplex"): the least
// communication steps of a prefix of n operands on p PEs, against a brute-force search over every
// sequence of half-duplex communication steps (this file's own, independent of the encoding); the
// schedule verify accepts; the unsat certificate, confirmed by the cvc5 command when installed;
// the planted encoding bug caught by the replay (exit 4); inconclusive out of budget; bad input.
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <vector>

#include "synth/synth.hpp"
#include "tests/app/cli_support.hpp"

namespace synth_halfduplex_test {

using namespace cli_support;

namespace {

cc::synth::Request hd_request(std::uint32_t n, std::uint32_t p) {
  cc::synth::Request r;
  r.model = "halfduplex";
  r.collective = "prefix";
  r.n = n;
  r.P = p;
  r.opts.rlimit = 200'000'000;
  return r;
}

// The least T such that some T steps, each a set of messages in which every PE sends one or
// receives one at most, bring every block j < i to PE i (q blocks on PEs 0..q-1, p PEs): breadth
// first over the PEs' knowledge (bit masks), every step every such set of messages.
std::uint32_t brute_force(std::uint32_t p, std::uint32_t q) {
  using State = std::vector<std::uint32_t>;
  const auto done = [&](const State& k) {
    for (std::uint32_t i = 1; i < q; ++i)
      if ((k[i] & ((1u << i) - 1)) != (1u << i) - 1) return false;
    return true;
  };
  State start(p, 0);
  for (std::uint32_t i = 0; i < q; ++i) start[i] = 1u << i;
  std::set<State> layer{start};
  for (std::uint32_t T = 0;; ++T) {
    for (const auto& s : layer)
      if (done(s)) return T;
    std::set<State> next;
    for (const auto& s : layer) {
      State out = s;
      std::vector<bool> busy(p, false);
      std::function<void(std::uint32_t)> go = [&](std::uint32_t x) {
        while (x < p && busy[x]) ++x;
        if (x == p) {
          next.insert(out);
          return;
        }
        busy[x] = true;
        go(x + 1);  // x idle
        for (std::uint32_t y = x + 1; y < p; ++y) {
          if (busy[y]) continue;
          busy[y] = true;
          for (int dir = 0; dir < 2; ++dir) {
            const std::uint32_t from = dir ? y : x, to = dir ? x : y;
            const std::uint32_t keep = out[to];
            out[to] |= s[from];
            go(x + 1);
            out[to] = keep;
          }
          busy[y] = false;
        }
        busy[x] = false;
      };
      go(0);
    }
    layer = std::move(next);
  }
}

}  // namespace

TEST_CASE("synth halfduplex: the least communication steps equal a brute-force search, p <= 5", "[slow]") {
  for (std::uint32_t p = 1; p <= 5; ++p)
    for (std::uint32_t n : {p, 2 * p + 1, p > 2 ? p - 2 : 1u}) {
      INFO("n=" << n << ",p=" << p);
      const auto a = cc::synth::synthesize(hd_request(n, p));
      CHECK(a.kind == cc::synth::Answer::Kind::optimal);
      CHECK(a.steps == brute_force(p, std::min(n, p)));
      CHECK_THAT(a.replay, Catch::StartsWith("legal, correct"));
    }
}

TEST_CASE("synth halfduplex: n=9 p=4, verify accepts the schedule, certificate cvc5 confirms", "[slow]") {
  const std::string dir = fresh_dir("synth_hd");
  const std::string sched = dir + "/hd.json", smt = dir + "/smt";
  const Run r = run("synth --model halfduplex --collective prefix --point 'n=9,p=4' "
                    "--emit-schedule " + sched + " --emit-smt2 " + smt);
  CHECK(r.code == 0);
  const std::uint32_t want = brute_force(4, 4);
  const std::string T = std::to_string(want);
  CHECK_THAT(r.out, Catch::Contains("lower bound: 2 communication steps (PE 3 must learn all 4"));
  CHECK_THAT(r.out, Catch::Contains("schedule: " + T + " communication steps, legal, correct"));
  CHECK_THAT(r.out, Catch::Contains("optimal: " + T + " communication steps; no sequence of"));
  CHECK_THAT(r.out, Catch::Contains("the paper's algorithms: n = 9 is below their precondition"));
  const Run v = run("verify " + sched);
  CHECK(v.code == 0);
  CHECK_THAT(v.out, Catch::Contains("legal"));
  CHECK_THAT(v.out, Catch::Contains(T + " communication steps"));
  const std::string cert = smt + "/synth_halfduplex_prefix_n9_p4_below_T" + std::to_string(want - 1) + ".smt2";
  CHECK_THAT(slurp(smt + "/manifest.json"), Catch::Contains("\"status\": \"unsat\""));
  check_unsat_certificate(cert, dir);
  std::filesystem::remove_all(dir);
}

TEST_CASE("synth halfduplex: compared with the paper's algorithms where their precondition holds", "[slow]") {
  // p = 3: L = A(., 3, 1) at n >= 7, A(., 3, 2) at n >= 9.
  const auto a = cc::synth::synthesize(hd_request(9, 3));
  CHECK(a.kind == cc::synth::Answer::Kind::optimal);
  CHECK_THAT(a.compare, Catch::Contains("L "));
  CHECK_THAT(a.compare, Catch::Contains("A(k=2) "));
  CHECK_THAT(a.compare, Catch::Contains("= the optimum + "));
}

TEST_CASE("synth halfduplex: a planted encoding bug is caught by the replay, exit 4, no result", "[slow]") {
  // Without "a PE sends or receives, never both", 4 PEs need 2 steps (0->1, 1->2, 2->3; then
  // 0->2, 1->3), which the executor refuses (rule half-duplex).
  const Run r = run("synth --model halfduplex --collective prefix --point 'n=4,p=4' --planted drop-half-duplex");
  CHECK(r.code == 4);
  CHECK_THAT(r.err, Catch::Contains("the executor rejects the solver's schedule"));
  CHECK_THAT(r.err, Catch::Contains("half-duplex"));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth halfduplex: out of its resource limit ends inconclusive, exit 3, with the T reached", "[slow]") {
  const Run r = run("synth --model halfduplex --collective prefix --point 'n=16,p=16' --rlimit 2000");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("inconclusive: the solver did not decide T = "));
  CHECK_THAT(r.out, Catch::Contains("reached: T = "));
  CHECK_THAT(r.out, !Catch::Contains("optimal"));
}

TEST_CASE("synth halfduplex: bad input is one line and exit 2") {
  require_usage_error("synth --model halfduplex --collective broadcast --point 'n=4,p=2'", "must be prefix");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=4'", "missing p");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=4,p=2,k=1'", "'k'");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=0,p=2'", "n must be in");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=4,p=33'", "p must be in");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=5000,p=2'", "n must be in");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=4,p=2' --planted drop-gap",
                      "drop-half-duplex");
  require_usage_error("synth --model halfduplex --collective prefix --point 'n=4,p=2' --max-steps 300",
                      "max-steps");
}

}  // namespace synth_halfduplex_test
