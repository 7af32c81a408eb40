#!/usr/bin/env python3
"""Fails if a Catch2 test name holds ';', starts with '-' or is not unique: ctest (catch_discover_tests) splits a
name at ';', and the case then never runs under ctest while ctest reports it as passed.

Fails too if a file of the unit-test binaries (spec/, checkers/, app/ under the given root) does not
put what follows its includes in a namespace named after the file (`namespace cli_test {` ...
`}  // namespace cli_test` as its last line): those binaries are compiled 8 files to a unit
(tests/CMakeLists.txt), and a file's helpers or `using` directives outside its namespace meet the
other files' of its batch, which compiles or not depending on the batch (docs/developing.md)."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
names = {}
bad = []
for path in sorted(root.rglob("*.cpp")):
    text = path.read_text()
    for m in re.finditer(r'TEST_CASE\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', text):
        name = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))
        line = text.count("\n", 0, m.start()) + 1
        where = f"{path.relative_to(root)}:{line}"
        if ";" in name:
            bad.append(f"{where}: ';' in the test name: {name}")
        if name.startswith("-"):
            bad.append(f"{where}: a test name starting with '-' is read as an option: {name}")
        if name in names:
            bad.append(f"{where}: the test name is also at {names[name]}: {name}")
        names[name] = where
for folder in ("spec", "checkers", "app"):
    for path in sorted((root / folder).glob("*.cpp")):
        text = path.read_text()
        stem = path.stem
        where = path.relative_to(root)
        opening = re.search(r"^namespace " + re.escape(stem) + r" \{$", text, re.M)
        last = text.rstrip("\n").rsplit("\n", 1)[-1]
        if not opening:
            bad.append(f"{where}: no 'namespace {stem} {{' after its includes")
            continue
        before = text[:opening.start()]
        stray = [l for l in before.splitlines()
                 if l.strip() and not l.startswith(("#", "//"))]
        if stray:
            bad.append(f"{where}: code before 'namespace {stem} {{': {stray[0]}")
        if last != "}  // namespace " + stem:
            bad.append(f"{where}: the last line is not '}}  // namespace {stem}'")
for b in bad:
    print(b)
print(f"{len(names)} test names read, {len(bad)} defects")
sys.exit(1 if bad else 0)
