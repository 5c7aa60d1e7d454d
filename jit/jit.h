// The baseline JIT's public face (docs/jit.md). A method's code is
// translated, one template per bytecode, into x86-64 that works on the
// interpreter's own frame: locals and operand stack stay where the
// interpreter keeps them. Compiled code runs the instructions it has
// templates for and, at any other (a call, a return, an allocation, a
// field store, a throw...), leaves to the interpreter at that instruction,
// which carries on from there and comes back into compiled code at the
// next loop back-edge or call. So compiled code never collects, throws or
// blocks, and the stack walkers, the collectors and JVMPI see only
// interpreter frames in the states they know.
#pragma once

#include <cstdint>

#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::jit {

// Where compiled code left off: the instruction the interpreter runs next
// and the operand stack's top (returned in rax:rdx).
struct Exit {
  const uint8_t* pc;
  vm::Slot* sp;
};

// Compiled code entered at `entry` (an address from entry_at) with the
// frame's state.
using Code = Exit (*)(vm::Thread* thread, void* frame, vm::Slot* sp, vm::Slot* locals, const void* entry);

struct Settings {
  bool enabled = true;          // -Xint turns the JIT off
  uint32_t threshold = 1000;    // calls plus back-edges before a method is compiled (-Xcomp: 1)
  bool verbose = false;         // -verbose:jit
};

void configure(const Settings& settings);
const Settings& settings();

// Compiles a prepared method, once. False when it is not compiled
// (-verbose:jit says why), or while another thread is compiling it.
bool compile(vm::Method* method);

// The counting and compiling behind count_and_compile (compiler.cpp).
Code count_towards_compiling(vm::Method* method);

// Counts a call or a back-edge of an interpreted method, compiling it
// when it passes the threshold. Returns the method's code, or null. Inline:
// the interpreter asks at every call and back-edge, and once a method is
// compiled (or could not be) the answer is one or two loads.
inline Code count_and_compile(vm::Method* method) {
  if (void* code = method->jit_code.load(std::memory_order_acquire)) return reinterpret_cast<Code>(code);
  if (method->jit_tried.load(std::memory_order_relaxed)) return nullptr;
  return count_towards_compiling(method);
}

// The address at which compiled code starts the instruction at bci, or null
// when the method is not compiled.
inline const void* entry_at(const vm::Method* method, uint32_t bci) {
  const void* const* entries = method->jit_entries.load(std::memory_order_acquire);
  return entries != nullptr ? entries[bci] : nullptr;
}

}  // namespace loupe::jit
