// What the in-tree agents share: the locking discipline the JVMPI
// collection events require, unbuffered output that never allocates, and
// option parsing. Agents see the VM only through jvmpi.h; nothing here
// includes a VM header.
#pragma once

#include <pthread.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "jvmpi.h"

namespace loupe_agents {

// The agent's one lock, shaped by JVMPI's thread-suspended mode: between
// GC_START and GC_FINISH the other threads are stopped wherever they were,
// so OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE handlers must not wait for
// anything. As the specification advises (and HPROF does), the GC_START
// handler takes the lock, blocking while another thread finishes its own
// event, and keeps it until GC_FINISH; handlers in between see that their
// thread holds it already. Only the agent takes this lock, so a stopped
// thread can never hold it while the collector waits.
class AgentLock {
 public:
  // Adaptive: a thread that finds the lock taken spins a little before it
  // sleeps. Events hold it briefly, and threads that allocate in a loop
  // meet at it constantly; sleeping and waking through the kernel each
  // time cost more than the events themselves.
  AgentLock() {
    pthread_mutexattr_t attributes;
    pthread_mutexattr_init(&attributes);
    pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_ADAPTIVE_NP);
    pthread_mutex_init(&mutex_, &attributes);
    pthread_mutexattr_destroy(&attributes);
  }
  // Never destroyed: agents keep theirs in globals, and a daemon thread's
  // event may still come while the process runs its exit handlers (a
  // destroyed mutex would then no longer lock).
  AgentLock(const AgentLock&) = delete;
  AgentLock& operator=(const AgentLock&) = delete;

  void lock() {
    pthread_mutex_lock(&mutex_);
    owner_.store(pthread_self(), std::memory_order_relaxed);
  }
  void unlock() {
    owner_.store(pthread_t{}, std::memory_order_relaxed);
    pthread_mutex_unlock(&mutex_);
  }
  // Only the holder sets owner_ to itself, so a thread finding its own
  // identity there does hold the lock (glibc never uses 0 for a thread).
  bool held_by_current_thread() const {
    return pthread_equal(owner_.load(std::memory_order_relaxed), pthread_self()) != 0;
  }
  bool try_lock() {
    if (pthread_mutex_trylock(&mutex_) != 0) return false;
    owner_.store(pthread_self(), std::memory_order_relaxed);
    return true;
  }

 private:
  pthread_mutex_t mutex_;
  std::atomic<pthread_t> owner_{};
};

// Takes the lock for one event unless this thread holds it for a collection.
class EventGuard {
 public:
  explicit EventGuard(AgentLock& lock) : lock_(lock), taken_(!lock.held_by_current_thread()) {
    if (taken_) lock_.lock();
  }
  ~EventGuard() {
    if (taken_) lock_.unlock();
  }
  EventGuard(const EventGuard&) = delete;
  EventGuard& operator=(const EventGuard&) = delete;

 private:
  AgentLock& lock_;
  bool taken_;
};

// Output to a file descriptor through a fixed buffer: no stdio (a stopped
// thread may hold a FILE's lock) and no heap allocation (a stopped thread
// may hold the allocator's), so it is usable in every event handler.
class FdWriter {
 public:
  void set_fd(int fd) { fd_ = fd; }
  int fd() const { return fd_; }
  void put(char c) {
    if (used_ == sizeof buffer_) flush();
    buffer_[used_++] = c;
  }
  void put(std::string_view text) {
    for (char c : text) put(c);
  }
  void put_decimal(int64_t value);
  void put_hex(uint64_t value);  // 0x..., lower case
  // A C string in double quotes with \" \\ \n \t and \xHH escapes, or the
  // bare word null for a null pointer.
  void put_quoted(const char* text);
  void flush();

 private:
  int fd_ = 2;
  size_t used_ = 0;
  char buffer_[1 << 16];
};

// write(2) until everything is out; false when the descriptor fails (the
// rest is lost rather than retried forever). No stdio, no allocation.
bool write_all(int fd, std::string_view text);

// Writes a whole message to stderr at once, without stdio or allocation.
void write_stderr(std::string_view text);

// JVM_OnLoad's body: nothing may unwind into the VM, which is C, so an
// exception (only std::bad_alloc is possible) becomes `prefix` + "out of
// memory while starting" and JNI_ERR.
template <typename Load>
jint load_without_throwing(std::string_view prefix, Load&& load) {
  try {
    return load();
  } catch (...) {
    write_stderr(std::string(prefix) + "out of memory while starting\n");
    return JNI_ERR;
  }
}

// -Xrun<name>:<options>: "key=value,key=value". After a key named in
// list_keys, a piece without '=' continues its value ("events=gc,heap"
// means events "gc,heap"), so lists may be written with '+' or ','; any
// other piece without '=' is a flag. NULL options are no options.
struct Option {
  std::string key;
  std::string value;
  bool has_value = false;
};
bool parse_options(const char* options, std::initializer_list<std::string_view> list_keys,
                   std::vector<Option>* out, std::string* error);

// Splits a list on '+' and ',', dropping empty pieces.
std::vector<std::string> split_list(std::string_view list);

// "y", "yes", "true", "1" and "n", "no", "false", "0".
bool parse_bool(std::string_view text, bool* value);

}  // namespace loupe_agents
