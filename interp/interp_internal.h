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

}  // namespace loupe::interp
