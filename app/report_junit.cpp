#include <iomanip>
#include <sstream>

#include "app/report.hpp"

namespace cc::app {

namespace {

std::string xml(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '&':
        o += "&amp;";
        break;
      case '<':
        o += "&lt;";
        break;
      case '>':
        o += "&gt;";
        break;
      case '"':
        o += "&quot;";
        break;
      default:
        o += c;
    }
  }
  return o;
}

}  // namespace

std::string to_junit(const Report& r) {
  int failures = 0, errors = 0, skipped = 0;
  double total = 0;
  for (const auto& x : r.results) {
    total += x.seconds;
    const Verdict v = x.outcome.verdict;
    if (v == Verdict::inconclusive || v == Verdict::pending || v == Verdict::refused)
      ++skipped;
    else if (v == Verdict::error)
      ++errors;
    else if (!x.as_expected)
      ++failures;
  }
  // --fail-fast: the claims not run after the failure are test cases that were skipped.
  skipped += static_cast<int>(r.cut.size());
  const std::size_t tests = r.results.size() + r.cut.size();
  std::ostringstream os;
  os << std::fixed << std::setprecision(3);
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<testsuites name=\"collcheck\" tests=\"" << tests << "\" failures=\"" << failures
     << "\" errors=\"" << errors << "\" skipped=\"" << skipped << "\" time=\"" << total << "\">\n";
  os << "  <testsuite name=\"collcheck." << to_string(r.ctx.budget) << "\" tests=\"" << tests
     << "\" failures=\"" << failures << "\" errors=\"" << errors << "\" skipped=\"" << skipped
     << "\" time=\"" << total << "\">\n";
  os << "    <properties><property name=\"seed\" value=\"" << r.ctx.seed
     << "\"/><property name=\"budget\" value=\"" << to_string(r.ctx.budget) << "\"/>";
  if (r.ctx.timeout_s)
    os << "<property name=\"timeout_seconds\" value=\"" << r.ctx.timeout_s << "\"/>";
  os << "</properties>\n";
  for (const auto& x : r.results) {
    const auto& s = *x.claim->spec;
    os << "    <testcase classname=\"" << xml(s.family) << "\" name=\"" << xml(s.id) << "\" time=\""
       << x.seconds << "\">\n";
    // The claim's verdict, domain and case count (and its finding) as properties, beside the
    // run's seed and budget on the suite.
    os << "      <properties><property name=\"verdict\" value=\"" << to_string(x.outcome.verdict)
       << "\"/><property name=\"domain\" value=\"" << xml(to_text(x.outcome.domain))
       << "\"/><property name=\"cases\" value=\"" << x.outcome.cases << "\"/>";
    if (s.finding)
      os << "<property name=\"kind\" value=\"" << to_string(s.finding->kind)
         << "\"/><property name=\"corrected_claim\" value=\"" << xml(s.finding->corrected_claim)
         << "\"/>";
    os << "</properties>\n";
    std::string detail =
        "verdict: " + std::string(to_string(x.outcome.verdict)) + " (expected " +
        to_string(s.expect) + (s.finding ? std::string(", ") + to_string(s.finding->kind) : "") +
        ")\ndomain: " + to_text(x.outcome.domain) + "\ncases: " + std::to_string(x.outcome.cases);
    if (x.outcome.counterexample)
      detail += "\ncounterexample: " + to_text(*x.outcome.counterexample);
    if (!x.replay.empty()) detail += "\nreplay: " + x.replay;
    if (!x.outcome.note.empty()) detail += "\nnote: " + x.outcome.note;
    const Verdict v = x.outcome.verdict;
    if (v == Verdict::pending) {
      os << "      <skipped message=\"" << xml(s.id + ": pending, " + x.shard_note) << "\"/>\n";
    } else if (v == Verdict::refused) {
      // collcheck mpi: the library refused the forced algorithm; no result to judge.
      os << "      <skipped message=\"" << xml(s.id + ": refused, " + x.outcome.note) << "\"/>\n";
    } else if (v == Verdict::inconclusive) {
      // Undecided (a solver limit, an interrupted query): not a failure, not a pass.
      os << "      <skipped message=\"" << xml(s.id + ": inconclusive, " + x.outcome.note)
         << "\"/>\n";
    } else if (v == Verdict::error) {
      os << "      <error type=\"" << to_string(v) << "\" message=\""
         << xml(s.id + ": " + to_string(v)) << "\">" << xml(detail) << "</error>\n";
    } else if (!x.as_expected) {
      os << "      <failure type=\"" << to_string(v) << "\" message=\""
         << xml(s.id + ": " + to_string(v) + ", expected " + to_string(s.expect)) << "\">"
         << xml(detail) << "</failure>\n";
    }
    os << "      <system-out>" << xml(detail) << "</system-out>\n";
    os << "    </testcase>\n";
  }
  for (const Claim* c : r.cut) {
    const auto& s = *c->spec;
    os << "    <testcase classname=\"" << xml(s.family) << "\" name=\"" << xml(s.id)
       << "\" time=\"0.000\">\n      <skipped message=\""
       << xml(s.id + ": not run, --fail-fast stopped the run after " + r.failed->spec->id +
              " failed")
       << "\"/>\n    </testcase>\n";
  }
  os << "  </testsuite>\n</testsuites>\n";
  return os.str();
}

}  // namespace cc::app
