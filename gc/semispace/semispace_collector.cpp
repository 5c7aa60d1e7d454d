#include "gc/semispace/semispace_collector.h"

#include <algorithm>

#include "gc/common/class_unloading.h"
#include "gc/common/copier.h"
#include "gc/common/reference_processing.h"
#include "gc/common/heap_verifier.h"

namespace loupe::gc {

namespace {
constexpr size_t kMinCapacity = 1 << 20;
}

SemispaceCollector::SemispaceCollector(const HeapConfig& config)
    : memory_(2 * std::max(align_object_size(config.max_bytes / 2), kMinCapacity)),
      max_capacity_(memory_.size() / 2),
      capacity_(std::clamp(align_object_size(config.initial_bytes / 2), kMinCapacity, max_capacity_)) {
  current_.start = current_.top = memory_.start();
}

void SemispaceCollector::start(HeapEventSink& events) {
  events_ = &events;
  if (events.wants(HeapEventSink::kArenaNew)) {
    events.arena_new(kArenaA, "Semispace A");
    events.arena_new(kArenaB, "Semispace B");
  }
  permanent_.start(events);
}

char* SemispaceCollector::allocate(size_t bytes) {
  char* limit = current_.start + capacity_;
  if (static_cast<size_t>(limit - current_.top) < bytes) {
    failed_request_ = std::max(failed_request_, bytes);
    return nullptr;
  }
  char* result = current_.top;
  current_.top += bytes;
  return result;
}

char* SemispaceCollector::allocate_buffer(size_t min, size_t preferred, size_t* size) {
  size_t room = static_cast<size_t>(current_.start + capacity_ - current_.top);
  if (room < min) {
    failed_request_ = std::max(failed_request_, min);
    return nullptr;
  }
  *size = std::min(preferred, room);
  return allocate(*size);
}

Object* SemispaceCollector::evacuate(Object* obj) {
  if (obj == nullptr || !in_from_space(obj)) {
    // Not copied: null, a copy, or a class object, which is marked in place.
    if (obj != nullptr && permanent_.contains(obj)) reach_permanent(obj);
    return obj;
  }
  if (obj->is_forwarded()) return obj->forwardee();
  note_instance_reached(obj->layout());
  size_t size = object_size(obj);
  Object* copy = copy_and_forward(obj, current_.top, size);
  current_.top += size;
  ++live_.objects;
  live_.bytes += static_cast<int64_t>(size);
  if (events_->wants(HeapEventSink::kObjectMove)) events_->object_move(from_arena_, obj, to_arena_, copy);
  return copy;
}

void SemispaceCollector::reach_permanent(Object* obj) {
  if (!PermanentSpace::mark(obj)) return;
  note_instance_reached(obj->layout());
  ++live_.objects;
  live_.bytes += static_cast<int64_t>(object_size(obj));
  permanent_to_scan_.push_back(obj);
}

// Cheney's scan: the to-space between `scan` and `top` is the grey set,
// with the permanent objects reached but not yet scanned.
void SemispaceCollector::scan_copied_objects(char* scan, bool keep_soft_referents) {
  while (scan < current_.top || !permanent_to_scan_.empty()) {
    while (scan < current_.top) {
      auto* obj = reinterpret_cast<Object*>(scan);
      scan += object_size(obj);
      scan_object(obj, keep_soft_referents);
    }
    while (!permanent_to_scan_.empty()) {
      Object* obj = permanent_to_scan_.back();
      permanent_to_scan_.pop_back();
      scan_object(obj, keep_soft_referents);
    }
  }
}

void SemispaceCollector::scan_object(Object* obj, bool keep_soft_referents) {
  const TypeLayout* layout = obj->layout();
  bool trace_referent = layout->has_weak_referent && keep_soft_referents && layout->referent_is_soft;
  if (layout->has_weak_referent && !trace_referent) discovered_references_.push_back(obj);
  for_each_reference(obj, [this](Object** slot) { *slot = evacuate(*slot); }, trace_referent);
}

// Reached means copied (marked, for a permanent object); keeping an object
// alive copies it and scans what that copied in turn.
struct SemispaceCollector::Trace {
  SemispaceCollector& collector;
  VmInterface& vm;
  bool keep_soft_referents;

  bool is_alive(Object* obj) const {
    if (collector.in_from_space(obj)) return obj->is_forwarded();
    return !collector.permanent_.contains(obj) || PermanentSpace::is_marked(obj);
  }
  Object* current(Object* obj) const { return collector.in_from_space(obj) ? obj->forwardee() : obj; }
  Object* keep_alive(Object* obj) {
    char* scan = collector.current_.top;
    Object* copy = collector.evacuate(obj);
    collector.scan_copied_objects(scan, keep_soft_referents);
    return copy;
  }
  void referent_kept(Object*) {}
  void finalizable_kept() { trace_live_class_loaders(vm, *this); }
  std::vector<Object*>& discovered() { return collector.discovered_references_; }
};

CollectionKind SemispaceCollector::collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) {
  from_ = current_;
  from_arena_ = arena_of(reinterpret_cast<Object*>(from_.start));
  to_arena_ = from_arena_ == kArenaA ? kArenaB : kArenaA;
  char* to_start = half_of(from_.start) == 0 ? memory_.start() + max_capacity_ : memory_.start();
  current_.start = current_.top = to_start;
  live_ = {};

  class Evacuator final : public RootVisitor {
   public:
    explicit Evacuator(SemispaceCollector& c) : c_(c) {}
    void visit(Object** slot, const RootInfo&) override { *slot = c_.evacuate(*slot); }
   private:
    SemispaceCollector& c_;
  } evacuator(*this);

  vm.visit_strong_roots(evacuator);
  const bool keep_soft = cause != GcCause::kLastDitch;
  scan_copied_objects(to_start, keep_soft);
  Trace trace{*this, vm, keep_soft};
  trace_live_class_loaders(vm, trace);
  process_references(trace, lists);
  vm.unload_dead_loaders();  // before the sweep frees their mirrors
  permanent_.sweep();
  if (events_->wants(HeapEventSink::kArenaDelete)) events_->arena_delete(from_arena_);
  if (events_->wants(HeapEventSink::kArenaNew)) {
    events_->arena_new(from_arena_, from_arena_ == kArenaA ? "Semispace A" : "Semispace B");
  }
  resize_after_collection();
  return CollectionKind::kFull;
}

// Grow when more than half of a half survived, so that collections stay rare
// relative to allocation, or when the request that failed before this
// collection still would not fit; never beyond the maximum heap.
void SemispaceCollector::resize_after_collection() {
  size_t live = static_cast<size_t>(current_.top - current_.start);
  size_t needed = live + failed_request_;
  failed_request_ = 0;
  if ((live * 2 > capacity_ || needed > capacity_) && capacity_ < max_capacity_) {
    capacity_ = std::min(max_capacity_, align_object_size(std::max({capacity_ * 2, live * 3, needed})));
  }
}

LiveCounts SemispaceCollector::live_counts() const {
  LiveCounts counts = live_;
  counts.total_space = static_cast<int64_t>(capacity_ + permanent_.capacity());
  return counts;
}

void SemispaceCollector::verify(VmInterface& vm, const char* when) {
  HeapVerifier verifier("semispace");
  verifier.add_range(current_.start, current_.top, "the current half");
  permanent_.add_to(verifier);
  verifier.verify(vm, when);
  permanent_.check_free_lists(verifier);
}

HeapStats SemispaceCollector::stats() const {
  HeapStats s;
  s.capacity_bytes = capacity_;
  s.used_bytes = static_cast<size_t>(current_.top - current_.start);
  s.max_bytes = max_capacity_;
  s.permanent_capacity_bytes = permanent_.capacity();
  s.permanent_used_bytes = permanent_.used_bytes();
  return s;
}

// Both halves have the same capacity; only the current one holds objects.
std::vector<ArenaUsage> SemispaceCollector::arena_usage() const {
  size_t used = static_cast<size_t>(current_.top - current_.start);
  bool in_a = half_of(current_.start) == 0;
  return {{"Semispace A", in_a ? used : 0, capacity_},
          {"Semispace B", in_a ? 0 : used, capacity_},
          {PermanentSpace::kArenaName, permanent_.used_bytes(), permanent_.capacity()}};
}

}  // namespace loupe::gc
