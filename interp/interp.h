// Public face of the interpreter: calling Java from C++, walking Java
// frames, reporting their references to the collector, and preparing a
// method before its first run.
#pragma once

#include <cstddef>
#include <functional>

#include "gc/vm_interface.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

// Runs `method` on `thread` with `args` (receiver first, one Slot per
// argument slot; a long or double takes two). Returns the result; if the
// method throws, the exception is pending on the thread and the result is zero.
// `args` are copied onto the Java stack before anything can collect.
vm::Slot call(vm::Thread* thread, vm::Method* method, const vm::Slot* args, size_t arg_slots);

// The method of `thread`'s innermost frame: inside a native, the native
// itself (one function may implement several methods and ask which runs).
vm::Method* current_method(vm::Thread* thread);

// Calls fn(method, bci) for each Java frame of `thread`, innermost first,
// until fn returns false. Native frames report bci -1.
void walk_frames(vm::Thread* thread, const std::function<bool(vm::Method*, int)>& fn);

// Reports every reference held by the frames of `thread` (locals and operand
// stack per the method's reference maps, native frames' arguments, the
// monitors of synchronized methods).
void visit_frame_roots(vm::Thread* thread, gc::RootVisitor& visitor);

// Checks a method's code (operand-stack depths, kinds of values) and builds
// its reference maps. False with a VerifyError pending if the code is invalid.
bool prepare_method(vm::Thread* thread, vm::Method* method);

// The standard instruction a quickened one stands for (a standard one stands
// for itself): the interpreter rewrites instructions after resolving them, so
// opcode counts (-Xstats) are mapped back with this.
uint8_t standard_opcode(uint8_t op);

// JVMPI INSTRUCTION_START: routes every instruction of every thread through
// the event's hook (on), or back to the plain dispatch (off).
void set_instruction_start_hooks(bool on);

// JVMPI BYTECODE_SAMPLE (Loupe's extension): makes every thread charge its
// bytecode countdown at each transfer of control (interp/block_sampling.h)
// or stop doing so. The world must be stopped.
void set_bytecode_charging(bool on);

}  // namespace loupe::interp
