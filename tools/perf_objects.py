#!/usr/bin/env python3
"""Where a run's CPU goes, by the object file that holds the code: perf's samples mapped through
the linker's map of the binary.

  tools/perf_objects.py PERF_DATA BINARY MAP [--top N]

PERF_DATA is `perf record` of BINARY (`perf record -F 499 -o perf.data -- build/collcheck check`);
MAP is the linker's map of that very layout: relink the same objects with a map, e.g. in build/

  cmd=$(ninja -t commands collcheck | tail -1 | sed 's|^: && ||; s| && :$||')
  eval "${cmd/-o collcheck/-o /tmp/collcheck.mapped -Wl,-Map=/tmp/collcheck.map}"
  cmp <(nm collcheck) <(nm /tmp/collcheck.mapped) && echo same layout

A unity batch is one object file, so the figures are by batch (its `.cxx` lists its files).

Prints the share of all samples by shared library (Z3, libc, ...) and, inside BINARY, by static
library and by object file. Samples are counted, not weighted: with a fixed frequency (-F) a share
of samples is a share of CPU time. The template code the linker kept from one object counts for
that object (it keeps the first copy it meets): an -O1 library linked first can run the checks'
templates (bench/README.md, "Build").
"""
import bisect
import collections
import re
import subprocess
import sys


def sections(map_path):
    """(start, end, object) of every code section the map places, sorted by start."""
    with open(map_path, errors="replace") as f:
        text = f.read()
    out = []
    # " .text.name  0xADDR  0xSIZE  object", the name and the numbers on one line or two.
    for m in re.finditer(r"^ (\.text\S*)\s*\n?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)", text, re.M):
        start, size = int(m.group(2), 16), int(m.group(3), 16)
        if size:
            out.append((start, start + size, m.group(4)))
    out.sort()
    return out


def load_segments(binary):
    """(file offset, virtual address) of each LOAD segment (readelf -lW)."""
    ph = subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True).stdout
    segs = []
    for line in ph.splitlines():
        f = line.split()
        if f and f[0] == "LOAD":
            segs.append((int(f[1], 16), int(f[2], 16)))
    return segs


def main(argv):
    if len(argv) < 4 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 2 if len(argv) < 4 else 0
    data, binary, map_path = argv[1], argv[2], argv[3]
    top = 40
    if "--top" in argv:
        i = argv.index("--top")
        if i + 1 >= len(argv) or not argv[i + 1].isdigit():
            print("perf_objects: --top takes a number of object files", file=sys.stderr)
            return 2
        top = int(argv[i + 1])
    try:
        secs = sections(map_path)
    except OSError as e:
        print(f"perf_objects: {map_path}: {e.strerror}", file=sys.stderr)
        return 2
    if not secs:
        print(f"perf_objects: no code sections in {map_path} (not a GNU ld map?)", file=sys.stderr)
        return 2
    starts = [s[0] for s in secs]
    segs = load_segments(binary)
    if not segs:
        print(f"perf_objects: {binary}: no program headers (not an ELF executable?)", file=sys.stderr)
        return 2
    script = subprocess.run(["perf", "script", "-i", data, "-F", "ip,dso", "--show-mmap-events"],
                            capture_output=True, text=True)
    if script.returncode != 0:
        print(f"perf_objects: perf script failed: {script.stderr.strip()[-300:]}", file=sys.stderr)
        return 2
    name = binary.rsplit("/", 1)[-1]
    bias = None
    by_dso, in_binary = collections.Counter(), collections.Counter()
    total = 0
    for line in script.stdout.splitlines():
        if "PERF_RECORD_MMAP" in line:
            # [0xSTART(0xLEN) @ 0xPGOFF ...]: r-xp /path/binary: where the text was mapped.
            m = re.search(r"\[0x([0-9a-f]+)\(0x[0-9a-f]+\) @ (0x[0-9a-f]+|0)[^\]]*\]: r-xp (\S+)", line)
            if m and m.group(3).endswith("/" + name) and bias is None:
                start, pgoff = int(m.group(1), 16), int(m.group(2), 16)
                vaddr = next((va for off, va in segs if off == pgoff), pgoff)
                bias = start - vaddr
            continue
        f = line.split()
        if len(f) != 2 or not f[1].startswith("("):
            continue
        total += 1
        dso = f[1].strip("()")
        by_dso[dso.rsplit("/", 1)[-1]] += 1
        if dso.endswith("/" + name):
            in_binary[int(f[0], 16)] += 1
    if not total:
        print(f"perf_objects: no samples in {data}", file=sys.stderr)
        return 2
    if bias is None:
        print(f"perf_objects: {data} has no mapping of {name}", file=sys.stderr)
        return 2
    by_object, unmapped = collections.Counter(), 0
    for ip, n in in_binary.items():
        v = ip - bias
        i = bisect.bisect_right(starts, v) - 1
        if i >= 0 and secs[i][0] <= v < secs[i][1]:
            by_object[secs[i][2]] += n
        else:
            unmapped += n
    by_library = collections.Counter()
    for obj, n in by_object.items():
        by_library[obj.split("(")[0].rsplit("/", 1)[-1]] += n

    def pct(n):
        return f"{100 * n / total:6.2f} %"

    print(f"{total} samples; {sum(in_binary.values())} in {name} ({unmapped} outside the map's code)")
    print("\nby shared object:")
    for k, n in by_dso.most_common(12):
        print(f"  {pct(n)}  {k}")
    print(f"\n{name} by library:")
    for k, n in by_library.most_common():
        print(f"  {pct(n)}  {k}")
    print(f"\n{name} by object file (top {top}):")
    for k, n in by_object.most_common(top):
        print(f"  {pct(n)}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
