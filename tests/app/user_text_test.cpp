// User text (file names, JSON strings, commands) as collcheck prints and writes it (issue 29,
// class 8): a newline or control character never makes a second error line, a file name that is
// not UTF-8 never ends in an internal error, and the JSON and JUnit reports stay well formed.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/app/cli_support.hpp"

namespace user_text_test {

using namespace cli_support;

namespace {

// `s` as one shell word, built by printf (the tests' shell is sh: no $'...'): `s` may hold any
// byte but NUL, and no newline at its end.
std::string word(const std::string& s) {
  std::string octal;
  for (unsigned char c : s) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\%03o", c);
    octal += buf;
  }
  return "\"$(printf '" + octal + "')\"";
}

bool valid_utf8(const std::string& s) {
  try {
    (void)nlohmann::json(s).dump();
    return true;
  } catch (const nlohmann::json::exception&) {
    return false;
  }
}

// Whether the XML file is well formed (python3's parser, as CI readers use an XML 1.0 one).
bool well_formed_xml(const std::string& path) {
  return std::system(("python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' " +
                      path + " 2>/dev/null")
                         .c_str()) == 0;
}

}  // namespace

TEST_CASE("an error line quoting a file name with a newline stays one line") {
  require_usage_error("verify " + word("no\nsuch\r\n.json"), "no\\nsuch\\r\\n.json");
  require_usage_error("merge " + word("a\nb.json"), "a\\nb.json");
  require_usage_error("check postal.lemma3.contents --budget smoke --checkpoint " +
                          word("/nonexistent\n/cp.json"),
                      "/nonexistent\\n/cp.json");
  require_usage_error("check postal.lemma3.contents --budget smoke --json " + word("/no\x1b[2J/r.json"),
                      "/no\\x1b[2J/r.json");
}

TEST_CASE("an error line quoting a JSON string, a command or a witness stays one line") {
  // A document's string with a newline and an escape sequence.
  require_usage_error("verify " + doc("ctl-format.json", "{\"format\": \"a\\nb\\u001b[31m\", \"name\": \"x\"}"),
                      "a\\nb\\x1b[31m");
  // A generator command with a newline (its name is quoted in the error).
  require_usage_error("verify --generator " + word("echo\nnot-json") +
                          " --model postal --case n=2,k=1,lambda=1",
                      "echo\\nnot-json");
  // --witness and --mpirun with control characters.
  const Run w = run("mpi --witness " + word("/no\nsuch\twitness") + " --budget smoke");
  CHECK(w.code == 2);
  CHECK(std::count(w.err.begin(), w.err.end(), '\n') == 1);
  const Run m = run("mpi --mpirun " + word("/no\nsuch") + " --budget smoke");
  CHECK(m.code == 2);
  CHECK(std::count(m.err.begin(), m.err.end(), '\n') == 1);
}

TEST_CASE("a file name that is not UTF-8 is reported, never an internal error", "[slow]") {
  // A document that the hypercube executor refutes, under a Latin-1 name with a control
  // character: verify writes its JSON and JUnit reports (exit 1), both well formed.
  const std::string dir = temp_path("latin1");
  std::filesystem::create_directories(dir);
  const std::string name = dir + "/caf\xe9\x01\x7f.json";
  std::filesystem::copy_file(example("hypercube-allreduce-crossed.json"), name,
                             std::filesystem::copy_options::overwrite_existing);
  const std::string json = dir + "/r.json", xml = dir + "/r.xml";
  const Run r = run("verify " + word(name) + " --json " + json + " --junit " + xml);
  CHECK(r.code == 1);
  CHECK_THAT(r.out, Catch::Contains("caf\\xe9\\x01\\x7f.json"));
  CHECK(r.err.find("internal error") == std::string::npos);
  const std::string report = slurp(json);
  REQUIRE(!report.empty());
  CHECK(valid_utf8(report));
  CHECK_NOTHROW(nlohmann::json::parse(report));
  const std::string junit = slurp(xml);
  REQUIRE(!junit.empty());
  CHECK(valid_utf8(junit));
  for (unsigned char c : junit) CHECK((c >= 0x20 || c == '\n' || c == '\t' || c == '\r'));
  CHECK(well_formed_xml(xml));
  // The replay line quotes the path for the shell, on one line.
  CHECK_THAT(r.out, Catch::Contains("replay: collcheck verify '"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("the JUnit report stays well-formed XML with control characters in a name", "[slow]") {
  const std::string dir = temp_path("ctl");
  std::filesystem::create_directories(dir);
  const std::string name = dir + "/a\x01\x02\x1b[31m\x0b\x0c<&>\".json";
  std::filesystem::copy_file(example("hypercube-allreduce-crossed.json"), name,
                             std::filesystem::copy_options::overwrite_existing);
  const std::string xml = dir + "/r.xml";
  const Run r = run("verify " + word(name) + " --junit " + xml);
  CHECK(r.code == 1);
  CHECK(well_formed_xml(xml));
  std::filesystem::remove_all(dir);
}

}  // namespace user_text_test
