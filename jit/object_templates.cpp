// The templates on objects (translator.h): array and field access, statics,
// constants from the pool, allocation, casts and invokes. Their fast paths
// run inline; their slow paths (allocation, subtype tests, barriers,
// calls) are the interpreter's helpers (interp/jit_support.h), called with
// the stack in memory and the frame's pc and sp saved where a helper may
// collect.
#include <xbyak/xbyak.h>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "gc/gc.h"
#include "gc/object_model.h"
#include "interp/jit_support.h"
#include "interp/quick_bytecodes.h"
#include "jit/translator.h"
#include "vm/classfile/bytecodes.h"
#include "vm/indy/call_site.h"
#include "vm/runtime/globals.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using Kind = Value::Kind;
namespace helpers = interp::compiled;

namespace {

constexpr int32_t kElements = gc::ArrayObject::kElementsOffset;
constexpr int32_t kLength = gc::ArrayObject::kLengthOffset;

const Field* field_of(const CpCacheEntry& e) { return static_cast<const Field*>(e.resolved.load(std::memory_order_acquire)); }

// -Xjit:print: "static JitLabels.count" for a static field's slot.
std::string static_slot_name(const CpCacheEntry& e) {
  const Field* field = field_of(e);
  if (field == nullptr) return "a static field's slot";
  return "static " + field->holder->external_name() + "." + field->name->str();
}

bool is_type(const Field* f, BasicType t) { return f != nullptr && f->type == t; }

}  // namespace

// The constant-pool entry of an instruction (resolved, if quickened).
const CpCacheEntry& Translator::entry_of(const uint8_t* at) const {
  return method_->holder->constant_pool[read_u2(at + 1)];
}
// The resolved field offset of a quickened field instruction.
uint32_t Translator::quick_offset(const uint8_t* at) const { return entry_of(at).quick_index; }

Method* Translator::direct_callee(const Method* caller, uint8_t op, const uint8_t* at) {
  const CpCacheEntry& e = caller->holder->constant_pool[read_u2(at + 1)];
  return op == interp::q_invokespecial ? e.special_target.load(std::memory_order_relaxed)
                                       : static_cast<Method*>(e.resolved.load(std::memory_order_relaxed));
}

// Math.sqrt and StrictMath.sqrt (natives in the class library).
// Double.doubleToRawLongBits, longBitsToDouble, Float.floatToRawIntBits and
// intBitsToFloat: the same bits, moved between the register files (fdlibm's
// word arithmetic in StrictMath calls them several times per function).
Translator::BitCast Translator::bit_cast_of(const Method* m) {
  const std::string& name = m->name->str();
  if (name != "doubleToRawLongBits" && name != "longBitsToDouble" && name != "floatToRawIntBits" &&
      name != "intBitsToFloat") {
    return BitCast::kNone;
  }
  const std::string holder = m->holder->external_name();
  if (holder == "java.lang.Double") {
    if (name == "doubleToRawLongBits") return BitCast::kDoubleToLong;
    if (name == "longBitsToDouble") return BitCast::kLongToDouble;
  } else if (holder == "java.lang.Float") {
    if (name == "floatToRawIntBits") return BitCast::kFloatToInt;
    if (name == "intBitsToFloat") return BitCast::kIntToFloat;
  }
  return BitCast::kNone;
}

bool Translator::is_square_root(const Method* m) {
  if (m->name->str() != "sqrt" || m->descriptor->str() != "(D)D") return false;
  const std::string holder = m->holder->external_name();
  return holder == "java.lang.Math" || holder == "java.lang.StrictMath";
}

// An array element's null and bounds checks (to `fail`, where the
// interpreter runs the instruction again and throws): the array and the
// index (zero-extended) in registers.
std::pair<Xbyak::Reg64, Xbyak::Reg64> Translator::checked_element(const Popped& array, const Popped& index,
                                                                  Xbyak::Label& fail) {
  Xbyak::Reg64 a = gpr(array);
  test(a, a);
  jz(fail, T_NEAR);
  Xbyak::Reg64 i = index_register(index);
  cmp(i.cvt32(), dword[a + kLength]);
  jae(fail, T_NEAR);  // unsigned: a negative index is out too
  return {a, i};
}

// xaload, with its null and bounds checks (failing ones leave for the
// interpreter, which throws).
void Translator::array_load(uint8_t op, uint32_t bci) {
  Xbyak::Label& fail = exit_stub(bci);
  Popped index = take(), array = take();
  auto [a, i] = checked_element(array, index, fail);
  if (op == op_faload || op == op_daload) {
    Xbyak::Xmm x = new_xmm();
    if (op == op_faload) {
      movss(x, dword[a + i * 4 + kElements]);
    } else {
      movsd(x, qword[a + i * 8 + kElements]);
    }
    push_xmm(x, op == op_faload);
    return;
  }
  Xbyak::Reg64 r = new_gpr();
  if (op == op_iaload) mov(r.cvt32(), dword[a + i * 4 + kElements]);
  if (op == op_baload) movsx(r.cvt32(), byte[a + i + kElements]);
  if (op == op_caload) movzx(r.cvt32(), word[a + i * 2 + kElements]);
  if (op == op_saload) movsx(r.cvt32(), word[a + i * 2 + kElements]);
  if (op == op_aaload || op == op_laload) mov(r, qword[a + i * 8 + kElements]);
  push_gpr(r, op == op_laload);
}

// xastore. aastore's element type check and barrier are the interpreter's
// (a helper); the others store inline.
void Translator::array_store(uint8_t op, uint32_t bci) {
  const bool wide = op == op_lastore || op == op_dastore;
  if (op == op_aastore) flush();
  Xbyak::Label& fail = exit_stub(bci);
  Popped value = wide ? take_wide() : take();
  Popped index = take(), array = take();
  auto [a, i] = checked_element(array, index, fail);
  switch (op) {
    case op_aastore: {
      // Everything was flushed: a and i are the first registers of the
      // pool (rax, rcx), and the value comes from its slot.
      Xbyak::Label helper, stored;
      if (barrier_ == gc::BarrierKind::kNone || barrier_ == gc::BarrierKind::kOldToYoung) {
        // Inline when the type check is trivial: null, an Object[] (the
        // collections' backing arrays), or a value of exactly the element
        // class; with the generational barrier's test after the store
        // (its rare case is the helper's, which stores again).
        Class* object_class = the_vm().classes.object;
        const bool same_pointer = static_cast<const void*>(static_cast<gc::TypeLayout*>(object_class)) ==
                                  static_cast<const void*>(object_class);
        Xbyak::Label store;
        Xbyak::Reg64 v = new_gpr(), element = new_gpr();
        load_into(v, value);
        test(v, v);
        jz(store, T_NEAR);
        mov(element, qword[a]);  // the array's class
        mov(element, qword[element + offsets_.component]);
        name_class(object_class);
        mov(r11, reinterpret_cast<uint64_t>(object_class));
        cmp(element, r11);
        je(store, T_NEAR);
        if (same_pointer) {  // a Class is its own TypeLayout: compare with the value's header
          cmp(element, qword[v]);
          je(store, T_NEAR);
        }
        jmp(helper, T_NEAR);
        L(store);
        mov(qword[a + i * 8 + kElements], v);
        if (barrier_ == gc::BarrierKind::kOldToYoung) {
          test(v, v);
          jz(stored, T_NEAR);
          skip_unless_old_to_young(a, v, stored);
          jmp(helper, T_NEAR);
        } else {
          jmp(stored, T_NEAR);
        }
      }
      L(helper);
      mov(rdi, a);
      mov(esi, i.cvt32());
      load_into(rdx, value);
      call_helper(&helpers::store_reference_element);
      test(al, al);
      jz(fail, T_NEAR);  // the interpreter throws ArrayStoreException
      L(stored);
      return;
    }
    case op_iastore: case op_fastore: write_value(dword[a + i * 4 + kElements], value, 4); return;
    case op_lastore: case op_dastore: write_value(qword[a + i * 8 + kElements], value, 8); return;
    case op_castore: case op_sastore: {
      Xbyak::Reg64 v = gpr(value);
      mov(word[a + i * 2 + kElements], v.cvt16());
      return;
    }
    case op_bastore: {
      // boolean[] shares bastore with byte[]; a boolean keeps only bit 0.
      Xbyak::Label store;
      Xbyak::Reg64 v = owned_gpr(value);  // every exit is behind us
      mov(r11, reinterpret_cast<uint64_t>(static_cast<gc::TypeLayout*>(
                   the_vm().classes.primitive_array[static_cast<int>(BasicType::kBoolean)])));
      cmp(qword[a], r11);
      jne(store);
      and_(v.cvt32(), 1);
      L(store);
      mov(byte[a + i + kElements], v.cvt8());
      return;
    }
    default: return;
  }
}

// Field loads once the interpreter has resolved them (quickened). A float
// or double goes straight to an xmm register.
void Translator::get_field(uint8_t op, const uint8_t* at, uint32_t bci) {
  const uint32_t offset = quick_offset(at);
  const Field* field = field_of(entry_of(at));
  Xbyak::Label* fail = null_exit(bci);
  Popped object = take();
  Xbyak::Reg64 o = gpr(object);
  null_check(o, fail);
  if (op == interp::q_getfield_i && is_type(field, BasicType::kFloat)) {
    Xbyak::Xmm x = new_xmm();
    movss(x, dword[o + offset]);
    push_xmm(x, true);
    return;
  }
  if (op == interp::q_getfield_j && is_type(field, BasicType::kDouble)) {
    Xbyak::Xmm x = new_xmm();
    movsd(x, qword[o + offset]);
    push_xmm(x, false);
    return;
  }
  Xbyak::Reg64 r = new_gpr();
  if (op == interp::q_getfield_b) movsx(r.cvt32(), byte[o + offset]);
  if (op == interp::q_getfield_c) movzx(r.cvt32(), word[o + offset]);
  if (op == interp::q_getfield_s) movsx(r.cvt32(), word[o + offset]);
  if (op == interp::q_getfield_i) mov(r.cvt32(), dword[o + offset]);
  if (op == interp::q_getfield_j || op == interp::q_getfield_a) mov(r, qword[o + offset]);
  push_gpr(r, op == interp::q_getfield_j);
}

// Field stores once resolved. Primitive ones need no barrier; a reference
// store has the collector's: a plain store when there is none, else the
// heap's write_reference (a helper that does not collect). (Volatile
// fields have their own quick form: not here.)
void Translator::put_field(uint8_t op, const uint8_t* at, uint32_t bci) {
  const uint32_t offset = quick_offset(at);
  if (op == interp::q_putfield_a && barrier_ == gc::BarrierKind::kOldToYoung) {
    old_to_young_store(offset, bci);
    return;
  }
  if (op == interp::q_putfield_a && barrier_ == gc::BarrierKind::kReferenceCount) {
    counted_store(offset, bci);
    return;
  }
  if (op == interp::q_putfield_a && barrier_ != gc::BarrierKind::kNone) {
    // The helper's arguments come from the slots, so that no operand
    // register is overwritten by another's argument.
    flush();
    Xbyak::Label* fail = null_exit(bci);
    Popped value = take(), object = take();
    load_into(rdi, object);
    null_check(rdi, fail);
    lea(rsi, ptr[rdi + offset]);
    load_into(rdx, value);
    call_helper(&helpers::write_reference);
    return;
  }
  Xbyak::Label* fail = null_exit(bci);
  Popped value = op == interp::q_putfield_j ? take_wide() : take();
  Popped object = take();
  Xbyak::Reg64 o = gpr(object);
  null_check(o, fail);
  switch (op) {
    case interp::q_putfield_i: write_value(dword[o + offset], value, 4); return;
    case interp::q_putfield_j: write_value(qword[o + offset], value, 8); return;
    case interp::q_putfield_c: mov(word[o + offset], gpr(value).cvt16()); return;
    case interp::q_putfield_b: mov(byte[o + offset], gpr(value).cvt8()); return;
    case interp::q_putfield_z: {
      Xbyak::Reg64 v = owned_gpr(value);
      and_(v.cvt32(), 1);  // a boolean is stored as 0 or 1
      mov(byte[o + offset], v.cvt8());
      return;
    }
    case interp::q_putfield_a:
      write_value(qword[o + offset], value, 8);
      return;
    default: return;
  }
}

// new, newarray, anewarray: bump allocation in the thread's buffer, or
// the helper (which may collect: the stack is stored and the frame's
// state saved first).
void Translator::allocate(uint8_t op, const uint8_t* at, uint32_t bci) {
  flush();
  claim(rax);
  claim(rcx);
  claim(rdx);
  Xbyak::Label slow, done;
  if (op == interp::q_new || op == op_new_) {
    auto* klass = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
    if (op == interp::q_new) {  // op_new_: a class with a finalizer, always allocated by the helper
      mov(rax, qword[rbx + offsets_.tlab_top]);
      lea(rdx, ptr[rax + klass->instance_size]);
      bump(klass, slow);
      jmp(done, T_NEAR);
    }
    L(slow);
    note([] { return std::string("slow path: the thread's allocation buffer is full (or allocation is observed)"); });
    save_state(bci);
    mov(rdi, rbx);
    name_class(klass);
    mov(rsi, reinterpret_cast<uint64_t>(klass));
    call_helper(&helpers::new_instance);
    test(rax, rax);
    jz(exit_stub(bci), T_NEAR);  // threw: the interpreter handles it here
    L(done);
    push_gpr(rax);
    return;
  }
  Class* array_class = nullptr;
  if (op == op_newarray) {
    array_class = the_vm().classes.primitive_array[at[1]];
  } else {
    auto* element = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
    array_class = element->array_class.load(std::memory_order_acquire);
  }
  // Lengths from 0 to 2^24 in the buffer; others (negative ones throw)
  // take the slow path, as in the interpreter.
  const int length_at = depth() - 1;
  movsxd(rcx, slot_at32(length_at));
  cmp(ecx, 1 << 24);
  ja(slow, T_NEAR);
  mov(rax, qword[rbx + offsets_.tlab_top]);
  lea(rdx, ptr[rax + rcx * (1 << array_class->element_size_log2) + kElements + 7]);
  and_(rdx, -8);
  bump(array_class, slow);
  mov(dword[rax + kLength], ecx);
  jmp(done, T_NEAR);
  L(slow);
  note([] { return std::string("slow path: a length out of range, or the thread's allocation buffer is full"); });
  save_state(bci);
  mov(rdi, rbx);
  name_class(array_class);
  mov(rsi, reinterpret_cast<uint64_t>(array_class));
  mov(edx, slot_at32(length_at));
  call_helper(&helpers::new_array);
  test(rax, rax);
  jz(exit_stub(bci), T_NEAR);
  L(done);
  take();
  push_gpr(rax);
}

// Bump allocation of a `layout` object ending at rdx (rax = the buffer's
// top, the new object); jumps to `slow` when the buffer has no room, or is
// observed (its false limit then sends every allocation to the slow path,
// which reports OBJECT_ALLOC). rax = the object, its header's class set.
// The machine-code copy of gc::bump_allocate (gc/gc.h), which defines the
// fast path: change them together.
void Translator::bump(const gc::TypeLayout* layout, Xbyak::Label& slow) {
  cmp(rdx, qword[rbx + offsets_.tlab_end]);
  ja(slow, T_NEAR);
  mov(qword[rbx + offsets_.tlab_top], rdx);
  name_class(static_cast<const Class*>(layout));
  mov(rdx, reinterpret_cast<uint64_t>(layout));
  mov(qword[rax], rdx);
}

// checkcast and instanceof: the exact class inline, subclasses and
// interfaces through a helper (which neither collects nor throws).
void Translator::type_check(uint8_t op, const uint8_t* at, uint32_t bci) {
  auto* target = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
  const bool cast = op == interp::q_checkcast;
  Xbyak::Label* fail = cast ? &exit_stub(bci) : nullptr;  // the interpreter throws ClassCastException
  Popped object = take();
  if (cast) {
    stack_.push_back(object.value);  // checkcast leaves it
  }
  Xbyak::Reg64 o = gpr(object);
  Xbyak::Reg64 r = cast ? o : new_gpr();
  Xbyak::Label yes, no, done, slow;
  test(o, o);
  jz(cast ? done : no, T_NEAR);  // null passes a cast and is an instance of nothing
  name_class(target);
  mov(r11, reinterpret_cast<uint64_t>(static_cast<gc::TypeLayout*>(target)));
  cmp(qword[o], r11);
  jne(slow, T_NEAR);
  if (!cast) {
    L(yes);
    mov(r.cvt32(), 1);
    jmp(done, T_NEAR);
    L(no);
    xor_(r.cvt32(), r.cvt32());
    jmp(done, T_NEAR);
  } else {
    jmp(done, T_NEAR);
  }
  L(slow);
  preserving_registers([&] {
    // Registers the template holds are not kept: the object, if the cast
    // leaves it on the stack in a register, is loaded again with the rest.
    mov(rdi, o);
    mov(rsi, reinterpret_cast<uint64_t>(target));
    call_helper(&helpers::is_instance_of);
    mov(r11d, eax);  // the answer, before the stack's registers are loaded again
  });
  test(r11b, r11b);
  if (cast) {
    jz(*fail, T_NEAR);
    jmp(done, T_NEAR);
  } else {
    jnz(yes, T_NEAR);
    jmp(no, T_NEAR);
  }
  L(done);
  if (!cast) push_gpr(r);
}

// The invoke family, with the stack in memory. Known callees are called
// directly; virtual ones through the receiver's vtable, interface ones
// through a polymorphic inline cache (interface_calls.cpp).
bool Translator::invoke(uint8_t op, const uint8_t* at, uint32_t bci) {
  const CpCacheEntry& e = entry_of(at);
  const bool five_bytes =
      op == interp::q_invokeinterface || op == interp::q_invokeinterface_object || op == interp::q_invokedynamic;
  const uint32_t next_bci = bci + (five_bytes ? 5 : 3);
  if (inlining_ != nullptr && op != interp::q_invokestatic && op != interp::q_invokespecial &&
      op != interp::q_invokevirtual_direct) {
    throw std::runtime_error("a call inside an inlined callee was not planned");  // inliner.cpp plans direct calls only
  }
  switch (op) {
    case interp::q_invokedynamic: {
      // A linked call site: a constant (read when run: a moving collector
      // updates it), or a static call of its target.
      auto* site = static_cast<const CallSite*>(e.resolved.load(std::memory_order_acquire));
      if (site == nullptr || (site->constant == nullptr && site->target == nullptr)) return false;
      if (site->constant != nullptr) {
        Xbyak::Reg64 r = new_gpr();
        mov(r, reinterpret_cast<uint64_t>(&site->constant));
        mov(r, qword[r]);
        push_gpr(r);
        return true;
      }
      Method* callee = site->target;
      const int result_slots = depth_at(next_bci) - (depth() - callee->arg_slots);
      flush();
      note([&] { return "call " + callee->qualified_name() + " (the call site's target)"; });
      name_method(callee);
      mov(rax, reinterpret_cast<uint64_t>(callee));
      call_method(bci, callee->arg_slots, next_bci, result_slots);
      return true;
    }
    case interp::q_invokestatic: case interp::q_invokespecial: case interp::q_invokevirtual_direct: {
      Method* callee = direct_callee(method_, op, at);
      if (callee == nullptr) return false;
      // JVMPI and inlining (inliner.cpp): the intrinsics below are calls too.
      if (op == interp::q_invokestatic && (is_square_root(callee) || bit_cast_of(callee) != BitCast::kNone)) {
        guard_inlined_call(bci);
      }
      if (op == interp::q_invokestatic && is_square_root(callee)) {
        // An intrinsic: the instruction rounds as Java requires.
        Xbyak::Xmm x = owned_xmm(take_wide(), false);
        sqrtsd(x, x);
        push_xmm(x, false);
        return true;
      }
      if (op == interp::q_invokestatic) {
        switch (bit_cast_of(callee)) {
          case BitCast::kDoubleToLong: push_gpr(owned_gpr(take_wide()), true); return true;
          case BitCast::kLongToDouble: push_xmm(owned_xmm(take_wide(), false), false); return true;
          case BitCast::kFloatToInt: push_gpr(owned_gpr(take()), false); return true;
          case BitCast::kIntToFloat: push_xmm(owned_xmm(take(), true), true); return true;
          case BitCast::kNone: break;
        }
      }
      if (inline_call(callee, bci)) return true;
      const int result_slots = depth_at(next_bci) - (depth() - callee->arg_slots);
      flush();
      if (op != interp::q_invokestatic) {
        cmp(slot_at(depth() - callee->arg_slots), 0);
        je(exit_stub(bci), T_NEAR);  // the interpreter throws NullPointerException
      }
      note([&] { return "call " + callee->qualified_name(); });
      name_method(callee);
      mov(rax, reinterpret_cast<uint64_t>(callee));
      call_method(bci, callee->arg_slots, next_bci, result_slots);
      return true;
    }
    case interp::q_invokevirtual: case interp::q_invokeinterface_object: {
      if (op == interp::q_invokevirtual && inline_virtual_call(e, bci, next_bci)) return true;
      const int32_t arg_slots = e.quick_arg_slots;
      const int result_slots = depth_at(next_bci) - (depth() - arg_slots);
      flush();
      mov(rax, slot_at(depth() - arg_slots));
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      mov(rax, qword[rax]);  // the receiver's class
      mov(rax, qword[rax + offsets_.vtable_base]);
      mov(rax, qword[rax + 8 * e.quick_index]);
      call_method(bci, arg_slots, next_bci, result_slots);
      return true;
    }
    case interp::q_invokeinterface: case interp::q_invokevirtual_interface: {
      // The profiled class's target inlined, if small (inliner.cpp); the
      // inline caches for every other class (interface_calls.cpp).
      Xbyak::Label after_inlined;
      const bool inlined = inline_interface_call(e, bci, next_bci, after_inlined);
      interface_call(e, bci, next_bci);
      if (inlined) L(after_inlined);
      return true;
    }
    default: return false;
  }
}

bool Translator::emit_object_instruction(uint8_t op, const uint8_t* at, uint32_t bci) {
  switch (op) {
    case op_iaload: case op_baload: case op_caload: case op_saload: case op_aaload:
    case op_laload: case op_faload: case op_daload:
      array_load(op, bci);
      return true;
    case op_iastore: case op_bastore: case op_castore: case op_sastore: case op_aastore:
    case op_lastore: case op_fastore: case op_dastore:
      array_store(op, bci);
      return true;
    case op_arraylength: {
      Xbyak::Label& fail = exit_stub(bci);
      Xbyak::Reg64 a = gpr(take());
      test(a, a);
      jz(fail, T_NEAR);
      Xbyak::Reg64 r = new_gpr();
      mov(r.cvt32(), dword[a + kLength]);
      push_gpr(r);
      return true;
    }
    case interp::q_getfield_b: case interp::q_getfield_c: case interp::q_getfield_s: case interp::q_getfield_i:
    case interp::q_getfield_j: case interp::q_getfield_a:
      get_field(op, at, bci);
      return true;
    case interp::q_putfield_b: case interp::q_putfield_z: case interp::q_putfield_c: case interp::q_putfield_i:
    case interp::q_putfield_j: case interp::q_putfield_a:
      put_field(op, at, bci);
      return true;
    // Statics once resolved: the storage slot is fixed, the holder
    // initialised.
    case interp::q_getstatic_1: case interp::q_getstatic_2: {
      const CpCacheEntry& e = entry_of(at);
      const Field* field = field_of(e);
      name_constant(e.static_slot, [&] { return static_slot_name(e); });
      mov(r11, reinterpret_cast<uint64_t>(e.static_slot));
      if (is_type(field, BasicType::kFloat) || is_type(field, BasicType::kDouble)) {
        const bool single = is_type(field, BasicType::kFloat);
        Xbyak::Xmm x = new_xmm();
        single ? movss(x, dword[r11]) : movsd(x, qword[r11]);
        push_xmm(x, single);
        return true;
      }
      Xbyak::Reg64 r = new_gpr();
      mov(r, qword[r11]);
      push_gpr(r, op == interp::q_getstatic_2);
      return true;
    }
    case interp::q_putstatic_1: case interp::q_putstatic_2: {
      Popped value = op == interp::q_putstatic_1 ? take() : take_wide();
      Xbyak::Reg64 slot = new_gpr();
      name_constant(entry_of(at).static_slot, [&] { return static_slot_name(entry_of(at)); });
      mov(slot, reinterpret_cast<uint64_t>(entry_of(at).static_slot));
      write_value(qword[slot], value, 8);
      return true;
    }
    case interp::q_putstatic_a: {
      const CpCacheEntry& e = entry_of(at);
      auto* field = static_cast<Field*>(e.resolved.load(std::memory_order_relaxed));
      Popped value = take();
      if (barrier_ == gc::BarrierKind::kNone) {
        Xbyak::Reg64 slot = new_gpr();
        name_constant(&e.static_slot->ref, [&] { return static_slot_name(e); });
        mov(slot, reinterpret_cast<uint64_t>(&e.static_slot->ref));
        write_value(qword[slot], value, 8);
        return true;
      }
      preserving_registers([&] {
        load_into(rdx, value);  // before rsi and rdi are overwritten: it may be in either
        name_constant(&e.static_slot->ref, [&] { return static_slot_name(e); });
        mov(rsi, reinterpret_cast<uint64_t>(&e.static_slot->ref));
        name_class(field->holder);
        mov(rdi, reinterpret_cast<uint64_t>(field->holder));
        call_helper(&helpers::write_static_reference);
      });
      return true;
    }
    case interp::q_putstatic_narrow: {
      // byte, char, short, boolean: normalised as the interpreter's narrow() does.
      const Field* field = field_of(entry_of(at));
      if (field == nullptr) return false;
      Xbyak::Reg64 r = owned_gpr(take());
      switch (field->type) {
        case BasicType::kBoolean: and_(r.cvt32(), 1); break;
        case BasicType::kByte: movsx(r.cvt32(), r.cvt8()); break;
        case BasicType::kChar: movzx(r.cvt32(), r.cvt16()); break;
        default: movsx(r.cvt32(), r.cvt16()); break;
      }
      name_constant(entry_of(at).static_slot, [&] { return static_slot_name(entry_of(at)); });
      mov(r11, reinterpret_cast<uint64_t>(entry_of(at).static_slot));
      mov(qword[r11], r);
      return true;
    }
    case interp::q_putfield_volatile: case interp::q_putstatic_volatile: {
      // The plain store of the field's type, then a full fence: a volatile
      // store is ordered with the loads that follow it.
      const Field* field = field_of(entry_of(at));
      if (field == nullptr) return false;
      const bool is_static = op == interp::q_putstatic_volatile;
      uint8_t plain;
      switch (field->type) {
        case BasicType::kBoolean: plain = is_static ? interp::q_putstatic_narrow : interp::q_putfield_z; break;
        case BasicType::kByte: plain = is_static ? interp::q_putstatic_narrow : interp::q_putfield_b; break;
        case BasicType::kChar: case BasicType::kShort:
          plain = is_static ? interp::q_putstatic_narrow : interp::q_putfield_c;
          break;
        case BasicType::kInt: case BasicType::kFloat: plain = is_static ? interp::q_putstatic_1 : interp::q_putfield_i; break;
        case BasicType::kLong: case BasicType::kDouble:
          plain = is_static ? interp::q_putstatic_2 : interp::q_putfield_j;
          break;
        default: plain = is_static ? interp::q_putstatic_a : interp::q_putfield_a; break;
      }
      if (!emit_object_instruction(plain, at, bci)) return false;
      mfence();
      return true;
    }
    case op_multianewarray: {
      // Never quickened: the interpreter resolves it each time; compiled
      // once resolved, through the interpreter's allocation.
      auto* array_class = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_acquire));
      if (array_class == nullptr) return false;
      const int dimensions = at[3];
      flush();
      save_state(bci);
      mov(rdi, rbx);
      mov(rsi, reinterpret_cast<uint64_t>(array_class));
      lea(rdx, ptr[r14 + kStackBase + 8 * (depth() - dimensions)]);
      mov(ecx, dimensions);
      call_helper(&helpers::new_multi_array);
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);  // threw: the interpreter handles it here
      stack_.resize(static_cast<size_t>(depth() - dimensions));
      push_gpr(rax);
      return true;
    }
    case op_ldc2_w: {
      const CpCacheEntry& e = entry_of(at);
      if (e.tag != CpTag::kLong && e.tag != CpTag::kDouble) return false;
      push_constant(e.long_value, true);
      return true;
    }
    case interp::q_ldc_value:
      push_constant(static_cast<uint32_t>(method_->holder->constant_pool[at[1]].int_value));
      return true;
    case interp::q_ldc_w_value: push_constant(static_cast<uint32_t>(entry_of(at).int_value)); return true;
    case interp::q_ldc_string: case interp::q_ldc_w_string: {
      // Read when run: a moving collector updates the entry.
      const CpCacheEntry& e = op == interp::q_ldc_string ? method_->holder->constant_pool[at[1]] : entry_of(at);
      Xbyak::Reg64 r = new_gpr();
      mov(r, reinterpret_cast<uint64_t>(&e.string_object));
      mov(r, qword[r]);
      push_gpr(r);
      return true;
    }
    case interp::q_ldc_class: case interp::q_ldc_w_class: {
      // The mirror, read when run: a moving collector updates it.
      const CpCacheEntry& e = op == interp::q_ldc_class ? method_->holder->constant_pool[at[1]] : entry_of(at);
      auto* klass = static_cast<Class*>(e.resolved.load(std::memory_order_acquire));
      Xbyak::Reg64 r = new_gpr();
      name_constant(&klass->mirror, [&] { return klass->external_name() + ".class (its mirror's slot)"; });
      mov(r, reinterpret_cast<uint64_t>(&klass->mirror));
      mov(r, qword[r]);
      push_gpr(r);
      return true;
    }
    case op_athrow: {
      // The interpreter unwinds: compiled code leaves with the exception
      // pending, and the interpreter looks for the handler here, in this
      // frame and then in its callers (entering compiled code again at a
      // handler it finds).
      flush();
      Xbyak::Label& fail = exit_stub(bci);  // null: the interpreter throws NullPointerException
      mov(rax, slot_at(depth() - 1));
      test(rax, rax);
      jz(fail, T_NEAR);
      mov(qword[rbx + offsets_.pending_exception], rax);
      leave(bci);
      return true;
    }
    case op_monitorenter: case op_monitorexit:
      monitor_instruction(op, bci);  // monitors.cpp
      return true;
    case interp::q_new: allocate(op, at, bci); return true;
    case op_new_: {  // left slow by the interpreter only for classes with a finalizer, once initialized
      auto* klass = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_acquire));
      if (klass == nullptr || !klass->is_initialized() || !klass->has_finalizer) return false;
      allocate(op, at, bci);
      return true;
    }
    case op_newarray: case interp::q_anewarray: {
      if (op == interp::q_anewarray) {
        auto* element = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
        if (element->array_class.load(std::memory_order_acquire) == nullptr) return false;
      }
      allocate(op, at, bci);
      return true;
    }
    case interp::q_checkcast: case interp::q_instanceof: type_check(op, at, bci); return true;
    case interp::q_invokestatic: case interp::q_invokespecial: case interp::q_invokevirtual_direct:
    case interp::q_invokevirtual: case interp::q_invokeinterface_object: case interp::q_invokeinterface:
    case interp::q_invokevirtual_interface: case interp::q_invokedynamic:
      return invoke(op, at, bci);
    default: return false;
  }
}

}  // namespace loupe::jit
