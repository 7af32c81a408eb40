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
