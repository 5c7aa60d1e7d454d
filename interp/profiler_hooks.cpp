// The interpreter's side of JVMPI's METHOD_* and INSTRUCTION_START events:
// what the event says about the instruction or frame, read from the frame.
#include "interp/frame.h"
#include "interp/runtime_calls.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::interp {

using namespace vm;

void report_method_entry(Thread* thread, Frame* frame) {
  Method* method = frame->method;
  if (!jvmpi::enabled(JVMPI_EVENT_METHOD_ENTRY) && !jvmpi::enabled(JVMPI_EVENT_METHOD_ENTRY2)) return;
  Object* receiver = method->is_static() ? nullptr : frame->locals[0].ref;
  jvmpi::post_method_entry(thread, method, receiver);
}

void report_method_exit(Thread* thread, Method* method) {
  if (jvmpi::enabled(JVMPI_EVENT_METHOD_EXIT)) jvmpi::post_method_exit(thread, method);
}

namespace {

// Whether the conditional branch at pc will be taken, from the operands on
// the stack.
bool branch_taken(uint8_t op, const Slot* sp) {
  if (op >= op_ifeq && op <= op_ifle) {
    int32_t v = sp[-1].i;
    switch (op) {
      case op_ifeq: return v == 0;
      case op_ifne: return v != 0;
      case op_iflt: return v < 0;
      case op_ifge: return v >= 0;
      case op_ifgt: return v > 0;
      default: return v <= 0;
    }
  }
  if (op >= op_if_icmpeq && op <= op_if_icmple) {
    int32_t a = sp[-2].i, b = sp[-1].i;
    switch (op) {
      case op_if_icmpeq: return a == b;
      case op_if_icmpne: return a != b;
      case op_if_icmplt: return a < b;
      case op_if_icmpge: return a >= b;
      case op_if_icmpgt: return a > b;
      default: return a <= b;
    }
  }
  if (op == op_if_acmpeq) return sp[-2].ref == sp[-1].ref;
  if (op == op_if_acmpne) return sp[-2].ref != sp[-1].ref;
  if (op == op_ifnull) return sp[-1].ref == nullptr;
  return sp[-1].ref != nullptr;  // ifnonnull
}

}  // namespace

void report_instruction_start(Thread* thread, Frame* frame, const uint8_t* pc, const Slot* sp) {
  Method* method = frame->method;
  const uint8_t* code = method->interp_code.get();
  auto bci = static_cast<int32_t>(pc - code);
  jvmpi::InstructionDetail detail;
  uint8_t op = *pc;
  if (flow_of(op) == FlowKind::kConditional) {
    detail.a = branch_taken(op, sp) ? 1 : 0;  // if_info.is_true
  } else if (is_switch(op)) {
    const SwitchOperands operands(code, static_cast<size_t>(bci));
    int32_t key = sp[-1].i;
    if (operands.is_table()) {
      detail = {key, read_s4(operands.words() + 4), read_s4(operands.words() + 8)};  // key, low, high
    } else {
      auto pairs = static_cast<int32_t>(operands.case_count());
      int32_t chosen = pairs;  // the default
      for (int32_t i = 0; i < pairs; ++i) {
        if (operands.key(i) == key) {
          chosen = i;
          break;
        }
      }
      detail = {chosen, pairs, 0};
    }
  }
  jvmpi::post_instruction_start(thread, method, bci, detail);
}

// A thread's first charge arms its countdown (the agent's granularity is
// known only then): the countdown starts at one interval, less that first
// run, and posts at once if the run alone used it up (interval 1: every
// run its own sample). Later ones post the bytecodes counted since the
// last sample. The next countdown carries the overshoot, so that samples
// average exactly one per interval.
void report_bytecode_sample(Thread* thread) {
  auto& p = thread->profiler;
  if (!p.sampling_armed) {
    p.sampling_armed = true;
    int64_t first = jvmpi::next_sample_interval(thread);
    p.bytecode_countdown += first;
    p.sampling_base += first;
    if (p.bytecode_countdown > 0) return;
  }
  auto count = static_cast<uint64_t>(p.sampling_base - p.bytecode_countdown);
  p.bytecode_countdown += jvmpi::next_sample_interval(thread);
  p.sampling_base = p.bytecode_countdown;
  if (jvmpi::enabled(JVMPI_EVENT_BYTECODE_SAMPLE)) jvmpi::post_bytecode_sample(thread, count, false);
}

// So that a thread that ends loses no bytecodes to a sample it never
// reached (the Komorium paper's agents lost them, its §7.2). The countdown
// goes on as it was: the regular samples stay where they were.
void report_bytecode_remainder(Thread* thread) {
  auto& p = thread->profiler;
  if (!p.sampling_armed || p.sampling_base == p.bytecode_countdown) return;
  auto count = static_cast<uint64_t>(p.sampling_base - p.bytecode_countdown);
  p.sampling_base = p.bytecode_countdown;
  if (jvmpi::enabled(JVMPI_EVENT_BYTECODE_SAMPLE)) jvmpi::post_bytecode_sample(thread, count, true);
}

}  // namespace loupe::interp
