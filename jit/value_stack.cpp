// The operand stack as the compiler sees it (translator.h): one Value per
// slot, saying where the slot's value is now. A template pops its operands
// (reading them where they are: a register, a local, an immediate or the
// slot) and pushes its result in a register, so that within a basic block
// values go from one template to the next in registers, and
// `aload a; getfield x; aload b; getfield x; dsub; dstore d` is two loads,
// a subtraction and a store instead of six pushes and pops through memory.
//
// Where the interpreter or a collector may look, every value must be in
// its slot: at branch targets and branches (the states of the paths
// joining there must agree, and the simplest agreement is "all in
// memory"), before a call out (helpers may collect, and the interpreter's
// reference maps then name slots, not registers), and at exits (the
// interpreter carries on from the slots). flush() stores them.
//
// Registers: rbx thread, r13 locals, r14 frame, r12 the operand-stack top
// when leaving (exits) or calling (the direct-entry convention), r15 a
// callee across a call. The pool is the eight caller-saved general
// registers below and xmm0-xmm13, less the homes of locals kept in
// registers (home_locals.cpp); r11 and xmm15 are scratch for moves.
#include <xbyak/xbyak.h>

#include <cstdint>
#include <stdexcept>
#include <string>

#include "interp/stack_map.h"
#include "jit/translator.h"

namespace loupe::jit {

using namespace Xbyak::util;
using Kind = Value::Kind;

namespace {

constexpr int kGprPool[] = {Xbyak::Operand::RAX, Xbyak::Operand::RCX, Xbyak::Operand::RDX, Xbyak::Operand::RSI,
                            Xbyak::Operand::RDI, Xbyak::Operand::R8,  Xbyak::Operand::R9,  Xbyak::Operand::R10};
constexpr int kXmmPool = 14;  // xmm0..xmm13
// How many registers of the pool (xmm or general) `busy` leaves free.
int free_in_pool(bool xmm, uint32_t busy) {
  int n = 0;
  if (xmm) {
    for (int r = 0; r < kXmmPool; ++r) n += !(busy >> r & 1);
  } else {
    for (int r : kGprPool) n += !(busy >> r & 1);
  }
  return n;
}
// A template needs at most this many new registers of each kind (make_room).
constexpr int kTemplateRegisters = 4;

bool fits_imm32(int64_t bits) { return bits >= INT32_MIN && bits <= INT32_MAX; }

}  // namespace

void Translator::reset_stack(int depth) {
  stack_.assign(static_cast<size_t>(depth), Value{});
}

int Translator::depth_at(uint32_t bci) const {
  const uint16_t d = method_->stack_maps->stack_depth(bci);
  if (d == interp::StackMaps::kNoInstruction) throw std::runtime_error("no instruction at bci " + std::to_string(bci));
  return d;
}

bool Translator::all_in_memory() const {
  for (const Value& v : stack_) {
    if (v.kind != Kind::kMemory) return false;
  }
  return true;
}

// Stores v, the value of slot `index`, into the slot. Uses r11 only.
void Translator::store_value(const Value& v, int index) {
  switch (v.kind) {
    case Kind::kMemory: case Kind::kUpper: break;
    case Kind::kGpr: mov(slot_at(index), Xbyak::Reg64(v.reg)); break;
    case Kind::kXmm:
      if (v.single) {
        movd(r11d, Xbyak::Xmm(v.reg));  // a float slot holds its bits zero-extended
        mov(slot_at(index), r11);
      } else {
        movsd(slot_at(index), Xbyak::Xmm(v.reg));
      }
      break;
    case Kind::kLocal:
      mov(r11, local(static_cast<uint32_t>(v.bits)));
      mov(slot_at(index), r11);
      break;
    case Kind::kConstant:
      if (fits_imm32(v.bits)) {
        mov(slot_at(index), static_cast<int32_t>(v.bits));  // sign-extended to the slot's 64 bits
      } else {
        mov(r11, static_cast<uint64_t>(v.bits));
        mov(slot_at(index), r11);
      }
      break;
  }
}

// Writes a popped value, `bytes` wide (4 or 8), to dst (a local, a
// field, a static). Uses r11 for memory-to-memory moves.
void Translator::write_value(const Xbyak::Address& dst_any, const Popped& p, int bytes) {
  const Value& v = p.value;
  const Xbyak::Address dst = bytes == 8 ? qword[dst_any.getRegExp()] : dword[dst_any.getRegExp()];
  switch (v.kind) {
    case Kind::kGpr:
      if (bytes == 8) {
        mov(dst, Xbyak::Reg64(v.reg));
      } else {
        mov(dst, Xbyak::Reg32(v.reg));
      }
      return;
    case Kind::kXmm:
      if (v.single) {
        movss(dword[dst_any.getRegExp()], Xbyak::Xmm(v.reg));
      } else {
        movsd(dst, Xbyak::Xmm(v.reg));
      }
      return;
    case Kind::kConstant:
      if (bytes == 4 || fits_imm32(v.bits)) {
        mov(dst, static_cast<int32_t>(v.bits));
        return;
      }
      break;
    default:
      break;
  }
  load_into(r11, p);
  if (bytes == 8) {
    mov(dst, r11);
  } else {
    mov(dst, r11d);
  }
}

// An int used as an index: a new register holding it zero-extended (an
// int is only its low 32 bits, wherever it is).
Xbyak::Reg64 Translator::index_register(const Popped& p) {
  Xbyak::Reg64 r = new_gpr();
  switch (p.value.kind) {
    case Kind::kGpr: mov(r.cvt32(), Xbyak::Reg32(p.value.reg)); break;
    case Kind::kMemory: mov(r.cvt32(), slot_at32(p.index)); break;
    case Kind::kLocal: mov(r.cvt32(), local32(static_cast<uint32_t>(p.value.bits))); break;
    case Kind::kConstant: mov(r.cvt32(), static_cast<uint32_t>(p.value.bits)); break;
    default: load_into(r, p); mov(r.cvt32(), r.cvt32()); break;
  }
  return r;
}

void Translator::flush() {
  for (size_t i = 0; i < stack_.size(); ++i) {
    store_value(stack_[i], static_cast<int>(i));
    stack_[i] = Value{};
  }
}

// Before a template: enough free registers that it never has to store a
// value mid-way (its exit stubs name the registers values are in).
void Translator::make_room() {
  held_gprs_ = held_xmms_ = 0;
  auto free_count = [this](bool xmm) {
    uint32_t busy = xmm ? home_xmms_ : home_gprs_;
    for (const Value& v : stack_) {
      if (v.kind == (xmm ? Kind::kXmm : Kind::kGpr)) busy |= 1u << v.reg;
    }
    return free_in_pool(xmm, busy);
  };
  for (bool xmm : {false, true}) {
    const Kind kind = xmm ? Kind::kXmm : Kind::kGpr;
    for (size_t i = 0; i < stack_.size() && free_count(xmm) < kTemplateRegisters; ++i) {
      if (stack_[i].kind != kind) continue;
      const uint8_t reg = stack_[i].reg;
      for (size_t j = i; j < stack_.size(); ++j) {  // every copy (dup) of it
        if (stack_[j].kind == kind && stack_[j].reg == reg) {
          store_value(stack_[j], static_cast<int>(j));
          stack_[j] = Value{};
        }
      }
    }
  }
}

// A local is about to be written: values still reading it are loaded first.
void Translator::before_local_write(uint32_t index, bool wide) {
  const int64_t first = index, last = index + (wide ? 1 : 0);
  for (Value& v : stack_) {
    if (v.kind != Kind::kLocal) continue;
    if (v.bits + (v.wide ? 1 : 0) < first || v.bits > last) continue;
    const int64_t read = v.bits;
    Xbyak::Reg64 r = new_gpr();
    mov(r, local(static_cast<uint32_t>(read)));
    for (Value& copy : stack_) {  // v and its copies (dup) share the register
      if (copy.kind == Kind::kLocal && copy.bits == read) {
        copy.kind = Kind::kGpr;
        copy.reg = static_cast<uint8_t>(r.getIdx());
      }
    }
  }
}

Xbyak::Reg64 Translator::new_gpr() {
  uint32_t busy = held_gprs_ | home_gprs_;
  for (const Value& v : stack_) {
    if (v.kind == Kind::kGpr) busy |= 1u << v.reg;
  }
  for (int r : kGprPool) {
    if (!(busy >> r & 1)) {
      held_gprs_ |= 1u << r;
      return Xbyak::Reg64(r);
    }
  }
  throw std::runtime_error("the compiler ran out of registers");  // make_room prevents it
}

Xbyak::Xmm Translator::new_xmm() {
  uint32_t busy = held_xmms_ | home_xmms_;
  for (const Value& v : stack_) {
    if (v.kind == Kind::kXmm) busy |= 1u << v.reg;
  }
  for (int r = 0; r < kXmmPool; ++r) {
    if (!(busy >> r & 1)) {
      held_xmms_ |= 1u << r;
      return Xbyak::Xmm(r);
    }
  }
  throw std::runtime_error("the compiler ran out of xmm registers");
}

void Translator::hold(const Xbyak::Reg& r) {
  if (r.isXMM()) {
    held_xmms_ |= 1u << r.getIdx();
  } else {
    held_gprs_ |= 1u << r.getIdx();
  }
}

// A register wanted by name (a division's rax and rdx, a shift's rcx): any
// stack value in it moves to another register, and the template holds it.
void Translator::claim(const Xbyak::Reg64& r) {
  bool moved = false;
  Xbyak::Reg64 to;
  for (Value& v : stack_) {
    if (v.kind != Kind::kGpr || v.reg != r.getIdx()) continue;
    if (!moved) {
      hold(r);
      to = new_gpr();
      mov(to, r);
      moved = true;
    }
    v.reg = static_cast<uint8_t>(to.getIdx());
  }
  hold(r);
}

Popped Translator::take() {
  if (stack_.empty()) throw std::runtime_error("operand stack underflow");
  Popped p{stack_.back(), depth() - 1};
  stack_.pop_back();
  if (p.value.kind == Kind::kGpr) held_gprs_ |= 1u << p.value.reg;
  if (p.value.kind == Kind::kXmm) held_xmms_ |= 1u << p.value.reg;
  return p;
}

// A long or double: its upper slot is dropped, the value is in the lower.
Popped Translator::take_wide() {
  take();
  return take();
}

bool Translator::is_shared(const Popped& p) const {
  const Kind kind = p.value.kind;
  if (kind != Kind::kGpr && kind != Kind::kXmm) return false;
  for (const Value& v : stack_) {
    if (v.kind == kind && v.reg == p.value.reg) return true;
  }
  return false;
}

// Loads a popped value into dst, whatever it is in.
void Translator::load_into(const Xbyak::Reg64& dst, const Popped& p) {
  const Value& v = p.value;
  switch (v.kind) {
    case Kind::kGpr:
      if (v.reg != dst.getIdx()) mov(dst, Xbyak::Reg64(v.reg));
      break;
    case Kind::kMemory: case Kind::kUpper: mov(dst, slot_at(p.index)); break;
    case Kind::kLocal: mov(dst, local(static_cast<uint32_t>(v.bits))); break;
    case Kind::kConstant:
      if (v.bits >= 0 && v.bits <= UINT32_MAX) {
        mov(dst.cvt32(), static_cast<uint32_t>(v.bits));  // zero-extends
      } else {
        mov(dst, static_cast<uint64_t>(v.bits));
      }
      break;
    case Kind::kXmm:
      if (v.single) {
        movd(dst.cvt32(), Xbyak::Xmm(v.reg));
      } else {
        movq(dst, Xbyak::Xmm(v.reg));
      }
      break;
  }
  hold(dst);
}

Xbyak::Reg64 Translator::gpr(const Popped& p) {
  if (p.value.kind == Kind::kGpr) return Xbyak::Reg64(p.value.reg);
  Xbyak::Reg64 r = new_gpr();
  load_into(r, p);
  return r;
}

// A register holding the value that the template may change.
Xbyak::Reg64 Translator::owned_gpr(const Popped& p) {
  if (p.value.kind == Kind::kGpr && !is_shared(p)) return Xbyak::Reg64(p.value.reg);
  Xbyak::Reg64 r = new_gpr();
  load_into(r, p);
  return r;
}

void Translator::load_into(const Xbyak::Xmm& dst, const Popped& p, bool single) {
  const Value& v = p.value;
  switch (v.kind) {
    case Kind::kXmm:
      if (v.reg != dst.getIdx()) movaps(dst, Xbyak::Xmm(v.reg));
      break;
    case Kind::kMemory: case Kind::kUpper:
      if (single) {
        movss(dst, slot_at32(p.index));
      } else {
        movsd(dst, slot_at(p.index));
      }
      break;
    case Kind::kLocal:
      if (single) {
        movss(dst, local32(static_cast<uint32_t>(v.bits)));
      } else {
        movsd(dst, local(static_cast<uint32_t>(v.bits)));
      }
      break;
    case Kind::kConstant:
      mov(r11, static_cast<uint64_t>(v.bits));
      movq(dst, r11);
      break;
    case Kind::kGpr: movq(dst, Xbyak::Reg64(v.reg)); break;
  }
  hold(dst);
}

// Floating-point operands: `single` for a float, which a slot in memory
// cannot tell by itself.
Xbyak::Xmm Translator::xmm(const Popped& p, bool single) {
  if (p.value.kind == Kind::kXmm) return Xbyak::Xmm(p.value.reg);
  Xbyak::Xmm x = new_xmm();
  load_into(x, p, single);
  return x;
}

Xbyak::Xmm Translator::owned_xmm(const Popped& p, bool single) {
  if (p.value.kind == Kind::kXmm && !is_shared(p)) return Xbyak::Xmm(p.value.reg);
  Xbyak::Xmm x = new_xmm();
  load_into(x, p, single);
  return x;
}

// A value, and the upper slot of a long or double.
void Translator::push_value(const Value& v) {
  stack_.push_back(v);
  if (v.wide) stack_.push_back(Value{Kind::kUpper});
}

void Translator::push_gpr(const Xbyak::Reg64& r, bool wide) {
  push_value({Kind::kGpr, static_cast<uint8_t>(r.getIdx()), false, wide, 0});
}

void Translator::push_xmm(const Xbyak::Xmm& r, bool single) {
  push_value({Kind::kXmm, static_cast<uint8_t>(r.getIdx()), single, !single, 0});
}

void Translator::push_constant(int64_t bits, bool wide) { push_value({Kind::kConstant, 0, false, wide, bits}); }

void Translator::push_local(uint32_t index, bool wide) { push_value({Kind::kLocal, 0, false, wide, index}); }

void Translator::push_memory(int slots) {
  for (int i = 0; i < slots; ++i) stack_.push_back(Value{});
}

}  // namespace loupe::jit

namespace loupe::jit {

// Before an inlined callee (inliner.cpp): the caller's values stay where
// they are, so that a value computed before the call need not go through
// memory (the accumulator of `acc += entry(i, j) * in[j]`). Their
// registers leave the pool while the callee's templates run, as the
// homes of locals do; emit_inline gives them back. Not the registers
// templates take by name (rax, rcx and rdx for division and shifts, xmm0
// for the result), not when the callee calls C++ (which may use any
// caller-saved register), and never so many that a template could run
// out: those values go to their slots. `arguments_to_slots`: the
// arguments too, every kind, for the way back to the call and its null
// check.
void Translator::keep_caller_values(const InlinePlan& plan, bool arguments_to_slots) {
  const int first_argument = depth() - plan.callee->arg_slots;
  auto spill = [this](int i) {
    store_value(stack_[static_cast<size_t>(i)], i);
    const bool wide = stack_[static_cast<size_t>(i)].wide;
    stack_[static_cast<size_t>(i)] = Value{};
    if (wide && i + 1 < depth() && stack_[static_cast<size_t>(i) + 1].kind == Kind::kUpper) {
      stack_[static_cast<size_t>(i) + 1] = Value{};
    }
  };
  auto free_after = [this](bool xmm, uint32_t extra) {
    return free_in_pool(xmm, (xmm ? home_xmms_ : home_gprs_) | extra);
  };
  uint32_t kept_gprs = 0, kept_xmms = 0;
  for (int i = 0; i < depth(); ++i) {
    const Value& v = stack_[static_cast<size_t>(i)];
    if (i >= first_argument) {
      if (arguments_to_slots) spill(i);
      continue;
    }
    const bool xmm = v.kind == Kind::kXmm;
    if (v.kind != Kind::kGpr && !xmm) continue;
    uint32_t& kept = xmm ? kept_xmms : kept_gprs;
    const uint32_t bit = 1u << v.reg;
    const bool named = xmm ? v.reg == 0 : (v.reg == Xbyak::Operand::RAX || v.reg == Xbyak::Operand::RCX ||
                                           v.reg == Xbyak::Operand::RDX);
    if (kept & bit) continue;  // a copy (dup) of a value kept
    if (plan.calls_out || free_after(xmm, kept | bit) < kTemplateRegisters) {
      spill(i);
      continue;
    }
    if (named) {
      // Moved to a register no template names, if one is free.
      uint32_t busy = (xmm ? home_xmms_ : home_gprs_) | kept;
      for (const Value& other : stack_) {
        if (other.kind == v.kind) busy |= 1u << other.reg;
      }
      int to = -1;
      if (xmm) {
        for (int r = 1; r < kXmmPool && to < 0; ++r) to = (busy >> r & 1) ? -1 : r;
      } else {
        for (int r : {Xbyak::Operand::RSI, Xbyak::Operand::RDI, Xbyak::Operand::R8, Xbyak::Operand::R9,
                      Xbyak::Operand::R10}) {
          if (to < 0 && !(busy >> r & 1)) to = r;
        }
      }
      if (to < 0) {
        spill(i);
        continue;
      }
      const uint8_t from = v.reg;
      if (xmm) {
        movaps(Xbyak::Xmm(to), Xbyak::Xmm(from));
      } else {
        mov(Xbyak::Reg64(to), Xbyak::Reg64(from));
      }
      for (Value& other : stack_) {  // every copy of it
        if (other.kind == v.kind && other.reg == from) other.reg = static_cast<uint8_t>(to);
      }
      kept |= 1u << to;
      continue;
    }
    kept |= bit;
  }
  home_gprs_ |= kept_gprs;
  home_xmms_ |= kept_xmms;
}

}  // namespace loupe::jit
