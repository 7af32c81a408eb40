// Output paths are checked for writing before any work starts: a path the run could not write
// ends at once with exit 2 and one line naming the option and the path, not after the run. The
// unwritable paths used here fail for root too (CI runs the tests as root, and root passes every
// permission check): a path under /proc, where nobody creates files, and a path whose parent is a
// regular file. A directory without write permission (chmod 555) is checked only when the tests
// do not run as root.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "tests/app/cli_support.hpp"

namespace output_paths_test {

using namespace cli_support;

namespace {

struct PathOption {
  std::string option;   // as the error names it
  std::string command;  // the command with the option's value as {}
};

// Every option that names a file or directory to write, in a command that would otherwise run
// for a while (check and prove on the whole ci catalog) or write something.
std::vector<PathOption> path_options() {
  return {
      {"--json", "check --json {}"},
      {"--junit", "check --junit {}"},
      {"--checkpoint", "check --checkpoint {}"},
      {"--json", "prove --json {}"},
      {"--emit-smt2", "prove --emit-smt2 {}"},
      {"--json", "merge " + std::string(COLLCHECK_SOURCE_DIR) + "/README.md --json {}"},
      {"--junit", "verify " + example("postal-scan.json") + " --junit {}"},
      {"--emit-schedule", "simulate postal --n 10 --emit-schedule {}"},
      {"--dot", "simulate postal --n 10 --tree 1 --dot {}"},
      {"--dot", "simulate logp --P 7 --dot {}"},
      {"--svg", "simulate omega --L 3 --ring 0,2,3,5,6 --svg {}"},
      {"--svg", "simulate halfduplex --table --n 8192 --p 13 --svg {}"},
      {"--emit-schedule", "simulate pram --N 8 --procedure prefix --emit-schedule {}"},
  };
}

std::string with_path(std::string command, const std::string& path) {
  command.replace(command.find("{}"), 2, path);
  return command;
}

// The command ends at once with exit 2, nothing on stdout, and one error line that names the
// option and the path.
void require_refused(const PathOption& o, const std::string& path) {
  const std::string args = with_path(o.command, path);
  INFO(args);
  const auto t0 = std::chrono::steady_clock::now();
  const Run r = run(args);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.rfind("collcheck: error: " + o.option + ": ", 0) == 0);
  CHECK_THAT(r.err, Catch::Contains("'" + path + "'"));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(seconds < 5);  // refused before the run, which takes minutes for check and prove
}

}  // namespace

TEST_CASE("an output path under /proc is refused before the run, also for root", "[slow]") {
  for (const auto& o : path_options()) require_refused(o, "/proc/collcheck-output-test");
  CHECK_FALSE(std::filesystem::exists("/proc/collcheck-output-test"));
  // /proc itself exists and is a directory, but no file can be created in it.
  require_refused({"--emit-smt2", "prove --emit-smt2 {}"}, "/proc");
}

TEST_CASE("an output path whose parent is a regular file is refused before the run", "[slow]") {
  const std::string file = temp_path("regular_file");
  std::ofstream(file) << "not a directory\n";
  for (const auto& o : path_options()) require_refused(o, file + "/out");
  std::filesystem::remove(file);
}

TEST_CASE("an output path in a directory without write permission is refused before the run") {
  if (geteuid() == 0) {
    WARN(
        "skipped: the tests run as root, who may write into a chmod 555 directory; the /proc and "
        "regular-file cases above cover the check for root");
    return;
  }
  const std::string dir = temp_path("readonly_dir");
  std::filesystem::create_directories(dir);
  REQUIRE(chmod(dir.c_str(), 0555) == 0);
  for (const auto& o : path_options()) require_refused(o, dir + "/out");
  // The directory itself, which exists, as --emit-smt2's directory.
  require_refused({"--emit-smt2", "prove --emit-smt2 {}"}, dir);
  CHECK(std::filesystem::is_empty(dir));
  chmod(dir.c_str(), 0755);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a writable output path still works, and the check leaves no file behind") {
  const std::string dir = temp_path("writable_dir");
  std::filesystem::create_directories(dir);
  const Run r = run("simulate postal --n 10 --emit-schedule " + dir + "/s.json");
  CHECK(r.code == 0);
  CHECK(std::filesystem::exists(dir + "/s.json"));
  // The schedule and nothing else: the probe of the directory is gone.
  CHECK(std::distance(std::filesystem::directory_iterator(dir),
                      std::filesystem::directory_iterator()) == 1);
  // A read-only existing file in a writable directory is replaced (written beside, renamed).
  const std::string ro = dir + "/ro.dot";
  std::ofstream(ro) << "old\n";
  chmod(ro.c_str(), 0444);
  CHECK(run("simulate postal --n 10 --tree 1 --dot " + ro).code == 0);
  CHECK_THAT(slurp(ro), Catch::Contains("digraph"));
  std::filesystem::remove_all(dir);
}

// Issue 29, class 2: outputs that destroyed other files, and class 5: FIFOs that blocked.
namespace {

void copy_example(const std::string& to) {
  std::filesystem::copy_file(example("postal-scan.json"), to,
                             std::filesystem::copy_options::overwrite_existing);
}

// Exit 2, nothing on stdout, one error line holding `fragment`, within `limit` seconds.
void require_refused_fast(const std::string& args, const std::string& fragment, double limit = 5) {
  INFO(args);
  const auto t0 = std::chrono::steady_clock::now();
  const Run r = run(args);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.rfind("collcheck: error: ", 0) == 0);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK_THAT(r.err, Catch::Contains(fragment));
  CHECK(seconds < limit);
}

}  // namespace

TEST_CASE("a link planted at a temporary name beside an output is never followed") {
  const std::string dir = fresh_dir("planted");
  const std::string s = dir + "/s.json", victim = dir + "/victim.txt";
  copy_example(s);
  std::ofstream(victim) << "victim\n";
  // The names an earlier collcheck wrote its reports, checkpoints and traces through.
  for (const char* name : {"r.json.tmp", "r.xml.tmp", "c.json.tmp"})
    std::filesystem::create_symlink(victim, dir + "/" + name);
  Run r = run("verify " + s + " --json " + dir + "/r.json --junit " + dir + "/r.xml");
  CHECK(r.code == 0);
  r = run("check postal.lemma3.contents --budget smoke --checkpoint " + dir + "/c.json");
  CHECK(r.code == 0);
  CHECK(slurp(victim) == "victim\n");
  CHECK_THAT(slurp(dir + "/r.json"), Catch::Contains("\"tool\""));
  CHECK_THAT(slurp(dir + "/r.xml"), Catch::Contains("<testsuite"));
  for (const char* name : {"r.json.tmp", "r.xml.tmp", "c.json.tmp"})
    CHECK(std::filesystem::is_symlink(dir + "/" + name));
  // Nothing else is left: the reports, the schedule, the victim and the three links.
  CHECK(std::distance(std::filesystem::directory_iterator(dir),
                      std::filesystem::directory_iterator()) == 7);
  // An output that is itself a link is replaced by the report; what it points to is not touched.
  std::filesystem::create_symlink(victim, dir + "/link.json");
  CHECK(run("verify " + s + " --json " + dir + "/link.json").code == 0);
  CHECK(slurp(victim) == "victim\n");
  CHECK_FALSE(std::filesystem::is_symlink(dir + "/link.json"));
  CHECK_THAT(slurp(dir + "/link.json"), Catch::Contains("\"tool\""));
  std::filesystem::remove_all(dir);
}

TEST_CASE("an output that is an input, by device and inode, is refused before any work", "[slow]") {
  const std::string dir = fresh_dir("output_is_input");
  const std::string s = dir + "/s.json", a = dir + "/a.json", b = dir + "/b.json";
  copy_example(s);
  copy_example(a);
  copy_example(b);
  std::filesystem::create_hard_link(s, dir + "/hard.json");
  std::filesystem::create_symlink(s, dir + "/soft.json");
  const std::string text = slurp(s);
  require_refused_fast("verify " + s + " --json " + s, "is the input file");
  require_refused_fast("verify " + s + " --junit " + dir + "/./s.json", "is the input file");
  require_refused_fast("verify " + s + " --json " + dir + "/hard.json", "is the input file");
  require_refused_fast("verify " + s + " --json " + dir + "/soft.json", "is the input file");
  require_refused_fast("merge " + a + " " + b + " --json " + a, "is the input file");
  require_refused_fast("merge " + a + " " + b + " --junit " + dir + "/../" +
                           std::filesystem::path(dir).filename().string() + "/b.json",
                       "is the input file");
  CHECK(slurp(s) == text);
  CHECK(slurp(a) == text);
  CHECK(slurp(b) == text);
  std::filesystem::remove_all(dir);
}

TEST_CASE("two spellings of one output file are refused before any work") {
  const std::string dir = fresh_dir("two_spellings");
  std::filesystem::create_directories(dir + "/sub");
  const std::string check = "check postal.lemma3.contents --budget smoke ";
  require_refused_fast(check + "--json " + dir + "/r.json --junit " + dir + "/./r.json",
                       "name the same file");
  require_refused_fast(check + "--json " + dir + "/r.json --checkpoint " + dir + "/sub/../r.json",
                       "name the same file");
  require_refused_fast("check postal.lemma2.literal --budget smoke --trace-out " + dir +
                           "/t.json --junit " + dir + "/sub/../t.json",
                       "name the same file");
  require_refused_fast("prove 'postal.thm1.*' --budget smoke --emit-smt2 " + dir +
                           " --json " + dir + "/./manifest.json",
                       "name the same file");
  // An existing file under two names (a hard link).
  std::ofstream(dir + "/old.json") << "{}\n";
  std::filesystem::create_hard_link(dir + "/old.json", dir + "/old2.json");
  require_refused_fast(check + "--json " + dir + "/old.json --junit " + dir + "/old2.json",
                       "name the same file");
  CHECK(slurp(dir + "/old.json") == "{}\n");
  std::filesystem::remove_all(dir);
}

TEST_CASE("standard output named as an output is written through its descriptor") {
  const std::string dir = fresh_dir("stdout_output");
  const std::string s = dir + "/s.json";
  copy_example(s);
  // A link to /proc/self/fd/1, as /dev/stdout is: stdout goes to a regular file here (run()).
  std::filesystem::create_symlink("/proc/self/fd/1", dir + "/stdout");
  for (const std::string& out : {dir + "/stdout", std::string("/dev/stdout")}) {
    INFO(out);
    const Run r = run("verify " + s + " --json " + out);
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    // The verdicts, then the report after them.
    CHECK_THAT(r.out, Catch::Contains("verify.postal-scan.correct"));
    CHECK_THAT(r.out, Catch::Contains("\"tool\": \"collcheck\""));
    CHECK(r.out.find("verify.postal-scan.correct") < r.out.find("\"tool\""));
  }
  CHECK(std::filesystem::is_symlink(dir + "/stdout"));
  CHECK(std::filesystem::is_symlink("/dev/stdout"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("a FIFO as an output is written when a reader comes, and refused when none does",
          "[slow]") {
  const std::string dir = fresh_dir("fifo_output");
  const std::string s = dir + "/s.json", fifo = dir + "/p.fifo";
  copy_example(s);
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  // No reader: refused within the 5 s it waits for one (after the verdicts on stdout).
  const auto t0 = std::chrono::steady_clock::now();
  Run r = run("verify " + s + " --json " + fifo);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.code == 2);
  CHECK(r.err == "collcheck: error: --json: cannot write '" + fifo +
                     "' (a FIFO that no process opened for reading within 5 s)\n");
  CHECK(seconds < 15);
  // A reader: the report goes through the FIFO, which stays a FIFO.
  const std::string both = "cat " + fifo + " >" + dir + "/got.json & " +
                          std::string(COLLCHECK_BINARY) + " verify " + s + " --json " + fifo +
                          " >/dev/null; code=$?; wait; exit $code";
  const int status = std::system(both.c_str());
  CHECK(WEXITSTATUS(status) == 0);
  struct stat st {};
  CHECK(::stat(fifo.c_str(), &st) == 0);
  CHECK(S_ISFIFO(st.st_mode));
  CHECK_THAT(slurp(dir + "/got.json"), Catch::Contains("\"tool\": \"collcheck\""));
  std::filesystem::remove_all(dir);
}

TEST_CASE("a FIFO or a device as an input is refused at once, not waited on") {
  const std::string dir = fresh_dir("fifo_input");
  const std::string fifo = dir + "/p.fifo";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  require_refused_fast("verify " + fifo, "is a FIFO, not a regular file");
  require_refused_fast("merge " + fifo, "is a FIFO, not a regular file");
  require_refused_fast("check postal.lemma3.contents --budget smoke --checkpoint " + fifo,
                       "--checkpoint: '" + fifo + "' is not a regular file");
  require_refused_fast("verify /dev/zero", "is a character device, not a regular file");
  std::filesystem::remove_all(dir);
}

// Run only by the case below (hidden: "[.temp_probe]"): a file in this process's temp directory,
// and its path printed.
TEST_CASE("a test process's temp file, for the case below", "[.temp_probe]") {
  const std::string path = temp_path("probe");
  std::ofstream(path) << "probe\n";
  REQUIRE(std::filesystem::exists(path));
  std::cout << "probe: " << path << "\n";
}

// The test processes' temp files (temp_path: the binary's output, documents) are gone when the
// process ends, with their directory: a run of the suite leaves nothing in the temp directory.
TEST_CASE("a test process removes its temp directory when it exits") {
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  const std::string out = temp_path("probe.out");
  REQUIRE(std::system(("'" + self + "' '[.temp_probe]' > " + out).c_str()) == 0);
  const std::string text = slurp(out);
  const auto at = text.find("probe: ");
  REQUIRE(at != std::string::npos);
  const std::filesystem::path probe = text.substr(at + 7, text.find('\n', at) - at - 7);
  INFO(probe);
  CHECK(probe.filename() == "probe");
  CHECK(probe.parent_path().filename().string().rfind("collcheck_test_", 0) == 0);
  CHECK(probe.parent_path() != std::filesystem::path(temp_path("x")).parent_path());
  CHECK_FALSE(std::filesystem::exists(probe));
  CHECK_FALSE(std::filesystem::exists(probe.parent_path()));
}

}  // namespace output_paths_test
