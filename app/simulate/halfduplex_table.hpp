// simulate halfduplex --table: for every k with p = kq + 1, the computation steps, the
// communication steps of A, B, E, F (collectives 2 log2 q, as the figures) and the running time
// C + tau R (Figures 4 to 8); --svg plots the times, the y axis from the least time rounded down.
#pragma once

#include <cstdint>
#include <string>

#include "app/simulate/model.hpp"
#include "spec/algorithms/halfduplex_prefix.hpp"

namespace cc::app::sim::halfduplex_table {

// tau = tn / td, exact; 0.1 is 1 / 10. Prints the table and writes --svg if it was given.
int print(const halfduplex::PrefixVariant& var, std::int64_t n, std::int64_t p, std::int64_t tn,
          std::int64_t td, const Printer& pr);

// tn / td as an exact decimal, trailing zeros dropped: 0.1, 2.5, 1.
std::string decimal(std::int64_t num, std::int64_t den);

}  // namespace cc::app::sim::halfduplex_table
