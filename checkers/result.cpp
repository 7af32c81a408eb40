#include "checkers/result.hpp"

namespace cc {

const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::proved:
      return "proved";
    case Verdict::verified:
      return "verified";
    case Verdict::passed:
      return "passed";
    case Verdict::refuted:
      return "refuted";
    case Verdict::inconclusive:
      return "inconclusive";
    case Verdict::error:
      return "error";
    case Verdict::pending:
      return "pending";
    case Verdict::refused:
      return "refused";
    case Verdict::skipped:
      return "skipped";
  }
  return "?";
}

const char* to_string(Budget b) {
  switch (b) {
    case Budget::smoke:
      return "smoke";
    case Budget::ci:
      return "ci";
    case Budget::deep:
      return "deep";
  }
  return "?";
}

std::optional<Budget> parse_budget(const std::string& s) {
  if (s == "smoke") return Budget::smoke;
  if (s == "ci") return Budget::ci;
  if (s == "deep") return Budget::deep;
  return std::nullopt;
}

bool as_expected(Expect e, Verdict v) {
  // nothing decided against the expectation
  if (v == Verdict::pending || v == Verdict::skipped) return true;
  if (e == Expect::refuted) return v == Verdict::refuted;
  return v == Verdict::proved || v == Verdict::verified || v == Verdict::passed;
}

}  // namespace cc
