// The bytecode interpreter: one loop over all frames of a thread, with
// threaded dispatch (GCC's computed goto: each handler jumps straight to the
// next one, which predicts better than one shared switch).
//
// Registers: pc (current instruction), sp (first free operand-stack slot),
// locals, cp (the current class's constant-pool cache) and frame. Java calls
// do not recurse in C++: a call pushes a frame and carries on in this loop;
// a return pops it. Only frames entered from C++ (entry frames) return from
// run().
//
// The one rule that keeps precise garbage collection working: before
// anything that can collect, throw or block, store pc and sp into the frame
// (SAVE_STATE), leaving the instruction's operands on the stack, and after
// it reread every object from the stack or locals, never from a C++ local.
//
// How to read it: this file has the loop's registers, its vocabulary (the
// macros below), the way into a method (invoke), out of it (the returns)
// and out of it by an exception; the handlers of the instructions, grouped
// as the JVM specification groups them, are in interp/handlers/ and
// included in the middle. What profilers add (charging twins of the
// branches, the counting, INSTRUCTION_START and -Xtrace:bytecodes entries)
// lives in the dispatch tables (dispatch_tables.h), beside the plain path,
// which never tests for it.
#include <atomic>
#include <cstring>
#include <mutex>

#include "interp/block_sampling.h"
#include "interp/compiled_entry.h"
#include "interp/dispatch_tables.h"
#include "interp/float_arith.h"
#include "interp/frame.h"
#include "interp/handler_support.h"
#include "interp/interp_internal.h"
#include "interp/jit_support.h"
#include "interp/quick_bytecodes.h"
#include "interp/runtime_calls.h"
#include "interp/tracing.h"
#include "jit/jit.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"
#include "vm/indy/call_site.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

namespace loupe::interp {

using namespace vm;
using dispatch::g_handlers;

Slot run(Thread* thread, Frame* entry, bool resume) {
  // First call only: the dispatch tables learn this function's labels.
  if (!dispatch::installed()) [[unlikely]] {
    dispatch::HandlerLabels labels{};
    for (void*& handler : labels.plain) handler = &&op_unknown;
#define LOUPE_BYTECODE(name, opcode, ...) labels.plain[opcode] = &&op_##name;
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
#define LOUPE_QUICK_BYTECODE(name, standard) labels.plain[name] = &&name;
#include "interp/quick_bytecodes.def"
#undef LOUPE_QUICK_BYTECODE
#define CHARGING(name) labels.charging[op_##name] = &&charged_##name;
    CHARGING(ifeq) CHARGING(ifne) CHARGING(iflt) CHARGING(ifge) CHARGING(ifgt) CHARGING(ifle)
    CHARGING(if_icmpeq) CHARGING(if_icmpne) CHARGING(if_icmplt) CHARGING(if_icmpge) CHARGING(if_icmpgt)
    CHARGING(if_icmple) CHARGING(if_acmpeq) CHARGING(if_acmpne) CHARGING(ifnull) CHARGING(ifnonnull)
    CHARGING(goto_) CHARGING(goto_w) CHARGING(tableswitch) CHARGING(lookupswitch)
#undef CHARGING
    labels.count_bytecode = &&count_bytecode;
    labels.instruction_start = &&instruction_start;
    labels.trace_instruction = &&trace_instruction;
    dispatch::install(labels);
  }

  // ---- the registers -----------------------------------------------------
  gc::Heap* const heap = the_vm().heap.get();
  const bool counting = the_vm().options.statistics;
  // Compiled code runs instructions uncounted: none under -Xstats.
  const bool jit_on = jit::settings().enabled && !counting;
  void* const* const dispatch = counting ? dispatch::g_counting_dispatch : dispatch::g_dispatch;
  uint64_t* const bytecode_counts = thread->statistics.bytecodes.data();
  Frame* frame = entry;
  const uint8_t* pc = frame->pc;
  Slot* sp = frame->sp;
  Slot* locals = frame->locals;
  CpCacheEntry* cp = frame->method->holder->constant_pool.data();
  Method* callee = nullptr;

  // ---- the vocabulary ----------------------------------------------------
#define DISPATCH() goto* dispatch[*pc]
// After a slow path rewrote the instruction into its quick form: straight
// to the new handler. The instruction was counted (-Xstats) and reported
// (INSTRUCTION_START) on the way in.
#define REDISPATCH() goto* g_handlers[*pc]
#define NEXT(n)  \
  do {           \
    pc += (n);   \
    DISPATCH();  \
  } while (0)
#define SAVE_STATE() \
  do {               \
    frame->pc = pc;  \
    frame->sp = sp;  \
  } while (0)
#define THROW(call)         \
  do {                      \
    SAVE_STATE();           \
    call;                   \
    goto handle_exception;  \
  } while (0)
  // Safepoint poll: one load and a rarely taken branch.
#define POLL()                                                              \
  do {                                                                      \
    if (thread->poll_word.load(std::memory_order_relaxed) != 0) [[unlikely]] { \
      SAVE_STATE();                                                         \
      threads::poll(thread);                                                \
    }                                                                       \
  } while (0)
// The JIT at a call or a loop back-edge (compiled_entry.h).
#define TRY_COMPILED()                                              \
  do {                                                              \
    switch (run_compiled_code(thread, frame, pc, sp, locals)) {     \
      case CompiledRun::kNotRun: break;                             \
      case CompiledRun::kLeft: POLL(); break;                       \
      case CompiledRun::kThrew: goto handle_exception;              \
    }                                                               \
  } while (0)
#define BRANCH(offset)            \
  do {                            \
    int32_t off_ = (offset);      \
    pc += off_;                   \
    if (off_ <= 0) {              \
      POLL();                     \
      if (jit_on) TRY_COMPILED(); \
    }                             \
    DISPATCH();                   \
  } while (0)
// The branches' charging twins (block_sampling.h): the run at the target
// is charged to the thread's countdown.
#define CHARGED_BRANCH(offset)       \
  do {                               \
    int32_t off_ = (offset);         \
    pc += off_;                      \
    charge_run(thread, frame, pc, sp); \
    if (off_ <= 0) {                 \
      POLL();                        \
      if (jit_on) TRY_COMPILED();    \
    }                                \
    DISPATCH();                      \
  } while (0)
#define CHARGED_NEXT(n)                \
  do {                                 \
    pc += (n);                         \
    charge_run(thread, frame, pc, sp); \
    DISPATCH();                        \
  } while (0)
#define NULL_CHECK(obj) \
  if ((obj) == nullptr) [[unlikely]] THROW(throw_null_pointer(thread, frame))
#define CP_INDEX() read_u2(pc + 1)
#define LOAD_FRAME_REGISTERS()                             \
  do {                                                     \
    locals = frame->locals;                                \
    cp = frame->method->holder->constant_pool.data();      \
  } while (0)

  // ---- start -------------------------------------------------------------
  if (resume) {  // compiled code left this frame at pc (jit_support.h)
    if (thread->pending_exception != nullptr) goto handle_exception;
    POLL();
    DISPATCH();
  }
  if (charging_bytecodes()) [[unlikely]] charge_run(thread, frame, pc, sp);  // the method's first run
  if (jit_on) TRY_COMPILED();
  DISPATCH();

  // ---- calls: every invoke instruction ends here, with its callee --------
invoke: {
  // The arguments on top of the caller's stack become the callee's first locals.
  Slot* args = sp - callee->arg_slots;
  frame->pc = pc;
  frame->sp = args;
  if (callee->is_native()) goto invoke_native;
  if (!callee->prepared.load(std::memory_order_acquire)) [[unlikely]] {
    if (!ensure_prepared(thread, callee)) goto handle_exception;  // checked on its first call
  }
  if (callee->is_abstract()) [[unlikely]] {
    THROW(throw_new(thread, "java/lang/AbstractMethodError", callee->qualified_name()));
  }
  Frame* callee_frame = push_frame(thread, frame, callee, args, 0);
  if (callee_frame == nullptr) [[unlikely]] THROW(throw_stack_overflow(thread));
  frame = callee_frame;
  pc = frame->pc;
  sp = frame->sp;
  LOAD_FRAME_REGISTERS();
  // On entry: what profilers want (one byte tested each while off), a
  // synchronized method's lock, a poll, and compiled code if there is some.
  if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] {
    SAVE_STATE();
    report_method_entry(thread, frame);
  }
  if (charging_bytecodes()) [[unlikely]] charge_run(thread, frame, pc, sp);  // the callee's first run
  if (callee->is_synchronized()) {
    frame->lock = callee->is_static() ? callee->holder->mirror : locals[0].ref;
    SAVE_STATE();
    monitor_enter(thread, frame->lock);
  }
  POLL();
  if (jit_on) TRY_COMPILED();
  DISPATCH();
}
invoke_native: {
  // Native methods run in C++ on the caller's frame (runtime_calls.h).
  Slot* args = frame->sp;
  Slot result = call_native(thread, frame, callee, args);
  if (thread->pending_exception != nullptr) goto handle_exception;
  args[0] = result;
  sp = args + slot_count(callee->return_type);
  NEXT(invoke_length(*pc));
}

  // ---- returns ---------------------------------------------------------
  {
    Slot result;
    int result_slots;
op_ireturn:
op_freturn:
op_areturn:
    result = sp[-1];
    result_slots = 1;
    goto do_return;
op_lreturn:
op_dreturn:
    result = sp[-2];
    result_slots = 2;
    goto do_return;
op_return_:
    result.bits = 0;
    result_slots = 0;
  do_return:
    if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] {
      // The callback may collect: the result is reread from the stack.
      SAVE_STATE();
      report_method_exit(thread, frame->method);
      if (result_slots > 0) result = sp[-result_slots];
    }
    if (frame->lock != nullptr) {
      SAVE_STATE();
      if (!monitor_exit(thread, frame->lock)) {
        frame->lock = nullptr;
        goto handle_exception;
      }
    }
    if (frame->is_entry()) {
      if (charging_bytecodes() && leaves_java(thread, frame)) [[unlikely]] {
        SAVE_STATE();
        report_bytecode_remainder(thread);  // leaving Java (block_sampling.h)
        if (result_slots > 0) result = sp[-result_slots];
      }
      thread->top_frame = frame->caller;
      return result;
    }
    Slot* destination = frame->locals;
    frame = frame->caller;
    thread->top_frame = frame;
    destination[0] = result;
    sp = destination + result_slots;
    pc = frame->pc + invoke_length(*frame->pc);
    LOAD_FRAME_REGISTERS();
    POLL();
    DISPATCH();
  }

  // ---- exceptions -------------------------------------------------------
  // The thrower saved the frame's state; the exception is pending.
handle_exception : {
  Method* method = frame->method;
  uint32_t bci = static_cast<uint32_t>(frame->pc - method->interp_code.get());
  int32_t handler = find_exception_handler(thread, method, bci);
  if (handler >= 0) {
    sp = frame->stack_base();
    (sp++)->ref = thread->pending_exception;
    thread->pending_exception = nullptr;
    pc = method->interp_code.get() + handler;
    LOAD_FRAME_REGISTERS();
    if (charging_bytecodes()) [[unlikely]] charge_run(thread, frame, pc, sp);  // the handler's run
    if (jit_on) TRY_COMPILED();  // a compiled method catches in its code
    DISPATCH();
  }
  if (jvmpi::enabled(jvmpi::kMethodHooks)) [[unlikely]] report_method_exit(thread, frame->method);  // exceptional exit
  if (frame->lock != nullptr) {
    Object* exception = thread->pending_exception;
    thread->pending_exception = nullptr;
    monitor_exit(thread, frame->lock);
    if (thread->pending_exception == nullptr) thread->pending_exception = exception;
  }
  if (frame->is_entry()) {
    if (charging_bytecodes() && leaves_java(thread, frame)) [[unlikely]] report_bytecode_remainder(thread);
    thread->top_frame = frame->caller;
    return Slot{};
  }
  frame = frame->caller;
  thread->top_frame = frame;
  goto handle_exception;
}

  // ---- the instructions (interp/handlers/) -------------------------------
#include "interp/handlers/constants_and_locals.inc"
#include "interp/handlers/arrays_and_stack.inc"
#include "interp/handlers/arithmetic.inc"
#include "interp/handlers/branches.inc"
#include "interp/handlers/fields.inc"
#include "interp/handlers/objects.inc"
#include "interp/handlers/calls.inc"

  // ---- what no instruction is, and the profilers' entries ----------------
op_unknown:
  THROW(throw_new(thread, "java/lang/InternalError", "unknown bytecode " + std::to_string(*pc)));

  // -Xstats only: the counting table sends every instruction here first.
count_bytecode:
  ++bytecode_counts[*pc];
  goto* g_handlers[*pc];

  // JVMPI INSTRUCTION_START only: the instrumented table sends every
  // instruction here first.
instruction_start:
  SAVE_STATE();
  if (frame->method->trace_bytecodes) [[unlikely]] tracing::trace_instruction(thread, frame, pc, sp);
  report_instruction_start(thread, frame, pc, sp);
  if (counting) ++bytecode_counts[*pc];
  goto* g_handlers[*pc];

  // -Xtrace:bytecodes only: the tracing table sends every instruction here
  // first; the methods it names are printed (tracing.h).
trace_instruction:
  if (frame->method->trace_bytecodes) tracing::trace_instruction(thread, frame, pc, sp);
  if (counting) ++bytecode_counts[*pc];
  goto* g_handlers[*pc];

#undef DISPATCH
#undef REDISPATCH
#undef NEXT
#undef SAVE_STATE
#undef THROW
#undef POLL
#undef BRANCH
#undef TRY_COMPILED
#undef CHARGED_BRANCH
#undef CHARGED_NEXT
#undef NULL_CHECK
#undef CP_INDEX
#undef LOAD_FRAME_REGISTERS
}

}  // namespace loupe::interp
