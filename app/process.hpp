// The process a run lives in: its standard descriptors, SIGPIPE, the reader of its standard
// output, and the processes it starts (a generator, mpirun), which end with it on every way out.
//
// collcheck is a child subreaper (PR_SET_CHILD_SUBREAPER): a process that a generator or mpirun
// started and that left their process group (setsid) and outlived its parent is re-parented to
// collcheck, not to init, so that it can be found (a child of collcheck in /proc that no running
// child owns) and killed.
#pragma once

#include <sys/types.h>

namespace cc::app::process {

// At start, before anything opens a file (run_cli): descriptors 0, 1 and 2 open (/dev/null onto a
// closed one: under cron a closed stdin or stdout would otherwise be the first pipe or file that
// collcheck opens), SIGPIPE ignored (a closed pipe is an error collcheck reports, not a signal
// that ends it), collcheck a child subreaper, and a watch on standard output when it is a pipe
// or a socket: when its reader goes away the run stops as on a signal (stdout_closed()).
void prepare();

// Whether standard output's reader went away while collcheck ran (`collcheck check | head -1`).
bool stdout_closed();

// A child process that collcheck starts in a process group of its own (its pid is the group's)
// is registered while it runs: every way out (an error, a stop, the forced exit 2 s after a
// signal) kills its group.
void add_child(pid_t pid);
void remove_child(pid_t pid);

// Kills (SIGKILL), with their process groups, the processes re-parented to collcheck that no
// registered child is, and reaps them, until none is left (at most about 2 s). Called when a
// child ends and when collcheck ends. Returns how many were killed.
int kill_orphans();

// For the forced exits (a second signal, 2 s after the first): kills every registered child's
// group and every child of collcheck, without waiting long.
void kill_all_now();

}  // namespace cc::app::process
