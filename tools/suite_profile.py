#!/usr/bin/env python3
"""Run every test of a ctest selection alone, one after another, and report each test's CPU
time (user + sys of the test and its children, from wait4), the kernel's part of it (sys) and
the wall time, largest first.

Usage: tools/suite_profile.py BUILD_DIR [ctest selection options, e.g. -LE library-sweep]
       [--json OUT]

The suite's wall time on two cores is bounded below by half its CPU time; this says where that
CPU goes (bench/README.md, "Build").
"""
import json
import os
import signal
import subprocess
import sys
import time


def interrupted(signum, frame):
    raise KeyboardInterrupt


def main():
    # Ctrl-C and SIGTERM stop the test that runs (its whole process group) and the profile.
    signal.signal(signal.SIGINT, interrupted)
    signal.signal(signal.SIGTERM, interrupted)
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 2
    build, rest = args[0], args[1:]
    out = None
    if "--json" in rest:
        i = rest.index("--json")
        if i + 1 >= len(rest) or not rest[i + 1]:
            return usage_error("--json needs a file name")
        out = rest[i + 1]
        del rest[i:i + 2]
    if not os.path.isfile(os.path.join(build, "CTestTestfile.cmake")):
        return usage_error(f"{build} is not a build directory (no CTestTestfile.cmake)")
    listed = subprocess.run(["ctest", "--show-only=json-v1", *rest], cwd=build,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        return usage_error("ctest --show-only refused the selection: " +
                           (listed.stderr.strip().splitlines() or ["(no message)"])[-1])
    spec = json.loads(listed.stdout)
    if not spec["tests"]:
        return usage_error("the selection holds no test")
    rows = []
    for t in spec["tests"]:
        env = dict(os.environ)
        wd = build
        for p in t.get("properties", []):
            if p["name"] == "ENVIRONMENT":
                for kv in p["value"]:
                    k, _, v = kv.partition("=")
                    env[k] = v
            elif p["name"] == "WORKING_DIRECTORY":
                wd = p["value"]
        start = time.monotonic()
        proc = subprocess.Popen(t["command"], cwd=wd, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            _, status, ru = os.wait4(proc.pid, 0)
        except KeyboardInterrupt:  # Ctrl-C: the test's process group stops too, no report
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            print("suite_profile: interrupted", file=sys.stderr)
            return 130
        wall = time.monotonic() - start
        cpu = ru.ru_utime + ru.ru_stime
        rows.append({"name": t["name"], "cpu": round(cpu, 2), "sys": round(ru.ru_stime, 2),
                     "wall": round(wall, 2), "status": os.waitstatus_to_exitcode(status)})
        print(f"{cpu:8.2f} {wall:8.2f} {rows[-1]['status']:4d} {t['name']}", flush=True)
    rows.sort(key=lambda r: -r["cpu"])
    total_cpu = sum(r["cpu"] for r in rows)
    total_wall = sum(r["wall"] for r in rows)
    total_sys = sum(r["sys"] for r in rows)
    print(f"\n{len(rows)} tests: {total_cpu:.1f} s of CPU ({total_sys:.1f} s of it in the "
          f"kernel), {total_wall:.1f} s of wall one by one")
    for r in rows[:40]:
        print(f"{r['cpu']:8.2f} {r['sys']:8.2f} {r['wall']:8.2f} {r['status']:4d} {r['name']}")
    if out:  # written whole or not at all
        tmp = f"{out}.tmp{os.getpid()}"
        try:
            with open(tmp, "w") as f:
                json.dump(rows, f, indent=1)
            os.replace(tmp, out)
        except OSError as e:
            return usage_error(f"cannot write {out}: {e.strerror}")
    return 0


def usage_error(msg):
    print(f"suite_profile: {msg}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
