#include "spec/schedule/common.hpp"

namespace cc::schedule {

using Type = Node::Type;

bool valid_register(const std::string& r) {
  if (r.empty() || r[0] < 'a' || r[0] > 'z') return false;
  for (char c : r)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

std::string reg_of(const Node& n, const std::string& what) {
  const Node& r = expect(n, Type::string, what);
  if (!valid_register(r.string))
    throw InputError(r.pos,
                     what + " must be a register name [a-z][a-z0-9_]*, got \"" + r.string + "\"");
  return r.string;
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
  return f;
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
  return out;
}

Registers Registers::initial(const Collective& c, std::int64_t n) {
  Registers regs(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i)
    if (auto v = c.initial(i)) regs.set(static_cast<std::size_t>(i), "c", std::move(*v));
  return regs;
}

const Value* Registers::get(std::size_t pe, const std::string& r) const {
  const auto& regs = pe_[pe];
  if (regs.size() > kIndexed) {
    const auto& index = index_.at(pe);
    const auto it = index.find(r);
    return it == index.end() ? nullptr : &regs[it->second].second;
  }
  for (const auto& [k, v] : regs)
    if (k == r) return &v;
  return nullptr;
}

void Registers::set(std::size_t pe, const std::string& r, Value v) {
  auto& regs = pe_[pe];
  if (regs.size() > kIndexed) {
    auto& index = index_.at(pe);
    const auto [it, added] = index.emplace(r, regs.size());
    if (added)
      regs.emplace_back(r, std::move(v));
    else
      regs[it->second].second = std::move(v);
    return;
  }
  for (auto& [k, x] : regs)
    if (k == r) {
      x = std::move(v);
      return;
    }
  regs.emplace_back(r, std::move(v));
  if (regs.size() > kIndexed) {
    auto& index = index_[pe];
    for (std::size_t i = 0; i < regs.size(); ++i) index.emplace(regs[i].first, i);
  }
}

std::optional<Fields> first_wrong_result(const Registers& regs, const Collective& c,
                                         std::int64_t n) {
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
