// -Xcheck:jvmpi's watchdog: a callback that has not returned for the
// timeout (10 s by default, -Xcheck:jvmpi:timeout=<s>) is reported with
// the event it handles and every thread's Java and native stacks, the
// agent's frames marked, and the VM exits with status 124 (as timeout(1)).
//
// A stuck agent (an endless loop in ARENA_DELETE, a deadlock on its own
// locks) otherwise hangs the VM with nothing said: the watchdog turns it
// into a report. It also reports a VM that makes no progress outside any
// callback: a collection waiting that long for an agent's EnableGC, or a
// safepoint whose threads do not stop. It runs on a plain thread of its
// own, outside the VM.
//
// Other threads' native stacks: each is sent kStackSignal and records its
// own return addresses in the handler (backtrace(), primed beforehand so
// that it loads nothing inside a handler); the watchdog names them.
#include <execinfo.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "interp/interp.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/base/native_stack.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi::check {

namespace {

constexpr int kExitStatus = 124;
constexpr int kMaxNativeFrames = 48;
const int kStackSignal = SIGRTMIN + 5;

using Clock = std::chrono::steady_clock;

// A callback in progress.
struct Callback {
  int agent;
  jint event;
  std::string detail;  // the arena or object the event is about
  Clock::time_point since;
  vm::Thread* thread;
};

// Each thread records its callbacks in a slot of its own, without a lock
// (a callback comes with every allocation under hprof heap=sites): the
// rules read the innermost (which event the agent handles), the watchdog
// all of them. A stuck thread's slot holds still.
struct CallbackSlot {
  static constexpr int kMaxDepth = 8;  // deeper nesting is counted, not recorded
  struct Entry {
    int agent;
    JVMPI_Event event;  // a copy: the arena or object it names, for the report
    Clock::time_point since;
  };
  pthread_t os_thread;
  vm::Thread* thread;
  std::atomic<int> depth{0};
  Entry entries[kMaxDepth];
};

struct Watch {
  std::mutex lock;  // guards `slots` (one per thread that ran a callback, kept)
  std::vector<std::unique_ptr<CallbackSlot>> slots;
  int timeout_seconds = 0;
};
thread_local CallbackSlot* t_slot = nullptr;
Watch& watch() {
  static Watch w;
  return w;
}

// One native stack requested at a time, written by the signalled thread.
struct StackRequest {
  void* frames[kMaxNativeFrames];
  std::atomic<int> count{-1};
};
StackRequest g_stack_request;

void on_stack_signal(int) {
  int n = backtrace(g_stack_request.frames, kMaxNativeFrames);
  g_stack_request.count.store(n, std::memory_order_release);
}

std::string describe_event(const JVMPI_Event& event) {
  char text[96] = "";
  switch (event.event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_ARENA_DELETE: std::snprintf(text, sizeof text, " (arena %d)", event.u.delete_arena.arena_id); break;
    case JVMPI_EVENT_ARENA_NEW: std::snprintf(text, sizeof text, " (arena %d)", event.u.new_arena.arena_id); break;
    case JVMPI_EVENT_OBJECT_FREE: std::snprintf(text, sizeof text, " (object %p)", static_cast<void*>(event.u.obj_free.obj_id)); break;
    case JVMPI_EVENT_OBJECT_MOVE:
      std::snprintf(text, sizeof text, " (object %p of arena %d, moving to %p in arena %d)",
                    static_cast<void*>(event.u.obj_move.obj_id), event.u.obj_move.arena_id,
                    static_cast<void*>(event.u.obj_move.new_obj_id), event.u.obj_move.new_arena_id);
      break;
    case JVMPI_EVENT_OBJECT_ALLOC: std::snprintf(text, sizeof text, " (object %p)", static_cast<void*>(event.u.obj_alloc.obj_id)); break;
    default: break;
  }
  return text;
}

std::string thread_name(vm::Thread* thread) {
  if (thread == nullptr) return "(not a VM thread)";
  std::string name = "thread " + std::to_string(thread->id());
  // Best effort: the name string is read while the VM may still run (a
  // stuck callback usually holds collection off, so it does not move).
  if (thread->java_thread != nullptr) {
    if (auto* s = vm::get_field<gc::Object*>(thread->java_thread, vm::the_vm().fields.thread_name)) {
      name = vm::string_to_utf8(s);
    }
  }
  return "\"" + name + "\"";
}

std::string java_stack(vm::Thread* thread, bool stuck) {
  // A thread's frames hold still while it is in native code (kSafe) or
  // stuck in the callback; a thread running Java code is not read.
  if (thread == nullptr) return "";
  if (!stuck && thread->state.load() != vm::ThreadState::kSafe) return "  Java stack: (running Java code)\n";
  std::string out = "  Java stack:\n";
  int frames = 0;
  interp::walk_frames(thread, [&](vm::Method* m, int bci) {
    int line = bci < 0 ? -1 : m->line_number_at(static_cast<uint32_t>(bci));
    std::string holder(m->holder->name->view());
    for (char& c : holder) c = c == '/' ? '.' : c;
    out += "    at " + holder + "." + m->name->str() + (line > 0 ? "(line " + std::to_string(line) + ")" : "()") + "\n";
    return ++frames < 32;
  });
  if (frames == 0) out += "    (no Java frames)\n";
  return out;
}

std::string native_stack(pthread_t os_thread) {
  std::vector<const void*> pcs;
  if (pthread_equal(os_thread, pthread_self())) {
    pcs = vm::capture_native_stack(1, kMaxNativeFrames);
  } else {
    g_stack_request.count.store(-1);
    if (pthread_kill(os_thread, kStackSignal) != 0) return "  Native stack: (thread gone)\n";
    for (int waited = 0; g_stack_request.count.load(std::memory_order_acquire) < 0 && waited < 100; ++waited) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    int n = g_stack_request.count.load(std::memory_order_acquire);
    if (n < 0) return "  Native stack: (the thread did not answer)\n";
    // The first frames are the signal handler's own.
    for (int i = 2; i < n; ++i) pcs.push_back(g_stack_request.frames[i]);
  }
  std::string out = "  Native stack (>> the agent's frames):\n";
  for (const void* pc : pcs) {
    vm::NativeFrame frame = vm::describe_return_address(pc);
    out += (is_agent_library(frame.library) ? " >> " : "    ") + vm::format_frame(frame) + "\n";
  }
  return out;
}

// What the report says of one thread beside its stacks.
std::string thread_line(vm::Thread* thread, const std::vector<Callback>* callbacks) {
  std::string text(1, '\n');
  text += thread_name(thread);
  if (callbacks != nullptr && !callbacks->empty()) {
    const Callback& c = callbacks->back();
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.1f", std::chrono::duration<double>(Clock::now() - c.since).count());
    text += ": in agent " + vm::file_name_of(agent(c.agent).library) + "'s " + event_name(c.event) + " callback" + c.detail +
            " for " + secs + " s";
  }
  bool in_callback = callbacks != nullptr && !callbacks->empty();
  if (thread->profiler.gc_disabled_depth > 0 && !in_callback) text += ": holds GC disabled (DisableGC without EnableGC?)";
  // Running Java or VM code (not stopped for a safepoint, not in native code).
  if (thread->state.load() == vm::ThreadState::kRunning && !in_callback) text += " [running]";
  return text + "\n";
}

// Prints `headline`, then every VM thread's stacks, and ends the VM.
// `stuck`: the thread whose callback did not return (its Java frames hold
// still), if any.
// The callbacks in progress now, by OS thread, innermost last.
std::map<pthread_t, std::vector<Callback>> callbacks_in_progress() {
  std::map<pthread_t, std::vector<Callback>> callbacks;
  std::lock_guard<std::mutex> guard(watch().lock);
  for (auto& slot : watch().slots) {
    int depth = std::min(slot->depth.load(std::memory_order_acquire), CallbackSlot::kMaxDepth);
    for (int i = 0; i < depth; ++i) {
      const CallbackSlot::Entry& e = slot->entries[i];
      callbacks[slot->os_thread].push_back(Callback{e.agent, e.event.event_type & ~JVMPI_REQUESTED_EVENT,
                                                    describe_event(e.event), e.since, slot->thread});
    }
  }
  return callbacks;
}

[[noreturn]] void report_and_exit(const std::string& headline, std::optional<pthread_t> stuck) {
  std::fputs(headline.c_str(), stderr);
  std::fflush(stderr);
  std::map<pthread_t, std::vector<Callback>> callbacks = callbacks_in_progress();
  std::vector<std::pair<pthread_t, vm::Thread*>> threads;
  vm::threads::for_each_locked([&](vm::Thread& t) {
    if (t.profiler.has_os_thread) threads.emplace_back(t.profiler.os_thread, &t);
  });
  for (auto& [os_thread, thread] : threads) {
    auto it = callbacks.find(os_thread);
    std::string text = thread_line(thread, it != callbacks.end() ? &it->second : nullptr);
    text += java_stack(thread, stuck && pthread_equal(os_thread, *stuck));
    text += native_stack(os_thread);
    std::fputs(text.c_str(), stderr);
  }
  std::fflush(stderr);
  std::fflush(stdout);
  _exit(kExitStatus);
}

std::string exit_note() { return " The VM exits with status " + std::to_string(kExitStatus) + ".\n"; }

// A callback that has run longer than the timeout, if any.
void check_callbacks(int timeout_seconds) {
  for (auto& [os_thread, stack] : callbacks_in_progress()) {
    // The outermost callback has run longest; the innermost is where it is.
    double seconds = std::chrono::duration<double>(Clock::now() - stack.front().since).count();
    if (seconds < timeout_seconds) continue;
    pthread_t stuck_thread = os_thread;
    const Callback& stuck = stack.back();
    report_and_exit("JVMPI watchdog: agent " + vm::file_name_of(agent(stuck.agent).library) + " has not returned from its " +
                        event_name(stuck.event) + " callback" + stuck.detail + " for " +
                        std::to_string(static_cast<int>(seconds)) + " s, on thread " + thread_name(stuck.thread) + "." +
                        exit_note(),
                    stuck_thread);
  }
}

// A VM held up outside any callback: threads that do not stop for a
// safepoint, or a collection waiting for an agent's DisableGC to end.
void check_progress(int timeout_seconds) {
  vm::threads::Stall stall = vm::threads::current_stall();
  if (stall.collection_held_off_seconds >= timeout_seconds) {
    report_and_exit("JVMPI watchdog: a collection has waited " +
                        std::to_string(static_cast<int>(stall.collection_held_off_seconds)) +
                        " s for GC to be enabled again (a thread below holds it disabled)." + exit_note(),
                    std::nullopt);
  }
  if (stall.stopping_seconds >= timeout_seconds) {
    report_and_exit("JVMPI watchdog: the VM has waited " + std::to_string(static_cast<int>(stall.stopping_seconds)) +
                        " s for its threads to stop for a safepoint (threads still running are marked [running])." +
                        exit_note(),
                    std::nullopt);
  }
}

void run_watchdog() {
  const int timeout = watch().timeout_seconds;
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    check_callbacks(timeout);
    check_progress(timeout);
  }
}

}  // namespace

void start_watchdog(int timeout_seconds) {
  if (timeout_seconds <= 0) return;
  watch().timeout_seconds = timeout_seconds;
  // backtrace() loads the unwinder on first use: not inside a handler.
  void* prime[4];
  backtrace(prime, 4);
  struct sigaction action{};
  action.sa_handler = on_stack_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(kStackSignal, &action, nullptr);
  std::thread(run_watchdog).detach();
}

void note_callback_start(int agent, const JVMPI_Event& event) {
  if (t_slot == nullptr) {
    auto slot = std::make_unique<CallbackSlot>();
    slot->os_thread = pthread_self();
    slot->thread = vm::Thread::current();
    t_slot = slot.get();
    std::lock_guard<std::mutex> guard(watch().lock);
    watch().slots.push_back(std::move(slot));
  }
  int depth = t_slot->depth.load(std::memory_order_relaxed);
  if (depth < CallbackSlot::kMaxDepth) t_slot->entries[depth] = {agent, event, Clock::now()};
  t_slot->depth.store(depth + 1, std::memory_order_release);
}

void note_callback_end() { t_slot->depth.store(t_slot->depth.load(std::memory_order_relaxed) - 1, std::memory_order_release); }

CallbackInProgress innermost_callback() {
  int depth = t_slot != nullptr ? t_slot->depth.load(std::memory_order_relaxed) : 0;
  if (depth == 0) return {};
  const CallbackSlot::Entry& e = t_slot->entries[std::min(depth, CallbackSlot::kMaxDepth) - 1];
  return {e.agent, e.event.event_type & ~JVMPI_REQUESTED_EVENT};
}

}  // namespace loupe::jvmpi::check
