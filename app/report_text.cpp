#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "app/report.hpp"
#include "spec/core/printable.hpp"

namespace cc::app {

void print_header(std::ostream& os, const RunContext& ctx, std::size_t claims) {
  os << "collcheck " << kVersion << ": " << claims << " claim" << (claims == 1 ? "" : "s")
     << ", budget " << to_string(ctx.budget) << ", seed " << ctx.seed << ", jobs " << ctx.jobs;
  if (ctx.shard.count > 1) os << ", shard " << ctx.shard.index << "/" << ctx.shard.count;
  if (!ctx.variant.empty()) os << ", variant " << ctx.variant;
  if (ctx.timeout_s) os << ", timeout " << ctx.timeout_s << " s per claim";
  if (ctx.fail_fast) os << ", fail-fast";
  os << "\n";
}

void print_result(std::ostream& os, const ClaimResult& r, bool verbose) {
  const auto& spec = *r.claim->spec;
  std::ostringstream line;
  line << (r.outcome.verdict == Verdict::skipped ? "  --    "
           : r.as_expected                          ? "  ok    "
                                                    : "  FAIL  ") << std::left << std::setw(13)
       << to_string(r.outcome.verdict) << std::setw(36) << printable(spec.id) << std::right;
  line << std::setw(12) << r.outcome.cases << " cases " << std::fixed << std::setprecision(2)
       << std::setw(8) << r.seconds << "s";
  if (spec.finding)
    line << "  (" << to_string(spec.finding->kind) << ": expected refuted)";
  else if (spec.expect == Expect::refuted)
    line << "  (expected refuted)";
  os << line.str() << "\n";
  if (verbose || !r.as_expected) {
    os << "        " << printable(spec.statement) << "\n";
    os << "        source: " << printable(spec.source) << "\n";
    os << "        domain: " << printable(to_text(r.outcome.domain)) << "\n";
    for (const auto& a : spec.assumptions)
      os << "        assumes: " << a.condition << " (" << a.quote.where << ")\n";
    if (!spec.extension.empty()) os << "        extension: " << spec.extension << "\n";
  }
  if (r.outcome.counterexample)
    os << "        counterexample: " << printable(to_text(*r.outcome.counterexample)) << "\n";
  if (!r.replay.empty()) os << "        replay: " << printable(r.replay) << "\n";
  if (!r.outcome.note.empty()) os << "        note: " << printable(r.outcome.note) << "\n";
  if (!r.shard_note.empty()) os << "        shard: " << printable(r.shard_note) << "\n";
  if (spec.finding && r.outcome.verdict == Verdict::refuted)
    os << "        " << to_string(spec.finding->kind) << "; corrected ("
       << spec.finding->corrected_claim << "): " << spec.finding->corrected << "\n";
  os.flush();
}

void print_summary(std::ostream& os, const Report& r) {
  std::map<std::string, int> by;
  std::size_t expected = 0, skipped = 0;
  for (const auto& x : r.results) {
    ++by[to_string(x.outcome.verdict)];
    if (x.outcome.verdict == Verdict::skipped)
      ++skipped;  // judged neither way (collcheck verify)
    else
      expected += x.as_expected ? 1 : 0;
  }
  os << "\n"
     << r.results.size() << " claims: " << expected << " as expected, "
     << r.results.size() - expected - skipped << " not";
  for (const auto& [k, v] : by) os << "; " << v << " " << k;
  if (!r.not_run.empty()) os << "; " << r.not_run.size() << " not run (they take no variant)";
  if (r.failed)
    os << "; " << r.cut.size() << " not run (--fail-fast: the run stopped after "
       << r.failed->spec->id << ")";
  os << "\n";
  if (!r.cut.empty()) {
    os << "not run:";
    for (const Claim* c : r.cut) os << " " << c->spec->id;
    os << "\n";
  }
  for (const auto& x : r.ranks)
    os << "rank " << x.rank << ": " << x.units << " units, " << x.cases << " cases, busy "
       << std::fixed << std::setprecision(2) << x.busy_seconds << " s\n";
  os << "exit " << exit_code(r) << "\n";
}

ProgressLine::ProgressLine(Progress& p) : progress_(p), tty_(isatty(2) != 0) {
  thread_ = std::thread([this] { loop(); });
}

ProgressLine::~ProgressLine() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
  }
  wake_.notify_one();
  thread_.join();
  clear();
}

void ProgressLine::clear() {
  if (tty_ && drawn_.exchange(false)) std::fprintf(stderr, "\r\033[K");
}

namespace {

// "12.5% (125/1000, 40/s) 3s, about 22s left": `resumed` of `done` came from an earlier run
// (--checkpoint), counted as done but not in the rate; `unit` names what is counted ("" for
// cases). Before anything is done here, the time left is not known yet.
std::string count_line(std::uint64_t done, std::uint64_t total, std::uint64_t resumed,
                       double seconds, const char* unit) {
  const double pct =
      total ? 100.0 * static_cast<double>(std::min(done, total)) / static_cast<double>(total) : 0;
  const std::uint64_t here = done - std::min(done, resumed);
  const double rate = seconds > 0 ? static_cast<double>(here) / seconds : 0;
  char buf[200];
  std::snprintf(buf, sizeof buf, "%5.1f%% (%llu/%llu%s%s, %.0f/s) %.0fs, ", pct,
                static_cast<unsigned long long>(done), static_cast<unsigned long long>(total),
                *unit ? " " : "", unit, rate, seconds);
  std::string out = buf;
  if (!here) return out + "time left not known yet";
  const double eta =
      seconds * static_cast<double>(total - std::min(done, total)) / static_cast<double>(here);
  std::snprintf(buf, sizeof buf, "about %.0fs left", eta);
  return out + buf;
}

}  // namespace

void ProgressLine::loop() {
  // On a pipe or a CI log: a line at least every 10 s of the run while a claim is in work.
  auto last_log = std::chrono::steady_clock::now();
  for (;;) {
    {
      std::unique_lock lock(mu_);
      if (wake_.wait_for(lock, std::chrono::milliseconds(200), [this] { return stop_; })) return;
    }
    const auto s = progress_.snapshot();
    if (s.label.empty() || s.seconds < 1.0) continue;
    // A stage (a table the claim's cases read, built first) is counted in its own units.
    const bool stage = !s.stage.empty();
    if (!stage && s.done >= s.total) continue;
    const std::string buf =
        stage ? "  ... " + s.label + ": " + s.stage + " " +
                    count_line(s.stage_done, s.stage_total, 0, s.stage_seconds, "runs")
              : "  ... " + s.label + " " + count_line(s.done, s.total, s.resumed, s.seconds, "");
    if (tty_) {
      std::fprintf(stderr, "\r\033[K%s", buf.c_str());
      drawn_ = true;
    } else if (std::chrono::steady_clock::now() - last_log >= std::chrono::seconds(10)) {
      std::fprintf(stderr, "%s\n", buf.c_str());
      last_log = std::chrono::steady_clock::now();
    }
  }
}

}  // namespace cc::app
