#include "spec/witness/binary64.hpp"

#include <bit>
#include <stdexcept>

#include "spec/core/checked.hpp"

namespace cc::witness {

namespace {

constexpr std::uint64_t kLow = std::uint64_t{1} << 52;  // the least normal significand
constexpr std::uint64_t kHigh = std::uint64_t{1} << 53;

int bit_length(u128 v) {
  const auto hi = static_cast<std::uint64_t>(v >> 64);
  if (hi) return 128 - std::countl_zero(hi);
  return 64 - std::countl_zero(static_cast<std::uint64_t>(v));
}

// The double nearest to (-1)^neg mag 2^exp, ties to even.
Binary64 round_exact(bool neg, u128 mag, std::int64_t exp) {
  if (mag == 0) return {};
  const int len = bit_length(mag);
  std::uint64_t q;
  if (len > 53) {
    const int shift = len - 53;
    const u128 rem = mag & ((u128{1} << shift) - 1), half = u128{1} << (shift - 1);
    q = static_cast<std::uint64_t>(mag >> shift);
    if (rem > half || (rem == half && (q & 1))) ++q;
    exp += shift;
    if (q == kHigh) {
      q >>= 1;
      ++exp;
    }
  } else {
    q = static_cast<std::uint64_t>(mag) << (53 - len);
    exp -= 53 - len;
  }
  const std::int64_t e = exp + 52;  // the IEEE exponent
  if (e > 1023) throw std::range_error("binary64: the result overflows");
  if (e < -1022) throw std::range_error("binary64: the result is subnormal");
  return {neg, q, static_cast<std::int32_t>(exp)};
}

}  // namespace

Binary64 Binary64::from_decimal(const std::string& text) {
  u128 num = 0, den = 1;
  bool point = false, digits = false;
  for (char ch : text) {
    if (ch == '.' && !point) {
      point = true;
      continue;
    }
    if (ch < '0' || ch > '9') throw std::invalid_argument("binary64: not a decimal: " + text);
    digits = true;
    if (num > (u128{1} << 60) || den > (u128{1} << 60))
      throw std::invalid_argument("binary64: too many digits: " + text);
    num = num * 10 + static_cast<unsigned>(ch - '0');
    if (point) den *= 10;
  }
  if (!digits) throw std::invalid_argument("binary64: not a decimal: " + text);
  if (num == 0) return {};
  // q = num 2^s / den in [2^52, 2^53): N = num 2^s, D = den (s >= 0) or N = num, D = den 2^-s.
  std::int64_t s = 0;
  u128 N = num, D = den;
  while (N / D >= kHigh) {
    if (bit_length(D) >= 126) throw std::invalid_argument("binary64: out of range: " + text);
    D <<= 1;
    --s;
  }
  while (N / D < kLow) {
    if (bit_length(N) >= 126) throw std::invalid_argument("binary64: out of range: " + text);
    N <<= 1;
    ++s;
  }
  std::uint64_t q = static_cast<std::uint64_t>(N / D);
  const u128 rem = N % D;
  if (2 * rem > D || (2 * rem == D && (q & 1))) ++q;
  if (q == kHigh) {
    q >>= 1;
    --s;
  }
  return round_exact(false, q, -s);
}

Binary64 Binary64::from_bits(std::uint64_t bits) {
  const bool neg = bits >> 63;
  const auto e = static_cast<std::int32_t>((bits >> 52) & 0x7ff);
  const std::uint64_t frac = bits & (kLow - 1);
  if (e == 0 && frac == 0) return {neg, 0, 0};
  if (e == 0 || e == 0x7ff) throw std::range_error("binary64: subnormal, infinite or NaN bits");
  return {neg, frac | kLow, e - 1023 - 52};
}

std::uint64_t Binary64::bits() const {
  const std::uint64_t s = neg ? std::uint64_t{1} << 63 : 0;
  if (sig == 0) return s;
  const auto e = static_cast<std::uint64_t>(exp + 52 + 1023);
  return s | (e << 52) | (sig & (kLow - 1));
}

Binary64 mul(const Binary64& a, const Binary64& b) {
  if (a.sig == 0 || b.sig == 0) return {a.neg != b.neg, 0, 0};
  return round_exact(a.neg != b.neg, u128{a.sig} * b.sig, std::int64_t{a.exp} + b.exp);
}

Binary64 add(const Binary64& a, const Binary64& b) {
  if (a.sig == 0) return b.sig == 0 ? Binary64{a.neg && b.neg, 0, 0} : b;
  if (b.sig == 0) return a;
  const Binary64& x = a.exp >= b.exp ? a : b;  // the larger exponent
  const Binary64& y = a.exp >= b.exp ? b : a;
  const std::int64_t d = std::int64_t{x.exp} - y.exp;
  // |y| < 2^(x.exp - 11) <= half an ulp of x (a quarter of x's ulp when sig = 2^52, whose ulp
  // below is half as large): the exact sum rounds to x.
  if (d > 64) return x;
  const u128 X = u128{x.sig} << d, Y = y.sig;
  if (x.neg == y.neg) return round_exact(x.neg, X + Y, y.exp);
  if (X == Y) return {};
  return X > Y ? round_exact(x.neg, X - Y, y.exp) : round_exact(y.neg, Y - X, y.exp);
}

namespace {

// The exact decimal digits of sig 2^exp and the position of the point (digits before it).
struct Decimal {
  std::string digits;  // no leading zeros
  std::int64_t point;  // value = 0.digits * 10^point
};

Decimal exact_decimal(const Binary64& x) {
  // sig 2^exp = sig 5^-exp / 10^-exp for exp < 0, sig 2^exp otherwise; in base 10^9 limbs.
  std::vector<std::uint32_t> limbs;  // little-endian, base 10^9
  for (std::uint64_t v = x.sig; v; v /= 1000000000) limbs.push_back(v % 1000000000);
  const std::uint32_t factor = x.exp < 0 ? 5 : 2;
  for (std::int64_t i = 0; i < (x.exp < 0 ? -std::int64_t{x.exp} : x.exp); ++i) {
    std::uint64_t carry = 0;
    for (auto& l : limbs) {
      const std::uint64_t v = std::uint64_t{l} * factor + carry;
      l = static_cast<std::uint32_t>(v % 1000000000);
      carry = v / 1000000000;
    }
    if (carry) limbs.push_back(static_cast<std::uint32_t>(carry));
  }
  std::string s = std::to_string(limbs.back());
  for (std::size_t i = limbs.size() - 1; i-- > 0;) {
    const std::string part = std::to_string(limbs[i]);
    s += std::string(9 - part.size(), '0') + part;
  }
  const std::int64_t frac = x.exp < 0 ? -std::int64_t{x.exp} : 0;
  return {s, static_cast<std::int64_t>(s.size()) - frac};
}

// 0.digits * 10^point as plain decimal text.
std::string plain(const std::string& digits, std::int64_t point) {
  if (point <= 0) return "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
  if (static_cast<std::size_t>(point) >= digits.size())
    return digits + std::string(static_cast<std::size_t>(point) - digits.size(), '0');
  return digits.substr(0, static_cast<std::size_t>(point)) + "." +
         digits.substr(static_cast<std::size_t>(point));
}

// The digits rounded to p significant digits, half to even (exact: all digits are known).
Decimal round_digits(const Decimal& d, std::size_t p) {
  if (d.digits.size() <= p) return d;
  std::string head = d.digits.substr(0, p);
  const std::string tail = d.digits.substr(p);
  const bool above =
      tail[0] > '5' || (tail[0] == '5' && tail.find_first_not_of('0', 1) != std::string::npos);
  const bool tie = tail[0] == '5' && tail.find_first_not_of('0', 1) == std::string::npos;
  std::int64_t point = d.point;
  if (above || (tie && (head.back() - '0') % 2 == 1)) {
    std::size_t i = head.size();
    while (i > 0 && head[i - 1] == '9') head[--i] = '0';
    if (i == 0) {
      head.insert(head.begin(), '1');
      head.pop_back();
      ++point;
    } else {
      ++head[i - 1];
    }
  }
  while (head.size() > 1 && head.back() == '0') head.pop_back();
  return {head, point};
}

}  // namespace

std::string to_string(const Binary64& x) {
  if (x.sig == 0) return x.neg ? "-0" : "0";
  const Decimal exact = exact_decimal(x);
  const std::string sign = x.neg ? "-" : "";
  for (std::size_t p = 1; p <= 17; ++p) {
    const Decimal r = round_digits(exact, p);
    const std::string text = plain(r.digits, r.point);
    try {
      Binary64 back = Binary64::from_decimal(text);
      back.neg = x.neg;
      if (back == x) return sign + text;
    } catch (const std::exception&) {
      break;  // beyond what from_decimal reads: the hexadecimal form
    }
  }
  return to_hex(x);
}

std::string to_hex(const Binary64& x) {
  if (x.sig == 0) return x.neg ? "-0x0p+0" : "0x0p+0";
  static const char* kDigits = "0123456789abcdef";
  std::string frac;
  const std::uint64_t f = x.sig & (kLow - 1);
  for (int i = 12; i >= 0; --i) frac += kDigits[(f >> (4 * i)) & 0xf];
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  const std::int64_t e = std::int64_t{x.exp} + 52;
  return std::string(x.neg ? "-" : "") + "0x1" + (frac.empty() ? "" : "." + frac) + "p" +
         (e >= 0 ? "+" : "") + std::to_string(e);
}

Binary64Matrix matmul(const Binary64Matrix& a, const Binary64Matrix& b) {
  if (a.size != b.size || a.e.size() != a.size * a.size || b.e.size() != b.size * b.size)
    throw std::invalid_argument("binary64 matmul: shapes differ");
  const std::size_t s = a.size;
  Binary64Matrix c{s, std::vector<Binary64>(s * s)};
  for (std::size_t i = 0; i < s; ++i)
    for (std::size_t j = 0; j < s; ++j) {
      Binary64 acc = mul(a.e[i * s], b.e[j]);
      for (std::size_t t = 1; t < s; ++t) acc = add(acc, mul(a.e[i * s + t], b.e[t * s + j]));
      c.e[i * s + j] = acc;
    }
  return c;
}

std::string to_string(const Binary64Matrix& m) {
  std::string out = "[";
  for (std::size_t i = 0; i < m.size; ++i) {
    out += i ? ", [" : "[";
    for (std::size_t j = 0; j < m.size; ++j)
      out += (j ? ", " : "") + to_string(m.e[i * m.size + j]);
    out += "]";
  }
  return out + "]";
}

}  // namespace cc::witness
