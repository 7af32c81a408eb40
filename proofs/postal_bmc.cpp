#include "proofs/postal_bmc.hpp"

#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

BmcResult postal_broadcast_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                               std::uint32_t steps, const ProofOptions& opts,
                               const std::optional<ReceiverLimit>& limit, BmcShape shape) {
  ProofOptions query = opts;
  const std::string what =
      "a k-port lambda-postal schedule (n = " + std::to_string(n) + ", k = " + std::to_string(k) +
      ", lambda = " + std::to_string(lambda) + ") that gets v(0) to every PE within " +
      std::to_string(steps) + " steps" +
      (limit ? ", at most " + std::to_string(limit->at_most) +
                   " PEs receiving what is sent in step " + std::to_string(limit->send_step)
             : std::string());
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(2) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  const std::uint32_t T = steps;
  // Only sends that arrive by step T can matter: send steps 1 .. T - lambda + 1.
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  auto sname = [](std::uint32_t t, std::uint32_t a, std::uint32_t b) {
    return "s_" + std::to_string(t) + "_" + std::to_string(a) + "_" + std::to_string(b);
  };
  std::vector<std::vector<std::vector<z3::expr>>> s(last_send + 1);
  z3::expr_vector all_sends(ctx), assertions(ctx);
  for (std::uint32_t t = 1; t <= last_send; ++t) {
    s[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = 0; b < n; ++b) {
        s[t][a].push_back(a == b ? ctx.bool_val(false) : ctx.bool_const(sname(t, a, b).c_str()));
        if (a != b) all_sends.push_back(s[t][a][b]);
      }
  }
  // h[t][b]: b holds v(0) after step t.
  std::vector<std::vector<z3::expr>> h(T + 1);
  for (std::uint32_t b = 0; b < n; ++b) h[0].push_back(ctx.bool_val(b == 0));
  for (std::uint32_t t = 1; t <= T; ++t)
    for (std::uint32_t b = 0; b < n; ++b) {
      z3::expr got = h[t - 1][b];
      if (t + 1 >= lambda + 1 && t + 1 - lambda >= 1 && t + 1 - lambda <= last_send) {
        const std::uint32_t st = t + 1 - lambda;  // received in step t: sent in step t - lambda + 1
        for (std::uint32_t a = 0; a < n; ++a)
          if (a != b) got = got || s[st][a][b];
      }
      h[t].push_back(got.simplify());
    }
  for (std::uint32_t t = 1; t <= last_send; ++t)
    for (std::uint32_t a = 0; a < n; ++a) {
      z3::expr_vector out(ctx), in(ctx);
      for (std::uint32_t b = 0; b < n; ++b) {
        if (a == b) continue;
        out.push_back(s[t][a][b]);
        in.push_back(s[t][b][a]);
        assertions.push_back(z3::implies(s[t][a][b], h[t - 1][a]));  // only holders send v(0)
      }
      if (out.size() > k) assertions.push_back(detail::at_most(out, k));
      if (in.size() > k) assertions.push_back(detail::at_most(in, k));
    }
  for (std::uint32_t b = 0; b < n; ++b) assertions.push_back(h[T][b]);
  // The shape of schedule assumed without loss of generality (BmcShape).
  if (shape.ordered_receivers)
    for (std::uint32_t t = 1; t <= T; ++t)
      for (std::uint32_t b = 1; b + 1 < n; ++b)
        assertions.push_back(z3::implies(h[t][b + 1], h[t][b]));
  if (shape.single_receipt)
    for (std::uint32_t b = 0; b < n; ++b) {
      z3::expr_vector in(ctx);
      for (std::uint32_t t = 1; t <= last_send; ++t)
        for (std::uint32_t a = 0; a < n; ++a)
          if (a != b) {
            in.push_back(s[t][a][b]);
            // received in step t + lambda - 1 by a PE that did not hold v(0) after the step before
            assertions.push_back(z3::implies(s[t][a][b], !h[t + lambda - 2][b]));
          }
      if (in.size() > 1) assertions.push_back(detail::at_most(in, 1));
    }
  if (limit) {
    const std::uint32_t t = limit->send_step;
    z3::expr_vector receives(ctx);
    for (std::uint32_t b = 0; b < n; ++b) {
      z3::expr got = ctx.bool_val(false);
      if (t >= 1 && t <= last_send)
        for (std::uint32_t a = 0; a < n; ++a)
          if (a != b) got = got || s[t][a][b];
      receives.push_back(got.simplify());
    }
    assertions.push_back(detail::at_most(receives, limit->at_most));
  }

  BmcResult r;
  r.result =
      detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query, [&](const z3::model& m) {
        r.sends.resize(T);
        for (std::uint32_t t = 1; t <= last_send; ++t)
          for (std::uint32_t a = 0; a < n; ++a)
            for (std::uint32_t b = 0; b < n; ++b)
              if (a != b && m.eval(s[t][a][b], true).is_true()) r.sends[t - 1].push_back({a, b});
      });
  return r;
}

BmcResult postal_prefix_window_bmc(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                   std::uint32_t steps, const ProofOptions& opts,
                                   const std::optional<ReceiverLimit>& limit) {
  ProofOptions query = opts;
  const std::string what =
      "a prefix schedule of the window class (n = " + std::to_string(n) +
      ", k = " + std::to_string(k) + ", lambda = " + std::to_string(lambda) +
      ") that leaves c(i) = 0:i on " + "every PE after " + std::to_string(steps) + " steps" +
      (limit ? ", at most " + std::to_string(limit->at_most) +
                   " PEs receiving v(0) data sent in step " + std::to_string(limit->send_step)
             : std::string());
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(2) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  const std::uint32_t T = steps;
  const std::uint32_t last_send = T + 1 >= lambda ? T + 1 - lambda : 0;
  // x[t][a][b], a < b: PE a sends c(a) to PE b in step t.
  std::vector<std::vector<std::vector<z3::expr>>> x(last_send + 1);
  for (std::uint32_t t = 1; t <= last_send; ++t) {
    x[t].resize(n);
    for (std::uint32_t a = 0; a < n; ++a)
      for (std::uint32_t b = 0; b < n; ++b) {
        const std::string name =
            "x_" + std::to_string(t) + "_" + std::to_string(a) + "_" + std::to_string(b);
        x[t][a].push_back(a < b ? ctx.bool_const(name.c_str()) : ctx.bool_val(false));
      }
  }
  z3::expr_vector assertions(ctx);
  // st[t][i]: c(i) = st[t][i]:i after step t.
  std::vector<std::vector<z3::expr>> st(T + 1);
  for (std::uint32_t i = 0; i < n; ++i) st[0].push_back(ctx.int_val(i));
  for (std::uint32_t t = 1; t <= T; ++t) {
    const std::uint32_t sent = t + 1 >= lambda ? t + 1 - lambda : 0;  // received now
    for (std::uint32_t b = 0; b < n; ++b) {
      if (sent < 1 || sent > last_send) {
        st[t].push_back(st[t - 1][b]);
        continue;
      }
      z3::expr cur = st[t - 1][b];
      for (std::uint32_t a = b; a-- > 0;)
        cur = z3::ite(x[sent][a][b] && cur == ctx.int_val(a + 1), st[sent - 1][a], cur);
      const std::string name = "st_" + std::to_string(t) + "_" + std::to_string(b);
      z3::expr v = ctx.int_const(name.c_str());
      assertions.push_back(v == cur);
      st[t].push_back(v);
    }
  }
  for (std::uint32_t t = 1; t <= last_send; ++t)
    for (std::uint32_t a = 0; a < n; ++a) {
      z3::expr_vector out(ctx), in(ctx);
      for (std::uint32_t b = 0; b < n; ++b) {
        if (a < b) out.push_back(x[t][a][b]);
        if (b < a) in.push_back(x[t][b][a]);
      }
      if (out.size() > k) assertions.push_back(detail::at_most(out, k));
      if (in.size() > k) assertions.push_back(detail::at_most(in, k));
    }
  for (std::uint32_t i = 0; i < n; ++i) assertions.push_back(st[T][i] == 0);
  if (limit) {
    const std::uint32_t t = limit->send_step;
    z3::expr_vector receives(ctx);
    for (std::uint32_t b = 0; b < n; ++b) {
      z3::expr got = ctx.bool_val(false);
      if (t >= 1 && t <= last_send)
        for (std::uint32_t a = 0; a < b; ++a) got = got || (x[t][a][b] && st[t - 1][a] == 0);
      receives.push_back(got);
    }
    assertions.push_back(detail::at_most(receives, limit->at_most));
  }

  BmcResult r;
  r.result =
      detail::check_unsat(ctx, assertions, z3::expr_vector(ctx), query, [&](const z3::model& m) {
        r.sends.resize(T);
        for (std::uint32_t t = 1; t <= last_send; ++t)
          for (std::uint32_t a = 0; a < n; ++a)
            for (std::uint32_t b = a + 1; b < n; ++b)
              if (m.eval(x[t][a][b], true).is_true()) r.sends[t - 1].push_back({a, b});
      });
  return r;
}

}  // namespace cc::proofs
