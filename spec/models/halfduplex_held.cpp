// What one PE holds in the compressed half-duplex executor (`detail::Held`, declared in
// detail/halfduplex_executors.hpp): runs of intervals, and whether every member of an arithmetic
// family of intervals is among them (containment of one family in a union of others), without
// expanding the families. See spec/models/halfduplex.hpp, "Compression".
#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "spec/models/detail/halfduplex_executors.hpp"
#include "spec/models/halfduplex.hpp"

namespace cc::halfduplex::detail {

namespace {

// The u with G_u == (lo, hi), if any.
std::optional<i64> index_in(const Run& g, i64 lo, i64 hi) {
  i64 u = 0;
  if (g.count > 1 && !(g.dlo == 0 && g.dhi == 0)) {
    if (g.dlo != 0) {
      if ((lo - g.lo) % g.dlo != 0) return std::nullopt;
      u = (lo - g.lo) / g.dlo;
    } else {
      if ((hi - g.hi) % g.dhi != 0) return std::nullopt;
      u = (hi - g.hi) / g.dhi;
    }
  }
  if (u < 0 || u >= g.count || g.lo + u * g.dlo != lo || g.hi + u * g.dhi != hi)
    return std::nullopt;
  return u;
}

bool constant(const Run& r) { return r.count == 1 || (r.dlo == 0 && r.dhi == 0); }

// Appends the t-ranges [t0, t1) of the a_t that g contains.
void cover(const Run& a, const Run& g, std::vector<Pair>& out) {
  if (g.count <= 0) return;
  if (constant(a)) {
    if (index_in(g, a.lo, a.hi)) out.push_back({0, a.count});
    return;
  }
  if (constant(g)) {
    if (auto t = index_in(a, g.lo, g.hi)) out.push_back({*t, *t + 1});
    return;
  }
  if (a.dlo == g.dlo && a.dhi == g.dhi) {  // a_t = g_{t + d}
    i64 d = 0;
    if (a.dlo != 0) {
      if ((a.lo - g.lo) % a.dlo != 0) return;
      d = (a.lo - g.lo) / a.dlo;
    } else {
      if ((a.hi - g.hi) % a.dhi != 0) return;
      d = (a.hi - g.hi) / a.dhi;
    }
    if (g.lo + d * g.dlo != a.lo || g.hi + d * g.dhi != a.hi) return;
    const i64 t0 = std::max<i64>(0, -d), t1 = std::min(a.count, g.count - d);
    if (t0 < t1) out.push_back({t0, t1});
    return;
  }
  const i64 det = g.dlo * a.dhi - a.dlo * g.dhi;
  if (det == 0) {  // parallel directions of different lengths: at most a.count points
    for (i64 t = 0; t < a.count; ++t)
      if (index_in(g, a.lo + t * a.dlo, a.hi + t * a.dhi)) out.push_back({t, t + 1});
    return;
  }
  const i64 r1 = g.lo - a.lo, r2 = g.hi - a.hi, num = g.dlo * r2 - g.dhi * r1;
  if (num % det != 0) return;
  const i64 t = num / det;
  if (t >= 0 && t < a.count && index_in(g, a.lo + t * a.dlo, a.hi + t * a.dhi))
    out.push_back({t, t + 1});
}

}  // namespace

void Held::add(const Run& r) {
  if (constant(r)) return add_fixed(r.lo, r.hi, r.hi);
  if (r.dlo != 0) return other_.push_back(r);
  if (r.dhi == 1) return add_fixed(r.lo, r.hi, r.hi + r.count - 1);
  if (r.dhi == -1) return add_fixed(r.lo, r.hi - r.count + 1, r.hi);
  for (i64 t = 0; t < r.count; ++t) add_fixed(r.lo, r.hi + t * r.dhi, r.hi + t * r.dhi);
}

i64 Held::first_gap(const Run& a, const Run* self) const {
  thread_local std::vector<Pair> iv;
  iv.clear();
  for (const auto& g : other_) cover(a, g, iv);
  if (self && !constant(a) && self->dlo == a.dlo && self->dhi == a.dhi) {
    const std::size_t from = iv.size();
    cover(a, *self, iv);
    for (std::size_t i = from; i < iv.size(); ++i) {
      const Interval x = a.at(iv[i].first);
      const auto u = index_in(*self, x.lo, x.hi);
      if (!u || *u >= iv[i].first) iv[i] = {0, 0};  // a_t = self_u with u >= t: not yet made
    }
  }
  i64 t = 0;
  while (t < a.count) {
    bool moved = false;
    for (const auto& [t0, t1] : iv)
      if (t0 <= t && t < t1) {
        t = t1;
        moved = true;
      }
    if (moved) continue;
    const Interval x = a.at(t);
    const auto e = fixed_end(x.lo, x.hi);
    if (!e) return t;
    if (constant(a)) return a.count;
    t += (a.dlo == 0 && a.dhi == 1) ? *e - x.hi + 1 : 1;
  }
  return a.count;
}

void Held::prefixes(std::vector<Pair>& his) const {
  for (const auto& e : fixed_)
    if (e[0] == 1) his.push_back({e[1], e[2]});
  for (const auto& r : other_)
    if ((1 - r.lo) % r.dlo == 0) {
      const i64 t = (1 - r.lo) / r.dlo;
      if (t >= 0 && t < r.count) his.push_back({r.hi + t * r.dhi, r.hi + t * r.dhi});
    }
}

// Both searches look at the last entry first: most values come in order of (lo, first hi).
void Held::add_fixed(i64 lo, i64 h0, i64 h1) {
  auto it = fixed_.end();
  if (!fixed_.empty() && std::pair(lo, h0) < std::pair(fixed_.back()[0], fixed_.back()[1]))
    it = std::upper_bound(fixed_.begin(), fixed_.end(), Entry{lo, h0, h1},
                          [](const Entry& x, const Entry& y) {
                            return std::pair(x[0], x[1]) < std::pair(y[0], y[1]);
                          });
  if (it != fixed_.begin() && (*(it - 1))[0] == lo && (*(it - 1))[2] + 1 >= h0) {
    --it;
    (*it)[2] = std::max((*it)[2], h1);
  } else {
    it = fixed_.insert(it, Entry{lo, h0, h1});
  }
  auto next = it + 1;
  while (next != fixed_.end() && (*next)[0] == lo && (*next)[1] <= (*it)[2] + 1) {
    (*it)[2] = std::max((*it)[2], (*next)[2]);
    ++next;
  }
  fixed_.erase(it + 1, next);
}

std::optional<i64> Held::fixed_end(i64 lo, i64 hi) const {
  auto it = fixed_.end();
  if (!fixed_.empty() && std::pair(lo, hi) < std::pair(fixed_.back()[0], fixed_.back()[1]))
    it = std::upper_bound(
        fixed_.begin(), fixed_.end(), std::pair(lo, hi),
        [](const std::pair<i64, i64>& x, const Entry& y) { return x < std::pair(y[0], y[1]); });
  if (it == fixed_.begin()) return std::nullopt;
  --it;
  if ((*it)[0] != lo || (*it)[2] < hi) return std::nullopt;
  return (*it)[2];
}

}  // namespace cc::halfduplex::detail
