// collcheck mpi's runs (app/mpisweep/runs.hpp): the split re-run of a failed mpirun, with a fake
// mpirun (tests/app/fake_mpirun.sh, given as the library's launcher as `--mpirun` would) that
// prints the witness's lines and crashes, hangs or fails where the test says; and the command
// and the batches of the claims of both operators (app/mpisweep/claims.hpp).
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <filesystem>
#include <fstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/library.hpp"
#include "app/mpisweep/reading.hpp"
#include "app/mpisweep/runs.hpp"
#include "app/mpisweep/spawn.hpp"
#include "checkers/result.hpp"
#include "tests/app/cli_support.hpp"

namespace mpisweep_runs_test {

namespace {

using namespace cc;
using namespace cc::app::mpisweep;

// reduce, allreduce and scan under the library's own choice, each with both operators, in the
// witness's order (reduce has a root: 8 cases at np 2, count 1; the others 4).
std::vector<SweepClaim> six_claims() {
  std::vector<SweepClaim> out;
  for (const char* coll : {"reduce", "allreduce", "scan"})
    for (bool commutative : {false, true}) {
      SweepClaim c;
      c.setting.collective = coll;
      c.setting.algorithm = "default";
      c.commutative = commutative;
      c.spec.id = std::string("mpi.fake.") + coll + ".default" + (commutative ? ".commutative" : "");
      out.push_back(std::move(c));
    }
  return out;
}

struct Fake {
  std::string log = cli_support::temp_path("fake_mpirun.log");
  Library lib;
  explicit Fake(std::vector<std::pair<std::string, std::string>> env) {
    std::filesystem::remove(log);
    lib.name = "openmpi";
    lib.title = "fake";
    lib.mpirun = std::string(COLLCHECK_SOURCE_DIR) + "/tests/app/fake_mpirun.sh";
    env.push_back({"FAKE_LOG", log});
    lib.env = std::move(env);
  }
  ~Fake() {
    std::filesystem::remove(log);
    std::filesystem::remove(log + ".hung");
  }
  // The runs, one line each: the --collectives list and --op.
  std::vector<std::string> runs() const {
    std::vector<std::string> out;
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
  }
};

RunSettings settings(double timeout_s) {
  RunSettings s;
  s.witness = "fake-witness";
  s.timeout_s = timeout_s;
  s.counts = [](int) { return std::vector<std::string>{"1"}; };
  return s;
}

// Runs the six claims as one batch at np 2; the outcomes in the claims' order.
std::vector<Outcome> sweep(Fake& fake, const std::vector<SweepClaim>& claims, double timeout_s,
                           Tally& tally) {
  Sweep s(fake.lib, claims, settings(timeout_s));
  std::vector<std::size_t> batch;
  for (std::size_t i = 0; i < claims.size(); ++i) batch.push_back(i);
  REQUIRE(s.run(batch, 2));
  std::vector<Outcome> out;
  for (const auto& r : s.readings()) out.push_back(outcome(r));
  tally = s.tally();
  return out;
}

// The claims at `at`, run again after a failure: verified, each over `cases` cases.
void verified_again(const std::vector<Outcome>& o, const std::vector<SweepClaim>& claims,
                    std::initializer_list<std::size_t> at, std::uint64_t cases) {
  for (std::size_t i : at) {
    INFO(claims[i].spec.id);
    CHECK(o[i].verdict == Verdict::verified);
    CHECK(o[i].cases == cases);
  }
}

void tally_is(const Tally& t, int runs, int reruns, int failed, int timed_out) {
  CHECK(t.runs == runs);
  CHECK(t.reruns == reruns);
  CHECK(t.failed == failed);
  CHECK(t.timed_out == timed_out);
}

}  // namespace

TEST_CASE("mpisweep: a crash in one operator's cases of a collective is that claim's error alone",
          "[mpisweep]") {
  const auto claims = six_claims();
  Fake fake({{"FAKE_FAIL", "allreduce:commutative"}, {"FAKE_MODE", "crash"},
             {"FAKE_WRONG", "reduce:noncommutative"}});
  Tally t;
  const auto o = sweep(fake, claims, 10, t);
  // The whole batch, the claim in work alone (with its operator), the claims after it together.
  CHECK(fake.runs() == std::vector<std::string>{
                           "reduce,reduce:commutative,allreduce,allreduce:commutative,scan,"
                           "scan:commutative noncommutative",
                           "allreduce commutative", "scan,scan:commutative noncommutative"});
  // Finished before the crash: what they printed stands (a wrong case too).
  CHECK(o[0].verdict == Verdict::refuted);
  CHECK(o[0].cases == 8);
  CHECK(o[0].note.empty());
  CHECK(o[1].verdict == Verdict::verified);
  CHECK(o[1].cases == 8);
  CHECK(o[2].verdict == Verdict::verified);
  CHECK(o[2].cases == 4);
  // In work: run alone, crashed again after one case.
  CHECK(o[3].verdict == Verdict::error);
  CHECK(o[3].note == "np 2: mpirun ended by signal 11");
  CHECK(o[3].cases == 1);
  // After it: run again, every case.
  verified_again(o, claims, {4, 5}, 4);
  tally_is(t, 3, 2, 2, 0);
}

TEST_CASE("mpisweep: a claim that crashed alone runs alone from the start at the larger nps",
          "[mpisweep]") {
  const auto claims = six_claims();
  Fake fake({{"FAKE_FAIL", "allreduce:commutative"}, {"FAKE_MODE", "crash"}});
  Sweep s(fake.lib, claims, settings(10));
  const std::vector<std::size_t> batch = {0, 1, 2, 3, 4, 5};
  REQUIRE(s.run(batch, 2));
  REQUIRE(s.run(batch, 3));
  // np 2: the batch, the claim in work alone, the claims after it; np 3: the crashing claim
  // alone, then the others in one run that does not fail.
  CHECK(fake.runs() == std::vector<std::string>{
                           "reduce,reduce:commutative,allreduce,allreduce:commutative,scan,"
                           "scan:commutative noncommutative",
                           "allreduce commutative", "scan,scan:commutative noncommutative",
                           "allreduce commutative",
                           "reduce,reduce:commutative,allreduce,scan,scan:commutative noncommutative"});
  const auto o = outcome(s.readings()[3]);
  CHECK(o.verdict == Verdict::error);
  CHECK(o.note == "np 2: mpirun ended by signal 11");
  tally_is(s.tally(), 5, 2, 3, 0);
  for (std::size_t i : {0, 1, 2, 4, 5}) {
    INFO(claims[i].spec.id);
    CHECK(outcome(s.readings()[i]).verdict == Verdict::verified);
  }
}

TEST_CASE("mpisweep: a hang in the non-commutative cases is killed after --timeout, the rest re-run",
          "[mpisweep]") {
  const auto claims = six_claims();
  Fake fake({{"FAKE_FAIL", "allreduce:noncommutative"}, {"FAKE_MODE", "hang"}});
  Tally t;
  const auto o = sweep(fake, claims, 1, t);
  // The claim in work hangs alone too: it runs once more alone with 4 x --timeout, and hangs
  // again: a hang of the setting.
  CHECK(fake.runs() == std::vector<std::string>{
                           "reduce,reduce:commutative,allreduce,allreduce:commutative,scan,"
                           "scan:commutative noncommutative",
                           "allreduce noncommutative",
                           "allreduce noncommutative",
                           "allreduce:commutative,scan,scan:commutative noncommutative"});
  CHECK(o[0].verdict == Verdict::verified);
  CHECK(o[1].verdict == Verdict::verified);
  CHECK(o[0].cases == 8);
  CHECK(o[1].cases == 8);
  CHECK(o[2].verdict == Verdict::error);
  CHECK(o[2].note.find("no result after 4 s (--timeout)") != std::string::npos);
  CHECK(o[2].note.find("run once more alone with a timeout of 4 s: it hung again") != std::string::npos);
  verified_again(o, claims, {3, 4, 5}, 4);
  tally_is(t, 4, 3, 3, 3);
}

TEST_CASE("mpisweep: a hang that the load caused passes when run alone again, and says so",
          "[mpisweep]") {
  const auto claims = six_claims();
  Fake fake({{"FAKE_FAIL", "allreduce:noncommutative"}, {"FAKE_MODE", "hang_once"}});
  Tally t;
  const auto o = sweep(fake, claims, 1, t);
  // The shared run hangs; the claim in work runs alone and passes; the rest share one more run.
  CHECK(fake.runs() == std::vector<std::string>{
                           "reduce,reduce:commutative,allreduce,allreduce:commutative,scan,"
                           "scan:commutative noncommutative",
                           "allreduce noncommutative",
                           "allreduce:commutative,scan,scan:commutative noncommutative"});
  CHECK(o[2].verdict == Verdict::verified);
  CHECK(o[2].cases == 4);
  verified_again(o, claims, {3, 4, 5}, 4);
  tally_is(t, 3, 2, 1, 1);
}

TEST_CASE("mpisweep: a hang of a claim run alone is run once more alone before it counts",
          "[mpisweep]") {
  std::vector<SweepClaim> claims = six_claims();
  claims.erase(claims.begin() + 3, claims.end());
  claims.erase(claims.begin(), claims.begin() + 2);  // allreduce, non-commutative, alone
  Fake fake({{"FAKE_FAIL", "allreduce:noncommutative"}, {"FAKE_MODE", "hang_once"}});
  Tally t;
  Sweep s(fake.lib, claims, settings(1));
  REQUIRE(s.run({0}, 2));
  const Outcome o = outcome(s.readings()[0]);
  CHECK(fake.runs() == std::vector<std::string>{"allreduce noncommutative", "allreduce noncommutative"});
  CHECK(o.verdict == Verdict::verified);
  CHECK(o.cases == 4);
  CHECK(o.note.find("np 2: no result within 1 s (--timeout) when run alone, so run once more alone "
                    "with a timeout of 4 s: it completed") != std::string::npos);
  tally_is(s.tally(), 2, 1, 1, 1);
}

TEST_CASE("mpisweep: a run that fails after every case printed runs each claim alone",
          "[mpisweep]") {
  const auto claims = six_claims();
  Fake fake(std::vector<std::pair<std::string, std::string>>{{"FAKE_MODE", "at_end"}});
  Tally t;
  const auto o = sweep(fake, claims, 10, t);
  const auto runs = fake.runs();
  REQUIRE(runs.size() == 7);
  CHECK(runs[1] == "reduce noncommutative");
  CHECK(runs[2] == "reduce commutative");
  CHECK(runs[6] == "scan commutative");
  for (std::size_t i = 0; i < o.size(); ++i) {
    INFO(claims[i].spec.id);
    CHECK(o[i].verdict == Verdict::error);
    CHECK(o[i].note.find("mpirun exit 3: fake mpirun: failed in MPI_Finalize") != std::string::npos);
  }
  tally_is(t, 7, 6, 7, 0);
}

TEST_CASE("mpisweep: the claims of one setting share a run, and a replay line has one operator",
          "[mpisweep]") {
  Library lib;
  lib.name = "openmpi";
  lib.mpirun = "mpirun";
  std::vector<Setting> settings;
  for (const auto& [coll, algorithm, number] :
       std::vector<std::tuple<std::string, std::string, int>>{{"reduce", "default", 0},
                                                              {"reduce", "linear", 1},
                                                              {"reduce", "chain", 2},
                                                              {"bcast", "linear", 1},
                                                              {"scan", "linear", 1}}) {
    Setting s;
    s.collective = coll, s.algorithm = algorithm, s.number = number;
    if (algorithm != "default")
      s.args = {"--mca", "coll_tuned_" + coll + "_algorithm", std::to_string(number)};
    settings.push_back(s);
  }
  const auto claims = sweep_claims(lib, settings, false);
  std::vector<std::string> ids;
  for (const auto& c : claims) ids.push_back(c.spec.id);
  std::vector<std::vector<std::string>> runs;
  for (const auto& b : batches(lib, claims)) {
    runs.emplace_back();
    for (std::size_t i : b) runs.back().push_back(claims[i].spec.id);
  }
  // reduce's two forced settings never share a run; each shares it with its commutative reading;
  // the bcast (rooted, may be called by a reduce) runs with the reduce, scan apart from both.
  CHECK(runs == std::vector<std::vector<std::string>>{
                    {"mpi.openmpi.reduce.default", "mpi.openmpi.reduce.default.commutative"},
                    {"mpi.openmpi.reduce.linear", "mpi.openmpi.reduce.linear.commutative",
                     "mpi.openmpi.bcast.linear"},
                    {"mpi.openmpi.reduce.chain", "mpi.openmpi.reduce.chain.commutative"},
                    {"mpi.openmpi.scan.linear", "mpi.openmpi.scan.linear.commutative"}});
  WitnessRun w;
  w.counts = {"1"};
  const std::vector<const SweepClaim*> both = {&claims[2], &claims[3], &claims[6]};
  CHECK(shell_line(command(lib, both, 3, "W", w)) ==
        "mpirun -np 3 --mca coll_tuned_reduce_algorithm 1 --mca coll_tuned_bcast_algorithm 1 W "
        "--collectives reduce,reduce:commutative,bcast --counts 1");
  CHECK(shell_line(command(lib, {&claims[3]}, 3, "W", w)) ==
        "mpirun -np 3 --mca coll_tuned_reduce_algorithm 1 W --collectives reduce --counts 1 --op "
        "commutative");
  // --planted swap: no commutative claim at all.
  for (const auto& c : sweep_claims(lib, settings, true)) CHECK_FALSE(c.commutative);
}

}  // namespace mpisweep_runs_test
