// The collcheck commands. Each returns the process exit code; bad input throws UsageError.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "checkers/context.hpp"
#include "checkers/runner.hpp"

namespace cc::app {

struct CheckArgs {
  std::vector<std::string> patterns;
  std::string budget = "ci";
  std::string jobs;  // empty: all cores
  std::string rlimit;  // --rlimit N: Z3's resource limit per query (empty: each obligation's own)
  std::string seed;  // empty: the default seed; "random": a fresh one
  std::string json, junit, shard, case_text, variant, emit_smt2;
  std::string checkpoint;  // --checkpoint FILE: save progress, resume from it
  std::string solver;      // --solver z3|cvc5 (empty: z3)
  bool cross_check = false;  // --cross-check: both solvers
  std::string cvc5_tlimit;  // --cvc5-tlimit MS: cvc5's wall-clock limit per query (empty: 10 s)
  std::string timeout;     // --timeout S: seconds per claim (empty: no limit)
  bool fail_fast = false;  // --fail-fast: stop after the first failure
  std::string trace_out;   // check --trace-out FILE: the refuting run in ITF JSON
  bool verbose = false;
  bool proofs_only = false;  // collcheck prove
};

// collcheck list [GLOB...] [--family F] [--method M] [--expect E]: the claims that match all.
struct ListArgs {
  std::vector<std::string> patterns;
  std::string format = "text", family, method, expect;
};
int cmd_list(const ListArgs& a);
int cmd_list_variants(const std::string& format);
int cmd_check(const CheckArgs& a);
int cmd_errata(const std::string& format, const std::string& jobs);
int cmd_bound(const std::string& model, const std::map<std::string, std::string>& values);

// What a command makes of its option values before it touches a file or runs anything; each
// throws UsageError naming the option and the accepted range or form. The commands call them
// first; fuzz/fuzz_options.cpp calls them on any command line.
// check and prove: the run's context and its claims (--budget, --jobs, --rlimit, --seed, --shard,
// --case, --variant, the claim globs, and that --json, --junit and --checkpoint differ).
struct CheckPlan {
  RunContext ctx;
  std::vector<const Claim*> selected;
};
CheckPlan plan_check(const CheckArgs& a);
// list: the claims its globs and filters select (none is an error).
std::vector<const Claim*> list_selection(const ListArgs& a);
// errata: --format and --jobs, the worker threads.
unsigned errata_jobs(const std::string& format, const std::string& jobs);
// bound: the model and its values n, k, lambda.
std::map<std::string, std::uint64_t> bound_values(
    const std::string& model, const std::map<std::string, std::string>& values);

// collcheck simulate MODEL [--option value | --flag]...: the options as given, read by the option
// layer from the model's descriptor (app/simulate/layer.hpp).
struct SimulateArgs {
  std::string model, format = "text";
  // Every option given but --format, by name: its value, or none for a flag (and for --tree given
  // without one).
  std::map<std::string, std::optional<std::string>> given;
};
int cmd_simulate(const SimulateArgs& a);  // app/simulate/layer.cpp
// simulate: --format, the model, and its options parsed and checked (app/simulate/layer.hpp).
void check_simulate(const SimulateArgs& a);

struct VerifyArgs {
  std::vector<std::string> files;
  std::string json, junit;
  std::string generator, model, domain, case_text;
  std::uint64_t random = 0, seed = 20261121;
  double timeout_s = 10;
  bool verbose = false;
  bool generator_given = false;  // --generator was given (possibly empty)
  bool seed_given = false;       // --seed was given (it applies to --random only)
  bool timeout_given = false;    // --timeout was given (it applies to --generator only)
  // --max-over-bound D: the bound verdict is refuted at the least point more than D over the
  // bound (-1: not given); --table FILE.csv: one row per point.
  std::int64_t max_over_bound = -1;
  std::string table;
  std::string plot;  // --plot FILE.svg: steps and bound against the domain's first key
  std::string draw;  // --draw FILE.svg: the space-time diagram of one point's run (postal)
  std::string trace_out;  // --trace-out FILE: the same run as an ITF trace (postal)
  // Answers (docs/synth.md, "Answers in verify"): --synth computes the optimum of each point
  // judged legal and correct with synth::synthesize, within --rlimit (Z3 units per query) and
  // --synth-timeout (seconds per point, 0: none); --show-better FILE writes the synthesized
  // schedule of the least point where the user's is slower than the optimum (implies --synth).
  bool synth = false;
  std::string rlimit;
  double synth_timeout_s = 0;
  std::string show_better;
};
int cmd_verify(const VerifyArgs& a);  // app/verify.cpp
// verify: files or --generator (not both, not neither), and the generator's --model, --domain,
// --case and --random (app/domain.hpp).
void check_verify_args(const VerifyArgs& a);  // app/verify.cpp

// collcheck synth (docs/synth.md; app/cmd_synth.cpp): the least steps of a collective on a
// model, the schedule, and a certificate that one step fewer is impossible.
struct SynthArgs {
  std::string model, collective, point;  // --point 'n=8,k=1,lambda=2'
  std::string emit_schedule, emit_smt2;  // FILE, DIR
  std::string solver, rlimit, max_steps, planted;
  std::string timeout;  // --timeout S: whole seconds, the whole search (empty: none)
  bool cross_check = false;
};
int cmd_synth(const SynthArgs& a);
// --rlimit and --solver/--cross-check as check, prove and synth read them (app/cmd_check.cpp).
std::uint64_t parse_rlimit(const std::string& text);
proofs::Solver parse_solver(const std::string& solver, bool cross_check);
void check_synth_args(const SynthArgs& a);

struct MergeArgs {
  std::vector<std::string> files;
  std::string json, junit;
};
int cmd_merge(const MergeArgs& a);  // app/merge.cpp

// collcheck mpi: the algorithm sweep of an MPI library with collcheck-mpi-witness (docs/mpi.md,
// "Check your MPI library"; app/cmd_mpi.cpp). Needs no MPI in collcheck itself: it runs mpirun.
struct MpiArgs {
  std::vector<std::string> patterns;  // claim ids or globs (default: all)
  std::string library;                // openmpi | mpich (empty: the default witness's)
  std::string budget = "ci";
  std::string witness, mpirun, timeout, expect, json, junit, np, counts;
  std::string planted = "none";
  std::string emit_repro;  // --emit-repro DIR: a C program per refuted or crashing claim
  bool list = false, verbose = false;
};
int cmd_mpi(const MpiArgs& a);  // app/cmd_mpi.cpp
// mpi: --library, --budget, --timeout, --planted, --np, --counts, --expect and the reports'
// paths (nothing is run or looked up).
void check_mpi_args(const MpiArgs& a);  // app/cmd_mpi.cpp

// Validates the output format option.
void require_format(const std::string& f);
// Writes `text` to `path`; throws UsageError if it cannot (`option` names the file in the error,
// e.g. "--json"). A regular file, a new one or a symbolic link (replaced, never followed) is
// written atomically: a temporary of an unpredictable name, created exclusively in the same
// directory, renamed into place, so that a failed run leaves nothing half written. collcheck's
// own standard output or error (/dev/stdout, or the file stdout goes to) is written through its
// descriptor; a terminal, a character device (/dev/null) or a FIFO directly, with a deadline (a
// FIFO no process reads within 5 s, or whose reader takes nothing for 10 s, is an error).
void write_file(const std::string& path, const std::string& text, const std::string& option);
// Checks up front that `path` can be written: its directory exists, it is not a directory, and
// a file can be created in the directory (tried: permissions, a read-only mount, /proc), or an
// existing non-regular file (/dev/stdout) is writable. Throws UsageError naming the option and
// the path.
void require_writable(const std::string& option, const std::string& path);
// The same for a directory that files are written into (prove --emit-smt2 DIR).
void require_writable_directory(const std::string& option, const std::string& dir);
// A file a command writes, by its option (an empty path: not given).
struct OutputFile {
  std::string option, path;
};
// Before any work: no output is one of the input files, and no two outputs are the same file,
// compared by device and inode (through links), and for a file not there yet by its directory's
// device and inode and its name (`./r.json` and `r.json`). Two outputs on one terminal, character
// device or FIFO are allowed. Throws UsageError naming both.
void check_outputs(const std::vector<OutputFile>& outputs, const std::vector<std::string>& inputs);
// An output that is read back and replaced (--checkpoint) is a regular file or a new one.
void require_regular_output(const std::string& option, const std::string& path);
// Removes an earlier run's output at `path` (a regular file itself; a link is replaced when the
// output is written and what it points to is not touched), so that none survives looking current.
void remove_earlier_output(const std::string& path);
// Checks --json and --junit before any work (and, against each other and the inputs, `others`),
// and removes an earlier run's report at either path, so that a run that stops part way leaves
// none that looks current.
void prepare_reports(const std::string& json, const std::string& junit,
                     const std::vector<std::string>& inputs = {},
                     const std::vector<OutputFile>& others = {});
// The text of an input file (a schedule, a report, a checkpoint). Only a regular file is read: a
// directory, a FIFO, a device or a socket is refused (opened non-blocking, so that a FIFO without
// a writer cannot hold collcheck). Throws UsageError("PATH: ...").
std::string read_input_file(const std::string& path,
                            std::size_t max_bytes = static_cast<std::size_t>(-1));
// Prints the summary, writes the --json and --junit reports; the run's exit code.
int finish_report(const cc::Report& report, const std::string& json, const std::string& junit);

inline constexpr std::uint64_t kDefaultSeed = 20261121;

}  // namespace cc::app
