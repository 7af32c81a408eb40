// libFuzzer target: the parsers of option values (--case, --shard, numeric options). Any input
// must end in a value or a UsageError (one line, exit 2), never a crash, a hang or another
// exception. Build: -DCOLLCHECK_FUZZ=ON with clang (README, "Fuzzing").
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/options.hpp"
#include "spec/core/usage_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
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
  return 0;
}
