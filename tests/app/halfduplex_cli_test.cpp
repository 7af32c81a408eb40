// collcheck simulate halfduplex (Lin and Hung): the phases of A(1024, 4, 3), the JSON object, the
// table for every k, and one-line errors with exit code 2 for bad parameters.
#include <catch2/catch.hpp>

#include "tests/app/cli_support.hpp"

using namespace cli_support;

TEST_CASE("simulate halfduplex prints the phases of A(1024, 4, 3)") {
  const Run r = run("simulate halfduplex --algorithm A --n 1024 --p 4 --k 3");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("phase 1: 255 computation steps, 0 communication steps"));
  CHECK_THAT(r.out, Catch::Contains("phase 4: 64 computation steps, 3 communication steps"));
  CHECK_THAT(r.out, Catch::Contains("total: 447 computation steps, 15 communication steps"));
}

TEST_CASE("simulate halfduplex --format json prints one object with the step counts") {
  const Run r = run("simulate halfduplex --algorithm A --n 1024 --p 4 --k 3 --format json");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("\"computation_steps\":447"));
  CHECK_THAT(r.out, Catch::Contains("\"communication_steps\":15"));
}

TEST_CASE("simulate halfduplex --table lists every k for n = 8192, p = 13") {
  const Run r = run("simulate halfduplex --table --n 8192 --p 13 --tau 0.1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("tau = 0.1"));
  CHECK_THAT(r.out, Catch::Contains("\n12\t"));
}

TEST_CASE("simulate halfduplex runs B and F, and the table has every algorithm and an SVG") {
  const Run b = run("simulate halfduplex --algorithm B --n 1000 --p 5 --k 2 --format json");
  CHECK(b.code == 0);
  CHECK_THAT(b.out, Catch::Contains("\"communication_steps\":17"));
  const Run f = run("simulate halfduplex --algorithm F --n 8192 --p 13 --k 6");
  CHECK(f.code == 0);
  const std::string svg = temp_path("hd.svg");
  const Run t = run("simulate halfduplex --table --n 8192 --p 13 --tau 0.1 --svg " + svg);
  CHECK(t.code == 0);
  CHECK_THAT(t.out, Catch::Contains("\n6\t1231\t198\t1250.800\t173\t1248.300"));
  CHECK_THAT(slurp(svg), Catch::Contains("<svg"));
}

TEST_CASE("bad halfduplex parameters give one error line and exit code 2") {
  require_usage_error("simulate halfduplex --n 1024 --p 6 --k 3", "p must be kq + 1");
  require_usage_error("simulate halfduplex --n 3 --p 4 --k 3", "--n must be at least p");
  require_usage_error("simulate halfduplex --n abc --p 4 --k 3", "--n");
  require_usage_error("simulate halfduplex --n 99999999999999999999999 --p 4", "--n");
  require_usage_error("simulate halfduplex --algorithm B --n 1024 --p 4 --k 3", "p >= 2k + 1");
  require_usage_error("simulate halfduplex --algorithm F --n 1024 --p 7 --k 1", "k >= 2");
  require_usage_error("simulate halfduplex --algorithm X --n 1024 --p 4 --k 3", "--algorithm");
  require_usage_error("simulate halfduplex --svg x.svg --n 1024 --p 4", "--svg");
  require_usage_error("simulate halfduplex --table --n 8192 --p 13 --tau x", "--tau");
}
