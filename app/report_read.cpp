#include "app/report_read.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "checkers/registry.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

namespace {

[[noreturn]] void bad(const std::string& what) { throw UsageError(what); }

std::string quoted(const std::string& key) { return "\"" + key + "\""; }

// nlohmann's names of the JSON types, with an article.
std::string type_of(const ReportJson& j) {
  switch (j.type()) {
    case ReportJson::value_t::null:
      return "null";
    case ReportJson::value_t::boolean:
      return "a boolean";
    case ReportJson::value_t::number_integer:
    case ReportJson::value_t::number_unsigned:
      return "an integer";
    case ReportJson::value_t::number_float:
      return "a number with a fraction";
    case ReportJson::value_t::string:
      return "a string";
    case ReportJson::value_t::array:
      return "an array";
    case ReportJson::value_t::object:
      return "an object";
    default:
      return "not a JSON value";
  }
}

const ReportJson* find(const ReportJson& o, const std::string& key) {
  const auto it = o.find(key);
  return it == o.end() ? nullptr : &*it;
}

const ReportJson& required(const ReportJson& o, const std::string& key, const std::string& where) {
  if (const ReportJson* v = find(o, key)) return *v;
  bad(where + ": no " + quoted(key));
}

void only_keys(const ReportJson& o, const std::set<std::string>& allowed,
               const std::string& where) {
  for (auto it = o.begin(); it != o.end(); ++it)
    if (!allowed.count(it.key())) bad(where + ": unknown key " + quoted(it.key()));
}

const ReportJson& of_type(const ReportJson& v, ReportJson::value_t t, const char* name,
                          const std::string& key, const std::string& where) {
  if (v.type() != t) bad(where + ": " + quoted(key) + " must be " + name + ", not " + type_of(v));
  return v;
}

std::string string_at(const ReportJson& o, const std::string& key, const std::string& where) {
  return of_type(required(o, key, where), ReportJson::value_t::string, "a string", key, where)
      .get<std::string>();
}

std::uint64_t unsigned_value(const ReportJson& v, const std::string& key,
                             const std::string& where) {
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
    bad(where + ": " + quoted(key) + " must be an unsigned integer, not " +
        (v.is_number_integer() ? "a negative one" : type_of(v)));
  return v.get<std::uint64_t>();
}

std::uint64_t unsigned_at(const ReportJson& o, const std::string& key, const std::string& where) {
  return unsigned_value(required(o, key, where), key, where);
}

bool bool_at(const ReportJson& o, const std::string& key, const std::string& where) {
  return of_type(required(o, key, where), ReportJson::value_t::boolean, "a boolean", key, where)
      .get<bool>();
}

// An object of scalars (integers, booleans, strings): Fields, in its order.
Fields scalar_fields(const ReportJson& o, const std::string& key, const std::string& where,
                     const std::string& drop = "") {
  of_type(o, ReportJson::value_t::object, "an object", key, where);
  Fields f;
  for (auto it = o.begin(); it != o.end(); ++it) {
    if (it.key() == drop) continue;
    const ReportJson& v = *it;
    if (v.is_number_unsigned())
      f.push_back({it.key(), v.get<std::uint64_t>()});
    else if (v.is_number_integer())
      f.push_back({it.key(), v.get<std::int64_t>()});
    else if (v.is_boolean())
      f.push_back({it.key(), v.get<bool>()});
    else if (v.is_string())
      f.push_back({it.key(), v.get<std::string>()});
    else
      bad(where + ": " + quoted(key) + "." + it.key() +
          " must be an integer, a boolean or a string, not " + type_of(v));
  }
  return f;
}

std::optional<Verdict> parse_verdict(const std::string& s) {
  for (Verdict v : {Verdict::proved, Verdict::verified, Verdict::passed, Verdict::refuted,
                    Verdict::inconclusive, Verdict::error, Verdict::pending, Verdict::refused})
    if (s == to_string(v)) return v;
  return std::nullopt;
}

// Whether a claim is split over the shards by case index (not dealt whole).
bool split_claim(const Claim& c, const RunContext& ctx) {
  return ctx.shard.count > 1 && !dealt_whole(c);
}

// A claim of a report or checkpoint of shard `shard` against what the engines write for it.
void check_in_shard(const ClaimResult& r, const RunContext& ctx, const std::string& where) {
  const Verdict v = r.outcome.verdict;
  const bool split = split_claim(*r.claim, ctx);
  // (run_claim: a share without a counterexample reads pending, never verified or passed; a run
  // without shards has no pending claim, and no verified or passed one of 0 cases)
  if (v == Verdict::pending && ctx.shard.count == 1)
    bad(where + ": verdict pending, which only a shard (--shard I/N) gives");
  if ((v == Verdict::verified || v == Verdict::passed) && ctx.shard.count > 1)
    bad(where + ": verdict " + to_string(v) + " in a shard, which reads pending instead");
  if ((v == Verdict::verified || v == Verdict::passed) && r.outcome.cases == 0)
    bad(where + ": verdict " + to_string(v) + " of 0 cases");
  if (split && r.outcome.index && !ctx.shard.holds(*r.outcome.index))
    bad(where + ": its index " + std::to_string(*r.outcome.index) + " is not one of shard " +
        std::to_string(ctx.shard.index) + "/" + std::to_string(ctx.shard.count) + "'s cases");
  if (split && v == Verdict::refuted && !r.outcome.index)
    bad(where + ": refuted in a shard without the index of its counterexample");
}

}  // namespace

bool json_depth_within(const std::string& text, int max) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

namespace {

void check_depth(const std::string& text, int max, const std::string& what) {
  if (!json_depth_within(text, max))
    bad(what + ": nested deeper than " + std::to_string(max) +
        " levels (collcheck writes 5): not a file collcheck wrote");
}

}  // namespace

std::string read_back_file(const std::string& path, const std::string& what) {
  // A regular file only, opened so that a FIFO or a device cannot block (read_input_file,
  // app/output_files.cpp), and at most kMaxReadBackBytes.
  try {
    return read_input_file(path, kMaxReadBackBytes);
  } catch (const UsageError& e) {
    bad(what + ": " + e.what());
  }
}

ReportJson parse_read_back(const std::string& text, const std::string& what) {
  check_depth(text, kMaxReadBackDepth, what);
  try {
    return ReportJson::parse(text);
  } catch (const ReportJson::exception& e) {
    bad(what + ": not JSON (" + e.what() + ")");
  }
}

ClaimResult claim_result_from_json(const Claim* claim, const ReportJson& c) {
  const auto& s = *claim->spec;
  const std::string where = "claim " + s.id;
  if (!c.is_object()) bad(where + ": must be an object, not " + type_of(c));
  only_keys(c,
            {"id", "family", "source", "statement", "expect", "verdict", "as_expected", "method",
             "domain", "cases", "seconds", "kind", "corrected_claim", "extension", "assumptions",
             "counterexample", "replay", "note", "index", "shard_note"},
            where);
  if (string_at(c, "id", where) != s.id) bad(where + ": its \"id\" is another claim's");
  if (string_at(c, "expect", where) != to_string(s.expect))
    bad(where + ": \"expect\" is not the catalog's (" + std::string(to_string(s.expect)) + ")");
  if (string_at(c, "method", where) != to_string(s.method))
    bad(where + ": \"method\" is not the catalog's (" + std::string(to_string(s.method)) + ")");
  for (const char* key : {"family", "source", "statement"}) (void)string_at(c, key, where);
  for (const char* key : {"kind", "corrected_claim", "extension", "replay", "note", "shard_note"})
    if (const ReportJson* v = find(c, key))
      of_type(*v, ReportJson::value_t::string, "a string", key, where);
  if (const ReportJson* a = find(c, "assumptions")) {
    of_type(*a, ReportJson::value_t::array, "an array", "assumptions", where);
    for (const auto& x : *a)
      of_type(x, ReportJson::value_t::string, "a string", "assumptions[]", where);
  }

  ClaimResult r;
  r.claim = claim;
  const std::string verdict = string_at(c, "verdict", where);
  const auto v = parse_verdict(verdict);
  if (!v || *v == Verdict::refused || *v == Verdict::skipped)
    bad(where + ": unknown verdict \"" + verdict +
        "\" (a check gives proved, verified, passed, refuted, inconclusive, error or pending)");
  r.outcome.verdict = *v;
  r.outcome.domain = scalar_fields(required(c, "domain", where), "domain", where, "shard");
  r.outcome.cases = unsigned_at(c, "cases", where);
  const ReportJson& secs = required(c, "seconds", where);
  if (!secs.is_number() || !std::isfinite(secs.get<double>()) || secs.get<double>() < 0)
    bad(where + ": \"seconds\" must be a number >= 0, not " +
        (secs.is_number() ? secs.dump() : type_of(secs)));
  r.seconds = secs.get<double>();
  if (const ReportJson* x = find(c, "counterexample"))
    r.outcome.counterexample = scalar_fields(*x, "counterexample", where);
  if (const ReportJson* x = find(c, "note")) r.outcome.note = x->get<std::string>();
  if (const ReportJson* x = find(c, "index")) r.outcome.index = unsigned_value(*x, "index", where);
  if (const ReportJson* x = find(c, "replay")) r.replay = x->get<std::string>();
  if (const ReportJson* x = find(c, "shard_note")) r.shard_note = x->get<std::string>();
  r.as_expected = as_expected(s.expect, r.outcome.verdict);
  if (bool_at(c, "as_expected", where) != r.as_expected)
    bad(where + ": \"as_expected\" does not follow from its verdict " + verdict +
        " and expectation " + to_string(s.expect));

  // What the engines write with each verdict: a counterexample (and a replay) only with
  // refuted, and always with it; an index only with refuted, inconclusive or error; pending
  // never for a proof, which is dealt whole.
  const bool refuted = *v == Verdict::refuted;
  if (refuted != r.outcome.counterexample.has_value())
    bad(where + (refuted ? ": refuted without a counterexample"
                         : ": a counterexample under the verdict " + verdict));
  if (r.outcome.counterexample && r.outcome.counterexample->empty())
    bad(where + ": an empty counterexample");
  if (!refuted && !r.replay.empty()) bad(where + ": a replay line under the verdict " + verdict);
  if (r.outcome.index && !refuted && *v != Verdict::inconclusive && *v != Verdict::error)
    bad(where + ": an index under the verdict " + verdict);
  return r;
}

std::vector<const Claim*> claims_of_shard(const std::vector<const Claim*>& selected,
                                          const RunContext& ctx) {
  // As run_claims deals them (checkers/runner.cpp).
  std::vector<const Claim*> out;
  std::size_t position = 0;
  for (const Claim* c : selected) {
    if (left_out(*c, ctx)) continue;
    if (dealt_whole(*c) && ctx.shard.count > 1 &&
        position++ % ctx.shard.count != ctx.shard.index - 1)
      continue;
    out.push_back(c);
  }
  return out;
}

namespace {

// The selected claims of a report or checkpoint: a non-empty array of distinct ids of this
// catalog.
std::vector<const Claim*> read_selected(const ReportJson& j, const std::string& key,
                                        const std::string& where) {
  const ReportJson& sel =
      of_type(required(j, key, where), ReportJson::value_t::array, "an array", key, where);
  if (sel.empty()) bad(where + ": " + quoted(key) + " is empty: a run of check selects claims");
  std::vector<const Claim*> out;
  std::set<std::string> seen;
  for (const auto& x : sel) {
    const std::string id =
        of_type(x, ReportJson::value_t::string, "an array of strings", key, where).get<std::string>();
    const Claim* c = find_claim(id);
    if (!c) {
      if (id.rfind("verify.", 0) == 0 || id.rfind("mpi.", 0) == 0)
        bad(where + ": a report of collcheck " + id.substr(0, id.find('.')) +
            ", not of collcheck check (claim " + id + "): merge combines the shards of check");
      bad(where + ": claim " + id + " is not in this catalog");
    }
    if (!seen.insert(id).second) bad(where + ": claim " + id + " is selected twice");
    out.push_back(c);
  }
  return out;
}

}  // namespace

ShardReport read_shard_report(const std::string& text, const std::string& path) {
  ShardReport r;
  r.path = path;
  r.j = parse_read_back(text, path);
  const ReportJson& j = r.j;
  const std::string where = path;
  if (!j.is_object()) bad(where + ": not a report of collcheck check (" + type_of(j) + ")");
  if (!find(j, "tool") || *find(j, "tool") != "collcheck")
    bad(where + ": not a report of collcheck (no \"tool\": \"collcheck\")");
  if (const ReportJson* f = find(j, "fail_fast")) {
    std::string failed = "a failure";
    if (f->is_object() && find(*f, "failed") && find(*f, "failed")->is_string())
      failed = find(*f, "failed")->get<std::string>();
    bad(where + ": --fail-fast stopped this run after " + failed +
        "; the claims after it were not run, so it is no shard of a complete run");
  }
  only_keys(j,
            {"tool", "version", "budget", "seed", "jobs", "claims", "shard", "variant",
             "timeout_seconds", "commit", "selected", "ranks", "summary"},
            where);
  (void)string_at(j, "version", where);
  (void)string_at(j, "commit", where);
  const std::string budget = string_at(j, "budget", where);
  RunContext ctx;
  if (const auto b = parse_budget(budget))
    ctx.budget = *b;
  else
    bad(where + ": unknown budget \"" + budget + "\" (smoke, ci or deep)");
  ctx.seed = unsigned_at(j, "seed", where);
  if (const ReportJson* x = find(j, "jobs"))
    if (unsigned_value(*x, "jobs", where) == 0 || x->get<std::uint64_t>() > 1024)
      bad(where + ": \"jobs\" must be in 1..1024");
  if (const ReportJson* x = find(j, "timeout_seconds")) {
    const std::uint64_t t = unsigned_value(*x, "timeout_seconds", where);
    if (t == 0 || t > kMaxTimeout)
      bad(where + ": \"timeout_seconds\" must be in 1.." + std::to_string(kMaxTimeout));
  }
  if (const ReportJson* x = find(j, "shard")) {
    of_type(*x, ReportJson::value_t::string, "a string", "shard", where);
    try {
      std::tie(r.index, r.count) = parse_shard(x->get<std::string>());
    } catch (const UsageError&) {
      bad(where + ": \"shard\" must be I/N with 1 <= I <= N");
    }
    if (r.count < 2) bad(where + ": \"shard\" " + x->get<std::string>() + " is no split");
  }
  ctx.shard = {r.index, r.count};
  if (const ReportJson* x = find(j, "variant"))
    ctx.variant = of_type(*x, ReportJson::value_t::string, "a string", "variant", where)
                      .get<std::string>();
  if (const ReportJson* x = find(j, "summary"))
    of_type(*x, ReportJson::value_t::object, "an object", "summary", where);
  if (const ReportJson* x = find(j, "ranks"))
    of_type(*x, ReportJson::value_t::array, "an array", "ranks", where);
  // A report of verify or mpi names its claims verify.* or mpi.* (and selects none of the catalog).
  if (const ReportJson* cs = find(j, "claims"); cs && cs->is_array())
    for (const auto& c : *cs)
      if (const ReportJson* id = c.is_object() ? find(c, "id") : nullptr; id && id->is_string()) {
        const std::string text = id->get<std::string>();
        for (const char* tool : {"verify", "mpi"})
          if (text.rfind(std::string(tool) + ".", 0) == 0)
            bad(where + ": a report of collcheck " + tool + ", not of collcheck check (claim " +
                text + "): merge combines the shards of check");
      }
  r.selected = read_selected(j, "selected", where);
  if (!ctx.variant.empty()) {
    try {
      validate_variant(ctx.variant, r.selected);
    } catch (const UsageError& e) {
      bad(where + ": its \"variant\": " + e.what());
    }
  }
  const std::set<const Claim*> runs = [&] {
    const auto v = claims_of_shard(r.selected, ctx);
    return std::set<const Claim*>(v.begin(), v.end());
  }();
  const ReportJson& claims = of_type(required(j, "claims", where), ReportJson::value_t::array,
                                     "an array", "claims", where);
  for (const auto& c : claims) {
    if (!c.is_object()) bad(where + ": a claim that is " + type_of(c) + ", not an object");
    if (c.empty()) bad(where + ": an empty claim object");
    const std::string id = string_at(c, "id", where + ": a claim");
    const Claim* claim = find_claim(id);
    if (!claim || !std::count(r.selected.begin(), r.selected.end(), claim))
      bad(where + ": claim " + id + " is not among its selected claims");
    if (!runs.count(claim))
      bad(where + ": claim " + id + " has a verdict, but " +
          (left_out(*claim, ctx) ? std::string("it takes no --variant")
                                 : "it is dealt to another shard than " +
                                       std::to_string(r.index) + "/" + std::to_string(r.count)));
    if (!r.claims.emplace(id, &c).second) bad(where + ": claim " + id + " is listed twice");
    try {
      check_in_shard(claim_result_from_json(claim, c), ctx, "claim " + id);
    } catch (const UsageError& e) {
      bad(where + ": " + e.what());
    }
  }
  return r;
}

namespace {

// A saved sweep: {"done_below": N, "readers": [{"fail_index", "fail_detail"} |
// {"inconclusive_index", "inconclusive_reason"} | {} ...]} under "claim#k" or "a+b#k".
void check_sweep(const std::string& key, const ReportJson& s,
                 const std::vector<const Claim*>& runs, const std::string& where) {
  const std::string at = where + ": the saved sweep " + key;
  const auto hash = key.rfind('#');
  if (hash == std::string::npos || hash + 1 == key.size() ||
      key.find_first_not_of("0123456789", hash + 1) != std::string::npos || hash + 21 < key.size())
    bad(at + ": not a sweep's name (CLAIM#N)");
  std::size_t names = 0;
  for (std::size_t from = 0; from <= hash;) {
    const std::size_t end = std::min(key.find('+', from), hash);
    const std::string id = key.substr(from, end - from);
    bool known = false;
    for (const Claim* c : runs) known = known || c->spec->id == id;
    if (!known) bad(at + ": " + id + " is no claim of this run");
    ++names;
    from = end + 1;
  }
  if (!s.is_object()) bad(at + ": must be an object, not " + type_of(s));
  only_keys(s, {"done_below", "readers"}, at);
  (void)unsigned_at(s, "done_below", at);
  const ReportJson& readers =
      of_type(required(s, "readers", at), ReportJson::value_t::array, "an array", "readers", at);
  if (readers.size() != names) bad(at + ": " + std::to_string(readers.size()) + " readers for " +
                                   std::to_string(names) + " claims");
  for (const auto& x : readers) {
    if (!x.is_object()) bad(at + ": a reader that is " + type_of(x) + ", not an object");
    only_keys(x, {"fail_index", "fail_detail", "inconclusive_index", "inconclusive_reason"}, at);
    if (find(x, "fail_index") || find(x, "fail_detail")) {
      (void)unsigned_at(x, "fail_index", at);
      (void)scalar_fields(required(x, "fail_detail", at), "fail_detail", at);
    }
    if (find(x, "inconclusive_index") || find(x, "inconclusive_reason")) {
      (void)unsigned_at(x, "inconclusive_index", at);
      (void)string_at(x, "inconclusive_reason", at);
    }
  }
}

}  // namespace

Checkpoint read_checkpoint(const std::string& text, const std::string& path,
                           const ReportJson& identity, const std::vector<const Claim*>& selected,
                           const RunContext& ctx) {
  const std::string where = "--checkpoint: '" + path + "'";
  const ReportJson saved = parse_read_back(text, where);
  if (!saved.is_object() || !find(saved, "run") || !find(saved, "claims"))
    bad(where + " is not a checkpoint of collcheck");
  only_keys(saved, {"run", "claims", "sweeps"}, where);
  const ReportJson& run = saved["run"];
  if (!run.is_object()) bad(where + ": \"run\" must be an object, not " + type_of(run));
  for (auto it = identity.begin(); it != identity.end(); ++it) {
    const ReportJson* x = find(run, it.key());
    if (!x || *x != it.value())
      bad(where + " is of another run (its " + it.key() +
          (x ? " differs" : " is missing") + "); remove it or name another file");
  }
  for (auto it = run.begin(); it != run.end(); ++it)
    if (!find(identity, it.key()))
      bad(where + " is of another run (it has " + it.key() +
          ", which this run has not); remove it or name another file");

  Checkpoint cp;
  const std::vector<const Claim*> runs = claims_of_shard(selected, ctx);
  const ReportJson& claims = of_type(saved["claims"], ReportJson::value_t::array, "an array",
                                     "claims", where);
  for (const auto& c : claims) {
    if (!c.is_object() || c.empty())
      bad(where + ": a claim that is " + (c.is_object() ? "an empty object" : type_of(c)));
    const std::string id = string_at(c, "id", where + ": a claim");
    const Claim* claim = find_claim(id);
    if (!claim || !std::count(runs.begin(), runs.end(), claim))
      bad(where + ": claim " + id + " is not one this run gives a verdict");
    try {
      ClaimResult r = claim_result_from_json(claim, c);
      check_in_shard(r, ctx, "claim " + id);
      if (!cp.decided.emplace(id, std::move(r)).second)
        bad(where + ": claim " + id + " is listed twice");
    } catch (const UsageError& e) {
      const std::string m = e.what();
      if (m.rfind(where, 0) == 0) throw;
      bad(where + ": " + m);
    }
    cp.decided_json.push_back(c);
  }
  if (const ReportJson* s = find(saved, "sweeps")) {
    of_type(*s, ReportJson::value_t::object, "an object", "sweeps", where);
    for (auto it = s->begin(); it != s->end(); ++it) check_sweep(it.key(), *it, runs, where);
    cp.sweeps = *s;
  }
  return cp;
}

}  // namespace cc::app
