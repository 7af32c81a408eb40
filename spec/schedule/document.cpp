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
  // A model reads either the whole document (run), or its "steps" one at a time (stream; the
  // whole document is then run through the same runner).
  Verdicts (*run)(const Node& doc, Verdicts v);
  std::unique_ptr<StepRunner> (*stream)(const Node& header, Verdicts v) = nullptr;
};

const std::vector<ModelEntry>& models() {
  static const std::vector<ModelEntry> m = {
      // postal: the executor keeps lambda buckets and n counters, and the reader every PE's
      // registers (about 130 bytes a PE with one value: 2^24 PEs took 2 GB and 13 s, so this
      // version reads n <= 2^22, docs/schedule-format.md); the limits keep a run in memory.
      {"postal",
       {{"n", 1, 1 << 22}, {"k", 1, std::int64_t{1} << 32}, {"lambda", 1, 1'000'000}},
       nullptr,
       postal_runner},
      // omega: nodes are JSON integers (signed 64-bit), so N = 2^L <= 2^63; the executor keeps a
      // few words per path, nothing per node.
      {"omega", {{"L", 1, 63}}, run_omega},
      // logp: P programs in memory; the bound's f_T takes O(T), T < (L + 2o + g) log2(4P). G,
      // optional, makes it LogGP (messages of several items; spec/models/logp.hpp).
      {"logp",
       {{"P", 1, 1 << 20},
        {"L", 1, 1 << 20},
        {"o", 0, 1 << 20},
        {"g", 1, 1 << 20},
        {"G", 0, 1 << 20, true}},
       run_logp},
      // halfduplex (Lin and Hung): n operands on p PEs, as simulate halfduplex takes them; the
      // machine keeps a few words per PE and about 200 bytes per register with a value.
      {"halfduplex", {{"n", 1, 1 << 22}, {"p", 1, 1 << 20}}, nullptr, halfduplex_runner},
      // hypercube, pram (EREW): the executors keep every register and cell of every PE.
      {"hypercube", {{"N", 1, 1 << 20}}, nullptr, hypercube_runner},
      {"pram", {{"N", 1, 1 << 20}}, nullptr, pram_runner},
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

namespace {

// Checks format, name and the model's name; the model's entry, with v.name set.
const ModelEntry& read_header(const Node& doc, Verdicts& v) {
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
  v.name = name.string;
  if (const ModelEntry* e = find_model(model_name.string)) return *e;
  std::string known;
  for (const auto& m : supported_models()) known += (known.empty() ? "" : ", ") + m;
  throw InputError(model_name.pos, "unknown model \"" + model_name.string +
                                       "\" (models read by this version: " + known + ")");
}

}  // namespace

std::vector<std::int64_t> read_model(const Node& doc, const std::string& model, Verdicts& v) {
  const Node& node = member(doc, "model");
  const auto& params = *model_params(model);
  std::vector<std::string> keys = {"name"};
  for (const auto& p : params) keys.push_back(p.name);
  only_keys(node, keys, "the " + model + " model");
  std::vector<std::int64_t> values;
  v.point = {{"model", model}};
  for (const auto& p : params) {
    if (p.optional && !node.find(p.name)) {
      values.push_back(-1);  // left out
      continue;
    }
    values.push_back(integer_in(member(node, p.name), p.lo, p.hi, p.name));
    v.point.push_back({p.name, values.back()});
  }
  return values;
}

void Verdicts::add_event(Event e) {
  if (!record || !not_drawn.empty()) return;
  if (e.sent < 0 || e.received < 0 || e.received > static_cast<std::int64_t>(kMaxDrawn)) {
    events.clear();
    not_drawn = "an event at step (or time) " + std::to_string(e.sent < 0 ? e.sent : e.received) +
                ", outside 0.." + std::to_string(kMaxDrawn) + ": not drawn";
    return;
  }
  if (events.size() >= kMaxDrawn) {
    events.clear();
    not_drawn = "more than " + std::to_string(kMaxDrawn) + " messages and ops: not drawn";
    return;
  }
  events.push_back(std::move(e));
}

Verdicts run_document(const Node& doc, bool record) {
  Verdicts v;
  v.record = record;
  const ModelEntry& e = read_header(doc, v);
  if (e.run) return e.run(doc, std::move(v));
  auto runner = e.stream(doc, std::move(v));
  for (const Node& s : expect(member(doc, "steps"), Node::Type::array, "\"steps\"").array)
    runner->step(s);
  return runner->finish(doc);
}

Verdicts run_document_text(const std::string& text, bool record) {
  std::unique_ptr<StepRunner> runner;
  std::vector<Node> held;  // steps read before the header was complete, or for a model that
                           // does not stream
  bool holding = false;
  Node doc = parse_json_streaming(text, "steps", [&](const Node& so_far, Node&& step) {
    if (!runner && !holding) {
      holding = true;
      if (so_far.find("format") && so_far.find("name") && so_far.find("model") &&
          so_far.find("collective")) {
        Verdicts v;
        v.record = record;
        const ModelEntry& e = read_header(so_far, v);
        if (e.stream) {
          runner = e.stream(so_far, std::move(v));
          holding = false;
        }
      }
    }
    if (runner) {
      runner->step(step);
      return false;
    }
    held.push_back(std::move(step));
    return true;
  });
  if (runner && runner->needs_whole(doc)) return run_document(parse_json(text), record);
  if (runner) {
    Verdicts v;
    read_header(doc, v);
    return runner->finish(doc);
  }
  for (auto& [key, value] : doc.object)
    if (key == "steps" && value.is(Node::Type::array) && value.array.empty())
      value.array = std::move(held);
  return run_document(doc, record);
}

}  // namespace cc::schedule
