#include "proofs/logp_bcast_bmc.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

using logp::Pe;
using logp::Time;

std::vector<LogpBcastBmcResult> logp_bcast_bmc_each(Pe P, Time L, Time o, Time g, Time H,
                                                    const std::vector<LogpBcastQuery>& queries,
                                                    LogpBcastPlant plant) {
  if (P < 1 || L < 1 || o < 0 || g < 1 || H < 0)
    throw std::logic_error("logp_bcast_bmc_each: P >= 1, L >= 1, o >= 0, g >= 1, H >= 0");
  const auto num = [](Time x) { return std::to_string(x); };
  std::vector<ProofOptions> opts;
  for (const auto& q : queries) {
    if (q.T < 0 || q.T > H) throw std::logic_error("logp_bcast_bmc_each: T outside 0..H");
    const std::string what = "a LogP program on " + std::to_string(P) + " PEs (L = " + num(L) +
                             ", o = " + num(o) + ", g = " + num(g) +
                             ") that brings PE 0's value to every PE by T = " + num(q.T);
    opts.push_back(q.opts);
    opts.back().sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
    opts.back().unsat_means = "no " + what.substr(2) + " exists";
  }
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const z3::expr F = ctx.bool_val(false), Tr = ctx.bool_val(true);
  const Time hop = L + 2 * o;                 // send start to the end of its receive
  const Time last = H - hop;                  // the last send start whose receive ends by H
  const Time spacing = std::max(g, o);        // rules "send-gap" and "overlap"
  const auto Pn = static_cast<std::size_t>(P);
  const std::size_t S = last >= 0 ? static_cast<std::size_t>(last + 1) : 0;
  // x[a][b][s]
  std::vector<std::vector<std::vector<z3::expr>>> x(Pn);
  for (Pe a = 0; a < P; ++a) {
    x[a].resize(Pn);
    for (Pe b = 0; b < P; ++b)
      for (std::size_t s = 0; s < S; ++s)
        x[a][b].push_back(a == b || b == 0
                              ? F
                              : ctx.bool_const(("x_" + std::to_string(a) + "_" + std::to_string(b) +
                                                "_" + std::to_string(s))
                                                   .c_str()));
  }
  // holds[b][t]: b holds the value at time t (t = 0..H).
  std::vector<std::vector<z3::expr>> holds(Pn);
  for (Pe b = 0; b < P; ++b)
    for (Time t = 0; t <= H; ++t) {
      if (b == 0) {
        holds[b].push_back(Tr);
        continue;
      }
      z3::expr got = F;
      for (Pe a = 0; a < P; ++a)
        for (Time s = 0; s <= last && s + hop <= t; ++s)
          if (a != b) got = got || x[a][b][static_cast<std::size_t>(s)];
      holds[b].push_back(got.simplify());
    }
  for (Pe b = 1; b < P; ++b) {
    // Single receipt: at most one message to b.
    z3::expr_vector in(ctx);
    for (Pe a = 0; a < P; ++a)
      if (a != b)
        for (std::size_t s = 0; s < S; ++s) in.push_back(x[a][b][s]);
    if (in.size() > 1) as.push_back(detail::at_most(in, 1));
  }
  std::vector<std::vector<z3::expr>> sendop(Pn);
  for (Pe a = 0; a < P; ++a)
    for (std::size_t s = 0; s < S; ++s) {
      z3::expr_vector out(ctx);
      for (Pe b = 1; b < P; ++b)
        if (a != b) {
          out.push_back(x[a][b][s]);
          // Rule "no-value": only a holder sends (and, for a PE other than 0, only after its
          // receive has ended: rule "overlap").
          if (a != 0) as.push_back(z3::implies(x[a][b][s], holds[a][s]));
        }
      if (out.size() > 1) as.push_back(detail::at_most(out, 1));  // one send starts per cycle
      sendop[a].push_back(out.empty() ? F : z3::mk_or(out));
    }
  if (plant != LogpBcastPlant::drop_gap)
    for (Pe a = 0; a < P; ++a)
      for (std::size_t s = 0; s < S; ++s)
        for (std::size_t u = s + 1; u < S && u < s + static_cast<std::size_t>(spacing); ++u)
          as.push_back(!(sendop[a][s] && sendop[a][u]));
  // Symmetry: PEs 1 .. P-1 in the order they first hold the value.
  for (Pe b = 1; b + 1 < P; ++b)
    for (Time t = 0; t <= H; ++t)
      as.push_back(z3::implies(holds[b + 1][static_cast<std::size_t>(t)],
                               holds[b][static_cast<std::size_t>(t)]));

  std::vector<LogpBcastBmcResult> res(queries.size());
  std::vector<z3::expr> goals;
  std::vector<std::function<void(const z3::model&)>> readers;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const Time T = queries[i].T;
    z3::expr all = Tr;
    for (Pe b = 1; b < P; ++b) all = all && holds[b][static_cast<std::size_t>(T)];
    goals.push_back(all);
    readers.push_back([&, i, T](const z3::model& m) {
      for (std::size_t s = 0; s < S; ++s)
        for (Pe a = 0; a < P; ++a)
          for (Pe b = 1; b < P; ++b)
            if (a != b && static_cast<Time>(s) + hop <= T && m.eval(x[a][b][s], true).is_true())
              res[i].sends.push_back({a, b, static_cast<Time>(s)});
    });
  }
  const auto answers = detail::check_unsat_each(ctx, as, goals, opts, readers);
  for (std::size_t i = 0; i < answers.size(); ++i) res[i].result = answers[i];
  res.resize(answers.size());
  return res;
}

}  // namespace cc::proofs
