// A JSON reader that remembers where every value stands (line and column), for schedule
// documents (docs/schedule-format.md): bad input must be reported as FILE:LINE:COL. Standard
// library only, like the rest of spec/. Numbers must be integers that fit in 64 bits (a schedule
// has no other numbers); nesting deeper than kMaxDepth is refused instead of overflowing the stack.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cc::schedule {

struct Pos {
  std::size_t line = 1, col = 1;
};

// Bad input: a message without the file name, and where it is.
struct InputError : std::runtime_error {
  Pos pos;
  InputError(Pos p, const std::string& what) : std::runtime_error(what), pos(p) {}
};

struct Member;

struct Node {
  enum class Type { null, boolean, integer, string, array, object };
  Type type = Type::null;
  bool boolean = false;
  std::int64_t integer = 0;
  std::string string;
  std::vector<Node> array;
  std::vector<Member> object;  // in document order; keys unique (Member: a vector of
                               // pair<string, Node> would need Node complete: clang refuses)
  std::vector<Pos> key_pos;                          // where each key of `object` stands
  Pos pos;

  bool is(Type t) const { return type == t; }
  // The member named `key`, or nullptr.
  const Node* find(std::string_view key) const;
};

// One member of an object: its key and value (`first`, `second`, as a pair's).
struct Member {
  std::string first;
  Node second;
};

const char* type_name(Node::Type t);

constexpr int kMaxDepth = 64;
// The most JSON values a document may have held at once (about 140 bytes each): those kept as
// a tree, not counting the elements of a streamed array that its sink did not keep, nor the
// values under a "comment" key, which are read (their syntax checked) and not kept. Beyond,
// InputError: a document of that size is refused rather than taking more than about 1 GB.
constexpr std::size_t kMaxValues = std::size_t{1} << 21;

// Parses one JSON value (and nothing after it but white space); throws InputError. The values
// under a key "comment" are checked and not kept: the member is left out of its object.
Node parse_json(const std::string& text);

// Parses a JSON object like parse_json, except that the elements of its top-level member `key`
// (when that is an array) are not kept: each is handed to `each` as soon as it is read, with the
// members read before it (`so_far`). The result holds every other member, and `key` as an empty
// array at its place. For documents too large to hold as a tree. `each` returns whether it kept
// the element (its values then count against kMaxValues).
using ElementSink = std::function<bool(const Node& so_far, Node&& element)>;
Node parse_json_streaming(const std::string& text, const std::string& key, const ElementSink& each);

// Checked access for documents; each throws InputError at the offending value. The names and
// descriptions are views (a literal costs nothing per call: these run for every element of a
// document of millions of steps) and are made into text only for an error's message.
const Node& member(const Node& obj, std::string_view key);  // required key
const Node& expect(const Node& n, Node::Type t, std::string_view what);
std::int64_t integer_in(const Node& n, std::int64_t lo, std::int64_t hi, std::string_view what);
// Every key of `obj` is one of `allowed` or "comment".
void only_keys(const Node& obj, std::initializer_list<std::string_view> allowed,
               std::string_view what);
void only_keys(const Node& obj, const std::vector<std::string>& allowed, std::string_view what);

}  // namespace cc::schedule
