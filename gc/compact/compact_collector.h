// Mark-compact collection: the LISP2 sliding algorithm.
//
// The heap is one space with bump allocation. A collection marks the live
// objects (in a side bitmap, because the headers are needed for something
// else), then makes three passes over the space in address order:
//   1. compute: each live object's new address is the sum of the sizes of
//      the live objects before it; it is kept in the object's second header
//      word, whose lock and hash bits are saved aside when not zero;
//   2. update: every reference in the roots and in live objects is replaced
//      by the new address of its target;
//   3. move: each live object slides down to its new address and gets its
//      second header word back.
// Objects keep their allocation order, so the space stays one bump region.
//
// Class objects live in the permanent space (gc/common/permanent_space.h),
// which never slides: they are marked in their GC word, swept in place
// before pass 1, and only their references are updated in pass 2.
//
// Events: one arena, and the permanent space's; OBJECT_FREE for every dead object (in pass 1, before
// anything moves), then OBJECT_MOVE (same arena) for each object that moves,
// in address order: an object only ever moves onto freed memory or onto an
// object that has already moved away, so no new ID is still in use.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "gc/collector.h"
#include "gc/common/mark_bitmap.h"
#include "gc/common/permanent_space.h"
#include "gc/common/virtual_memory.h"

namespace loupe::gc {

class CompactCollector final : public Collector {
 public:
  explicit CompactCollector(const HeapConfig& config);

  std::string_view name() const override { return "compact"; }
  bool moves_objects() const override { return true; }
  void start(HeapEventSink& events) override;
  char* allocate(size_t bytes) override;
  char* allocate_buffer(size_t min, size_t preferred, size_t* size) override;
  char* allocate_permanent(size_t bytes) override { return permanent_.allocate(bytes); }
  ArenaId arena_of(const Object* obj) const override {
    return permanent_.contains(obj) ? PermanentSpace::kArena : kArena;
  }
  CollectionKind collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) override;
  LiveCounts live_counts() const override { return live_; }
  void verify(VmInterface& vm, const char* when) override;
  HeapStats stats() const override;
  std::vector<ArenaUsage> arena_usage() const override;
  bool contains(const void* address) const override {
    return memory_.contains(address) || permanent_.contains(address);
  }

 private:
  static constexpr ArenaId kArena = 1;

  void compute_new_addresses();
  void update_references(VmInterface& vm, ReferenceLists& lists);
  void move_objects();
  // Where a live object will be: its second word says, unless it is permanent.
  Object* new_address(Object* obj) const {
    return permanent_.contains(obj) ? obj : reinterpret_cast<Object*>(obj->second_word());
  }

  VirtualMemory memory_;
  size_t capacity_;
  char* top_;
  MarkBitmap marks_;
  PermanentSpace permanent_;
  // Second header words that were not zero (a held lock, an identity hash),
  // in address order of their objects.
  std::vector<std::pair<Object*, uint64_t>> saved_words_;
  char* new_top_ = nullptr;
  HeapEventSink* events_ = nullptr;
  size_t failed_request_ = 0;
  LiveCounts live_;
};

}  // namespace loupe::gc
