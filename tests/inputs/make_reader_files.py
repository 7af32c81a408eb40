#!/usr/bin/env python3
"""Makes the files that the command lines of bad_inputs_readers.txt read (ctest
inputs.readers_files, before inputs.readers_clean_exit): shard reports and checkpoints of a small
run of this collcheck, each broken in one way (issue 29, classes 1, 3 and 4), the documents at
the limits of docs/schedule-format.md (class 7) and documents whose strings hold control
characters and bytes that are not UTF-8 (class 8). Every file is written under DIR/files.
Arguments: the collcheck binary, the source tree, DIR."""
import copy
import json
import os
import re
import shutil
import subprocess
import sys

cc, src, work = sys.argv[1], sys.argv[2], sys.argv[3]
out = os.path.join(work, "files")
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)

CLAIMS = ["postal.thm1.counting_step", "postal.lemma2.literal", "postal.lemma3.contents"]


def run(args):
    return subprocess.run([cc] + args, capture_output=True, text=True, cwd=work)


def path(name):
    return os.path.join(out, name)


def save(name, obj):
    with open(path(name), "w", encoding="utf-8") as f:
        json.dump(obj, f)


def save_text(name, text, mode="w"):
    with open(path(name), mode) as f:
        f.write(text)


def load(name):
    return json.load(open(path(name), encoding="utf-8"))


# The reports of one small run: whole, and as two shards.
for name, extra in [("single.json", []), ("s1.json", ["--shard", "1/2"]),
                    ("s2.json", ["--shard", "2/2"])]:
    r = run(["check", *CLAIMS, "--budget", "smoke", "--json", path(name), *extra])
    if r.returncode != 0:
        sys.exit(f"check {extra} exits {r.returncode}: {r.stderr}")
r = run(["verify", os.path.join(src, "examples/schedules/hypercube-allreduce.json"), "--json",
         path("verify-report.json")])
if r.returncode != 0:
    sys.exit(f"verify exits {r.returncode}: {r.stderr}")


def claim(j, cid):
    return next(c for c in j["claims"] if c["id"] == cid)


def mutate(base, name, edit):
    j = copy.deepcopy(load(base))
    edit(j)
    save(name, j)


def setter(*keys_and_value):
    *keys, value = keys_and_value

    def edit(j):
        x = j
        for k in keys[:-1]:
            x = (next(c for c in x if c["id"] == k)
                 if isinstance(k, str) and k.startswith("postal.") else x[k])
        x[keys[-1]] = value
    return edit


def drop(cid, key=None):
    def edit(j):
        if key is None:
            j["claims"] = [c for c in j["claims"] if c["id"] != cid]
        else:
            claim(j, cid).pop(key, None)
    return edit


# Class 1 and 3: reports that no shard of check writes.
reports = {
    "r-claims-5.json": setter("claims", 5),
    "r-claims-string.json": setter("claims", "all"),
    "r-claim-empty.json": lambda j: j["claims"].__setitem__(0, {}),
    "r-claim-number.json": lambda j: j["claims"].__setitem__(0, 7),
    "r-claim-null.json": lambda j: j["claims"].__setitem__(0, None),
    "r-index-x.json": setter("claims", "postal.lemma2.literal", "index", "x"),
    "r-index-neg.json": setter("claims", "postal.lemma2.literal", "index", -1),
    "r-index-float.json": setter("claims", "postal.lemma2.literal", "index", 1.5),
    "r-cx-array.json": setter("claims", "postal.lemma2.literal", "counterexample", [1, 2]),
    "r-cx-nested.json": setter("claims", "postal.lemma2.literal", "counterexample", {"n": {"a": 1}}),
    "r-cx-empty.json": setter("claims", "postal.lemma2.literal", "counterexample", {}),
    "r-no-verdict.json": drop("postal.lemma3.contents", "verdict"),
    "r-verdict-5.json": setter("claims", "postal.lemma3.contents", "verdict", 5),
    "r-verdict-unknown.json": setter("claims", "postal.lemma3.contents", "verdict", "maybe"),
    "r-verdict-refused.json": setter("claims", "postal.lemma3.contents", "verdict", "refused"),
    "r-cases-string.json": setter("claims", "postal.lemma3.contents", "cases", "many"),
    "r-cases-neg.json": setter("claims", "postal.lemma3.contents", "cases", -3),
    "r-seconds-string.json": setter("claims", "postal.lemma3.contents", "seconds", "x"),
    "r-domain-array.json": setter("claims", "postal.lemma3.contents", "domain", [1]),
    "r-domain-nested.json": setter("claims", "postal.lemma3.contents", "domain", {"n": [1, 2]}),
    "r-id-number.json": setter("claims", "postal.lemma3.contents", "id", 3),
    "r-note-object.json": setter("claims", "postal.lemma3.contents", "note", {}),
    "r-seed-string.json": setter("seed", "x"),
    "r-seed-neg.json": setter("seed", -1),
    "r-jobs-zero.json": setter("jobs", 0),
    "r-selected-5.json": setter("selected", 5),
    "r-selected-empty.json": setter("selected", []),
    "r-selected-nums.json": setter("selected", [1, 2]),
    "r-selected-twice.json": lambda j: j["selected"].append(j["selected"][0]),
    "r-selected-unknown.json": lambda j: j["selected"].append("postal.nosuch"),
    "r-tool-other.json": setter("tool", "other"),
    "r-root-array.json": None,
    "r-shard-number.json": setter("shard", 3),
    "r-shard-bad.json": setter("shard", "3/2"),
    "r-shard-one.json": setter("shard", "1/1"),
    "r-budget-huge.json": setter("budget", "huge"),
    "r-budget-number.json": setter("budget", 1),
    "r-variant-number.json": setter("variant", 1),
    "r-variant-unknown.json": setter("variant", "nosuch"),
    "r-timeout-string.json": setter("timeout_seconds", "x"),
    "r-unknown-key.json": setter("surprise", 1),
    "r-summary-string.json": setter("summary", "fine"),
    "r-fail-fast-odd.json": setter("fail_fast", 5),
    "r-twice.json": lambda j: j["claims"].append(j["claims"][1]),
    "r-cx-verified.json": setter("claims", "postal.lemma3.contents", "counterexample", {"n": 3}),
    "r-replay-verified.json": setter("claims", "postal.lemma3.contents", "replay", "collcheck x"),
    "r-index-verified.json": setter("claims", "postal.lemma3.contents", "index", 4),
    "r-refuted-no-cx.json": drop("postal.lemma2.literal", "counterexample"),
    "r-refuted-gone.json": drop("postal.lemma2.literal"),
    "r-as-expected.json": setter("claims", "postal.lemma2.literal", "as_expected", False),
    "r-pending-single.json": setter("claims", "postal.lemma3.contents", "verdict", "pending"),
    "r-expect-other.json": setter("claims", "postal.lemma3.contents", "expect", "refuted"),
    "r-method-other.json": setter("claims", "postal.lemma3.contents", "method", "proof"),
    "r-outside-selected.json": lambda j: j.__setitem__(
        "selected", [x for x in j["selected"] if x != "postal.lemma2.literal"]),
}
for name, edit in reports.items():
    if edit is None:
        save(name, [load("single.json")])
    else:
        mutate("single.json", name, edit)
mutate("s1.json", "s1-seed.json", setter("seed", 1))
mutate("s1.json", "s1-timeout.json", setter("timeout_seconds", 5))
mutate("s1.json", "s1-version.json", setter("version", "9.9.9"))
pending = next((c["id"] for c in load("s1.json")["claims"] if c["verdict"] == "pending"), None)
if pending:
    mutate("s1.json", "s1-cx-pending.json", setter("claims", pending, "counterexample", {"n": 3}))
    mutate("s1.json", "s1-verified.json", setter("claims", pending, "verdict", "verified"))
# The proof dealt to one shard moved to the other.
a, b = load("s1.json"), load("s2.json")
proof = [c for c in a["claims"] if c["id"] == "postal.thm1.counting_step"]
a["claims"] = [c for c in a["claims"] if c["id"] != "postal.thm1.counting_step"]
b["claims"] += proof
save("moved-1.json", a)
save("moved-2.json", b)
# Nested 10^6 levels deep, and other text that is not a report.
save_text("r-deep.json", '{"tool": "collcheck", "claims": ' + "[" * 10**6 + "]" * 10**6 + "}")
save_text("r-deep-objects.json", '{"a":' * 10**6 + "1" + "}" * 10**6)
save_text("r-truncated.json", open(path("single.json")).read()[:200])
save_text("r-empty.json", "")
save_text("r-nul.json", "\0" * 100)
save_text("r-latin1.json", b'{"tool": "collcheck", "version": "\xe9"}', "wb")
save_text("r-big-string.json", '{"tool": "collcheck", "version": "' + "x" * (8 << 20) + '"}')

# Class 1 and 4: checkpoints of `check postal.lemma2.literal postal.lemma3.contents --budget
# smoke`, each broken in one way, and ones of another run.
commit = re.search(r"\(commit ([^,)]*)", run(["--version"]).stdout).group(1)
identity = {"tool": "collcheck-checkpoint", "commit": commit, "version": "0.1.0",
            "budget": "smoke", "seed": 20261121, "shard": "1/1", "variant": "", "case": "",
            "timeout": 0, "rlimit": 0, "solver": "z3", "command": "check",
            "selected": ["postal.lemma2.literal", "postal.lemma3.contents"]}
decided = claim(load("single.json"), "postal.lemma3.contents")
base_cp = {"run": identity, "claims": [decided], "sweeps": {}}


def checkpoint(name, edit):
    cp = copy.deepcopy(base_cp)
    edit(cp)
    save(name, cp)


def cp_set(*keys_and_value):
    *keys, value = keys_and_value

    def edit(cp):
        x = cp
        for k in keys[:-1]:
            x = x[k]
        x[keys[-1]] = value
    return edit


def timed_out(cp):
    cp["run"]["timeout"] = 1
    c = cp["claims"][0]
    c["verdict"], c["as_expected"], c["note"] = "inconclusive", False, "timeout (1 s)"


checkpoints = {
    "cp-claims-5.json": cp_set("claims", 5),
    "cp-claim-empty.json": cp_set("claims", [{}]),
    "cp-claim-number.json": cp_set("claims", [3]),
    "cp-index-x.json": cp_set("claims", 0, "index", "x"),
    "cp-cx-array.json": cp_set("claims", 0, "counterexample", []),
    "cp-no-verdict.json": lambda cp: cp["claims"][0].pop("verdict"),
    "cp-twice.json": lambda cp: cp["claims"].append(cp["claims"][0]),
    "cp-foreign-claim.json": cp_set("claims", 0, "id", "postal.algB.correct"),
    "cp-id-number.json": cp_set("claims", 0, "id", 5),
    "cp-run-string.json": cp_set("run", "x"),
    "cp-run-missing.json": lambda cp: cp.pop("run"),
    "cp-root-array.json": None,
    "cp-sweeps-array.json": cp_set("sweeps", []),
    "cp-sweep-number.json": cp_set("sweeps", {"postal.lemma2.literal#0": 4}),
    "cp-sweep-done-x.json": cp_set("sweeps", {"postal.lemma2.literal#0":
                                              {"done_below": "x", "readers": [{}]}}),
    "cp-sweep-readers-5.json": cp_set("sweeps", {"postal.lemma2.literal#0":
                                                 {"done_below": 0, "readers": 5}}),
    "cp-sweep-foreign.json": cp_set("sweeps", {"nosuch#0": {"done_below": 0, "readers": [{}]}}),
    "cp-sweep-key.json": cp_set("sweeps", {"postal.lemma2.literal": {"done_below": 0,
                                                                     "readers": [{}]}}),
    "cp-sweep-fail-x.json": cp_set("sweeps", {"postal.lemma2.literal#0": {
        "done_below": 0, "readers": [{"fail_index": "x", "fail_detail": {}}]}}),
    "cp-sweep-detail-array.json": cp_set("sweeps", {"postal.lemma2.literal#0": {
        "done_below": 0, "readers": [{"fail_index": 1, "fail_detail": [1]}]}}),
    "cp-unknown-key.json": cp_set("surprise", 1),
    # another run: every option that can change a verdict
    "cp-timeout.json": timed_out,
    "cp-rlimit.json": cp_set("run", "rlimit", 100),
    "cp-solver.json": cp_set("run", "solver", "cvc5"),
    "cp-seed.json": cp_set("run", "seed", 5),
    "cp-budget.json": cp_set("run", "budget", "ci"),
    "cp-case.json": cp_set("run", "case", "n=4,k=2,lambda=1"),
    "cp-command.json": cp_set("run", "command", "prove"),
    "cp-extra-key.json": cp_set("run", "jobs_cap", 3),
    "cp-no-timeout.json": lambda cp: cp["run"].pop("timeout"),
}
for name, edit in checkpoints.items():
    if edit is None:
        save(name, [base_cp])
    else:
        checkpoint(name, edit)
save_text("cp-deep.json", '{"run": ' + "[" * 10**6 + "]" * 10**6 + ', "claims": []}')
save_text("cp-garbage.json", "not json at all")
save_text("cp-nul.json", "\0\0\0")
# A sweep saved outside the claim's domain, for `check postal.lemma2.literal`.
save("cp-sweep-outside.json", {
    "run": dict(identity, selected=["postal.lemma2.literal"]), "claims": [],
    "sweeps": {"postal.lemma2.literal#0": {"done_below": 0, "readers": [
        {"fail_index": 2**64 - 1, "fail_detail": {"n": 1}}]}}})
save("cp-sweep-done-outside.json", {
    "run": dict(identity, selected=["postal.lemma2.literal"]), "claims": [],
    "sweeps": {"postal.lemma2.literal#0": {"done_below": 2**64 - 1, "readers": [{}]}}})


# Class 7: documents at the limits of docs/schedule-format.md.
def doc(model, collective, steps=None, **more):
    d = {"format": "collcheck-schedule/1", "name": "big", "model": model,
         "collective": collective}
    d.update(more)
    if steps is not None:
        d["steps"] = steps
    return d


MANY = 150000
# 150,000 registers on one PE: copies of c into r0, r1, ... (init ops), then the result.
ops = [{"pe": 0, "dst": f"r{i}", "args": ["c"]} for i in range(MANY)]
save("many-regs-postal.json", doc({"name": "postal", "n": 1, "k": 1, "lambda": 1},
                                  {"kind": "prefix"}, [], init=ops))
save("many-regs-postal-steps.json", doc({"name": "postal", "n": 1, "k": 1, "lambda": 1},
                                        {"kind": "prefix"}, [{"ops": ops}]))
save("many-regs-hypercube.json", doc({"name": "hypercube", "N": 1}, {"kind": "prefix"},
                                     [{"dim": 0, "ops": ops}]))
save("many-regs-pram.json", doc({"name": "pram", "N": 1}, {"kind": "prefix"}, [{"ops": ops}]))
save("blocks-150000.json", doc({"name": "postal", "n": 1, "k": 1, "lambda": 1},
                               {"kind": "prefix", "blocks": [MANY]}, []))
save("many-keys-comment.json", doc({"name": "postal", "n": 2, "k": 1, "lambda": 1},
                                   {"kind": "prefix"}, [],
                                   comment={f"k{i}": i for i in range(MANY)}))
save("many-keys-top.json", dict({f"k{i}": i for i in range(MANY)}, format="collcheck-schedule/1"))
save("many-keys-step.json", doc({"name": "postal", "n": 2, "k": 1, "lambda": 1},
                                {"kind": "prefix"}, [{f"k{i}": i for i in range(MANY)}]))
# 45 MB: a comment of 45 MB of small integers, and 45 MB of steps.
with open(path("doc-45mb-comment.json"), "w") as f:
    f.write('{"format": "collcheck-schedule/1", "name": "big", "comment": [')
    f.write(",".join(["0"] * (22 * 10**6)))
    f.write('], "model": {"name": "postal", "n": 2, "k": 1, "lambda": 1}, '
            '"collective": {"kind": "prefix"}, "steps": []}')
with open(path("doc-45mb-steps.json"), "w") as f:
    f.write('{"format": "collcheck-schedule/1", "name": "big", '
            '"model": {"name": "postal", "n": 2, "k": 1, "lambda": 1}, '
            '"collective": {"kind": "prefix"}, "steps": [')
    f.write(",".join(["{}"] * (15 * 10**6)))
    f.write("]}")
with open(path("doc-45mb-array.json"), "w") as f:
    f.write('{"format": "collcheck-schedule/1", "name": "big", '
            '"model": {"name": "omega", "L": 3}, "paths": [')
    f.write(",".join(["[0,1]"] * (8 * 10**6)))
    f.write("]}")
# n = 2^24 and n = 2^22 (the postal limits), and blocks of 2^24 operands.
save("n-2-24.json", doc({"name": "postal", "n": 2**24, "k": 1, "lambda": 1},
                        {"kind": "broadcast"}, []))
save("n-2-22.json", doc({"name": "postal", "n": 2**22, "k": 1, "lambda": 1},
                        {"kind": "broadcast"}, []))
save("n-2-24-prefix.json", doc({"name": "postal", "n": 2**24, "k": 2**32, "lambda": 10**6},
                               {"kind": "prefix"}, []))
save("n-2-22-prefix.json", doc({"name": "postal", "n": 2**22, "k": 2**32, "lambda": 10**6},
                               {"kind": "prefix"}, []))
save("blocks-2-22.json", doc({"name": "postal", "n": 1, "k": 1, "lambda": 1},
                             {"kind": "prefix", "blocks": [2**22]}, []))
save("blocks-2-20.json", doc({"name": "postal", "n": 1, "k": 1, "lambda": 1},
                             {"kind": "prefix", "blocks": [2**20]}, []))
save("blocks-2-24.json", doc({"name": "postal", "n": 1, "k": 1, "lambda": 1},
                             {"kind": "prefix", "blocks": [2**24]}, []))
save("halfduplex-n-2-22.json", doc({"name": "halfduplex", "n": 2**22, "p": 2**20},
                                   {"kind": "prefix"}, []))
save("hypercube-2-20.json", doc({"name": "hypercube", "N": 2**20}, {"kind": "prefix"}, []))
save("pram-2-20.json", doc({"name": "pram", "N": 2**20}, {"kind": "prefix"}, []))
save_text("deep-doc.json", "[" * 10**6 + "]" * 10**6)

# Class 8: strings with control characters and bytes that are not UTF-8, in documents and
# reports.
save_text("ctl-format.json", '{"format": "a\\nb\\u001b[31mred", "name": "x"}')
save_text("ctl-name.json", '{"format": "collcheck-schedule/1", "name": "a\\r\\nb"}')
save_text("ctl-model.json", '{"format": "collcheck-schedule/1", "name": "x", '
                            '"model": {"name": "po\\nstal\\u0007"}}')
save_text("latin1-format.json", b'{"format": "\xe9\xff\n", "name": "x"}', "wb")
save_text("latin1-key.json", b'{"format": "collcheck-schedule/1", "\xe9": 1}', "wb")
save_text("ctl-key.json", '{"format": "collcheck-schedule/1", "a\\nb": 1}')
save_text("ctl-register.json", json.dumps(doc({"name": "postal", "n": 2, "k": 1, "lambda": 1},
                                              {"kind": "prefix", "result": "c\nx"}, [])))
save_text("ctl-dup.json", '{"a\\nb": 1, "a\\nb": 2}')
save_text("r-latin1-claim.json", b'{"tool": "collcheck", "version": "x", "budget": "smoke", '
          b'"seed": 1, "commit": "x", "selected": ["postal.\xe9\n"], "claims": []}', "wb")
mutate("single.json", "r-ctl-id.json", lambda j: j["claims"][0].__setitem__("id", "a\nb\x1b[2J"))
mutate("single.json", "r-ctl-budget.json", setter("budget", "smoke\nsecond line"))
# A good document under names with control characters (the list names them).
good = os.path.join(src, "examples/schedules/hypercube-allreduce-crossed.json")
shutil.copy(good, path("ctl\x01name.json"))
shutil.copy(good, path("esc\x1b[31mred.json"))
shutil.copy(good, path("tab\tname.json"))
print(f"{len(os.listdir(out))} files in {out}")
