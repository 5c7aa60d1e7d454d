// The object map of heap=sites (sites.cpp): every live object's site,
// size and arena.
//
// OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE come in thread-suspended mode,
// where another thread may be stopped holding the C heap's lock: their
// handlers must not call malloc or free. So the map is open addressing
// with linear probing and backward-shift deletion (no tombstones), on
// memory from mmap: a free only moves entries, and growing (which a
// thread's pending allocations may need when a collection settles them)
// maps a new table and unmaps the old one, never touching the C heap.
//
// Every allocation ends up here, and a program that allocates millions of
// objects between collections has millions of entries at once: the
// table's size is what the map costs (each new page is a page fault and
// a page the kernel zeroes). So an entry is 16 bytes: the object ID and
// the arena's slot share one word (IDs are user-space addresses, below
// 2^48 on the 64-bit machines Loupe runs on), and the table fills to 3/4
// before it doubles.
#pragma once

#include <sys/mman.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>

#include "jvmpi.h"

namespace hprof {

class ObjectMap {
 public:
  static constexpr int kIdBits = 48;
  static constexpr uint64_t kIdMask = (uint64_t{1} << kIdBits) - 1;
  static constexpr uint32_t kArenaSlots = 1u << (64 - kIdBits);

  struct Entry {
    uint64_t word = 0;  // id | arena slot << kIdBits; 0: empty slot
    uint32_t site = 0;
    uint32_t size = 0;

    Entry() = default;
    Entry(uintptr_t id, uint32_t arena_slot, uint32_t site_index, uint32_t bytes)
        : word(static_cast<uint64_t>(id) | static_cast<uint64_t>(arena_slot) << kIdBits),
          site(site_index),
          size(bytes) {}
    uintptr_t id() const { return static_cast<uintptr_t>(word & kIdMask); }
    uint32_t arena_slot() const { return static_cast<uint32_t>(word >> kIdBits); }
    void set_place(uintptr_t id, uint32_t arena_slot) { *this = Entry(id, arena_slot, site, size); }
  };
  static_assert(sizeof(Entry) == 16);

  // An ID the packing cannot hold (never an address on Linux x86-64 or
  // AArch64 with 48-bit virtual addresses).
  static bool fits(uintptr_t id) { return id != 0 && (static_cast<uint64_t>(id) >> kIdBits) == 0; }

  ObjectMap() : slots_(1 << 12) {}
  ObjectMap(const ObjectMap&) = delete;
  ObjectMap& operator=(const ObjectMap&) = delete;

  // Adds a batch of new objects, with `replaced` called for each entry one
  // of them replaces (an ID seen again). The slots of later entries are
  // fetched while earlier ones are placed: the table outgrows the caches,
  // so each insert is a cache miss, and a batch overlaps them.
  template <typename Replaced>
  void insert_batch(const Entry* entries, size_t count, Replaced replaced) {
    if ((count_ + count) * 4 > slots_.size() * 3) grow(count_ + count);
    constexpr size_t kAhead = 8;  // slots fetched ahead of use
    for (size_t i = 0; i < count; ++i) {
      if (i + kAhead < count) __builtin_prefetch(&slots_[home(entries[i + kAhead].id())], 1);
      uintptr_t id = entries[i].id();
      size_t at = home(id);
      while (slots_[at].word != 0 && slots_[at].id() != id) at = next(at);
      if (slots_[at].word == 0) {
        ++count_;
      } else {
        replaced(slots_[at]);
      }
      slots_[at] = entries[i];
    }
  }

  Entry* find(uintptr_t id) {
    for (size_t i = home(id);; i = next(i)) {
      if (slots_[i].word == 0) return nullptr;
      if (slots_[i].id() == id) return &slots_[i];
    }
  }

  bool erase(uintptr_t id, Entry* out) {
    Entry* e = find(id);
    if (e == nullptr) return false;
    if (out != nullptr) *out = *e;
    erase_slot(static_cast<size_t>(e - slots_.data()));
    return true;
  }

  // Reinserting where a live entry was erased keeps the count, so the table
  // never needs to grow.
  void reinsert(const Entry& entry) { place(entry); }

  // Removes every entry for which pred is true.
  template <typename Pred>
  void erase_if(Pred pred) {
    for (size_t i = 0; i < slots_.size();) {
      // Backward shift may bring an entry not yet looked at into slot i, so
      // the slot is looked at again after each removal. Entries that wrap
      // around to the end came from the start, which was looked at already.
      if (slots_[i].word != 0 && pred(slots_[i])) {
        erase_slot(i);
      } else {
        ++i;
      }
    }
  }

  size_t size() const { return count_; }

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
    uintptr_t id = entry.id();
    size_t i = home(id);
    while (slots_[i].word != 0 && slots_[i].id() != id) i = next(i);
    if (slots_[i].word == 0) ++count_;
    slots_[i] = entry;
  }

  void erase_slot(size_t hole) {
    --count_;
    size_t i = hole;
    for (;;) {
      i = next(i);
      if (slots_[i].word == 0) break;
      size_t h = home(slots_[i].id());
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

  void grow(size_t needed) {
    size_t size = slots_.size();
    while (needed * 4 > size * 3) size *= 2;
    Slots old(size);
    old.swap(slots_);
    count_ = 0;
    for (const Entry& e : old) {
      if (e.word != 0) place(e);
    }
  }

  // The table's memory: zeroed pages from mmap (a zero word is an empty
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
};

// Entries in memory from mmap, grown with mremap: usable in
// thread-suspended mode. The pages stay mapped once touched.
class MappedEntries {
 public:
  using Entry = ObjectMap::Entry;
  explicit MappedEntries(size_t bytes) : bytes_(bytes) {
    void* memory = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
    madvise(memory, bytes_, MADV_HUGEPAGE);  // a hint: fewer page faults
    entries_ = static_cast<Entry*>(memory);
  }
  ~MappedEntries() { munmap(entries_, bytes_); }
  MappedEntries(const MappedEntries&) = delete;
  MappedEntries& operator=(const MappedEntries&) = delete;

  Entry* data() { return entries_; }
  size_t capacity() const { return bytes_ / sizeof(Entry); }
  void reserve(size_t count) {
    size_t bytes = bytes_;
    while (count * sizeof(Entry) > bytes) bytes *= 2;
    if (bytes == bytes_) return;
    void* memory = mremap(entries_, bytes_, bytes, MREMAP_MAYMOVE);
    if (memory == MAP_FAILED) throw std::bad_alloc();
    madvise(memory, bytes, MADV_HUGEPAGE);
    entries_ = static_cast<Entry*>(memory);
    bytes_ = bytes;
  }

 private:
  Entry* entries_ = nullptr;
  size_t bytes_;
};

// The objects allocated since the last collection, in the order they were
// logged (sites.cpp): appending is sequential, so it costs a fraction of a
// hash table insert, and most of these objects die young, in an arena
// that is deleted whole, without ever being looked up. A collection that
// needs to look them up (OBJECT_MOVE, OBJECT_FREE) sorts them by ID in
// place once; what is still live after it goes into the ObjectMap. The
// memory is kept between collections (its pages are touched once).
class EntryLog {
 public:
  using Entry = ObjectMap::Entry;
  static constexpr uint32_t kDead = UINT32_MAX;  // site of an entry taken out

  EntryLog() : entries_(size_t{1} << 21), scratch_(size_t{1} << 16) {}

  void push(const Entry& entry) {
    if (size_ == entries_.capacity()) entries_.reserve(size_ + 1);
    entries_.data()[size_++] = entry;
    sorted_ = false;
  }
  void clear() {
    size_ = 0;
    sorted_ = true;
  }
  size_t size() const { return size_; }
  Entry* begin() { return entries_.data(); }
  Entry* end() { return entries_.data() + size_; }

  // The live entry for id, or null. Sorts first if entries came since the
  // last sort.
  Entry* find(uintptr_t id) {
    if (!sorted_) sort();
    Entry key(id, 0, 0, 0);
    for (Entry* e = std::lower_bound(begin(), end(), key, by_id); e != end() && e->id() == id; ++e) {
      if (e->site != kDead) return e;
    }
    return nullptr;
  }

 private:
  // A function object, so that std::sort and lower_bound inline it.
  struct ById {
    bool operator()(const Entry& a, const Entry& b) const { return a.id() < b.id(); }
  };
  static constexpr ById by_id{};

  // One thread's objects come in address order from its allocation
  // buffers, so a log is mostly one long sorted run, with other threads'
  // batches (and the objects replayed at JVM_INIT_DONE, in the order a
  // trace found them) around it. The rest is copied out, sorted alone and
  // merged back from the end (std::inplace_merge would ask the C heap for
  // its buffer); a log mostly out of order is sorted whole. Nothing here
  // calls malloc.
  void sort() {
    sorted_ = true;
    Entry* all = begin();
    size_t run_begin = 0, run_end = 0;  // the longest sorted run
    for (size_t start = 0; start < size_;) {
      size_t stop = start + 1;
      while (stop < size_ && !by_id(all[stop], all[stop - 1])) ++stop;
      if (stop - start > run_end - run_begin) {
        run_begin = start;
        run_end = stop;
      }
      start = stop;
    }
    if (run_end - run_begin == size_) return;
    size_t rest = size_ - (run_end - run_begin);
    if (rest > size_ / 8) {
      std::sort(all, end(), by_id);
      return;
    }
    scratch_.reserve(rest);
    Entry* copy = scratch_.data();
    std::copy(all, all + run_begin, copy);
    std::copy(all + run_end, end(), copy + run_begin);
    std::sort(copy, copy + rest, by_id);
    if (run_end == size_) {
      // The run ends the log (the usual case: the replayed objects and a
      // few batches before it). Forwards: the smallest of each first; the
      // run's entries never move before they are read, and once the rest
      // is used up the run's remainder is in place already.
      size_t out = 0, from_run = run_begin, from_rest = 0;
      while (from_rest < rest) {
        if (from_run < size_ && by_id(all[from_run], copy[from_rest])) {
          all[out++] = all[from_run++];
        } else {
          all[out++] = copy[from_rest++];
        }
      }
      return;
    }
    std::copy(all + run_begin, all + run_end, all);  // to the front (memmove)
    // Backwards: the run's greatest against the rest's greatest.
    size_t out = size_, from_run = run_end - run_begin, from_rest = rest;
    while (from_rest > 0) {
      if (from_run > 0 && by_id(copy[from_rest - 1], all[from_run - 1])) {
        all[--out] = all[--from_run];
      } else {
        all[--out] = copy[--from_rest];
      }
    }
  }

  MappedEntries entries_;
  MappedEntries scratch_;
  size_t size_ = 0;
  bool sorted_ = true;
};

}  // namespace hprof
