#!/usr/bin/env python3
"""collcheck mpi --emit-repro DIR (docs/mpi.md "Check your MPI library", mpi/README.md "Reproductions"):
the C programs it writes for refuted and crashing claims, built and run as printed.

usage: repro_test.py COLLCHECK LIBRARY WORKDIR
  openmpi  mpi.openmpi.reduce.chain at np 2, 3 (smoke counts): refuted; its program needs the
           interval operator (MPI_INT with MPI_SUM was tried first and is right, which the text
           file and the program say); built with the printed build line and run with the printed
           mpirun line, it exits non-zero and prints rank 0's wrong value invalid(1:1 then 0:0)
           where MPI requires 0:1. Bad --emit-repro paths and --planted: one line, exit 2.
  mpich    mpi.mpich.ibcast.tsp_scatterv_recexch_allgatherv at np 2 (MPI_BYTE, count 1, root 1):
           refuted, the program fails on every rank; mpi.mpich.igather.tsp_tree at np 1: the
           root's block unwritten; and MPICH's reduce crash
           (mpi.mpich.reduce.default.commutative at np 2, root 1, in place, above 2048 bytes):
           MPI_INT with MPI_SUM at as many bytes as the witness's case crashes alone.
"""
import os
import shutil
import subprocess
import sys
import time

collcheck, library, work = sys.argv[1:4]
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAILED:", msg, flush=True)


def run_collcheck(args, timeout=900):
    t0 = time.time()
    r = subprocess.run([collcheck, "mpi", "--library", library] + args, capture_output=True,
                       text=True, timeout=timeout)
    print(f"$ collcheck mpi --library {library} {' '.join(args)}: exit {r.returncode}, "
          f"{time.time() - t0:.1f} s", flush=True)
    return r


def printed_lines(stdout, claim, where):
    """The build and run lines the command printed for `claim` (after its repro line)."""
    lines = stdout.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(f"  repro  {claim}: "):
            build = run = None
            for follow in lines[i + 1:i + 3]:
                follow = follow.strip()
                if follow.startswith(f"build (in {where}): "):
                    build = follow[len(f"build (in {where}): "):]
                if follow.startswith(f"run (in {where}): "):
                    run = follow[len(f"run (in {where}): "):]
            return line, build, run
    return None, None, None


def reproduce(claim, args, want_exit, must_say):
    """Runs the sweep of `claim` with --emit-repro, then the program as printed. Returns the
    program's run (or None)."""
    where = os.path.join(work, f"repro_{library}")
    shutil.rmtree(where, ignore_errors=True)
    r = run_collcheck([claim] + args + ["--emit-repro", where])
    if r.returncode != want_exit:
        fail(f"{claim}: exit {r.returncode}, expected {want_exit}\n{r.stdout[-2000:]}{r.stderr[-1000:]}")
    line, build, run = printed_lines(r.stdout, claim, where)
    if not line or "reproduced" not in line or not build or not run:
        fail(f"{claim}: no reproduction printed:\n{r.stdout[-2000:]}")
        return None, ""
    print(line, f"\n  build: {build}\n  run: {run}", flush=True)
    src = os.path.join(where, claim + ".c")
    txt = os.path.join(where, claim + ".txt")
    for f in (src, txt):
        if not os.path.isfile(f):
            fail(f"{claim}: {f} not written")
            return None, ""
    with open(txt) as f:
        text = f.read()
    with open(src) as f:
        source = f.read()
    # The text file has the same lines, the expected output and the actual one.
    for part in (f"build: {build}\n", f"run: {run}\n", "expected output", "actual output"):
        if part not in text:
            fail(f"{claim}: {txt} lacks {part!r}")
    if f"Build: {build}" not in source or f"Run:   {run}" not in source:
        fail(f"{claim}: the program's comment does not give the printed lines")
    for part in must_say:
        if part not in source:
            fail(f"{claim}: the program does not say {part!r}")
    # Built with the printed build line, run with the printed mpirun line, in DIR, where the
    # command left nothing but the two files.
    b = subprocess.run(build, shell=True, cwd=where, capture_output=True, text=True, timeout=300)
    if b.returncode != 0:
        fail(f"{claim}: the build line failed (exit {b.returncode}): {b.stderr[-1500:]}")
        return None, text
    p = subprocess.run(run, shell=True, cwd=where, capture_output=True, text=True, timeout=300)
    print(f"  the program: exit {p.returncode}\n" + "".join("    " + x + "\n" for x in p.stdout.splitlines()),
          flush=True)
    if p.returncode == 0:
        fail(f"{claim}: the program exits 0 (expected non-zero):\n{p.stdout}{p.stderr[-1500:]}")
    return p, text


os.makedirs(work, exist_ok=True)
if library == "openmpi":
    claim = "mpi.openmpi.reduce.chain"
    p, text = reproduce(claim, ["--np", "2,3", "--budget", "smoke", "--expect", claim], 0,
                        ["MPI_Op_create(combine, 0, &op)", "the fault needs a non-commutative operator",
                         "#define NP 2 ", "#define COUNT 1 ", "#define ROOT 0\n"])
    if p is not None:
        if "rank 0: element 0 holds invalid(1:1 then 0:0), MPI requires 0:1 (WRONG" not in p.stdout:
            fail(f"{claim}: the program does not print rank 0's wrong value:\n{p.stdout}")
        if "WRONG: 1 of 2 ranks" not in p.stdout:
            fail(f"{claim}: no WRONG line:\n{p.stdout}")
    # MPI_SUM was tried first and is right under chain (the text says so: the fault needs the
    # interval operator).
    if "MPI_INT with MPI_SUM, count 1: exit 0, every rank right" not in text:
        fail(f"{claim}: the text file does not say that MPI_SUM was tried and right:\n{text[:3000]}")

    # Bad directories and --planted: one line on stderr, exit 2, before any run.
    a_file = os.path.join(work, "a_file")
    with open(a_file, "w") as f:
        f.write("x\n")
    for args, what in ((["--emit-repro", "/proc/no/such/dir"], "uncreatable"),
                       (["--emit-repro", a_file], "a regular file"),
                       (["--emit-repro", os.path.join(work, "d"), "--planted", "swap"], "with --planted")):
        r = run_collcheck([claim, "--np", "2"] + args, timeout=120)
        lines = r.stderr.strip().splitlines()
        if r.returncode != 2 or len(lines) != 1 or not lines[0].startswith("collcheck: error: "):
            fail(f"--emit-repro {what}: exit {r.returncode}, stderr {r.stderr!r}")
        else:
            print(f"  {what}: {lines[0]}", flush=True)
elif library == "mpich":
    claim = "mpi.mpich.ibcast.tsp_scatterv_recexch_allgatherv"
    # The sweep finds it at np 2 (MPI_BYTE, an odd count, root 1): the program fails on every rank.
    p, text = reproduce(claim, ["--np", "2,3", "--budget", "smoke", "--expect", claim], 0,
                        ["MPI_Ibcast(recv, COUNT, type, ROOT, MPI_COMM_WORLD, &req)", "#define NP 2 ",
                         "#define COUNT 1 ", "#define ROOT 1\n", "return MPI_BYTE;"])
    if p is not None and "WRONG: 2 of 2 ranks" not in p.stdout:
        fail(f"{claim}: not every rank wrong:\n{p.stdout}{p.stderr[-800:]}")
    if "interval" in text.split("program: ", 1)[-1].split("\n", 1)[0]:
        fail(f"{claim}: a broadcast's program uses the interval operator")
    # The igather tree at np 1: the root's own block never reaches its receive buffer.
    claim = "mpi.mpich.igather.tsp_tree"
    p, text = reproduce(claim, ["--np", "1,2", "--budget", "smoke", "--expect", claim], 0,
                        ["MPI_Igather(", "#define NP 1 ", "#define ROOT 0\n", "return MPI_INT;"])
    if p is not None and "holds -1 (unwritten: rank 0's mark)" not in p.stdout:
        fail(f"{claim}: the program does not show the unwritten block:\n{p.stdout}")
    # MPICH's reduce crash (pmodels/mpich#6540): error (exit 4); MPI_INT with MPI_SUM at the
    # witness's case's bytes crashes alone.
    claim = "mpi.mpich.reduce.default.commutative"
    p, text = reproduce(claim, ["--np", "2", "--budget", "smoke"], 4,
                        ["#define ROOT 1\n", "#define IN_PLACE 1 ", "return MPI_SUM;"])
    if p is not None and "WRONG" in p.stdout:
        fail(f"{claim}: a wrong result, expected a crash:\n{p.stdout}")
else:
    fail(f"unknown library {library}")

print("repro_test:", "FAILED" if failures else "passed", flush=True)
sys.exit(1 if failures else 0)
