// collcheck simulate omega and the omega claims on the command line (Lee and Lin): the ring and the
// paths as printed, the SVG, one-line errors with exit code 2, replay of a refutation.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/app/cli_support.hpp"

using namespace cli_support;

TEST_CASE("simulate omega --ring prints the rings after each level and the final ring last") {
  const Run r = run("simulate omega --L 3 --ring 0,2,3,5,6");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("after level 1: {01y} 2 -> 3 -> 2; single 0, 5, 6"));
  CHECK_THAT(r.out, Catch::Contains("after level 2: {0yy} 0 -> 3 -> 2 -> 0; {1yy} 5 -> 6 -> 5"));
  CHECK(last_line(r.out) == "0 -> 3 -> 2 -> 5 -> 6 -> 0");
  const Run j = run("simulate omega --L 3 --ring 6,5,3,2,0 --format json");
  const auto json = nlohmann::json::parse(j.out);
  CHECK(json["ring"] == nlohmann::json({0, 3, 2, 5, 6}));
  CHECK(json["communication_steps"] == 4);
  CHECK(json["paths_disjoint"] == true);
}

TEST_CASE("simulate omega --ring with a planted variant shows the conflict and exits 1") {
  const Run r = run("simulate omega --L 2 --ring 0,1,2,3 --variant planted-shortest-suffix");
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("conflict: Path("));
}

TEST_CASE("simulate omega --paths prints conflict with the shared links, or disjoint") {
  Run r = run("simulate omega --L 3 --paths 2:6,6:5");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("Path(2,6) and Path(6,5): conflict (1,5)"));
  r = run("simulate omega --L 3 --paths 2:6,4:5,2:5,4:6");
  CHECK_THAT(r.out, Catch::Contains("Path(2,6) and Path(4,5): disjoint"));
  CHECK_THAT(r.out, Catch::Contains("Path(2,5) and Path(4,6): disjoint"));
  const auto j =
      nlohmann::json::parse(run("simulate omega --L 3 --paths 2:6,6:5 --format json").out);
  CHECK(j["pairs"][0]["verdict"] == "conflict");
  CHECK(j["pairs"][0]["shared_links"] == nlohmann::json::parse("[[1,5]]"));
}

TEST_CASE("simulate omega --svg draws one coloured path per ring edge") {
  const auto path = temp_path("fig5.svg");
  const Run r = run("simulate omega --L 3 --ring 0,2,3,5,6 --svg " + path);
  CHECK(r.code == 0);
  const std::string svg = slurp(path);
  CHECK(svg.rfind("<svg", 0) == 0);
  std::size_t polylines = 0;
  for (std::size_t at = 0; (at = svg.find("<polyline", at)) != std::string::npos; ++at) ++polylines;
  CHECK(polylines == 5);
  CHECK_THAT(svg, Catch::Contains("<title>Path(2,5)</title>"));
}

TEST_CASE("bad input to simulate omega gets one error line and exit code 2") {
  require_usage_error("simulate omega --L 0 --ring 0,1", "--L must be in [1, 64], got 0");
  require_usage_error("simulate omega --L 65 --ring 0,1",
                      "--L must be in [1, 64] (the simulation limit: node addresses are 64-bit");
  require_usage_error("simulate omega --L 3 --ring 0,8", "--ring: node 8 is not in the network");
  require_usage_error("simulate omega --L 3 --paths 2:9", "--paths: node 9 is not in the network");
  require_usage_error("simulate omega --L 3 --ring 0,3,3", "node 3 is listed twice");
  require_usage_error("simulate omega --L 3 --ring 0,,2",
                      "--ring must be a comma-separated list of nodes");
  require_usage_error("simulate omega --L 3 --ring 0,x", "--ring must be a comma-separated list");
  require_usage_error("simulate omega --L 3 --paths 2:6,6",
                      "--paths must be a comma-separated list of X:Y pairs");
  require_usage_error("simulate omega --L 3 --paths 2:6:1", "--paths must be");
  require_usage_error("simulate omega --L 3 --paths 2:6,2:6", "Path(2,6) is listed twice");
  require_usage_error("simulate omega --L 3 --ring 1", "--ring needs at least two nodes");
  require_usage_error("simulate omega --ring 0,1", "needs --L");
  require_usage_error("simulate omega --L 3", "needs exactly one of --ring");
  require_usage_error("simulate omega --L 3 --ring 0,1 --paths 0:1", "needs exactly one of");
  require_usage_error("simulate omega --L 7 --ring 0,1 --svg /tmp/x.svg",
                      "--svg draws networks up to L = 6");
  require_usage_error("simulate omega --L 3 --ring 0,1 --svg /nonexistent/dir/x.svg",
                      "--svg: cannot write");
  require_usage_error("simulate omega --L 3 --ring 0,1 --variant nosuch",
                      "unknown omega variant 'nosuch'");
  require_usage_error("simulate omega --L 3 --ring 0,1 --n 4", "simulate omega does not take --n");
  require_usage_error("check 'omega.ring.*' --variant nosuch", "unknown omega variant 'nosuch'");
  require_usage_error("check omega.ring.cycle --case m=4,L=9,mask=15",
                      "L must be an integer in [1, 4]");
}

TEST_CASE("a refuted planted variant replays from its replay line") {
  Run r = run("check omega.ring.cycle --budget smoke --variant planted-insert-anywhere");
  CHECK(r.code == 1);
  const std::string replay = replay_args(r.out);
  CHECK(replay == "check omega.ring.cycle --variant planted-insert-anywhere --case m=3,L=2,mask=7");
  r = run(replay);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("conflict=\"Path(0,1) Path(2,0)\""));
}

TEST_CASE("the omega errata are listed with executed counterexamples") {
  const Run r = run("errata --format json");
  CHECK(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  int omega = 0;
  for (const auto& e : j["errata"])
    if (e["family"] == "omega") {
      ++omega;
      CHECK(e["counterexample"].is_object());
    }
  CHECK(omega == 10);
}
