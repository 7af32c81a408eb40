#include "spec/witness/interval.hpp"

#include <rapidcheck/catch.h>

#include <catch2/catch.hpp>

namespace interval_test {

using cc::witness::combine;
using cc::witness::Interval;

TEST_CASE("adjacent intervals combine into their union, in order") {
  CHECK(combine(Interval::range(0, 3), Interval::range(4, 9)) == Interval::range(0, 9));
  CHECK(to_string(Interval::single(7)) == "7");
  CHECK(to_string(Interval::range(2, 5)) == "2:5");
}

TEST_CASE("a row of intervals prints in the paper's notation, as the walk-throughs print C_j") {
  CHECK(cc::witness::row({Interval::single(0), Interval::range(0, 1), Interval::invalid()}) ==
        "<0, 0:1, invalid>");
  CHECK(cc::witness::row({}) == "<>");
}

TEST_CASE("a misordered, overlapping or gapped product is invalid and stays invalid") {
  CHECK_FALSE(combine(Interval::range(4, 9), Interval::range(0, 3)).valid());
  CHECK_FALSE(combine(Interval::range(0, 4), Interval::range(4, 9)).valid());
  CHECK_FALSE(combine(Interval::range(0, 2), Interval::range(4, 9)).valid());
  CHECK_FALSE(combine(Interval::invalid(), Interval::single(0)).valid());
  CHECK(to_string(Interval::invalid()) == "invalid");
}

TEST_CASE("the interval operator is associative and not commutative") {
  rc::prop("associative", [](std::uint8_t a0, std::uint8_t l1, std::uint8_t l2, std::uint8_t l3) {
    const std::int64_t a = a0, b = a + l1, c = b + 1 + l2, d = c + 1 + l3;
    const Interval x = Interval::range(a, b), y = Interval::range(b + 1, c),
                   z = Interval::range(c + 1, d);
    RC_ASSERT(combine(combine(x, y), z) == combine(x, combine(y, z)));
    RC_ASSERT(combine(combine(z, y), x) == combine(z, combine(y, x)));
  });
  CHECK(combine(Interval::single(0), Interval::single(1)) !=
        combine(Interval::single(1), Interval::single(0)));
}

}  // namespace interval_test
