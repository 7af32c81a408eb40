// The option layer of `collcheck simulate` (app/simulate/layer.hpp): one place parses, checks and
// documents the options of every model from its descriptor (app/simulate/model.hpp), and runs
// it: the model, its options one by one in the descriptor's order, the model's own check, the
// files it will write, then the run.
#include "app/simulate/layer.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "app/commands.hpp"
#include "app/options.hpp"
#include "checkers/family.hpp"
#include "spec/core/usage_error.hpp"

namespace cc::app::sim {

namespace {

// "a, b, c"; with last = " or ": "a, b or c".
std::string join(const std::vector<std::string>& items, const char* last = ", ") {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i)
    s += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return s;
}

// "a|b|c".
std::string joined(const std::vector<std::string>& items, const std::string& sep) {
  std::string s;
  for (const auto& x : items) s += (s.empty() ? "" : sep) + x;
  return s;
}

std::string metavar(const Param& p) {
  return p.kind == Kind::choice ? joined(p.choices, "|") : p.metavar;
}

// The help of one option of one model: what it is, its range, its default, whether required.
std::string describe(const Param& p) {
  std::string s = p.help;
  if (p.kind == Kind::integer)
    s += "; " + std::to_string(p.lo) + ".." + std::to_string(p.hi) +
         (p.why_hi.empty() ? "" : " (" + p.why_hi + ")");
  if (p.fallback) s += "; default " + *p.fallback;
  if (p.required) s += "; required";
  if (!p.aliases.empty()) s += "; also --" + joined(p.aliases, ", --");
  return s;
}

const Param* param_named(const Model& m, const std::string& name) {
  for (const auto& p : m.params) {
    if (p.name == name) return &p;
    for (const auto& a : p.aliases)
      if (a == name) return &p;
  }
  return nullptr;
}

std::string options_taken(const Model& m) {
  std::vector<std::string> names;
  for (const auto& p : m.params) names.push_back("--" + p.name);
  names.push_back("--format");
  return join(names);
}

std::uint64_t parse_integer(const Param& p, const std::string& text, const Values& so_far) {
  NumericOption opt{p.name, p.help, p.lo, p.hi, p.why_hi};
  if (p.limit)
    if (const auto l = p.limit(so_far)) {
      opt.hi = l->hi;
      opt.why_hi = l->why;
    }
  if (p.too_large) {
    std::optional<std::uint64_t> v;
    try {
      v = parse_uint({p.name, "", 0, ~std::uint64_t{0}, ""}, text);
    } catch (const UsageError&) {
    }
    if (v && *v > opt.hi) throw UsageError(p.too_large(text, *v));
  }
  return parse_uint(opt, text);
}

void parse_one(const Model& m, const Param& p, const std::string& spelled,
               const std::optional<std::string>& value, Values& v) {
  if (p.kind == Kind::flag) {
    if (value && !value->empty())
      throw UsageError("--" + spelled + " takes no value for simulate " + m.name + ", got '" +
                       *value + "'");
    v.given.insert(p.name);
    return;
  }
  if (!value) throw UsageError("--" + spelled + " needs a value for simulate " + m.name);
  if (value->empty()) throw UsageError("--" + spelled + ": the value is empty");
  const std::string& text = *value;
  if (p.kind == Kind::integer) {
    v.numbers[p.name] = parse_integer(p, text, v);
  } else if (p.kind == Kind::choice) {
    bool known = false;
    for (const auto& c : p.choices) known = known || c == text;
    if (!known)
      throw UsageError(p.noun.empty()
                           ? "--" + p.name + " must be " + join(p.choices, " or ") +
                                 " for simulate " + m.name + ", got '" + text + "'"
                           : "--" + p.name + ": unknown " + p.noun + " '" + text +
                                 "' for simulate " + m.name + " (known: " + join(p.choices) + ")");
  }
  v.texts[p.name] = text;
  v.given.insert(p.name);
}

}  // namespace

std::uint64_t Values::num(const std::string& name) const {
  const auto it = numbers.find(name);
  if (it == numbers.end())
    throw std::logic_error("simulate " + model + ": --" + name + " has no value");
  return it->second;
}

const std::string& Values::str(const std::string& name) const {
  static const std::string none;
  const auto it = texts.find(name);
  return it == texts.end() ? none : it->second;
}

void Printer::write(const std::string& name, const std::string& text) const {
  write_file(values.str(name), text, "--" + name);
}

const Model* find_model(const std::string& name) {
  for (const Model* m : models())
    if (m->name == name) return m;
  return nullptr;
}

const Model& model_for(const std::string& name) {
  std::string known;
  for (const Family& f : families())
    for (const auto& model : f.models) {
      known += (known.empty() ? "" : ", ") + model;
      if (model != name) continue;
      const Model* m = find_model(model);
      if (!m)
        throw std::logic_error("family " + f.name + " lists model " + model +
                               " that app/simulate/models.def does not describe");
      if (m->family != f.name)
        throw std::logic_error("simulate " + model + " is described as a model of " + m->family +
                               ", but family " + f.name + " lists it");
      return *m;
    }
  throw UsageError("simulate: unknown model '" + name + "' (known: " + known + ")");
}

Values parse(const Model& m, const std::string& format,
             const std::map<std::string, std::optional<std::string>>& given) {
  Values v;
  v.model = m.name;
  v.format = format;
  for (const auto& [name, _] : given)
    if (!param_named(m, name))
      throw UsageError("simulate " + m.name + " does not take --" + name + " (it takes " +
                       options_taken(m) + ")");
  for (const Param& p : m.params) {
    bool seen = false;
    for (const auto& [name, value] : given)
      if (param_named(m, name) == &p) {
        parse_one(m, p, name, value, v);
        seen = true;
      }
    if (seen) continue;
    if (p.required)
      throw UsageError("simulate " + m.name + " needs --" + p.name + " (" +
                       (p.kind == Kind::choice ? "one of: " + join(p.choices) : p.help) + ")");
    if (!p.fallback) continue;
    if (p.kind == Kind::integer)
      v.numbers[p.name] = parse_uint({p.name, "", 0, ~std::uint64_t{0}, ""}, *p.fallback);
    else
      v.texts[p.name] = *p.fallback;
  }
  if (m.check) m.check(v);
  return v;
}

std::vector<CliOption> cli_options() {
  // Each option once, in the order the models list them; its help names the models that take it,
  // grouped by what it means there, after what all its helps begin with ("write the run ...: ").
  struct Entry {
    CliOption option;
    std::vector<std::string> choices;
    std::vector<std::pair<std::string, std::vector<std::string>>> helps;  // help -> models
  };
  std::vector<Entry> entries;
  for (const Model* m : models())
    for (const Param& p : m->params) {
      std::vector<std::string> names{p.name};
      names.insert(names.end(), p.aliases.begin(), p.aliases.end());
      for (const std::string& name : names) {
        const auto arity = p.kind == Kind::flag ? CliOption::Arity::none : CliOption::Arity::value;
        Entry* e = nullptr;
        for (auto& x : entries)
          if (x.option.name == name) e = &x;
        if (!e) e = &entries.emplace_back(Entry{{name, metavar(p), "", arity}, {}, {}});
        if (e->option.arity != arity) e->option.arity = CliOption::Arity::optional;
        for (const auto& c : p.choices)
          if (std::find(e->choices.begin(), e->choices.end(), c) == e->choices.end())
            e->choices.push_back(c);
        const std::string help = name == p.name ? p.help : "the same as --" + p.name;
        auto it = std::find_if(e->helps.begin(), e->helps.end(),
                               [&](const auto& h) { return h.first == help; });
        if (it == e->helps.end()) it = e->helps.insert(it, {help, {}});
        it->second.push_back(m->name);
      }
    }
  std::vector<CliOption> out;
  for (Entry& e : entries) {
    if (!e.choices.empty()) e.option.metavar = joined(e.choices, "|");
    std::size_t common = e.helps.size() > 1 ? e.helps[0].first.size() : 0;
    for (const auto& [help, _] : e.helps)
      common = std::min(
          common, static_cast<std::size_t>(
                      std::mismatch(help.begin(), help.end(), e.helps[0].first.begin()).first -
                      help.begin()));
    const std::size_t cut = e.helps[0].first.rfind(": ", common);
    const std::size_t skip = common > 0 && cut != std::string::npos ? cut + 2 : 0;
    std::string& text = e.option.help;
    if (skip) text = e.helps[0].first.substr(0, skip);
    for (std::size_t i = 0; i < e.helps.size(); ++i)
      text += (i ? "; " : "") + join(e.helps[i].second) + ": " + e.helps[i].first.substr(skip);
    out.push_back(e.option);
  }
  out.push_back({"format", "text|json", "every model: text | json (one JSON object)",
                 CliOption::Arity::value});
  return out;
}

std::string model_names() {
  std::vector<std::string> names;
  for (const Model* m : models()) names.push_back(m->name);
  return joined(names, " | ");
}

std::string model_help(const Model& m) {
  std::ostringstream os;
  os << "collcheck simulate " << m.name << ": " << m.help << "\n\nOptions:\n";
  auto line = [&](const std::string& left, const std::string& text) {
    os << "  " << left;
    if (left.size() < 26)
      os << std::string(26 - left.size(), ' ');
    else
      os << "\n  " << std::string(26, ' ');
    os << text << "\n";
  };
  for (const Param& p : m.params) {
    const std::string var = metavar(p);
    line("--" + p.name + (var.empty() ? "" : " " + var), describe(p));
  }
  line("--format text|json", "text, or one JSON object; default text");
  line("-h,--help", "print this help");
  return os.str();
}

}  // namespace cc::app::sim

namespace cc::app {

void check_simulate(const SimulateArgs& a) {
  require_format(a.format);
  (void)sim::parse(sim::model_for(a.model), a.format, a.given);
}

int cmd_simulate(const SimulateArgs& a) {
  require_format(a.format);
  const sim::Model& m = sim::model_for(a.model);
  const sim::Values v = sim::parse(m, a.format, a.given);
  std::vector<OutputFile> files;
  for (const sim::Param& p : m.params)
    if (p.kind == sim::Kind::file && v.has(p.name)) files.push_back({"--" + p.name, v.str(p.name)});
  check_outputs(files, {});
  for (const OutputFile& f : files) require_writable(f.option, f.path);
  return m.run(v, sim::Printer{std::cout, std::cerr, v});
}

}  // namespace cc::app
