// How prove --emit-smt2 writes its query files (proofs/engine.cpp): by default a plain write of
// the file; collcheck sets its own writer (app/output_files.cpp: atomic, through a temporary of
// an unpredictable name created exclusively, never following a link).
#pragma once

#include <functional>
#include <string>

namespace cc::proofs {

using QueryWriter = std::function<void(const std::string& path, const std::string& text)>;
void set_query_writer(QueryWriter writer);

}  // namespace cc::proofs
