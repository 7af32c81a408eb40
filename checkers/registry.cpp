#include "checkers/registry.hpp"

#include <algorithm>
#include <cassert>
#include <map>
#include <set>
#include <stdexcept>

#include "checkers/declare.hpp"
#include "checkers/family.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/core/variant.hpp"

namespace cc {

std::string site_of(const char* at_file, unsigned at_line) {
  std::string file = at_file;
  std::size_t cut = std::string::npos;
  for (const char* top : {"/checkers/", "/spec/", "/tests/"}) cut = std::min(cut, file.find(top));
  if (cut != std::string::npos) file = file.substr(cut + 1);
  return file + ":" + std::to_string(at_line);
}

Declared declare(ClaimList& list, const std::function<Checker(const std::string&)>& make,
                 const char* at_file, unsigned at_line) {
  std::vector<ClaimSpec> v = list.take();
  if (v.size() != 1)
    throw std::logic_error(site_of(at_file, at_line) + ": a declaration states one claim, not " +
                           std::to_string(v.size()));
  Checker c = make(v.front().id);
  return {std::move(v.front()), std::move(c), site_of(at_file, at_line)};
}

namespace {

std::string family_of(const std::string& id) { return id.substr(0, id.find('.')); }

// The distinct places of the family's entries, "a, b" ("nowhere" for none).
template <class Site, class IdOf>
std::string places(const std::vector<Site>& sites, const std::string& family, IdOf id_of) {
  std::vector<std::string> seen;
  for (const auto& s : sites)
    if (family_of(id_of(s)) == family && std::find(seen.begin(), seen.end(), s.where) == seen.end())
      seen.push_back(s.where);
  std::string out;
  for (const auto& w : seen) out += (out.empty() ? "" : ", ") + w;
  return out.empty() ? "nowhere" : out;
}

}  // namespace

std::vector<Claim> bind_checkers(const std::vector<ClaimSite>& claims,
                                 const std::vector<CheckerSite>& checkers) {
  const auto claim_id = [](const ClaimSite& s) { return s.spec->id; };
  const auto checker_id = [](const CheckerSite& s) { return s.checker->id; };
  std::map<std::string, const ClaimSite*> claim_by_id;
  for (const auto& c : claims)
    if (auto [it, fresh] = claim_by_id.emplace(c.spec->id, &c); !fresh)
      throw std::logic_error("registry: claim " + c.spec->id + " is declared twice, at " +
                             it->second->where + " and at " + c.where);
  std::map<std::string, const CheckerSite*> checker_by_id;
  for (const auto& c : checkers) {
    if (auto [it, fresh] = checker_by_id.emplace(c.checker->id, &c); !fresh)
      throw std::logic_error("registry: checker " + c.checker->id + " is registered twice, at " +
                             it->second->where + " and at " + c.where);
    if (!claim_by_id.count(c.checker->id))
      throw std::logic_error("registry: checker " + c.checker->id + " (registered at " + c.where +
                             ") has no claim; the " + family_of(c.checker->id) +
                             " claims are declared at " +
                             places(claims, family_of(c.checker->id), claim_id));
  }
  std::vector<Claim> v;
  for (const auto& c : claims) {
    auto it = checker_by_id.find(c.spec->id);
    if (it == checker_by_id.end())
      throw std::logic_error("registry: claim " + c.spec->id + " (declared at " + c.where +
                             ") has no checker; the " + c.spec->family +
                             " checkers are registered at " +
                             places(checkers, family_of(c.spec->id), checker_id));
    v.push_back({c.spec, it->second->checker});
  }
  return v;
}

const std::vector<Claim>& claims() {
  static const std::vector<Claim> all = [] {
    const Registered& r = registered();
    std::vector<ClaimSite> claims;
    for (std::size_t i = 0; i < r.claims.size(); ++i)
      claims.push_back({&r.claims[i], r.claim_sites[i]});
    std::vector<CheckerSite> checkers;
    for (std::size_t i = 0; i < r.checkers.size(); ++i)
      checkers.push_back({&r.checkers[i], r.checker_sites[i]});
    return bind_checkers(claims, checkers);
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
