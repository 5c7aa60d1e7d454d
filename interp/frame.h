// The layout of a Java frame on a thread's Java stack.
//
//   locals[0 .. max_locals)  | Frame | operand stack[0 .. max_stack)
//   ^ arguments arrive here    ^ this struct
//
// A caller's outgoing arguments, on top of its operand stack, become the
// callee's first locals in place: no copying on calls. Frames link to their
// callers; the thread points at the innermost one. While a frame is not the
// one executing, `pc` and `sp` say where it stopped, which is all the stack
// walker (GC roots, stack traces, profilers) needs.
#pragma once

#include <cstdint>

#include "vm/runtime/class.h"

namespace loupe::interp {

struct Frame {
  enum Flags : uint32_t {
    kEntryFrame = 1,   // called from C++: returning from it leaves the interpreter
    kNativeFrame = 2,  // a native method's frame: locals are its arguments
    // Called by compiled code, which waits on the C stack: returning from
    // it returns into that code (docs/jit.md). Only compiled code runs such
    // a frame; if it leaves for the interpreter, the frame becomes an
    // entry frame with kResumedCompiledCall instead, and the interpreter,
    // called from compiled code, returns from it back to that code.
    kCompiledCall = 4,
    kResumedCompiledCall = 8,
  };

  vm::Method* method;
  const uint8_t* pc;  // the current instruction (in method->interp_code)
  vm::Slot* locals;
  vm::Slot* sp;       // first free operand-stack slot
  Frame* caller;
  vm::Object* lock;   // the monitor a synchronized method holds (a GC root)
  uint32_t flags;
  uint32_t padding;

  vm::Slot* stack_base() { return reinterpret_cast<vm::Slot*>(this + 1); }
  bool is_entry() const { return flags & kEntryFrame; }
  bool is_native() const { return flags & kNativeFrame; }
  uint32_t bci() const {
    return is_native() ? 0 : static_cast<uint32_t>(pc - method->interp_code.get());
  }
};
static_assert(sizeof(Frame) % sizeof(vm::Slot) == 0);

inline constexpr size_t kFrameSlots = sizeof(Frame) / sizeof(vm::Slot);

}  // namespace loupe::interp
