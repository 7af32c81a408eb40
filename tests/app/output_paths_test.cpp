// Output paths are checked for writing before any work starts: a path the run could not write
// ends at once with exit 2 and one line naming the option and the path, not after the run. The
// unwritable paths used here fail for root too (CI runs the tests as root, and root passes every
// permission check): a path under /proc, where nobody creates files, and a path whose parent is a
// regular file. A directory without write permission (chmod 555) is checked only when the tests
// do not run as root.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/app/cli_support.hpp"

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

TEST_CASE("an output path under /proc is refused before the run, also for root") {
  for (const auto& o : path_options()) require_refused(o, "/proc/collcheck-output-test");
  CHECK_FALSE(std::filesystem::exists("/proc/collcheck-output-test"));
  // /proc itself exists and is a directory, but no file can be created in it.
  require_refused({"--emit-smt2", "prove --emit-smt2 {}"}, "/proc");
}

TEST_CASE("an output path whose parent is a regular file is refused before the run") {
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
