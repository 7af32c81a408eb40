// libFuzzer target: the reader of the result lines of `collcheck mpi`'s witness (any program
// given as --witness; app/mpisweep/reading.hpp), on any bytes as its standard output. Lines that
// are not the witness's JSON results are passed over; never a crash, a hang, unbounded memory
// or an exception.
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/mpisweep/reading.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cc::app::mpisweep::Spawned run;
  run.exit_code = 0;
  run.out.assign(reinterpret_cast<const char*>(data), size);
  cc::app::mpisweep::Reading r;
  cc::app::mpisweep::absorb(r, run, 2, "reduce", false, "1", 10);
  (void)cc::app::mpisweep::outcome(r);
  return 0;
}
