// The object map of heap=sites (sites.cpp): every live object's site,
// size and arena.
//
// OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE come in thread-suspended mode,
// where another thread may be stopped holding the C heap's lock: their
// handlers must not allocate or free. So the map is open addressing with
// linear probing and backward-shift deletion (no tombstones): a free only
// moves entries, a move is a delete and an insert that cannot make the
// table grow, and it grows only in OBJECT_ALLOC, outside collections.
//
// New objects wait in a short log before they enter the table: the table
// outgrows the caches, so each insert is a cache miss, and a log applied
// at once can fetch the slots of later entries while it fills earlier
// ones. Room for the whole log is made when an object is logged, so that
// applying it (settle) never allocates: the OBJECT_FREE, OBJECT_MOVE and
// ARENA_DELETE handlers settle it in thread-suspended mode.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>
#include <vector>

#include "jvmpi.h"

namespace hprof {

class ObjectMap {
 public:
  struct Entry {
    uintptr_t id = 0;  // 0: empty slot
    uint32_t site = 0;
    uint32_t size = 0;
    jint arena = 0;
  };

  ObjectMap() : slots_(1 << 12) { log_.reserve(kLogSize); }
  ObjectMap(const ObjectMap&) = delete;
  ObjectMap& operator=(const ObjectMap&) = delete;

  // Outside collections only (may grow the table): logs a new object. If
  // the log is full it is settled first, with `replaced` called for each
  // entry a logged one replaces (an ID seen again).
  template <typename Replaced>
  void insert(const Entry& entry, Replaced replaced) {
    if (log_.size() == kLogSize) settle(replaced);
    if ((count_ + log_.size() + 1) * 2 > slots_.size()) {
      settle(replaced);
      grow();
    }
    log_.push_back(entry);
  }

  // Moves the logged objects into the table, without allocating. Every
  // other operation below needs a settled map.
  template <typename Replaced>
  void settle(Replaced replaced) {
    constexpr size_t kAhead = 8;  // slots fetched ahead of use
    for (size_t i = 0; i < log_.size(); ++i) {
      if (i + kAhead < log_.size()) __builtin_prefetch(&slots_[home(log_[i + kAhead].id)], 1);
      size_t at = home(log_[i].id);
      while (slots_[at].id != 0 && slots_[at].id != log_[i].id) at = next(at);
      if (slots_[at].id == 0) {
        ++count_;
      } else {
        replaced(slots_[at]);
      }
      slots_[at] = log_[i];
    }
    log_.clear();
  }
  bool settled() const { return log_.empty(); }

  Entry* find(uintptr_t id) {
    for (size_t i = home(id);; i = next(i)) {
      if (slots_[i].id == id) return &slots_[i];
      if (slots_[i].id == 0) return nullptr;
    }
  }

  // No allocation: safe in thread-suspended mode.
  bool erase(uintptr_t id, Entry* out) {
    Entry* e = find(id);
    if (e == nullptr) return false;
    if (out != nullptr) *out = *e;
    erase_slot(static_cast<size_t>(e - slots_.data()));
    return true;
  }

  // Reinserting where a live entry was erased keeps the count, so the table
  // never needs to grow: safe in thread-suspended mode.
  void reinsert(const Entry& entry) { place(entry); }

  // Removes every entry for which pred is true, without allocating.
  template <typename Pred>
  void erase_if(Pred pred) {
    for (size_t i = 0; i < slots_.size();) {
      // Backward shift may bring an entry not yet looked at into slot i, so
      // the slot is looked at again after each removal. Entries that wrap
      // around to the end came from the start, which was looked at already.
      if (slots_[i].id != 0 && pred(slots_[i])) {
        erase_slot(i);
      } else {
        ++i;
      }
    }
  }

 private:
  size_t home(uintptr_t id) const {
    // Object addresses are aligned: mix the bits before masking. (A hash
    // that kept neighbours together would spare cache misses, but objects
    // allocated back to back would then fill runs of slots, and linear
    // probing degrades on long runs.)
    uint64_t h = static_cast<uint64_t>(id) * 0x9E3779B97F4A7C15ull;
    return static_cast<size_t>(h >> 20) & (slots_.size() - 1);
  }
  size_t next(size_t i) const { return (i + 1) & (slots_.size() - 1); }

  void place(const Entry& entry) {
    size_t i = home(entry.id);
    while (slots_[i].id != 0 && slots_[i].id != entry.id) i = next(i);
    if (slots_[i].id == 0) ++count_;
    slots_[i] = entry;
  }

  void erase_slot(size_t hole) {
    --count_;
    size_t i = hole;
    for (;;) {
      i = next(i);
      if (slots_[i].id == 0) break;
      size_t h = home(slots_[i].id);
      // Move entry i into the hole unless its home lies cyclically in
      // (hole, i], where it would then no longer be found.
      bool stays = hole <= i ? (hole < h && h <= i) : (hole < h || h <= i);
      if (!stays) {
        slots_[hole] = slots_[i];
        hole = i;
      }
    }
    slots_[hole] = Entry{};
  }

  static constexpr size_t kLogSize = 256;

  void grow() {
    Slots old(slots_.size() * 2);
    old.swap(slots_);
    count_ = 0;
    for (const Entry& e : old) {
      if (e.id != 0) place(e);
    }
  }

  // The table's memory: zeroed pages from mmap (a zero id is an empty
  // slot), asked to be huge pages. A table of millions of slots touched at
  // random would otherwise add a TLB miss to the cache miss of each access.
  class Slots {
   public:
    explicit Slots(size_t n) : size_(n), bytes_(n * sizeof(Entry)) {
      void* memory = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (memory == MAP_FAILED) throw std::bad_alloc();
      madvise(memory, bytes_, MADV_HUGEPAGE);  // a hint: without it, small pages
      entries_ = static_cast<Entry*>(memory);
    }
    ~Slots() { munmap(entries_, bytes_); }
    Slots(const Slots&) = delete;
    Slots& operator=(const Slots&) = delete;
    void swap(Slots& other) noexcept {
      std::swap(entries_, other.entries_);
      std::swap(size_, other.size_);
      std::swap(bytes_, other.bytes_);
    }
    size_t size() const { return size_; }
    Entry* data() { return entries_; }
    Entry& operator[](size_t i) { return entries_[i]; }
    const Entry& operator[](size_t i) const { return entries_[i]; }
    Entry* begin() { return entries_; }
    Entry* end() { return entries_ + size_; }

   private:
    Entry* entries_ = nullptr;
    size_t size_;
    size_t bytes_;
  };

  Slots slots_;
  size_t count_ = 0;
  std::vector<Entry> log_;  // capacity kLogSize, reserved once
};

}  // namespace hprof
