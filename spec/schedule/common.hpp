// What every model's schedule reader shares (docs/schedule-format.md, "The document"): register
// names, the collective and its expected results on the witness, per-PE registers, and the
// Fields of a broken rule. Each model's reader (spec/schedule/<model>.cpp) reads its own steps
// and runs them on its own executor in spec/models.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "spec/core/fields.hpp"
#include "spec/schedule/json.hpp"
#include "spec/schedule/witness.hpp"

namespace cc::schedule {

bool valid_register(const std::string& r);
// The register named by `n` (a string [a-z][a-z0-9_]*); InputError otherwise.
std::string reg_of(const Node& n, std::string_view what);
// The PE number given by `n` (an integer; its range is the model's to judge); InputError otherwise.
std::int64_t pe_of(const Node& n, std::string_view what);

struct Collective {
  std::string kind;
  std::int64_t root = 0;
  bool commutative = false;
  std::string result = "c";

  // What PE i's result register must hold at the end (nullopt: nothing asked of PE i) for the
  // four kinds prefix, broadcast, reduce, allreduce on n PEs, and scatter (operand i; gather
  // asks the root's registers <result>0, <result>1, ..., which its model's reader checks).
  std::optional<Value> expected(std::int64_t i, std::int64_t n) const;
  // What PE i's register c holds at the start: operand i, except for broadcast (root only) and
  // scatter (none: the root's registers x0, x1, ... hold the items, set by the model's reader).
  std::optional<Value> initial(std::int64_t i) const;
  // The collective as Verdicts::collective shows it.
  Fields fields() const;

  // Many items per PE (docs/schedule-format.md, "Many items"; postal reads them): "count" m
  // items per PE, and the kinds exscan, allgather, gather, scatter, reduce_scatter, alltoall.
  // Item g of PE i is the operand (i, g). A side of the collective (what a PE holds at the start,
  // what it must hold at the end) with several items keeps item g in register x<g> (inputs) or
  // <result><g> (results); with one item, in c or <result>.
  std::int64_t count = 1;
  bool many_items = false;  // read through the "Many items" rules (count given or a new kind)
  // (register, value) pairs PE i holds at the start, and must hold at the end.
  std::vector<std::pair<std::string, Value>> inputs(std::int64_t i, std::int64_t n) const;
  std::vector<std::pair<std::string, Value>> outputs(std::int64_t i, std::int64_t n) const;
  // The most result items one PE must receive from other PEs (each a message of its own).
  std::int64_t received_items(std::int64_t n) const;
  // The most items one PE must send to other PEs (each a message of its own): the root's
  // (n-1) m blocks of a scatter, and every PE's (n-1) m items for the others in reduce_scatter
  // and alltoall; m otherwise.
  std::int64_t sent_items(std::int64_t n) const;
};

// The kinds with many items that read_collective accepts when a model passes "count" in `extra`.
bool many_item_kind(const std::string& kind);

// Reads doc["collective"] for n PEs; `kinds` are the kinds this model accepts, `model` names
// the model in the error; `extra` are keys the model reads itself (postal: "blocks").
Collective read_collective(const Node& doc, std::int64_t n, const std::vector<std::string>& kinds,
                           const std::string& model, const std::vector<std::string>& extra = {});

// Registers of n PEs, each a small list of named values; a PE with many registers (more than
// kIndexed) also keeps an index of them, so that a document naming 10^5 registers on one PE takes
// linear time, not quadratic. The index is flat: register names are numbered once for the
// document (names_), and a PE's index is an open-addressing table of (name number, position),
// one cache line a lookup where a table of strings per PE cost a miss per node (bench/README.md,
// "verify": 40% of a 2 * 10^6-message run).
class Registers {
 public:
  static constexpr std::size_t kIndexed = 16;
  explicit Registers(std::size_t n) : pe_(n), index_(n) {}
  // Every PE's register c set to Collective::initial.
  static Registers initial(const Collective& c, std::int64_t n);
  const Value* get(std::size_t pe, const std::string& r) const;
  void set(std::size_t pe, const std::string& r, Value v);
  std::size_t size() const { return pe_.size(); }

 private:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  std::uint32_t number(const std::string& r) const;  // kNone: a name no PE holds
  std::uint32_t intern(const std::string& r);
  // The position of register `id` in pe_[pe] (an indexed PE), or kNone.
  std::uint32_t find(std::size_t pe, std::uint32_t id) const;
  void insert(std::size_t pe, std::uint32_t id, std::uint32_t position);

  std::vector<std::vector<std::pair<std::string, Value>>> pe_;
  // For the PEs with more than kIndexed registers: slots (id + 1) << 32 | position, 0 empty,
  // a power of two at least twice the PE's registers.
  std::vector<std::vector<std::uint64_t>> index_;
  std::unordered_map<std::string, std::uint32_t> names_;
};

// The first PE whose result register does not hold Collective::expected: PE, register, holds,
// expected. nullopt when every PE is right. (A collective with many_items: Collective::outputs.)
std::optional<Fields> first_wrong_result(const Registers& regs, const Collective& c,
                                         std::int64_t n);

// A broken rule at a step: {step, PE, rule, detail}. `unit` names the first field ("step" or
// "time").
Fields broken(std::int64_t step, std::int64_t pe, const std::string& rule,
              const std::string& detail, const std::string& unit = "step");

// Combines the registers `args` of PE `pe` in order (one argument is a copy); on an empty
// register returns nullopt and sets `missing` to its name.
std::optional<Value> combine_registers(const Registers& regs, std::size_t pe,
                                       const std::vector<std::string>& args, std::string& missing);

}  // namespace cc::schedule
