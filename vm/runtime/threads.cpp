#include "vm/runtime/threads.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "interp/frame.h"

namespace loupe::vm {

thread_local Thread* Thread::current_ = nullptr;

Thread::Thread(uint32_t id, size_t java_stack_bytes) : id_(id) {
  constexpr size_t kReserveSlots = 16 * 1024;  // 128 KiB to build a StackOverflowError
  size_t slots = std::max<size_t>(java_stack_bytes / sizeof(Slot), 1024);
  stack_storage_ = std::make_unique<Slot[]>(slots + kReserveSlots);
  stack_start_ = stack_storage_.get();
  stack_soft_end_ = stack_start_ + slots;
  stack_end_ = stack_soft_end_ + kReserveSlots;
  stack_limit_ = stack_soft_end_;
}

Thread::~Thread() = default;

Slot* Thread::stack_free() const {
  interp::Frame* f = top_frame;
  if (f == nullptr) return stack_start_;
  return f->stack_base() + f->method->max_stack;
}

bool Thread::native_stack_exhausted() const {
  char marker;
  constexpr ptrdiff_t kNativeReserve = 256 * 1024;
  return native_stack_low_ != nullptr && &marker - native_stack_low_ < kNativeReserve;
}

HandleScope::HandleScope(Thread* thread) : area_(thread->handles), saved_top_(area_.top()) {}
HandleScope::~HandleScope() { area_.reset(saved_top_); }

SafeRegion::SafeRegion(Thread* thread, bool may_suspend) : thread_(thread), may_suspend_(may_suspend) {
  threads::enter_safe(thread);
}
SafeRegion::~SafeRegion() { threads::leave_safe(thread_, may_suspend_); }

namespace threads {

namespace {

constexpr uint32_t kPollSafepoint = 1;
constexpr uint32_t kPollSuspend = 2;

struct Registry {
  std::mutex list_lock;  // guards `all`; held by the safepoint coordinator throughout
  std::vector<std::unique_ptr<Thread>> all;
  std::vector<std::unique_ptr<Thread>> ended;  // kept when keep_ended is set
  bool keep_ended = false;
  uint32_t next_id = 1;

  std::mutex operation_lock;  // one safepoint at a time
  std::atomic<bool> active{false};
  std::atomic<Thread*> coordinator{nullptr};  // the thread that stopped the world
  // Threads alive, for the profiler's thread functions (which name threads
  // by pointer, possibly of a thread that has ended). Guarded by park_lock,
  // which nobody holds while parking.
  std::unordered_set<const Thread*> live;
  std::mutex park_lock;
  std::condition_variable parked;    // a thread became safe
  std::condition_variable released;  // the safepoint ended
  std::condition_variable exited;    // a thread ended
  int live_non_daemon = 0;           // guarded by park_lock
  std::atomic<uint64_t> safepoints{0};
  std::atomic<uint64_t> time_to_safepoint_ns{0};
  // When the current safepoint began waiting for threads (0: none).
  std::atomic<int64_t> stopping_since_ns{0};

  std::mutex gc_lock;  // DisableGC against collections
  std::condition_variable gc_changed;
  // Changed without gc_lock by a running thread (every JVMPI event that
  // carries object IDs disables collection around its callback: the lock
  // would be taken twice per allocation under heap=sites, and threads that
  // allocate would meet there); read under it by waiters.
  std::atomic<int> gc_disabled{0};
  std::atomic<int> gc_waiters{0};  // threads in wait_for_gc_state
  int collecting = 0;  // collections between begin and end
  int collections_waiting = 0;        // in begin_collection, for GC to be enabled
  int64_t collections_waiting_since_ns = 0;
};

Registry& registry() {
  static Registry r;
  return r;
}

}  // namespace

Thread* create(size_t java_stack_bytes, bool daemon) {
  Registry& r = registry();
  Thread* self = Thread::current();
  // The coordinator of a safepoint holds list_lock; wait for it in safety.
  std::unique_lock<std::mutex> guard(r.list_lock, std::defer_lock);
  if (self != nullptr) {
    if (!guard.try_lock()) {
      SafeRegion region(self, /*may_suspend=*/false);
      guard.lock();
    }
  } else {
    guard.lock();
  }
  r.all.push_back(std::make_unique<Thread>(r.next_id++, java_stack_bytes));
  Thread* thread = r.all.back().get();
  thread->is_daemon = daemon;
  std::lock_guard<std::mutex> park(r.park_lock);
  r.live.insert(thread);
  if (!daemon) ++r.live_non_daemon;
  return thread;
}

void remove(Thread* thread) {
  Registry& r = registry();
  bool daemon = thread->is_daemon;
  {
    // Out of the live set first: a profiler waiting on this thread stops
    // looking at it before it is freed.
    std::lock_guard<std::mutex> park(r.park_lock);
    r.live.erase(thread);
    r.parked.notify_all();
  }
  {
    std::lock_guard<std::mutex> guard(r.list_lock);  // `thread` is kSafe by now
    auto it = std::find_if(r.all.begin(), r.all.end(), [&](auto& p) { return p.get() == thread; });
    if (it != r.all.end()) {
      if (r.keep_ended) r.ended.push_back(std::move(*it));
      r.all.erase(it);
    }
  }
  std::lock_guard<std::mutex> park(r.park_lock);
  if (!daemon) --r.live_non_daemon;
  r.exited.notify_all();
  r.parked.notify_all();  // a coordinator may be waiting for the thread that just left
}

void keep_ended_threads() { registry().keep_ended = true; }

void for_each(const std::function<void(Thread&)>& fn) {
  for (auto& t : registry().all) fn(*t);
}

size_t count() { return registry().all.size(); }

void enter_safe(Thread* self) {
  Registry& r = registry();
  if (r.coordinator.load(std::memory_order_relaxed) == self) return;
  // Before the state: a safepoint that sees kSafe sees this too. The
  // frame of enter_safe is below every frame its caller has.
  self->stack_pointer_when_safe = __builtin_frame_address(0);
  self->state.store(ThreadState::kSafe, std::memory_order_seq_cst);
  // Someone may be waiting for this thread to be safe: a safepoint, or a
  // profiler's SuspendThread.
  if (r.active.load(std::memory_order_seq_cst) || self->profiler.suspend_requested.load(std::memory_order_seq_cst)) {
    std::lock_guard<std::mutex> guard(r.park_lock);
    r.parked.notify_all();
  }
}

void leave_safe(Thread* self, bool may_suspend) {
  Registry& r = registry();
  if (r.coordinator.load(std::memory_order_relaxed) == self) return;
  auto must_stay = [&] {
    return r.active.load(std::memory_order_seq_cst) ||
           (may_suspend && self->profiler.suspend_requested.load(std::memory_order_seq_cst));
  };
  while (true) {
    self->state.store(ThreadState::kRunning, std::memory_order_seq_cst);
    if (!must_stay()) return;
    // A safepoint is on, or a profiler suspended us: step back and wait.
    self->state.store(ThreadState::kSafe, std::memory_order_seq_cst);
    std::unique_lock<std::mutex> guard(r.park_lock);
    r.parked.notify_all();
    r.released.wait(guard, [&] { return !must_stay(); });
  }
}

void poll(Thread* self) {
  enter_safe(self);
  leave_safe(self);
}

void stop_the_world(Thread* self) {
  Registry& r = registry();
  {
    // Another thread may be coordinating right now and waiting for us.
    SafeRegion region(self, /*may_suspend=*/false);
    r.operation_lock.lock();
    r.list_lock.lock();
  }
  auto start = std::chrono::steady_clock::now();
  r.stopping_since_ns.store(start.time_since_epoch().count());
  r.coordinator.store(self, std::memory_order_relaxed);
  r.active.store(true, std::memory_order_seq_cst);
  for (auto& t : r.all) {
    if (t.get() != self) t->poll_word.fetch_or(kPollSafepoint);
  }
  std::unique_lock<std::mutex> guard(r.park_lock);
  r.parked.wait(guard, [&] {
    for (auto& t : r.all) {
      if (t.get() != self && t->state.load(std::memory_order_seq_cst) != ThreadState::kSafe) return false;
    }
    return true;
  });
  r.safepoints.fetch_add(1);
  r.stopping_since_ns.store(0);
  auto waited = std::chrono::steady_clock::now() - start;
  r.time_to_safepoint_ns += static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(waited).count());
}

bool is_live(const Thread* thread) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.park_lock);
  return r.live.contains(thread);
}

void for_each_locked(const std::function<void(Thread&)>& fn) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.park_lock);
  for (const Thread* t : r.live) fn(*const_cast<Thread*>(t));
}

bool suspend(Thread* self, Thread* target) {
  Registry& r = registry();
  if (target == self) return true;  // as HotSpot: a thread does not suspend itself
  std::unique_lock<std::mutex> park(r.park_lock);
  if (!r.live.contains(target)) return false;
  target->profiler.suspend_requested.store(true, std::memory_order_seq_cst);
  target->poll_word.fetch_or(kPollSuspend);
  // Safe: parked at a poll, or blocked (it parks when it comes back), or
  // gone.
  r.parked.wait(park, [&] {
    return !r.live.contains(target) || target->state.load(std::memory_order_seq_cst) == ThreadState::kSafe;
  });
  return r.live.contains(target);
}

bool resume(Thread* target) {
  Registry& r = registry();
  std::lock_guard<std::mutex> park(r.park_lock);
  if (!r.live.contains(target)) return false;
  target->poll_word.fetch_and(~kPollSuspend);
  target->profiler.suspend_requested.store(false, std::memory_order_seq_cst);
  r.released.notify_all();
  return true;
}

// Waits on gc_changed until done() without holding up a safepoint: the
// thread is safe while it waits and rejoins (perhaps parking for a
// safepoint) without the lock held.
//
// A waiter counts itself before it looks at the state, and enable_gc
// changes the count before it looks for waiters (both sequentially
// consistent): either the waiter sees the new count, or enable_gc sees the
// waiter and notifies under the lock, which the waiter holds until it waits.
template <typename Done>
void wait_for_gc_state(Thread* self, std::unique_lock<std::mutex>& guard, Done done) {
  Registry& r = registry();
  r.gc_waiters.fetch_add(1, std::memory_order_seq_cst);
  struct Uncount {
    Registry& r;
    ~Uncount() { r.gc_waiters.fetch_sub(1, std::memory_order_seq_cst); }
  } uncount{r};
  while (!done()) {
    bool running = self != nullptr && self->state.load() == ThreadState::kRunning;
    if (running) enter_safe(self);
    r.gc_changed.wait(guard, done);
    if (running) {
      guard.unlock();
      leave_safe(self);
      guard.lock();
    }
  }
}

void disable_gc(Thread* self) {
  Registry& r = registry();
  // A running thread cannot be in the middle of a collection (the world
  // would be stopped): it disables at once, without the lock, and a
  // collector that began meanwhile backs off once it sees the count
  // (collection_may_proceed, after the world stopped: this thread's count
  // comes before it is seen safe).
  if (self != nullptr && self->state.load() == ThreadState::kRunning) {
    r.gc_disabled.fetch_add(1, std::memory_order_seq_cst);
    ++self->profiler.gc_disabled_depth;
    return;
  }
  // A thread in native code may be: it waits for the collection to end.
  std::unique_lock<std::mutex> guard(r.gc_lock);
  wait_for_gc_state(self, guard, [&] { return r.collecting == 0; });
  r.gc_disabled.fetch_add(1, std::memory_order_seq_cst);
  if (self != nullptr) ++self->profiler.gc_disabled_depth;
}

void enable_gc(Thread* self) {
  Registry& r = registry();
  int count = r.gc_disabled.load(std::memory_order_seq_cst);
  do {
    if (count == 0) return;  // unbalanced EnableGC: ignored
  } while (!r.gc_disabled.compare_exchange_weak(count, count - 1, std::memory_order_seq_cst));
  if (self != nullptr && self->profiler.gc_disabled_depth > 0) --self->profiler.gc_disabled_depth;
  // Only a collector waiting for the count needs telling (see wait_for_gc_state).
  if (r.gc_waiters.load(std::memory_order_seq_cst) != 0) {
    std::lock_guard<std::mutex> guard(r.gc_lock);
    r.gc_changed.notify_all();
  }
}

void begin_collection(Thread* self) {
  Registry& r = registry();
  std::unique_lock<std::mutex> guard(r.gc_lock);
  int own = self != nullptr ? static_cast<int>(self->profiler.gc_disabled_depth) : 0;
  if (r.collections_waiting++ == 0) {
    r.collections_waiting_since_ns = std::chrono::steady_clock::now().time_since_epoch().count();
  }
  wait_for_gc_state(self, guard, [&] { return r.gc_disabled <= own; });
  --r.collections_waiting;
  ++r.collecting;
}

Stall current_stall() {
  Registry& r = registry();
  int64_t now = std::chrono::steady_clock::now().time_since_epoch().count();
  auto seconds_since = [now](int64_t since) { return since == 0 ? 0.0 : static_cast<double>(now - since) / 1e9; };
  Stall stall;
  stall.stopping_seconds = seconds_since(r.stopping_since_ns.load());
  std::lock_guard<std::mutex> guard(r.gc_lock);
  // A collection that got through at once is no stall.
  if (r.collections_waiting > 0 && r.gc_disabled > 0) {
    stall.collection_held_off_seconds = seconds_since(r.collections_waiting_since_ns);
  }
  return stall;
}

bool collection_may_proceed(Thread* self) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.gc_lock);
  int own = self != nullptr ? static_cast<int>(self->profiler.gc_disabled_depth) : 0;
  return r.gc_disabled <= own;
}

void end_collection() {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.gc_lock);
  --r.collecting;
  r.gc_changed.notify_all();
}

uint64_t safepoint_count() { return registry().safepoints.load(); }
uint64_t time_to_safepoint_ns() { return registry().time_to_safepoint_ns.load(); }

void resume_the_world(Thread* self) {
  Registry& r = registry();
  for (auto& t : r.all) {
    if (t.get() != self) t->poll_word.fetch_and(~kPollSafepoint);
  }
  {
    std::lock_guard<std::mutex> guard(r.park_lock);
    r.active.store(false, std::memory_order_seq_cst);
    r.coordinator.store(nullptr, std::memory_order_relaxed);
    r.released.notify_all();
  }
  r.list_lock.unlock();
  r.operation_lock.unlock();
}

bool world_stopped() { return registry().active.load(); }

bool is_coordinator(const Thread* self) {
  return self != nullptr && registry().coordinator.load(std::memory_order_relaxed) == self;
}

void wait_for_non_daemon_threads(Thread* self) {
  Registry& r = registry();
  SafeRegion region(self);
  std::unique_lock<std::mutex> guard(r.park_lock);
  int own = self->is_daemon ? 0 : 1;
  r.exited.wait(guard, [&] { return r.live_non_daemon <= own; });
}

}  // namespace threads
}  // namespace loupe::vm
