// The baseline compiler (jit.h, docs/jit.md): one pass over a method's
// code, one template per instruction, assembled with xbyak.
//
// Compiled code keeps the interpreter's frame as it is: the operand-stack
// pointer lives in r12 and the locals in r13, both pointing into the same
// Java stack the interpreter uses, so that leaving for the interpreter is
// only "here is pc, here is sp". rbx holds the thread (for the safepoint
// poll word) and r14 the frame. All are callee-saved, so that later
// templates can call helpers without saving them.
//
// An instruction without a template becomes an exit: compiled code returns
// its pc and sp, and the interpreter runs it. A template whose fast path
// does not apply (a null reference, an index out of bounds) exits the same
// way to the instruction, which the interpreter then runs and throws from.
// A backward branch first tests the poll word and exits to the branch
// target when a safepoint or a suspension is asked for: the interpreter
// then polls. So compiled code never stops for a collection.
#include <xbyak/xbyak.h>

#include <atomic>
#include <cinttypes>
#include <deque>
#include <cstdio>
#include <memory>
#include <mutex>
#include <vector>

#include "gc/object_model.h"
#include "interp/quick_bytecodes.h"
#include "jit/jit.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using interp::QuickBytecode;

namespace {

Settings g_settings;

// A compiled method: its code and its entry table. Kept for the VM's
// life (classes are never unloaded).
struct Compiled {
  std::unique_ptr<Xbyak::CodeGenerator> code;
  std::vector<const void*> entries;
};
std::mutex g_lock;
std::vector<std::unique_ptr<Compiled>> g_compiled;

class Translator : public Xbyak::CodeGenerator {
 public:
  Translator(Method* method, size_t poll_offset, size_t capacity)
      : Xbyak::CodeGenerator(capacity, Xbyak::DontSetProtectRWE), method_(method), poll_offset_(poll_offset) {}

  // False when the method has nothing worth compiling (every instruction
  // would exit at once).
  bool translate(std::vector<const void*>* entries, uint32_t* compiled_count) {
    const std::vector<uint8_t>& original = method_->bytecode;
    const uint8_t* code = method_->interp_code.get();
    const size_t n = original.size();
    labels_.resize(n + 1);
    std::vector<uint32_t> starts;
    for (size_t bci = 0; bci < n;) {
      size_t length = instruction_length(original.data(), n, bci);
      if (length == 0) return false;
      starts.push_back(static_cast<uint32_t>(bci));
      bci += length;
    }
    prologue();
    uint32_t templated = 0;
    for (uint32_t bci : starts) {
      L(labels_[bci]);
      if (emit(code, bci)) ++templated;
    }
    // Falling off the end cannot happen in verified code; exit anyway.
    exit_to(static_cast<uint32_t>(n));
    stubs();
    L(epilogue_);
    mov(rdx, r12);
    pop(r15);
    pop(r14);
    pop(r13);
    pop(r12);
    pop(rbx);
    ret();
    if (templated == 0) return false;
    // Written read/write, then made read/execute: never both at once.
    ready();
    setProtectModeRE();
    entries->assign(n, nullptr);
    for (uint32_t bci : starts) (*entries)[bci] = labels_[bci].getAddress();
    *compiled_count = templated;
    return true;
  }

 private:
  // (thread, frame, sp, locals, entry): rdi, rsi, rdx, rcx, r8.
  void prologue() {
    push(rbx);
    push(r12);
    push(r13);
    push(r14);
    push(r15);
    mov(rbx, rdi);
    mov(r14, rsi);
    mov(r12, rdx);
    mov(r13, rcx);
    jmp(r8);
  }

  // Leaves for the interpreter at bci (sp as it is in r12).
  void exit_to(uint32_t bci) {
    mov(rax, reinterpret_cast<uint64_t>(method_->interp_code.get() + bci));
    jmp(epilogue_, T_NEAR);
  }

  // A conditional exit: the returned label, jumped to, leaves at bci.
  Xbyak::Label& exit_stub(uint32_t bci) {
    stubs_.push_back({Xbyak::Label(), bci});
    return stubs_.back().label;
  }

  void stubs() {
    for (Stub& s : stubs_) {
      L(s.label);
      exit_to(s.bci);
    }
  }

  Xbyak::Address slot(int index) { return qword[r12 + 8 * index]; }  // index < 0: below the top
  Xbyak::Address local(uint32_t index) { return qword[r13 + 8 * static_cast<int>(index)]; }

  void push_int(int32_t value) {
    mov(eax, static_cast<uint32_t>(value));  // an int slot is zero-extended (put_int)
    mov(slot(0), rax);
    add(r12, 8);
  }
  void load(uint32_t index, int slots) {
    mov(rax, local(index));
    mov(slot(0), rax);
    add(r12, 8 * slots);
  }
  void store(uint32_t index, int slots) {
    sub(r12, 8 * slots);
    mov(rax, slot(0));
    mov(local(index), rax);
  }
  void iinc(uint32_t index, int32_t delta) {
    mov(eax, dword[r13 + 8 * static_cast<int>(index)]);
    add(eax, delta);
    mov(local(index), rax);
  }

  // A branch to target; a backward one tests the poll word first.
  void branch_to(uint32_t bci, uint32_t target) {
    if (target <= bci) {
      cmp(dword[rbx + static_cast<uint32_t>(poll_offset_)], 0);
      jne(exit_stub(target), T_NEAR);
    }
    jmp(labels_[target], T_NEAR);
  }
  // Flags are set; `taken` is the jcc that branches.
  template <typename Jcc, typename JccNot>
  void conditional(uint32_t bci, uint32_t target, Jcc taken, JccNot not_taken) {
    if (target > bci) {
      (this->*taken)(labels_[target], T_NEAR);
      return;
    }
    Xbyak::Label skip;
    (this->*not_taken)(skip, T_NEAR);
    branch_to(bci, target);
    L(skip);
  }

  using Jump = void (Xbyak::CodeGenerator::*)(const Xbyak::Label&, Xbyak::CodeGenerator::LabelType);

  // The jcc pair (taken, not taken) for a condition code of the if family
  // (eq, ne, lt, ge, gt, le).
  static std::pair<Jump, Jump> jumps(int condition) {
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
  void array_access(uint32_t bci, int array_at, int index_at) {
    mov(rax, slot(array_at));
    test(rax, rax);
    jz(exit_stub(bci), T_NEAR);
    movsxd(rcx, dword[r12 + 8 * index_at]);
    cmp(ecx, dword[rax + gc::ArrayObject::kLengthOffset]);
    jae(exit_stub(bci), T_NEAR);  // unsigned: a negative index is out too
  }

  // The resolved field offset of a quickened field instruction.
  uint32_t quick_offset(const uint8_t* at) const {
    uint16_t index = read_u2(at + 1);
    return method_->holder->constant_pool[index].quick_index;
  }

  // One instruction; false when it became an exit.
  bool emit(const uint8_t* code, uint32_t bci) {
    const uint8_t* at = code + bci;
    // The interpreter may quicken the instruction meanwhile: its quick form
    // is published (release) after its constant-pool entry.
    const uint8_t op = std::atomic_ref<const uint8_t>(*at).load(std::memory_order_acquire);
    constexpr size_t kElements = gc::ArrayObject::kElementsOffset;
    switch (op) {
      case op_nop: return true;
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
        cvtsi2ss(xmm0, slot(-2));
        movd(eax, xmm0);
        mov(slot(-2), rax);
        sub(r12, 8);
        return true;
      case op_l2d:
        cvtsi2sd(xmm0, slot(-2));
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
      default:
        break;
    }
    exit_to(bci);
    return false;
  }

  struct Stub {
    Xbyak::Label label;
    uint32_t bci;
  };

  Method* method_;
  size_t poll_offset_;
  std::vector<Xbyak::Label> labels_;
  std::deque<Stub> stubs_;  // labels must not move once referred to
  Xbyak::Label epilogue_;
};

std::string name_of(const Method* m) { return m->holder->external_name() + "." + m->name->str(); }

void say(const std::string& text) {
  std::fprintf(stderr, "[jit] %s\n", text.c_str());
}

}  // namespace

void configure(const Settings& settings) { g_settings = settings; }
const Settings& settings() { return g_settings; }

bool compile(Method* method) {
  Thread* self = Thread::current();
  if (method->bytecode.empty() || method->interp_code == nullptr || self == nullptr ||
      !method->prepared.load(std::memory_order_acquire)) {
    return false;
  }
  // One thread compiles; the others go on interpreting meanwhile.
  if (method->jit_tried.exchange(true)) return method->jit_entries.load(std::memory_order_acquire) != nullptr;
  size_t poll_offset = static_cast<size_t>(reinterpret_cast<const char*>(&self->poll_word) -
                                           reinterpret_cast<const char*>(self));
  // Generous: the longest template and its exit stub per byte of code.
  size_t capacity = 4096 + method->bytecode.size() * 128;
  auto compiled = std::make_unique<Compiled>();
  uint32_t templated = 0;
  try {
    auto translator = std::make_unique<Translator>(method, poll_offset, capacity);
    if (!translator->translate(&compiled->entries, &templated)) {
      if (g_settings.verbose) say("not compiled " + name_of(method) + ": no instruction it could run");
      return false;
    }
    compiled->code = std::move(translator);
  } catch (const std::exception& e) {
    if (g_settings.verbose) say("not compiled " + name_of(method) + ": " + e.what());
    return false;
  }
  if (g_settings.verbose) {
    char line[160];
    std::snprintf(line, sizeof line, " (%zu bytes of bytecode, %u instructions compiled, %zu bytes of code)",
                  method->bytecode.size(), templated, compiled->code->getSize());
    say("compiled " + name_of(method) + line);
  }
  std::lock_guard<std::mutex> guard(g_lock);
  method->jit_code.store(const_cast<uint8_t*>(compiled->code->getCode()), std::memory_order_release);
  method->jit_entries.store(compiled->entries.data(), std::memory_order_release);
  g_compiled.push_back(std::move(compiled));
  return true;
}

Code count_towards_compiling(Method* method) {
  if (method->jit_counter.fetch_add(1, std::memory_order_relaxed) + 1 < g_settings.threshold) return nullptr;
  return compile(method) ? reinterpret_cast<Code>(method->jit_code.load(std::memory_order_acquire)) : nullptr;
}

}  // namespace loupe::jit
