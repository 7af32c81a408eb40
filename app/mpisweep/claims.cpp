#include "app/mpisweep/claims.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "app/mpisweep/spawn.hpp"

namespace cc::app::mpisweep {

std::string blocking(const std::string& coll) { return coll[0] == 'i' ? coll.substr(1) : coll; }

bool nonblocking(const std::string& coll) { return coll != blocking(coll); }

namespace {

std::string mpi_name(const std::string& coll) {
  return "MPI_" + std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(coll[0])))) +
         coll.substr(1);
}

// What MPI requires of each rank's result (mpi/README.md, "What MPI requires").
std::string requires_text(const std::string& coll, bool commutative) {
  const std::string all = commutative ? "{0..P-1}" : "0:P-1";
  static const std::map<std::string, std::string> where = {
      {"reduce", "the root holds ALL in every element"},
      {"allreduce", "every rank holds ALL in every element"},
      {"reduce_scatter", "rank r holds ALL in every element of its block"},
      {"reduce_scatter_block", "rank r holds ALL in every element of its block"},
      {"scan", "rank r holds R in every element"},
      {"exscan", "every rank r > 0 holds R1 in every element"},
  };
  std::string s = where.at(blocking(coll));
  const auto put = [&](const std::string& key, const std::string& v) {
    const std::size_t at = s.find(key);
    if (at != std::string::npos) s.replace(at, key.size(), v);
  };
  put("ALL", all);
  put("R1", commutative ? "{0..r-1}" : "0:r-1");
  put("R", commutative ? "{0..r}" : "0:r");
  return s;
}

std::string setting_text(const Library& lib, const Setting& s) {
  if (s.algorithm == "default") return "the library's own choice of algorithm (no parameter set)";
  if (lib.name == "openmpi")
    return "coll/" + s.component + " algorithm " + std::to_string(s.number) + " '" + s.algorithm +
           "', forced (" + shell_line(s.args) + ")";
  return s.component + "=" + s.algorithm +
         ", forced with MPIR_CVAR_COLLECTIVE_FALLBACK=error (a refusal shows)";
}

}  // namespace

std::vector<SweepClaim> sweep_claims(const Library& lib, const std::vector<Setting>& settings,
                                     bool swap_planted) {
  std::vector<SweepClaim> out;
  for (const auto& s : settings) {
    const bool bcast = moves_data(s.collective);
    for (bool commutative : {false, true}) {
      if (commutative && (bcast || swap_planted)) continue;
      SweepClaim c;
      c.setting = s;
      c.commutative = commutative;
      ClaimSpec& spec = c.spec;
      spec.id = "mpi." + lib.name + "." + s.collective + "." + s.algorithm +
                (commutative ? ".commutative" : "");
      spec.family = "mpi";
      spec.source = (lib.version.empty() ? lib.title : lib.version) + ", " +
                    (s.algorithm == "default"
                         ? std::string("its own algorithm selection")
                         : (lib.name == "openmpi" ? "ompi_info, coll_" + s.component + "_" +
                                                        s.collective + "_algorithm"
                                                  : "mpivars, " + s.component) +
                               (s.help.empty() ? "" : ": \"" + s.help + "\""));
      spec.method = Method::exhaustive;
      if (bcast) {
        const std::string b = blocking(s.collective);
        spec.statement =
            mpi_name(s.collective) + " under " + setting_text(lib, s) +
            (b == "bcast"    ? " gives every rank the root's values (MPI-3.1 section 5.4)"
             : b == "gather" ? " gives the root every rank's values, block r from rank r, and "
                               "writes nothing else (MPI-3.1 section 5.5)"
                             : " gives rank r block r of the root's values, and writes nothing "
                               "else (MPI-3.1 section 5.6)") +
            ", for every root, count, datatype (MPI_BYTE too) and MPI_IN_PLACE of the domain";
      } else {
        spec.statement =
            mpi_name(s.collective) + " under " + setting_text(lib, s) + ", with a " +
            (commutative ? "commutative user operator (MPI_Op_create(fn, 1, &op)), combines "
                           "every operand exactly once (multiset witness)"
                         : "non-commutative user operator (MPI_Op_create(fn, 0, &op)), combines "
                           "the operands in rank order (interval witness, MPI-3.1 section "
                           "5.9.5)") +
            ": " + requires_text(s.collective, commutative) +
            ", for every root, count, datatype and MPI_IN_PLACE of the domain";
      }
      out.push_back(std::move(c));
    }
  }
  return out;
}

std::vector<std::string> command(const Library& lib, const std::vector<const SweepClaim*>& cs,
                                 int np, const std::string& witness, const WitnessRun& w) {
  std::vector<std::string> argv = {lib.mpirun};
  argv.insert(argv.end(), lib.launch.begin(), lib.launch.end());
  argv.insert(argv.end(), {"-np", std::to_string(np)});
  std::vector<std::pair<std::string, std::string>> given;  // each (option, name) once
  // One operator for every claim: --op names it (a replay line); both: each commutative claim's
  // collective names its operator (reduce,reduce:commutative).
  const bool one_op = std::all_of(cs.begin(), cs.end(), [&](const SweepClaim* c) {
    return c->commutative == cs.front()->commutative;
  });
  std::string colls;
  for (const SweepClaim* c : cs) {
    const auto& a = c->setting.args;
    for (std::size_t i = 0; i + 2 < a.size() + 1; i += 3) {
      const std::pair<std::string, std::string> key{a[i], a[i + 1]};
      if (std::find(given.begin(), given.end(), key) != given.end()) continue;
      given.push_back(key);
      argv.insert(argv.end(), {a[i], a[i + 1], a[i + 2]});
    }
    colls += (colls.empty() ? "" : ",") + c->setting.collective +
             (!one_op && c->commutative ? ":commutative" : "");
  }
  std::string counts;
  for (const auto& x : w.counts) counts += (counts.empty() ? "" : ",") + x;
  argv.insert(argv.end(), {witness, "--collectives", colls, "--counts", counts});
  if (!w.datatypes.empty()) {
    std::string d;
    for (const auto& x : w.datatypes) d += (d.empty() ? "" : ",") + x;
    argv.insert(argv.end(), {"--datatypes", d});
  }
  if (one_op && cs.front()->commutative) argv.insert(argv.end(), {"--op", "commutative"});
  if (w.planted != "none") argv.insert(argv.end(), {"--planted", w.planted});
  return argv;
}

std::vector<std::vector<std::size_t>> batches(const Library& lib,
                                              const std::vector<SweepClaim>& claims) {
  // (group, round) -> the claims; the defaults are round 0 of group 0. A round is one forced
  // setting of each collective, with both operators: the claims of one setting share its runs.
  std::map<std::pair<int, int>, std::vector<std::size_t>> runs;
  std::map<std::string, int> settings_seen;  // forced settings per collective
  std::map<std::pair<std::string, std::string>, int> round_of;  // (collective, algorithm)
  for (std::size_t i = 0; i < claims.size(); ++i) {
    const SweepClaim& c = claims[i];
    const std::string& coll = c.setting.collective;
    if (c.setting.algorithm == "default") {
      runs[{0, 0}].push_back(i);
      continue;
    }
    const bool nb = coll[0] == 'i';
    const std::string b = blocking(coll);
    int group = b == "reduce" || b == "bcast" ? 1 : 2;
    if (lib.name == "mpich" && nb) group = 3;
    if (lib.name == "openmpi" && nb) group = 2;  // libnbc calls no tuned collective
    const auto [at, fresh] = round_of.try_emplace({coll, c.setting.algorithm}, 0);
    if (fresh) at->second = ++settings_seen[coll];
    runs[{group, at->second}].push_back(i);
  }
  std::vector<std::vector<std::size_t>> out;
  for (auto& [key, v] : runs) out.push_back(std::move(v));
  return out;
}

std::string fairness_note(const Library& lib, const SweepClaim& c, Verdict commutative_reading,
                          const std::string& commutative_id) {
  std::string reading =
      commutative_reading == Verdict::verified
          ? "the commutative reading (" + commutative_id + ") is verified: the algorithm is correct "
            "for commutative operators"
          : "the commutative reading (" + commutative_id + ") is " +
                std::string(to_string(commutative_reading));
  if (c.setting.algorithm == "default") return reading;
  if (lib.name == "openmpi")
    return "forced algorithm '" + c.setting.algorithm +
           "' is not one Open MPI selects by default for a non-commutative operator, and Open MPI "
           "does not check a forced algorithm against the operator (known upstream: "
           "open-mpi/ompi#7765 for coll/tuned, #8010 for reduce_scatter; libnbc's Rabenseifner is "
           "for commutative operations only, PR #5663); ompi_info's help names no algorithm as "
           "commutative-only; " + reading;
  return "forced with fallback disabled, MPICH delivered a wrong result instead of refusing; " +
         reading;
}

}  // namespace cc::app::mpisweep
