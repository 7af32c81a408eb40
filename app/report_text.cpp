#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "app/report.hpp"

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
  line << (r.as_expected ? "  ok    " : "  FAIL  ") << std::left << std::setw(13)
       << to_string(r.outcome.verdict) << std::setw(36) << spec.id << std::right;
  line << std::setw(12) << r.outcome.cases << " cases " << std::fixed << std::setprecision(2)
       << std::setw(8) << r.seconds << "s";
  if (spec.finding)
    line << "  (" << to_string(spec.finding->kind) << ": expected refuted)";
  else if (spec.expect == Expect::refuted)
    line << "  (expected refuted)";
  os << line.str() << "\n";
  if (verbose || !r.as_expected) {
    os << "        " << spec.statement << "\n";
    os << "        source: " << spec.source << "\n";
    os << "        domain: " << to_text(r.outcome.domain) << "\n";
    for (const auto& a : spec.assumptions)
      os << "        assumes: " << a.condition << " (" << a.quote.where << ")\n";
    if (!spec.extension.empty()) os << "        extension: " << spec.extension << "\n";
  }
  if (r.outcome.counterexample)
    os << "        counterexample: " << to_text(*r.outcome.counterexample) << "\n";
  if (!r.replay.empty()) os << "        replay: " << r.replay << "\n";
  if (!r.outcome.note.empty()) os << "        note: " << r.outcome.note << "\n";
  if (!r.shard_note.empty()) os << "        shard: " << r.shard_note << "\n";
  if (spec.finding && r.outcome.verdict == Verdict::refuted)
    os << "        " << to_string(spec.finding->kind) << "; corrected ("
       << spec.finding->corrected_claim << "): " << spec.finding->corrected << "\n";
  os.flush();
}

void print_summary(std::ostream& os, const Report& r) {
  std::map<std::string, int> by;
  int expected = 0;
  for (const auto& x : r.results) {
    ++by[to_string(x.outcome.verdict)];
    expected += x.as_expected ? 1 : 0;
  }
  os << "\n"
     << r.results.size() << " claims: " << expected << " as expected, "
     << r.results.size() - expected << " not";
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
  stop_ = true;
  thread_.join();
  clear();
}

void ProgressLine::clear() {
  if (tty_ && drawn_.exchange(false)) std::fprintf(stderr, "\r\033[K");
}

void ProgressLine::loop() {
  // On a pipe or a CI log: a line at least every 10 s of the run while a claim is in work.
  auto last_log = std::chrono::steady_clock::now();
  while (!stop_) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const auto s = progress_.snapshot();
    if (s.label.empty() || s.seconds < 1.0 || s.done >= s.total) continue;
    const double pct =
        s.total ? 100.0 * static_cast<double>(s.done) / static_cast<double>(s.total) : 0;
    // (the part an earlier run did, --checkpoint, counts as done but not in the rate)
    const std::uint64_t here = s.done - std::min(s.done, s.resumed);
    const double eta =
        here ? s.seconds * static_cast<double>(s.total - s.done) / static_cast<double>(here) : 0;
    const double rate = static_cast<double>(here) / s.seconds;
    char buf[320];
    std::snprintf(buf, sizeof buf, "  ... %s %5.1f%% (%llu/%llu, %.0f/s) %.0fs, about %.0fs left",
                  s.label.c_str(), pct, static_cast<unsigned long long>(s.done),
                  static_cast<unsigned long long>(s.total), rate, s.seconds, eta);
    if (tty_) {
      std::fprintf(stderr, "\r\033[K%s", buf);
      drawn_ = true;
    } else if (std::chrono::steady_clock::now() - last_log >= std::chrono::seconds(10)) {
      std::fprintf(stderr, "%s\n", buf);
      last_log = std::chrono::steady_clock::now();
    }
  }
}

}  // namespace cc::app
