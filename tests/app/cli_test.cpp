// The command line as a user meets it: exit codes, one-line errors, reports.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/app/cli_support.hpp"

namespace cli_test {

using namespace cli_support;

TEST_CASE("bad input gets one error line naming the argument and exit code 2", "[slow]") {
  require_usage_error("simulate postal --n 10 --k 0", "--k must be in [1, 65536], got 0");
  require_usage_error("simulate postal --n 10 --lambda 0", "--lambda must be in [1, 65536]");
  require_usage_error("simulate postal --n 0", "--n must be in [1, 16777216], got 0");
  require_usage_error("simulate postal --n -5", "--n must be non-negative");
  require_usage_error("simulate postal --n ten",
                      "--n must be an integer in [1, 16777216], got 'ten'");
  require_usage_error("simulate postal --n 1000000000",
                      "too large to simulate: it would need about");
  require_usage_error("simulate postal --n 10 --algorithm C", "--algorithm must be A or B");
  require_usage_error("simulate postal --algorithm B --n 10 --p 10", "p < n");
  require_usage_error("simulate torus --n 8", "unknown model 'torus'");
  require_usage_error("check 'nosuch.*'", "no claim matches 'nosuch.*'");
  require_usage_error("check --budget huge", "--budget must be smoke, ci or deep, got 'huge'");
  require_usage_error("check --jobs 0", "--jobs must be in [1, 1024]");
  require_usage_error("check --shard 3/2", "--shard must be I/N");
  require_usage_error("check postal.lemma3.contents --case n=4,,k=1", "--case must be name=value");
  require_usage_error("check postal.lemma3.contents --case q=4", "has no parameter 'q'");
  require_usage_error("check postal.example.a_table --case n=3",
                      "has no parameter 'n' (it has none)");
  require_usage_error("check postal.thm1.counting_step --case n=3", "has no case to pin");
  // A --case outside the claim's domain, or a partial one for a property claim, decides nothing.
  require_usage_error("check postal.algB.correct --case n=3,p=5,k=1,lambda=1",
                      "is not a case of postal.algB.correct");
  require_usage_error("check postal.algB.large --case n=3,p=5,k=1,lambda=1",
                      "is not a case of postal.algB.large");
  require_usage_error("check postal.algB.large --case n=3", "give p, k, lambda too");
  require_usage_error("check logp.def4.large --case P=3,L=2,o=3,g=1",
                      "is not a case of logp.def4.large");
  // Empty and repeated values are usage errors, never "not given".
  require_usage_error("check --jobs ''", "--jobs: the value is empty");
  require_usage_error("check postal.lemma3.contents --case ''", "--case: the value is empty");
  require_usage_error("check postal.lemma3.contents --case n=4,n=5", "gives n twice");
  require_usage_error("check --jobs 2 --jobs 3", "--jobs");
  require_usage_error("simulate postal --n ''", "--n: the value is empty");
  // No input ends in bad_alloc: beyond 2^25 messages a simulation is refused before it runs.
  require_usage_error("simulate postal --n 16777216 --k 1 --lambda 1", "above the limit 33554432");
  require_usage_error("simulate postal --n 65536 --k 65536 --lambda 65536", "above the limit");
  require_usage_error("simulate postal --n 100000 --trace", "--trace prints every PE");
  require_usage_error("simulate logp --sum 100000000", "--sum must be");
  require_usage_error(
      "simulate omega --L 64 --paths " +
          [] {
            std::string p;
            for (int i = 0; i < 600; ++i)
              p += (i ? "," : "") + std::to_string(i) + ":" + std::to_string(i);
            return p;
          }(),
      "at most 512 paths");
  require_usage_error("check --json r.xml --junit r.xml", "name the same file");
  require_usage_error("check --checkpoint r.json --json r.json", "names the file of a report");
  // --rlimit: what Z3 takes (an unsigned 32-bit number), never capped silently.
  require_usage_error("prove --rlimit 0", "--rlimit must be in [1, 4294967295]");
  require_usage_error("prove --rlimit 4294967296", "--rlimit must be in [1, 4294967295]");
  require_usage_error("check 'postal.*' --variant nosuch", "unknown postal variant 'nosuch'");
  require_usage_error("check --json /nonexistent/dir/r.json", "--json: cannot write");
  require_usage_error("bound postal --n 10 --k 0 --lambda 1", "--k must be in");
  require_usage_error("bound postal --n 10 --k 1", "needs --lambda");
  require_usage_error("frobnicate", "frobnicate");
}

TEST_CASE("bound prints m on its last line, exactly, for n up to 10^18") {
  Run r = run("bound postal --n 10 --k 2 --lambda 3");
  CHECK(r.code == 0);
  CHECK(r.out.substr(r.out.rfind('\n', r.out.size() - 2) + 1) == "6\n");
  r = run("bound postal --n 1000000000000000000 --k 1 --lambda 1");
  CHECK(r.out.substr(r.out.rfind('\n', r.out.size() - 2) + 1) == "60\n");
}

TEST_CASE("simulate prints the paper's C_j lines and counts steps in JSON") {
  Run r = run("simulate postal --algorithm A --n 10 --k 2 --lambda 3 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("C3 = <0, 0:1, 0:2, 1:3, 2:4, 3:5, 4:6, 5:7, 6:8, 7:9>"));
  r = run("simulate postal --algorithm B --n 80 --p 10 --format json");
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["communication_steps"] == 6);
  CHECK(j["prefixes_correct"] == true);
  r = run("simulate postal --n 10 --variant planted-reversed-combine");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("prefixes WRONG"));
}

TEST_CASE("simulate --dot writes T_i as Graphviz") {
  const auto path = temp_path("t1.dot");
  const Run r = run("simulate postal --n 10 --k 2 --lambda 3 --tree 1 --dot " + path);
  CHECK(r.code == 0);
  const std::string dot = slurp(path);
  CHECK_THAT(dot, Catch::Contains("digraph T1"));
  CHECK_THAT(dot, Catch::Contains("1 -> 2 [label=\"1\"]"));
}

TEST_CASE("check writes the JSON and JUnit reports docs/ci.md describes") {
  const auto json = temp_path("r.json"), junit = temp_path("r.xml");
  const Run r = run("check 'postal.lemma2.*' 'postal.example.*' --budget smoke --json " + json +
                    " --junit " + junit);
  CHECK(r.code == 0);
  const auto j = nlohmann::json::parse(slurp(json));
  for (const char* k : {"tool", "version", "budget", "seed", "jobs", "claims", "summary"})
    CHECK(j.contains(k));
  bool saw_refuted = false;
  for (const auto& c : j["claims"]) {
    for (const char* k : {"id", "family", "source", "statement", "expect", "verdict", "as_expected",
                          "method", "domain", "cases", "seconds"})
      CHECK(c.contains(k));
    if (c["verdict"] == "refuted") {
      saw_refuted = true;
      CHECK(c["counterexample"].is_object());
      CHECK(c["replay"].get<std::string>().rfind("collcheck check ", 0) == 0);
    }
    if (c["id"] == "postal.lemma2.literal") CHECK(c["kind"] == "misprint");
  }
  CHECK(saw_refuted);
  const std::string xml = slurp(junit);
  CHECK_THAT(xml, Catch::Contains("<testcase classname=\"postal\" name=\"postal.lemma2.literal\""));
  CHECK_THAT(xml, Catch::Contains("<property name=\"kind\" value=\"misprint\"/>"));
}

// The keys of the JSON object `o` in the order the text has them.
static std::vector<std::string> keys_in_order(const nlohmann::ordered_json& o) {
  std::vector<std::string> k;
  for (auto it = o.begin(); it != o.end(); ++it) k.push_back(it.key());
  return k;
}

TEST_CASE("a counterexample's fields keep the paper's order in JSON, also through merge") {
  const auto json = temp_path("order.json"), merged = temp_path("order-merged.json");
  const std::string args =
      "check postal.lemma2.literal postal.lemma3.contents --budget smoke --variant "
      "planted-dropped-port --json ";
  const Run r = run(args + json);
  CHECK(r.code == 1);
  // The claim's parameters first (n, k, lambda: the order of its domain), then what the check
  // recorded, as the text report prints them; never alphabetical.
  const std::vector<std::string> lemma2 = {
      "n", "k", "lambda", "j", "i", "G(j-1)", "G(j-lambda)", "lemma 2 senders", "executed senders"};
  const std::vector<std::string> lemma3 = {"n", "k",    "lambda", "j",
                                           "i", "G(j)", "c(i)",   "expected"};
  CHECK_THAT(r.out, Catch::Contains("counterexample: n=3 k=2 lambda=1 j=1 i=2 G(j-1)=1"));
  for (const std::string& path : {json, merged}) {
    if (path == merged) REQUIRE(run("merge " + json + " --json " + merged).code == 1);
    INFO(path);
    const std::string text = slurp(path);
    const auto j = nlohmann::ordered_json::parse(text);
    REQUIRE(j["claims"].size() == 2);
    CHECK(keys_in_order(j["claims"][0]["counterexample"]) == lemma2);
    CHECK(keys_in_order(j["claims"][1]["counterexample"]) == lemma3);
    CHECK(keys_in_order(j["claims"][0]["domain"]) ==
          std::vector<std::string>{"n_min", "n_max", "k_min", "k_max", "lambda_min", "lambda_max"});
    // In the text itself: "n" before "k" before "lambda" in the first counterexample.
    const auto at = text.find("\"counterexample\"");
    REQUIRE(at != std::string::npos);
    const auto n = text.find("\"n\":", at), k = text.find("\"k\":", at),
               l = text.find("\"lambda\":", at), g = text.find("\"G(j-1)\":", at);
    CHECK(n < k);
    CHECK(k < l);
    CHECK(l < g);
  }
}

TEST_CASE("an unexpected refutation exits 1 and its replay line reproduces it") {
  Run r = run("check postal.lemma3.contents --budget smoke --variant planted-dropped-port");
  CHECK(r.code == 1);
  const std::string replay = replay_args(r.out);
  CHECK(replay ==
        "check postal.lemma3.contents --variant planted-dropped-port --case "
        "n=3,k=2,lambda=1");
  r = run(replay);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("c(i)=1:2 expected=0:2"));
}

TEST_CASE("cvc5's time limit per query (--cvc5-tlimit) applies only when cvc5 is asked") {
  require_usage_error("prove halfduplex.thm5.monotone_p --budget smoke --cvc5-tlimit 100",
                      "give --solver cvc5 or --cross-check");
  if (run("--version").out.find("cvc5 none") != std::string::npos) {
    SUCCEED("built without cvc5: only the refusal above applies");
    return;
  }
  require_usage_error("prove --solver cvc5 --cvc5-tlimit 0", "--cvc5-tlimit must be in [1, 10000]");
  require_usage_error("prove --cross-check --cvc5-tlimit 10001", "(the default: cvc5 cannot be");
  // cvc5 does not decide this nonlinear query within 0.1 s (it runs out of time at 10 s too):
  // inconclusive, and the limit is named. Z3 beside it (--cross-check) still proves the claim.
  Run r = run("prove halfduplex.thm5.monotone_p --budget smoke --solver cvc5 --cvc5-tlimit 100");
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("cvc5 unknown (time limit (cvc5 tlimit-per 100 ms))"));
  r = run("prove halfduplex.thm5.monotone_p --budget smoke --cross-check --cvc5-tlimit 100");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("proved"));
}

TEST_CASE("errata lists every finding by kind, with its evidence and an executed counterexample",
          "[slow]") {
  const Run r = run("errata --format json");
  CHECK(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["errata"].size() >= 20);
  const std::vector<std::string> order = {"erratum", "misprint", "proof-gap", "beyond-scope"};
  std::size_t last = 0;
  for (const auto& e : j["errata"]) {
    for (const char* k :
         {"claim", "kind", "family", "source", "statement", "why", "evidence", "assumptions",
          "counterexample", "replay", "corrected", "corrected_claim"})
      CHECK(e.contains(k));
    CHECK(e["counterexample"].is_object());
    CHECK_FALSE(e["evidence"].empty());
    // Entries come in the order of the four kinds, each kind in its own section.
    const auto at = std::find(order.begin(), order.end(), e["kind"].get<std::string>());
    REQUIRE(at != order.end());
    CHECK(static_cast<std::size_t>(at - order.begin()) >= last);
    last = static_cast<std::size_t>(at - order.begin());
    CHECK(j["counts"][e["kind"].get<std::string>()].get<int>() >= 1);
  }
  const Run text = run("errata");
  for (const char* heading : {"== Errata:", "== Misprints:", "== Proof gaps:", "== Beyond scope:"})
    CHECK_THAT(text.out, Catch::Contains(heading));
}

TEST_CASE("errata groups the readings of one defect under it and counts defects and readings",
          "[slow]") {
  const Run r = run("errata --format json");
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  // Every reading names its defect, and the defect lists it back; a defect's readings are of
  // one kind and come one after another.
  std::map<std::string, std::vector<std::string>> readings;
  std::string previous;
  std::set<std::string> closed;
  for (const auto& e : j["errata"]) {
    const std::string d = e["defect"];
    readings[d].push_back(e["claim"]);
    if (d != previous) {
      CHECK(closed.insert(d).second);  // not seen before: the readings are contiguous
      previous = d;
    }
    // A misprint shows what is meant; no other kind claims to.
    CHECK(e.contains("intended_by") == (e["kind"] == "misprint"));
  }
  std::size_t total = 0;
  std::map<std::string, int> defects_of_kind;
  for (const auto& d : j["defects"]) {
    INFO(d["defect"]);
    std::vector<std::string> ids;
    for (const auto& id : d["readings"]) ids.push_back(id);
    CHECK(ids == readings[d["defect"]]);
    total += ids.size();
    ++defects_of_kind[d["kind"]];
    CHECK_FALSE(d["title"].get<std::string>().empty());
  }
  CHECK(total == j["errata"].size());
  CHECK(j["defects"].size() < j["errata"].size());  // some defects have several readings
  for (const auto& [kind, n] : defects_of_kind) CHECK(j["defect_counts"][kind] == n);
  // The S of the half-duplex paper is one defect, seen by the closed form, the recurrence, the
  // integrality and section 6.
  CHECK(readings["halfduplex.s"].size() >= 4);
  const Run text = run("errata");
  CHECK_THAT(text.out, Catch::Contains("defect halfduplex.s [erratum, "));
  CHECK_THAT(text.out, Catch::Contains(std::to_string(j["defects"].size()) + " defects:"));
  CHECK_THAT(text.out, Catch::Contains("seen through " + std::to_string(j["errata"].size()) +
                                       " findings (readings)"));
}

TEST_CASE("list shows each claim's assumptions with the quoted passage") {
  const Run r = run("list --format json");
  CHECK(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  bool saw = false;
  for (const auto& c : j["claims"])
    if (c["id"] == "logp.thm2.reach") {
      saw = true;
      CHECK(c["kind"] == "beyond-scope");
      CHECK(c["assumptions"][0]["condition"] == "g >= o");
      CHECK_THAT(c["assumptions"][0]["quote"]["original"].get<std::string>(),
                 Catch::Contains("g 至少应等于 o"));
      CHECK(c.contains("extension"));
    }
  CHECK(saw);
}

TEST_CASE("the verdicts and counterexamples are the same for any --jobs", "[slow]") {
  const auto ja = temp_path("j1.json"), jb = temp_path("j2.json");
  Run a = run("check 'postal.*' --budget smoke --jobs 1 --json " + ja);
  Run b = run("check 'postal.*' --budget smoke --jobs 2 --json " + jb);
  a.out += slurp(ja);
  b.out += slurp(jb);
  auto strip = [](const std::string& out) {
    std::string s;
    std::istringstream in(out);
    std::string line;
    while (std::getline(in, line))
      if (line.find("\"seconds\"") == std::string::npos &&
          line.find("\"jobs\"") == std::string::npos && line.find("cases ") == std::string::npos &&
          line.find("jobs ") == std::string::npos)
        s += line + "\n";
    return s;
  };
  CHECK(a.code == 0);
  CHECK(strip(a.out) == strip(b.out));
}

TEST_CASE(
    "every shard of a run exits 0, a claim dealt whole runs whole, a share without a decision is "
    "pending",
    "[slow]") {
  std::uint64_t bmc_cases = 0;
  int pending = 0;
  for (int i = 1; i <= 3; ++i) {
    const std::string json = temp_path("shard" + std::to_string(i) + ".json");
    const Run r =
        run("check 'postal.*' --budget smoke --shard " + std::to_string(i) + "/3 --json " + json);
    INFO(r.out);
    CHECK(r.code == 0);  // an erratum whose counterexample lies in another shard is not a FAIL
    const auto j = nlohmann::json::parse(slurp(json));
    for (const auto& c : j["claims"]) {
      if (c["id"] == "postal.thm1.bmc") bmc_cases += c["cases"].get<std::uint64_t>();
      if (c["verdict"] == "pending") ++pending;
    }
  }
  CHECK(pending > 0);
  // the bounded model check is dealt whole to one shard and checks every instance there
  const Run whole = run("check postal.thm1.bmc --budget smoke --json " + temp_path("whole.json"));
  const auto j = nlohmann::json::parse(slurp(temp_path("whole.json")));
  CHECK(bmc_cases == j["claims"][0]["cases"].get<std::uint64_t>());
}

TEST_CASE("a query stopped by --rlimit reads inconclusive (resource limit), never canceled") {
  const auto junit = temp_path("rlimit.xml");
  const Run r = run("prove postal.thm1.counting_step --rlimit 1000 --junit " + junit);
  CHECK(r.code == 3);
  // JUnit: an undecided claim is skipped, with the reason; its domain and verdict are properties.
  const std::string xml = slurp(junit);
  CHECK_THAT(xml, Catch::Contains("skipped=\"1\""));
  CHECK_THAT(xml, Catch::Contains("<skipped message=\"postal.thm1.counting_step: inconclusive, "));
  CHECK_THAT(xml, Catch::Contains("<property name=\"verdict\" value=\"inconclusive\"/>"));
  CHECK_THAT(xml, Catch::Contains("<property name=\"domain\" value=\""));
  CHECK_THAT(r.out, Catch::Contains("inconclusive"));
  CHECK_THAT(r.out, Catch::Contains("resource limit (rlimit 1000)"));
  CHECK_THAT(r.out, !Catch::Contains("canceled"));
}

TEST_CASE("the version line names the commit, the build type and the Z3 and MPI libraries") {
  const Run r = run("--version");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::StartsWith("collcheck 0.1.0 (commit "));
  CHECK_THAT(r.out, Catch::Contains(" build)\nZ3 4."));
  CHECK_THAT(r.out, Catch::Contains("\nMPI "));
}

TEST_CASE("list filters the catalog by glob, family, method and expectation", "[slow]") {
  Run r = run("list 'postal.*' --method proof --expect holds --format json");
  CHECK(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(!j["claims"].empty());
  for (const auto& c : j["claims"]) {
    CHECK(c["family"] == "postal");
    CHECK(c["method"] == "proof");
    CHECK(c["expect"] == "holds");
  }
  r = run("list --family logp --expect refuted");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("logp.sum.optimal_count"));
  CHECK_THAT(r.out, !Catch::Contains("postal."));
  require_usage_error("list --family post", "--family must be one of");
  require_usage_error("list --method smt", "--method must be proof, exhaustive or property");
  require_usage_error("list --expect maybe", "--expect must be holds or refuted");
  require_usage_error("list 'nosuch.*'", "no claim matches 'nosuch.*'");
  require_usage_error("list --variants --family postal", "the claim filters do not apply");
}

}  // namespace cli_test
