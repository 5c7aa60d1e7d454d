// What compiled code (jit/) calls in the interpreter, and what it reads.
//
// Compiled code runs on interpreter frames (docs/jit.md), so its slow paths
// are the interpreter's own: each function here is entered with the
// frame's pc and sp already saved where a collector or a stack walk looks
// for them, and may collect, throw or block like any interpreter slow path.
// A null or false result means "the interpreter must take over at this
// instruction" (an exception is pending, or the fast case does not apply).
#pragma once

#include <atomic>
#include <cstdint>

#include "interp/frame.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::interp::compiled {

// Whether compiled code of a kind may run: code that charges bytecodes
// (`counting`, compiled while a profiler counts them) or plain code. Both
// are false while a profiler wants every instruction reported. Code of the
// wrong kind declines calls and leaves at its next call (docs/jit.md).
const std::atomic<bool>& code_allowed(bool counting);

// BYTECODE_SAMPLE from counting code: the thread's countdown ran out at the
// start of a run (the frame's state is saved).
void bytecode_sample(vm::Thread* thread);

// A frame called by compiled code (Frame::kCompiledCall) left compiled code
// at pc with operand-stack top sp: the interpreter runs the rest of it,
// returning when the frame returns. The caller's operand-stack top after
// the result is pushed, or null with the exception pending.
vm::Slot* finish_in_interpreter(vm::Thread* thread, Frame* frame, const uint8_t* pc, vm::Slot* sp);

// A call compiled code cannot make directly: a native callee, one not
// compiled (yet), or any callee while a profiler wants method events. The
// caller's state is saved (its pc at the invoke, its sp at the
// arguments). Runs the callee as the interpreter's invoke would: the
// caller's operand-stack top after the result is pushed, or null to let
// the interpreter take the invoke over (an exception is pending, or the
// C stack is too low to call from here).
vm::Slot* invoke(vm::Thread* thread, Frame* caller, vm::Method* callee, vm::Slot* args);

// Allocation when the thread's buffer is exhausted (or observed): null
// with the exception pending.
vm::Object* new_instance(vm::Thread* thread, vm::Class* klass);
vm::Object* new_array(vm::Thread* thread, vm::Class* array_class, int32_t length);

// multianewarray: the dimensions' lengths from `dimensions` (count of them).
vm::Object* new_multi_array(vm::Thread* thread, vm::Class* array_class, const vm::Slot* dimensions, int32_t count);

// checkcast and instanceof when the class is not the target itself.
bool is_instance_of(vm::Object* obj, vm::Class* target);

// A reference store with the collector's barrier (for collectors whose
// barrier is not inline in compiled code).
void write_reference(vm::Object* holder, vm::Object** slot, vm::Object* value);
// The reference-counting barrier's rare case, when compiled code runs it
// inline: a count that may reach zero.
void drop_reference(vm::Object* obj);
// aastore after the null and bounds checks: false when the value's class
// does not fit the array (the interpreter throws ArrayStoreException).
bool store_reference_element(vm::Object* array, int32_t index, vm::Object* value);
// The statics' holder, for a static reference store's barrier.
void write_static_reference(vm::Class* holder, vm::Object** slot, vm::Object* value);

// monitorenter and monitorexit (with their MONITOR events), the frame's
// state saved: false with an exception pending (IllegalMonitorStateException).
bool enter_monitor(vm::Thread* thread, vm::Object* obj);
bool exit_monitor(vm::Thread* thread, vm::Object* obj);

// The method an invokeinterface runs for the receiver, when the class's
// interface table answers; null otherwise (the interpreter selects it and
// throws what must be thrown).
vm::Method* interface_target(vm::Object* receiver, const vm::CpCacheEntry* entry);

}  // namespace loupe::interp::compiled
