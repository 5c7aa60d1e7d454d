// The instruction set, from bytecodes.def: the enum, and for each
// instruction its length, stack effect, operand kind and control flow; the
// decoders of variable-length instructions and branch targets. The one
// description of bytecode shared by the class-file checker, the
// interpreter, the stack-map and NPE-message analyses, the subroutine
// inliner and the JIT: none of them keeps its own table.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace loupe::vm {

enum Bytecode : uint8_t {
#define LOUPE_BYTECODE(name, opcode, ...) op_##name = opcode,
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
};

inline constexpr int kNumStandardBytecodes = 0xca;  // 0x00..0xc9

// How the bytes after the opcode read.
enum class OperandKind : uint8_t {
  kNone,
  kLocal,          // u1 local index (u2 after wide): loads, stores, ret
  kLocalAndConst,  // iinc: u1 local index, s1 increment (u2 and s2 after wide)
  kByte,           // bipush: s1 immediate
  kShort,          // sipush: s2 immediate
  kConstantPool1,  // ldc: u1 constant-pool index
  kConstantPool,   // u2 constant-pool index
  kInterfaceCall,  // invokeinterface: u2 index, u1 argument slots, u1 zero
  kDynamicCall,    // invokedynamic: u2 index, two zero bytes
  kMultiArray,     // multianewarray: u2 index, u1 dimensions
  kArrayType,      // newarray: u1 element type (4..11)
  kBranch2,        // s2 offset from the instruction
  kBranch4,        // s4 offset (goto_w, jsr_w)
  kTableSwitch,    // padding to 4, default, low, high, high - low + 1 offsets
  kLookupSwitch,   // padding to 4, default, npairs, (key, offset) pairs by key
  kWide,           // an instruction of kind kLocal or kLocalAndConst, widened
};

// Where control goes after the instruction.
enum class FlowKind : uint8_t {
  kNext,         // on to the next instruction (or an exception handler)
  kConditional,  // to its target or to the next
  kGoto,         // to its target only
  kSwitch,       // to one of its targets
  kReturn,       // out of the method
  kThrow,        // to a handler or out (athrow)
  kJsr,          // into a subroutine, which may come back to the next (jsr, jsr_w)
  kRet,          // back to where a return address in a local says (ret)
};

// The values an instruction takes from and leaves on the operand stack,
// in bytecodes.def's letters. (The table holds its strings, rather than
// pointers to them, so that it needs no relocation when the VM starts.)
struct StackEffect {
  char pops[5];
  char pushes[7];
  int8_t popped_slots;  // the letters' slots, '*' not counted
  int8_t pushed_slots;
  bool variable;  // a '*': field access, invokes, multianewarray, wide
};

struct BytecodeInfo {
  char name[16];  // "<unknown>" for the opcodes the JVM does not define
  int8_t length;     // 0: variable length; -1: not defined
  StackEffect effect;
  OperandKind operands;
  FlowKind flow;
};

namespace detail {
constexpr int8_t slots_of(const char* letters) {
  int slots = 0;
  for (const char* c = letters; *c != '\0'; ++c) {
    if (*c == 'J' || *c == 'D' || *c == '2') {
      slots += 2;
    } else if (*c != '*') {
      slots += 1;
    }
  }
  return static_cast<int8_t>(slots);
}
constexpr bool has_star(const char* letters) {
  for (const char* c = letters; *c != '\0'; ++c) {
    if (*c == '*') return true;
  }
  return false;
}
constexpr std::array<BytecodeInfo, 256> make_bytecode_infos() {
  std::array<BytecodeInfo, 256> infos{};
  for (auto& i : infos) i = {"<unknown>", -1, {"", "", 0, 0, false}, OperandKind::kNone, FlowKind::kNext};
#define LOUPE_BYTECODE(name, opcode, length, pops, pushes, operands, flow)                                 \
  infos[opcode] = {#name, length, {pops, pushes, slots_of(pops), slots_of(pushes), has_star(pops) || has_star(pushes)}, \
                   OperandKind::k##operands, FlowKind::k##flow};
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
  return infos;
}
}  // namespace detail

// Every opcode's description; an opcode the JVM does not define (the
// interpreter's quickened ones among them) has length -1, no operands and
// no stack effect, and flows on (so that passes over quickened code treat
// those like the plain instructions they stand for).
inline constexpr std::array<BytecodeInfo, 256> kBytecodes = detail::make_bytecode_infos();
namespace detail {
// Views of kBytecodes, built from the table once (not the table per entry).
constexpr std::array<int8_t, 256> make_bytecode_lengths() {
  std::array<int8_t, 256> lengths{};
  for (size_t op = 0; op < 256; ++op) lengths[op] = kBytecodes[op].length;
  return lengths;
}
constexpr std::array<const char*, 256> make_bytecode_names() {
  std::array<const char*, 256> names{};
  for (size_t op = 0; op < 256; ++op) names[op] = kBytecodes[op].name;
  return names;
}
}  // namespace detail
// Length 0: variable; -1: not defined.
inline constexpr std::array<int8_t, 256> kBytecodeLength = detail::make_bytecode_lengths();
inline constexpr std::array<const char*, 256> kBytecodeName = detail::make_bytecode_names();

constexpr FlowKind flow_of(uint8_t op) { return kBytecodes[op].flow; }
constexpr OperandKind operands_of(uint8_t op) { return kBytecodes[op].operands; }
constexpr const StackEffect& stack_effect(uint8_t op) { return kBytecodes[op].effect; }

// Whether control can go on to the next instruction. No for jsr: the
// subroutine, not the jsr, leads back there (by its ret). `wide` says yes:
// only `wide ret` does not, and passes that meet it deal with ret first.
constexpr bool falls_through(uint8_t op) {
  const FlowKind f = flow_of(op);
  return f == FlowKind::kNext || f == FlowKind::kConditional;
}

// The if family, goto, goto_w, jsr and jsr_w: one target, in the operand.
constexpr bool has_branch_operand(uint8_t op) {
  const OperandKind k = operands_of(op);
  return k == OperandKind::kBranch2 || k == OperandKind::kBranch4;
}

constexpr bool is_switch(uint8_t op) { return flow_of(op) == FlowKind::kSwitch; }
constexpr bool is_return(uint8_t op) { return flow_of(op) == FlowKind::kReturn; }
constexpr bool is_invoke(uint8_t op) {
  return op == op_invokevirtual || op == op_invokespecial || op == op_invokestatic || op == op_invokeinterface ||
         op == op_invokedynamic;
}

inline int16_t read_s2(const uint8_t* p) { return static_cast<int16_t>((p[0] << 8) | p[1]); }
inline uint16_t read_u2(const uint8_t* p) { return static_cast<uint16_t>((p[0] << 8) | p[1]); }
inline int32_t read_s4(const uint8_t* p) {
  return static_cast<int32_t>((uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3]);
}

// Length of the instruction at code[bci], or 0 when it does not fit in the
// code (a truncated switch or wide). Handles every standard opcode.
size_t instruction_length(const uint8_t* code, size_t code_length, size_t bci);

// The target of the instruction at `at` (whose bci is `bci`) if it has a
// branch operand (has_branch_operand), else -1. Not checked to lie in the
// code.
inline int64_t branch_target(const uint8_t* at, size_t bci) {
  switch (operands_of(at[0])) {
    case OperandKind::kBranch2: return static_cast<int64_t>(bci) + read_s2(at + 1);
    case OperandKind::kBranch4: return static_cast<int64_t>(bci) + read_s4(at + 1);
    default: return -1;
  }
}

// The operands of the tableswitch or lookupswitch at code[bci], read in
// place. The instruction must fit in the code (instruction_length > 0),
// except that default_offset and the counts need only the first words.
class SwitchOperands {
 public:
  SwitchOperands(const uint8_t* code, size_t bci)
      : table_(code[bci] == op_tableswitch), words_(code + ((bci + 4) & ~size_t{3})) {}

  // Where the operands start: after 0 to 3 bytes of padding, at a
  // multiple of four from the start of the code.
  const uint8_t* words() const { return words_; }
  int32_t default_offset() const { return read_s4(words_); }
  // The cases: a tableswitch's high - low + 1, a lookupswitch's npairs
  // (negative in malformed code, which then has none).
  int64_t case_count() const {
    return table_ ? int64_t{read_s4(words_ + 8)} - read_s4(words_ + 4) + 1 : int64_t{read_s4(words_ + 4)};
  }
  // Case i's key (low + i for a tableswitch) and offset.
  int32_t key(int64_t i) const {
    return table_ ? static_cast<int32_t>(read_s4(words_ + 4) + i) : read_s4(words_ + 8 + 8 * i);
  }
  int32_t offset(int64_t i) const { return table_ ? read_s4(words_ + 12 + 4 * i) : read_s4(words_ + 12 + 8 * i); }
  bool is_table() const { return table_; }

 private:
  bool table_;
  const uint8_t* words_;
};

// Calls visit(target) for every place the instruction at code[bci] may
// jump to other than the next instruction: the target of the if family,
// goto, goto_w, jsr and jsr_w; a switch's default, then its cases in
// order. Targets are bcis, not checked to lie in the code (the class-file
// checker checks them). visit(target, is_switch_default) is called instead
// when it takes two arguments.
template <class Visit>
void for_each_branch_target(const uint8_t* code, size_t bci, Visit&& visit) {
  auto call = [&](int64_t target, bool is_default) {
    if constexpr (std::is_invocable_v<Visit, int64_t, bool>) {
      visit(target, is_default);
    } else {
      (void)is_default;
      visit(target);
    }
  };
  const uint8_t* at = code + bci;
  if (has_branch_operand(at[0])) {
    call(branch_target(at, bci), false);
  } else if (is_switch(at[0])) {
    const SwitchOperands s(code, bci);
    call(static_cast<int64_t>(bci) + s.default_offset(), true);
    const int64_t n = s.case_count();
    for (int64_t i = 0; i < n; ++i) call(static_cast<int64_t>(bci) + s.offset(i), false);
  }
}

}  // namespace loupe::vm
