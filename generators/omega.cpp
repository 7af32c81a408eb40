// Random node sets and path sets for the omega family's property checks (Lee and Lin, sections 3.3
// and 4.1); see omega.hpp for the biases.
#include "generators/omega.hpp"

#include <algorithm>
#include <set>

#include "generators/detail/point_gen.hpp"

namespace cc::generators {

namespace {

using omega::Node;

// splitmix64: the expansion of a seed into a stream, fixed so that a point always means the
// same set.
struct Stream {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
};

// L toward small networks, where minimal counterexamples live, with the large ones kept in:
// half the cases L <= 5, a quarter L <= 10, a quarter L > 10 (when Lmax allows).
rc::Gen<std::int64_t> small_L(std::int64_t lo, std::int64_t Lmax) {
  const std::int64_t a = std::min<std::int64_t>(5, Lmax), b = std::min<std::int64_t>(10, Lmax);
  const std::int64_t c = std::min<std::int64_t>(11, Lmax);
  return rc::gen::weightedOneOf<std::int64_t>({{2, rc::gen::inRange<std::int64_t>(lo, a + 1)},
                                               {1, rc::gen::inRange<std::int64_t>(lo, b + 1)},
                                               {1, rc::gen::inRange<std::int64_t>(c, Lmax + 1)}});
}

rc::Gen<std::int64_t> seed_gen() {
  return rc::gen::map(rc::gen::arbitrary<std::uint32_t>(),
                      [](std::uint32_t s) { return static_cast<std::int64_t>(s); });
}

}  // namespace

const char* omega_pattern_name(std::int64_t pattern) {
  static const char* names[] = {"uniform",     "dense",       "clustered",
                                "buddy_pairs", "one_per_sub", "all"};
  return pattern >= 0 && pattern < kOmegaPatterns ? names[pattern] : "?";
}

std::vector<Axis> omega_set_axes(std::int64_t Lmax) {
  return {{"L", 1, Lmax, 1, Lmax},
          {"pattern", 0, kOmegaPatterns - 1, 0, kOmegaPatterns - 1},
          {"param", 0, 16, 0, 16},
          {"seed", 0, 0xffffffffll, 0, 0xffffffffll},
          {"tie_seed", 0, 0xffffffffll, 0, 0xffffffffll}};
}

PointGen omega_sets(std::int64_t Lmax) {
  auto g = rc::gen::map(
      rc::gen::tuple(small_L(1, Lmax), rc::gen::inRange<std::int64_t>(0, kOmegaPatterns),
                     rc::gen::inRange<std::int64_t>(0, 17), seed_gen(), seed_gen()),
      [](std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::int64_t> t) {
        return Point{std::get<0>(t), std::get<1>(t), std::get<2>(t), std::get<3>(t),
                     std::get<4>(t)};
      });
  return detail::make_point_gen(g);
}

std::vector<Node> omega_biased_set(unsigned L, std::int64_t pattern, std::int64_t param,
                                   std::uint64_t seed) {
  Stream rng{seed * 0x100000001b3ull + static_cast<std::uint64_t>(pattern)};
  const Node N = Node{1} << L;
  std::vector<Node> out;
  switch (pattern) {
    case 0:  // uniform: each node with probability param / 16
      for (Node x = 0; x < N; ++x)
        if (static_cast<std::int64_t>(rng.below(16)) < param) out.push_back(x);
      break;
    case 1: {  // dense: each node missing with probability 2^-(param+1)
      const std::uint64_t miss = std::uint64_t{1} << std::min<std::int64_t>(param + 1, 40);
      for (Node x = 0; x < N; ++x)
        if (rng.below(miss) != 0) out.push_back(x);
      break;
    }
    case 2: {  // clustered: 1-4 subnetworks filled with probability 7/8
      const std::int64_t clusters = 1 + param % 4;
      for (std::int64_t c = 0; c < clusters; ++c) {
        const auto k = static_cast<unsigned>(rng.below(L + 1));
        const Node first = (rng.below(N) >> k) << k;
        for (Node x = first; x < first + (Node{1} << k); ++x)
          if (rng.below(8) != 0) out.push_back(x);
      }
      break;
    }
    case 3: {  // lone buddy pairs
      const std::uint64_t pairs = 1 + rng.below(std::max<Node>(1, N >> (2 + param % 4)));
      for (std::uint64_t i = 0; i < pairs; ++i) {
        const Node x = rng.below(N);
        out.push_back(x);
        out.push_back(x ^ (Node{1} << rng.below(L)));
      }
      break;
    }
    case 4: {  // one node in each subnetwork of level param mod (L+1)
      const auto k = static_cast<unsigned>(param % (L + 1));
      for (Node first = 0; first < N; first += Node{1} << k)
        out.push_back(first + rng.below(Node{1} << k));
      break;
    }
    default:  // all
      for (Node x = 0; x < N; ++x) out.push_back(x);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<Axis> omega_buddy_axes(std::int64_t Lmax) {
  return {{"L", 1, Lmax, 1, Lmax},
          {"k", 0, Lmax - 1, 0, Lmax - 1},
          {"q", 0, (std::int64_t{1} << Lmax) - 1, 0, (std::int64_t{1} << Lmax) - 1},
          {"seed", 0, 0xffffffffll, 0, 0xffffffffll},
          {"choice", 0, 0xffffffffll, 0, 0xffffffffll}};
}

PointGen omega_buddies(std::int64_t Lmax) {
  auto g = rc::gen::mapcat(small_L(1, Lmax), [](std::int64_t L) {
    return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(0, L), [L](std::int64_t k) {
      return rc::gen::map(
          rc::gen::tuple(rc::gen::inRange<std::int64_t>(0, std::int64_t{1} << (L - k)), seed_gen(),
                         seed_gen()),
          [L, k](std::tuple<std::int64_t, std::int64_t, std::int64_t> t) {
            return Point{L, k, std::get<0>(t), std::get<1>(t), std::get<2>(t)};
          });
    });
  });
  // k < L, q < 2^(L-k)
  return detail::make_point_gen(
      g, [](const Point& p) { return p[1] < p[0] && p[2] < (std::int64_t{1} << (p[0] - p[1])); });
}

std::vector<std::pair<Node, Node>> omega_random_disjoint_paths(const omega::OmegaNetwork& net,
                                                               const omega::Subnetwork& C,
                                                               std::uint64_t seed) {
  Stream rng{seed ^ 0x5851f42d4c957f2dull};
  std::set<std::pair<unsigned, Node>> used;
  std::vector<std::pair<Node, Node>> out;
  std::vector<Node> dests;
  for (Node d = C.first(); d < C.first() + C.size(); ++d) dests.push_back(d);
  for (std::size_t i = dests.size(); i > 1; --i) std::swap(dests[i - 1], dests[rng.below(i)]);
  std::size_t next_dest = 0;
  for (Node x = C.first(); x < C.first() + C.size() && next_dest < dests.size(); ++x) {
    if (rng.below(4) == 0) continue;  // this node sends nothing
    const omega::Path p = net.route(x, dests[next_dest]);
    bool free = true;
    for (const auto& l : p.links) free = free && !used.count({l.stage, l.address});
    if (!free) continue;
    for (const auto& l : p.links) used.insert({l.stage, l.address});
    out.emplace_back(x, dests[next_dest++]);
  }
  return out;
}

}  // namespace cc::generators
