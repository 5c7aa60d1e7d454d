// The object map of heap=sites (sites.cpp): every live object's site,
// size and arena.
//
// OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE come in thread-suspended mode,
// where another thread may be stopped holding the C heap's lock: their
// handlers must not allocate or free. So the map is open addressing with
// linear probing and backward-shift deletion (no tombstones): a free only
// moves entries, a move is a delete and an insert that cannot make the
// table grow, and it grows only in OBJECT_ALLOC, outside collections.
#pragma once

#include <cstddef>
#include <cstdint>
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

  ObjectMap() : slots_(1 << 12) {}

  // Outside collections only: may grow the table.
  void insert(const Entry& entry) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    place(entry);
  }

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
    // Object addresses are aligned: mix the bits before masking.
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

  void grow() {
    std::vector<Entry> old(slots_.size() * 2);
    old.swap(slots_);
    count_ = 0;
    for (const Entry& e : old) {
      if (e.id != 0) place(e);
    }
  }

  std::vector<Entry> slots_;
  size_t count_ = 0;
};

}  // namespace hprof
