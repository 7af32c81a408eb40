// Checkers of Lin and Hung for the asymptotic statements made concrete
// (Theorem 6, B's and E's, F's cost optimality, C = Theta(n/p), S = Theta(p^2)), B's components
// phase by phase, section 5's statements on the other families and on the sum of 1024 inputs,
// Theorem 3 where the paper's quotients are integers, section 6's A against L and every family
// against PLL, and the worked examples of section 2 phase by phase.
// Everything is executed on the half-duplex executor (spec/models/halfduplex.hpp) at the n where
// every quotient of the paper is an integer (n = m(p^2 + kp + k + 1)/2), except section 5's
// statements, which the paper makes for every n above its precondition (and for n = 1024, p =
// 256), run with collcheck's integer split. Every bound is compared in exact integers.
//
// The constants (each claim's statement says why):
//  - pC < 2n at integral n (Theorem 2: p(p + k) < p^2 + kp + k + 1), and C + 1 >= (2p - 1)n/p^2
//    ((k + 1)/(p^2 + kp + k + 1) <= 1/2p, equal at k = p - 1);
//  - R < 2p^2 for A (Theorem 4; R(n, p, p - 1) = (2p - 3)(p - 1)); S < 5p^2/4 for B and
//    S >= 17p^2/25 (the sum of section 3's components, S = k(2k-1)q(q+1)/2 - (k-1)^2(q-1) for
//    p = kq + 1: 5p^2 - 4S = k^2(q^2 - 4) + 2kq^2 + 4kq + 8k + 4q + 1 > 0 and 100S - 68p^2 >=
//    28q^2 - 72q + 32 >= 0 for k, q >= 2, equal at p = 5, k = 2); T <= 4(p - 1) ceil(log2 p) for
//    E and F (halfduplex.e.t_plogp, halfduplex.alg_f.vs_e).
#include "checkers/halfduplex/bounds.hpp"

#include <algorithm>
#include <unordered_set>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/halfduplex/table.hpp"
#include "checkers/registry.hpp"
#include "spec/claims/halfduplex_assumptions.hpp"
#include "spec/core/checked.hpp"
#include "spec/models/halfduplex_formulas.hpp"

namespace cc::halfduplex_checks {

using namespace halfduplex;
using i64 = std::int64_t;

namespace {

bool smoke(Budget b) { return b == Budget::smoke; }

i128 D(i64 p, i64 k) { return formulas::D<i128>(p, k); }
bool precondition(i64 n, i64 p, i64 k) { return 2 * i128{n} >= D(p, k); }
std::string dec(i128 v) {
  return v < 0 ? "-" + to_decimal(static_cast<u128>(-v)) : to_decimal(static_cast<u128>(v));
}
std::string frac(i128 num, i128 den) {
  return num % den == 0 ? dec(num / den) : dec(num) + "/" + dec(den);
}
i64 ceil_log2(i64 x) {
  i64 t = 0;
  while ((i64{1} << t) < x) ++t;
  return t;
}

const PrefixVariant& variant_of(const RunContext& ctx) {
  return find_variant(ctx.variant.empty() ? "paper" : ctx.variant);
}

// An executed run, or the failure (a violation or a missing prefix) that stops the check.
struct Ran {
  Row row;
  std::optional<Fields> failure;
};
Ran ran(Algorithm alg, i64 n, i64 p, i64 k, const PrefixVariant& var) {
  Ran r;
  r.row = run_row(alg, n, p, k, var, r.failure);
  if (r.failure) r.failure->insert(r.failure->begin(), {"algorithm", std::string(name(alg))});
  return r;
}

}  // namespace

i64 least_integral_at_least(i64 x, i64 p, i64 k) {
  const i64 half = static_cast<i64>(D(p, k) / 2);
  return std::max<i64>(1, (x + half - 1) / half) * half;
}

// ---- Theorem 6, section 3 (B), section 4: cost optimality as a bound over m and p ----

std::optional<Fields> check_cost(const CostBound& b, i64 p, i64 k, i64 m,
                                 const PrefixVariant& var) {
  if (undefined(b.alg, p, p, k)) return std::nullopt;
  const i64 lg = collective_cost(p) / 2;  // ceil(log2 p)
  i64 base = p * p * p;
  if (b.below)
    base = p * p;
  else if (b.alg == Algorithm::E || b.alg == Algorithm::F)
    base = p * p * lg;
  const i64 n = least_integral_at_least(m * base, p, k);
  const Ran r = ran(b.alg, n, p, k, var);
  if (r.failure) return r.failure;
  const i128 cost = i128{p} * (r.row.C + r.row.R);
  bool ok;
  std::string bound;
  if (!b.below) {
    ok = cost * m * b.c_den < (2 * i128{m} * b.c_den + b.c_num) * n;
    bound = frac((2 * i128{m} * b.c_den + b.c_num) * n, i128{m} * b.c_den);
  } else {
    ok = cost * (m + 1) * b.c_den >= i128{b.c_num} * (p - 1) * n;
    bound = frac(i128{b.c_num} * (p - 1) * n, i128{m + 1} * b.c_den);
  }
  if (ok) return std::nullopt;
  return Fields{{"algorithm", std::string(name(b.alg))},
                {"n", n},
                {"C", r.row.C},
                {b.alg == Algorithm::B   ? "S"
                 : b.alg == Algorithm::A ? "R"
                                         : "T",
                 r.row.R},
                {"p(C+R)", dec(cost)},
                {b.below ? "at least" : "below", bound}};
}

// ---- C = Theta(n/p) (sections 3 and 4), S = Theta(p^2) (section 3) ----

std::optional<Fields> check_c_theta(i64 p, i64 k, i64 m, bool strict_lower,
                                    const PrefixVariant& var) {
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const Ran r = ran(Algorithm::A, n, p, k, var);
  if (r.failure) return r.failure;
  const i128 lo = i128{2 * p - 1} * n, at = i128{p} * p * (r.row.C + 1);
  const bool lower = strict_lower ? lo < at : lo <= at;
  const bool upper = i128{p} * (r.row.C + 1) < 2 * i128{n};
  if (lower && upper) return std::nullopt;
  return Fields{{"n", n},
                {"C executed", r.row.C},
                {"(2p-1)n/p^2 - 1", frac(lo - i128{p} * p, i128{p} * p)},
                {"2n/p - 1", frac(2 * i128{n} - p, p)}};
}

std::optional<Fields> check_s_theta(i64 p, i64 k, i64 m, i64 lo_num, i64 lo_den,
                                    const PrefixVariant& var) {
  if (undefined(Algorithm::B, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const Ran r = ran(Algorithm::B, n, p, k, var);
  if (r.failure) return r.failure;
  const i128 S = r.row.R, p2 = i128{p} * p;
  if (lo_num * p2 <= lo_den * S && 4 * S < 5 * p2) return std::nullopt;
  return Fields{{"n", n},
                {"S executed", r.row.R},
                {"lower bound", frac(lo_num * p2, lo_den)},
                {"5p^2/4", frac(5 * p2, 4)}};
}

// ---- section 5 ----

std::optional<Fields> check_all_active(Algorithm alg, i64 n, i64 p, i64 k,
                                       const PrefixVariant& var) {
  const Ran r = ran(alg, n, p, k, var);
  if (r.failure) return r.failure;
  if (r.row.all_active) return std::nullopt;
  return Fields{{"algorithm", std::string(name(alg))},
                {"v", split_v(n, p, k)},
                {"every PE computes in phases 2..k+1", false},
                {"n >= (p^2+kp+k+1)/2", precondition(n, p, k)}};
}

// ---- Theorem 3 at integral n ----

std::optional<Fields> check_thm3_at(i64 n, i64 a, i64 b, i64 d, i64 e, const PrefixVariant& var) {
  const Ran ab = ran(Algorithm::A, n, a, b, var), db = ran(Algorithm::A, n, d, b, var),
            de = ran(Algorithm::A, n, d, e, var);
  for (const Ran* x : {&ab, &db, &de})
    if (x->failure) return x->failure;
  if (ab.row.C > db.row.C && db.row.C > de.row.C) return std::nullopt;
  return Fields{{"n", n}, {"C(n,a,b)", ab.row.C}, {"C(n,d,b)", db.row.C}, {"C(n,d,e)", de.row.C}};
}

// ---- section 5: the sum of n inputs ----

i64 least_sum_steps_exhaustive(i64 n, int arity) {
  if (n <= 1) return 0;
  if (n > 8) throw std::logic_error("least_sum_steps_exhaustive: n > 8");
  // The value i:j is bit (i-1)n + (j-1); a state is the set of values formed so far.
  const auto bit = [n](i64 i, i64 j) { return std::uint64_t{1} << ((i - 1) * n + (j - 1)); };
  std::uint64_t start = 0;
  for (i64 i = 1; i <= n; ++i) start |= bit(i, i);
  // The values one operation can form from those of s: a (+) b (and a (+) b (+) c for the
  // planted ternary operation) by the witness's rule (adjacent and in order), not yet formed.
  const auto formable = [&](std::uint64_t s) {
    std::vector<witness::Interval> held;
    for (i64 i = 1; i <= n; ++i)
      for (i64 j = i; j <= n; ++j)
        if (s & bit(i, j)) held.push_back({i, j});
    std::uint64_t out = 0;
    for (const auto& a : held)
      for (const auto& b : held) {
        const witness::Interval ab = witness::combine(a, b);
        if (!ab.valid()) continue;
        if (arity == 2) out |= bit(ab.lo, ab.hi);
        if (arity == 3)
          for (const auto& c : held)
            if (const auto abc = witness::combine(ab, c); abc.valid()) out |= bit(abc.lo, abc.hi);
      }
    return out & ~s;
  };
  std::vector<std::uint64_t> layer{start};
  for (i64 t = 1;; ++t) {
    std::unordered_set<std::uint64_t> next;
    for (const std::uint64_t s : layer) {
      const std::uint64_t a = formable(s);
      if (a & bit(1, n)) return t;
      for (std::uint64_t x = a; x != 0; x = (x - 1) & a) next.insert(s | x);
    }
    layer.assign(next.begin(), next.end());
  }
}

i64 least_sum_steps_lengths(i64 n, int arity) {
  // i:j can be formed within t steps exactly when its length is in L_t (L_0 = {1}; a length is
  // added when it is the sum of `arity` lengths of L_t): the greatest set reachable in t steps
  // holds every value any schedule forms in t steps (the operations available only grow with
  // the set), and the rule does not depend on where i:j lies in 1..n.
  if (n <= 1) return 0;
  const std::size_t W = static_cast<std::size_t>(n / 64 + 1);
  std::vector<std::uint64_t> L(W, 0);
  L[0] = 2;  // length 1
  const auto has = [](const std::vector<std::uint64_t>& s, i64 x) {
    return (s[static_cast<std::size_t>(x / 64)] >> (x % 64)) & 1;
  };
  const auto or_shifted = [&](std::vector<std::uint64_t>& into, const std::vector<std::uint64_t>& s,
                              i64 by) {
    const std::size_t w = static_cast<std::size_t>(by / 64), r = static_cast<std::size_t>(by % 64);
    for (std::size_t i = W; i-- > w;) {
      std::uint64_t v = s[i - w] << r;
      if (r && i - w >= 1) v |= s[i - w - 1] >> (64 - r);
      into[i] |= v;
    }
  };
  for (i64 t = 1;; ++t) {
    std::vector<std::uint64_t> next = L, two = L;
    for (i64 a = 1; a <= n; ++a)
      if (has(L, a)) or_shifted(two, L, a);  // two: L and every a + b
    if (arity == 2) next = two;
    if (arity == 3)
      for (i64 a = 1; a <= n; ++a)
        if (has(L, a)) or_shifted(next, two, a);
    if (has(next, n)) return t;
    L = std::move(next);
    if (t > 2 * n) throw std::logic_error("least_sum_steps_lengths: no progress");
  }
}

namespace {

// A binary tree of additions on ceil(n/2) PEs: PE i starts with x_{2i+1}, x_{2i+2}; each round
// the PE of every second block sends it to the PE of the block before, which combines them.
Schedule tree_sum(i64 n) {
  Schedule s;
  const i64 p = (n + 1) / 2;
  s.p = static_cast<Pe>(p);
  s.n = n;
  s.inputs.assign(static_cast<std::size_t>(p), {});
  for (i64 i = 1; i <= n; ++i)
    s.inputs[static_cast<std::size_t>((i - 1) / 2)].push_back(Run::one(i, i));
  struct Block {
    Pe pe;
    i64 lo, hi;
  };
  std::vector<Block> blocks;
  Step first{StepKind::comp, 1, {}, {}, 0, false, false, 1};
  for (i64 q = 0; q < p; ++q) {
    const i64 lo = 2 * q + 1, hi = std::min(n, 2 * q + 2);
    if (hi > lo) first.ops.push_back({static_cast<Pe>(q), Run::one(lo, lo), Run::one(hi, hi)});
    blocks.push_back({static_cast<Pe>(q), lo, hi});
  }
  if (!first.ops.empty()) s.steps.push_back(std::move(first));
  while (blocks.size() > 1) {
    Step send{StepKind::comm, 1, {}, {}, 0, false, false, 1};
    Step add{StepKind::comp, 1, {}, {}, 0, false, false, 1};
    std::vector<Block> next;
    for (std::size_t j = 0; j < blocks.size(); j += 2) {
      if (j + 1 == blocks.size()) {
        next.push_back(blocks[j]);
        continue;
      }
      const Block &x = blocks[j], &y = blocks[j + 1];
      send.messages.push_back({y.pe, x.pe, {Run::one(y.lo, y.hi)}});
      add.ops.push_back({x.pe, Run::one(x.lo, x.hi), Run::one(y.lo, y.hi)});
      next.push_back({x.pe, x.lo, y.hi});
    }
    s.steps.push_back(std::move(send));
    s.steps.push_back(std::move(add));
    blocks = std::move(next);
  }
  return s;
}

// The sum of n inputs: the least number of computation steps over every schedule is
// ceil(log2 n): exhaustively for n <= exhaustive_to, over lengths for every n, and a binary tree
// meets it on the executor (for n <= tree_to and n = 1024).
std::optional<Fields> check_sum(i64 n, i64 exhaustive_to, i64 tree_to) {
  const i64 want = ceil_log2(n);
  const i64 by_lengths = least_sum_steps_lengths(n, 2);
  Fields f{{"ceil(log2 n)", want}, {"least (lengths)", by_lengths}};
  if (by_lengths != want) return f;
  if (n <= exhaustive_to) {
    const i64 all = least_sum_steps_exhaustive(n, 2);
    f.push_back({"least (every schedule)", all});
    if (all != want) return f;
  }
  if (n <= tree_to || n == 1024) {
    const Schedule s = tree_sum(n);
    const Execution ex = execute(s);
    const auto held = holdings(s, s.steps.size());
    bool sum = false;
    if (held)
      for (const auto& h : *held)
        sum = sum || std::find(h.begin(), h.end(), witness::Interval{1, n}) != h.end();
    f.push_back({"tree: computation steps", ex.computation_steps});
    f.push_back({"tree: legal and forms 1:n", !ex.violation && sum});
    if (ex.violation || !sum || ex.computation_steps != want) return f;
  }
  return std::nullopt;
}

// ---- the worked examples of section 2, phase by phase ----

// A(n, p, 3) with n = unit m: v = v_units m, c = c_units m, each part m values.
struct Example {
  i64 p, unit, v_units, c_units, phase1_R;
  int y_sender[3], root[3];  // phases 2, 3, 4, 1-based PEs
  bool exact_parts;          // P_j receives z_{i, (j-1)m+1 .. jm}
};
const Example kP4{4, 16, 4, 4, 0, {1, 4, 4}, {2, 3, 4}, true};
const Example kP7{7, 37, 16, 7, 15, {4, 7, 7}, {5, 6, 7}, false};

// Top-level steps: the index of the first step of phase ph (phases >= 2 only) and of its
// computation block.
std::size_t first_of(const Schedule& s, int ph) {
  for (std::size_t i = 0; i < s.steps.size(); ++i)
    if (s.steps[i].level == 0 && !s.steps[i].side && s.steps[i].phase >= ph) return i;
  return s.steps.size();
}
std::size_t comp_of(const Schedule& s, int ph) {
  for (std::size_t i = first_of(s, ph); i < s.steps.size(); ++i)
    if (s.steps[i].kind == StepKind::comp) return i;
  return s.steps.size();
}
using Held = std::vector<std::vector<witness::Interval>>;
bool holds(const Held& h, i64 pe, i64 lo, i64 hi) {
  const auto& x = h[static_cast<std::size_t>(pe - 1)];
  return std::find(x.begin(), x.end(), witness::Interval{lo, hi}) != x.end();
}
// The t (1..c) with z_{i,t} = b:(b + t - 1) held by P_pe, b = v + (i-1)c + 1.
std::vector<i64> z_held(const Held& h, i64 pe, i64 b, i64 c) {
  std::vector<i64> ts;
  for (const auto& x : h[static_cast<std::size_t>(pe - 1)])
    if (x.lo == b && x.hi < b + c) ts.push_back(x.hi - b + 1);
  return ts;
}

std::optional<Fields> check_example_phases(const Example& e, i64 m, const PrefixVariant& var) {
  const i64 p = e.p, k = 3, n = e.unit * m, v = e.v_units * m, c = e.c_units * m;
  const Schedule s = algorithm(Algorithm::A, n, p, k, var);
  const Execution ex = execute(s);
  if (ex.violation || ex.missing)
    return Fields{{"n", n},
                  {"legal", !ex.violation},
                  {"missing prefix", ex.missing ? "1:" + std::to_string(*ex.missing) : "none"}};
  const auto bad = [&](int ph, const std::string& what, i64 got, i64 want) {
    return Fields{{"n", n}, {"phase", ph}, {"what", what}, {"executed", got}, {"paper", want}};
  };
  const auto phase_counts = [](const Execution& x, int ph) {
    for (const auto& pc : x.phases)
      if (pc.phase == ph) return std::pair<i64, i64>{pc.computation, pc.communication};
    return std::pair<i64, i64>{0, 0};
  };
  const auto at = [&](std::size_t steps) { return holdings(s, steps); };
  // Phase 1.
  const auto [c1, r1] = phase_counts(ex, 1);
  if (c1 != c - 1) return bad(1, "computation steps", c1, c - 1);
  if (r1 != e.phase1_R) return bad(1, "communication steps", r1, e.phase1_R);
  const auto h1 = at(first_of(s, 2));
  if (!h1) return bad(1, "legal", 0, 1);
  if (!holds(*h1, p - k, 1, v)) return bad(1, "P_{p-k} holds y_v", 0, 1);
  for (i64 i = 1; i <= k; ++i)
    if (const i64 got = static_cast<i64>(z_held(*h1, p - k + i, v + (i - 1) * c + 1, c).size());
        got != c)
      return bad(1, "P_" + std::to_string(p - k + i) + " holds z_" + std::to_string(i) + ",t", got,
                 c);
  for (int ph = 2; ph <= k + 1; ++ph) {
    const i64 i = ph - 1, y = v + (i - 1) * c, b = y + 1;
    const int sender = e.y_sender[ph - 2], root = e.root[ph - 2];
    const auto [cp, rp] = phase_counts(ex, ph);
    const i64 want_r = ph <= k ? 2 * (p - 1) : p - 1;
    if (cp != m) return bad(ph, "computation steps", cp, m);
    if (rp != want_r) return bad(ph, "communication steps", rp, want_r);
    // y: before the phase only its sender holds it among the PEs; its first transfer (with the
    // parts in phase k + 1) takes p - 1 steps and leaves y on every PE.
    const std::size_t f = first_of(s, ph);
    const auto before = at(f), after_y = at(f + 1);
    if (!before || !after_y) return bad(ph, "legal", 0, 1);
    for (i64 q = 1; q <= p; ++q) {
      if (holds(*before, q, 1, y) != (q == sender))
        return bad(ph, "P_" + std::to_string(q) + " holds y_" + std::to_string(y) + " first", q,
                   sender);
      if (!holds(*after_y, q, 1, y))
        return bad(ph, "P_" + std::to_string(q) + " holds y after its transfer", 0, 1);
    }
    Schedule head = s;
    head.steps.resize(f + 1);
    if (const i64 ry = phase_counts(execute(head), ph).second; ry != p - 1)
      return bad(ph, "communication steps of the transfer of y", ry, p - 1);
    // The parts: the root keeps z_i, every other PE gets m of its values (p = 4: the j-th m).
    const auto parts = at(comp_of(s, ph));
    if (!parts) return bad(ph, "legal", 0, 1);
    for (i64 q = 1; q <= p; ++q) {
      const auto ts = z_held(*parts, q, b, c);
      const i64 want = q == root ? c : m;
      if (static_cast<i64>(ts.size()) != want)
        return bad(ph, "values of z_" + std::to_string(i) + " on P_" + std::to_string(q),
                   static_cast<i64>(ts.size()), want);
      if (e.exact_parts && q != root && (ts.front() != (q - 1) * m + 1 || ts.back() != q * m))
        return bad(ph, "first t of z_" + std::to_string(i) + ",t on P_" + std::to_string(q),
                   ts.front(), (q - 1) * m + 1);
    }
    // At the end of the phase P_p has y_{v + ic}.
    const auto end = at(comp_of(s, ph) + 1);
    if (!end || !holds(*end, p, 1, y + c)) return bad(ph, "P_p holds y_{v+ic}", 0, 1);
  }
  return std::nullopt;
}

// The first example as printed: "After phase 1 has completed, P_1 obtains z_{1,1}, ...,
// z_{1,n/4}; P_3 obtains z_{2,1}, ..., z_{2,n/4}; and P_4 obtains z_{3,1}, ..., z_{3,n/4}".
std::optional<Fields> check_p4_after_phase1(i64 m, const PrefixVariant& var) {
  const i64 n = 16 * m, v = 4 * m, c = 4 * m;
  const Schedule s = algorithm(Algorithm::A, n, 4, 3, var);
  const auto h = holdings(s, first_of(s, 2));
  if (!h) return Fields{{"n", n}, {"legal", false}};
  const i64 printed[3] = {1, 3, 4};
  bool ok = true;
  for (i64 i = 1; i <= 3; ++i)
    ok = ok && static_cast<i64>(z_held(*h, printed[i - 1], v + (i - 1) * c + 1, c).size()) == c;
  if (ok) return std::nullopt;
  Fields f{{"n", n}};
  for (i64 q = 1; q <= 2; ++q)
    f.push_back({"P_" + std::to_string(q) + " holds of z_{1,1..n/4}",
                 static_cast<i64>(z_held(*h, q, v + 1, c).size())});
  f.push_back({"P_1 holds y_{n/4}", holds(*h, 1, 1, v)});
  return f;
}

// ---- section 3: B's communication steps, component by component and phase by phase ----

std::optional<Fields> check_s_components(i64 p, i64 k, i64 m, const PrefixVariant& var) {
  if (undefined(Algorithm::B, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2), v = split_v(n, p, k);
  const Execution ex = execute(algorithm(Algorithm::B, n, p, k, var));
  if (ex.violation || ex.missing) return Fields{{"n", n}, {"legal", !ex.violation}};
  const Algorithm inner = p - k >= 2 * k + 1 ? Algorithm::B : Algorithm::A;
  const Ran first = ran(inner, v, p - k, k, var);
  if (first.failure) return first.failure;
  for (const auto& pc : ex.phases) {
    i64 want = 0;
    if (pc.phase == 1) want = first.row.R;        // (i); the k(k - 1) moved steps fit beside it
    if (pc.phase >= 2) want = (p - 1) + (p - k);  // (ii) or (iii), and (iv)
    if (pc.phase == k + 1) want = p - 1;          // (iii), (iv) merged into it
    if (pc.communication != want || (pc.phase == 1 && first.row.R < k * (k - 1)))
      return Fields{{"n", n},
                    {"phase", pc.phase},
                    {"communication steps", pc.communication},
                    {"components", want},
                    {std::string("S(v, p-k, k) of ") + name(inner), first.row.R}};
  }
  return std::nullopt;
}

// ---- section 6: A against L, and every family against PLL ----

// At the least n integral for A(n, p, k) and L = A(n, p, 1), k >= 2: C(A) < C(L), and R(A) <=
// R(L) when p >= 2k^2 - 3k + 1 (A faster for every tau), R(A) > R(L) otherwise (tau decides).
std::optional<Fields> check_a_vs_l(i64 p, i64 k, const PrefixVariant& var) {
  const i64 n = halfduplex_assumptions::least_integral_n_b_and_l(p, k);
  const Ran a = ran(Algorithm::A, n, p, k, var), l = ran(Algorithm::A, n, p, 1, var);
  if (a.failure) return a.failure;
  if (l.failure) return l.failure;
  const bool large = p >= 2 * k * k - 3 * k + 1;
  if (a.row.C < l.row.C && (large ? a.row.R <= l.row.R : a.row.R > l.row.R)) return std::nullopt;
  return Fields{{"n", n},          {"p >= 2k^2-3k+1", large}, {"C(A)", a.row.C},
                {"C(L)", l.row.C}, {"R(A)", a.row.R},         {"R(L)", l.row.R}};
}

// PLL takes 2n/p + 1.44 log2 p - 1 computation and 1.44 log2 p + 1 communication steps: at
// integral n every family takes fewer computation steps (C < 2n/p - 1 suffices) and more
// communication steps (100 R > 144 ceil(log2 p) + 100 suffices; E and F with the paper's cost
// 2 log2 q of a collective, from below).
std::optional<Fields> check_vs_pll(Algorithm alg, i64 p, i64 k, i64 m, const PrefixVariant& var) {
  if (undefined(alg, p, p, k)) return std::nullopt;
  const i64 n = m * static_cast<i64>(D(p, k) / 2);
  const bool coll = alg == Algorithm::E || alg == Algorithm::F;
  const Execution x = execute(algorithm(alg, n, p, k, var), coll ? kPaperLower : CostModel{});
  if (x.violation || x.missing)
    return Fields{{"algorithm", std::string(name(alg))}, {"legal", !x.violation}};
  const i128 scale = coll ? kLogScale : 1, lg = collective_cost(p) / 2;
  const bool fewer = i128{p} * (x.computation_steps + 1) < 2 * i128{n};
  const bool more = 100 * i128{x.communication_steps} > (144 * lg + 100) * scale;
  if (fewer && more) return std::nullopt;
  return Fields{{"algorithm", std::string(name(alg))},
                {"n", n},
                {"C", x.computation_steps},
                {"2n/p - 1", frac(2 * i128{n} - p, p)},
                {"communication steps (2^-40 for E, F)", x.communication_steps},
                {"1.44 ceil(log2 p) + 1", frac(144 * lg + 100, 100)}};
}

// ---- registration ----

using CaseFnB = std::function<std::optional<Fields>(const Point&, const RunContext&)>;

Checker ex(const std::string& id, std::function<std::vector<Axis>(Budget)> axes, CaseFnB fn,
           std::function<bool(const Point&)> adm, bool variant) {
  return {id,
          [=](const RunContext& ctx) {
            return run_exhaustive(
                {id, axes(ctx.budget), adm, [&](const Point& p) { return fn(p, ctx); }, {}}, ctx);
          },
          variant};
}

bool pk_ok(const Point& x) { return x[1] < x[0] && (x[0] - 1) % x[1] == 0; }
bool pk_b_ok(const Point& x) { return pk_ok(x) && x[1] >= 2 && x[0] >= 2 * x[1] + 1; }

// p, k, m: every p <= P, every k with p = kq + 1, m = 1..M.
std::function<std::vector<Axis>(Budget)> pkm(i64 ps, i64 pc, i64 pd, i64 ms, i64 mc, i64 md) {
  return [=](Budget b) {
    const i64 P = smoke(b)          ? ps
                  : b == Budget::ci ? pc
                                    : pd,
              M = smoke(b)          ? ms
                  : b == Budget::ci ? mc
                                    : md;
    return std::vector<Axis>{{"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"m", 1, M, 1, 64}};
  };
}

}  // namespace

}  // namespace cc::halfduplex_checks

namespace cc {

std::vector<Checker> halfduplex_bound_checkers() {
  using namespace halfduplex_checks;
  std::vector<Checker> v;
  const auto cost = [](CostBound b) {
    return [b](const Point& x, const RunContext& c) {
      return check_cost(b, x[0], x[1], x[2], variant_of(c));
    };
  };
  v.push_back(ex("halfduplex.thm6.cost_optimal", pkm(8, 64, 128, 2, 4, 8),
                 cost({Algorithm::A, false, 2, 1}), pk_ok, true));
  v.push_back(ex("halfduplex.thm6.below_cubic", pkm(8, 64, 128, 2, 4, 8),
                 cost({Algorithm::A, true, 3, 4}), pk_ok, true));
  v.push_back(ex("halfduplex.sec3.b_cost_optimal", pkm(12, 64, 128, 2, 4, 8),
                 cost({Algorithm::B, false, 5, 4}), pk_b_ok, true));
  v.push_back(ex(
      "halfduplex.sec4.cost_optimal", pkm(8, 64, 128, 2, 4, 8),
      [](const Point& x, const RunContext& c) {
        if (auto f = check_cost({Algorithm::E, false, 4, 1}, x[0], x[1], x[2], variant_of(c)))
          return f;
        return check_cost({Algorithm::F, false, 4, 1}, x[0], x[1], x[2], variant_of(c));
      },
      pk_ok, true));
  v.push_back(ex(
      "halfduplex.sec4.c_theta", pkm(8, 48, 64, 4, 8, 16),
      [](const Point& x, const RunContext& c) {
        return check_c_theta(x[0], x[1], x[2], false, variant_of(c));
      },
      pk_ok, true));
  v.push_back(ex(
      "halfduplex.s.theta", pkm(20, 96, 192, 1, 2, 2),
      [](const Point& x, const RunContext& c) {
        return check_s_theta(x[0], x[1], x[2], 17, 25, variant_of(c));
      },
      pk_b_ok, true));
  v.push_back(ex(
      "halfduplex.s.components", pkm(12, 32, 64, 1, 2, 4),
      [](const Point& x, const RunContext& c) {
        return check_s_components(x[0], x[1], x[2], variant_of(c));
      },
      pk_b_ok, true));
  // Section 5 for B, E and F over the shared tables (every n in [p, 4p^2] meeting the
  // precondition).
  v.push_back(ex(
      "halfduplex.sec5.precondition_bef",
      [](Budget b) {
        const i64 P = table_pmax(b);
        return std::vector<Axis>{
            {"p", 2, P, 2, 1024}, {"k", 1, P - 1, 1, 1023}, {"n", 2, 4 * P * P, 2, 1 << 22}};
      },
      [](const Point& x, const RunContext& ctx) -> std::optional<Fields> {
        const i64 p = x[0], k = x[1], n = x[2];
        if (!precondition(n, p, k)) return std::nullopt;
        for (const auto alg : {Algorithm::B, Algorithm::E, Algorithm::F}) {
          if (undefined(alg, n, p, k)) continue;
          if (!ctx.pinned && p <= table_pmax(ctx.budget)) {
            const Table& t =
                table(alg, table_pmax(ctx.budget), ctx.variant, static_cast<int>(ctx.jobs));
            if (t.covers(p, k, n)) {
              const Row& r = t.at(p, k, n);
              if (r.failure >= 0) return t.failure(r);
              if (!r.all_active) return check_all_active(alg, n, p, k, variant_of(ctx));
              continue;
            }
          }
          if (auto f = check_all_active(alg, n, p, k, variant_of(ctx))) return f;
        }
        return std::nullopt;
      },
      [](const Point& x) { return pk_ok(x) && x[2] >= x[0] && x[2] <= 4 * x[0] * x[0]; }, true));
  v.push_back(ex(
      "halfduplex.sec5.idle_bef",
      [](Budget) {
        return std::vector<Axis>{{"k", 1, 255, 1, 255}};
      },
      [](const Point& x, const RunContext& ctx) -> std::optional<Fields> {
        const i64 k = x[0], p = 256, n = 1024;
        for (const auto alg : {Algorithm::B, Algorithm::E, Algorithm::F}) {
          if (undefined(alg, n, p, k)) continue;
          const Execution r = execute(algorithm(alg, n, p, k, variant_of(ctx)));
          if (r.violation || r.missing)
            return Fields{{"algorithm", std::string(name(alg))}, {"legal", !r.violation}};
          for (const auto& ph : r.phases)
            if (ph.phase >= 2 && p - ph.active_pes < 248)
              return Fields{{"algorithm", std::string(name(alg))},
                            {"phase", ph.phase},
                            {"PEs that compute", ph.active_pes}};
        }
        return std::nullopt;
      },
      [](const Point& x) { return 255 % x[0] == 0; }, true));
  v.push_back(ex(
      "halfduplex.thm3.integral",
      [](Budget b) {
        const i64 P = smoke(b) ? 10 : b == Budget::ci ? 24 : 32, M = smoke(b) ? 1 : 2;
        return std::vector<Axis>{{"d", 3, P, 3, 64},
                                 {"b", 1, P - 2, 1, 62},
                                 {"a", 2, P - 1, 2, 63},
                                 {"e", 2, P - 1, 2, 63},
                                 {"m", 1, M, 1, 16}};
      },
      [](const Point& x, const RunContext& ctx) -> std::optional<Fields> {
        const i64 d = x[0], b = x[1], a = x[2], e = x[3], m = x[4];
        const i64 n = m * halfduplex_assumptions::least_integral_n_thm3(a, b, d, e);
        if (!paper_integral(n, a, b) || !paper_integral(n, d, b) || !paper_integral(n, d, e))
          return Fields{{"n", n}, {"integral for all three", false}};
        return check_thm3_at(n, a, b, d, e, variant_of(ctx));
      },
      [](const Point& x) {
        const i64 d = x[0], b = x[1], a = x[2], e = x[3];
        return b < a && a < d && (a - 1) % b == 0 && (d - 1) % b == 0 && b < e && e < d &&
               (d - 1) % e == 0;
      },
      true));
  v.push_back(ex(
      "halfduplex.sec5.sum_steps",
      [](Budget b) {
        return std::vector<Axis>{{"n", 2,
                                  smoke(b)          ? 64
                                  : b == Budget::ci ? 1024
                                                    : 4096,
                                  2, 1 << 16}};
      },
      [](const Point& x, const RunContext& ctx) {
        const bool s = smoke(ctx.budget);
        return check_sum(x[0], s ? 6 : 8, s ? 16 : 64);
      },
      [](const Point&) { return true; }, false));
  v.push_back(ex(
      "halfduplex.sec6.a_vs_l",
      [](Budget b) {
        const i64 P = smoke(b) ? 20 : 64;
        return std::vector<Axis>{{"p", 2, P, 2, 1024}, {"k", 2, P - 1, 2, 1023}};
      },
      [](const Point& x, const RunContext& c) { return check_a_vs_l(x[0], x[1], variant_of(c)); },
      pk_ok, true));
  v.push_back(ex(
      "halfduplex.sec6.vs_pll",
      [](Budget b) {
        const i64 P = smoke(b) ? 16 : b == Budget::ci ? 32 : 64;
        return std::vector<Axis>{
            {"p", 10, P, 10, 1024}, {"k", 1, P - 1, 1, 1023}, {"m", 1, 2, 1, 64}};
      },
      [](const Point& x, const RunContext& c) -> std::optional<Fields> {
        for (const auto alg : {Algorithm::A, Algorithm::B, Algorithm::E, Algorithm::F})
          if (auto f = check_vs_pll(alg, x[0], x[1], x[2], variant_of(c))) return f;
        return std::nullopt;
      },
      pk_ok, true));
  const auto m_axes = [](Budget b) {
    return std::vector<Axis>{{"m", 1, smoke(b) ? 4 : b == Budget::ci ? 16 : 64, 1, 1 << 10}};
  };
  v.push_back(ex(
      "halfduplex.example.p4k3.phases", m_axes,
      [](const Point& x, const RunContext& c) {
        return check_example_phases(kP4, x[0], variant_of(c));
      },
      [](const Point&) { return true; }, true));
  v.push_back(ex(
      "halfduplex.example.p7k3.phases", m_axes,
      [](const Point& x, const RunContext& c) {
        return check_example_phases(kP7, x[0], variant_of(c));
      },
      [](const Point&) { return true; }, true));
  v.push_back(ex(
      "halfduplex.example.p4k3.after_phase1", m_axes,
      [](const Point& x, const RunContext& c) {
        return check_p4_after_phase1(x[0], variant_of(c));
      },
      [](const Point&) { return true; }, true));
  return v;
}

}  // namespace cc
