// Claims that read one shared pass (checkers/kit.hpp, kit::shared) get, run together, exactly
// the outcome each gets alone: the verdict, the least counterexample, the case count and the
// domain, on the paper's Algorithm A and on planted variants that several of them refute at
// different points. And the engine's readers keep their own least counterexample.
#include <atomic>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

#include "checkers/engine/exhaustive.hpp"
#include "checkers/runner.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace shared_pass_test {

using namespace cc;

namespace {

const std::vector<std::string> kAlgorithmAReaders{"postal.algA.ports", "postal.lemma2.literal",
                                                  "postal.lemma2.corrected",
                                                  "postal.lemma3.contents", "postal.thm4.optimal"};

void same(const Outcome& a, const Outcome& b) {
  CHECK(to_string(a.verdict) == to_string(b.verdict));
  CHECK(a.cases == b.cases);
  CHECK(a.index == b.index);
  CHECK(to_text(a.domain) == to_text(b.domain));
  CHECK(to_text(a.replay_case) == to_text(b.replay_case));
  REQUIRE(a.counterexample.has_value() == b.counterexample.has_value());
  if (a.counterexample) CHECK(to_text(*a.counterexample) == to_text(*b.counterexample));
  CHECK(a.note == b.note);
}

}  // namespace

TEST_CASE("the readers of Algorithm A's pass decide together as each alone") {
  std::vector<const Claim*> group;
  for (const auto& id : kAlgorithmAReaders) {
    const Claim* c = find_claim(id);
    REQUIRE(c != nullptr);
    REQUIRE(c->checker->pass != nullptr);
    CHECK(c->checker->pass == find_claim(kAlgorithmAReaders.front())->checker->pass);
    group.push_back(c);
  }
  for (const char* variant :
       {"", "planted-reversed-combine", "planted-u-off-by-one", "planted-dropped-port"}) {
    for (unsigned jobs : {1u, 2u}) {
      INFO("variant '" << variant << "', jobs " << jobs);
      RunContext ctx;
      ctx.budget = Budget::smoke;
      ctx.variant = variant;
      ctx.jobs = jobs;
      const Report together = run_claims(group, ctx);
      REQUIRE(together.results.size() == group.size());
      int refuted = 0;
      for (std::size_t i = 0; i < group.size(); ++i) {
        INFO(group[i]->spec->id);
        const ClaimResult alone = run_claim(group[i], ctx);
        same(together.results[i].outcome, alone.outcome);
        refuted += alone.outcome.verdict == Verdict::refuted;
      }
      // Teeth: a planted bug is refuted by more than the literal Lemma 2 alone.
      if (*variant) CHECK(refuted >= 2);
    }
  }
}

TEST_CASE("the readings of Omega Theorem 1 decide together as each alone") {
  std::vector<const Claim*> group;
  for (const char* id : {"omega.thm1.disjointness", "omega.thm1.inner_links.literal",
                         "omega.thm1.inner_links.corrected", "omega.thm1.proof_links.literal",
                         "omega.thm1.proof_links.corrected", "omega.thm1.switch_links.literal",
                         "omega.thm1.switch_links.corrected"}) {
    const Claim* c = find_claim(id);
    REQUIRE(c != nullptr);
    REQUIRE(c->checker->pass != nullptr);
    group.push_back(c);
  }
  // Smoke: L <= 4, every pair (the ci run covers L <= 8 the same way).
  RunContext ctx;
  ctx.budget = Budget::smoke;
  ctx.jobs = 2;
  const Report together = run_claims(group, ctx);
  REQUIRE(together.results.size() == group.size());
  int refuted = 0;
  for (std::size_t i = 0; i < group.size(); ++i) {
    INFO(group[i]->spec->id);
    const ClaimResult alone = run_claim(group[i], ctx);
    same(together.results[i].outcome, alone.outcome);
    refuted += alone.outcome.verdict == Verdict::refuted;
  }
  CHECK(refuted == 3);  // the three readings as printed
}

TEST_CASE("each reader of a shared sweep keeps its own least counterexample and case count") {
  // Reader 0 fails at x * y >= 50 (least (3, 17)), reader 1 at x + y >= 30 (least (10, 20)),
  // reader 2 never; reader 0 fails first, so it is not asked about later points.
  std::atomic<int> asked_late{0};
  MultiExhaustiveSpec s{{"t.product", "t.sum", "t.none"},
                        {{"x", 1, 20, 1, 100}, {"y", 1, 20, 1, 100}},
                        {},
                        [&](const Point& p, const std::vector<char>& active,
                            std::vector<std::optional<Fields>>& out) {
                          if (active[0] && p[0] * 20 + p[1] > 3 * 20 + 17 + 40) ++asked_late;
                          if (active[0] && p[0] * p[1] >= 50) out[0] = Fields{{"x*y", p[0] * p[1]}};
                          if (active[1] && p[0] + p[1] >= 30) out[1] = Fields{{"x+y", p[0] + p[1]}};
                        },
                        {}};
  for (unsigned jobs : {1u, 3u}) {
    RunContext ctx;
    ctx.jobs = jobs;
    const auto o = run_exhaustive_multi(s, ctx);
    REQUIRE(o.size() == 3);
    REQUIRE(o[0].verdict == Verdict::refuted);
    CHECK(to_text(*o[0].counterexample) == "x=3 y=17 x*y=51");
    CHECK(o[0].cases == 2 * 20 + 17);
    REQUIRE(o[1].verdict == Verdict::refuted);
    CHECK(to_text(*o[1].counterexample) == "x=10 y=20 x+y=30");
    CHECK(o[1].cases == 9 * 20 + 20);
    CHECK(o[2].verdict == Verdict::verified);
    CHECK(o[2].cases == 400);
  }
  // Chunks in work may run a little past reader 0's failure, never a whole sweep further.
  CHECK(asked_late.load() < 200);
}

namespace {

// --checkpoint's store, in memory: the sweeps' states by key.
class MemoryStore final : public SweepStore {
 public:
  std::map<std::string, SweepState> saved;
  std::optional<SweepState> load(const std::string& key) override {
    const auto it = saved.find(key);
    if (it == saved.end()) return std::nullopt;
    return it->second;
  }
  void save(const std::string& key, const SweepState& s) override { saved[key] = s; }
  std::string next_key(const std::vector<std::string>& claims) override {
    const std::string names = sweep_names(claims);
    return names + "#" + std::to_string(count_[names]++);
  }

 private:
  std::map<std::string, int> count_;
};

}  // namespace

TEST_CASE("a shared sweep stopped part way saves every reader's state and resumes as one") {
  // As above: reader 0 fails at (3, 17) (index 56), reader 1 at (10, 20) (index 199), reader 2
  // never. The first run is stopped at index 150: reader 0 has failed, reader 1 not yet.
  const auto index = [](const Point& p) { return (p[0] - 1) * 20 + (p[1] - 1); };
  std::atomic<int> checked_below{0};
  std::int64_t resumed_from = -1;
  StopScope* stop_at_150 = nullptr;
  MultiExhaustiveSpec s{{"t.product", "t.sum", "t.none"},
                        {{"x", 1, 20, 1, 100}, {"y", 1, 20, 1, 100}},
                        {},
                        [&](const Point& p, const std::vector<char>& active,
                            std::vector<std::optional<Fields>>& out) {
                          if (stop_at_150 && index(p) == 150) stop_at_150->stop();
                          if (resumed_from >= 0 && index(p) < resumed_from) ++checked_below;
                          if (active[0] && p[0] * p[1] >= 50) out[0] = Fields{{"x*y", p[0] * p[1]}};
                          if (active[1] && p[0] + p[1] >= 30) out[1] = Fields{{"x+y", p[0] + p[1]}};
                        },
                        {}};
  RunContext whole_ctx;
  whole_ctx.jobs = 1;
  const auto whole = run_exhaustive_multi(s, whole_ctx);

  MemoryStore store;
  RunContext ctx;
  ctx.jobs = 1;
  ctx.sweeps = &store;
  {
    StopScope scope;
    const StopScope::Enter enter(&scope);
    stop_at_150 = &scope;
    const auto cut = run_exhaustive_multi(s, ctx);
    stop_at_150 = nullptr;
    REQUIRE(cut.size() == 3);
    for (const auto& o : cut) CHECK(o.verdict == Verdict::inconclusive);
  }
  REQUIRE(store.saved.size() == 1);
  const auto& [key, st] = *store.saved.begin();
  CHECK(key == "t.product+t.sum+t.none#0");
  REQUIRE(st.readers.size() == 3);
  CHECK(st.done_below > 56);
  CHECK(st.done_below <= 150);
  CHECK(st.readers[0].fail_index == std::optional<std::uint64_t>(56));
  CHECK_FALSE(st.readers[1].fail_index.has_value());
  CHECK_FALSE(st.readers[2].fail_index.has_value());

  // The same sweep again (a new run: its keys are numbered afresh) resumes where it stopped and
  // gives each reader what the uninterrupted sweep gives it.
  MemoryStore again;
  again.saved = store.saved;
  ctx.sweeps = &again;
  resumed_from = static_cast<std::int64_t>(st.done_below);
  Progress progress;
  ctx.progress = &progress;
  const auto resumed = run_exhaustive_multi(s, ctx);
  ctx.progress = nullptr;
  CHECK(checked_below.load() == 0);
  // The progress counts the cases the first run checked as done, apart from this run's rate.
  CHECK(progress.snapshot().resumed == st.done_below);
  CHECK(progress.snapshot().done >= st.done_below);
  REQUIRE(resumed.size() == 3);
  for (std::size_t r = 0; r < 3; ++r) same(resumed[r], whole[r]);

  // A saved state with another number of readers is another run's: refused.
  MemoryStore other;
  other.saved = store.saved;
  other.saved.begin()->second.readers.pop_back();
  ctx.sweeps = &other;
  CHECK_THROWS_AS(run_exhaustive_multi(s, ctx), UsageError);
}

TEST_CASE("run_claims hands on the results a shared pass decides ahead of their turn") {
  std::vector<const Claim*> group;
  for (const auto& id : kAlgorithmAReaders) group.push_back(find_claim(id));
  RunContext ctx;
  ctx.budget = Budget::smoke;
  ctx.jobs = 1;
  std::vector<std::string> events;
  const Report r = run_claims(
      group, ctx, [&](const ClaimResult& x) { events.push_back("result " + x.claim->spec->id); },
      {}, [&](const ClaimResult& x) { events.push_back("ahead " + x.claim->spec->id); });
  REQUIRE(r.results.size() == group.size());
  // The pass runs with the first claim: the others are handed on at once, then each in turn.
  std::vector<std::string> expected{"ahead postal.lemma2.literal", "ahead postal.lemma2.corrected",
                                    "ahead postal.lemma3.contents", "ahead postal.thm4.optimal"};
  for (const auto& id : kAlgorithmAReaders) expected.push_back("result " + id);
  CHECK(events == expected);
}

}  // namespace shared_pass_test
