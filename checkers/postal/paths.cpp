// Section 4: Algorithm B's messages take Algorithm A's paths on p PEs, and its c(i) and d(i)
// undergo the combines of A's c(i) (postal.algB.paths). Both algorithms are run on the executor and
// what each step delivers and holds is compared: the deliveries as they are, the values through
// B's block layout (A's c(i) = a:b is B's c(i) = s_a:(s_{b+1} - 1) and d(i) = s_a:s_b, s_x the
// first index of PE x's block).
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/common.hpp"

namespace cc::postal_checks {

namespace {

// Every step's deliveries and values of one run.
struct StepLog : postal::PrefixObserver {
  std::vector<std::vector<postal::Delivery>> got;
  std::vector<std::vector<Interval>> c, d;
  bool after_step(std::size_t, const std::vector<Interval>& c_, const std::vector<Interval>* d_,
                  const std::vector<postal::Delivery>& delivered) override {
    got.push_back(delivered);
    c.push_back(c_);
    if (d_) d.push_back(*d_);
    return true;
  }
};

std::string delivery_text(const std::vector<postal::Delivery>& v, std::size_t at) {
  if (at >= v.size()) return "none";
  return "PE " + std::to_string(v[at].from) + " -> PE " + std::to_string(v[at].to) +
         " (sent in step " + std::to_string(v[at].sent_step) + ")";
}

Interval blocks(const postal::BlockLayout& b, std::int64_t first, std::int64_t last_block,
                bool whole_last) {
  const auto lo = static_cast<std::int64_t>(b.start[static_cast<std::size_t>(first)]);
  const auto hi =
      whole_last ? static_cast<std::int64_t>(b.start[static_cast<std::size_t>(last_block) + 1]) - 1
                 : static_cast<std::int64_t>(b.start[static_cast<std::size_t>(last_block)]);
  return Interval::range(lo, hi);
}

}  // namespace

std::optional<Fields> check_b_paths_with(const postal::PrefixVariant& v, const Point& q,
                                         bool planted_a_on_n) {
  const auto n = static_cast<u64>(q[0]);
  const auto p = static_cast<Pe>(q[1]);
  const auto k = static_cast<u64>(q[2]), lambda = static_cast<u64>(q[3]);
  StepLog a, b;
  std::vector<Interval> ca, ub;
  const Pe a_pes = planted_a_on_n ? static_cast<Pe>(n) : p;
  const auto ra = postal::run_algorithm_a(v, a_pes, k, lambda, ca, &a);
  const auto rb = postal::run_algorithm_b(v, n, p, k, lambda, ub, &b);
  for (const auto* r : {&ra, &rb})
    if (r->violation)
      return Fields{{"run", r == &ra ? "A on p PEs" : "B"},
                    {"j", static_cast<std::uint64_t>(r->violation->step)},
                    {"violation", r->violation->detail}};
  const postal::BlockLayout layout = postal::block_layout(n, p);
  const std::size_t steps = std::max(a.got.size(), b.got.size());
  for (std::size_t j = 0; j < steps; ++j) {
    static const std::vector<postal::Delivery> none;
    const auto& da = j < a.got.size() ? a.got[j] : none;
    const auto& db = j < b.got.size() ? b.got[j] : none;
    std::size_t at = 0;
    while (at < da.size() && at < db.size() && da[at].to == db[at].to &&
           da[at].from == db[at].from && da[at].sent_step == db[at].sent_step)
      ++at;
    if (at < da.size() || at < db.size())
      return Fields{{"j", static_cast<std::uint64_t>(j + 1)},
                    {"A delivers", delivery_text(da, at)},
                    {"B delivers", delivery_text(db, at)}};
    if (j >= a.c.size() || j >= b.c.size())
      return Fields{{"A's steps", static_cast<std::uint64_t>(a.c.size())},
                    {"B's steps", static_cast<std::uint64_t>(b.c.size())}};
    for (Pe i = 0; i < p; ++i) {
      const Interval& x = a.c[j][i];
      const Interval want_c = x.valid() ? blocks(layout, x.lo, x.hi, true) : Interval::invalid();
      const Interval want_d = x.valid() ? blocks(layout, x.lo, x.hi, false) : Interval::invalid();
      for (const auto& [reg, got, want] :
           {std::tuple{"c(i)", b.c[j][i], want_c}, std::tuple{"d(i)", b.d[j][i], want_d}})
        if (got != want)
          return Fields{{"j", static_cast<std::uint64_t>(j + 1)},
                        {"i", static_cast<std::uint64_t>(i)},
                        {"A's c(i)", witness::to_string(x)},
                        {std::string("B's ") + reg, witness::to_string(got)},
                        {"expected", witness::to_string(want)}};
    }
  }
  return std::nullopt;
}

std::optional<Fields> check_b_paths(const postal::PrefixVariant& v, const Point& q) {
  return check_b_paths_with(v, q, false);
}

}  // namespace cc::postal_checks
