// Shared by the interpreter's files; not for other folders.
#pragma once

#include "interp/frame.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

// Runs the interpreter from `entry` (an entry frame already pushed) until it
// returns (the result) or an exception leaves it (pending; result zero).
// `resume`: the frame was already running (compiled code left it, see
// jit_support.h) and carries on at its saved pc, with its pending
// exception if there is one.
vm::Slot run(vm::Thread* thread, Frame* entry, bool resume = false);

// Pushes the frame of a call of `method` (prepared, concrete) whose
// arguments are at `args`, where they become its first locals, above
// `caller`: the one way a frame is made (the dispatch loop's invoke,
// entry frames). Null, nothing pushed, when the thread's Java stack has no
// room for its locals, frame and operand stack.
[[gnu::always_inline]] inline Frame* push_frame(vm::Thread* thread, Frame* caller, vm::Method* method, vm::Slot* args,
                                                uint32_t flags) {
  auto* frame = reinterpret_cast<Frame*>(args + method->max_locals);
  if (frame->stack_base() + method->max_stack > thread->stack_limit()) [[unlikely]] return nullptr;
  *frame = Frame{method, method->interp_code.get(), args, frame->stack_base(), caller, nullptr, flags, 0};
  thread->top_frame = frame;
  return frame;
}

// Pushes an entry frame (`flags` added) for a prepared, concrete `method`
// whose arguments are at `args`, posts METHOD_ENTRY if wanted and takes a
// synchronized method's lock: what C++ and compiled code do before run().
// Null when the Java stack has no room for it (nothing pushed).
Frame* push_entry_frame(vm::Thread* thread, vm::Method* method, vm::Slot* args, uint32_t flags);

}  // namespace loupe::interp
