// The C source of a reproduction (app/mpisweep/repro.hpp): made from the case, the data and the
// collective's entry in one table (its plan, its call, what MPI requires), so that a collective is
// added with one entry. No MPI and no process here; app/mpisweep/repro_emit.cpp builds and runs.
#include "app/mpisweep/repro.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "app/mpisweep/spawn.hpp"

namespace cc::app::mpisweep {

namespace {

// What one collective's program does, in C: `plan` sets the rank's buffers and what MPI requires
// of it (in_n input elements, in the receive buffer when in_recv; recv_n receive elements;
// result_n result elements from input element `first`, combining ranks lo..hi; compared: MPI
// defines the rank's result, else why_not), `args` are the call's arguments (the request of the
// non-blocking form is added), `expected` is what MPI requires at result element j (C).
struct CollText {
  const char* blocking;
  bool reducing;
  bool rooted;
  const char* plan;
  const char* args;
  const char* expected;
  const char* fill = "";  // after the buffers are filled (gather's root in place: its own block)
};

constexpr const char* kSendArg = "pass_in_place ? MPI_IN_PLACE : send";

const CollText kColls[] = {
    {"reduce", true, true,
     "  /* MPI_Reduce: every rank sends COUNT elements; the root receives COUNT, each the operands\n"
     "     of ranks 0..NP-1 combined in rank order; the receive buffer is not significant at the\n"
     "     other ranks (NULL). MPI_IN_PLACE only at the root. */\n"
     "  pass_in_place = in_recv = IN_PLACE && rank == ROOT;\n"
     "  in_n = COUNT;\n"
     "  recv_n = rank == ROOT ? COUNT : 0;\n"
     "  result_n = recv_n;\n"
     "  lo = 0, hi = NP - 1;\n"
     "  compared = rank == ROOT;\n"
     "  why_not = \"not the root\";\n",
     "SEND, recv_n > 0 ? recv : NULL, COUNT, type, op, ROOT, MPI_COMM_WORLD",
     "combined(lo, hi, first + (j))"},
    {"allreduce", true, false,
     "  /* MPI_Allreduce: every rank receives COUNT elements, each the operands of ranks 0..NP-1. */\n"
     "  pass_in_place = in_recv = IN_PLACE;\n"
     "  in_n = recv_n = result_n = COUNT;\n"
     "  lo = 0, hi = NP - 1;\n",
     "SEND, recv, COUNT, type, op, MPI_COMM_WORLD", "combined(lo, hi, first + (j))"},
    {"reduce_scatter", true, false,
     "  /* MPI_Reduce_scatter: COUNT elements of input, rank q receives recvcounts[q] of the\n"
     "     result (COUNT split as evenly as the ranks allow, the first ones larger), each the\n"
     "     operands of ranks 0..NP-1; in place the input is in the receive buffer. */\n"
     "  int recvcounts[NP];\n"
     "  for (int q = 0; q < NP; ++q) recvcounts[q] = COUNT / NP + (q < COUNT % NP ? 1 : 0);\n"
     "  for (int q = 0; q < rank; ++q) first += recvcounts[q];\n"
     "  pass_in_place = in_recv = IN_PLACE;\n"
     "  in_n = COUNT;\n"
     "  result_n = recvcounts[rank];\n"
     "  recv_n = IN_PLACE ? COUNT : result_n;\n"
     "  lo = 0, hi = NP - 1;\n",
     "SEND, recv, recvcounts, type, op, MPI_COMM_WORLD", "combined(lo, hi, first + (j))"},
    {"reduce_scatter_block", true, false,
     "  /* MPI_Reduce_scatter_block: NP * COUNT elements of input, rank r receives COUNT of the\n"
     "     result from element r * COUNT on, each the operands of ranks 0..NP-1. */\n"
     "  pass_in_place = in_recv = IN_PLACE;\n"
     "  in_n = (long)NP * COUNT;\n"
     "  result_n = COUNT;\n"
     "  first = (long)rank * COUNT;\n"
     "  recv_n = IN_PLACE ? in_n : result_n;\n"
     "  lo = 0, hi = NP - 1;\n",
     "SEND, recv, COUNT, type, op, MPI_COMM_WORLD", "combined(lo, hi, first + (j))"},
    {"scan", true, false,
     "  /* MPI_Scan: rank r receives COUNT elements, each the operands of ranks 0..r. */\n"
     "  pass_in_place = in_recv = IN_PLACE;\n"
     "  in_n = recv_n = result_n = COUNT;\n"
     "  lo = 0, hi = rank;\n",
     "SEND, recv, COUNT, type, op, MPI_COMM_WORLD", "combined(lo, hi, first + (j))"},
    {"exscan", true, false,
     "  /* MPI_Exscan: rank r > 0 receives COUNT elements, each the operands of ranks 0..r-1;\n"
     "     rank 0's result is undefined. */\n"
     "  pass_in_place = in_recv = IN_PLACE;\n"
     "  in_n = recv_n = result_n = COUNT;\n"
     "  lo = 0, hi = rank - 1;\n"
     "  compared = rank > 0;\n"
     "  why_not = \"MPI leaves rank 0's result of an exclusive scan undefined\";\n",
     "SEND, recv, COUNT, type, op, MPI_COMM_WORLD", "combined(lo, hi, first + (j))"},
    {"bcast", false, true,
     "  /* MPI_Bcast: every rank receives the root's COUNT elements (the root's buffer holds them\n"
     "     before the call, the others' a mark of their own). */\n"
     "  in_recv = 1;\n"
     "  in_n = rank == ROOT ? COUNT : 0;\n"
     "  recv_n = result_n = COUNT;\n",
     "recv, COUNT, type, ROOT, MPI_COMM_WORLD", "input(ROOT, first + (j))"},
    {"gather", false, true,
     "  /* MPI_Gather: every rank sends its COUNT elements; the root receives NP * COUNT, block q\n"
     "     from rank q in rank order; the receive buffer is not significant at the other ranks\n"
     "     (NULL). MPI_IN_PLACE only at the root, whose block is then in place in its receive\n"
     "     buffer. */\n"
     "  pass_in_place = IN_PLACE && rank == ROOT;\n"
     "  in_n = pass_in_place ? 0 : COUNT;\n"
     "  recv_n = rank == ROOT ? (long)NP * COUNT : 0;\n"
     "  result_n = recv_n;\n"
     "  compared = rank == ROOT;\n"
     "  why_not = \"not the root\";\n",
     "SEND, COUNT, type, recv_n > 0 ? recv : NULL, COUNT, type, ROOT, MPI_COMM_WORLD",
     "input((int)((j) / COUNT), (j) % COUNT)",
     "  if (pass_in_place)\n"
     "    for (long i = 0; i < COUNT; ++i) recv[(long)ROOT * COUNT + i] = input(rank, i);\n"},
    {"scatter", false, true,
     "  /* MPI_Scatter: the root sends NP * COUNT elements, block r (COUNT elements) to rank r; the\n"
     "     send buffer is not significant at the other ranks. MPI_IN_PLACE only at the root, as its\n"
     "     receive buffer: its block stays in its send buffer. */\n"
     "  pass_in_place = IN_PLACE && rank == ROOT;\n"
     "  in_n = rank == ROOT ? (long)NP * COUNT : 0;\n"
     "  recv_n = pass_in_place ? 0 : COUNT;\n"
     "  result_n = COUNT;\n"
     "  first = (long)rank * COUNT;\n"
     "  compared = !pass_in_place;\n"
     "  why_not = \"the root in place: its block stays in its send buffer\";\n",
     "send, COUNT, type, pass_in_place ? MPI_IN_PLACE : recv, COUNT, type, ROOT, MPI_COMM_WORLD",
     "input(ROOT, first + (j))"},
};

const CollText* coll_text(const std::string& collective) {
  const std::string b = blocking(collective);
  for (const auto& t : kColls)
    if (b == t.blocking) return &t;
  return nullptr;
}

// MPI_Reduce_scatter, MPI_Ireduce_scatter.
std::string mpi_call_name(const std::string& collective) {
  if (nonblocking(collective)) return "MPI_I" + blocking(collective);
  std::string s = collective;
  s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return "MPI_" + s;
}

std::int64_t get_int(const Fields& f, const std::string& key, std::int64_t otherwise) {
  const FieldValue* v = find(f, key);
  if (!v) return otherwise;
  if (const auto* i = std::get_if<std::int64_t>(v)) return *i;
  if (const auto* u = std::get_if<std::uint64_t>(v)) return static_cast<std::int64_t>(*u);
  return otherwise;
}

// Elements of one unit of the witness's datatype (vector: two), and the bytes of data a unit
// holds (48 bytes an element).
std::int64_t per_unit(const ReproCase& k) { return k.datatype == "vector" ? 2 : 1; }

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// Text inside a C comment: no end of the comment, no control characters.
std::string comment_safe(std::string s) {
  for (char& ch : s)
    if (static_cast<unsigned char>(ch) < 0x20) ch = ' ';
  return replace_all(s, "*/", "* /");
}

// A C string literal's contents (printed with "%s", so a '%' stays as it is).
std::string c_string(const std::string& s) {
  std::string out;
  for (char ch : s) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (static_cast<unsigned char>(ch) < 0x20) {
      out += ' ';
      continue;
    }
    out += ch;
  }
  return out;
}

std::string data_text(const ReproCandidate& d) {
  switch (d.data) {
    case ReproData::int_sum:
      return "MPI_INT with MPI_SUM";
    case ReproData::int_user_sum:
      return "MPI_INT with a commutative user operator that adds (MPI_Op_create(add, 1, &op))";
    case ReproData::interval:
      return "the interval operator, non-commutative (MPI_Op_create(combine, 0, &op)), on 6 "
             "MPI_LONG_LONG an element";
    case ReproData::int_value:
      break;
    case ReproData::byte_value:
      return "MPI_BYTE";
  }
  return "MPI_INT";
}

// The case as the program's first output line says it.
std::string what_line(const SweepClaim& c, const ReproCase& k, const ReproCandidate& d,
                      const std::vector<std::string>& tried) {
  std::string s = c.spec.id + ": " + mpi_call_name(k.collective) + ", np " + std::to_string(k.np) +
                  ", count " + std::to_string(d.count);
  if (k.root >= 0) s += ", root " + std::to_string(k.root);
  if (coll_text(k.collective) && coll_text(k.collective)->reducing)
    s += k.in_place ? ", in place" : ", not in place";
  s += "; " + data_text(d);
  if (d.data == ReproData::interval)
    s += ": the fault needs a non-commutative operator";
  if (!tried.empty()) {
    s += " (tried first:";
    for (std::size_t i = 0; i < tried.size(); ++i) s += (i ? "; " : " ") + tried[i];
    s += ")";
  }
  return s;
}

// The program's text of a value (its show()), for the expected output.
std::string show_value(ReproData data, int np, std::int64_t v) {
  if (data == ReproData::byte_value) return "byte " + std::to_string(v);
  if (data == ReproData::int_value) {
    if (v < 0 && v >= -np) return std::to_string(v) + " (unwritten: rank " + std::to_string(-1 - v) + "'s mark)";
    return std::to_string(v) + " (rank " + std::to_string(v / 1000003) + "'s element " +
           std::to_string(v % 1000003) + ")";
  }
  return std::to_string(v);
}

std::int64_t input_int(ReproData data, int r, std::int64_t i) {
  if (data == ReproData::byte_value) return ((i % 256) * 11 + r * 61 + 1) % 256;
  if (data == ReproData::int_value) return static_cast<std::int64_t>(r) * 1000003 + i % 1000003;
  return (r + 1) + 1000 * (i % 1000);
}

// Each rank's plan, as the program's `plan` computes it (for the expected output).
struct RankPlan {
  bool compared = true;
  std::int64_t result_n = 0, first = 0;
  int lo = 0, hi = -1;
  std::string why_not;
};

RankPlan rank_plan(const std::string& collective, int np, std::int64_t count, int root, int r) {
  RankPlan p;
  const std::string b = blocking(collective);
  p.result_n = count;
  p.lo = 0, p.hi = np - 1;
  if (b == "reduce") {
    p.compared = r == root;
    p.result_n = r == root ? count : 0;
    p.why_not = "not the root";
  } else if (b == "reduce_scatter") {
    p.result_n = count / np + (r < count % np ? 1 : 0);
    for (int q = 0; q < r; ++q) p.first += count / np + (q < count % np ? 1 : 0);
  } else if (b == "reduce_scatter_block") {
    p.first = static_cast<std::int64_t>(r) * count;
  } else if (b == "scan") {
    p.hi = r;
  } else if (b == "exscan") {
    p.hi = r - 1;
    p.compared = r > 0;
    p.why_not = "MPI leaves rank 0's result of an exclusive scan undefined";
  } else if (b == "bcast") {
    p.lo = p.hi = root;
  } else if (b == "gather") {
    p.compared = r == root;
    p.result_n = r == root ? count * np : 0;
    p.lo = p.hi = 0;  // element 0 of the root's result: rank 0's element 0
    p.why_not = "not the root";
  } else if (b == "scatter") {
    p.lo = p.hi = root;
    p.first = static_cast<std::int64_t>(r) * count;
  }
  return p;
}

// The data's C definitions (elem, make_type, make_op, input, unset, same, combined, show).
std::string data_source(ReproData data) {
  static const std::string int_common =
      "typedef int elem;\n"
      "static MPI_Datatype make_type(void) { return MPI_INT; }\n"
      "static void free_type(MPI_Datatype *t) { (void)t; }\n"
      "static elem unset(int r) { return -1 - r; }\n"
      "static int same(elem a, elem b) { return a == b; }\n";
  static const std::string int_sum_input =
      "/* The data: MPI_INT. Rank r puts (r + 1) + 1000 * (i % 1000) at input element i, so that a\n"
      "   sum shows an operand missing, counted twice or taken from another element; a receive\n"
      "   buffer holds the rank's mark -1 - r before the call. */\n" +
      int_common +
      "static elem input(int r, long i) { return (r + 1) + 1000 * (int)(i % 1000); }\n"
      "/* What MPI requires of element i of a reduction: the operands of ranks lo..hi, each once. */\n"
      "static elem combined(int lo, int hi, long i) {\n"
      "  elem s = 0;\n"
      "  for (int q = lo; q <= hi; ++q) s += input(q, i);\n"
      "  return s;\n"
      "}\n"
      "static void show(char *out, size_t n, elem e) {\n"
      "  if (e < 0 && e >= -NP) snprintf(out, n, \"%d (unwritten: rank %d's mark)\", e, -1 - e);\n"
      "  else snprintf(out, n, \"%d\", e);\n"
      "}\n";
  switch (data) {
    case ReproData::int_sum:
      return int_sum_input +
             "/* The built-in MPI_SUM (commutative). */\n"
             "static MPI_Op make_op(void) { return MPI_SUM; }\n"
             "static void free_op(MPI_Op *op) { (void)op; }\n";
    case ReproData::int_user_sum:
      return int_sum_input +
             "/* A commutative user operator that adds: the library may combine the operands in any\n"
             "   order, each exactly once (MPI_Op_create(add, 1, &op): 1, commutative). */\n"
             "static void add(void *invec, void *inoutvec, int *len, MPI_Datatype *type) {\n"
             "  const int *in = invec;\n"
             "  int *io = inoutvec;\n"
             "  (void)type;\n"
             "  for (int k = 0; k < *len; ++k) io[k] = in[k] + io[k];\n"
             "}\n"
             "static MPI_Op make_op(void) {\n"
             "  MPI_Op op;\n"
             "  MPI_Op_create(add, 1, &op);\n"
             "  return op;\n"
             "}\n"
             "static void free_op(MPI_Op *op) { MPI_Op_free(op); }\n";
    case ReproData::int_value:
      return "/* The data: MPI_INT. Rank r's element i is r * 1000003 + i % 1000003 (the root's are the\n"
             "   ones sent); a receive buffer holds the rank's mark -1 - r before the call. */\n" +
             int_common +
             "static elem input(int r, long i) { return r * 1000003 + (int)(i % 1000003); }\n"
             "static void show(char *out, size_t n, elem e) {\n"
             "  if (e < 0 && e >= -NP) snprintf(out, n, \"%d (unwritten: rank %d's mark)\", e, -1 - e);\n"
             "  else if (e >= 0 && e / 1000003 < NP && e % 1000003 < COUNT)\n"
             "    snprintf(out, n, \"%d (rank %d's element %d)\", e, e / 1000003, e % 1000003);\n"
             "  else snprintf(out, n, \"%d (0x%x: no rank's element)\", e, (unsigned)e);\n"
             "}\n"
             "/* A data movement calls no operator. */\n"
             "static MPI_Op make_op(void) { return MPI_OP_NULL; }\n"
             "static void free_op(MPI_Op *op) { (void)op; }\n";
    case ReproData::byte_value:
      return "/* The data: MPI_BYTE, as the witness's byte datatype. Rank r's byte i is\n"
             "   (11 i + 61 r + 1) mod 256, so that the ranks' bytes of one position differ; a receive\n"
             "   buffer holds the rank's mark before the call. Algorithms that cut a message into\n"
             "   bytes meet odd and uneven splits here. */\n"
             "typedef unsigned char elem;\n"
             "static MPI_Datatype make_type(void) { return MPI_BYTE; }\n"
             "static void free_type(MPI_Datatype *t) { (void)t; }\n"
             "static elem input(int r, long i) { return (elem)(((i % 256) * 11 + r * 61 + 1) % 256); }\n"
             "static elem unset(int r) { return (elem)(((r + 128) * 61 + 1) % 256); }\n"
             "static int same(elem a, elem b) { return a == b; }\n"
             "static void show(char *out, size_t n, elem e) { snprintf(out, n, \"byte %u\", (unsigned)e); }\n"
             "/* A data movement calls no operator. */\n"
             "static MPI_Op make_op(void) { return MPI_OP_NULL; }\n"
             "static void free_op(MPI_Op *op) { (void)op; }\n";
    case ReproData::interval:
      break;
  }
  return "/* The data: the interval operator of collcheck-mpi-witness, non-commutative. Each element\n"
         "   is six long longs (48 bytes, as the witness's): lo:hi, the ranks whose operands it\n"
         "   combines, and when lo is -1 (invalid) the first combination out of rank order (left\n"
         "   operand a:b, right c:d). Rank r contributes r:r; a:b combined with c:d gives a:d when\n"
         "   b + 1 == c, else invalid(a:b then c:d), which stays invalid: only the operands of ranks\n"
         "   lo..hi, each once, combined in rank order, give lo:hi. A receive buffer holds\n"
         "   \"unwritten\" (lo = -2) before the call. MPI requires a reduction with a non-commutative\n"
         "   operator to combine the operands in rank order (MPI-3.1 section 5.9.5). */\n"
         "typedef struct {\n"
         "  long long lo, hi, bad[4];\n"
         "} elem;\n"
         "static MPI_Datatype make_type(void) {\n"
         "  MPI_Datatype t;\n"
         "  MPI_Type_contiguous(6, MPI_LONG_LONG, &t);\n"
         "  MPI_Type_commit(&t);\n"
         "  return t;\n"
         "}\n"
         "static void free_type(MPI_Datatype *t) { MPI_Type_free(t); }\n"
         "static elem interval(long long lo, long long hi) {\n"
         "  elem e;\n"
         "  memset(&e, 0, sizeof e);\n"
         "  e.lo = lo;\n"
         "  e.hi = hi;\n"
         "  return e;\n"
         "}\n"
         "static elem input(int r, long i) {\n"
         "  (void)i;\n"
         "  return interval(r, r);\n"
         "}\n"
         "static elem unset(int r) { return interval(-2, r); }\n"
         "static int same(elem a, elem b) { return a.lo == b.lo && a.hi == b.hi; }\n"
         "static elem combined(int lo, int hi, long i) {\n"
         "  (void)i;\n"
         "  return interval(lo, hi);\n"
         "}\n"
         "/* MPI calls combine(invec, inoutvec): inoutvec[k] = invec[k] op inoutvec[k], invec the left\n"
         "   operand. */\n"
         "static void combine(void *invec, void *inoutvec, int *len, MPI_Datatype *type) {\n"
         "  const elem *in = invec;\n"
         "  elem *io = inoutvec;\n"
         "  (void)type;\n"
         "  for (int k = 0; k < *len; ++k) {\n"
         "    const elem a = in[k], b = io[k];\n"
         "    if (a.lo == -1) {\n"
         "      io[k] = a; /* invalid stays invalid */\n"
         "    } else if (b.lo == -1) {\n"
         "      /* io[k] stays b */\n"
         "    } else if (a.lo >= 0 && b.lo >= 0 && a.hi + 1 == b.lo) {\n"
         "      io[k] = interval(a.lo, b.hi);\n"
         "    } else {\n"
         "      elem x = interval(-1, -1);\n"
         "      x.bad[0] = a.lo, x.bad[1] = a.hi, x.bad[2] = b.lo, x.bad[3] = b.hi;\n"
         "      io[k] = x;\n"
         "    }\n"
         "  }\n"
         "}\n"
         "static MPI_Op make_op(void) {\n"
         "  MPI_Op op;\n"
         "  MPI_Op_create(combine, 0, &op); /* 0: not commutative */\n"
         "  return op;\n"
         "}\n"
         "static void free_op(MPI_Op *op) { MPI_Op_free(op); }\n"
         "static void show(char *out, size_t n, elem e) {\n"
         "  if (e.lo >= 0) snprintf(out, n, \"%lld:%lld\", e.lo, e.hi);\n"
         "  else if (e.lo == -1)\n"
         "    snprintf(out, n, \"invalid(%lld:%lld then %lld:%lld)\", e.bad[0], e.bad[1], e.bad[2], e.bad[3]);\n"
         "  else if (e.lo == -2) snprintf(out, n, \"unwritten (rank %lld's mark)\", e.hi);\n"
         "  else snprintf(out, n, \"not an interval (%lld, %lld)\", e.lo, e.hi);\n"
         "}\n";
}

constexpr const char* kMain = R"C(
int main(int argc, char **argv) {
  int rank = 0, size = 0, rc = MPI_SUCCESS;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size != NP) {
    if (rank == 0)
      fprintf(stderr, "%s: run it with mpirun -np %d (the case's ranks), not %d\n", argv[0], NP, size);
    MPI_Finalize();
    return 2;
  }
  /* Errors come back as return codes: a refusal is reported as one, not as a crash. */
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Datatype type = make_type();
  MPI_Op op = make_op();

  /* What this rank passes, and what MPI requires of it. */
  long in_n = 0, recv_n = 0, result_n = 0, first = 0;
  int lo = 0, hi = -1, compared = 1, pass_in_place = 0, in_recv = 0;
  const char *why_not = "";
@PLAN@
  (void)lo, (void)hi, (void)pass_in_place; /* (not every collective uses each) */
  elem *send = malloc(sizeof(elem) * (size_t)(in_n > 0 ? in_n : 1));
  elem *recv = malloc(sizeof(elem) * (size_t)(recv_n > 0 ? recv_n : 1));
  if (!send || !recv) {
    fprintf(stderr, "rank %d: out of memory\n", rank);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  for (long i = 0; i < recv_n; ++i) recv[i] = unset(rank);
  for (long i = 0; i < in_n; ++i) (in_recv ? recv : send)[i] = input(rank, i);
@FILL@
@CALL@
  if (rc != MPI_SUCCESS) {
    /* Room to spare: MPICH 4.0.2 writes past MPI_MAX_ERROR_STRING for a long message. */
    static char text[MPI_MAX_ERROR_STRING + 16384];
    int len = 0;
    MPI_Error_string(rc, text, &len);
    fprintf(stderr, "rank %d: @MPI@ returned an error: %s\n", rank, text);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }

  /* What this rank holds against what MPI requires: the first difference, and how many. */
  char line[512], got[160], want[160];
  long wrong = 0, at = -1;
  for (long j = 0; compared && j < result_n; ++j)
    if (!same(recv[j], EXPECTED(j)) && wrong++ == 0) at = j;
  if (!compared) {
    snprintf(line, sizeof line, "rank %d: nothing required (%s)", rank, why_not);
  } else if (result_n == 0) {
    snprintf(line, sizeof line, "rank %d: nothing required (its block of the result is empty)", rank);
  } else {
    const long k = at < 0 ? 0 : at;
    show(got, sizeof got, recv[k]);
    show(want, sizeof want, EXPECTED(k));
    if (wrong)
      snprintf(line, sizeof line, "rank %d: element %ld holds %s, MPI requires %s (WRONG: %ld of %ld elements)",
               rank, k, got, want, wrong, result_n);
    else
      snprintf(line, sizeof line, "rank %d: element %ld holds %s, MPI requires %s (ok, all %ld elements)", rank,
               k, got, want, result_n);
  }

  /* Each rank's line to rank 0, printed in rank order; point-to-point messages only: the setting
     under test may govern any collective. */
  int bad = wrong > 0, bad_ranks = bad;
  if (rank == 0) {
    printf("%s\n%s\n", what, line);
    for (int q = 1; q < NP; ++q) {
      int b = 0;
      MPI_Recv(line, (int)sizeof line, MPI_CHAR, q, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Recv(&b, 1, MPI_INT, q, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      printf("%s\n", line);
      bad_ranks += b;
    }
    if (bad_ranks)
      printf("WRONG: %d of %d ranks hold what MPI does not allow\n", bad_ranks, NP);
    else
      printf("OK: every rank holds what MPI requires\n");
    fflush(stdout);
    for (int q = 1; q < NP; ++q) MPI_Send(&bad_ranks, 1, MPI_INT, q, 3, MPI_COMM_WORLD);
  } else {
    MPI_Send(line, (int)sizeof line, MPI_CHAR, 0, 1, MPI_COMM_WORLD);
    MPI_Send(&bad, 1, MPI_INT, 0, 2, MPI_COMM_WORLD);
    MPI_Recv(&bad_ranks, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  free(send);
  free(recv);
  free_op(&op);
  free_type(&type);
  MPI_Finalize();
  return bad_ranks ? 1 : 0; /* 1: some rank holds what MPI does not allow */
}
)C";

}  // namespace

bool repro_supported(const std::string& collective) { return coll_text(collective) != nullptr; }

std::optional<ReproCase> refuted_case(const SweepClaim& c, const Reading& r) {
  if (!r.wrong) return std::nullopt;
  const Fields& f = *r.wrong;
  ReproCase k;
  k.collective = c.setting.collective;
  k.np = static_cast<int>(get_int(f, "np", r.wrong_np));
  k.count = get_int(f, "count", 0);
  k.root = static_cast<int>(get_int(f, "root", -1));
  if (const FieldValue* v = find(f, "in_place"))
    if (const auto* b = std::get_if<bool>(v)) k.in_place = *b;
  if (const FieldValue* v = find(f, "datatype"))
    if (const auto* s = std::get_if<std::string>(v)) k.datatype = *s;
  return k;
}

std::vector<ReproCase> witness_cases(const SweepClaim& c, int np, std::vector<std::int64_t> counts) {
  std::sort(counts.begin(), counts.end());
  counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
  const std::string b = blocking(c.setting.collective);
  const bool moves = b == "bcast" || b == "gather" || b == "scatter";
  const bool rooted = b == "reduce" || moves;
  const bool in_place_allowed = b != "bcast";
  std::vector<ReproCase> out;
  for (std::int64_t n : counts)
    for (const char* dt : {"contiguous", "vector", "byte"})
      for (bool in_place : {false, true}) {
        if (std::string(dt) == "byte" && !moves) continue;
        if (in_place && !in_place_allowed) continue;
        for (int root = rooted ? 0 : -1; root < (rooted ? np : 0); ++root)
          out.push_back({c.setting.collective, np, n, root, in_place, dt});
      }
  return out;
}

std::vector<ReproCase> crash_suspects(const SweepClaim& c, const std::string& out, int np,
                                      const std::vector<std::int64_t>& counts) {
  // The claim's lines of the run (as runs.cpp counts them): its collective, its operator.
  const std::string key = "{\"collective\":\"" + c.setting.collective + "\",";
  const std::string op = std::string("\"op\":\"") + (c.commutative ? "" : "non") + "commutative\"";
  std::size_t printed = 0;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(key, 0) == 0 && line.find(op) != std::string::npos) ++printed;
  const std::vector<ReproCase> all = witness_cases(c, np, counts);
  std::vector<ReproCase> suspects;
  for (std::size_t i = printed; i < all.size() && i < printed + 2; ++i) suspects.push_back(all[i]);
  return suspects;
}

std::vector<ReproCandidate> repro_candidates(const SweepClaim& c, const ReproCase& k, bool crash) {
  const CollText* t = coll_text(k.collective);
  if (!t) return {};
  const std::int64_t elements = k.count * per_unit(k);
  // The witness's bytes of data in the case: 48 bytes an element, as ints.
  const std::int64_t bytes_as_ints = elements * 48 / static_cast<std::int64_t>(sizeof(int));
  std::vector<ReproCandidate> out;
  const auto add = [&](ReproData d, std::int64_t n, const std::string& why) {
    for (const auto& o : out)
      if (o.data == d && o.count == n) return;
    out.push_back({d, n, why});
  };
  if (!t->reducing) {
    if (k.datatype == "byte")
      add(ReproData::byte_value, elements, "MPI_BYTE at the case's count, as the witness's case");
    add(ReproData::int_value, elements, "plain MPI_INT at the case's count");
    if (crash)
      add(ReproData::int_value, bytes_as_ints,
          "MPI_INT, as many bytes as the witness's case (48 bytes an element)");
    return out;
  }
  const ReproData user = c.commutative ? ReproData::int_user_sum : ReproData::interval;
  add(ReproData::int_sum, elements, "plain MPI_INT with the built-in MPI_SUM at the case's count");
  if (crash)
    add(ReproData::int_sum, bytes_as_ints,
        "MPI_INT with MPI_SUM, as many bytes as the witness's case (48 bytes an element)");
  add(user, elements,
      c.commutative ? "a commutative user operator, as the witness's multiset operator"
                    : "the interval operator: the fault needs a non-commutative operator");
  return out;
}

ReproLines repro_lines(const Library& lib, const SweepClaim& c, const ReproCase& k,
                       const std::string& compiler, const std::string& name) {
  ReproLines l;
  l.build = {compiler, "-O2", "-o", name, name + ".c"};
  // The claim's replay line up to the program: the same launcher, its arguments and the forced
  // setting (command()), then ./NAME in place of the witness.
  WitnessRun w;
  w.counts = {std::to_string(k.count)};
  const std::string program = "./" + name;
  std::vector<std::string> argv = command(lib, {&c}, k.np, program, w);
  const auto at = std::find(argv.begin(), argv.end(), program);
  argv.erase(at + 1, argv.end());
  l.run = argv;
  return l;
}

std::string repro_expected_output(const SweepClaim& c, const ReproCase& k, const ReproCandidate& d,
                                  const std::vector<std::string>& tried) {
  std::string s = what_line(c, k, d, tried) + "\n";
  for (int r = 0; r < k.np; ++r) {
    const RankPlan p = rank_plan(k.collective, k.np, d.count, k.root, r);
    const std::string rank = "rank " + std::to_string(r) + ": ";
    if (!p.compared) {
      s += rank + "nothing required (" + p.why_not + ")\n";
      continue;
    }
    if (p.result_n == 0) {
      s += rank + "nothing required (its block of the result is empty)\n";
      continue;
    }
    std::string want;
    if (d.data == ReproData::interval) {
      want = std::to_string(p.lo) + ":" + std::to_string(p.hi);
    } else if (d.data == ReproData::int_value || d.data == ReproData::byte_value) {
      want = show_value(d.data, k.np, input_int(d.data, p.lo, p.first));
    } else {
      std::int64_t sum = 0;
      for (int q = p.lo; q <= p.hi; ++q) sum += input_int(d.data, q, p.first);
      want = show_value(d.data, k.np, sum);
    }
    s += rank + "element 0 holds " + want + ", MPI requires " + want + " (ok, all " +
         std::to_string(p.result_n) + " elements)\n";
  }
  return s + "OK: every rank holds what MPI requires\n";
}

std::string repro_source(const Library& lib, const SweepClaim& c, const ReproCase& k,
                         const ReproCandidate& d, const ReproLines& lines,
                         const std::vector<std::string>& tried) {
  const CollText* t = coll_text(k.collective);
  if (!t) return "";
  const std::string call_name = mpi_call_name(k.collective);
  std::string args = replace_all(t->args, "SEND", kSendArg);
  std::string call;
  if (nonblocking(k.collective))
    call = "  MPI_Request req = MPI_REQUEST_NULL;\n  rc = " + call_name + "(" + args +
           ", &req);\n  if (rc == MPI_SUCCESS) rc = MPI_Wait(&req, MPI_STATUS_IGNORE);\n";
  else
    call = "  rc = " + call_name + "(" + args + ");\n";

  std::ostringstream o;
  o << "/* collcheck mpi --emit-repro: " << comment_safe(c.spec.id) << "\n"
    << " * " << comment_safe(lib.version.empty() ? lib.title : lib.version) << "\n"
    << " *\n"
    << " * The claim: " << comment_safe(c.spec.statement) << "\n"
    << " * The setting: "
    << comment_safe(c.setting.args.empty() ? std::string("the library's own choice (no parameter)")
                                           : shell_line(c.setting.args))
    << "\n *\n"
    << " * This program: " << comment_safe(what_line(c, k, d, {})) << ".\n"
    << " * Why this data: " << comment_safe(d.why) << ".\n";
  if (k.datatype != "contiguous" && !(k.datatype == "byte" && d.data == ReproData::byte_value))
    o << " * (The witness's case was on its '" << comment_safe(k.datatype)
      << "' datatype; this program uses a contiguous one with as many elements.)\n";
  for (const auto& x : tried) o << " * Tried first, and right under this setting: " << comment_safe(x) << ".\n";
  if (d.data == ReproData::interval)
    o << " * The fault needs the non-commutative interval operator: a built-in operator does not\n"
      << " * show it (the library may combine commutative operands in any order).\n";
  o << " *\n"
    << " * Build: " << comment_safe(shell_line(lines.build)) << "\n"
    << " * Run:   " << comment_safe(shell_line(lines.run)) << "\n"
    << " *\n"
    << " * It prints, per rank, the first element of the rank's result that differs from what MPI\n"
    << " * requires (else the first one) and what MPI requires there, then WRONG or OK; it exits 1\n"
    << " * when some rank holds what MPI does not allow, 0 when every rank holds what MPI requires\n"
    << " * (2: run with another number of ranks). A library that does what MPI requires prints:\n";
  std::istringstream expected(repro_expected_output(c, k, d, tried));
  for (std::string line; std::getline(expected, line);) o << " *   " << comment_safe(line) << "\n";
  o << " */\n"
    << "#include <mpi.h>\n"
    << "#include <stdio.h>\n"
    << "#include <stdlib.h>\n"
    << "#include <string.h>\n\n"
    << "#define NP " << k.np << " /* ranks: mpirun -np " << k.np << " */\n"
    << "#define COUNT " << d.count << " /* the count passed to " << call_name << " */\n";
  if (t->rooted) o << "#define ROOT " << k.root << "\n";
  const std::string bk = blocking(k.collective);
  if (t->reducing || bk == "gather" || bk == "scatter")
    o << "#define IN_PLACE " << (k.in_place ? 1 : 0) << " /* 1: MPI_IN_PLACE"
      << (t->rooted ? " at the root" : " at every rank") << " */\n";
  o << "#define EXPECTED(j) " << t->expected << " /* what MPI requires at result element j */\n\n"
    << data_source(d.data) << "\n"
    << "static const char *what = \"" << c_string(what_line(c, k, d, tried)) << "\";\n";
  std::string main_text = replace_all(kMain, "@PLAN@", t->plan);
  main_text = replace_all(main_text, "@CALL@", call);
  main_text = replace_all(main_text, "@FILL@", t->fill);
  main_text = replace_all(main_text, "@MPI@", call_name);
  o << main_text;
  return o.str();
}

}  // namespace cc::app::mpisweep
