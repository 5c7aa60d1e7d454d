// The templates (translator.h): emit() turns one instruction into x86-64,
// with the helpers its templates share (branches, array checks, calls and
// returns, allocation, stores with barriers, switches).
#include <xbyak/xbyak.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "gc/gc.h"
#include "gc/object_model.h"
#include "interp/frame.h"
#include "interp/jit_support.h"
#include "interp/quick_bytecodes.h"
#include "jit/translator.h"
#include "jvmpi/profiler.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/globals.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using interp::Frame;
namespace helpers = interp::compiled;

void Translator::push_int(int32_t value) {
  mov(eax, static_cast<uint32_t>(value));  // an int slot is zero-extended (put_int)
  mov(slot(0), rax);
  add(r12, 8);
}
void Translator::load(uint32_t index, int slots) {
  mov(rax, local(index));
  mov(slot(0), rax);
  add(r12, 8 * slots);
}
void Translator::store(uint32_t index, int slots) {
  sub(r12, 8 * slots);
  mov(rax, slot(0));
  mov(local(index), rax);
}
void Translator::iinc(uint32_t index, int32_t delta) {
  mov(eax, dword[r13 + 8 * static_cast<int>(index)]);
  add(eax, delta);
  mov(local(index), rax);
}

// A branch to target; a backward one tests the poll word first.
void Translator::branch_to(uint32_t bci, uint32_t target) {
  if (target <= bci) {
    cmp(dword[rbx + offsets_.poll_word], 0);
    jne(exit_stub(target), T_NEAR);
  }
  jmp(labels_[target], T_NEAR);
}
// Flags are set; `taken` is the jcc that branches.
void Translator::conditional(uint32_t bci, uint32_t target, Jump taken, Jump not_taken) {
  if (target > bci) {
    (this->*taken)(labels_[target], T_NEAR);
    return;
  }
  Xbyak::Label skip;
  (this->*not_taken)(skip, T_NEAR);
  branch_to(bci, target);
  L(skip);
}

// The jcc pair (taken, not taken) for a condition code of the if family
// (eq, ne, lt, ge, gt, le).
std::pair<Translator::Jump, Translator::Jump> Translator::jumps(int condition) {
  switch (condition) {
    case 0: return {&CodeGenerator::je, &CodeGenerator::jne};
    case 1: return {&CodeGenerator::jne, &CodeGenerator::je};
    case 2: return {&CodeGenerator::jl, &CodeGenerator::jge};
    case 3: return {&CodeGenerator::jge, &CodeGenerator::jl};
    case 4: return {&CodeGenerator::jg, &CodeGenerator::jle};
    default: return {&CodeGenerator::jle, &CodeGenerator::jg};
  }
}

// Array element access with its null and bounds checks: the array
// reference at slot(array_at), the index at slot(index_at); rax = array,
// rcx = index (sign-extended), or exits to bci.
void Translator::array_access(uint32_t bci, int array_at, int index_at) {
  mov(rax, slot(array_at));
  test(rax, rax);
  jz(exit_stub(bci), T_NEAR);
  movsxd(rcx, dword[r12 + 8 * index_at]);
  cmp(ecx, dword[rax + gc::ArrayObject::kLengthOffset]);
  jae(exit_stub(bci), T_NEAR);  // unsigned: a negative index is out too
}

// The constant-pool entry of an instruction (resolved, if quickened).
const CpCacheEntry& Translator::entry_of(const uint8_t* at) const {
  return method_->holder->constant_pool[read_u2(at + 1)];
}
// The resolved field offset of a quickened field instruction.
uint32_t Translator::quick_offset(const uint8_t* at) const { return entry_of(at).quick_index; }

// Math.sqrt and StrictMath.sqrt (natives in the class library).
bool Translator::is_square_root(const Method* m) {
  if (m->name->str() != "sqrt" || m->descriptor->str() != "(D)D") return false;
  const std::string holder = m->holder->external_name();
  return holder == "java.lang.Math" || holder == "java.lang.StrictMath";
}

// Bump allocation in the thread's buffer of `size` bytes (rdx: the end
// of the new object, computed by the caller from rax = the buffer's
// top); jumps to `slow` when the buffer has no room, or is observed (its
// false limit then sends every allocation to the slow path, which
// reports OBJECT_ALLOC). rax = the object, its header's class set.
void Translator::bump(const gc::TypeLayout* layout, Xbyak::Label& slow) {
  cmp(rdx, qword[rbx + offsets_.tlab_end]);
  ja(slow, T_NEAR);
  mov(qword[rbx + offsets_.tlab_top], rdx);
  mov(rdx, reinterpret_cast<uint64_t>(layout));
  mov(qword[rax], rdx);
}

// A reference store into holder (rdi) at address rsi of value (rdx),
// with the collector's barrier: inline when there is none, else the
// heap's (gc.h).
void Translator::store_reference() {
  if (barrier_ == gc::BarrierKind::kNone) {
    mov(qword[rsi], rdx);
  } else {
    call_helper(&helpers::write_reference);
  }
}

// An array store's element: rax = array, rcx = index (array_access).
void Translator::store_element(int size_log2, const Xbyak::Reg& value) {
  mov(ptr[rax + rcx * (1 << size_log2) + gc::ArrayObject::kElementsOffset], value);
}

// tableswitch and lookupswitch; a switch with a backward target first
// tests the poll word, and leaves to the interpreter (which polls) if set.
void Translator::switch_on(const uint8_t* at, uint32_t bci, bool table) {
  const uint8_t* words = reinterpret_cast<const uint8_t*>((reinterpret_cast<uintptr_t>(at) + 4) & ~uintptr_t{3});
  const uint32_t default_target = bci + read_s4(words);
  std::vector<std::pair<int32_t, uint32_t>> cases;  // key, target
  if (table) {
    int32_t low = read_s4(words + 4), high = read_s4(words + 8);
    for (int64_t key = low; key <= high; ++key) {
      cases.push_back({static_cast<int32_t>(key), bci + read_s4(words + 12 + 4 * (key - low))});
    }
  } else {
    int32_t pairs = read_s4(words + 4);
    for (int32_t i = 0; i < pairs; ++i) {
      cases.push_back({read_s4(words + 8 + 8 * i), bci + read_s4(words + 12 + 8 * i)});
    }
  }
  bool backward = default_target <= bci;
  for (auto& c : cases) backward = backward || c.second <= bci;
  if (backward) {
    cmp(dword[rbx + offsets_.poll_word], 0);
    jne(exit_stub(bci), T_NEAR);
  }
  sub(r12, 8);
  mov(eax, dword[r12]);
  if (table && !cases.empty()) {
    // One indirect jump through a table of the targets' addresses.
    Xbyak::Label jump_table;
    sub(eax, cases.front().first);
    cmp(eax, static_cast<uint32_t>(cases.size() - 1));
    ja(labels_[default_target], T_NEAR);
    lea(rcx, ptr[rip + jump_table]);
    jmp(qword[rcx + rax * 8]);
    align(8);
    L(jump_table);
    for (auto& c : cases) putL(labels_[c.second]);
    return;
  }
  for (auto& c : cases) {
    cmp(eax, c.first);
    je(labels_[c.second], T_NEAR);
  }
  jmp(labels_[default_target], T_NEAR);
}

// One instruction; false when it became an exit.
bool Translator::emit(const uint8_t* code, uint32_t bci) {
  const uint8_t* at = code + bci;
  // The interpreter may quicken the instruction meanwhile: its quick form
  // is published (release) after its constant-pool entry.
  const uint8_t op = std::atomic_ref<const uint8_t>(*at).load(std::memory_order_acquire);
  constexpr size_t kElements = gc::ArrayObject::kElementsOffset;
  if (op == op_nop) return true;
  if (emit_on_pending(op, at, bci)) return true;
  flush();
  switch (op) {
    case op_aconst_null: mov(slot(0), 0); add(r12, 8); return true;
    case op_iconst_m1: case op_iconst_0: case op_iconst_1: case op_iconst_2: case op_iconst_3:
    case op_iconst_4: case op_iconst_5:
      push_int(static_cast<int32_t>(op) - op_iconst_0);
      return true;
    case op_lconst_0: case op_lconst_1:
      mov(slot(0), op - op_lconst_0);
      add(r12, 16);
      return true;
    case op_bipush: push_int(static_cast<int8_t>(at[1])); return true;
    case op_sipush: push_int(read_s2(at + 1)); return true;
    case op_iload: case op_fload: case op_aload: load(at[1], 1); return true;
    case op_lload: case op_dload: load(at[1], 2); return true;
    case op_iload_0: case op_iload_1: case op_iload_2: case op_iload_3: load(op - op_iload_0, 1); return true;
    case op_fload_0: case op_fload_1: case op_fload_2: case op_fload_3: load(op - op_fload_0, 1); return true;
    case op_aload_0: case op_aload_1: case op_aload_2: case op_aload_3: load(op - op_aload_0, 1); return true;
    case op_lload_0: case op_lload_1: case op_lload_2: case op_lload_3: load(op - op_lload_0, 2); return true;
    case op_dload_0: case op_dload_1: case op_dload_2: case op_dload_3: load(op - op_dload_0, 2); return true;
    case op_istore: case op_fstore: case op_astore: store(at[1], 1); return true;
    case op_lstore: case op_dstore: store(at[1], 2); return true;
    case op_istore_0: case op_istore_1: case op_istore_2: case op_istore_3: store(op - op_istore_0, 1); return true;
    case op_fstore_0: case op_fstore_1: case op_fstore_2: case op_fstore_3: store(op - op_fstore_0, 1); return true;
    case op_astore_0: case op_astore_1: case op_astore_2: case op_astore_3: store(op - op_astore_0, 1); return true;
    case op_lstore_0: case op_lstore_1: case op_lstore_2: case op_lstore_3: store(op - op_lstore_0, 2); return true;
    case op_dstore_0: case op_dstore_1: case op_dstore_2: case op_dstore_3: store(op - op_dstore_0, 2); return true;
    case op_iinc: iinc(at[1], static_cast<int8_t>(at[2])); return true;
    case op_wide:
      switch (at[1]) {
        case op_iload: case op_fload: case op_aload: load(read_u2(at + 2), 1); return true;
        case op_lload: case op_dload: load(read_u2(at + 2), 2); return true;
        case op_istore: case op_fstore: case op_astore: store(read_u2(at + 2), 1); return true;
        case op_lstore: case op_dstore: store(read_u2(at + 2), 2); return true;
        case op_iinc: iinc(read_u2(at + 2), read_s2(at + 4)); return true;
        default: break;
      }
      break;
    case op_pop: sub(r12, 8); return true;
    case op_pop2: sub(r12, 16); return true;
    case op_dup:
      mov(rax, slot(-1));
      mov(slot(0), rax);
      add(r12, 8);
      return true;
    case op_dup2:
      mov(rax, slot(-2));
      mov(rcx, slot(-1));
      mov(slot(0), rax);
      mov(slot(1), rcx);
      add(r12, 16);
      return true;
    case op_swap:
      mov(rax, slot(-1));
      mov(rcx, slot(-2));
      mov(slot(-1), rcx);
      mov(slot(-2), rax);
      return true;

    // int arithmetic: b = sp[-1], a = sp[-2], result (zero-extended) in sp[-2].
    case op_iadd: case op_isub: case op_imul: case op_iand: case op_ior: case op_ixor:
      mov(eax, dword[r12 - 16]);
      if (op == op_iadd) add(eax, dword[r12 - 8]);
      if (op == op_isub) sub(eax, dword[r12 - 8]);
      if (op == op_imul) imul(eax, dword[r12 - 8]);
      if (op == op_iand) and_(eax, dword[r12 - 8]);
      if (op == op_ior) or_(eax, dword[r12 - 8]);
      if (op == op_ixor) xor_(eax, dword[r12 - 8]);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_ishl: case op_ishr: case op_iushr:
      mov(eax, dword[r12 - 16]);
      mov(ecx, dword[r12 - 8]);  // the CPU masks the count to 5 bits, as Java does
      if (op == op_ishl) shl(eax, cl);
      if (op == op_ishr) sar(eax, cl);
      if (op == op_iushr) shr(eax, cl);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_ineg:
      mov(eax, dword[r12 - 8]);
      neg(eax);
      mov(slot(-1), rax);
      return true;
    // long arithmetic: a long takes two slots, its value in the first.
    case op_ladd: case op_lsub: case op_lmul: case op_land: case op_lor: case op_lxor:
      mov(rax, slot(-4));
      if (op == op_ladd) add(rax, slot(-2));
      if (op == op_lsub) sub(rax, slot(-2));
      if (op == op_lmul) imul(rax, slot(-2));
      if (op == op_land) and_(rax, slot(-2));
      if (op == op_lor) or_(rax, slot(-2));
      if (op == op_lxor) xor_(rax, slot(-2));
      mov(slot(-4), rax);
      sub(r12, 16);
      return true;
    case op_lshl: case op_lshr: case op_lushr:
      mov(rax, slot(-3));
      mov(ecx, dword[r12 - 8]);  // masked to 6 bits by the CPU
      if (op == op_lshl) shl(rax, cl);
      if (op == op_lshr) sar(rax, cl);
      if (op == op_lushr) shr(rax, cl);
      mov(slot(-3), rax);
      sub(r12, 8);
      return true;
    case op_lneg:
      mov(rax, slot(-2));
      neg(rax);
      mov(slot(-2), rax);
      return true;
    case op_i2l:
      movsxd(rax, dword[r12 - 8]);
      mov(slot(-1), rax);
      add(r12, 8);
      return true;
    case op_l2i:
      mov(eax, dword[r12 - 16]);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_idiv: case op_irem:
      // Division by 0 throws and MIN / -1 traps on x86: the interpreter
      // does both.
      mov(ecx, dword[r12 - 8]);
      test(ecx, ecx);
      jz(exit_stub(bci), T_NEAR);
      cmp(ecx, -1);
      je(exit_stub(bci), T_NEAR);
      mov(eax, dword[r12 - 16]);
      cdq();
      idiv(ecx);
      mov(slot(-2), op == op_idiv ? rax : rdx);  // 32-bit results: upper halves are zero
      sub(r12, 8);
      return true;
    case op_ldiv: case op_lrem:
      mov(rcx, slot(-2));
      test(rcx, rcx);
      jz(exit_stub(bci), T_NEAR);
      cmp(rcx, -1);
      je(exit_stub(bci), T_NEAR);
      mov(rax, slot(-4));
      cqo();
      idiv(rcx);
      mov(slot(-4), op == op_ldiv ? rax : rdx);
      sub(r12, 16);
      return true;

    // Floating point: SSE scalar arithmetic rounds as Java requires (and
    // as the interpreter's C++ does: no fused multiply-add). A float slot
    // holds its bits zero-extended (put_float); a double takes two slots.
    case op_fconst_0: push_int(0); return true;
    case op_fconst_1: push_int(0x3f800000); return true;  // 1.0f
    case op_fconst_2: push_int(0x40000000); return true;  // 2.0f
    case op_dconst_0: mov(slot(0), 0); add(r12, 16); return true;
    case op_dconst_1:
      mov(rax, 0x3ff0000000000000ull);  // 1.0
      mov(slot(0), rax);
      add(r12, 16);
      return true;
    case op_fadd: case op_fsub: case op_fmul: case op_fdiv:
      movss(xmm0, dword[r12 - 16]);
      if (op == op_fadd) addss(xmm0, dword[r12 - 8]);
      if (op == op_fsub) subss(xmm0, dword[r12 - 8]);
      if (op == op_fmul) mulss(xmm0, dword[r12 - 8]);
      if (op == op_fdiv) divss(xmm0, dword[r12 - 8]);
      movd(eax, xmm0);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_dadd: case op_dsub: case op_dmul: case op_ddiv:
      movsd(xmm0, slot(-4));
      if (op == op_dadd) addsd(xmm0, slot(-2));
      if (op == op_dsub) subsd(xmm0, slot(-2));
      if (op == op_dmul) mulsd(xmm0, slot(-2));
      if (op == op_ddiv) divsd(xmm0, slot(-2));
      movsd(slot(-4), xmm0);
      sub(r12, 16);
      return true;
    case op_fneg:
      mov(eax, dword[r12 - 8]);
      xor_(eax, 0x80000000);  // the sign bit, as C++'s -x
      mov(slot(-1), rax);
      return true;
    case op_dneg:
      mov(rax, slot(-2));
      btc(rax, 63);
      mov(slot(-2), rax);
      return true;
    case op_i2f:
      cvtsi2ss(xmm0, dword[r12 - 8]);
      movd(eax, xmm0);
      mov(slot(-1), rax);
      return true;
    case op_i2d:
      cvtsi2sd(xmm0, dword[r12 - 8]);
      movsd(slot(-1), xmm0);
      add(r12, 8);
      return true;
    case op_l2f:
      // From a register: xbyak encodes the memory form as a 32-bit source.
      mov(rax, slot(-2));
      cvtsi2ss(xmm0, rax);
      movd(eax, xmm0);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_l2d:
      mov(rax, slot(-2));
      cvtsi2sd(xmm0, rax);
      movsd(slot(-2), xmm0);
      return true;
    case op_f2d:
      cvtss2sd(xmm0, dword[r12 - 8]);
      movsd(slot(-1), xmm0);
      add(r12, 8);
      return true;
    case op_d2f:
      cvtsd2ss(xmm0, slot(-2));
      movd(eax, xmm0);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_fcmpl: case op_fcmpg: case op_dcmpl: case op_dcmpg: {
      // (a > b) - (a < b), or -1 (…l) / 1 (…g) when either is NaN.
      const bool is_float = op == op_fcmpl || op == op_fcmpg;
      const int a = is_float ? -2 : -4, b = is_float ? -1 : -2;
      Xbyak::Label done;
      if (is_float) {
        movss(xmm0, dword[r12 + 8 * a]);
        ucomiss(xmm0, dword[r12 + 8 * b]);
      } else {
        movsd(xmm0, slot(a));
        ucomisd(xmm0, slot(b));
      }
      mov(eax, static_cast<uint32_t>(op == op_fcmpl || op == op_dcmpl ? -1 : 1));
      jp(done, T_NEAR);  // unordered
      seta(cl);
      setb(dl);
      movzx(eax, cl);
      movzx(edx, dl);
      sub(eax, edx);
      L(done);
      mov(slot(a), rax);
      sub(r12, is_float ? 8 : 24);
      return true;
    }
    case op_i2b: movsx(eax, byte[r12 - 8]); mov(slot(-1), rax); return true;
    case op_i2c: movzx(eax, word[r12 - 8]); mov(slot(-1), rax); return true;
    case op_i2s: movsx(eax, word[r12 - 8]); mov(slot(-1), rax); return true;
    case op_lcmp:
      // (a > b) - (a < b), as an int slot.
      mov(rax, slot(-4));
      cmp(rax, slot(-2));
      setg(cl);
      setl(dl);
      movzx(eax, cl);
      movzx(edx, dl);
      sub(eax, edx);
      mov(slot(-4), rax);
      sub(r12, 24);
      return true;

    case op_ifeq: case op_ifne: case op_iflt: case op_ifge: case op_ifgt: case op_ifle: {
      auto [taken, not_taken] = jumps(op - op_ifeq);
      sub(r12, 8);
      cmp(dword[r12], 0);
      conditional(bci, bci + read_s2(at + 1), taken, not_taken);
      return true;
    }
    case op_if_icmpeq: case op_if_icmpne: case op_if_icmplt: case op_if_icmpge: case op_if_icmpgt:
    case op_if_icmple: {
      auto [taken, not_taken] = jumps(op - op_if_icmpeq);
      sub(r12, 16);
      mov(eax, dword[r12]);
      cmp(eax, dword[r12 + 8]);
      conditional(bci, bci + read_s2(at + 1), taken, not_taken);
      return true;
    }
    case op_if_acmpeq: case op_if_acmpne: {
      auto [taken, not_taken] = jumps(op - op_if_acmpeq);
      sub(r12, 16);
      mov(rax, slot(0));
      cmp(rax, slot(1));
      conditional(bci, bci + read_s2(at + 1), taken, not_taken);
      return true;
    }
    case op_ifnull: case op_ifnonnull: {
      auto [taken, not_taken] = jumps(op - op_ifnull);
      sub(r12, 8);
      cmp(slot(0), 0);
      conditional(bci, bci + read_s2(at + 1), taken, not_taken);
      return true;
    }
    case op_goto_: branch_to(bci, bci + read_s2(at + 1)); return true;
    case op_goto_w: branch_to(bci, bci + read_s4(at + 1)); return true;

    case op_iaload: case op_baload: case op_caload: case op_saload: case op_aaload:
      array_access(bci, -2, -1);
      if (op == op_iaload) mov(eax, dword[rax + rcx * 4 + kElements]);
      if (op == op_baload) movsx(eax, byte[rax + rcx + kElements]);
      if (op == op_caload) movzx(eax, word[rax + rcx * 2 + kElements]);
      if (op == op_saload) movsx(eax, word[rax + rcx * 2 + kElements]);
      if (op == op_aaload) mov(rax, qword[rax + rcx * 8 + kElements]);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_iastore:
      array_access(bci, -3, -2);
      mov(edx, dword[r12 - 8]);
      mov(dword[rax + rcx * 4 + kElements], edx);
      sub(r12, 24);
      return true;
    case op_arraylength:
      mov(rax, slot(-1));
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      mov(eax, dword[rax + gc::ArrayObject::kLengthOffset]);
      mov(slot(-1), rax);
      return true;

    // Field loads once the interpreter has resolved them (quickened);
    // stores wait for the collectors' barriers in compiled code.
    case interp::q_getfield_b: case interp::q_getfield_c: case interp::q_getfield_s: case interp::q_getfield_i:
    case interp::q_getfield_j: case interp::q_getfield_a: {
      uint32_t offset = quick_offset(at);
      mov(rax, slot(-1));
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      if (op == interp::q_getfield_b) movsx(eax, byte[rax + offset]);
      if (op == interp::q_getfield_c) movzx(eax, word[rax + offset]);
      if (op == interp::q_getfield_s) movsx(eax, word[rax + offset]);
      if (op == interp::q_getfield_i) mov(eax, dword[rax + offset]);
      if (op == interp::q_getfield_j || op == interp::q_getfield_a) mov(rax, qword[rax + offset]);
      mov(slot(-1), rax);
      if (op == interp::q_getfield_j) add(r12, 8);
      return true;
    }
    // Primitive field stores once resolved: no collector needs a barrier
    // for them. (Volatile ones have their own quick form: not here.)
    case interp::q_putfield_b: case interp::q_putfield_z: case interp::q_putfield_c: case interp::q_putfield_i: {
      uint32_t offset = quick_offset(at);
      mov(rax, slot(-2));
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      mov(edx, dword[r12 - 8]);
      if (op == interp::q_putfield_z) and_(edx, 1);  // a boolean is stored as 0 or 1
      if (op == interp::q_putfield_b || op == interp::q_putfield_z) mov(byte[rax + offset], dl);
      if (op == interp::q_putfield_c) mov(word[rax + offset], dx);
      if (op == interp::q_putfield_i) mov(dword[rax + offset], edx);
      sub(r12, 16);
      return true;
    }
    case interp::q_putfield_j: {
      uint32_t offset = quick_offset(at);
      mov(rax, slot(-3));
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      mov(rdx, slot(-2));
      mov(qword[rax + offset], rdx);
      sub(r12, 24);
      return true;
    }
    case op_laload: case op_daload:
      array_access(bci, -2, -1);
      mov(rax, qword[rax + rcx * 8 + kElements]);
      mov(slot(-2), rax);
      return true;
    case op_faload:
      array_access(bci, -2, -1);
      mov(eax, dword[rax + rcx * 4 + kElements]);
      mov(slot(-2), rax);
      sub(r12, 8);
      return true;
    case op_fastore:
      array_access(bci, -3, -2);
      mov(edx, dword[r12 - 8]);
      store_element(2, edx);
      sub(r12, 24);
      return true;
    case op_lastore: case op_dastore:
      array_access(bci, -4, -3);
      mov(rdx, slot(-2));
      store_element(3, rdx);
      sub(r12, 32);
      return true;
    case op_castore: case op_sastore:
      array_access(bci, -3, -2);
      mov(edx, dword[r12 - 8]);
      store_element(1, dx);
      sub(r12, 24);
      return true;
    case op_bastore: {
      // boolean[] shares bastore with byte[]; a boolean keeps only bit 0.
      Xbyak::Label store;
      array_access(bci, -3, -2);
      mov(edx, dword[r12 - 8]);
      mov(rsi, reinterpret_cast<uint64_t>(static_cast<gc::TypeLayout*>(
                   the_vm().classes.primitive_array[static_cast<int>(BasicType::kBoolean)])));
      cmp(qword[rax], rsi);
      jne(store);
      and_(edx, 1);
      L(store);
      store_element(0, dl);
      sub(r12, 24);
      return true;
    }
    case op_aastore:
      // The element type check and the barrier are the interpreter's.
      array_access(bci, -3, -2);
      mov(rdi, rax);
      mov(esi, ecx);
      mov(rdx, slot(-1));
      call_helper(&helpers::store_reference_element);
      test(al, al);
      jz(exit_stub(bci), T_NEAR);  // the interpreter throws ArrayStoreException
      sub(r12, 24);
      return true;

    case interp::q_putfield_a: {
      uint32_t offset = quick_offset(at);
      mov(rdi, slot(-2));
      test(rdi, rdi);
      jz(exit_stub(bci), T_NEAR);
      lea(rsi, ptr[rdi + offset]);
      mov(rdx, slot(-1));
      store_reference();
      sub(r12, 16);
      return true;
    }
    // Statics once resolved: the storage slot is fixed, the holder
    // initialised.
    case interp::q_getstatic_1: case interp::q_getstatic_2:
      mov(rax, reinterpret_cast<uint64_t>(entry_of(at).static_slot));
      mov(rax, qword[rax]);
      mov(slot(0), rax);
      add(r12, op == interp::q_getstatic_1 ? 8 : 16);
      return true;
    case interp::q_putstatic_1: case interp::q_putstatic_2:
      sub(r12, op == interp::q_putstatic_1 ? 8 : 16);
      mov(rax, slot(0));
      mov(rcx, reinterpret_cast<uint64_t>(entry_of(at).static_slot));
      mov(qword[rcx], rax);
      return true;
    case interp::q_putstatic_a: {
      const CpCacheEntry& e = entry_of(at);
      auto* field = static_cast<Field*>(e.resolved.load(std::memory_order_relaxed));
      sub(r12, 8);
      mov(rsi, reinterpret_cast<uint64_t>(&e.static_slot->ref));
      mov(rdx, slot(0));
      if (barrier_ == gc::BarrierKind::kNone) {
        mov(qword[rsi], rdx);
      } else {
        mov(rdi, reinterpret_cast<uint64_t>(field->holder));
        call_helper(&helpers::write_static_reference);
      }
      return true;
    }
    case op_ldc2_w: {
      const CpCacheEntry& e = entry_of(at);
      if (e.tag != CpTag::kLong && e.tag != CpTag::kDouble) break;
      mov(rax, static_cast<uint64_t>(e.long_value));
      mov(slot(0), rax);
      add(r12, 16);
      return true;
    }
    case interp::q_ldc_value: push_int(method_->holder->constant_pool[at[1]].int_value); return true;
    case interp::q_ldc_w_value: push_int(entry_of(at).int_value); return true;
    case interp::q_ldc_string: case interp::q_ldc_w_string: {
      // Read when run: a moving collector updates the entry.
      const CpCacheEntry& e = op == interp::q_ldc_string ? method_->holder->constant_pool[at[1]] : entry_of(at);
      mov(rax, reinterpret_cast<uint64_t>(&e.string_object));
      mov(rax, qword[rax]);
      mov(slot(0), rax);
      add(r12, 8);
      return true;
    }

    case interp::q_new: {
      auto* klass = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
      Xbyak::Label slow, done;
      mov(rax, qword[rbx + offsets_.tlab_top]);
      lea(rdx, ptr[rax + klass->instance_size]);
      bump(klass, slow);
      jmp(done, T_NEAR);
      L(slow);
      save_state(bci);
      mov(rdi, rbx);
      mov(rsi, reinterpret_cast<uint64_t>(klass));
      call_helper(&helpers::new_instance);
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);  // threw: the interpreter handles it here
      L(done);
      mov(slot(0), rax);
      add(r12, 8);
      return true;
    }
    case op_newarray: case interp::q_anewarray: {
      Class* array_class = nullptr;
      if (op == op_newarray) {
        array_class = the_vm().classes.primitive_array[at[1]];
      } else {
        auto* element = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
        array_class = element->array_class.load(std::memory_order_acquire);
      }
      if (array_class == nullptr) break;
      // Lengths from 0 to 2^24 in the buffer; others (negative ones
      // throw) take the slow path, as in the interpreter.
      Xbyak::Label slow, done;
      movsxd(rcx, dword[r12 - 8]);
      cmp(ecx, 1 << 24);
      ja(slow, T_NEAR);
      mov(rax, qword[rbx + offsets_.tlab_top]);
      lea(rdx, ptr[rax + rcx * (1 << array_class->element_size_log2) + gc::ArrayObject::kElementsOffset + 7]);
      and_(rdx, -8);
      bump(array_class, slow);
      mov(dword[rax + gc::ArrayObject::kLengthOffset], ecx);
      jmp(done, T_NEAR);
      L(slow);
      save_state(bci);
      mov(rdi, rbx);
      mov(rsi, reinterpret_cast<uint64_t>(array_class));
      mov(edx, dword[r12 - 8]);
      call_helper(&helpers::new_array);
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      L(done);
      mov(slot(-1), rax);
      return true;
    }
    case interp::q_checkcast: case interp::q_instanceof: {
      auto* target = static_cast<Class*>(entry_of(at).resolved.load(std::memory_order_relaxed));
      const bool cast = op == interp::q_checkcast;
      Xbyak::Label yes, no, done;
      mov(rdi, slot(-1));
      test(rdi, rdi);
      jz(cast ? done : no, T_NEAR);  // null passes a cast and is an instance of nothing
      mov(rsi, reinterpret_cast<uint64_t>(target));
      mov(rax, reinterpret_cast<uint64_t>(static_cast<gc::TypeLayout*>(target)));
      cmp(qword[rdi], rax);
      je(cast ? done : yes, T_NEAR);
      call_helper(&helpers::is_instance_of);
      test(al, al);
      if (cast) {
        jz(exit_stub(bci), T_NEAR);  // the interpreter throws ClassCastException
      } else {
        jz(no, T_NEAR);
        L(yes);
        mov(slot(-1), 1);
        jmp(done, T_NEAR);
        L(no);
        mov(slot(-1), 0);
      }
      L(done);
      return true;
    }

    case interp::q_invokestatic: case interp::q_invokespecial: case interp::q_invokevirtual_direct: {
      const CpCacheEntry& e = entry_of(at);
      Method* callee = op == interp::q_invokespecial ? e.special_target.load(std::memory_order_relaxed)
                                                     : static_cast<Method*>(e.resolved.load(std::memory_order_relaxed));
      if (callee == nullptr) break;
      if (op == interp::q_invokestatic && is_square_root(callee)) {
        // An intrinsic: the instruction rounds as Java requires.
        sqrtsd(xmm0, slot(-2));
        movsd(slot(-2), xmm0);
        return true;
      }
      if (op != interp::q_invokestatic) {
        cmp(slot(-callee->arg_slots), 0);
        je(exit_stub(bci), T_NEAR);  // the interpreter throws NullPointerException
      }
      mov(rax, reinterpret_cast<uint64_t>(callee));
      call_method(bci, callee->arg_slots, bci + 3);
      return true;
    }
    case interp::q_invokevirtual: case interp::q_invokeinterface_object: {
      const CpCacheEntry& e = entry_of(at);
      const int32_t arg_slots = e.quick_arg_slots;
      mov(rax, slot(-arg_slots));
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      mov(rax, qword[rax]);  // the receiver's class
      mov(rax, qword[rax + offsets_.vtable_base]);
      mov(rax, qword[rax + 8 * e.quick_index]);
      call_method(bci, arg_slots, bci + (op == interp::q_invokevirtual ? 3 : 5));
      return true;
    }
    case interp::q_invokeinterface: case interp::q_invokevirtual_interface: {
      const CpCacheEntry& e = entry_of(at);
      const int32_t arg_slots = e.quick_arg_slots;
      mov(rdi, slot(-arg_slots));
      test(rdi, rdi);
      jz(exit_stub(bci), T_NEAR);
      mov(rsi, reinterpret_cast<uint64_t>(&e));
      call_helper(&helpers::interface_target);
      test(rax, rax);
      jz(exit_stub(bci), T_NEAR);
      call_method(bci, arg_slots, bci + (op == interp::q_invokeinterface ? 5 : 3));
      return true;
    }
    case op_ireturn: case op_freturn: case op_areturn: return_with(bci, 1); return true;
    case op_lreturn: case op_dreturn: return_with(bci, 2); return true;
    case op_return_: return_with(bci, 0); return true;
    case op_tableswitch: switch_on(at, bci, true); return true;
    case op_lookupswitch: switch_on(at, bci, false); return true;

    default:
      break;
  }
  exit_to(bci);
  return false;
}

}  // namespace loupe::jit
