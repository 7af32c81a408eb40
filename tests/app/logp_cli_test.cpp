// collcheck simulate logp (Shou and Chen): T* in preorder, the DOT file of the tree simulated (T*, a
// variant's, S*), the summation, the JSON object, and one-line errors with exit code 2 for bad
// parameters.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <tuple>

#include "tests/app/cli_support.hpp"

namespace logp_cli_test {

using namespace cli_support;

TEST_CASE("simulate logp --tree prints T*(P=7, L=6, o=2, g=4) as (P_i,T_i) pairs") {
  CHECK(run("simulate logp --P 7 --L 6 --o 2 --g 4 --tree").out ==
        run("simulate logp --P 7 --L 6 --o 2 --g 4 --preorder").out);
  const Run r = run("simulate logp --P 7 --L 6 --o 2 --g 4 --tree");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("(0,24) (1,14) (2,4) (3,0) (4,10) (5,0) (6,6)\n"));
  CHECK_THAT(r.out, Catch::Contains("every PE holds the message at 24; optimum by exhaustive "
                                    "search 24 (0 from optimal)"));
}

TEST_CASE("simulate logp --dot writes T* as Graphviz") {
  const std::string dot = temp_path("logp.dot");
  const Run r = run("simulate logp --P 8 --L 6 --o 2 --g 4 --dot " + dot);
  CHECK(r.code == 0);
  const std::string text = slurp(dot);
  CHECK_THAT(text, Catch::Contains("[label=\"(7,2)\"]"));
  CHECK_THAT(text, Catch::Contains("n0 -> n7 [label=\"send 12\"]"));
  std::remove(dot.c_str());
}

// The edges "nA -> nB [label=\"send T\"]" of a DOT file, as (A, B, T).
std::set<std::tuple<int, int, int>> dot_edges(const std::string& dot) {
  std::set<std::tuple<int, int, int>> out;
  const std::regex edge(R"re(n(\d+) -> n(\d+) \[label="send (\d+)"\])re");
  for (auto it = std::sregex_iterator(dot.begin(), dot.end(), edge); it != std::sregex_iterator();
       ++it)
    out.insert({std::stoi((*it)[1]), std::stoi((*it)[2]), std::stoi((*it)[3])});
  return out;
}

TEST_CASE("simulate logp --variant binary --dot draws the binary tree it simulates, not T*") {
  const std::string tdot = temp_path("logp_tstar.dot"), bdot = temp_path("logp_binary.dot");
  CHECK(run("simulate logp --P 8 --L 6 --o 2 --g 4 --dot " + tdot).code == 0);
  const Run r = run("simulate logp --P 8 --L 6 --o 2 --g 4 --variant binary --dot " + bdot);
  CHECK(r.code == 0);
  const std::string tstar = slurp(tdot), binary = slurp(bdot);
  CHECK(binary != tstar);
  // The binary plan (each PE informs at most two, each as early as possible; a send every
  // max(g, o) = 4 cycles, a receiver can send L + 2o = 10 cycles after its sender started):
  // 0 sends to 1 at 0 and to 2 at 4; 1 to 3 at 10 and 4 at 14; 2 to 5 at 14 and 6 at 18; 3 to 7
  // at 20.
  const std::set<std::tuple<int, int, int>> expected = {
      {0, 1, 0}, {0, 2, 4}, {1, 3, 10}, {1, 4, 14}, {2, 5, 14}, {2, 6, 18}, {3, 7, 20}};
  CHECK(dot_edges(binary) == expected);
  CHECK(dot_edges(tstar) != expected);
  CHECK_THAT(tstar, Catch::Contains("n0 -> n7 [label=\"send 12\"]"));
  // Nodes are PEs with the time they hold the message; PE 7 at 20 + L + 2o = 30, as printed.
  CHECK_THAT(binary, Catch::Contains("n7 [label=\"P_7 at 30\"]"));
  CHECK_THAT(binary, Catch::Contains("label=\"broadcast binary"));
  CHECK_THAT(r.out, Catch::Contains("broadcast (binary): every PE holds the message at 30"));
  // A planted variant is drawn with its own (late) send times.
  const std::string ldot = temp_path("logp_late.dot");
  run("simulate logp --P 8 --L 6 --o 2 --g 4 --variant planted-late-child --dot " + ldot);
  CHECK_THAT(slurp(ldot), Catch::Contains("n0 -> n7 [label=\"send 13\"]"));
  for (const auto& f : {tdot, bdot, ldot}) std::remove(f.c_str());
}

TEST_CASE("simulate logp --sum --dot draws S* with each node's operand count") {
  const std::string sdot = temp_path("logp_sstar.dot"), tdot = temp_path("logp_t.dot");
  const Run r = run("simulate logp --P 7 --L 5 --o 2 --g 4 --sum 82 --dot " + sdot);
  CHECK(r.code == 0);
  run("simulate logp --P 7 --L 5 --o 2 --g 4 --dot " + tdot);
  const std::string s = slurp(sdot);
  CHECK(s != slurp(tdot));
  CHECK_THAT(s, Catch::Contains("digraph sstar"));
  CHECK_THAT(s, Catch::Contains("S*(7; 5, 2, 4) = T*(7; 6, 2, 4), N = 82"));
  // The root of S* = T*(7; 6, 2, 4) is (0,24) with N_i = 21 operands, as the text prints.
  CHECK_THAT(s, Catch::Contains("n0 [label=\"(0,24)\\nN_i = 21\"]"));
  CHECK_THAT(r.out, Catch::Contains("(0,24): A_i = 16, N_i = 21"));
  // Every node's N_i of the text output is in the drawing, and S* has T*(7; 6, 2, 4)'s edges:
  // (0,24) -> (1,14), (4,10), (6,6); (1,14) -> (2,4), (3,0).
  const std::regex node(R"(\((\d+),(\d+)\): A_i = \d+, N_i = (\d+))");
  int nodes = 0;
  for (auto it = std::sregex_iterator(r.out.begin(), r.out.end(), node);
       it != std::sregex_iterator(); ++it, ++nodes)
    CHECK_THAT(s, Catch::Contains("(" + (*it)[1].str() + "," + (*it)[2].str() +
                                  ")\\nN_i = " + (*it)[3].str() + "\""));
  CHECK(nodes == 7);
  std::set<std::pair<int, int>> edges;
  for (const auto& [a, b, t] : dot_edges(s)) edges.insert({a, b});
  CHECK(edges == std::set<std::pair<int, int>>{{0, 1}, {1, 2}, {1, 3}, {0, 4}, {4, 5}, {0, 6}});
  CHECK_THAT(s, Catch::Contains("edge [dir=back]"));
  std::remove(sdot.c_str());
  std::remove(tdot.c_str());
}

TEST_CASE("simulate logp --format json prints one object with T_B, the trees and the runs",
          "[slow]") {
  Run r = run("simulate logp --P 7 --L 6 --o 2 --g 4 --format json");
  CHECK(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["model"] == "logp");
  CHECK(j["parameters"] == nlohmann::json::parse(R"({"P": 7, "L": 6, "o": 2, "g": 4})"));
  CHECK(j["T_B"] == 24);
  CHECK(j["f_T_B"] == "8");
  CHECK(j["tstar"].size() == 7);
  CHECK(j["tstar"][0] ==
        nlohmann::json::parse(R"({"P_i": 0, "T_i": 24, "parent": null, "children": [1, 4, 6]})"));
  CHECK(j["tstar"][3]["T_i"] == 0);
  CHECK(j["broadcast"]["variant"] == "tstar");
  CHECK(j["broadcast"]["legal"] == true);
  CHECK(j["broadcast"]["time"] == 24);
  CHECK(j["broadcast"]["optimum"] == 24);
  CHECK(j["broadcast"]["from_optimal"] == 0);
  CHECK(j["broadcast"]["sends"].size() == 6);
  CHECK(j["broadcast"]["holds_at"].size() == 7);
  CHECK(!j.contains("summation"));

  r = run("simulate logp --P 7 --L 5 --o 2 --g 4 --sum 82 --format json");
  CHECK(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["parameters"]["sum"] == 82);
  const auto& s = j["summation"];
  CHECK(s["N"] == 82);
  CHECK(s["N_S"] == 47);
  CHECK(s["nodes"].size() == 7);
  CHECK(s["nodes"][0]["A_i"] == 16);
  CHECK(s["nodes"][0]["N_i"] == 21);
  CHECK(s["root_value"] == "0:81");
  CHECK(s["root_time"] == 29);
  CHECK(s["correct"] == true);

  // A variant rejected by the executor: exit 1, the violation in the object.
  r =
      run("simulate logp --P 7 --L 5 --o 2 --g 4 --sum 82 --variant planted-drop-operand "
          "--format json");
  CHECK(r.code == 1);
  j = nlohmann::json::parse(r.out);
  CHECK(j["summation"]["variant"] == "planted-drop-operand");
  CHECK(j["summation"]["correct"] == false);

  // Beyond the simulated cycles: T_B and the limit.
  r = run("simulate logp --P 65536 --L 1048576 --o 1048576 --g 1048576 --format json");
  CHECK(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["T_B"] == 32505856);
  CHECK(j.contains("beyond_limit"));
  CHECK(!j.contains("broadcast"));
}

TEST_CASE("simulate logp --sum runs Figure 2's summation") {
  const Run r = run("simulate logp --P 7 --L 5 --o 2 --g 4 --sum 82");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("(0,24): A_i = 16, N_i = 21"));
  CHECK_THAT(r.out, Catch::Contains("root holds 0:81 at 29"));
}

TEST_CASE("simulate logp reports how far a variant is from optimal") {
  const Run r = run("simulate logp --P 4 --L 1 --o 1 --g 1 --variant binary");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("(1 from optimal)"));
}

TEST_CASE("simulate logp takes P up to 2^64 - 1 and huge L, o, g (T_B by the linear recurrence)") {
  // f_T doubles per cycle for L = 1, o = 0, g = 1: f_63 = 2^63 < P = 2^64 - 1 <= f_64.
  Run r = run("simulate logp --P 18446744073709551615 --L 1 --o 0 --g 1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("T_B = min{T | f_T >= P} = 64"));
  // Beyond the cycles it simulates it prints T_B alone, and says so.
  r = run("simulate logp --P 65536 --L 1048576 --o 1048576 --g 1048576");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("T_B = min{T | f_T >= P} = 32505856 (f_T, T* and the "
                                    "broadcast are computed for T_B <= 65536 cycles"));
}

TEST_CASE("simulate logp rejects bad parameters with one error line and exit code 2", "[slow]") {
  for (const char* args :
       {"--P 0", "--L 0", "--g 0", "--g -1", "--o -2", "--o 3 --g 2", "--P 7 --o 2 --g 2 --sum 100",
        "--P 8 --L 1048576 --o 1048576 --g 1048576 --sum 9", "--P 7 --L 5 --o 2 --g 4 --sum 3",
        "--n 4", "--P x"}) {
    INFO(args);
    const Run r = run(std::string("simulate logp ") + args);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("collcheck: error: ", 0) == 0);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("check replays the summation optimality erratum on Figure 2's parameters") {
  const Run r = run("check logp.sum.optimal_count --case P=7,L=5,o=2,g=4 --budget smoke");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("N_S=47 most by T_B (search, replayed)=51"));
  CHECK_THAT(r.out, Catch::Contains("replay: collcheck check logp.sum.optimal_count --case "
                                    "P=7,L=5,o=2,g=4"));
}

}  // namespace logp_cli_test
