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
#include <array>
#include <atomic>
#include <cstdio>
#include <deque>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "jvmpi/address_map.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi::check {

namespace {

// IDs are kFirst, kFirst + kStep, ...: aligned like addresses (agents hash
// them), far from zero, and easy to recognise in a report.
constexpr uintptr_t kFirst = 0x10000000;
constexpr uintptr_t kStep = 8;

// What became of a number's object.
enum class Fate : uint8_t { kLive, kFreed, kMoved, kArenaDeleted };

// Numbers index a flat array (an ID costs 16 bytes for the VM's life, and
// no hashing to look it up); only the way from an object to its number is
// a hash map, and it holds live objects alone. Costs matter: under hprof
// heap=sites every object gets a number.
class IdTable {
 public:
  jobjectID id_of(gc::Object* obj) {
    if (obj == nullptr) return nullptr;
    std::lock_guard<std::mutex> guard(lock_);
    if (const uint64_t* n = number_of_.find(obj)) return to_id(*n);
    return to_id(hand_out(obj, arena_of(obj)));
  }

  gc::Object* object_of(jobjectID id) {
    std::lock_guard<std::mutex> guard(lock_);
    uint64_t n = number_of(id);
    return issued(id) && entries_[n].fate == Fate::kLive ? entries_[n].obj : nullptr;
  }

  std::string why_invalid(jobjectID id) {
    if (id == nullptr) return {};
    std::lock_guard<std::mutex> guard(lock_);
    if (!issued(id)) {
      return "it was never handed out by the VM (under -Xcheck:jvmpi object IDs are 0x10000000, 0x10000008, ...)";
    }
    const Entry& e = entries_[number_of(id)];
    switch (e.fate) {
      case Fate::kLive: return {};
      case Fate::kFreed: return "its object was freed (OBJECT_FREE)";
      case Fate::kMoved: {
        auto it = moved_to_.find(number_of(id));
        return "its object moved (OBJECT_MOVE)" + (it != moved_to_.end() ? " and is now " + hex(to_id(it->second)) : "");
      }
      case Fate::kArenaDeleted: return "its arena " + std::to_string(e.arena) + " was deleted (ARENA_DELETE)";
    }
    return "stale";
  }

  void freed(gc::Object* obj) {
    std::lock_guard<std::mutex> guard(lock_);
    if (std::optional<uint64_t> n = take(obj)) entries_[*n].fate = Fate::kFreed;
  }

  jobjectID moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce) {
    std::lock_guard<std::mutex> guard(lock_);
    std::optional<uint64_t> old_number = take(old_obj);
    // Whatever still had a number at the new address is gone (a collector
    // reports it freed or moved first; this keeps the table sound if not).
    if (std::optional<uint64_t> overwritten = take(new_obj)) entries_[*overwritten].fate = Fate::kFreed;
    if (!old_number && !announce) return nullptr;
    uint64_t fresh = hand_out(new_obj, to);
    if (old_number) {
      entries_[*old_number].fate = Fate::kMoved;
      moved_to_[*old_number] = fresh;
    }
    return to_id(fresh);
  }

  void arena_deleted(gc::ArenaId arena) {
    std::lock_guard<std::mutex> guard(lock_);
    number_of_.erase_if([&](uint64_t n) {
      Entry& e = entries_[n];
      if (e.arena != arena) return false;
      e.fate = Fate::kArenaDeleted;
      return true;
    });
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
  struct Entry {
    gc::Object* obj;    // while live
    gc::ArenaId arena;  // where it was last
    Fate fate;
  };
  static jobjectID to_id(uint64_t n) { return reinterpret_cast<jobjectID>(kFirst + n * kStep); }
  static uint64_t number_of(jobjectID id) { return (reinterpret_cast<uintptr_t>(id) - kFirst) / kStep; }
  bool issued(jobjectID id) const {
    uintptr_t value = reinterpret_cast<uintptr_t>(id);
    return value >= kFirst && (value - kFirst) % kStep == 0 && number_of(id) < entries_.size();
  }
  static std::string hex(jobjectID id) {
    char text[32];
    std::snprintf(text, sizeof text, "%p", static_cast<void*>(id));
    return text;
  }

  // Removes the object's number from the address map, if it has one.
  std::optional<uint64_t> take(gc::Object* obj) { return number_of_.erase(obj); }

  uint64_t hand_out(gc::Object* obj, gc::ArenaId arena) {
    uint64_t n = entries_.size();
    entries_.push_back(Entry{obj, arena, Fate::kLive});
    number_of_.insert(obj, n);
    return n;
  }

  std::mutex lock_;
  std::deque<Entry> entries_;  // by number; grows without copying
  AddressMap number_of_;  // live objects only
  std::unordered_map<uint64_t, uint64_t> moved_to_;  // old number -> new number
  std::unordered_set<JNIEnv*> ended_threads_;
  std::unordered_set<jmethodID> methods_;
};

IdTable& table() {
  static IdTable t;
  return t;
}

}  // namespace

// Every event names its class, and a class object gets the same number
// each time: each thread remembers the numbers it looked up last, until the
// next free, move or arena delete anywhere (the epoch) may have changed them.
std::atomic<uint64_t> g_epoch{1};
struct RecentId {
  gc::Object* obj = nullptr;
  jobjectID id = nullptr;
  uint64_t epoch = 0;
};
thread_local std::array<RecentId, 64> t_recent;

jobjectID id_of(gc::Object* obj) {
  if (obj == nullptr) return nullptr;
  RecentId& recent = t_recent[(reinterpret_cast<uintptr_t>(obj) >> 3) % t_recent.size()];
  uint64_t epoch = g_epoch.load(std::memory_order_acquire);
  if (recent.obj == obj && recent.epoch == epoch) return recent.id;
  jobjectID id = table().id_of(obj);
  recent = RecentId{obj, id, epoch};
  return id;
}
gc::Object* object_of(jobjectID id) { return id == nullptr ? nullptr : table().object_of(id); }
std::string why_invalid(jobjectID id) { return table().why_invalid(id); }
void object_freed(gc::Object* obj) {
  g_epoch.fetch_add(1, std::memory_order_acq_rel);
  table().freed(obj);
}
jobjectID object_moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce) {
  g_epoch.fetch_add(1, std::memory_order_acq_rel);
  return table().moved(old_obj, new_obj, to, announce);
}
void arena_deleted(gc::ArenaId arena) {
  g_epoch.fetch_add(1, std::memory_order_acq_rel);
  table().arena_deleted(arena);
}
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
