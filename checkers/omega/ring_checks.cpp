// The ring-merging algorithm of Lee and Lin (section 4.1) and pipelined group multicast along its
// ring (section 5), against the switch-level network. At a point of the claim's domain
// (domains.hpp: every subset of a small network, ordered by the number of nodes, then L, then the
// set's bit mask; or a random biased set), run the construction under every tie-break (or a
// seeded one), then check what it built (ring_defects.hpp): after every level each subnetwork
// holds no node, one node or one ring through exactly its selected nodes, every ring's paths are
// pairwise link-disjoint on the network, and the final ring is one cycle through exactly the
// selected nodes. Multicast runs the ring's m - 1 pipelined steps and checks who holds what.
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/omega/ring_defects.hpp"
#include "generators/omega.hpp"
#include "spec/algorithms/omega_ring_small.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using omega::Ring;

// Every tie-break of one node set: the first failing run.
template <class Check>
std::optional<Fields> every_tie_break(const omega::RingConstruction& c, unsigned L,
                                      const std::vector<Node>& selected, Check&& check) {
  omega::ChoiceEnumerator e;
  do {
    Ring r;
    std::optional<Fields> bad = one_run(c, L, selected, e, 0, &r);
    if (!bad) bad = check(r);
    if (bad) return joined(head(selected, e.text()), *bad);
  } while (e.next());
  return std::nullopt;
}

// (m, L, mask): every tie-break of the node set mask of the network of size 2^L.
std::optional<Fields> subset_case(const omega::RingConstruction& c, const Point& p,
                                  bool multicast) {
  const auto L = static_cast<unsigned>(p[1]);
  const auto selected = nodes_of(static_cast<std::uint64_t>(p[2]));
  return every_tie_break(c, L, selected, [&](const Ring& r) {
    return multicast ? multicast_defect(L, r) : std::nullopt;
  });
}

// A random biased node set (L, pattern, param, seed, tie_seed), the ring built with seeded
// tie-breaks (rings of more than 4096 nodes checked for their node set only).
std::optional<Fields> random_case(const omega::RingConstruction& c, const Point& p,
                                  bool multicast) {
  const auto L = static_cast<unsigned>(p[0]);
  const auto selected =
      generators::omega_biased_set(L, p[1], p[2], static_cast<std::uint64_t>(p[3]));
  omega::SeededChoice chooser(static_cast<std::uint64_t>(p[4]));
  Ring r;
  std::optional<Fields> bad = one_run(c, L, selected, chooser, 4096, &r);
  if (!bad && multicast) bad = multicast_defect(L, r);
  if (!bad) return std::nullopt;
  Fields f{{"set", std::string(generators::omega_pattern_name(p[1]))},
           {"m", static_cast<std::uint64_t>(selected.size())}};
  if (selected.size() <= 64) f.push_back({"nodes", set_text(selected)});
  return joined(f, *bad);
}

// The ring of the mask implementation (succ) is one cycle through exactly the selected nodes
// with pairwise link-disjoint paths.
bool small_ring_ok(const omega::PathTable& T, std::uint64_t mask, const std::uint8_t* succ) {
  if ((mask & (mask - 1)) == 0) return true;  // fewer than two nodes
  const unsigned start = static_cast<unsigned>(std::countr_zero(mask));
  std::uint64_t visited = 0, acc[8] = {};
  unsigned x = start;
  do {  // each step visits a new selected node or fails, so at most 64 steps
    if (x >= 64 || succ[x] >= T.N() || ((visited | ~mask) >> x) & 1) return false;
    visited |= std::uint64_t{1} << x;
    const std::uint64_t* s = T.link_set(T.index(x, succ[x]));
    for (std::size_t w = 0; w < T.words(); ++w) {
      if (acc[w] & s[w]) return false;
      acc[w] |= s[w];
    }
    x = succ[x];
  } while (x != start);
  return visited == mask;
}

}  // namespace

// L = 5: the subsets whose nodes 16..31 are `hi`, every choice of nodes 0..15. The paper's
// construction runs as the mask implementation (omega_ring_small.hpp); a failure is re-run on
// BuddyRingMerging for the counterexample. Other constructions run as they are.
std::optional<Fields> l5_case(const omega::RingConstruction& c, const Point& p) {
  const auto hi = static_cast<std::uint64_t>(p[0]);
  const bool paper = &c == omega::find_ring_construction("paper").get();
  const omega::PathTable& T = path_table(5);
  std::uint8_t succ[64];
  std::fill(succ, succ + 64, std::uint8_t{0xff});
  for (std::uint64_t lo = 0; lo < (1u << 16); ++lo) {
    const std::uint64_t mask = (hi << 16) | lo;
    bool tied = true;
    for (const omega::Tie tie : {omega::Tie::first, omega::Tie::last}) {
      if (paper) {
        if (!tied) break;  // the last candidates are the first ones: the same ring again
        tied = omega::small_ring(5, mask, tie, succ);
        if (small_ring_ok(T, mask, succ)) continue;
      }
      const auto selected = nodes_of(mask);
      omega::FirstChoice first;
      omega::LastChoice last;
      omega::Chooser& chooser = tie == omega::Tie::first ? static_cast<omega::Chooser&>(first)
                                                         : static_cast<omega::Chooser&>(last);
      auto bad = one_run(c, 5, selected, chooser, 0);
      if (!bad && paper)
        throw std::logic_error(
            "the mask implementation of section 4.1 disagrees with "
            "BuddyRingMerging on " +
            set_text(selected));
      if (bad)
        return joined(Fields{{"mask", mask},
                             {"nodes", set_text(selected)},
                             {"tie-breaks", tie == omega::Tie::first ? "first" : "last"}},
                      *bad);
    }
  }
  return std::nullopt;
}

std::optional<Fields> ring_case(const omega::RingConstruction& c, const Point& p) {
  return subset_case(c, p, false);
}

// The abstract's n-cube (n = L): the ring of section 4.1, unchanged, routed on the n-cube by
// dimension order (descending: the most significant dimension first; or ascending). A path is the
// directed links (u, d) it crosses, u the node it leaves across dimension d; its length is at
// most n by construction (each dimension at most once), which the check counts anyway; the ring's
// paths must be pairwise link-disjoint.
std::optional<Fields> ncube_case(const omega::RingConstruction& c, const Point& p, bool descending) {
  const auto n = static_cast<unsigned>(p[1]);
  const auto selected = nodes_of(static_cast<std::uint64_t>(p[2]));
  auto route = [&](Node X, Node Y) {
    std::vector<std::pair<Node, unsigned>> links;
    Node at = X;
    for (unsigned i = 0; i < n; ++i) {
      const unsigned d = descending ? n - 1 - i : i;
      if (((at ^ Y) >> d) & 1) {
        links.push_back({at, d});
        at ^= Node{1} << d;
      }
    }
    return links;
  };
  // Link (u, d) is bit u * n + d of `used`: a ring whose paths are at most n links long and never
  // cross a link twice holds (the common case, checked without building the paths); any other
  // ring is searched below for the first path too long or the first pair that shares a link.
  std::vector<std::uint64_t> used(((std::size_t{1} << n) * n + 63) / 64);
  auto disjoint = [&](const Ring& r) {
    std::fill(used.begin(), used.end(), 0);
    for (std::size_t i = 0; i < r.size(); ++i) {
      const Node Y = r[(i + 1) % r.size()];
      Node at = r[i];
      for (unsigned k = 0; k < n; ++k) {
        const unsigned d = descending ? n - 1 - k : k;
        if (((at ^ Y) >> d) & 1) {
          const std::size_t bit = static_cast<std::size_t>(at) * n + d;
          if ((used[bit / 64] >> (bit % 64)) & 1) return false;
          used[bit / 64] |= std::uint64_t{1} << (bit % 64);
          at ^= Node{1} << d;
        }
      }
    }
    return true;
  };
  return every_tie_break(c, n, selected, [&](const Ring& r) -> std::optional<Fields> {
    if (r.size() < 2 || disjoint(r)) return std::nullopt;
    std::vector<std::vector<std::pair<Node, unsigned>>> paths;
    for (std::size_t i = 0; i < r.size(); ++i) {
      paths.push_back(route(r[i], r[(i + 1) % r.size()]));
      if (paths.back().size() > n)
        return Fields{{"path", omega::path_name(r[i], r[(i + 1) % r.size()])},
                      {"links", static_cast<std::uint64_t>(paths.back().size())},
                      {"n", static_cast<std::uint64_t>(n)}};
    }
    for (std::size_t i = 0; i < paths.size(); ++i)
      for (std::size_t j = i + 1; j < paths.size(); ++j)
        for (const auto& l : paths[i])
          if (std::find(paths[j].begin(), paths[j].end(), l) != paths[j].end())
            return Fields{{"paths", omega::path_name(r[i], r[(i + 1) % r.size()]) + " " +
                                        omega::path_name(r[j], r[(j + 1) % r.size()])},
                          {"shared cube link", "from " + std::to_string(l.first) +
                                                   " across dimension " + std::to_string(l.second)},
                          {"dimension order", descending ? "descending" : "ascending"}};
    return std::nullopt;
  });
}

std::optional<Fields> ncube_descending_case(const omega::RingConstruction& c, const Point& p) {
  return ncube_case(c, p, true);
}
std::optional<Fields> ncube_ascending_case(const omega::RingConstruction& c, const Point& p) {
  return ncube_case(c, p, false);
}

// Section 5's "multistage networks": the ring of section 4.1, unchanged, on the indirect binary
// cube (Pease), whose stage j (1 <= j <= L) switches pairs of lines that differ in one address bit
// and sets it to the destination's: resolving the least significant bit first, the link after
// stage j holds the high L-j bits of X and the low j bits of Y; resolving the most significant
// bit first, the high j bits of Y and the low L-j bits of X. A path is its L+1 links (stage 0 the
// input link X, stage L the output link Y); the ring's paths must be pairwise link-disjoint.
std::optional<Fields> cube_case(const omega::RingConstruction& c, const Point& p, bool lsb_first) {
  const auto L = static_cast<unsigned>(p[1]);
  const auto selected = nodes_of(static_cast<std::uint64_t>(p[2]));
  auto link = [&](Node X, Node Y, unsigned j) -> Node {
    const unsigned low = lsb_first ? j : L - j;  // the low bits taken from Y (lsb) or X (msb)
    const Node m = (Node{1} << low) - 1;
    return lsb_first ? (X & ~m) | (Y & m) : (Y & ~m) | (X & m);
  };
  return every_tie_break(c, L, selected, [&](const Ring& r) -> std::optional<Fields> {
    if (r.size() < 2) return std::nullopt;
    const std::size_t n = r.size();
    for (unsigned j = 0; j <= L; ++j)
      for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b) {
          const Node la = link(r[a], r[(a + 1) % n], j), lb = link(r[b], r[(b + 1) % n], j);
          if (la == lb)
            return Fields{{"ring", omega::to_string(r)},
                          {"paths", omega::path_name(r[a], r[(a + 1) % n]) + " " +
                                        omega::path_name(r[b], r[(b + 1) % n])},
                          {"shared cube link", omega::to_string(omega::Link{j, la})},
                          {"cube", lsb_first ? "least significant bit first"
                                             : "most significant bit first"}};
        }
    return std::nullopt;
  });
}

std::optional<Fields> cube_lsb_case(const omega::RingConstruction& c, const Point& p) {
  return cube_case(c, p, true);
}
std::optional<Fields> cube_msb_case(const omega::RingConstruction& c, const Point& p) {
  return cube_case(c, p, false);
}

std::optional<Fields> multicast_case(const omega::RingConstruction& c, const Point& p) {
  return subset_case(c, p, true);
}

std::optional<Fields> ring_random_case(const omega::RingConstruction& c, const Point& p) {
  return random_case(c, p, false);
}

std::optional<Fields> multicast_random_case(const omega::RingConstruction& c, const Point& p) {
  return random_case(c, p, true);
}

kit::Bind on_variant(RingCase fn) { return kit::variant_case(construction, fn); }

}  // namespace cc::omega_checks
