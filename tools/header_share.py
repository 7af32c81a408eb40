#!/usr/bin/env python3
"""The share of translation units that touching a header recompiles.

  tools/header_share.py BUILD_DIR [HEADER...]

BUILD_DIR is a Ninja build that is up to date (cmake --build BUILD_DIR first). For each header
(paths from the repository root; default: the core headers below) it counts the object files whose
recorded dependencies (`ninja -t deps`, the compiler's own list) include it: exactly the
translation units that Ninja compiles again after `touch HEADER`. Nothing is touched or built.
"""
import os
import subprocess
import sys

CORE = [
    "spec/claims/claim.hpp",
    "spec/core/fields.hpp",
    "spec/core/checked.hpp",
    "spec/core/variant.hpp",
    "checkers/result.hpp",
    "checkers/context.hpp",
    "checkers/registry.hpp",
    "checkers/runner.hpp",
    "checkers/engine/domain.hpp",
    "proofs/engine.hpp",
]


def ninja(build, *args):
    return subprocess.run(["ninja", "-C", build, *args], check=True, capture_output=True,
                          text=True).stdout


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    build = os.path.realpath(argv[1])
    root = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
    headers = argv[2:] or CORE
    pending = [l for l in ninja(build, "-n").splitlines() if "Building CXX" in l]
    if pending:
        print(f"warning: {len(pending)} translation units are out of date; build first",
              file=sys.stderr)
    objects = {l.split(":")[0] for l in ninja(build, "-t", "targets", "all").splitlines()
               if l.split(":")[0].endswith(".o")}
    deps, current = {}, None
    for line in ninja(build, "-t", "deps").splitlines():
        if line and not line[0].isspace():
            current = line.split(":")[0]
            deps[current] = set() if current in objects else None
        elif line.strip() and current is not None and deps[current] is not None:
            deps[current].add(os.path.realpath(os.path.join(build, line.strip())))
    units = {k: v for k, v in deps.items() if v is not None}
    total = len(units)
    print(f"{total} translation units in {build}")
    for h in headers:
        path = os.path.realpath(os.path.join(root, h))
        n = sum(1 for v in units.values() if path in v)
        print(f"{h:32} {n:4} of {total}  {100.0 * n / total if total else 0:5.1f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
