// Class unloading, shared by every collection that traces the whole heap
// (the protocol is in vm_interface.h): after the trace from the strong
// roots, the roots of each class loader found alive are traced in turn,
// until a round finds no new live loader. What a loader's classes hold
// (their statics, their mirrors) may make another loader live, hence the
// rounds.
//
// `Trace` is the reference-processing trace (reference_processing.h):
// is_alive(obj) and keep_alive(obj).
#pragma once

#include <functional>

#include "gc/vm_interface.h"

namespace loupe::gc {

template <typename Trace>
void trace_live_class_loaders(VmInterface& vm, Trace& trace) {
  struct KeepAlive final : RootVisitor {
    Trace& trace;
    explicit KeepAlive(Trace& t) : trace(t) {}
    void visit(Object** slot, const RootInfo&) override {
      if (*slot != nullptr) *slot = trace.keep_alive(*slot);
    }
  } keep_alive(trace);
  const std::function<bool(Object*)> is_alive = [&trace](Object* obj) { return trace.is_alive(obj); };
  while (vm.visit_newly_live_loaders(keep_alive, is_alive)) {
  }
}

}  // namespace loupe::gc
