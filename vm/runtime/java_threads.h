// Starting and ending Java threads, and reporting uncaught exceptions.
#pragma once

#include <cstddef>
#include <string>

#include "vm/runtime/thread.h"

namespace loupe::vm {

// Thread.start0: a new VM thread on a new OS thread running java_thread.run().
bool start_java_thread(Thread* self, Object* java_thread);

// A daemon thread that runs `body(arg)` in native code (a profiler's
// CreateSystemThread): it has a java.lang.Thread named `name` and is a VM
// thread in every other respect (THREAD_START/END, call traces, dumps).
bool start_native_thread(Thread* self, const std::string& name, int priority, void (*body)(void*), void* arg);

// JNI AttachCurrentThread: registers the calling OS thread, which is not a
// VM thread, with a new java.lang.Thread named `name` (modified UTF-8; null:
// "Thread-<n>"). Returns it in native state (kSafe), or null on failure.
Thread* attach_current_thread(const char* name, bool daemon);
// JNI DetachCurrentThread, from native state: Thread.exit(), joiners are
// notified, and the calling OS thread is no longer a VM thread.
void detach_current_thread(Thread* thread);

// Hands the pending exception to Thread.dispatchUncaughtException (which
// prints "Exception in thread ..." unless a handler is set) and clears it.
void dispatch_uncaught_exception(Thread* thread);

// Runs body(context) on a fresh OS thread with the C stack size Java threads
// get, waits for it and returns its result.
int run_on_new_os_thread(int (*body)(void*), void* context);

// Registers the calling OS thread as a VM thread (the program's main thread).
Thread* attach_main_thread(size_t java_stack_bytes);

}  // namespace loupe::vm
