// The instruction set as an enum, with each instruction's length and a
// decoder for the variable-length ones. Shared by the class-file checker,
// the interpreter, the stack-map analysis and the JIT.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace loupe::vm {

enum Bytecode : uint8_t {
#define LOUPE_BYTECODE(name, opcode, length) op_##name = opcode,
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
};

inline constexpr int kNumStandardBytecodes = 0xca;  // 0x00..0xc9

namespace detail {
constexpr std::array<int8_t, 256> make_bytecode_lengths() {
  std::array<int8_t, 256> lengths{};
  for (auto& l : lengths) l = -1;
#define LOUPE_BYTECODE(name, opcode, length) lengths[opcode] = length;
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
  return lengths;
}
constexpr std::array<const char*, 256> make_bytecode_names() {
  std::array<const char*, 256> names{};
  for (auto& n : names) n = "<unknown>";
#define LOUPE_BYTECODE(name, opcode, length) names[opcode] = #name;
#include "vm/classfile/bytecodes.def"
#undef LOUPE_BYTECODE
  return names;
}
}  // namespace detail

// Length of each standard instruction, 0 for the variable-length ones and
// -1 for opcodes the JVM does not define.
inline constexpr std::array<int8_t, 256> kBytecodeLength = detail::make_bytecode_lengths();
inline constexpr std::array<const char*, 256> kBytecodeName = detail::make_bytecode_names();

inline int16_t read_s2(const uint8_t* p) { return static_cast<int16_t>((p[0] << 8) | p[1]); }
inline uint16_t read_u2(const uint8_t* p) { return static_cast<uint16_t>((p[0] << 8) | p[1]); }
inline int32_t read_s4(const uint8_t* p) {
  return static_cast<int32_t>((uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3]);
}

// Length of the instruction at code[bci], or 0 when it does not fit in the
// code (a truncated switch or wide). Handles every standard opcode.
size_t instruction_length(const uint8_t* code, size_t code_length, size_t bci);

}  // namespace loupe::vm
