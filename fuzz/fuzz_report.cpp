// libFuzzer target: the reader of the shard reports `collcheck merge` combines
// (app/report_read.hpp), on any bytes. A report is read or refused with a UsageError (exit 2, one
// line); never a crash, a hang, unbounded memory or another exception (an internal error, exit 4).
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/report_read.hpp"
#include "spec/core/usage_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    (void)cc::app::read_shard_report(text, "report.json");
  } catch (const cc::UsageError&) {
  }
  return 0;
}
