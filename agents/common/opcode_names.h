// The JVM's opcode names, for agents that print instructions (trace's
// INSTRUCTION_START). Read from vm/classfile/bytecodes.def, the VM's one
// description of the instruction set: that file is a list of macro calls,
// plain data naming no VM type, so an agent that sees the VM only through
// jvmpi.h can read it too (agents/meson.build puts its folder, and only
// that folder, on the agents' include path). A second table here would
// drift from the VM's.
#pragma once

#include <array>
#include <cstddef>

namespace loupe_agents {

struct OpcodeName {
  char text[16] = {};  // "" for the opcodes the JVM does not define
};

namespace detail {
// bytecodes.def spells the names that are C++ keywords with a trailing '_'
// (goto_, return_, new_): the JVM's name is without it.
constexpr OpcodeName opcode_name(const char* spelled) {
  OpcodeName name;
  std::size_t length = 0;
  while (spelled[length] != '\0' && length + 1 < sizeof name.text) ++length;
  if (length > 0 && spelled[length - 1] == '_') --length;
  for (std::size_t i = 0; i < length; ++i) name.text[i] = spelled[i];
  return name;
}
}  // namespace detail

// By opcode, 0x00..0xff.
inline constexpr std::array<OpcodeName, 256> kOpcodeNames = [] {
  std::array<OpcodeName, 256> names{};
#define LOUPE_BYTECODE(name, opcode, ...) names[opcode] = detail::opcode_name(#name);
#include "bytecodes.def"
#undef LOUPE_BYTECODE
  return names;
}();

}  // namespace loupe_agents
