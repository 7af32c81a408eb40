// tests/regress/*.txt: minimal counterexamples found once, each stating its claim, variant,
// case, expected verdict and the counterexample. Each is replayed with --case; where the file
// says `minimal_on: smoke`, the whole smoke domain must report exactly this counterexample first.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

#include "app/options.hpp"
#include "checkers/runner.hpp"

namespace regress_test {

using namespace cc;

namespace {
std::map<std::string, std::string> read_kv(const std::filesystem::path& p) {
  std::map<std::string, std::string> kv;
  std::ifstream f(p);
  std::string line;
  while (std::getline(f, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(": ");
    if (colon != std::string::npos) kv[line.substr(0, colon)] = line.substr(colon + 2);
  }
  return kv;
}
}  // namespace

TEST_CASE("every regression file reproduces its counterexample", "[slow]") {
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(COLLCHECK_SOURCE_DIR "/tests/regress")) {
    if (e.path().extension() != ".txt") continue;
    ++files;
    auto kv = read_kv(e.path());
    INFO(e.path().filename().string());
    const Claim* c = find_claim(kv["claim"]);
    REQUIRE(c != nullptr);
    RunContext ctx;
    ctx.budget = Budget::smoke;
    ctx.jobs = 2;
    ctx.variant = kv["variant"];
    if (!kv["case"].empty()) ctx.pinned = app::parse_case(kv["case"]);
    Outcome o = c->checker->run(ctx);
    CHECK(std::string(to_string(o.verdict)) == kv["expect"]);
    REQUIRE(o.counterexample);
    CHECK(to_text(*o.counterexample) == kv["counterexample"]);
    if (kv["minimal_on"] == "smoke") {
      ctx.pinned.reset();
      o = c->checker->run(ctx);
      REQUIRE(o.counterexample);
      CHECK(to_text(*o.counterexample) == kv["counterexample"]);
    }
  }
  CHECK(files >= 6);
}

}  // namespace regress_test
