#include "proofs/groupops_bmc.hpp"

#include <stdexcept>
#include <string>

#include "proofs/detail/cardinality.hpp"
#include "proofs/detail/z3_engine.hpp"

namespace cc::proofs {

std::uint32_t cube_dims(std::uint32_t N) {
  std::uint32_t d = 0;
  while ((std::uint64_t{1} << d) < N) ++d;
  return d;
}

std::uint32_t pram_flow_bound(std::uint32_t N) {
  // P(t) = F(t + 1): P(0) = 1, P(1) = 1, P(t) = P(t - 1) + P(t - 2).
  std::uint64_t prev = 0, cur = 1;  // P(-1) (a cell at the start: empty), P(0)
  std::uint32_t t = 0;
  while (cur < N) {
    const std::uint64_t next = cur + prev;
    prev = cur;
    cur = next;
    ++t;
  }
  return t;
}

namespace {

std::string nm(const char* base, std::uint32_t a, std::uint32_t b, std::uint32_t c = ~0u) {
  std::string s = std::string(base) + "_" + std::to_string(a) + "_" + std::to_string(b);
  if (c != ~0u) s += "_" + std::to_string(c);
  return s;
}

const char* coll_name(GroupCollective c) {
  switch (c) {
    case GroupCollective::broadcast: return "broadcast";
    case GroupCollective::reduce: return "reduce";
    case GroupCollective::prefix: return "prefix";
    case GroupCollective::allreduce: return "allreduce";
  }
  return "?";
}

// The interval PE i must end with in slot 0 (lo, hi), or none (false) when it need not end with
// anything.
bool target(GroupCollective c, std::uint32_t N, std::uint32_t i, std::int64_t& lo, std::int64_t& hi) {
  switch (c) {
    case GroupCollective::broadcast: lo = 0, hi = 0; return true;
    case GroupCollective::reduce: lo = 0, hi = N - 1; return i == 0;
    case GroupCollective::prefix: lo = 0, hi = i; return true;
    case GroupCollective::allreduce: lo = 0, hi = N - 1; return true;
  }
  return false;
}

// A slot's (or a cell's, or a received) value, one-hot: valid, and lo[v] (hi[v]) true for the one
// v that is its first (last) operand; all false when empty.
struct OneHot {
  z3::expr valid;
  std::vector<z3::expr> lo, hi;
};

}  // namespace

WindowResult window_bmc(GroupModel model, GroupCollective coll, std::uint32_t N, std::uint32_t R,
                        std::uint32_t T, const ProofOptions& opts, WindowPlant plant) {
  const bool cube = model == GroupModel::hypercube;
  if (!cube && coll == GroupCollective::broadcast)
    throw std::invalid_argument("window_bmc: no pram broadcast");
  ProofOptions query = opts;
  const std::string what = std::string("a ") + coll_name(coll) + " schedule of the window class (" +
                           (cube ? "hypercube" : "EREW pram") + ", N = " + std::to_string(N) +
                           ", " + std::to_string(R) + " slots per PE) of " + std::to_string(T) +
                           " steps";
  query.sat_means = what + " exists (the model is one: collcheck decodes and replays it)";
  query.unsat_means = "no " + what.substr(2) + " exists";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const std::uint32_t D = cube_dims(N);
  const std::uint32_t C = N + 1;  // pram cells
  const std::uint32_t npieces = cube ? 2 * R : R + 1;
  // The options of slot r: a chain of one, two or three distinct pieces (not the slot itself
  // alone: that is "unchanged", when no option is chosen).
  std::vector<std::vector<WindowChoice>> options(R);
  for (std::uint32_t r = 0; r < R; ++r)
    for (std::uint32_t p = 0; p < npieces; ++p) {
      if (p != r) options[r].push_back({static_cast<int>(p), -1, -1});
      for (std::uint32_t q = 0; q < npieces; ++q) {
        if (q == p) continue;
        options[r].push_back({static_cast<int>(p), static_cast<int>(q), -1});
        for (std::uint32_t u = 0; u < npieces; ++u)
          if (u != p && u != q) options[r].push_back({static_cast<int>(p), static_cast<int>(q), static_cast<int>(u)});
      }
    }
  const auto F = ctx.bool_val(false);
  const auto empty = [&] {
    return OneHot{F, std::vector<z3::expr>(N, F), std::vector<z3::expr>(N, F)};
  };
  const auto single = [&](std::uint32_t i) {
    OneHot x = empty();
    x.valid = ctx.bool_val(true);
    x.lo[i] = x.hi[i] = ctx.bool_val(true);
    return x;
  };
  // A fresh value with named variables.
  const auto fresh = [&](const std::string& base) {
    OneHot x{ctx.bool_const((base + "_v").c_str()), {}, {}};
    for (std::uint32_t k = 0; k < N; ++k) {
      x.lo.push_back(ctx.bool_const((base + "_lo" + std::to_string(k)).c_str()));
      x.hi.push_back(ctx.bool_const((base + "_hi" + std::to_string(k)).c_str()));
    }
    return x;
  };
  // sel ? a : b, field by field.
  const auto pick = [&](const z3::expr& sel, const OneHot& a, const OneHot& b) {
    OneHot x{(sel && a.valid) || (!sel && b.valid), {}, {}};
    for (std::uint32_t k = 0; k < N; ++k) {
      x.lo.push_back(((sel && a.lo[k]) || (!sel && b.lo[k])).simplify());
      x.hi.push_back(((sel && a.hi[k]) || (!sel && b.hi[k])).simplify());
    }
    x.valid = x.valid.simplify();
    return x;
  };
  // The constraint x == y (all fields).
  const auto same = [&](const OneHot& x, const OneHot& y) {
    z3::expr e = x.valid == y.valid;
    for (std::uint32_t k = 0; k < N; ++k) e = e && x.lo[k] == y.lo[k] && x.hi[k] == y.hi[k];
    return e;
  };
  // a's last operand is just before b's first (both non-empty).
  const auto chains = [&](const OneHot& a, const OneHot& b) {
    z3::expr e = a.valid && b.valid;
    if (plant == WindowPlant::drop_adjacent) return e;
    for (std::uint32_t k = 0; k < N; ++k)
      e = e && z3::implies(a.hi[k], k + 1 < N ? b.lo[k + 1] : F);
    return e;
  };
  // Exactly one of xs.
  const auto exactly_one = [&](const z3::expr_vector& xs) {
    z3::expr any = F;
    for (unsigned k = 0; k < xs.size(); ++k) any = any || xs[k];
    as.push_back(any);
    if (xs.size() > 1) as.push_back(detail::at_most(xs, 1));
  };

  std::vector<std::vector<std::vector<OneHot>>> v(T + 1);  // slots after step t: v[t][i][r]
  v[0].resize(N);
  for (std::uint32_t i = 0; i < N; ++i)
    for (std::uint32_t r = 0; r < R; ++r) {
      const bool has = r == 0 && (coll != GroupCollective::broadcast || i == 0);
      v[0][i].push_back(has ? single(i) : empty());
    }
  std::vector<OneHot> cells(C, empty());  // pram, after the step before

  std::vector<std::vector<z3::expr>> dim(T + 1);                        // hypercube [t][d]
  std::vector<std::vector<std::vector<z3::expr>>> sel(T + 1);           // [t][i][r * K + o]
  std::vector<std::vector<std::vector<z3::expr>>> rd(T + 1), wr(T + 1);  // pram [t][i][x]
  std::vector<std::vector<std::vector<z3::expr>>> ws(T + 1);            // pram [t][i][r]
  std::vector<z3::expr> written_upto(C, F);  // pram: cell x written in some step so far
  std::size_t K = 0;
  for (const auto& o : options) K = std::max(K, o.size());

  for (std::uint32_t t = 1; t <= T; ++t) {
    const auto& prev = v[t - 1];
    std::vector<std::vector<OneHot>> pieces(N);
    if (cube) {
      z3::expr_vector ds(ctx);
      for (std::uint32_t d = 0; d < std::max<std::uint32_t>(D, 1); ++d) {
        dim[t].push_back(ctx.bool_const(nm("dim", t, d).c_str()));
        ds.push_back(dim[t].back());
      }
      exactly_one(ds);  // every message of a step along one dimension
      for (std::uint32_t i = 0; i < N; ++i) {
        pieces[i] = prev[i];
        for (std::uint32_t s = 0; s < R; ++s) {
          OneHot got = empty();
          for (std::uint32_t d = 0; d < D; ++d) {
            const std::uint32_t j = i ^ (1u << d);
            if (j < N) got = pick(dim[t][d], prev[j][s], got);  // the partner exists
          }
          pieces[i].push_back(got);
        }
      }
    } else {
      rd[t].resize(N);
      wr[t].resize(N);
      ws[t].resize(N);
      for (std::uint32_t i = 0; i < N; ++i) {
        z3::expr_vector acc(ctx), wsv(ctx);
        for (std::uint32_t x = 0; x < C; ++x) {
          rd[t][i].push_back(ctx.bool_const(nm("rd", t, i, x).c_str()));
          wr[t][i].push_back(ctx.bool_const(nm("wr", t, i, x).c_str()));
          acc.push_back(rd[t][i][x]);
          acc.push_back(wr[t][i][x]);
        }
        as.push_back(detail::at_most(acc, 1));  // one access per PE and step
        for (std::uint32_t r = 0; r < R; ++r) {
          ws[t][i].push_back(ctx.bool_const(nm("ws", t, i, r).c_str()));
          wsv.push_back(ws[t][i][r]);
        }
        exactly_one(wsv);  // the slot a write would write
      }
      for (std::uint32_t x = 0; x < C; ++x) {
        z3::expr_vector acc(ctx);
        for (std::uint32_t i = 0; i < N; ++i) acc.push_back(rd[t][i][x]), acc.push_back(wr[t][i][x]);
        as.push_back(detail::at_most(acc, 1));  // EREW: one access per cell and step
      }
      std::vector<OneHot> wv(N, empty());  // what PE i writes if it writes
      for (std::uint32_t i = 0; i < N; ++i) {
        pieces[i] = prev[i];
        OneHot got = empty();
        for (std::uint32_t x = 0; x < C; ++x) {
          as.push_back(z3::implies(rd[t][i][x], cells[x].valid));  // a read finds a value
          got = pick(rd[t][i][x], cells[x], got);
        }
        pieces[i].push_back(got);
        OneHot w = empty();
        for (std::uint32_t r = 0; r < R; ++r) w = pick(ws[t][i][r], prev[i][r], w);
        wv[i] = w;
        for (std::uint32_t x = 0; x < C; ++x) as.push_back(z3::implies(wr[t][i][x], w.valid));  // writes a value
      }
      std::vector<OneHot> next;
      for (std::uint32_t x = 0; x < C; ++x) {
        OneHot c = cells[x];
        z3::expr any = F;
        for (std::uint32_t i = 0; i < N; ++i) {
          c = pick(wr[t][i][x], wv[i], c);
          any = any || wr[t][i][x];
        }
        OneHot named = fresh(nm("cell", t, x));
        as.push_back(same(named, c));
        next.push_back(named);
        written_upto[x] = (written_upto[x] || any).simplify();
      }
      // The cells are interchangeable (all start empty): taken in the order of their first write.
      for (std::uint32_t x = 0; x + 1 < C; ++x)
        as.push_back(z3::implies(written_upto[x + 1], written_upto[x]));
      cells = next;
    }
    // The slots after the step.
    v[t].resize(N);
    sel[t].resize(N);
    for (std::uint32_t i = 0; i < N; ++i) {
      for (std::uint32_t r = 0; r < R; ++r) {
        OneHot nv = fresh(nm("slot", t, i, r));
        // One Boolean per option: a chosen option fixes the value and needs its pieces to chain
        // (two chosen options must agree); none chosen: unchanged.
        z3::expr any = F;
        for (std::size_t o = 0; o < K; ++o) {
          if (o >= options[r].size()) {
            sel[t][i].push_back(F);
            continue;
          }
          const WindowChoice& ch = options[r][o];
          z3::expr b = ctx.bool_const(nm("o", t, i, static_cast<std::uint32_t>(r * K + o)).c_str());
          sel[t][i].push_back(b);
          const OneHot& a = pieces[i][static_cast<std::uint32_t>(ch.p)];
          z3::expr need = a.valid && nv.valid;
          const OneHot* last = &a;
          if (ch.q >= 0) {
            const OneHot& q = pieces[i][static_cast<std::uint32_t>(ch.q)];
            need = need && chains(a, q);
            last = &q;
            if (ch.u >= 0) {
              const OneHot& u = pieces[i][static_cast<std::uint32_t>(ch.u)];
              need = need && chains(q, u);
              last = &u;
            }
          }
          for (std::uint32_t k = 0; k < N; ++k) need = need && nv.lo[k] == a.lo[k] && nv.hi[k] == last->hi[k];
          as.push_back(z3::implies(b, need));
          any = any || b;
        }
        as.push_back(z3::implies(!any, same(nv, pieces[i][r])));
        v[t][i].push_back(nv);
      }
      // Slot 0 holds a value from the start on (broadcast: from the PE's first receipt on).
      if (coll != GroupCollective::broadcast) as.push_back(v[t][i][0].valid);
      else as.push_back(z3::implies(v[t - 1][i][0].valid, v[t][i][0].valid));
    }
  }
  for (std::uint32_t i = 0; i < N; ++i) {
    std::int64_t lo = 0, hi = 0;
    if (target(coll, N, i, lo, hi)) {
      as.push_back(v[T][i][0].valid);
      as.push_back(v[T][i][0].lo[static_cast<std::uint32_t>(lo)]);
      as.push_back(v[T][i][0].hi[static_cast<std::uint32_t>(hi)]);
    }
  }

  WindowResult res;
  res.result = detail::check_unsat(ctx, as, z3::expr_vector(ctx), query, [&](const z3::model& m) {
    const auto on = [&](const z3::expr& e) { return m.eval(e, true).is_true(); };
    for (std::uint32_t t = 1; t <= T; ++t) {
      WindowStep s;
      if (cube)
        for (std::uint32_t d = 0; d < dim[t].size(); ++d)
          if (on(dim[t][d])) s.dim = d;
      s.choice.assign(N, std::vector<WindowChoice>(R));
      s.valid.assign(N, std::vector<bool>(R, false));
      if (!cube) {
        s.read.assign(N, {});
        s.write.assign(N, {});
        s.wslot.assign(N, 0);
      }
      for (std::uint32_t i = 0; i < N; ++i) {
        if (!cube)
          for (std::uint32_t x = 0; x < C; ++x) {
            if (on(rd[t][i][x])) s.read[i].push_back(x);
            if (on(wr[t][i][x])) {
              s.write[i].push_back(x);
              for (std::uint32_t r = 0; r < R; ++r)
                if (on(ws[t][i][r])) s.wslot[i] = r;
            }
          }
        for (std::uint32_t r = 0; r < R; ++r) {
          for (std::size_t o = 0; o < options[r].size(); ++o)
            if (on(sel[t][i][r * K + o])) {
              s.choice[i][r] = options[r][o];
              break;
            }
          s.valid[i][r] = on(v[t][i][r].valid);
        }
      }
      res.steps.push_back(s);
    }
  });
  return res;
}

ProofResult flow_bmc(GroupModel model, GroupCollective coll, std::uint32_t N, std::uint32_t T,
                     const ProofOptions& opts) {
  const bool cube = model == GroupModel::hypercube;
  ProofOptions query = opts;
  const std::string need =
      coll == GroupCollective::prefix      ? "every PE i depends on operands 0..i"
      : coll == GroupCollective::allreduce ? "every PE depends on every operand"
      : coll == GroupCollective::reduce    ? "PE 0 depends on every operand"
                                           : "every PE depends on the root's value";
  const std::string what = std::string("a schedule of ") + std::to_string(T) + " steps of the " +
                           (cube ? "hypercube" : "EREW pram") + " (N = " + std::to_string(N) +
                           (cube ? ", any registers, messages" : ", any registers, accesses") +
                           " and combining) after which " + need;
  query.sat_means = what + " exists (the information count does not exclude " +
                    std::to_string(T) + " steps)";
  query.unsat_means = "no " + what.substr(2) + " exists: no " + coll_name(coll) + " schedule of " +
                      std::to_string(T) + " steps exists (each needs it)";
  detail::Context ctx_holder;
  z3::context& ctx = ctx_holder.get();
  z3::expr_vector as(ctx);
  const std::uint32_t D = cube_dims(N);
  const std::uint32_t C = N + 1;
  // k[i][j]: PE i depends on operand j (after the step before); kc[x][j]: cell x.
  std::vector<std::vector<z3::expr>> k(N), kc(C);
  for (std::uint32_t i = 0; i < N; ++i)
    for (std::uint32_t j = 0; j < N; ++j)
      k[i].push_back(ctx.bool_val(i == j && (coll != GroupCollective::broadcast || i == 0)));
  for (std::uint32_t x = 0; x < C; ++x)
    for (std::uint32_t j = 0; j < N; ++j) kc[x].push_back(ctx.bool_val(false));
  std::vector<z3::expr> written_upto(C, ctx.bool_val(false));
  for (std::uint32_t t = 1; t <= T; ++t) {
    std::vector<std::vector<z3::expr>> nk(N), nkc(C);
    if (cube) {
      z3::expr d = ctx.int_const(("dim_" + std::to_string(t)).c_str());
      as.push_back(d >= 0 && d < ctx.int_val(std::max<std::uint32_t>(D, 1)));
      std::vector<z3::expr> snd;
      for (std::uint32_t i = 0; i < N; ++i) snd.push_back(ctx.bool_const(nm("snd", t, i).c_str()));
      for (std::uint32_t i = 0; i < N; ++i)
        for (std::uint32_t j = 0; j < N; ++j) {
          z3::expr got = k[i][j];
          for (std::uint32_t b = 0; b < D; ++b) {
            const std::uint32_t p = i ^ (1u << b);
            if (p < N) got = got || (d == ctx.int_val(b) && snd[p] && k[p][j]);
          }
          z3::expr e = ctx.bool_const(nm("k", t, i, j).c_str());
          as.push_back(e == got.simplify());
          nk[i].push_back(e);
        }
    } else {
      std::vector<std::vector<z3::expr>> rd(N), wr(N);
      for (std::uint32_t i = 0; i < N; ++i) {
        z3::expr_vector acc(ctx);
        for (std::uint32_t x = 0; x < C; ++x) {
          rd[i].push_back(ctx.bool_const(nm("rd", t, i, x).c_str()));
          wr[i].push_back(ctx.bool_const(nm("wr", t, i, x).c_str()));
          acc.push_back(rd[i][x]);
          acc.push_back(wr[i][x]);
        }
        as.push_back(detail::at_most(acc, 1));  // one access per PE and step
      }
      for (std::uint32_t x = 0; x < C; ++x) {
        z3::expr_vector acc(ctx);
        z3::expr any = ctx.bool_val(false);
        for (std::uint32_t i = 0; i < N; ++i) {
          acc.push_back(rd[i][x]);
          acc.push_back(wr[i][x]);
          any = any || wr[i][x];
        }
        as.push_back(detail::at_most(acc, 1));  // EREW: one access per cell and step
        written_upto[x] = (written_upto[x] || any).simplify();
        for (std::uint32_t j = 0; j < N; ++j) {
          z3::expr got = !any && kc[x][j];
          for (std::uint32_t i = 0; i < N; ++i) got = got || (wr[i][x] && k[i][j]);
          z3::expr e = ctx.bool_const(nm("kc", t, x, j).c_str());
          as.push_back(e == got.simplify());
          nkc[x].push_back(e);
        }
      }
      // Cells all start empty and are interchangeable: taken in the order of their first write
      // (a schedule relabelled so is one, and its dependencies are the same).
      for (std::uint32_t x = 0; x + 1 < C; ++x)
        as.push_back(z3::implies(written_upto[x + 1], written_upto[x]));
      for (std::uint32_t i = 0; i < N; ++i)
        for (std::uint32_t j = 0; j < N; ++j) {
          z3::expr got = k[i][j];
          for (std::uint32_t x = 0; x < C; ++x) got = got || (rd[i][x] && kc[x][j]);
          z3::expr e = ctx.bool_const(nm("k", t, i, j).c_str());
          as.push_back(e == got.simplify());
          nk[i].push_back(e);
        }
      kc = nkc;
    }
    k = nk;
  }
  for (std::uint32_t i = 0; i < N; ++i) {
    std::int64_t lo = 0, hi = 0;
    if (!target(coll, N, i, lo, hi)) continue;
    for (std::int64_t j = lo; j <= hi; ++j) as.push_back(k[i][static_cast<std::uint32_t>(j)]);
  }
  return detail::check_unsat(ctx, as, z3::expr_vector(ctx), query);
}

}  // namespace cc::proofs
