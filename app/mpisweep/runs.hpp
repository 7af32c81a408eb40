// collcheck mpi: the mpirun runs of a sweep and what each claim reads from them (mpi/README.md,
// "What collcheck mpi finds"). Each batch of claims (batches()) runs in one mpirun per np; a run
// that fails (a crash, a hang) is not run again claim by claim: the claims that had printed every
// case before the failure keep what they printed (the witness runs the collectives one after the
// other, each with the non-commutative operator, then the commutative one: a claim's cases are
// its collective's with its operator), the claim in work is run alone, and the claims after it
// share one more run (split the same way if it fails); at the larger nps, a claim whose run alone
// crashed runs alone from the start. A claim that the library refused in every case at a power
// of two np and at another np is not run at the larger ones: its refusal does not depend on np.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/library.hpp"
#include "app/mpisweep/reading.hpp"
#include "app/mpisweep/spawn.hpp"

namespace cc::app::mpisweep {

// Where the time of a sweep went (the text report's last lines).
struct Tally {
  int runs = 0;          // mpirun started
  int reruns = 0;        // of which after a failed run (the claim in work, the claims after it)
  int failed = 0;        // runs that crashed, failed or hung
  int timed_out = 0;     // of which killed after --timeout
  int skipped = 0;       // (claim, np) not run: refused in every case at smaller np
  double seconds = 0;    // wall time of all runs
  double held_seconds = 0;  // of which the runs were held stopped from outside (SIGSTOP)
  double timeout_seconds = 0;  // of which in runs killed after --timeout
};

struct RunSettings {
  std::string witness;
  double timeout_s = 0;
  std::string planted = "none";
  std::function<std::vector<std::string>(int np)> counts;  // the witness's counts at np
};

class Sweep {
 public:
  Sweep(const Library& lib, const std::vector<SweepClaim>& claims, RunSettings settings);

  // Runs the claims of `batch` (indices into the claims) at np; false when the sweep was asked
  // to stop (the mpirun in work killed).
  bool run(const std::vector<std::size_t>& batch, int np);

  const std::vector<Reading>& readings() const { return readings_; }
  const std::vector<double>& seconds() const { return seconds_; }
  // The nps at which claim i was not run (refused in every case before), as "4" or "5,8".
  const std::vector<std::string>& skipped() const { return skipped_; }
  const Tally& tally() const { return tally_; }

 private:
  bool run_group(std::vector<const SweepClaim*> cs, int np, bool rerun);
  // A claim whose run alone hung runs once more alone with a generous timeout (4 x --timeout)
  // before the hang counts; the claim's note says what the second run gave.
  bool retry_alone(const SweepClaim& c, const Spawned& first, int np);
  // timeout_s 0: --timeout's.
  Spawned spawn_run(const std::vector<const SweepClaim*>& cs, int np, bool rerun, double timeout_s = 0);
  void take(const SweepClaim& c, const Spawned& run, int np, double seconds, double timeout_s = 0);
  std::size_t index(const SweepClaim& c) const {
    return static_cast<std::size_t>(&c - claims_.data());
  }

  const Library& lib_;
  const std::vector<SweepClaim>& claims_;
  RunSettings set_;
  std::vector<Reading> readings_;
  std::vector<double> seconds_;
  std::vector<std::string> skipped_;
  std::vector<std::vector<int>> refused_at_;  // the nps at which every case was refused
  std::vector<bool> crashed_alone_;  // a run of the claim alone failed (not a hang, not a refusal)
  Tally tally_;
};

// The cases the witness prints for `collective` at np over `counts` (distinct) on its default
// datatypes (contiguous, vector; byte too for a collective that moves data): in place and not
// (but broadcasts), every root of a rooted collective.
std::size_t expected_cases(const std::string& collective, int np,
                           const std::vector<std::string>& counts);

}  // namespace cc::app::mpisweep
