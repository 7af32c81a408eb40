// bench_postal: how fast collcheck checks the postal family (Lin and Yeh).
//
//   lemma3   Algorithm A as printed (variant "A") on the fast postal executor with interval
//            witnesses, Lemma 3 checked after every step, over every (n, k, lambda) of a domain,
//            exactly as the claim postal.lemma3.contents does; threads take cases one at a time
//            from a shared counter, largest n first. Reports wall time, PE-steps (the sum over the
//            cases of n * steps run) and messages, and both per second.
//   bmc      Theorem 1 as a Z3 bounded model check (proofs/postal_bmc.hpp): for n = 2, 3, ... the
//            query "all n PEs hold v(0) after m-1 steps" (expected unsat: the lower bound) and
//            "... after m steps" (expected sat: a schedule), m = min{j | G(j) >= n}. Each query
//            runs in a child process so that the wall-clock budget can stop it; a sat schedule is
//            re-checked against the model here before it counts. Columns: "solve s" is the time
//            of Z3's check() as the proof engine measures it, "wall s" both queries of the row
//            including the encoding and the fork, "cpu s" the CPU time of the two children.
//   compare  lemma3 on one thread over a small domain: the C++ side of the comparison with
//            bench/postal_python.py, which prints the same keys.
//
// Output is one "key value" pair a line, so that run_postal.sh (and a reader) can pick figures.
// Every timing is wall-clock; cpu_seconds (user + system) is printed beside it because the
// machine may be shared, and a wall time that is much more than cpu / jobs means it was.
// Bad options print "bench_postal: error: ..." and exit 2; a failed check or a query with an
// unexpected answer exits 1.
#include <iostream>
#include <string>

#include "bench/postal_bench.hpp"
#include "spec/core/usage_error.hpp"

using cc::UsageError;

int main(int argc, char** argv) {
  const std::string cmd = argc > 1 ? argv[1] : "";
  try {
    if (cmd == "lemma3") return cmd_lemma3(argc, argv);
    if (cmd == "bmc") return cmd_bmc(argc, argv);
    if (cmd == "compare") return cmd_compare(argc, argv);
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
      std::cout << "usage: bench_postal lemma3|bmc|compare [options]  (--help after a subcommand "
                   "lists its options)\n";
      return 0;
    }
    throw UsageError(cmd.empty() ? "missing subcommand: lemma3, bmc or compare"
                                 : "unknown subcommand '" + cmd + "': lemma3, bmc or compare");
  } catch (const UsageError& e) {
    std::cerr << "bench_postal: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "bench_postal: internal error: " << e.what() << "\n";
    return 4;
  }
}
