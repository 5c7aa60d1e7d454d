// Starting and ending Java threads, and reporting uncaught exceptions.
#pragma once

#include <cstddef>

#include "vm/runtime/thread.h"

namespace loupe::vm {

// Thread.start0: a new VM thread on a new OS thread running java_thread.run().
bool start_java_thread(Thread* self, Object* java_thread);

// Hands the pending exception to Thread.dispatchUncaughtException (which
// prints "Exception in thread ..." unless a handler is set) and clears it.
void dispatch_uncaught_exception(Thread* thread);

// Runs body(context) on a fresh OS thread with the C stack size Java threads
// get, waits for it and returns its result.
int run_on_new_os_thread(int (*body)(void*), void* context);

// Registers the calling OS thread as a VM thread (the program's main thread).
Thread* attach_main_thread(size_t java_stack_bytes);

}  // namespace loupe::vm
