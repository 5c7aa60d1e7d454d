// Entering the interpreter from C++, and the frame walk that stack traces
// need. The collectors' walk of the same frames is in frame_roots.cpp.
#include <algorithm>

#include "interp/interp.h"
#include "interp/interp_internal.h"
#include "interp/runtime_calls.h"
#include "interp/stack_map.h"
#include "jvmpi/profiler.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/monitor.h"

namespace loupe::vm {
void StackMapsDeleter::operator()(const interp::StackMaps* maps) const {
  std::default_delete<const interp::StackMaps>()(maps);
}
}  // namespace loupe::vm

namespace loupe::interp {

using namespace vm;

Slot call(Thread* thread, Method* method, const Slot* args, size_t arg_slots) {
  if (thread->native_stack_exhausted()) {
    throw_stack_overflow(thread);
    return Slot{};
  }
  Slot* base = thread->stack_free();
  if (base + arg_slots + kFrameSlots > thread->stack_limit()) {
    throw_stack_overflow(thread);
    return Slot{};
  }
  std::copy(args, args + arg_slots, base);
  if (method->is_native()) return call_native(thread, thread->top_frame, method, base);
  if (!method->prepared.load(std::memory_order_acquire) && !ensure_prepared(thread, method)) return Slot{};
  if (method->is_abstract()) {
    throw_new(thread, "java/lang/AbstractMethodError", method->qualified_name());
    return Slot{};
  }
  Frame* frame = push_entry_frame(thread, method, base, 0);
  if (frame == nullptr) {
    throw_stack_overflow(thread);
    return Slot{};
  }
  if (the_vm().options.statistics) ++thread->statistics.calls_from_vm;
  ++thread->native_call_depth;
  Slot result = run(thread, frame);
  --thread->native_call_depth;
  return result;
}

Frame* push_entry_frame(Thread* thread, Method* method, Slot* args, uint32_t flags) {
  Frame* frame = push_frame(thread, thread->top_frame, method, args, Frame::kEntryFrame | flags);
  if (frame == nullptr) return nullptr;
  if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] report_method_entry(thread, frame);
  if (method->is_synchronized()) {
    frame->lock = method->is_static() ? method->holder->mirror : args[0].ref;
    monitor_enter(thread, frame->lock);
  }
  return frame;
}

bool prepare_method(Thread* thread, Method* method) { return ensure_prepared(thread, method); }

Method* current_method(Thread* thread) {
  return thread->top_frame == nullptr ? nullptr : thread->top_frame->method;
}

void walk_frames(Thread* thread, const std::function<bool(Method*, int)>& fn) {
  for (Frame* f = thread->top_frame; f != nullptr; f = f->caller) {
    if (!fn(f->method, f->is_native() ? -1 : static_cast<int>(f->bci()))) return;
  }
}

}  // namespace loupe::interp
