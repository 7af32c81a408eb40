#include "spec/schedule/document.hpp"

namespace cc::schedule {

namespace {

bool valid_name(const std::string& s) {
  if (s.empty() || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= '0' && s[0] <= '9'))) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

}  // namespace

const std::vector<std::string>& supported_models() {
  static const std::vector<std::string> m = {"postal"};
  return m;
}

const std::vector<Param>* model_params(const std::string& model) {
  // postal: the executor keeps lambda buckets and n counters; the limits keep a run in memory.
  static const std::vector<Param> postal = {
      {"n", 1, 1 << 24}, {"k", 1, std::int64_t{1} << 32}, {"lambda", 1, 1'000'000}};
  if (model == "postal") return &postal;
  return nullptr;
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
  if (model_name.string == "postal") return run_postal(doc, std::move(v));
  for (const char* later : {"hypercube", "logp", "omega", "halfduplex", "pram"})
    if (model_name.string == later)
      throw InputError(model_name.pos, "model \"" + model_name.string +
                                           "\" is not read by this version yet (supported: "
                                           "postal)");
  throw InputError(model_name.pos, "unknown model \"" + model_name.string +
                                       "\" (models: postal, hypercube, logp, omega, halfduplex, "
                                       "pram)");
}

}  // namespace cc::schedule
