// Algorithms A, L and E of seed 002 (sections 2 and 4) as half-duplex schedules: see
// halfduplex_prefix.hpp for the integer split.
#include "spec/algorithms/halfduplex_prefix.hpp"

#include <algorithm>

#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::halfduplex {

namespace {

using i64 = std::int64_t;

struct Builder {
  const Variant& var;
  Family fam;
  Schedule s;

  static std::vector<i64> cut(i64 total, i64 parts) {
    std::vector<i64> sz(static_cast<std::size_t>(parts), total / parts);
    for (i64 j = parts - (total % parts); j < parts; ++j) ++sz[static_cast<std::size_t>(j)];
    return sz;
  }

  // Builds A(n, p, k) on PEs base..base+p-1 for x_1..x_n; returns its steps and the PE that
  // holds 1:n at the end.
  std::pair<std::vector<Step>, Pe> build(i64 n, Pe base, i64 p, i64 k) {
    std::vector<Step> out;
    if (p == 1 || n == 1) {
      for (i64 i = 1; i <= n; ++i) s.inputs[base].push_back(i);
      for (i64 j = 2; j <= n; ++j)
        out.push_back({StepKind::comp, 1, {}, {{base, {1, j - 1}, {j, j}}}});
      return {out, base};
    }
    const i64 v = std::clamp<i64>(split_v(n, p, k) + var.split_delta, 1, n - 1);
    auto [left, holder] = build(v, base, p - k, k);
    const auto c = cut(n - v, k);
    std::vector<i64> start(static_cast<std::size_t>(k));
    for (i64 i = 0, b = v + 1; i < k; b += c[static_cast<std::size_t>(i)], ++i)
      start[static_cast<std::size_t>(i)] = b;
    const auto root = [&](i64 i) { return static_cast<Pe>(base + p - k + i); };
    for (i64 i = 0; i < k; ++i)
      for (i64 j = 0; j < c[static_cast<std::size_t>(i)]; ++j)
        s.inputs[root(i)].push_back(start[static_cast<std::size_t>(i)] + j);
    // Phase 1: the recursion in parallel with the last k PEs' c_i - 1 prefix steps.
    const i64 cmax = *std::max_element(c.begin(), c.end());
    std::size_t li = 0;
    for (i64 j = 1; j < cmax; ++j) {
      std::vector<Op> ops;
      for (i64 i = 0; i < k; ++i) {
        const i64 b = start[static_cast<std::size_t>(i)];
        if (j < c[static_cast<std::size_t>(i)])
          ops.push_back({root(i), {b, b + j - 1}, {b + j, b + j}});
      }
      while (li < left.size() && left[li].kind != StepKind::comp) out.push_back(left[li++]);
      if (li < left.size()) {
        Step st = left[li++];
        st.ops.insert(st.ops.end(), ops.begin(), ops.end());
        out.push_back(std::move(st));
      } else {
        out.push_back({StepKind::comp, 1, {}, std::move(ops)});
      }
    }
    while (li < left.size()) out.push_back(left[li++]);
    for (auto& st : out) st.phase = 1;
    // Phases 2..k+1.
    for (i64 i = 0; i < k; ++i) {
      const i64 ci = c[static_cast<std::size_t>(i)], b = start[static_cast<std::size_t>(i)];
      if (ci == 0) continue;
      const int phase = static_cast<int>(i + 2);
      const auto part = cut(ci, p);
      std::vector<i64> first(static_cast<std::size_t>(p));
      for (i64 j = 0, f = 1; j < p; f += part[static_cast<std::size_t>(j)], ++j)
        first[static_cast<std::size_t>(j)] = f;
      const Interval y{1, b - 1};
      const Pe r = root(i);
      auto part_values = [&](i64 j) {
        std::vector<Interval> vals;
        for (i64 t = 0; t < part[static_cast<std::size_t>(j)]; ++t)
          vals.push_back({b, b + first[static_cast<std::size_t>(j)] + t - 1});
        return vals;
      };
      const bool last = i == k - 1;
      std::vector<Message> ys, parts;
      bool dropped = false;
      for (i64 j = 0; j < p; ++j) {
        const Pe d = static_cast<Pe>(base + j);
        if (part[static_cast<std::size_t>(j)] == 0) continue;
        if (d != holder) ys.push_back({holder, d, {y}});
        if (d == r) continue;
        if (last && var.drop_last_part && !dropped) {
          dropped = true;
          if (holder == r) parts.push_back({r, d, {y}});
          continue;
        }
        auto vals = part_values(j);
        if (holder == r) vals.insert(vals.begin(), y);
        parts.push_back({r, d, std::move(vals)});
      }
      if (holder == r) ys.clear();
      if (fam == Family::E) {
        if (!ys.empty()) out.push_back({StepKind::broadcast, phase, ys, {}});
        if (!parts.empty()) out.push_back({StepKind::scatter, phase, parts, {}});
      } else {
        for (auto& m : ys) out.push_back({StepKind::comm, phase, {m}, {}});
        for (auto& m : parts) out.push_back({StepKind::comm, phase, {m}, {}});
      }
      for (i64 t = 0; t < part.back(); ++t) {
        std::vector<Op> ops;
        for (i64 j = 0; j < p; ++j)
          if (t < part[static_cast<std::size_t>(j)]) {
            const i64 z = first[static_cast<std::size_t>(j)] + t;
            ops.push_back({static_cast<Pe>(base + j), y, {b, b + z - 1}});
          }
        out.push_back({StepKind::comp, phase, {}, std::move(ops)});
      }
      holder = static_cast<Pe>(base + p - 1);
    }
    return {out, holder};
  }
};

}  // namespace

const std::vector<Variant>& variants() {
  static const std::vector<Variant> all = {
      {"paper", 0, false},
      {"planted-split-off-by-one", 1, false},
      {"planted-drop-last-part", 0, true},
  };
  return all;
}

const Variant& find_variant(const std::string& name) {
  for (const auto& v : variants())
    if (v.name == name) return v;
  std::string known;
  for (const auto& v : variants()) known += (known.empty() ? "" : ", ") + v.name;
  throw UsageError("--variant: unknown halfduplex variant '" + name + "' (known: " + known + ")");
}

std::int64_t split_v(std::int64_t n, std::int64_t p, std::int64_t k) {
  const i128 N = static_cast<i128>(p) * p - k * p + k + 1;
  const i128 D = static_cast<i128>(p) * p + k * p + k + 1;
  return std::clamp<i64>(static_cast<i64>(n * N / D), 1, std::max<i64>(1, n - 1));
}

bool paper_integral(std::int64_t n, std::int64_t p, std::int64_t k) {
  while (p > 1) {
    const i128 N = static_cast<i128>(p) * p - k * p + k + 1;
    const i128 D = static_cast<i128>(p) * p + k * p + k + 1;
    if ((n * N) % D != 0) return false;
    const i64 v = static_cast<i64>(n * N / D);
    if ((n - v) % k != 0 || ((n - v) / k) % p != 0 || v < 1) return false;
    n = v;
    p -= k;
  }
  return true;
}

Schedule algorithm_a(std::int64_t n, std::int64_t p, std::int64_t k, const Variant& var, Family f) {
  Builder b{var, f, {}};
  b.s.p = static_cast<Pe>(p);
  b.s.n = n;
  b.s.inputs.assign(static_cast<std::size_t>(p), {});
  b.s.steps = b.build(n, 0, p, k).first;
  return std::move(b.s);
}

}  // namespace cc::halfduplex
