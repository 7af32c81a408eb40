#!/usr/bin/env python3
"""Checks the include arrows of the project against docs/layers.txt.

  layers.py ROOT [LAYERS]   reads every `#include "..."` of the sources under ROOT (.hpp, .cpp,
                            .h, .cc; build*/ and hidden folders left out) and fails, naming
                            file:line and the arrow, on an include from one layer into another that
                            the layers file does not allow; also on a source file in no layer, on
                            a cycle of the arrows, and on a second Catch2 main under tests/ (every
                            test executable shares tests/main.cpp).
  layers.py --selftest ROOT plants each of those defects in a copy of ROOT's sources and fails
                            unless the check finds each one, and only it.
"""
import fnmatch
import os
import re
import shutil
import sys
import tempfile

SOURCE_EXT = (".hpp", ".cpp", ".h", ".cc")
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
CATCH_MAIN = re.compile(r'^\s*#\s*define\s+CATCH_CONFIG_(MAIN|RUNNER)\b|^\s*int\s+main\s*\(')


class LayersFileError(Exception):
    pass


def read_layers(path):
    """Returns ([(layer, glob)], {layer: [target patterns]}, {layer: line number})."""
    families = []
    globs, arrows, where = [], {}, {}
    lines = open(path, encoding="utf-8").read().splitlines()
    for no, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] == "families":
            families = words[1:]
            continue
        copies = [line.replace("{f}", f) for f in families] if "{f}" in line else [line]
        for text in copies:
            words = text.split()
            if words[0] == "layer":
                if len(words) < 3:
                    raise LayersFileError(f"{path}:{no}: 'layer NAME GLOB...' expected")
                name = words[1]
                if name in where:
                    raise LayersFileError(f"{path}:{no}: layer {name} is also declared at line "
                                          f"{where[name]}")
                where[name] = no
                globs += [(name, g) for g in words[2:]]
                arrows.setdefault(name, [])
            elif len(words) >= 3 and words[1] == "->":
                arrows.setdefault(words[0], []).extend(words[2:])
                where.setdefault(words[0] + " ->", no)
            else:
                raise LayersFileError(f"{path}:{no}: not a line of the layers file: {raw.strip()}")
    names = {n for n, _ in globs}
    resolved = {}
    for name, targets in arrows.items():
        if name not in names:
            raise LayersFileError(f"{path}:{where[name + ' ->']}: arrow from an unknown layer {name}")
        out = set()
        for t in targets:
            hit = {n for n in names if fnmatch.fnmatchcase(n, t)}
            if not hit:
                raise LayersFileError(f"{path}:{where[name + ' ->']}: {name} -> {t}: no such layer")
            out |= hit - {name}
        resolved[name] = out
    return globs, resolved, path


def find_cycle(arrows):
    """A cycle of the arrows as a list of layers, or None."""
    state = {}
    stack = []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(arrows.get(n, ())):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                c = visit(m)
                if c:
                    return c
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(arrows):
        if n not in state:
            c = visit(n)
            if c:
                return c
    return None


def closure(arrows):
    reach = {}

    def of(n):
        if n not in reach:
            reach[n] = set()
            for m in arrows.get(n, ()):
                reach[n] |= {m} | of(m)
        return reach[n]

    for n in arrows:
        of(n)
    return reach


def layer_of(path, globs):
    best = None
    for name, g in globs:
        if fnmatch.fnmatchcase(path, g) and (best is None or len(g) > len(best[1])):
            best = (name, g)
    return best[0] if best else None


def sources(root):
    out = []
    for d, dirs, files in os.walk(root):
        rel = os.path.relpath(d, root)
        dirs[:] = sorted(x for x in dirs
                         if not x.startswith(".") and not (rel == "." and x.startswith("build")))
        out += [os.path.relpath(os.path.join(d, f), root).replace(os.sep, "/")
                for f in sorted(files) if f.endswith(SOURCE_EXT)]
    return out


def check(root, layers_path):
    """The defects found, one line each."""
    try:
        globs, arrows, _ = read_layers(layers_path)
    except LayersFileError as e:
        return [str(e)]
    cycle = find_cycle(arrows)
    if cycle:
        return [f"{layers_path}: the arrows have a cycle: {' -> '.join(cycle)}"]
    allowed = closure(arrows)
    files = sources(root)
    known = set(files)
    bad = []
    for f in files:
        src = layer_of(f, globs)
        if src is None:
            bad.append(f"{f}: in no layer of {layers_path}")
            continue
        lines = open(os.path.join(root, f), encoding="utf-8", errors="replace").read().splitlines()
        for no, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            inc = m.group(1)
            beside = os.path.normpath(os.path.join(os.path.dirname(f), inc)).replace(os.sep, "/")
            target = beside if beside in known else inc if inc in known else None
            if target is None:
                continue  # not a project file (a generated or third-party header)
            dst = layer_of(target, globs)
            if dst is None or dst == src or dst in allowed.get(src, ()):
                continue
            bad.append(f"{f}:{no}: #include \"{inc}\": {src} -> {dst} is not an arrow of "
                       f"{layers_path}")
        if f.startswith("tests/") and f != "tests/main.cpp":
            for no, line in enumerate(lines, 1):
                if CATCH_MAIN.match(line):
                    bad.append(f"{f}:{no}: a second main; every test executable uses tests/main.cpp")
    return bad


def selftest(root, layers_path):
    """Plants each kind of defect in a copy of the sources; returns the failures of the check."""
    failures = []
    with tempfile.TemporaryDirectory(prefix="layers_selftest_") as tmp:
        for f in sources(root):
            os.makedirs(os.path.join(tmp, os.path.dirname(f)), exist_ok=True)
            shutil.copyfile(os.path.join(root, f), os.path.join(tmp, f))
        layers = os.path.join(tmp, "layers.txt")
        shutil.copyfile(layers_path, layers)

        def expect(what, want):
            got = check(tmp, layers)
            if len(got) != 1 or not all(w in got[0] for w in want):
                failures.append(f"{what}: expected one defect with {want}, got {got}")
            else:
                print(f"selftest: {what}: found: {got[0]}")

        base = check(tmp, layers)
        if base:
            failures.append(f"the unchanged copy has defects: {base}")

        def plant(path, text):
            full = os.path.join(tmp, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            old = open(full).read() if os.path.exists(full) else None
            with open(full, "a") as out:
                out.write(text)
            return lambda: (open(full, "w").write(old) if old is not None else os.remove(full))

        # The wrong-way arrows the layers forbid: an engine that includes the runner, a generator
        # that includes a family's checker, a family's obligations that include another's.
        cases = [
            ("engine -> runner", "checkers/engine/exhaustive.cpp", '#include "checkers/runner.hpp"\n',
             ["checkers/engine/exhaustive.cpp:", "checkers.engine -> checkers "]),
            ("generators -> checkers", "generators/postal.hpp",
             '#include "checkers/postal/common.hpp"\n',
             ["generators/postal.hpp:", "generators.postal -> checkers.postal"]),
            ("obligations sideways", "proofs/logp_obligations.hpp",
             '#include "proofs/postal_obligations.hpp"\n', ["proofs.logp -> proofs.postal"]),
            ("app -> a family's checker", "app/options.hpp", '#include "checkers/postal/common.hpp"\n',
             ["app/options.hpp:", "app -> checkers.postal"]),
            ("spec -> checkers", "spec/core/fields.hpp", '#include "checkers/result.hpp"\n',
             ["spec/core/fields.hpp:", "spec.core -> checkers.core"]),
            ("a file in no layer", "newfolder/x.cpp", "int x;\n", ["newfolder/x.cpp: in no layer"]),
            ("a second Catch2 main", "tests/spec/interval_test.cpp", "#define CATCH_CONFIG_MAIN\n",
             ["tests/spec/interval_test.cpp:", "second main"]),
        ]
        for what, path, text, want in cases:
            undo = plant(path, text)
            expect(what, want)
            undo()
        # A cycle of the arrows.
        undo = plant("layers.txt", "spec.core -> app\n")
        expect("a cycle of the arrows", ["cycle", "spec.core", "app"])
        undo()
        # An arrow to a layer that does not exist.
        undo = plant("layers.txt", "app -> nosuchlayer\n")
        expect("an unknown layer", ["nosuchlayer", "no such layer"])
        undo()
        if check(tmp, layers) != base:
            failures.append("the copy did not return to its first state")
    return failures


def main(argv):
    if len(argv) >= 2 and argv[1] == "--selftest":
        root = argv[2]
        layers = argv[3] if len(argv) > 3 else os.path.join(root, "docs", "layers.txt")
        failures = selftest(root, layers)
        for f in failures:
            print(f"selftest FAILED: {f}")
        print(f"layers selftest: {len(failures)} failures")
        return 1 if failures else 0
    root = argv[1]
    layers = argv[2] if len(argv) > 2 else os.path.join(root, "docs", "layers.txt")
    bad = check(root, layers)
    for b in bad:
        print(b)
    print(f"{len(sources(root))} sources read against {layers}: {len(bad)} defects")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
