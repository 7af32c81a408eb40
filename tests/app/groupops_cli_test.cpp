// collcheck simulate pram|hypercube|binomial (Ohtaki's slides): the slides' N = 8 tables, the
// binomial tree's steps, one JSON object with --format json, and one-line errors with exit code 2
// for bad input.
#include <catch2/catch.hpp>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "tests/app/cli_support.hpp"

namespace groupops_cli_test {

using namespace cli_support;

TEST_CASE("simulate pram prints Broadcast's loop table for N = 8") {
  const Run r = run("simulate pram --procedure broadcast --N 8 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("Stage 1\tP_1\treads m, writes A(1)\n"));
  CHECK_THAT(r.out, Catch::Contains("2\tP_8\treads A(4), writes A(8)\n"));
  CHECK_THAT(r.out, Catch::Contains("1\tD\tD\tD\tD\t\t\t\t\n"));
  CHECK_THAT(r.out, Catch::Contains("loop iterations 4, ⌈log2 N⌉ = 3, EREW steps 8"));
}

// The code points of a UTF-8 string in the Japanese ranges: CJK punctuation, kana and
// ideographs, full-width forms.
std::string japanese_in(const std::string& s) {
  std::string found;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t len = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    std::uint32_t cp = len == 1 ? c : c & (0x3F >> (len - 1));
    for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    if ((cp >= 0x3000 && cp <= 0x30FF) || (cp >= 0x4E00 && cp <= 0x9FFF) ||
        (cp >= 0xFF00 && cp <= 0xFFEF))
      found += s.substr(i, len);
    i += len;
  }
  return found;
}

TEST_CASE("simulate pram, hypercube and binomial print every label in English", "[slow]") {
  const std::string doc = temp_path("groupops_labels.json");
  const std::pair<std::string, std::string> all[] = {
      {"pram", "broadcast"},      {"pram", "reduction"},      {"pram", "prefix"},
      {"hypercube", "broadcast"}, {"hypercube", "reduction"}, {"hypercube", "prefix"},
      {"binomial", "broadcast"},  {"binomial", "scatter"},    {"binomial", "gather"},
      {"binomial", "reduction"},  {"binomial", "properties"}};
  for (const auto& [model, proc] : all) {
    for (const std::string format : {"text", "json"}) {
      const std::string args =
          "simulate " + model + " --procedure " + proc + " --N 8 --trace --format " + format;
      INFO(args);
      const Run r = run(args);
      CHECK(r.code == 0);
      CHECK(japanese_in(r.out).empty());
      if (proc == "properties") continue;
      // The trace's first row, before any loop or step, is "initial".
      if (format == "text")
        CHECK_THAT(r.out, Catch::Contains("\ninitial\t"));
      else
        CHECK(nlohmann::json::parse(r.out)["trace"][0]["after"] == "initial");
    }
    if (proc == "properties") continue;
    const Run e =
        run("simulate " + model + " --procedure " + proc + " --N 8 --emit-schedule " + doc);
    CHECK(e.code == 0);
    CHECK(japanese_in(slurp(doc)).empty());
  }
  // Broadcast's step before its loop (the slides' 前処理) is Stage 1, as Procedure Broadcast
  // names it: in the loop table, the trace, the JSON rows and the schedule document.
  const Run t = run("simulate pram --procedure broadcast --N 8 --trace");
  CHECK_THAT(t.out, Catch::Contains("\nStage 1\tD\t\t\t\t\t\t\t\n"));
  const auto j =
      nlohmann::json::parse(run("simulate pram --procedure broadcast --N 8 --format json").out);
  CHECK(j["rows"][0]["j"] == "Stage 1");
  CHECK(j["rows"][1]["j"] == "0");
  run("simulate pram --procedure broadcast --N 8 --emit-schedule " + doc);
  const auto d = nlohmann::json::parse(slurp(doc));
  CHECK(d["steps"][0]["comment"] == "Stage 1, access 1 of 2");
  CHECK(d["steps"][2]["comment"] == "loop 0, access 1 of 2");
  std::remove(doc.c_str());
}

TEST_CASE("simulate pram traces Reduction and Prefix loop by loop on the interval witness") {
  const Run r = run("simulate pram --procedure reduction --N 8 --trace");
  CHECK_THAT(r.out, Catch::Contains("2\tP_1\twrites A(1), reads A(5)\n"));
  CHECK_THAT(r.out, Catch::Contains("\n2\ta_{1-8}\t"));
  const Run p = run("simulate pram --procedure prefix --N 8 --trace");
  CHECK_THAT(p.out, Catch::Contains("\n0\ta_1\ta_{1-2}\ta_{2-3}\t"));
  CHECK_THAT(p.out, Catch::Contains("\ta_{1-8}\n"));
}

TEST_CASE("simulate pram runs the guarded procedure when N is not a power of two") {
  const Run r = run("simulate pram --procedure reduction --N 6 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("N is not a power of two: ⌈log2 N⌉ = 3 iterations"));
  CHECK_THAT(r.out, Catch::Contains("\n2\ta_{1-6}\t"));
}

TEST_CASE("simulate hypercube prints the reduction's data flow for N = 8") {
  const Run r = run("simulate hypercube --procedure reduction --N 8 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("step 1 (dimension 0): P_1 -> P_0, P_3 -> P_2, P_5 -> P_4, "
                                    "P_7 -> P_6\n"));
  CHECK_THAT(r.out, Catch::Contains("1\ta_{0-1}\t\ta_{2-3}\t\ta_{4-5}\t\ta_{6-7}\t\n"));
  CHECK_THAT(r.out, Catch::Contains("3\ta_{0-7}\t"));
  const Run j = run("simulate hypercube --procedure prefix --N 8 --format json");
  CHECK(j.code == 0);
  CHECK(nlohmann::json::parse(j.out)["communication_steps"] == 3);
}

TEST_CASE("simulate binomial distributes from the higher dimensions first") {
  const Run r = run("simulate binomial --procedure scatter --N 8 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("step 1 (dimension 2): P_0 -> P_4 a_4..a_7\n"));
  CHECK_THAT(r.out,
             Catch::Contains("step 2 (dimension 1): P_0 -> P_2 a_2,a_3, P_4 -> P_6 a_6,a_7\n"));
  CHECK_THAT(r.out, Catch::Contains("\n3\ta_0\ta_1\ta_2\ta_3\ta_4\ta_5\ta_6\ta_7\n"));
  CHECK_THAT(r.out, Catch::Contains("communication steps 3, log2 N = 3"));
  const Run b = run("simulate binomial --procedure broadcast --N 8 --trace");
  CHECK_THAT(b.out, Catch::Contains("\n2\tD\t\tD\t\tD\t\tD\t\n"));
}

TEST_CASE("simulate binomial gathers and reduces from the lower dimensions first") {
  const Run g = run("simulate binomial --procedure gather --N 8 --trace");
  CHECK(g.code == 0);
  CHECK_THAT(g.out, Catch::Contains("step 3 (dimension 2): P_4 -> P_0 a_4..a_7\n"));
  CHECK_THAT(g.out, Catch::Contains("\n3\ta_0..a_7\t"));
  const Run r = run("simulate binomial --procedure reduction --N 8 --trace");
  CHECK_THAT(r.out, Catch::Contains("\n1\ta_{0-1}\t\ta_{2-3}\t\ta_{4-5}\t\ta_{6-7}\t\n"));
  CHECK_THAT(r.out, Catch::Contains("\n3\ta_{0-7}\t"));
}

TEST_CASE("simulate binomial prints the tree's properties and one JSON object") {
  const Run r = run("simulate binomial --procedure properties --N 16");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("N = 16 nodes, depth 4, largest degree 4 (log2 N = 4)"));
  CHECK_THAT(r.out, Catch::Contains("\n2\t6\t6\n"));
  const Run j = run("simulate binomial --procedure gather --N 4 --format json");
  CHECK(j.code == 0);
  const auto o = nlohmann::json::parse(j.out);
  CHECK(o["communication_steps"] == 2);
  CHECK(o["steps"][1]["dimension"] == 1);
  CHECK(o["steps"][1]["messages"][0]["carries"] == "a_2,a_3");
}

TEST_CASE("simulate binomial shows a planted bug's violation") {
  const Run r = run("simulate binomial --procedure scatter --N 2 --variant planted-block-offset");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("binomial-tree violation (held) at step 1"));
}

TEST_CASE("simulate pram, hypercube and binomial reject bad input with one line and exit 2",
          "[slow]") {
  require_usage_error("simulate pram", "--procedure");
  require_usage_error("simulate binomial", "--procedure");
  require_usage_error("simulate pram --procedure foo", "unknown procedure");
  require_usage_error("simulate pram --procedure scatter", "known: broadcast, reduction, prefix");
  require_usage_error("simulate binomial --procedure prefix",
                      "known: broadcast, scatter, gather, reduction, properties");
  require_usage_error("simulate hypercube --procedure prefix --N 0", "--N must be in [1, 65536]");
  require_usage_error("simulate binomial --procedure gather --N 0", "--N must be in [1, 65536]");
  require_usage_error("simulate binomial --procedure scatter --N 6", "power of two in [1, 65536]");
  require_usage_error("simulate hypercube --procedure prefix --N 131072", "--N must be in");
  require_usage_error("simulate binomial --procedure reduction --N 131072", "--N must be in");
  require_usage_error("simulate pram --procedure prefix --N x", "--N must be an integer");
  require_usage_error("simulate binomial --procedure broadcast --N 8x", "--N must be an integer");
  require_usage_error("simulate binomial --procedure broadcast --N -4", "--N must be");
  require_usage_error("simulate pram --procedure prefix --variant nope", "--variant");
  require_usage_error("simulate binomial --procedure gather --variant nope", "--variant");
  require_usage_error("simulate pram --procedure prefix --k 3", "--k");
  require_usage_error("simulate binomial --procedure gather --L 3", "--L");
  require_usage_error("simulate binomial --procedure gather --format xml", "--format");
}

TEST_CASE("a replayed groupops case outside the claim's domain is a usage error") {
  require_usage_error("check groupops.operator.associative.large --case d=12,op=5",
                      "outside the domain of groupops.operator.associative.large");
  const Run r = run("check groupops.binomial.scatter --variant planted-block-offset --case k=1");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("rule=held"));
}

TEST_CASE("an iteration as one step of the slides' EREW model fails at N = 1 on one address") {
  const Run r = run("check groupops.pram.erew.whole_step --case d=0");
  CHECK(r.code == 0);  // expected refuted
  CHECK_THAT(r.out, Catch::Contains("rule=one-address"));
  CHECK_THAT(r.out, Catch::Contains("violation=\"P_1 accesses m and A(1) in one step\""));
  const Run c =
      run("check groupops.pram.erew.whole_step.cells groupops.pram.broadcast.naive "
          "groupops.steps.proportional --budget smoke");
  CHECK(c.code == 0);
  const Run l = run("list");
  CHECK_THAT(l.out,
             Catch::Contains("assumes a Step is one processor's read followed by its write"));
}

}  // namespace groupops_cli_test
