// Quickened instructions: after an instruction's constant-pool reference is
// resolved, the interpreter rewrites its opcode in the method's private copy
// of the code to one of these, which trusts the resolved entry and skips all
// checks done once (JamVM and HotSpot do the same). They use opcodes the JVM
// leaves undefined; the operands stay as they were, so the original
// instruction's length still applies, and the bytecode analysis and stack
// walkers read the original code, never these.
//
// Rewriting happens while other threads may run the same code: the resolved
// entry is published (release) before the opcode byte is written (release),
// so a thread that sees the new opcode sees the entry. x86-64 keeps stores
// in order, which the plain opcode loads of the dispatch loop rely on.
//
// The instructions themselves, and the standard instruction each stands
// for, are listed once, in quick_bytecodes.def.
#pragma once

#include <array>
#include <cstdint>

#include "vm/classfile/bytecodes.h"

namespace loupe::interp {

enum QuickBytecode : uint8_t {
  q_before_first = 0xca,  // breakpoint, which the JVMS reserves
#define LOUPE_QUICK_BYTECODE(name, standard) name,
#include "interp/quick_bytecodes.def"
#undef LOUPE_QUICK_BYTECODE
  q_end,
};

inline constexpr uint8_t q_first = q_before_first + 1;
inline constexpr uint8_t q_last = q_end - 1;

static_assert(q_first == 0xcb && q_last < 0xfe, "quick opcodes must stay clear of breakpoint and impdep1/impdep2");

namespace detail {
constexpr std::array<uint8_t, 256> make_standard_opcodes() {
  std::array<uint8_t, 256> standard{};
  for (size_t op = 0; op < 256; ++op) standard[op] = static_cast<uint8_t>(op);
#define LOUPE_QUICK_BYTECODE(name, standard_name) standard[name] = vm::op_##standard_name;
#include "interp/quick_bytecodes.def"
#undef LOUPE_QUICK_BYTECODE
  return standard;
}
}  // namespace detail

// For each opcode, the standard instruction it stands for: itself unless
// it is a quick one.
inline constexpr std::array<uint8_t, 256> kStandardOpcode = detail::make_standard_opcodes();

}  // namespace loupe::interp
