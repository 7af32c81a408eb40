#include <map>

#include "app/mpi.hpp"
#include "app/report.hpp"
#include "proofs/engine.hpp"
#include "spec/core/printable.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app {

void make_valid_utf8(ReportJson& j) {
  if (j.is_string()) {
    std::string& s = j.get_ref<std::string&>();
    if (valid_utf8(s).size() != s.size()) s = valid_utf8(s);
  } else if (j.is_structured()) {
    for (auto& x : j) make_valid_utf8(x);
  }
}

ReportJson to_json(const FieldValue& v) {
  return std::visit([](const auto& x) { return ReportJson(x); }, v);
}

ReportJson to_json(const Fields& f) {
  ReportJson o = ReportJson::object();
  for (const auto& x : f) o[x.key] = to_json(x.value);
  return o;
}

namespace {

Fields fields_of(const ReportJson& o, const std::string& drop) {
  Fields f;
  for (auto it = o.begin(); it != o.end(); ++it) {
    if (it.key() == drop) continue;
    if (it->is_number_unsigned())
      f.push_back({it.key(), it->get<std::uint64_t>()});
    else if (it->is_number_integer())
      f.push_back({it.key(), it->get<std::int64_t>()});
    else if (it->is_boolean())
      f.push_back({it.key(), it->get<bool>()});
    else if (it->is_string())
      f.push_back({it.key(), it->get<std::string>()});
    else
      f.push_back({it.key(), it->dump()});
  }
  return f;
}

}  // namespace

ReportJson claim_json(const ClaimResult& r) {
  const auto& s = *r.claim->spec;
  ReportJson j = {{"id", s.id},
                  {"family", s.family},
                  {"source", s.source},
                  {"statement", s.statement},
                  {"expect", to_string(s.expect)},
                  {"verdict", to_string(r.outcome.verdict)},
                  {"as_expected", r.as_expected},
                  {"method", to_string(s.method)},
                  {"domain", to_json(r.outcome.domain)},
                  {"cases", r.outcome.cases},
                  {"seconds", r.seconds}};
  if (s.finding) {
    j["kind"] = to_string(s.finding->kind);
    j["corrected_claim"] = s.finding->corrected_claim;
  }
  if (!s.extension.empty()) j["extension"] = s.extension;
  if (!s.assumptions.empty()) {
    ReportJson a = ReportJson::array();
    for (const auto& x : s.assumptions) a.push_back(x.condition);
    j["assumptions"] = a;
  }
  if (r.outcome.counterexample) j["counterexample"] = to_json(*r.outcome.counterexample);
  if (!r.replay.empty()) j["replay"] = r.replay;
  if (!r.outcome.note.empty()) j["note"] = r.outcome.note;
  if (r.outcome.index) j["index"] = *r.outcome.index;
  if (!r.shard_note.empty()) j["shard_note"] = r.shard_note;
  make_valid_utf8(j);  // a file name, a command or a document's string in any encoding
  return j;
}

Fields fields_from_json(const ReportJson& o, const std::string& drop) { return fields_of(o, drop); }

namespace {

ReportJson itf_value(const ItfValue& v) {
  using K = ItfValue::Kind;
  switch (v.kind) {
    case K::integer: {
      // JSON integers are exact up to 2^53 - 1 in every reader (RFC 7159); beyond, a #bigint.
      constexpr i128 kExact = (i128{1} << 53) - 1;
      if (v.integer >= -kExact && v.integer <= kExact)
        return ReportJson(static_cast<std::int64_t>(v.integer));
      const bool neg = v.integer < 0;
      const u128 mag = neg ? static_cast<u128>(-(v.integer + 1)) + 1 : static_cast<u128>(v.integer);
      return ReportJson{{"#bigint", (neg ? "-" : "") + to_decimal(mag)}};
    }
    case K::string:
      return ReportJson(v.text);
    case K::boolean:
      return ReportJson(v.flag);
    case K::list:
    case K::set:
    case K::tuple:
    case K::map: {  // a map's entries are lists [key, value]
      ReportJson items = ReportJson::array();
      for (const auto& x : v.items) items.push_back(itf_value(x));
      if (v.kind == K::list) return items;
      ReportJson o = ReportJson::object();
      o[v.kind == K::set ? "#set" : v.kind == K::tuple ? "#tup" : "#map"] = std::move(items);
      return o;
    }
    case K::record: {
      ReportJson o = ReportJson::object();
      for (const auto& [name, x] : v.fields) o[name] = itf_value(x);
      return o;
    }
  }
  return nullptr;
}

}  // namespace

ReportJson itf_json(const ExecTrace& t, const ClaimResult& r) {
  ReportJson meta = {
      {"format", "ITF"},
      {"format-description", "https://apalache-mc.org/docs/adr/015adr-trace.html"},
      {"source", std::string("collcheck ") + kVersion + " (commit " + build_commit() + ")"},
      {"description", t.description},
      {"claim", r.claim->spec->id},
      {"statement", r.claim->spec->statement},
      {"verdict", to_string(r.outcome.verdict)},
      {"model", t.model},
      {"parameters", to_json(t.parameters)}};
  if (r.outcome.counterexample) meta["counterexample"] = to_json(*r.outcome.counterexample);
  if (!r.replay.empty()) meta["replay"] = r.replay;
  meta["violation"] = t.violation;
  ReportJson states = ReportJson::array();
  for (std::size_t i = 0; i < t.states.size(); ++i) {
    ReportJson s = {{"#meta", {{"index", i}}}};
    for (const auto& [name, value] : t.states[i]) s[name] = itf_value(value);
    states.push_back(std::move(s));
  }
  ReportJson j = {{"#meta", meta}, {"vars", t.vars}, {"states", states}};
  make_valid_utf8(j);
  return j;
}

const char* build_commit() { return COLLCHECK_COMMIT; }

std::string version_text() {
  return std::string("collcheck ") + kVersion + " (commit " + COLLCHECK_COMMIT + ", " +
         COLLCHECK_BUILD_TYPE + " build)\nZ3 " + proofs::z3_version() + "\ncvc5 " +
         (proofs::have_cvc5() ? proofs::cvc5_version() : std::string("none (built without libcvc5-dev)")) +
         "\nMPI " + mpi::library() + "\n";
}

ReportJson to_json(const Report& r) {
  ReportJson claims = ReportJson::array();
  std::map<std::string, int> by;
  int expected = 0;
  for (const auto& x : r.results) {
    claims.push_back(claim_json(x));
    ++by[to_string(x.outcome.verdict)];
    expected += x.as_expected ? 1 : 0;
  }
  ReportJson j = {{"tool", "collcheck"}, {"version", kVersion}, {"budget", to_string(r.ctx.budget)},
                  {"seed", r.ctx.seed},  {"jobs", r.ctx.jobs},  {"claims", claims}};
  if (r.ctx.shard.count > 1)
    j["shard"] = std::to_string(r.ctx.shard.index) + "/" + std::to_string(r.ctx.shard.count);
  if (!r.ctx.variant.empty()) j["variant"] = r.ctx.variant;
  if (r.ctx.timeout_s) j["timeout_seconds"] = r.ctx.timeout_s;
  j["commit"] = build_commit();
  ReportJson selected = ReportJson::array();
  for (const auto* c : r.selected) selected.push_back(c->spec->id);
  j["selected"] = selected;
  if (!r.ranks.empty()) {
    ReportJson ranks = ReportJson::array();
    for (const auto& x : r.ranks)
      ranks.push_back({{"rank", x.rank},
                       {"units", x.units},
                       {"cases", x.cases},
                       {"busy_seconds", x.busy_seconds}});
    j["ranks"] = ranks;
  }
  // --fail-fast stopped the run: the failure, and the claims that were not run after it (they
  // have no verdict and are not among "claims").
  if (r.failed) {
    ReportJson cut = ReportJson::array();
    for (const auto* c : r.cut) cut.push_back(c->spec->id);
    j["fail_fast"] = {{"failed", r.failed->spec->id}, {"not_run", cut}};
  }
  j["summary"] = {{"claims", r.results.size()},
                  {"as_expected", expected},
                  {"not_as_expected", static_cast<int>(r.results.size()) - expected},
                  {"verdicts", by},
                  {"exit_code", exit_code(r)}};
  make_valid_utf8(j);
  return j;
}

}  // namespace cc::app
