#include "proofs/postal_mbcast_bmc.hpp"

#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/item_ports.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

MBcastResult postal_mbcast_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t m, std::uint32_t steps, const ProofOptions& opts,
                               MBcastPlant plant) {
  ProofOptions query = opts;
  const std::string what =
      "a k-port lambda-postal schedule (n = " + std::to_string(n) + ", k = " + std::to_string(k) +
      ", lambda = " + std::to_string(lambda) + ", one item per message) that gets m = " +
      std::to_string(m) + " items of PE 0 to every PE within " + std::to_string(steps) + " steps";
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(2) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  const std::uint32_t T = steps;
  // Only sends that arrive by step T can matter: send steps 1 .. T - lambda + 1.
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  // s[t][a][b][j]; b = 0 never receives (single receipt: PE 0 holds every item).
  detail::ItemSendVars s(last_send + 1);
  for (std::uint32_t t = 1; t <= last_send; ++t) {
    s[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a) {
      s[t][a].resize(n);
      for (std::uint32_t b = 0; b < n; ++b)
        for (std::uint32_t j = 0; j < m; ++j) {
          const std::string name = "s_" + std::to_string(t) + "_" + std::to_string(a) + "_" +
                                   std::to_string(b) + "_" + std::to_string(j);
          s[t][a][b].push_back(a == b || b == 0 ? ctx.bool_val(false)
                                                : ctx.bool_const(name.c_str()));
        }
    }
  }
  z3::expr_vector assertions(ctx);
  // h[t][b][j]: b holds item j after step t.
  std::vector<std::vector<std::vector<z3::expr>>> h(T + 1);
  h[0].resize(n);
  for (std::uint32_t b = 0; b < n; ++b)
    for (std::uint32_t j = 0; j < m; ++j) h[0][b].push_back(ctx.bool_val(b == 0));
  for (std::uint32_t t = 1; t <= T; ++t) {
    h[t].resize(n);
    const std::uint32_t st = t + 1 >= lambda ? t + 1 - lambda : 0;  // received now: sent in st
    for (std::uint32_t b = 0; b < n; ++b)
      for (std::uint32_t j = 0; j < m; ++j) {
        z3::expr got = h[t - 1][b][j];
        if (st >= 1 && st <= last_send && b != 0)
          for (std::uint32_t a = 0; a < n; ++a)
            if (a != b) got = got || s[st][a][b][j];
        h[t][b].push_back(got.simplify());
      }
  }
  // Ports and pairs (b = 0 never receives); a sends only items it holds.
  detail::item_port_constraints(
      ctx, s, n, k, m, last_send, [](std::uint32_t, std::uint32_t b) { return b != 0; },
      plant != MBcastPlant::drop_pair,
      [&](std::uint32_t t, std::uint32_t a, std::uint32_t b, std::uint32_t j) {
        if (plant != MBcastPlant::drop_holder)
          assertions.push_back(z3::implies(s[t][a][b][j], h[t - 1][a][j]));  // holders only
      },
      assertions);
  for (std::uint32_t b = 0; b < n; ++b)
    for (std::uint32_t j = 0; j < m; ++j) assertions.push_back(h[T][b][j]);
  // Single receipt: item j reaches PE b once, and only while b does not hold it.
  for (std::uint32_t b = 1; b < n; ++b)
    for (std::uint32_t j = 0; j < m; ++j) {
      z3::expr_vector in(ctx);
      for (std::uint32_t t = 1; t <= last_send; ++t)
        for (std::uint32_t a = 0; a < n; ++a)
          if (a != b) {
            in.push_back(s[t][a][b][j]);
            assertions.push_back(z3::implies(s[t][a][b][j], !h[t + lambda - 2][b][j]));
          }
      if (in.size() > 1) assertions.push_back(detail::at_most(in, 1));
    }
  // Items by first receipt, PEs by first receipt of item 0.
  for (std::uint32_t t = 1; t <= T; ++t) {
    for (std::uint32_t j = 0; j + 1 < m; ++j) {
      z3::expr later = ctx.bool_val(false), earlier = ctx.bool_val(false);
      for (std::uint32_t b = 1; b < n; ++b) {
        later = later || h[t][b][j + 1];
        earlier = earlier || h[t][b][j];
      }
      assertions.push_back(z3::implies(later, earlier).simplify());
    }
    for (std::uint32_t b = 1; b + 1 < n; ++b)
      assertions.push_back(z3::implies(h[t][b + 1][0], h[t][b][0]));
  }

  MBcastResult r;
  r.result =
      detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query, [&](const z3::model& md) {
        r.sends.resize(T);
        for (std::uint32_t t = 1; t <= last_send; ++t)
          for (std::uint32_t a = 0; a < n; ++a)
            for (std::uint32_t b = 1; b < n; ++b)
              for (std::uint32_t j = 0; j < m; ++j)
                if (a != b && md.eval(s[t][a][b][j], true).is_true())
                  r.sends[t - 1].push_back({a, b, j});
      });
  return r;
}

}  // namespace cc::proofs
