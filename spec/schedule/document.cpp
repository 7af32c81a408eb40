#include "spec/schedule/document.hpp"

namespace cc::schedule {

namespace {

bool valid_name(const std::string& s) {
  if (s.empty() || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= '0' && s[0] <= '9'))) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

// One entry per model: its name, parameters (in the papers' order, with the ranges a document
// may use) and reader. A model's reader lives in spec/schedule/<model>.cpp.
struct ModelEntry {
  std::string name;
  std::vector<Param> params;
  Verdicts (*run)(const Node& doc, Verdicts v);
};

const std::vector<ModelEntry>& models() {
  static const std::vector<ModelEntry> m = {
      // postal: the executor keeps lambda buckets and n counters; the limits keep a run in memory.
      {"postal",
       {{"n", 1, 1 << 24}, {"k", 1, std::int64_t{1} << 32}, {"lambda", 1, 1'000'000}},
       run_postal},
      // hypercube, pram (EREW): the executors keep every register and cell of every PE.
      {"hypercube", {{"N", 1, 1 << 20}}, run_hypercube},
      {"pram", {{"N", 1, 1 << 20}}, run_pram},
  };
  return m;
}

const ModelEntry* find_model(const std::string& name) {
  for (const auto& e : models())
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace

const std::vector<std::string>& supported_models() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& e : models()) out.push_back(e.name);
    return out;
  }();
  return names;
}

const std::vector<Param>* model_params(const std::string& model) {
  const ModelEntry* e = find_model(model);
  return e ? &e->params : nullptr;
}

Verdicts run_document(const Node& doc) {
  expect(doc, Node::Type::object, "a schedule document");
  const Node& format = expect(member(doc, "format"), Node::Type::string, "\"format\"");
  if (format.string != "collcheck-schedule/1")
    throw InputError(format.pos,
                     "\"format\" must be \"collcheck-schedule/1\", got \"" + format.string + "\"");
  const Node& name = expect(member(doc, "name"), Node::Type::string, "\"name\"");
  if (!valid_name(name.string))
    throw InputError(name.pos,
                     "\"name\" must match [a-z0-9][a-z0-9-]*, got \"" + name.string + "\"");
  const Node& model = expect(member(doc, "model"), Node::Type::object, "\"model\"");
  const Node& model_name =
      expect(member(model, "name"), Node::Type::string, "the model's \"name\"");
  Verdicts v;
  v.name = name.string;
  if (const ModelEntry* e = find_model(model_name.string)) return e->run(doc, std::move(v));
  std::string known;
  for (const auto& m : supported_models()) known += (known.empty() ? "" : ", ") + m;
  throw InputError(model_name.pos, "unknown model \"" + model_name.string +
                                       "\" (models read by this version: " + known + ")");
}

}  // namespace cc::schedule
