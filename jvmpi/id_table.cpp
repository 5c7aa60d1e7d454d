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
#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "jvmpi/address_shadow.h"
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

// A number's record, one word so that it is read and written whole: its
// fate, the arena its object was last in, and a payload: a live object's
// address / 8, or the new number of a moved one.
struct Record {
  Fate fate;
  uint32_t arena;
  uint64_t payload;

  static constexpr unsigned kPayloadBits = 44;  // 47-bit addresses / 8
  static constexpr unsigned kArenaBits = 18;
  static constexpr uint32_t kArenaMask = (uint32_t{1} << kArenaBits) - 1;

  static Record live(gc::Object* obj, gc::ArenaId arena) {
    return {Fate::kLive, static_cast<uint32_t>(arena) & kArenaMask, reinterpret_cast<uintptr_t>(obj) >> 3};
  }
  gc::Object* object() const { return reinterpret_cast<gc::Object*>(payload << 3); }
  bool in(gc::ArenaId a) const { return arena == (static_cast<uint32_t>(a) & kArenaMask); }

  uint64_t pack() const {
    return uint64_t{static_cast<uint8_t>(fate)} << (kPayloadBits + kArenaBits) | uint64_t{arena} << kPayloadBits | payload;
  }
  static Record unpack(uint64_t word) {
    return {static_cast<Fate>(word >> (kPayloadBits + kArenaBits)), static_cast<uint32_t>(word >> kPayloadBits) & kArenaMask,
            word & ((uint64_t{1} << kPayloadBits) - 1)};
  }
};

// Every number handed out, with its record, for the VM's life: 8 bytes a
// number, in mapped chunks of a million. Any thread may take numbers.
class NumberLog {
 public:
  uint64_t take() {
    uint64_t n = next_.fetch_add(1, std::memory_order_relaxed);
    if (n >= kChunkSize * kChunks) {
      std::fprintf(stderr, "-Xcheck:jvmpi: more than %llu object IDs handed out\n",
                   static_cast<unsigned long long>(kChunkSize * kChunks));
      std::abort();
    }
    if (chunks_[n / kChunkSize].load(std::memory_order_acquire) == nullptr) [[unlikely]] make_chunk(n / kChunkSize);
    return n;
  }
  bool issued(uint64_t n) const { return n < next_.load(std::memory_order_acquire); }
  Record get(uint64_t n) const { return Record::unpack(word(n).load(std::memory_order_acquire)); }
  void set(uint64_t n, Record r) { word(n).store(r.pack(), std::memory_order_release); }

 private:
  // 2^32 - 1 numbers: the shadow holds a number plus one in 32 bits.
  static constexpr uint64_t kChunkSize = uint64_t{1} << 20;
  static constexpr size_t kChunks = 4095;
  using Word = std::atomic<uint64_t>;

  Word& word(uint64_t n) const { return (*chunks_[n / kChunkSize].load(std::memory_order_acquire))[n % kChunkSize]; }
  void make_chunk(size_t i) {
    std::lock_guard<std::mutex> guard(lock_);
    if (chunks_[i].load(std::memory_order_acquire) != nullptr) return;
    owners_.push_back(std::make_unique<ZeroMapping<Word>>(kChunkSize));
    chunks_[i].store(owners_.back().get(), std::memory_order_release);
  }

  std::atomic<uint64_t> next_{0};
  std::array<std::atomic<ZeroMapping<Word>*>, kChunks> chunks_{};
  std::mutex lock_;
  std::vector<std::unique_ptr<ZeroMapping<Word>>> owners_;
};

static_assert(gc::Object::kHeaderSize >= (size_t{1} << AddressShadow::kGranuleShift),
              "two objects must never start in one granule of the address shadow");

// Object IDs: the shadow gives a live object's number (plus one; zero is
// none), the log what became of every number. Lookups and hand-outs take no
// lock; the collector's frees, moves and arena deletes run with the world
// stopped.
class IdTable {
 public:
  jobjectID id_of(gc::Object* obj) {
    if (AddressShadow::Slot* slot = shadow_.find(obj)) {
      if (uint32_t held = slot->load(std::memory_order_acquire)) return to_id(held - 1);
    }
    gc::ArenaId arena = arena_of(obj);
    AddressShadow::Slot& slot = shadow_.slot(obj, tag_of(arena));
    uint64_t n = numbers_.take();
    numbers_.set(n, Record::live(obj, arena));
    uint32_t expected = 0;
    if (slot.compare_exchange_strong(expected, static_cast<uint32_t>(n + 1), std::memory_order_acq_rel)) return to_id(n);
    // Another thread numbered the object first: its number stands, and this
    // one, never handed out, is recorded as gone.
    numbers_.set(n, Record{Fate::kFreed, 0, 0});
    return to_id(expected - 1);
  }

  gc::Object* object_of(jobjectID id) const {
    if (!issued(id)) return nullptr;
    Record r = numbers_.get(number_of(id));
    return r.fate == Fate::kLive ? r.object() : nullptr;
  }

  std::string why_invalid(jobjectID id) const {
    if (id == nullptr) return {};
    if (!issued(id)) {
      return "it was never handed out by the VM (under -Xcheck:jvmpi object IDs are 0x10000000, 0x10000008, ...)";
    }
    Record r = numbers_.get(number_of(id));
    switch (r.fate) {
      case Fate::kLive: return {};
      case Fate::kFreed: return "its object was freed (OBJECT_FREE)";
      case Fate::kMoved: return "its object moved (OBJECT_MOVE) and is now " + hex(to_id(r.payload));
      case Fate::kArenaDeleted: return "its arena " + std::to_string(r.arena) + " was deleted (ARENA_DELETE)";
    }
    return "stale";
  }

  // The collector's side, with the world stopped.
  void freed(gc::Object* obj) {
    if (std::optional<uint64_t> n = take(obj)) numbers_.set(*n, Record{Fate::kFreed, numbers_.get(*n).arena, 0});
  }

  jobjectID moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce) {
    std::optional<uint64_t> old_number = take(old_obj);
    // Whatever still had a number at the new address is gone (a collector
    // reports it freed or moved first; this keeps the table sound if not).
    freed(new_obj);
    if (!old_number && !announce) return nullptr;
    uint64_t fresh = numbers_.take();
    numbers_.set(fresh, Record::live(new_obj, to));
    shadow_.slot(new_obj, tag_of(to)).store(static_cast<uint32_t>(fresh + 1), std::memory_order_release);
    if (old_number) numbers_.set(*old_number, Record{Fate::kMoved, numbers_.get(*old_number).arena, fresh});
    return to_id(fresh);
  }

  void arena_deleted(gc::ArenaId arena) {
    unsigned tag = tag_of(arena);
    shadow_.drain_tag(tag, /*exclusive=*/tag != kSharedTag, [&](AddressShadow::Slot& slot) {
      uint64_t n = slot.load(std::memory_order_relaxed) - 1u;
      Record r = numbers_.get(n);
      if (!r.in(arena)) return;
      numbers_.set(n, Record{Fate::kArenaDeleted, r.arena, 0});
      slot.store(0, std::memory_order_relaxed);
    });
  }

 private:
  // Arenas are small numbers (at most 16 in Loupe's collectors); any other
  // shares the last tag.
  static constexpr unsigned kSharedTag = AddressShadow::kTags - 1;
  static unsigned tag_of(gc::ArenaId arena) {
    return arena >= 0 && static_cast<unsigned>(arena) < kSharedTag ? static_cast<unsigned>(arena) : kSharedTag;
  }

  static jobjectID to_id(uint64_t n) { return reinterpret_cast<jobjectID>(kFirst + n * kStep); }
  static uint64_t number_of(jobjectID id) { return (reinterpret_cast<uintptr_t>(id) - kFirst) / kStep; }
  bool issued(jobjectID id) const {
    uintptr_t value = reinterpret_cast<uintptr_t>(id);
    return value >= kFirst && (value - kFirst) % kStep == 0 && numbers_.issued(number_of(id));
  }
  static std::string hex(jobjectID id) {
    char text[32];
    std::snprintf(text, sizeof text, "%p", static_cast<void*>(id));
    return text;
  }

  // Clears the object's slot; its number, if it had one.
  std::optional<uint64_t> take(gc::Object* obj) {
    AddressShadow::Slot* slot = shadow_.find(obj);
    if (slot == nullptr) return std::nullopt;
    uint32_t held = slot->exchange(0, std::memory_order_acq_rel);
    if (held == 0) return std::nullopt;
    return held - 1u;
  }

  AddressShadow shadow_;
  NumberLog numbers_;
};

// Threads and methods: rare, cold questions behind one lock.
class OtherIds {
 public:
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
    auto unloaded = unloaded_methods_.find(method);
    if (unloaded != unloaded_methods_.end()) return "its class " + unloaded->second + " was unloaded (CLASS_UNLOAD)";
    return "it is not a method of a class loaded in this VM";
  }

  void class_unloaded(const vm::Class& cls) {
    std::lock_guard<std::mutex> guard(lock_);
    for (const vm::Method& m : cls.methods) {
      jmethodID id = to_method_id(const_cast<vm::Method*>(&m));
      methods_.erase(id);
      unloaded_methods_[id] = cls.external_name();
    }
  }

 private:
  std::mutex lock_;
  std::unordered_set<JNIEnv*> ended_threads_;
  std::unordered_set<jmethodID> methods_;
  std::unordered_map<jmethodID, std::string> unloaded_methods_;  // the class each belonged to
};

IdTable& table() {
  static IdTable t;
  return t;
}
OtherIds& others() {
  static OtherIds t;
  return t;
}

}  // namespace

jobjectID id_of(gc::Object* obj) { return obj == nullptr ? nullptr : table().id_of(obj); }
gc::Object* object_of(jobjectID id) { return id == nullptr ? nullptr : table().object_of(id); }
std::string why_invalid(jobjectID id) { return table().why_invalid(id); }
void object_freed(gc::Object* obj) { table().freed(obj); }
jobjectID object_moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce) {
  return table().moved(old_obj, new_obj, to, announce);
}
void arena_deleted(gc::ArenaId arena) { table().arena_deleted(arena); }
std::string why_invalid_thread(JNIEnv* env) {
  if (env == nullptr) return "it is NULL";
  return others().why_invalid_thread(env);
}
void thread_ended(JNIEnv* env) { others().thread_ended(env); }
std::string why_invalid_method(jmethodID method) {
  if (method == nullptr) return "it is NULL";
  return others().why_invalid_method(method);
}
void class_unloaded(const vm::Class& cls) { others().class_unloaded(cls); }

}  // namespace loupe::jvmpi::check
