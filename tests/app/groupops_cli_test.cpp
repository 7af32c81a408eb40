// collcheck simulate pram|hypercube (seed 003): the slides' N = 8 tables, and one-line errors with
// exit code 2 for bad input.
#include <catch2/catch.hpp>

#include "tests/app/cli_support.hpp"

using namespace cli_support;

TEST_CASE("simulate pram prints Broadcast's loop table for N = 8") {
  const Run r = run("simulate pram --procedure broadcast --N 8 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("前処理\tP_1\treads m, writes A(1)\n"));
  CHECK_THAT(r.out, Catch::Contains("2\tP_8\treads A(4), writes A(8)\n"));
  CHECK_THAT(r.out, Catch::Contains("loop iterations 4, log2 N = 3, EREW steps 8"));
}

TEST_CASE("simulate pram runs Reduction and Prefix on the interval witness") {
  const Run r = run("simulate pram --procedure reduction --N 8 --trace");
  CHECK_THAT(r.out, Catch::Contains("2\tP_1\twrites A(1), reads A(5)\n"));
  CHECK_THAT(r.out, Catch::Contains("P_1=1:8"));
  const Run p = run("simulate pram --procedure prefix --N 8 --trace");
  CHECK_THAT(p.out, Catch::Contains("P_8=1:8"));
}

TEST_CASE("simulate hypercube prints the reduction's data flow for N = 8") {
  const Run r = run("simulate hypercube --procedure reduction --N 8 --trace");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("1\ta_{0-1}\t\ta_{2-3}\t\ta_{4-5}\t\ta_{6-7}\t\n"));
  CHECK_THAT(r.out, Catch::Contains("3\ta_{0-7}\t"));
  const Run j = run("simulate hypercube --procedure prefix --N 8 --format json");
  CHECK(j.code == 0);
  CHECK_THAT(j.out, Catch::Contains("\"communication_steps\": 3"));
}

TEST_CASE("simulate pram and hypercube reject bad input with one error line and exit code 2") {
  require_usage_error("simulate pram", "--procedure");
  require_usage_error("simulate pram --procedure foo", "unknown procedure");
  require_usage_error("simulate pram --procedure prefix --N 6", "power of two");
  require_usage_error("simulate hypercube --procedure prefix --N 0", "--N");
  require_usage_error("simulate hypercube --procedure prefix --N 131072", "--N");
  require_usage_error("simulate pram --procedure prefix --variant nope", "--variant");
  require_usage_error("simulate pram --procedure prefix --k 3", "--k");
  require_usage_error("simulate hypercube --procedure broadcast --N x", "--N");
}
