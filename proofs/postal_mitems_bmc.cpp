#include "proofs/postal_mitems_bmc.hpp"

#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/item_ports.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

namespace {

std::string mparams(std::uint32_t n, std::uint32_t k, std::uint32_t lambda, std::uint32_t m) {
  return "n = " + std::to_string(n) + ", k = " + std::to_string(k) +
         ", lambda = " + std::to_string(lambda) + ", m = " + std::to_string(m) +
         " items, one per message";
}

using X = detail::ItemSendVars;  // x[t][a][b][j]

// Boolean sends x[t][a][b][j] for t = 1 .. last_send (a != b; only a < b when `upward`), with the
// model's constraints added to `assertions`: at most k sends and k receives per PE and step over
// all items, at most one message per ordered pair and step (unless planted away), and the items
// by first send.
X item_sends(z3::context& ctx, std::uint32_t n, std::uint32_t k, std::uint32_t m,
             std::uint32_t last_send, bool upward, MItemsPlant plant, z3::expr_vector& assertions) {
  X x(last_send + 1);
  for (std::uint32_t t = 1; t <= last_send; ++t) {
    x[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a) {
      x[t][a].resize(n);
      for (std::uint32_t b = 0; b < n; ++b)
        for (std::uint32_t j = 0; j < m; ++j) {
          const bool allowed = upward ? a < b : a != b;
          const std::string name = "x_" + std::to_string(t) + "_" + std::to_string(a) + "_" +
                                   std::to_string(b) + "_" + std::to_string(j);
          x[t][a][b].push_back(allowed ? ctx.bool_const(name.c_str()) : ctx.bool_val(false));
        }
    }
  }
  const auto exists = [&](std::uint32_t a, std::uint32_t b) { return upward ? a < b : a != b; };
  detail::item_port_constraints(ctx, x, n, k, m, last_send, exists, plant != MItemsPlant::drop_pair,
                                [](std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t) {},
                                assertions);
  // Items by first send: a message of item j + 1 by step t only if one of item j by step t.
  if (m > 1 && last_send >= 1) {
    std::vector<z3::expr> by(m, ctx.bool_val(false));
    for (std::uint32_t t = 1; t <= last_send; ++t) {
      for (std::uint32_t j = 0; j < m; ++j)
        for (std::uint32_t a = 0; a < n; ++a)
          for (std::uint32_t b = 0; b < n; ++b)
            if (exists(a, b)) by[j] = by[j] || x[t][a][b][j];
      for (std::uint32_t j = 0; j + 1 < m; ++j) assertions.push_back(z3::implies(by[j + 1], by[j]));
    }
  }
  return x;
}

void decode_items(const z3::model& md, const X& x, std::uint32_t n, std::uint32_t m,
                  std::uint32_t T, MBcastResult& r) {
  r.sends.resize(T);
  for (std::uint32_t t = 1; t < x.size(); ++t)
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = 0; b < n; ++b)
        for (std::uint32_t j = 0; j < m; ++j)
          if (a != b && md.eval(x[t][a][b][j], true).is_true()) r.sends[t - 1].push_back({a, b, j});
}

}  // namespace

MBcastResult postal_mprefix_window_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                       std::uint32_t m, std::uint32_t steps,
                                       const ProofOptions& opts, MItemsPlant plant) {
  ProofOptions query = opts;
  const std::string what =
      "a prefix schedule of the per-item window class (" + mparams(n, k, lambda, m) +
      ") that leaves 0:i of every item on every PE i after " + std::to_string(steps) + " steps";
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(2) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector assertions(ctx);
  const std::uint32_t T = steps;
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  const X x = item_sends(ctx, n, k, m, last_send, true, plant, assertions);
  // st[t][i][j]: c_j(i) = st[t][i][j]:i after step t.
  std::vector<std::vector<std::vector<z3::expr>>> st(T + 1);
  st[0].resize(n);
  for (std::uint32_t i = 0; i < n; ++i)
    for (std::uint32_t j = 0; j < m; ++j) st[0][i].push_back(ctx.int_val(i));
  for (std::uint32_t t = 1; t <= T; ++t) {
    const std::uint32_t sent = t + 1 >= lambda ? t + 1 - lambda : 0;  // received now
    st[t].resize(n);
    for (std::uint32_t b = 0; b < n; ++b)
      for (std::uint32_t j = 0; j < m; ++j) {
        if (sent < 1 || sent > last_send || b == 0) {
          st[t][b].push_back(st[t - 1][b][j]);
          continue;
        }
        z3::expr cur = st[t - 1][b][j];
        for (std::uint32_t a = b; a-- > 0;) {
          const z3::expr fits = plant == MItemsPlant::drop_adjacent ? cur > ctx.int_val(a) : cur == ctx.int_val(a + 1);
          cur = z3::ite(x[sent][a][b][j] && fits, st[sent - 1][a][j], cur);
        }
        z3::expr v = ctx.int_const(
            ("st_" + std::to_string(t) + "_" + std::to_string(b) + "_" + std::to_string(j))
                .c_str());
        assertions.push_back(v == cur);
        st[t][b].push_back(v);
      }
  }
  for (std::uint32_t i = 0; i < n; ++i)
    for (std::uint32_t j = 0; j < m; ++j) assertions.push_back(st[T][i][j] == 0);
  MBcastResult r;
  r.result = detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query,
                                 [&](const z3::model& md) { decode_items(md, x, n, m, T, r); });
  return r;
}

MBcastResult postal_mwindow_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                std::uint32_t m, std::uint32_t steps, MWindowGoal goal,
                                const ProofOptions& opts, MItemsPlant plant) {
  ProofOptions query = opts;
  const bool all = goal == MWindowGoal::every_pe;
  const std::string what = std::string(all ? "an allreduce" : "a reduce") +
                           " schedule of the per-item window class (" + mparams(n, k, lambda, m) +
                           ") that leaves 0:n-1 of every item on " + (all ? "every PE" : "PE 0") +
                           " after " + std::to_string(steps) + " steps";
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(all ? 3 : 2) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector assertions(ctx);
  const std::uint32_t T = steps;
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  const X x = item_sends(ctx, n, k, m, last_send, false, plant, assertions);
  // lo[t][i][j]:hi[t][i][j], the window c_j(i) after step t.
  std::vector<std::vector<std::vector<z3::expr>>> lo(T + 1), hi(T + 1);
  lo[0].resize(n);
  hi[0].resize(n);
  for (std::uint32_t i = 0; i < n; ++i)
    for (std::uint32_t j = 0; j < m; ++j) {
      lo[0][i].push_back(ctx.int_val(i));
      hi[0][i].push_back(ctx.int_val(i));
    }
  const bool loose = plant == MItemsPlant::drop_adjacent;
  for (std::uint32_t t = 1; t <= T; ++t) {
    const std::uint32_t sent = t + 1 >= lambda ? t + 1 - lambda : 0;  // received in step t
    lo[t].resize(n);
    hi[t].resize(n);
    for (std::uint32_t b = 0; b < n; ++b)
      for (std::uint32_t j = 0; j < m; ++j) {
        if (sent < 1 || sent > last_send) {
          lo[t][b].push_back(lo[t - 1][b][j]);
          hi[t][b].push_back(hi[t - 1][b][j]);
          continue;
        }
        z3::expr l = lo[t - 1][b][j], h = hi[t - 1][b][j];
        for (std::uint32_t a = b; a-- > 0;) {
          const z3::expr fits = loose ? hi[sent - 1][a][j] < l : hi[sent - 1][a][j] + 1 == l;
          l = z3::ite(x[sent][a][b][j] && fits, lo[sent - 1][a][j], l);
        }
        for (std::uint32_t a = b + 1; a < n; ++a) {
          const z3::expr fits = loose ? lo[sent - 1][a][j] > h : lo[sent - 1][a][j] == h + 1;
          h = z3::ite(x[sent][a][b][j] && fits, hi[sent - 1][a][j], h);
        }
        z3::expr lv = ctx.int_const(
            ("lo_" + std::to_string(t) + "_" + std::to_string(b) + "_" + std::to_string(j))
                .c_str());
        z3::expr hv = ctx.int_const(
            ("hi_" + std::to_string(t) + "_" + std::to_string(b) + "_" + std::to_string(j))
                .c_str());
        assertions.push_back(lv == l);
        assertions.push_back(hv == h);
        lo[t][b].push_back(lv);
        hi[t][b].push_back(hv);
      }
  }
  for (std::uint32_t i = 0; i < (all ? n : 1); ++i)
    for (std::uint32_t j = 0; j < m; ++j) {
      assertions.push_back(lo[T][i][j] == 0);
      assertions.push_back(hi[T][i][j] == static_cast<int>(n - 1));
    }
  MBcastResult r;
  r.result = detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query,
                                 [&](const z3::model& md) { decode_items(md, x, n, m, T, r); });
  return r;
}

MBcastResult postal_mgossip_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                std::uint32_t m, std::uint32_t steps, const ProofOptions& opts) {
  ProofOptions query = opts;
  const std::string what = "a k-port lambda-postal message pattern (" + mparams(n, k, lambda, m) +
                           ") that brings every PE's operand of every item to every PE within " +
                           std::to_string(steps) +
                           " steps (the information flow every allreduce schedule of m items has)";
  query.sat_means = what + " exists";
  query.unsat_means = "no " + what.substr(2) + " exists, so no allreduce schedule of " +
                      std::to_string(m) + " items and " + std::to_string(steps) + " steps does";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector assertions(ctx);
  const std::uint32_t T = steps;
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  const X x = item_sends(ctx, n, k, m, last_send, false, MItemsPlant::none, assertions);
  // knows[t][a][b][j]: PE b holds a value of item j containing operand (a, j) after step t.
  std::vector<std::vector<std::vector<std::vector<z3::expr>>>> knows(T + 1);
  knows[0].resize(n);
  for (std::uint32_t a = 0; a < n; ++a) {
    knows[0][a].resize(n);
    for (std::uint32_t b = 0; b < n; ++b)
      for (std::uint32_t j = 0; j < m; ++j) knows[0][a][b].push_back(ctx.bool_val(a == b));
  }
  for (std::uint32_t t = 1; t <= T; ++t) {
    const std::uint32_t sent = t + 1 >= lambda ? t + 1 - lambda : 0;
    knows[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a) {
      knows[t][a].resize(n);
      for (std::uint32_t b = 0; b < n; ++b)
        for (std::uint32_t j = 0; j < m; ++j) {
          if (a == b || sent < 1 || sent > last_send) {
            knows[t][a][b].push_back(knows[t - 1][a][b][j]);
            continue;
          }
          z3::expr got = knows[t - 1][a][b][j];
          for (std::uint32_t c = 0; c < n; ++c)
            if (c != b) got = got || (x[sent][c][b][j] && knows[sent - 1][a][c][j]);
          z3::expr v = ctx.bool_const(("k_" + std::to_string(t) + "_" + std::to_string(a) + "_" +
                                       std::to_string(b) + "_" + std::to_string(j))
                                          .c_str());
          assertions.push_back(v == got);
          knows[t][a][b].push_back(v);
        }
    }
  }
  for (std::uint32_t a = 0; a < n; ++a)
    for (std::uint32_t b = 0; b < n; ++b)
      for (std::uint32_t j = 0; j < m; ++j)
        if (a != b) assertions.push_back(knows[T][a][b][j]);
  MBcastResult r;
  r.result = detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query,
                                 [&](const z3::model& md) { decode_items(md, x, n, m, T, r); });
  return r;
}

}  // namespace cc::proofs
