// What the ring checks find wrong with a construction's ring (ring_defects.hpp).
#include "checkers/omega/ring_defects.hpp"

#include <algorithm>
#include <bit>

#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

using omega::Ring;

std::optional<RingConflict> ring_conflict(unsigned L, const Ring& r) {
  if (r.size() < 2) return std::nullopt;
  const std::size_t m = r.size();
  if (L <= omega::kMaxTableL) {
    const omega::PathTable& T = path_table(L);
    const std::size_t w = T.words();
    std::uint64_t acc[64];
    const bool small = w <= 64;
    if (small) {
      std::fill(acc, acc + w, 0);
      bool hit = false;
      for (std::size_t i = 0; i < m && !hit; ++i) {
        const std::uint64_t* s = T.link_set(T.index(r[i], r[(i + 1) % m]));
        for (std::size_t x = 0; x < w; ++x) {
          hit = hit || (acc[x] & s[x]);
          acc[x] |= s[x];
        }
      }
      if (!hit) return std::nullopt;
    }
  }
  std::vector<omega::Path> paths;
  const omega::OmegaNetwork net(L);
  for (std::size_t i = 0; i < m; ++i) paths.push_back(net.route(r[i], r[(i + 1) % m]));
  const auto c = omega::step_conflict(paths);
  if (!c) return std::nullopt;
  return RingConflict{omega::path_name(paths[c->first].source, paths[c->first].dest) + " " +
                          omega::path_name(paths[c->second].source, paths[c->second].dest),
                      c->link};
}

bool LevelChecker::holds_exactly(const omega::Holding& h) const {
  const auto first = std::lower_bound(selected.begin(), selected.end(), h.where.first());
  auto last = selected.end();
  if (h.where.k < 64)
    last = std::lower_bound(first, selected.end(), h.where.first() + h.where.size());
  const auto count = static_cast<std::size_t>(last - first);
  if (count == 0 || count != h.ring.size()) return false;
  std::vector<char> big;
  std::uint64_t small = 0;
  if (count > 64) big.assign(count, 0);
  for (Node x : h.ring) {
    const auto at = std::lower_bound(first, last, x);
    if (at == last || *at != x) return false;
    const auto i = static_cast<std::size_t>(at - first);
    if (count > 64) {
      if (big[i]) return false;
      big[i] = 1;
    } else {
      if ((small >> i) & 1) return false;
      small |= std::uint64_t{1} << i;
    }
  }
  return true;
}

void LevelChecker::after_level(unsigned k, const std::vector<omega::Holding>& held) {
  if (bad) return;
  std::size_t total = 0;
  for (const auto& h : held) {
    total += h.ring.size();
    if (h.where.k != k || !holds_exactly(h)) {
      std::vector<Node> want;
      for (Node x : selected)
        if (h.where.contains(x)) want.push_back(x);
      bad = Fields{{"level", static_cast<std::uint64_t>(k)},
                   {"subnetwork", omega::to_string(h.where)},
                   {"holds", omega::to_string(h.ring)},
                   {"selected there", set_text(want)}};
      return;
    }
    if (h.ring.size() >= 2 && (max_ring_check == 0 || h.ring.size() <= max_ring_check))
      if (auto c = ring_conflict(h.where.L, h.ring)) {
        bad = Fields{{"level", static_cast<std::uint64_t>(k)},
                     {"subnetwork", omega::to_string(h.where)},
                     {"ring", omega::to_string(h.ring)},
                     {"conflict", c->paths},
                     {"shared link", omega::to_string(c->link)}};
        return;
      }
  }
  if (total != selected.size())
    bad = Fields{{"level", static_cast<std::uint64_t>(k)},
                 {"nodes held", static_cast<std::uint64_t>(total)},
                 {"selected", static_cast<std::uint64_t>(selected.size())}};
}

std::optional<Fields> final_defect(unsigned L, const std::vector<Node>& selected, const Ring& r) {
  if (selected.size() < 2) {
    if (r.empty() || r == selected) return std::nullopt;
    return Fields{{"ring", omega::to_string(r)}, {"defect", "a ring for fewer than two nodes"}};
  }
  Ring sorted = r;
  std::sort(sorted.begin(), sorted.end());
  if (sorted != selected)
    return Fields{{"ring", omega::to_string(r)},
                  {"defect", "not one cycle through exactly the selected nodes"}};
  if (auto c = ring_conflict(L, r))
    return Fields{{"ring", omega::to_string(r)},
                  {"conflict", c->paths},
                  {"shared link", omega::to_string(c->link)}};
  return std::nullopt;
}

Fields head(const std::vector<Node>& selected, const std::string& choices) {
  Fields f;
  if (selected.size() <= 64) f.push_back({"nodes", set_text(selected)});
  f.push_back({"tie-breaks", choices});
  return f;
}

std::optional<Fields> one_run(const omega::RingConstruction& c, unsigned L,
                              const std::vector<Node>& selected, omega::Chooser& chooser,
                              std::size_t max_ring_check, Ring* out) {
  LevelChecker levels(selected, max_ring_check);
  Ring r = c.build(L, selected, chooser, &levels);
  if (levels.bad) return levels.bad;
  if (auto bad = final_defect(L, selected, r)) return bad;
  if (out) *out = std::move(r);
  return std::nullopt;
}

// Pipelined group multicast along the ring (section 5): in step t node ring[i] sends to
// ring[i+1] what it received in step t-1 (its own message in step 1). Every step sets up the
// same m paths at once, so the network accepts every step iff it accepts that set (checked
// once); what each node holds is tracked message by message.
std::optional<Fields> multicast_defect(unsigned L, const Ring& r) {
  const std::size_t m = r.size();
  if (m < 2) return std::nullopt;
  if (auto c = ring_conflict(L, r))
    return Fields{{"step", std::uint64_t{1}},
                  {"conflict", c->paths},
                  {"shared link", omega::to_string(c->link)}};
  const std::size_t words = (m + 63) / 64;
  std::vector<std::uint64_t> has(m * words, 0);
  std::vector<std::size_t> last(m), next(m);
  for (std::size_t i = 0; i < m; ++i) {
    has[i * words + i / 64] |= std::uint64_t{1} << (i % 64);
    last[i] = i;
  }
  auto all_complete = [&] {
    for (std::size_t i = 0; i < m; ++i) {
      std::size_t count = 0;
      for (std::size_t w = 0; w < words; ++w)
        count += static_cast<std::size_t>(std::popcount(has[i * words + w]));
      if (count != m) return false;
    }
    return true;
  };
  for (std::size_t t = 1; t <= m - 1; ++t) {
    if (t - 1 == m - 2 && all_complete())
      return Fields{{"defect", "every node holds every message after m - 2 = " +
                                   std::to_string(m - 2) + " steps"}};
    for (std::size_t i = 0; i < m; ++i) {
      const std::size_t to = (i + 1) % m, msg = last[i];
      next[to] = msg;
      has[to * words + msg / 64] |= std::uint64_t{1} << (msg % 64);
    }
    last.swap(next);
  }
  if (!all_complete())
    return Fields{
        {"defect", "after m - 1 = " + std::to_string(m - 1) + " steps some node misses a message"}};
  return std::nullopt;
}

}  // namespace cc::omega_checks
