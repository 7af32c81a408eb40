// The network of section 2.1 and the counting statements of sections 1, 3.1, 3.3, 4.1 and 5 of
// Lee and Lin, against the switch-level network and the algorithm of section 4.1 as collcheck runs
// them: the perfect shuffle is a bijection of the lines and every input reaches every output
// (omega.sec21.structure); which permutations one pass realizes (omega.sec5.permutations); the
// unicasts of group multicast (omega.multicast.transmissions); the cases a level of the algorithm
// meets (omega.alg41.cases) and its order within a level (omega.alg41.parallel); the garbled line
// of Theorem 5's proof (omega.thm5.proof_membership.literal); and a merge at another pair than the
// paper's (omega.sec32.arbitrary_merge_conflicts).
#include <algorithm>
#include <array>
#include <bit>
#include <mutex>
#include <set>
#include <stdexcept>

#include "checkers/omega/checkers.hpp"
#include "checkers/omega/common.hpp"
#include "checkers/omega/ring_defects.hpp"
#include "spec/core/checked.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using omega::Ring;

std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Section 2.1 and 3.1: the wiring. Every line L <= 20: the shuffle maps the N link addresses onto
// the N switch input lines one to one (so a switch input is fed by exactly one link, and one link
// is one address before the shuffle), each of the N/2 switches takes its two input lines to its two
// output lines, straight or crossed as the tag asks. Every pair (X, Y) for L <= 8, 1024 seeded
// pairs for larger L up to 64: the message run stage by stage (shuffle, then the switch) ends on
// Y's output link, and route() took exactly these switch inputs (the link of stage i-1 feeds the
// switch input of stage i). Planted: a shuffle that drops the top bit (not a bijection).
std::optional<Fields> structure_case(const Point& p, Read read) {
  const auto L = static_cast<unsigned>(p[0]);
  const omega::OmegaNetwork net(L);
  const Node top = net.max_node();
  const bool planted = read == Read::planted;
  auto shuffle = [&](Node a) -> Node { return planted ? (a << 1) & top : net.shuffle(a); };
  if (L <= 20) {
    const Node N = Node{1} << L;
    std::vector<Node> fed_by(static_cast<std::size_t>(N), N);  // N: no link yet
    for (Node a = 0; a < N; ++a) {
      const Node line = shuffle(a);
      if (line >= N)
        return Fields{{"L", std::uint64_t{L}},
                      {"link", a},
                      {"switch input line", line},
                      {"defect", "the shuffle leaves the N lines"}};
      if (fed_by[line] != N)
        return Fields{{"L", std::uint64_t{L}},
                      {"switch input line", line},
                      {"fed by links", std::to_string(fed_by[line]) + " and " + std::to_string(a)},
                      {"defect", "the shuffle is not a bijection of the lines"}};
      fed_by[line] = a;
    }
    for (Node line = 0; line < N; ++line)
      for (unsigned tag = 0; tag < 2; ++tag) {
        const omega::SwitchHop h = net.switch_step(1, line, tag);
        const bool straight = h.state == omega::SwitchState::straight;
        if (h.switch_index != (line >> 1) || h.switch_index >= N / 2 || h.in_port != (line & 1) ||
            h.out_port != tag || straight != (h.in_port == h.out_port))
          return Fields{{"L", std::uint64_t{L}},
                        {"switch input line", line},
                        {"tag", std::uint64_t{tag}},
                        {"defect", "the switch is not a 2x2 switch set by the tag"}};
      }
  }
  auto reaches = [&](Node X, Node Y) -> std::optional<Fields> {
    const omega::Path path = net.route(X, Y);
    Node a = X;
    for (unsigned i = 1; i <= L; ++i) {
      const Node line = shuffle(a);
      const auto tag = static_cast<unsigned>((Y >> (L - i)) & 1);
      const omega::SwitchHop h = net.switch_step(i, line, tag);
      const omega::SwitchHop& r = path.hops[i - 1];
      if (!planted && (r.switch_index != h.switch_index || r.in_port != h.in_port))
        return Fields{{"L", std::uint64_t{L}},
                      {"path", omega::path_name(X, Y)},
                      {"stage", std::uint64_t{i}},
                      {"defect", "the switch input route() takes is not the one its link feeds"}};
      a = (h.switch_index << 1) | h.out_port;
    }
    if (a != Y || (!planted && path.links.back().address != Y))
      return Fields{{"L", std::uint64_t{L}}, {"X", X}, {"Y", Y}, {"reached", a}};
    return std::nullopt;
  };
  if (L <= 8) {
    for (Node X = 0; X <= top; ++X)
      for (Node Y = 0; Y <= top; ++Y)
        if (auto bad = reaches(X, Y)) return bad;
  } else {
    std::uint64_t state = L;
    for (int i = 0; i < 1024; ++i) {
      const Node X = i == 0 ? 0 : i == 1 ? top : splitmix(state) & top;
      const Node Y = i == 0 ? top : i == 1 ? 0 : splitmix(state) & top;
      if (auto bad = reaches(X, Y)) return bad;
    }
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Section 5: the permutations one pass realizes. N <= 8: every one of the N! permutations routed
// by destination tags, passing when its N paths share no link; every one of the 2^{(N/2)L} switch
// settings run, giving distinct permutations that all pass. N = 16, 32: the switch settings bound
// the fraction below 1/4096. Planted: "every permutation passes" (a non-blocking network).
std::optional<Fields> permutations_case(const Point& p, Read read) {
  const auto L = static_cast<unsigned>(p[0]);
  const std::uint64_t N = std::uint64_t{1} << L;
  const std::uint64_t switches = N / 2 * L;
  u128 factorial = 1;
  for (std::uint64_t i = 2; i <= N; ++i) factorial *= i;
  if (L > 3) {  // the bound only: 2^{(N/2)L} * 4096 < N! (N! < 2^128 for N <= 32)
    if (L > 5) throw std::logic_error("permutations_case: L <= 5");
    const u128 settings = u128{1} << switches;
    if (settings * 4096 < factorial) return std::nullopt;
    return Fields{{"N", N},
                  {"switch settings", to_decimal(settings)},
                  {"N!", to_decimal(factorial)},
                  {"defect", "not below N!/4096"}};
  }
  const omega::OmegaNetwork net(L);
  auto code = [&](const std::vector<Node>& perm) {
    std::uint64_t c = 0;
    for (Node y : perm) c = c << 3 | y;
    return c;
  };
  std::vector<Node> perm(N);
  for (Node x = 0; x < N; ++x) perm[x] = x;
  std::set<std::uint64_t> passing;
  std::vector<std::pair<Node, Node>> ends(N);
  do {
    for (Node x = 0; x < N; ++x) ends[x] = {x, perm[x]};
    if (!omega::step_conflict(net, ends)) passing.insert(code(perm));
  } while (std::next_permutation(perm.begin(), perm.end()));
  std::set<std::uint64_t> realized;
  for (std::uint64_t setting = 0; setting < (std::uint64_t{1} << switches); ++setting) {
    std::vector<Node> image(N);
    for (Node x = 0; x < N; ++x) {
      Node a = x;
      for (unsigned i = 1; i <= L; ++i) {
        const Node line = net.shuffle(a);
        const Node sw = line >> 1;
        const bool crossed = (setting >> ((i - 1) * (N / 2) + sw)) & 1;
        a = (sw << 1) | ((line & 1) ^ (crossed ? 1 : 0));
      }
      image[x] = a;
    }
    std::vector<Node> sorted = image;
    std::sort(sorted.begin(), sorted.end());
    for (Node x = 0; x < N; ++x)
      if (sorted[x] != x)
        return Fields{{"N", N}, {"setting", setting}, {"defect", "a setting is no permutation"}};
    if (!passing.count(code(image)))
      return Fields{{"N", N},
                    {"setting", setting},
                    {"defect", "a setting's permutation does not pass by destination tags"}};
    realized.insert(code(image));
  }
  const auto count = static_cast<std::uint64_t>(passing.size());
  const std::uint64_t want = std::uint64_t{1} << switches;
  const bool blocking = static_cast<u128>(count) < factorial;
  const bool claimed_blocking = read == Read::planted ? false : N >= 4;
  if (count == want && realized.size() == want && blocking == claimed_blocking) return std::nullopt;
  return Fields{{"N", N},
                {"passing permutations", count},
                {"distinct settings' permutations", static_cast<std::uint64_t>(realized.size())},
                {"2^{(N/2)L}", want},
                {"N!", to_decimal(factorial)},
                {"blocking", blocking},
                {"claimed blocking", claimed_blocking}};
}

// ---------------------------------------------------------------------------------------------
// The abstract: group multicast needs many transmissions. Along the ring (every set of L <= 4, the
// first and the last tie-break), the m - 1 pipelined steps send m unicasts each, every one brings
// its receiver a message it lacked, every node receives m - 1: m(m - 1) in all. Against every
// schedule (m <= 4): the fewest unicasts that leave every node holding every message, found by a
// breadth-first search over the holdings where one unicast carries one message to one node (a
// single unicast never conflicts, so any schedule of steps is such a sequence and back): m(m-1).
// `combining` (planted): a unicast carries every message its sender holds.
namespace {

// The fewest unicasts of group multicast among m nodes (m <= 5), by breadth-first search (the
// claim asks m <= 4: m = 5 has 2^20 holdings).
std::uint64_t fewest_unicasts(std::size_t m, bool combining) {
  if (m < 2 || m > 5) throw std::logic_error("fewest_unicasts: 2 <= m <= 5");
  static std::array<std::array<std::once_flag, 6>, 2> once;
  static std::array<std::array<std::uint64_t, 6>, 2> memo;
  std::call_once(once[combining][m], [m, combining] {
    // Node i's holding is bits i*m .. i*m + m - 1.
    const std::uint32_t row = (1u << m) - 1;
    std::uint32_t start = 0, full = 0;
    for (std::size_t i = 0; i < m; ++i) {
      start |= 1u << (i * m + i);
      full |= row << (i * m);
    }
    std::vector<std::uint8_t> dist(std::size_t{1} << (m * m), 0xff);
    std::vector<std::uint32_t> frontier{start}, next;
    dist[start] = 0;
    std::uint64_t d = 0;
    while (!frontier.empty() && dist[full] == 0xff) {
      ++d;
      next.clear();
      for (const std::uint32_t s : frontier)
        for (std::size_t i = 0; i < m; ++i) {
          const std::uint32_t have = (s >> (i * m)) & row;
          for (std::size_t j = 0; j < m; ++j) {
            if (j == i) continue;
            const std::uint32_t lacks = have & ~(s >> (j * m)) & row;
            for (std::size_t msg = 0; msg < m; ++msg) {
              if (!((lacks >> msg) & 1)) continue;
              const std::uint32_t gets = combining ? lacks : 1u << msg;
              const std::uint32_t t = s | (gets << (j * m));
              if (dist[t] == 0xff) {
                dist[t] = static_cast<std::uint8_t>(d);
                next.push_back(t);
              }
              if (combining) break;
            }
          }
        }
      frontier.swap(next);
    }
    memo[combining][m] = dist[full];
  });
  return memo[combining][m];
}

std::optional<Fields> transmissions(const omega::RingConstruction& c, const Point& p,
                                    bool combining) {
  const auto L = static_cast<unsigned>(p[1]);
  const auto nodes = nodes_of(static_cast<std::uint64_t>(p[2]));
  const std::uint64_t m = nodes.size();
  if (m < 2) return std::nullopt;
  const std::uint64_t needed = m * (m - 1);
  if (m <= 4) {
    const std::uint64_t fewest = fewest_unicasts(m, combining);
    if (fewest != needed)
      return Fields{{"nodes", set_text(nodes)},
                    {"fewest unicasts of any schedule", fewest},
                    {"m(m-1)", needed}};
  }
  omega::FirstChoice first;
  omega::LastChoice last;
  for (omega::Chooser* chooser :
       {static_cast<omega::Chooser*>(&first), static_cast<omega::Chooser*>(&last)}) {
    const Ring r = c.build(L, nodes, *chooser, nullptr);
    if (r.size() != m)
      return Fields{{"nodes", set_text(nodes)},
                    {"ring", omega::to_string(r)},
                    {"defect", "the ring does not hold the m nodes"}};
    // Pipelined along the ring: in step t node r[i] sends r[i+1] what it received in step t-1.
    std::vector<std::vector<bool>> has(m, std::vector<bool>(m, false));
    std::vector<std::uint64_t> received(m, 0), carried(m), next(m);
    for (std::size_t i = 0; i < m; ++i) {
      has[i][i] = true;
      carried[i] = i;
    }
    std::uint64_t unicasts = 0;
    for (std::uint64_t t = 1; t + 1 <= m; ++t) {
      for (std::size_t i = 0; i < m; ++i) {
        const std::size_t to = (i + 1) % m;
        ++unicasts;
        if (has[to][carried[i]])
          return Fields{{"nodes", set_text(nodes)},
                        {"ring", omega::to_string(r)},
                        {"step", t},
                        {"defect", "a unicast brings a message its receiver holds"}};
        has[to][carried[i]] = true;
        ++received[to];
        next[to] = carried[i];
      }
      carried.swap(next);
    }
    for (std::size_t i = 0; i < m; ++i)
      if (received[i] != m - 1 ||
          std::count(has[i].begin(), has[i].end(), true) != static_cast<std::ptrdiff_t>(m))
        return Fields{{"nodes", set_text(nodes)},
                      {"ring", omega::to_string(r)},
                      {"node", nodes[i]},
                      {"received", received[i]}};
    if (unicasts != needed)
      return Fields{{"nodes", set_text(nodes)}, {"ring unicasts", unicasts}, {"m(m-1)", needed}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> transmissions_case(const omega::RingConstruction& c, const Point& p) {
  return transmissions(c, p, false);
}
std::optional<Fields> transmissions_combining_case(const omega::RingConstruction& c,
                                                   const Point& p) {
  return transmissions(c, p, true);
}

// ---------------------------------------------------------------------------------------------
// Sections 1 and 3.1, the counting behind "the fewest transmissions": every path to Y ends on Y's
// output link (L, Y), so two unicasts to one node in one step conflict, a node receives at most
// one message per step, and group multicast of m nodes needs m - 1 steps on every network. Read
// off the routed paths: every Path(X,Y) for L <= 8 (and Path(X,Y), Path(W,Y), W != X, share
// (L, Y) and step_conflict reports a conflict), 1024 seeded triples (X, W, Y) for each 8 < L <= 64.
// Planted: the shared link is the last inner one, (L-1, ...): false at L = 1.
std::optional<Fields> receive_counting_case(const Point& p, Read read) {
  const auto L = static_cast<unsigned>(p[0]);
  const omega::OmegaNetwork net(L);
  const Node top = net.max_node();
  const unsigned stage = read == Read::planted ? L - 1 : L;
  auto one = [&](Node X, Node W, Node Y) -> std::optional<Fields> {
    const omega::Path a = net.route(X, Y), b = net.route(W, Y);
    const omega::Link want{stage, a.links[stage].address};
    const bool ends_on_y = a.links[L] == omega::Link{L, Y};
    const auto shared = omega::shared_links(a, b);
    const bool meets = std::find(shared.begin(), shared.end(), want) != shared.end();
    const bool conflict = omega::step_conflict(std::vector<omega::Path>{a, b}).has_value();
    if (ends_on_y && meets && conflict && a.links[stage] == b.links[stage]) return std::nullopt;
    return Fields{
        {"L", std::uint64_t{L}},
        {"paths", omega::path_name(X, Y) + " " + omega::path_name(W, Y)},
        {"claimed shared link", omega::to_string(omega::Link{stage, a.links[stage].address})},
        {"shared links", omega::to_string(shared)}};
  };
  if (L <= 8) {
    for (Node Y = 0; Y <= top; ++Y)
      for (Node X = 0; X <= top; ++X)
        if (auto bad = one(X, X == 0 ? 1 : X - 1, Y)) return bad;
  } else {
    std::uint64_t state = L * 7919;
    for (int i = 0; i < 1024; ++i) {
      const Node X = splitmix(state) & top, Y = splitmix(state) & top;
      Node W = splitmix(state) & top;
      if (W == X) W ^= 1;
      if (auto bad = one(X, W, Y)) return bad;
    }
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Section 4.1: the cases a level meets. Every node set of the network of size 2^L, the paper's
// construction (the first tie-break: which case a subnetwork is in does not depend on ties),
// observed after every level. Before level k each k-bit subnetwork's two halves hold nothing (0),
// one node (1) or a ring (2); level 1 meets exactly {0,0}, {0,1}, {1,1}; after it every ring has
// two nodes; every level k >= 2 meets exactly the 6 unordered combinations; the first three
// ({1,1}, {1,2}, {2,2}) become one ring of both halves' nodes, the others are left as they are.
// Planted: 5 combinations at k >= 2.
namespace {

struct LevelRecord : omega::RingObserver {
  // levels[k]: (prefix, ring size) of every non-empty k-bit subnetwork, ascending.
  std::vector<std::vector<std::pair<Node, std::size_t>>> levels;
  void after_level(unsigned k, const std::vector<omega::Holding>& held) override {
    if (levels.size() <= k) levels.resize(k + 1);
    levels[k].clear();
    for (const auto& h : held) levels[k].emplace_back(h.where.prefix, h.ring.size());
  }
};

const char* kStateName[] = {"none", "node", "ring"};

std::string combos_text(unsigned seen) {
  std::string s;
  for (unsigned a = 0; a < 3; ++a)
    for (unsigned b = a; b < 3; ++b)
      if ((seen >> (a * 3 + b)) & 1)
        s += (s.empty() ? "" : ", ") + std::string("{") + kStateName[a] + "," + kStateName[b] + "}";
  return s;
}

}  // namespace

std::optional<Fields> cases_case(const Point& p, Read read) {
  const auto L = static_cast<unsigned>(p[0]);
  const std::uint64_t N = std::uint64_t{1} << L;
  const auto& paper = *omega::find_ring_construction("paper");
  std::vector<unsigned> seen(L + 1, 0);  // bit a*3+b: halves {a, b}, a <= b
  unsigned after1 = 0;                   // bit s: a 1-bit subnetwork holds state s after level 1
  std::vector<std::size_t> before(N), after(N);  // ring sizes by prefix, before and after a level
  for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << N); ++mask) {
    const auto selected = nodes_of(mask);
    LevelRecord rec;
    rec.levels.resize(L + 1);
    for (Node x : selected) rec.levels[0].emplace_back(x, 1);
    omega::FirstChoice first;
    paper.build(L, selected, first, &rec);
    for (unsigned k = 1; k <= L; ++k) {
      std::fill(before.begin(), before.end(), 0);
      std::fill(after.begin(), after.end(), 0);
      for (const auto& [q, size] : rec.levels[k - 1]) before[q] = size;
      for (const auto& [q, size] : rec.levels[k]) after[q] = size;
      for (Node q = 0; q < (N >> k); ++q) {
        const std::size_t lo = before[2 * q], hi = before[2 * q + 1];
        auto state = [](std::size_t size) -> unsigned { return size == 0 ? 0 : size == 1 ? 1 : 2; };
        const unsigned a = std::min(state(lo), state(hi)), b = std::max(state(lo), state(hi));
        seen[k] |= 1u << (a * 3 + b);
        const std::size_t now = after[q];
        const bool acts = a >= 1;  // {1,1}, {1,2}, {2,2}: one ring of both halves' nodes
        if (now != lo + hi || (acts && now < 2))
          return Fields{
              {"L", std::uint64_t{L}},
              {"nodes", set_text(selected)},
              {"level", std::uint64_t{k}},
              {"subnetwork", omega::to_string(omega::Subnetwork{L, k, q})},
              {"halves", std::string(kStateName[state(lo)]) + "," + kStateName[state(hi)]},
              {"holds after", static_cast<std::uint64_t>(now)}};
        if (k == 1) {
          after1 |= 1u << state(now);
          if (now >= 2 && now != 2)
            return Fields{{"L", std::uint64_t{L}},
                          {"nodes", set_text(selected)},
                          {"defect", "a ring of more than two nodes after level 1"}};
        }
      }
    }
  }
  const unsigned level1 = 1u << 0 | 1u << 1 | 1u << 4;  // {0,0}, {0,1}, {1,1}
  if (seen[1] != level1)
    return Fields{{"L", std::uint64_t{L}},
                  {"level", std::uint64_t{1}},
                  {"combinations", combos_text(seen[1])},
                  {"count", std::popcount(seen[1])}};
  if (after1 != 7u)
    return Fields{{"L", std::uint64_t{L}}, {"after level 1", std::uint64_t{after1}}};
  const int claimed = read == Read::planted ? 5 : 6;
  for (unsigned k = 2; k <= L; ++k)
    if (std::popcount(seen[k]) != claimed)
      return Fields{{"L", std::uint64_t{L}},
                    {"level", std::uint64_t{k}},
                    {"combinations", combos_text(seen[k])},
                    {"count", std::int64_t{std::popcount(seen[k])}},
                    {"claimed", std::int64_t{claimed}}};
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Section 4.1: the 2^{L-k} steps of a level can run in parallel. Every tie-break of the
// construction run with the subnetworks of every level visited ascending, descending and in a
// seeded order: the same set of rings. Planted: the same ring run by run (the i-th sequence of
// choices goes to other subnetworks in another order, so it is false where two subnetworks of a
// level have ties).
namespace {

std::vector<Ring> rings_in_order(const omega::BuddyRingMerging& c, unsigned L,
                                 const std::vector<Node>& selected,
                                 const omega::BuddyRingMerging::LevelOrder& order) {
  std::vector<Ring> out;
  omega::ChoiceEnumerator e;
  do out.push_back(c.build_in_order(L, selected, e, nullptr, order));
  while (e.next());
  return out;
}

std::optional<Fields> parallel(const omega::RingConstruction& rc, const Point& p, bool planted) {
  const auto* c = dynamic_cast<const omega::BuddyRingMerging*>(&rc);
  if (!c) throw std::logic_error("omega.alg41.parallel: the construction is no BuddyRingMerging");
  const auto L = static_cast<unsigned>(p[1]);
  const auto mask = static_cast<std::uint64_t>(p[2]);
  const auto selected = nodes_of(mask);
  const std::vector<Ring> ascending = rings_in_order(*c, L, selected, {});
  auto reverse = [](unsigned, std::size_t n) {
    std::vector<std::size_t> v(n);
    for (std::size_t j = 0; j < n; ++j) v[j] = n - 1 - j;
    return v;
  };
  auto seeded = [mask](unsigned k, std::size_t n) {
    std::vector<std::size_t> v(n);
    for (std::size_t j = 0; j < n; ++j) v[j] = j;
    std::uint64_t state = mask * 64 + k;
    for (std::size_t j = n; j > 1; --j)
      std::swap(v[j - 1], v[static_cast<std::size_t>(splitmix(state) % j)]);
    return v;
  };
  const std::pair<const char*, omega::BuddyRingMerging::LevelOrder> orders[] = {
      {"descending", reverse}, {"seeded", seeded}};
  for (const auto& [name, order] : orders) {
    const std::vector<Ring> other = rings_in_order(*c, L, selected, order);
    std::optional<std::pair<Ring, Ring>> differ;
    if (planted) {
      for (std::size_t i = 0; i < ascending.size() && i < other.size() && !differ; ++i)
        if (ascending[i] != other[i]) differ = std::make_pair(ascending[i], other[i]);
      if (!differ && ascending.size() != other.size()) differ = std::make_pair(Ring{}, Ring{});
    } else {
      const std::set<Ring> a(ascending.begin(), ascending.end()), b(other.begin(), other.end());
      if (a != b) {
        std::vector<Ring> only_a, only_b;
        std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(only_a));
        std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(only_b));
        differ = std::make_pair(only_a.empty() ? Ring{} : only_a[0],
                                only_b.empty() ? Ring{} : only_b[0]);
      }
    }
    if (differ)
      return Fields{{"nodes", set_text(selected)},
                    {"order", name},
                    {"ring ascending", omega::to_string(differ->first)},
                    {"ring " + std::string(name), omega::to_string(differ->second)}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fields> parallel_case(const omega::RingConstruction& c, const Point& p) {
  return parallel(c, p, false);
}
std::optional<Fields> parallel_run_by_run_case(const omega::RingConstruction& c, const Point& p) {
  return parallel(c, p, true);
}

// ---------------------------------------------------------------------------------------------
// Section 3.3, the proof of Theorem 5, its second line: "Path(A,D) in {Path1}, Path(E,F) in
// {Path2}", a path of C_i having both ends in C_i (section 3.2). Every A in C_1 and D in C_2, with
// E != A and F in C_1 where C_1 has two nodes (membership needs only the ends' subnetworks).
// Corrected (the reading the proof uses): Path(A,D) goes from C_1 to C_2, in neither set, and
// Path(E,F) is in {Path1}.
std::optional<Fields> membership_case(const Point& p, Read read) {
  const omega::Subnetwork c1 = subnetwork(p, false), c2 = subnetwork(p, true);
  const Node n = c1.size();
  for (Node a = 0; a < n; ++a)
    for (Node d = 0; d < n; ++d) {
      // E != A (the set-up of the line before) when C_1 has a second node; F the node after E.
      const Node A = c1.first() + a, D = c2.first() + d;
      const Node E = c1.first() + (a + 1) % n, F = c1.first() + (a + 2) % n;
      const bool has_e = n >= 2;
      const bool ad_in_1 = c1.contains(A) && c1.contains(D);
      const bool ad_in_2 = c2.contains(A) && c2.contains(D);
      const bool ef_in_1 = c1.contains(E) && c1.contains(F);
      const bool ef_in_2 = c2.contains(E) && c2.contains(F);
      const bool holds = read == Read::printed
                             ? ad_in_1 && (!has_e || ef_in_2)
                             : !ad_in_1 && !ad_in_2 && (!has_e || (ef_in_1 && !ef_in_2));
      if (holds) continue;
      Fields f{{"C_1", omega::to_string(c1)},
               {"C_2", omega::to_string(c2)},
               {"Path(A,D)", omega::path_name(A, D)},
               {"Path(A,D) in {Path1}", ad_in_1}};
      if (has_e) {
        f.push_back({"Path(E,F)", omega::path_name(E, F)});
        f.push_back({"Path(E,F) in {Path2}", ef_in_2});
      }
      return f;
    }
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Section 3.2: "paths built arbitrarily across the boundary will conflict with the existing
// ones". The paper's example of the claim file: the rings 0 <-> 1 and 4 <-> 5 of L = 3 merged at
// (A, C) = (0, 5), not at a pair of least Ast(A↓C): Path(0,4) and Path(5,1) conflict with the
// kept paths. And the least node set (fewest nodes, then L, then mask; L <= 3) on which the
// construction with case (3) merging at any pair (every tie-break) builds a conflicting ring, with
// the pair it merged at, which is no pair of least Ast.
namespace {

// Case (3) at any pair: every A of r1 with every C of r2.
class AnyPairMerging : public omega::BuddyRingMerging {
 public:
  std::string name() const override { return "any-pair"; }
  std::vector<PairGroup> merge_points(const Ring& r1, const Ring& r2, unsigned) const override {
    Ring as = r1, cs = r2;
    std::sort(as.begin(), as.end());
    std::sort(cs.begin(), cs.end());
    std::vector<PairGroup> out;
    for (Node A : as) out.push_back({{A}, cs});
    return out;
  }
};

}  // namespace

// The least node set with a conflicting merge at some pair (found once, stated in the claim).
constexpr unsigned kLeastL = 2;
constexpr std::uint64_t kLeastMask = 15;

std::optional<Fields> arbitrary_merge_case(const Point&, Read read) {
  // The example: L = 3, rings 0 -> 1 -> 0 and 4 -> 5 -> 4, merged at (0, 5).
  {
    const unsigned L = 3;
    const omega::OmegaNetwork net(L);
    const unsigned least =
        std::min({omega::Ast(omega::low_bit(0, 4, L)), omega::Ast(omega::low_bit(0, 5, L)),
                  omega::Ast(omega::low_bit(1, 4, L)), omega::Ast(omega::low_bit(1, 5, L))});
    const unsigned here = omega::Ast(omega::low_bit(0, 5, L));
    // Path(A,D) = Path(0,4) and Path(C,B) = Path(5,1) replace Path(0,1) and Path(5,4).
    const auto ad = net.route(0, 4), cb = net.route(5, 1), kept1 = net.route(1, 0),
               kept2 = net.route(4, 5);
    const auto s1 = omega::shared_links(ad, kept2), s2 = omega::shared_links(cb, kept1);
    const bool example = here > least && !s1.empty() && !s2.empty();
    if (!example)
      return Fields{{"example", "rings {0,1}, {4,5} at (0,5), L = 3"},
                    {"Ast(0↓5)", std::uint64_t{here}},
                    {"least Ast", std::uint64_t{least}},
                    {"Path(0,4) and Path(4,5) share", omega::to_string(s1)},
                    {"Path(5,1) and Path(1,0) share", omega::to_string(s2)}};
  }
  // The least node set on which some merge at any pair conflicts (planted: searched with the
  // paper's construction, which never conflicts, so the claim fails).
  const AnyPairMerging any;
  const omega::RingConstruction& c =
      read == Read::planted ? *omega::find_ring_construction("paper") : any;
  for (unsigned m = 4; m <= 8; ++m)
    for (unsigned L = 2; L <= 3; ++L)
      for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (1u << L)); ++mask) {
        if (static_cast<unsigned>(std::popcount(mask)) != m) continue;
        const auto selected = nodes_of(mask);
        omega::ChoiceEnumerator e;
        do {
          if (auto bad = one_run(c, L, selected, e, 0)) {
            if (L == kLeastL && mask == kLeastMask) return std::nullopt;
            return joined(Fields{{"least set", set_text(selected)},
                                 {"L", std::uint64_t{L}},
                                 {"tie-breaks", e.text()}},
                          *bad);
          }
        } while (e.next());
      }
  return Fields{{"defect", "no node set of L <= 3 has a conflicting merge"}};
}

}  // namespace cc::omega_checks
