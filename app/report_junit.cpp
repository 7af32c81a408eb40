#include <iomanip>
#include <sstream>

#include "app/report.hpp"
#include "spec/core/printable.hpp"

namespace cc::app {

namespace {

// Text as XML 1.0 character data (or, with `attribute`, an attribute value): the markup
// characters as entities; the controls XML 1.0 forbids (every C0 control but tab, line feed and
// carriage return) and bytes that are not well-formed UTF-8 as the text \xNN, since no character
// reference may name them; in an attribute, tab, line feed and carriage return as character
// references, which a reader keeps (it turns the raw ones into spaces).
std::string xml(const std::string& s, bool attribute = false) {
  std::string o;
  o.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_length(s, i);
    const char c = s[i];
    if (n == 0) {
      o += printable(std::string(1, c));
      i += 1;
      continue;
    }
    if (n > 1) {
      // U+FFFE and U+FFFF are not XML characters either
      const bool nonchar = n == 3 && static_cast<unsigned char>(c) == 0xEF &&
                           static_cast<unsigned char>(s[i + 1]) == 0xBF &&
                           static_cast<unsigned char>(s[i + 2]) >= 0xBE;
      o += nonchar ? printable(s.substr(i, 1)) + printable(s.substr(i + 1, 1)) +
                         printable(s.substr(i + 2, 1))
                   : s.substr(i, n);
      i += n;
      continue;
    }
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
      case '\t':
      case '\n':
      case '\r':
        if (attribute)
          o += "&#" + std::to_string(static_cast<int>(c)) + ";";
        else
          o += c;
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          o += printable(std::string(1, c));
        else
          o += c;
    }
    i += 1;
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
    if (v == Verdict::inconclusive || v == Verdict::pending || v == Verdict::refused ||
        v == Verdict::skipped)
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
    os << "    <testcase classname=\"" << xml(s.family, true) << "\" name=\"" << xml(s.id, true) << "\" time=\""
       << x.seconds << "\">\n";
    // The claim's verdict, domain and case count (and its finding) as properties, beside the
    // run's seed and budget on the suite.
    os << "      <properties><property name=\"verdict\" value=\"" << to_string(x.outcome.verdict)
       << "\"/><property name=\"domain\" value=\"" << xml(to_text(x.outcome.domain), true)
       << "\"/><property name=\"cases\" value=\"" << x.outcome.cases << "\"/>";
    if (s.finding)
      os << "<property name=\"kind\" value=\"" << to_string(s.finding->kind)
         << "\"/><property name=\"corrected_claim\" value=\"" << xml(s.finding->corrected_claim, true)
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
      os << "      <skipped message=\"" << xml(s.id + ": pending, " + x.shard_note, true) << "\"/>\n";
    } else if (v == Verdict::refused) {
      // collcheck mpi: the library refused the forced algorithm; no result to judge.
      os << "      <skipped message=\"" << xml(s.id + ": refused, " + x.outcome.note, true) << "\"/>\n";
    } else if (v == Verdict::skipped) {
      // collcheck verify: not judged, another judgement of the run refuted every point.
      os << "      <skipped message=\"" << xml(s.id + ": skipped, " + x.outcome.note, true) << "\"/>\n";
    } else if (v == Verdict::inconclusive) {
      // Undecided (a solver limit, an interrupted query): not a failure, not a pass.
      os << "      <skipped message=\"" << xml(s.id + ": inconclusive, " + x.outcome.note, true)
         << "\"/>\n";
    } else if (v == Verdict::error) {
      os << "      <error type=\"" << to_string(v) << "\" message=\""
         << xml(s.id + ": " + to_string(v), true) << "\">" << xml(detail) << "</error>\n";
    } else if (!x.as_expected) {
      os << "      <failure type=\"" << to_string(v) << "\" message=\""
         << xml(s.id + ": " + to_string(v) + ", expected " + to_string(s.expect), true) << "\">"
         << xml(detail) << "</failure>\n";
    }
    os << "      <system-out>" << xml(detail) << "</system-out>\n";
    os << "    </testcase>\n";
  }
  for (const Claim* c : r.cut) {
    const auto& s = *c->spec;
    os << "    <testcase classname=\"" << xml(s.family, true) << "\" name=\"" << xml(s.id, true)
       << "\" time=\"0.000\">\n      <skipped message=\""
       << xml(s.id + ": not run, --fail-fast stopped the run after " + r.failed->spec->id +
                  " failed",
              true)
       << "\"/>\n    </testcase>\n";
  }
  os << "  </testsuite>\n</testsuites>\n";
  return os.str();
}

}  // namespace cc::app
