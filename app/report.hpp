// Reporters: text (with a live progress line), JSON (the contract of docs/ci.md, "Reports") and
// JUnit XML.
#pragma once

#include <atomic>
#include <condition_variable>
#include <iosfwd>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "checkers/runner.hpp"

namespace cc::app {

inline constexpr const char* kVersion = "0.1.0";

void print_header(std::ostream& os, const RunContext& ctx, std::size_t claims);
void print_result(std::ostream& os, const ClaimResult& r, bool verbose);
void print_summary(std::ostream& os, const Report& r);

// Reports keep their keys in the order they are written (nlohmann::ordered_json): a
// counterexample's fields in the paper's order (the claim's parameters first, then what the check
// recorded), as the text report prints them; merge and --checkpoint read them back in that order.
using ReportJson = nlohmann::ordered_json;

// Every string of `j` made valid UTF-8 (app: bytes that are not read \xNN, spec/core/printable.hpp),
// so that a report with a file name or command in another encoding can be written (nlohmann's
// dump refuses invalid UTF-8). The reporters call it on what they write.
void make_valid_utf8(ReportJson& j);
ReportJson to_json(const FieldValue& v);
ReportJson to_json(const Fields& f);
ReportJson to_json(const Report& r);
// The commit this binary was built from (configure time), or "unknown".
const char* build_commit();
// --version: the version, commit, build type and the libraries (Z3, MPI) built in.
std::string version_text();
ReportJson claim_json(const ClaimResult& r);
// Fields from a JSON object (integers, booleans, strings), in its order; `drop` is left out.
Fields fields_from_json(const ReportJson& o, const std::string& drop = "");
// The inverse of claim_json (collcheck merge, --checkpoint); UsageError for an unknown verdict.
ClaimResult claim_result_from_json(const Claim* claim, const ReportJson& c);

std::string to_junit(const Report& r);

// check --trace-out: the run behind the refutation `r` in the Informal Trace Format (ITF JSON,
// Apalache's ADR-015): "#meta" (format, claim, counterexample, replay, violation), "vars" and
// one state per step with "#meta": {"index": i}; integers beyond 2^53 - 1 as {"#bigint": "..."}.
ReportJson itf_json(const ExecTrace& t, const ClaimResult& r);

// Draws the progress of the claim being checked on stderr: a line redrawn in place on a
// terminal once a claim has run for a second; elsewhere (CI logs) a line at least every 10 s of
// the run while a claim is in work (claim, done of total, rate, time left).
class ProgressLine {
 public:
  explicit ProgressLine(Progress& p);
  ~ProgressLine();
  void clear();  // erase the line before a result is printed

 private:
  void loop();
  Progress& progress_;
  // The loop waits on wake_ between lines, so that the destructor ends it at once: a run that
  // ends in 10 ms does not wait for the loop's next tick.
  std::mutex mu_;
  std::condition_variable wake_;
  bool stop_ = false;  // under mu_
  std::atomic<bool> drawn_{false};
  bool tty_;
  std::thread thread_;
};

}  // namespace cc::app
