// collcheck simulate omega and the omega claims on the command line (Lee and Lin): the ring and the
// paths as printed, the SVG, one-line errors with exit code 2, replay of a refutation.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "tests/app/cli_support.hpp"

namespace omega_cli_test {

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

// The colour and points of each path's polyline in an omega SVG, by its title; a point repeated
// at once (the end of one stage is the start of the next) is kept once.
std::map<std::string, std::string> path_polylines(const std::string& svg) {
  std::map<std::string, std::string> out;
  const auto dedup = [](const std::string& points) {
    std::istringstream in(points);
    std::string p, last, kept;
    while (in >> p)
      if (p != last) {
        kept += (kept.empty() ? "" : " ") + p;
        last = p;
      }
    return kept;
  };
  const std::regex re(
      R"re(<polyline [^>]*stroke="([^"]+)" points="([^"]+)"><title>([^<]+)</title>)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator();
       ++it)
    out[(*it)[3]] = (*it)[1].str() + " " + dedup((*it)[2].str());
  return out;
}

TEST_CASE("simulate omega --svg marks the conflicting link in red and has a legend") {
  const auto path = temp_path("conflict.svg");
  Run r = run("simulate omega --L 3 --paths 2:6,6:5 --svg " + path);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("conflict (1,5)"));
  std::string svg = slurp(path);
  // One marking, on link (1,5), naming both paths; drawn in red over the two paths' own lines.
  const std::regex mark(
      R"re(<path class="conflict" [^>]*stroke="#e00000" stroke-width="7"[^>]* )re"
      R"re(d="M ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+)">)re"
      R"re(<title>conflict: link \(1,5\) is used by Path\(2,6\) Path\(6,5\)</title>)re");
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, mark));
  const std::string segment = m[1].str() + "," + m[2].str() + " " + m[3].str() + "," + m[4].str() +
                              " " + m[5].str() + "," + m[6].str();
  const auto lines = path_polylines(svg);
  REQUIRE(lines.size() == 2);
  for (const auto& [name, line] : lines) {
    INFO(name);
    CHECK_THAT(line, Catch::Contains(segment));       // the marking lies on both paths
    CHECK_THAT(line, !Catch::StartsWith("#e00000"));  // red is kept for conflicts
  }
  std::size_t marks = 0;
  for (std::size_t at = 0; (at = svg.find("<path class=\"conflict\"", at)) != std::string::npos;
       ++at)
    ++marks;
  CHECK(marks == 1);
  CHECK_THAT(svg, Catch::Contains("<g class=\"legend\">"));
  CHECK_THAT(svg, Catch::Contains(">conflict: link used by two paths: (1,5)</text>"));
  CHECK_THAT(svg, Catch::Contains(">Path(2,6)</text>"));
  CHECK_THAT(svg, Catch::Contains(">Path(6,5)</text>"));
  CHECK_THAT(svg, Catch::Contains(">2x2 switch, stages 1..3 left to right</text>"));

  // Disjoint paths: no marking, and the legend says so.
  r = run("simulate omega --L 3 --paths 2:6,4:5 --svg " + path);
  CHECK(r.code == 0);
  svg = slurp(path);
  CHECK(svg.find("class=\"conflict\"") == std::string::npos);
  CHECK_THAT(svg, Catch::Contains("conflict: link used by two paths (none here)"));
  CHECK_THAT(svg, Catch::Contains("<g class=\"legend\">"));

  // A planted ring whose paths conflict is drawn with its conflict marked.
  r = run("simulate omega --L 2 --ring 0,1,2,3 --variant planted-shortest-suffix --svg " + path);
  CHECK(r.code == 1);
  CHECK_THAT(slurp(path), Catch::Contains("<path class=\"conflict\""));
  std::remove(path.c_str());
}

TEST_CASE("bad input to simulate omega gets one error line and exit code 2", "[slow]") {
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

TEST_CASE("the omega errata are listed with executed counterexamples", "[slow]") {
  const Run r = run("errata --format json");
  CHECK(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  int omega = 0;
  for (const auto& e : j["errata"])
    if (e["family"] == "omega") {
      ++omega;
      CHECK(e["counterexample"].is_object());
    }
  // Readings of omega defects, abstract.ncube_ascending, thm5.proof_membership.literal and
  // sec5.other_min.cube_lsb included.
  CHECK(omega == 13);
}

}  // namespace omega_cli_test
