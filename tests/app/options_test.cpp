#include "app/options.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "app/command_line.hpp"
#include "app/domain.hpp"
#include "spec/core/usage_error.hpp"

namespace options_test {

using namespace cc;
using namespace cc::app;

TEST_CASE("numeric options accept exactly the integers of their range") {
  const NumericOption k{"k", "", 1, 64, ""};
  CHECK(parse_uint(k, "1") == 1);
  CHECK(parse_uint(k, "64") == 64);
  CHECK_THROWS_WITH(parse_uint(k, "65"), "--k must be in [1, 64], got 65");
  CHECK_THROWS_WITH(parse_uint(k, "0"), "--k must be in [1, 64], got 0");
  CHECK_THROWS_WITH(parse_uint(k, "-1"),
                    "--k must be non-negative, an integer in [1, 64], got '-1'");
  CHECK_THROWS_WITH(parse_uint(k, "1e3"), "--k must be an integer in [1, 64], got '1e3'");
  CHECK_THROWS_WITH(parse_uint(k, "99999999999999999999999"),
                    Catch::Contains("got '99999999999999999999999'"));
}

TEST_CASE("case and shard options parse or name what is wrong") {
  const Fields f = parse_case("n=4,k=2,lambda=1");
  CHECK(to_text(f) == "n=4 k=2 lambda=1");
  CHECK_THROWS_AS(parse_case("n=4,"), UsageError);
  CHECK_THROWS_AS(parse_case("n"), UsageError);
  CHECK_THROWS_AS(parse_case("n=x"), UsageError);
  CHECK(parse_shard("2/4") == std::pair<unsigned, unsigned>{2, 4});
  CHECK_THROWS_AS(parse_shard("0/4"), UsageError);
  CHECK_THROWS_AS(parse_shard("4"), UsageError);
}

TEST_CASE("verify's --domain and --case read every parameter of the model once, inside its range",
          "[slow]") {
  const auto axes = generator_axes("postal", "lambda=2..3,n=1..64,k=1", "", false);
  REQUIRE(axes.size() == 3);
  CHECK(axes[0].name == "lambda");
  CHECK((axes[0].lo == 2 && axes[0].hi == 3));
  CHECK((axes[1].name == "n" && axes[1].lo == 1 && axes[1].hi == 64));
  CHECK((axes[2].name == "k" && axes[2].lo == 1 && axes[2].hi == 1));
  const auto one = generator_axes("postal", "", "n=5,k=1,lambda=1", false);
  REQUIRE(one.size() == 3);
  CHECK((one[0].lo == 5 && one[0].hi == 5));
  CHECK(generator_axes("omega", "L=1..6", "", true).size() == 1);
  // Each bad input names what is wrong.
  CHECK_THROWS_WITH(generator_axes("", "n=1", "", false),
                    Catch::StartsWith("--generator needs --model"));
  CHECK_THROWS_WITH(generator_axes("torus", "n=1", "", false), Catch::Contains("'torus'"));
  CHECK_THROWS_WITH(generator_axes("postal", "", "", false),
                    "--generator needs exactly one of --domain and --case");
  CHECK_THROWS_WITH(generator_axes("postal", "", "n=5,k=1,lambda=1", true),
                    "--random draws from --domain, not --case");
  const auto& params = *schedule::model_params("postal");
  CHECK_THROWS_WITH(parse_domain("n=1..3", params, "postal"), Catch::Contains("k is missing"));
  CHECK_THROWS_WITH(parse_domain("n=1..3,n=1..3,k=1,lambda=1", params, "postal"),
                    "--domain names n twice");
  CHECK_THROWS_WITH(parse_domain("n=3..1,k=1,lambda=1", params, "postal"),
                    "--domain: n=3..1 is empty");
  CHECK_THROWS_WITH(parse_domain("Q=1..3,n=1,k=1,lambda=1", params, "postal"),
                    Catch::Contains("(n, k, lambda) and keys of the algorithm's own ([a-z][a-z0-9_]*), got 'Q=1..3'"));
  CHECK_THROWS_WITH(parse_domain("n=1,k=1,lambda=1,root=0..7,root=1", params, "postal"),
                    "--domain names root twice");
  CHECK_THROWS_AS(parse_domain("n=1,k=1,lambda=1,seg=x", params, "postal"), UsageError);
  CHECK_THROWS_AS(parse_domain("n=1,k=1,lambda=1,seg=1..99999999999", params, "postal"), UsageError);
  // Keys of the algorithm's own, and lists (with ranges in them), ascending, each once.
  const auto mixed = parse_domain("n=2..4,k=1,3,lambda=1,m=8,1..3,2,seg=2", params, "postal");
  REQUIRE(mixed.size() == 5);
  CHECK((mixed[1].name == "k" && mixed[1].values == std::vector<std::int64_t>{1, 3}));
  CHECK((mixed[1].lo == 0 && mixed[1].hi == 1 && mixed[1].at(1) == 3 && !mixed[1].extra));
  CHECK((mixed[3].name == "m" && mixed[3].extra && mixed[3].values == std::vector<std::int64_t>{1, 2, 3, 8}));
  CHECK((mixed[4].name == "seg" && mixed[4].extra && mixed[4].lo == 2 && mixed[4].hi == 2 && mixed[4].values.empty()));
  CHECK((mixed[0].lo == 2 && mixed[0].hi == 4 && mixed[0].values.empty()));
  CHECK_THROWS_WITH(parse_domain("n=2..4,k=1,lambda=1,99999999", params, "postal"), Catch::Contains("lambda"));
  const auto with_root = generator_axes("postal", "", "n=5,k=1,lambda=1,root=3", false);
  REQUIRE(with_root.size() == 4);
  CHECK((with_root[3].name == "root" && with_root[3].extra && with_root[3].lo == 3));
  CHECK_THROWS_WITH(parse_domain("n=1..99999999999,k=1,lambda=1", params, "postal"),
                    Catch::Contains("--domain n must be in [1, 4194304]"));
  CHECK_THROWS_AS(parse_domain("n=1..3,k=1,lambda=1,", params, "postal"), UsageError);
  CHECK_THROWS_AS(parse_domain("n=..3,k=1,lambda=1", params, "postal"), UsageError);
  // Lists hold their values one by one: 10^7 of them in all, over every key (fuzz_domain; a
  // --domain of 214 characters with 12 such keys took 2 GB and 75 s before). Overlapping
  // ranges count once.
  std::string many = "n=1..3,k=1,lambda=1";
  for (int i = 1; i <= 12; ++i) many += ",x" + std::to_string(i) + "=1,0..9999998";
  CHECK_THROWS_WITH(parse_domain(many, params, "postal"),
                    Catch::Contains("more than 10^7 values in all (at x2)"));
  const auto merged = parse_domain("n=1,k=1,lambda=1,m=0..9999999,5,0..9999999", params, "postal");
  CHECK((merged[3].values.size() == 10'000'000 && merged[3].hi == 9'999'999));
  const auto overlaps = parse_domain("n=1,k=1,lambda=1,m=5..9,1..3,4,7..12,20", params, "postal");
  CHECK(overlaps[3].values == std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20});
}

namespace {

// parse_command_line and check_values on a command line given as words (argv[0] added).
CommandLine command_line(std::vector<std::string> words) {
  words.insert(words.begin(), "collcheck");
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  CommandLine cl = parse_command_line(static_cast<int>(words.size()), argv.data());
  if (cl.print.empty()) check_values(cl);
  return cl;
}

}  // namespace

TEST_CASE("the whole command line is parsed and its values checked without running anything") {
  const auto cl = command_line({"check", "postal.lemma3.contents", "--budget", "smoke", "--case",
                                "n=4,k=2,lambda=1", "--seed", "7"});
  CHECK(cl.command == "check");
  CHECK(cl.check.budget == "smoke");
  CHECK(command_line({"prove", "postal.thm1.*"}).prove.proofs_only);
  CHECK(command_line({"simulate", "logp", "--tree"}).simulate.given.at("tree") == std::nullopt);
  CHECK(command_line(
            {"verify", "--generator", "true", "--model", "postal", "--case", "n=2,k=1,lambda=1"})
            .verify.generator_given);
  CHECK_THAT(command_line({"check", "--help"}).print, Catch::Contains("--budget"));
  CHECK_THAT(command_line({"--version"}).print, Catch::StartsWith("collcheck "));
  // Errors of the parser and of the values, each one line naming the option.
  CHECK_THROWS_WITH(command_line({"frobnicate"}),
                    Catch::StartsWith("unknown command 'frobnicate'"));
  CHECK_THROWS_WITH(command_line({"check", "--frobnicate"}), Catch::Contains("--frobnicate"));
  CHECK_THROWS_WITH(command_line({"check", "--jobs", ""}), Catch::Contains("--jobs"));
  CHECK_THROWS_WITH(command_line({"check", "--budget", "huge"}),
                    "--budget must be smoke, ci or deep, got 'huge'");
  CHECK_THROWS_WITH(command_line({"check", "--json", "r", "--junit", "r"}),
                    Catch::StartsWith("--json and --junit name the same file 'r'"));
  CHECK_THROWS_WITH(command_line({"prove", "--rlimit", "4294967296"}), Catch::Contains("--rlimit"));
  CHECK_THROWS_WITH(command_line({"list", "--variants", "--family", "postal"}),
                    Catch::Contains("the claim filters do not apply"));
  CHECK_THROWS_WITH(command_line({"list", "--method", "guess"}), Catch::StartsWith("--method"));
  CHECK_THROWS_WITH(command_line({"simulate", "torus"}), Catch::Contains("unknown model 'torus'"));
  CHECK_THROWS_WITH(command_line({"errata", "--jobs", "0"}), Catch::Contains("--jobs"));
  CHECK_THROWS_WITH(command_line({"bound", "postal", "--n", "10", "--k", "0", "--lambda", "1"}),
                    Catch::StartsWith("--k"));
  CHECK_THROWS_WITH(
      command_line({"verify", "--generator", "true", "--model", "postal", "--domain", "n=1..3"}),
      Catch::Contains("k is missing"));
  CHECK_THROWS_WITH(command_line({"verify", "a.json", "--model", "postal"}),
                    Catch::Contains("apply to --generator only"));
}

}  // namespace options_test
