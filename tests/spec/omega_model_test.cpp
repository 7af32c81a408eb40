// The Omega network executor and Definitions 1-3 (Lee and Lin, sections 2 and 3): routes against
// the paper's printed addresses, the switch settings, the path table, the step executor.
#include <rapidcheck/catch.h>

#include <catch2/catch.hpp>
#include <random>
#include <tuple>

#include "spec/models/omega_bits.hpp"
#include "spec/models/omega_table.hpp"
#include "spec/models/omega_theorems.hpp"

namespace omega_model_test {

using namespace cc;
using namespace cc::omega;

TEST_CASE("Path(2,6) and Path(6,5) share the link (1,5) of the 8 x 8 network") {
  const OmegaNetwork net(3);
  const Path a = net.route(2, 6), b = net.route(6, 5);
  CHECK(to_string(a.links) == "(0,2) (1,5) (2,3) (3,6)");
  CHECK(to_string(b.links) == "(0,6) (1,5) (2,2) (3,5)");
  CHECK(to_string(shared_links(a, b)) == "(1,5)");
  CHECK(shared_links(net.route(2, 6), net.route(4, 5)).empty());
  CHECK(shared_links(net.route(2, 5), net.route(4, 6)).empty());
}

TEST_CASE(
    "after stage i the switches leave a message at x_{i+1}..x_L y_1..y_i, as the proof says") {
  for (unsigned L = 1; L <= 6; ++L) {
    const OmegaNetwork net(L);
    const Node N = Node{1} << L;
    for (Node X = 0; X < N; ++X)
      for (Node Y = 0; Y < N; ++Y) {
        const Path p = net.route(X, Y);
        REQUIRE(p.links.size() == L + 1);
        for (unsigned i = 0; i <= L; ++i) {
          const Node formula = ((X << i) | (Y >> (L - i))) & (N - 1);
          REQUIRE(p.links[i].stage == i);
          REQUIRE(p.links[i].address == formula);
        }
      }
  }
}

TEST_CASE("link-disjoint paths never ask a shared switch for two settings") {
  for (unsigned L = 1; L <= 4; ++L) {
    const OmegaNetwork net(L);
    const Node N = Node{1} << L;
    for (Node a = 0; a < N * N; ++a)
      for (Node b = 0; b < N * N; ++b) {
        const Path p = net.route(a / N, a % N), q = net.route(b / N, b % N);
        if (!shared_links(p, q).empty()) continue;
        for (unsigned i = 0; i < L; ++i)
          if (p.hops[i].switch_index == q.hops[i].switch_index) {
            REQUIRE(p.hops[i].in_port != q.hops[i].in_port);
            REQUIRE(p.hops[i].state == q.hops[i].state);
          }
      }
  }
}

TEST_CASE("routes reach their destination for every L up to 64") {
  rc::prop("route", [] {
    const unsigned L = *rc::gen::inRange(1u, 65u);
    const OmegaNetwork net(L);
    const Node X = *rc::gen::arbitrary<Node>() & net.max_node();
    const Node Y = *rc::gen::arbitrary<Node>() & net.max_node();
    const Path p = net.route(X, Y);
    RC_ASSERT(p.links.front().address == X);
    RC_ASSERT(p.links.back().address == Y);
    RC_ASSERT(shared_links(p, p).size() == L + 1);
  });
}

TEST_CASE("Definitions 1 and 2 on the paper's example, and Ast's range") {
  const Node X = *parse_bits("000101"), Y = *parse_bits("001101");
  CHECK(to_string(low_bit(X, Y, 6)) == "***101");
  CHECK(to_string(high_bit(X, Y, 6)) == "00****");
  CHECK(Ast(low_bit(X, Y, 6)) == 3);
  CHECK(Ast(high_bit(X, Y, 6)) == 4);
  CHECK(Ast(low_bit(X, X, 6)) == 0);
  CHECK(to_string(low_bit(0, ~Node{0}, 64)) == std::string(64, '*'));
  CHECK_FALSE(parse_bits("012").has_value());
  CHECK_FALSE(parse_bits("").has_value());
  CHECK(bit_string(2, 3) == "010");
}

TEST_CASE("Definition 3 pairs a k-bit subnetwork with the one that differs in bit k+1") {
  for (unsigned L = 1; L <= 5; ++L)
    for (unsigned k = 0; k < L; ++k)
      for (Node p = 0; p < (Node{1} << (L - k)); ++p)
        for (Node q = 0; q < (Node{1} << (L - k)); ++q)
          CHECK(are_buddies({L, k, p}, {L, k, q}) == (q == (p ^ 1)));
  CHECK(to_string(Subnetwork{3, 1, 1}) == "{01y}");
  CHECK(to_string(Subnetwork{3, 3, 0}) == "{yyy}");
}

TEST_CASE("the path table holds what the network routes") {
  for (unsigned L = 1; L <= 5; ++L) {
    const OmegaNetwork net(L);
    const PathTable T(L);
    for (Node X = 0; X < T.N(); ++X)
      for (Node Y = 0; Y < T.N(); ++Y) {
        const Path p = net.route(X, Y);
        for (unsigned s = 0; s <= L; ++s)
          REQUIRE(T.address(T.index(X, Y), s) == p.links[s].address);
        for (Node W = 0; W < T.N(); ++W)
          for (Node Z = 0; Z < T.N(); ++Z)
            REQUIRE(T.conflict(T.index(X, Y), T.index(W, Z)) ==
                    !shared_links(p, net.route(W, Z)).empty());
      }
  }
}

TEST_CASE("a step reports the least link two of its paths share") {
  const OmegaNetwork net(3);
  const auto c = step_conflict({net.route(2, 5), net.route(4, 6), net.route(6, 5)});
  REQUIRE(c.has_value());
  CHECK(c->first == 0);
  CHECK(c->second == 2);
  CHECK(to_string(c->link) == "(1,5)");
  CHECK_FALSE(step_conflict({net.route(2, 5), net.route(4, 6)}).has_value());
}

TEST_CASE(
    "a step given by end points has the conflict of its routed paths, the least shared link") {
  std::mt19937_64 rng(12);
  for (unsigned L : {1u, 2u, 3u, 4u, 6u, 8u, 40u, 64u}) {
    const OmegaNetwork net(L);
    for (int trial = 0; trial < 200; ++trial) {
      std::vector<std::pair<Node, Node>> ends;
      std::vector<Path> paths;
      const std::size_t m = 1 + rng() % 6;
      for (std::size_t i = 0; i < m; ++i) {
        // Small networks: any node; large ones: nodes near each other, so that paths meet.
        const Node x = (L <= 8 ? rng() : rng() % 8) & net.max_node();
        const Node y = (L <= 8 ? rng() : rng() % 8) & net.max_node();
        ends.emplace_back(x, y);
        paths.push_back(net.route(x, y));
      }
      // The least shared link of any two paths, and the least pair of paths on it.
      std::optional<std::tuple<Link, std::size_t, std::size_t>> want;
      for (std::size_t i = 0; i < m; ++i)
        for (std::size_t j = i + 1; j < m; ++j)
          for (const Link& l : shared_links(paths[i], paths[j]))
            if (!want || std::make_tuple(l, i, j) < *want) want = std::make_tuple(l, i, j);
      const auto by_ends = step_conflict(net, ends);
      const auto by_paths = step_conflict(paths);
      INFO("L=" << L << " trial " << trial);
      REQUIRE(by_ends.has_value() == want.has_value());
      REQUIRE(by_paths.has_value() == want.has_value());
      if (!want) continue;
      CHECK(by_ends->link == std::get<0>(*want));
      CHECK(by_ends->first == std::get<1>(*want));
      CHECK(by_ends->second == std::get<2>(*want));
      CHECK(by_paths->link == by_ends->link);
      CHECK(by_paths->first == by_ends->first);
      CHECK(by_paths->second == by_ends->second);
    }
  }
  CHECK_THROWS_AS(step_conflict(OmegaNetwork(3), {{0, 8}}), std::invalid_argument);
}

TEST_CASE("the network refuses an L outside 1..64 and nodes outside it") {
  CHECK_THROWS_AS(OmegaNetwork(0), std::invalid_argument);
  CHECK_THROWS_AS(OmegaNetwork(65), std::invalid_argument);
  CHECK_THROWS_AS(OmegaNetwork(3).route(8, 0), std::invalid_argument);
}

TEST_CASE("a Theorem 1 instance explains itself in the paper's notation") {
  const OmegaNetwork net(1);
  const auto cx = thm1_instance(net, 0, 0, 1, 0, LinkReading::proof_stages, false);
  REQUIRE(cx.has_value());
  CHECK(to_text(*cx) ==
        "paths=\"Path(0,0) Path(1,0)\" X↓W=* Y↑Z=0 Ast sum=1 theorem says=conflict "
        "network=disjoint");
  CHECK_FALSE(thm1_instance(net, 0, 0, 1, 0, LinkReading::proof_stages, true).has_value());
  CHECK_FALSE(thm1_instance(net, 0, 0, 1, 0, LinkReading::all, false).has_value());
}

}  // namespace omega_model_test
