#include "gc/marksweep/marksweep_collector.h"

#include "gc/common/filler.h"
#include "gc/common/heap_sizing.h"
#include "gc/common/heap_verifier.h"
#include "gc/common/mark_bitmap.h"
#include "gc/common/marker.h"
#include "gc/common/sweep.h"

namespace loupe::gc {

MarkSweepCollector::MarkSweepCollector(const HeapConfig& config)
    : memory_(reserved_heap_bytes(config)) {
  space_.initialize(memory_.start(), initial_heap_bytes(config, memory_.size()));
}

void MarkSweepCollector::start(HeapEventSink& events) {
  events_ = &events;
  if (events.wants(HeapEventSink::kArenaNew)) events.arena_new(kArena, "Mark-sweep space");
  permanent_.start(events);
}

char* MarkSweepCollector::allocate(size_t bytes) {
  char* memory = space_.allocate(bytes);
  if (memory == nullptr && bytes > failed_request_) failed_request_ = bytes;
  return memory;
}

char* MarkSweepCollector::allocate_buffer(size_t min, size_t preferred, size_t* size) {
  char* memory = space_.allocate_buffer(min, preferred, size);
  if (memory == nullptr && min > failed_request_) failed_request_ = min;
  return memory;
}

CollectionKind MarkSweepCollector::collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) {
  HeaderMarks marks;
  Marker<HeaderMarks> marker(marks, cause != GcCause::kLastDitch);
  marker.mark_from_roots(vm);
  marker.process_references(lists);
  vm.unload_dead_loaders();  // before the sweep frees their mirrors
  sweep();
  permanent_.sweep();
  live_.objects = static_cast<int64_t>(marker.marked_objects());
  live_.bytes = static_cast<int64_t>(marker.marked_bytes());
  size_t needed = failed_request_ != 0 && !space_.has_chunk_for(failed_request_) ? failed_request_ : 0;
  size_t target = grown_capacity(space_.capacity(), marker.marked_bytes(), needed, memory_.size());
  space_.grow(target);
  failed_request_ = 0;
  live_.total_space = static_cast<int64_t>(space_.capacity() + permanent_.capacity());
  return CollectionKind::kFull;
}

// One pass from end to end: marked objects lose their mark; every run of
// garbage and free chunks is coalesced into one free chunk.
void MarkSweepCollector::sweep() {
  const bool post_free = events_->wants(HeapEventSink::kObjectFree);
  sweep_marked(
      space_, [](Object* obj, size_t) { HeaderMarks::unmark(obj); },
      [&](Object* obj, size_t) {
        if (post_free) events_->object_free(obj);
      });
}

void MarkSweepCollector::verify(VmInterface& vm, const char* when) {
  HeapVerifier verifier("marksweep");
  verifier.add_range(space_.start(), space_.end(), "the mark-sweep space");
  permanent_.add_to(verifier);
  verifier.verify(vm, when);
  verifier.check_free_lists(space_);
  permanent_.check_free_lists(verifier);
}

HeapStats MarkSweepCollector::stats() const {
  HeapStats s;
  s.capacity_bytes = space_.capacity();
  s.used_bytes = space_.capacity() - space_.free_bytes();
  s.max_bytes = memory_.size();
  s.permanent_capacity_bytes = permanent_.capacity();
  s.permanent_used_bytes = permanent_.used_bytes();
  return s;
}

std::vector<ArenaUsage> MarkSweepCollector::arena_usage() const {
  return {{"Mark-sweep space", space_.capacity() - space_.free_bytes(), space_.capacity()},
          {PermanentSpace::kArenaName, permanent_.used_bytes(), permanent_.capacity()}};
}

}  // namespace loupe::gc
