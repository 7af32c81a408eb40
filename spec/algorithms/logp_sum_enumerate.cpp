// The independent cross-checks of the summation search (logp_sum_opt.hpp): every timed tree on at
// most four PEs (enumerate_most), and every LogP program of two PEs cycle by cycle
// (general_most_two), neither using the search's reduction.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "spec/algorithms/detail/logp_sum_opt.hpp"
#include "spec/algorithms/logp_sum_opt.hpp"

namespace cc::logp {

using detail::block;

Time enumerate_most(Time L, Time o, Time g, Time T, std::uint64_t P, TimedTree* best) {
  if (P > 4) throw std::logic_error("enumerate_most: P > 4");
  const Params prm{L, o, g, static_cast<Pe>(P)};
  Time bestv = -1;
  for (std::size_t n = 1; n <= P; ++n) {
    std::vector<std::size_t> par(n, 0);
    std::function<void(std::size_t)> parents = [&](std::size_t i) {
      if (i == n) {
        // A tree iff every node reaches the root.
        for (std::size_t x = 1; x < n; ++x) {
          std::size_t y = x, steps = 0;
          while (y != 0 && steps <= n) y = par[y], ++steps;
          if (y != 0) return;
        }
        for (std::size_t flags = 0; flags < (std::size_t{1} << n); ++flags) {
          std::vector<Time> D(n, 0);
          D[0] = T;
          std::function<void(std::size_t)> times = [&](std::size_t x) {
            if (x == n) {
              TimedTree t;
              for (std::size_t y = 0; y < n; ++y)
                t.nodes.push_back({par[y], D[y], ((flags >> y) & 1) != 0, {}, {}});
              for (std::size_t y = 0; y < n; ++y) {
                std::vector<std::size_t> kids;
                for (std::size_t c = 1; c < n; ++c)
                  if (par[c] == y) kids.push_back(c);
                std::sort(kids.begin(), kids.end(),
                          [&](std::size_t a, std::size_t b) { return D[a] < D[b]; });
                Time free_at = 0;
                std::optional<Time> last;
                for (std::size_t j = 0; j < kids.size(); ++j) {
                  Time r = std::max(D[kids[j]] + o + L, free_at);
                  if (last) r = std::max(r, *last + g);
                  last = r;
                  free_at = r + block(o, t.nodes[y].relay && j == 0);
                  t.nodes[y].children.push_back(kids[j]);
                  t.nodes[y].recv.push_back(r);
                }
              }
              const auto cap = tree_capacity(prm, t);
              if (cap && *cap > bestv) {
                bestv = *cap;
                if (best) *best = t;
              }
              return;
            }
            for (Time d = 0; d <= T; ++d) {
              D[x] = d;
              times(x + 1);
            }
          };
          times(1);
        }
        return;
      }
      for (std::size_t p = 0; p < n; ++p)
        if (p != i) {
          par[i] = p;
          parents(i + 1);
        }
    };
    parents(1);
  }
  return bestv;
}

// ---- Every program of two PEs ----

namespace {

// A value of the two-PE search: it holds operands 0..c[0]-1 of PE 0 and 0..c[1]-1 of PE 1 (a
// PE's own operands enter its value in order, so every value is of this form or invalid).
struct Val {
  std::int16_t c[2] = {0, 0};
  bool has = false, bad = false;
};
Val join(const Val& a, const Val& b) {
  if (!a.has) return b;
  Val r = a;
  if (b.bad || (a.c[0] && b.c[0]) || (a.c[1] && b.c[1])) r.bad = true;
  r.c[0] = static_cast<std::int16_t>(a.c[0] + b.c[0]);
  r.c[1] = static_cast<std::int16_t>(a.c[1] + b.c[1]);
  return r;
}

struct Pe2 {
  Time busy = 0;  // busy until (absolute)
  Time ls = -1000, lr = -1000;
  Val v;
  std::vector<Val> inbox;
};
struct Msg {
  Time sent;
  Val v;
};
struct State2 {
  Pe2 pe[2];
  std::vector<Msg> wire[2];  // wire[p]: messages from p to the other PE, in order sent
};

void key_val(std::vector<std::int16_t>& k, const Val& v) {
  k.push_back(v.c[0]);
  k.push_back(v.c[1]);
  k.push_back(static_cast<std::int16_t>(v.has + 2 * v.bad));
}

}  // namespace

Time general_most_two(Time L, Time o, Time g, Time T) {
  Time best = 0;
  for (int holders = 1; holders < 4; ++holders) {
    std::unordered_map<std::string, Time> memo;
    std::function<Time(Time, const State2&)> go = [&](Time t, const State2& st) -> Time {
      if (t == T) {
        const Val& v = st.pe[0].v;
        return v.has && !v.bad ? v.c[0] + v.c[1] : 0;
      }
      std::vector<std::int16_t> key{static_cast<std::int16_t>(t)};
      for (const auto& p : st.pe) {
        key.push_back(static_cast<std::int16_t>(std::max<Time>(0, p.busy - t)));
        key.push_back(static_cast<std::int16_t>(std::min<Time>(g, t - p.ls)));
        key.push_back(static_cast<std::int16_t>(std::min<Time>(g, t - p.lr)));
        key_val(key, p.v);
        key.push_back(static_cast<std::int16_t>(p.inbox.size()));
        for (const auto& m : p.inbox) key_val(key, m);
      }
      for (const auto& w : st.wire) {
        key.push_back(static_cast<std::int16_t>(w.size()));
        for (const auto& m : w) {
          key.push_back(static_cast<std::int16_t>(std::min<Time>(L + o, t - m.sent)));
          key_val(key, m.v);
        }
      }
      std::string skey(reinterpret_cast<const char*>(key.data()), key.size() * sizeof(key[0]));
      if (auto it = memo.find(skey); it != memo.end()) return it->second;
      // Options per PE: 0 idle, 1 add, 2 combine, 3 send, 4 receive.
      std::vector<int> opts[2];
      for (int p = 0; p < 2; ++p) {
        const Pe2& x = st.pe[p];
        opts[p].push_back(0);
        if (x.busy > t) continue;
        if (((holders >> p) & 1) && t + 1 <= T) opts[p].push_back(1);
        if (!x.inbox.empty() && x.v.has && t + 1 <= T) opts[p].push_back(2);
        if (x.v.has && t - x.ls >= g && t + o <= T) opts[p].push_back(3);
        const auto& in = st.wire[1 - p];
        if (!in.empty() && in.front().sent + o + L <= t && t - x.lr >= g && t + o <= T)
          opts[p].push_back(4);
      }
      Time res = 0;
      for (int a : opts[0])
        for (int b : opts[1]) {
          State2 nx = st;
          const int ch[2] = {a, b};
          for (int p = 0; p < 2; ++p) {
            Pe2& x = nx.pe[p];
            switch (ch[p]) {
              case 1:
                // A holder's value always holds its own operands 0..c_p-1: the next is c_p.
                x.v.c[p] = static_cast<std::int16_t>(x.v.c[p] + 1);
                x.busy = t + 1;
                break;
              case 2:
                x.v = join(x.v, x.inbox.front());
                x.inbox.erase(x.inbox.begin());
                x.busy = t + 1;
                break;
              case 3:
                nx.wire[p].push_back({t, x.v});
                x.ls = t;
                x.busy = t + o;
                break;
              case 4: {
                const Val m = st.wire[1 - p].front().v;
                nx.wire[1 - p].erase(nx.wire[1 - p].begin());
                if (!x.v.has)
                  x.v = m;
                else
                  x.inbox.push_back(m);
                x.lr = t;
                x.busy = t + o;
                break;
              }
              default:
                break;
            }
          }
          res = std::max(res, go(t + 1, nx));
        }
      memo.emplace(std::move(skey), res);
      return res;
    };
    State2 s0;
    for (int p = 0; p < 2; ++p)
      if ((holders >> p) & 1) {
        s0.pe[p].v.has = true;
        s0.pe[p].v.c[p] = 1;
      }
    best = std::max(best, go(0, s0));
  }
  return best;
}

}  // namespace cc::logp
