// Inlining (translator.h): a call to a small method whose code neither
// writes objects, nor collects, nor calls, nor loops becomes the
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
// What a profiler sees is the interpreter's (the end of this file): a
// sampler or GetCallTrace can never stop a thread inside inlined code, so
// no sample lands where the callee's frame would be missing; while a
// profiler wants METHOD_ENTRY/EXIT an inlined call leaves at the call, and
// the interpreter makes it with its events.
#include <xbyak/xbyak.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "interp/jit_support.h"
#include "interp/quick_bytecodes.h"
#include "interp/stack_map.h"
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

}  // namespace

bool Translator::plan_inline(const Method* callee, InlinePlan* plan) {
  if (!inlining_allowed_) return false;  // a profiler sees every call (the end of this file)
  if (callee->is_native() || callee->is_synchronized() || !callee->handlers.empty() ||
      callee->bytecode.empty() || callee->bytecode.size() > kMaxInlinedBytes ||
      !callee->prepared.load(std::memory_order_acquire) || callee->interp_code == nullptr) {
    return false;
  }
  // The code read as the interpreter runs it: quickened ldc forms carry
  // their constants, resolved fields their offsets.
  const std::vector<uint8_t>& original = callee->bytecode;
  const uint8_t* code = callee->interp_code.get();
  const size_t n = original.size();
  std::vector<uint32_t>& starts = plan->starts;
  std::vector<uint8_t>& ops = plan->ops;
  bool branches = false;
  for (size_t bci = 0; bci < n;) {
    const size_t length = instruction_length(original.data(), n, bci);
    if (length == 0) return false;
    const uint8_t op = std::atomic_ref<const uint8_t>(code[bci]).load(std::memory_order_acquire);
    if (is_switch(op)) return false;
    if (const int64_t target = branch_target(code + bci, static_cast<uint32_t>(bci)); target >= 0) {
      if (target <= static_cast<int64_t>(bci) || target >= static_cast<int64_t>(n)) return false;  // no loops
      branches = true;
    }
    starts.push_back(static_cast<uint32_t>(bci));
    ops.push_back(op);
    bci += length;
  }
  const interp::StackMaps* maps = callee->stack_maps.get();
  if (branches && maps == nullptr) return false;
  plan->block = block_starts(*callee, starts);
  const std::vector<bool>& block = plan->block;
  // A throw path, a block that ends in athrow (`throw outOfBounds(i)`),
  // is not compiled: reaching it leaves at the call, as a failure does.
  std::vector<bool>& throws = plan->throws;
  throws.assign(starts.size(), false);
  for (size_t k = 0; k < starts.size(); ++k) {
    if (ops[k] != op_athrow) continue;
    // Back to the branch target or the branch it follows (bci 0 starts a
    // block).
    size_t first = k;
    while (!block[starts[first]] && branch_target(code + starts[first - 1], starts[first - 1]) < 0) --first;
    if (first == 0) return false;  // it always throws
    for (size_t j = first; j <= k; ++j) throws[j] = true;
  }
  bool& may_fail = plan->may_fail;
  may_fail = !callee->is_static();  // a null receiver
  bool writes_statics = false;
  for (size_t k = 0; k < starts.size(); ++k) {
    const uint8_t op = ops[k];
    writes_statics |= !throws[k] && (op == interp::q_putstatic_1 || op == interp::q_putstatic_2);
    if (throws[k]) {
      may_fail = true;
    } else if (is_return(op) || branch_target(code + starts[k], starts[k]) >= 0) {
    } else if (reads_or_fails(op)) {
      may_fail = true;
    } else if (!is_pure(op, code + starts[k])) {
      return false;
    }
    if (op == op_ldc2_w) {
      const CpTag tag = callee->holder->constant_pool[read_u2(code + starts[k] + 1)].tag;
      if (tag != CpTag::kLong && tag != CpTag::kDouble) return false;
    }
  }

  // Leaving at the call would make the interpreter write the static again.
  if (may_fail && writes_statics) return false;
  plan->callee = callee;
  return true;
}

bool Translator::inline_call(const Method* callee, uint32_t call_bci) {
  InlinePlan plan;
  if (!plan_inline(callee, &plan)) return false;
  emit_inline(plan, call_bci, false);
  return true;
}

void Translator::emit_inline(const InlinePlan& plan, uint32_t call_bci, bool receiver_checked) {
  const Method* callee = plan.callee;
  const uint8_t* code = callee->interp_code.get();
  const size_t n = callee->bytecode.size();
  const std::vector<uint32_t>& starts = plan.starts;
  const std::vector<uint8_t>& ops = plan.ops;
  const std::vector<bool>& block = plan.block;
  const std::vector<bool>& throws = plan.throws;
  const bool may_fail = plan.may_fail;
  const bool has_receiver = !callee->is_static();
  const interp::StackMaps* maps = callee->stack_maps.get();
  guard_inlined_call(call_bci);  // the arguments still on the caller's stack
  // The way back to the call: every value in its slot, the arguments
  // among them, so that the interpreter finds the call as it was.
  Xbyak::Label* to_call = nullptr;
  if (may_fail) {
    flush();
    to_call = &exit_stub(call_bci);
    if (has_receiver && !receiver_checked) {
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
  ++inlined_calls_;
  if (starts.size() == 1 && type == BasicType::kVoid) return;  // `return` alone: nothing to run
  flush();
  const int32_t size = (8 * (callee->max_locals + callee->max_stack) + 15) & ~15;
  sub(rsp, size);
  for (size_t k = 0; k < args.size(); ++k) {
    if (args[k].value.kind != Kind::kUpper) write_value(qword[rsp + static_cast<int32_t>(8 * k)], args[k], 8);
  }
  std::vector<Value> caller_stack = std::move(stack_);
  const FrameRegisters caller_frame = frame_;
  frame_ = FrameRegisters{rsp, 8 * callee->max_locals, rsp};
  stack_.clear();
  Method* const caller = method_;
  method_ = const_cast<Method*>(callee);  // its constant pool, for the templates
  std::vector<Xbyak::Label> callee_labels(n + 1);
  labels_.swap(callee_labels);  // the branches' targets are the callee's
  // Where the callee's templates would exit: the C stack frame goes, then
  // the caller leaves at the call.
  Xbyak::Label failed, returned;
  failing_ = may_fail ? &failed : nullptr;

  // Every return leaves its result in rax or xmm0: nothing else is live
  // there (a return drops the rest of the callee's stack, and the caller's
  // values are in their slots).
  const bool in_xmm = type == BasicType::kFloat || type == BasicType::kDouble;
  const bool wide = type == BasicType::kLong || type == BasicType::kDouble;
  bool falls_in = true;
  for (size_t k = 0; k < starts.size(); ++k) {
    const uint32_t bci = starts[k];
    const uint8_t op = ops[k];
    if (block[bci]) {
      const uint16_t depth_here = maps != nullptr ? maps->stack_depth(bci) : 0;
      if (depth_here == interp::StackMaps::kNoInstruction) {  // unreachable: no code
        falls_in = false;
        continue;
      }
      if (falls_in) flush();
      L(labels_[bci]);
      reset_stack(depth_here);
    } else if (!falls_in) {
      continue;  // after a return or goto, and no branch comes here
    }
    if (throws[k]) {
      if (block[bci] || !throws[k - 1]) jmp(failed, T_NEAR);  // where the path starts
      falls_in = false;
      continue;
    }
    make_room();
    if (is_return(op)) {
      if (type != BasicType::kVoid) {
        Popped result = wide ? take_wide() : take();
        if (in_xmm) {
          load_into(xmm0, result, type == BasicType::kFloat);
        } else {
          load_into(rax, result);
        }
      }
      if (k + 1 < starts.size()) jmp(returned, T_NEAR);
      falls_in = false;
      continue;
    }
    if (!emit_value_instruction(op, code + bci, bci) && !emit_object_instruction(op, code + bci, bci)) {
      throw std::runtime_error("an instruction of an inlined method has no template");
    }
    falls_in = falls_through(op);
  }
  L(returned);
  add(rsp, size);
  labels_.swap(callee_labels);
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
  if (type == BasicType::kVoid) return;
  if (in_xmm) {
    push_xmm(xmm0, type == BasicType::kFloat);
  } else {
    push_gpr(rax, wide);
  }
}

// A virtual call whose resolved method is small enough: the receiver's
// vtable entry compared with it, and inlined if it is the one; otherwise
// the call through the vtable. Both ways end with the result in its slot.
bool Translator::inline_virtual_call(const Method* resolved, int32_t vtable_index, uint32_t bci, uint32_t next_bci) {
  InlinePlan plan;
  if (resolved == nullptr || resolved->is_abstract() || !plan_inline(resolved, &plan)) return false;
  const int arg_slots = resolved->arg_slots;
  const int result_slots = depth_at(next_bci) - (depth() - arg_slots);
  flush();
  Xbyak::Label other, done;
  mov(rax, slot_at(depth() - arg_slots));
  test(rax, rax);
  jz(exit_stub(bci), T_NEAR);  // the interpreter throws NullPointerException
  mov(rax, qword[rax]);        // the receiver's class
  mov(rax, qword[rax + offsets_.vtable_base]);
  mov(rax, qword[rax + 8 * vtable_index]);
  mov(r11, reinterpret_cast<uint64_t>(resolved));
  cmp(rax, r11);
  jne(other, T_NEAR);
  const std::vector<Value> before = stack_;
  emit_inline(plan, bci, true);
  const int results_at = depth() - result_slots;
  for (int i = results_at; i < depth(); ++i) {  // as the call leaves it: in memory
    store_value(stack_[static_cast<size_t>(i)], i);
    stack_[static_cast<size_t>(i)] = Value{};
  }
  jmp(done, T_NEAR);
  L(other);  // rax: the receiver's method
  stack_ = before;
  call_method(bci, arg_slots, next_bci, result_slots);
  L(done);
  return true;
}

// ---- JVMPI and inlining ----
//
// Inlining stays on while profiler agents are loaded, and profiles stay
// the interpreter's:
//  - Samples and GetCallTrace. A thread is stopped for another thread
//    (SuspendThread, a world stopped for a dump or a collection) only at
//    a poll or while it is outside Java (blocked, in a helper that changes
//    its state, in native code), and GetCallTrace of itself is asked from
//    an event's callback. Inlined code has no poll (no backward branch),
//    calls nothing, posts nothing; so no thread is ever stopped or
//    sampled inside it, and every trace is one the interpreter could show.
//  - Method events. Not inlined while METHOD_ENTRY, ENTRY2 or EXIT is
//    wanted when the method compiles; enabled later, each inlined call
//    tests the events' flag first (guard_inlined_call) and leaves for the
//    interpreter *at the call*, which then makes it with its events. The
//    inlined body cannot stop, so one test covers it whole, nested calls
//    included.
//  - Instructions and bytecode counting. Code compiled while INSTRUCTION_START
//    is wanted is never entered; counting code (block_sampling.h) does not
//    inline, since the callee's runs would go uncharged and a sample
//    there would name the caller. An inlined call in running code leaves
//    at the call, as a real call's return does (translator.cpp,
//    call_method), once the code may no longer run.
bool Translator::inlining_allowed_now(bool counting) {
  return !counting && !jvmpi::enabled(jvmpi::kMethodHooks) &&
         interp::compiled::code_allowed(false).load(std::memory_order_relaxed);
}

// The test before an inlined call (or an intrinsic: Math.sqrt is a native
// method with its events), in code compiled while an agent is loaded:
// agents are opened before the JIT compiles anything (bootstrap.cpp), so
// no code without the test ever runs while one is. Called with the call's
// arguments on the stack, where the interpreter finds them. Inside an
// inlined body (frame_ on the C stack) the outermost call's test covers
// it.
void Translator::guard_inlined_call(uint32_t call_bci) {
  if (!guard_inlined_calls_ || frame_.slots != r14) return;
  Xbyak::Label& at_call = exit_stub(call_bci);
  mov(r11, reinterpret_cast<uint64_t>(&jvmpi::g_event_enabled[jvmpi::kMethodHooks]));
  cmp(byte[r11], 0);
  jne(at_call, T_NEAR);
  mov(r11, reinterpret_cast<uint64_t>(&interp::compiled::code_allowed(counting_)));
  cmp(byte[r11], 0);
  je(at_call, T_NEAR);
}

}  // namespace loupe::jit
