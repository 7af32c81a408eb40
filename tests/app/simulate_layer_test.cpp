// The option layer of `collcheck simulate` (app/simulate/layer.hpp): every family's model has a
// descriptor, one toy descriptor is parsed through every rule of the layer, the help is generated
// from the descriptors, and the command line refuses what a model does not take.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "app/command_line.hpp"
#include "app/simulate/layer.hpp"
#include "checkers/family.hpp"
#include "cli_support.hpp"
#include "spec/core/usage_error.hpp"

namespace simulate_layer_test {

using namespace cc;
using namespace cc::app;
using namespace cli_support;

namespace {

using Given = std::map<std::string, std::optional<std::string>>;

int run_nothing(const sim::Values&, const sim::Printer&) { return 0; }

void check_unlucky(const sim::Values& v) {
  if (v.num("n") == 13) throw UsageError("--n: 13 is unlucky");
}

// A model of no family, with one option of every kind and every hook.
const sim::Model& toy() {
  using sim::Param;
  static const sim::Model m{
      "toy",
      "none",
      "a model for the tests",
      {Param::integer("n", "items", 1, 100, "the toy limit")
           .too_large_by([](const std::string& text, std::uint64_t) {
             return "--n = " + text + " would not fit";
           })
           .needed(),
       Param::choice("mode", "how", {"fast", "slow"}).with_default("fast"),
       Param::integer("k", "ports", 0, 10)
           .with_default("3")
           .limited_by([](const sim::Values& v) -> std::optional<sim::Limit> {
             if (v.str("mode") == "slow") return sim::Limit{5, "slow mode"};
             return std::nullopt;
           }),
       Param::choice("op", "the operation", {"add", "mul"}).in_errors_as("operation"),
       Param::flag("quiet", "print less").alias("q"), Param::text("label", "NAME", "a name"),
       Param::file("out", "write it")},
      check_unlucky,
      run_nothing};
  return m;
}

sim::Values toy_parse(const Given& given, const std::string& format = "text") {
  return sim::parse(toy(), format, given);
}

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

TEST_CASE("every model a family lists has a simulate descriptor of that family, and no other") {
  std::set<std::string> listed;
  for (const Family& f : families())
    for (const auto& name : f.models) {
      INFO(name);
      const sim::Model& m = sim::model_for(name);
      CHECK(m.name == name);
      CHECK(m.family == f.name);
      listed.insert(name);
    }
  REQUIRE(sim::models().size() == listed.size());
  for (const sim::Model* m : sim::models()) {
    INFO(m->name);
    CHECK(listed.count(m->name) == 1);
    CHECK(m->run != nullptr);
    CHECK(!m->help.empty());
    std::set<std::string> names;
    for (const auto& p : m->params) {
      CHECK(names.insert(p.name).second);  // each option once
      CHECK(p.name != "format");           // the layer's, for every model
      CHECK(!p.help.empty());
    }
  }
  CHECK_THROWS_WITH(sim::model_for("torus"), Catch::StartsWith("simulate: unknown model 'torus' "
                                                               "(known: postal, omega, logp,"));
}

TEST_CASE("the option layer reads a model's options from its descriptor") {
  const sim::Values v = toy_parse({{"n", "5"}, {"q", std::nullopt}}, "json");
  CHECK(v.model == "toy");
  CHECK(v.json());
  CHECK(v.num("n") == 5);
  CHECK(v.num("k") == 3);  // the default, not given
  CHECK(!v.has("k"));
  CHECK(v.str("mode") == "fast");
  CHECK(v.has("quiet"));  // given as its alias
  CHECK(v.str("label").empty());
  CHECK(v.numbers == std::map<std::string, std::uint64_t>{{"n", 5}, {"k", 3}});
  CHECK_THROWS_AS(v.num("op"), std::logic_error);
  const sim::Values w =
      toy_parse({{"n", "100"}, {"k", "10"}, {"op", "mul"}, {"label", "x"}, {"out", "f"}});
  CHECK(w.num("k") == 10);
  CHECK(w.str("n") == "100");  // an integer as written
  CHECK(w.str("op") == "mul");
  CHECK(w.str("out") == "f");
}

TEST_CASE("the option layer refuses every bad option with one line naming it") {
  CHECK_THROWS_WITH(toy_parse({}), "simulate toy needs --n (items)");
  CHECK_THROWS_WITH(toy_parse({{"n", "0"}}), "--n must be in [1, 100], got 0");
  CHECK_THROWS_WITH(toy_parse({{"n", "x"}}), "--n must be an integer in [1, 100], got 'x'");
  CHECK_THROWS_WITH(toy_parse({{"n", "500"}}), "--n = 500 would not fit");
  CHECK_THROWS_WITH(toy_parse({{"n", "13"}}), "--n: 13 is unlucky");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"zz", "1"}}),
                    "simulate toy does not take --zz (it takes --n, --mode, --k, --op, --quiet, "
                    "--label, --out, --format)");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"mode", "medium"}}),
                    "--mode must be fast or slow for simulate toy, got 'medium'");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"op", "div"}}),
                    "--op: unknown operation 'div' for simulate toy (known: add, mul)");
  // A limit that depends on an option before it.
  CHECK(toy_parse({{"n", "5"}, {"k", "7"}}).num("k") == 7);
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"mode", "slow"}, {"k", "7"}}),
                    "--k must be in [0, 5] (slow mode), got 7");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"mode", "slow"}, {"k", "x"}}),
                    "--k must be an integer in [0, 5], got 'x'");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"q", "yes"}}),
                    "--q takes no value for simulate toy, got 'yes'");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"label", std::nullopt}}),
                    "--label needs a value for simulate toy");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"label", ""}}), "--label: the value is empty");
  // The options are checked in the descriptor's order.
  CHECK_THROWS_WITH(toy_parse({{"k", "99"}}), "simulate toy needs --n (items)");
  CHECK_THROWS_WITH(toy_parse({{"n", "5"}, {"k", "99"}, {"op", "div"}}),
                    Catch::StartsWith("--k must be in [0, 10]"));
}

TEST_CASE("simulate's help is generated from the descriptors") {
  const std::string help = sim::model_help(toy());
  CHECK_THAT(help, Catch::StartsWith("collcheck simulate toy: a model for the tests\n"));
  CHECK_THAT(help, Catch::Contains("--n N"));
  CHECK_THAT(help, Catch::Contains("items; 1..100 (the toy limit); required"));
  CHECK_THAT(help, Catch::Contains("--mode fast|slow"));
  CHECK_THAT(help, Catch::Contains("ports; 0..10; default 3"));
  CHECK_THAT(help, Catch::Contains("print less; also --q"));
  CHECK_THAT(help, Catch::Contains("--label NAME"));
  CHECK_THAT(help, Catch::Contains("--out FILE"));
  CHECK_THAT(help, Catch::Contains("--format text|json"));
  for (const sim::Model* m : sim::models()) {
    INFO(m->name);
    const std::string text = command_line({"simulate", m->name, "--help"}).print;
    CHECK(text == sim::model_help(*m));
    for (const auto& p : m->params) CHECK_THAT(text, Catch::Contains("--" + p.name));
  }
  const std::string all = command_line({"simulate", "--help"}).print;
  for (const sim::Model* m : sim::models()) CHECK_THAT(all, Catch::Contains(m->name + ": "));
  // The command line takes every option of every model once; --tree is a flag of logp and a
  // value of postal, so its value may be left out.
  std::map<std::string, sim::CliOption::Arity> arity;
  for (const auto& o : sim::cli_options()) CHECK(arity.emplace(o.name, o.arity).second);
  CHECK(arity.at("tree") == sim::CliOption::Arity::optional);
  CHECK(arity.at("trace") == sim::CliOption::Arity::none);
  CHECK(arity.at("n") == sim::CliOption::Arity::value);
  CHECK(arity.at("format") == sim::CliOption::Arity::value);
  for (const sim::Model* m : sim::models())
    for (const auto& p : m->params) CHECK(arity.count(p.name) == 1);
}

TEST_CASE("the command line gives the layer every simulate option as written") {
  const auto cl = command_line({"simulate", "logp", "--tree", "--P", "7", "--format", "json"});
  CHECK(cl.simulate.model == "logp");
  CHECK(cl.simulate.format == "json");
  CHECK(cl.simulate.given == Given{{"tree", std::nullopt}, {"P", "7"}});
  // check_values runs the layer: a value out of range is refused before anything runs.
  CHECK_THROWS_WITH(command_line({"simulate", "postal", "--n", "10", "--k", "0"}),
                    "--k must be in [1, 65536], got 0");
  CHECK_THROWS_WITH(command_line({"simulate", "pram", "--procedure", "prefix", "--N", "40000"}),
                    Catch::StartsWith("--N must be in [1, 32768] (2^15 PEs"));
}

TEST_CASE("simulate refuses an option its model does not take, with one line and exit 2") {
  require_usage_error("simulate pram --procedure prefix --algorithm B",
                      "simulate pram does not take --algorithm (it takes --procedure, --N,");
  require_usage_error("simulate halfduplex --dot x.dot", "simulate halfduplex does not take --dot");
  require_usage_error("simulate omega --L 3 --ring 0,1 --algorithm A",
                      "simulate omega does not take --algorithm");
  require_usage_error("simulate logp --P 8 --trace", "simulate logp does not take --trace");
  require_usage_error("simulate postal --n 8 --tree", "--tree needs a value for simulate postal");
  require_usage_error("simulate logp --tree 3", "--tree takes no value for simulate logp, got '3'");
  require_usage_error("simulate halfduplex --table --algorithm X",
                      "--algorithm must be A, L, B, E or F for simulate halfduplex, got 'X'");
}

}  // namespace simulate_layer_test
