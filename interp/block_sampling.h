// Deterministic bytecode sampling (the Komorium idea, inside the VM): while
// a profiler wants BYTECODE_SAMPLE, each thread counts down the bytecodes
// it executes and posts a sample when the count reaches zero.
//
// The count is charged at transfers of control, not per instruction: at a
// method's entry, at every branch (taken or not), switch and exception
// handler, the thread subtracts the length of the *run* that starts at the
// target: the instructions from there up to and including the next one
// that ends a basic block (branch, switch, return, throw). Blocks that fall
// into each other without a branch make one run, so every instruction that
// executes is charged exactly once. A call does not end a run: the code
// after it was charged with the code before it.
//
// The charging happens in twins of the branch handlers that the dispatch
// tables point at only while sampling is on (interpreter.cpp), and behind
// one flag test per method entry, exception handler and return from an
// entry frame: no extra dispatch per block, and nothing but those flag
// tests while sampling is off.
//
// A run is charged whole when it starts; an exception that leaves it early
// leaves the rest charged (as in the paper). When a thread leaves its
// outermost Java frame (as when it ends), it posts the bytecodes since its
// last sample (marked `last`), so that a thread that ends loses none.
#pragma once

#include <atomic>
#include <cstdint>

#include "interp/frame.h"
#include "interp/runtime_calls.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

// Whether threads charge their countdowns (set at a safepoint).
extern std::atomic<bool> g_charging_bytecodes;

inline bool charging_bytecodes() {
#if LOUPE_JVMPI_HOOKS
  return g_charging_bytecodes.load(std::memory_order_relaxed);
#else
  return false;
#endif
}

// By bci: the length of the run that starts there (valid at instruction
// starts). Made on a method's first charge and kept.
const uint16_t* make_run_lengths(vm::Method* method);

inline uint16_t run_length_at(vm::Method* method, const uint8_t* pc) {
  const uint16_t* lengths = method->profile.run_lengths.load(std::memory_order_acquire);
  if (lengths == nullptr) [[unlikely]] lengths = make_run_lengths(method);
  return lengths[pc - method->interp_code.get()];
}

// Charges the run that starts at pc to the thread's countdown, and posts a
// sample when it runs out (the frame's state saved first: the sample walks
// the stack). The dispatch loop calls this where a run starts: a method's
// entry, a branch's twin, an exception handler.
inline void charge_run(vm::Thread* thread, Frame* frame, const uint8_t* pc, vm::Slot* sp) {
  if ((thread->profiler.bytecode_countdown -= run_length_at(frame->method, pc)) <= 0) [[unlikely]] {
    frame->pc = pc;
    frame->sp = sp;
    report_bytecode_sample(thread);
  }
}

// Where the interpreter's dispatch tables get their charging handlers
// (dispatch_tables.cpp).
void set_charging_handlers(bool on);

}  // namespace loupe::interp
