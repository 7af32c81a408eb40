#!/usr/bin/env python3
"""The MPI algorithms of examples/generators/ (issue 30), one ctest per generator and per --bug:
  NAME      collcheck verify --generator 'python3 NAME.py' over the generator's domain (m = 1..8,
            or 1..5 for the LogGP chain,
            segment sizes that do not divide m, several n, lambda = 1..2, k = 1..2): exit 0, and
            legal, correct and bound verified on that many points (and that many skipped).
  NAME.bug  the same with --bug: exit 1, the verdict refuted at its least point (the
            counterexample's point and its first fields, as the generator's docstring says).
  readme    every generator in examples/generators/ is listed in its README.md with the command
            its docstring gives.
Arguments: the collcheck binary, the source directory, the part."""
import os
import re
import subprocess
import sys

# generator -> (document name, domain, points verified, points skipped,
#               the --bug's refuted verdict, the start of its counterexample)
GENERATORS = {
    "scatter_allgather_broadcast": (
        "scatter-allgather-broadcast", "n=1..6,k=1..2,lambda=1..2,m=1..8,root=0..5", 672, 480,
        "correct", "n=2 k=1 lambda=1 m=1 root=0 PE=1 register=c holds=\"no value\""),
    "ring_allreduce": (
        "ring-allreduce", "n=1..6,k=1,lambda=1..2,m=1..8,seg=1..3", 288, 0,
        "correct", "n=2 k=1 lambda=1 m=1 seg=2 PE=0 register=c holds={0} expected={0..1}"),
    "ring_reduce_scatter": (
        "ring-reduce-scatter", "n=1..5,k=1..2,lambda=1..2,m=1..8,seg=1..3", 480, 0,
        "correct", "n=2 k=1 lambda=1 m=1 seg=1 PE=0 register=c holds=\"{0..1} of item 1\" "
                   "expected=\"{0..1} of item 0\""),
    "rabenseifner_allreduce": (
        "rabenseifner-allreduce", "n=1..8,k=1..2,lambda=1..2,m=1..8", 128, 128,
        "legal", "n=2 k=1 lambda=1 m=1 step=1 rule=\"every message is received\""),
    "recursive_doubling_allgather": (
        "recursive-doubling-allgather", "n=1..8,k=1..2,lambda=1..2,m=1..8", 128, 128,
        "correct", "n=4 k=1 lambda=1 m=1 PE=1 register=c2 holds=\"no value\""),
    "bruck_allgather": (
        "bruck-allgather", "n=1..7,k=1,lambda=1..2,m=1..8", 112, 0,
        "legal", "n=3 k=1 lambda=1 m=1 step=2 PE=0 rule=no-value"),
    "binomial_scatter": (
        "binomial-scatter", "n=1..6,k=1..2,lambda=1..2,m=1..8,root=0..5", 672, 480,
        "correct", "n=2 k=1 lambda=1 m=1 root=1 PE=0 register=c holds=\"1 of item 1\""),
    "binomial_gather": (
        "binomial-gather", "n=1..6,k=1..2,lambda=1..2,m=1..8,root=0..5", 672, 480,
        "legal", "n=3 k=1 lambda=1 m=1 root=0 step=3 rule=\"receive matches a message\""),
    "loggp_chain_broadcast": (
        "loggp-chain-broadcast", "P=1..4,L=1..2,o=0..1,g=1..2,G=0..2,m=1..5,seg=1..3", 1440, 0,
        "legal", "P=2 L=1 o=0 g=1 G=1 m=3 seg=2 time=1 PE=0 rule=send-gap"),
    "hypercube_allgather": (
        "hypercube-allgather", "N=1..16,m=1..8", 40, 88,
        "correct", "N=2 m=2 PE=0 register=c2 holds=\"1 of item 1\" expected=\"1 of item 0\""),
    "pram_allgather": (
        "pram-allgather", "N=1..8,m=1..4", 32, 0,
        "legal", "N=2 m=1 step=2 PE=1 rule=exclusive cell=A(2)"),
    "pairwise_alltoall": (
        "pairwise-alltoall", "n=1..6,k=1..2,lambda=1..2,m=1..8", 192, 0,
        "legal", "n=3 k=1 lambda=1 m=1 step=1 rule=\"receive matches a message\""),
}

# The generators of another model than postal.
MODEL = {"loggp_chain_broadcast": "logp", "hypercube_allgather": "hypercube",
         "pram_allgather": "pram"}

cc, src, part = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
gen_dir = os.path.join(src, "examples", "generators")
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAILED:", what)


def verify(name, bug):
    cmd = "python3 " + os.path.join(gen_dir, name + ".py") + (" --bug" if bug else "")
    args = [cc, "verify", "--generator", cmd, "--model", MODEL.get(name, "postal"), "--domain",
            GENERATORS[name][1]]
    print("$", " ".join(args[:3]), repr(cmd), " ".join(args[4:]), flush=True)
    r = subprocess.run(args, capture_output=True, text=True, timeout=120)
    print(r.stdout, r.stderr, sep="")
    return r


if part == "readme":
    readme = open(os.path.join(gen_dir, "README.md")).read()
    for f in sorted(os.listdir(gen_dir)):
        if f.endswith(".py"):
            check("examples/generators/" + f in readme, f + " is not listed in README.md")
        text = open(os.path.join(gen_dir, f)).read()
        at = text.find("collcheck verify --generator")
        command = " ".join(text[at:text.find("\n\n", at)].replace("\\\\\n", " ").split())
        check(at < 0 or command in " ".join(readme.split()),
              f + ": README.md lacks its docstring's command " + command)
else:
    bug = part.endswith(".bug")
    name = part[:-4] if bug else part
    doc, domain, points, skipped, verdict, point = GENERATORS[name]
    r = verify(name, bug)
    if not bug:
        check(r.returncode == 0, "exit %d, expected 0" % r.returncode)
        for v in ("legal", "correct", "bound"):
            check(re.search(r"ok +verified +verify\.%s\.%s +%d cases" % (doc, v, points), r.stdout),
                  "%s not verified on %d points" % (v, points))
        check((skipped == 0) == ("skipped by the generator" not in r.stdout) and
              (skipped == 0 or "%d points skipped by the generator" % skipped in r.stdout),
              "expected %d points skipped" % skipped)
    else:
        check(r.returncode == 1, "exit %d, expected 1" % r.returncode)
        check(re.search(r"FAIL +refuted +verify\.%s-bug\.%s " % (doc, verdict), r.stdout),
              verdict + " not refuted")
        check("counterexample: " + point in r.stdout, "no counterexample " + point)
if failures:
    print("%d failure(s)" % len(failures))
    sys.exit(1)
print("ok")
