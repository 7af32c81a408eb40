// Theorem 4 of Shou and Chen (section 2, its statement reconstructed from its proof) and the
// inequalities of its proof, in exact integers: x log2 y <= T is compared as y^x <= 2^T.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "checkers/logp/checkers.hpp"
#include "checkers/logp/common.hpp"
#include "spec/algorithms/logp_broadcast.hpp"

namespace cc::logp_checks {

using namespace logp;

namespace {

// Unbounded naturals, 32-bit digits, least significant first.
using Big = std::vector<std::uint32_t>;
Big big_pow(std::uint64_t base, Time e) {
  Big r{1};
  for (Time i = 0; i < e; ++i) {
    std::uint64_t carry = 0;
    for (auto& d : r) {
      const std::uint64_t x = static_cast<std::uint64_t>(d) * base + carry;
      d = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
    while (carry) {
      r.push_back(static_cast<std::uint32_t>(carry));
      carry >>= 32;
    }
  }
  return r;
}
int big_cmp(const Big& a, const Big& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}
Big big_from(u128 v) {
  Big r;
  do {
    r.push_back(static_cast<std::uint32_t>(v));
    v >>= 32;
  } while (v);
  return r;
}
Big big_mul(const Big& a, const Big& b) {
  Big r(a.size() + b.size(), 0);
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::uint64_t carry = 0;
    for (std::size_t j = 0; j < b.size(); ++j) {
      const std::uint64_t x = static_cast<std::uint64_t>(a[i]) * b[j] + r[i + j] + carry;
      r[i + j] = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
    for (std::size_t k = i + b.size(); carry; ++k) {
      const std::uint64_t x = static_cast<std::uint64_t>(r[k]) + carry;
      r[k] = static_cast<std::uint32_t>(x);
      carry = x >> 32;
    }
  }
  while (r.size() > 1 && r.back() == 0) r.pop_back();
  return r;
}
Big big_pow(const Big& base, Time e) {
  Big r{1};
  for (Time i = 0; i < e; ++i) r = big_mul(r, base);
  return r;
}

// The inequalities of Theorem 4's proof, for every T up to t_max. which: 0 the combined line as
// printed (upper bound max{g, L+2o} log2 f_T), 1 the same with log2(2 f_T) (as the line before
// it and the final log2(4P) need), 2 the surviving case g log2 f_T <= T < (L+2o) log2(2 f_T) (its
// condition, g <= L+2o, reconstructed).
std::optional<Fields> thm4_proof(const Point& p, Budget b, int which) {
  const Time L = p[0], o = p[1], g = p[2], h = L + 2 * o;
  const Time lo_m = which == 2 ? g : std::min(g, h), hi_m = which == 2 ? h : std::max(g, h);
  const Time T = fit_T(L, o, g, t_max(b));
  const auto f = f_direct(L, o, g, T);
  std::optional<Time> first, first_pos;
  bool first_lower = true, first_upper = true;
  for (Time t = 0; t <= T; ++t) {
    const u128 ft = f[static_cast<std::size_t>(t)];
    const Big two_t = big_pow(2, t);
    const bool lower = big_cmp(big_pow(big_from(ft), lo_m), two_t) <= 0;
    const Big up = which == 0 ? big_from(ft) : big_mul(big_from(ft), Big{2});
    const bool upper = big_cmp(two_t, big_pow(up, hi_m)) < 0;
    if (lower && upper) continue;
    if (!first) {
      first = t;
      first_lower = lower;
      first_upper = upper;
    }
    if (ft >= 2) {
      first_pos = t;
      break;
    }
  }
  if (!first) return std::nullopt;
  const std::string bound = which == 0 ? "log2(f_T)" : "log2(2 f_T)";
  Fields out{{"T", static_cast<std::int64_t>(*first)},
             {"f_T", dec(f[static_cast<std::size_t>(*first)])},
             {"lower bound holds", first_lower},
             {"upper bound (" + bound + ") holds", first_upper}};
  if (first_pos && *first_pos != *first) {
    out.push_back({"first T with f_T >= 2", static_cast<std::int64_t>(*first_pos)});
    out.push_back({"its f_T", dec(f[static_cast<std::size_t>(*first_pos)])});
  }
  return out;
}

std::optional<Fields> chain(const Point& p, bool p2) {
  const u64 P = static_cast<u64>(p[0]);
  const Time L = p[1], o = p[2], g = p[3], h = L + 2 * o, m = std::min(g, h);
  const Time T = min_time(L, o, g, P);
  const auto f = f_direct(L, o, g, T);
  auto F = [&](Time n) -> u128 { return n < 0 ? 0 : f[static_cast<std::size_t>(n)]; };
  const bool ok = P <= F(T) && F(T) <= 2 * F(T - m) && 2 * F(T - m) <= 2 * F(T - 1) &&
                  2 * F(T - 1) < 2 * static_cast<u128>(P);
  const bool ok2 = P <= F(T) && F(T) <= 2 * F(T - 1) && 2 * F(T - 1) < 2 * static_cast<u128>(P);
  if (p2 ? ok2 && ok : ok) return std::nullopt;
  return Fields{{"T", static_cast<std::int64_t>(T)},
                {"f_T", dec(F(T))},
                {"f_{T-min{g,L+2o}}", dec(F(T - m))},
                {"f_{T-1}", dec(F(T - 1))}};
}

}  // namespace

std::optional<Fields> thm4_bounds(const Point& p, Budget b) {
  const Time L = p[0], o = p[1], g = p[2], h = L + 2 * o;
  const Time mn = std::min(g, h), mx = std::max(g, h);
  const u64 Pmax = smoke(b) ? 256 : 2048;
  for (u64 P = 1; P <= Pmax; ++P) {
    const Time T = min_time(L, o, g, P);
    const Big two_t = big_pow(2, T);
    const bool lower = big_cmp(big_pow(P, mn), two_t) <= 0;     // mn log2 P <= T
    const bool upper = big_cmp(two_t, big_pow(4 * P, mx)) < 0;  // T < mx log2(4P)
    if (!lower || !upper)
      return Fields{{"P", P},
                    {"T_B", static_cast<std::int64_t>(T)},
                    {"lower bound holds", lower},
                    {"upper bound holds", upper}};
  }
  return std::nullopt;
}

std::optional<Fields> thm4_proof_combined(const Point& p, Budget b) { return thm4_proof(p, b, 0); }
std::optional<Fields> thm4_proof_combined_2f(const Point& p, Budget b) {
  return thm4_proof(p, b, 1);
}
std::optional<Fields> thm4_proof_case2(const Point& p, Budget b) { return thm4_proof(p, b, 2); }
std::optional<Fields> thm4_chain(const Point& p) { return chain(p, false); }
std::optional<Fields> thm4_chain_p2(const Point& p) { return chain(p, true); }

}  // namespace cc::logp_checks
