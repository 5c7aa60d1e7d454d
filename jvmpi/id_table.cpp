// -Xcheck:jvmpi's IDs: numbers that are never reused (check.h).
//
// Without the option an object ID is the object's address, and an address
// comes back for another object after a collection: an agent that keeps an
// ID past its OBJECT_FREE, OBJECT_MOVE or ARENA_DELETE then names some other
// object, and nothing can tell. Under the option each object gets a number
// the first time the VM hands it to an agent; the heap sink tells the table
// what the collectors did, and a number whose object is gone stays known as
// stale, with the reason.
//
// Threads are named by their JNIEnv*, which lives inside the VM's thread:
// under the option ended threads are kept (vm::threads::keep_ended_threads),
// so an address never names two threads either.
#include <algorithm>
#include <cstdio>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi::check {

namespace {

// IDs are kFirst, kFirst + kStep, ...: aligned like addresses (agents hash
// them), far from zero, and easy to recognise in a report.
constexpr uintptr_t kFirst = 0x10000000;
constexpr uintptr_t kStep = 8;
// Reasons kept for at most this many stale IDs; older ones are reported as
// stale without the reason.
constexpr size_t kMaxReasons = 1 << 20;

enum class Gone : uint8_t { kFreed, kMoved, kArenaDeleted };

class IdTable {
 public:
  jobjectID id_of(gc::Object* obj) {
    if (obj == nullptr) return nullptr;
    std::lock_guard<std::mutex> guard(lock_);
    auto it = number_of_.find(obj);
    if (it != number_of_.end()) return to_id(it->second);
    return to_id(hand_out(obj, arena_of(obj)));
  }

  gc::Object* object_of(jobjectID id) {
    std::lock_guard<std::mutex> guard(lock_);
    auto it = live_.find(number_of(id));
    return it != live_.end() ? it->second.obj : nullptr;
  }

  std::string why_invalid(jobjectID id) {
    if (id == nullptr) return {};
    uintptr_t value = reinterpret_cast<uintptr_t>(id);
    std::lock_guard<std::mutex> guard(lock_);
    uint64_t n = number_of(id);
    if (value < kFirst || (value - kFirst) % kStep != 0 || n >= next_) {
      return "it was never handed out by the VM (under -Xcheck:jvmpi object IDs are 0x10000000, 0x10000008, ...)";
    }
    if (live_.count(n) != 0) return {};
    auto it = stale_.find(n);
    if (it == stale_.end()) return "its object is gone (freed, moved or in a deleted arena)";
    const Stale& s = it->second;
    switch (s.why) {
      case Gone::kFreed: return "its object was freed (OBJECT_FREE)";
      case Gone::kMoved: return "its object moved (OBJECT_MOVE) and is now " + hex(to_id(s.detail));
      case Gone::kArenaDeleted: return "its arena " + std::to_string(s.detail) + " was deleted (ARENA_DELETE)";
    }
    return "stale";
  }

  void freed(gc::Object* obj) {
    std::lock_guard<std::mutex> guard(lock_);
    if (std::optional<uint64_t> n = take(obj)) retire(*n, Gone::kFreed, 0);
  }

  jobjectID moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce) {
    std::lock_guard<std::mutex> guard(lock_);
    std::optional<uint64_t> old_number = take(old_obj);
    // Whatever still had a number at the new address is gone (a collector
    // reports it freed or moved first; this keeps the table sound if not).
    if (std::optional<uint64_t> overwritten = take(new_obj)) live_.erase(*overwritten);
    if (!old_number && !announce) return nullptr;
    uint64_t fresh = hand_out(new_obj, to);
    if (old_number) retire(*old_number, Gone::kMoved, fresh);
    return to_id(fresh);
  }

  void arena_deleted(gc::ArenaId arena) {
    std::lock_guard<std::mutex> guard(lock_);
    for (auto it = live_.begin(); it != live_.end();) {
      if (it->second.arena != arena) {
        ++it;
        continue;
      }
      number_of_.erase(it->second.obj);
      remember_reason(it->first, Gone::kArenaDeleted, static_cast<uint64_t>(arena));
      it = live_.erase(it);
    }
  }

  std::string why_invalid_thread(JNIEnv* env) {
    vm::Thread* thread = thread_of(env);
    if (thread != nullptr) return {};
    std::lock_guard<std::mutex> guard(lock_);
    if (ended_threads_.count(env) != 0) return "its thread has ended (THREAD_END)";
    return "it is not the JNIEnv of a thread of this VM";
  }

  void thread_ended(JNIEnv* env) {
    std::lock_guard<std::mutex> guard(lock_);
    ended_threads_.insert(env);
  }

  std::string why_invalid_method(jmethodID method) {
    std::lock_guard<std::mutex> guard(lock_);
    if (methods_.count(method) != 0) return {};
    // Classes loaded since the last look may have it.
    vm::for_each_class([&](vm::Class& cls) {
      for (vm::Method& m : cls.methods) methods_.insert(to_method_id(&m));
    });
    if (methods_.count(method) != 0) return {};
    return "it is not a method of a class loaded in this VM";
  }

 private:
  struct Live {
    gc::Object* obj;
    gc::ArenaId arena;
  };
  struct Stale {
    Gone why;
    uint64_t detail;  // the new number (moved), the arena (deleted)
  };

  static jobjectID to_id(uint64_t n) { return reinterpret_cast<jobjectID>(kFirst + n * kStep); }
  static uint64_t number_of(jobjectID id) { return (reinterpret_cast<uintptr_t>(id) - kFirst) / kStep; }
  static std::string hex(jobjectID id) {
    char text[32];
    std::snprintf(text, sizeof text, "%p", static_cast<void*>(id));
    return text;
  }

  // Removes the object's number from the address map, if it has one.
  std::optional<uint64_t> take(gc::Object* obj) {
    auto it = number_of_.find(obj);
    if (it == number_of_.end()) return std::nullopt;
    uint64_t n = it->second;
    number_of_.erase(it);
    return n;
  }

  uint64_t hand_out(gc::Object* obj, gc::ArenaId arena) {
    uint64_t n = next_++;
    number_of_[obj] = n;
    live_[n] = Live{obj, arena};
    return n;
  }

  void retire(uint64_t n, Gone why, uint64_t detail) {
    live_.erase(n);
    remember_reason(n, why, detail);
  }

  void remember_reason(uint64_t n, Gone why, uint64_t detail) {
    if (stale_.size() < kMaxReasons) stale_[n] = Stale{why, detail};
  }

  std::mutex lock_;
  uint64_t next_ = 0;
  std::unordered_map<gc::Object*, uint64_t> number_of_;
  std::unordered_map<uint64_t, Live> live_;
  std::unordered_map<uint64_t, Stale> stale_;
  std::unordered_set<JNIEnv*> ended_threads_;
  std::unordered_set<jmethodID> methods_;
};

IdTable& table() {
  static IdTable t;
  return t;
}

}  // namespace

jobjectID id_of(gc::Object* obj) { return table().id_of(obj); }
gc::Object* object_of(jobjectID id) { return id == nullptr ? nullptr : table().object_of(id); }
std::string why_invalid(jobjectID id) { return table().why_invalid(id); }
void object_freed(gc::Object* obj) { table().freed(obj); }
jobjectID object_moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce) {
  return table().moved(old_obj, new_obj, to, announce);
}
void arena_deleted(gc::ArenaId arena) { table().arena_deleted(arena); }
std::string why_invalid_thread(JNIEnv* env) {
  if (env == nullptr) return "it is NULL";
  return table().why_invalid_thread(env);
}
void thread_ended(JNIEnv* env) { table().thread_ended(env); }
std::string why_invalid_method(jmethodID method) {
  if (method == nullptr) return "it is NULL";
  return table().why_invalid_method(method);
}

}  // namespace loupe::jvmpi::check
