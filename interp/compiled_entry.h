// How the interpreter enters compiled code (jit/jit.h), for interp::run.
//
// At a call and at a loop's back-edge the interpreter counts towards
// compiling the current method and, when compiled code exists and may run,
// jumps into it at the current instruction. Compiled code runs on the same
// frame and returns where the interpreter carries on (docs/jit.md).
#pragma once

#include <atomic>
#include <cstdint>

#include "interp/dispatch_tables.h"
#include "interp/frame.h"
#include "jit/jit.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

enum class CompiledRun : uint8_t {
  kNotRun,  // no compiled code, or none may run now, or no entry at pc
  kLeft,    // it ran and left: carry on at pc and sp (after a poll: it may
            // have left because a safepoint was asked for)
  kThrew,   // it ran and left an exception pending (the state is saved)
};

// Runs the frame's compiled code from pc if there is some; counting a
// call or back-edge towards compiling it first (with the state saved:
// compiling announces the code to profilers). Always inline: pc and sp
// stay in the dispatch loop's registers.
[[gnu::always_inline]] inline CompiledRun run_compiled_code(vm::Thread* thread, Frame* frame, const uint8_t*& pc,
                                                            vm::Slot*& sp, vm::Slot* locals) {
  vm::Method* method = frame->method;
  jit::Code code = jit::compiled_code(method);
  if (code == nullptr && jit::still_counting(method)) {
    frame->pc = pc;
    frame->sp = sp;
    code = jit::count_towards_compiling(method);
  }
  if (code == nullptr || !dispatch::g_compiled_code_allowed.load(std::memory_order_relaxed)) return CompiledRun::kNotRun;
  const void* entry = jit::entry_at(method, static_cast<uint32_t>(pc - method->interp_code.get()));
  if (entry == nullptr) return CompiledRun::kNotRun;
  jit::Exit exit = code(thread, frame, sp, locals, entry);
  pc = exit.pc;
  sp = exit.sp;
  if (thread->pending_exception != nullptr) [[unlikely]] {
    frame->pc = pc;
    frame->sp = sp;
    return CompiledRun::kThrew;
  }
  return CompiledRun::kLeft;
}

}  // namespace loupe::interp
