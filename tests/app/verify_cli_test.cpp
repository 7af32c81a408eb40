// collcheck verify on schedule documents: the three verdicts, the examples with their expected
// verdicts, and bad input (one line FILE:LINE:COL, exit 2) apart from broken rules (refuted,
// exit 1).
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "tests/app/cli_support.hpp"

namespace verify_cli_test {

using namespace cli_support;

namespace {

const char* kScan = R"({"format": "collcheck-schedule/1", "name": "scan",
 "model": {"name": "postal", "n": 2, "k": 1, "lambda": 1},
 "collective": {"kind": "prefix"},
 "steps": [{"send": [{"from": 0, "to": 1, "reg": "c"}],
            "recv": [{"at": 1, "from": 0, "reg": "t"}],
            "ops": [{"pe": 1, "dst": "c", "args": ["t", "c"]}]}]})";

std::string with(const std::string& from, const std::string& to) {
  std::string s = kScan;
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a correct postal schedule is legal, correct and optimal") {
  const Run r = run("verify " + example("postal-scan.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.postal-scan.legal"));
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.postal-scan.correct"));
  CHECK_THAT(r.out, Catch::Contains("optimal: 2 steps = the lower bound"));
}

TEST_CASE("the broken example schedules are refuted with the rule or the PE named") {
  Run r = run("verify " + example("postal-scan-swapped.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.postal-scan-swapped.legal"));
  CHECK_THAT(r.out, Catch::Contains("counterexample: PE=3 register=c holds=invalid expected=0:3"));
  CHECK_THAT(r.out, Catch::Contains("replay: collcheck verify "));
  r = run("verify " + example("postal-scan-early.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.postal-scan-early.legal"));
  CHECK_THAT(r.out, Catch::Contains("rule=\"receive matches a message\""));
}

TEST_CASE("verify judges every rule of the postal model as a refutation of legal") {
  const std::pair<std::string, std::string> cases[] = {
      // a PE outside the model
      {with("\"to\": 1", "\"to\": 7"), "PE range"},
      // a send whose message nobody receives
      {with("\"recv\": [{\"at\": 1, \"from\": 0, \"reg\": \"t\"}]", "\"recv\": []"),
       "every message is received"},
      // a read of an empty register
      {with("\"args\": [\"t\", \"c\"]", "\"args\": [\"u\", \"c\"]"), "no-value"},
      // more sends than ports
      {with("\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}]",
            "\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}, {\"from\": 0, \"to\": 1, "
            "\"reg\": \"c\"}]"),
       "one message per pair and step"},
      // a send to itself
      {with("\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}]",
            "\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}, {\"from\": 1, \"to\": 1, "
            "\"reg\": \"c\"}]"),
       "no self-send"},
      // a receive without its send (and, with lambda = 2, a receive one step early)
      {with("\"send\": [{\"from\": 0, \"to\": 1, \"reg\": \"c\"}]", "\"send\": []"),
       "receive matches a message"},
      {with("\"lambda\": 1", "\"lambda\": 2"), "receive matches a message"},
  };
  for (const auto& [text, rule] : cases) {
    INFO(rule);
    const Run r = run("verify " + doc("rule.json", text));
    CHECK(r.code == 1);
    CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.scan.legal"));
    CHECK_THAT(r.out, Catch::Contains(rule));
  }
}

TEST_CASE("verify judges the k-port limits on a three-PE schedule") {
  const std::string head = R"({"format": "collcheck-schedule/1", "name": "ports",
 "model": {"name": "postal", "n": 3, "k": 1, "lambda": 1}, "collective": {"kind": "broadcast"},
 "steps": [)";
  // PE 0 sends twice with one port
  Run r = run("verify " + doc("send.json", head + R"({"send": [{"from": 0, "to": 1, "reg": "c"},
    {"from": 0, "to": 2, "reg": "c"}], "recv": [{"at": 1, "from": 0, "reg": "c"},
    {"at": 2, "from": 0, "reg": "c"}]}]})"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("k-port send limit"));
  // PE 2 receives twice with one port (PEs 0 and 1 hold the value: a reduce-like shape)
  r = run("verify " + doc("recv.json", head + R"({"send": [{"from": 0, "to": 1, "reg": "c"}],
    "recv": [{"at": 1, "from": 0, "reg": "c"}]}, {"send": [{"from": 0, "to": 2, "reg": "c"},
    {"from": 1, "to": 2, "reg": "c"}], "recv": [{"at": 2, "from": 0, "reg": "c"},
    {"at": 2, "from": 1, "reg": "d"}]}]})"));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("k-port receive limit"));
}

TEST_CASE("bad schedule input is one line FILE:LINE:COL and exit 2", "[slow]") {
  const std::pair<std::string, std::string> cases[] = {
      {"{\"format\": ", ":1:12: unexpected end of input"},
      {with("\"name\": \"scan\"", "\"name\": \"scan\", \"nmae\": 1"),
       ":1:52: unknown key \"nmae\""},
      {with("\"collective\": {\"kind\": \"prefix\"},", ""), ":1:1: missing key \"collective\""},
      {with("\"n\": 2", "\"n\": 0"), "n must be in 1..4194304, got 0"},
      {with("\"k\": 1", "\"k\": \"one\""), "k must be an integer, not a string"},
      {with("collcheck-schedule/1", "collcheck-schedule/2"), "\"format\" must be"},
      {with("\"lambda\": 1", "\"lambda\": 1.5"), "not an integer"},
      {with("\"name\": \"scan\"", "\"name\": \"Scan\""), "\"name\" must match"},
      {with("\"postal\"", "\"torus\""), "unknown model \"torus\""},
      {with("\"reg\": \"t\"", "\"reg\": \"T\""), "a register name"},
      {std::string(100, '[') + std::string(100, ']'), "nesting deeper than 64 levels"},
  };
  for (const auto& [text, fragment] : cases) {
    INFO(text);
    const std::string path = doc("bad.json", text);
    const Run r = run("verify " + path);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK_THAT(r.err, Catch::StartsWith("collcheck: error: " + path + ":"));
    CHECK_THAT(r.err, Catch::Contains(fragment));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
  require_usage_error("verify /nonexistent/schedule.json", "cannot read");
  require_usage_error("verify", "needs schedule files (FILE.json ...) or --generator CMD");
  require_usage_error("verify /tmp", "/tmp: is a directory");
  require_usage_error("verify --generator '' --model postal --case n=1,k=1,lambda=1",
                      "--generator: the value is empty");
  // Options that would change nothing are refused, not ignored.
  const std::string good =
      std::string(COLLCHECK_SOURCE_DIR) + "/examples/schedules/postal-scan.json";
  require_usage_error("verify " + good + " --timeout 5", "--timeout is the generator's time");
  require_usage_error("verify " + good + " --seed 7", "--seed is the seed of --random N");
  require_usage_error("verify --generator true --model postal --case n=1,k=1,lambda=1 --seed 7",
                      "--seed is the seed of --random N");
  // A report that cannot be written (a full device) names its option.
  // (the verdicts are printed first: the device is found full only when the report is written)
  if (std::ifstream("/dev/full")) {
    const Run full = run("verify " + good + " --json /dev/full");
    CHECK(full.code == 2);
    CHECK(full.err == "collcheck: error: --json: cannot write '/dev/full'\n");
  }
}

TEST_CASE("a document is read step by step, in any key order, and bad input anywhere is exit 2") {
  // "steps" before "model": read whole, the same verdicts
  const std::string scan = kScan;
  const auto at = scan.find(",\n \"steps\"");
  REQUIRE(at != std::string::npos);
  const std::string steps_first =
      "{" + scan.substr(at + 3, scan.size() - at - 4) + ", " + scan.substr(1, at - 1) + "}";
  Run r = run("verify " + doc("first.json", steps_first));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.scan.correct"));
  // an illegal first step, then bad input in a later step: bad input wins
  const std::string late_bad =
      with("\"ops\": [{\"pe\": 1, \"dst\": \"c\", \"args\": [\"t\", \"c\"]}]}]",
           "\"ops\": [{\"pe\": 1, \"dst\": \"c\", \"args\": [\"u\", \"c\"]}]}, {\"send\": 3}]");
  r = run("verify " + doc("late.json", late_bad));
  CHECK(r.code == 2);
  CHECK_THAT(r.err, Catch::Contains("\"send\" must be an array"));
  // and an unknown key after the steps
  r = run("verify " + doc("after.json", scan.substr(0, scan.size() - 1) + ", \"extra\": 1}"));
  CHECK(r.code == 2);
  CHECK_THAT(r.err, Catch::Contains("unknown key \"extra\""));
}

TEST_CASE("verify writes the JSON report of check, three claims per document") {
  const auto json = temp_path("verify.json");
  const Run r = run("verify " + example("postal-scan.json") + " " +
                    example("postal-scan-swapped.json") + " --json " + json);
  CHECK(r.code == 1);
  const auto j = nlohmann::json::parse(slurp(json));
  REQUIRE(j["claims"].size() == 6);
  CHECK(j["claims"][4]["id"] == "verify.postal-scan-swapped.correct");
  CHECK(j["claims"][4]["verdict"] == "refuted");
  CHECK(j["claims"][4]["counterexample"]["PE"] == 3);
  CHECK(j["summary"]["exit_code"] == 1);
}

TEST_CASE("a generator is asked for every point in domain order, the least failure is replayed",
          "[slow]") {
  Run r = run("verify --generator 'python3 " + generator("scan.py") +
              "' --model postal --domain 'n=1..12,k=1..2,lambda=1..2'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.hillis-steele-scan.correct"));
  CHECK_THAT(r.out, Catch::Contains("48 cases"));
  r = run("verify --generator 'python3 " + generator("scan.py") +
          " --bug' --model postal --domain 'n=1..12,k=1..2,lambda=1..2'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out,
             Catch::Contains("counterexample: n=2 k=1 lambda=1 PE=1 register=c holds=invalid"));
  const std::string replay = replay_args(r.out);
  CHECK_THAT(replay, Catch::EndsWith("--model postal --case n=2,k=1,lambda=1"));
  r = run(replay);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("1 cases"));
}

TEST_CASE(
    "random points are drawn with a printed seed and a failure shrinks to smaller parameters",
    "[slow]") {
  const Run r = run("verify --generator 'python3 " + generator("scan.py") +
                    " --bug' --model postal --domain 'n=1..300,k=1..4,lambda=1..4' --random 20 "
                    "--seed 5");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("random=20 seed=5"));
  CHECK_THAT(r.out, Catch::Contains("counterexample: n=2 k=1 lambda=1"));
}

TEST_CASE("verify's header names no budget, jobs or seed, and the seed only with --random",
          "[slow]") {
  // issue 30: verify has no budget; the header said "budget smoke, seed 20261121, jobs 1".
  Run r = run("verify " + example("postal-scan.json") + " " + example("postal-scan-swapped.json"));
  const std::string first = r.out.substr(0, r.out.find('\n'));
  CHECK(first == "collcheck 0.1.0 verify: 6 claims");
  r = run("verify --generator 'python3 " + generator("scan.py") +
          "' --model postal --domain 'n=1..20,k=1..2,lambda=1..2' --random 3 --seed 7");
  CHECK(r.code == 0);
  CHECK(r.out.substr(0, r.out.find('\n')) ==
        "collcheck 0.1.0 verify: 3 claims, 3 random points, seed 7");
  const Run over = run("verify --generator 'python3 " + generator("scan.py") +
                       "' --model postal --domain 'n=1..4,k=1,lambda=1' --max-over-bound 2");
  CHECK(over.out.substr(0, over.out.find('\n')) ==
        "collcheck 0.1.0 verify: 3 claims, at most 2 over the bound");
  for (const std::string& out : {first, r.out, over.out}) {
    CHECK_THAT(out, !Catch::Contains("budget"));
    CHECK_THAT(out, !Catch::Contains("jobs"));
  }
}

TEST_CASE("verify --help lists every model, one line each") {
  const Run r = run("verify --help");
  CHECK(r.code == 0);
  for (const std::string model : {"postal", "hypercube", "logp", "omega", "halfduplex", "pram"}) {
    INFO(model);
    std::size_t lines = 0;
    for (std::size_t at = 0, end; at < r.out.size(); at = end + 1) {
      end = r.out.find('\n', at);
      if (end == std::string::npos) end = r.out.size();
      const std::string line = r.out.substr(at, end - at);
      // "  postal      n, k, lambda  Lin and Yeh's ...": the name, its parameters, a description
      if (line.rfind("  " + model + " ", 0) == 0 && line.size() > 40) ++lines;
    }
    CHECK(lines == 1);
  }
  CHECK_THAT(r.out, Catch::Contains("  postal      n, k, lambda  Lin and Yeh's"));
  CHECK_THAT(r.out,
             Catch::Contains("  pram        N             Ohtaki's EREW memory, PEs 0..N-1"));
  // An optional parameter in brackets: logp's G (LogGP).
  CHECK_THAT(r.out, Catch::Contains("  logp        P, L, o, g, [G] Shou and Chen's LogP (with G: LogGP)"));
  CHECK_THAT(r.out, !Catch::Contains("the generator's model (postal)"));
}

TEST_CASE("a broadcast generator that skips points is verified over the rest", "[slow]") {
  Run r = run("verify --generator 'python3 " + generator("knomial_broadcast.py") +
              "' --model postal --domain 'n=4095..4098,k=1..1,lambda=1..1'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("2 cases"));
  CHECK_THAT(r.out, Catch::Contains("2 points skipped by the generator"));
  // the k-nomial tree over a small domain: legal and correct, optimal where lambda = 1
  r = run("verify --generator 'python3 " + generator("knomial_broadcast.py") +
          "' --model postal --domain 'n=1..40,k=1..3,lambda=1..3'");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("verify.knomial-broadcast.correct             360 cases"));
  r = run("verify --generator 'python3 " + generator("knomial_broadcast.py") +
          " --bug' --model postal --domain 'n=1..40,k=1..3,lambda=1..3'");
  CHECK(r.code == 1);
  CHECK_THAT(r.out,
             Catch::Contains("counterexample: n=2 k=1 lambda=1 step=1 PE=2 rule=\"PE range\""));
}

TEST_CASE("a generator that exits, writes garbage or hangs is one line and exit 2", "[slow]") {
  const std::string at = " --model postal --case n=2,k=1,lambda=1";
  // before or after it read the request: the two are a race, the status is the same
  require_usage_error("verify --generator 'exit 3'" + at,
                      "generator 'exit 3' exited with status 3");
  require_usage_error("verify --generator 'echo garbage; cat >/dev/null'" + at,
                      "at n=2,k=1,lambda=1: answer line, column 1: unexpected character 'g'");
  // The generator writes to its standard error before it hangs; 3 s leave a loaded machine time
  // to start it.
  require_usage_error("verify --generator 'echo stuck >&2; sleep 30'" + at + " --timeout 3",
                      "within 3.000 s (--timeout); the end of its standard error: stuck");
  // An answer line longer than 256 MiB is refused when the limit is reached. Each byte is searched
  // for the newline once: when the whole line was searched at every 64 KiB read, 100 MB took 5 s
  // of CPU, and this one ran into its --timeout instead.
  require_usage_error("verify --generator 'head -c 300000000 /dev/zero'" + at + " --timeout 30",
                      "wrote more than 256 MiB without a newline");
  require_usage_error("verify --generator 'cat >/dev/null' --model postal --domain 'n=1..2'",
                      "k is missing");
  require_usage_error("verify --generator x --model torus --case n=1", "not read by this version");
  require_usage_error(
      "verify --generator x --model postal --domain 'n=1..4000000,k=1..9,lambda=1..9'",
      "more than 10^7 points");
  require_usage_error("verify " + example("postal-scan.json") + " --domain n=1",
                      "--generator only");
}

TEST_CASE("every example schedule has the verdicts the table of docs/your-algorithm.md gives it",
          "[slow]") {
  // name -> (exit code, the refuted verdict and a fragment of its counterexample)
  const std::map<std::string, std::tuple<int, std::string, std::string>> expected = {
      {"postal-scan", {0, "", ""}},
      {"postal-scan-swapped", {1, "correct", "PE=3 register=c holds=invalid"}},
      {"postal-scan-early", {1, "legal", "receive matches a message"}},
      {"hypercube-allreduce", {0, "", ""}},
      {"hypercube-allreduce-crossed", {1, "legal", "rule=dimension"}},
      {"hypercube-scatter", {0, "", ""}},
      {"pram-scan", {0, "", ""}},
      {"pram-broadcast-crew", {1, "legal", "rule=exclusive"}},
      {"logp-broadcast", {0, "", ""}},
      {"logp-sum", {0, "", ""}},
      {"logp-broadcast-early", {1, "legal", "rule=latency"}},
      {"logp-sum-swapped", {1, "correct", "holds=invalid"}},
      {"omega-ring", {0, "", ""}},
      {"omega-paths", {0, "", ""}},
      {"omega-ring-conflict", {1, "legal", "link conflict"}},
      {"omega-paths-conflict", {1, "legal", "link conflict"}},
      {"halfduplex-a-4-2-1", {0, "", ""}},
      {"halfduplex-exchange", {1, "legal", "rule=half-duplex"}},
  };
  std::set<std::string> models_ok, models_broken, found;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(COLLCHECK_SOURCE_DIR) +
                                                               "/examples/schedules")) {
    const std::string name = entry.path().stem().string();
    found.insert(name);
    INFO(name);
    const auto it = expected.find(name);
    REQUIRE(it != expected.end());  // a new example needs its expected verdict here
    const auto& [code, verdict, fragment] = it->second;
    const Run r = run("verify " + entry.path().string());
    CHECK(r.code == code);
    const std::string model = name.substr(0, name.find('-'));
    (code == 0 ? models_ok : models_broken).insert(model);
    if (code == 0) continue;
    CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify." + name + "." + verdict));
    CHECK_THAT(r.out, Catch::Contains(fragment));
  }
  CHECK(found.size() == expected.size());
  // every model has a correct example and a broken one
  const std::set<std::string> models = {"postal", "hypercube", "pram",
                                        "logp",   "omega",     "halfduplex"};
  CHECK(models_ok == models);
  CHECK(models_broken == models);
}

TEST_CASE("many items: the chain broadcast of m items in segments, any root, and its --bug",
          "[slow]") {
  // The generator gets the algorithm's own keys (m, seg, root) as "params"; segment sizes that do
  // not divide m are in the domain.
  const std::string domain = " --model postal --domain 'n=1..5,k=1,lambda=1..2,m=1..8,seg=1..3,root=0,2'";
  Run r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") + "'" + domain);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("ok    verified     verify.chain-broadcast.correct"));
  // The bug (the remainder segment not forwarded) at its least point: n = 3, m = 1, seg = 2.
  r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") + " --bug'" + domain);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains(
                        "counterexample: n=3 k=1 lambda=1 m=1 seg=2 root=0 PE=2 register=c holds=\"no value\""));
  CHECK_THAT(r.out, Catch::Contains("--case n=3,k=1,lambda=1,m=1,seg=2,root=0"));
  CHECK_THAT(r.out, Catch::Contains("domain: model=postal n=1..5 k=1 lambda=1..2 m=1..8 seg=1..3 root=\"0 2\""));
  // Many items name their item in a wrong value: the replayed point with m = 2.
  r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
          " --bug' --model postal --case n=3,k=1,lambda=1,m=3,seg=2,root=0");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("PE=2 register=c2 holds=\"no value\" expected=\"0 of item 2\""));
}

TEST_CASE("many items: a broadcast's bound counts the root's last first send, then one item's Theorem 1",
          "[slow]") {
  // n = 16, k = 1, lambda = 1, m = 8: Theorem 1 gives 4 steps for one item; the root's eighth
  // item leaves at step 8 or later: 8 - 1 + 4 = 11 (over the receive-port count 8). The chain
  // takes 15 + 7 = 22 steps. With k = 2 the root's items leave in 4 steps: 4 - 1 + 3 = 6 (Theorem
  // 1 with k = 2 at n = 16: 3), against the receive-port count ceil(8 / 2) = 4.
  const std::string table = temp_path("verify_items_bound.csv");
  Run r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
              "' --model postal --domain 'n=16,k=1..2,lambda=1,m=8,seg=1' --table " + table);
  CHECK(r.code == 0);
  std::ifstream in(table);
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) rows.push_back(line);
  REQUIRE(rows.size() == 3);
  CHECK(rows[1].find(",22,11,11") != std::string::npos);
  CHECK(rows[2].find(",6,") != std::string::npos);
  std::filesystem::remove(table);
  r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
          "' --model postal --case n=16,k=1,lambda=1,m=8,seg=1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("one item needs Theorem 1's 4 steps from its first send: 11"));
}

TEST_CASE("verify with --max-over-bound refutes the bound at the least point over it, --table has a row a point",
          "[slow]") {
  const std::string table = temp_path("verify_table.csv");
  Run r = run("verify --generator 'python3 " + generator("knomial_broadcast.py") +
              "' --model postal --domain 'n=1..8,k=1,lambda=1..3' --max-over-bound 0 --table " + table);
  CHECK(r.code == 1);
  // The binomial tree is optimal at lambda = 1; the least point over Theorem 1's bound is n = 3
  // at lambda = 2 (4 steps, the bound 3), in domain order (n first).
  CHECK_THAT(r.out, Catch::Contains("FAIL  refuted      verify.knomial-broadcast.bound"));
  CHECK_THAT(r.out, Catch::Contains("counterexample: n=3 k=1 lambda=2 steps=4 bound=3 over=1"));
  CHECK_THAT(r.out, Catch::Contains("--case n=3,k=1,lambda=2 --max-over-bound 0"));
  std::ifstream in(table);
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) rows.push_back(line);
  REQUIRE(rows.size() == 1 + 24);
  CHECK(rows[0] == "schedule,n,k,lambda,verdict,steps,bound,over");
  CHECK(rows[1] == "knomial-broadcast,1,1,1,legal and correct,0,0,0");
  // The row of the refuting point says the same as the verdict.
  CHECK(std::find(rows.begin(), rows.end(), "knomial-broadcast,3,1,2,legal and correct,4,3,1") != rows.end());
  // Every row's over is its steps minus its bound.
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::vector<std::string> c;
    std::stringstream ss(rows[i]);
    for (std::string x; std::getline(ss, x, ',');) c.push_back(x);
    REQUIRE(c.size() == 8);
    CHECK(std::stoll(c[7]) == std::stoll(c[5]) - std::stoll(c[6]));
  }
  // Within 3 over the bound everywhere: verified.
  r = run("verify --generator 'python3 " + generator("knomial_broadcast.py") +
          "' --model postal --domain 'n=1..8,k=1,lambda=1..3' --max-over-bound 3");
  CHECK(r.code == 0);
  std::filesystem::remove(table);
}

// A prefix on 3 PEs in which PE 1 combines its own operand before the one it received: 1 then
// 0, out of rank order (a first wrong value, and the run --draw and --trace-out show).
const std::string swapped = R"({"format": "collcheck-schedule/1", "name": "scan-swapped",
 "model": {"name": "postal", "n": 3, "k": 1, "lambda": 1},
 "collective": {"kind": "prefix"},
 "steps": [{"send": [{"from": 0, "to": 1, "reg": "c"}, {"from": 1, "to": 2, "reg": "c"}],
            "recv": [{"at": 1, "from": 0, "reg": "t"}, {"at": 2, "from": 1, "reg": "t"}],
            "ops": [{"pe": 1, "dst": "c", "args": ["c", "t"]}, {"pe": 2, "dst": "c", "args": ["t", "c"]}]}]})";

TEST_CASE("a wrong value names the first op that formed it, with its operands") {
  const Run r = run("verify " + doc("swapped.json", swapped));
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains(
                        "PE=1 register=c holds=invalid expected=0:1 first wrong=\"step 1, PE 1: c := (1) then (0)\""));
}

TEST_CASE("verify --plot draws the most steps and the bound at each value of the first key",
          "[slow]") {
  const std::string svg = temp_path("verify_plot.svg"), table = temp_path("verify_plot.csv");
  const Run r = run("verify --generator 'python3 " + generator("knomial_broadcast.py") +
                    "' --model postal --domain 'n=1..16,k=1,lambda=1..2' --plot " + svg + " --table " + table);
  CHECK(r.code == 0);
  // The table's rows, max steps and bound per n.
  std::map<long long, std::pair<long long, long long>> want;
  std::ifstream t(table);
  std::string line;
  std::getline(t, line);
  while (std::getline(t, line)) {
    std::vector<std::string> c;
    std::stringstream ss(line);
    for (std::string x; std::getline(ss, x, ',');) c.push_back(x);
    REQUIRE(c.size() == 8);
    auto& w = want[std::stoll(c[1])];
    w.first = std::max(w.first, std::stoll(c[5]));
    w.second = std::max(w.second, std::stoll(c[6]));
  }
  REQUIRE(want.size() == 16);
  // The drawing's points, parsed back: one circle per n with its data.
  const std::string text = slurp(svg);
  CHECK(text.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(text.find("</svg>") != std::string::npos);
  std::map<long long, std::pair<long long, long long>> got;
  for (std::size_t at = text.find("<circle data-x=\""); at != std::string::npos;
       at = text.find("<circle data-x=\"", at + 1)) {
    const auto attr = [&](const std::string& name) {
      const std::size_t b = text.find(name + "=\"", at) + name.size() + 2;
      return std::stoll(text.substr(b, text.find('"', b) - b));
    };
    got[attr("data-x")] = {attr("data-steps"), attr("data-bound")};
  }
  CHECK(got == want);
  CHECK(text.find("class=\"steps\"") != std::string::npos);
  CHECK(text.find("class=\"bound\"") != std::string::npos);
  std::filesystem::remove(svg);
  std::filesystem::remove(table);
}

TEST_CASE("verify --draw writes the run's space-time diagram with the fault marked", "[slow]") {
  const std::string svg = temp_path("verify_draw.svg");
  // The chain broadcast's bug at its replayed point: 3 PEs, 3 items in segments of 2; the
  // remainder (item 2) is not forwarded past PE 1, so PE 2's c2 holds nothing.
  Run r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
              " --bug' --model postal --case n=3,k=1,lambda=1,m=3,seg=2,root=0 --draw " + svg);
  CHECK(r.code == 1);
  std::string text = slurp(svg);
  CHECK(text.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  std::size_t messages = 0, to_last = 0;
  for (std::size_t at = text.find("<line class=\"message\""); at != std::string::npos;
       at = text.find("<line class=\"message\"", at + 1)) {
    ++messages;
    if (text.compare(text.find("data-to=\"", at) + 9, 2, "2\"") == 0) ++to_last;
  }
  CHECK(messages == 5);  // 3 items to PE 1, 2 of them on to PE 2
  CHECK(to_last == 2);
  CHECK_THAT(text, Catch::Contains("<g class=\"fault\" data-kind=\"result\" data-pe=\"2\""));
  CHECK_THAT(text, Catch::Contains("register=c2 holds=&quot;no value&quot;"));
  // An op out of order is the fault of a wrong prefix: its step and PE.
  r = run("verify " + doc("draw_swapped.json", swapped) + " --draw " + svg);
  CHECK(r.code == 1);
  text = slurp(svg);
  CHECK_THAT(text, Catch::Contains("<g class=\"fault\" data-kind=\"op\" data-pe=\"1\" data-step=\"1\""));
  CHECK_THAT(text, Catch::Contains("c := (1) then (0)"));
  // A sweep draws the point it refuted first: the same point as the replay line's.
  std::filesystem::remove(svg);
  r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
          " --bug' --model postal --domain 'n=1..3,k=1,lambda=1,m=3,seg=2,root=0' --draw " + svg);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("--case n=3,k=1,lambda=1,m=3,seg=2,root=0"));
  text = slurp(svg);
  CHECK_THAT(text, Catch::Contains("<g class=\"fault\" data-kind=\"result\" data-pe=\"2\""));
  CHECK_THAT(text, Catch::Contains("<title>chain"));
  // A sweep that refutes nothing draws nothing and says so (no stale file is left either).
  r = run("verify --generator 'python3 " + generator("postal_chain_broadcast.py") +
          "' --model postal --domain 'n=1..3,k=1,lambda=1' --draw " + svg);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("note: --draw: no point is refuted, so no run is shown"));
  CHECK_FALSE(std::filesystem::exists(svg));
  // Several files: one run only.
  r = run("verify " + doc("draw_swapped.json", swapped) + " " + doc("draw_swapped2.json", swapped) +
          " --draw " + svg);
  CHECK(r.code == 2);
  CHECK_THAT(r.err, Catch::Contains("--draw draws one run"));
  std::filesystem::remove(svg);
}

TEST_CASE("verify: a refuted legal leaves correct and bound skipped, one FAIL line", "[slow]") {
  const std::string xml = temp_path("verify_skipped.xml"), json = temp_path("verify_skipped.json");
  // The LogP binomial broadcast without the gap: illegal at every point of this domain.
  Run r = run("verify --generator 'python3 " + generator("logp_binomial_broadcast.py") +
              " --bug' --model logp --case P=4,L=1,o=0,g=2 --junit " + xml + " --json " + json);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("  FAIL  refuted      verify.logp-binomial-broadcast.legal"));
  CHECK_THAT(r.out, Catch::Contains("  --    skipped      verify.logp-binomial-broadcast.correct"));
  CHECK_THAT(r.out, Catch::Contains("  --    skipped      verify.logp-binomial-broadcast.bound"));
  CHECK_THAT(r.out, Catch::Contains("not judged: legal is refuted at every point"));
  CHECK_THAT(r.out, Catch::Contains("3 claims: 0 as expected, 1 not; 1 refuted; 2 skipped"));
  std::size_t fails = 0;
  for (std::size_t at = r.out.find("FAIL"); at != std::string::npos; at = r.out.find("FAIL", at + 1)) ++fails;
  CHECK(fails == 1);
  const std::string junit = slurp(xml);
  CHECK_THAT(junit, Catch::Contains("failures=\"1\" errors=\"0\" skipped=\"2\""));
  const auto j = nlohmann::json::parse(slurp(json));
  std::size_t skipped = 0;
  for (const auto& c : j["claims"]) skipped += c["verdict"] == "skipped" ? 1 : 0;
  CHECK(skipped == 2);
  // Legal everywhere but wrong: only the bound is skipped.
  r = run("verify --generator 'python3 " + generator("hypercube_allreduce.py") +
          " --bug' --model hypercube --case N=2");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("  ok    verified     verify.recursive-doubling-allreduce-bug.legal"));
  CHECK_THAT(r.out, Catch::Contains("  --    skipped      verify.recursive-doubling-allreduce-bug.bound"));
  CHECK_THAT(r.out, Catch::Contains("not judged: correct is refuted at every legal point"));
  std::filesystem::remove(xml);
  std::filesystem::remove(json);
}

TEST_CASE("verify --draw of a LogP run stopped by a timing rule shows the document's operations", "[slow]") {
  const std::string svg = temp_path("verify_draw_gap.svg");
  const Run r = run("verify --generator 'python3 " + generator("logp_binomial_broadcast.py") +
                    " --bug' --model logp --case P=4,L=1,o=0,g=2 --draw " + svg);
  CHECK(r.code == 1);
  const std::string text = slurp(svg);
  // The root's two sends, at 0 and 1 (less than g = 2 apart), and the fault at time 1.
  CHECK_THAT(text, Catch::Contains("data-pe=\"0\" data-step=\"0\""));
  CHECK_THAT(text, Catch::Contains("data-pe=\"0\" data-step=\"1\""));
  CHECK_THAT(text, Catch::Contains("send"));
  CHECK_THAT(text, Catch::Contains("<g class=\"fault\" data-kind=\"rule\" data-pe=\"0\" data-step=\"1\""));
  // Wide enough for the fault's text.
  const std::size_t b = text.find("width=\"") + 7;
  const long long width = std::stoll(text.substr(b, text.find('"', b) - b));
  const std::size_t label = text.find("sends at 0 and 1");
  REQUIRE(label != std::string::npos);
  CHECK(width >= 70 + 6 * 40);
  std::filesystem::remove(svg);
}

TEST_CASE("verify --trace-out writes one run as an ITF trace, a state per step") {
  const std::string itf = temp_path("verify_trace.itf.json");
  const Run r = run("verify " + doc("trace_swapped.json", swapped) + " --trace-out " + itf);
  CHECK(r.code == 1);
  const auto j = nlohmann::json::parse(slurp(itf));
  CHECK(j["#meta"]["format"] == "ITF");
  CHECK(j["#meta"]["claim"] == "verify.scan-swapped.correct");
  CHECK(j["#meta"]["violation"] == "step 1, PE 1: c := (1) then (0)");
  CHECK(j["vars"] == nlohmann::json::array({"step", "sent", "received", "ops"}));
  REQUIRE(j["states"].size() == 2);  // step 0 (init, empty) and step 1
  CHECK(j["states"][1]["sent"].size() == 2);
  CHECK(j["states"][1]["sent"][0]["from"] == 0);
  CHECK(j["states"][1]["ops"][0]["op"] == "c := c t");
  std::filesystem::remove(itf);
}

// --draw and --trace-out on the hypercube and logp models (a row per step, or per time unit).
TEST_CASE("verify --draw and --trace-out record hypercube and logp runs, the fault marked",
          "[slow]") {
  const std::string svg = temp_path("verify_draw_models.svg"), itf = temp_path("verify_draw_models.itf.json");
  // The hypercube allgather's bug: a block's items received in reverse order (N = 4, m = 2):
  // 4 messages a step, 2 steps; the wrong result marked at its PE.
  Run r = run("verify --generator 'python3 " + generator("hypercube_allgather.py") +
              " --bug' --model hypercube --case N=4,m=2 --draw " + svg + " --trace-out " + itf);
  CHECK(r.code == 1);
  std::string text = slurp(svg);
  std::size_t messages = 0;
  for (std::size_t at = text.find("<line class=\"message\""); at != std::string::npos;
       at = text.find("<line class=\"message\"", at + 1))
    ++messages;
  CHECK(messages == 8);
  CHECK_THAT(text, Catch::Contains("<g class=\"fault\" data-kind=\"result\" data-pe=\"0\""));
  auto j = nlohmann::json::parse(slurp(itf));
  CHECK(j["#meta"]["claim"] == "verify.hypercube-allgather-bug.correct");
  REQUIRE(j["states"].size() == 3);  // init and 2 steps
  CHECK(j["states"][1]["sent"].size() == 4);
  CHECK(j["states"][0]["ops"].size() == 8);  // each PE copies its 2 items into place
  // A hypercube combine out of rank order: the first wrong value, named and marked.
  r = run("verify --generator 'python3 " + generator("hypercube_allreduce.py") +
          " --bug' --model hypercube --case N=2 --draw " + svg);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("first wrong=\"step 1, PE 1: c := (1) then (0)\""));
  CHECK_THAT(slurp(svg), Catch::Contains("<g class=\"fault\" data-kind=\"op\" data-pe=\"1\" data-step=\"1\""));
  // LogP: PE 1 combines its own operand before PE 0's: the message from time 0 to 2, the fault
  // at time 3.
  const std::string logp = R"({"format": "collcheck-schedule/1", "name": "logp-prefix-swapped",
   "model": {"name": "logp", "P": 2, "L": 1, "o": 1, "g": 1}, "collective": {"kind": "prefix"},
   "programs": [{"pe": 0, "ops": [{"op": "send", "at": 0, "to": 1, "reg": "c"}]},
                {"pe": 1, "ops": [{"op": "recv", "at": 2, "from": 0, "reg": "b"},
                                  {"op": "combine", "at": 3, "dst": "c", "args": ["c", "b"]}]}]})";
  r = run("verify " + doc("logp_swapped.json", logp) + " --draw " + svg + " --trace-out " + itf);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("first wrong=\"time 3, PE 1: c := (1) then (0)\""));
  text = slurp(svg);
  CHECK_THAT(text, Catch::Contains("<line class=\"message\" data-from=\"0\" data-to=\"1\" data-sent=\"0\" "
                                   "data-received=\"2\""));
  CHECK_THAT(text, Catch::Contains("<g class=\"fault\" data-kind=\"op\" data-pe=\"1\" data-step=\"3\""));
  j = nlohmann::json::parse(slurp(itf));
  CHECK(j["#meta"]["violation"] == "time 3, PE 1: c := (1) then (0)");
  REQUIRE(j["states"].size() == 4);  // times 0..3
  CHECK(j["states"][3]["ops"][0]["op"] == "c := c b");
  // A LogP run far in time is not drawn: one line, exit 2.
  std::string late = logp;
  late.replace(late.find("\"at\": 2,"), 8, "\"at\": 9999999,");
  late.replace(late.find("\"at\": 3,"), 8, "\"at\": 10000000,");
  r = run("verify " + doc("logp_late.json", late) + " --draw " + svg);
  CHECK(r.code == 2);
  CHECK_THAT(r.err, Catch::Contains("not drawn"));
  std::filesystem::remove(svg);
  std::filesystem::remove(itf);
}

}  // namespace verify_cli_test
