#!/usr/bin/env python3
"""collcheck-mpi-witness (mpi/README.md) under `mpirun -np P`, and its teeth.

With the correct operators (non-commutative interval witness and commutative multiset witness)
every case of every collective is "ok". With each planted operator (swap, drop, repeat; drop and
repeat also for the commutative one) every case of a reducing collective is "wrong" in which some
rank's required result combines two operands or more: all of them but Exscan at np = 2, whose
only result is rank 0's operand, delivered to rank 1 without a call of the operator. Broadcasts
call no operator and stay "ok". To keep the test short, the default counts (up to 65,536) run once,
with the correct operators on the contiguous datatype; the strided datatype runs counts up to 1024
and the planted operators counts up to 4096.

Arguments: the witness binary, mpirun, np (a number), or "options" for the command line checks.
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys

witness, mpirun, what = sys.argv[1], sys.argv[2], sys.argv[3]
version = subprocess.run([mpirun, "--version"], capture_output=True, text=True)
openmpi = any(w in version.stdout + version.stderr for w in ("Open MPI", "OpenRTE", "open-mpi.org"))
MPI = [mpirun, "--allow-run-as-root", "--oversubscribe"] if openmpi else [mpirun]
if openmpi:
    os.environ.setdefault("OMPI_MCA_plm", "isolated")

COLLECTIVES = ["reduce", "allreduce", "reduce_scatter", "reduce_scatter_block", "scan", "exscan",
               "bcast", "gather", "scatter", "ireduce", "iallreduce", "ireduce_scatter",
               "ireduce_scatter_block", "iscan", "iexscan", "ibcast", "igather", "iscatter"]
# The collectives that move data and call no operator: the byte datatype too; their teeth are
# --planted root (every rank names the next rank as the root).
MOVES = ("bcast", "gather", "scatter", "ibcast", "igather", "iscatter")
ROOTED = ("reduce", "ireduce") + MOVES
KEYS = ["collective", "np", "count", "root", "datatype", "in_place", "op", "planted", "verdict"]
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAILED:", msg)


def run(np, args):
    r = subprocess.run([*MPI, "-np", str(np), witness, *args], capture_output=True, text=True,
                       timeout=900)
    return r, [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")]


def expected_cases(np, counts, datatypes):
    """The cases of a run, in the order of the output (mpi/README.md "Output")."""
    out = []
    for c in COLLECTIVES:
        for n in sorted(set(counts)):
            for d in datatypes:
                if d == "byte" and c not in MOVES:
                    continue
                for in_place in ([False] if c.endswith("bcast") else [False, True]):
                    for root in (range(np) if c in ROOTED else [None]):
                        out.append((c, n, root, d, in_place))
    return out


def must_show(np, case, planted):
    """A planted bug must show. An operator: a reducing collective with a result of two operands
    or more. The wrong root: any rooted collective with a count, np >= 2."""
    c, n, _, _, _ = case
    if n == 0 or np < 2:
        return False
    if planted == "root":
        return c in ROOTED
    if c in MOVES:
        return False
    return not (c.endswith("exscan") and np == 2)


def check_run(np, op, planted, counts, datatypes, tag):
    args = ["--op", op, "--planted", planted, "--datatypes", ",".join(datatypes)]
    if counts != "default":
        args += ["--counts", ",".join(map(str, counts))]
    else:
        counts = [1, np - 1, np, np + 1, 1 << 16]
    r, lines = run(np, args)
    if r.returncode != 0:
        fail(f"{tag}: exit {r.returncode}\n{r.stderr[-2000:]}")
        return
    want = expected_cases(np, counts, datatypes)
    got = [(j["collective"], j["count"], j["root"], j["datatype"], j["in_place"]) for j in lines]
    if got != want:
        fail(f"{tag}: {len(got)} cases in the output, {len(want)} expected, or out of order")
        return
    tally = {}
    for case, j in zip(want, lines):
        if list(j)[:len(KEYS)] != KEYS or j["np"] != np or j["op"] != op or j["planted"] != planted:
            fail(f"{tag}: keys or values of {j}")
        v = j["verdict"]
        tally[v] = tally.get(v, 0) + 1
        if v == "wrong" and not all(k in j for k in ("rank", "where", "holds", "requires")):
            fail(f"{tag}: a wrong case without its counterexample: {j}")
        need = "wrong" if planted != "none" and must_show(np, case, planted) else "ok"
        if v != need:
            fail(f"{tag}: {case} is {v}, expected {need}: {j}")
    print(f"{tag}: {len(lines)} cases, {tally}")


def check_np(np):
    small = [1, np - 1, np, np + 1, 1024]
    mid = [1, np - 1, np, np + 1, 4096]  # 4096 elements: still several segments of a pipeline
    for op in ("noncommutative", "commutative"):
        check_run(np, op, "none", "default", ["contiguous"], f"np {np} {op} none contiguous")
        check_run(np, op, "none", small, ["vector", "byte"], f"np {np} {op} none vector, byte")
    if np < 2:
        return
    check_run(np, "noncommutative", "root", mid, ["contiguous", "byte"],
              f"np {np} noncommutative root contiguous, byte")
    for op, planted in (("noncommutative", "swap"), ("noncommutative", "drop"),
                        ("noncommutative", "repeat"), ("commutative", "drop"),
                        ("commutative", "repeat")):
        check_run(np, op, planted, mid, ["contiguous"], f"np {np} {op} {planted} contiguous")
        check_run(np, op, planted, small, ["vector"], f"np {np} {op} {planted} vector")


def check_options():
    # The bad command lines are independent mpiruns that mostly wait (mpirun takes 1.5 to 2 s to
    # end a job after a rank's exit 2, at almost no CPU): they run 6 at a time.
    bad = ((["--collectives", "reduce,allgather"], "allgather"),
           (["--datatypes", "contiguous,bytes"], "bytes"),
           (["--planted", "roots"], "roots"),
           (["--counts", "1,-2"], "-2"), (["--op", "max"], "max"),
           (["--planted", "twice"], "twice"), (["--datatypes", "indexed"], "indexed"),
           (["--op", "commutative", "--planted", "swap"], "swap"), (["--bogus"], "--bogus"),
           (["--collectives", "scan:max"], "scan:max"),
           (["--collectives", "scan,scan:commutative", "--planted", "swap"], "swap"),
           (["--counts"], "--counts"))
    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        results = list(pool.map(lambda a: run(2, a[0]), bad))
    for (args, word), (r, lines) in zip(bad, results):
        err = [x for x in r.stderr.splitlines() if x.startswith("collcheck-mpi-witness:")]
        if r.returncode != 2 or len(err) != 1 or word not in err[0] or lines:
            fail(f"{args}: exit {r.returncode}, stderr {r.stderr!r}, stdout {len(lines)} lines")
    r, lines = run(2, ["--help"])
    if r.returncode != 0 or "usage:" not in r.stdout:
        fail(f"--help: exit {r.returncode}, {r.stdout!r}")
    r, lines = run(2, ["--collectives", "bcast,scan", "--counts", "0,3", "--datatypes", "vector"])
    if r.returncode != 0 or [(j["collective"], j["count"]) for j in lines] != [
            ("scan", 0), ("scan", 0), ("scan", 3), ("scan", 3), ("bcast", 0), ("bcast", 0),
            ("bcast", 3), ("bcast", 3)]:
        fail(f"a chosen subset: exit {r.returncode}, {[(j['collective'], j['count']) for j in lines]}")
    # A collective with both operators in one run (collcheck mpi's runs): the non-commutative
    # cases, then the commutative ones, each "op" said, every case ok.
    r, lines = run(2, ["--collectives", "exscan:commutative,bcast,exscan", "--counts", "3",
                       "--datatypes", "contiguous"])
    got = [(j["collective"], j["op"], j["verdict"]) for j in lines]
    want = [("exscan", "noncommutative", "ok")] * 2 + [("exscan", "commutative", "ok")] * 2 + \
        [("bcast", "noncommutative", "ok")] * 2
    if r.returncode != 0 or got != want:
        fail(f"both operators: exit {r.returncode}, {got}")
    if openmpi:
        # The witness gives up its core when Open MPI yields (mpi/witness_yield.hpp): with
        # mpi_yield_when_idle on, rank 0's summary counts the yields, none with
        # COLLCHECK_WITNESS_YIELD=0, and the cases read the same each way.
        seen = {}
        for setting in ("", "0"):
            r = subprocess.run([*MPI, "--mca", "mpi_yield_when_idle", "1", "-np", "2", "-x",
                                f"COLLCHECK_WITNESS_YIELD={setting}", witness, "--collectives",
                                "allreduce,scan,bcast", "--counts", "1,4"],
                               capture_output=True, text=True, timeout=300)
            summary = [x for x in r.stderr.splitlines()
                       if x.startswith("collcheck-mpi-witness: np")]
            yields = summary and re.search(r"; (\d+) idle polls yielded the core", summary[0])
            seen[setting] = [x for x in r.stdout.splitlines() if x.startswith("{")]
            print(f"yield_when_idle, COLLCHECK_WITNESS_YIELD={setting!r}: "
                  f"{summary[0] if summary else r.stderr[-300:]}")
            if r.returncode != 0 or not seen[setting] or \
                    any('"verdict":"ok"' not in x for x in seen[setting]):
                fail(f"yield_when_idle, COLLCHECK_WITNESS_YIELD={setting!r}: exit {r.returncode}")
            elif (bool(yields) and int(yields.group(1)) > 0) != (setting == ""):
                fail(f"COLLCHECK_WITNESS_YIELD={setting!r}: {yields.group(1) if yields else 0} "
                     "yields counted, expected " + ("some" if setting == "" else "none"))
        if seen[""] != seen["0"]:
            fail(f"the cases differ with and without the witness's yield: {seen}")
    # Any other value of the setting is refused before the first case: one line, exit 2.
    r = subprocess.run([*MPI, "-np", "2", witness], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, COLLCHECK_WITNESS_YIELD="yes"))
    err = [x for x in r.stderr.splitlines() if x.startswith("collcheck-mpi-witness:")]
    if r.returncode != 2 or len(err) != 1 or "COLLCHECK_WITNESS_YIELD" not in err[0] or r.stdout:
        fail(f"COLLCHECK_WITNESS_YIELD=yes: exit {r.returncode}, stderr {r.stderr!r}")
    print("options: checked")


if what == "options":
    check_options()
else:
    check_np(int(what))
print("witness: every case as expected" if not failures else f"{failures} failures")
sys.exit(1 if failures else 0)
