// The scavenge: the minor collection of the generational collector, also
// the second half of its full collection.
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "gc/common/copier.h"
#include "gc/common/filler.h"
#include "gc/common/reference_processing.h"
#include "gc/generational/generational_collector.h"

namespace loupe::gc {

namespace {
constexpr size_t kPromotionBufferBytes = 32 * 1024;

uint32_t age_of(const Object* obj) { return (obj->gc_word() & gc_bits::kAgeMask) >> gc_bits::kAgeShift; }
}  // namespace

// Old objects count as reached; a young one is reached once copied. A
// Reference that keeps its referent is remembered if it is old and the
// referent young.
struct GenerationalCollector::ScavengeTrace {
  GenerationalCollector& collector;

  bool is_alive(Object* obj) const { return !collector.in_collected_young(obj) || obj->is_forwarded(); }
  Object* current(Object* obj) const { return collector.in_collected_young(obj) ? obj->forwardee() : obj; }
  Object* keep_alive(Object* obj) {
    Object* copy = collector.evacuate(obj);
    collector.drain();
    return copy;
  }
  void referent_kept(Object* ref) { collector.remember_if_refers_to_young(ref); }
  void finalizable_kept() {}  // a scavenge unloads no classes
  std::vector<Object*>& discovered() { return collector.discovered_; }
};

void GenerationalCollector::scavenge(VmInterface& vm, bool keep_soft_referents, ReferenceLists& lists) {
  keep_soft_ = keep_soft_referents;
  post_moves_ = events_->wants(HeapEventSink::kObjectMove);
  survivors_objects_ = survivors_bytes_ = 0;
  largest_young_object_ = 0;  // from now on: the largest survivor
  scan_ = to().start;

  class RootEvacuator final : public RootVisitor {
   public:
    explicit RootEvacuator(GenerationalCollector& c) : c_(c) {}
    void visit(Object** slot, const RootInfo&) override { *slot = c_.evacuate(*slot); }
   private:
    GenerationalCollector& c_;
  } roots(*this);
  vm.visit_roots(roots);

  // Each remembered object is scanned, and listed again if it still refers
  // to a young object afterwards.
  std::vector<Object*> remembered = std::move(remembered_);
  remembered_.clear();
  for (Object* obj : remembered) {
    obj->set_gc_word(obj->gc_word() & ~gc_bits::kRemembered);
    scan_old_object(obj);
  }
  drain();
  ScavengeTrace trace{*this};
  process_references(trace, lists);

  if (plab_top_ != nullptr) old_.release(plab_top_, static_cast<size_t>(plab_end_ - plab_top_));
  plab_top_ = plab_end_ = nullptr;
  empty_young_arenas();
}

// Breadth first through to-space, depth first through promoted objects,
// until neither has anything left to scan.
void GenerationalCollector::drain() {
  while (scan_ < to().top || !promoted_.empty()) {
    while (scan_ < to().top) {
      auto* obj = reinterpret_cast<Object*>(scan_);
      scan_ += object_size(obj);
      scan_young_object(obj);
    }
    while (!promoted_.empty()) {
      Object* obj = promoted_.back();
      promoted_.pop_back();
      scan_old_object(obj);
    }
  }
}

// A Reference's referent is not traced (unless it is a soft one kept this
// time); the Reference is noted and its referent dealt with at the end.
void GenerationalCollector::discover_reference(Object* ref) { discovered_.push_back(ref); }

void GenerationalCollector::scan_young_object(Object* obj) {
  const TypeLayout* layout = obj->layout();
  bool trace_referent = layout->has_weak_referent && keep_soft_ && layout->referent_is_soft;
  if (layout->has_weak_referent && !trace_referent) discover_reference(obj);
  for_each_reference(obj, [this](Object** slot) { *slot = evacuate(*slot); }, trace_referent);
}

void GenerationalCollector::scan_old_object(Object* obj) {
  const TypeLayout* layout = obj->layout();
  bool trace_referent = layout->has_weak_referent && keep_soft_ && layout->referent_is_soft;
  if (layout->has_weak_referent && !trace_referent) discover_reference(obj);
  bool refers_to_young = false;
  for_each_reference(obj, [&](Object** slot) {
    *slot = evacuate(*slot);
    if (is_young(*slot)) refers_to_young = true;
  }, trace_referent);
  if (refers_to_young && (obj->gc_word() & gc_bits::kRemembered) == 0) {
    obj->set_gc_word(obj->gc_word() | gc_bits::kRemembered);
    remembered_.push_back(obj);
  }
}

Object* GenerationalCollector::evacuate(Object* obj) {
  if (!in_collected_young(obj)) return obj;  // null, old, or already in to-space
  if (obj->is_forwarded()) return obj->forwardee();
  size_t size = object_size(obj);
  ArenaId from_arena = arena_of(obj);
  uint32_t age = age_of(obj) + 1;
  Object* copy = nullptr;
  ArenaId to_arena = kOldArena;
  // While the old generation is over its limit, only overflow is promoted.
  bool tenured = age >= kTenuringThreshold && !old_exhausted_;
  if (!tenured) {
    if (char* memory = to().bump(size)) {
      copy = copy_and_forward(obj, memory, size);
      uint32_t word = copy->gc_word() & ~(gc_bits::kAgeMask | gc_bits::kMark);
      copy->set_gc_word(word | (age << gc_bits::kAgeShift));
      to_arena = kSurvivorArena[1 - from_index_];
      ++survivors_objects_;
      survivors_bytes_ += static_cast<int64_t>(size);
      largest_young_object_ = std::max(largest_young_object_, size);
    }
  }
  if (copy == nullptr) copy = promote(obj, size);
  if (post_moves_) events_->object_move(from_arena, obj, to_arena, copy);
  return copy;
}

// Into the promotion buffer, or for a large object straight into the old
// space, growing it if need be; promoted objects are scanned from a stack.
Object* GenerationalCollector::promote(Object* obj, size_t size) {
  char* memory = nullptr;
  if (static_cast<size_t>(plab_end_ - plab_top_) >= size) {
    memory = plab_top_;
    plab_top_ += size;
  } else if (size > kPromotionBufferBytes / 4) {
    memory = old_.allocate(size);
    if (memory == nullptr) {
      grow_old(size);
      memory = old_.allocate(size);
    }
  } else {
    if (plab_top_ != nullptr) old_.release(plab_top_, static_cast<size_t>(plab_end_ - plab_top_));
    size_t got = 0;
    char* buffer = old_.allocate_buffer(size, kPromotionBufferBytes, &got);
    if (buffer == nullptr) {
      grow_old(kPromotionBufferBytes);
      buffer = old_.allocate_buffer(size, kPromotionBufferBytes, &got);
    }
    if (buffer != nullptr) {
      memory = buffer;
      plab_top_ = buffer + size;
      plab_end_ = buffer + got;
    } else {
      plab_top_ = plab_end_ = nullptr;
    }
  }
  if (memory == nullptr) {
    std::fprintf(stderr, "Loupe: promotion failed: the old generation cannot grow beyond its reserve\n");
    std::abort();
  }
  Object* copy = copy_and_forward(obj, memory, size);
  copy->set_gc_word(copy->gc_word() & ~(gc_bits::kAgeMask | gc_bits::kMark));
  ++old_objects_;
  old_bytes_ += static_cast<int64_t>(size);
  promoted_.push_back(copy);
  return copy;
}

void GenerationalCollector::remember_if_refers_to_young(Object* ref) {
  Object* referent = *ref->field_at<Object*>(ref->layout()->weak_referent_offset);
  if (is_young(referent) && !is_young(ref) && (ref->gc_word() & gc_bits::kRemembered) == 0) {
    ref->set_gc_word(ref->gc_word() | gc_bits::kRemembered);
    remembered_.push_back(ref);
  }
}

void GenerationalCollector::renew_arena(ArenaId arena, const char* name) {
  if (events_->wants(HeapEventSink::kArenaDelete)) events_->arena_delete(arena);
  if (events_->wants(HeapEventSink::kArenaNew)) events_->arena_new(arena, name);
}

// Everything still in eden and in from-space is garbage: the arenas go, and
// come back empty; the survivor spaces swap roles.
void GenerationalCollector::empty_young_arenas() {
  renew_arena(kEdenArena, "Eden");
  renew_arena(kSurvivorArena[from_index_], from_index_ == 0 ? "Survivor 0" : "Survivor 1");
  eden_.top = eden_.start;
  from().top = from().start;
  from_index_ = 1 - from_index_;
}

}  // namespace loupe::gc
