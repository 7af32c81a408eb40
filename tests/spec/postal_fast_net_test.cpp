// The checks of the fast postal executor (spec/algorithms/detail/postal_fast_net.hpp) step by
// step against PostalNetwork::commit() and finish(), on random steps that communication_step()
// would never declare: sends and receives in any order, out of range, to oneself, twice, over
// the port limits, missing, extra, and messages still in flight at the end.
#include <rapidcheck/catch.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <tuple>
#include <vector>

#include "spec/algorithms/detail/postal_fast_net.hpp"

namespace postal_fast_net_test {

using namespace cc;
using namespace cc::postal;

namespace {

using Pair = std::pair<Pe, Pe>;

std::optional<std::tuple<std::size_t, std::string, std::string>> key(
    const std::optional<Violation>& v) {
  if (!v) return std::nullopt;
  return std::make_tuple(v->step, v->rule, v->detail);
}

std::vector<std::tuple<Pe, Pe, std::size_t>> key(const std::vector<Delivery>& d) {
  std::vector<std::tuple<Pe, Pe, std::size_t>> out;
  for (const auto& x : d) out.emplace_back(x.to, x.from, x.sent_step);
  return out;
}

// Drops what breaks a send rule and keeps at most k messages into each PE.
std::vector<Pair> legal(std::vector<Pair> sends, Pe n, u64 k) {
  std::sort(sends.begin(), sends.end());
  sends.erase(std::unique(sends.begin(), sends.end()), sends.end());
  std::vector<u64> out(n, 0), in(n, 0);
  std::vector<Pair> kept;
  for (auto [f, t] : sends)
    if (f < n && t < n && f != t && out[f] < k && in[t] < k) {
      ++out[f];
      ++in[t];
      kept.emplace_back(f, t);
    }
  return kept;
}

}  // namespace

TEST_CASE("the fast executor's checks are commit() and finish(), rule for rule and text for text") {
  const PrefixVariant& paper = *find_prefix_variant("A");
  rc::prop("random steps", [&] {
    const Pe n = *rc::gen::inRange<Pe>(1, 7);
    const u64 k = *rc::gen::inRange<u64>(1, 4);
    const u64 lambda = *rc::gen::inRange<u64>(1, 4);
    const std::size_t steps = *rc::gen::inRange<std::size_t>(1, 7);
    PostalNetwork<Interval> ref(n, k, lambda);
    fastnet::Net net;
    net.reset(n, k, lambda);
    std::map<std::size_t, std::vector<Pair>> arriving;  // arrival step -> (at, from)
    std::vector<Interval> c(n);
    for (std::size_t j = 1; j <= steps; ++j) {
      for (Pe i = 0; i < n; ++i) c[i] = Interval::single(static_cast<std::int64_t>(100 * i + j));
      auto sends = *rc::gen::container<std::vector<Pair>>(
          rc::gen::pair(rc::gen::inRange<Pe>(0, n + 1), rc::gen::inRange<Pe>(0, n + 1)));
      const Pe some = *rc::gen::inRange<Pe>(0, n);
      switch (*rc::gen::inRange(0, 40)) {
        case 0:
          break;  // as drawn
        case 2:   // one PE sends to every other: over the send limit when n - 1 > k
          sends = legal(sends, n, k);
          std::erase_if(sends, [&](const Pair& p) { return p.first == some; });
          for (Pe t = 0; t < n; ++t)
            if (t != some) sends.emplace_back(some, t);
          break;
        case 3:  // every other PE sends to one: over the receive limit when n - 1 > k
          sends = legal(sends, n, 0);
          for (Pe f = 0; f < n; ++f)
            if (f != some) sends.emplace_back(f, some);
          break;
        case 4:
          sends = legal(sends, n, k);
          sends.emplace_back(some, n);
          break;
        default:
          sends = legal(sends, n, k);
      }
      for (auto [f, t] : sends) arriving[j + lambda - 1].emplace_back(t, f);
      // The receives: what arrives, in a random order, sometimes one dropped, doubled or added.
      auto recvs = arriving[j];
      std::mt19937 shuffle(*rc::gen::arbitrary<unsigned>());
      std::shuffle(recvs.begin(), recvs.end(), shuffle);
      switch (*rc::gen::inRange(0, 8)) {
        case 0:
          if (!recvs.empty()) recvs.pop_back();
          break;
        case 1:
          if (!recvs.empty()) recvs.push_back(recvs.front());
          break;
        case 2:
          recvs.emplace_back(*rc::gen::inRange<Pe>(0, n), *rc::gen::inRange<Pe>(0, n + 1));
          break;
        default:
          break;
      }
      std::vector<std::size_t> slot;
      for (auto [f, t] : sends) ref.send(f, t, f < n ? c[f] : Interval::invalid());
      for (auto [at, f] : recvs) slot.push_back(ref.receive(at, f));
      net.sends = sends;
      net.recvs = recvs;
      auto bad = net.post_sends(j, c);
      if (!bad) bad = net.match_receives(j);
      const auto want = ref.commit();
      RC_ASSERT(key(bad) == key(want));
      if (want) {
        RC_TAG(want->rule);
        return;
      }
      RC_ASSERT(key(net.delivered) == key(ref.delivered()));
      RC_ASSERT(net.messages == ref.messages_sent());
      // Each receiver folds its received values in declaration order, then its own value.
      std::vector<Interval> expect = c, got = c;
      for (Pe y = 0; y < n; ++y) {
        std::vector<Interval> ops;
        for (std::size_t r = 0; r < recvs.size(); ++r)
          if (recvs[r].first == y) {
            RC_ASSERT(net.arriving(j).payload[net.payload_of[r]] == ref.received(slot[r]));
            ops.push_back(ref.received(slot[r]));
          }
        if (ops.empty()) continue;
        std::vector<std::size_t> order;
        paper.combine_order(ops.size(), order);
        expect[y] = fastnet::fold(order, ops, c[y]);
      }
      net.combine(j, paper, got, nullptr);
      RC_ASSERT(got == expect);
    }
    const auto end = ref.finish();
    RC_TAG(end ? "in flight at the end" : "accepted");
    RC_ASSERT(key(net.finish(steps)) == key(end));
  });
}

TEST_CASE("the closed form of the paper's sends lists U_{x,j} of every sender") {
  const PrefixVariant& paper = *find_prefix_variant("A");
  std::size_t batches = 0;
  for (Pe n = 1; n <= 64; ++n)
    for (u64 k = 1; k <= 4; ++k)
      for (u64 lambda = 1; lambda <= 4; ++lambda) {
        Plan plan(n, k, lambda);
        for (std::size_t j = 1; j + lambda <= plan.m + 1; ++j) {
          fastnet::Batch b;
          b.post_formula(j, n, k, plan.G(j + lambda - 2), plan.G(j - 1));
          const std::size_t total = b.size();
          b.materialize();
          REQUIRE(b.size() == total);
          std::vector<Pe> u, listed;
          for (Pe x = 0; x < n; ++x) {
            paper.U(plan, x, j, u);
            listed.clear();
            if (x < b.senders()) {
              CHECK(b.sender(x) == x);
              listed.assign(b.to.begin() + static_cast<std::ptrdiff_t>(b.first[x]),
                            b.to.begin() + static_cast<std::ptrdiff_t>(b.first[x + 1]));
            }
            REQUIRE(listed == u);
          }
          ++batches;
        }
      }
  CHECK(batches > 1000);
}

TEST_CASE("finish() names the first message in flight of a batch in closed form") {
  // n = 5, k = 2: U_{x,1} = {x + 1, x + 2} below 5, sent in step 1 and never received.
  for (u64 lambda = 2; lambda <= 4; ++lambda) {
    PostalNetwork<Interval> ref(5, 2, lambda);
    fastnet::Net net;
    net.reset(5, 2, lambda);
    for (Pe x = 0; x < 5; ++x)
      for (Pe y = x + 1; y <= x + 2 && y < 5; ++y) ref.send(x, y, Interval::single(x));
    REQUIRE_FALSE(ref.commit());
    net.posting(1).post_formula(1, 5, 2, 1, 1);
    CHECK(net.posting(1).size() == 7);
    CHECK(key(net.finish(1)) == key(ref.finish()));
    CHECK(net.finish(1)->detail ==
          "the message PE 0 sent to PE 1 in step 1 arrives in step " + std::to_string(lambda) +
              ", after the last step 1");
  }
}

}  // namespace postal_fast_net_test
