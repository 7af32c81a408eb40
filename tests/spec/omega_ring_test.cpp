// The ring-merging algorithm of Lee and Lin, section 4.1: the worked example, the candidate lists
// against their literal definitions, the tie-break enumeration, and the biased node sets.
#include "spec/algorithms/omega_ring.hpp"

#include <rapidcheck/catch.h>

#include <bit>
#include <catch2/catch.hpp>
#include <set>

#include "generators/omega.hpp"
#include "spec/algorithms/omega_ring_small.hpp"

namespace omega_ring_test {

using namespace cc;
using namespace cc::omega;

namespace {
struct Record : RingObserver {
  std::vector<std::string> lines;
  void after_level(unsigned k, const std::vector<Holding>& held) override {
    std::string s = std::to_string(k) + ":";
    for (const auto& h : held)
      s += " " + to_string(h.where) + " " + to_string(canonical(h.ring)) + ";";
    lines.push_back(s);
  }
};
}  // namespace

TEST_CASE("the ring of {0,2,3,5,6} is 0 -> 3 -> 2 -> 5 -> 6 -> 0, merged as Fig. 5") {
  FirstChoice first;
  Record rec;
  const Ring r = find_ring_construction("paper")->build(3, {0, 2, 3, 5, 6}, first, &rec);
  CHECK(to_string(r) == "0 -> 3 -> 2 -> 5 -> 6 -> 0");
  REQUIRE(rec.lines.size() == 3);
  CHECK(rec.lines[0] == "1: {00y} 0; {01y} 2 -> 3 -> 2; {10y} 5; {11y} 6;");
  CHECK(rec.lines[1] == "2: {0yy} 0 -> 3 -> 2 -> 0; {1yy} 5 -> 6 -> 5;");
  CHECK(rec.lines[2] == "3: {yyy} 0 -> 3 -> 2 -> 5 -> 6 -> 0;");
}

TEST_CASE("merge_points lists exactly the pairs with the least Ast(A↓C)") {
  rc::prop("merge_points", [] {
    const unsigned L = *rc::gen::inRange(2u, 9u);
    const unsigned k = *rc::gen::inRange(1u, L + 1);  // the merging subnetwork's level
    const Node prefix = *rc::gen::inRange<Node>(0, Node{1} << (L - k));
    const Node base = prefix << k, half = Node{1} << (k - 1);
    auto pick = [&](Node from) {
      const auto in = *rc::gen::container<std::vector<bool>>(static_cast<std::size_t>(half),
                                                             rc::gen::arbitrary<bool>());
      Ring r{from + *rc::gen::inRange<Node>(0, half)};
      for (Node i = 0; i < half; ++i)
        if (in[i] && from + i != r[0]) r.push_back(from + i);
      return r;
    };
    const Ring r1 = pick(base), r2 = pick(base + half);
    BuddyRingMerging paper;
    std::set<std::pair<Node, Node>> got;
    for (const auto& g : paper.merge_points(r1, r2, L))
      for (Node A : g.A)
        for (Node C : g.C) got.insert({A, C});
    unsigned least = L + 1;
    for (Node X : r1)
      for (Node W : r2) least = std::min(least, Ast(low_bit(X, W, L)));
    std::set<std::pair<Node, Node>> want;
    for (Node A : r1)
      for (Node C : r2)
        if (Ast(low_bit(A, C, L)) == least) want.insert({A, C});
    RC_ASSERT(got == want);
  });
}

TEST_CASE("the choice enumerator runs every tie-break exactly once") {
  // 425 runs over the 256 subsets of the 8 x 8 network: the product of the tie counts of every
  // merge, counted by an independent transcription of section 4.1 (bench/omega_python.py).
  std::size_t runs = 0;
  std::set<std::pair<std::uint64_t, std::string>> seen;
  for (std::uint64_t mask = 0; mask < 256; ++mask) {
    std::vector<Node> nodes;
    for (Node x = 0; x < 8; ++x)
      if ((mask >> x) & 1) nodes.push_back(x);
    ChoiceEnumerator e;
    do {
      find_ring_construction("paper")->build(3, nodes, e, nullptr);
      CHECK(seen.insert({mask, e.text()}).second);
      ++runs;
    } while (e.next());
  }
  CHECK(runs == 425);
}

TEST_CASE("rings print as the paper writes them") {
  CHECK(to_string(canonical({3, 2, 5, 6, 0})) == "0 -> 3 -> 2 -> 5 -> 6 -> 0");
  CHECK(to_string(Ring{}) == "(empty)");
  CHECK(to_string(Ring{4}) == "4");
  CHECK_THROWS_WITH(find_ring_construction("nope"),
                    Catch::Contains("unknown omega variant 'nope'"));
}

TEST_CASE("seeded tie-breaks repeat and stay in range") {
  SeededChoice a(7), b(7);
  for (int i = 0; i < 100; ++i) {
    const std::size_t x = a.choose(5);
    CHECK(x == b.choose(5));
    CHECK(x < 5);
  }
}

TEST_CASE("biased node sets are deterministic, sorted and inside the network") {
  for (std::int64_t pattern = 0; pattern < generators::kOmegaPatterns; ++pattern)
    for (unsigned L = 1; L <= 10; ++L) {
      const auto s = generators::omega_biased_set(L, pattern, 3, 42);
      CHECK(s == generators::omega_biased_set(L, pattern, 3, 42));
      CHECK(std::is_sorted(s.begin(), s.end()));
      CHECK(std::adjacent_find(s.begin(), s.end()) == s.end());
      for (Node x : s) CHECK(x < (Node{1} << L));
    }
  CHECK(generators::omega_biased_set(4, 5, 0, 0).size() == 16);
  // one_per_sub with param 2 on 16 nodes: one node in each of the four 2-bit subnetworks.
  const auto one = generators::omega_biased_set(4, 4, 2, 9);
  REQUIRE(one.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) CHECK(one[i] / 4 == i);
}

namespace {
Ring ring_of(const std::uint8_t* succ, std::uint64_t mask) {
  Ring r;
  if (std::popcount(mask) < 2) return r;
  unsigned x = static_cast<unsigned>(std::countr_zero(mask));
  for (int i = std::popcount(mask); i > 0; --i) {
    r.push_back(x);
    x = succ[x];
  }
  return r;
}

void same_ring(unsigned L, std::uint64_t mask) {
  std::vector<Node> nodes;
  for (Node x = 0; x < 64; ++x)
    if ((mask >> x) & 1) nodes.push_back(x);
  const auto paper = find_ring_construction("paper");
  FirstChoice first;
  LastChoice last;
  std::uint8_t succ[64];
  const bool tied = small_ring(L, mask, Tie::first, succ);
  RC_ASSERT(ring_of(succ, mask) == paper->build(L, nodes, first, nullptr));
  ChoiceEnumerator every;  // a tie is a choice with more than one candidate
  paper->build(L, nodes, every, nullptr);
  RC_ASSERT(tied == (every.text() != "none"));
  small_ring(L, mask, Tie::last, succ);
  RC_ASSERT(ring_of(succ, mask) == paper->build(L, nodes, last, nullptr));
}
}  // namespace

TEST_CASE("the mask implementation builds BuddyRingMerging's rings and sees the same ties") {
  for (unsigned L = 1; L <= 4; ++L)
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (1u << L)); ++mask) same_ring(L, mask);
  rc::prop("L = 5 and 6", [] {
    const unsigned L = *rc::gen::inRange(5u, 7u);
    const std::uint64_t mask = *rc::gen::arbitrary<std::uint64_t>() &
                               (L == 6 ? ~std::uint64_t{0} : (std::uint64_t{1} << 32) - 1);
    same_ring(L, mask);
  });
}

}  // namespace omega_ring_test
