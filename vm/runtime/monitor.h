// Java monitors: synchronized, wait, notify.
//
// An object's 32-bit lock word is a thin lock most of the time (Bacon et al.,
// 1998): 0 when free; (owner thread id << 8 | recursion << 1) while one
// thread holds it. Locking and unlocking an uncontended monitor is one
// compare-and-swap. When a second thread contends, or a thread waits, the
// lock word is inflated to (monitor index << 1 | 1), pointing at a Monitor
// with a mutex, an entry queue and a wait set. Only the lock word lives in
// the object, so moving collectors need not care. Monitors are never deflated.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <vector>

#include "vm/runtime/thread.h"

namespace loupe::vm {

struct MonitorSnapshot;

// The thin lock word's layout (above), for monitor.cpp and for the JIT,
// which takes and releases an uncontended thin lock inline
// (jit/monitors.cpp); anything else goes through monitor_enter/exit.
namespace thin_lock {
constexpr uint32_t kInflatedBit = 1;
constexpr uint32_t kRecursionUnit = 2;     // the recursion count lives in bits 1..7
constexpr uint32_t kMaxRecursion = 0x7F;
constexpr uint32_t kRecursionMask = kMaxRecursion * kRecursionUnit;
constexpr uint32_t kOwnerShift = 8;         // the owner's thread id above
}  // namespace thin_lock

class Monitor {
 public:
  // `obj` is the object the monitor belongs to, named in profiler events.
  void enter(Thread* self, Object* obj);
  // False when `self` does not own the monitor. *contended: another thread
  // was waiting to enter.
  bool exit(Thread* self, bool* contended);
  bool is_owned_by(const Thread* self) const { return owner_ == self->id(); }
  uint32_t owner_id() const { return owner_; }

 private:
  friend class MonitorAccess;
  friend bool monitor_snapshot(Object* obj, MonitorSnapshot* out);
  std::mutex lock_;
  std::condition_variable entry_;
  uint32_t owner_ = 0;       // thread id, 0 when free
  uint32_t recursions_ = 0;  // re-entries beyond the first
  std::vector<Thread*> entering_;  // blocked in enter()
  std::vector<Thread*> wait_set_;
  std::vector<Thread*> notified_;
};

// All return false with IllegalMonitorStateException (or, for wait,
// InterruptedException) pending on failure. `obj` must not be null.
void monitor_enter(Thread* self, Object* obj);
bool monitor_exit(Thread* self, Object* obj);
bool monitor_wait(Thread* self, Object* obj, int64_t millis);
bool monitor_notify(Thread* self, Object* obj, bool all);
bool monitor_held_by(Thread* self, Object* obj);

// What a profiler's MONITOR_DUMP reports about one object's monitor: its
// owner (thread id, 0 if none), how often the owner holds it, the threads
// waiting to enter it and those waiting to be notified. False when the
// monitor is free and nobody waits. Call with the world stopped.
struct MonitorSnapshot {
  uint32_t owner_id = 0;
  uint32_t entry_count = 0;
  std::vector<Thread*> entering;
  std::vector<Thread*> waiting;
};
bool monitor_snapshot(Object* obj, MonitorSnapshot* out);

// A Java timeout (Object.wait, Thread.sleep) as a duration a condition
// variable can wait for. Java allows up to Long.MAX_VALUE milliseconds;
// wait_for adds the duration to the clock's nanosecond count, which would
// overflow and return at once, so timeouts saturate at about a century.
inline std::chrono::nanoseconds java_timeout(int64_t millis, int32_t nanos = 0) {
  constexpr int64_t kMaxMillis = int64_t{100} * 365 * 24 * 3600 * 1000;
  return std::chrono::milliseconds(millis < kMaxMillis ? millis : kMaxMillis) + std::chrono::nanoseconds(nanos);
}

// Wakes `thread` if it sleeps or waits (Thread.interrupt).
void interrupt_thread(Thread* thread);

}  // namespace loupe::vm
