// halfduplex_bench: Algorithm A of Lin and Hung over every p <= --pmax, k | p - 1, p <= n <= 4p^2,
// single thread, on the compressed executor and on the literal one (every value and step one by
// one), printing the runs, the sum of C + R (bench/halfduplex_python.py prints the same) and the
// seconds of each: the C++ side of the comparison with the straightforward Python execution.
//   halfduplex_bench --pmax 12 [--no-literal]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "spec/algorithms/halfduplex_prefix.hpp"

using namespace cc::halfduplex;

namespace {

template <class Exec>
void pass(const char* what, long pmax, Exec exec) {
  const auto t0 = std::chrono::steady_clock::now();
  long runs = 0, sum = 0;
  for (long p = 2; p <= pmax; ++p)
    for (long k = 1; k < p; ++k) {
      if ((p - 1) % k != 0) continue;
      for (long n = p; n <= 4 * p * p; ++n) {
        const Execution ex = exec(algorithm_a(n, p, k, find_variant("paper")));
        if (ex.violation || ex.missing) {
          std::fprintf(stderr, "A(%ld, %ld, %ld) fails\n", n, p, k);
          std::exit(1);
        }
        ++runs;
        sum += ex.computation_steps + ex.communication_steps;
      }
    }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%s: runs %ld sum(C+R) %ld seconds %.2f\n", what, runs, sum, s);
}

}  // namespace

int main(int argc, char** argv) {
  long pmax = 12;
  bool literal = true;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--pmax") && i + 1 < argc)
      pmax = std::atol(argv[++i]);
    else if (!std::strcmp(argv[i], "--no-literal"))
      literal = false;
    else {
      std::fprintf(stderr, "usage: halfduplex_bench [--pmax P] [--no-literal]\n");
      return 2;
    }
  }
  pass("compressed", pmax, [](const Schedule& s) { return execute(s); });
  if (literal) pass("literal", pmax, [](const Schedule& s) { return execute_explicit(s); });
}
