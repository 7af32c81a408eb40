#include "proofs/halfduplex_prefix_bmc.hpp"

#include <functional>
#include <stdexcept>
#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

std::vector<HdPrefixBmcResult> hd_prefix_bmc_each(std::uint32_t p, std::uint32_t q,
                                                  std::uint32_t H,
                                                  const std::vector<HdPrefixQuery>& queries,
                                                  HdPrefixPlant plant) {
  if (q < 1 || q > p) throw std::logic_error("hd_prefix_bmc_each: 1 <= q <= p");
  const auto num = [](std::uint64_t x) { return std::to_string(x); };
  std::vector<ProofOptions> opts;
  for (const auto& qu : queries) {
    if (qu.T > H) throw std::logic_error("hd_prefix_bmc_each: T outside 0..H");
    const std::string what =
        "a sequence of " + num(qu.T) + " half-duplex communication steps on " + num(p) +
        " PEs after which PE i knows every block j < i (q = " + num(q) + " blocks)";
    opts.push_back(qu.opts);
    opts.back().sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
    opts.back().unsat_means = "no " + what.substr(2) +
                              " exists: every prefix schedule (PE i's results contain every "
                              "block j < i) needs more communication steps";
  }
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const z3::expr F = ctx.bool_val(false), Tr = ctx.bool_val(true);
  const auto name = [](const char* pre, std::uint32_t a, std::uint32_t b, std::uint32_t c) {
    return std::string(pre) + "_" + std::to_string(a) + "_" + std::to_string(b) + "_" +
           std::to_string(c);
  };
  // s[t][a][b]
  std::vector<std::vector<std::vector<z3::expr>>> s(H);
  for (std::uint32_t t = 0; t < H; ++t) {
    s[t].resize(p);
    for (std::uint32_t a = 0; a < p; ++a)
      for (std::uint32_t b = 0; b < p; ++b)
        s[t][a].push_back(a == b ? F : ctx.bool_const(name("s", t, a, b).c_str()));
  }
  // K[t][x][j]
  std::vector<std::vector<std::vector<z3::expr>>> K(H + 1);
  K[0].resize(p);
  for (std::uint32_t x = 0; x < p; ++x)
    for (std::uint32_t j = 0; j < q; ++j) K[0][x].push_back(x == j ? Tr : F);
  for (std::uint32_t t = 0; t < H; ++t) {
    K[t + 1].resize(p);
    for (std::uint32_t x = 0; x < p; ++x)
      for (std::uint32_t j = 0; j < q; ++j) {
        if (x == j) {
          K[t + 1][x].push_back(Tr);
          continue;
        }
        z3::expr_vector got(ctx);
        got.push_back(K[t][x][j]);
        for (std::uint32_t a = 0; a < p; ++a)
          if (a != x) got.push_back(s[t][a][x] && K[t][a][j]);
        const z3::expr k = ctx.bool_const(name("k", t + 1, x, j).c_str());
        as.push_back(k == z3::mk_or(got));
        K[t + 1][x].push_back(k);
      }
  }
  for (std::uint32_t t = 0; t < H; ++t)
    for (std::uint32_t x = 0; x < p; ++x) {
      z3::expr_vector out(ctx), in(ctx), both(ctx);
      for (std::uint32_t y = 0; y < p; ++y)
        if (y != x) {
          out.push_back(s[t][x][y]);
          in.push_back(s[t][y][x]);
          both.push_back(s[t][x][y]);
          both.push_back(s[t][y][x]);
        }
      if (plant == HdPrefixPlant::drop_half_duplex) {
        if (out.size() > 1) as.push_back(detail::at_most(out, 1));
        if (in.size() > 1) as.push_back(detail::at_most(in, 1));
      } else if (both.size() > 1) {
        as.push_back(detail::at_most(both, 1));  // rule "half-duplex"
      }
      // No useless message: x sends to y only if x knows a block y does not.
      for (std::uint32_t y = 0; y < p; ++y)
        if (y != x) {
          z3::expr_vector teach(ctx);
          for (std::uint32_t j = 0; j < q; ++j) teach.push_back(K[t][x][j] && !K[t][y][j]);
          as.push_back(z3::implies(s[t][x][y], z3::mk_or(teach)));
        }
    }
  // Relays by first knowledge.
  for (std::uint32_t r = q; r + 1 < p; ++r)
    for (std::uint32_t t = 1; t <= H; ++t) {
      z3::expr_vector a(ctx), b(ctx);
      for (std::uint32_t j = 0; j < q; ++j) {
        a.push_back(K[t][r][j]);
        b.push_back(K[t][r + 1][j]);
      }
      as.push_back(z3::implies(z3::mk_or(b), z3::mk_or(a)));
    }

  std::vector<HdPrefixBmcResult> res(queries.size());
  std::vector<z3::expr> goals;
  std::vector<std::function<void(const z3::model&)>> readers;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const std::uint32_t T = queries[i].T;
    z3::expr_vector all(ctx);
    for (std::uint32_t x = 1; x < q; ++x)
      for (std::uint32_t j = 0; j < x; ++j) all.push_back(K[T][x][j]);
    goals.push_back(all.empty() ? Tr : z3::mk_and(all));
    readers.push_back([&, i, T](const z3::model& m) {
      for (std::uint32_t t = 0; t < T; ++t)
        for (std::uint32_t a = 0; a < p; ++a)
          for (std::uint32_t b = 0; b < p; ++b)
            if (a != b && m.eval(s[t][a][b], true).is_true()) res[i].messages.push_back({t, a, b});
    });
  }
  const auto answers = detail::check_unsat_each(ctx, as, goals, opts, readers);
  for (std::size_t i = 0; i < answers.size(); ++i) res[i].result = answers[i];
  res.resize(answers.size());
  return res;
}

}  // namespace cc::proofs
