#include "app/mpisweep/runs.hpp"

#include <algorithm>
#include <set>
#include <sstream>
#include <utility>

#include "spec/core/stop.hpp"

namespace cc::app::mpisweep {

namespace {

// The witness's order of the collectives (mpi/README.md "Output"), which collectives() follows.
std::size_t order(const std::string& coll) {
  const auto& all = collectives();
  return static_cast<std::size_t>(std::find(all.begin(), all.end(), coll) - all.begin());
}

// What a run printed for a claim (its collective, its operator): its cases, and how many of them
// were refused.
struct Printed {
  std::size_t cases = 0, refused = 0;
};

Printed printed(const std::string& out, const SweepClaim& c) {
  Printed p;
  const std::string key = "{\"collective\":\"" + c.setting.collective + "\",";
  const std::string op = std::string("\"op\":\"") + (c.commutative ? "" : "non") + "commutative\"";
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key, 0) != 0 || line.find(op) == std::string::npos) continue;
    ++p.cases;
    if (line.find("\"verdict\":\"refused\"") != std::string::npos) ++p.refused;
  }
  return p;
}

bool failed(const Spawned& r) { return r.not_started || r.timed_out || r.signal || r.exit_code != 0; }

bool power_of_two(int n) { return n > 0 && (n & (n - 1)) == 0; }

}  // namespace

std::size_t expected_cases(const std::string& collective, int np,
                           const std::vector<std::string>& counts) {
  const std::set<std::string> distinct(counts.begin(), counts.end());
  const std::string b = blocking(collective);
  const bool rooted = b == "reduce" || moves_data(b);
  const std::size_t datatypes = moves_data(b) ? 3 : 2;  // contiguous, vector (and byte)
  return distinct.size() * datatypes * (b == "bcast" ? 1 : 2) *
         (rooted ? static_cast<std::size_t>(np) : 1);
}

Sweep::Sweep(const Library& lib, const std::vector<SweepClaim>& claims, RunSettings settings)
    : lib_(lib),
      claims_(claims),
      set_(std::move(settings)),
      readings_(claims.size()),
      seconds_(claims.size(), 0),
      skipped_(claims.size()),
      refused_at_(claims.size()),
      crashed_alone_(claims.size(), false) {}

Spawned Sweep::spawn_run(const std::vector<const SweepClaim*>& cs, int np, bool rerun,
                         double timeout_s) {
  WitnessRun w;
  w.counts = set_.counts(np);
  w.planted = set_.planted;
  Spawned r = spawn(command(lib_, cs, np, set_.witness, w), lib_.env,
                    timeout_s > 0 ? timeout_s : set_.timeout_s);
  if (r.stopped) return r;
  ++tally_.runs;
  tally_.reruns += rerun ? 1 : 0;
  tally_.seconds += r.seconds;
  tally_.held_seconds += r.held_seconds;
  if (failed(r)) ++tally_.failed;
  if (r.timed_out) ++tally_.timed_out, tally_.timeout_seconds += r.seconds;
  return r;
}

void Sweep::take(const SweepClaim& c, const Spawned& run, int np, double seconds, double timeout_s) {
  const std::size_t i = index(c);
  const std::vector<std::string> counts = set_.counts(np);
  std::string joined;
  for (const auto& x : counts) joined += (joined.empty() ? "" : ",") + x;
  absorb(readings_[i], run, np, c.setting.collective, c.commutative, joined,
         timeout_s > 0 ? timeout_s : set_.timeout_s);
  seconds_[i] += seconds;
  const Printed p = printed(run.out, c);
  if (p.cases > 0 && p.refused == p.cases) refused_at_[i].push_back(np);
}

bool Sweep::run(const std::vector<std::size_t>& batch, int np) {
  std::vector<const SweepClaim*> cs;
  for (std::size_t i : batch) {
    const SweepClaim& c = claims_[i];
    if (c.commutative && np > 64) continue;  // the multiset witness holds 64 ranks
    // Refused in every case at a power of two np and at another one: not run again.
    const auto& at = refused_at_[i];
    const bool pow2 = std::any_of(at.begin(), at.end(), [](int p) { return p >= 2 && power_of_two(p); });
    const bool other = std::any_of(at.begin(), at.end(), [](int p) { return p >= 3 && !power_of_two(p); });
    if (pow2 && other) {
      skipped_[i] += (skipped_[i].empty() ? "" : ",") + std::to_string(np);
      ++tally_.skipped;
      continue;
    }
    cs.push_back(&c);
  }
  // A claim whose run alone crashed at a smaller np runs alone from the start: a crash in the
  // shared run would cost that run's rest once more (the claim alone, then the claims after it).
  std::vector<const SweepClaim*> alone;
  std::erase_if(cs, [&](const SweepClaim* c) {
    if (!crashed_alone_[index(*c)]) return false;
    alone.push_back(c);
    return true;
  });
  for (const SweepClaim* c : alone)
    if (!run_group({c}, np, false)) return false;
  if (cs.empty()) return true;
  // The witness runs the collectives in its own order, whatever the order of --collectives: a
  // collective with the non-commutative operator, then with the commutative one.
  std::stable_sort(cs.begin(), cs.end(), [](const SweepClaim* a, const SweepClaim* b) {
    return std::pair(order(a->setting.collective), a->commutative) <
           std::pair(order(b->setting.collective), b->commutative);
  });
  return run_group(cs, np, false);
}

bool Sweep::run_group(std::vector<const SweepClaim*> cs, int np, bool rerun) {
  const Spawned r = spawn_run(cs, np, rerun);
  if (r.stopped || stop_requested()) return false;
  if (cs.size() == 1 && r.timed_out) return retry_alone(*cs.front(), r, np);
  if (cs.size() == 1 && failed(r) && !r.timed_out && !r.not_started && printed(r.out, *cs.front()).refused == 0)
    crashed_alone_[index(*cs.front())] = true;
  if (!failed(r) || cs.size() == 1) {
    for (const SweepClaim* c : cs) take(*c, r, np, r.seconds / static_cast<double>(cs.size()));
    return true;
  }
  // The claims whose collective printed every case ran to their end: what they printed stands
  // (the failure came after them). The first other one was in work: it runs alone; the rest
  // share one more run.
  Spawned done = r;
  done.exit_code = 0, done.signal = 0, done.timed_out = false, done.err.clear();
  const std::vector<std::string> counts = set_.counts(np);
  std::size_t k = 0;
  while (k < cs.size() && printed(r.out, *cs[k]).cases ==
                              expected_cases(cs[k]->setting.collective, np, counts))
    ++k;
  const double share = r.seconds / static_cast<double>(cs.size());
  if (k == cs.size()) {
    // Every case printed, then the run failed (e.g. in MPI_Finalize): after a refusal, that is
    // the refusing claims' (absorb() notes it with the refusal); without one, each claim runs
    // alone, so that the failure is the setting's that causes it.
    bool any_refused = false;
    for (const SweepClaim* c : cs) any_refused = any_refused || printed(r.out, *c).refused > 0;
    for (const SweepClaim* c : cs) {
      if (any_refused) {
        take(*c, printed(r.out, *c).refused > 0 ? r : done, np, share);
      } else if (!run_group({c}, np, true)) {
        return false;
      }
    }
    return true;
  }
  for (std::size_t j = 0; j < k; ++j) take(*cs[j], done, np, share);
  if (!run_group({cs[k]}, np, true)) return false;
  if (k + 1 < cs.size())
    return run_group(std::vector<const SweepClaim*>(cs.begin() + static_cast<std::ptrdiff_t>(k) + 1, cs.end()),
                     np, true);
  return true;
}

bool Sweep::retry_alone(const SweepClaim& c, const Spawned& first, int np) {
  // A claim that hung when run alone: the setting's hang, or a run slowed down by the machine's
  // load (MPICH's ranks poll while they wait: oversubscribed, a busy machine slows them by orders
  // of magnitude)? It runs once more alone with a generous timeout before a hang is reported; a
  // run that then completes gives the claim's cases at this np, and the note says so.
  const double generous = 4 * set_.timeout_s;
  const Spawned again = spawn_run({&c}, np, true, generous);
  if (again.stopped || stop_requested()) return false;
  const auto secs = [](double s) { return std::to_string(static_cast<long long>(s + 0.5)); };
  std::string& note = readings_[index(c)].retried;
  note += (note.empty() ? "" : "; ") + std::string("np ") + std::to_string(np) + ": no result within " +
          secs(set_.timeout_s) + " s (--timeout) when run alone, so run once more alone with a timeout of " +
          secs(generous) + " s: " +
          (again.timed_out ? "it hung again (a hang of the setting, not of the load)"
           : failed(again) ? "it failed (" + (again.signal ? "signal " + std::to_string(again.signal)
                                                           : "exit " + std::to_string(again.exit_code)) + ")"
                           : "it completed in " + secs(again.seconds) +
                                 " s: the first run's hang was the machine's load, and the cases are "
                                 "this run's");
  take(c, again, np, first.seconds + again.seconds, generous);
  return true;
}

}  // namespace cc::app::mpisweep
