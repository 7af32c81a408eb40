#include "proofs/postal_allreduce_bmc.hpp"

#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

namespace {

std::string params(std::uint32_t n, std::uint32_t k, std::uint32_t lambda) {
  return "n = " + std::to_string(n) + ", k = " + std::to_string(k) +
         ", lambda = " + std::to_string(lambda);
}

// Boolean sends x[t][a][b] (a != b) for t = 1 .. last_send, with at most k sends and k receives
// per PE and step added to `assertions`.
std::vector<std::vector<std::vector<z3::expr>>> sends(z3::context& ctx, std::uint32_t n,
                                                      std::uint32_t k, std::uint32_t last_send,
                                                      z3::expr_vector& assertions) {
  std::vector<std::vector<std::vector<z3::expr>>> x(last_send + 1);
  for (std::uint32_t t = 1; t <= last_send; ++t) {
    x[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = 0; b < n; ++b) {
        const std::string name =
            "x_" + std::to_string(t) + "_" + std::to_string(a) + "_" + std::to_string(b);
        x[t][a].push_back(a == b ? ctx.bool_val(false) : ctx.bool_const(name.c_str()));
      }
  }
  for (std::uint32_t t = 1; t <= last_send; ++t)
    for (std::uint32_t a = 0; a < n; ++a) {
      z3::expr_vector out(ctx), in(ctx);
      for (std::uint32_t b = 0; b < n; ++b) {
        if (a == b) continue;
        out.push_back(x[t][a][b]);
        in.push_back(x[t][b][a]);
      }
      if (out.size() > k) assertions.push_back(detail::at_most(out, k));
      if (in.size() > k) assertions.push_back(detail::at_most(in, k));
    }
  return x;
}

void decode(const z3::model& m, const std::vector<std::vector<std::vector<z3::expr>>>& x,
            std::uint32_t n, std::uint32_t T, BmcResult& r) {
  r.sends.resize(T);
  for (std::uint32_t t = 1; t < x.size(); ++t)
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = 0; b < n; ++b)
        if (a != b && m.eval(x[t][a][b], true).is_true()) r.sends[t - 1].push_back({a, b});
}

}  // namespace

BmcResult postal_allreduce_window_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                      std::uint32_t steps, const ProofOptions& opts,
                                      AllreducePlant plant) {
  ProofOptions query = opts;
  const std::string what = "an allreduce schedule of the window class (" + params(n, k, lambda) +
                           ") that leaves 0:n-1 on every PE after " + std::to_string(steps) +
                           " steps";
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(3) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector assertions(ctx);
  const std::uint32_t T = steps;
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  const auto x = sends(ctx, n, k, last_send, assertions);
  // lo[t][i]:hi[t][i], the window c(i) after step t.
  std::vector<std::vector<z3::expr>> lo(T + 1), hi(T + 1);
  for (std::uint32_t i = 0; i < n; ++i) {
    lo[0].push_back(ctx.int_val(i));
    hi[0].push_back(ctx.int_val(i));
  }
  for (std::uint32_t t = 1; t <= T; ++t) {
    const std::uint32_t sent = t + 1 >= lambda ? t + 1 - lambda : 0;  // received in step t
    for (std::uint32_t b = 0; b < n; ++b) {
      if (sent < 1 || sent > last_send) {
        lo[t].push_back(lo[t - 1][b]);
        hi[t].push_back(hi[t - 1][b]);
        continue;
      }
      z3::expr l = lo[t - 1][b], h = hi[t - 1][b];
      for (std::uint32_t a = b; a-- > 0;) {
        const z3::expr fits = plant == AllreducePlant::drop_adjacent ? hi[sent - 1][a] < l
                                                                     : hi[sent - 1][a] + 1 == l;
        l = z3::ite(x[sent][a][b] && fits, lo[sent - 1][a], l);
      }
      for (std::uint32_t a = b + 1; a < n; ++a) {
        const z3::expr fits = plant == AllreducePlant::drop_adjacent ? lo[sent - 1][a] > h
                                                                     : lo[sent - 1][a] == h + 1;
        h = z3::ite(x[sent][a][b] && fits, hi[sent - 1][a], h);
      }
      z3::expr lv = ctx.int_const(("lo_" + std::to_string(t) + "_" + std::to_string(b)).c_str());
      z3::expr hv = ctx.int_const(("hi_" + std::to_string(t) + "_" + std::to_string(b)).c_str());
      assertions.push_back(lv == l);
      assertions.push_back(hv == h);
      lo[t].push_back(lv);
      hi[t].push_back(hv);
    }
  }
  for (std::uint32_t i = 0; i < n; ++i) {
    assertions.push_back(lo[T][i] == 0);
    assertions.push_back(hi[T][i] == static_cast<int>(n - 1));
  }
  BmcResult r;
  r.result = detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query,
                                 [&](const z3::model& m) { decode(m, x, n, T, r); });
  return r;
}

BmcResult postal_gossip_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                            std::uint32_t steps, const ProofOptions& opts) {
  ProofOptions query = opts;
  const std::string what = "a k-port lambda-postal message pattern (" + params(n, k, lambda) +
                           ") that brings every PE's operand to every PE within " +
                           std::to_string(steps) +
                           " steps (the information flow every allreduce schedule has)";
  query.sat_means = what + " exists";
  query.unsat_means = "no " + what.substr(2) + " exists, so no allreduce schedule of " +
                      std::to_string(steps) + " steps does";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector assertions(ctx);
  const std::uint32_t T = steps;
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  const auto x = sends(ctx, n, k, last_send, assertions);
  // knows[t][a][b]: PE b has heard from PE a (its value depends on operand a) after step t.
  std::vector<std::vector<std::vector<z3::expr>>> knows(T + 1);
  knows[0].resize(n);
  for (std::uint32_t a = 0; a < n; ++a)
    for (std::uint32_t b = 0; b < n; ++b) knows[0][a].push_back(ctx.bool_val(a == b));
  for (std::uint32_t t = 1; t <= T; ++t) {
    const std::uint32_t sent = t + 1 >= lambda ? t + 1 - lambda : 0;
    knows[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = 0; b < n; ++b) {
        if (a == b || sent < 1 || sent > last_send) {
          knows[t][a].push_back(knows[t - 1][a][b]);
          continue;
        }
        z3::expr got = knows[t - 1][a][b];
        for (std::uint32_t c = 0; c < n; ++c)
          if (c != b) got = got || (x[sent][c][b] && knows[sent - 1][a][c]);
        z3::expr v = ctx.bool_const(
            ("k_" + std::to_string(t) + "_" + std::to_string(a) + "_" + std::to_string(b)).c_str());
        assertions.push_back(v == got);
        knows[t][a].push_back(v);
      }
  }
  for (std::uint32_t a = 0; a < n; ++a)
    for (std::uint32_t b = 0; b < n; ++b)
      if (a != b) assertions.push_back(knows[T][a][b]);
  BmcResult r;
  r.result = detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query,
                                 [&](const z3::model& m) { decode(m, x, n, T, r); });
  return r;
}

}  // namespace cc::proofs
