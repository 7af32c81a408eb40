#include "proofs/engine.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "proofs/detail/query_writer.hpp"
#include "proofs/detail/solvers.hpp"
#include "proofs/detail/z3_engine.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::proofs {

bool model_value(const ProofResult& r, const std::string& name, i128& out) {
  for (const auto& [k, v] : r.model) {
    if (k != name) continue;
    i128 x = 0;
    bool neg = false;
    std::size_t i = 0;
    if (!v.empty() && v[0] == '-') {
      neg = true;
      i = 1;
    }
    if (i == v.size()) return false;
    for (; i < v.size(); ++i) {
      if (v[i] < '0' || v[i] > '9') return false;
      if (x > (((i128)1 << 120) / 10)) return false;
      x = x * 10 + (v[i] - '0');
    }
    out = neg ? -x : x;
    return true;
  }
  return false;
}

std::string unknown_text(const ProofResult& r) {
  std::string who;
  for (const auto& run : r.runs) who += (who.empty() ? "" : " and ") + run.solver;
  return (who.empty() ? std::string("the solver") : who) + " unknown (" + r.reason + ")";
}

std::map<std::string, i128> model_values(const ProofResult& r) {
  std::map<std::string, i128> v;
  for (const auto& [k, _] : r.model) {
    i128 x;
    if (model_value(r, k, x)) v[k] = x;
  }
  return v;
}

namespace {

std::mutex emitted_mutex;
std::vector<EmittedQuery> emitted_log;

QueryWriter& query_writer() {
  static QueryWriter writer = [](const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    if (!(f << text) || !f.flush()) throw UsageError("--emit-smt2: cannot write '" + path + "'");
  };
  return writer;
}

std::string answer_text(z3::check_result r) {
  return r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown";
}

// The query as a portable SMT-LIB 2.6 file: what each answer means in comments, the logic, the
// answer obtained as :status, the declarations and assertions as Z3 prints them (standard
// SMT-LIB: the queries use no Z3 extension; cardinality is cardinality.hpp's Boolean encoding).
void emit(z3::context& ctx, const z3::expr_vector& assertions, const ProofOptions& opts,
          const std::string& logic, const std::string& status, const std::vector<SolverRun>& runs) {
  const std::string file = opts.name + ".smt2";
  const std::string path = (std::filesystem::path(opts.emit_dir) / file).string();  // one slash
  std::vector<Z3_ast> hyps;
  for (unsigned i = 0; i < assertions.size(); ++i) hyps.push_back(assertions[i]);
  const z3::expr top = ctx.bool_val(true);
  const std::string body =
      Z3_benchmark_to_smtlib_string(ctx, opts.name.c_str(), logic.c_str(), status.c_str(), "",
                                    static_cast<unsigned>(hyps.size()), hyps.data(), top);
  std::ostringstream text;
  text << "; collcheck obligation " << opts.name;
  if (!opts.claim.empty()) text << " of claim " << opts.claim;
  text << "\n; sat means: " << opts.sat_means << "\n; unsat means: " << opts.unsat_means
       << "\n; :status is the answer collcheck obtained (";
  for (std::size_t i = 0; i < runs.size(); ++i)
    text << (i ? ", " : "") << runs[i].solver << " " << runs[i].answer;
  text << "); resource limit: Z3 rlimit " << opts.rlimit << ", cvc5 rlimit-per "
       << std::max<unsigned long long>(1, opts.rlimit / kCvc5RlimitPerZ3)
       << "\n(set-info :smt-lib-version 2.6)\n"
       << body << "(exit)\n";
  query_writer()(path, text.str());
  std::lock_guard lock(emitted_mutex);
  for (auto& q : emitted_log)
    if (q.file == file) {  // the same query again (another claim, or the same one)
      if (std::find(q.claims.begin(), q.claims.end(), opts.claim) == q.claims.end())
        q.claims.push_back(opts.claim);
      q.runs = runs;
      q.status = status;
      return;
    }
  emitted_log.push_back({file,
                         {opts.claim},
                         opts.name,
                         logic,
                         status,
                         opts.sat_means,
                         opts.unsat_means,
                         opts.rlimit,
                         runs});
}

}  // namespace

std::vector<EmittedQuery> emitted() {
  std::lock_guard lock(emitted_mutex);
  return emitted_log;
}

bool have_cvc5() { return detail::cvc5_available(); }
std::string cvc5_version() { return detail::cvc5_version(); }

namespace detail {

Context::Context() : ctx_(new z3::context) {}

Context::~Context() {
  if (stop_requested()) {
    static std::mutex kept_mutex;
    static auto* kept = new std::vector<z3::context*>;  // never freed: the process is exiting
    const std::lock_guard<std::mutex> lock(kept_mutex);
    kept->push_back(ctx_);
    return;
  }
  delete ctx_;
}

namespace {

// The parameters of every Z3 query (z3_check, check_unsat_each): its rlimit; no SIGINT handler of
// Z3's own (it would swallow Ctrl-C; a stop interrupts the query through the API instead,
// spec/core/stop.hpp); and for nonlinear arithmetic nlsat after kNlsatDelay final checks, not
// Z3's default 500.
z3::params z3_params(z3::context& ctx, unsigned long long rlimit, bool nonlinear) {
  z3::params p(ctx);
  p.set("rlimit", static_cast<unsigned>(rlimit));
  p.set("ctrl_c", false);
  if (nonlinear) p.set("arith.nl.delay", kNlsatDelay);
  return p;
}

// Why Z3 left a query undecided. Z3 says "canceled" (or "max. resource limit exceeded") when the
// rlimit runs out; nothing else cancels a query that was not stopped. Its SAT solver (QF_FD)
// gives no reason then; it is complete on a propositional query, so nothing else leaves one
// undecided.
std::string unknown_reason(const z3::solver& s, const std::string& logic,
                           unsigned long long rlimit) {
  if (should_stop()) return "interrupted";
  const std::string reason = s.reason_unknown();
  if (reason.find("cancel") != std::string::npos ||
      reason.find("resource") != std::string::npos ||
      (logic == "QF_FD" && reason == "no reason given"))
    return "resource limit (rlimit " + std::to_string(rlimit) + ")";
  return reason;
}

}  // namespace

Answer z3_check(z3::context& ctx, const z3::expr_vector& assertions, unsigned long long rlimit) {
  const auto t0 = std::chrono::steady_clock::now();
  const Theories theories = theories_of(assertions);
  const std::string logic = z3_solver_logic(theories);
  z3::solver s = logic.empty() ? z3::solver(ctx) : z3::solver(ctx, logic.c_str());
  s.set(z3_params(ctx, rlimit, theories.nonlinear));
  for (unsigned i = 0; i < assertions.size(); ++i) s.add(assertions[i]);
  Answer a;
  {
    const StopHook interrupt([&ctx] { ctx.interrupt(); });
    a.result = should_stop() ? z3::unknown : s.check();
  }
  if (a.result == z3::sat) a.model = s.get_model();
  if (a.result == z3::unknown) a.reason = unknown_reason(s, logic, rlimit);
  a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return a;
}

const Answer& reconcile(const std::vector<std::pair<std::string, Answer>>& answers,
                        const std::string& query) {
  if (answers.empty()) throw std::logic_error("query " + query + ": no solver was asked");
  const std::pair<std::string, Answer>* chosen = &answers.front();
  for (const auto& a : answers) {
    if (a.second.result == z3::unknown) continue;
    if (chosen->second.result == z3::unknown) {
      chosen = &a;
    } else if (chosen->second.result != a.second.result) {
      throw std::runtime_error("the solvers disagree on obligation " + query + ": " +
                               chosen->first + " answers " + answer_text(chosen->second.result) +
                               ", " + a.first + " " + answer_text(a.second.result));
    }
  }
  return chosen->second;
}

ProofResult check_unsat(z3::context& ctx, const z3::expr_vector& assertions,
                        const z3::expr_vector& vars, const ProofOptions& opts,
                        const std::function<void(const z3::model&)>& on_model) {
  // Z3 takes an unsigned 32-bit resource limit; a larger one is refused where it is given
  // (--rlimit), never capped here without a word.
  if (opts.rlimit > 0xffffffffull)
    throw std::logic_error("obligation " + opts.name + ": rlimit " + std::to_string(opts.rlimit) +
                           " is above what Z3 takes (2^32 - 1)");
  std::vector<std::pair<std::string, Answer>> answers;
  if (opts.solver != Solver::cvc5)
    answers.emplace_back("z3", z3_check(ctx, assertions, opts.rlimit));
  if (opts.solver != Solver::z3 && !should_stop())
    answers.emplace_back(
        "cvc5", cvc5_check(ctx, assertions,
                           std::max<unsigned long long>(1, opts.rlimit / kCvc5RlimitPerZ3),
                           opts.cvc5_tlimit_ms));
  ProofResult r;
  for (const auto& [name, a] : answers) {
    r.runs.push_back({name, answer_text(a.result), a.reason, a.seconds});
    r.seconds += a.seconds;
  }
  if (should_stop()) {
    r.status = Status::unknown;
    r.reason = "interrupted";
    return r;
  }
  const Answer* chosen = &reconcile(answers, opts.name);
  switch (chosen->result) {
    case z3::unsat:
      r.status = Status::proved;
      break;
    case z3::sat: {
      r.status = Status::counterexample;
      const z3::model& m = *chosen->model;
      for (unsigned i = 0; i < vars.size(); ++i)
        r.model.emplace_back(vars[i].to_string(), m.eval(vars[i], true).to_string());
      if (on_model) on_model(m);
      break;
    }
    case z3::unknown:
      r.status = Status::unknown;
      for (const auto& [name, a] : answers)
        r.reason += (r.reason.empty() ? "" : "; ") +
                    (answers.size() > 1 ? name + ": " : std::string()) + a.reason;
      break;
  }
  if (!opts.emit_dir.empty())
    emit(ctx, assertions, opts, smtlib_logic(assertions), answer_text(chosen->result), r.runs);
  return r;
}

std::vector<ProofResult> check_unsat_each(
    z3::context& ctx, const z3::expr_vector& assertions, const std::vector<z3::expr>& goals,
    const std::vector<ProofOptions>& opts,
    const std::vector<std::function<void(const z3::model&)>>& on_model) {
  if (opts.size() != goals.size() || on_model.size() != goals.size())
    throw std::logic_error("check_unsat_each: one option set and one model reader per goal");
  std::vector<ProofResult> out;
  auto whole = [&](std::size_t i) {
    z3::expr_vector q(ctx);
    for (unsigned k = 0; k < assertions.size(); ++k) q.push_back(assertions[k]);
    q.push_back(goals[i]);
    return q;
  };
  for (const auto& o : opts)
    if (o.solver != Solver::z3) {  // cvc5 asked: each query whole, in both solvers
      for (std::size_t i = 0; i < goals.size(); ++i)
        out.push_back(check_unsat(ctx, whole(i), z3::expr_vector(ctx), opts[i], on_model[i]));
      return out;
    }
  z3::solver s(ctx);
  for (unsigned k = 0; k < assertions.size(); ++k) s.add(assertions[k]);
  z3::expr_vector all(ctx);  // the shared assertions and every goal
  for (unsigned k = 0; k < assertions.size(); ++k) all.push_back(assertions[k]);
  for (const auto& g : goals) all.push_back(g);
  const bool nonlinear = theories_of(all).nonlinear;
  for (std::size_t i = 0; i < goals.size(); ++i) {
    if (opts[i].rlimit > 0xffffffffull)
      throw std::logic_error("obligation " + opts[i].name + ": rlimit " +
                             std::to_string(opts[i].rlimit) + " is above what Z3 takes (2^32 - 1)");
    const auto t0 = std::chrono::steady_clock::now();
    if (i == 0 || opts[i].rlimit != opts[i - 1].rlimit)  // setting parameters costs a reset
      s.set(z3_params(ctx, opts[i].rlimit, nonlinear));    // per check, as in z3_check
    const z3::expr lit = ctx.bool_const(("goal!" + std::to_string(i)).c_str());
    s.add(z3::implies(lit, goals[i]));
    z3::expr_vector assume(ctx);
    assume.push_back(lit);
    Answer a;
    {
      const StopHook interrupt([&ctx] { ctx.interrupt(); });
      a.result = should_stop() ? z3::unknown : s.check(assume);
    }
    if (a.result == z3::unknown) a.reason = unknown_reason(s, "", opts[i].rlimit);
    a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ProofResult r;
    r.runs.push_back({"z3", answer_text(a.result), a.reason, a.seconds});
    r.seconds = a.seconds;
    if (should_stop()) {
      r.status = Status::unknown;
      r.reason = "interrupted";
      out.push_back(std::move(r));
      return out;
    }
    switch (a.result) {
      case z3::unsat:
        r.status = Status::proved;
        break;
      case z3::sat:
        r.status = Status::counterexample;
        if (on_model[i]) on_model[i](s.get_model());
        break;
      case z3::unknown:
        r.status = Status::unknown;
        r.reason = a.reason;
        break;
    }
    if (!opts[i].emit_dir.empty()) {
      const z3::expr_vector q = whole(i);
      emit(ctx, q, opts[i], smtlib_logic(q), answer_text(a.result), r.runs);
    }
    out.push_back(std::move(r));
  }
  return out;
}

ProofResult prove(z3::context& ctx, const std::vector<z3::expr>& hyps, const z3::expr& goal,
                  const z3::expr_vector& vars, const ProofOptions& opts) {
  z3::expr_vector a(ctx);
  for (const auto& h : hyps) a.push_back(h);
  a.push_back(!goal);
  return check_unsat(ctx, a, vars, opts);
}

}  // namespace detail
std::string z3_version() {
  unsigned major = 0, minor = 0, build = 0, revision = 0;
  Z3_get_version(&major, &minor, &build, &revision);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

void set_query_writer(QueryWriter writer) { query_writer() = std::move(writer); }

}  // namespace cc::proofs
