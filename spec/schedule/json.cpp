#include "spec/schedule/json.hpp"

#include <algorithm>
#include <limits>
#include <unordered_set>

namespace cc::schedule {

const Node* Node::find(std::string_view key) const {
  for (const auto& [k, v] : object)
    if (k == key) return &v;
  return nullptr;
}

const char* type_name(Node::Type t) {
  switch (t) {
    case Node::Type::null:
      return "null";
    case Node::Type::boolean:
      return "a boolean";
    case Node::Type::integer:
      return "an integer";
    case Node::Type::string:
      return "a string";
    case Node::Type::array:
      return "an array";
    case Node::Type::object:
      return "an object";
  }
  return "?";
}

namespace {

class Parser {
 public:
  explicit Parser(const std::string& t, const std::string* stream_key = nullptr,
                  const ElementSink* sink = nullptr)
      : s_(t), stream_key_(stream_key), sink_(sink) {}

  Node document() {
    skip_ws();
    Node v = value(0);
    skip_ws();
    if (i_ < s_.size()) fail("text after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw InputError(pos_, what); }

  void advance() {
    if (s_[i_] == '\n') {
      ++pos_.line;
      pos_.col = 1;
    } else if ((static_cast<unsigned char>(s_[i_]) & 0xC0) != 0x80) {
      ++pos_.col;  // count characters, not UTF-8 continuation bytes
    }
    ++i_;
  }
  void skip_ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r'))
      advance();
  }
  bool at_end() const { return i_ >= s_.size(); }
  char peek() const { return at_end() ? '\0' : s_[i_]; }
  void literal(const char* word) {
    for (const char* c = word; *c; ++c) {
      if (peek() != *c) fail(std::string("invalid literal (expected '") + word + "')");
      advance();
    }
  }

  // One value; with keep false its syntax is checked and nothing is kept (a "comment").
  Node value(int depth, bool keep = true) {
    if (depth > kMaxDepth) fail("nesting deeper than " + std::to_string(kMaxDepth) + " levels");
    Node n;
    n.pos = pos_;
    if (keep && ++live_ > kMaxValues)
      fail("more than " + std::to_string(kMaxValues) +
           " JSON values held at once: a document this large is refused (this version keeps a "
           "document's values, but those of the steps it runs as it reads them, in memory)");
    if (at_end()) fail("unexpected end of input");
    const char c = peek();
    if (c == '{') {
      n.type = Node::Type::object;
      advance();
      skip_ws();
      if (peek() == '}') {
        advance();
        return n;
      }
      // Duplicate keys: looked up in the members while there are few, then in a hash set (an
      // object of 10^5 keys takes linear time).
      std::unordered_set<std::string> many;
      std::vector<std::string> dropped;  // keys not kept: "comment", or all when !keep
      for (;;) {
        skip_ws();
        if (peek() != '"') fail("expected a key in double quotes");
        const Pos kp = pos_;
        std::string key = string_body();
        const bool kept_member = keep && key != "comment";
        bool duplicate = false;
        if (many.empty() && n.object.size() + dropped.size() < 16) {
          for (const auto& kv : n.object) duplicate = duplicate || kv.first == key;
          for (const auto& k : dropped) duplicate = duplicate || k == key;
          if (!kept_member && !duplicate) dropped.push_back(key);
        } else {
          if (many.empty()) {
            for (const auto& kv : n.object) many.insert(kv.first);
            many.insert(dropped.begin(), dropped.end());
          }
          duplicate = !many.insert(key).second;
        }
        if (duplicate) throw InputError(kp, "duplicate key \"" + key + "\"");
        skip_ws();
        if (peek() != ':') fail("expected ':' after the key");
        advance();
        skip_ws();
        if (!kept_member)
          (void)value(depth + 1, false);
        else if (depth == 0 && stream_key_ && key == *stream_key_ && peek() == '[')
          n.object.push_back({std::move(key), streamed_array(n)});
        else
          n.object.push_back({std::move(key), value(depth + 1)});
        if (kept_member) n.key_pos.push_back(kp);
        skip_ws();
        if (peek() == ',') {
          advance();
          continue;
        }
        if (peek() == '}') {
          advance();
          return n;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c == '[') {
      n.type = Node::Type::array;
      if (keep)
        elements(depth, keep, [&](Node&& e) { n.array.push_back(std::move(e)); });
      else
        elements(depth, keep, [](Node&&) {});
      return n;
    }
    if (c == '"') {
      n.type = Node::Type::string;
      n.string = string_body();
      if (!keep) n.string.clear();
      return n;
    }
    if (c == 't' || c == 'f') {
      n.type = Node::Type::boolean;
      n.boolean = c == 't';
      literal(c == 't' ? "true" : "false");
      return n;
    }
    if (c == 'n') {
      literal("null");
      return n;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      n.type = Node::Type::integer;
      n.integer = integer();
      return n;
    }
    fail(std::string("unexpected character '") + c + "'");
  }

  // The elements of the array at the cursor ('['), each handed to `each` as it is read.
  template <class Each>
  void elements(int depth, bool keep, Each&& each) {
    advance();
    skip_ws();
    if (peek() == ']') {
      advance();
      return;
    }
    for (;;) {
      skip_ws();
      each(value(depth + 1, keep));
      skip_ws();
      if (peek() == ',') {
        advance();
        continue;
      }
      if (peek() == ']') {
        advance();
        return;
      }
      fail("expected ',' or ']'");
    }
  }

  // The top-level array member being streamed: each element goes to the sink, none is kept.
  Node streamed_array(const Node& so_far) {
    Node n;
    n.pos = pos_;
    n.type = Node::Type::array;
    elements(0, true, [&](Node&& e) {
      // (live_ counts the element's values: given back unless the sink keeps the element)
      const std::size_t before = live_ - count_values(e);
      if (!(*sink_)(so_far, std::move(e))) live_ = before;
    });
    return n;
  }

  std::int64_t integer() {
    const bool neg = peek() == '-';
    if (neg) advance();
    if (!(peek() >= '0' && peek() <= '9')) fail("expected a digit");
    if (peek() == '0' && i_ + 1 < s_.size() && s_[i_ + 1] >= '0' && s_[i_ + 1] <= '9')
      fail("a number with a leading zero");
    // Accumulate as a negative number so that -2^63 fits.
    std::int64_t v = 0;
    const std::int64_t lim = std::numeric_limits<std::int64_t>::min();
    while (peek() >= '0' && peek() <= '9') {
      const int d = peek() - '0';
      if (v < (lim + d) / 10) fail("a number outside the 64-bit integers");
      v = v * 10 - d;
      advance();
    }
    if (peek() == '.' || peek() == 'e' || peek() == 'E')
      fail("a number that is not an integer (schedules hold integers only)");
    if (!neg) {
      if (v == lim) fail("a number outside the 64-bit integers");
      v = -v;
    }
    return v;
  }

  std::string string_body() {
    advance();  // opening quote
    std::string out;
    for (;;) {
      if (at_end()) fail("unterminated string");
      const char c = peek();
      if (c == '"') {
        advance();
        return out;
      }
      if (static_cast<unsigned char>(c) < 0x20) fail("a control character in a string");
      if (c == '\\') {
        advance();
        const char e = peek();
        const char* from = "\"\\/bfnrt";
        const char* to = "\"\\/\b\f\n\r\t";
        const char* hit = e ? std::char_traits<char>::find(from, 8, e) : nullptr;
        if (hit) {
          out += to[hit - from];
          advance();
          continue;
        }
        if (e != 'u') fail("an invalid escape in a string");
        advance();
        unsigned cp = 0;
        for (int k = 0; k < 4; ++k) {
          const char h = peek();
          const int d = h >= '0' && h <= '9'   ? h - '0'
                        : h >= 'a' && h <= 'f' ? h - 'a' + 10
                        : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                               : -1;
          if (d < 0) fail("an invalid \\u escape");
          cp = cp * 16 + static_cast<unsigned>(d);
          advance();
        }
        if (cp < 0x80) {
          out += static_cast<char>(cp);
        } else if (cp < 0x800) {
          out += static_cast<char>(0xC0 | (cp >> 6));
          out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
          out += static_cast<char>(0xE0 | (cp >> 12));
          out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
          out += static_cast<char>(0x80 | (cp & 0x3F));
        }
        continue;
      }
      out += c;
      advance();
    }
  }

  static std::size_t count_values(const Node& n) {
    std::size_t c = 1;
    for (const Node& x : n.array) c += count_values(x);
    for (const Member& m : n.object) c += count_values(m.second);
    return c;
  }

  const std::string& s_;
  std::size_t live_ = 0;  // the values kept so far (kMaxValues)
  const std::string* stream_key_;
  const ElementSink* sink_;
  std::size_t i_ = 0;
  Pos pos_;
};

}  // namespace

Node parse_json(const std::string& text) { return Parser(text).document(); }

Node parse_json_streaming(const std::string& text, const std::string& key,
                          const ElementSink& each) {
  return Parser(text, &key, &each).document();
}

const Node& member(const Node& obj, std::string_view key) {
  if (const Node* v = obj.find(key)) return *v;
  throw InputError(obj.pos, "missing key \"" + std::string(key) + "\"");
}

const Node& expect(const Node& n, Node::Type t, std::string_view what) {
  if (!n.is(t))
    throw InputError(n.pos, std::string(what) + " must be " + type_name(t) + ", not " +
                                type_name(n.type));
  return n;
}

std::int64_t integer_in(const Node& n, std::int64_t lo, std::int64_t hi, std::string_view what) {
  expect(n, Node::Type::integer, what);
  if (n.integer < lo || n.integer > hi)
    throw InputError(n.pos, std::string(what) + " must be in " + std::to_string(lo) + ".." +
                                std::to_string(hi) + ", got " + std::to_string(n.integer));
  return n.integer;
}

namespace {

template <class Names>
void only_keys_of(const Node& obj, const Names& allowed, std::string_view what) {
  for (std::size_t i = 0; i < obj.object.size(); ++i) {
    const std::string& k = obj.object[i].first;
    if (k == "comment" || std::find(allowed.begin(), allowed.end(), k) != allowed.end()) continue;
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    throw InputError(obj.key_pos[i], "unknown key \"" + k + "\" in " + std::string(what) +
                                         " (allowed: " + list + ", comment)");
  }
}

}  // namespace

void only_keys(const Node& obj, std::initializer_list<std::string_view> allowed,
               std::string_view what) {
  only_keys_of(obj, allowed, what);
}

void only_keys(const Node& obj, const std::vector<std::string>& allowed, std::string_view what) {
  only_keys_of(obj, allowed, what);
}

}  // namespace cc::schedule
