// Open MPI mode: dynamic dealing of work units from rank 0 (app/mpi.hpp).
//
// A unit is a claim dealt whole (a proof, a pinned --case) or one share of a split claim: share i
// of M holds the cases whose index is i - 1 mod M, as --shard i/M does (exhaustive domains by
// domain index, property runs by the index of the case in the seeded sequence). With R ranks a
// split claim has M = 4R shares, so that the shares of one long claim keep every rank busy. Rank
// 0 runs units itself in its main thread, while a second thread, the only one that calls MPI on
// rank 0, answers the other ranks: each asks for a unit, gets one (or "done"), and sends back its
// result (the claim's JSON result, as a shard report holds it), which rank 0 combines with the
// other shares exactly as `collcheck merge` does.
//
// Waiting never spins: probes and tests are polled with short sleeps, so that ranks that wait do
// not take the cores from those that work when mpirun is run with --oversubscribe.
#include "app/mpi.hpp"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "app/report.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

#ifdef COLLCHECK_HAVE_MPI
#include <mpi.h>
#endif

namespace cc::app::mpi {

namespace {

bool g_active = false;
[[maybe_unused]] bool g_agreed = false;
int g_rank = 0, g_size = 1;

bool launched_by_mpirun() {
  for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"})
    if (std::getenv(v)) return true;
  return false;
}

}  // namespace

bool active() { return g_active; }
int rank() { return g_rank; }
int size() { return g_size; }

#ifndef COLLCHECK_HAVE_MPI

std::string library() { return "none"; }

void start() {
  // Started by mpirun, but built without MPI: every rank would run the whole command alone.
  if (launched_by_mpirun() && std::getenv("OMPI_COMM_WORLD_SIZE") &&
      std::string(std::getenv("OMPI_COMM_WORLD_SIZE")) != "1")
    std::cerr << "collcheck: warning: started by mpirun, but this collcheck was built without "
                 "MPI (libopenmpi-dev): every rank runs the whole command\n";
}
bool agree(bool ok) { return ok; }
void refuse() {}
void finish() {}
Report run_claims(const std::vector<const Claim*>&, const RunContext&, const OnResult&,
                  const Resume&) {
  throw std::logic_error("collcheck was built without MPI");
}
void serve(const std::vector<const Claim*>&, const RunContext&) {
  throw std::logic_error("collcheck was built without MPI");
}

#else

namespace {

using json = nlohmann::ordered_json;  // a report's keys in their order (app/report.hpp)
using namespace std::chrono_literals;

enum Tag : int { kReady = 1, kResult = 2, kUnit = 3, kDone = 4 };

struct Unit {
  std::uint64_t pos = 0;  // the claim's position in the selection
  std::uint64_t share = 1, count = 1;
};

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Runs one unit; its result as a shard report holds it, or the usage error it ended in.
json run_unit(const std::vector<const Claim*>& selected, const RunContext& ctx, const Unit& u) {
  RunContext unit_ctx = ctx;
  unit_ctx.shard = Shard{static_cast<unsigned>(u.share), static_cast<unsigned>(u.count)};
  unit_ctx.sweeps = nullptr;  // a share's sweep is not resumed: its claim starts again
  unit_ctx.progress = u.count == 1 ? ctx.progress : nullptr;
  const auto t0 = std::chrono::steady_clock::now();
  json j = {{"pos", u.pos}, {"share", u.share}};
  try {
    j["result"] = claim_json(run_claim(selected.at(u.pos), unit_ctx));
  } catch (const UsageError& e) {
    j["usage_error"] = e.what();
  }
  j["busy"] = since(t0);
  return j;
}

// Waits for a request without spinning; false if the run is stopped meanwhile.
bool wait_for(MPI_Request& req, MPI_Status& st) {
  for (;;) {
    int done = 0;
    MPI_Test(&req, &done, &st);
    if (done) return true;
    if (stop_requested()) {
      MPI_Cancel(&req);
      return false;
    }
    std::this_thread::sleep_for(200us);
  }
}

}  // namespace

std::string library() {
  char text[MPI_MAX_LIBRARY_VERSION_STRING];
  int len = 0;
  MPI_Get_library_version(text, &len);  // callable before MPI_Init
  std::string s(text, static_cast<std::size_t>(len));
  s = s.substr(0, s.find_first_of(",\n"));
  return s;
}

void start() {
  if (!launched_by_mpirun()) return;
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided);
  g_active = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &g_size);
  if (provided < MPI_THREAD_SERIALIZED) {
    if (g_rank == 0)
      std::cerr << "collcheck: error: the MPI library does not support MPI_THREAD_SERIALIZED\n";
    MPI_Abort(MPI_COMM_WORLD, 4);
  }
}

bool agree(bool ok) {
  if (!g_active || g_agreed) return ok;
  g_agreed = true;
  int mine = ok ? 1 : 0, all = 0;
  MPI_Allreduce(&mine, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return all == 1;
}

void refuse() { (void)agree(false); }

void finish() {
  if (!g_active || stop_requested()) return;
  MPI_Request req;
  MPI_Ibarrier(MPI_COMM_WORLD, &req);
  MPI_Status st;
  if (!wait_for(req, st)) return;
  MPI_Finalize();
  g_active = false;
}

void serve(const std::vector<const Claim*>& selected, const RunContext& ctx) {
  std::string out;
  int tag = kReady;
  for (;;) {
    MPI_Send(out.data(), static_cast<int>(out.size()), MPI_CHAR, 0, tag, MPI_COMM_WORLD);
    std::uint64_t msg[3] = {0, 0, 0};
    MPI_Request req;
    MPI_Irecv(msg, 3, MPI_UINT64_T, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &req);
    MPI_Status st;
    if (!wait_for(req, st)) return;
    if (st.MPI_TAG == kDone) return;
    const json r = run_unit(selected, ctx, Unit{msg[0], msg[1], msg[2]});
    if (stop_requested()) return;  // a unit cut short has no result
    out = r.dump();
    tag = kResult;
  }
}

Report run_claims(const std::vector<const Claim*>& selected, const RunContext& ctx,
                  const OnResult& on_result, const Resume& resume) {
  Report report{ctx, {}, {}, false, selected, {}, nullptr, {}};
  const std::uint64_t shares = g_size > 1 ? 4ull * static_cast<unsigned>(g_size) : 1;

  // The units, in the order of the selection; claims resumed from a checkpoint are decided.
  struct Pending {
    std::vector<std::optional<ClaimResult>> shares;
    std::size_t left = 0;
    std::optional<ClaimResult> result;
    bool run = true;  // false: not run (it takes no --variant)
  };
  std::vector<Pending> claims(selected.size());
  std::vector<Unit> units;
  for (std::size_t pos = 0; pos < selected.size(); ++pos) {
    const Claim* c = selected[pos];
    Pending& p = claims[pos];
    if (left_out(*c, ctx)) {
      p.run = false;
      report.not_run.push_back(c);
      continue;
    }
    if (resume)
      if (auto earlier = resume(c)) {
        p.result = std::move(*earlier);
        continue;
      }
    const std::uint64_t m = dealt_whole(*c) || ctx.pinned ? 1 : shares;
    p.shares.resize(m);
    p.left = m;
    for (std::uint64_t i = 1; i <= m; ++i) units.push_back(Unit{pos, i, m});
  }

  std::mutex mutex;  // guards everything below, and on_result
  std::size_t next_unit = 0, next_report = 0;
  std::optional<std::string> usage;  // a unit ended in a usage error: no more units are dealt
  report.ranks.resize(static_cast<std::size_t>(g_size));
  for (int r = 0; r < g_size; ++r) report.ranks[static_cast<std::size_t>(r)].rank = r;

  const auto take = [&]() -> std::optional<Unit> {
    if (usage || stop_requested() || next_unit == units.size()) return std::nullopt;
    return units[next_unit++];
  };
  // Results are reported in the order of the selection, each claim once all its shares are in.
  const auto settle = [&] {
    while (next_report < claims.size()) {
      Pending& p = claims[next_report];
      if (p.run && !p.result) break;
      if (p.run) {
        if (on_result) on_result(*p.result);
        report.results.push_back(*p.result);
      }
      ++next_report;
    }
  };
  const auto record = [&](int from, const json& j) {
    RankLoad& load = report.ranks[static_cast<std::size_t>(from)];
    ++load.units;
    load.busy_seconds += j["busy"].get<double>();
    if (j.contains("usage_error")) {
      if (!usage) usage = j["usage_error"].get<std::string>();
      return;
    }
    const auto pos = j["pos"].get<std::size_t>();
    const auto share = j["share"].get<std::size_t>();
    const Claim* c = selected.at(pos);
    ClaimResult r = claim_result_from_json(c, j["result"]);
    load.cases += r.outcome.cases;
    Pending& p = claims.at(pos);
    p.shares.at(share - 1) = std::move(r);
    if (--p.left > 0) return;
    if (p.shares.size() == 1) {
      p.result = std::move(*p.shares[0]);
    } else {
      std::vector<ClaimResult> all;
      for (auto& s : p.shares) all.push_back(std::move(*s));
      p.result = combine_shares(c, all, ctx);
    }
    settle();
  };

  // The other ranks are answered by this thread, the only one that calls MPI meanwhile.
  std::thread dealer([&] {
    int serving = g_size - 1;
    while (serving > 0 && !stop_requested()) {
      int flag = 0;
      MPI_Status st;
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
      if (!flag) {
        std::this_thread::sleep_for(1ms);
        continue;
      }
      int len = 0;
      MPI_Get_count(&st, MPI_CHAR, &len);
      std::string buf(static_cast<std::size_t>(len), '\0');
      MPI_Recv(buf.data(), len, MPI_CHAR, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      std::optional<Unit> u;
      {
        std::lock_guard lock(mutex);
        if (st.MPI_TAG == kResult) record(st.MPI_SOURCE, json::parse(buf));
        u = take();
      }
      if (u) {
        const std::uint64_t msg[3] = {u->pos, u->share, u->count};
        MPI_Send(msg, 3, MPI_UINT64_T, st.MPI_SOURCE, kUnit, MPI_COMM_WORLD);
      } else {
        MPI_Send(nullptr, 0, MPI_UINT64_T, st.MPI_SOURCE, kDone, MPI_COMM_WORLD);
        --serving;
      }
    }
  });

  {
    std::lock_guard lock(mutex);
    settle();  // claims resumed before the first unit
  }
  for (;;) {
    std::optional<Unit> u;
    {
      std::lock_guard lock(mutex);
      u = take();
    }
    if (!u) break;
    const json j = run_unit(selected, ctx, *u);
    if (stop_requested()) break;
    std::lock_guard lock(mutex);
    record(0, j);
  }
  dealer.join();
  report.interrupted = stop_requested();
  if (usage && !report.interrupted) throw UsageError(*usage);
  if (!report.interrupted && report.results.size() + report.not_run.size() != selected.size())
    throw std::logic_error("MPI: " + std::to_string(selected.size() - report.results.size()) +
                           " claims have no result after every unit was dealt");
  return report;
}

#endif

}  // namespace cc::app::mpi
