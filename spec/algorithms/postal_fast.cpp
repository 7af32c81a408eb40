// The fast executor's driver (spec/algorithms/postal_fast.hpp): the steps of Algorithm A's
// communication on one thread's reused workspace, the paper's U and W in line, every other
// variant (and every step the in-line checks do not accept) through the general path.
#include "spec/algorithms/postal_fast.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
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

// The sends of step j of the paper's U, posted in closed form (fastnet::Batch::post_formula).
void paper_sends(Net& net, Plan& plan, std::size_t j, const std::vector<Interval>& c) {
  Batch& b = net.posting(j);
  b.post_formula(j, plan.n, plan.k, plan.G(j + plan.lambda - 2), plan.G(j - 1));
  if (b.empty()) return;
  b.payload.assign(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(b.limit[0]));
  net.messages += b.total;
}

// The receives of step j of the paper's W, matched against the batch of step j - lambda + 1 and
// combined in line. A receive that is not a message of the batch, or a message left over, would
// contradict the arithmetic of postal_fast.hpp: it is reported as an internal error, not as a
// rule of the model.
template <bool WithD>
void paper_receives(Net& net, Plan& plan, std::size_t j, std::vector<Interval>& c,
                    std::vector<Interval>* d) {
  const u64 n = plan.n, k = plan.k;
  const u64 g1 = plan.G(j - 1), gl = plan.G(j - plan.lambda);
  const std::size_t s = j - plan.lambda + 1;
  Batch& b = net.arriving(j);
  auto mismatch = [&](const std::string& what) {
    return std::logic_error("postal fast executor: step " + std::to_string(j) + " of the paper's " +
                            "Algorithm A on n = " + std::to_string(n) + ": " + what);
  };
  if (!b.empty() && (b.sent != s || !b.formula)) throw mismatch("the batch is not U's");
  net.delivered.resize(b.size());
  const u64* limit = b.limit.data();
  const u64 ports = b.limit.size(), g = b.g, stride = b.stride;
  const Interval* payload = b.payload.data();
  Delivery* out = net.delivered.data();
  // W_{y,j} = {y - g1 - t gl | 0 <= t <= tmax}, tmax = min(k-1, (y-g1)/gl), for y >= g1;
  // `next` is the first y at which t = tmax + 1 is in range.
  u64 tmax = 0, next = g1 + gl;
  for (u64 y = g1; y < n; ++y) {
    while (tmax + 1 < k && y >= next) {
      ++tmax;
      next += gl;
    }
    u64 x = y - g1 - tmax * gl;
    Interval acc;
    for (u64 t = tmax + 1; t-- > 0; x += gl) {
      // Receive (y, x) must be x's message of index t. No two receives take the same message
      // (x and t fix its destination), so no more are written to `delivered` than it holds.
      if (t >= ports || x >= limit[t] || x + g + t * stride != y)
        throw mismatch("PE " + std::to_string(y) + " receives from PE " + std::to_string(x) +
                       ", which sent it nothing");
      acc = t == tmax ? payload[x] : witness::combine(acc, payload[x]);
      *out++ = {static_cast<Pe>(y), static_cast<Pe>(x), s};
    }
    c[y] = witness::combine(acc, c[y]);
    if constexpr (WithD) (*d)[y] = witness::combine(acc, (*d)[y]);
  }
  if (out != net.delivered.data() + net.delivered.size())
    throw mismatch("a message is never received");
  b.reset(0);
}

// Step j of the paper's variant, U and W in line.
void paper_step(Net& net, Plan& plan, std::size_t j, std::vector<Interval>& c,
                std::vector<Interval>* d) {
  if (j + plan.lambda <= plan.m + 1) paper_sends(net, plan, j, c);
  if (j < plan.lambda)
    net.delivered.clear();  // nothing arrives before step lambda
  else if (d)
    paper_receives<true>(net, plan, j, c, d);
  else
    paper_receives<false>(net, plan, j, c, d);
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
    std::optional<Violation> bad;
    if (paper)
      paper_step(net, plan, j, c, d);
    else
      bad = general_step(net, v, plan, j, c, d);
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
