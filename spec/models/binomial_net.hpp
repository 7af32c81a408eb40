// The binomial tree as a message-passing machine (Ohtaki's slides, slides
// "2項木によるデータ分配", "ステップごとのデータ分配", "2項木によるデータ分配（続き）" and
// "2項木によるリダクション など"). The nodes are the hypercube labels 0..N-1 of the level-k tree
// (spec/models/binomial.hpp, N = 2^k); each node holds a buffer, a sequence of values (one value
// for broadcast and reduction, a block of items for scatter and gather). A communication step names
// one hypercube dimension and a list of sends; the executor enforces, for every send:
//   range       both ends are nodes;
//   dimension   the two labels differ exactly in the step's dimension (one dimension per step, as
//               the slides' embedding into the hypercube draws it);
//   tree edge   the two nodes are parent and child in the binomial tree (every message travels
//               along one tree edge);
//   one-port    a node sends at most one and receives at most one message per step;
//   held        the payload is a non-empty slice [first, first + count) of what the sender held at
//               the start of the step (values are only sent if held; nothing received in a step
//               can be forwarded in the same step);
//   operand     a combining receive takes one value into a node that holds exactly one value.
// Delivery: every payload is copied from the buffers as they were before the step; then each
// sender that hands its slice over (keep = false) drops it; then each receiver replaces its
// buffer with the payload, appends it, prepends it, or combines it with its one value as
// mine ⊕ received or received ⊕ mine.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "spec/models/binomial.hpp"
#include "spec/models/groupops.hpp"

namespace cc::groupops {

enum class Receive { replace, append, prepend, combine_after, combine_before };

struct TreeSend {
  std::int64_t from = 0, to = 0;      // hypercube labels
  std::int64_t first = 0, count = 1;  // the slice of the sender's buffer that travels
  bool keep = false;                  // the sender keeps a copy (broadcast) or hands it over
  Receive receive = Receive::replace;
};

struct TreeStep {
  int dimension = 0;
  std::vector<TreeSend> sends;
};

template <class T>
struct TreeRun {
  std::vector<std::vector<T>> buffers;             // per label, after the last step
  std::vector<TreeStep> log;                       // the steps as executed
  std::vector<std::vector<std::vector<T>>> after;  // the buffers after each step (when recorded)
  std::int64_t steps = 0;
  std::optional<Violation> violation;
};

template <class T>
class BinomialNet {
 public:
  BinomialNet(const BinomialTree& tree, std::vector<std::vector<T>> buffers,
              std::function<T(const T&, const T&)> op, bool record)
      : parent_(tree.parent.size(), -1), op_(std::move(op)), record_(record) {
    for (std::size_t v = 0; v < tree.parent.size(); ++v)
      if (tree.parent[v] >= 0)
        parent_[static_cast<std::size_t>(tree.label[v])] =
            tree.label[static_cast<std::size_t>(tree.parent[v])];
    run_.buffers = std::move(buffers);
    run_.buffers.resize(parent_.size());
  }

  std::int64_t nodes() const { return static_cast<std::int64_t>(parent_.size()); }

  // Executes one step; false (and run().violation set) when it breaks a rule.
  bool step(const TreeStep& st) {
    if (run_.violation) return false;
    const std::int64_t N = nodes();
    std::vector<char> sends(parent_.size(), 0), receives(parent_.size(), 0);
    std::vector<std::vector<T>> payload;
    for (const auto& m : st.sends) {
      const auto edge = [&] {
        return "P_" + std::to_string(m.from) + " -> P_" + std::to_string(m.to);
      };
      if (m.from < 0 || m.from >= N || m.to < 0 || m.to >= N)
        return fail("range", edge() + ": not a node of the " + std::to_string(N) + "-node tree");
      if (st.dimension < 0 || st.dimension >= 63 ||
          (m.from ^ m.to) != (std::int64_t{1} << st.dimension))
        return fail("dimension",
                    edge() + " is not a link of dimension " + std::to_string(st.dimension));
      if (parent_[static_cast<std::size_t>(m.from)] != m.to &&
          parent_[static_cast<std::size_t>(m.to)] != m.from)
        return fail("tree edge", edge() + " is not an edge of the binomial tree");
      auto& s = sends[static_cast<std::size_t>(m.from)];
      auto& r = receives[static_cast<std::size_t>(m.to)];
      if (s || r) return fail("one-port", edge() + ": a node sends or receives twice in one step");
      s = r = 1;
      const auto& held = run_.buffers[static_cast<std::size_t>(m.from)];
      if (m.count < 1 || m.first < 0 || m.first + m.count > static_cast<std::int64_t>(held.size()))
        return fail("held", edge() + " sends items " + std::to_string(m.first) + ".." +
                                std::to_string(m.first + m.count - 1) +
                                " of its buffer but holds " + std::to_string(held.size()) +
                                " item(s)");
      payload.emplace_back(held.begin() + m.first, held.begin() + m.first + m.count);
    }
    for (const auto& m : st.sends)
      if (!m.keep) {
        auto& held = run_.buffers[static_cast<std::size_t>(m.from)];
        held.erase(held.begin() + m.first, held.begin() + m.first + m.count);
      }
    for (std::size_t i = 0; i < st.sends.size(); ++i) {
      const auto& m = st.sends[i];
      auto& mine = run_.buffers[static_cast<std::size_t>(m.to)];
      auto& in = payload[i];
      switch (m.receive) {
        case Receive::replace:
          mine = std::move(in);
          break;
        case Receive::append:
          mine.insert(mine.end(), in.begin(), in.end());
          break;
        case Receive::prepend:
          mine.insert(mine.begin(), in.begin(), in.end());
          break;
        case Receive::combine_after:
        case Receive::combine_before:
          if (mine.size() != 1 || in.size() != 1)
            return fail("operand", "P_" + std::to_string(m.to) + " combines " +
                                       std::to_string(in.size()) + " received value(s) with " +
                                       std::to_string(mine.size()) + " held");
          mine[0] = m.receive == Receive::combine_after ? op_(mine[0], in[0]) : op_(in[0], mine[0]);
          break;
      }
    }
    ++run_.steps;
    run_.log.push_back(st);
    if (record_) run_.after.push_back(run_.buffers);
    return true;
  }

  const TreeRun<T>& run() const { return run_; }
  TreeRun<T> take() { return std::move(run_); }

 private:
  bool fail(const std::string& rule, const std::string& detail) {
    run_.violation = Violation{rule, run_.steps, -1, detail};
    return false;
  }

  std::vector<std::int64_t> parent_;  // by label; -1 for the root
  std::function<T(const T&, const T&)> op_;
  bool record_;
  TreeRun<T> run_;
};

}  // namespace cc::groupops
