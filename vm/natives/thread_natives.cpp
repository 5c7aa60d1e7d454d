// Natives of java.lang.Thread.
#include <chrono>
#include <thread>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/threads.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/java_threads.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// The VM thread behind a java.lang.Thread, or null when it is not alive.
Thread* vm_thread_of(Object* java_thread) {
  return reinterpret_cast<Thread*>(get_field<int64_t>(java_thread, the_vm().fields.thread_eetop));
}

Slot thread_current(Thread* t, Slot*) { return ref_result(t->java_thread); }

Slot thread_yield(Thread* t, Slot*) {
  SafeRegion region(t);
  std::this_thread::yield();
  return void_result();
}

Slot thread_sleep(Thread* t, Slot* args) {
  int64_t millis = args[0].j;
  int32_t nanos = args[2].i;
  auto duration = java_timeout(millis, nanos);
  // JVMPI reports a sleep as a wait on no object.
  if (jvmpi::enabled(JVMPI_EVENT_MONITOR_WAIT)) jvmpi::post_monitor_wait(t, nullptr, millis);
  auto start = std::chrono::steady_clock::now();
  bool interrupted;
  {
    SafeRegion region(t);
    t->java_status.store(JavaThreadStatus::kTimedWaiting);
    std::unique_lock<std::mutex> park(t->park_lock);
    interrupted = t->park_signal.wait_for(park, duration, [t] { return t->interrupted.load(); });
    t->java_status.store(JavaThreadStatus::kRunnable);
  }
  if (jvmpi::enabled(JVMPI_EVENT_MONITOR_WAITED)) {
    auto slept = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    jvmpi::post_monitor_waited(t, nullptr, slept.count());
  }
  if (interrupted) {
    t->interrupted.store(false);
    throw_new(t, "java/lang/InterruptedException", "sleep interrupted");
  }
  return void_result();
}

Slot thread_start(Thread* t, Slot* args) {
  start_java_thread(t, args[0].ref);
  return void_result();
}

Slot thread_interrupt(Thread*, Slot* args) {
  if (Thread* target = vm_thread_of(args[0].ref)) interrupt_thread(target);
  return void_result();
}

Slot thread_is_interrupted(Thread*, Slot* args) {
  Thread* target = vm_thread_of(args[0].ref);
  if (target == nullptr) return int_result(0);
  bool clear = args[1].i != 0;
  return int_result(clear ? target->interrupted.exchange(false) : target->interrupted.load());
}

Slot thread_holds_lock(Thread* t, Slot* args) {
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  return int_result(monitor_held_by(t, args[0].ref));
}

// Thread.State ordinals: NEW 0, RUNNABLE 1, BLOCKED 2, WAITING 3, TIMED_WAITING 4.
Slot thread_get_state(Thread*, Slot* args) {
  Thread* target = vm_thread_of(args[0].ref);
  return int_result(target == nullptr ? 5 : static_cast<int32_t>(target->java_status.load()));
}

// Another thread's stack trace (Thread.getStackTrace): its frames are read
// with the world stopped (collection held off, so that no collector runs
// meanwhile), the elements made afterwards. Empty if it is not alive.
Slot thread_stack_trace(Thread* t, Slot* args) {
  constexpr size_t kMaxDepth = 1024;  // as Throwable's
  std::vector<TraceFrame> frames;
  threads::disable_gc(t);
  threads::stop_the_world(t);
  Thread* target = vm_thread_of(args[0].ref);
  if (target != nullptr && target != t && threads::is_live(target)) {
    interp::walk_frames(target, [&](Method* m, int bci) {
      if (!m->hidden_in_traces) frames.push_back({m, bci});
      return frames.size() < kMaxDepth;
    });
  }
  threads::resume_the_world(t);
  threads::enable_gc(t);
  ArrayObject* trace = make_stack_trace(t, frames);
  return trace == nullptr ? void_result() : ref_result(trace);
}

const NativeEntry kNatives[] = {
    {"java/lang/Thread", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", thread_stack_trace},
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", thread_current},
    {"java/lang/Thread", "yield", "()V", thread_yield},
    {"java/lang/Thread", "sleep0", "(JI)V", thread_sleep},
    {"java/lang/Thread", "start0", "()V", thread_start},
    {"java/lang/Thread", "interrupt0", "()V", thread_interrupt},
    {"java/lang/Thread", "isInterrupted0", "(Z)Z", thread_is_interrupted},
    {"java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", thread_holds_lock},
    {"java/lang/Thread", "getState0", "()I", thread_get_state},
};

}  // namespace

std::span<const NativeEntry> thread_natives() { return kNatives; }

}  // namespace loupe::vm
