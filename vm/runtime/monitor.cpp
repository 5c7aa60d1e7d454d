#include "vm/runtime/monitor.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <memory>

#include "jvmpi/profiler.h"
#include "jvmpi/jvmpi.h"
#include "vm/runtime/exceptions.h"

namespace loupe::vm {

namespace {

using thin_lock::kInflatedBit;
using thin_lock::kOwnerShift;
using thin_lock::kRecursionUnit;
constexpr uint32_t kMaxThinRecursion = thin_lock::kMaxRecursion;

uint32_t thin_owner(uint32_t word) { return word >> kOwnerShift; }
uint32_t thin_recursions(uint32_t word) { return (word >> 1) & kMaxThinRecursion; }
bool is_inflated(uint32_t word) { return word & kInflatedBit; }

// Monitors by index, in chunks that never move, so that readers need no lock.
class MonitorTable {
 public:
  static constexpr size_t kChunkSize = 1024;
  static constexpr size_t kMaxChunks = 1 << 14;

  Monitor* at(uint32_t index) {
    return &chunks_[index / kChunkSize].load(std::memory_order_acquire)[index % kChunkSize];
  }

  uint32_t allocate() {
    std::lock_guard<std::mutex> guard(lock_);
    if (!free_.empty()) {
      uint32_t index = free_.back();
      free_.pop_back();
      return index;
    }
    uint32_t index = next_++;
    size_t chunk = index / kChunkSize;
    if (chunk >= kMaxChunks) std::abort();  // 16 million inflated monitors
    if (chunks_[chunk].load(std::memory_order_relaxed) == nullptr) {
      storage_.push_back(std::make_unique<Monitor[]>(kChunkSize));
      chunks_[chunk].store(storage_.back().get(), std::memory_order_release);
    }
    return index;
  }

  // A monitor that lost the race to inflate goes back for reuse.
  void release(uint32_t index) {
    std::lock_guard<std::mutex> guard(lock_);
    free_.push_back(index);
  }

 private:
  std::mutex lock_;
  std::array<std::atomic<Monitor*>, kMaxChunks> chunks_{};
  std::vector<std::unique_ptr<Monitor[]>> storage_;
  std::vector<uint32_t> free_;
  uint32_t next_ = 1;  // index 0 is never used
};

MonitorTable& monitors() {
  static MonitorTable table;
  return table;
}

}  // namespace

class MonitorAccess {
 public:
  // Turns a thin (or free) lock word into an inflated one. Returns the
  // monitor, or null if the word changed meanwhile (the caller retries).
  static Monitor* inflate(Object* obj, uint32_t seen) {
    uint32_t index = monitors().allocate();
    Monitor* m = monitors().at(index);
    m->owner_ = thin_owner(seen);
    m->recursions_ = seen == 0 ? 0 : thin_recursions(seen);
    uint32_t inflated = (index << 1) | kInflatedBit;
    if (obj->lock_word().compare_exchange_strong(seen, inflated, std::memory_order_acq_rel)) return m;
    monitors().release(index);
    return nullptr;
  }

  // The monitor behind obj's lock word, inflating it if needed.
  static Monitor* inflated_monitor(Object* obj) {
    while (true) {
      uint32_t word = obj->lock_word().load(std::memory_order_acquire);
      if (is_inflated(word)) return monitors().at(word >> 1);
      if (Monitor* m = inflate(obj, word)) return m;
    }
  }

  static bool wait(Thread* self, Object* obj, int64_t millis);
  static bool notify(Thread* self, Object* obj, bool all);
};

// The monitor's own mutex is only ever held briefly by running threads, so
// it must never be held while leaving a SafeRegion (which may park for a
// safepoint): every blocking wait below happens inside a SafeRegion that
// encloses the mutex's whole scope.
void Monitor::enter(Thread* self, Object* obj) {
  {
    std::lock_guard<std::mutex> guard(lock_);
    if (owner_ == self->id()) {
      ++recursions_;
      return;
    }
    if (owner_ == 0) {
      owner_ = self->id();
      return;
    }
  }
  // Contended: the object is kept in a handle across the wait (a collection
  // may move it) for the profiler's ENTER and ENTERED events.
  HandleScope scope(self);
  Handle<> object = scope.make(obj);
  if (jvmpi::enabled(JVMPI_EVENT_MONITOR_CONTENDED_ENTER)) jvmpi::post_monitor_contended_enter(self, object.get());
  {
    SafeRegion region(self);
    std::unique_lock<std::mutex> guard(lock_);
    // Blocked once queued: a profiler then sees the thread among the
    // monitor's contenders, and its exit as contended.
    entering_.push_back(self);
    self->java_status.store(JavaThreadStatus::kBlocked);
    entry_.wait(guard, [&] { return owner_ == 0; });
    entering_.erase(std::find(entering_.begin(), entering_.end(), self));
    owner_ = self->id();
  }
  self->java_status.store(JavaThreadStatus::kRunnable);
  if (jvmpi::enabled(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED)) jvmpi::post_monitor_contended_entered(self, object.get());
}

bool Monitor::exit(Thread* self, bool* contended) {
  std::lock_guard<std::mutex> guard(lock_);
  *contended = false;
  if (owner_ != self->id()) return false;
  if (recursions_ > 0) {
    --recursions_;
    return true;
  }
  owner_ = 0;
  *contended = !entering_.empty();
  entry_.notify_one();
  return true;
}

void monitor_enter(Thread* self, Object* obj) {
  const uint32_t me = self->id() << kOwnerShift;
  std::atomic_ref<uint32_t> word_ref = obj->lock_word();
  while (true) {
    uint32_t word = word_ref.load(std::memory_order_relaxed);
    if (word == 0) {
      if (word_ref.compare_exchange_weak(word, me, std::memory_order_acquire)) return;
      continue;
    }
    if (is_inflated(word)) {
      monitors().at(word >> 1)->enter(self, obj);
      return;
    }
    if ((word & ~0xFFu) == me && thin_recursions(word) < kMaxThinRecursion) {
      if (word_ref.compare_exchange_weak(word, word + kRecursionUnit, std::memory_order_relaxed)) return;
      continue;
    }
    // Held by another thread, or recursion too deep for a thin lock: inflate.
    MonitorAccess::inflate(obj, word);
  }
}

bool monitor_exit(Thread* self, Object* obj) {
  const uint32_t me = self->id() << kOwnerShift;
  std::atomic_ref<uint32_t> word_ref = obj->lock_word();
  while (true) {
    uint32_t word = word_ref.load(std::memory_order_relaxed);
    if (is_inflated(word)) {
      bool contended;
      if (!monitors().at(word >> 1)->exit(self, &contended)) break;
      if (contended && jvmpi::enabled(JVMPI_EVENT_MONITOR_CONTENDED_EXIT)) {
        jvmpi::post_monitor_contended_exit(self, obj);
      }
      return true;
    }
    if (word == 0 || (word & ~0xFFu) != me) break;
    uint32_t released = thin_recursions(word) > 0 ? word - kRecursionUnit : 0;
    // A contender may inflate the word under us; then retry on the monitor.
    if (word_ref.compare_exchange_weak(word, released, std::memory_order_release)) return true;
  }
  throw_new(self, "java/lang/IllegalMonitorStateException", "current thread is not owner");
  return false;
}

bool monitor_held_by(Thread* self, Object* obj) {
  uint32_t word = obj->lock_word().load(std::memory_order_acquire);
  if (is_inflated(word)) return monitors().at(word >> 1)->is_owned_by(self);
  return word != 0 && thin_owner(word) == self->id();
}

bool MonitorAccess::wait(Thread* self, Object* obj, int64_t millis) {
  if (!monitor_held_by(self, obj)) {
    throw_new(self, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return false;
  }
  if (self->interrupted.exchange(false)) {
    throw_new(self, "java/lang/InterruptedException", std::nullopt);
    return false;
  }
  HandleScope scope(self);
  Handle<> object = scope.make(obj);
  if (jvmpi::enabled(JVMPI_EVENT_MONITOR_WAIT)) jvmpi::post_monitor_wait(self, object.get(), millis);
  auto wait_start = std::chrono::steady_clock::now();
  Monitor* m = inflated_monitor(object.get());
  uint32_t saved_recursions;
  {
    std::lock_guard<std::mutex> guard(m->lock_);
    saved_recursions = m->recursions_;
    m->owner_ = 0;
    m->recursions_ = 0;
    m->wait_set_.push_back(self);
    self->waiting_on = m;
    m->entry_.notify_one();
  }
  self->java_status.store(millis > 0 ? JavaThreadStatus::kTimedWaiting : JavaThreadStatus::kWaiting);
  {
    SafeRegion region(self);
    std::unique_lock<std::mutex> park(self->park_lock);
    auto woken = [&] { return self->wait_notified || self->interrupted.load(); };
    if (millis > 0) {
      self->park_signal.wait_for(park, java_timeout(millis), woken);
    } else {
      self->park_signal.wait(park, woken);
    }
    self->wait_notified = false;
  }
  {
    SafeRegion region(self);
    std::unique_lock<std::mutex> guard(m->lock_);
    auto& ws = m->wait_set_;
    ws.erase(std::remove(ws.begin(), ws.end(), self), ws.end());
    self->waiting_on = nullptr;
    self->java_status.store(JavaThreadStatus::kBlocked);
    // Reentering after the wait: a contender like any other (monitor dumps).
    if (m->owner_ != 0) {
      m->entering_.push_back(self);
      m->entry_.wait(guard, [&] { return m->owner_ == 0; });
      m->entering_.erase(std::find(m->entering_.begin(), m->entering_.end(), self));
    }
    m->owner_ = self->id();
    m->recursions_ = saved_recursions;
  }
  self->java_status.store(JavaThreadStatus::kRunnable);
  if (jvmpi::enabled(JVMPI_EVENT_MONITOR_WAITED)) {
    auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - wait_start);
    jvmpi::post_monitor_waited(self, object.get(), waited.count());
  }
  if (self->interrupted.exchange(false)) {
    throw_new(self, "java/lang/InterruptedException", std::nullopt);
    return false;
  }
  return true;
}

bool MonitorAccess::notify(Thread* self, Object* obj, bool all) {
  uint32_t word = obj->lock_word().load(std::memory_order_acquire);
  if (!is_inflated(word)) {
    // A thin lock has no waiters: waiting inflates.
    if (word != 0 && thin_owner(word) == self->id()) return true;
    throw_new(self, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return false;
  }
  Monitor* m = monitors().at(word >> 1);
  {
    std::lock_guard<std::mutex> guard(m->lock_);
    if (m->owner_ == self->id()) {
      while (!m->wait_set_.empty()) {
        Thread* waiter = m->wait_set_.front();
        m->wait_set_.erase(m->wait_set_.begin());
        {
          std::lock_guard<std::mutex> park(waiter->park_lock);
          waiter->wait_notified = true;
          waiter->park_signal.notify_all();
        }
        if (!all) break;
      }
      return true;
    }
  }
  // Thrown outside the monitor's lock: the exception's constructor runs Java code.
  throw_new(self, "java/lang/IllegalMonitorStateException", "current thread is not owner");
  return false;
}

bool monitor_wait(Thread* self, Object* obj, int64_t millis) { return MonitorAccess::wait(self, obj, millis); }

bool monitor_notify(Thread* self, Object* obj, bool all) { return MonitorAccess::notify(self, obj, all); }

bool monitor_snapshot(Object* obj, MonitorSnapshot* out) {
  uint32_t word = obj->lock_word().load(std::memory_order_acquire);
  *out = MonitorSnapshot{};
  if (!is_inflated(word)) {
    if (word == 0) return false;
    out->owner_id = thin_owner(word);
    out->entry_count = thin_recursions(word) + 1;
    return true;
  }
  Monitor* m = monitors().at(word >> 1);
  std::lock_guard<std::mutex> guard(m->lock_);
  out->owner_id = m->owner_;
  out->entry_count = m->owner_ != 0 ? m->recursions_ + 1 : 0;
  out->entering = m->entering_;
  out->waiting = m->wait_set_;
  return m->owner_ != 0 || !m->entering_.empty() || !m->wait_set_.empty();
}

void interrupt_thread(Thread* thread) {
  thread->interrupted.store(true);
  std::lock_guard<std::mutex> park(thread->park_lock);
  thread->park_signal.notify_all();
}

}  // namespace loupe::vm
