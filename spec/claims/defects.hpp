// The defects of the papers that several claims see, each from its own side (the printed closed
// form, the recurrence it should satisfy, the integrality it breaks, the section that builds on
// it). A finding names its defect (Finding::defect, ClaimList::reading_of); `collcheck errata`
// prints each defect once with its readings under it, and counts defects and readings apart. A
// finding that names no defect is a defect of its own, with one reading.
#pragma once

#include <string>
#include <vector>

namespace cc {

struct Defect {
  std::string id;     // family.name, e.g. halfduplex.s
  std::string title;  // one line: what is wrong in the paper, seen from every reading
};

// Every defect with more than one reading, in the order `collcheck errata` prints them.
const std::vector<Defect>& defects();
// The defect with this id, or nullptr.
const Defect* find_defect(const std::string& id);

}  // namespace cc
