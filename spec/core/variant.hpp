// Algorithm variants, one mechanism for every family: the papers' algorithms, the planted bugs
// that the tests must see refuted, and a user's own (examples/cpp-variant) are all classes
// derived from Variant, registered in the one registry below, and found by family, kind and
// name. `collcheck list --variants` lists the registry; `--variant NAME` runs a family's claims
// on one of them.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace cc {

class Variant {
 public:
  virtual ~Variant() = default;
  virtual std::string family() const = 0;  // "postal", "omega", "logp", "halfduplex", "groupops"
  // Which of the family's algorithms it replaces, e.g. "prefix" (postal), "broadcast" and
  // "summation" (logp).
  virtual std::string kind() const = 0;
  virtual std::string name() const = 0;
  virtual std::string summary() const = 0;
  // A planted bug: shipped so that the tests can show the claims refute it.
  virtual bool planted() const { return false; }
};

// Adds a variant; throws std::invalid_argument if its family already has a variant of that kind
// and name (a second registration never replaces the first).
void register_variant(std::shared_ptr<const Variant> v);
// Every registered variant, in registration order.
std::vector<std::shared_ptr<const Variant>> registered_variants();
// The variant of `family` and `kind` named `name`, or nullptr.
std::shared_ptr<const Variant> find_registered_variant(const std::string& family,
                                                       const std::string& kind,
                                                       const std::string& name);

// A family's typed view of the registry: the variants of one family and kind, as their class T.
template <class T>
std::vector<std::shared_ptr<const T>> variants_of(const std::string& family,
                                                  const std::string& kind) {
  std::vector<std::shared_ptr<const T>> out;
  for (const auto& v : registered_variants())
    if (v->family() == family && v->kind() == kind)
      if (auto t = std::dynamic_pointer_cast<const T>(v)) out.push_back(std::move(t));
  return out;
}

}  // namespace cc
