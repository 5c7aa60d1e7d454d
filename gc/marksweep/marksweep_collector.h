// Mark-sweep collection (McCarthy, 1960) over segregated free lists.
//
// The heap is one space of free chunks and objects, end to end. Mutators
// take their buffers and large objects from the free lists. A collection
// marks everything reachable from the roots (the mark bit in each object's
// GC word, an explicit mark stack), then sweeps the space from end to end:
// every unmarked object is garbage, and each run of garbage and free chunks
// becomes one free chunk again. Objects never move.
//
// Class objects live in the permanent space (gc/common/permanent_space.h),
// marked with the rest and swept in place after the space.
//
// Events: one arena, and the permanent space's; OBJECT_FREE for each object
// the sweeps reclaim.
#pragma once

#include "gc/collector.h"
#include "gc/common/free_list.h"
#include "gc/common/permanent_space.h"
#include "gc/common/virtual_memory.h"

namespace loupe::gc {

class MarkSweepCollector final : public Collector {
 public:
  explicit MarkSweepCollector(const HeapConfig& config);

  std::string_view name() const override { return "marksweep"; }
  bool moves_objects() const override { return false; }
  void start(HeapEventSink& events) override;
  char* allocate(size_t bytes) override;
  char* allocate_buffer(size_t min, size_t preferred, size_t* size) override;
  void retire_buffer(char* top, char* end) override { space_.release(top, static_cast<size_t>(end - top)); }
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
    return space_.contains(address) || permanent_.contains(address);
  }

 private:
  static constexpr ArenaId kArena = 1;

  void sweep();

  VirtualMemory memory_;
  FreeListSpace space_;
  PermanentSpace permanent_;
  HeapEventSink* events_ = nullptr;
  size_t failed_request_ = 0;  // the largest allocation refused since the last collection
  LiveCounts live_;
};

}  // namespace loupe::gc
