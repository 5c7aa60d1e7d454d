// Inlining (translator.h): a call to a small method whose code neither
// writes memory, nor collects, nor calls, nor branches becomes the
// callee's own templates in the caller's code: `static double entry(int
// i, int j) { ... }` of arithmetic, a getter `int length() { return
// value.length; }`, an empty constructor. Its locals and operand stack
// live on the C stack for the while.
//
// Nothing can stop inside the inlined code (no safepoint, no call, no
// exit of its own), so no stack walker, collector or interpreter ever
// needs its frame. Where the callee's code could fail (a null receiver or
// field, an index out of bounds, a division by zero), the inlined code
// instead leaves for the interpreter *at the call*, with the arguments on
// the caller's stack as they were: since the callee has changed nothing
// the rest of the program can see, the interpreter makes the call afresh,
// and the exception comes from a real frame, with its stack trace.
//
// What a profiler would see is another matter: METHOD_ENTRY/EXIT and
// GetCallTrace samples would miss the callee. So nothing is inlined while
// any JVMPI agent is loaded (agents are loaded at startup only), and
// profiles stay exactly those of the interpreter.
#include <xbyak/xbyak.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "interp/quick_bytecodes.h"
#include "jit/translator.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using Kind = Value::Kind;

namespace {

constexpr size_t kMaxInlinedBytes = 48;

// Instructions that cannot throw, collect, call, branch or leave (the
// divisions throw; frem and drem have no template).
bool is_pure(uint8_t op, const uint8_t* at) {
  if (op >= op_aconst_null && op <= op_sipush) return true;
  if (op >= op_iload && op <= op_aload_3) return true;
  if (op >= op_istore && op <= op_astore_3) return true;
  if (op >= op_pop && op <= op_swap) return true;
  if (op >= op_iadd && op <= op_lxor) {
    return op != op_idiv && op != op_ldiv && op != op_irem && op != op_lrem && op != op_frem && op != op_drem;
  }
  if (op >= op_iinc && op <= op_dcmpg) return true;
  if (op == op_wide) return at[1] != op_ret;
  // Constants, and primitive statics once resolved (their class is
  // initialised; a reference store would need the collector's barrier).
  return op == interp::q_ldc_value || op == interp::q_ldc_w_value || op == op_ldc2_w || op == interp::q_getstatic_1 ||
         op == interp::q_getstatic_2 || op == interp::q_putstatic_1 || op == interp::q_putstatic_2;
}

// Instructions that only read, but may fail: their templates' exits
// become the inlined code's one way out, back to the call.
bool reads_or_fails(uint8_t op) {
  switch (op) {
    case op_idiv: case op_ldiv: case op_irem: case op_lrem:
    case op_iaload: case op_laload: case op_faload: case op_daload: case op_aaload:
    case op_baload: case op_caload: case op_saload: case op_arraylength:
    case interp::q_getfield_b: case interp::q_getfield_c: case interp::q_getfield_s:
    case interp::q_getfield_i: case interp::q_getfield_j: case interp::q_getfield_a:
      return true;
    default:
      return false;
  }
}

bool is_return(uint8_t op) { return op >= op_ireturn && op <= op_return_; }

}  // namespace

bool Translator::inline_call(const Method* callee, uint32_t call_bci) {
  if (jvmpi::any_agent_loaded()) return false;  // they see every call (above)
  if (callee->is_native() || callee->is_synchronized() || !callee->handlers.empty() ||
      callee->bytecode.empty() || callee->bytecode.size() > kMaxInlinedBytes ||
      !callee->prepared.load(std::memory_order_acquire) || callee->interp_code == nullptr) {
    return false;
  }
  // The code read as the interpreter runs it: quickened ldc forms carry
  // their constants, resolved fields their offsets. Straight-line, ending
  // with its one return.
  const std::vector<uint8_t>& original = callee->bytecode;
  const uint8_t* code = callee->interp_code.get();
  const size_t n = original.size();
  std::vector<std::pair<uint32_t, uint8_t>> instructions;  // bci, op
  const bool has_receiver = !callee->is_static();
  bool may_fail = has_receiver;  // a null receiver
  for (size_t bci = 0; bci < n;) {
    const size_t length = instruction_length(original.data(), n, bci);
    if (length == 0) return false;
    const uint8_t op = std::atomic_ref<const uint8_t>(code[bci]).load(std::memory_order_acquire);
    const bool last = bci + length == n;
    if (last) {
      if (!is_return(op)) return false;
    } else if (reads_or_fails(op)) {
      may_fail = true;
    } else if (!is_pure(op, code + bci)) {
      return false;
    }
    if (op == op_ldc2_w) {
      const CpTag tag = callee->holder->constant_pool[read_u2(code + bci + 1)].tag;
      if (tag != CpTag::kLong && tag != CpTag::kDouble) return false;
    }
    instructions.push_back({static_cast<uint32_t>(bci), op});
    bci += length;
  }

  // The way back to the call: every value in its slot, the arguments
  // among them, so that the interpreter finds the call as it was.
  Xbyak::Label* to_call = nullptr;
  if (may_fail) {
    flush();
    to_call = &exit_stub(call_bci);
    if (has_receiver) {
      cmp(slot_at(depth() - callee->arg_slots), 0);
      je(*to_call, T_NEAR);  // the interpreter throws NullPointerException
    }
  }
  // The arguments become the callee's first locals, in a frame on the C
  // stack; the caller's other values go to their slots, so that every
  // register is the callee's.
  std::vector<Popped> args(callee->arg_slots);
  for (int k = callee->arg_slots - 1; k >= 0; --k) args[static_cast<size_t>(k)] = take();
  const BasicType type = callee->return_type;
  if (instructions.size() == 1 && type == BasicType::kVoid) return true;  // `return` alone: nothing to run
  flush();
  const int32_t size = (8 * (callee->max_locals + callee->max_stack) + 15) & ~15;
  sub(rsp, size);
  for (size_t k = 0; k < args.size(); ++k) {
    if (args[k].value.kind != Kind::kUpper) write_value(qword[rsp + static_cast<int32_t>(8 * k)], args[k], 8);
  }
  // Where the callee's templates would exit: the C stack frame goes, then
  // the caller leaves at the call.
  Xbyak::Label failed;
  failing_ = may_fail ? &failed : nullptr;
  std::vector<Value> caller_stack = std::move(stack_);
  const FrameRegisters caller_frame = frame_;
  frame_ = FrameRegisters{rsp, 8 * callee->max_locals, rsp};
  stack_.clear();
  Method* const caller = method_;
  method_ = const_cast<Method*>(callee);  // its constant pool, for the templates

  const bool in_xmm = type == BasicType::kFloat || type == BasicType::kDouble;
  const bool wide = type == BasicType::kLong || type == BasicType::kDouble;
  Xbyak::Reg64 result_gpr;
  Xbyak::Xmm result_xmm;
  for (auto [bci, op] : instructions) {
    make_room();
    const uint8_t* at = code + bci;
    if (is_return(op)) {
      if (type == BasicType::kVoid) break;
      Popped result = wide ? take_wide() : take();
      // In a register: the callee's locals and slots are about to go.
      if (in_xmm) {
        result_xmm = xmm(result, type == BasicType::kFloat);
      } else {
        result_gpr = gpr(result);
      }
      break;
    }
    if (!emit_value_instruction(op, at, bci) && !emit_object_instruction(op, at, bci)) {
      throw std::runtime_error("an instruction of an inlined method has no template");
    }
  }
  add(rsp, size);
  method_ = caller;
  frame_ = caller_frame;
  stack_ = std::move(caller_stack);
  if (failing_ != nullptr) {
    failing_ = nullptr;
    Xbyak::Label done;
    jmp(done, T_NEAR);
    L(failed);
    add(rsp, size);
    jmp(*to_call, T_NEAR);
    L(done);
  }
  if (type == BasicType::kVoid) return true;
  if (in_xmm) {
    push_xmm(result_xmm, type == BasicType::kFloat);
  } else {
    push_gpr(result_gpr, wide);
  }
  return true;
}

}  // namespace loupe::jit
