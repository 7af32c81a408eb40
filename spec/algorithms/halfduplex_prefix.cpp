// Algorithms A, L, B, E and F of Lin and Hung (sections 2 to 4) as half-duplex schedules: see
// halfduplex_prefix.hpp for the integer split and E's and F's two readings.
#include "spec/algorithms/halfduplex_prefix.hpp"

#include <algorithm>
#include <mutex>

#include "spec/core/checked.hpp"
#include "spec/core/usage_error.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc::halfduplex {

namespace {

using i64 = std::int64_t;

struct Builder {
  const PrefixVariant& var;
  Reading reading;
  Schedule s;
  // Per level, reused from level to level (a sweep builds a schedule per case): the block sizes
  // c_i, the blocks' first inputs, and per block its parts' sizes and first indices (k x p).
  std::vector<i64> c, start, part, first;

  // `total` cut into `parts` sizes as equal as can be, the larger ones last, into out[0..parts).
  static void cut(i64 total, i64 parts, i64* out) {
    for (i64 j = 0; j < parts; ++j) out[j] = total / parts + (j >= parts - (total % parts));
  }
  static bool moves(Algorithm a) { return a == Algorithm::B || a == Algorithm::F; }
  static bool collectives(Algorithm a) { return a == Algorithm::E || a == Algorithm::F; }

  // Builds alg(n, p, k) on PEs base..base+p-1 for x_1..x_n. Phase 1 runs alg(v, p - k, k) on
  // the first p - k PEs, one level deeper, whose steps come first: the levels are found from the
  // top down, then built from the deepest up (a loop: the depth reaches p/k).
  void build(Algorithm alg, i64 n, Pe base, i64 p, i64 k) {
    struct Frame {
      Algorithm alg;
      i64 n, p, v;
    };
    std::vector<Frame> frames;
    while (p != 1 && n != 1) {
      const i64 top = frames.empty() ? var.top_split_delta : 0;
      const i64 v =
          std::clamp<i64>(split_v(n, p, k, var.v_round_up) + var.split_delta + top, 1, n - 1);
      frames.push_back({alg, n, p, v});
      if (moves(alg) && p - k < 2 * k + 1) alg = collectives(alg) ? Algorithm::E : Algorithm::A;
      n = v;
      p -= k;
    }
    int level = static_cast<int>(frames.size());
    Pe holder = leaf(n, base, level);
    while (!frames.empty()) {
      const Frame f = frames.back();
      frames.pop_back();
      holder = phases(f.alg, f.n, base, f.p, k, --level, f.v, holder);
    }
  }

  // The sequential prefix of x_1..x_n on PE base (p = 1 or n = 1); returns base.
  Pe leaf(i64 n, Pe base, int level) {
    s.inputs[base].push_back({1, 1, 1, 1, n});
    if (n >= 2)
      s.steps.push_back({StepKind::comp,
                         1,
                         {},
                         {{base, {1, 1, 0, 1, n - 1}, {2, 2, 1, 1, n - 1}}},
                         level,
                         false,
                         false,
                         n - 1});
    return base;
  }

  // Level `level` of alg(n, p, k) after alg(v, p - k, k) on the first p - k PEs has left 1:v on
  // `holder`: the side lane of phase 1 and phases 2..k+1; returns the PE that holds 1:n.
  Pe phases(Algorithm alg, i64 n, Pe base, i64 p, i64 k, int level, i64 v, Pe holder) {
    auto& out = s.steps;
    const auto uk = static_cast<std::size_t>(k), up = static_cast<std::size_t>(p);
    c.resize(uk);
    start.resize(uk);
    cut(n - v, k, c.data());
    for (i64 i = 0, b = v + 1; i < k; b += c[static_cast<std::size_t>(i)], ++i)
      start[static_cast<std::size_t>(i)] = b;
    const auto at = [](const std::vector<i64>& xs, i64 i) {
      return xs[static_cast<std::size_t>(i)];
    };
    const auto root = [&](i64 i) { return static_cast<Pe>(base + p - k + i); };
    for (i64 i = 0; i < k; ++i)
      if (at(c, i) > 0) s.inputs[root(i)].push_back({at(start, i), at(start, i), 1, 1, at(c, i)});
    // Each block's parts: part j of block i is z_{i, first_j .. first_j + size_j - 1}.
    part.resize(uk * up);
    first.resize(uk * up);
    for (i64 i = 0; i < k; ++i) {
      i64* sz = part.data() + static_cast<std::size_t>(i) * up;
      i64* f = first.data() + static_cast<std::size_t>(i) * up;
      cut(at(c, i), p, sz);
      for (i64 j = 0, x = 1; j < p; x += sz[j], ++j) f[j] = x;
    }
    const auto part_of = [&](i64 i, i64 j) {
      return part[static_cast<std::size_t>(i) * up + static_cast<std::size_t>(j)];
    };
    const auto part_run = [&](i64 i, i64 j) {
      const i64 b = at(start, i), sz = part_of(i, j);
      return Run{b, b + first[static_cast<std::size_t>(i) * up + static_cast<std::size_t>(j)] - 1,
                 0, 1, sz};
    };
    // Phase 1, side lane: the last k PEs compute z_i; in B and F they also exchange the parts
    // of phases 2..k+1 that pass between them (the k(k-1) moved communications).
    std::vector<Step> side;
    {
      Step scan{StepKind::comp, 1, {}, {}, level, true, false, 1};
      for (i64 i = 0; i < k; ++i) {
        const i64 b = at(start, i), len = at(c, i) - 1;
        if (len >= 1) {
          scan.ops.push_back({root(i), {b, b, 0, 1, len}, {b + 1, b + 1, 1, 1, len}});
          scan.repeat = std::max(scan.repeat, len);
        }
      }
      if (!scan.ops.empty()) side.push_back(std::move(scan));
      if (moves(alg)) {
        std::vector<Step> moved;
        // F's moved parts: one scatter per block, or B's transfers (f_moved_point_to_point).
        const bool scatter = collectives(alg) && !var.f_moved_point_to_point;
        for (i64 i = 0; i < k; ++i) {
          Step st{scatter ? StepKind::scatter : StepKind::comm, 1, {}, {}, level, true, !scatter,
                  1};
          for (i64 j = p - k; j < p; ++j) {
            const Pe d = static_cast<Pe>(base + j);
            if (d != root(i) && part_of(i, j) > 0)
              st.messages.push_back({root(i), d, {part_run(i, j)}});
          }
          if (!st.messages.empty()) moved.push_back(std::move(st));
        }
        side.insert(var.move_before_scan ? side.begin() : side.end(),
                    std::make_move_iterator(moved.begin()), std::make_move_iterator(moved.end()));
      }
    }
    out.insert(out.end(), std::make_move_iterator(side.begin()),
               std::make_move_iterator(side.end()));
    // Phases 2..k+1 on the main line.
    for (i64 i = 0; i < k; ++i) {
      const i64 ci = at(c, i), b = at(start, i);
      if (ci == 0) continue;
      const int phase = static_cast<int>(i + 2);
      const Run y = Run::one(1, b - 1);
      const Pe r = root(i);
      const bool last = i == k - 1;
      // y rides with the parts when its holder roots the scatter (phase k+1, k >= 2), except in
      // E's and F's separate reading, where it has a broadcast of its own.
      // F's own_broadcast reading: y's broadcast of its own on F's levels only.
      const bool own = alg == Algorithm::F && var.f_last == PrefixVariant::FLast::own_broadcast;
      const bool ride =
          holder == r && !(collectives(alg) && (reading == Reading::separate || own));
      std::vector<Message> ys, parts;
      bool dropped = false;
      for (i64 j = 0; j < p; ++j) {
        const Pe d = static_cast<Pe>(base + j);
        if (part_of(i, j) == 0) continue;
        const bool gets_part = d != r && !(moves(alg) && j >= p - k);
        if (gets_part && last && var.drop_last_part && !dropped) {
          dropped = true;
          if (ride) {
            parts.push_back({r, d, {y}});
            continue;
          }
        } else if (gets_part) {
          Message m{r, d, {part_run(i, j)}};
          if (ride) m.values.push_front(y);
          parts.push_back(std::move(m));
          if (ride) continue;
        }
        if (d != holder) ys.push_back({holder, d, {y}});
      }
      if (collectives(alg)) {
        // Merged reading: when P_p holds y and scatters (phase k+1), the PEs that get no part
        // (in F, the last k) get y in the same scatter: one collective. Separate reading: y's
        // broadcast, then the scatter of the parts, as in every other phase.
        // F's side_broadcast reading: the PEs without a part get y in a broadcast of their own.
        if (ride &&
            !(alg == Algorithm::F && var.f_last == PrefixVariant::FLast::side_broadcast)) {
          parts.insert(parts.end(), ys.begin(), ys.end());
          ys.clear();
        }
        if (!ys.empty()) out.push_back({StepKind::broadcast, phase, std::move(ys), {}, level});
        if (!parts.empty()) out.push_back({StepKind::scatter, phase, std::move(parts), {}, level});
      } else {
        if (!ys.empty())
          out.push_back({StepKind::comm, phase, std::move(ys), {}, level, false, true});
        if (!parts.empty())
          out.push_back({StepKind::comm, phase, std::move(parts), {}, level, false, true});
      }
      Step comp{StepKind::comp, phase, {}, {}, level, false, false, part_of(i, p - 1)};
      comp.ops.reserve(up);
      for (i64 j = 0; j < p; ++j)
        if (part_of(i, j) > 0)
          comp.ops.push_back(
              {static_cast<Pe>(base + j), {1, b - 1, 0, 0, part_of(i, j)}, part_run(i, j)});
      out.push_back(std::move(comp));
      holder = static_cast<Pe>(base + p - 1);
    }
    return holder;
  }
};

}  // namespace

void register_halfduplex_variants() {
  static std::once_flag once;
  std::call_once(once, [] {
    register_variant(std::make_shared<PrefixVariant>(
        "paper", "the paper's algorithms A, L, B, E, F (phase 1's split v as printed)", false));
    auto off = std::make_shared<PrefixVariant>(
        "planted-split-off-by-one", "planted bug: phase 1's split v one too large at every level",
        true);
    off->split_delta = 1;
    register_variant(off);
    auto drop = std::make_shared<PrefixVariant>(
        "planted-drop-last-part", "planted bug: phase k+1 skips the part for its first destination",
        true);
    drop->drop_last_part = true;
    register_variant(drop);
    auto early = std::make_shared<PrefixVariant>(
        "planted-move-before-scan",
        "planted bug: B and F move their parts before those are computed", true);
    early->move_before_scan = true;
    register_variant(early);
  });
}

std::vector<std::shared_ptr<const PrefixVariant>> variants() {
  register_halfduplex_variants();
  return variants_of<PrefixVariant>("halfduplex", "prefix");
}

const PrefixVariant& find_variant(const std::string& name) {
  const auto all = variants();
  for (const auto& v : all)
    if (v->name() == name) return *v;
  std::string known;
  for (const auto& v : all) known += (known.empty() ? "" : ", ") + v->name();
  throw UsageError("--variant: unknown halfduplex variant '" + name + "' (known: " + known + ")");
}

std::int64_t split_v(std::int64_t n, std::int64_t p, std::int64_t k, bool round_up) {
  const i128 N = formulas::N<i128>(p, k), D = formulas::D<i128>(p, k);
  const i128 v = n * N / D + (round_up && (n * N) % D != 0 ? 1 : 0);
  return std::clamp<i64>(static_cast<i64>(v), 1, std::max<i64>(1, n - 1));
}

bool paper_integral(std::int64_t n, std::int64_t p, std::int64_t k) {
  while (p > 1) {
    const i128 N = formulas::N<i128>(p, k), D = formulas::D<i128>(p, k);
    if ((n * N) % D != 0) return false;
    const i64 v = static_cast<i64>(n * N / D);
    if ((n - v) % k != 0 || ((n - v) / k) % p != 0 || v < 1) return false;
    n = v;
    p -= k;
  }
  return true;
}

const char* name(Algorithm a) {
  switch (a) {
    case Algorithm::A:
      return "A";
    case Algorithm::B:
      return "B";
    case Algorithm::E:
      return "E";
    case Algorithm::F:
      return "F";
  }
  return "?";
}

std::optional<std::string> undefined(Algorithm alg, std::int64_t n, std::int64_t p,
                                     std::int64_t k) {
  const std::string who = std::string(name(alg)) + "(n, p, k)";
  if (k < 1 || p < 2 || k >= p || (p - 1) % k != 0)
    return "p must be kq + 1 with k, q >= 1 for " + who + ": p = " + std::to_string(p) +
           ", k = " + std::to_string(k);
  if ((alg == Algorithm::B || alg == Algorithm::F) && (k < 2 || p < 2 * k + 1))
    return who +
           " is defined only for k >= 2 and p >= 2k + 1 (section 3): p = " + std::to_string(p) +
           ", k = " + std::to_string(k);
  if (n < 1) return "n must be at least 1";
  return std::nullopt;
}

const char* name(Reading r) { return r == Reading::merged ? "2k-1" : "2k"; }

Schedule algorithm(Algorithm alg, std::int64_t n, std::int64_t p, std::int64_t k,
                   const PrefixVariant& var, Reading reading) {
  Builder b{var, reading, {}, {}, {}, {}, {}};
  b.s.p = static_cast<Pe>(p);
  b.s.n = n;
  b.s.inputs.assign(static_cast<std::size_t>(p), {});
  b.build(alg, n, 0, p, k);
  return std::move(b.s);
}

}  // namespace cc::halfduplex
