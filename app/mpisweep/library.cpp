#include "app/mpisweep/library.hpp"

#include <unistd.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "app/mpisweep/claims.hpp"
#include "app/mpisweep/spawn.hpp"
#include "spec/core/stop.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app::mpisweep {

const std::vector<std::string>& collectives() {
  static const std::vector<std::string> all = {
      "reduce",  "allreduce",  "reduce_scatter",  "reduce_scatter_block",  "scan",  "exscan",  "bcast",
      "gather",  "scatter",
      "ireduce", "iallreduce", "ireduce_scatter", "ireduce_scatter_block", "iscan", "iexscan", "ibcast",
      "igather", "iscatter"};
  return all;
}

bool moves_data(const std::string& coll) {
  const std::string b = coll[0] == 'i' ? coll.substr(1) : coll;
  return b == "bcast" || b == "gather" || b == "scatter";
}

namespace {

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

// MPICH 4.0.2's values of MPIR_CVAR_<COLL>_INTRA_ALGORITHM (as `mpivars` of Debian 12's mpich
// 4.0.2 prints them), but "auto" and "sched_auto", the library's own choice. mpivars prints each
// variable's help as one line with the lines of the list joined without a separator
// ("...Force binomial algorithmnb - Force nonblocking..."), so a name without the sched_ or tsp_
// prefix cannot be split from the text before it: this table names them, and a name of it is
// swept only when the library's own text lists it (another MPICH version may have fewer).
const std::map<std::string, std::vector<std::string>>& mpich_table() {
  static const std::map<std::string, std::vector<std::string>> t = {
      {"reduce", {"binomial", "nb", "smp", "reduce_scatter_gather"}},
      {"allreduce", {"nb", "smp", "recursive_doubling", "reduce_scatter_allgather"}},
      {"reduce_scatter",
       {"nb", "noncommutative", "pairwise", "recursive_doubling", "recursive_halving"}},
      {"reduce_scatter_block",
       {"noncommutative", "recursive_doubling", "pairwise", "recursive_halving", "nb"}},
      {"scan", {"nb", "smp", "recursive_doubling"}},
      {"exscan", {"nb", "recursive_doubling"}},
      {"bcast",
       {"binomial", "nb", "smp", "scatter_recursive_doubling_allgather", "scatter_ring_allgather"}},
      {"gather", {"binomial", "nb"}},
      {"scatter", {"binomial", "nb"}},
  };
  return t;
}

// mpirun.mpich's arguments forcing `value` of `var`, with fallback disabled: an algorithm that
// does not apply to the call (a commutative-only one, a count it cannot take) is refused with an
// error instead of silently replaced by the library's own choice.
std::vector<std::string> fallback_error(const std::string& var, const std::string& value) {
  return {"-genv", "MPIR_CVAR_COLLECTIVE_FALLBACK", "error", "-genv", var, value};
}

}  // namespace

Library find_library(const std::string& name, const std::string& mpirun) {
  Library lib;
  lib.name = name;
  if (name == "openmpi") {
    lib.title = "Open MPI";
  } else if (name == "mpich") {
    lib.title = "MPICH";
  } else {
    throw UsageError("--library must be openmpi or mpich, got '" + name + "'");
  }
  if (!mpirun.empty()) {
    lib.mpirun = find_program(mpirun);
    if (lib.mpirun.empty())
      throw UsageError("--mpirun: '" + mpirun + "' is not an executable program");
  } else {
    lib.mpirun = find_program("mpirun." + name);
    if (lib.mpirun.empty()) lib.mpirun = find_program(name == "mpich" ? "mpiexec.hydra" : "mpirun");
    if (lib.mpirun.empty())
      throw UsageError("no mpirun of " + lib.title + " found (mpirun." + name +
                       " on PATH): install " +
                       (name == "mpich" ? "mpich, libmpich-dev" : "openmpi-bin, libopenmpi-dev") +
                       ", or give --mpirun PATH");
  }
  if (name == "openmpi") {
    // More ranks than cores; root in a container; processes started locally (no rsh/ssh
    // needed), so that a replay line works as printed.
    lib.launch = {"--oversubscribe", "--mca", "plm", "isolated"};
    if (::geteuid() == 0) lib.launch.insert(lib.launch.begin(), "--allow-run-as-root");
  }
  const Spawned v = spawn({lib.mpirun, "--version"}, lib.env, 20);
  if (v.stopped || stop_requested()) throw Interrupted{};
  if (v.exit_code == 0) {
    lib.version = first_line(v.out);
    const std::size_t at = v.out.find("Version:");  // MPICH's Hydra: "    Version:   4.0.2"
    if (at != std::string::npos) {
      std::string rest = v.out.substr(at + 8);
      rest = first_line(rest.substr(rest.find_first_not_of(" \t")));
      lib.version = lib.title + " " + rest;
    }
  }
  return lib;
}

std::vector<Setting> parse_ompi_info(const std::string& text, const std::string& component,
                                     const std::vector<std::string>& colls) {
  // mca:coll:tuned:param:coll_tuned_reduce_algorithm:enumerator:value:5:binomial
  // mca:coll:tuned:param:coll_tuned_reduce_algorithm:help:Which reduce algorithm is used. ...
  const std::string prefix = "mca:coll:" + component + ":param:coll_" + component + "_";
  std::map<std::string, std::vector<std::pair<int, std::string>>> values;
  std::map<std::string, std::string> help;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) != 0) continue;
    const std::string rest = line.substr(prefix.size());
    const std::size_t alg = rest.find("_algorithm:");
    if (alg == std::string::npos) continue;
    const std::string coll = rest.substr(0, alg), what = rest.substr(alg + 11);
    if (what.rfind("help:", 0) == 0) help[coll] = what.substr(5);
    if (what.rfind("enumerator:value:", 0) != 0) continue;
    const std::string v = what.substr(17);
    const std::size_t colon = v.find(':');
    if (colon == std::string::npos) continue;
    const int n = std::atoi(v.substr(0, colon).c_str());
    if (n > 0) values[coll].push_back({n, v.substr(colon + 1)});
  }
  std::vector<Setting> out;
  for (const auto& coll : colls) {
    const auto it = values.find(coll);
    if (it == values.end()) continue;
    for (const auto& [n, alg] : it->second) {
      Setting s{coll, alg, component, n, {}, help[coll]};
      if (component == "tuned") s.args = {"--mca", "coll_tuned_use_dynamic_rules", "1"};
      s.args.insert(s.args.end(), {"--mca", "coll_" + component + "_" + coll + "_algorithm",
                                   std::to_string(n)});
      out.push_back(std::move(s));
    }
  }
  return out;
}

std::vector<Setting> parse_mpivars(const std::string& text, const std::vector<std::string>& colls) {
  std::vector<Setting> out;
  for (const auto& coll : colls) {
    const std::string var = "MPIR_CVAR_" + upper(coll) + "_INTRA_ALGORITHM";
    // The variable's first line (mpivars prints the list twice; the first has the help text).
    std::string help;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
      const std::size_t at = line.find(var);
      if (at == std::string::npos || line.find("Variable to select", at) == std::string::npos)
        continue;
      const std::size_t after = at + var.size();
      if (after < line.size() && line[after] != ' ' && line[after] != '=') continue;
      help = line.substr(line.find("Variable to select", at));
      break;
    }
    if (help.empty()) continue;
    std::vector<std::string> names;
    const auto add = [&](const std::string& n) {
      if (n != "auto" && n != "sched_auto" &&
          std::find(names.begin(), names.end(), n) == names.end())
        names.push_back(n);
    };
    if (nonblocking(coll)) {
      static const std::regex prefixed("((?:sched|tsp)_[a-z0-9_]+)\\s+- ");
      for (std::sregex_iterator m(help.begin(), help.end(), prefixed), end; m != end; ++m)
        add((*m)[1].str());
    } else if (mpich_table().count(coll)) {
      for (const auto& n : mpich_table().at(coll))
        if (std::regex_search(help, std::regex(n + "\\s+- "))) add(n);
    }
    for (const auto& n : names) {
      Setting s{coll, n, var, 0, fallback_error(var, n), help};
      out.push_back(std::move(s));
    }
  }
  return out;
}

std::vector<Setting> settings(const Library& lib, const std::vector<std::string>& colls,
                              double timeout_s, std::string& where) {
  std::vector<Setting> forced;
  const auto tool = [&](const std::string& name, std::vector<std::string> args) {
    // The library's tool beside its mpirun (/usr/bin/mpirun.openmpi -> /usr/bin/ompi_info), else
    // on PATH.
    const std::string dir = lib.mpirun.substr(0, lib.mpirun.find_last_of('/') + 1);
    std::string path = find_program(dir + name);
    if (path.empty()) path = find_program(name);
    if (path.empty()) return std::string();
    args.insert(args.begin(), path);
    const Spawned r = spawn(args, lib.env, timeout_s);
    // A stop (SIGINT, SIGTERM) while it ran is the run's end, not a tool that is missing.
    if (r.stopped || stop_requested()) throw Interrupted{};
    if (r.exit_code != 0 || r.timed_out)
      throw UsageError(name + " failed (" +
                       (r.timed_out ? "timeout" : "exit " + std::to_string(r.exit_code)) +
                       "): " + first_line(r.err));
    where += (where.empty() ? "" : "; ") + shell_line(args);
    return r.out;
  };
  if (lib.name == "openmpi") {
    const std::string tuned = tool("ompi_info", {"--param", "coll", "tuned", "--level", "9", "--parsable"});
    const std::string libnbc = tool("ompi_info", {"--param", "coll", "libnbc", "--level", "9", "--parsable"});
    if (tuned.empty() && libnbc.empty())
      throw UsageError("ompi_info of Open MPI not found (beside " + lib.mpirun +
                       " or on PATH): it lists the algorithms");
    forced = parse_ompi_info(tuned, "tuned", colls);
    auto nb = parse_ompi_info(libnbc, "libnbc", colls);
    forced.insert(forced.end(), nb.begin(), nb.end());
  } else {
    const std::string vars = tool("mpivars", {});
    if (vars.empty()) {
      where += "MPICH 4.0.2's table in app/mpisweep/library.cpp (no mpivars found)";
      for (const auto& coll : colls)
        if (mpich_table().count(coll))
          for (const auto& n : mpich_table().at(coll)) {
            const std::string var = "MPIR_CVAR_" + upper(coll) + "_INTRA_ALGORITHM";
            forced.push_back({coll, n, var, 0, fallback_error(var, n), ""});
          }
    } else {
      forced = parse_mpivars(vars, colls);
    }
  }
  std::vector<Setting> out;
  for (const auto& coll : colls) {
    out.push_back({coll, "default", "", 0, {}, ""});
    for (const auto& s : forced)
      if (s.collective == coll) out.push_back(s);
  }
  return out;
}

}  // namespace cc::app::mpisweep
