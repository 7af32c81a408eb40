#include "spec/core/variant.hpp"

#include <mutex>
#include <stdexcept>

namespace cc {

namespace {

std::mutex& registry_mutex() {
  static std::mutex m;
  return m;
}

std::vector<std::shared_ptr<const Variant>>& registry() {
  static std::vector<std::shared_ptr<const Variant>> r;
  return r;
}

}  // namespace

void register_variant(std::shared_ptr<const Variant> v) {
  if (!v) throw std::invalid_argument("register_variant: null variant");
  std::lock_guard lock(registry_mutex());
  for (const auto& x : registry())
    if (x->family() == v->family() && x->kind() == v->kind() && x->name() == v->name())
      throw std::invalid_argument("register_variant: the " + v->family() + " " + v->kind() +
                                  " variant '" + v->name() + "' is registered twice");
  registry().push_back(std::move(v));
}

std::vector<std::shared_ptr<const Variant>> registered_variants() {
  std::lock_guard lock(registry_mutex());
  return registry();
}

std::shared_ptr<const Variant> find_registered_variant(const std::string& family,
                                                       const std::string& kind,
                                                       const std::string& name) {
  std::lock_guard lock(registry_mutex());
  for (const auto& x : registry())
    if (x->family() == family && x->kind() == kind && x->name() == name) return x;
  return nullptr;
}

}  // namespace cc
