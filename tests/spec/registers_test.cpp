// Registers (spec/schedule/common.hpp): the list of a PE's few registers and the flat index of a
// PE's many agree with a plain map, through growth, overwrites and names other PEs hold.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "spec/schedule/common.hpp"

namespace registers_test {

using cc::schedule::Registers;
using cc::schedule::Value;

TEST_CASE("registers: a PE's many registers read back what was set, past the index's growth", "[registers]") {
  Registers regs(3);
  std::map<std::pair<std::size_t, std::string>, std::int64_t> want;
  // PE 0 few registers, PE 1 many (growth past 16, 64, 256, ...), PE 2 many with other names.
  for (std::int64_t t = 0; t < 5000; ++t) {
    const std::size_t pe = t < 10 ? 0 : (t % 3 == 0 ? 2 : 1);
    const std::string name = (pe == 2 ? "y" : "x") + std::to_string(t % 1700);
    regs.set(pe, name, Value::operand(t, false));
    want[{pe, name}] = t;
  }
  for (const auto& [key, t] : want) {
    const Value* v = regs.get(key.first, key.second);
    REQUIRE(v != nullptr);
    CHECK(*v == Value::operand(t, false));
  }
  // A name another PE holds, and one nobody holds: no value.
  CHECK(regs.get(1, "y3") == nullptr);
  CHECK(regs.get(2, "x1") == nullptr);
  CHECK(regs.get(0, "x500") == nullptr);
  CHECK(regs.get(1, "never") == nullptr);
}

}  // namespace registers_test
