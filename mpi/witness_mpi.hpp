// <mpi.h> for collcheck-mpi-witness: the C interface only (MPI-3), without the C++ bindings
// that Open MPI and MPICH still ship, so that the witness builds against either with -Wextra.
#pragma once

#ifndef OMPI_SKIP_MPICXX
#define OMPI_SKIP_MPICXX 1
#endif
#ifndef MPICH_SKIP_MPICXX
#define MPICH_SKIP_MPICXX 1
#endif
#include <mpi.h>
