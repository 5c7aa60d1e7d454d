// Raw monitors: the agent's own re-entrant locks with wait and notifyAll
// (specification §2). Contention is reported with the RAW_MONITOR_CONTENDED_*
// events for monitors whose name does not start with '_' (the
// specification's convention for locks a profiler keeps to itself).
//
// A thread blocked on one counts as being in native code, so it never holds
// up a collection.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <list>
#include <mutex>
#include <thread>

#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

namespace {

struct RawMonitor {
  std::string name;
  std::mutex lock;  // guards the fields below
  std::condition_variable entry, notified;
  std::thread::id owner{};
  vm::Thread* owner_thread = nullptr;  // for the monitor dump
  uint32_t recursions = 0;
  std::vector<vm::Thread*> entering, waiting;
  uint64_t notify_generation = 0;
  bool destroyed = false;  // -Xcheck:jvmpi keeps destroyed monitors
  bool reported() const { return !name.empty() && name[0] != '_'; }
};

struct Registry {
  std::mutex lock;
  std::list<RawMonitor> monitors;  // stable addresses
};

Registry& registry() {
  static Registry r;
  return r;
}

RawMonitor* from_handle(JVMPI_RawMonitor m) { return reinterpret_cast<RawMonitor*>(m); }

void post_raw(jint type, RawMonitor* m) {
  if (!events_started()) return;
  vm::Thread* self = vm::Thread::current();
  CallbackScope scope(self, false);
  JVMPI_Event e;
  std::memset(&e, 0, sizeof e);
  e.event_type = type;
  e.env_id = env_of(self);
  e.u.raw_monitor.name = m->name.c_str();
  e.u.raw_monitor.id = reinterpret_cast<JVMPI_RawMonitor>(m);
  deliver(e);
}

// Blocking happens in native state: a VM thread that is running steps out
// for the wait (and may park for a safepoint on the way back).
class BlockingRegion {
 public:
  BlockingRegion() : self_(vm::Thread::current()) {
    running_ = self_ != nullptr && self_->state.load() == vm::ThreadState::kRunning;
    if (running_) vm::threads::enter_safe(self_);
  }
  ~BlockingRegion() {
    if (running_) vm::threads::leave_safe(self_);
  }
  BlockingRegion(const BlockingRegion&) = delete;
  BlockingRegion& operator=(const BlockingRegion&) = delete;

 private:
  vm::Thread* self_;
  bool running_;
};

void put_be32(std::string& out, uint32_t v) {
  for (int i = 3; i >= 0; --i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}
void put_ptr(std::string& out, const void* p) { out.append(reinterpret_cast<const char*>(&p), sizeof p); }

}  // namespace

JVMPI_RawMonitor raw_monitor_create(char* name) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  RawMonitor& m = r.monitors.emplace_back();
  m.name = name != nullptr ? name : "";
  return reinterpret_cast<JVMPI_RawMonitor>(&m);
}

void raw_monitor_enter(JVMPI_RawMonitor handle) {
  RawMonitor* m = from_handle(handle);
  if (m == nullptr) return;
  std::thread::id me = std::this_thread::get_id();
  vm::Thread* self = vm::Thread::current();
  {
    std::lock_guard<std::mutex> guard(m->lock);
    if (m->owner == me) {
      ++m->recursions;
      return;
    }
    if (m->owner == std::thread::id{}) {
      m->owner = me;
      m->owner_thread = self;
      return;
    }
  }
  bool report = m->reported() && enabled(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER);
  if (report) post_raw(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, m);
  {
    BlockingRegion blocking;
    std::unique_lock<std::mutex> guard(m->lock);
    m->entering.push_back(self);
    m->entry.wait(guard, [&] { return m->owner == std::thread::id{}; });
    m->entering.erase(std::find(m->entering.begin(), m->entering.end(), self));
    m->owner = me;
    m->owner_thread = self;
  }
  if (m->reported() && enabled(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED)) {
    post_raw(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED, m);
  }
}

void raw_monitor_exit(JVMPI_RawMonitor handle) {
  RawMonitor* m = from_handle(handle);
  if (m == nullptr) return;
  bool contended;
  {
    std::lock_guard<std::mutex> guard(m->lock);
    if (m->owner != std::this_thread::get_id()) return;
    if (m->recursions > 0) {
      --m->recursions;
      return;
    }
    m->owner = std::thread::id{};
    m->owner_thread = nullptr;
    contended = !m->entering.empty();
    m->entry.notify_one();
  }
  if (contended && m->reported() && enabled(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT)) {
    post_raw(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT, m);
  }
}

void raw_monitor_wait(JVMPI_RawMonitor handle, jlong millis) {
  RawMonitor* m = from_handle(handle);
  if (m == nullptr) return;
  std::thread::id me = std::this_thread::get_id();
  vm::Thread* self = vm::Thread::current();
  BlockingRegion blocking;
  std::unique_lock<std::mutex> guard(m->lock);
  if (m->owner != me) return;
  uint32_t saved = m->recursions;
  m->owner = std::thread::id{};
  m->owner_thread = nullptr;
  m->recursions = 0;
  m->entry.notify_one();
  m->waiting.push_back(self);
  uint64_t generation = m->notify_generation;
  auto notified = [&] { return m->notify_generation != generation; };
  if (millis > 0) {
    m->notified.wait_for(guard, std::chrono::milliseconds(millis), notified);
  } else {
    m->notified.wait(guard, notified);
  }
  m->waiting.erase(std::find(m->waiting.begin(), m->waiting.end(), self));
  m->entering.push_back(self);
  m->entry.wait(guard, [&] { return m->owner == std::thread::id{}; });
  m->entering.erase(std::find(m->entering.begin(), m->entering.end(), self));
  m->owner = me;
  m->owner_thread = self;
  m->recursions = saved;
}

void raw_monitor_notify_all(JVMPI_RawMonitor handle) {
  RawMonitor* m = from_handle(handle);
  if (m == nullptr) return;
  std::lock_guard<std::mutex> guard(m->lock);
  ++m->notify_generation;
  m->notified.notify_all();
}

void raw_monitor_destroy(JVMPI_RawMonitor handle) {
  RawMonitor* m = from_handle(handle);
  if (m == nullptr) return;
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  if (check::on()) {
    // Kept, so that a later use is recognised as a use after destruction.
    std::lock_guard<std::mutex> monitor_guard(m->lock);
    m->destroyed = true;
    return;
  }
  r.monitors.remove_if([&](RawMonitor& candidate) { return &candidate == m; });
}

RawMonitorUse raw_monitor_use(JVMPI_RawMonitor handle) {
  RawMonitorUse use;
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  for (RawMonitor& m : r.monitors) {
    if (reinterpret_cast<JVMPI_RawMonitor>(&m) != handle) continue;
    std::lock_guard<std::mutex> monitor_guard(m.lock);
    use.known = true;
    use.destroyed = m.destroyed;
    use.owned_by_caller = m.owner == std::this_thread::get_id();
    use.held = m.owner != std::thread::id{};
    use.waited_on = !m.waiting.empty();
    use.name = m.name;
    break;
  }
  return use;
}

void dump_raw_monitors(std::string& out) {
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  for (RawMonitor& m : r.monitors) {
    std::lock_guard<std::mutex> monitor_guard(m.lock);
    if (m.destroyed || (m.owner == std::thread::id{} && m.entering.empty() && m.waiting.empty())) continue;
    out.push_back(static_cast<char>(JVMPI_MONITOR_RAW));
    put_ptr(out, m.name.c_str());
    put_ptr(out, &m);
    put_ptr(out, env_of(m.owner_thread));
    put_be32(out, m.owner != std::thread::id{} ? m.recursions + 1 : 0);
    put_be32(out, static_cast<uint32_t>(m.entering.size()));
    for (vm::Thread* t : m.entering) put_ptr(out, env_of(t));
    put_be32(out, static_cast<uint32_t>(m.waiting.size()));
    for (vm::Thread* t : m.waiting) put_ptr(out, env_of(t));
  }
}

}  // namespace loupe::jvmpi
