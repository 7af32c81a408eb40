// The empty file of collcheck_test_pch (tests/CMakeLists.txt): it only carries the test
// binaries' precompiled header, which they reuse.
