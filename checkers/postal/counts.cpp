// The count search of Theorem 1 and its brute-force check (checkers/postal/counts.hpp).
#include "checkers/postal/counts.hpp"

#include <algorithm>
#include <bit>
#include <set>
#include <stdexcept>
#include <string>

namespace cc::postal_checks {

namespace {

// A count vector (h, p_1 .. p_{lambda-1}) as the integer h + B p_1 + B^2 p_2 + ..., B = n + 1.
struct Coder {
  std::uint64_t base;
  std::uint32_t lambda;
  std::uint64_t size = 1;  // B^lambda
  std::uint64_t top = 1;   // B^(lambda-1)
  Coder(std::uint32_t n, std::uint32_t lam) : base(n + std::uint64_t{1}), lambda(lam) {
    for (std::uint32_t i = 0; i < lambda; ++i) {
      if (size > (std::uint64_t{1} << 30) / base)
        throw std::invalid_argument("count search: (n+1)^lambda exceeds 2^30 for n = " +
                                    std::to_string(n) + ", lambda = " + std::to_string(lambda));
      size *= base;
    }
    top = size / base;
  }
  void decode(std::uint64_t x, std::vector<std::uint32_t>& v) const {
    v.resize(lambda);
    for (std::uint32_t i = 0; i < lambda; ++i) {
      v[i] = static_cast<std::uint32_t>(x % base);
      x /= base;
    }
  }
  std::uint64_t encode(const std::vector<std::uint32_t>& v) const {
    std::uint64_t x = 0;
    for (std::uint32_t i = lambda; i-- > 0;) x = x * base + v[i];
    return x;
  }
};

// The successors of v: (h + p_1, p_2, .., p_{lambda-1}, r), r = rlo..rhi, as codes; rlo, rhi set.
struct Step {
  std::uint64_t first;  // the code of the successor with r = 0
  std::uint64_t stride;
  std::uint32_t rlo, rhi;
};

Step step_of(const Coder& c, const std::vector<std::uint32_t>& v, std::uint32_t n,
             std::uint32_t ports, const CountsPlant& plant) {
  std::uint64_t pending = 0;
  for (std::uint32_t d = 1; d < c.lambda; ++d) pending += v[d];
  const std::uint64_t f = n - v[0] - pending;
  const auto rhi =
      static_cast<std::uint32_t>(std::min<std::uint64_t>(std::uint64_t{ports} * v[0], f));
  Step s{0, c.top, plant.largest_r_only ? rhi : 0, rhi};
  if (c.lambda == 1) {
    s.first = v[0];
    s.stride = 1;
  } else {
    // h + p_1 at position 0, p_{d+1} at position d, r at position lambda - 1.
    std::uint64_t x = 0;
    for (std::uint32_t i = c.lambda - 1; i-- > 1;) x = x * c.base + v[i + 1];
    s.first = x * c.base + v[0] + v[1];
  }
  return s;
}

struct Layers {
  std::vector<std::vector<std::uint64_t>> codes;
  std::uint64_t transitions = 0;
  std::optional<std::uint32_t> least;
  std::uint64_t full = 0;  // the code with h = n found first
};

Layers search(std::uint32_t n, std::uint32_t k, std::uint32_t lambda, std::uint32_t steps,
              const CountsPlant& plant, bool stop_at_full, const Coder& c) {
  Layers out;
  const std::uint32_t ports = k + plant.extra_ports;
  std::vector<std::uint32_t> start(lambda, 0);
  start[0] = 1;
  out.codes.push_back({c.encode(start)});
  if (n == 1) {
    out.least = 0;
    out.full = out.codes[0][0];
    if (stop_at_full) return out;
  }
  std::vector<std::uint64_t> seen((c.size + 63) / 64, 0);
  std::vector<std::uint32_t> v;
  for (std::uint32_t t = 1; t <= steps; ++t) {
    std::vector<std::uint64_t> next;
    for (std::uint64_t x : out.codes.back()) {
      c.decode(x, v);
      const Step s = step_of(c, v, n, ports, plant);
      out.transitions += s.rhi - s.rlo + 1;
      for (std::uint64_t r = s.rlo; r <= s.rhi; ++r) {
        const std::uint64_t y = s.first + r * s.stride;
        std::uint64_t& w = seen[y >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (y & 63);
        if (w & bit) continue;
        w |= bit;
        next.push_back(y);
      }
    }
    for (std::uint64_t y : next) seen[y >> 6] = 0;
    std::sort(next.begin(), next.end());
    out.codes.push_back(std::move(next));
    if (!out.least)
      for (std::uint64_t y : out.codes.back())
        if (y % c.base == n) {
          out.least = t;
          out.full = y;
          break;
        }
    if (out.least && stop_at_full) break;
  }
  return out;
}

// A witness for the state `target` of layer t: fresh[s-1] = r of step s, s = 1..t, back from
// target through a predecessor in each layer before. A predecessor of (h', p'_1, .., p'_{l-1}) is
// (h, h' - h, p'_1, .., p'_{l-2}) with r = p'_{l-1} (lambda = 1: (h) with r = h' - h), so only
// h = 1..h' are tried, each looked up in its sorted layer; they are tried in increasing code order
// (h from h' down; lambda = 1: h up), so the predecessor found is the least code, as a scan of the
// layer in order would find.
std::vector<std::uint32_t> trace_back(const Layers& L, const Coder& c, std::uint32_t n,
                                      std::uint32_t ports, const CountsPlant& plant,
                                      std::uint32_t t, std::uint64_t target) {
  std::vector<std::uint32_t> fresh(t, 0);
  std::vector<std::uint32_t> v, w;
  for (std::uint32_t s = t; s >= 1; --s) {
    c.decode(target, w);
    const std::vector<std::uint64_t>& prev = L.codes[s - 1];
    bool found = false;
    for (std::uint32_t i = 1; i <= w[0] && !found; ++i) {
      const std::uint32_t h = c.lambda == 1 ? i : w[0] + 1 - i;
      v.assign(c.lambda, 0);
      v[0] = h;
      if (c.lambda >= 2) v[1] = w[0] - h;
      for (std::uint32_t d = 2; d < c.lambda; ++d) v[d] = w[d - 1];
      const std::uint64_t x = c.encode(v);
      if (!std::binary_search(prev.begin(), prev.end(), x)) continue;
      const Step st = step_of(c, v, n, ports, plant);
      if (target < st.first || (target - st.first) % st.stride != 0) continue;
      const std::uint64_t r = (target - st.first) / st.stride;
      if (r < st.rlo || r > st.rhi) continue;
      fresh[s - 1] = static_cast<std::uint32_t>(r);
      target = x;
      found = true;
    }
    if (!found)
      throw std::logic_error("count search: no predecessor in layer " + std::to_string(s - 1));
  }
  return fresh;
}

}  // namespace

CountsResult postal_broadcast_counts(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                     std::uint32_t max_steps, CountsPlant plant) {
  const Coder c(n, lambda);
  const Layers L = search(n, k, lambda, max_steps, plant, true, c);
  CountsResult out;
  out.transitions = L.transitions;
  for (const auto& layer : L.codes) out.states += layer.size();
  out.least = L.least;
  if (!L.least) return out;
  out.fresh = trace_back(L, c, n, k + plant.extra_ports, plant, *L.least, L.full);
  return out;
}

HoldersResult postal_most_holders(std::uint32_t n, std::uint32_t k, std::uint32_t lambda,
                                  std::uint32_t steps, CountsPlant plant) {
  const Coder c(n, lambda);
  const Layers L = search(n, k, lambda, steps, plant, false, c);
  HoldersResult out;
  out.transitions = L.transitions;
  for (std::uint32_t t = 0; t < L.codes.size(); ++t) {
    const auto& layer = L.codes[t];
    out.states += layer.size();
    std::uint64_t best = layer.front();  // the least code among those with the most holders
    for (std::uint64_t x : layer)
      if (x % c.base > best % c.base) best = x;
    out.most.push_back(static_cast<std::uint32_t>(best % c.base));
    out.fresh.push_back(trace_back(L, c, n, k + plant.extra_ports, plant, t, best));
  }
  return out;
}

std::vector<std::vector<std::vector<std::uint32_t>>> postal_count_layers(std::uint32_t n,
                                                                         std::uint32_t k,
                                                                         std::uint32_t lambda,
                                                                         std::uint32_t steps,
                                                                         CountsPlant plant) {
  const Coder c(n, lambda);
  const Layers L = search(n, k, lambda, steps, plant, false, c);
  std::vector<std::vector<std::vector<std::uint32_t>>> out;
  std::vector<std::uint32_t> v;
  for (const auto& layer : L.codes) {
    out.emplace_back();
    for (std::uint64_t x : layer) {
      c.decode(x, v);
      out.back().push_back(v);
    }
    std::sort(out.back().begin(), out.back().end());
  }
  return out;
}

std::vector<std::vector<std::vector<std::uint32_t>>> postal_concrete_layers(std::uint32_t n,
                                                                            std::uint32_t k,
                                                                            std::uint32_t lambda,
                                                                            std::uint32_t steps) {
  if (n > 6) throw std::invalid_argument("concrete layers: n > 6");
  // Local state per PE: 0 = H, d = A_d (received d steps later), lambda = F.
  using State = std::vector<std::uint32_t>;
  std::set<State> layer;
  State s0(n, lambda);
  s0[0] = 0;
  layer.insert(s0);
  auto counts = [&](const State& s) {
    std::vector<std::uint32_t> v(lambda, 0);
    for (std::uint32_t x : s)
      if (x < lambda) ++v[x];
    return v;
  };
  std::vector<std::vector<std::vector<std::uint32_t>>> out;
  auto record = [&] {
    std::set<std::vector<std::uint32_t>> cs;
    for (const auto& s : layer) cs.insert(counts(s));
    out.emplace_back(cs.begin(), cs.end());
  };
  record();
  for (std::uint32_t t = 1; t <= steps; ++t) {
    std::set<State> next;
    for (const auto& s : layer) {
      std::vector<std::uint32_t> holders;
      for (std::uint32_t a = 0; a < n; ++a)
        if (s[a] == 0) holders.push_back(a);
      std::vector<std::uint32_t> indeg(n, 0);
      std::vector<char> hit(n, 0);
      // Every holder picks any set of at most k other PEs (a bit mask), every receiver at most k.
      auto rec = [&](auto&& self, std::size_t i) -> void {
        if (i == holders.size()) {
          State u(n);
          for (std::uint32_t b = 0; b < n; ++b) {
            // s[b]: steps until held, counted from the end of step t-1 (lambda: never). A send
            // of step t is held after step t + lambda - 1: lambda - 1 steps after this one.
            if (s[b] == 0)
              u[b] = 0;
            else if (hit[b])
              u[b] = std::min(s[b] - 1, lambda - 1);
            else
              u[b] = s[b] == lambda ? lambda : s[b] - 1;
          }
          next.insert(u);
          return;
        }
        const std::uint32_t a = holders[i];
        for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
          if (mask & (1u << a)) continue;
          if (static_cast<std::uint32_t>(std::popcount(mask)) > k) continue;
          bool ok = true;
          for (std::uint32_t b = 0; b < n; ++b)
            if ((mask >> b & 1) && indeg[b] + 1 > k) ok = false;
          if (!ok) continue;
          std::vector<char> was = hit;
          for (std::uint32_t b = 0; b < n; ++b)
            if (mask >> b & 1) {
              ++indeg[b];
              hit[b] = 1;
            }
          self(self, i + 1);
          for (std::uint32_t b = 0; b < n; ++b)
            if (mask >> b & 1) --indeg[b];
          hit = was;
        }
      };
      rec(rec, 0);
    }
    layer = std::move(next);
    record();
  }
  return out;
}

Sends counts_schedule(std::uint32_t n, std::uint32_t ports, std::uint32_t lambda,
                      const std::vector<std::uint32_t>& fresh) {
  Sends sends(fresh.size());
  std::vector<std::uint32_t> held_after(n, ~0u);  // the step after which PE b holds v(0)
  held_after[0] = 0;
  std::uint32_t next = 1;
  for (std::uint32_t t = 1; t <= fresh.size(); ++t) {
    std::vector<std::uint32_t> holders;
    for (std::uint32_t a = 0; a < n; ++a)
      if (held_after[a] <= t - 1) holders.push_back(a);
    for (std::uint32_t i = 0; i < fresh[t - 1]; ++i) {
      if (next >= n || i / ports >= holders.size())
        throw std::logic_error("counts_schedule: r exceeds the free PEs or the holders' ports");
      sends[t - 1].push_back({holders[i / ports], next});
      held_after[next] = t + lambda - 1;
      ++next;
    }
  }
  return sends;
}

}  // namespace cc::postal_checks
