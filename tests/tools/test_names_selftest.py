#!/usr/bin/env python3
"""ctest tests.names.selftest: test_names.py finds each planted defect in a scratch tree (a file of
a unit-test binary without its namespace, with code before it, with another last line, and a test
name given twice) and none in a file that follows the rules.
usage: test_names_selftest.py TEST_NAMES_PY"""
import pathlib
import subprocess
import sys
import tempfile

checker = sys.argv[1]
GOOD = '#include <catch2/catch.hpp>\n\nnamespace good_test {\n\nTEST_CASE("a") {}\n\n}  // namespace good_test\n'
PLANTED = {
    "spec/no_namespace_test.cpp": ('#include <catch2/catch.hpp>\n\nTEST_CASE("b") {}\n',
                                   "no 'namespace no_namespace_test {'"),
    "checkers/stray_test.cpp": ('#include <catch2/catch.hpp>\nusing namespace cc;\n\nnamespace stray_test {\n'
                                'TEST_CASE("c") {}\n}  // namespace stray_test\n',
                                "code before 'namespace stray_test {': using namespace cc;"),
    "app/last_line_test.cpp": ('#include <catch2/catch.hpp>\n\nnamespace last_line_test {\nTEST_CASE("d") {}\n}\n',
                               "the last line is not '}  // namespace last_line_test'"),
    "app/twice_b_test.cpp": ('namespace twice_b_test {\nTEST_CASE("e") {}\n}  // namespace twice_b_test\n',
                             "the test name is also at app/twice_a_test.cpp"),
}
failures = 0
with tempfile.TemporaryDirectory() as d:
    root = pathlib.Path(d)
    for folder in ("spec", "checkers", "app"):
        (root / folder).mkdir()
    (root / "spec" / "good_test.cpp").write_text(GOOD)
    (root / "app" / "twice_a_test.cpp").write_text(
        'namespace twice_a_test {\nTEST_CASE("e") {}\n}  // namespace twice_a_test\n')
    for rel, (text, _) in PLANTED.items():
        (root / rel).write_text(text)
    r = subprocess.run([sys.executable, checker, str(root)], capture_output=True, text=True)
    if r.returncode != 1:
        print(f"test_names.py exited {r.returncode} on the planted tree, not 1")
        failures += 1
    for rel, (_, expected) in PLANTED.items():
        if not any(line.startswith(rel) and expected in line for line in r.stdout.splitlines()):
            print(f"not found: {rel}: {expected}")
            failures += 1
    if "good_test.cpp" in r.stdout:
        print("a defect reported in good_test.cpp, which follows the rules")
        failures += 1
print(r.stdout.strip())
print("tests.names.selftest:", "ok" if not failures else f"{failures} failure(s)")
sys.exit(1 if failures else 0)
