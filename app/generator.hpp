// A user's schedule generator (docs/schedule-format.md, "Generators"): a program started once
// with `sh -c CMD`, spoken to in JSON Lines. collcheck writes one request line per parameter
// point to its standard input and reads one line from its standard output. Its standard error
// goes to a temporary file, whose end is shown when the generator fails.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>

namespace cc::app {

class Generator {
 public:
  explicit Generator(std::string command);  // throws UsageError if it cannot be started
  ~Generator();
  Generator(const Generator&) = delete;
  Generator& operator=(const Generator&) = delete;

  // Sends `request` (one line, without the newline) and returns the answer line; throws
  // UsageError naming what went wrong (exited, no answer within `timeout_ms`) and the end of the
  // generator's standard error.
  std::string ask(const std::string& request, int timeout_ms);
  const std::string& command() const { return command_; }
  // The last lines of the generator's standard error (at most ~1000 characters).
  std::string stderr_tail() const;

 private:
  using Clock = std::chrono::steady_clock;
  // Waits for the generator, which has closed its `closed` pipe, until `deadline` and at most
  // 1 s: "exited with status N", "was killed by signal N", "exited", or "closed its ... and
  // still runs (killed)".
  std::string exit_status(Clock::time_point deadline, const std::string& closed);
  // Reads what the generator has written (non-blocking) into buffer_; fails when it has closed
  // its standard output before a whole answer line.
  void read_some(const std::string& request, Clock::time_point deadline);
  [[noreturn]] void fail(const std::string& what) const;
  // The first newline of buffer_ (npos: none yet). Only what came since the last search is
  // searched: a generator that writes a long line in many chunks costs a scan of each byte once,
  // not of the whole line at every chunk (100 MB without a newline took 5 s of CPU).
  std::size_t newline();
  std::string command_;
  pid_t pid_ = -1, group_ = -1;  // the generator's process and its process group
  int to_ = -1, from_ = -1;
  int err_ = -1;  // the generator's standard error: an unlinked temporary file
  std::string buffer_;
  std::size_t searched_ = 0;  // buffer_[0, searched_) holds no newline
};

}  // namespace cc::app
