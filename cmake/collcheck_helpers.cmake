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

function(collcheck_library name)
  add_library(${name} STATIC ${ARGN})
  add_library(collcheck::${name} ALIAS ${name})
  target_include_directories(${name} PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
                                           $<INSTALL_INTERFACE:include/collcheck>)
  collcheck_target_flags(${name})
endfunction()

# collcheck_unity(target BATCH): with COLLCHECK_UNITY, compile target's files BATCH at a time as one
# translation unit each (UNITY_BUILD): a library of many small files, each of which parses the same
# headers (a claim file is a few lines over the checker headers), pays for its headers once per
# batch instead of once per file. The sources stay one claim per file; a file with its own compile
# definitions is compiled alone (CMake leaves it out of the batches). Names at namespace scope in
# an anonymous namespace or declared static must therefore be unique across a library's files.
function(collcheck_unity target batch)
  if(COLLCHECK_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${batch})
  endif()
endfunction()
