// The list of simulate models, read from app/simulate/models.def.
#include "app/simulate/layer.hpp"

namespace cc::app::sim {

#define COLLCHECK_SIMULATE_MODEL(x) const Model& x##_model();
#include "app/simulate/models.def"
#undef COLLCHECK_SIMULATE_MODEL

const std::vector<const Model*>& models() {
  static const std::vector<const Model*> all = {
#define COLLCHECK_SIMULATE_MODEL(x) &x##_model(),
#include "app/simulate/models.def"
#undef COLLCHECK_SIMULATE_MODEL
  };
  return all;
}

}  // namespace cc::app::sim
