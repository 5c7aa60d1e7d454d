// The collectors' view of the Java stack: every reference a thread's
// interpreted (and compiled: they share the frame layout) and native frames
// hold, found precisely through the reference maps that preparing a method
// built (stack_map.h; docs/gc-roots.md). Declared in interp.h.
#include <algorithm>

#include "interp/frame.h"
#include "interp/interp.h"
#include "interp/stack_map.h"

namespace loupe::interp {

using namespace vm;

namespace {

void visit_native_arguments(Frame* f, gc::RootVisitor& visitor, const gc::RootInfo& info) {
  Method* m = f->method;
  uint32_t slot = 0;
  if (!m->is_static()) visitor.visit(&f->locals[slot++].ref, info);
  for (BasicType t : m->parameter_types) {
    if (is_reference(t)) visitor.visit(&f->locals[slot].ref, info);
    slot += static_cast<uint32_t>(slot_count(t));
  }
}

void visit_interpreted_frame(Frame* f, gc::RootVisitor& visitor, const gc::RootInfo& info) {
  Method* m = f->method;
  const StackMaps* maps = m->stack_maps.get();
  uint32_t bci = f->bci();
  uint16_t depth = maps->stack_depth(bci);
  if (depth == StackMaps::kNoInstruction) return;  // cannot happen: frames stop only at instructions
  for (uint32_t local = 0; local < m->max_locals; ++local) {
    if (maps->is_reference_local(bci, local)) visitor.visit(&f->locals[local].ref, info);
  }
  // Below the saved sp only: a caller's outgoing arguments belong to its callee.
  auto live = std::min<ptrdiff_t>(depth, f->sp - f->stack_base());
  for (ptrdiff_t slot = 0; slot < live; ++slot) {
    if (maps->is_reference_stack(bci, static_cast<uint32_t>(slot))) visitor.visit(&f->stack_base()[slot].ref, info);
  }
}

}  // namespace

void visit_frame_roots(Thread* thread, gc::RootVisitor& visitor) {
  int depth = 0;
  for (Frame* f = thread->top_frame; f != nullptr; f = f->caller, ++depth) {
    gc::RootInfo info{gc::RootKind::kJavaFrame, thread, depth};
    if (f->lock != nullptr) visitor.visit(&f->lock, {gc::RootKind::kMonitor, thread, depth});
    if (f->is_native()) {
      visit_native_arguments(f, visitor, info);
    } else {
      visit_interpreted_frame(f, visitor, info);
    }
  }
}

}  // namespace loupe::interp
