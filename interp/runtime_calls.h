// The interpreter's slow paths: resolution and quickening, allocation when
// the TLAB is exhausted, throwing, native calls. Every function here may
// collect or throw, so the interpreter saves the frame's pc and sp before
// calling one (the "save state before anything that can GC" rule).
#pragma once

#include <cstdint>
#include <string>

#include "interp/frame.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

enum class SlowPath {
  kQuickened,   // the instruction was rewritten: dispatch it again
  kExecute,     // resolved but not quickened (its class is still initialising): run it the slow way
  kException,   // an exception is pending
};

// Field instructions. *field is set for kExecute.
SlowPath resolve_field_instruction(vm::Thread* thread, Frame* frame, uint8_t* pc, vm::Field** field);
// Invokes. *method is the method to run for kExecute (invokestatic during
// initialisation); the receiver-dependent selection is the caller's job.
SlowPath resolve_invoke_instruction(vm::Thread* thread, Frame* frame, uint8_t* pc, vm::Method** method);
// new, anewarray, checkcast, instanceof, ldc, ldc_w, ldc2_w, multianewarray.
SlowPath resolve_class_instruction(vm::Thread* thread, Frame* frame, uint8_t* pc, vm::Class** klass);
SlowPath resolve_ldc(vm::Thread* thread, Frame* frame, uint8_t* pc);
SlowPath link_invokedynamic(vm::Thread* thread, Frame* frame, uint8_t* pc);

// The method a virtual/interface call runs for the receiver, or null with
// AbstractMethodError/IncompatibleClassChangeError pending.
vm::Method* select_interface_target(vm::Thread* thread, vm::Object* receiver, vm::Method* resolved);

// Allocation slow paths (they may collect); null with an exception pending.
vm::Object* allocate_instance_slow(vm::Thread* thread, vm::Class* klass);
vm::ArrayObject* allocate_array_slow(vm::Thread* thread, vm::Class* array_class, int32_t length);
vm::Object* multianewarray(vm::Thread* thread, vm::Class* array_class, const vm::Slot* dims, int count);

// Exceptions at the current instruction of `frame`.
void throw_null_pointer(vm::Thread* thread, Frame* frame);
void throw_array_index(vm::Thread* thread, int32_t index, int32_t length);
void throw_arithmetic(vm::Thread* thread);
void throw_class_cast(vm::Thread* thread, vm::Object* obj, vm::Class* target);
void throw_array_store(vm::Thread* thread, vm::Object* value);

// Runs a native method whose arguments are at `args` (the caller's operand
// stack); its frame is pushed on top of `caller`. Returns the result; on
// exception it is pending and the result is zero.
vm::Slot call_native(vm::Thread* thread, Frame* caller, vm::Method* method, vm::Slot* args);

// JVMPI's interpreter events (profiler_hooks.cpp), called only when an
// agent wants them; the frame's state is saved. METHOD_ENTRY/ENTRY2 for the
// frame just entered, METHOD_EXIT for a method leaving (normally or by an
// exception), INSTRUCTION_START for the instruction at pc.
void report_method_entry(vm::Thread* thread, Frame* frame);
void report_method_exit(vm::Thread* thread, vm::Method* method);
void report_instruction_start(vm::Thread* thread, Frame* frame, const uint8_t* pc, const vm::Slot* sp);
// BYTECODE_SAMPLE: the thread's countdown ran out (the frame's state is saved).
void report_bytecode_sample(vm::Thread* thread);
// BYTECODE_SAMPLE: the thread leaves its outermost Java frame; the
// bytecodes since its last sample go out with this frame on top.
void report_bytecode_remainder(vm::Thread* thread);

// Checks and maps a method before its first run (VerifyError if it is bad).
bool ensure_prepared(vm::Thread* thread, vm::Method* method);

// The handler for the pending exception at `bci`, or -1. May resolve catch
// types (and so collect or replace the pending exception).
int32_t find_exception_handler(vm::Thread* thread, vm::Method* method, uint32_t bci);

// The helpful NullPointerException message (JEP 358) for the instruction at bci.
std::string null_pointer_message(const vm::Method* method, uint32_t bci);

}  // namespace loupe::interp
