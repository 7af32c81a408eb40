// The ring-merging algorithm of Lee and Lin (section 4.1) and pipelined group multicast along its
// ring (section 5), against the switch-level network. Enumerate node sets (every subset of a
// small network, ordered by the number of nodes, then L, then the set's bit mask; or random
// biased sets), run the construction under every tie-break (or a seeded one), then check what it
// built: after every level each subnetwork holds no node, one node or one ring through exactly
// its selected nodes, every ring's paths are pairwise link-disjoint on the network, and the
// final ring is one cycle through exactly the selected nodes. Multicast runs the ring's m - 1
// pipelined steps on the network and checks who holds what after each.
// The fewest steps of group multicast are searched over every schedule of the model on small
// networks.
#include <algorithm>
#include <bit>
#include <map>
#include <sstream>
#include <stdexcept>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/engine/property.hpp"
#include "checkers/omega/common.hpp"
#include "generators/omega.hpp"
#include "spec/algorithms/omega_ring_small.hpp"
#include "spec/models/omega_theorems.hpp"

namespace cc::omega_checks {

namespace {

using omega::Ring;

// A ring's paths are set up at once (one step): the least link two of them share, and the two.
// Small networks are screened with the path table; a conflict is explained from the routes.
struct RingConflict {
  std::string paths;
  omega::Link link;
};

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

// Checks every level's holdings: each is a k-bit subnetwork holding exactly its selected nodes,
// one node or a ring with disjoint paths (rings of more than `max_ring_check` nodes are checked
// for their node set only; 0 checks every ring).
struct LevelChecker : omega::RingObserver {
  const std::vector<Node>& selected;
  std::size_t max_ring_check;
  std::optional<Fields> bad;
  LevelChecker(const std::vector<Node>& s, std::size_t max_ring)
      : selected(s), max_ring_check(max_ring) {}

  // The holding's nodes are exactly the selected nodes of its subnetwork (and there are some).
  bool holds_exactly(const omega::Holding& h) const {
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

  void after_level(unsigned k, const std::vector<omega::Holding>& held) override {
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
};

// The final ring: one cycle through exactly the selected nodes, paths pairwise disjoint.
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

Fields joined(Fields a, const Fields& b) {
  for (const auto& x : b) a.push_back(x);
  return a;
}

// One run of the construction, checked level by level and at the end.
std::optional<Fields> one_run(const omega::RingConstruction& c, unsigned L,
                              const std::vector<Node>& selected, omega::Chooser& chooser,
                              std::size_t max_ring_check, Ring* out = nullptr) {
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

// Every schedule of group multicast among m selected nodes (sections 1 and 5): in one step any
// set of unicasts whose paths are pairwise link-disjoint on the network (so a node sends at most
// one and receives at most one: its input and its output link), each carrying one message its
// sender holds, or, `combining`, every message its sender holds. Breadth-first over the holdings
// (which of the m messages each node holds, 8 bits per node, m <= 8), sending only what the
// receiver lacks (any other send leaves the holdings as they are). The least number of steps,
// at most `depth`, after which every node holds all m messages, and one such schedule.
struct MulticastRun {
  std::size_t steps;
  std::string schedule;
};

std::optional<MulticastRun> fastest_multicast(unsigned L, const std::vector<Node>& nodes,
                                              bool combining, std::size_t depth) {
  const std::size_t m = nodes.size();
  if (m < 2 || m > 8 || L > omega::kMaxTableL)
    throw std::logic_error("fastest_multicast: 2 <= m <= 8 nodes, L <= 8");
  const omega::PathTable& T = path_table(L);
  const std::size_t w = T.words();
  using State = std::uint64_t;
  auto held = [](State s, std::size_t i) { return static_cast<unsigned>((s >> (8 * i)) & 0xff); };
  const unsigned full = (1u << m) - 1;
  State start = 0;
  for (std::size_t i = 0; i < m; ++i) start |= State{1} << (8 * i + i);
  // A step: for each receiver j one byte, 0 for none, else (sender + 1) | (message << 4).
  std::vector<std::map<State, std::pair<State, std::uint64_t>>> levels(1);
  levels[0][start] = {start, 0};
  std::vector<std::uint64_t> used(w);
  auto text_of = [&](std::size_t steps, State last) {
    std::vector<std::string> parts;
    for (std::size_t t = steps; t >= 1; --t) {
      const auto [prev, step] = levels[t].at(last);
      std::string s = "step " + std::to_string(t) + ":";
      for (std::size_t j = 0; j < m; ++j) {
        const auto byte = static_cast<unsigned>((step >> (8 * j)) & 0xff);
        if (!byte) continue;
        const std::size_t i = (byte & 0xf) - 1;
        std::vector<Node> msgs;
        const unsigned carried = combining ? held(prev, i) : 1u << (byte >> 4);
        for (std::size_t x = 0; x < m; ++x)
          if ((carried >> x) & 1) msgs.push_back(nodes[x]);
        s +=
            " " + std::to_string(nodes[i]) + "->" + std::to_string(nodes[j]) + " " + set_text(msgs);
      }
      parts.push_back(s);
      last = prev;
    }
    std::string out;
    for (std::size_t t = parts.size(); t-- > 0;) out += (out.empty() ? "" : "; ") + parts[t];
    return out;
  };
  for (std::size_t t = 1; t <= depth; ++t) {
    levels.emplace_back();
    auto& next = levels.back();
    std::optional<State> done;
    for (const auto& entry : levels[t - 1]) {
      const State& state = entry.first;  // (a named variable: lambdas below capture it)
      std::fill(used.begin(), used.end(), 0);
      auto rec = [&](auto&& self, std::size_t i, unsigned receivers, State s,
                     std::uint64_t step) -> void {
        if (done) return;
        if (i == m) {
          if (next.emplace(s, std::make_pair(state, step)).second) {
            bool complete = true;
            for (std::size_t x = 0; x < m && complete; ++x) complete = held(s, x) == full;
            if (complete) done = s;
          }
          return;
        }
        self(self, i + 1, receivers, s, step);  // node i sends nothing
        const unsigned have = held(state, i);
        for (std::size_t j = 0; j < m; ++j) {
          if (j == i || ((receivers >> j) & 1)) continue;
          const unsigned lacks = have & ~held(state, j);
          if (!lacks) continue;
          const std::uint64_t* links = T.link_set(T.index(nodes[i], nodes[j]));
          bool clash = false;
          for (std::size_t x = 0; x < w; ++x) clash = clash || (used[x] & links[x]);
          if (clash) continue;
          for (std::size_t x = 0; x < w; ++x) used[x] |= links[x];
          for (unsigned msg = 0; msg < m; ++msg) {
            if (!((lacks >> msg) & 1)) continue;
            const unsigned gets = combining ? have : 1u << msg;
            self(self, i + 1, receivers | (1u << j), s | (State{gets} << (8 * j)),
                 step | (std::uint64_t{(i + 1) | (msg << 4)} << (8 * j)));
            if (combining) break;  // the whole holding: one choice
          }
          for (std::size_t x = 0; x < w; ++x) used[x] &= ~links[x];
        }
      };
      rec(rec, 0, 0u, state, 0);
      if (done) return MulticastRun{t, text_of(t, *done)};
    }
  }
  return std::nullopt;
}

// (m, L, mask) for the schedule searches: every set of 2 <= m nodes of the networks L <= Lmax,
// at L = Lmax only sets of at most `m_top` nodes.
std::vector<Axis> schedule_axes(std::int64_t Lmax, std::int64_t m_top) {
  const std::int64_t mmax = std::max<std::int64_t>(m_top, std::int64_t{1} << (Lmax - 1));
  return {{"m", 2, mmax, 2, 8},
          {"L", 1, Lmax, 1, 3},
          {"mask", 0, (std::int64_t{1} << (std::int64_t{1} << Lmax)) - 1, 0, 255}};
}

std::function<bool(const Point&)> schedule_admissible(std::int64_t Lmax, std::int64_t m_top) {
  return [Lmax, m_top](const Point& p) {
    return p[2] < (std::int64_t{1} << (std::int64_t{1} << p[1])) &&
           std::popcount(static_cast<std::uint64_t>(p[2])) == p[0] &&
           (p[1] < Lmax || p[0] <= m_top);
  };
}

// Group multicast needs m - 1 steps (sections 1, 3.1 and 5): no schedule of the model finishes
// within m - 2 (within m - 1 - slack for the planted statements: slack = 1 claims m - 1 is not
// enough, which the ring refutes), and the ring of section 4.1 finishes in m - 1.
std::optional<Fields> fewest_case(const Point& p, bool combining, std::size_t slack) {
  const auto L = static_cast<unsigned>(p[1]);
  const auto nodes = nodes_of(static_cast<std::uint64_t>(p[2]));
  const std::size_t m = nodes.size();
  if (auto r = fastest_multicast(L, nodes, combining, m - 2 + slack))
    return Fields{{"nodes", set_text(nodes)},
                  {"steps", static_cast<std::uint64_t>(r->steps)},
                  {"m - 1", static_cast<std::uint64_t>(m - 1)},
                  {"schedule", r->schedule}};
  if (combining) return std::nullopt;
  omega::FirstChoice first;
  const Ring ring = omega::find_ring_construction("paper")->build(L, nodes, first, nullptr);
  if (auto bad = multicast_defect(L, ring))
    return joined(Fields{{"nodes", set_text(nodes)}, {"ring", omega::to_string(ring)}}, *bad);
  return std::nullopt;
}

Checker fewest_checker(const std::string& id, bool combining, std::size_t slack) {
  return {id, [id, combining, slack](const RunContext& ctx) {
            const std::int64_t Lmax = per_budget(ctx.budget, 2, 3, 3);
            const std::int64_t m_top = per_budget(ctx.budget, 4, 4, 5);
            Outcome o = run_exhaustive(
                {id, schedule_axes(Lmax, m_top), schedule_admissible(Lmax, m_top),
                 [combining, slack](const Point& p) { return fewest_case(p, combining, slack); },
                 [](const Point& p) { return std::uint64_t{1} << (2 * p[0]); }},
                ctx);
            o.domain.push_back({"schedules", "every one"});
            o.domain.push_back(
                {"message", combining ? "every message the sender holds" : "one message"});
            if (Lmax == 3) o.domain.push_back({"m_max at L=3", m_top});
            return o;
          }};
}

// (m, L, mask): every subset of the 2^L nodes, L <= Lmax <= 4, fewest nodes first.
std::vector<Axis> subset_axes(std::int64_t Lmax) {
  const std::int64_t N = std::int64_t{1} << Lmax;
  const std::int64_t top = N >= 63 ? INT64_MAX : (std::int64_t{1} << N) - 1;
  return {{"m", 0, N, 0, 16}, {"L", 1, Lmax, 1, 4}, {"mask", 0, top, 0, 65535}};
}

bool subset_admissible(const Point& p) {
  const std::int64_t N = std::int64_t{1} << p[1];
  return (N >= 63 || p[2] < (std::int64_t{1} << N)) &&
         std::popcount(static_cast<std::uint64_t>(p[2])) == p[0];
}

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

// check --trace-out for the subset claims (omega.ring.cycle, omega.multicast.pipelined): the node
// set of the refuting case built again by the construction with the counterexample's tie-breaks,
// one ITF state per level k = 0 .. L: what every k-bit subnetwork holds (a #map from the
// subnetwork, {0yy}, to its ring, the nodes in ring order), up to the level that fails, or to the
// final ring when the ring itself (or multicast along it) fails.

// Replays the choices "i/n i/n ..." (1-based) of ChoiceEnumerator::text(), or "none".
class ReplayChoice : public omega::Chooser {
 public:
  explicit ReplayChoice(const std::string& text) {
    if (text == "none") return;
    std::istringstream in(text);
    for (std::string item; in >> item;)
      picks_.push_back(std::stoul(item.substr(0, item.find('/'))) - 1);
  }
  std::size_t choose(std::size_t count) override {
    if (pos_ >= picks_.size() || picks_[pos_] >= count)
      throw std::logic_error("--trace-out: the counterexample's tie-breaks do not replay");
    return picks_[pos_++];
  }

 private:
  std::vector<std::size_t> picks_;
  std::size_t pos_ = 0;
};

using TraceState = std::vector<std::pair<std::string, ItfValue>>;

TraceState level_state(unsigned k, const std::vector<omega::Holding>& held) {
  std::vector<std::pair<ItfValue, ItfValue>> entries;
  for (const auto& h : held) {
    std::vector<ItfValue> ring;
    for (Node x : h.ring) ring.push_back(ItfValue::of(static_cast<i128>(x)));
    entries.emplace_back(ItfValue::of(omega::to_string(h.where)),
                         ItfValue::collection(ItfValue::Kind::list, std::move(ring)));
  }
  return {{"level", ItfValue::of(static_cast<i128>(k))},
          {"held", ItfValue::map(std::move(entries))},
          {"violation", ItfValue::of(std::string())}};
}

struct LevelRecorder : omega::RingObserver {
  LevelChecker check;
  ExecTrace* trace;
  LevelRecorder(const std::vector<Node>& selected, ExecTrace* t) : check(selected, 0), trace(t) {}
  void after_level(unsigned k, const std::vector<omega::Holding>& held) override {
    if (check.bad) return;  // the trace ends at the level that fails
    trace->states.push_back(level_state(k, held));
    check.after_level(k, held);
  }
};

std::uint64_t case_value(const Outcome& o, const std::string& key) {
  for (const Fields* f : {&o.replay_case, o.counterexample ? &*o.counterexample : nullptr})
    if (f)
      if (const FieldValue* v = find(*f, key)) {
        if (const auto* x = std::get_if<std::int64_t>(v); x && *x >= 0)
          return static_cast<std::uint64_t>(*x);
        if (const auto* x = std::get_if<std::uint64_t>(v)) return *x;
      }
  throw std::logic_error("--trace-out: the refuted case has no " + key);
}

ExecTrace ring_trace(const RunContext& ctx, const Outcome& o, bool multicast) {
  const auto L = static_cast<unsigned>(case_value(o, "L"));
  const std::uint64_t mask = case_value(o, "mask");
  const std::vector<Node> selected = nodes_of(mask);
  std::string ties = "none";
  if (o.counterexample)
    if (const FieldValue* v = find(*o.counterexample, "tie-breaks"))
      if (const auto* s = std::get_if<std::string>(v)) ties = *s;
  const omega::RingConstruction& c = construction(ctx);
  ExecTrace t;
  t.model = "omega";
  t.parameters = {{"m", static_cast<std::uint64_t>(selected.size())},
                  {"L", static_cast<std::uint64_t>(L)},
                  {"mask", mask}};
  t.description = "ring merging (section 4.1), " + c.name() +
                  ", on the Omega network with L = " + std::to_string(L) + ", nodes " +
                  set_text(selected) + ", tie-breaks " + ties +
                  (multicast ? "; then pipelined group multicast along the ring" : "");
  t.vars = {"level", "held", "violation"};
  std::vector<omega::Holding> start;
  for (Node x : selected) start.push_back({omega::subnetwork_of(x, 0, L), {x}});
  t.states.push_back(level_state(0, start));
  LevelRecorder rec(selected, &t);
  ReplayChoice chooser(ties);
  const Ring r = c.build(L, selected, chooser, &rec);
  std::optional<Fields> bad = rec.check.bad;
  if (!bad) bad = final_defect(L, selected, r);
  if (!bad && multicast) bad = multicast_defect(L, r);
  t.violation = bad ? to_text(*bad) : o.counterexample ? to_text(*o.counterexample) : o.note;
  for (auto& [name, value] : t.states.back())
    if (name == "violation") value = ItfValue::of(t.violation);
  return t;
}

Checker subset_checker(const std::string& id, bool multicast) {
  return {id,
          [id, multicast](const RunContext& ctx) {
            const omega::RingConstruction& c = construction(ctx);
            const std::int64_t Lmax = 4;
            Outcome o =
                run_exhaustive({id,
                                subset_axes(Lmax),
                                subset_admissible,
                                [&c, multicast](const Point& p) {
                                  const auto L = static_cast<unsigned>(p[1]);
                                  const auto selected = nodes_of(static_cast<std::uint64_t>(p[2]));
                                  return every_tie_break(c, L, selected, [&](const Ring& r) {
                                    return multicast ? multicast_defect(L, r) : std::nullopt;
                                  });
                                },
                                {}},
                               ctx);
            o.domain.push_back({"tie-breaks", "every one"});
            o.domain.push_back({"variant", c.name()});
            return o;
          },
          true,
          [multicast](const RunContext& ctx, const Outcome& o) {
            return ring_trace(ctx, o, multicast);
          }};
}

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

Checker property_checker(const std::string& id, bool multicast, std::int64_t Lmax) {
  return {id,
          [id, multicast, Lmax](const RunContext& ctx) {
            const omega::RingConstruction& c = construction(ctx);
            Outcome o = run_property(
                {id, generators::omega_set_axes(Lmax), generators::omega_sets(Lmax),
                 [&c, multicast](const Point& p) { return random_case(c, p, multicast); },
                 property_cases(ctx.budget)},
                ctx);
            o.domain.push_back({"tie-breaks", "seeded (tie_seed)"});
            o.domain.push_back({"variant", c.name()});
            return o;
          },
          true};
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

}  // namespace

std::vector<Checker> ring_checkers() {
  std::vector<Checker> v;
  v.push_back(subset_checker("omega.ring.cycle", false));
  v.push_back(property_checker("omega.ring.large", false, 16));
  v.push_back({"omega.ring.l5",
               [](const RunContext& ctx) {
                 const omega::RingConstruction& c = construction(ctx);
                 path_table(5);
                 const std::int64_t hi = per_budget(ctx.budget, 1, 31, 65535);
                 Outcome o = run_exhaustive({"omega.ring.l5",
                                             {{"hi", 0, hi, 0, 65535}},
                                             {},
                                             [&c](const Point& p) { return l5_case(c, p); },
                                             [](const Point&) { return std::uint64_t{1} << 16; }},
                                            ctx);
                 o.domain.push_back({"L", std::int64_t{5}});
                 o.domain.push_back({"case",
                                     "hi: the bit mask of nodes 16..31; every mask of "
                                     "nodes 0..15 with it"});
                 o.domain.push_back({"tie-breaks", "first and last"});
                 o.domain.push_back({"variant", c.name()});
                 return o;
               },
               true});
  v.push_back(subset_checker("omega.multicast.pipelined", true));
  v.push_back(property_checker("omega.multicast.large", true, 10));
  v.push_back(fewest_checker("omega.multicast.fewest", false, 0));
  v.push_back(fewest_checker("omega.multicast.fewest.combining", true, 0));
  return v;
}

std::vector<Checker> planted_ring_checkers() {
  return {fewest_checker("omega.multicast.fewest", false, 1)};
}

}  // namespace cc::omega_checks
