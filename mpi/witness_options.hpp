// The command line of collcheck-mpi-witness (mpi/README.md "Options"). No MPI here: every rank
// parses the same arguments, so every rank accepts or refuses them alike.
#pragma once

#include <algorithm>
#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "witness_element.hpp"

namespace witness {

// The collectives in the order of the output: the blocking ones, then their non-blocking forms in
// the same order. A rooted one runs for every root.
enum class Coll {
  Reduce, Allreduce, ReduceScatter, ReduceScatterBlock, Scan, Exscan, Bcast, Gather, Scatter,
  Ireduce, Iallreduce, IreduceScatter, IreduceScatterBlock, Iscan, Iexscan, Ibcast, Igather, Iscatter,
};
inline constexpr int blocking_count = 9;
inline constexpr std::array<std::string_view, 2 * blocking_count> coll_names = {
    "reduce", "allreduce", "reduce_scatter", "reduce_scatter_block", "scan", "exscan", "bcast",
    "gather", "scatter",
    "ireduce", "iallreduce", "ireduce_scatter", "ireduce_scatter_block", "iscan", "iexscan",
    "ibcast", "igather", "iscatter"};

inline std::string_view name(Coll c) { return coll_names[static_cast<std::size_t>(c)]; }
// The blocking collective a non-blocking one has the semantics of.
inline Coll blocking(Coll c) {
  int i = static_cast<int>(c);
  return i >= blocking_count ? static_cast<Coll>(i - blocking_count) : c;
}
inline bool nonblocking(Coll c) { return blocking(c) != c; }
// The collectives that move data and call no operator: bcast, gather, scatter.
inline bool moves(Coll c) {
  const Coll b = blocking(c);
  return b == Coll::Bcast || b == Coll::Gather || b == Coll::Scatter;
}
inline bool rooted(Coll c) { return blocking(c) == Coll::Reduce || moves(c); }
inline bool reduces(Coll c) { return !moves(c); }

// The datatypes: the witness element, a strided vector of it, and MPI_BYTE (the collectives that
// move data only: a reduction needs the element's operator).
enum class Layout { Contiguous, Vector, Bytes };
inline std::string_view name(Layout l) {
  return l == Layout::Contiguous ? "contiguous" : l == Layout::Vector ? "vector" : "byte";
}

inline std::string_view name(Planted p) {
  switch (p) {
    case Planted::None: return "none";
    case Planted::Swap: return "swap";
    case Planted::Drop: return "drop";
    case Planted::Repeat: return "repeat";
    case Planted::Root: return "root";
  }
  return "none";
}

// One collective with one operator: its cases come together in the output.
struct Item {
  Coll coll;
  bool commutative;  // the multiset witness (commute = 1), else the interval witness
  auto operator<=>(const Item&) const = default;
};

struct Options {
  // What runs, in the order of the output: the collectives in the order above, each with the
  // non-commutative operator before the commutative one. Default: all, with --op's operator.
  std::vector<Item> items;
  std::optional<std::vector<std::int64_t>> counts;  // default: 1, P-1, P, P+1, 1<<16
  bool commutative = false;              // --op: the operator of a collective named without one
  Planted planted = Planted::None;
  std::vector<Layout> layouts = {Layout::Contiguous, Layout::Vector, Layout::Bytes};
  bool help = false;
};

inline constexpr std::int64_t large_count = std::int64_t{1} << 16;
// The multiset witness keeps the ranks as the bits of one int64.
inline constexpr int max_ranks_commutative = 64;
// The byte datatype tells the ranks' values of one position apart in one byte (witness_case.hpp).
inline constexpr int max_ranks_bytes = 127;

inline const char* usage =
    "usage: mpirun -np P collcheck-mpi-witness [--collectives reduce,allreduce,...|all]\n"
    "         [--counts 1,7,65536] [--op noncommutative|commutative]\n"
    "         (a collective may name its operator: reduce:commutative,reduce:noncommutative)\n"
    "         [--planted none|swap|drop|repeat|root] [--datatypes contiguous,vector,byte]\n"
    "One JSON line per (collective, op, count, root, datatype, in_place) case on rank 0's stdout;\n"
    "exit 0 when the run completed, 2 on a bad option. See mpi/README.md.\n";

struct BadOption : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    std::size_t comma = s.find(',', start);
    out.push_back(s.substr(start, comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

inline std::int64_t parse_count(const std::string& s) {
  std::size_t used = 0;
  long long v = -1;
  try {
    v = std::stoll(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (s.empty() || used != s.size() || v < 0 || v > (std::int64_t{1} << 24))
    throw BadOption("--counts: '" + s + "' is not a count from 0 to 16777216");
  return v;
}

// Throws BadOption with the one line to print.
inline Options parse(int argc, char** argv, int ranks) {
  Options o;
  std::vector<std::string> words = {"all"};  // --collectives, read once --op is known
  auto value = [&](int& i) -> std::string {
    std::string opt = argv[i];
    if (i + 1 >= argc) throw BadOption(opt + " needs a value");
    return argv[++i];
  };
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a == "--collectives") {
      words = split(value(i));
    } else if (a == "--counts") {
      std::vector<std::int64_t> cs;
      for (const std::string& w : split(value(i))) cs.push_back(parse_count(w));
      o.counts = cs;
    } else if (a == "--op") {
      std::string v = value(i);
      if (v != "noncommutative" && v != "commutative")
        throw BadOption("--op: '" + v + "' is neither noncommutative nor commutative");
      o.commutative = v == "commutative";
    } else if (a == "--planted") {
      std::string v = value(i);
      if (v == "none") o.planted = Planted::None;
      else if (v == "swap") o.planted = Planted::Swap;
      else if (v == "drop") o.planted = Planted::Drop;
      else if (v == "repeat") o.planted = Planted::Repeat;
      else if (v == "root") o.planted = Planted::Root;
      else throw BadOption("--planted: '" + v + "' is not one of none, swap, drop, repeat, root");
    } else if (a == "--datatypes") {
      o.layouts.clear();
      for (const std::string& w : split(value(i))) {
        if (w == "contiguous") o.layouts.push_back(Layout::Contiguous);
        else if (w == "vector") o.layouts.push_back(Layout::Vector);
        else if (w == "byte") o.layouts.push_back(Layout::Bytes);
        else throw BadOption("--datatypes: '" + w + "' is not one of contiguous, vector, byte");
      }
    } else {
      throw BadOption("unknown option '" + a + "' (--help lists them)");
    }
  }
  // A word is a collective (or all), with its operator after a colon or --op's.
  for (const std::string& w : words) {
    const std::size_t colon = w.find(':');
    const std::string c = w.substr(0, colon);
    bool commutative = o.commutative;
    if (colon != std::string::npos) {
      const std::string op = w.substr(colon + 1);
      if (op != "noncommutative" && op != "commutative")
        throw BadOption("--collectives: '" + w + "': the operator after ':' is neither noncommutative nor commutative");
      commutative = op == "commutative";
    }
    if (c == "all") {
      for (std::size_t k = 0; k < coll_names.size(); ++k) o.items.push_back({static_cast<Coll>(k), commutative});
      continue;
    }
    auto it = std::find(coll_names.begin(), coll_names.end(), c);
    if (it == coll_names.end()) throw BadOption("--collectives: unknown collective '" + c + "'");
    o.items.push_back({static_cast<Coll>(it - coll_names.begin()), commutative});
  }
  const bool any_commutative =
      std::any_of(o.items.begin(), o.items.end(), [](const Item& x) { return x.commutative; });
  if (any_commutative && o.planted == Planted::Swap)
    throw BadOption("--planted swap needs --op noncommutative: a commutative operator's operands may come in either order");
  if (std::find(o.layouts.begin(), o.layouts.end(), Layout::Bytes) != o.layouts.end() &&
      ranks > max_ranks_bytes)
    throw BadOption("--datatypes byte: the byte witness tells at most 127 ranks apart, not " +
                    std::to_string(ranks) + " (--datatypes contiguous,vector)");
  if (any_commutative && ranks > max_ranks_commutative)
    throw BadOption("--op commutative: the multiset witness holds at most 64 ranks, not " + std::to_string(ranks));
  // Each item and datatype once, in the order of the output.
  std::sort(o.items.begin(), o.items.end());
  o.items.erase(std::unique(o.items.begin(), o.items.end()), o.items.end());
  std::sort(o.layouts.begin(), o.layouts.end());
  o.layouts.erase(std::unique(o.layouts.begin(), o.layouts.end()), o.layouts.end());
  return o;
}

// The counts of a run: the chosen ones or the defaults, ascending, each once.
inline std::vector<std::int64_t> counts_of(const Options& o, int ranks) {
  std::vector<std::int64_t> cs = o.counts ? *o.counts
                                          : std::vector<std::int64_t>{1, ranks - 1, ranks, ranks + 1, large_count};
  std::sort(cs.begin(), cs.end());
  cs.erase(std::unique(cs.begin(), cs.end()), cs.end());
  return cs;
}

}  // namespace witness
