// Semispace copying collection (Cheney, 1970).
//
// The heap is two equal halves. Mutators bump-allocate in one; a collection
// copies every object reachable from the roots into the other, breadth first,
// using the copied objects themselves as the work queue, and then the halves
// swap roles. Garbage is never touched, so a collection costs time in
// proportion to the live data only.
//
// Class objects live in the permanent space (gc/common/permanent_space.h):
// a collection marks those it reaches, scans them like copied objects (their
// references are updated to the copies) and sweeps the space in place.
//
// Events: each half is an arena. A collection posts OBJECT_MOVE from the
// old half's arena to the new half's for every survivor, then ARENA_DELETE of
// the old half (which frees whatever was not moved) and at once ARENA_NEW
// with the same ID, so that the half is ready for the next collection.
// The permanent space is an arena of its own: OBJECT_FREE for the class
// objects its sweep reclaims, never OBJECT_MOVE.
#pragma once

#include <vector>

#include "gc/collector.h"
#include "gc/common/permanent_space.h"
#include "gc/common/virtual_memory.h"

namespace loupe::gc {

class SemispaceCollector final : public Collector {
 public:
  explicit SemispaceCollector(const HeapConfig& config);

  std::string_view name() const override { return "semispace"; }
  bool moves_objects() const override { return true; }
  void start(HeapEventSink& events) override;
  char* allocate(size_t bytes) override;
  char* allocate_buffer(size_t min, size_t preferred, size_t* size) override;
  char* allocate_permanent(size_t bytes) override { return permanent_.allocate(bytes); }
  ArenaId arena_of(const Object* obj) const override {
    if (permanent_.contains(obj)) return PermanentSpace::kArena;
    return half_of(obj) == 0 ? kArenaA : kArenaB;
  }
  CollectionKind collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) override;
  LiveCounts live_counts() const override;
  void verify(VmInterface& vm, const char* when) override;
  HeapStats stats() const override;
  std::vector<ArenaUsage> arena_usage() const override;
  bool contains(const void* address) const override {
    return memory_.contains(address) || permanent_.contains(address);
  }

 private:
  static constexpr ArenaId kArenaA = 1;
  static constexpr ArenaId kArenaB = 2;

  struct Space {
    char* start = nullptr;
    char* top = nullptr;
  };

  int half_of(const void* p) const { return static_cast<const char*>(p) < memory_.start() + max_capacity_ ? 0 : 1; }
  Object* evacuate(Object* obj);
  void reach_permanent(Object* obj);
  void scan_copied_objects(char* scan, bool keep_soft_referents);
  void scan_object(Object* obj, bool keep_soft_referents);
  struct Trace;  // what process_references asks about (reached means copied)
  void resize_after_collection();
  bool in_from_space(const void* p) const { return p >= from_.start && p < from_.start + capacity_; }

  VirtualMemory memory_;
  size_t max_capacity_;   // bytes per half, at most
  size_t capacity_;       // bytes per half, now
  size_t failed_request_ = 0;  // the largest request refused since the last collection
  Space current_;         // where mutators allocate
  Space from_;            // during a collection: the half being evacuated
  ArenaId from_arena_ = kArenaA;
  ArenaId to_arena_ = kArenaB;
  std::vector<Object*> discovered_references_;
  PermanentSpace permanent_;
  std::vector<Object*> permanent_to_scan_;  // reached permanent objects not yet scanned
  HeapEventSink* events_ = nullptr;
  LiveCounts live_;       // what the last collection copied
};

}  // namespace loupe::gc
