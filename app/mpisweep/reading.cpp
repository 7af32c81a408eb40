#include "app/mpisweep/reading.hpp"

#include "app/report_read.hpp"

#include <nlohmann/json.hpp>
#include <sstream>

namespace cc::app::mpisweep {

namespace {

std::string last_line(const std::string& s) {
  std::string t = s;
  while (!t.empty() && (t.back() == '\n' || t.back() == ' ')) t.pop_back();
  const std::size_t nl = t.rfind('\n');
  return nl == std::string::npos ? t : t.substr(nl + 1);
}

// The case as a counterexample, in the witness's order of keys; "op" and "planted" are the
// claim's, and "verdict" is the reading's.
Fields case_fields(const nlohmann::ordered_json& j) {
  Fields f;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& k = it.key();
    if (k == "collective" || k == "op" || k == "planted" || k == "verdict") continue;
    const auto& v = it.value();
    if (v.is_null()) continue;  // root of a collective without one
    if (v.is_boolean())
      f.push_back({k, v.get<bool>()});
    else if (v.is_number_unsigned())
      f.push_back({k, v.get<std::uint64_t>()});
    else if (v.is_number_integer())
      f.push_back({k, v.get<std::int64_t>()});
    else if (v.is_string())
      f.push_back({k, v.get<std::string>()});
    else
      f.push_back({k, v.dump()});
  }
  return f;
}

}  // namespace

void absorb(Reading& r, const Spawned& run, int np, const std::string& collective,
            bool commutative, const std::string& counts, double timeout_s) {
  const std::string op = commutative ? "commutative" : "noncommutative";
  bool refused_here = false;
  std::istringstream in(run.out);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] != '{') continue;
    // A line of the witness's (any program given as --witness): read only when it is JSON of
    // the witness's shape, nested as the witness writes it (a deeper line is no result line),
    // with a string "collective", "op", "verdict" and "datatype" and an integer "count".
    if (!json_depth_within(line, kMaxReadBackDepth)) continue;
    nlohmann::ordered_json j;
    try {
      j = nlohmann::ordered_json::parse(line);
    } catch (const nlohmann::json::exception&) {
      continue;
    }
    if (!j.is_object()) continue;
    const auto string_or_absent = [&](const char* key) {
      return !j.contains(key) || j[key].is_string();
    };
    if (!string_or_absent("collective") || !string_or_absent("op") ||
        !string_or_absent("verdict") || !string_or_absent("datatype") ||
        (j.contains("count") && !j["count"].is_number_integer()))
      continue;
    if (j.value("collective", "") != collective || j.value("op", "") != op) continue;
    ++r.cases;
    const std::string v = j.value("verdict", "");
    refused_here = refused_here || v == "refused";
    if (v == "wrong" && !r.wrong) {
      r.wrong = case_fields(j);
      r.wrong_np = np;
      r.wrong_counts = std::to_string(j.value("count", std::int64_t{0}));
      r.wrong_datatypes = j.value("datatype", "");
    } else if (v == "refused" && !r.refused) {
      r.refused = case_fields(j);
      r.refused_np = np;
      r.refused_counts = std::to_string(j.value("count", std::int64_t{0}));
      r.refused_datatypes = j.value("datatype", "");
    }
  }
  const bool failed = run.not_started || run.timed_out || run.signal || run.exit_code != 0;
  static const std::string kRefusal = "User set collective algorithm is not usable";
  const std::size_t at = run.err.find(kRefusal);
  if (failed && !run.timed_out && at != std::string::npos) {
    if (!r.refused) {
      const std::size_t from = run.err.rfind('\n', at);
      const std::size_t to = run.err.find('\n', at);
      r.refused = Fields{{"np", static_cast<std::int64_t>(np)},
                         {"error", run.err.substr(from == std::string::npos ? 0 : from + 1,
                                                  to == std::string::npos ? std::string::npos
                                                                          : to - from - 1)}};
      r.refused_np = np;
      r.refused_counts = counts;
      r.refused_datatypes = "";
    }
    return;
  }
  if (failed && !run.timed_out && !run.not_started && refused_here) {
    if (r.after_refusal.empty())
      r.after_refusal = "np " + std::to_string(np) + ": the run then ended (" +
                        (run.signal ? "signal " + std::to_string(run.signal)
                                    : "exit " + std::to_string(run.exit_code)) +
                        "), after the library had refused a case: counted with the refusal "
                        "(MPI-3.1 section 8.3 leaves the library's state after an error undefined; "
                        "the witness's own memory is checked under AddressSanitizer, ctest "
                        "mpi.asan.*)";
    return;
  }
  if (!r.error.empty()) return;
  std::string what;
  if (run.not_started)
    what = run.err;
  else if (run.stopped)
    what = "stopped";
  else if (run.timed_out)
    what = "no result after " + std::to_string(static_cast<long long>(timeout_s)) +
           " s (--timeout): a hang, killed with its process group";
  else if (run.signal)
    what = "mpirun ended by signal " + std::to_string(run.signal);
  else if (run.exit_code != 0)
    what = "mpirun exit " + std::to_string(run.exit_code) + ": " + last_line(run.err);
  if (!what.empty()) {
    r.error = "np " + std::to_string(np) + ": " + what;
    r.error_np = np;
  }
}

Outcome outcome(const Reading& r) {
  Outcome o;
  o.cases = r.cases;
  if (r.wrong) {
    o.verdict = Verdict::refuted;
    o.counterexample = *r.wrong;
    if (!r.error.empty()) o.note = "also: " + r.error;
  } else if (!r.error.empty()) {
    o.verdict = Verdict::error;
    o.note = r.error;
  } else if (r.refused) {
    o.verdict = Verdict::refused;
    o.counterexample = *r.refused;
    o.note = "the library returned an error instead of a result" +
             (r.after_refusal.empty() ? std::string() : "; " + r.after_refusal);
  } else {
    o.verdict = Verdict::verified;
  }
  if (!r.retried.empty()) o.note = o.note.empty() ? r.retried : o.note + "; " + r.retried;
  return o;
}

}  // namespace cc::app::mpisweep
