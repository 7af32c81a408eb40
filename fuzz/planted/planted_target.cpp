// A planted-bug target for the replay driver (fuzz/replay_main.cpp): it traps on an input that
// contains "}}" and throws an exception it does not catch on one that contains "]]". The seeds in
// trap/ and throw/ contain neither; the tests fuzz.replay.planted.* pass only when the driver's
// mutations reach the bug and the driver reports it (exit 1, the input saved).
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (text.find("}}") != std::string::npos) __builtin_trap();
  if (text.find("]]") != std::string::npos) throw std::logic_error("planted");
  return 0;
}
