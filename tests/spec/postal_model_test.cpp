#include <rapidcheck/catch.h>

#include <catch2/catch.hpp>

#include "spec/models/postal.hpp"

namespace postal_model_test {

using namespace cc;
using namespace cc::postal;

TEST_CASE("G follows the paper's example for k = 2, lambda = 3") {
  GSequence G(2, 3);
  const std::vector<u64> printed = {1, 1, 1, 3, 5, 7, 13};
  for (std::size_t j = 0; j < printed.size(); ++j) CHECK(G(j) == printed[j]);
  CHECK(G.min_steps(10) == 6);
}

TEST_CASE("G reports overflow instead of wrapping") {
  GSequence G(1ull << 40, 1);
  CHECK(G(1) == (1ull << 40) + 1);
  CHECK_THROWS_AS(G(2), Overflow);
}

TEST_CASE("the streaming bound agrees with the stored sequence") {
  rc::prop("min_steps", [] {
    const u64 k = *rc::gen::inRange<u64>(1, 20);
    const u64 lambda = *rc::gen::inRange<u64>(1, 20);
    const u64 n = *rc::gen::inRange<u64>(1, 1000000);
    GSequence G(k, lambda);
    RC_ASSERT(*min_steps(n, k, lambda, ~u64{0}) == G.min_steps(n));
  });
}

TEST_CASE("the bound is exact at 10^18 and for huge k") {
  // k = 1, lambda = 1: G(j) = 2^j, so m = ceil(log2 n).
  CHECK(*min_steps(1'000'000'000'000'000'000ull, 1, 1, ~u64{0}) == 60);
  CHECK(*min_steps(1ull << 59, 1, 1, ~u64{0}) == 59);
  CHECK(*min_steps((1ull << 59) + 1, 1, 1, ~u64{0}) == 60);
  CHECK(*min_steps(~u64{0}, ~u64{0} - 1, 1, ~u64{0}) == 1);
  CHECK(*min_steps(1, 5, 5, ~u64{0}) == 0);
  CHECK_FALSE(min_steps(1000, 1, 1000, 10).has_value());
}

namespace {
template <class F>
std::optional<Violation> one_step(Pe n, u64 k, u64 lambda, F declare) {
  PostalNetwork<int> net(n, k, lambda);
  declare(net);
  return net.commit();
}
}  // namespace

TEST_CASE("the executor accepts a legal step and delivers in declaration order") {
  PostalNetwork<int> net(4, 2, 1);
  net.send(0, 1, 10);
  net.send(0, 2, 20);
  net.send(3, 1, 30);
  const auto r1 = net.receive(1, 3), r0 = net.receive(1, 0), r2 = net.receive(2, 0);
  REQUIRE_FALSE(net.commit());
  CHECK(net.received(r0) == 10);
  CHECK(net.received(r1) == 30);
  CHECK(net.received(r2) == 20);
  CHECK(net.delivered().size() == 3);
  CHECK_FALSE(net.finish());
}

TEST_CASE("the executor rejects what the k-port lambda-postal model forbids") {
  auto rule = [](const std::optional<Violation>& v) {
    return v ? v->rule : std::string("accepted");
  };
  CHECK(rule(one_step(4, 1, 1, [](auto& n) {
          n.send(0, 1, 0);
          n.send(0, 2, 0);
          n.receive(1, 0);
          n.receive(2, 0);
        })) == "k-port send limit");
  CHECK(rule(one_step(4, 1, 1, [](auto& n) {
          n.send(0, 3, 0);
          n.send(1, 3, 0);
          n.receive(3, 0);
          n.receive(3, 1);
        })) == "k-port receive limit");
  CHECK(rule(one_step(4, 2, 1, [](auto& n) { n.send(0, 0, 0); })) == "no self-send");
  CHECK(rule(one_step(4, 2, 1, [](auto& n) { n.send(0, 4, 0); })) == "PE range");
  CHECK(rule(one_step(4, 2, 1, [](auto& n) {
          n.send(0, 1, 0);
          n.send(0, 1, 0);
        })) == "one message per pair and step");
  CHECK(rule(one_step(4, 2, 1, [](auto& n) { n.receive(1, 0); })) == "receive matches a message");
  CHECK(rule(one_step(4, 2, 1, [](auto& n) { n.send(0, 1, 0); })) == "every message is received");
  // lambda = 2: a message sent in step 1 cannot be received in step 1.
  CHECK(rule(one_step(4, 2, 2, [](auto& n) {
          n.send(0, 1, 0);
          n.receive(1, 0);
        })) == "receive matches a message");
}

TEST_CASE("a message arrives exactly lambda - 1 steps after it is sent") {
  PostalNetwork<int> net(2, 1, 3);
  net.send(0, 1, 42);
  REQUIRE_FALSE(net.commit());  // step 1
  REQUIRE_FALSE(net.commit());  // step 2: nothing arrives
  CHECK(net.finish());          // still in flight
  const auto r = net.receive(1, 0);
  REQUIRE_FALSE(net.commit());  // step 3
  CHECK(net.received(r) == 42);
  CHECK(net.delivered().at(0).sent_step == 1);
  CHECK_FALSE(net.finish());
}

}  // namespace postal_model_test
