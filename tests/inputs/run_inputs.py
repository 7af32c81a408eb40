#!/usr/bin/env python3
"""Runs every command line of bad_inputs.txt (made by make_inputs.py) and reports the share that
ends cleanly: exit 0, 1 or 2, within 10 s of CPU time (a run that does not end within 60 s of wall
time is a hang and is killed: a wall-clock limit of 10 s failed on a loaded machine for runs of
4 s of CPU) and 1 GB of resident memory, and for exit 2 exactly one line on stderr, and no process that it started left behind (the runner is
a child subreaper: a descendant of collcheck that outlives it, a generator's `setsid` child
included, comes to the runner and is counted). With a setup script (fourth argument, run as
`sh SETUP COLLCHECK` in the scratch directory first), the files it made there are guarded: a run
that changes or removes one of them (a report written over its input, a link followed) is not
clean either. Exit 1 if any does not (the goal is 100 %).
Arguments: the collcheck binary, the list, a scratch directory (the working directory of the runs),
optionally the setup script.
INPUTS_JOBS=N (environment, default 1) runs the list in N workers at once, each a copy of this
script on every N-th line, in a scratch directory of its own (WORK/.worker-W: made by the setup
script, or a copy of what WORK holds) and each a child subreaper of its own runs, so that a
process left behind is still counted against the run that left it; the limits are per run as
before (CPU time, not wall time, is what the 10 s limit counts). The summary is the same."""
import ctypes
import hashlib
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time

cc, listing, work = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
setup = os.path.abspath(sys.argv[4]) if len(sys.argv) > 4 else None
JOBS = int(os.environ.get("INPUTS_JOBS", "1"))
SLICE = os.environ.get("INPUTS_SLICE")  # "W/N": a worker, running lines W, W + N, ...
if JOBS > 1 and not SLICE:
    # The parent: N workers, each on every N-th line in a directory of its own; their findings
    # merged into one summary.
    import json
    import shutil
    os.makedirs(work, exist_ok=True)
    procs = []
    for w in range(JOBS):
        wdir = os.path.join(work, f".worker-{w}")
        shutil.rmtree(wdir, ignore_errors=True)
        if not setup:  # what WORK holds (files made for the runs), copied
            os.makedirs(wdir)
            for name in os.listdir(work):
                if not name.startswith(".worker-"):
                    subprocess.run(["cp", "-a", os.path.join(work, name), wdir], check=True)
        if os.path.exists(os.path.join(work, f".worker-{w}.json")):
            os.remove(os.path.join(work, f".worker-{w}.json"))  # never an earlier run's findings
        env = dict(os.environ, INPUTS_SLICE=f"{w}/{JOBS}",
                   INPUTS_RESULTS=os.path.join(work, f".worker-{w}.json"))
        procs.append(subprocess.Popen([sys.executable, os.path.abspath(__file__), cc, listing, wdir]
                                      + ([setup] if setup else []), env=env))
    codes = [p.wait() for p in procs]
    total, bad, slowest, largest = 0, [], (0.0, ""), (0, "")
    for w in range(JOBS):
        path = os.path.join(work, f".worker-{w}.json")
        if not os.path.exists(path):
            print(f"worker {w} ended with exit {codes[w]} and no findings")
            sys.exit(1)
        with open(path, encoding="utf-8") as f:
            r = json.load(f)
        total += r["total"]
        bad += [tuple(b) for b in r["bad"]]
        slowest = max(slowest, tuple(r["slowest"]))
        largest = max(largest, tuple(r["largest"]))
    for line, why, last in bad:
        print(f"NOT CLEAN ({', '.join(why)}): collcheck {line[:200]}\n    {last[:200]}")
    print(f"slowest {slowest[0]:.2f} s of CPU: {slowest[1][:120]}")
    print(f"largest {largest[0] // 1024} MB: {largest[1][:120]}")
    ok = total - len(bad)
    print(f"{ok} of {total} inputs ({100.0 * ok / max(total, 1):.1f} %) end with exit 0, 1 or 2 "
          f"within {float(os.environ.get('INPUTS_CPU_LIMIT_S', '10')):.0f} s of CPU and 1 GB "
          f"(exit 2: one line), leaving no process behind"
          + (" and every file of the setup as it was" if setup else "") + f" ({JOBS} workers)")
    sys.exit(0 if not bad and total > 0 else 1)
if setup:
    # a fresh directory: what the setup makes is all there is
    subprocess.run(["rm", "-rf", work], check=True)
os.makedirs(work, exist_ok=True)
# PR_SET_CHILD_SUBREAPER (36): orphaned descendants of the runs are re-parented to this process.
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)


def children():
    """The live children of this process (zombies are reaped)."""
    me, out = os.getpid(), []
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", "rb") as f:
                st = f.read().decode("latin-1")
        except OSError:
            continue
        fields = st[st.rfind(")") + 2:].split()
        if int(fields[1]) != me:
            continue
        if fields[0] == "Z":
            try:
                os.waitpid(int(d), os.WNOHANG)
            except ChildProcessError:
                pass
            continue
        out.append(int(d))
    return out


def left_behind():
    """The processes a run left behind (given 1 s to end), killed; how many there were."""
    deadline = time.monotonic() + 1.0
    while True:
        alive = children()
        if not alive or time.monotonic() > deadline:
            break
        time.sleep(0.02)
    if not alive:
        return 0
    for pid in alive:
        for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
            try:
                target()
            except OSError:
                pass
    time.sleep(0.05)
    children()
    return len(alive)


def snapshot():
    """What the setup made in the scratch directory: each file's content, each link's target."""
    out = {}
    for root, dirs, files in os.walk(work):
        for name in files + dirs:
            path = os.path.join(root, name)
            if os.path.islink(path):
                out[path] = ("link", os.readlink(path))
            elif os.path.isfile(path):
                with open(path, "rb") as f:
                    out[path] = ("file", hashlib.sha256(f.read()).hexdigest())
            elif os.path.isdir(path):
                out[path] = ("dir", "")
            else:
                out[path] = ("other", str(os.lstat(path).st_mode))
    return out


def changed(before):
    now = snapshot()
    return sorted(p for p, what in before.items() if now.get(p) != what)


guarded = {}
if setup:
    subprocess.run(["sh", setup, cc], cwd=work, check=True, stdin=subprocess.DEVNULL)
    guarded = snapshot()
# The limits; inputs.planted lowers them (environment) so that its planted hang and its planted
# slow run are rejected in a few seconds.
LIMIT_S = float(os.environ.get("INPUTS_CPU_LIMIT_S", "10"))
HANG_S = float(os.environ.get("INPUTS_HANG_S", "60"))
LIMIT_KB = 1024 * 1024
lines = [x for x in open(listing, encoding="utf-8").read().splitlines() if x.strip()]
if SLICE:
    w, n = (int(x) for x in SLICE.split("/"))
    lines = lines[w::n]
bad = []
slowest = (0.0, "")
largest = (0, "")
for line in lines:
    words = shlex.split(line)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.monotonic()
        p = subprocess.Popen([cc] + words, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                             cwd=work, start_new_session=True)
        status = None
        while True:
            pid, st, ru = os.wait4(p.pid, os.WNOHANG)
            if pid:
                status = st
                break
            if time.monotonic() - t0 > HANG_S:
                os.killpg(p.pid, signal.SIGKILL)
                _, status, ru = os.wait4(p.pid, 0)
                break
            time.sleep(0.005)
        p.returncode = 0  # reaped above
        wall = time.monotonic() - t0
        seconds = ru.ru_utime + ru.ru_stime
        code = os.waitstatus_to_exitcode(status)
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    err_lines = [x for x in stderr.splitlines() if x.strip()]
    why = []
    if wall > HANG_S:
        why.append(f"did not end within {HANG_S:.0f} s (killed)")
    elif seconds > LIMIT_S:
        why.append(f"took {seconds:.1f} s of CPU, over {LIMIT_S:.0f} s")
    if ru.ru_maxrss > LIMIT_KB:
        why.append(f"{ru.ru_maxrss // 1024} MB resident")
    if code not in (0, 1, 2):
        why.append(f"exit {code}")
    if code == 2 and len(err_lines) != 1:
        why.append(f"exit 2 with {len(err_lines)} lines on stderr")
    if (n := left_behind()):
        why.append(f"{n} process(es) left behind")
    if guarded and (lost := changed(guarded)):
        why.append("changed " + ", ".join(os.path.relpath(p, work) for p in lost))
        for p in lost:  # put back for the next runs
            subprocess.run(["rm", "-rf", p])
        subprocess.run(["sh", setup, cc], cwd=work, check=True, stdin=subprocess.DEVNULL)
        guarded = snapshot()
    if seconds > slowest[0]:
        slowest = (seconds, line)
    if ru.ru_maxrss > largest[0]:
        largest = (ru.ru_maxrss, line)
    if why:
        bad.append((line, why, err_lines[-1] if err_lines else ""))
if SLICE:  # a worker: its findings to the parent
    import json
    with open(os.environ["INPUTS_RESULTS"], "w", encoding="utf-8") as f:
        json.dump({"total": len(lines), "bad": bad, "slowest": slowest, "largest": largest}, f)
    sys.exit(0)
ok = len(lines) - len(bad)
for line, why, last in bad:
    print(f"NOT CLEAN ({', '.join(why)}): collcheck {line[:200]}\n    {last[:200]}")
print(f"slowest {slowest[0]:.2f} s of CPU: {slowest[1][:120]}")
print(f"largest {largest[0] // 1024} MB: {largest[1][:120]}")
print(f"{ok} of {len(lines)} inputs ({100.0 * ok / len(lines):.1f} %) end with exit 0, 1 or 2 "
      f"within {LIMIT_S:.0f} s of CPU and 1 GB (exit 2: one line), leaving no process behind"
      + (" and every file of the setup as it was" if setup else ""))
sys.exit(0 if not bad else 1)
