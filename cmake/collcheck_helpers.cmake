# Flags per target, as fmt does: warnings, optional -Werror and sanitizers.
function(collcheck_target_flags target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    # GCC 12 reports -Wrestrict falsely inside std::string concatenation (GCC bug 105329).
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(COLLCHECK_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(COLLCHECK_SANITIZE)
    target_compile_options(${target} PUBLIC -fsanitize=address,undefined -fno-omit-frame-pointer)
    target_link_options(${target} PUBLIC -fsanitize=address,undefined)
  endif()
endfunction()

# collcheck_library(name [PCH_KIND kind] source...): a static library of collcheck's. Its precompiled
# header is shared with the other libraries of the same PCH_KIND (default "lib"): libraries whose
# optimisation levels differ must not share one (GCC 12 crashed compiling proofs/ at -O2 with the
# header of the -O1 libraries; bench/README.md, "Build").
function(collcheck_library name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PCH_KIND" "")
  add_library(${name} STATIC ${arg_UNPARSED_ARGUMENTS})
  add_library(collcheck::${name} ALIAS ${name})
  target_include_directories(${name} PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
                                           $<INSTALL_INTERFACE:include/collcheck>)
  collcheck_target_flags(${name})
  collcheck_pch(${name} KIND ${arg_PCH_KIND})
endfunction()

# collcheck_pch(target [HEADER...]): with COLLCHECK_PCH, the standard library headers that most of
# collcheck's files include (and HEADERs, e.g. Catch2's for a test binary) are parsed once per
# target into a precompiled header that every file of the target (every unity batch) is compiled
# with, instead of once per file: 1.2 to 1.9 s of CPU of a unity batch's 5 to 15 s
# (bench/README.md, "Build"). Only headers of the standard library and of Debian's packages, never
# collcheck's own: a file still includes what it uses (a build with -DCOLLCHECK_PCH=OFF compiles
# the same sources), and an edit of a collcheck header does not rebuild the precompiled header.
set(COLLCHECK_PCH_STD <algorithm> <array> <atomic> <chrono> <cstdint> <cstdio> <cstdlib> <cstring>
    <deque> <exception> <functional> <iomanip> <iostream> <limits> <map> <memory> <mutex>
    <numeric> <optional> <set> <sstream> <stdexcept> <string> <string_view> <thread> <tuple>
    <unordered_map> <unordered_set> <utility> <variant> <vector>)
#
# The first target of a kind (the first library; the first test binary) builds the header, the
# others of that kind reuse it (REUSE_FROM): their flags are the same, so one parse serves them
# all (about 5 s of CPU per target saved). KIND names the kind: "lib", "lib_o2" (proofs/, spec/schedule/), "lib_og"
# (app/) or "test".
function(collcheck_pch target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "KIND" "")
  if(NOT COLLCHECK_PCH)
    return()
  endif()
  if(NOT arg_KIND)  # (the libraries' default: collcheck_library, collcheck_object_library)
    set(arg_KIND lib)
  endif()
  # (The libraries' levels differ only in a Release build; in another single-configuration build,
  # such as run.sh's ASan build at -O0, every library shares one header.)
  if(arg_KIND MATCHES "^lib" AND NOT CMAKE_CONFIGURATION_TYPES
     AND NOT CMAKE_BUILD_TYPE STREQUAL "Release")
    set(arg_KIND lib)
  endif()
  if(arg_KIND)
    get_property(donor GLOBAL PROPERTY COLLCHECK_PCH_DONOR_${arg_KIND})
    if(donor)
      target_precompile_headers(${target} REUSE_FROM ${donor})
      return()
    endif()
    set_property(GLOBAL PROPERTY COLLCHECK_PCH_DONOR_${arg_KIND} ${target})
  endif()
  target_precompile_headers(${target} PRIVATE ${COLLCHECK_PCH_STD} ${arg_UNPARSED_ARGUMENTS})
endfunction()

# collcheck_unity(target BATCH): with COLLCHECK_UNITY, compile target's files BATCH at a time as one
# translation unit each (UNITY_BUILD): a library of many small files, each of which parses the same
# headers (a claim file is a few lines over the checker headers), pays for its headers once per
# batch instead of once per file. The sources stay one claim per file; a file with its own compile
# definitions is compiled alone (CMake leaves it out of the batches). Names at namespace scope in
# an anonymous namespace or declared static must therefore be unique across a library's files.
function(collcheck_unity target batch)
  if(COLLCHECK_UNITY)
    math(EXPR batch "${batch} * ${COLLCHECK_UNITY_SCALE}")
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${batch})
  endif()
endfunction()

# collcheck_object_library(name [PCH_KIND kind] [UNITY batch] [OPTIONS option...] [DEPS target...]
#                          SOURCES source...): files of a collcheck library compiled apart from the
# rest of it, at a level of their own (OPTIONS; a precompiled header of that level, PCH_KIND,
# default "lib"), their objects given to the library as `$<TARGET_OBJECTS:name>`. DEPS: the
# library's dependencies, for their usage requirements (include directories, definitions).
function(collcheck_object_library name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PCH_KIND;UNITY" "OPTIONS;DEPS;SOURCES")
  add_library(${name} OBJECT ${arg_SOURCES})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR})
  if(arg_DEPS)
    target_link_libraries(${name} PRIVATE ${arg_DEPS})
  endif()
  collcheck_target_flags(${name})
  collcheck_pch(${name} KIND ${arg_PCH_KIND})
  if(arg_OPTIONS)
    target_compile_options(${name} PRIVATE ${arg_OPTIONS})
  endif()
  if(arg_UNITY)
    collcheck_unity(${name} ${arg_UNITY})
  endif()
endfunction()
