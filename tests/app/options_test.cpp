#include "app/options.hpp"

#include <catch2/catch.hpp>

#include "spec/core/usage_error.hpp"

using namespace cc;
using namespace cc::app;

TEST_CASE("numeric options accept exactly the integers of their range") {
  const NumericOption k{"k", "", 1, 64, ""};
  CHECK(parse_uint(k, "1") == 1);
  CHECK(parse_uint(k, "64") == 64);
  CHECK_THROWS_WITH(parse_uint(k, "65"), "--k must be in [1, 64], got 65");
  CHECK_THROWS_WITH(parse_uint(k, "0"), "--k must be in [1, 64], got 0");
  CHECK_THROWS_WITH(parse_uint(k, "-1"),
                    "--k must be non-negative, an integer in [1, 64], got '-1'");
  CHECK_THROWS_WITH(parse_uint(k, "1e3"), "--k must be an integer in [1, 64], got '1e3'");
  CHECK_THROWS_WITH(parse_uint(k, "99999999999999999999999"),
                    Catch::Contains("got '99999999999999999999999'"));
}

TEST_CASE("case and shard options parse or name what is wrong") {
  const Fields f = parse_case("n=4,k=2,lambda=1");
  CHECK(to_text(f) == "n=4 k=2 lambda=1");
  CHECK_THROWS_AS(parse_case("n=4,"), UsageError);
  CHECK_THROWS_AS(parse_case("n"), UsageError);
  CHECK_THROWS_AS(parse_case("n=x"), UsageError);
  CHECK(parse_shard("2/4") == std::pair<unsigned, unsigned>{2, 4});
  CHECK_THROWS_AS(parse_shard("0/4"), UsageError);
  CHECK_THROWS_AS(parse_shard("4"), UsageError);
}
