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

// Pushes an entry frame (`flags` added) for a prepared, concrete `method`
// whose arguments are at `args`, posts METHOD_ENTRY if wanted and takes a
// synchronized method's lock: what C++ and compiled code do before run().
// Null when the Java stack has no room for it (nothing pushed).
Frame* push_entry_frame(vm::Thread* thread, vm::Method* method, vm::Slot* args, uint32_t flags);

}  // namespace loupe::interp
