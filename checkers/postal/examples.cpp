// The worked examples of Lin and Yeh, transcribed from the text and compared with what the executor
// produces: G(0..6), the construction of T_0 (Fig. 1), the U and W sets and the C_j table of the
// walk-through of Algorithm A (n = 10, k = 2, lambda = 3), and the C_j and D_j tables of the
// walk-through of Algorithm B (n = 80, p = 10). Fig. 2 (T_1 and T_2) is missing from our copy:
// `collcheck simulate postal --dot` draws them, but there is nothing printed to compare with.
#include <map>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/postal/checkers.hpp"
#include "checkers/postal/common.hpp"

namespace cc::postal_checks {

namespace {

using Sets = std::map<std::pair<Pe, std::size_t>, std::vector<Pe>>;  // (PE, step) -> set

// Records what the executor did: who sent to whom in which step, and every row C_j (D_j).
struct Recorder : postal::PrefixObserver {
  u64 lambda;
  Sets U, W;
  std::vector<std::string> C, D;
  explicit Recorder(u64 l) : lambda(l) {}
  bool after_step(std::size_t j, const std::vector<Interval>& c, const std::vector<Interval>* d,
                  const std::vector<postal::Delivery>& delivered) override {
    for (const auto& m : delivered) {
      U[{m.from, m.sent_step}].push_back(m.to);
      W[{m.to, j}].push_back(m.from);
    }
    C.push_back(row(c));
    if (d) D.push_back(row(*d));
    return true;
  }
  std::vector<Pe> get(const Sets& s, Pe x, std::size_t j) const {
    auto it = s.find({x, j});
    if (it == s.end()) return {};
    auto v = it->second;
    std::sort(v.begin(), v.end());
    return v;
  }
};

std::string set_text(const std::vector<std::int64_t>& s) {
  std::string out = "{";
  for (std::size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + "}";
}

// One printed statement "X_{i,j} = {i + o_1, i + o_2, ...}" for lo <= i < hi, or an absolute set.
struct Printed {
  char kind;  // 'U' or 'W'
  std::size_t j;
  std::int64_t lo, hi;
  std::vector<std::int64_t> offsets;
  bool absolute = false;
};

std::vector<Printed> walkthrough_sets(bool literal) {
  std::vector<Printed> p = {{'U', 1, 0, 8, {1, 2}},
                            {'U', 1, 8, 9, {9}, true},
                            {'U', 2, 0, 6, {3, 4}},
                            {'U', 2, 6, 7, {9}, true},
                            {'U', 3, 0, 4, {5, 6}},
                            {'U', 3, 4, 5, {9}, true},
                            {'U', 4, 0, 3, {7}},
                            {'U', 5, 0, 10, {}},
                            {'U', 6, 0, 10, {}},
                            {'W', 1, 0, 10, {}},
                            {'W', 2, 0, 10, {}},
                            {'W', 3, 0, 1, {}},
                            {'W', 3, 1, 2, {literal ? 10 : 0}, true},
                            {'W', 3, 2, 10, {-2, -1}},
                            {'W', 4, 0, 3, {}},
                            {'W', 4, 3, 4, {0}, true},
                            {'W', 4, 4, 10, {-4, -3}},
                            {'W', 5, 0, 5, {}},
                            {'W', 5, 5, 6, {0}, true},
                            {'W', 5, 6, 10, {-6, -5}},
                            {'W', 6, 0, 7, {}},
                            {'W', 6, 7, 10, {-7}}};
  return p;
}

std::optional<Fields> compare_sets(const Recorder& r, bool literal) {
  for (const auto& s : walkthrough_sets(literal)) {
    for (std::int64_t i = s.lo; i < s.hi; ++i) {
      std::vector<std::int64_t> want;
      for (auto o : s.offsets) want.push_back(s.absolute ? o : i + o);
      std::vector<std::int64_t> got;
      for (Pe x : r.get(s.kind == 'U' ? r.U : r.W, static_cast<Pe>(i), s.j)) got.push_back(x);
      if (got != want)
        return Fields{{"set", std::string(1, s.kind) + "_{" + std::to_string(i) + "," +
                                  std::to_string(s.j) + "}"},
                      {"printed", set_text(want)},
                      {"executed", set_text(got)}};
    }
  }
  return std::nullopt;
}

std::optional<Fields> compare_rows(const std::string& name, const std::vector<std::string>& printed,
                                   const std::vector<std::string>& executed) {
  for (std::size_t j = 0; j < printed.size(); ++j) {
    const std::string got =
        j < executed.size() ? executed[j] : "(no step " + std::to_string(j) + ")";
    if (got != printed[j])
      return Fields{{"row", name + std::to_string(j)}, {"printed", printed[j]}, {"executed", got}};
  }
  if (executed.size() != printed.size())
    return Fields{{"rows printed", static_cast<std::uint64_t>(printed.size())},
                  {"rows executed", static_cast<std::uint64_t>(executed.size())}};
  return std::nullopt;
}

std::string identity_row(int n) {
  std::vector<Interval> v;
  for (int i = 0; i < n; ++i) v.push_back(Interval::single(i));
  return row(v);
}

Recorder run_a_example(const RunContext& ctx) {
  Recorder r(3);
  std::vector<Interval> c;
  const auto run = postal::run_algorithm_a(variant(ctx), 10, 2, 3, c, &r);
  if (run.violation)
    throw std::runtime_error("the executor rejected the run: " + run.violation->detail);
  r.C.insert(r.C.begin(), identity_row(10));  // C_0
  return r;
}

Checker single(const std::string& id, std::function<std::optional<Fields>(const RunContext&)> fn,
               bool takes_variant) {
  return {id,
          [id, fn](const RunContext& ctx) {
            return run_exhaustive({id, {}, {}, [&](const Point&) { return fn(ctx); }, {}}, ctx);
          },
          takes_variant};
}

}  // namespace

Checker example_g_values(const std::string& id) {
  return single(
      id,
      [](const RunContext& ctx) -> std::optional<Fields> {
        const std::vector<u64> printed = {1, 1, 1, 3, 5, 7, 13};
        postal::GSequence G(2, 3);
        for (std::size_t j = 0; j < printed.size(); ++j)
          if (G(j) != printed[j])
            return Fields{
                {"j", static_cast<std::uint64_t>(j)}, {"printed G(j)", printed[j]}, {"G(j)", G(j)}};
        // m = 6 as executed: Algorithm A on n = 10 runs 6 steps and all prefixes appear in step 6.
        Recorder r = run_a_example(ctx);
        const std::string done = "<0, 0:1, 0:2, 0:3, 0:4, 0:5, 0:6, 0:7, 0:8, 0:9>";
        std::size_t first = 0;
        while (first < r.C.size() && r.C[first] != done) ++first;
        if (r.C.size() != 7 || first != 6)
          return Fields{{"printed m", std::uint64_t{6}},
                        {"steps executed", static_cast<std::uint64_t>(r.C.size() - 1)},
                        {"all prefixes after step", static_cast<std::uint64_t>(first)}};
        return std::nullopt;
      },
      true);
}

Checker example_t0_steps(const std::string& id) {
  return single(
      id,
      [](const RunContext& ctx) -> std::optional<Fields> {
        // node -> (parent, step) as printed in the construction of T_0.
        const std::map<Pe, std::pair<Pe, std::size_t>> printed = {
            {1, {0, 1}}, {2, {0, 1}}, {3, {0, 2}}, {4, {0, 2}}, {5, {0, 3}},
            {6, {0, 3}}, {7, {0, 4}}, {8, {1, 4}}, {9, {2, 4}}};
        const auto t = postal::spanning_tree(variant(ctx), 10, 2, 3, 0, false);
        if (!t.defect.empty()) return Fields{{"defect", t.defect}};
        // "U_{x,j} = {} for j >= 5, 0 <= x <= 9": checked up to j = 5 + m + lambda, past which G
        // only grows.
        postal::Plan plan(10, 2, 3);
        std::vector<Pe> dest;
        for (std::size_t j = 5; j <= 5 + plan.m + 3; ++j)
          for (Pe x = 0; x < 10; ++x) {
            variant(ctx).U(plan, x, j, dest);
            if (!dest.empty())
              return Fields{{"set", "U_{" + std::to_string(x) + "," + std::to_string(j) + "}"},
                            {"printed", "{}"},
                            {"formula", std::to_string(dest.size()) + " PEs"}};
          }
        for (const auto& [y, ps] : printed)
          if (t.parent[y] != static_cast<std::int64_t>(ps.first) || t.step[y] != ps.second)
            return Fields{{"node", static_cast<std::uint64_t>(y)},
                          {"printed", "child of " + std::to_string(ps.first) + " in step " +
                                          std::to_string(ps.second)},
                          {"built", "child of " + std::to_string(t.parent[y]) + " in step " +
                                        std::to_string(t.step[y])}};
        return std::nullopt;
      },
      true);
}

Checker example_a_table(const std::string& id) {
  return single(
      id,
      [](const RunContext& ctx) {
        const std::string id = identity_row(10);
        const std::vector<std::string> printed = {
            id,
            id,
            id,
            "<0, 0:1, 0:2, 1:3, 2:4, 3:5, 4:6, 5:7, 6:8, 7:9>",
            "<0, 0:1, 0:2, 0:3, 0:4, 1:5, 2:6, 3:7, 4:8, 5:9>",
            "<0, 0:1, 0:2, 0:3, 0:4, 0:5, 0:6, 1:7, 2:8, 3:9>",
            "<0, 0:1, 0:2, 0:3, 0:4, 0:5, 0:6, 0:7, 0:8, 0:9>"};
        return compare_rows("C", printed, run_a_example(ctx).C);
      },
      true);
}

Checker example_b_table(const std::string& id) {
  return single(
      id,
      [](const RunContext& ctx) -> std::optional<Fields> {
        Recorder r(3);
        std::vector<Interval> out;
        const auto run = postal::run_algorithm_b(variant(ctx), 80, 10, 2, 3, out, &r);
        if (run.violation) return Fields{{"violation", run.violation->detail}};
        const std::string c0 =
            "<0:7, 8:15, 16:23, 24:31, 32:39, 40:47, 48:55, 56:63, 64:71, 72:79>";
        const std::string d0 = "<0, 8, 16, 24, 32, 40, 48, 56, 64, 72>";
        const std::vector<std::string> C = {
            c0,
            c0,
            c0,
            "<0:7, 0:15, 0:23, 8:31, 16:39, 24:47, 32:55, 40:63, 48:71, 56:79>",
            "<0:7, 0:15, 0:23, 0:31, 0:39, 8:47, 16:55, 24:63, 32:71, 40:79>",
            "<0:7, 0:15, 0:23, 0:31, 0:39, 0:47, 0:55, 8:63, 16:71, 24:79>",
            "<0:7, 0:15, 0:23, 0:31, 0:39, 0:47, 0:55, 0:63, 0:71, 0:79>"};
        const std::vector<std::string> D = {
            d0,
            d0,
            d0,
            "<0, 0:8, 0:16, 8:24, 16:32, 24:40, 32:48, 40:56, 48:64, 56:72>",
            "<0, 0:8, 0:16, 0:24, 0:32, 8:40, 16:48, 24:56, 32:64, 40:72>",
            "<0, 0:8, 0:16, 0:24, 0:32, 0:40, 0:48, 8:56, 16:64, 24:72>",
            "<0, 0:8, 0:16, 0:24, 0:32, 0:40, 0:48, 0:56, 0:64, 0:72>"};
        r.C.insert(r.C.begin(), c0);
        r.D.insert(r.D.begin(), d0);
        if (auto bad = compare_rows("C", C, r.C)) return bad;
        if (auto bad = compare_rows("D", D, r.D)) return bad;
        if (auto bad = compare_sets(r, false))
          return bad;  // the B walk-through prints W_{1,3} = {0}
        for (std::int64_t x = 0; x < 80; ++x)
          if (out[x] != Interval::range(0, x))
            return Fields{{"x", x}, {"u(x)", witness::to_string(out[x])}};
        return std::nullopt;
      },
      true);
}

Checker example_b_distribution(const std::string& id) {
  return single(
      id,
      [](const RunContext&) -> std::optional<Fields> {
        const auto b = postal::block_layout(75, 10);
        for (Pe i = 0; i < 10; ++i) {
          const u64 size = b.start[i + 1] - b.start[i], printed = i < 5 ? 8 : 7;
          if (size != printed)
            return Fields{
                {"PE", static_cast<std::uint64_t>(i)}, {"printed", printed}, {"layout", size}};
        }
        return std::nullopt;
      },
      false);
}

Checker example_a_sets(const std::string& id, bool literal) {
  return single(
      id, [literal](const RunContext& ctx) { return compare_sets(run_a_example(ctx), literal); },
      true);
}

}  // namespace cc::postal_checks
