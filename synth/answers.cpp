// Answers in verify (issue 31, item 3; docs/synth.md, "Answers in verify"): the exact optimum of
// a point that `collcheck verify` judged legal and correct, from a table that a claim of the
// catalog executes entry by entry, or from synthesize() within a budget. Never a wrong claim: an
// optimum is reported only with its proof (the claim's executed table, or synth's replayed
// schedule and unsat certificate for one step fewer); anything else is "not decided".
#include <chrono>
#include <stdexcept>

#include "spec/core/deadline.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/postal.hpp"
#include "synth/synth.hpp"

namespace cc::synth {

namespace {

// An integer of `f` at `key`, or nullopt.
std::optional<std::int64_t> int_at(const Fields& f, const std::string& key) {
  const FieldValue* v = find(f, key);
  if (!v) return std::nullopt;
  if (const auto* i = std::get_if<std::int64_t>(v)) return *i;
  if (const auto* u = std::get_if<std::uint64_t>(v)) return static_cast<std::int64_t>(*u);
  return std::nullopt;
}

std::string text_at(const Fields& f, const std::string& key) {
  const FieldValue* v = find(f, key);
  return v ? to_text(*v) : std::string();
}


}  // namespace

std::optional<KnownOptimum> known_optimum(const Request& r) {
  if (r.model != "postal" || r.m > 1) return std::nullopt;
  const auto m = postal::min_steps(r.n, r.k, r.lambda, 1u << 20);
  if (!m) return std::nullopt;
  const std::string thm1 =
      "Lin and Yeh, Theorem 1's m = min{j | G(j) >= n} = " + std::to_string(*m);
  if (r.collective == "broadcast" && r.n >= 1 && r.n <= 32 && r.k <= 4 && r.lambda <= 4)
    return KnownOptimum{static_cast<std::uint32_t>(*m),
                        thm1 + ", attained: the claim postal.algB.optimal searches every broadcast "
                               "schedule of v(0) and replays one of m steps at every p <= 32, k, "
                               "lambda <= 4 (ci)"};
  if (r.collective == "prefix" && r.m <= 1 && r.n >= 1 && r.n <= 1024 && r.k <= 8 && r.lambda <= 8)
    return KnownOptimum{static_cast<std::uint32_t>(*m),
                        thm1 + ", attained: the claim postal.thm4.optimal runs Algorithm A in "
                               "exactly m steps at every n <= 1024, k, lambda <= 8 (ci)"};
  return std::nullopt;
}

PointRequest request_of(const Fields& point, const Fields& collective) {
  PointRequest out;
  const std::string model = text_at(point, "model"), kind = text_at(collective, "kind");
  const auto root = int_at(collective, "root");
  const auto count = int_at(collective, "count");
  if (root && *root != 0) {
    out.refused = "synth searches a " + kind + " rooted at PE 0, this one is rooted at PE " +
                  std::to_string(static_cast<std::uint64_t>(*root));
    return out;
  }
  Request r;
  r.model = model;
  r.collective = kind;
  if (model == "postal") {
    if (kind != "broadcast" && kind != "reduce" && kind != "prefix" && kind != "allreduce") {
      out.refused = "synth does not search postal " + kind +
                    " (this version: broadcast, reduce, prefix, allreduce)";
      return out;
    }
    const auto n = int_at(point, "n"), k = int_at(point, "k"), lambda = int_at(point, "lambda");
    if (!n || !k || !lambda) {
      out.refused = "the point lacks n, k or lambda";
      return out;
    }
    if (*n < 1 || *n > 64 || *k < 1 || *k > 64 || *lambda < 1 || *lambda > 64) {
      out.refused = "n, k and lambda must be in [1, 64] for synth (synth's limit)";
      return out;
    }
    r.n = static_cast<std::uint32_t>(*n);
    r.k = static_cast<std::uint32_t>(*k);
    r.lambda = static_cast<std::uint32_t>(*lambda);
    if (count && *count != 1) {
      if (kind != "broadcast" && (*count < 1 || *count > kMItemsMaxM || *n > kMItemsMaxN)) {
        out.refused = kind + " of m items: n must be in [1, " + std::to_string(kMItemsMaxN) +
                      "] and count in [1, " + std::to_string(kMItemsMaxM) +
                      "] for synth (synth's limit)";
        return out;
      }
      if (*count < 1 || *count > 64) {
        out.refused = "count must be in [1, 64] for synth (synth's limit)";
        return out;
      }
      r.m = static_cast<std::uint32_t>(*count);
    }
  } else if (model == "logp") {
    if (kind != "broadcast" || (count && *count != 1)) {
      out.refused =
          "synth computes the least time of a logp broadcast of one item only (logp " + kind +
          (count && *count != 1 ? ", count " + std::to_string(static_cast<std::uint64_t>(*count))
                                : std::string()) +
          ")";
      return out;
    }
    if (find(point, "G")) {
      out.refused = "synth searches LogP, not LogGP (the model's G)";
      return out;
    }
    const auto P = int_at(point, "P"), L = int_at(point, "L"), o = int_at(point, "o"), g = int_at(point, "g");
    if (!P || !L || !o || !g) {
      out.refused = "the point lacks P, L, o or g";
      return out;
    }
    if (*P < 1 || *P > 64 || *L < 1 || *L > 64 || *o < 0 || *o > 64 || *g < 1 || *g > 64) {
      out.refused = "P, L, g must be in [1, 64] and o in [0, 64] for synth (synth's limit)";
      return out;
    }
    r.P = static_cast<std::uint32_t>(*P);
    r.L = *L;
    r.o = *o;
    r.g = *g;
  } else {
    out.refused = "synth does not search the " + model + " model (this version: postal, logp)";
    return out;
  }
  out.request = r;
  return out;
}

PointOptimum point_optimum(const Fields& point, const Fields& collective, std::uint64_t count,
                           std::optional<std::uint64_t> bound, const OptimumBudget& b) {
  PointOptimum out;
  if (bound && count == *bound) {
    // The schedule attains a proven lower bound: that is the optimum, and the schedule is one.
    out.steps = count;
    out.source = "the lower bound, attained by the schedule";
    return out;
  }
  const PointRequest pr = request_of(point, collective);
  std::optional<KnownOptimum> table;
  if (pr.request) table = known_optimum(*pr.request);
  if (table) {
    out.steps = table->steps;
    out.source = table->source;
    if (count < table->steps)
      throw std::logic_error("verify: a legal, correct schedule of " + std::to_string(count) +
                             " steps, below the optimum " + std::to_string(table->steps) + " (" +
                             table->source + "): the executor let something through");
    if (count == table->steps || !b.want_document) return out;
  } else if (!b.synthesize) {
    return out;
  }
  if (!pr.request) {
    out.undecided = pr.refused;
    out.document_note = pr.refused;
    return out;
  }
  Request r = *pr.request;
  r.opts.rlimit = b.rlimit;
  // The user's schedule bounds the search: a schedule of `count` steps exists.
  const std::uint64_t cap = r.model == "logp" ? 4096 : 256;
  r.max_steps = static_cast<std::uint32_t>(std::min<std::uint64_t>(count, cap));
  Answer ans;
  std::string stopped;
  {
    StopScope scope;
    const StopScope::Enter enter(&scope);
    Deadline deadline(scope, b.timeout_s);
    try {
      ans = synthesize(r);
    } catch (const Interrupted&) {
      if (stop_requested()) throw;
      stopped = "stopped at --synth-timeout " + std::to_string(b.timeout_s) + " s";
    } catch (const UsageError& e) {
      stopped = e.what();
    } catch (const std::invalid_argument& e) {
      stopped = e.what();
    }
    if (stopped.empty() && deadline.expired() && ans.kind != Answer::Kind::optimal)
      stopped = "stopped at --synth-timeout (" + ans.proof + ")";
  }
  if (stop_requested()) throw Interrupted();
  const std::string unit = r.model == "logp" ? "time " : "";
  const std::string steps_unit = r.model == "logp" ? "" : " steps";
  if (stopped.empty() && ans.kind == Answer::Kind::optimal) {
    if (ans.steps > count)
      throw std::logic_error(
          "verify: synth proved no schedule of fewer than " + std::to_string(ans.steps) +
          " steps, and this legal, correct schedule has " + std::to_string(count) +
          ": the encoding is wrong, no result is reported");
    if (table && ans.steps != table->steps)
      throw std::logic_error("verify: synth's optimum " + std::to_string(ans.steps) +
                             " differs from the table's " + std::to_string(table->steps) + " (" +
                             table->source + ")");
    if (!table) {
      out.steps = ans.steps;
      out.source = "collcheck synth: a schedule of " + unit + std::to_string(ans.steps) +
                   steps_unit + " replayed on the executor, and " + ans.proof;
    }
    out.document = ans.document;
    return out;
  }
  const std::string why =
      !stopped.empty() ? stopped
      : ans.kind == Answer::Kind::unproved
          ? "synth found " + unit + std::to_string(ans.steps) + steps_unit + " and " + ans.proof
          : "synth: " + ans.proof;
  if (table)
    out.document_note = "the optimum's schedule was not synthesized: " + why;
  else
    out.undecided = why;
  return out;
}

}  // namespace cc::synth
