#include "proofs/logp_group_bmc.hpp"

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"
#include "spec/core/stop.hpp"

namespace cc::proofs {

using logp::Pe;
using logp::Time;

namespace {

std::string group_what(LogpGroupKind kind, Pe P, Time L, Time o, Time g) {
  return std::string("a LogP ") + (kind == LogpGroupKind::prefix ? "prefix" : "allreduce") +
         " program on " + std::to_string(P) + " PEs (L = " + std::to_string(L) +
         ", o = " + std::to_string(o) + ", g = " + std::to_string(g) + ")";
}

// A query stopped while its encoding is built (--timeout, Ctrl-C): unknown, as the engine's.
ProofResult group_stopped() {
  ProofResult r;
  r.status = Status::unknown;
  r.reason = "interrupted";
  return r;
}

void group_require(Pe P, Time L, Time o, Time g, Time H) {
  if (P < 1 || L < 1 || o < 1 || g < 1 || H < 0)
    throw std::logic_error("logp group bmc: P >= 1, L >= 1, o >= 1, g >= 1, H >= 0");
}

// The name of a variable: base_i_j_... for its indices.
std::string group_name(const std::string& base, std::initializer_list<std::int64_t> ix) {
  std::string s = base;
  for (const auto x : ix) s += "_" + std::to_string(x);
  return s;
}

// The intervals lo:hi (0 <= lo <= hi < P) by index, lo then hi ascending; at[lo][hi]: the index
// of lo:hi. Both encodings number them so.
struct GroupIntervals {
  std::vector<std::pair<Pe, Pe>> iv;
  std::vector<std::vector<std::size_t>> at;
};

GroupIntervals group_intervals(Pe P) {
  const auto Pn = static_cast<std::size_t>(P);
  GroupIntervals r{{}, std::vector<std::vector<std::size_t>>(Pn, std::vector<std::size_t>(Pn, 0))};
  for (Pe lo = 0; lo < P; ++lo)
    for (Pe hi = lo; hi < P; ++hi) {
      r.at[lo][hi] = r.iv.size();
      r.iv.push_back({lo, hi});
    }
  return r;
}

// At most one of xs (nothing to assert for fewer than two).
void group_at_most_one(z3::expr_vector& as, const z3::expr_vector& xs) {
  if (xs.size() > 1) as.push_back(detail::at_most(xs, 1));
}

// Occupancy and both gaps of one PE: snd[s], rcv[r] (false where no event can start),
// cmb[t]; cycles 0..H-1.
void group_timing(z3::expr_vector& as, const std::vector<z3::expr>& snd,
                  const std::vector<z3::expr>& rcv, const std::vector<z3::expr>& cmb, Time o,
                  Time g, Time H) {
  for (Time t = 0; t < H; ++t) {
    z3::expr_vector busy(snd.front().ctx());
    for (Time s = std::max<Time>(0, t - o + 1); s <= t; ++s) {
      if (!snd[static_cast<std::size_t>(s)].is_false()) busy.push_back(snd[static_cast<std::size_t>(s)]);
      if (!rcv[static_cast<std::size_t>(s)].is_false()) busy.push_back(rcv[static_cast<std::size_t>(s)]);
    }
    if (!cmb[static_cast<std::size_t>(t)].is_false()) busy.push_back(cmb[static_cast<std::size_t>(t)]);
    group_at_most_one(as, busy);
  }
  for (Time s = 0; s < H; ++s)
    for (Time u = s + o; u < s + g && u < H; ++u) {  // closer than o: occupancy already
      const auto a = static_cast<std::size_t>(s), b = static_cast<std::size_t>(u);
      if (!snd[a].is_false() && !snd[b].is_false()) as.push_back(!(snd[a] && snd[b]));
      if (!rcv[a].is_false() && !rcv[b].is_false()) as.push_back(!(rcv[a] && rcv[b]));
    }
}

}  // namespace

std::vector<LogpClassResult> logp_register_bmc_each(LogpGroupKind kind, Pe P, Time L, Time o,
                                                     Time g, Time H,
                                                     const std::vector<LogpGroupQuery>& queries,
                                                     LogpGroupPlant plant) {
  group_require(P, L, o, g, H);
  std::vector<ProofOptions> opts;
  const std::string what = group_what(kind, P, L, o, g);
  for (const auto& q : queries) {
    if (q.T < 0 || q.T > H) throw std::logic_error("logp_register_bmc_each: T outside 0..H");
    opts.push_back(q.opts);
    opts.back().sat_means = what +
                            " of the register class that completes by T = " + std::to_string(q.T) +
                            " exists (the model is one: collcheck decodes and replays it)";
    opts.back().unsat_means =
        "no " + what.substr(2) + " of the register class completes by T = " + std::to_string(q.T);
  }
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const z3::expr F = ctx.bool_val(false);
  const auto Pn = static_cast<std::size_t>(P);
  const auto Hn = static_cast<std::size_t>(H);
  const Time D = std::max(g, o), hop = o + L;
  const GroupIntervals intervals = group_intervals(P);
  const auto& iv = intervals.iv;
  const auto& at = intervals.at;
  const std::size_t V = iv.size();
  const auto goal_of = [&](Pe i) { return at[0][kind == LogpGroupKind::allreduce ? P - 1 : i]; };
  // A[i][t][v]: PE i holds interval v (in some register) at t.
  std::vector<std::vector<std::vector<z3::expr>>> A(Pn, std::vector<std::vector<z3::expr>>(Hn + 1));
  for (Pe i = 0; i < P; ++i)
    for (std::size_t t = 0; t <= Hn; ++t)
      for (std::size_t v = 0; v < V; ++v)
        A[i][t].push_back(t == 0 ? ctx.bool_val(iv[v].first == i && iv[v].second == i)
                                 : ctx.bool_const(group_name("a", {i, static_cast<std::int64_t>(t), iv[v].first, iv[v].second}).c_str()));
  struct Msg {
    Pe i, j;
    Time s, r;
    z3::expr v;
  };
  std::vector<Msg> msgs;
  std::vector<std::vector<z3::expr>> snd(Pn, std::vector<z3::expr>(Hn + 1, F)),
      rcv(Pn, std::vector<z3::expr>(Hn + 1, F));
  std::vector<std::vector<std::vector<std::size_t>>> out_of(Pn, std::vector<std::vector<std::size_t>>(Hn + 1)),
      in_at(Pn, std::vector<std::vector<std::size_t>>(Hn + 1));
  for (Pe i = 0; i < P; ++i)
    for (Pe j = 0; j < P; ++j) {
      if (i == j) continue;
      for (Time s = 0; s + hop + o <= H; ++s)
        for (Time d = 0; d <= D && s + hop + d + o <= H; ++d) {
          const Time r = s + hop + d;
          out_of[i][static_cast<std::size_t>(s)].push_back(msgs.size());
          in_at[j][static_cast<std::size_t>(r)].push_back(msgs.size());
          msgs.push_back({i, j, s, r, ctx.bool_const(group_name("m", {i, j, s, d}).c_str())});
        }
    }
  // sv[i][s][v]: the send of i that starts at s carries interval v (one that i holds at s).
  std::vector<std::vector<std::vector<z3::expr>>> sv(Pn, std::vector<std::vector<z3::expr>>(Hn + 1, std::vector<z3::expr>(V, F)));
  for (Pe i = 0; i < P; ++i)
    for (std::size_t t = 0; t <= Hn; ++t) {
      z3::expr_vector outs(ctx), ins(ctx);
      for (const auto k : out_of[i][t]) outs.push_back(msgs[k].v);
      for (const auto k : in_at[i][t]) ins.push_back(msgs[k].v);
      group_at_most_one(as, outs);
      group_at_most_one(as, ins);
      if (!ins.empty()) rcv[i][t] = z3::mk_or(ins);
      if (outs.empty()) continue;
      snd[i][t] = z3::mk_or(outs);
      z3::expr_vector one(ctx);
      for (std::size_t v = 0; v < V; ++v) {
        sv[i][t][v] = ctx.bool_const(group_name("v", {i, static_cast<std::int64_t>(t), iv[v].first, iv[v].second}).c_str());
        as.push_back(z3::implies(sv[i][t][v], snd[i][t] && A[i][t][v]));
        one.push_back(sv[i][t][v]);
      }
      group_at_most_one(as, one);
      as.push_back(z3::implies(snd[i][t], z3::mk_or(one)));
    }
  // got[j][r][v]: the receive of j that starts at r brings v.
  const auto got = [&](Pe j, std::size_t r, std::size_t v) {
    z3::expr_vector any(ctx);
    for (const auto k : in_at[j][r]) any.push_back(msgs[k].v && sv[msgs[k].i][static_cast<std::size_t>(msgs[k].s)][v]);
    return any.empty() ? F : z3::mk_or(any);
  };
  std::vector<std::vector<std::vector<z3::expr>>> made(Pn, std::vector<std::vector<z3::expr>>(Hn + 1, std::vector<z3::expr>(V, F)));
  std::vector<std::vector<z3::expr>> cmb(Pn, std::vector<z3::expr>(Hn + 1, F));
  for (Pe i = 0; i < P; ++i) {
    for (std::size_t t = 0; t < Hn; ++t) {
      z3::expr_vector any(ctx);
      for (std::size_t v = 0; v < V; ++v) {
        const auto [lo, hi] = iv[v];
        if (lo == hi) continue;
        made[i][t][v] = ctx.bool_const(group_name("f", {i, static_cast<std::int64_t>(t), lo, hi}).c_str());
        any.push_back(made[i][t][v]);
        z3::expr_vector split(ctx);
        for (Pe k = lo; k < hi; ++k) split.push_back(A[i][t][at[lo][k]] && A[i][t][at[k + 1][hi]]);
        if (plant != LogpGroupPlant::drop_adjacent) as.push_back(z3::implies(made[i][t][v], z3::mk_or(split)));
      }
      group_at_most_one(as, any);
      if (!any.empty()) cmb[i][t] = z3::mk_or(any);
    }
    group_timing(as, snd[i], rcv[i], cmb[i], o, g, H);
  }
  for (Pe i = 0; i < P; ++i) {
    if (should_stop()) return {};
    const std::size_t own = at[i][i], goal = goal_of(i);
    for (std::size_t t = 0; t < Hn; ++t) {
      const Time r = static_cast<Time>(t) + 1 - o;  // the receive that ends at t + 1
      for (std::size_t v = 0; v < V; ++v) {
        z3::expr_vector from(ctx);
        from.push_back(A[i][t][v]);
        if (r >= 0) from.push_back(got(i, static_cast<std::size_t>(r), v));
        if (!made[i][t][v].is_false()) from.push_back(made[i][t][v]);
        as.push_back(A[i][t + 1][v] == z3::mk_or(from));
      }
      // c holds i:i until the result is formed and the result after: i:i is neither received nor
      // read once the result is held (the document keeps both in register c).
      if (goal != own) {
        if (r >= 0) as.push_back(!got(i, static_cast<std::size_t>(r), own));
        const z3::expr done = A[i][t][goal];
        if (!sv[i][t][own].is_false()) as.push_back(z3::implies(done, !sv[i][t][own]));
        for (std::size_t v = 0; v < V; ++v)
          if (!made[i][t][v].is_false() && (iv[v].first == i || iv[v].second == i))
            as.push_back(z3::implies(done, !made[i][t][v]));
      }
    }
  }

  std::vector<LogpClassResult> res(queries.size());
  std::vector<z3::expr> goals;
  std::vector<std::function<void(const z3::model&)>> readers;
  for (std::size_t q = 0; q < queries.size(); ++q) {
    const Time T = queries[q].T;
    z3::expr_vector all(ctx);
    for (Pe i = 0; i < P; ++i) all.push_back(A[i][static_cast<std::size_t>(T)][goal_of(i)]);
    for (const Msg& mm : msgs)
      if (mm.r + o > T) all.push_back(!mm.v);
    for (Pe i = 0; i < P; ++i)
      for (Time t = T; t < H; ++t)
        if (!cmb[i][static_cast<std::size_t>(t)].is_false()) all.push_back(!cmb[i][static_cast<std::size_t>(t)]);
    goals.push_back(z3::mk_and(all));
    readers.push_back([&, q, T](const z3::model& m) {
      auto& ops = res[q].ops;
      const auto yes = [&](const z3::expr& e) { return m.eval(e, true).is_true(); };
      for (const Msg& mm : msgs)
        if (mm.r + o <= T && yes(mm.v))
          for (std::size_t v = 0; v < V; ++v)
            if (yes(sv[mm.i][static_cast<std::size_t>(mm.s)][v])) {
              ops.push_back({LogpGroupOp::Kind::send, mm.i, mm.s, mm.j, iv[v].first, iv[v].second, iv[v].second});
              ops.push_back({LogpGroupOp::Kind::recv, mm.j, mm.r, mm.i, iv[v].first, iv[v].second, iv[v].second});
            }
      for (Pe i = 0; i < P; ++i)
        for (Time t = 0; t < T; ++t)
          for (std::size_t v = 0; v < V; ++v)
            if (yes(made[i][static_cast<std::size_t>(t)][v])) {
              const auto [lo, hi] = iv[v];
              Pe mid = hi;  // none found: the replay refuses the combine
              for (Pe k = lo; k < hi && mid == hi; ++k)
                if (yes(A[i][static_cast<std::size_t>(t)][at[lo][k]]) && yes(A[i][static_cast<std::size_t>(t)][at[k + 1][hi]]))
                  mid = k;
              ops.push_back({LogpGroupOp::Kind::combine, i, t, 0, lo, hi, mid});
            }
      std::sort(ops.begin(), ops.end(), [](const LogpGroupOp& x, const LogpGroupOp& y) {
        return x.pe != y.pe ? x.pe < y.pe : x.start < y.start;
      });
    });
  }
  const auto answers = detail::check_unsat_each(ctx, as, goals, opts, readers);
  for (std::size_t i = 0; i < answers.size(); ++i) res[i].result = answers[i];
  res.resize(answers.size());
  return res;
}

ProofResult logp_flow_bmc(LogpGroupKind kind, Pe P, Time L, Time o, Time g, Time T,
                          const ProofOptions& options) {
  group_require(P, L, o, g, T);
  ProofOptions opts = options;
  const std::string what = group_what(kind, P, L, o, g);
  opts.sat_means = "the information flow of " + what +
                   " that completes by T = " + std::to_string(T) +
                   " is possible (no conclusion: the flow over-approximates every program)";
  opts.unsat_means = "no " + what.substr(2) + " completes by T = " + std::to_string(T) +
                     " (every program's information flow is a model of this query)";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const z3::expr F = ctx.bool_val(false), Tr = ctx.bool_val(true);
  const auto Pn = static_cast<std::size_t>(P);
  const auto Tn = static_cast<std::size_t>(T);
  const Time hop = o + L;
  const Time last_send = T - 2 * o - L;  // its receive ends by T
  // x[c][b][s], y[b][r][c] (F where impossible), cmb[b][t].
  std::vector<std::vector<std::vector<z3::expr>>> x(Pn), y(Pn);
  for (Pe c = 0; c < P; ++c) {
    x[c].assign(Pn, std::vector<z3::expr>(Tn + 1, F));
    y[c].assign(Tn + 1, std::vector<z3::expr>(Pn, F));
  }
  for (Pe c = 0; c < P; ++c)
    for (Pe b = 0; b < P; ++b) {
      if (c == b) continue;
      for (Time s = 0; s <= last_send; ++s)
        x[c][b][static_cast<std::size_t>(s)] = ctx.bool_const(group_name("x", {c, b, s}).c_str());
      for (Time r = hop; r + o <= T; ++r)
        y[b][static_cast<std::size_t>(r)][c] = ctx.bool_const(group_name("y", {b, r, c}).c_str());
    }
  std::vector<std::vector<z3::expr>> snd(Pn, std::vector<z3::expr>(Tn + 1, F)),
      rcv(Pn, std::vector<z3::expr>(Tn + 1, F)), cmb(Pn, std::vector<z3::expr>(Tn + 1, F));
  // made[b][t][v]: the combine of b at [t, t+1) forms interval v; got[b][r][v]: the receive of b
  // that starts at r brings interval v.
  const GroupIntervals intervals = group_intervals(P);
  const auto& iv = intervals.iv;
  const auto& at = intervals.at;
  const std::size_t V = iv.size();
  std::vector<std::vector<std::vector<z3::expr>>> made(Pn, std::vector<std::vector<z3::expr>>(Tn + 1, std::vector<z3::expr>(V, F))),
      got(Pn, std::vector<std::vector<z3::expr>>(Tn + 1, std::vector<z3::expr>(V, F)));
  for (Pe c = 0; c < P; ++c) {
    for (std::size_t t = 0; t <= Tn; ++t) {
      z3::expr_vector outs(ctx), ins(ctx);
      for (Pe b = 0; b < P; ++b) {
        if (!x[c][b][t].is_false()) outs.push_back(x[c][b][t]);
        if (!y[c][t][b].is_false()) ins.push_back(y[c][t][b]);
      }
      group_at_most_one(as, outs);
      group_at_most_one(as, ins);
      if (!outs.empty()) snd[c][t] = z3::mk_or(outs);
      if (!ins.empty()) rcv[c][t] = z3::mk_or(ins);
    }
    for (std::size_t t = 0; t < Tn; ++t) {
      z3::expr_vector any(ctx);
      for (std::size_t v = 0; v < iv.size(); ++v)
        if (iv[v].first < iv[v].second) {
          made[c][t][v] = ctx.bool_const(group_name("f", {c, static_cast<std::int64_t>(t), iv[v].first, iv[v].second}).c_str());
          any.push_back(made[c][t][v]);
        }
      group_at_most_one(as, any);
      if (!any.empty()) cmb[c][t] = z3::mk_or(any);
    }
    group_timing(as, snd[c], rcv[c], cmb[c], o, g, T);
  }
  // FIFO matching per pair (c, b): at least k receives by r implies at least k sends by r-o-L.
  for (Pe c = 0; c < P; ++c)
    for (Pe b = 0; b < P; ++b) {
      if (c == b || last_send < 0) continue;
      if (should_stop()) return group_stopped();
      const std::size_t most = static_cast<std::size_t>(last_send / std::max(g, o)) + 1;
      // ns[k][t]: at least k sends c -> b started by t (k = 0..K); nr likewise for receives.
      std::vector<std::vector<z3::expr>> ns(most + 1), nr(most + 1);
      for (std::size_t k = 0; k <= most; ++k)
        for (std::size_t t = 0; t <= Tn; ++t) {
          if (k == 0) {
            ns[k].push_back(Tr);
            nr[k].push_back(Tr);
            continue;
          }
          const z3::expr prev_s = t == 0 ? F : ns[k][t - 1], prev_r = t == 0 ? F : nr[k][t - 1];
          const z3::expr below_s = t == 0 ? (k == 1 ? Tr : F) : ns[k - 1][t - 1];
          const z3::expr below_r = t == 0 ? (k == 1 ? Tr : F) : nr[k - 1][t - 1];
          ns[k].push_back((prev_s || (x[c][b][t] && below_s)).simplify());
          nr[k].push_back((prev_r || (y[b][t][c] && below_r)).simplify());
        }
      for (std::size_t k = 1; k <= most; ++k)
        for (Time r = hop; r + o <= T; ++r) {
          const z3::expr need = ns[k][static_cast<std::size_t>(r - hop)];
          const z3::expr have = nr[k][static_cast<std::size_t>(r)];
          if (!have.is_false() && !need.is_true()) as.push_back(z3::implies(have, need));
        }
      // More receives than sends can ever be: none past the K-th.
      z3::expr_vector ys(ctx);
      for (std::size_t r = 0; r <= Tn; ++r)
        if (!y[b][r][c].is_false()) ys.push_back(y[b][r][c]);
      if (ys.size() > most) as.push_back(detail::at_most(ys, static_cast<unsigned>(most)));
    }
  // A[t][b][v]: PE b has held interval v in some register by time t (cumulative).
  std::vector<std::vector<std::vector<z3::expr>>> A(Tn + 1, std::vector<std::vector<z3::expr>>(Pn));
  for (Pe b = 0; b < P; ++b)
    for (std::size_t v = 0; v < V; ++v) A[0][b].push_back(ctx.bool_val(iv[v].first == b && iv[v].second == b));
  // What a receive brings: one interval its sender held o + L before the receive starts (the
  // send started then or earlier, and A is monotone), or nothing of use.
  for (Pe b = 0; b < P; ++b)
    for (Time r = hop; r + o <= T; ++r) {
      const auto rn = static_cast<std::size_t>(r);
      z3::expr_vector one(ctx);
      for (std::size_t v = 0; v < V; ++v) {
        got[b][rn][v] = ctx.bool_const(group_name("r", {b, r, iv[v].first, iv[v].second}).c_str());
        one.push_back(got[b][rn][v]);
      }
      group_at_most_one(as, one);
    }
  for (std::size_t t = 1; t <= Tn; ++t) {
    if (should_stop()) return group_stopped();
    for (Pe b = 0; b < P; ++b)
      for (std::size_t v = 0; v < V; ++v) {
        z3::expr_vector from(ctx);
        from.push_back(A[t - 1][b][v]);
        const Time r = static_cast<Time>(t) - o;  // the receive that ends at t
        if (r >= hop) from.push_back(got[b][static_cast<std::size_t>(r)][v]);
        if (!made[b][t - 1][v].is_false()) from.push_back(made[b][t - 1][v]);
        z3::expr x = ctx.bool_const(group_name("a", {static_cast<std::int64_t>(t), b, iv[v].first, iv[v].second}).c_str());
        as.push_back(x == z3::mk_or(from));
        A[t][b].push_back(x);
      }
  }
  for (Pe b = 0; b < P; ++b) {
    if (should_stop()) return group_stopped();
    for (Time r = hop; r + o <= T; ++r) {
      const auto rn = static_cast<std::size_t>(r);
      for (std::size_t v = 0; v < V; ++v) {
        z3::expr_vector held(ctx);
        for (Pe c = 0; c < P; ++c)
          if (!y[b][rn][c].is_false()) held.push_back(y[b][rn][c] && A[rn - static_cast<std::size_t>(hop)][c][v]);
        as.push_back(z3::implies(got[b][rn][v], held.empty() ? F : z3::mk_or(held)));
      }
    }
    // A combine forms lo:hi from two intervals lo:k and k+1:hi that b holds at its start.
    for (std::size_t t = 0; t < Tn; ++t)
      for (std::size_t v = 0; v < V; ++v) {
        if (made[b][t][v].is_false()) continue;
        const auto [lo, hi] = iv[v];
        z3::expr_vector split(ctx);
        for (Pe k = lo; k < hi; ++k) split.push_back(A[t][b][at[lo][k]] && A[t][b][at[k + 1][hi]]);
        as.push_back(z3::implies(made[b][t][v], z3::mk_or(split)));
      }
  }
  // The goal: every PE has held its result (it holds it in c at T).
  for (Pe b = 0; b < P; ++b) {
    const Pe hi = kind == LogpGroupKind::allreduce ? P - 1 : b;
    as.push_back(A[Tn][b][at[0][hi]]);
  }
  return detail::check_unsat(ctx, as, z3::expr_vector(ctx), opts);
}

}  // namespace cc::proofs
