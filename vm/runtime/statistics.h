// -Xstats: what the VM did, printed at exit for a student to look at.
#pragma once

#include <cstdio>

#include "vm/runtime/thread.h"

namespace loupe::vm {

// Keeps a dying thread's counts for the final report.
void record_thread_statistics(const Thread& thread);

// Prints the report (all threads' counts, the heap's and the safepoints').
void print_statistics(FILE* out);

}  // namespace loupe::vm
