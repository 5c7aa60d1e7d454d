// The set of live VM threads, and stop-the-world safepoints over them.
//
// A safepoint: the requesting thread raises every other thread's poll word
// and waits until each is kSafe. Running threads notice the poll word at the
// next backward branch, call, return or allocation slow path and park;
// blocked threads are already kSafe and, when they unblock, wait in
// leave_safe() until the safepoint is over. Dekker-style ordering (state
// store, then flag load; flag store, then state load; both seq_cst) makes sure
// neither side misses the other.
#pragma once

#include <functional>
#include <memory>

#include "vm/runtime/thread.h"

namespace loupe::vm::threads {

// Registers a new thread (state kSafe). The VM owns it until remove().
// Non-daemon threads keep the VM alive (wait_for_non_daemon_threads).
Thread* create(size_t java_stack_bytes, bool daemon);
void remove(Thread* thread);
// From now on remove() keeps a thread's memory instead of freeing it, so
// that its address (and JNIEnv*) never names a later thread: -Xcheck:jvmpi
// recognises a stale thread ID that way.
void keep_ended_threads();

// Every registered thread; only while the world is stopped, or for reading
// fields that do not change.
void for_each(const std::function<void(Thread&)>& fn);
size_t count();

// Stops every thread but `self`, which must be kRunning.
void stop_the_world(Thread* self);
void resume_the_world(Thread* self);
bool world_stopped();
// Whether `self` is the thread that stopped the world (a collector posting
// heap events, say).
bool is_coordinator(const Thread* self);

// The slow path of a safepoint poll: parks while a safepoint is in progress.
void poll(Thread* self);

// The coordinator of a safepoint (the thread that stopped the world) stays
// running throughout: both are no-ops for it. leave_safe parks while a
// safepoint is on and, if may_suspend, while a profiler has suspended the
// thread.
void enter_safe(Thread* self);
void leave_safe(Thread* self, bool may_suspend = true);

// Profiler suspension (JVMPI SuspendThread/ResumeThread): the target parks
// at its next safepoint poll, or stays parked when it next leaves a safe
// region, until resumed. suspend() returns once the target is kSafe, so its
// frames can be walked. False if `target` is not a live thread.
bool suspend(Thread* self, Thread* target);
bool resume(Thread* target);
bool is_live(const Thread* thread);
// Calls fn on every live thread with the thread list locked (no safepoint
// may begin meanwhile); fn must not block.
void for_each_locked(const std::function<void(Thread&)>& fn);

// DisableGC/EnableGC (nesting, any thread): while disabled, a collection
// waits before stopping the world. A thread that disabled collection itself
// and then needs one collects anyway (it would otherwise wait for itself).
void disable_gc(Thread* self);
void enable_gc(Thread* self);
// The collector's side: waits for collection to be allowed, then marks one
// in progress (DisableGC waits for it to end).
void begin_collection(Thread* self);
// With the world stopped: false if a running thread disabled collection
// after begin_collection (the collector then resumes the world and retries).
bool collection_may_proceed(Thread* self);
void end_collection();

// Waits until no non-daemon thread but `self` is alive (DestroyJavaVM).
void wait_for_non_daemon_threads(Thread* self);

// Safepoints so far, and the time spent waiting for threads to reach them.
uint64_t safepoint_count();
uint64_t time_to_safepoint_ns();
// How long the VM has been held up (for -Xcheck:jvmpi's watchdog): a
// safepoint still waiting for threads to stop, and a collection waiting
// for GC to be enabled again (a DisableGC without its EnableGC). 0: none.
struct Stall {
  double stopping_seconds = 0;
  double collection_held_off_seconds = 0;
};
Stall current_stall();

}  // namespace loupe::vm::threads
