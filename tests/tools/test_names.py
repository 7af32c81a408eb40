#!/usr/bin/env python3
"""Fails if a Catch2 test name holds ';', starts with '-' or is not unique: ctest (catch_discover_tests) splits a
name at ';', and the case then never runs under ctest while ctest reports it as passed."""
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
for b in bad:
    print(b)
print(f"{len(names)} test names read, {len(bad)} defects")
sys.exit(1 if bad else 0)
