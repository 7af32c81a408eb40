#!/usr/bin/env python3
"""Writes bad_inputs.txt: bad and extreme command lines for collcheck, one per line (shell
words), each to end with exit 0, 1 or 2 within 10 s and 1 GB (run_inputs.py checks them).
The list is committed; run this again after adding a command or option, and review the diff."""
import itertools
import shlex
import sys

BAD_NUMBERS = ["", "-1", "0", "abc", "1.5", "99999999999999999999999", "18446744073709551616",
               "0x10", " 3", "1e9", "--", "٣"]
lines = []


def add(*words):
    lines.append(" ".join(shlex.quote(w) for w in words))


# check / prove: every option with bad values
for cmd in ("check", "prove"):
    for opt in ("--budget", "--jobs", "--seed", "--shard", "--case", "--variant", "--json",
                "--junit", "--checkpoint", "--rlimit", "--timeout"):
        for v in ("", "-1", "abc", "99999999999999999999999", "/nonexistent/dir/x", "1/0",
                  "0/0", "2/1"):
            add(cmd, "postal.lemma3.contents", opt, v, "--budget", "smoke") if opt != "--budget" \
                else add(cmd, "postal.lemma3.contents", opt, v)
    add(cmd, "--json", "/tmp", "--budget", "smoke", "postal.thm1.*")
    add(cmd, "'nosuch.*'")
    add(cmd, "")
    add(cmd, "postal.lemma3.contents", "--frobnicate")
    add(cmd, "postal.lemma3.contents", "--budget", "smoke", "--budget", "ci")
# --fail-fast takes no value; --trace-out takes one claim with a run to trace (check only)
add("check", "postal.lemma3.contents", "--budget", "smoke", "--fail-fast=1")
add("prove", "postal.thm1.*", "--budget", "smoke", "--fail-fast", "--timeout", "1.5")
for v in ("", "/nonexistent/dir/x", "/tmp"):
    add("check", "postal.lemma2.literal", "--budget", "smoke", "--trace-out", v)
add("check", "postal.*", "--budget", "smoke", "--trace-out", "t.json")
add("check", "postal.thm1.bmc", "--budget", "smoke", "--trace-out", "t.json")
add("check", "omega.ring.cycle", "--budget", "smoke", "--trace-out", "t.json")
add("check", "postal.lemma2.literal", "--budget", "smoke", "--trace-out", "t.json", "--json",
    "t.json")
add("prove", "postal.thm1.*", "--trace-out", "t.json")
add("check", "postal.lemma2.literal", "--budget", "smoke", "--timeout", "604801")
add("prove", "--emit-smt2", "", "postal.thm1.*")
add("prove", "--emit-smt2", "/proc/none", "postal.thm1.*", "--budget", "smoke")
add("check", "--emit-smt2", "/tmp/x")

# --case: malformed, outside the domain, repeated, partial
for case in ("n", "n=", "=4", "n=4,,k=1", "n=4,n=5", "n=-1,k=1,lambda=1", "n=0,k=1,lambda=1",
             "n=99999999999999999999,k=1,lambda=1", "n=4,k=1,lambda=1,q=2", "n=4;k=1",
             "n=16777217,k=1,lambda=1", "N=4,K=1,LAMBDA=1"):
    add("check", "postal.lemma3.contents", "--budget", "smoke", "--case", case)
for claim, case in [("postal.algB.correct", "n=3,p=5,k=1,lambda=1"),
                    ("postal.algB.correct", "n=3,p=3,k=1,lambda=1"),
                    ("postal.algB.large", "n=3"), ("postal.algB.large", "n=3,p=5,k=1,lambda=1"),
                    ("logp.def4.large", "P=3,L=2,o=3,g=1"),
                    ("omega.thm5.large", "L=2,k=2,q=0,seed=1,choice=1"),
                    ("halfduplex.large", "alg=1,p=5,k=1,n=100"),
                    ("postal.thm1.counting_step", "n=3"), ("postal.example.a_table", "n=3"),
                    ("omega.thm1.disjointness", "L=65,X=0,Y=0"),
                    ("omega.thm1.disjointness", "L=2,X=4,Y=0"),
                    ("logp.thm1.obt", "P=0,L=1,o=1,g=1"),
                    ("groupops.pram.prefix.literal", "d=99")]:
    add("check", claim, "--budget", "smoke", "--case", case)

# simulate: every model with bad and extreme values of each option
SIM = {
    "postal": ["--n", "--k", "--lambda", "--p", "--tree"],
    "omega": ["--L", "--ring", "--paths", "--svg"],
    "logp": ["--P", "--L", "--o", "--g", "--sum"],
    "halfduplex": ["--n", "--p", "--k", "--tau"],
    "pram": ["--N", "--procedure"],
    "hypercube": ["--N", "--procedure"],
    "binomial": ["--N", "--procedure"],
}
BASE = {"postal": ["--n", "8"], "omega": ["--L", "3", "--ring", "0,2,3,5,6"],
        "logp": ["--P", "8"], "halfduplex": ["--n", "20", "--p", "5", "--k", "2"],
        "pram": ["--N", "8", "--procedure", "broadcast"],
        "hypercube": ["--N", "8", "--procedure", "broadcast"],
        "binomial": ["--N", "8", "--procedure", "broadcast"]}
for model, opts in SIM.items():
    for opt in opts:
        for v in BAD_NUMBERS:
            base = BASE[model]
            # replace the option's value in the base if present
            words = []
            skip = False
            for i, w in enumerate(base):
                if skip:
                    skip = False
                    continue
                if w == opt:
                    skip = True
                    continue
                words.append(w)
            add("simulate", model, *words, opt, v)
    add("simulate", model, "--frobnicate", "1")
    add("simulate", model, "--format", "xml", *BASE[model])
    add("simulate", model, "--emit-schedule", "/nonexistent/dir/x.json", *BASE[model])
    add("simulate", model, "--emit-schedule", "", *BASE[model])
add("simulate", "torus", "--n", "8")
add("simulate", "")
# extremes the issue names
add("simulate", "postal", "--n", "16777216", "--k", "1", "--lambda", "1")
add("simulate", "postal", "--n", "16777216", "--k", "65536", "--lambda", "65536")
add("simulate", "postal", "--n", "1048576", "--k", "1", "--lambda", "65536")
add("simulate", "postal", "--n", "100000", "--trace")
add("simulate", "postal", "--algorithm", "B", "--n", "16777216", "--p", "16777215")
add("simulate", "logp", "--sum", "100000000")
add("simulate", "logp", "--sum", "3000000", "--P", "65536")
add("simulate", "logp", "--P", "65536", "--L", "1048576", "--o", "1048576", "--g", "1048576")
add("simulate", "logp", "--P", "4294967296", "--L", "1048576", "--o", "0", "--g", "1")
add("simulate", "omega", "--L", "64", "--paths",
    ",".join(f"{i}:{i * 7 + 1}" for i in range(3000)))
add("simulate", "omega", "--L", "64", "--paths", ",".join(f"{i}:{i * 7 + 1}" for i in range(512)))
add("simulate", "omega", "--L", "64", "--ring", ",".join(str(i) for i in range(5000)))
add("simulate", "halfduplex", "--algorithm", "E", "--n", "8192", "--p", "4096", "--k", "1")
add("simulate", "halfduplex", "--table", "--p", "1024")
add("simulate", "pram", "--N", "65536", "--procedure", "prefix")
add("simulate", "hypercube", "--N", "65536", "--procedure", "prefix")

# verify: files and generators
for f in ("/nonexistent.json", "/dev/null", "/tmp", "", "README.md"):
    add("verify", f)
for opt, v in itertools.product(("--model", "--domain", "--case", "--random", "--seed",
                                 "--timeout"), ("", "-1", "abc", "0", "99999999999999999999")):
    add("verify", "--generator", "true", "--model", "postal", "--domain", "n=1..3,k=1,lambda=1",
        opt, v)
for dom in ("n=1..0,k=1,lambda=1", "n=1..99999999999,k=1,lambda=1", "n=1..3", "q=1..3",
            "n=3..1,k=1,lambda=1", "n=1..3,n=1..3,k=1,lambda=1", ""):
    add("verify", "--generator", "true", "--model", "postal", "--domain", dom)
# many keys of the algorithm's own, each a list with a long range (once 2 GB and 75 s: fuzz_domain)
add("verify", "--generator", "true", "--model", "postal", "--random", "1", "--domain",
    "n=1..3,k=1,lambda=1" + "".join(f",x{i}=1,0..9999998" for i in range(1, 13)))
add("verify", "--generator", "", "--model", "postal", "--case", "n=2,k=1,lambda=1")
add("verify", "--generator", "yes", "--model", "postal", "--case", "n=2,k=1,lambda=1",
    "--timeout", "1")
add("verify", "--generator", "head -c 100000000 /dev/zero", "--model", "postal", "--case",
    "n=2,k=1,lambda=1", "--timeout", "5")
add("verify", "--generator", "exit 3", "--model", "postal", "--case", "n=2,k=1,lambda=1")

# output paths nobody can write, root included: under /proc, and under a regular file; each must
# be refused before the run (check and prove on the ci catalog take minutes)
for path in ("/proc/collcheck-out", "/etc/passwd/out"):
    for cmd in ("check", "prove"):
        for opt in ("--json", "--junit", "--checkpoint"):
            add(cmd, opt, path)
    add("prove", "--emit-smt2", path)
    add("merge", "/dev/null", "--json", path)
    add("verify", "/dev/null", "--junit", path)
    add("simulate", "postal", "--n", "10", "--emit-schedule", path)
    add("simulate", "postal", "--n", "10", "--tree", "1", "--dot", path)
    add("simulate", "logp", "--P", "7", "--dot", path)
    add("simulate", "omega", "--L", "3", "--ring", "0,2,3,5,6", "--svg", path)
    add("simulate", "halfduplex", "--table", "--n", "8192", "--p", "13", "--svg", path)
    add("simulate", "pram", "--N", "8", "--procedure", "prefix", "--emit-schedule", path)
add("prove", "--emit-smt2", "/proc")

# merge, bound, list, errata, the program itself
for f in ("/nonexistent.json", "/dev/null", "README.md", ""):
    add("merge", f)
add("merge")
for opt, v in itertools.product(("--n", "--k", "--lambda"), BAD_NUMBERS):
    words = {"--n": "10", "--k": "1", "--lambda": "1"}
    words[opt] = v
    add("bound", "postal", *itertools.chain(*words.items()))
add("bound", "postal", "--n", "18446744073709551615", "--k", "1", "--lambda", "1")
add("bound", "postal", "--n", "18446744073709551615", "--k", "1000000000000000000",
    "--lambda", "10000000")
add("bound", "logp", "--n", "4")
# synth: every value bad in turn, bad models and collectives, unwritable outputs
for key, v in itertools.product(("n", "k", "lambda"), BAD_NUMBERS):
    point = {"n": "6", "k": "1", "lambda": "1"}
    point[key] = v
    add("synth", "--model", "postal", "--collective", "prefix", "--point",
        ",".join(k + "=" + x for k, x in point.items()))
for opt, v in itertools.product(("--rlimit", "--max-steps"), BAD_NUMBERS):
    add("synth", "--model", "postal", "--collective", "prefix", "--point", "n=6,k=1,lambda=1", opt, v)
for model, coll in (("", "prefix"), ("postal", ""), ("logp", "broadcast"), ("postal", "reduce")):
    add("synth", "--model", model, "--collective", coll, "--point", "n=6,k=1,lambda=1")
for path in ("/proc/collcheck-out", "/etc/passwd/out", "/tmp"):
    add("synth", "--model", "postal", "--collective", "prefix", "--point", "n=6,k=1,lambda=1",
        "--emit-schedule", path)
add("synth", "--model", "postal", "--collective", "prefix", "--point", "n=6,k=1,lambda=1",
    "--emit-smt2", "/proc")
for args in (["list", "--format", "xml"], ["list", "--format", ""], ["list", "--variants",
             "--format", "yaml"], ["errata", "--format", "xml"], ["errata", "--jobs", "0"],
             ["frobnicate"], [""], ["--version", "extra"], ["check", "--help", "--budget", "x"]):
    add(*args)

sys.stdout.write("".join(line + "\n" for line in lines))
