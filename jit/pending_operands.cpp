// Pending operands (translator.h): a local load or a constant is not
// pushed at once: it stays pending, and the next template reads it where
// it is (a local's slot, an immediate). `iload i; iload n; if_icmpge`
// becomes one load, one compare and a jump instead of two pushes and two
// pops. At most two are pending; anything else pushes them first (flush).
// Nothing is pending where code can be entered or jumped to, at a call
// out, or where a local they read is written.
#include <xbyak/xbyak.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "gc/object_model.h"
#include "interp/quick_bytecodes.h"
#include "jit/translator.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;

std::vector<bool> Translator::branch_targets(const uint8_t* code, size_t length, const std::vector<uint32_t>& starts) {
  std::vector<bool> targets(length + 1, false);
  auto mark = [&](int64_t t) {
    if (t >= 0 && static_cast<size_t>(t) < targets.size()) targets[static_cast<size_t>(t)] = true;
  };
  for (uint32_t bci : starts) {
    const uint8_t* at = code + bci;
    uint8_t op = at[0];
    if ((op >= op_ifeq && op <= op_if_acmpne) || op == op_goto_ || op == op_ifnull || op == op_ifnonnull ||
        op == op_jsr) {
      mark(bci + read_s2(at + 1));
    } else if (op == op_goto_w || op == op_jsr_w) {
      mark(bci + read_s4(at + 1));
    } else if (op == op_tableswitch || op == op_lookupswitch) {
      const uint8_t* words = reinterpret_cast<const uint8_t*>((reinterpret_cast<uintptr_t>(at) + 4) & ~uintptr_t{3});
      mark(bci + read_s4(words));
      if (op == op_tableswitch) {
        int64_t low = read_s4(words + 4), high = read_s4(words + 8);
        for (int64_t k = 0; k <= high - low; ++k) mark(bci + read_s4(words + 12 + 4 * k));
      } else {
        for (int32_t i = 0; i < read_s4(words + 4); ++i) mark(bci + read_s4(words + 12 + 8 * i));
      }
    }
  }
  targets[0] = true;
  return targets;
}

void Translator::load32(const Xbyak::Reg32& r, const Pending& p) {
  if (p.is_local) {
    mov(r, dword[r13 + 8 * p.value]);
  } else {
    mov(r, static_cast<uint32_t>(p.value));
  }
}
void Translator::load64(const Xbyak::Reg64& r, const Pending& p) {
  if (p.is_local) {
    mov(r, qword[r13 + 8 * p.value]);
  } else {
    mov(r.cvt32(), static_cast<uint32_t>(p.value));  // an int slot is zero-extended; null is 0
  }
}
void Translator::materialize(const Pending& p, int at) {
  load64(rax, p);
  mov(slot(at), rax);
}
// Pushes all but the top `keep` pending operands.
void Translator::flush_below(size_t keep) {
  if (pending_.size() <= keep) return;
  size_t count = pending_.size() - keep;
  for (size_t i = 0; i < count; ++i) materialize(pending_[i], static_cast<int>(i));
  add(r12, 8 * static_cast<int>(count));
  pending_.erase(pending_.begin(), pending_.begin() + static_cast<ptrdiff_t>(count));
}
void Translator::flush() { flush_below(0); }
void Translator::defer(Pending p) {
  if (pending_.size() == 2) flush();
  pending_.push_back(p);
}
bool Translator::reads_local(uint32_t index) const {
  for (const Pending& p : pending_) {
    if (p.is_local && static_cast<uint32_t>(p.value) == index) return true;
  }
  return false;
}
// An int operation of eax with the operand p.
void Translator::int_op(uint8_t op, const Pending& p) {
  if (p.is_local) {
    Xbyak::Address a = dword[r13 + 8 * p.value];
    if (op == op_iadd) add(eax, a);
    if (op == op_isub) sub(eax, a);
    if (op == op_imul) imul(eax, a);
    if (op == op_iand) and_(eax, a);
    if (op == op_ior) or_(eax, a);
    if (op == op_ixor) xor_(eax, a);
  } else {
    const uint32_t v = static_cast<uint32_t>(p.value);
    if (op == op_iadd) add(eax, v);
    if (op == op_isub) sub(eax, v);
    if (op == op_imul) imul(eax, eax, p.value);
    if (op == op_iand) and_(eax, v);
    if (op == op_ior) or_(eax, v);
    if (op == op_ixor) xor_(eax, v);
  }
}

// The instruction, reading pending operands in place; false when it
// does not (the caller pushes them and emits the plain template).
bool Translator::emit_on_pending(uint8_t op, const uint8_t* at, uint32_t bci) {
  constexpr size_t kElements = gc::ArrayObject::kElementsOffset;
  switch (op) {
    case op_iload: case op_fload: case op_aload: defer({true, at[1]}); return true;
    case op_iload_0: case op_iload_1: case op_iload_2: case op_iload_3: defer({true, op - op_iload_0}); return true;
    case op_fload_0: case op_fload_1: case op_fload_2: case op_fload_3: defer({true, op - op_fload_0}); return true;
    case op_aload_0: case op_aload_1: case op_aload_2: case op_aload_3: defer({true, op - op_aload_0}); return true;
    case op_iconst_m1: case op_iconst_0: case op_iconst_1: case op_iconst_2: case op_iconst_3:
    case op_iconst_4: case op_iconst_5:
      defer({false, static_cast<int32_t>(op) - op_iconst_0});
      return true;
    case op_bipush: defer({false, static_cast<int8_t>(at[1])}); return true;
    case op_sipush: defer({false, read_s2(at + 1)}); return true;
    case op_aconst_null: defer({false, 0}); return true;
    default: break;
  }
  if (pending_.empty()) return false;
  switch (op) {
    case op_istore: case op_fstore: case op_astore:
    case op_istore_0: case op_istore_1: case op_istore_2: case op_istore_3:
    case op_fstore_0: case op_fstore_1: case op_fstore_2: case op_fstore_3:
    case op_astore_0: case op_astore_1: case op_astore_2: case op_astore_3: {
      uint32_t index = op == op_istore || op == op_fstore || op == op_astore ? at[1]
                       : op >= op_astore_0                                 ? op - op_astore_0
                       : op >= op_fstore_0                                 ? op - op_fstore_0
                                                                           : op - op_istore_0;
      flush_below(1);
      load64(rax, pending_.back());
      pending_.clear();
      mov(local(index), rax);
      return true;
    }
    case op_iinc:
      if (reads_local(at[1])) flush();
      return false;
    case op_iadd: case op_isub: case op_imul: case op_iand: case op_ior: case op_ixor:
      if (pending_.size() == 2) {
        load32(eax, pending_[0]);
        int_op(op, pending_[1]);
        pending_.clear();
        mov(slot(0), rax);
        add(r12, 8);
      } else {
        mov(eax, dword[r12 - 8]);
        int_op(op, pending_[0]);
        pending_.clear();
        mov(slot(-1), rax);
      }
      return true;
    case op_if_icmpeq: case op_if_icmpne: case op_if_icmplt: case op_if_icmpge: case op_if_icmpgt:
    case op_if_icmple: {
      auto [taken, not_taken] = jumps(op - op_if_icmpeq);
      if (pending_.size() == 2) {
        load32(eax, pending_[0]);
      } else {
        sub(r12, 8);
        mov(eax, dword[r12]);
      }
      const Pending b = pending_.back();
      pending_.clear();
      if (b.is_local) {
        cmp(eax, dword[r13 + 8 * b.value]);
      } else {
        cmp(eax, static_cast<uint32_t>(b.value));
      }
      conditional(bci, bci + read_s2(at + 1), taken, not_taken);
      return true;
    }
    case op_ifeq: case op_ifne: case op_iflt: case op_ifge: case op_ifgt: case op_ifle:
    case op_ifnull: case op_ifnonnull: {
      auto [taken, not_taken] = op >= op_ifnull ? jumps(op - op_ifnull) : jumps(op - op_ifeq);
      flush_below(1);
      load64(rax, pending_.back());
      pending_.clear();
      if (op >= op_ifnull) {
        test(rax, rax);
      } else {
        test(eax, eax);
      }
      conditional(bci, bci + read_s2(at + 1), taken, not_taken);
      return true;
    }
    case op_iaload: case op_baload: case op_caload: case op_saload: case op_aaload: case op_faload: {
      Xbyak::Label& fail = exit_stub(bci);  // pushes the operands, then the interpreter throws
      const bool both = pending_.size() == 2;
      if (both) {
        load64(rax, pending_[0]);
      } else {
        mov(rax, slot(-1));
      }
      test(rax, rax);
      jz(fail, T_NEAR);
      load32(ecx, pending_.back());
      cmp(ecx, dword[rax + gc::ArrayObject::kLengthOffset]);
      jae(fail, T_NEAR);  // unsigned: a negative index is out too
      pending_.clear();
      if (op == op_iaload || op == op_faload) mov(eax, dword[rax + rcx * 4 + kElements]);
      if (op == op_baload) movsx(eax, byte[rax + rcx + kElements]);
      if (op == op_caload) movzx(eax, word[rax + rcx * 2 + kElements]);
      if (op == op_saload) movsx(eax, word[rax + rcx * 2 + kElements]);
      if (op == op_aaload) mov(rax, qword[rax + rcx * 8 + kElements]);
      if (both) {
        mov(slot(0), rax);
        add(r12, 8);
      } else {
        mov(slot(-1), rax);
      }
      return true;
    }
    case interp::q_getfield_b: case interp::q_getfield_c: case interp::q_getfield_s: case interp::q_getfield_i:
    case interp::q_getfield_j: case interp::q_getfield_a: {
      if (!pending_.back().is_local) return false;
      flush_below(1);
      uint32_t offset = quick_offset(at);
      Xbyak::Label& fail = exit_stub(bci);
      load64(rax, pending_.back());
      test(rax, rax);
      jz(fail, T_NEAR);
      pending_.clear();
      if (op == interp::q_getfield_b) movsx(eax, byte[rax + offset]);
      if (op == interp::q_getfield_c) movzx(eax, word[rax + offset]);
      if (op == interp::q_getfield_s) movsx(eax, word[rax + offset]);
      if (op == interp::q_getfield_i) mov(eax, dword[rax + offset]);
      if (op == interp::q_getfield_j || op == interp::q_getfield_a) mov(rax, qword[rax + offset]);
      mov(slot(0), rax);
      add(r12, op == interp::q_getfield_j ? 16 : 8);
      return true;
    }
    default:
      return false;
  }
}

}  // namespace loupe::jit
