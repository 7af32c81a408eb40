#!/usr/bin/env python3
"""Where a build's time goes, from Ninja's own log.

  tools/build_profile.py BUILD_DIR [--top N] [--all-sessions]

BUILD_DIR is a Ninja build (its .ninja_log). Each edge's time is its wall time as Ninja recorded
it (end - start); summed over the edges it is the build's CPU time when the machine was not
overloaded (with -jN on N free cores), and more than that when other work shared the cores. The
wall time is the first edge's start to the last edge's end.

Only the last build session of the log is read (Ninja appends; a new session is where the end
times drop back), so for a clean build: configure a new build directory, build it once, and run
this on it (bench/README.md, "Build"). --all-sessions reads the last entry of every output
instead (for an incremental build directory; the wall time is then meaningless).

Prints the time by target (library, executable, test binary; link edges under "link"), the
slowest translation units, and the totals.
"""
import os
import re
import sys


def read_log(path, all_sessions):
    sessions, last_end = [[]], None
    with open(path) as f:
        header = f.readline()
        if not header.startswith("# ninja log v"):
            raise SystemExit(f"{path}: not a Ninja log")
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 5:
                continue
            start, end, output = int(parts[0]), int(parts[1]), parts[3]
            if last_end is not None and end < last_end and not all_sessions:
                sessions.append([])
            last_end = end
            sessions[-1].append((start, end, output))
    entries = sessions[-1] if not all_sessions else [e for s in sessions for e in s]
    latest = {}
    for e in entries:
        latest[e[2]] = e
    return list(latest.values())


TARGET_RE = re.compile(r"(?:^|/)CMakeFiles/([^/]+)\.dir/(.*)\.o$")


def classify(output):
    """(target, source file or None) of one output."""
    m = TARGET_RE.search(output)
    if m:
        return m.group(1), m.group(2)
    return "link/other", None


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    top = 15
    if "--top" in argv:
        top = int(argv[argv.index("--top") + 1])
        args = [a for a in args if a != str(top)]
    if not args:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    build = args[0]
    entries = read_log(os.path.join(build, ".ninja_log"), "--all-sessions" in argv)
    if not entries:
        raise SystemExit("no edges in the log")
    by_target, files = {}, []
    for start, end, output in entries:
        secs = (end - start) / 1000.0
        target, source = classify(output)
        n, total, worst = by_target.get(target, (0, 0.0, 0.0))
        by_target[target] = (n + 1, total + secs, max(worst, secs))
        if source is not None:
            files.append((secs, target, source))
    total = sum(t for _, t, _ in by_target.values())
    wall = (max(e[1] for e in entries) - min(e[0] for e in entries)) / 1000.0
    print(f"{len(entries)} edges, {total:,.0f} s summed over edges, {wall:,.0f} s wall "
          f"(first start to last end)")
    print()
    print(f"{'target':32} {'edges':>6} {'seconds':>9} {'share':>6} {'mean':>6} {'slowest':>8}")
    for target, (n, secs, worst) in sorted(by_target.items(), key=lambda kv: -kv[1][1]):
        print(f"{target:32} {n:6d} {secs:9.0f} {100 * secs / total:5.1f}% {secs / n:6.1f} "
              f"{worst:8.1f}")
    print()
    print(f"slowest {top} translation units:")
    for secs, target, source in sorted(files, reverse=True)[:top]:
        print(f"{secs:7.1f} s  {target:22} {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
