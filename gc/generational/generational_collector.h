// Generational collection: a copying young generation over a mark-sweep old
// generation, in the manner of HotSpot's serial collector.
//
// The young generation is eden and two survivor spaces (8:1:1). Mutators
// allocate in eden. A minor collection (a scavenge) copies the live young
// objects, found from the roots and the remembered set, into the empty
// survivor space, Cheney-style; an object that has survived
// `kTenuringThreshold` scavenges, or that does not fit, is promoted into the
// old generation instead. Eden and the other survivor space are then empty.
//
// The old generation is a free-list space (see gc/marksweep). The write
// barrier keeps the remembered set: every old object that may refer to a
// young one, listed once (its kRemembered bit says it is listed). A minor
// collection scans only the young generation and the remembered set.
//
// A full collection marks the whole heap, sweeps the old generation and then
// scavenges, all in one pause. It runs when the old generation might not
// hold what a scavenge would promote, when a large object does not fit, on
// System.gc() and when memory runs out.
//
// Class objects live in the permanent space (gc/common/permanent_space.h),
// outside the young range, so to the barrier and the scavenge they are old
// objects like any other: remembered when they gain a young referent,
// scanned from the remembered set, never copied. A full collection marks
// them with the rest and sweeps them in place after the old generation.
//
// Events: the arenas are eden (1), the survivor spaces (2, 3) and the old
// generation (4). A scavenge posts OBJECT_MOVE for every object it copies,
// then ARENA_DELETE and ARENA_NEW (same ID) for eden and for the survivor
// space it emptied. A full collection first posts OBJECT_FREE for every old
// object its sweep reclaims, then for every class object the permanent
// space's sweep reclaims (arena 16).
#pragma once

#include <mutex>
#include <vector>

#include "gc/collector.h"
#include "gc/common/free_list.h"
#include "gc/common/permanent_space.h"
#include "gc/common/virtual_memory.h"

namespace loupe::gc {

class GenerationalCollector final : public Collector {
 public:
  explicit GenerationalCollector(const HeapConfig& config);

  std::string_view name() const override { return "generational"; }
  bool moves_objects() const override { return true; }
  BarrierKind barrier() const override { return BarrierKind::kOldToYoung; }
  AddressRange young_range() const override { return {young_start_, young_bytes_}; }
  void start(HeapEventSink& events) override;
  char* allocate(size_t bytes) override;
  char* allocate_buffer(size_t min, size_t preferred, size_t* size) override;
  char* allocate_permanent(size_t bytes) override { return permanent_.allocate(bytes); }
  ArenaId arena_of(const Object* obj) const override;
  CollectionKind collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) override;
  LiveCounts live_counts() const override;
  void remember(Object* holder) override;
  void verify(VmInterface& vm, const char* when) override;
  HeapStats stats() const override;
  std::vector<ArenaUsage> arena_usage() const override;
  bool contains(const void* address) const override {
    return memory_.contains(address) || permanent_.contains(address);
  }

 private:
  static constexpr ArenaId kEdenArena = 1;
  static constexpr ArenaId kSurvivorArena[2] = {2, 3};
  static constexpr ArenaId kOldArena = 4;
  static constexpr uint32_t kTenuringThreshold = 7;

  struct Space {
    char* start = nullptr;
    char* top = nullptr;
    char* end = nullptr;
    bool contains(const void* p) const { return p >= start && p < end; }
    size_t used() const { return static_cast<size_t>(top - start); }
    char* bump(size_t bytes) {
      if (static_cast<size_t>(end - top) < bytes) return nullptr;
      char* result = top;
      top += bytes;
      return result;
    }
  };

  // The scavenge (generational_scavenge.cpp).
  void scavenge(VmInterface& vm, bool keep_soft_referents, ReferenceLists& lists);
  bool in_collected_young(const void* p) const { return eden_.contains(p) || from().contains(p); }
  Object* evacuate(Object* obj);
  Object* promote(Object* obj, size_t size);
  void scan_young_object(Object* obj);
  void scan_old_object(Object* obj);
  void discover_reference(Object* ref);
  void remember_if_refers_to_young(Object* ref);
  struct ScavengeTrace;  // what process_references asks about (reached means copied, or old)
  void drain();
  void empty_young_arenas();
  void renew_arena(ArenaId arena, const char* name);

  // The full collection (generational_collector.cpp).
  bool needs_full_collection(GcCause cause);
  void mark_and_sweep_old(VmInterface& vm, bool keep_soft_referents, ReferenceLists& lists);
  void sweep_old();
  void grow_old(size_t needed);
  char* allocate_old(size_t bytes);

  Space& from() { return survivors_[from_index_]; }
  const Space& from() const { return survivors_[from_index_]; }
  Space& to() { return survivors_[1 - from_index_]; }
  const Space& to() const { return survivors_[1 - from_index_]; }
  bool is_young(const void* p) const { return young_range().contains(p); }

  HeapConfig config_;
  VirtualMemory memory_;
  char* young_start_;
  size_t young_bytes_;
  Space eden_;
  Space survivors_[2];
  int from_index_ = 0;
  FreeListSpace old_;
  PermanentSpace permanent_;
  size_t old_limit_;       // -Xmx minus the young generation
  size_t old_reserve_;     // while promoting, the old space may overdraw up to this capacity
  bool old_exhausted_ = false;  // the last collection left the old generation over its limit
  bool old_allocation_failed_ = false;
  size_t largest_young_object_ = 0;  // in eden or the survivor space, at most this big
  uint64_t stress_collections_ = 0;

  std::mutex remembered_lock_;  // mutators add to the remembered set concurrently
  std::vector<Object*> remembered_;

  // Scavenge state.
  char* scan_ = nullptr;                // Cheney's scan pointer in to-space
  std::vector<Object*> promoted_;       // promoted objects still to scan
  std::vector<Object*> discovered_;     // Reference objects met while scanning
  char* plab_top_ = nullptr;            // the promotion buffer in the old space
  char* plab_end_ = nullptr;
  bool keep_soft_ = true;
  bool post_moves_ = false;
  int64_t survivors_objects_ = 0;
  int64_t survivors_bytes_ = 0;

  int64_t old_objects_ = 0;  // objects in the old generation, as the events see them
  int64_t old_bytes_ = 0;
  HeapEventSink* events_ = nullptr;
};

}  // namespace loupe::gc
