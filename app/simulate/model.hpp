// A model of `collcheck simulate` described once: its name, family and one-line help, its options
// (each with its help, its kind and range or choices, its default, whether it is required) and
// the functions that check the options together and run the simulation. The option layer
// (app/simulate/layer.cpp) registers, parses, range-checks and documents every model's options from
// these descriptors; a model's file (app/simulate/<model>.cpp) holds its descriptor and what it
// prints. A new model is one such file and its line in app/simulate/models.def.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace cc::app::sim {

struct Values;

enum class Kind {
  integer,  // a decimal integer in [lo, hi]
  choice,   // one of `choices`
  flag,     // given or not, no value
  text,     // any non-empty text the model reads itself (--ring 0,2,3, --tau 0.1, --variant)
  file,  // a file the run writes (--dot, --svg, --emit-schedule), checked writable before it runs
};

// An upper limit tighter than the option's own, and what it is.
struct Limit {
  std::uint64_t hi;
  std::string why;
};

struct Param {
  std::string name;  // the option is --name
  Kind kind = Kind::text;
  std::string help;              // one line
  std::string metavar;           // what the value is, for the help: N, FILE, NODES
  std::uint64_t lo = 0, hi = 0;  // integer: the accepted range
  std::string why_hi;            // integer: what the upper limit is, e.g. "the simulation limit"
  // integer: a tighter limit that depends on the options listed before this one (pram: 2^15 PEs
  // for the reduction and the prefix).
  std::function<std::optional<Limit>(const Values&)> limit;
  // integer: the message for a value above hi (when it is an integer), instead of the range's
  // (postal: how much memory the simulation would need).
  std::function<std::string(const std::string& text, std::uint64_t value)> too_large;
  std::vector<std::string> choices;  // choice
  // choice: the word of the error, "--procedure: unknown procedure 'x' for simulate pram (known:
  // ...)"; without one, "--algorithm must be A or B for simulate postal, got 'x'".
  std::string noun;
  std::optional<std::string> fallback;  // the default, as it would be written
  bool required = false;
  std::vector<std::string> aliases;  // other names of the option (logp: --tree for --preorder)

  static Param make(std::string name, Kind kind, std::string help, std::string metavar) {
    Param p;
    p.name = std::move(name);
    p.kind = kind;
    p.help = std::move(help);
    p.metavar = std::move(metavar);
    return p;
  }
  static Param integer(std::string name, std::string help, std::uint64_t lo, std::uint64_t hi,
                       std::string why_hi = "") {
    return make(std::move(name), Kind::integer, std::move(help), "N").with([&](Param& p) {
      p.lo = lo;
      p.hi = hi;
      p.why_hi = why_hi;
    });
  }
  static Param choice(std::string name, std::string help, std::vector<std::string> choices) {
    return make(std::move(name), Kind::choice, std::move(help), "").with([&](Param& p) {
      p.choices = choices;
    });
  }
  static Param flag(std::string name, std::string help) {
    return make(std::move(name), Kind::flag, std::move(help), "");
  }
  static Param text(std::string name, std::string metavar, std::string help) {
    return make(std::move(name), Kind::text, std::move(help), std::move(metavar));
  }
  static Param file(std::string name, std::string help) {
    return make(std::move(name), Kind::file, std::move(help), "FILE");
  }
  // The common options, with each model's help.
  static Param variant(std::string help) { return text("variant", "NAME", std::move(help)); }
  static Param trace(std::string help) { return flag("trace", std::move(help)); }
  static Param emit_schedule(const std::string& what) {
    return file("emit-schedule",
                "write the run as a schedule document for 'collcheck verify' "
                "(docs/schedule-format.md): " +
                    what);
  }

  // The same option with a default, required, with another name, ...
  Param with_default(std::string v) const {
    return with([&](Param& p) { p.fallback = v; });
  }
  Param needed() const {
    return with([](Param& p) { p.required = true; });
  }
  Param alias(std::string other) const {
    return with([&](Param& p) { p.aliases.push_back(other); });
  }
  Param in_errors_as(std::string noun_) const {
    return with([&](Param& p) { p.noun = noun_; });
  }
  Param limited_by(std::function<std::optional<Limit>(const Values&)> f) const {
    return with([&](Param& p) { p.limit = f; });
  }
  Param too_large_by(std::function<std::string(const std::string&, std::uint64_t)> f) const {
    return with([&](Param& p) { p.too_large = f; });
  }
  template <class F>
  Param with(F change) const {
    Param p = *this;
    change(p);
    return p;
  }
};

// The options of one run, parsed and range-checked by the layer: what the model's check and run
// read.
struct Values {
  std::string model;
  std::string format = "text";  // text | json (every model)
  std::set<std::string> given;  // the options given on the command line (by name, not alias)
  std::map<std::string, std::uint64_t> numbers;  // integer options given or with a default
  std::map<std::string, std::string> texts;  // choice, text, file: given or default; integer: given

  bool json() const { return format == "json"; }
  bool has(const std::string& name) const { return given.count(name) > 0; }
  // An integer option's value (given or its default); std::logic_error if it has none.
  std::uint64_t num(const std::string& name) const;
  // A choice, text or file option's value (given or default), an integer as it was written; empty
  // if it has none.
  const std::string& str(const std::string& name) const;
};

// Where a run prints: stdout, stderr, and the files of its file options.
struct Printer {
  std::ostream& out;
  std::ostream& err;
  const Values& values;
  // Writes `text` to the file given for --name, atomically (checked writable before the run).
  void write(const std::string& name, const std::string& text) const;
};

struct Model {
  std::string name;           // simulate <name>
  std::string family;         // the family whose `models` (checkers/family.cpp) lists it
  std::string help;           // one line
  std::vector<Param> params;  // in the order they are checked and listed
  // What the options must satisfy together, checked after each is parsed and before any file is
  // touched (UsageError); cheap: the command line fuzz target calls it on any input. May be null.
  void (*check)(const Values&) = nullptr;
  // The simulation; the exit code (0, or 1 when the run shows a defect). It may still refuse an
  // input with a UsageError when telling needs the computation (logp's T_B limit).
  int (*run)(const Values&, const Printer&) = nullptr;
};

}  // namespace cc::app::sim
