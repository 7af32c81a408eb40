// verify's answers (issue 31, item 3; docs/synth.md, "Answers in verify"): the bound verdict
// against the exact optimum where it is known (a claim's table, or --synth), --max-over-bound
// judged against it, the optimum "not decided" when synth runs out of its budget (never a wrong
// claim), and --show-better writing the synthesized schedule of the least point where the user's
// is slower, which verify then calls optimal.
#include <filesystem>

#include <nlohmann/json.hpp>

#include "tests/app/cli_support.hpp"

namespace verify_synth_cli_test {

using namespace cli_support;

namespace {

// A chain prefix on 4 PEs, k = 1, lambda = 1: PE i - 1 sends its prefix to PE i in step i, 3 steps
// where Theorem 1's m (the optimum: Algorithm A attains it) is 2.
const char* kChainPrefix = R"({"format": "collcheck-schedule/1", "name": "chain-prefix",
 "model": {"name": "postal", "n": 4, "k": 1, "lambda": 1}, "collective": {"kind": "prefix"},
 "steps": [
  {"send": [{"from": 0, "to": 1, "reg": "c"}], "recv": [{"at": 1, "from": 0, "reg": "t"}],
   "ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]},
  {"send": [{"from": 1, "to": 2, "reg": "c"}], "recv": [{"at": 2, "from": 1, "reg": "t"}],
   "ops": [{"pe": 2, "dst": "c", "args": ["t", "c"]}]},
  {"send": [{"from": 2, "to": 3, "reg": "c"}], "recv": [{"at": 3, "from": 2, "reg": "t"}],
   "ops": [{"pe": 3, "dst": "c", "args": ["t", "c"]}]}]})";

// Two items from PE 0 down a chain 0 -> 1 -> 2, k = 2, lambda = 1: 3 steps. The executor's lower
// bound is 1 (Theorem 1's m); the optimum is 2 (docs/optima.md), which only synth knows.
const char* kChainTwoItems = R"({"format": "collcheck-schedule/1", "name": "chain-two-items",
 "model": {"name": "postal", "n": 3, "k": 2, "lambda": 1},
 "collective": {"kind": "broadcast", "count": 2},
 "init": [{"pe": 0, "dst": "c0", "args": ["x0"]}, {"pe": 0, "dst": "c1", "args": ["x1"]}],
 "steps": [
  {"send": [{"from": 0, "to": 1, "reg": "c0"}], "recv": [{"at": 1, "from": 0, "reg": "c0"}]},
  {"send": [{"from": 0, "to": 1, "reg": "c1"}, {"from": 1, "to": 2, "reg": "c0"}],
   "recv": [{"at": 1, "from": 0, "reg": "c1"}, {"at": 2, "from": 1, "reg": "c0"}]},
  {"send": [{"from": 1, "to": 2, "reg": "c1"}], "recv": [{"at": 2, "from": 1, "reg": "c1"}]}]})";

}  // namespace

TEST_CASE("verify: a chain prefix is +1 over the optimum (proved, from the claim's table)") {
  const std::string d = doc("chain_prefix.json", kChainPrefix);
  Run r = run("verify " + d);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+1 over the optimum (proved): 3 steps, the optimum is 2"));
  CHECK_THAT(r.out, Catch::Contains("postal.thm4.optimal"));
  CHECK_THAT(r.out, Catch::Contains("the lower bound is 2"));
  // --max-over-bound is judged against the optimum.
  r = run("verify " + d + " --max-over-bound 0");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("optimum=2"));
  r = run("verify " + d + " --max-over-bound 1");
  CHECK(r.code == 0);
  std::filesystem::remove(d);
}

TEST_CASE("verify --show-better: the chain prefix's better schedule, which verify calls optimal") {
  const std::string d = doc("chain_prefix_sb.json", kChainPrefix);
  const std::string better = temp_path("better_prefix.json"), json = temp_path("better.json"),
                    junit = temp_path("better.xml");
  Run r = run("verify " + d + " --show-better " + better + " --json " + json + " --junit " + junit);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("note: --show-better: " + better + " is an optimal schedule at"));
  REQUIRE(std::filesystem::exists(better));
  // The reports carry the new wording and fields (additions only).
  const auto j = nlohmann::json::parse(slurp(json));
  bool seen = false;
  for (const auto& c : j["claims"])
    if (c["id"] == "verify.chain-prefix.bound") {
      seen = true;
      CHECK(c["domain"]["optimum"] == 2);
      CHECK_THAT(c["note"].get<std::string>(), Catch::Contains("+1 over the optimum (proved)"));
      CHECK(c["verdict"] == "verified");
    }
  CHECK(seen);
  CHECK_THAT(slurp(junit), Catch::Contains("+1 over the optimum (proved)"));
  // The schedule written is a prefix of 2 steps, and verify calls it optimal.
  r = run("verify " + better);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps = the lower bound"));
  // Optimal already: a note, no file, and the earlier file removed.
  r = run("verify " + better + " --show-better " + better + ".again");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("note: --show-better: optimal at every point judged"));
  CHECK(!std::filesystem::exists(better + ".again"));
  std::ofstream(better + ".old") << "stale";
  r = run("verify " + better + " --show-better " + better + ".old");
  CHECK(r.code == 0);
  CHECK(!std::filesystem::exists(better + ".old"));
  for (const auto& f : {d, better, json, junit}) std::filesystem::remove(f);
}

TEST_CASE("verify --synth: two items down a chain, against the optimum synth proves") {
  const std::string d = doc("chain_two.json", kChainTwoItems);
  const std::string better = temp_path("better_two.json");
  // Without --synth no table knows this point: the lower bound, as before.
  Run r = run("verify " + d);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+2: 3 steps, the lower bound is 1"));
  r = run("verify " + d + " --synth");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+1 over the optimum (proved): 3 steps, the optimum is 2 "
                                    "(collcheck synth: a schedule of 2 steps replayed"));
  CHECK_THAT(r.out, Catch::Contains("the lower bound is 1"));
  r = run("verify " + d + " --synth --max-over-bound 1");
  CHECK(r.code == 0);
  r = run("verify " + d + " --show-better " + better);
  CHECK(r.code == 0);
  REQUIRE(std::filesystem::exists(better));
  r = run("verify " + better + " --synth");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps = the optimum (proved: collcheck synth"));
  std::filesystem::remove(d);
  std::filesystem::remove(better);
}

TEST_CASE("verify --synth: out of budget, the optimum is not decided and the lower bound stays") {
  const std::string d = doc("chain_two_rl.json", kChainTwoItems);
  const std::string better = temp_path("better_rl.json");
  std::ofstream(better) << "stale";
  const Run r = run("verify " + d + " --synth --rlimit 1 --show-better " + better);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+2: 3 steps, the lower bound is 1"));
  CHECK_THAT(r.out, Catch::Contains("the optimum was not decided"));
  CHECK_THAT(r.out, !Catch::Contains("over the optimum"));
  CHECK_THAT(r.out, Catch::Contains("note: --show-better:"));
  CHECK(!std::filesystem::exists(better));
  std::filesystem::remove(d);
}

TEST_CASE("verify --show-better over a sweep: the least point where the chain broadcast is slower") {
  const std::string better = temp_path("better_chain.json");
  Run r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
              "' --model postal --domain 'n=1..6,k=1,lambda=1' --show-better " + better);
  CHECK(r.code == 0);
  // n = 4 is the least point: the chain takes 3 steps, the optimum ceil(log2 4) = 2.
  CHECK_THAT(r.out, Catch::Contains("optimal at 3 of 6 points; at most +2 steps over the optimum (proved)"));
  CHECK_THAT(r.out, Catch::Contains(better + " is an optimal schedule at n=4,k=1,lambda=1"));
  r = run("verify " + better);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps = the lower bound"));
  std::filesystem::remove(better);
}

TEST_CASE("verify --synth: bad input is one line") {
  const std::string d = doc("chain_prefix_bad.json", kChainPrefix);
  require_usage_error("verify " + d + " --rlimit 5", "--rlimit bounds the solver queries of --synth");
  require_usage_error("verify " + d + " --synth-timeout 5", "--synth-timeout bounds --synth");
  require_usage_error("verify " + d + " " + d + " --show-better x.json", "--show-better writes one");
  require_usage_error("verify " + d + " --synth --rlimit 0", "rlimit");
  std::filesystem::remove(d);
}

TEST_CASE("verify --synth: the ring allreduce of one item against synth's allreduce optimum") {
  const std::string better = temp_path("better_ring.json");
  Run r = run("verify --generator 'python3 " + generator("ring_allreduce.py") +
              "' --model postal --case 'n=4,k=1,lambda=1,m=1' --show-better " + better);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+4 over the optimum (proved): 6 steps, the optimum is 2"));
  CHECK_THAT(r.out, Catch::Contains("no message pattern of 1 steps brings every operand to every PE"));
  REQUIRE(std::filesystem::exists(better));
  r = run("verify " + better);  // an allreduce of 2 steps, on the non-commutative witness
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps = the lower bound"));
  std::filesystem::remove(better);
}

TEST_CASE("verify --synth-timeout: a point synth cannot decide in time keeps the lower bound",
          "[slow]") {
  // Four items down a chain of 12 PEs: synth's m-item search takes about 20 s here.
  const Run r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
                    "' --model postal --case 'n=12,k=1,lambda=1,m=4' --synth --synth-timeout 1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("the optimum was not decided: stopped at --synth-timeout"));
  CHECK_THAT(r.out, Catch::Contains("the lower bound is 7"));
  CHECK_THAT(r.out, !Catch::Contains("over the optimum"));
}

TEST_CASE("verify --synth on logp: the binomial broadcast against synth's least time") {
  const std::string better = temp_path("better_logp.json");
  Run r = run("verify --generator 'python3 " + generator("logp_binomial_broadcast.py") +
              "' --model logp --case 'P=3,L=2,o=1,g=2' --show-better " + better);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("+2 over the optimum (proved): 8 time, the optimum is 6 (collcheck synth"));
  REQUIRE(std::filesystem::exists(better));
  r = run("verify " + better);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("optimal: 6 time = the lower bound"));
  std::filesystem::remove(better);
}

}  // namespace verify_synth_cli_test
