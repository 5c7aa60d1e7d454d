// Semispace copying collection (Cheney, 1970).
//
// The heap is two equal halves. Mutators bump-allocate in one; a collection
// copies every object reachable from the roots into the other, breadth first,
// using the copied objects themselves as the work queue, and then the halves
// swap roles. Garbage is never touched, so a collection costs time in
// proportion to the live data only.
#pragma once

#include <vector>

#include "gc/collector.h"
#include "gc/common/virtual_memory.h"

namespace loupe::gc {

class SemispaceCollector final : public Collector {
 public:
  explicit SemispaceCollector(const HeapConfig& config);

  std::string_view name() const override { return "semispace"; }
  bool moves_objects() const override { return true; }
  void* allocate_slow(MutatorContext& mutator, size_t bytes) override;
  void collect(VmInterface& vm, GcCause cause) override;
  HeapStats stats() const override;
  bool contains(const void* address) const override { return memory_.contains(address); }

 private:
  struct Space {
    char* start = nullptr;
    char* top = nullptr;
  };

  void* bump(size_t bytes);
  Object* evacuate(Object* obj);
  void scan_copied_objects(char* scan, bool keep_soft_referents);
  void process_weak_references();
  void resize_after_collection();
  bool in_from_space(const void* p) const { return p >= from_.start && p < from_.start + capacity_; }

  HeapConfig config_;
  VirtualMemory memory_;
  size_t max_capacity_;   // bytes per half, at most
  size_t capacity_;       // bytes per half, now
  Space current_;         // where mutators allocate
  Space from_;            // during a collection: the half being evacuated
  std::vector<Object*> discovered_references_;
};

}  // namespace loupe::gc
