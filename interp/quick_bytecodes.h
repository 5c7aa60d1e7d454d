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
#pragma once

#include <cstdint>

namespace loupe::interp {

enum QuickBytecode : uint8_t {
  q_getfield_b = 0xcb,  // byte and boolean
  q_getfield_c,
  q_getfield_s,
  q_getfield_i,  // int and float
  q_getfield_j,  // long and double
  q_getfield_a,
  q_putfield_b,
  q_putfield_z,
  q_putfield_c,  // char and short: the low 16 bits
  q_putfield_i,
  q_putfield_j,
  q_putfield_a,
  q_getstatic_1,  // one-slot values: int-like, float, reference
  q_getstatic_2,
  q_putstatic_1,
  q_putstatic_2,
  q_putstatic_a,
  q_putstatic_narrow,  // byte, char, short, boolean: normalised on store
  q_invokevirtual,     // through the vtable
  q_invokevirtual_direct,  // final or private: no dispatch
  q_invokevirtual_interface,  // a default method reached through a class
  q_invokespecial,
  q_invokestatic,
  q_invokeinterface,
  q_invokeinterface_object,  // an Object method called through an interface
  q_new,
  q_anewarray,
  q_checkcast,
  q_instanceof,
  q_ldc_value,   // int or float
  q_ldc_string,
  q_ldc_class,
  q_ldc_w_value,
  q_ldc_w_string,
  q_ldc_w_class,
  q_invokedynamic,
  q_putfield_volatile,
  q_putstatic_volatile,
  q_last = q_putstatic_volatile,
};

static_assert(q_last < 0xfe, "quick opcodes must stay clear of impdep1/impdep2");

}  // namespace loupe::interp
