// The fast postal executor (spec/algorithms/postal_fast.hpp) against the reference one
// (PostalNetwork<Interval>): over the smoke domain, for every registered postal prefix variant
// (the paper's and the planted ones) and for variants written here to break each rule of the
// model, both give the same run: the first violation (step, rule, text), steps run, messages,
// c (and d) after every step, the deliveries of every step, and the outputs; also when an
// observer stops the run early.
#include <catch2/catch.hpp>

#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "spec/algorithms/postal_prefix.hpp"

namespace postal_fast_test {

using namespace cc;
using namespace cc::postal;

namespace {

// Every step an observer sees, and a stop after step `stop_at` (0: never).
struct Recorder : PrefixObserver {
  std::size_t stop_at = 0;
  struct Step {
    std::size_t j;
    std::vector<Interval> c, d;
    bool has_d;
    std::vector<std::tuple<Pe, Pe, std::size_t>> delivered;
    bool operator==(const Step&) const = default;
  };
  std::vector<Step> steps;
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<Delivery>& got) override {
    Step s{j, c, d ? *d : std::vector<Interval>{}, d != nullptr, {}};
    for (const auto& g : got) s.delivered.emplace_back(g.to, g.from, g.sent_step);
    steps.push_back(std::move(s));
    return stop_at == 0 || j < stop_at;
  }
};

using Broken = std::tuple<std::size_t, std::string, std::string>;

std::optional<Broken> broken(const PrefixRun& r) {
  if (!r.violation) return std::nullopt;
  return Broken{r.violation->step, r.violation->rule, r.violation->detail};
}

// The first difference between the runs of the two executors, or "".
std::string differs(const PrefixRun& a, const PrefixRun& b, const std::vector<Interval>& out_a,
                    const std::vector<Interval>& out_b, const Recorder& ra, const Recorder& rb) {
  if (broken(a) != broken(b))
    return "violation: " + (a.violation ? a.violation->detail : "none") + " | " +
           (b.violation ? b.violation->detail : "none");
  if (a.m != b.m || a.steps_run != b.steps_run) return "steps";
  if (a.messages != b.messages) return "messages";
  if (out_a != out_b) return "outputs";
  if (ra.steps.size() != rb.steps.size()) return "observed steps";
  for (std::size_t s = 0; s < ra.steps.size(); ++s)
    if (!(ra.steps[s] == rb.steps[s])) return "step " + std::to_string(ra.steps[s].j);
  return "";
}

// Variants that break one rule each (the W of DerivedWVariant follows a broken U, so that the
// receives agree with the sends and the send rule is what breaks).
struct SelfSend : DerivedWVariant {
  std::string name() const override { return "test-self-send"; }
  std::string summary() const override { return "PE n/3 also sends to itself in step 1"; }
  void U(Plan& p, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::U(p, x, j, out);
    if (j == 1 && x == p.n / 3) out.push_back(x);
  }
};
struct OutOfRange : DerivedWVariant {
  std::string name() const override { return "test-out-of-range"; }
  std::string summary() const override { return "PE n/2 also sends to PE n + 1"; }
  void U(Plan& p, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::U(p, x, j, out);
    if (x == p.n / 2) out.insert(out.begin(), p.n + 1);
  }
};
struct SendTwice : DerivedWVariant {
  std::string name() const override { return "test-send-twice"; }
  std::string summary() const override { return "PE n/2 sends its first message twice"; }
  void U(Plan& p, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::U(p, x, j, out);
    if (x == p.n / 2 && !out.empty()) out.push_back(out.front());
  }
};
struct OnePortMore : DerivedWVariant {
  std::string name() const override { return "test-k-plus-one"; }
  std::string summary() const override { return "t runs to k, one port too many"; }
  void U(Plan& p, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    Plan wider(p.n, p.k + 1, p.lambda);
    PrefixVariant::U(wider, x, j, out);
  }
};
struct ReversedU : DerivedWVariant {
  std::string name() const override { return "test-reversed-u"; }
  std::string summary() const override { return "U descending (the executors sort it)"; }
  void U(Plan& p, Pe x, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::U(p, x, j, out);
    std::reverse(out.begin(), out.end());
  }
};
struct FanIn : DerivedWVariant {
  std::string name() const override { return "test-fan-in"; }
  std::string summary() const override { return "every PE but the last sends to the last"; }
  void U(Plan& p, Pe x, std::size_t, std::vector<Pe>& out) const override {
    out.clear();
    if (x + 1 < p.n) out.push_back(p.n - 1);
  }
};
struct ReceiveTwice : PrefixVariant {
  std::string name() const override { return "test-receive-twice"; }
  std::string summary() const override { return "PE n/2 receives from e_1 twice"; }
  void W(Plan& p, Pe y, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::W(p, y, j, out);
    if (y == p.n / 2 && !out.empty()) out.push_back(out.front());
  }
};
struct ReceiveFromSelf : PrefixVariant {
  std::string name() const override { return "test-receive-unsent"; }
  std::string summary() const override { return "PE n-1 also receives from itself"; }
  void W(Plan& p, Pe y, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::W(p, y, j, out);
    if (y + 1 == p.n && j == p.m) out.push_back(y);
  }
};
struct ReceiveDropped : PrefixVariant {
  std::string name() const override { return "test-receive-dropped"; }
  std::string summary() const override { return "PE n-1 does not receive from e_h"; }
  void W(Plan& p, Pe y, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::W(p, y, j, out);
    if (y + 1 == p.n && !out.empty()) out.pop_back();
  }
};
struct ReversedW : PrefixVariant {
  std::string name() const override { return "test-reversed-w"; }
  std::string summary() const override { return "W descending: the operands in another order"; }
  void W(Plan& p, Pe y, std::size_t j, std::vector<Pe>& out) const override {
    PrefixVariant::W(p, y, j, out);
    std::reverse(out.begin(), out.end());
  }
};
// The paper's Algorithm A as a class of its own: the general path on the same U and W.
struct PaperCopy : PaperPrefix {
  std::string name() const override { return "test-paper-copy"; }
};

std::vector<std::shared_ptr<const PrefixVariant>> all_variants() {
  auto v = prefix_variants();
  v.push_back(std::make_shared<SelfSend>());
  v.push_back(std::make_shared<OutOfRange>());
  v.push_back(std::make_shared<SendTwice>());
  v.push_back(std::make_shared<OnePortMore>());
  v.push_back(std::make_shared<ReversedU>());
  v.push_back(std::make_shared<FanIn>());
  v.push_back(std::make_shared<ReceiveTwice>());
  v.push_back(std::make_shared<ReceiveFromSelf>());
  v.push_back(std::make_shared<ReceiveDropped>());
  v.push_back(std::make_shared<ReversedW>());
  v.push_back(std::make_shared<PaperCopy>());
  return v;
}

// The rules broken somewhere in the domain, so that the test shows it compared each of them.
const std::set<std::string> kRules = {"PE range",
                                      "no self-send",
                                      "one message per pair and step",
                                      "k-port send limit",
                                      "k-port receive limit",
                                      "every message is received",
                                      "receive matches a message"};

}  // namespace

TEST_CASE("the fast executor runs Algorithm A as PostalNetwork does (n <= 64, k, lambda <= 4)",
          "[slow]") {
  std::set<std::string> seen;
  std::size_t runs = 0, failures = 0;
  std::string first;
  for (const auto& v : all_variants())
    for (Pe n = 1; n <= 64; ++n)
      for (u64 k = 1; k <= 4; ++k)
        for (u64 lambda = 1; lambda <= 4; ++lambda)
          for (std::size_t stop : {std::size_t{0}, std::size_t{1}, std::size_t{lambda + 1}}) {
            Recorder ra, rb;
            ra.stop_at = rb.stop_at = stop;
            std::vector<Interval> ca, cb;
            const auto a = run_algorithm_a(*v, n, k, lambda, ca, &ra);
            const auto b = run_algorithm_a_reference(*v, n, k, lambda, cb, &rb);
            ++runs;
            if (b.violation) seen.insert(b.violation->rule);
            const std::string d = differs(a, b, ca, cb, ra, rb);
            if (!d.empty() && failures++ == 0)
              first = v->name() + " n=" + std::to_string(n) + " k=" + std::to_string(k) +
                      " lambda=" + std::to_string(lambda) + " stop=" + std::to_string(stop) +
                      ": " + d;
          }
  INFO(first);
  CHECK(failures == 0);
  CHECK(runs == all_variants().size() * 64 * 4 * 4 * 3);
  CHECK(seen == kRules);
}

TEST_CASE("the fast executor runs Algorithm B as PostalNetwork does (n <= 40, p < n, k, lambda <= 3)",
          "[slow]") {
  std::set<std::string> seen;
  std::size_t failures = 0;
  std::string first;
  for (const auto& v : all_variants())
    for (u64 n = 2; n <= 40; ++n)
      for (Pe p = 1; p < n; ++p)
        for (u64 k = 1; k <= 3; ++k)
          for (u64 lambda = 1; lambda <= 3; ++lambda) {
            Recorder ra, rb;
            // Every other case stops after step lambda.
            ra.stop_at = rb.stop_at = (n + p) % 2 == 0 ? 0 : lambda;
            std::vector<Interval> ua, ub;
            const auto a = run_algorithm_b(*v, n, p, k, lambda, ua, &ra);
            const auto b = run_algorithm_b_reference(*v, n, p, k, lambda, ub, &rb);
            if (b.violation) seen.insert(b.violation->rule);
            const std::string d = differs(a, b, ua, ub, ra, rb);
            if (!d.empty() && failures++ == 0)
              first = v->name() + " n=" + std::to_string(n) + " p=" + std::to_string(p) +
                      " k=" + std::to_string(k) + " lambda=" + std::to_string(lambda) + ": " + d;
          }
  INFO(first);
  CHECK(failures == 0);
  CHECK(seen == kRules);
}

TEST_CASE("the fast executor's observer sees Algorithm A's deliveries in (to, from) order") {
  Recorder r;
  std::vector<Interval> c;
  const auto run = run_algorithm_a(*find_prefix_variant("A"), 10, 2, 3, c, &r);
  REQUIRE_FALSE(run.violation);
  REQUIRE(r.steps.size() == 6);
  // Step 3 (the first with arrivals): W_{y,3} = {y - 1 - t} for t = 1, 0, at PEs 1 .. 9.
  const auto& got = r.steps[2].delivered;
  REQUIRE(got.size() == 17);
  CHECK(got.front() == std::make_tuple(Pe{1}, Pe{0}, std::size_t{1}));
  CHECK(got[1] == std::make_tuple(Pe{2}, Pe{0}, std::size_t{1}));
  CHECK(got[2] == std::make_tuple(Pe{2}, Pe{1}, std::size_t{1}));
  CHECK(std::is_sorted(got.begin(), got.end()));
  CHECK(run.messages == 17 + 13 + 9 + 3);  // |U_{x,j}| summed over steps 1 .. 4
}

}  // namespace postal_fast_test
