// Marking, shared by every tracing collector: everything reachable from the
// roots gets marked, through an explicit mark stack; Reference objects are
// noted on the way and, once marking is done, process_references settles
// them and the finalizable objects (soft referents are kept as strong unless
// memory ran out).
//
// `Marks` is where the mark bits live: HeaderMarks (the GC word) or a
// MarkBitmap. The marker also counts what it marked: the live data that
// GC_FINISH reports.
#pragma once

#include <cstdint>
#include <vector>

#include "gc/common/mark_stack.h"
#include "gc/common/reference_processing.h"
#include "gc/object_model.h"
#include "gc/vm_interface.h"

namespace loupe::gc {

template <typename Marks>
class Marker {
 public:
  Marker(Marks& marks, bool keep_soft_referents) : marks_(marks), keep_soft_(keep_soft_referents) {}

  // Marks from every root (or every root whose kind `root_filter` accepts).
  template <typename Filter>
  void mark_from_roots(VmInterface& vm, Filter&& root_filter) {
    struct Visitor final : RootVisitor {
      Marker& marker;
      Filter& filter;
      Visitor(Marker& m, Filter& f) : marker(m), filter(f) {}
      void visit(Object** slot, const RootInfo& info) override {
        if (*slot != nullptr && filter(info.kind)) marker.mark(*slot);
      }
    } visitor(*this, root_filter);
    vm.visit_roots(visitor);
    drain();
  }
  void mark_from_roots(VmInterface& vm) {
    mark_from_roots(vm, [](RootKind) { return true; });
  }

  void mark(Object* obj) {
    if (marks_.mark(obj)) {
      ++objects_;
      bytes_ += object_size(obj);
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
  std::vector<Object*>& discovered() { return discovered_; }

  uint64_t marked_objects() const { return objects_; }
  uint64_t marked_bytes() const { return bytes_; }

 private:
  Marks& marks_;
  bool keep_soft_;
  MarkStack stack_;
  std::vector<Object*> discovered_;
  uint64_t objects_ = 0;
  uint64_t bytes_ = 0;
};

}  // namespace loupe::gc
