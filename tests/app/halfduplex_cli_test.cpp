// collcheck simulate halfduplex (Lin and Hung): the phases of A(1024, 4, 3), the JSON object, the
// table for every k, and one-line errors with exit code 2 for bad parameters.
#include <algorithm>
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>
#include <vector>

#include "tests/app/cli_support.hpp"

namespace halfduplex_cli_test {

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

TEST_CASE("simulate halfduplex runs E on either reading of its phase k+1") {
  // E(8192, 13, 2): 3 collectives per level on the merged reading, 4 on the 2k one.
  const Run merged = run("simulate halfduplex --algorithm E --n 8192 --p 13 --k 2 --format json");
  CHECK(merged.code == 0);
  CHECK_THAT(merged.out, Catch::Contains("\"communication_steps\":120"));
  CHECK_THAT(merged.out, Catch::Contains("\"collectives_per_level\":\"2k-1\""));
  const Run sep =
      run("simulate halfduplex --algorithm E --n 8192 --p 13 --k 2 --reading 2k --format json");
  CHECK(sep.code == 0);
  CHECK_THAT(sep.out, Catch::Contains("\"communication_steps\":160"));
  CHECK_THAT(sep.out, Catch::Contains("\"collectives_per_level\":\"2k\""));
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

// The times of the --table (the columns time(A), time(B), time(E), time(F); "-" where undefined).
std::vector<double> table_times(const std::string& out) {
  std::vector<double> times;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] < '0' || line[0] > '9') continue;
    std::vector<std::string> cells;
    std::istringstream row(line);
    for (std::string c; std::getline(row, c, '\t');) cells.push_back(c);
    REQUIRE(cells.size() == 10);
    for (std::size_t i : {3, 5, 7, 9})
      if (cells[i] != "-") times.push_back(std::stod(cells[i]));
  }
  return times;
}

// The labels of the plot's y-axis ticks.
std::vector<long long> y_ticks(const std::string& svg) {
  std::vector<long long> ticks;
  const std::regex tick(R"(<text class="y-tick"[^>]*>(\d+)</text>)");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), tick); it != std::sregex_iterator();
       ++it)
    ticks.push_back(std::stoll((*it)[1]));
  return ticks;
}

TEST_CASE("the halfduplex plot's y axis starts near the least time, not at 0") {
  const std::string svg = temp_path("hd_axis.svg");
  for (const char* tau : {"0.1", "0.01", "1", "25"}) {
    INFO("tau = " << tau);
    const Run t = run(std::string("simulate halfduplex --table --n 8192 --p 13 --tau ") + tau +
                      " --svg " + svg);
    REQUIRE(t.code == 0);
    const auto times = table_times(t.out);
    REQUIRE(times.size() >= 8);
    const double least = *std::min_element(times.begin(), times.end()),
                 most = *std::max_element(times.begin(), times.end());
    const std::string text = slurp(svg);
    const auto ticks = y_ticks(text);
    REQUIRE(ticks.size() >= 2);
    CHECK(std::is_sorted(ticks.begin(), ticks.end()));
    const auto step = ticks[1] - ticks[0];
    // The axis starts above 0, at or below the least time, within one tick of it; it ends at or
    // above the largest time, within one tick of it.
    CHECK(ticks.front() > 0);
    CHECK(ticks.front() <= least);
    CHECK(least - static_cast<double>(ticks.front()) < static_cast<double>(step));
    CHECK(ticks.back() >= most);
    CHECK(static_cast<double>(ticks.back()) - most < static_cast<double>(step) + 1);
    CHECK_THAT(text, Catch::Contains("(axis from " + std::to_string(ticks.front()) + ")</text>"));
  }
  // tau = 0.1: the times lie between 1235.022 (E at k = 12) and 1265.600 (A at k = 1); the axis
  // runs from 1230 to 1270 in steps of 10 (it ran from 0 before, the curves 30 steps apart in
  // 1300).
  run("simulate halfduplex --table --n 8192 --p 13 --tau 0.1 --svg " + svg);
  CHECK(y_ticks(slurp(svg)) == std::vector<long long>{1230, 1240, 1250, 1260, 1270});
  std::remove(svg.c_str());
}

TEST_CASE("bad halfduplex parameters give one error line and exit code 2", "[slow]") {
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

}  // namespace halfduplex_cli_test
