#include "checkers/registry.hpp"

#include <cassert>
#include <map>
#include <set>

#include "checkers/family.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/core/variant.hpp"

namespace cc {

const std::vector<Claim>& claims() {
  static const std::vector<Checker> all_checkers = [] {
    std::vector<Checker> v;
    for (const Family& f : families())
      for (auto* checkers : f.checkers)
        for (auto& c : checkers()) v.push_back(std::move(c));
    return v;
  }();
  static const std::vector<Claim> all = [] {
    std::map<std::string, const Checker*> by_id;
    for (const auto& c : all_checkers) by_id[c.id] = &c;
    std::vector<Claim> v;
    for (const auto& spec : catalog()) {
      auto it = by_id.find(spec.id);
      v.push_back({&spec, it == by_id.end() ? nullptr : it->second});
    }
    return v;
  }();
  return all;
}

const Claim* find_claim(const std::string& id) {
  for (const auto& c : claims())
    if (c.spec->id == id) return &c;
  return nullptr;
}

bool glob_match(const std::string& p, const std::string& t) {
  std::size_t pi = 0, ti = 0, star = std::string::npos, mark = 0;
  while (ti < t.size()) {
    if (pi < p.size() && (p[pi] == '?' || p[pi] == t[ti])) {
      ++pi;
      ++ti;
    } else if (pi < p.size() && p[pi] == '*') {
      star = pi++;
      mark = ti;
    } else if (star != std::string::npos) {
      pi = star + 1;
      ti = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.size() && p[pi] == '*') ++pi;
  return pi == p.size();
}

std::vector<const Claim*> select_claims(const std::vector<std::string>& patterns) {
  std::vector<const Claim*> out;
  std::set<const Claim*> seen;
  if (patterns.empty()) {
    for (const auto& c : claims()) out.push_back(&c);
    return out;
  }
  for (const auto& p : patterns) {
    bool any = false;
    for (const auto& c : claims())
      if (glob_match(p, c.spec->id)) {
        any = true;
        if (seen.insert(&c).second) out.push_back(&c);
      }
    if (!any) throw UsageError("no claim matches '" + p + "' (see 'collcheck list')");
  }
  // Keep catalog order.
  std::vector<const Claim*> ordered;
  for (const auto& c : claims())
    if (seen.count(&c)) ordered.push_back(&c);
  return ordered;
}

void validate_variant(const std::string& variant, const std::vector<const Claim*>& selected) {
  if (variant.empty()) return;
  register_all_variants();
  bool any = false;
  for (const auto* c : selected) {
    if (!c->checker || !c->checker->takes_variant) continue;
    any = true;
    const Family* f = find_family(c->spec->family);
    if (!f) throw std::logic_error("claim " + c->spec->id + " has no family");
    const std::string kind = f->variant_kind ? f->variant_kind(c->spec->id) : std::string();
    bool found = false;
    std::string known;
    for (const auto& v : registered_variants()) {
      if (v->family() != f->name || (!kind.empty() && v->kind() != kind)) continue;
      found = found || v->name() == variant;
      known += (known.empty() ? "" : ", ") + v->name();
    }
    if (!found)
      throw UsageError("--variant: unknown " + f->name + (kind.empty() ? "" : " " + kind) +
                       " variant '" + variant + "' (known: " + known +
                       "; see 'collcheck list --variants')");
  }
  if (!any) throw UsageError("--variant: none of the selected claims runs an algorithm variant");
}

}  // namespace cc
