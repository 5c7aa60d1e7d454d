// Inlining (translator.h): a call to a small method whose code cannot
// stop (no safepoint, no allocation, no call that is not itself inlined,
// no loop) becomes the callee's own templates in the caller's code:
// `static double entry(int i, int j) { ... }` of arithmetic, a getter
// `int length() { return value.length; }`, a setter, a constructor that
// stores its fields, `compareTo(Object)` calling `compareTo(Integer)`
// calling `Integer.compare`. The callee's locals and operand stack live
// on the C stack for the while; the callees it calls in turn are inlined
// into it the same way, within a depth and a size budget.
//
// Nothing can stop inside the inlined code, so no stack walker,
// collector or interpreter ever needs its frames. Where the callee's code
// could fail (a null object, an index out of bounds, a division by zero,
// a failed cast), the inlined code instead leaves for the interpreter *at
// the outermost call*, with the arguments on the caller's stack as they
// were. That is right only if the callee has changed nothing the rest of
// the program can see by then, so a callee that stores (a field, a
// static, an array element) is inlined only if no failure can come after
// its first store. Then the interpreter makes the call afresh, and the
// exception comes from a real frame, with its stack trace.
//
// Some objects are known not to be null: `this` (checked at the call), a
// local a branch tested against null, a local an earlier access used,
// each until the local is written. A field access or a call on such an
// object (the value an aload pushed, with only plain pushes after it in
// the same block) needs no null check, so `this.x = x; this.y = y;` and
// `if (p != null) { head = p.link; p.link = null; }` cannot fail after
// their first store.
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
#include "vm/runtime/loader.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using Kind = Value::Kind;

namespace {

constexpr size_t kMaxInlinedBytes = 48;   // one callee
constexpr int kMaxTreeBytes = 160;         // a callee and everything inlined into it
constexpr int kMaxDepth = 4;               // calls inlined within an inlined call

// Instructions that cannot throw, collect, call, branch, leave or store
// (the divisions throw; frem and drem have no template).
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
  // Constants, statics once resolved (their class is initialised), and
  // instanceof (its slow path is a helper that neither collects nor
  // throws).
  return op == interp::q_ldc_value || op == interp::q_ldc_w_value || op == op_ldc2_w || op == interp::q_getstatic_1 ||
         op == interp::q_getstatic_2 || op == interp::q_instanceof;
}

// Instructions that only read, but may fail: their templates' exits
// become the inlined code's one way out, back to the call.
bool reads_or_fails(uint8_t op) {
  switch (op) {
    case op_idiv: case op_ldiv: case op_irem: case op_lrem:
    case op_iaload: case op_laload: case op_faload: case op_daload: case op_aaload:
    case op_baload: case op_caload: case op_saload: case op_arraylength:
    case interp::q_checkcast:
      return true;
    default:
      return false;
  }
}

bool is_getfield(uint8_t op) { return op >= interp::q_getfield_b && op <= interp::q_getfield_a; }
bool is_putfield(uint8_t op) { return op >= interp::q_putfield_b && op <= interp::q_putfield_a; }
bool is_putstatic(uint8_t op) { return op >= interp::q_putstatic_1 && op <= interp::q_putstatic_narrow; }
// aastore is left out: its element check may need the helper that throws.
bool is_primitive_array_store(uint8_t op) { return op >= op_iastore && op <= op_sastore && op != op_aastore; }
// Templates whose code calls C++ (a write barrier, a subtype test, fmod),
// which may use any caller-saved register.
bool calls_out(uint8_t op) {
  return op == interp::q_checkcast || op == interp::q_instanceof || op == interp::q_putfield_a ||
         op == interp::q_putstatic_a || op == op_frem || op == op_drem;
}

bool is_direct_call(uint8_t op) {
  return op == interp::q_invokestatic || op == interp::q_invokespecial || op == interp::q_invokevirtual_direct;
}

// Slots an instruction pushes that reads no operand and cannot fail: a
// local or a constant; 0 for any other.
int plain_push_slots(uint8_t op) {
  if (op == op_lconst_0 || op == op_lconst_1 || op == op_dconst_0 || op == op_dconst_1 || op == op_ldc2_w) return 2;
  if ((op >= op_lload && op <= op_dload) || (op >= op_lload_0 && op <= op_dload_3)) {
    return (op == op_lload || op == op_dload || (op >= op_lload_0 && op <= op_lload_3) ||
            (op >= op_dload_0 && op <= op_dload_3)) ? 2 : 1;
  }
  if (op >= op_aconst_null && op <= op_sipush) return 1;
  if (op >= op_iload && op <= op_aload_3) return 1;
  if (op == interp::q_ldc_value || op == interp::q_ldc_w_value) return 1;
  return 0;
}

// The local an aload pushes (aload, aload_<n>, wide aload), or -1.
int loaded_reference(uint8_t op, const uint8_t* at) {
  if (op >= op_aload_0 && op <= op_aload_3) return op - op_aload_0;
  if (op == op_aload) return at[1];
  if (op == op_wide && at[1] == op_aload) return read_u2(at + 2);
  return -1;
}

// The local whose value is `slots` slots below the top of the stack as
// instruction k finds it, if an aload pushed it with only plain pushes
// after it and no branch target in between (another path could bring
// another value); -1 otherwise.
int local_below(const uint8_t* code, const std::vector<uint32_t>& starts, const std::vector<uint8_t>& ops,
                const std::vector<bool>& block, size_t k, int slots) {
  size_t j = k;
  for (;;) {
    if (block[starts[j]] || j == 0) return -1;
    const uint8_t before = ops[--j];
    if (slots == 0) return loaded_reference(before, code + starts[j]);
    const int pushed = plain_push_slots(before);
    if (pushed == 0 || pushed > slots) return -1;
    slots -= pushed;
  }
}

// The locals an instruction writes, as a mask (a long or double takes
// two; a local beyond the mask's 64 is never known non-null anyway).
uint64_t locals_written(uint8_t op, const uint8_t* at) {
  auto mask = [](uint32_t index, bool wide) -> uint64_t {
    const uint64_t bits = wide ? 3 : 1;
    return index < 64 ? bits << index : 0;
  };
  if (op >= op_istore_0 && op <= op_astore_3) {
    const uint32_t index = (op - op_istore_0) % 4;
    const bool wide = (op >= op_lstore_0 && op <= op_lstore_3) || (op >= op_dstore_0 && op <= op_dstore_3);
    return mask(index, wide);
  }
  if (op >= op_istore && op <= op_astore) return mask(at[1], op == op_lstore || op == op_dstore);
  if (op == op_iinc) return mask(at[1], false);
  if (op == op_wide && (at[1] == op_iinc || (at[1] >= op_istore && at[1] <= op_astore))) {
    return mask(read_u2(at + 2), at[1] == op_lstore || at[1] == op_dstore);
  }
  return 0;
}

}  // namespace

// The callee a direct call at instruction k of `plan`'s method names, as
// the invoke template finds it; an intrinsic needs no plan of its own.
bool Translator::plan_nested_call(const InlinePlan& plan, size_t k, InlineBudget* budget,
                                  std::unique_ptr<InlinePlan>* nested) {
  const uint8_t op = plan.ops[k];
  const Method* target = direct_callee(plan.callee, op, plan.callee->interp_code.get() + plan.starts[k]);
  if (target == nullptr) return false;
  if (op == interp::q_invokestatic && (is_square_root(target) || bit_cast_of(target) != BitCast::kNone)) return true;
  if (budget->depth >= kMaxDepth) return false;
  auto inner = std::make_unique<InlinePlan>();
  ++budget->depth;
  const bool planned = plan_inline(target, inner.get(), budget);
  --budget->depth;
  if (!planned) return false;
  // Its receiver, checked at its call unless it is this callee's `this`.
  inner->may_fail = inner->fails_inside || (!target->is_static() && !plan.object_not_null[k]);
  *nested = std::move(inner);
  return true;
}

bool Translator::plan_inline(const Method* callee, InlinePlan* plan, InlineBudget* budget) {
  // A method traced by -Xtrace:bytecodes runs only in the interpreter.
  if (callee->is_native() || callee->is_synchronized() || !callee->handlers.empty() || callee->trace_bytecodes ||
      callee->bytecode.empty() || callee->bytecode.size() > kMaxInlinedBytes ||
      !callee->prepared.load(std::memory_order_acquire) || callee->interp_code == nullptr) {
    return false;
  }
  budget->bytes_left -= static_cast<int>(callee->bytecode.size());
  if (budget->bytes_left < 0) return false;
  plan->callee = callee;
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
  // Which field accesses and calls work on an object known not to be
  // null: a local read by aload just before (the object is below the
  // value a putfield stores, below a call's other arguments) that holds
  // `this` (checked at the call), or that a branch tested against null,
  // or that an earlier access used, and that nothing wrote since. Every
  // branch goes forward, so one pass in code order sees every way into
  // an instruction before the instruction.
  plan->object_not_null.assign(starts.size(), false);
  plan->nested.resize(starts.size());
  std::vector<uint64_t> non_null(starts.size(), ~uint64_t{0});  // by instruction: the locals known not null
  non_null[0] = callee->is_static() ? 0 : 1;
  std::vector<int> index_of(n, -1);
  for (size_t k = 0; k < starts.size(); ++k) index_of[starts[k]] = static_cast<int>(k);
  for (size_t k = 0; k < starts.size(); ++k) {
    const uint8_t op = ops[k];
    const uint8_t* at = code + starts[k];
    uint64_t known = non_null[k] == ~uint64_t{0} ? 0 : non_null[k];  // unreachable: nothing known
    int above = -1;
    if (is_getfield(op)) above = 0;
    if (is_putfield(op)) above = op == interp::q_putfield_j ? 2 : 1;
    if (op == interp::q_invokespecial || op == interp::q_invokevirtual_direct) {
      if (const Method* target = direct_callee(callee, op, at)) above = target->arg_slots - 1;
    }
    if (above >= 0) {
      const int local = local_below(code, starts, ops, block, k, above);
      if (local >= 0 && local < 64) {
        plan->object_not_null[k] = (known >> local & 1) != 0;
        known |= uint64_t{1} << local;  // past the access, it was not null
      }
    }
    known &= ~locals_written(op, at);
    uint64_t taken = known, fall = known;
    if ((op == op_ifnull || op == op_ifnonnull) && k > 0 && !block[starts[k]]) {
      const int local = loaded_reference(ops[k - 1], code + starts[k - 1]);
      if (local >= 0 && local < 64) (op == op_ifnonnull ? taken : fall) |= uint64_t{1} << local;
    }
    if (const int64_t target = branch_target(at, starts[k]); target >= 0 && index_of[target] >= 0) {
      non_null[index_of[target]] &= taken;
    }
    if (k + 1 < starts.size() && falls_through(op)) non_null[k + 1] &= fall;
  }

  // In code order (every branch goes forward, so whatever runs before an
  // instruction comes before it): no failure once something is stored.
  bool stored = false;
  for (size_t k = 0; k < starts.size(); ++k) {
    const uint8_t op = ops[k];
    bool fails = false, stores = false;
    if (throws[k]) {
      fails = true;
    } else if (is_return(op) || branch_target(code + starts[k], starts[k]) >= 0) {
    } else if (is_direct_call(op)) {
      if (!plan_nested_call(*plan, k, budget, &plan->nested[k])) return false;
      if (const InlinePlan* inner = plan->nested[k].get()) {
        fails = inner->may_fail;
        stores = inner->writes;
        plan->calls_out |= inner->calls_out;
      }
    } else if (is_getfield(op)) {
      fails = !plan->object_not_null[k];
    } else if (is_putfield(op) || is_putstatic(op) || is_primitive_array_store(op)) {
      stores = true;
      fails = is_primitive_array_store(op) || (is_putfield(op) && !plan->object_not_null[k]);
    } else if (reads_or_fails(op)) {
      fails = true;
    } else if (!is_pure(op, code + starts[k])) {
      return false;
    }
    plan->calls_out |= calls_out(op);
    if (op == op_ldc2_w) {
      const CpTag tag = callee->holder->constant_pool[read_u2(code + starts[k] + 1)].tag;
      if (tag != CpTag::kLong && tag != CpTag::kDouble) return false;
    }
    // Leaving at the call would make the interpreter store again.
    if (fails && stored) return false;
    stored |= stores;
    plan->fails_inside |= fails;
  }
  plan->writes = stored;
  plan->may_fail = plan->fails_inside || !callee->is_static();  // a null receiver
  return true;
}

bool Translator::inline_call(const Method* callee, uint32_t call_bci) {
  if (inlining_ != nullptr) {
    // Inside an inlined callee: its plan already planned this call, and
    // a call that cannot be inlined there cannot be made at all.
    const InlinePlan* inner = inlining_->nested[inlining_index_].get();
    if (inner == nullptr || inner->callee != callee) throw std::runtime_error("an inlined call was not planned");
    emit_inline(*inner, call_bci, object_not_null_);
    return true;
  }
  if (!inlining_allowed_) return false;  // a profiler sees every call (the end of this file)
  InlinePlan plan;
  InlineBudget budget{0, kMaxTreeBytes};
  if (!plan_inline(callee, &plan, &budget)) return false;
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
  const bool has_receiver = !callee->is_static();
  const bool may_fail = plan.fails_inside || (has_receiver && !receiver_checked);
  const interp::StackMaps* maps = callee->stack_maps.get();
  note([&] {
    return "inlined " + callee->qualified_name() + " (depth " + std::to_string(inline_depth_ + 1) + ") {";
  });
  guard_inlined_call(call_bci);  // the arguments still on the caller's stack
  // The way back to the call: every value in its slot, the arguments
  // among them, so that the interpreter finds the call as it was. Within
  // an inlined callee, exit_stub is that callee's way back (the
  // outermost call's).
  Xbyak::Label* to_call = nullptr;
  const uint32_t caller_homes[2] = {home_gprs_, home_xmms_};  // keep_caller_values adds to them
  if (may_fail) {
    if (inlining_ != nullptr && failing_ == nullptr) throw std::runtime_error("an inlined call may fail unplanned");
    keep_caller_values(plan, true);
    to_call = &exit_stub(call_bci);
    if (has_receiver && !receiver_checked) {
      cmp(slot_at(depth() - callee->arg_slots), 0);
      je(*to_call, T_NEAR);  // the interpreter throws NullPointerException
    }
  }
  // The arguments become the callee's first locals, in a frame on the C
  // stack; the caller's other values stay where they are, out of the
  // callee's registers (keep_caller_values).
  if (!may_fail) keep_caller_values(plan, false);
  std::vector<Popped> args(callee->arg_slots);
  for (int k = callee->arg_slots - 1; k >= 0; --k) args[static_cast<size_t>(k)] = take();
  const BasicType type = callee->return_type;
  ++inlined_calls_;
  if (starts.size() == 1 && type == BasicType::kVoid) {  // `return` alone: nothing to run
    home_gprs_ = caller_homes[0];
    home_xmms_ = caller_homes[1];
    note([] { return std::string("} (an empty body)"); }, true);
    return;
  }
  const int32_t size = (8 * (callee->max_locals + callee->max_stack) + 15) & ~15;
  sub(rsp, size);
  const FrameRegisters caller_frame = frame_;
  // A caller that is itself inlined has its frame on the C stack too:
  // its slots and locals are `size` bytes further from rsp now.
  if (caller_frame.slots == rsp) frame_.slots_disp += size;
  if (caller_frame.locals == rsp) frame_.locals_disp += size;
  for (size_t k = 0; k < args.size(); ++k) {
    if (args[k].value.kind != Kind::kUpper) write_value(qword[rsp + static_cast<int32_t>(8 * k)], args[k], 8);
  }
  std::vector<Value> caller_stack = std::move(stack_);
  frame_ = FrameRegisters{rsp, 8 * callee->max_locals, rsp, 0};
  stack_.clear();
  Method* const caller = method_;
  method_ = const_cast<Method*>(callee);  // its constant pool, for the templates
  std::vector<Xbyak::Label> callee_labels(n + 1);
  labels_.swap(callee_labels);  // the branches' targets are the callee's
  const InlinePlan* const caller_plan = inlining_;
  const size_t caller_index = inlining_index_;
  const bool caller_not_null = object_not_null_;
  Xbyak::Label* const caller_failing = failing_;
  inlining_ = &plan;
  ++inline_depth_;
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
    inlining_index_ = k;
    object_not_null_ = plan.object_not_null[k];
    if (!emit_value_instruction(op, code + bci, bci) && !emit_object_instruction(op, code + bci, bci)) {
      throw std::runtime_error("an instruction of an inlined method has no template");
    }
    object_not_null_ = false;
    falls_in = falls_through(op);
  }
  L(returned);
  add(rsp, size);
  --inline_depth_;
  labels_.swap(callee_labels);
  method_ = caller;
  frame_ = caller_frame;
  stack_ = std::move(caller_stack);
  inlining_ = caller_plan;
  inlining_index_ = caller_index;
  object_not_null_ = caller_not_null;
  failing_ = caller_failing;
  home_gprs_ = caller_homes[0];
  home_xmms_ = caller_homes[1];
  if (may_fail) {
    Xbyak::Label done;
    jmp(done, T_NEAR);
    L(failed);
    note([&] {
      return "inlined code failed: drop its frame on the C stack, leave at the call, " + bci_text(call_bci) +
             ", for the interpreter to make it";
    });
    add(rsp, size);
    jmp(*to_call, T_NEAR);
    L(done);
  }
  note([] { return std::string("}"); }, true);
  if (type == BasicType::kVoid) return;
  if (in_xmm) {
    push_xmm(xmm0, type == BasicType::kFloat);
  } else {
    push_gpr(rax, wide);
  }
}

// The receiver class the interpreter saw last at a virtual or interface
// call (vm::CpCacheEntry::receiver_profile), if compiled code may name
// it: a class that is never unloaded, or one of the compiled method's own
// loader, which lives as long as the code. (A class of another loader
// could be unloaded while this code lives, and another class allocated
// at its address would then pass the guard.)
const Class* Translator::profiled_receiver(const CpCacheEntry& e) const {
  const Class* seen = e.receiver_profile.load(std::memory_order_relaxed);
  if (seen == nullptr) return nullptr;
  const ClassLoader* loader = seen->loader;
  if (loader != nullptr && loader->unloadable() && loader != root_method_->holder->loader) return nullptr;
  return seen;
}

// A virtual call: the method the receiver's class last seen here would
// run (its profile), and the resolved method, each inlined behind a
// compare of the receiver's vtable entry with it when small enough; the
// call through the vtable otherwise. Comparing the vtable entry, not the
// class, makes every subclass that inherits the method take the inlined
// way, and keeps the guard right whatever classes are loaded later. Every
// way ends with the result in its slot.
bool Translator::inline_virtual_call(const CpCacheEntry& e, uint32_t bci, uint32_t next_bci) {
  if (inlining_ != nullptr) throw std::runtime_error("a virtual call inside an inlined callee was not planned");
  if (!inlining_allowed_) return false;
  const auto* resolved = static_cast<const Method*>(e.resolved.load(std::memory_order_relaxed));
  const int32_t vtable_index = static_cast<int32_t>(e.quick_index);
  std::vector<const Method*> candidates;
  const Class* seen = profiled_receiver(e);
  if (seen != nullptr) candidates.push_back(seen->vtable[static_cast<size_t>(vtable_index)]);
  if (resolved != nullptr && !resolved->is_abstract() && (candidates.empty() || candidates[0] != resolved)) {
    candidates.push_back(resolved);
  }
  std::vector<InlinePlan> plans;
  for (const Method* candidate : candidates) {
    InlinePlan plan;
    InlineBudget budget{0, kMaxTreeBytes};
    if (candidate != nullptr && plan_inline(candidate, &plan, &budget)) plans.push_back(std::move(plan));
  }
  if (plans.empty()) return false;
  const int arg_slots = e.quick_arg_slots;
  const int result_slots = depth_at(next_bci) - (depth() - arg_slots);
  flush();
  Xbyak::Label done;
  mov(rax, slot_at(depth() - arg_slots));
  test(rax, rax);
  jz(exit_stub(bci), T_NEAR);  // the interpreter throws NullPointerException
  mov(rax, qword[rax]);        // the receiver's class
  mov(rax, qword[rax + offsets_.vtable_base]);
  mov(rax, qword[rax + 8 * vtable_index]);
  const std::vector<Value> before = stack_;
  for (const InlinePlan& plan : plans) {
    Xbyak::Label other;
    note([&] {
      const bool profiled = seen != nullptr && plan.callee == candidates[0];
      return "guard (vtable entry): the receiver's class runs " + plan.callee->qualified_name() + " here (" +
             (profiled ? "what " + seen->external_name() + ", the class last seen here, runs" : "the resolved method") +
             "), else the next way";
    });
    name_method(plan.callee);
    mov(r11, reinterpret_cast<uint64_t>(plan.callee));
    cmp(rax, r11);
    jne(other, T_NEAR);
    emit_inline(plan, bci, true);
    results_to_slots(result_slots);
    jmp(done, T_NEAR);
    L(other);  // rax: the receiver's method
    stack_ = before;
  }
  note([] { return std::string("not inlined for this receiver: the call through its vtable"); });
  call_method(bci, arg_slots, next_bci, result_slots);
  L(done);
  return true;
}

// An interface call whose receiver class last seen here (its profile)
// has a small target: that class compared with the receiver's, and the
// target inlined if it is the one. Emits nothing and returns false
// otherwise. On true the caller emits the call for every other class
// (the inline caches) and then binds `done`.
bool Translator::inline_interface_call(const CpCacheEntry& e, uint32_t bci, uint32_t next_bci, Xbyak::Label& done) {
  if (inlining_ != nullptr) throw std::runtime_error("an interface call inside an inlined callee was not planned");
  if (!inlining_allowed_) return false;
  const Class* seen = profiled_receiver(e);
  Method* target = nullptr;
  if (seen == nullptr || seen->imt == nullptr || !seen->imt->lookup(e.quick_index, &target) || target == nullptr) {
    return false;
  }
  InlinePlan plan;
  InlineBudget budget{0, kMaxTreeBytes};
  if (!plan_inline(target, &plan, &budget)) return false;
  const int arg_slots = e.quick_arg_slots;
  const int result_slots = depth_at(next_bci) - (depth() - arg_slots);
  flush();
  Xbyak::Label other;
  mov(rax, slot_at(depth() - arg_slots));
  test(rax, rax);
  jz(exit_stub(bci), T_NEAR);  // the interpreter throws NullPointerException
  note([&] {
    return "guard (profiled class): the receiver's class is " + seen->external_name() +
           ", the class last seen here, else the inline caches";
  });
  name_class(seen);
  mov(r11, reinterpret_cast<uint64_t>(static_cast<const gc::TypeLayout*>(seen)));
  cmp(qword[rax], r11);        // the receiver's class
  jne(other, T_NEAR);
  const std::vector<Value> before = stack_;
  emit_inline(plan, bci, true);
  results_to_slots(result_slots);
  jmp(done, T_NEAR);
  L(other);
  stack_ = before;
  return true;
}

// After an inlined call that shares its end with a real one: the results
// where the call leaves them, in memory.
void Translator::results_to_slots(int result_slots) {
  for (int i = depth() - result_slots; i < depth(); ++i) {
    store_value(stack_[static_cast<size_t>(i)], i);
    stack_[static_cast<size_t>(i)] = Value{};
  }
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
  note([] {
    return std::string("guard (agent loaded): no method events wanted and compiled code allowed, "
                       "else leave at the call");
  });
  mov(r11, reinterpret_cast<uint64_t>(&jvmpi::g_event_enabled[jvmpi::kMethodHooks]));
  cmp(byte[r11], 0);
  jne(at_call, T_NEAR);
  mov(r11, reinterpret_cast<uint64_t>(&interp::compiled::code_allowed(counting_)));
  cmp(byte[r11], 0);
  je(at_call, T_NEAR);
}

}  // namespace loupe::jit
