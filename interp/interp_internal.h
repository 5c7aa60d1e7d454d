// Shared by the interpreter's files; not for other folders.
#pragma once

#include "interp/frame.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

// Runs the interpreter from `entry` (an entry frame already pushed) until it
// returns (the result) or an exception leaves it (pending; result zero).
vm::Slot run(vm::Thread* thread, Frame* entry);

}  // namespace loupe::interp
