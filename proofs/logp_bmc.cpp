#include "proofs/logp_bmc.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

namespace {

using logp::Pe;
using logp::Time;

// One message: a sends to b at s, b's receive starts at r.
struct Msg {
  Pe a, b;
  Time s, r;
  z3::expr x;
};

// A value: has, bad, the PEs whose operands it holds, how many.
struct Val {
  z3::expr has, bad;
  std::vector<z3::expr> S;
  z3::expr n;
};

// The program of a model: every add and combine that starts before T, and every message whose
// receive starts before T (its send with it), each PE's operations by start; a holder's operands
// are its first and one per add. Both encodings read their model with it.
logp::Schedule decode_program(const z3::model& m, Pe P, Time L, Time o, Time g, Time T,
                              const std::vector<std::vector<z3::expr>>& add,
                              const std::vector<std::vector<z3::expr>>& comb,
                              const std::vector<Msg>& msgs, const std::vector<z3::expr>& holder) {
  auto on = [&](const z3::expr& e) { return m.eval(e, true).is_true(); };
  const auto Pn = static_cast<std::size_t>(P);
  logp::Schedule s;
  s.params = {L, o, g, P};
  s.program.assign(Pn, {});
  s.operands.assign(Pn, {});
  for (Pe p = 0; p < P; ++p)
    for (Time t = 0; t < T; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      if (on(add[p][ti])) s.program[p].push_back({logp::OpKind::add, t, 0});
      if (on(comb[p][ti])) s.program[p].push_back({logp::OpKind::combine, t, 0});
    }
  for (const Msg& x : msgs)
    if (x.r < T && on(x.x)) {
      s.program[x.a].push_back({logp::OpKind::send, x.s, x.b});
      s.program[x.b].push_back({logp::OpKind::recv, x.r, x.a});
    }
  for (Pe p = 0; p < P; ++p) {
    std::stable_sort(s.program[p].begin(), s.program[p].end(),
                     [](const logp::Op& a, const logp::Op& b) { return a.start < b.start; });
    if (on(holder[p])) {
      std::size_t adds = 0;
      for (const auto& op : s.program[p]) adds += op.kind == logp::OpKind::add;
      for (std::size_t k = 0; k <= adds; ++k)
        s.operands[p].push_back(witness::Interval::single(static_cast<std::int64_t>(k)));
    }
  }
  return s;
}

}  // namespace

std::vector<LogpSumBmcResult> logp_sum_bmc_each(Pe P, Time L, Time o, Time g, Time H,
                                                const std::vector<LogpSumQuery>& queries,
                                                LogpBmcPlant plant) {
  std::vector<ProofOptions> query;
  Time top = 0;
  for (const auto& q : queries) {
    if (q.T < 0 || q.T > H) throw std::logic_error("logp_sum_bmc_each: T outside 0..H");
    const std::string what =
        "a LogP program on " + std::to_string(P) + " PEs (L = " + std::to_string(L) +
        ", o = " + std::to_string(o) + ", g = " + std::to_string(g) +
        ", one value per PE, no tree assumed) that leaves at least " + std::to_string(q.at_least) +
        " operands validly summed on PE 0 by T = " + std::to_string(q.T) +
        (q.exact ? ", every operand it holds among them" : "");
    query.push_back(q.opts);
    query.back().sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
    query.back().unsat_means = "no " + what.substr(2) + " exists";
    top = std::max(top, q.at_least);
  }
  // One Z3 context per thread, kept across calls: making a context costs about as much as the
  // whole check of a small point (20 ms of a 2-core machine, measured), and a claim asks for
  // one encoding per point. Every term made here dies with this call.
  static thread_local detail::Context ctx_holder;  // kept, not torn down, after a signal
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const z3::expr F = ctx.bool_val(false), Tr = ctx.bool_val(true);
  const Time ds = o;                                                  // a send's occupancy
  const Time dr = plant == LogpBmcPlant::short_receive ? o - 1 : o;  // a receive's
  const Time lat = o + L - (plant == LogpBmcPlant::early_receive ? 1 : 0);
  const Time TT = std::max<Time>(H, 0);
  const auto Pn = static_cast<std::size_t>(P);
  // The width of an operand count: a valid value holds at most P(T+1) operands.
  unsigned w = 1;
  while ((Time{1} << w) <= std::max<Time>(static_cast<Time>(P) * (TT + 1), top)) ++w;
  ++w;
  auto bv = [&](Time v) { return ctx.bv_val(static_cast<std::uint64_t>(v), w); };

  // ---- Operations ----
  std::vector<Msg> msgs;
  for (Pe a = 0; a < P; ++a)
    for (Pe b = 0; b < P; ++b) {
      if (a == b) continue;
      for (Time s = 0; s + ds <= TT; ++s)
        for (Time r = s + lat; r < TT && r + dr <= TT; ++r)
          msgs.push_back({a, b, s, r,
                          ctx.bool_const(("x_" + std::to_string(a) + "_" + std::to_string(b) + "_" +
                                          std::to_string(s) + "_" + std::to_string(r))
                                             .c_str())});
    }
  auto grid = [&](const std::string& name, Time until) {
    std::vector<std::vector<z3::expr>> v(Pn);
    for (Pe p = 0; p < P; ++p)
      for (Time t = 0; t < TT; ++t)
        v[p].push_back(
            t < until
                ? ctx.bool_const((name + "_" + std::to_string(p) + "_" + std::to_string(t)).c_str())
                : F);
    return v;
  };
  const auto add = grid("add", TT), comb = grid("comb", TT);
  std::vector<std::vector<z3::expr_vector>> out_at(Pn), in_at(Pn);  // (a, s), (b, r)
  for (Pe p = 0; p < P; ++p)
    for (Time t = 0; t < TT; ++t) {
      out_at[p].push_back(z3::expr_vector(ctx));
      in_at[p].push_back(z3::expr_vector(ctx));
    }
  for (const Msg& m : msgs) {
    out_at[m.a][static_cast<std::size_t>(m.s)].push_back(m.x);
    in_at[m.b][static_cast<std::size_t>(m.r)].push_back(m.x);
  }
  std::vector<std::vector<z3::expr>> sendop(Pn), recvop(Pn), anyop(Pn);
  for (Pe p = 0; p < P; ++p)
    for (Time t = 0; t < TT; ++t) {
      const auto& ov = out_at[p][static_cast<std::size_t>(t)];
      const auto& iv = in_at[p][static_cast<std::size_t>(t)];
      sendop[p].push_back(ov.empty() ? F : z3::mk_or(ov));
      recvop[p].push_back(iv.empty() ? F : z3::mk_or(iv));
      // One send and one receive per PE and cycle (which peer, which partner message).
      if (ov.size() > 1) as.push_back(detail::at_most(ov, 1));
      if (iv.size() > 1) as.push_back(detail::at_most(iv, 1));
      const auto ti = static_cast<std::size_t>(t);
      const z3::expr ops[4] = {add[p][ti], comb[p][ti], sendop[p][ti], recvop[p][ti]};
      for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j) as.push_back(!(ops[i] && ops[j]));  // rule "overlap"
      anyop[p].push_back(ops[0] || ops[1] || ops[2] || ops[3]);
    }
  for (Pe p = 0; p < P; ++p)
    for (Time t = 0; t < TT; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      // Rule "overlap": nothing starts while a send or a receive occupies the PE.
      for (Time u = t + 1; u < TT && u < t + ds; ++u)
        as.push_back(z3::implies(sendop[p][ti], !anyop[p][static_cast<std::size_t>(u)]));
      for (Time u = t + 1; u < TT && u < t + dr; ++u)
        as.push_back(z3::implies(recvop[p][ti], !anyop[p][static_cast<std::size_t>(u)]));
      // Rules "send-gap", "recv-gap": starts at least g apart.
      for (Time u = t + 1; u < TT && u < t + g; ++u) {
        as.push_back(!(sendop[p][ti] && sendop[p][static_cast<std::size_t>(u)]));
        as.push_back(!(recvop[p][ti] && recvop[p][static_cast<std::size_t>(u)]));
      }
    }
  // FIFO per pair: a later send is received later.
  for (std::size_t i = 0; i < msgs.size(); ++i)
    for (std::size_t j = 0; j < msgs.size(); ++j) {
      const Msg &m1 = msgs[i], &m2 = msgs[j];
      if (m1.a == m2.a && m1.b == m2.b && m1.s < m2.s && m2.r < m1.r)
        as.push_back(!(m1.x && m2.x));
    }

  // ---- Values ----
  std::vector<z3::expr> holder;
  for (Pe p = 0; p < P; ++p) holder.push_back(ctx.bool_const(("h_" + std::to_string(p)).c_str()));
  std::vector<std::vector<Val>> val(Pn);  // val[p][t]: at the start of cycle t, t = 0..T
  for (Pe p = 0; p < P; ++p) {
    std::vector<z3::expr> S;
    for (Pe q = 0; q < P; ++q) S.push_back(q == p ? holder[p] : F);
    val[p].push_back({holder[p], F, S, z3::ite(holder[p], bv(1), bv(0))});
  }
  auto fresh = [&](Pe p, Time t) {
    const std::string tag = std::to_string(p) + "_" + std::to_string(t);
    std::vector<z3::expr> S;
    for (Pe q = 0; q < P; ++q)
      S.push_back(ctx.bool_const(("S_" + tag + "_" + std::to_string(q)).c_str()));
    return Val{ctx.bool_const(("has_" + tag).c_str()), ctx.bool_const(("bad_" + tag).c_str()), S,
               ctx.bv_const(("n_" + tag).c_str(), w)};
  };
  auto pick = [&](const std::vector<std::pair<z3::expr, Val>>& alts) {
    // The value selected by the one true condition (at most one is, by the constraints above).
    Val v{F, F, std::vector<z3::expr>(Pn, F), bv(0)};
    for (const auto& [c, x] : alts) {
      v.has = v.has || (c && x.has);
      v.bad = v.bad || (c && x.bad);
      for (std::size_t q = 0; q < Pn; ++q) v.S[q] = v.S[q] || (c && x.S[q]);
      v.n = v.n | z3::ite(c, x.n, bv(0));
    }
    return v;
  };
  // c[b][r][t]: the message b received at r (into its inbox) is combined at t.
  struct Comb {
    Time r, t;
    z3::expr c;
  };
  std::vector<std::vector<Comb>> combs(Pn);
  std::vector<std::vector<Val>> received(Pn);  // received[b][r]: the message a receive at r gets
  for (Time t = 0; t <= TT; ++t) {
    // Sends need a value.
    if (t < TT)
      for (Pe p = 0; p < P; ++p)
        as.push_back(z3::implies(sendop[p][static_cast<std::size_t>(t)], val[p][static_cast<std::size_t>(t)].has));
    if (t == TT) break;
    const auto ti = static_cast<std::size_t>(t);
    for (Pe b = 0; b < P; ++b) {
      std::vector<std::pair<z3::expr, Val>> alts;
      for (const Msg& m : msgs)
        if (m.b == b && m.r == t) alts.push_back({m.x, val[m.a][static_cast<std::size_t>(m.s)]});
      received[b].push_back(pick(alts));
    }
    for (Pe p = 0; p < P; ++p) {
      const Val& cur = val[p][ti];
      // The combine at t: exactly one earlier inbox message, the oldest not yet combined.
      z3::expr_vector here(ctx);
      std::vector<std::pair<z3::expr, Val>> alts;
      for (Time r = 0; r < t && r + std::max<Time>(dr, 1) <= t; ++r) {
        const auto ri = static_cast<std::size_t>(r);
        const z3::expr c = ctx.bool_const(
            ("c_" + std::to_string(p) + "_" + std::to_string(r) + "_" + std::to_string(t)).c_str());
        as.push_back(z3::implies(c, recvop[p][ri] && val[p][ri].has && comb[p][ti]));
        // Oldest first: every earlier inbox message was combined before t.
        for (Time r2 = 0; r2 < r; ++r2) {
          z3::expr before = F;
          for (const Comb& k : combs[p])
            if (k.r == r2 && k.t < t) before = before || k.c;
          const auto r2i = static_cast<std::size_t>(r2);
          as.push_back(z3::implies(c && recvop[p][r2i] && val[p][r2i].has, before));
        }
        here.push_back(c);
        alts.push_back({c, received[p][ri]});
        combs[p].push_back({r, t, c});
      }
      as.push_back(z3::implies(comb[p][ti], here.empty() ? F : z3::mk_or(here)));
      if (here.size() > 1) as.push_back(detail::at_most(here, 1));
      const Val msg = pick(alts);
      as.push_back(z3::implies(add[p][ti], holder[p]));
      const z3::expr adopt = recvop[p][ti] && !cur.has;
      const z3::expr cb = comb[p][ti];
      const Val& rv = received[p][ti];
      Val nx = fresh(p, t + 1);
      as.push_back(nx.has == (cur.has || adopt));
      z3::expr overlap = F;
      for (std::size_t q = 0; q < Pn; ++q) {
        overlap = overlap || (cur.S[q] && msg.S[q]);
        as.push_back(nx.S[q] == z3::ite(adopt, rv.S[q], z3::ite(cb, cur.S[q] || msg.S[q], cur.S[q])));
      }
      as.push_back(nx.bad == z3::ite(adopt, rv.bad, z3::ite(cb, cur.bad || msg.bad || overlap, cur.bad)));
      as.push_back(nx.n == z3::ite(adopt, rv.n,
                                   z3::ite(cb, cur.n + msg.n,
                                           z3::ite(add[p][ti], cur.n + bv(1), cur.n))));
      val[p].push_back(nx);
    }
  }
  // Each inbox message is combined at most once.
  for (Pe p = 0; p < P; ++p)
    for (Time r = 0; r < TT; ++r) {
      z3::expr_vector once(ctx);
      for (const Comb& k : combs[p])
        if (k.r == r) once.push_back(k.c);
      if (once.size() > 1) as.push_back(detail::at_most(once, 1));
    }
  // Symmetry breaking: PEs 1 .. P-1 in the order of their first send.
  for (Pe p = 1; p + 1 < P; ++p) {
    z3::expr sent_p = F, sent_q = F;
    for (Time t = 0; t < TT; ++t) {
      sent_p = sent_p || sendop[p][static_cast<std::size_t>(t)];
      sent_q = sent_q || sendop[p + 1][static_cast<std::size_t>(t)];
      as.push_back(z3::implies(sent_q, sent_p));
    }
  }
  // ---- Goals: one query per (T, at_least), sharing everything above ----
  // At T, PE 0's last operation ends by T: no send or receive of PE 0 started before T runs past
  // it (its value at T would otherwise show a receive that has not ended).
  std::vector<LogpSumBmcResult> res(queries.size());
  std::vector<z3::expr> goals;
  std::vector<std::function<void(const z3::model&)>> readers;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const Time T = queries[i].T;
    const Val& root = val[0][static_cast<std::size_t>(T)];
    z3::expr ends = Tr;
    for (Time t = 0; t < T; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      if (t + ds > T) ends = ends && !sendop[0][ti];
      if (t + dr > T) ends = ends && !recvop[0][ti];
    }
    z3::expr goal = ends && root.has && !root.bad && z3::uge(root.n, bv(queries[i].at_least));
    if (queries[i].exact) {
      z3::expr total = bv(0);
      for (Pe p = 0; p < P; ++p) {
        total = total + z3::ite(holder[p], bv(1), bv(0));
        for (Time t = 0; t < T; ++t)
          total = total + z3::ite(add[p][static_cast<std::size_t>(t)], bv(1), bv(0));
      }
      goal = goal && root.n == total;
    }
    goals.push_back(goal);
    readers.push_back([&, i, T](const z3::model& m) {
      // The program up to T: the operations that start before T, but a send whose receive
      // starts at T or later is left out with its receive (nothing read by T depends on it, and
      // FIFO makes every later send of that pair late too, so the matching is kept).
      res[i].program = decode_program(m, P, L, o, g, T, add, comb, msgs, holder);
      res[i].root_count = static_cast<Time>(
          m.eval(val[0][static_cast<std::size_t>(T)].n, true).get_numeral_uint64());
    });
  }
  const auto answers = detail::check_unsat_each(ctx, as, goals, query, readers);
  for (std::size_t i = 0; i < answers.size(); ++i) res[i].result = answers[i];
  res.resize(answers.size());
  return res;
}

LogpSumBmcResult logp_sum_bmc(Pe P, Time L, Time o, Time g, Time T, Time at_least,
                              const ProofOptions& opts, LogpBmcPlant plant) {
  return logp_sum_bmc_each(P, L, o, g, T, {{T, at_least, opts}}, plant).front();
}

std::vector<LogpSumBmcResult> logp_sum_cone_bmc_each(Pe P, Time L, Time o, Time g, Time T,
                                                     const std::vector<LogpSumConeQuery>& queries,
                                                     LogpBmcPlant plant) {
  if (T < 0 || P < 1) throw std::logic_error("logp_sum_cone_bmc_each: T < 0 or P < 1");
  std::vector<ProofOptions> query;
  for (const auto& q : queries) {
    const std::string what =
        "a LogP program on " + std::to_string(P) + " PEs (L = " + std::to_string(L) +
        ", o = " + std::to_string(o) + ", g = " + std::to_string(g) + ") that leaves at least " +
        std::to_string(q.at_least) + " operands validly summed on PE 0 by T = " + std::to_string(T);
    query.push_back(q.opts);
    query.back().sat_means =
        what + " exists (the model is one, in the cone class: collcheck decodes and replays it)";
    query.back().unsat_means =
        "no " + what.substr(2) +
        " exists (every program reduces to one of the cone class with the same value on PE 0: "
        "proofs/logp_bmc.hpp)";
  }
  static thread_local detail::Context ctx_holder;  // kept, not torn down, after a signal
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const z3::expr F = ctx.bool_val(false);
  const Time ds = o;
  const Time dr = plant == LogpBmcPlant::short_receive ? o - 1 : o;
  const Time dr1 = std::max<Time>(dr, 1);  // a receive's start before the next start
  const Time lat = o + L - (plant == LogpBmcPlant::early_receive ? 1 : 0);
  const Time last_send = T - lat - dr;  // a PE other than 0 sends by this (received by T)
  const auto Pn = static_cast<std::size_t>(P);
  const auto Tn = static_cast<std::size_t>(std::max<Time>(T, 0));
  // The last cycle at which an operation of p may start (exclusive bound): PE 0's end by T,
  // another PE's before its send.
  auto until = [&](Pe p) { return p == 0 ? T : std::max<Time>(last_send, 0); };

  std::vector<Msg> msgs;
  for (Pe a = 1; a < P; ++a)
    for (Pe b = 0; b < P; ++b) {
      if (a == b) continue;
      const Time rmax = b == 0 ? std::min<Time>(T - dr, T - 1) : last_send - dr1;
      for (Time s = 0; s <= last_send && s + ds <= T; ++s)
        if (s + lat <= rmax)  // step 7: received on arrival
          msgs.push_back({a, b, s, s + lat,
                          ctx.bool_const(("x_" + std::to_string(a) + "_" + std::to_string(b) + "_" +
                                          std::to_string(s))
                                             .c_str())});
    }
  auto grid = [&](const std::string& name) {
    std::vector<std::vector<z3::expr>> v(Pn);
    for (Pe p = 0; p < P; ++p)
      for (Time t = 0; t < T; ++t)
        v[p].push_back(
            t < until(p)
                ? ctx.bool_const((name + "_" + std::to_string(p) + "_" + std::to_string(t)).c_str())
                : F);
    return v;
  };
  const auto add = grid("add"), comb = grid("comb");
  std::vector<std::vector<z3::expr_vector>> out_at(Pn), in_at(Pn);
  std::vector<z3::expr_vector> out_of;
  for (Pe p = 0; p < P; ++p) {
    out_of.push_back(z3::expr_vector(ctx));
    for (Time t = 0; t < T; ++t) {
      out_at[p].push_back(z3::expr_vector(ctx));
      in_at[p].push_back(z3::expr_vector(ctx));
    }
  }
  for (const Msg& m : msgs) {
    out_at[m.a][static_cast<std::size_t>(m.s)].push_back(m.x);
    in_at[m.b][static_cast<std::size_t>(m.r)].push_back(m.x);
    out_of[m.a].push_back(m.x);
  }
  std::vector<std::vector<z3::expr>> sendop(Pn), recvop(Pn), startop(Pn);
  for (Pe p = 0; p < P; ++p) {
    if (out_of[p].size() > 1) as.push_back(detail::at_most(out_of[p], 1));  // step 2
    for (Time t = 0; t < T; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      const auto& ov = out_at[p][ti];
      const auto& iv = in_at[p][ti];
      sendop[p].push_back(ov.empty() ? F : z3::mk_or(ov));
      recvop[p].push_back(iv.empty() ? F : z3::mk_or(iv));
      if (iv.size() > 1) as.push_back(detail::at_most(iv, 1));
      const z3::expr ops[4] = {add[p][ti], comb[p][ti], sendop[p][ti], recvop[p][ti]};
      for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j) as.push_back(!(ops[i] && ops[j]));  // rule "overlap"
      startop[p].push_back(ops[0] || ops[1] || ops[2] || ops[3]);
    }
  }
  // before[p][t]: p (not 0) sends at some s > t; sent[p]: at all. got[p][t]: p has received
  // before t.
  std::vector<std::vector<z3::expr>> before(Pn), got(Pn);
  std::vector<z3::expr> sent;
  for (Pe p = 0; p < P; ++p) {
    before[p].assign(Tn, F);
    z3::expr acc = F;
    for (Time t = T - 1; t >= 0; --t) {
      before[p][static_cast<std::size_t>(t)] = acc;
      acc = acc || sendop[p][static_cast<std::size_t>(t)];
    }
    sent.push_back(acc.simplify());
    z3::expr g2 = F;
    for (Time t = 0; t <= T; ++t) {
      got[p].push_back(g2);
      if (t < T) g2 = g2 || recvop[p][static_cast<std::size_t>(t)];
    }
  }
  std::vector<z3::expr> holder;
  for (Pe p = 0; p < P; ++p) holder.push_back(ctx.bool_const(("h_" + std::to_string(p)).c_str()));
  std::vector<std::vector<z3::expr>> held(Pn);
  for (Pe p = 0; p < P; ++p)
    for (Time t = 0; t < T; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      // Rule "overlap": nothing starts while a send or a receive occupies the PE.
      for (Time u = t + 1; u < T && u < t + ds; ++u)
        as.push_back(z3::implies(sendop[p][ti], !startop[p][static_cast<std::size_t>(u)]));
      for (Time u = t + 1; u < T && u < t + dr; ++u)
        as.push_back(z3::implies(recvop[p][ti], !startop[p][static_cast<std::size_t>(u)]));
      // Rule "recv-gap" (a PE sends at most once: "send-gap" holds).
      for (Time u = t + 1; u < T && u < t + g; ++u)
        as.push_back(!(recvop[p][ti] && recvop[p][static_cast<std::size_t>(u)]));
      // Step 1: a PE other than 0 operates only before its send.
      if (p != 0)
        as.push_back(z3::implies(add[p][ti] || comb[p][ti] || recvop[p][ti], before[p][ti]));
      // A send needs a value; an add, operands.
      as.push_back(z3::implies(sendop[p][ti], holder[p] || got[p][ti]));
      as.push_back(z3::implies(add[p][ti], holder[p]));
      // held[p][t]: p starts or runs an operation other than an add at t.
      z3::expr busy = comb[p][ti] || sendop[p][ti] || recvop[p][ti];
      for (Time u = std::max<Time>(0, t - ds + 1); u < t; ++u)
        busy = busy || sendop[p][static_cast<std::size_t>(u)];
      for (Time u = std::max<Time>(0, t - dr + 1); u < t; ++u)
        busy = busy || recvop[p][static_cast<std::size_t>(u)];
      held[p].push_back(busy);
      // Step 3: a holder adds in every idle cycle before its cut.
      if (t < until(p)) {
        const z3::expr alive = p == 0 ? ctx.bool_val(true) : before[p][ti];
        as.push_back(z3::implies(holder[p] && alive && !busy, add[p][ti]));
      }
    }
  // Step 1: a PE other than 0 that holds operands sends them.
  for (Pe p = 1; p < P; ++p) as.push_back(z3::implies(holder[p], sent[p]));
  // Combines: c[p][r][t], the inbox message p received at r combined at t (step 5).
  for (Pe p = 0; p < P; ++p) {
    std::vector<z3::expr_vector> at_t, of_r;
    for (Time t = 0; t < T; ++t) {
      at_t.push_back(z3::expr_vector(ctx));
      of_r.push_back(z3::expr_vector(ctx));
    }
    for (Time r = 0; r < T; ++r) {
      const auto ri = static_cast<std::size_t>(r);
      if (in_at[p][ri].empty()) continue;
      const z3::expr inbox = recvop[p][ri] && (holder[p] || got[p][ri]);
      for (Time t = r + dr1; t < until(p); ++t) {
        const z3::expr c = ctx.bool_const(
            ("c_" + std::to_string(p) + "_" + std::to_string(r) + "_" + std::to_string(t)).c_str());
        as.push_back(z3::implies(c, inbox && comb[p][static_cast<std::size_t>(t)]));
        // Step 6: combined at the first cycle after its receive not taken by another operation
        // than an add.
        for (Time u = r + dr1; u < t; ++u)
          as.push_back(z3::implies(c, held[p][static_cast<std::size_t>(u)]));
        at_t[static_cast<std::size_t>(t)].push_back(c);
        of_r[ri].push_back(c);
      }
      as.push_back(z3::implies(inbox, of_r[ri].empty() ? F : z3::mk_or(of_r[ri])));
      if (of_r[ri].size() > 1) as.push_back(detail::at_most(of_r[ri], 1));
    }
    for (Time t = 0; t < T; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      as.push_back(z3::implies(comb[p][ti], at_t[ti].empty() ? F : z3::mk_or(at_t[ti])));
      if (at_t[ti].size() > 1) as.push_back(detail::at_most(at_t[ti], 1));
    }
  }
  // Step 4: PEs 1 .. P-1 in the order of their send.
  for (Pe p = 1; p + 1 < P; ++p) {
    z3::expr sent_p = F, sent_q = F;
    for (Time t = 0; t < T; ++t) {
      sent_p = sent_p || sendop[p][static_cast<std::size_t>(t)];
      sent_q = sent_q || sendop[p + 1][static_cast<std::size_t>(t)];
      as.push_back(z3::implies(sent_q, sent_p));
    }
  }
  // The count: every holder's first operand and every add (step 2).
  z3::expr_vector terms(ctx), nterms(ctx);
  for (Pe p = 0; p < P; ++p) {
    terms.push_back(holder[p]);
    for (Time t = 0; t < until(p); ++t) terms.push_back(add[p][static_cast<std::size_t>(t)]);
  }
  for (unsigned i = 0; i < terms.size(); ++i) nterms.push_back(!terms[i]);
  const z3::expr root_has = holder[0] || got[0][Tn];
  std::vector<LogpSumBmcResult> res(queries.size());
  std::vector<z3::expr> goals;
  std::vector<std::function<void(const z3::model&)>> readers;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const Time k = queries[i].at_least;
    const auto N = static_cast<Time>(terms.size());
    z3::expr enough = k <= 0  ? ctx.bool_val(true)
                      : k > N ? F
                              : detail::at_most(nterms, static_cast<unsigned>(N - k));
    goals.push_back(root_has && enough);
    readers.push_back([&, i](const z3::model& m) {
      // Every message of this encoding is received before T (in_at[b][r] above), so all are read.
      res[i].program = decode_program(m, P, L, o, g, T, add, comb, msgs, holder);
      Time count = 0;  // every holder's operands: its first and one per add
      for (const auto& ops : res[i].program.operands) count += static_cast<Time>(ops.size());
      res[i].root_count = count;
    });
  }
  const auto answers = detail::check_unsat_each(ctx, as, goals, query, readers);
  for (std::size_t i = 0; i < answers.size(); ++i) res[i].result = answers[i];
  res.resize(answers.size());
  return res;
}

}  // namespace cc::proofs
