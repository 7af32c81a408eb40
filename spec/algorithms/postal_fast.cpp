// The fast executor's driver (spec/algorithms/postal_fast.hpp): the steps of Algorithm A's
// communication on one thread's reused workspace, the paper's U and W in line, every other
// variant (and every step the in-line checks do not accept) through the general path.
#include "spec/algorithms/postal_fast.hpp"

#include <algorithm>
#include <memory>
#include <typeinfo>

#include "spec/algorithms/detail/postal_fast_net.hpp"

namespace cc::postal {

namespace {

using fastnet::Batch;
using fastnet::Net;

// One thread's workspace; a run started from inside an observer gets its own.
class Workspace {
 public:
  Workspace() {
    static thread_local Net shared;
    if (shared.busy) {
      own_ = std::make_unique<Net>();
      net_ = own_.get();
    } else {
      net_ = &shared;
    }
    net_->busy = true;
  }
  ~Workspace() { net_->busy = false; }
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;
  Net& net() { return *net_; }

 private:
  std::unique_ptr<Net> own_;
  Net* net_;
};

// Step j of any variant: communication_step() declares it, Net checks it as commit() does.
std::optional<Violation> general_step(Net& net, const PrefixVariant& v, Plan& plan, std::size_t j,
                                      std::vector<Interval>& c, std::vector<Interval>* d) {
  net.sends.clear();
  net.recvs.clear();
  communication_step(
      v, plan, j, net.peers, [&](Pe x, Pe y) { net.sends.emplace_back(x, y); },
      [&](Pe y, Pe x) { net.recvs.emplace_back(y, x); });
  if (auto bad = net.post_sends(j, c)) return bad;
  if (auto bad = net.match_receives(j)) return bad;
  net.combine(j, v, c, d);
  return std::nullopt;
}

// The sends of step j of the paper's U, posted: sender x < n - G(j+lambda-2) sends c(x) to
// x + G(j+lambda-2) + t G(j-1) for t = 0, 1, ... while below n and t < k. Sender x has a message
// of index t exactly when x < n - G(j+lambda-2) - t G(j-1); the batch is written in one pass.
void paper_sends(Net& net, Plan& plan, std::size_t j, const std::vector<Interval>& c) {
  const u64 n = plan.n, k = plan.k;
  const u64 g = plan.G(j + plan.lambda - 2), stride = plan.G(j - 1);
  Batch& b = net.posting(j);
  b.reset(j);
  if (g >= n) return;
  u64 ports = 0, total = 0;  // the most messages of a sender, and the step's messages
  for (; ports < k && g + ports * stride < n; ++ports) total += n - g - ports * stride;
  const std::size_t senders = static_cast<std::size_t>(n - g);
  b.payload.assign(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(senders));
  b.first.resize(senders + 1);
  b.to.resize(static_cast<std::size_t>(total));
  std::size_t* first = b.first.data();
  Pe* const to = b.to.data();
  Pe* out = to;
  for (std::size_t x = 0; x < senders; ++x) {
    while (x + g + (ports - 1) * stride >= n) --ports;  // x's last message is below n
    first[x] = static_cast<std::size_t>(out - to);
    u64 y = x + g;
    for (u64 t = 0; t < ports; ++t, y += stride) *out++ = static_cast<Pe>(y);
  }
  first[senders] = static_cast<std::size_t>(out - to);
  net.messages += total;
}

// The receives of step j of the paper's W, matched and combined in line. Returns false, with c
// and d as they were, if a receive is not the message it should be or the counts differ; the
// caller then checks the step on the general path.
template <bool WithD>
bool paper_receives(Net& net, Plan& plan, std::size_t j, std::vector<Interval>& c,
                    std::vector<Interval>* d) {
  const u64 n = plan.n, k = plan.k;
  const u64 g1 = plan.G(j - 1), gl = plan.G(j - plan.lambda);
  const std::size_t s = j - plan.lambda + 1;
  const Batch& b = net.arriving(j);
  net.delivered.resize(b.to.size());
  if (g1 >= n) return b.empty();  // no PE receives
  if (!b.empty() && (b.sent != s || !b.dense)) return false;
  const std::size_t lo = static_cast<std::size_t>(g1);
  const auto from = c.begin() + static_cast<std::ptrdiff_t>(lo);
  net.undo_c.assign(from, c.end());
  if constexpr (WithD) net.undo_d.assign(d->begin() + static_cast<std::ptrdiff_t>(lo), d->end());
  const std::size_t senders = b.senders();
  const std::size_t* first = b.first.data();
  const Pe* to = b.to.data();
  const Interval* payload = b.payload.data();
  Delivery* out = net.delivered.data();
  Delivery* const end = out + net.delivered.size();
  bool ok = true;
  // W_{y,j} = {y - g1 - t gl | 0 <= t <= tmax}, tmax = min(k-1, (y-g1)/gl); `next` is the
  // first y at which t = tmax + 1 is in range.
  u64 tmax = 0, next = g1 + gl;
  for (u64 y = lo; y < n; ++y) {
    while (tmax + 1 < k && y >= next) {
      ++tmax;
      next += gl;
    }
    u64 x = y - g1 - tmax * gl;
    Interval acc;
    for (u64 t = tmax + 1; t-- > 0; x += gl) {
      // Receive (y, x) is the message of index t of x. No two receives take the same message
      // (x and t fix y), so no more are written to `delivered` than the batch holds.
      if (x >= senders || first[x] + t >= first[x + 1] || to[first[x] + t] != y) {
        ok = false;
        break;
      }
      acc = t == tmax ? payload[x] : witness::combine(acc, payload[x]);
      *out++ = {static_cast<Pe>(y), static_cast<Pe>(x), s};
    }
    if (!ok) break;
    c[y] = witness::combine(acc, c[y]);
    if constexpr (WithD) (*d)[y] = witness::combine(acc, (*d)[y]);
  }
  if (ok && out == end) {
    net.arriving(j).reset(0);
    return true;
  }
  std::copy(net.undo_c.begin(), net.undo_c.end(), from);
  if constexpr (WithD) std::copy(net.undo_d.begin(), net.undo_d.end(), d->begin() + lo);
  return false;
}

// Step j of the paper's variant: the sends and receives in line, the general path for a
// receive half they do not accept (the sends are already posted then).
std::optional<Violation> paper_step(Net& net, const PrefixVariant& v, Plan& plan, std::size_t j,
                                    std::vector<Interval>& c, std::vector<Interval>* d) {
  if (j + plan.lambda <= plan.m + 1) paper_sends(net, plan, j, c);
  if (j < plan.lambda) {
    net.delivered.clear();  // nothing arrives before step lambda
    return std::nullopt;
  }
  if (d ? paper_receives<true>(net, plan, j, c, d) : paper_receives<false>(net, plan, j, c, d))
    return std::nullopt;
  net.recvs.clear();
  communication_step(
      v, plan, j, net.peers, [](Pe, Pe) {}, [&](Pe y, Pe x) { net.recvs.emplace_back(y, x); });
  if (auto bad = net.match_receives(j)) return bad;
  net.combine(j, v, c, d);
  return std::nullopt;
}

}  // namespace

PrefixRun run_communication_fast(const PrefixVariant& v, Plan& plan, std::vector<Interval>& c,
                                 std::vector<Interval>* d, PrefixObserver* obs) {
  Workspace ws;
  Net& net = ws.net();
  net.reset(plan.n, plan.k, plan.lambda);
  const bool paper = typeid(v) == typeid(PaperPrefix);
  PrefixRun run;
  run.m = plan.m;
  for (std::size_t j = 1; j <= plan.m; ++j) {
    auto bad = paper ? paper_step(net, v, plan, j, c, d) : general_step(net, v, plan, j, c, d);
    run.steps_run = j;
    if (bad) {
      run.violation = std::move(bad);
      return run;
    }
    if (obs && !obs->after_step(j, c, d, net.delivered)) {
      run.messages = net.messages;
      return run;
    }
  }
  if (auto bad = net.finish(plan.m)) run.violation = std::move(bad);
  run.messages = net.messages;
  return run;
}

}  // namespace cc::postal
