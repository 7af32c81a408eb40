// libFuzzer target: the schedule reader and the executors behind `collcheck verify`
// (docs/schedule-format.md), on any bytes. A document gets verdicts or a UsageError naming
// FILE:LINE:COL; never a crash, a hang, unbounded memory or another exception.
#include <cstddef>
#include <cstdint>
#include <string>

#include "spec/core/usage_error.hpp"
#include "spec/schedule/document.hpp"
#include "spec/schedule/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    (void)cc::schedule::run_document_text(text);
  } catch (const cc::schedule::InputError&) {  // verify: FILE:LINE:COL and exit 2
  } catch (const cc::UsageError&) {
  }
  return 0;
}
