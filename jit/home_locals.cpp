// Locals kept in registers (translator.h). The value stack keeps values
// in registers within a basic block; a loop's counter or accumulator
// lives longer, and would go through its frame slot every iteration. So
// the locals a method uses most, inside its loops first, get a *home*: a
// register that holds the local for the whole method (rbp, r10 and r9
// for ints, longs and references, xmm13 down to xmm8 for doubles), taken
// out of the value stack's pool (but for rbp, which is not in it).
//
// The slot must still be right wherever someone else looks at it, so the
// homes are stored to their slots before every call out (a helper, a
// callee: the collector and the interpreter read slots) and at every exit,
// and loaded again after every call (a moving collector may have updated
// a reference; a callee has used the registers) and at every entry (the
// prologue, a compiled caller's direct entry).
#include <xbyak/xbyak.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "jit/translator.h"
#include "vm/classfile/bytecodes.h"

namespace loupe::jit {

using namespace vm;
using namespace Xbyak::util;

namespace {

enum Use : uint8_t { kNone = 0, kInt = 1, kLong = 2, kReference = 4, kDouble = 8, kOther = 16 };

// What kind of value an instruction reads or writes in a local, and which.
bool local_use(const uint8_t* at, uint32_t* index, uint8_t* use) {
  uint8_t op = at[0];
  const bool wide = op == op_wide;
  if (wide) op = at[1];
  auto indexed = [&](uint8_t u) {
    *index = wide ? read_u2(at + 2) : at[1];
    *use = u;
    return true;
  };
  auto numbered = [&](uint8_t first, uint8_t u) {
    *index = op - first;
    *use = u;
    return true;
  };
  switch (op) {
    case op_iload: case op_istore: case op_iinc: return indexed(kInt);
    case op_lload: case op_lstore: return indexed(kLong);
    case op_aload: case op_astore: return indexed(kReference);
    case op_dload: case op_dstore: return indexed(kDouble);
    case op_fload: case op_fstore: case op_ret: return indexed(kOther);
    default: break;
  }
  if (op >= op_iload_0 && op <= op_iload_3) return numbered(op_iload_0, kInt);
  if (op >= op_istore_0 && op <= op_istore_3) return numbered(op_istore_0, kInt);
  if (op >= op_lload_0 && op <= op_lload_3) return numbered(op_lload_0, kLong);
  if (op >= op_lstore_0 && op <= op_lstore_3) return numbered(op_lstore_0, kLong);
  if (op >= op_aload_0 && op <= op_aload_3) return numbered(op_aload_0, kReference);
  if (op >= op_astore_0 && op <= op_astore_3) return numbered(op_astore_0, kReference);
  if (op >= op_dload_0 && op <= op_dload_3) return numbered(op_dload_0, kDouble);
  if (op >= op_dstore_0 && op <= op_dstore_3) return numbered(op_dstore_0, kDouble);
  if ((op >= op_fload_0 && op <= op_fload_3) || (op >= op_fstore_0 && op <= op_fstore_3)) {
    return numbered(op >= op_fstore_0 ? op_fstore_0 : op_fload_0, kOther);
  }
  return false;
}

}  // namespace

// Weighs each local by its uses, ten times inside a loop (between a
// backward branch and its target), and gives homes to the heaviest locals
// used as one kind of value only.
void Translator::choose_homes(const std::vector<uint32_t>& starts) {
  const std::vector<uint8_t>& code = method_->bytecode;
  std::vector<uint32_t> weight(method_->max_locals + 1, 0);
  std::vector<uint8_t> uses(method_->max_locals + 1, kNone);
  std::vector<std::pair<uint32_t, uint32_t>> loops;  // [target, branch]
  for (uint32_t bci : starts) {
    const int64_t target = branch_target(&code[bci], bci);
    if (target >= 0 && target < bci) loops.push_back({static_cast<uint32_t>(target), bci});
  }
  for (uint32_t bci : starts) {
    uint32_t index;
    uint8_t use;
    if (!local_use(&code[bci], &index, &use) || index >= uses.size()) continue;
    // A long's or double's second local is never read while the value is
    // live (the verifier makes it unusable), and a long or double is one
    // 8-byte slot here: so that local may be homed for its other uses.
    uses[index] |= use;
    const bool in_loop = std::any_of(loops.begin(), loops.end(), [&](auto& l) { return bci >= l.first && bci <= l.second; });
    weight[index] += in_loop ? 10 : 1;
  }
  std::vector<uint32_t> order;
  for (uint32_t i = 0; i < method_->max_locals; ++i) {
    // A slot reused for an int, a long and a reference (one per scope)
    // still fits one general register: the home holds whatever the slot
    // would, and the interpreter's reference map at each call says which.
    const uint8_t u = uses[i];
    const bool fits = u == kDouble || (u != kNone && (u & ~(kInt | kLong | kReference)) == 0);
    if (fits && weight[i] >= 10) order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return weight[a] > weight[b]; });
  // rbp first: it is not in the value stack's pool, so it costs the
  // templates nothing.
  static constexpr int kGprHomes[] = {Xbyak::Operand::RBP, Xbyak::Operand::R10, Xbyak::Operand::R9};
  static constexpr int kXmmHomes[] = {13, 12, 11, 10, 9, 8};
  size_t gprs = 0, xmms = 0;
  for (uint32_t i : order) {
    const bool in_xmm = uses[i] == kDouble;
    if (in_xmm ? xmms == std::size(kXmmHomes) : gprs == std::size(kGprHomes)) continue;
    const int reg = in_xmm ? kXmmHomes[xmms++] : kGprHomes[gprs++];
    homes_.push_back({i, in_xmm, static_cast<uint8_t>(reg)});
    (in_xmm ? home_xmms_ : home_gprs_) |= 1u << reg;
  }
}

// The local's home, or null: none, or a callee being inlined (its locals
// are its own, on the C stack).
const Translator::Home* Translator::home_of(uint32_t index) const {
  if (frame_.locals != r13) return nullptr;
  for (const Home& h : homes_) {
    if (h.local == index) return &h;
  }
  return nullptr;
}

void Translator::store_homes() {
  for (const Home& h : homes_) {
    if (h.in_xmm) {
      movsd(qword[r13 + 8 * static_cast<int>(h.local)], Xbyak::Xmm(h.reg));
    } else {
      mov(qword[r13 + 8 * static_cast<int>(h.local)], Xbyak::Reg64(h.reg));
    }
  }
}

void Translator::load_homes() {
  for (const Home& h : homes_) {
    if (h.in_xmm) {
      movsd(Xbyak::Xmm(h.reg), qword[r13 + 8 * static_cast<int>(h.local)]);
    } else {
      mov(Xbyak::Reg64(h.reg), qword[r13 + 8 * static_cast<int>(h.local)]);
    }
  }
}

}  // namespace loupe::jit
