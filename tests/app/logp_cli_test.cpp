// collcheck simulate logp (Shou and Chen): T* in preorder, the DOT file, the summation, and
// one-line errors with exit code 2 for bad parameters.
#include <catch2/catch.hpp>

#include "tests/app/cli_support.hpp"

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

TEST_CASE("simulate logp rejects bad parameters with one error line and exit code 2") {
  for (const char* args :
       {"--P 0", "--L 0", "--g 0", "--g -1", "--o -2", "--o 3 --g 2",
        "--P 7 --o 2 --g 2 --sum 100", "--P 8 --L 1048576 --o 1048576 --g 1048576 --sum 9", "--P 7 --L 5 --o 2 --g 4 --sum 3", "--n 4", "--P x"}) {
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
