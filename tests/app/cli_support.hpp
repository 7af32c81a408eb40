// Running the collcheck binary from a test: exit code, stdout and stderr, and the check that a
// bad input gets exactly one `collcheck: error:` line and exit code 2.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace cli_support {

struct Run {
  int code;
  std::string out, err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// This process's directory in the temp directory (ctest runs test cases in parallel), made empty
// on first use and removed with what it holds when the process exits, so that runs of the suite
// leave nothing behind.
class TempDir {
 public:
  TempDir()
      : path_(std::filesystem::temp_directory_path() /
              ("collcheck_test_" + std::to_string(getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ignored;  // a test that made a file unremovable leaves it: exit anyway
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// A file name in this process's temp directory.
inline std::string temp_path(const std::string& name) {
  static const TempDir dir;
  return (dir.path() / name).string();
}

inline Run run(const std::string& args) {
  const std::string out = temp_path("out"), err = temp_path("err");
  const std::string cmd = std::string(COLLCHECK_BINARY) + " " + args + " >" + out + " 2>" + err;
  const int status = std::system(cmd.c_str());
  return {WEXITSTATUS(status), slurp(out), slurp(err)};
}

inline std::string last_line(const std::string& s) {
  const auto end = !s.empty() && s.back() == '\n' ? s.size() - 1 : s.size();
  const auto start = end == 0 ? std::string::npos : s.rfind('\n', end - 1);
  const auto from = start == std::string::npos ? 0 : start + 1;
  return s.substr(from, end - from);
}

// The command of the first `replay: collcheck ...` line of a check report, without "collcheck ",
// ready for run(); empty if there is none.
inline std::string replay_args(const std::string& out) {
  const auto at = out.find("replay: collcheck ");
  if (at == std::string::npos) return {};
  const auto from = at + std::string("replay: collcheck ").size();
  return out.substr(from, out.find('\n', from) - from);
}

inline void require_usage_error(const std::string& args, const std::string& fragment) {
  INFO(args);
  const Run r = run(args);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.rfind("collcheck: error: ", 0) == 0);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK_THAT(r.err, Catch::Contains(fragment));
}

// examples/schedules/NAME and examples/generators/SCRIPT in the source tree.
// Appended, not concatenated with +: GCC 12 at -O1 reports a false -Warray-bounds inside
// std::string's operator+ of a temporary (GCC bug 105329's family).
inline std::string example(const std::string& name) {
  std::string path = COLLCHECK_SOURCE_DIR;
  path += "/examples/schedules/";
  path += name;
  return path;
}
inline std::string generator(const std::string& script) {
  std::string path = COLLCHECK_SOURCE_DIR;
  path += "/examples/generators/";
  path += script;
  return path;
}

// Writes `text` to a temporary document and returns its path.
inline std::string doc(const std::string& name, const std::string& text) {
  const std::string path = temp_path(name);
  std::ofstream(path) << text;
  return path;
}

// Whether the `cvc5` command is installed (the second solver that confirms a certificate).
inline bool have_cvc5() { return std::system("command -v cvc5 > /dev/null 2>&1") == 0; }

// The `cvc5` command's answer to an SMT-LIB file (its output in `dir`/cvc5.out): "unsat\n" for a
// confirmed certificate; a non-zero exit is appended as "(exit N)".
inline std::string cvc5_says(const std::string& file, const std::string& dir) {
  const std::string out = dir + "/cvc5.out";
  const int rc = std::system(("cvc5 " + file + " > " + out + " 2>&1").c_str());
  return slurp(out) + (rc == 0 ? "" : "(exit " + std::to_string(rc) + ")");
}

// A fresh, empty directory temp_path(name) for a test's output files (what an earlier run left
// there removed).
inline std::string fresh_dir(const std::string& name) {
  const std::string dir = temp_path(name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// An exported certificate: the SMT-LIB file says (set-info :status unsat), and the `cvc5` command
// answers unsat (its output in `dir`); without cvc5 installed, a warning that no second solver
// confirmed it.
inline void check_unsat_certificate(const std::string& cert, const std::string& dir) {
  INFO(cert);
  CHECK_THAT(slurp(cert), Catch::Contains("(set-info :status unsat)"));
  if (have_cvc5())
    CHECK(cvc5_says(cert, dir) == "unsat\n");
  else
    WARN("cvc5 is not installed: the certificate is not confirmed by a second solver");
}

}  // namespace cli_support
