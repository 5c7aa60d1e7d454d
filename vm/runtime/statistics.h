// -Xstats: what the VM did, printed at exit for a student to look at.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "vm/runtime/thread.h"

namespace loupe::vm {

// Keeps a dying thread's counts for the final report.
void record_thread_statistics(const Thread& thread);

// Prints the report (all threads' counts, the heap's and the safepoints').
void print_statistics(FILE* out);

// A quantity in the unit that keeps it readable at any size, so that a
// small program's figures do not round to 0.0: "0 bytes", "312 bytes",
// "12.4 KiB", "3.0 MiB", "1.25 GiB" (units of 1024); "0 ns", "850 ns",
// "12.3 us", "4.56 ms", "2.35 s".
std::string readable_bytes(uint64_t bytes);
std::string readable_duration(uint64_t nanoseconds);

}  // namespace loupe::vm
