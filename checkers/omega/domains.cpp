// The domains of the omega claims (domains.hpp).
#include "checkers/omega/domains.hpp"

#include <algorithm>
#include <bit>

#include "checkers/omega/common.hpp"
#include "generators/omega.hpp"
#include "spec/core/checked.hpp"
#include "spec/models/omega_table.hpp"

namespace cc::omega_checks::domains {

namespace {

using Lmax = kit::PerBudget<std::int64_t>;

bool addresses_fit(const Point& p) {
  for (std::size_t i = 1; i < p.size(); ++i)
    if (p[i] >= (std::int64_t{1} << p[0])) return false;
  return true;
}

// (L, X): one address of up to 20 bits; a point weighs 2^(bits * L).
kit::Domain address(Lmax lmax, const char* name, int bits) {
  return {[lmax, name](Budget b) -> std::vector<Axis> {
            const std::int64_t L = lmax(b);
            return {{"L", 1, L, 1, 20}, {name, 0, (std::int64_t{1} << L) - 1, 0, (1 << 20) - 1}};
          },
          addresses_fit, [bits](const Point& p) { return std::uint64_t{1} << (bits * p[0]); }};
}

// (L, names...) on the tabulated networks (L <= 8); a point weighs 4^L.
kit::Domain tabulated(Lmax lmax, std::vector<const char*> names) {
  return {[lmax, names](Budget b) -> std::vector<Axis> {
            const std::int64_t L = lmax(b);
            std::vector<Axis> axes{{"L", 1, L, 1, omega::kMaxTableL}};
            for (const char* n : names) axes.push_back({n, 0, (std::int64_t{1} << L) - 1, 0, 255});
            return axes;
          },
          addresses_fit, [](const Point& p) { return std::uint64_t{1} << (2 * p[0]); }};
}

// (L, k, q): the k-bit subnetwork q and its buddy q xor 1, k in [kmin, min(kmax, L-1)].
kit::Domain buddies(Lmax lmax, std::int64_t kmin, std::int64_t kmax, int weight_bits) {
  return {[lmax, kmin, kmax](Budget b) -> std::vector<Axis> {
            const std::int64_t L = lmax(b);
            return {{"L", 1, L, 1, omega::kMaxTableL},
                    {"k", kmin, std::min(kmax, L - 1), 0, omega::kMaxTableL - 1},
                    {"q", 0, (std::int64_t{1} << L) - 1, 0, 255}};
          },
          [](const Point& p) { return p[1] < p[0] && p[2] < (std::int64_t{1} << (p[0] - p[1])); },
          [weight_bits](const Point& p) {
            return std::uint64_t{1} << std::min<std::int64_t>(62, weight_bits * p[1]);
          }};
}

Fields variant_note(const RunContext& ctx) { return {{"variant", construction(ctx).name()}}; }

kit::Sample node_sample(std::int64_t L) {
  return {
      [L] { return generators::omega_set_axes(L); },
      [L] { return generators::omega_sets(L); },
      {20, 200, 2000},
      [](const RunContext& ctx) {
        return Fields{{"tie-breaks", "seeded (tie_seed)"}, {"variant", construction(ctx).name()}};
      }};
}

}  // namespace

kit::Domain one_case() {
  return {[](Budget) { return std::vector<Axis>{}; }};
}

kit::Domain one_address(const char* name) { return address({6, 10, 12}, name, 1); }
kit::Domain proof_addresses() { return address({6, 8, 12}, "X", 1); }
kit::Domain suffix_steps() { return address({6, 8, 10}, "X", 2); }

kit::Domain path_pairs_walk() { return tabulated({4, 8, 8}, {"X", "Y"}); }
kit::Domain path_pairs_distinct_ends() { return tabulated({4, 6, 7}, {"X", "Y"}); }

kit::Domain path_pairs(omega::LinkReading r) {
  const Lmax lmax{4, 8, 8};
  kit::Domain d = path_pairs_walk();
  d.notes = [r](Budget) {
    return Fields{{"links", omega::to_string(r)},
                  {"case", "Path(X,Y) against every other Path(W,Z)"}};
  };
  // The size of the domain (not of what was checked, which `cases` says): the same in every share
  // of a split run.
  d.run_notes = [lmax](const RunContext& ctx) {
    Fields f;
    if (!ctx.pinned) {
      u128 pairs = 0;
      for (std::int64_t L = 1; L <= lmax(ctx.budget); ++L) {
        const u128 paths = u128{1} << (2 * L);
        pairs += paths * (paths - 1);
      }
      f.push_back({"ordered_pairs", to_decimal(pairs)});
    }
    return f;
  };
  return d;
}

kit::Domain switch_pairs() {
  kit::Domain d = tabulated({4, 6, 8}, {"X", "Y"});
  d.notes = [](Budget) {
    return Fields{{"case", "Path(X,Y) against every Path(W,Z), every stage"}};
  };
  return d;
}

kit::Domain swap_pairs() { return tabulated({4, 6, 7}, {"A", "B"}); }
kit::Domain suffix_triples() { return tabulated({4, 7, 8}, {"X"}); }
kit::Domain substitutions() { return tabulated({4, 6, 6}, {"A", "B", "E"}); }

kit::Domain buddy_pairs() {
  return {
      [](Budget b) -> std::vector<Axis> {
        const std::int64_t L = Lmax{5, 8, 8}(b);
        const std::int64_t top = (std::int64_t{1} << L) - 1;
        return {{"L", 1, L, 1, omega::kMaxTableL},
                {"k", 0, L - 1, 0, omega::kMaxTableL - 1},
                {"p1", 0, top, 0, 255},
                {"p2", 0, top, 0, 255}};
      },
      [](const Point& p) {
        if (p[1] >= p[0]) return false;
        const std::int64_t subs = std::int64_t{1} << (p[0] - p[1]);
        if (p[2] >= subs || p[3] >= subs) return false;
        const auto L = static_cast<unsigned>(p[0]), k = static_cast<unsigned>(p[1]);
        return omega::are_buddies({L, k, static_cast<Node>(p[2])}, {L, k, static_cast<Node>(p[3])});
      },
      [](const Point& p) { return std::uint64_t{1} << (2 * p[1]); }};
}

kit::Domain buddy_path_sets() { return buddies({3, 4, 6}, 0, 2, 4); }

kit::Domain buddy_levels() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t L = Lmax{5, 8, 8}(b);
            return {{"L", 1, L, 1, omega::kMaxTableL}, {"k", 0, L - 1, 0, omega::kMaxTableL - 1}};
          },
          [](const Point& p) { return p[1] < p[0]; },
          [](const Point& p) { return std::uint64_t{1} << std::min<std::int64_t>(62, 4 * p[1]); }};
}

kit::Domain xor_masks() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t L = Lmax{4, 8, 8}(b);
            return {{"L", 1, L, 1, omega::kMaxTableL}, {"c", 0, (std::int64_t{1} << L) - 1, 0, 255}};
          },
          addresses_fit, [](const Point& p) { return std::uint64_t{1} << (2 * p[0]); }};
}
kit::Domain buddy_insertions() { return buddies({4, 6, 7}, 1, 7, 5); }
kit::Domain buddy_triples() { return buddies({4, 8, 8}, 1, 7, 3); }
kit::Domain buddy_steps(int nodes) { return buddies({5, 8, 8}, 0, 7, nodes); }

kit::Domain subnetwork_levels() {
  return {[](Budget b) -> std::vector<Axis> {
            const std::int64_t L = Lmax{10, 16, 20}(b);
            return {{"L", 1, L, 1, 20}, {"k", 1, L, 1, 20}};
          },
          [](const Point& p) { return p[1] <= p[0]; },
          [](const Point& p) { return std::uint64_t{1} << p[0]; }};
}

kit::Domain network_sizes() {
  return {[](Budget) -> std::vector<Axis> { return {{"L", 1, 64, 1, 64}}; },
          {},
          [](const Point& p) { return std::uint64_t{1} << std::min<std::int64_t>(p[0], 20); }};
}

kit::Domain permutation_sizes() {
  return {[](Budget) -> std::vector<Axis> { return {{"L", 1, 5, 1, 5}}; },
          {},
          [](const Point& p) {
            std::uint64_t f = 1;
            if (p[0] <= 3)
              for (std::uint64_t i = 2; i <= (std::uint64_t{1} << p[0]); ++i) f *= i;
            return f;
          }};
}

kit::Domain whole_networks() {
  return {[](Budget b) -> std::vector<Axis> { return {{"L", 1, Lmax{3, 4, 4}(b), 1, 4}}; },
          {},
          [](const Point& p) { return std::uint64_t{1} << (std::uint64_t{1} << p[0]); }};
}

kit::Domain node_sets() {
  return {[](Budget) -> std::vector<Axis> {
            return {{"m", 0, 16, 0, 16}, {"L", 1, 4, 1, 4}, {"mask", 0, 65535, 0, 65535}};
          },
          [](const Point& p) {
            return p[2] < (std::int64_t{1} << (std::int64_t{1} << p[1])) &&
                   std::popcount(static_cast<std::uint64_t>(p[2])) == p[0];
          },
          {},
          [](Budget) {
            return Fields{{"tie-breaks", "every one"}};
          },
          variant_note};
}

kit::Domain node_sets_small() {
  kit::Domain d = node_sets();
  d.axes = [](Budget b) -> std::vector<Axis> {
    const std::int64_t L = Lmax{3, 3, 4}(b);
    const std::int64_t N = std::int64_t{1} << L;
    return {{"m", 0, N, 0, 16}, {"L", 1, L, 1, 4}, {"mask", 0, (std::int64_t{1} << N) - 1, 0, 65535}};
  };
  return d;
}

kit::Domain node_sets_l5() {
  return {[](Budget b) -> std::vector<Axis> {
            return {{"hi", 0, Lmax{1, 31, 65535}(b), 0, 65535}};
          },
          {},
          [](const Point&) { return std::uint64_t{1} << 16; },
          [](Budget) {
            return Fields{{"L", std::int64_t{5}},
                          {"case",
                           "hi: the bit mask of nodes 16..31; every mask of "
                           "nodes 0..15 with it"},
                          {"tie-breaks", "first and last"}};
          },
          variant_note};
}

kit::PerBudget<kit::Domain> schedules(bool combining) {
  auto of = [combining](std::int64_t L, std::int64_t m_top) -> kit::Domain {
    return {[L, m_top](Budget) -> std::vector<Axis> {
              const std::int64_t mmax = std::max<std::int64_t>(m_top, std::int64_t{1} << (L - 1));
              return {{"m", 2, mmax, 2, 8},
                      {"L", 1, L, 1, 3},
                      {"mask", 0, (std::int64_t{1} << (std::int64_t{1} << L)) - 1, 0, 255}};
            },
            [L, m_top](const Point& p) {
              return p[2] < (std::int64_t{1} << (std::int64_t{1} << p[1])) &&
                     std::popcount(static_cast<std::uint64_t>(p[2])) == p[0] &&
                     (p[1] < L || p[0] <= m_top);
            },
            [](const Point& p) { return std::uint64_t{1} << (2 * p[0]); },
            [combining, L, m_top](Budget) {
              Fields f{{"schedules", "every one"},
                       {"message", combining ? "every message the sender holds" : "one message"}};
              if (L == 3) f.push_back({"m_max at L=3", m_top});
              return f;
            }};
  };
  return {of(2, 4), of(3, 4), of(3, 5)};
}

kit::PerBudget<kit::Sample> buddy_sample() {
  auto of = [](std::int64_t L) {
    return kit::Sample{[L] { return generators::omega_buddy_axes(L); },
                       [L] { return generators::omega_buddies(L); }};
  };
  return {of(8), of(12), of(14)};
}

kit::Sample ring_sample() { return node_sample(16); }
kit::Sample multicast_sample() { return node_sample(10); }

}  // namespace cc::omega_checks::domains
