// What collcheck reads back: the reports `merge` combines and the --checkpoint files a run resumes
// from (app/report_read.hpp). Anything a shard of `collcheck check` does not write is refused
// with one line and exit 2 (issue 29, classes 1, 3 and 4): never merged into something that
// looks right, never an internal error, and a refutation never disappears.
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/app/cli_support.hpp"

namespace readers_test {

using namespace cli_support;
using json = nlohmann::ordered_json;

namespace {

// A refuted exhaustive claim (postal.lemma2.literal, a misprint), one that holds
// (postal.lemma3.contents) and a proof (postal.thm1.counting_step, dealt whole).
const std::string kClaims = "postal.thm1.counting_step postal.lemma2.literal postal.lemma3.contents";

json load(const std::string& path) { return json::parse(slurp(path)); }

std::string save(const std::string& name, const json& j) {
  const std::string path = temp_path(name);
  std::ofstream(path) << j.dump(1);
  return path;
}

struct Reports {
  std::string single, s1, s2;
};

// The single run's report and its two shards', made once.
const Reports& reports() {
  static const Reports r = [] {
    Reports x{temp_path("single.json"), temp_path("s1.json"), temp_path("s2.json")};
    REQUIRE(run("check " + kClaims + " --budget smoke --json " + x.single).code == 0);
    REQUIRE(run("check " + kClaims + " --budget smoke --shard 1/2 --json " + x.s1).code == 0);
    REQUIRE(run("check " + kClaims + " --budget smoke --shard 2/2 --json " + x.s2).code == 0);
    return x;
  }();
  return r;
}

json& claim(json& report, const std::string& id) {
  for (auto& c : report["claims"])
    if (c["id"] == id) return c;
  FAIL("no claim " << id);
  throw;
}

// The report at `path` changed by `edit`, saved under `name`.
template <class Edit>
std::string edited(const std::string& path, const std::string& name, Edit edit) {
  json j = load(path);
  edit(j);
  return save(name, j);
}

// A shard (1/2) that holds a split claim (pending or refuted) with some claim of each verdict.
std::string shard_claim_with(const std::string& verdict) {
  const json j = load(reports().s1);
  for (const auto& c : j["claims"])
    if (c["verdict"] == verdict) return c["id"].get<std::string>();
  return {};
}

}  // namespace

TEST_CASE("merge: the reports as written merge, and equal the single run's verdicts", "[slow]") {
  const Reports& r = reports();
  const Run m = run("merge " + r.s1 + " " + r.s2);
  CHECK(m.code == 0);
  CHECK_THAT(m.out, Catch::Contains("refuted") && Catch::Contains("postal.lemma2.literal"));
  CHECK(run("merge " + r.single).code == 0);
}

TEST_CASE("merge refuses a report that no shard of check writes", "[slow]") {
  const Reports& r = reports();
  // A verify report: "0 claims, exit 0" before.
  const std::string verify = temp_path("verify-report.json");
  REQUIRE(run("verify " + example("hypercube-allreduce.json") + " --json " + verify).code == 0);
  require_usage_error("merge " + verify, "a report of collcheck verify, not of collcheck check");
  // A claim listed twice.
  require_usage_error("merge " + edited(r.single, "twice.json",
                                        [](json& j) { j["claims"].push_back(j["claims"][1]); }),
                      "is listed twice");
  // A counterexample under verified.
  require_usage_error(
      "merge " + edited(r.single, "cx-verified.json",
                        [](json& j) {
                          claim(j, "postal.lemma3.contents")["counterexample"] = {{"n", 3}};
                        }),
      "a counterexample under the verdict verified");
  // A counterexample under pending (a shard's share without one).
  const std::string pending = shard_claim_with("pending");
  REQUIRE(!pending.empty());
  require_usage_error("merge " +
                          edited(r.s1, "cx-pending.json",
                                 [&](json& j) { claim(j, pending)["counterexample"] = {{"n", 3}}; }) +
                          " " + r.s2,
                      "a counterexample under the verdict pending");
  // A refuted claim outside "selected".
  require_usage_error("merge " + edited(r.single, "outside.json",
                                        [](json& j) {
                                          json sel = json::array();
                                          for (const auto& id : j["selected"])
                                            if (id != "postal.lemma2.literal") sel.push_back(id);
                                          j["selected"] = sel;
                                        }),
                      "claim postal.lemma2.literal is not among its selected claims");
  // An unknown budget.
  require_usage_error(
      "merge " + edited(r.single, "budget.json", [](json& j) { j["budget"] = "huge"; }),
      "unknown budget \"huge\"");
  // Shards of another run: another seed, another --timeout.
  require_usage_error(
      "merge " + edited(r.s1, "seed.json", [](json& j) { j["seed"] = 1; }) + " " + r.s2,
      "its seed differs");
  require_usage_error(
      "merge " + r.s1 + " " + edited(r.s2, "timeout.json", [](json& j) { j["timeout_seconds"] = 5; }),
      "its timeout_seconds differs");
  // A pending claim in a run without shards.
  require_usage_error("merge " + edited(r.single, "pending-single.json",
                                        [](json& j) {
                                          json& c = claim(j, "postal.lemma3.contents");
                                          c["verdict"] = "pending";
                                        }),
                      "verdict pending, which only a shard");
  // The proof dealt to shard 1 (round-robin) moved to shard 2's report.
  {
    json a = load(r.s1), b = load(r.s2);
    json keep = json::array();
    for (auto& c : a["claims"])
      if (c["id"] == "postal.thm1.counting_step")
        b["claims"].push_back(c);
      else
        keep.push_back(c);
    a["claims"] = keep;
    require_usage_error("merge " + save("moved-a.json", a) + " " + save("moved-b.json", b),
                        "dealt to another shard");
  }
  // A refuted share whose index is not one of its shard's cases.
  const std::string refuted = shard_claim_with("refuted");
  if (!refuted.empty())
    require_usage_error("merge " +
                            edited(r.s1, "index-shard.json",
                                   [&](json& j) {
                                     json& c = claim(j, refuted);
                                     for (std::uint64_t i = 0;; ++i) {
                                       c["index"] = i;
                                       // Shard::of: splitmix64's finalizer of the index
                                       std::uint64_t x = i + 0x9E3779B97F4A7C15ull;
                                       x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
                                       x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
                                       x ^= x >> 31;
                                       if (x % 2 == 1) break;
                                     }
                                   }) +
                            " " + r.s2,
                        "is not one of shard 1/2's cases");
}

TEST_CASE("merge: a refutation never disappears") {
  const Reports& r = reports();
  // The refuted claim left out of the report: before, it read "not run" and merge exited 0.
  require_usage_error("merge " + edited(r.single, "gone.json",
                                        [](json& j) {
                                          json keep = json::array();
                                          for (const auto& c : j["claims"])
                                            if (c["id"] != "postal.lemma2.literal")
                                              keep.push_back(c);
                                          j["claims"] = keep;
                                        }),
                      "postal.lemma2.literal has no verdict in any of the reports");
  // Refuted without its counterexample.
  require_usage_error("merge " + edited(r.single, "no-cx.json",
                                        [](json& j) {
                                          claim(j, "postal.lemma2.literal").erase("counterexample");
                                        }),
                      "refuted without a counterexample");
  // Its verdict changed, the rest left as it was: the as_expected no longer follows.
  require_usage_error("merge " + edited(r.single, "as-expected.json",
                                        [](json& j) {
                                          json& c = claim(j, "postal.lemma2.literal");
                                          c["verdict"] = "error";
                                        }),
                      "does not follow from its verdict");
}

TEST_CASE("merge: a malformed report is one line and exit 2, never an internal error", "[slow]") {
  const Reports& r = reports();
  const std::vector<std::pair<std::function<void(json&)>, std::string>> cases = {
      {[](json& j) { j["claims"] = 5; }, "\"claims\" must be an array, not an integer"},
      {[](json& j) { j["claims"][0] = json::object(); }, "an empty claim object"},
      {[](json& j) { j["claims"][0] = 7; }, "a claim that is an integer"},
      {[](json& j) { claim(j, "postal.lemma2.literal")["index"] = "x"; },
       "\"index\" must be an unsigned integer, not a string"},
      {[](json& j) { claim(j, "postal.lemma2.literal")["counterexample"] = json::array({1, 2}); },
       "\"counterexample\" must be an object, not an array"},
      {[](json& j) { claim(j, "postal.lemma3.contents").erase("verdict"); }, "no \"verdict\""},
      {[](json& j) { claim(j, "postal.lemma3.contents")["cases"] = -3; },
       "\"cases\" must be an unsigned integer"},
      {[](json& j) { claim(j, "postal.lemma3.contents")["domain"] = {{"n", {1, 2}}}; },
       "must be an integer, a boolean or a string"},
      {[](json& j) { j["seed"] = "x"; }, "\"seed\" must be an unsigned integer"},
      {[](json& j) { j["selected"] = json::array(); }, "\"selected\" is empty"},
      {[](json& j) { j["shard"] = 3; }, "\"shard\" must be a string"},
      {[](json& j) { j["surprise"] = 1; }, "unknown key \"surprise\""},
  };
  int i = 0;
  for (const auto& [edit, fragment] : cases)
    require_usage_error("merge " + edited(r.single, "bad" + std::to_string(i++) + ".json", edit),
                        fragment);
  // Nested 10^6 levels deep: refused before it is parsed (no stack overflow).
  const std::string deep = temp_path("deep.json");
  {
    std::ofstream f(deep);
    f << "{\"tool\": \"collcheck\", \"claims\": " << std::string(1000000, '[')
      << std::string(1000000, ']') << "}";
  }
  require_usage_error("merge " + deep, "nested deeper than 16 levels");
  require_usage_error("merge " + doc("notjson.json", "{\"tool\": "), "not JSON");
}

namespace {

std::string commit() {
  const std::string v = run("--version").out;
  const auto at = v.find("(commit ");
  REQUIRE(at != std::string::npos);
  const auto from = at + 8;
  return v.substr(from, v.find_first_of(",)", from) - from);
}

// A checkpoint of `check postal.lemma2.literal postal.lemma3.contents --budget smoke` with the
// identity's `changes`, and postal.lemma3.contents decided as the report gives it, edited.
template <class Edit>
std::string checkpoint(const std::string& name, const json& changes, Edit edit,
                       const json& selected = {"postal.lemma2.literal", "postal.lemma3.contents"}) {
  json run_id = {{"tool", "collcheck-checkpoint"},
                 {"commit", commit()},
                 {"version", "0.1.0"},
                 {"budget", "smoke"},
                 {"seed", 20261121},
                 {"shard", "1/1"},
                 {"variant", ""},
                 {"case", ""},
                 {"timeout", 0},
                 {"rlimit", 0},
                 {"solver", "z3"},
                 {"command", "check"},
                 {"selected", selected}};
  for (auto it = changes.begin(); it != changes.end(); ++it) run_id[it.key()] = it.value();
  json report = load(reports().single);
  json decided = claim(report, "postal.lemma3.contents");
  json claims = json::array({decided});
  json cp = {{"run", run_id}, {"claims", claims}, {"sweeps", json::object()}};
  edit(cp);
  return save(name, cp);
}

const std::string kResume = "check postal.lemma2.literal postal.lemma3.contents --budget smoke";

}  // namespace

TEST_CASE("checkpoint: the checkpoint of the same run resumes") {
  const std::string cp = checkpoint("cp-same.json", json::object(), [](json&) {});
  const Run r = run(kResume + " --checkpoint " + cp);
  CHECK(r.code == 0);
  CHECK_THAT(r.err, Catch::Contains("1 of 2 claims already decided"));
}

TEST_CASE("checkpoint: every option that can change a verdict is the run's identity", "[slow]") {
  // Written with --timeout 1, a claim timed out: the command without --timeout is another run
  // (before, the timed-out claim was carried over as inconclusive, exit 3).
  const auto timed_out = [](json& cp) {
    json& c = cp["claims"][0];
    c["verdict"] = "inconclusive";
    c["as_expected"] = false;
    c["note"] = "timeout (1 s)";
  };
  require_usage_error(kResume + " --checkpoint " +
                          checkpoint("cp-timeout.json", {{"timeout", 1}}, timed_out),
                      "is of another run (its timeout differs)");
  require_usage_error(kResume + " --timeout 2 --checkpoint " +
                          checkpoint("cp-timeout2.json", {{"timeout", 1}}, timed_out),
                      "its timeout differs");
  require_usage_error(kResume + " --checkpoint " +
                          checkpoint("cp-rlimit.json", {{"rlimit", 100}}, [](json&) {}),
                      "its rlimit differs");
  require_usage_error(kResume + " --checkpoint " +
                          checkpoint("cp-solver.json", {{"solver", "cvc5"}}, [](json&) {}),
                      "its solver differs");
  require_usage_error(kResume + " --seed 5 --checkpoint " +
                          checkpoint("cp-seed.json", json::object(), [](json&) {}),
                      "its seed differs");
  // A key this run does not have (a checkpoint of a later version, or hand-made).
  require_usage_error(kResume + " --checkpoint " +
                          checkpoint("cp-extra.json", {{"jobs_cap", 3}}, [](json&) {}),
                      "it has jobs_cap");
  // A key missing.
  require_usage_error(kResume + " --checkpoint " +
                          checkpoint("cp-missing.json", json::object(),
                                     [](json& cp) { cp["run"].erase("timeout"); }),
                      "its timeout is missing");
}

TEST_CASE("checkpoint: a malformed checkpoint is one line and exit 2, never an internal error",
          "[slow]") {
  const std::vector<std::pair<std::function<void(json&)>, std::string>> cases = {
      {[](json& cp) { cp["claims"] = 5; }, "\"claims\" must be an array, not an integer"},
      {[](json& cp) { cp["claims"][0] = json::object(); }, "an empty object"},
      {[](json& cp) { cp["claims"][0]["index"] = "x"; }, "\"index\" must be an unsigned integer"},
      {[](json& cp) { cp["claims"][0].erase("verdict"); }, "no \"verdict\""},
      {[](json& cp) { cp["claims"][0]["counterexample"] = json::array(); },
       "\"counterexample\" must be an object"},
      {[](json& cp) { cp["claims"].push_back(cp["claims"][0]); }, "is listed twice"},
      {[](json& cp) { cp["claims"][0]["id"] = "postal.algB.correct"; },
       "is not one this run gives a verdict"},
      {[](json& cp) { cp["sweeps"] = {{"postal.lemma2.literal#0", 4}}; }, "must be an object"},
      {[](json& cp) {
         cp["sweeps"] = {{"postal.lemma2.literal#0", {{"done_below", "x"}, {"readers", {}}}}};
       },
       "\"done_below\" must be an unsigned integer"},
      {[](json& cp) {
         cp["sweeps"] = {{"nosuch#0", {{"done_below", 0}, {"readers", json::array({json::object()})}}}};
       },
       "nosuch is no claim of this run"},
      {[](json& cp) { cp["run"] = "x"; }, "\"run\" must be an object"},
  };
  int i = 0;
  for (const auto& [edit, fragment] : cases) {
    const std::string cp = checkpoint("cp-bad" + std::to_string(i++) + ".json", json::object(), edit);
    require_usage_error(kResume + " --checkpoint " + cp, fragment);
  }
  const std::string deep = temp_path("cp-deep.json");
  {
    std::ofstream f(deep);
    f << "{\"run\": " << std::string(1000000, '[') << std::string(1000000, ']')
      << ", \"claims\": []}";
  }
  require_usage_error(kResume + " --checkpoint " + deep, "nested deeper than 16 levels");
}

TEST_CASE("checkpoint: a saved sweep outside the claim's domain is not trusted") {
  const std::string cp = checkpoint(
      "cp-sweep.json", json::object(),
      [](json& c) {
        c["claims"] = json::array();
        c["sweeps"] = {{"postal.lemma2.literal#0",
                        {{"done_below", 0},
                         {"readers", json::array({{{"fail_index", 18446744073709551615ull},
                                                   {"fail_detail", {{"n", 1}}}}})}}}};
      },
      json::array({"postal.lemma2.literal"}));
  // The sweep runs again from its first case: the least counterexample, not one at an index
  // outside the domain.
  const Run r = run("check postal.lemma2.literal --budget smoke --checkpoint " + cp);
  CHECK(r.code == 0);
  CHECK_THAT(r.err, Catch::Contains("is not of this domain (fail_index 18446744073709551615") &&
                        Catch::Contains("it runs again from its first case"));
  CHECK_THAT(r.out, Catch::Contains("counterexample: n=4 k=2 lambda=1 j=1 i=3"));
}

}  // namespace readers_test
