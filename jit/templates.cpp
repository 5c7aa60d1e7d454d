// The templates on values (translator.h): constants, locals, the stack
// shuffles, int/long/float/double arithmetic and conversions, branches,
// switches and returns. Each pops its operands from the value stack
// (value_stack.cpp), reading them where they are, and pushes its result in
// a register. emit() is the dispatcher: values here, objects and calls in
// object_templates.cpp, anything else leaves for the interpreter.
#include <xbyak/xbyak.h>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <map>
#include <type_traits>
#include <utility>
#include <vector>

#include "interp/quick_bytecodes.h"
#include "jit/translator.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;
using Kind = Value::Kind;

namespace {

template <typename T>
constexpr bool is_immediate = std::is_same_v<std::decay_t<T>, uint32_t>;

uint64_t bits_of(double d) {
  uint64_t b;
  static_assert(sizeof b == sizeof d);
  __builtin_memcpy(&b, &d, sizeof b);
  return b;
}

}  // namespace

// One instruction; false when it became an exit.
bool Translator::emit(const uint8_t* code, uint32_t bci) {
  const uint8_t* at = code + bci;
  // The interpreter may quicken the instruction meanwhile: its quick form
  // is published (release) after its constant-pool entry.
  const uint8_t op = std::atomic_ref<const uint8_t>(*at).load(std::memory_order_acquire);
  if (op == op_nop) return true;
  if (emit_value_instruction(op, at, bci) || emit_object_instruction(op, at, bci)) return true;
  leave(bci);
  return false;
}

// A homed local is copied (a register move, which costs nothing in the
// CPU's renamer) so that writing the local never changes a value already
// on the stack.
void Translator::load(uint32_t index, bool wide) {
  if (const Home* h = home_of(index)) {
    if (h->in_xmm) {
      Xbyak::Xmm x = new_xmm();
      movaps(x, Xbyak::Xmm(h->reg));
      push_xmm(x, false);
    } else {
      Xbyak::Reg64 r = new_gpr();
      mov(r, Xbyak::Reg64(h->reg));
      push_gpr(r, wide);
    }
    return;
  }
  push_local(index, wide);
}

void Translator::store(uint32_t index, bool wide) {
  Popped v = wide ? take_wide() : take();
  if (const Home* h = home_of(index)) {
    if (h->in_xmm) {
      load_into(Xbyak::Xmm(h->reg), v, false);
    } else {
      load_into(Xbyak::Reg64(h->reg), v);
    }
    return;
  }
  if (v.value.kind == Kind::kLocal && v.value.bits == index) return;  // x = x
  before_local_write(index, wide);
  write_value(local(index), v, 8);
}

void Translator::iinc(uint32_t index, int32_t delta) {
  if (const Home* h = home_of(index)) {
    add(Xbyak::Reg32(h->reg), delta);
    return;
  }
  before_local_write(index, false);
  // Written back 64 bits wide: a 32-bit store followed by the 64-bit load
  // a later iload may make cannot be forwarded from the store buffer,
  // and stalls the loop on every iteration.
  mov(r11d, local32(index));
  add(r11d, delta);
  mov(local(index), r11);
}

void Translator::int_arithmetic(uint8_t op, uint32_t bci) {
  switch (op) {
    case op_iadd: case op_isub: case op_imul: case op_iand: case op_ior: case op_ixor: {
      Popped b = take(), a = take();
      Xbyak::Reg32 r = owned_gpr(a).cvt32();
      with_int_operand(b, [&](const auto& o) {
        if constexpr (is_immediate<decltype(o)>) {
          if (op == op_imul) imul(r, r, static_cast<int32_t>(o));
          if (op == op_iadd) add(r, o);
          if (op == op_isub) sub(r, o);
          if (op == op_iand) and_(r, o);
          if (op == op_ior) or_(r, o);
          if (op == op_ixor) xor_(r, o);
        } else {
          if (op == op_imul) imul(r, o);
          if (op == op_iadd) add(r, o);
          if (op == op_isub) sub(r, o);
          if (op == op_iand) and_(r, o);
          if (op == op_ior) or_(r, o);
          if (op == op_ixor) xor_(r, o);
        }
      });
      push_gpr(r.cvt64());
      return;
    }
    case op_ishl: case op_ishr: case op_iushr: {
      // The CPU masks the count to 5 bits, as Java does.
      const bool constant = stack_.back().kind == Kind::kConstant;
      if (!constant) claim(rcx);
      Popped b = take(), a = take();
      if (!constant) load_into(rcx, b);
      Xbyak::Reg32 r = owned_gpr(a).cvt32();
      const uint8_t count = static_cast<uint8_t>(b.value.bits & 31);
      if (op == op_ishl) constant ? shl(r, count) : shl(r, cl);
      if (op == op_ishr) constant ? sar(r, count) : sar(r, cl);
      if (op == op_iushr) constant ? shr(r, count) : shr(r, cl);
      push_gpr(r.cvt64());
      return;
    }
    case op_ineg: {
      Xbyak::Reg32 r = owned_gpr(take()).cvt32();
      neg(r);
      push_gpr(r.cvt64());
      return;
    }
    case op_idiv: case op_irem: {
      // Division by 0 throws and MIN / -1 traps on x86: the interpreter
      // does both. The divisor goes to r11, the dividend to eax.
      claim(rax);
      claim(rdx);
      Xbyak::Label& fail = exit_stub(bci);
      Popped b = take(), a = take();
      load_into(r11, b);
      test(r11d, r11d);
      jz(fail, T_NEAR);
      cmp(r11d, -1);
      je(fail, T_NEAR);
      load_into(rax, a);
      cdq();
      idiv(r11d);
      push_gpr(op == op_idiv ? rax : rdx);  // 32-bit results: upper halves are zero
      return;
    }
    default: break;
  }
}

void Translator::long_arithmetic(uint8_t op, uint32_t bci) {
  switch (op) {
    case op_ladd: case op_lsub: case op_lmul: case op_land: case op_lor: case op_lxor: {
      Popped b = take_wide(), a = take_wide();
      Xbyak::Reg64 r = owned_gpr(a);
      auto apply = [&](const Xbyak::Operand& o) {
        if (op == op_ladd) add(r, o);
        if (op == op_lsub) sub(r, o);
        if (op == op_lmul) imul(r, o);
        if (op == op_land) and_(r, o);
        if (op == op_lor) or_(r, o);
        if (op == op_lxor) xor_(r, o);
      };
      if (b.value.kind == Kind::kMemory) {
        apply(slot_at(b.index));
      } else if (b.value.kind == Kind::kLocal) {
        apply(local(static_cast<uint32_t>(b.value.bits)));
      } else {
        apply(gpr(b));
      }
      push_gpr(r, true);
      return;
    }
    case op_lshl: case op_lshr: case op_lushr: {
      const bool constant = stack_.back().kind == Kind::kConstant;
      if (!constant) claim(rcx);
      Popped b = take(), a = take_wide();
      if (!constant) load_into(rcx, b);
      Xbyak::Reg64 r = owned_gpr(a);
      const uint8_t count = static_cast<uint8_t>(b.value.bits & 63);  // the CPU masks to 6 bits too
      if (op == op_lshl) constant ? shl(r, count) : shl(r, cl);
      if (op == op_lshr) constant ? sar(r, count) : sar(r, cl);
      if (op == op_lushr) constant ? shr(r, count) : shr(r, cl);
      push_gpr(r, true);
      return;
    }
    case op_lneg: {
      Xbyak::Reg64 r = owned_gpr(take_wide());
      neg(r);
      push_gpr(r, true);
      return;
    }
    case op_ldiv: case op_lrem: {
      claim(rax);
      claim(rdx);
      Xbyak::Label& fail = exit_stub(bci);
      Popped b = take_wide(), a = take_wide();
      load_into(r11, b);
      test(r11, r11);
      jz(fail, T_NEAR);
      cmp(r11, -1);
      je(fail, T_NEAR);
      load_into(rax, a);
      cqo();
      idiv(r11);
      push_gpr(op == op_ldiv ? rax : rdx, true);
      return;
    }
    case op_lcmp: {
      // (a > b) - (a < b), as an int.
      Popped b = take_wide(), a = take_wide();
      Xbyak::Reg64 ra = gpr(a);
      if (b.value.kind == Kind::kMemory) {
        cmp(ra, slot_at(b.index));
      } else {
        cmp(ra, gpr(b));
      }
      Xbyak::Reg64 r = new_gpr(), t = new_gpr();
      setg(r.cvt8());
      setl(t.cvt8());
      movzx(r.cvt32(), r.cvt8());
      movzx(t.cvt32(), t.cvt8());
      sub(r.cvt32(), t.cvt32());
      push_gpr(r);
      return;
    }
    default: break;
  }
}

// SSE scalar arithmetic rounds as Java requires (and as the interpreter's
// C++ does: no fused multiply-add).
void Translator::float_arithmetic(uint8_t op) {
  const bool single = op == op_fadd || op == op_fsub || op == op_fmul || op == op_fdiv || op == op_fneg;
  if (op == op_fneg || op == op_dneg) {
    Xbyak::Xmm x = owned_xmm(single ? take() : take_wide(), single);
    mov(r11, single ? uint64_t{0x80000000} : uint64_t{1} << 63);  // the sign bit, as C++'s -x
    movq(xmm15, r11);
    xorps(x, xmm15);
    push_xmm(x, single);
    return;
  }
  Popped b = single ? take() : take_wide();
  Popped a = single ? take() : take_wide();
  if (op == op_fadd || op == op_fmul || op == op_dadd || op == op_dmul) {
    // Commutative: compute b op= a, so that when both are NaN the result is b's NaN,
    // as in HotSpot's interpreter and Loupe's (interp/float_arith.h).
    std::swap(a, b);
  }
  Xbyak::Xmm x = owned_xmm(a, single);
  auto apply = [&](const Xbyak::Operand& o) {
    if (single) {
      if (op == op_fadd) addss(x, o);
      if (op == op_fsub) subss(x, o);
      if (op == op_fmul) mulss(x, o);
      if (op == op_fdiv) divss(x, o);
    } else {
      if (op == op_dadd) addsd(x, o);
      if (op == op_dsub) subsd(x, o);
      if (op == op_dmul) mulsd(x, o);
      if (op == op_ddiv) divsd(x, o);
    }
  };
  if (b.value.kind == Kind::kMemory) {
    apply(single ? slot_at32(b.index) : slot_at(b.index));
  } else if (b.value.kind == Kind::kLocal) {
    const uint32_t index = static_cast<uint32_t>(b.value.bits);
    apply(single ? local32(index) : local(index));
  } else {
    apply(xmm(b, single));
  }
  push_xmm(x, single);
}

// frem and drem: C's fmod is Java's remainder (truncating, exact).
void Translator::float_remainder(uint8_t op) {
  const bool single = op == op_frem;
  Popped b = single ? take() : take_wide();
  Popped a = single ? take() : take_wide();
  preserving_registers([&] {
    load_into(xmm15, b, single);  // b first: a may be in xmm1
    load_into(xmm0, a, single);
    movaps(xmm1, xmm15);
    if (single) {
      call_helper(static_cast<float (*)(float, float)>(&std::fmod));
    } else {
      call_helper(static_cast<double (*)(double, double)>(&std::fmod));
    }
    movaps(xmm15, xmm0);  // the stack's registers are loaded again next
  });
  Xbyak::Xmm x = new_xmm();
  movaps(x, xmm15);
  push_xmm(x, single);
}

// Conversions. Floating point to int or long follows Java: NaN gives 0,
// and values out of range the nearest bound; x86 gives the "indefinite"
// minimum for both, which the slow path below sorts out.
void Translator::convert(uint8_t op) {
  switch (op) {
    case op_i2l: {
      Xbyak::Reg64 r = owned_gpr(take());
      movsxd(r, r.cvt32());
      push_gpr(r, true);
      return;
    }
    case op_l2i: {
      Xbyak::Reg64 r = owned_gpr(take_wide());
      mov(r.cvt32(), r.cvt32());
      push_gpr(r);
      return;
    }
    case op_i2b: case op_i2c: case op_i2s: {
      Xbyak::Reg64 r = owned_gpr(take());
      if (op == op_i2b) movsx(r.cvt32(), r.cvt8());
      if (op == op_i2c) movzx(r.cvt32(), r.cvt16());
      if (op == op_i2s) movsx(r.cvt32(), r.cvt16());
      push_gpr(r);
      return;
    }
    case op_i2f: case op_i2d: case op_l2f: case op_l2d: {
      const bool from_long = op == op_l2f || op == op_l2d;
      Xbyak::Reg64 r = gpr(from_long ? take_wide() : take());
      Xbyak::Xmm x = new_xmm();
      xorps(x, x);  // no false dependency on the register's old value
      const Xbyak::Reg& source = from_long ? static_cast<const Xbyak::Reg&>(r) : r.cvt32();
      if (op == op_i2f || op == op_l2f) {
        cvtsi2ss(x, source);
      } else {
        cvtsi2sd(x, source);
      }
      push_xmm(x, op == op_i2f || op == op_l2f);
      return;
    }
    case op_f2d: case op_d2f: {
      const bool from_float = op == op_f2d;
      Xbyak::Xmm a = xmm(from_float ? take() : take_wide(), from_float);
      Xbyak::Xmm x = new_xmm();
      if (from_float) {
        cvtss2sd(x, a);
      } else {
        cvtsd2ss(x, a);
      }
      push_xmm(x, !from_float);
      return;
    }
    case op_f2i: case op_f2l: case op_d2i: case op_d2l: {
      const bool from_float = op == op_f2i || op == op_f2l;
      const bool to_long = op == op_f2l || op == op_d2l;
      Xbyak::Xmm a = xmm(from_float ? take() : take_wide(), from_float);
      Xbyak::Reg64 r = new_gpr();
      const Xbyak::Reg& result = to_long ? static_cast<const Xbyak::Reg&>(r) : r.cvt32();
      Xbyak::Label done, nan;
      if (from_float) {
        cvttss2si(result, a);
      } else {
        cvttsd2si(result, a);
      }
      if (to_long) {
        mov(r11, uint64_t{1} << 63);
        cmp(r, r11);
      } else {
        cmp(r.cvt32(), 0x80000000);
      }
      jne(done, T_NEAR);
      // The indefinite value: NaN, too large, or truly the minimum.
      xorps(xmm15, xmm15);
      if (from_float) {
        ucomiss(a, a);
        jp(nan, T_NEAR);
        ucomiss(a, xmm15);
      } else {
        ucomisd(a, a);
        jp(nan, T_NEAR);
        ucomisd(a, xmm15);
      }
      jb(done, T_NEAR);  // negative: the minimum is right
      if (to_long) {
        mov(r, uint64_t{0x7fffffffffffffff});
      } else {
        mov(r.cvt32(), 0x7fffffff);
      }
      jmp(done, T_NEAR);
      L(nan);
      xor_(r.cvt32(), r.cvt32());
      L(done);
      push_gpr(r, to_long);
      return;
    }
    default: break;
  }
}

// fcmpl, fcmpg, dcmpl, dcmpg: (a > b) - (a < b), or -1 (…l) / 1 (…g)
// when either is NaN.
void Translator::compare_floats(uint8_t op) {
  const bool single = op == op_fcmpl || op == op_fcmpg;
  Popped b = single ? take() : take_wide();
  Popped a = single ? take() : take_wide();
  Xbyak::Xmm xa = xmm(a, single), xb = xmm(b, single);
  Xbyak::Reg64 r = new_gpr(), t = new_gpr();
  Xbyak::Label done;
  if (single) {
    ucomiss(xa, xb);
  } else {
    ucomisd(xa, xb);
  }
  mov(r.cvt32(), static_cast<uint32_t>(op == op_fcmpl || op == op_dcmpl ? -1 : 1));  // keeps the flags
  jp(done, T_NEAR);  // unordered
  seta(r.cvt8());
  setb(t.cvt8());
  movzx(r.cvt32(), r.cvt8());
  movzx(t.cvt32(), t.cvt8());
  sub(r.cvt32(), t.cvt32());
  L(done);
  push_gpr(r);
}

// pop, pop2, dup and the rest move slots, not values: the values concerned
// are first made independent of their slots (kept in registers), then
// the Values are rearranged.
bool Translator::stack_shuffle(uint8_t op) {
  int top;  // how many slots from the top the instruction rearranges
  switch (op) {
    case op_pop: take(); return true;
    case op_pop2: take(); take(); return true;
    case op_dup: case op_swap: case op_dup2: top = 2; break;
    case op_dup_x1: case op_dup2_x1: top = 3; break;
    case op_dup_x2: case op_dup2_x2: top = 4; break;
    default: return false;
  }
  if (op == op_dup) top = 1;
  if (op == op_dup_x1) top = 2;
  if (op == op_dup_x2) top = 3;
  const int base = depth() - top;
  for (int i = base; i < depth(); ++i) {
    Value& v = stack_[static_cast<size_t>(i)];
    if (v.kind != Kind::kMemory) continue;
    Xbyak::Reg64 r = new_gpr();
    mov(r, slot_at(i));
    v.kind = Kind::kGpr;
    v.reg = static_cast<uint8_t>(r.getIdx());
  }
  std::vector<Value> s(stack_.end() - top, stack_.end());  // s[0] deepest
  stack_.resize(static_cast<size_t>(base));
  auto put = [this, &s](std::initializer_list<int> order) {
    for (int k : order) stack_.push_back(s[static_cast<size_t>(k)]);
  };
  switch (op) {
    case op_dup: put({0, 0}); break;
    case op_swap: put({1, 0}); break;
    case op_dup2: put({0, 1, 0, 1}); break;
    case op_dup_x1: put({1, 0, 1}); break;
    case op_dup_x2: put({2, 0, 1, 2}); break;
    case op_dup2_x1: put({1, 2, 0, 1, 2}); break;
    case op_dup2_x2: put({2, 3, 0, 1, 2, 3}); break;
    default: break;
  }
  return true;
}

// A branch to target; a backward one tests the poll word first. The stack
// is in memory (flushed by the caller).
void Translator::branch_to(uint32_t bci, uint32_t target) {
  if (target <= bci) {
    cmp(dword[rbx + offsets_.poll_word], 0);
    jne(exit_stub(target), T_NEAR);
  }
  jmp(labels_[target], T_NEAR);
}
// Flags are set; `taken` is the jcc that branches.
// Counting code charges the run each way starts (the if family is three
// bytes long).
void Translator::conditional(uint32_t bci, uint32_t target, Jump taken, Jump not_taken) {
  if (target > bci && !counting_) {
    (this->*taken)(labels_[target], T_NEAR);
    return;
  }
  Xbyak::Label skip;
  (this->*not_taken)(skip, T_NEAR);
  charge(target);
  branch_to(bci, target);
  L(skip);
  charge(bci + 3);
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

// The if family: operands popped, the rest of the stack stored (the
// target expects it in memory), then compare and jump.
void Translator::if_compare(uint8_t op, const uint8_t* at, uint32_t bci) {
  const uint32_t target = static_cast<uint32_t>(branch_target(at, bci));
  const bool with_zero = (op >= op_ifeq && op <= op_ifle) || op == op_ifnull || op == op_ifnonnull;
  const bool references = op == op_if_acmpeq || op == op_if_acmpne || op == op_ifnull || op == op_ifnonnull;
  auto [taken, not_taken] = op >= op_ifnull        ? jumps(op - op_ifnull)
                            : op >= op_if_acmpeq   ? jumps(op - op_if_acmpeq)
                            : op >= op_if_icmpeq   ? jumps(op - op_if_icmpeq)
                                                   : jumps(op - op_ifeq);
  Popped b = take();
  if (with_zero) {
    flush();
    switch (b.value.kind) {
      case Kind::kMemory: references ? cmp(slot_at(b.index), 0) : cmp(slot_at32(b.index), 0); break;
      case Kind::kLocal: {
        const uint32_t index = static_cast<uint32_t>(b.value.bits);
        references ? cmp(local(index), 0) : cmp(local32(index), 0);
        break;
      }
      default: {
        Xbyak::Reg64 r = gpr(b);
        references ? test(r, r) : test(r.cvt32(), r.cvt32());
        break;
      }
    }
  } else {
    Popped a = take();
    flush();
    Xbyak::Reg64 ra = gpr(a);
    if (references) {
      switch (b.value.kind) {
        case Kind::kMemory: cmp(ra, slot_at(b.index)); break;
        case Kind::kLocal: cmp(ra, local(static_cast<uint32_t>(b.value.bits))); break;
        default: cmp(ra, gpr(b)); break;
      }
    } else {
      with_int_operand(b, [&](const auto& o) { cmp(ra.cvt32(), o); });
    }
  }
  conditional(bci, target, taken, not_taken);
}

// tableswitch and lookupswitch; a switch with a backward target first
// tests the poll word, and leaves to the interpreter (which polls) if set.
void Translator::switch_on(const uint8_t* at, uint32_t bci, bool table) {
  // at - bci: the start of the code, from which the padding counts.
  const SwitchOperands operands(at - bci, bci);
  const uint32_t default_target = bci + operands.default_offset();
  std::vector<std::pair<int32_t, uint32_t>> cases;  // key, target
  for (int64_t i = 0; i < operands.case_count(); ++i) cases.push_back({operands.key(i), bci + operands.offset(i)});
  bool backward = default_target <= bci;
  for (auto& c : cases) backward = backward || c.second <= bci;
  if (backward) {
    cmp(dword[rbx + offsets_.poll_word], 0);
    jne(exit_stub(bci), T_NEAR);
  }
  Popped key = take();
  flush();
  Xbyak::Reg64 r = owned_gpr(key);
  // Where each target is reached from: its label, or in counting code a
  // stub that charges its run first.
  // (Kept in the Translator: a jump table's entries are filled in at the
  // end of the pass, from the labels' places.)
  std::map<uint32_t, Xbyak::Label*> charging;
  auto to = [&](uint32_t target) -> const Xbyak::Label& {
    if (!counting_) return labels_[target];
    Xbyak::Label*& label = charging[target];
    if (label == nullptr) label = &switch_labels_.emplace_back();
    return *label;
  };
  if (table && !cases.empty()) {
    // One indirect jump through a table of the targets' addresses.
    Xbyak::Label jump_table;
    Xbyak::Reg64 t = new_gpr();
    sub(r.cvt32(), cases.front().first);  // zero-extends: an index
    cmp(r.cvt32(), static_cast<uint32_t>(cases.size() - 1));
    ja(to(default_target), T_NEAR);
    // Entries relative to the table, not absolute addresses: the code is
    // copied into the code cache after it is assembled (code_cache.h).
    lea(t, ptr[rip + jump_table]);
    movsxd(r11, dword[t + r * 4]);
    add(t, r11);
    jmp(t);
    align(4);
    L(jump_table);
    note([&] { return "jump table: " + std::to_string(cases.size()) + " targets, each as its distance from here"; },
         false, static_cast<uint32_t>(4 * cases.size()));
    const size_t table_at = getSize();
    for (size_t i = 0; i < cases.size(); ++i) dd(0);
    relative_tables_.push_back({table_at, {}});
    for (auto& c : cases) relative_tables_.back().targets.push_back(&to(c.second));
  } else {
    for (auto& c : cases) {
      cmp(r.cvt32(), c.first);
      je(to(c.second), T_NEAR);
    }
    jmp(to(default_target), T_NEAR);
  }
  for (auto& [target, label] : charging) {
    L(*label);
    note([&, target = target] {
      return "charge stub for the run at " + bci_text(target) + ": pay for it, then go there";
    });
    charge(target);
    jmp(labels_[target], T_NEAR);
  }
}

bool Translator::emit_value_instruction(uint8_t op, const uint8_t* at, uint32_t bci) {
  switch (op) {
    case op_aconst_null: push_constant(0); return true;
    case op_iconst_m1: case op_iconst_0: case op_iconst_1: case op_iconst_2: case op_iconst_3:
    case op_iconst_4: case op_iconst_5:
      push_constant(static_cast<uint32_t>(static_cast<int32_t>(op) - op_iconst_0));  // an int slot is zero-extended
      return true;
    case op_lconst_0: case op_lconst_1: push_constant(op - op_lconst_0, true); return true;
    case op_fconst_0: push_constant(0); return true;
    case op_fconst_1: push_constant(0x3f800000); return true;  // 1.0f
    case op_fconst_2: push_constant(0x40000000); return true;  // 2.0f
    case op_dconst_0: push_constant(0, true); return true;
    case op_dconst_1: push_constant(static_cast<int64_t>(bits_of(1.0)), true); return true;
    case op_bipush: push_constant(static_cast<uint32_t>(static_cast<int8_t>(at[1]))); return true;
    case op_sipush: push_constant(static_cast<uint32_t>(read_s2(at + 1))); return true;
    case op_iload: case op_fload: case op_aload: load(at[1], false); return true;
    case op_lload: case op_dload: load(at[1], true); return true;
    case op_iload_0: case op_iload_1: case op_iload_2: case op_iload_3: load(op - op_iload_0, false); return true;
    case op_fload_0: case op_fload_1: case op_fload_2: case op_fload_3: load(op - op_fload_0, false); return true;
    case op_aload_0: case op_aload_1: case op_aload_2: case op_aload_3: load(op - op_aload_0, false); return true;
    case op_lload_0: case op_lload_1: case op_lload_2: case op_lload_3: load(op - op_lload_0, true); return true;
    case op_dload_0: case op_dload_1: case op_dload_2: case op_dload_3: load(op - op_dload_0, true); return true;
    case op_istore: case op_fstore: case op_astore: store(at[1], false); return true;
    case op_lstore: case op_dstore: store(at[1], true); return true;
    case op_istore_0: case op_istore_1: case op_istore_2: case op_istore_3: store(op - op_istore_0, false); return true;
    case op_fstore_0: case op_fstore_1: case op_fstore_2: case op_fstore_3: store(op - op_fstore_0, false); return true;
    case op_astore_0: case op_astore_1: case op_astore_2: case op_astore_3: store(op - op_astore_0, false); return true;
    case op_lstore_0: case op_lstore_1: case op_lstore_2: case op_lstore_3: store(op - op_lstore_0, true); return true;
    case op_dstore_0: case op_dstore_1: case op_dstore_2: case op_dstore_3: store(op - op_dstore_0, true); return true;
    case op_iinc: iinc(at[1], static_cast<int8_t>(at[2])); return true;
    case op_wide:
      switch (at[1]) {
        case op_iload: case op_fload: case op_aload: load(read_u2(at + 2), false); return true;
        case op_lload: case op_dload: load(read_u2(at + 2), true); return true;
        case op_istore: case op_fstore: case op_astore: store(read_u2(at + 2), false); return true;
        case op_lstore: case op_dstore: store(read_u2(at + 2), true); return true;
        case op_iinc: iinc(read_u2(at + 2), read_s2(at + 4)); return true;
        default: return false;
      }
    case op_pop: case op_pop2: case op_dup: case op_dup2: case op_swap:
    case op_dup_x1: case op_dup_x2: case op_dup2_x1: case op_dup2_x2:
      return stack_shuffle(op);

    case op_iadd: case op_isub: case op_imul: case op_iand: case op_ior: case op_ixor:
    case op_ishl: case op_ishr: case op_iushr: case op_ineg: case op_idiv: case op_irem:
      int_arithmetic(op, bci);
      return true;
    case op_ladd: case op_lsub: case op_lmul: case op_land: case op_lor: case op_lxor:
    case op_lshl: case op_lshr: case op_lushr: case op_lneg: case op_ldiv: case op_lrem: case op_lcmp:
      long_arithmetic(op, bci);
      return true;
    case op_fadd: case op_fsub: case op_fmul: case op_fdiv: case op_fneg:
    case op_dadd: case op_dsub: case op_dmul: case op_ddiv: case op_dneg:
      float_arithmetic(op);
      return true;
    case op_i2l: case op_l2i: case op_i2b: case op_i2c: case op_i2s:
    case op_i2f: case op_i2d: case op_l2f: case op_l2d: case op_f2d: case op_d2f:
    case op_f2i: case op_f2l: case op_d2i: case op_d2l:
      convert(op);
      return true;
    case op_fcmpl: case op_fcmpg: case op_dcmpl: case op_dcmpg: compare_floats(op); return true;
    case op_frem: case op_drem: float_remainder(op); return true;

    case op_ifeq: case op_ifne: case op_iflt: case op_ifge: case op_ifgt: case op_ifle:
    case op_if_icmpeq: case op_if_icmpne: case op_if_icmplt: case op_if_icmpge: case op_if_icmpgt:
    case op_if_icmple: case op_if_acmpeq: case op_if_acmpne: case op_ifnull: case op_ifnonnull:
      if_compare(op, at, bci);
      return true;
    case op_goto_: case op_goto_w: {
      const uint32_t target = static_cast<uint32_t>(branch_target(at, bci));
      flush();
      charge(target);
      branch_to(bci, target);
      return true;
    }
    case op_tableswitch: switch_on(at, bci, true); return true;
    case op_lookupswitch: switch_on(at, bci, false); return true;
    case op_ireturn: case op_freturn: case op_areturn: return_with(bci, 1); return true;
    case op_lreturn: case op_dreturn: return_with(bci, 2); return true;
    case op_return_: return_with(bci, 0); return true;
    default: return false;
  }
}

}  // namespace loupe::jit
