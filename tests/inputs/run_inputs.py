#!/usr/bin/env python3
"""Runs every command line of bad_inputs.txt (made by make_inputs.py) and reports the share that
ends cleanly: exit 0, 1 or 2, within 10 s of CPU time (a run that does not end within 60 s of wall
time is a hang and is killed: a wall-clock limit of 10 s failed on a loaded machine for runs of
4 s of CPU) and 1 GB of resident memory, and for exit 2 exactly one line on stderr. Exit 1 if any does not (the goal is 100 %).
Arguments: the collcheck binary, the list, a scratch directory (the working directory of the runs)."""
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time

cc, listing, work = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
os.makedirs(work, exist_ok=True)
# The limits; inputs.planted lowers them (environment) so that its planted hang and its planted
# slow run are rejected in a few seconds.
LIMIT_S = float(os.environ.get("INPUTS_CPU_LIMIT_S", "10"))
HANG_S = float(os.environ.get("INPUTS_HANG_S", "60"))
LIMIT_KB = 1024 * 1024
lines = [x for x in open(listing, encoding="utf-8").read().splitlines() if x.strip()]
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
    if seconds > slowest[0]:
        slowest = (seconds, line)
    if ru.ru_maxrss > largest[0]:
        largest = (ru.ru_maxrss, line)
    if why:
        bad.append((line, why, err_lines[-1] if err_lines else ""))
ok = len(lines) - len(bad)
for line, why, last in bad:
    print(f"NOT CLEAN ({', '.join(why)}): collcheck {line[:200]}\n    {last[:200]}")
print(f"slowest {slowest[0]:.2f} s of CPU: {slowest[1][:120]}")
print(f"largest {largest[0] // 1024} MB: {largest[1][:120]}")
print(f"{ok} of {len(lines)} inputs ({100.0 * ok / len(lines):.1f} %) end with exit 0, 1 or 2 "
      f"within {LIMIT_S:.0f} s of CPU and 1 GB (exit 2: one line)")
sys.exit(0 if not bad else 1)
