// A VM thread: one per Java thread, on its own OS thread.
//
// Each thread owns a Java stack (interpreter frames, sized by -Xss), a handle
// area, a TLAB and a slot for the exception being thrown. Its `state` tells a
// safepoint whether it may be running Java code (kRunning) or is parked,
// blocked or in native code without touching the heap (kSafe).
#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <ctime>
#include <pthread.h>

#include "gc/vm_interface.h"
#include "vm/runtime/class.h"
#include "vm/runtime/handles.h"
#include "vm/jni/thread_jni.h"

namespace loupe::interp {
struct Frame;
}

namespace loupe::vm {

class Monitor;

enum class ThreadState : uint8_t {
  kRunning,  // may touch the heap: must reach a safepoint poll before a collection
  kSafe,     // blocked, sleeping or outside the heap: collections may run meanwhile
};

// What java.lang.Thread.getState() reports beyond RUNNABLE.
enum class JavaThreadStatus : uint8_t {
  kRunnable = 1,
  kBlocked = 2,
  kWaiting = 3,
  kTimedWaiting = 4,
};

class Thread {
 public:
  Thread(uint32_t id, size_t java_stack_bytes);
  ~Thread();
  Thread(const Thread&) = delete;
  Thread& operator=(const Thread&) = delete;

  static Thread* current() { return current_; }
  static void set_current(Thread* t) { current_ = t; }

  // ---- hot fields, read by the interpreter's fast paths ----
  gc::MutatorContext mutator;
  // Nonzero: stop at the next safepoint poll (backward branch, call, return).
  std::atomic<uint32_t> poll_word{0};
  interp::Frame* top_frame = nullptr;
  Object* pending_exception = nullptr;  // a GC root
  // Compiled code calls compiled code on the C stack (docs/jit.md); below
  // this address it leaves calls to the interpreter instead, which keeps
  // them off the C stack. Set with the native stack; the maximum (no
  // compiled calls at all) while the stack is unknown.
  uintptr_t compiled_call_floor = UINTPTR_MAX;

  // ---- the Java stack ----
  Slot* stack_start() const { return stack_start_; }
  Slot* stack_limit() const { return stack_limit_; }
  // Where the limit is kept, for compiled code's stack check.
  Slot* const* stack_limit_address() const { return &stack_limit_; }
  const uint32_t* id_address() const { return &id_; }  // for compiled code's thin locks
  // Lets the construction of a StackOverflowError use the reserve zone.
  void use_stack_reserve(bool on) { stack_limit_ = on ? stack_end_ : stack_soft_end_; }
  // First free slot above the innermost frame.
  Slot* stack_free() const;

  // The C stack: deep native recursion (class initializers calling each
  // other, natives calling back into Java) must end in StackOverflowError too.
  void set_native_stack(char* low_end, char* high_end) {
    native_stack_low_ = low_end;
    native_stack_high_ = high_end;
    compiled_call_floor = reinterpret_cast<uintptr_t>(low_end) + kCompiledCallReserve;
  }
  // The C stack's outer end (null while unknown), and where it was when the
  // thread last became kSafe (threads::enter_safe): every frame the thread
  // had then, compiled code's return addresses among them, is between the
  // two. The JIT scans that range at a safepoint for forgotten code still
  // running (jit.h: free_unused_code).
  char* native_stack_high() const { return native_stack_high_; }
  const void* stack_pointer_when_safe = nullptr;
  // What compiled calls leave free: room for the interpreter and the VM's
  // own reserve (native_stack_exhausted) below the last compiled frame.
  static constexpr uintptr_t kCompiledCallReserve = 1024 * 1024;
  bool native_stack_exhausted() const;

  uint32_t id() const { return id_; }
  std::atomic<ThreadState> state{ThreadState::kSafe};
  std::atomic<JavaThreadStatus> java_status{JavaThreadStatus::kRunnable};

  HandleArea handles;
  jni::ThreadJni jni{this};  // the JNIEnv and local-reference frames (vm/jni)
  Object* java_thread = nullptr;  // the java.lang.Thread (a GC root)
  bool is_daemon = false;

  // ---- interruption, sleeping and Object.wait ----
  std::mutex park_lock;
  std::condition_variable park_signal;
  std::atomic<bool> interrupted{false};
  Monitor* waiting_on = nullptr;  // guarded by that monitor's lock
  bool wait_notified = false;     // guarded by park_lock: Object.notify picked this thread

  // ---- profiler support (JVMPI; see jvmpi/) ----
  struct ProfilerState {
    static constexpr int kMaxAgents = 8;
    void* agent_storage[kMaxAgents] = {};    // SetThreadLocalStorage, one slot per agent
    std::atomic<bool> suspend_requested{false};  // SuspendThread: park at the next poll
    uint64_t cpu_ns_at_suspend = 0;          // CPU time read by the latest SuspendThread
    uint64_t cpu_ns_at_previous_suspend = 0; // ... and by the one before (ThreadHasRun)
    bool ever_suspended = false;
    clockid_t cpu_clock = CLOCK_THREAD_CPUTIME_ID;  // this thread's CPU clock, for other threads to read
    bool has_cpu_clock = false;
    pthread_t os_thread{};                   // the thread itself, for other threads to signal
    bool has_os_thread = false;
    bool is_system_thread = false;           // created by an agent (CreateSystemThread)
    bool start_posted = false;               // THREAD_START went out (THREAD_END then must too)
    bool ended = false;                      // past its THREAD_END: dumps no longer list it
    uint32_t gc_disabled_depth = 0;          // DisableGC/EnableGC nesting, this thread's share
    // Deterministic bytecode sampling: bytecodes left before the next
    // sample. Only the countdown moves per run of blocks; the bytecodes run since
    // the last sample are sampling_base - bytecode_countdown.
    int64_t bytecode_countdown = 0;
    int64_t sampling_base = 0;
    bool sampling_armed = false;
    uint64_t sampling_random = 0;            // the thread's jitter generator
  } profiler;

  // Depth of nested calls from C++ into Java on this thread.
  uint32_t native_call_depth = 0;

  // -Xstats: counted by this thread only, so no atomics; summed at exit.
  struct Statistics {
    std::array<uint64_t, 256> bytecodes{};  // by opcode as executed (quick forms included)
    uint64_t calls_from_vm = 0;             // entries into Java from C++
    uint64_t objects_allocated = 0;
    uint64_t bytes_allocated = 0;
  } statistics;

 private:
  static thread_local Thread* current_;

  uint32_t id_;
  std::unique_ptr<Slot[]> stack_storage_;
  Slot* stack_start_;
  Slot* stack_soft_end_;  // the -Xss limit
  Slot* stack_end_;       // soft end plus the reserve zone
  Slot* stack_limit_;
  char* native_stack_low_ = nullptr;
  char* native_stack_high_ = nullptr;
};

// Switches a thread to kSafe for a blocking region (a wait, a sleep, a
// contended lock, a read), and back to kRunning at the end, waiting there if
// a safepoint is in progress. Inside, the thread must not touch heap objects.
//
// A region that ends holding a VM lock passes may_suspend = false: the
// thread must not park for a profiler's SuspendThread with the lock held
// (it parks at its next poll instead).
class SafeRegion {
 public:
  explicit SafeRegion(Thread* thread, bool may_suspend = true);
  ~SafeRegion();
  SafeRegion(const SafeRegion&) = delete;
  SafeRegion& operator=(const SafeRegion&) = delete;

 private:
  Thread* thread_;
  bool may_suspend_;
};

// Locks a VM mutex that some thread might hold across a safepoint: if the
// lock is contended the wait happens in a SafeRegion, so that a collection
// is never held up by a thread waiting for it.
template <typename Mutex>
class SafeLock {
 public:
  SafeLock(Thread* thread, Mutex& m) : mutex_(m) {
    if (!mutex_.try_lock()) {
      SafeRegion region(thread, /*may_suspend=*/false);
      mutex_.lock();
    }
  }
  ~SafeLock() { mutex_.unlock(); }
  SafeLock(const SafeLock&) = delete;
  SafeLock& operator=(const SafeLock&) = delete;

 private:
  Mutex& mutex_;
};

}  // namespace loupe::vm
