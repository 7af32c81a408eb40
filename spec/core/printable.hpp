// User text (file names, JSON strings, commands, paths) as it may be printed or written: one
// line, valid UTF-8, nothing a terminal or an XML reader takes for a control. Every error line,
// report line and report file that shows user text passes it through one of these.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace cc {

// The length of the well-formed UTF-8 sequence at s[i] (1..4; RFC 3629: no overlong form, no
// surrogate, nothing above U+10FFFF), or 0 where the bytes there are not one.
inline std::size_t utf8_length(const std::string& s, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = at(i);
  if (c < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the range of the second byte
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  if (at(i + 1) < lo || at(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (at(i + k) < 0x80 || at(i + k) > 0xBF) return 0;
  return n;
}

namespace detail {
inline std::string hex_escape(unsigned char c) {
  const char* digits = "0123456789abcdef";
  return std::string("\\x") + digits[c >> 4] + digits[c & 15];
}
}  // namespace detail

// One printable line: a newline, carriage return or tab reads \n, \r, \t; any other control
// character (C0, DEL, C1) and any byte that is not part of well-formed UTF-8 reads \xNN (the
// bytes of a C1 character each so); everything else is kept as it is.
inline std::string printable(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_length(s, i);
    const auto c = static_cast<unsigned char>(s[i]);
    if (n == 1 && c >= 0x20 && c != 0x7F) {
      out += s[i];
    } else if (n == 1) {
      out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : detail::hex_escape(c);
    } else if (n == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) {
      out += detail::hex_escape(c) + detail::hex_escape(static_cast<unsigned char>(s[i + 1]));
    } else if (n == 0) {
      out += detail::hex_escape(c);
      i += 1;
      continue;
    } else {
      out.append(s, i, n);
    }
    i += n;
  }
  return out;
}

// Valid UTF-8 with every line break and control kept: only the bytes that are not part of
// well-formed UTF-8 read \xNN (for a JSON string, whose writer escapes the controls itself).
inline std::string valid_utf8(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_length(s, i);
    if (n == 0) {
      out += detail::hex_escape(static_cast<unsigned char>(s[i]));
      i += 1;
    } else {
      out.append(s, i, n);
      i += n;
    }
  }
  return out;
}

}  // namespace cc
