// collcheck mpi --emit-repro (app/mpisweep/repro.hpp): the C source made for a case, its build
// and mpirun lines, what a correct library makes it print, the candidates tried and the case of
// a crash. No MPI: the programs are built and run by tests/mpi/repro_test.py.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/library.hpp"
#include "app/mpisweep/reading.hpp"
#include "app/mpisweep/repro.hpp"
#include "app/mpisweep/spawn.hpp"

namespace mpisweep_repro_test {

namespace {

using namespace cc;
using namespace cc::app::mpisweep;

Library openmpi() {
  Library lib;
  lib.name = "openmpi";
  lib.title = "Open MPI";
  lib.version = "mpirun (Open MPI) 4.1.4";
  lib.mpirun = "/usr/bin/mpirun.openmpi";
  lib.launch = {"--oversubscribe", "--mca", "plm", "isolated"};
  return lib;
}

SweepClaim claim(const std::string& coll, const std::string& alg, std::vector<std::string> args,
                 bool commutative = false) {
  SweepClaim c;
  c.setting.collective = coll;
  c.setting.algorithm = alg;
  c.setting.args = std::move(args);
  c.commutative = commutative;
  c.spec.id = "mpi.openmpi." + coll + "." + alg + (commutative ? ".commutative" : "");
  c.spec.statement = "MPI_" + coll + " under the setting: what MPI requires";
  return c;
}

const std::vector<std::string> kChain = {"--mca", "coll_tuned_use_dynamic_rules", "1",
                                         "--mca", "coll_tuned_reduce_algorithm",   "2"};

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("repro: the least counterexample of a refuted reading is the program's case") {
  const SweepClaim c = claim("reduce", "chain", kChain);
  Reading r;
  r.wrong = Fields{{"np", std::int64_t{2}},          {"count", std::uint64_t{1}},
                   {"root", std::uint64_t{0}},       {"datatype", std::string("contiguous")},
                   {"in_place", false},              {"rank", std::int64_t{0}},
                   {"holds", std::string("invalid(1:1 then 0:0)")}, {"requires", std::string("0:1")}};
  r.wrong_np = 2;
  const auto k = refuted_case(c, r);
  REQUIRE(k);
  CHECK(k->collective == "reduce");
  CHECK(k->np == 2);
  CHECK(k->count == 1);
  CHECK(k->root == 0);
  CHECK_FALSE(k->in_place);
  CHECK(k->datatype == "contiguous");
  CHECK_FALSE(refuted_case(c, Reading{}));
}

TEST_CASE("repro: the reduce chain program, its lines and its expected output") {
  const Library lib = openmpi();
  const SweepClaim c = claim("reduce", "chain", kChain);
  const ReproCase k{"reduce", 2, 1, 0, false, "contiguous"};
  const auto cands = repro_candidates(c, k, false);
  // MPI_INT with MPI_SUM first, then the interval operator; both at the case's count.
  REQUIRE(cands.size() == 2);
  CHECK(cands[0].data == ReproData::int_sum);
  CHECK(cands[0].count == 1);
  CHECK(cands[1].data == ReproData::interval);
  CHECK(cands[1].count == 1);

  const ReproLines l = repro_lines(lib, c, k, "mpicc.openmpi", c.spec.id);
  CHECK(shell_line(l.build) == "mpicc.openmpi -O2 -o mpi.openmpi.reduce.chain mpi.openmpi.reduce.chain.c");
  // The claim's replay line with the program in place of the witness: the same forced setting.
  CHECK(shell_line(l.run) ==
        "/usr/bin/mpirun.openmpi --oversubscribe --mca plm isolated -np 2 --mca "
        "coll_tuned_use_dynamic_rules 1 --mca coll_tuned_reduce_algorithm 2 ./mpi.openmpi.reduce.chain");

  const std::vector<std::string> tried = {"MPI_INT with MPI_SUM, count 1: exit 0, every rank right"};
  const std::string src = repro_source(lib, c, k, cands[1], l, tried);
  CHECK(has(src, "#define NP 2 "));
  CHECK(has(src, "#define COUNT 1 "));
  CHECK(has(src, "#define ROOT 0\n"));
  CHECK(has(src, "#define IN_PLACE 0 "));
  CHECK(has(src, "rc = MPI_Reduce(pass_in_place ? MPI_IN_PLACE : send, recv_n > 0 ? recv : NULL, "
                 "COUNT, type, op, ROOT, MPI_COMM_WORLD);"));
  CHECK(has(src, "MPI_Op_create(combine, 0, &op)"));
  CHECK(has(src, " * Build: mpicc.openmpi -O2 -o mpi.openmpi.reduce.chain mpi.openmpi.reduce.chain.c\n"));
  CHECK(has(src, "coll_tuned_reduce_algorithm 2 ./mpi.openmpi.reduce.chain\n"));
  // The program says that the fault needs the non-commutative operator, and what was tried first.
  CHECK(has(src, "the fault needs a non-commutative operator"));
  CHECK(has(src, "tried first: MPI_INT with MPI_SUM, count 1: exit 0, every rank right"));
  CHECK_FALSE(has(src, "MPI_SUM; }"));  // (the operator is the interval one)

  const std::string want = repro_expected_output(c, k, cands[1], tried);
  CHECK(want ==
        "mpi.openmpi.reduce.chain: MPI_Reduce, np 2, count 1, root 0, not in place; the interval "
        "operator, non-commutative (MPI_Op_create(combine, 0, &op)), on 6 MPI_LONG_LONG an element: "
        "the fault needs a non-commutative operator (tried first: MPI_INT with MPI_SUM, count 1: "
        "exit 0, every rank right)\n"
        "rank 0: element 0 holds 0:1, MPI requires 0:1 (ok, all 1 elements)\n"
        "rank 1: nothing required (not the root)\n"
        "OK: every rank holds what MPI requires\n");
  // A planted wrong expectation (root 1 for root 0) does not pass for this one.
  const std::string other = repro_expected_output(c, ReproCase{"reduce", 2, 1, 1, false, "contiguous"},
                                                  cands[1], tried);
  CHECK(other != want);
  CHECK(has(other, "rank 0: nothing required (not the root)\nrank 1: element 0 holds 0:1"));
}

TEST_CASE("repro: MPI_SUM's expected sums, per rank, for scan, exscan and reduce_scatter") {
  const SweepClaim scan = claim("scan", "default", {});
  const ReproCandidate sum{ReproData::int_sum, 4, ""};
  // Rank r contributes (r + 1) + 1000 * (i % 1000): at element 0, rank 2 of a scan holds 1+2+3.
  const std::string s = repro_expected_output(scan, {"scan", 3, 4, -1, true, "contiguous"}, sum, {});
  CHECK(has(s, ": MPI_Scan, np 3, count 4, in place; MPI_INT with MPI_SUM\n"));
  CHECK(has(s, "rank 2: element 0 holds 6, MPI requires 6 (ok, all 4 elements)\n"));
  const SweepClaim ex = claim("iexscan", "default", {});
  const std::string e = repro_expected_output(ex, {"iexscan", 3, 4, -1, false, "contiguous"}, sum, {});
  CHECK(has(e, "rank 0: nothing required (MPI leaves rank 0's result of an exclusive scan undefined)\n"));
  CHECK(has(e, "rank 2: element 0 holds 3, MPI requires 3"));
  // reduce_scatter of 4 over 3 ranks: blocks 2, 1, 1 from elements 0, 2, 3 (1000 * i each rank).
  const SweepClaim rs = claim("reduce_scatter", "ring", {});
  const std::string b = repro_expected_output(rs, {"reduce_scatter", 3, 4, -1, false, "contiguous"}, sum, {});
  CHECK(has(b, "rank 0: element 0 holds 6, MPI requires 6 (ok, all 2 elements)\n"));
  CHECK(has(b, "rank 1: element 0 holds 6006, MPI requires 6006 (ok, all 1 elements)\n"));
  CHECK(has(b, "rank 2: element 0 holds 9006, MPI requires 9006 (ok, all 1 elements)\n"));
  const std::string src = repro_source(openmpi(), rs, {"reduce_scatter", 3, 4, -1, false, "contiguous"},
                                       sum, ReproLines{}, {});
  CHECK(has(src, "rc = MPI_Reduce_scatter(pass_in_place ? MPI_IN_PLACE : send, recv, recvcounts, "));
  CHECK(has(src, "static MPI_Op make_op(void) { return MPI_SUM; }"));
  CHECK_FALSE(has(src, "#define ROOT"));  // no root: none in the program
}

TEST_CASE("repro: a broadcast moves MPI_INT values, the non-blocking form waits") {
  const SweepClaim c = claim("ibcast", "tsp_scatterv_recexch_allgatherv", {});
  const ReproCase k{"ibcast", 3, 1, 1, false, "vector"};
  const auto cands = repro_candidates(c, k, false);
  // One candidate: MPI_INT, as many elements as the witness's vector case (2 a unit).
  REQUIRE(cands.size() == 1);
  CHECK(cands[0].data == ReproData::int_value);
  CHECK(cands[0].count == 2);
  const std::string src = repro_source(openmpi(), c, k, cands[0], ReproLines{}, {});
  CHECK(has(src, "rc = MPI_Ibcast(recv, COUNT, type, ROOT, MPI_COMM_WORLD, &req);\n"
                 "  if (rc == MPI_SUCCESS) rc = MPI_Wait(&req, MPI_STATUS_IGNORE);"));
  CHECK(has(src, "#define ROOT 1\n"));
  CHECK(has(src, "#define EXPECTED(j) input(ROOT, first + (j))"));
  CHECK(has(src, "on its 'vector' datatype"));
  const std::string want = repro_expected_output(c, k, cands[0], {});
  CHECK(has(want, "rank 0: element 0 holds 1000003 (rank 1's element 0), MPI requires 1000003 "
                  "(rank 1's element 0) (ok, all 2 elements)\n"));
}

TEST_CASE("repro: a crash is tried at its count, then at the witness's bytes, then with the user operator") {
  const SweepClaim c = claim("reduce", "default", {}, true);
  const ReproCase k{"reduce", 2, 1024, 1, true, "contiguous"};
  const auto cands = repro_candidates(c, k, true);
  REQUIRE(cands.size() == 3);
  CHECK(cands[0].data == ReproData::int_sum);
  CHECK(cands[0].count == 1024);
  CHECK(cands[1].data == ReproData::int_sum);
  CHECK(cands[1].count == 1024 * 12);  // 48 bytes an element of the witness, as ints
  CHECK(cands[2].data == ReproData::int_user_sum);
  CHECK(cands[2].count == 1024);
  const std::string src = repro_source(openmpi(), c, k, cands[2], ReproLines{}, {});
  CHECK(has(src, "MPI_Op_create(add, 1, &op)"));
  CHECK(has(src, "#define IN_PLACE 1 /* 1: MPI_IN_PLACE at the root */"));
}

TEST_CASE("repro: the case a crashed run was in follows the last one it printed") {
  const SweepClaim c = claim("reduce", "default", {}, true);
  // np 2, counts 1 and 1024: per count, contiguous then vector, not in place then in place,
  // roots 0 and 1: 16 cases.
  const auto all = witness_cases(c, 2, {1024, 1, 1});
  REQUIRE(all.size() == 16);
  CHECK(all[0].count == 1);
  CHECK(all[11].count == 1024);
  CHECK(all[11].datatype == "contiguous");
  CHECK(all[11].in_place);
  CHECK(all[11].root == 1);
  // MPICH's crash (mpi/README.md): the run printed 11 of the claim's cases (and one of the other
  // operator, which does not count), then crashed at count 1024, in place, root 1.
  std::string out;
  for (std::size_t i = 0; i < 11; ++i)
    out += "{\"collective\":\"reduce\",\"np\":2,\"count\":" + std::to_string(all[i].count) +
           ",\"op\":\"commutative\",\"verdict\":\"ok\"}\n";
  out += "{\"collective\":\"reduce\",\"np\":2,\"count\":1,\"op\":\"noncommutative\",\"verdict\":\"ok\"}\n";
  const auto s = crash_suspects(c, out, 2, {1, 1024});
  REQUIRE(s.size() == 2);
  CHECK(s[0].count == 1024);
  CHECK(s[0].datatype == "contiguous");
  CHECK(s[0].in_place);
  CHECK(s[0].root == 1);
  CHECK(s[1].count == 1024);
  CHECK(s[1].datatype == "vector");
  CHECK(s[1].root == 0);
  // Every case printed: no suspect.
  std::string every = out;
  for (std::size_t i = 11; i < 16; ++i)
    every += "{\"collective\":\"reduce\",\"op\":\"commutative\"}\n";
  CHECK(crash_suspects(c, every, 2, {1, 1024}).empty());
}

}  // namespace mpisweep_repro_test
