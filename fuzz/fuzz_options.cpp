// libFuzzer target: the whole command line. The input is argv, words separated by NUL bytes; a
// first byte below 8 names the command (list, check, prove, simulate, errata, verify, bound,
// merge) so that most inputs reach a command's options. parse_command_line (every command and
// option, as run_cli parses them) and check_values (what each command checks before it touches a
// file or runs anything: budgets, --jobs, --seed, --shard, --case, --rlimit, globs, variants,
// formats, models, --domain, bound's values) must end in a command line or a UsageError (one
// line, exit 2), never a crash, a hang or another exception. The value parsers (--case, --shard,
// numeric options) also get the whole input as one value. Build: -DCOLLCHECK_FUZZ=ON with clang
// (docs/developing.md, "Fuzzing").
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "app/command_line.hpp"
#include "app/options.hpp"
#include "spec/core/usage_error.hpp"

namespace {

void parse_values(const std::string& text) {
  try {
    (void)cc::app::parse_case(text);
  } catch (const cc::UsageError&) {
  }
  try {
    (void)cc::app::parse_shard(text);
  } catch (const cc::UsageError&) {
  }
  try {
    (void)cc::app::parse_uint({"n", "number of PEs", 1, std::uint64_t{1} << 24, "the limit"}, text);
  } catch (const cc::UsageError&) {
  }
}

void parse_command_line(const std::uint8_t* data, std::size_t size) {
  static const char* const kCommands[] = {"list",   "check",  "prove", "simulate",
                                          "errata", "verify", "bound", "merge"};
  std::vector<std::string> words = {"collcheck"};
  std::size_t start = 0;
  if (size > 0 && data[0] < 8) {
    words.emplace_back(kCommands[data[0]]);
    start = 1;
  }
  std::string word;
  for (std::size_t i = start; i < size; ++i) {
    if (data[i] == 0) {
      words.push_back(word);
      word.clear();
    } else {
      word += static_cast<char>(data[i]);
    }
  }
  if (start < size) words.push_back(word);
  if (words.size() > 64) return;  // a command line of a human's length
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  try {
    const cc::app::CommandLine cl =
        cc::app::parse_command_line(static_cast<int>(words.size()), argv.data());
    if (cl.command.empty() && cl.print.empty()) __builtin_trap();  // neither runs nor prints
    if (cl.print.empty()) cc::app::check_values(cl);
  } catch (const cc::UsageError& e) {
    if (std::string(e.what()).empty()) __builtin_trap();  // an error must say what is wrong
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  parse_values(std::string(reinterpret_cast<const char*>(data), size));
  parse_command_line(data, size);
  return 0;
}
