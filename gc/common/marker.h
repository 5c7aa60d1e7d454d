// Marking, shared by every tracing collector: everything reachable from the
// roots gets marked, through an explicit mark stack; Reference objects are
// noted on the way and, once marking is done, process_references settles
// them and the finalizable objects (soft referents are kept as strong unless
// memory ran out). Every collection that marks traces the whole heap, so it
// also finds the class loaders that died (class_unloading.h): the collector
// calls VmInterface::unload_dead_loaders after process_references.
//
// `Marks` is where the mark bits live: HeaderMarks (the GC word) or a
// MarkBitmap. The marker also counts what it marked: the live data that
// GC_FINISH reports.
#pragma once

#include <cstdint>
#include <vector>

#include "gc/common/class_unloading.h"
#include "gc/common/mark_stack.h"
#include "gc/common/reference_processing.h"
#include "gc/object_model.h"
#include "gc/vm_interface.h"

namespace loupe::gc {

template <typename Marks>
class Marker {
 public:
  Marker(Marks& marks, bool keep_soft_referents) : marks_(marks), keep_soft_(keep_soft_referents) {}

  // Marks from the strong roots, then from the class loaders found alive.
  void mark_from_roots(VmInterface& vm) {
    struct Visitor final : RootVisitor {
      Marker& marker;
      explicit Visitor(Marker& m) : marker(m) {}
      void visit(Object** slot, const RootInfo&) override {
        if (*slot != nullptr) marker.mark(*slot);
      }
    } visitor(*this);
    vm_ = &vm;
    vm.visit_strong_roots(visitor);
    drain();
    trace_live_class_loaders(vm, *this);
  }

  void mark(Object* obj) {
    if (marks_.mark(obj)) {
      ++objects_;
      bytes_ += object_size(obj);
      note_instance_reached(obj->layout());
      stack_.push(obj);
    }
  }

  void drain() {
    while (!stack_.empty()) {
      Object* obj = stack_.pop();
      const TypeLayout* layout = obj->layout();
      bool trace_referent = layout->has_weak_referent && keep_soft_ && layout->referent_is_soft;
      if (layout->has_weak_referent && !trace_referent) discovered_.push_back(obj);
      for_each_reference(obj, [this](Object** slot) {
        if (*slot != nullptr) mark(*slot);
      }, trace_referent);
    }
  }

  // Weak references and finalization (call after drain()).
  void process_references(ReferenceLists& lists) { gc::process_references(*this, lists); }

  // The trace process_references asks about: nothing moves.
  bool is_alive(Object* obj) const { return marks_.is_marked(obj); }
  Object* current(Object* obj) const { return obj; }
  Object* keep_alive(Object* obj) {
    mark(obj);
    drain();
    return obj;
  }
  void referent_kept(Object*) {}
  void finalizable_kept() { trace_live_class_loaders(*vm_, *this); }
  std::vector<Object*>& discovered() { return discovered_; }

  uint64_t marked_objects() const { return objects_; }
  uint64_t marked_bytes() const { return bytes_; }

 private:
  Marks& marks_;
  bool keep_soft_;
  VmInterface* vm_ = nullptr;  // set by mark_from_roots
  MarkStack stack_;
  std::vector<Object*> discovered_;
  uint64_t objects_ = 0;
  uint64_t bytes_ = 0;
};

}  // namespace loupe::gc
