// Output files of every command: checked before any work (require_writable), an earlier run's
// reports removed when a run starts (prepare_reports), and written atomically (write_file).
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "app/commands.hpp"
#include "app/report.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

// Creates a file of its own in `dir` and removes it: whether a file can be written there, by
// this process, as it runs (a directory without write permission, a read-only mount, /proc,
// and for root too, who passes every permission check but not these). Empty when it can;
// otherwise the reason.
std::string cannot_create_in(const std::filesystem::path& dir) {
  static std::atomic<unsigned> count{0};
  const std::string probe =
      (dir / (".collcheck-probe-" + std::to_string(getpid()) + "-" + std::to_string(count++)))
          .string();
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) return std::error_code(errno, std::generic_category()).message();
  ::close(fd);
  ::unlink(probe.c_str());
  return {};
}

}  // namespace

void require_writable(const std::string& option, const std::string& path) {
  namespace fs = std::filesystem;
  if (path.empty()) throw UsageError(option + ": the file name is empty");
  const fs::path p(path);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw UsageError(option + ": cannot write '" + path + "' (" +
                     (fs::exists(dir, ec) ? "'" + dir.string() + "' is not a directory"
                                          : "no such directory '" + dir.string() + "'") +
                     ")");
  if (fs::is_directory(p, ec)) throw UsageError(option + ": '" + path + "' is a directory");
  // As write_file writes: a regular (or new) file through a temporary beside it, renamed into
  // place, which needs a file created in the directory; anything else (/dev/stdout, a pipe) is
  // opened and written to.
  const bool regular = !fs::exists(p, ec) || fs::is_regular_file(fs::symlink_status(p, ec));
  if (!regular) {
    if (::access(path.c_str(), W_OK) != 0)
      throw UsageError(option + ": cannot write '" + path + "' (" +
                       std::error_code(errno, std::generic_category()).message() + ")");
    return;
  }
  if (const std::string why = cannot_create_in(dir); !why.empty())
    throw UsageError(option + ": cannot write '" + path + "' (no file can be created in '" +
                     dir.string() + "': " + why + ")");
}

void require_writable_directory(const std::string& option, const std::string& dir) {
  if (const std::string why = cannot_create_in(dir); !why.empty())
    throw UsageError(option + ": cannot write into '" + dir + "' (" + why + ")");
}

void prepare_reports(const std::string& json, const std::string& junit) {
  if (!json.empty() && json == junit)
    throw UsageError("--json and --junit name the same file '" + json + "': give two");
  if (!json.empty()) require_writable("--json", json);
  if (!junit.empty()) require_writable("--junit", junit);
  // An earlier run's report must not survive this one looking current.
  for (const std::string* path : {&json, &junit}) {
    std::error_code ec;
    if (!path->empty() && std::filesystem::is_regular_file(*path, ec))
      std::filesystem::remove(*path, ec);
  }
}

int finish_report(const Report& report, const std::string& json, const std::string& junit) {
  print_summary(std::cout, report);
  std::cout.flush();
  if (!json.empty()) write_file(json, to_json(report).dump(2) + "\n", "--json");
  if (!junit.empty()) write_file(junit, to_junit(report), "--junit");
  return exit_code(report);
}

void write_file(const std::string& path, const std::string& text, const std::string& option) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // A regular file (or a new one) is written through a temporary and renamed into place, so a
  // failed run leaves nothing half written; anything else (/dev/stdout, a pipe) is written to.
  const bool regular = !fs::exists(path, ec) || fs::is_regular_file(fs::symlink_status(path, ec));
  const std::string target = regular ? path + ".tmp" : path;
  {
    std::ofstream f(target, std::ios::binary);
    // (flushed before the check: a full device fails only when the buffer is written)
    if (!f || !(f << text) || !f.flush()) {
      std::error_code ignored;
      if (regular) fs::remove(target, ignored);
      throw UsageError(option + ": cannot write '" + path + "'");
    }
  }
  if (regular) fs::rename(target, path);
}

}  // namespace cc::app
