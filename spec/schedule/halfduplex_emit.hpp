// A half-duplex schedule (Lin and Hung: Algorithms A, L, B, E, F or a variant, as
// halfduplex::algorithm builds them) written as a schedule document (docs/schedule-format.md,
// halfduplex): every block expanded into single steps (halfduplex::expand), each PE's inputs as
// its "blocks", every value in a register named after it (operand j of the PE's block in x<j>,
// any other value a:b in v<a>_<b>, 0-based), the side lanes of phase 1 as side groups (each step
// labelled with its level), and the collective "prefix" with "anywhere" (the paper asks for every
// y_i on some PE). `collcheck verify` runs it on the same machine as execute_explicit.
#pragma once

#include <ostream>
#include <string>

#include "spec/models/halfduplex.hpp"

namespace cc::schedule {

// Writes the document; `name` names it (verify.<name>.legal, ...), `comment` says what it is.
// Throws std::logic_error for a schedule whose inputs are not consecutive blocks in PE order.
void emit_halfduplex(std::ostream& out, const halfduplex::Schedule& s, const std::string& name,
                     const std::string& comment);

}  // namespace cc::schedule
