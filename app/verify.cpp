// collcheck verify FILE.json...: a user's schedule document, run on the model's executor
// (spec/schedule), reported like `collcheck check`: three claims per document,
// verify.<name>.legal, .correct and .bound. docs/schedule-format.md is the format.
#include <chrono>
#include <deque>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/commands.hpp"
#include "app/report.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/schedule/document.hpp"

namespace cc::app {

namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw UsageError(path + ": cannot read the file");
  std::stringstream s;
  s << f.rdbuf();
  if (f.bad()) throw UsageError(path + ": cannot read the file");
  return s.str();
}

Fields with(Fields a, const Fields& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

}  // namespace

int cmd_verify(const VerifyArgs& a) {
  if (a.files.empty()) throw UsageError("verify needs at least one schedule file (FILE.json)");
  if (!a.json.empty()) require_writable("--json", a.json);
  if (!a.junit.empty()) require_writable("--junit", a.junit);
  // Every document is read and judged bad input or not before anything is reported.
  std::vector<schedule::Verdicts> runs;
  std::vector<double> seconds;
  for (const auto& path : a.files) {
    const std::string text = read_text(path);
    const auto t0 = std::chrono::steady_clock::now();
    try {
      runs.push_back(schedule::run_document(schedule::parse_json(text)));
    } catch (const schedule::InputError& e) {
      throw UsageError(path + ":" + std::to_string(e.pos.line) + ":" + std::to_string(e.pos.col) +
                       ": " + e.what());
    }
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }

  std::deque<ClaimSpec> specs;  // stable addresses for the claims
  std::deque<Claim> claims;
  Report report;
  report.ctx.budget = Budget::smoke;
  report.ctx.jobs = 1;
  report.ctx.seed = 0;
  for (std::size_t d = 0; d < runs.size(); ++d) {
    const auto& v = runs[d];
    const std::string& path = a.files[d];
    const std::string where = " (" + to_text(v.point) + ")";
    const auto add = [&](const std::string& what, const std::string& statement, Outcome o) {
      ClaimSpec spec;
      spec.id = "verify." + v.name + "." + what;
      spec.family = "verify";
      spec.source = path;
      spec.statement = statement + where;
      specs.push_back(std::move(spec));
      claims.push_back({&specs.back(), nullptr});
      o.domain = with(v.point, v.collective);
      ClaimResult r;
      r.claim = &claims.back();
      r.seconds = what == "legal" ? seconds[d] : 0;
      r.as_expected = as_expected(Expect::holds, o.verdict);
      if (o.verdict == Verdict::refuted) r.replay = "collcheck verify " + path;
      r.outcome = std::move(o);
      report.results.push_back(std::move(r));
    };
    Outcome legal;
    legal.cases = 1;
    legal.verdict = v.illegal ? Verdict::refuted : Verdict::verified;
    if (v.illegal) legal.counterexample = *v.illegal;
    add("legal", "every step obeys the model's rules", legal);

    Outcome correct;
    correct.cases = 1;
    if (v.illegal) {
      correct.verdict = Verdict::inconclusive;
      correct.note = "not judged: the schedule breaks a rule of the model";
    } else {
      correct.verdict = v.incorrect ? Verdict::refuted : Verdict::verified;
      if (v.incorrect) correct.counterexample = *v.incorrect;
    }
    add("correct", "every PE ends with what the collective asks for, on the witness", correct);

    Outcome bound;
    bound.cases = 1;
    if (v.illegal || v.incorrect) {
      bound.verdict = Verdict::inconclusive;
      bound.note = "not judged: the schedule is not legal and correct";
    } else {
      bound.verdict = Verdict::verified;
      const std::string count = std::to_string(v.count) + " " + v.unit;
      if (!v.bound)
        bound.note = count + "; no lower bound is known for this model and collective";
      else if (v.count == *v.bound)
        bound.note = "optimal: " + count + " = the lower bound (" + v.bound_source + ")";
      else
        bound.note = "+" + std::to_string(v.count - *v.bound) + ": " + count +
                     ", the lower bound is " + std::to_string(*v.bound) + " (" + v.bound_source +
                     ")";
    }
    add("bound", "its " + v.unit + " against the lower bound the papers prove", bound);
  }

  print_header(std::cout, report.ctx, report.results.size());
  for (const auto& r : report.results) print_result(std::cout, r, a.verbose);
  print_summary(std::cout, report);
  std::cout.flush();
  if (!a.json.empty()) write_file(a.json, to_json(report).dump(2) + "\n");
  if (!a.junit.empty()) write_file(a.junit, to_junit(report));
  return exit_code(report);
}

}  // namespace cc::app
