#include "spec/schedule/common.hpp"

#include <algorithm>

namespace cc::schedule {

using Type = Node::Type;

bool valid_register(const std::string& r) {
  if (r.empty() || r[0] < 'a' || r[0] > 'z') return false;
  for (char c : r)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

std::string reg_of(const Node& n, std::string_view what) {
  const Node& r = expect(n, Type::string, what);
  if (!valid_register(r.string))
    throw InputError(r.pos,
                     std::string(what) + " must be a register name [a-z][a-z0-9_]*, got \"" + r.string + "\"");
  return r.string;
}

std::int64_t pe_of(const Node& n, std::string_view what) {
  return expect(n, Type::integer, what).integer;
}

std::optional<Value> Collective::expected(std::int64_t i, std::int64_t n) const {
  if (kind == "prefix") return Value::range(0, i, commutative);
  if (kind == "broadcast") return Value::operand(root, commutative);
  if (kind == "scatter") return Value::operand(i, commutative);
  if (kind == "gather") return std::nullopt;  // the root's registers <result>0.., not one
  if (kind == "allreduce" || (kind == "reduce" && i == root))
    return Value::range(0, n - 1, commutative);
  return std::nullopt;
}

std::optional<Value> Collective::initial(std::int64_t i) const {
  if ((kind == "broadcast" && i != root) || kind == "scatter") return std::nullopt;
  return Value::operand(i, commutative);
}

Fields Collective::fields() const {
  Fields f{{"kind", kind}, {"result", result}};
  if (kind == "broadcast" || kind == "reduce" || kind == "scatter" || kind == "gather")
    f.push_back({"root", root});
  if (commutative) f.push_back({"commutative", std::string("true")});
  if (many_items) f.push_back({"count", count});
  return f;
}

bool many_item_kind(const std::string& kind) {
  return kind == "exscan" || kind == "allgather" || kind == "gather" || kind == "scatter" ||
         kind == "reduce_scatter" || kind == "alltoall";
}

namespace {

// How many items a PE holds at the start (of the root: the most) and must hold at the end.
std::int64_t input_items(const Collective& c, std::int64_t n) {
  const std::string& k = c.kind;
  return k == "scatter" || k == "reduce_scatter" || k == "alltoall" ? n * c.count : c.count;
}
std::int64_t output_items(const Collective& c, std::int64_t n) {
  const std::string& k = c.kind;
  return k == "allgather" || k == "gather" || k == "alltoall" ? n * c.count : c.count;
}
// Whether values name their item: more than one item index anywhere.
bool names_items(const Collective& c, std::int64_t n) {
  return input_items(c, n) > 1 || c.count > 1;
}

}  // namespace

std::vector<std::pair<std::string, Value>> Collective::inputs(std::int64_t i, std::int64_t n) const {
  std::vector<std::pair<std::string, Value>> out;
  if (((kind == "broadcast" || kind == "scatter") && i != root)) return out;
  const std::int64_t items = input_items(*this, n);
  const bool named = names_items(*this, n);
  for (std::int64_t g = 0; g < items; ++g) {
    Value v = Value::operand(i, commutative);
    out.emplace_back(items > 1 ? "x" + std::to_string(g) : std::string("c"), named ? v.of_item(g) : v);
  }
  return out;
}

std::vector<std::pair<std::string, Value>> Collective::outputs(std::int64_t i, std::int64_t n) const {
  std::vector<std::pair<std::string, Value>> out;
  const std::int64_t m = count, items = output_items(*this, n);
  const bool named = names_items(*this, n);
  const auto reg = [&](std::int64_t t) { return items > 1 ? result + std::to_string(t) : result; };
  const auto put = [&](std::int64_t t, Value v, std::int64_t item) {
    out.emplace_back(reg(t), named ? v.of_item(item) : v);
  };
  for (std::int64_t t = 0; t < items; ++t) {
    if (kind == "prefix") put(t, Value::range(0, i, commutative), t);
    else if (kind == "exscan" && i > 0) put(t, Value::range(0, i - 1, commutative), t);
    else if (kind == "broadcast") put(t, Value::operand(root, commutative), t);
    else if (kind == "allreduce" || (kind == "reduce" && i == root)) put(t, Value::range(0, n - 1, commutative), t);
    else if (kind == "allgather" || (kind == "gather" && i == root)) put(t, Value::operand(t / m, commutative), t % m);
    else if (kind == "scatter") put(t, Value::operand(root, commutative), i * m + t);
    else if (kind == "reduce_scatter") put(t, Value::range(0, n - 1, commutative), i * m + t);
    else if (kind == "alltoall") put(t, Value::operand(t / m, commutative), i * m + t % m);
  }
  return out;
}

std::int64_t Collective::received_items(std::int64_t n) const {
  if (n < 2) return 0;
  if (kind == "allgather" || kind == "gather" || kind == "alltoall") return (n - 1) * count;
  return count;  // every other kind: each of a PE's m result items needs another PE's operand
}

std::int64_t Collective::sent_items(std::int64_t n) const {
  if (n < 2) return 0;
  // A value holds one item, so each item that must leave a PE leaves in a message of its own:
  // the scatter root's items for the n - 1 others; in reduce_scatter every PE's operands of the
  // n - 1 blocks that end elsewhere (combined or not, each item at least once); in alltoall
  // every PE's blocks for the others.
  if (kind == "scatter" || kind == "reduce_scatter" || kind == "alltoall") return (n - 1) * count;
  return count;  // every other kind: m items of some PE (the root's, PE 0's) must leave it
}

Collective read_collective(const Node& doc, std::int64_t n, const std::vector<std::string>& kinds,
                           const std::string& model, const std::vector<std::string>& extra) {
  const Node& c = expect(member(doc, "collective"), Type::object, "\"collective\"");
  std::vector<std::string> keys = {"kind", "root", "commutative", "result"};
  keys.insert(keys.end(), extra.begin(), extra.end());
  only_keys(c, keys, "\"collective\"");
  Collective out;
  const Node& kind = expect(member(c, "kind"), Type::string, "the collective's \"kind\"");
  out.kind = kind.string;
  bool known = false;
  std::string list;
  for (const auto& k : kinds) {
    known = known || k == out.kind;
    list += (list.empty() ? "" : ", ") + k;
  }
  if (!known)
    throw InputError(kind.pos, "collective \"" + out.kind + "\" is not one of the " + model +
                                   " model's: " + list);
  if (const Node* r = c.find("root")) {
    if (out.kind != "broadcast" && out.kind != "reduce" && out.kind != "scatter" &&
        out.kind != "gather")
      throw InputError(r->pos, "\"root\" applies to broadcast, reduce, scatter and gather only");
    out.root = integer_in(*r, 0, n - 1, "\"root\"");
  }
  if (const Node* x = c.find("commutative"))
    out.commutative = expect(*x, Type::boolean, "\"commutative\"").boolean;
  if (const Node* x = c.find("result")) out.result = reg_of(*x, "\"result\"");
  const bool takes_count = std::find(extra.begin(), extra.end(), "count") != extra.end();
  if (const Node* x = c.find("count")) {
    // (a PE's registers are kept by name: 2^20 items per PE, 2^24 in all, are this version's)
    out.count = integer_in(*x, 1, std::int64_t{1} << 20, "\"count\"");
    out.many_items = true;
  }
  if (takes_count && many_item_kind(out.kind)) out.many_items = true;
  if (out.many_items) {
    const bool n_fold = out.kind == "scatter" || out.kind == "reduce_scatter" ||
                        out.kind == "alltoall" || out.kind == "allgather" || out.kind == "gather";
    if ((n_fold ? n : 1) * out.count * n > (std::int64_t{1} << 24))
      throw InputError(c.pos, "the collective's items (count " + std::to_string(out.count) +
                                  " on " + std::to_string(n) +
                                  " PEs) are more than this version keeps: 2^24 registers in all");
  }
  return out;
}

Registers Registers::initial(const Collective& c, std::int64_t n) {
  Registers regs(static_cast<std::size_t>(n));
  if (c.many_items) {
    for (std::int64_t i = 0; i < n; ++i)
      for (auto& [reg, v] : c.inputs(i, n)) regs.set(static_cast<std::size_t>(i), reg, std::move(v));
    return regs;
  }
  for (std::int64_t i = 0; i < n; ++i)
    if (auto v = c.initial(i)) regs.set(static_cast<std::size_t>(i), "c", std::move(*v));
  return regs;
}

std::uint32_t Registers::number(const std::string& r) const {
  const auto it = names_.find(r);
  return it == names_.end() ? kNone : it->second;
}

std::uint32_t Registers::intern(const std::string& r) {
  const auto [it, added] = names_.emplace(r, static_cast<std::uint32_t>(names_.size()));
  if (added && names_.size() >= kNone) throw std::length_error("more than 2^32 - 1 register names");
  return it->second;
}

namespace {
std::size_t slot_of(std::uint32_t id, std::size_t mask) {
  return static_cast<std::size_t>((static_cast<std::uint64_t>(id) * 0x9E3779B97F4A7C15ull) >> 20) & mask;
}
}  // namespace

std::uint32_t Registers::find(std::size_t pe, std::uint32_t id) const {
  const auto& t = index_[pe];
  const std::size_t mask = t.size() - 1;
  const std::uint64_t key = static_cast<std::uint64_t>(id) + 1;
  for (std::size_t h = slot_of(id, mask);; h = (h + 1) & mask) {
    const std::uint64_t e = t[h];
    if (e == 0) return kNone;
    if ((e >> 32) == key) return static_cast<std::uint32_t>(e);
  }
}

void Registers::insert(std::size_t pe, std::uint32_t id, std::uint32_t position) {
  auto& t = index_[pe];
  if (2 * (pe_[pe].size() + 1) > t.size()) {
    // Grow (or build, the PE's first time past kIndexed) from the PE's registers.
    std::vector<std::uint64_t> bigger(std::max<std::size_t>(64, 4 * t.size()), 0);
    t.swap(bigger);
    const auto& regs = pe_[pe];
    for (std::size_t i = 0; i < regs.size(); ++i)
      if (i != position) insert(pe, number(regs[i].first), static_cast<std::uint32_t>(i));
  }
  const std::size_t mask = t.size() - 1;
  std::size_t h = slot_of(id, mask);
  while (t[h] != 0) h = (h + 1) & mask;
  t[h] = (static_cast<std::uint64_t>(id) + 1) << 32 | position;
}

const Value* Registers::get(std::size_t pe, const std::string& r) const {
  const auto& regs = pe_[pe];
  if (regs.size() > kIndexed) {
    const std::uint32_t id = number(r);
    if (id == kNone) return nullptr;
    const std::uint32_t at = find(pe, id);
    return at == kNone ? nullptr : &regs[at].second;
  }
  for (const auto& [k, v] : regs)
    if (k == r) return &v;
  return nullptr;
}

void Registers::set(std::size_t pe, const std::string& r, Value v) {
  auto& regs = pe_[pe];
  const std::uint32_t id = intern(r);
  if (regs.size() > kIndexed) {
    const std::uint32_t at = find(pe, id);
    if (at != kNone) {
      regs[at].second = std::move(v);
      return;
    }
    regs.emplace_back(r, std::move(v));
    insert(pe, id, static_cast<std::uint32_t>(regs.size() - 1));
    return;
  }
  for (auto& [k, x] : regs)
    if (k == r) {
      x = std::move(v);
      return;
    }
  regs.emplace_back(r, std::move(v));
  if (regs.size() > kIndexed) {
    // Past kIndexed: the PE's index, built from all its registers.
    index_[pe].clear();
    insert(pe, id, static_cast<std::uint32_t>(regs.size() - 1));
  }
}

std::optional<Fields> first_wrong_result(const Registers& regs, const Collective& c,
                                         std::int64_t n) {
  if (c.many_items) {
    for (std::int64_t i = 0; i < n; ++i)
      for (const auto& [reg, want] : c.outputs(i, n)) {
        const Value* got = regs.get(static_cast<std::size_t>(i), reg);
        if (!got || !(*got == want))
          return Fields{{"PE", i},
                        {"register", reg},
                        {"holds", got ? to_string(*got) : std::string("no value")},
                        {"expected", to_string(want)}};
      }
    return std::nullopt;
  }
  for (std::int64_t i = 0; i < n; ++i) {
    const std::optional<Value> want = c.expected(i, n);
    if (!want) continue;
    const Value* got = regs.get(static_cast<std::size_t>(i), c.result);
    if (!got || !(*got == *want))
      return Fields{{"PE", i},
                    {"register", c.result},
                    {"holds", got ? to_string(*got) : std::string("no value")},
                    {"expected", to_string(*want)}};
  }
  return std::nullopt;
}

Fields broken(std::int64_t step, std::int64_t pe, const std::string& rule,
              const std::string& detail, const std::string& unit) {
  return Fields{{unit, step}, {"PE", pe}, {"rule", rule}, {"detail", detail}};
}

std::optional<Value> combine_registers(const Registers& regs, std::size_t pe,
                                       const std::vector<std::string>& args, std::string& missing) {
  std::optional<Value> acc;
  for (const auto& a : args) {
    const Value* x = regs.get(pe, a);
    if (!x) {
      missing = a;
      return std::nullopt;
    }
    acc = acc ? combine(*acc, *x) : *x;
  }
  return acc;
}

}  // namespace cc::schedule
