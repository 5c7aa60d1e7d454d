#include "vm/runtime/threads.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
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

SafeRegion::SafeRegion(Thread* thread) : thread_(thread) { threads::enter_safe(thread); }
SafeRegion::~SafeRegion() { threads::leave_safe(thread_); }

namespace threads {

namespace {

constexpr uint32_t kPollSafepoint = 1;

struct Registry {
  std::mutex list_lock;  // guards `all`; held by the safepoint coordinator throughout
  std::vector<std::unique_ptr<Thread>> all;
  uint32_t next_id = 1;

  std::mutex operation_lock;  // one safepoint at a time
  std::atomic<bool> active{false};
  std::mutex park_lock;
  std::condition_variable parked;    // a thread became safe
  std::condition_variable released;  // the safepoint ended
  std::condition_variable exited;    // a thread ended
  int live_non_daemon = 0;           // guarded by park_lock
  std::atomic<uint64_t> safepoints{0};
  std::atomic<uint64_t> time_to_safepoint_ns{0};
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
      SafeRegion region(self);
      guard.lock();
    }
  } else {
    guard.lock();
  }
  r.all.push_back(std::make_unique<Thread>(r.next_id++, java_stack_bytes));
  Thread* thread = r.all.back().get();
  thread->is_daemon = daemon;
  if (!daemon) {
    std::lock_guard<std::mutex> park(r.park_lock);
    ++r.live_non_daemon;
  }
  return thread;
}

void remove(Thread* thread) {
  Registry& r = registry();
  bool daemon = thread->is_daemon;
  {
    std::lock_guard<std::mutex> guard(r.list_lock);  // `thread` is kSafe by now
    auto it = std::find_if(r.all.begin(), r.all.end(), [&](auto& p) { return p.get() == thread; });
    if (it != r.all.end()) r.all.erase(it);
  }
  std::lock_guard<std::mutex> park(r.park_lock);
  if (!daemon) --r.live_non_daemon;
  r.exited.notify_all();
  r.parked.notify_all();  // a coordinator may be waiting for the thread that just left
}

void for_each(const std::function<void(Thread&)>& fn) {
  for (auto& t : registry().all) fn(*t);
}

size_t count() { return registry().all.size(); }

void enter_safe(Thread* self) {
  Registry& r = registry();
  self->state.store(ThreadState::kSafe, std::memory_order_seq_cst);
  if (r.active.load(std::memory_order_seq_cst)) {
    std::lock_guard<std::mutex> guard(r.park_lock);
    r.parked.notify_all();
  }
}

void leave_safe(Thread* self) {
  Registry& r = registry();
  while (true) {
    self->state.store(ThreadState::kRunning, std::memory_order_seq_cst);
    if (!r.active.load(std::memory_order_seq_cst)) return;
    // A safepoint is on: step back and wait it out.
    self->state.store(ThreadState::kSafe, std::memory_order_seq_cst);
    std::unique_lock<std::mutex> guard(r.park_lock);
    r.parked.notify_all();
    r.released.wait(guard, [&] { return !r.active.load(); });
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
    SafeRegion region(self);
    r.operation_lock.lock();
    r.list_lock.lock();
  }
  auto start = std::chrono::steady_clock::now();
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
  auto waited = std::chrono::steady_clock::now() - start;
  r.time_to_safepoint_ns += static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(waited).count());
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
    r.released.notify_all();
  }
  r.list_lock.unlock();
  r.operation_lock.unlock();
}

bool world_stopped() { return registry().active.load(); }

void wait_for_non_daemon_threads(Thread* self) {
  Registry& r = registry();
  SafeRegion region(self);
  std::unique_lock<std::mutex> guard(r.park_lock);
  int own = self->is_daemon ? 0 : 1;
  r.exited.wait(guard, [&] { return r.live_non_daemon <= own; });
}

}  // namespace threads
}  // namespace loupe::vm
