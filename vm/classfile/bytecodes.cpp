#include "vm/classfile/bytecodes.h"

namespace loupe::vm {

size_t instruction_length(const uint8_t* code, size_t code_length, size_t bci) {
  uint8_t op = code[bci];
  int fixed = kBytecodeLength[op];
  if (fixed > 0) return bci + fixed <= code_length ? static_cast<size_t>(fixed) : 0;
  if (fixed < 0) return 0;
  if (op == op_wide) {
    if (bci + 1 >= code_length) return 0;
    size_t len = code[bci + 1] == op_iinc ? 6 : 4;
    return bci + len <= code_length ? len : 0;
  }
  // Switches: opcode, 0-3 bytes of padding to a 4-byte boundary, then words.
  size_t base = (bci + 4) & ~size_t{3};
  if (op == op_tableswitch) {
    if (base + 12 > code_length) return 0;
    int64_t low = read_s4(code + base + 4);
    int64_t high = read_s4(code + base + 8);
    if (high < low) return 0;
    size_t end = base + 12 + static_cast<size_t>(high - low + 1) * 4;
    return end <= code_length ? end - bci : 0;
  }
  if (base + 8 > code_length) return 0;
  int32_t pairs = read_s4(code + base + 4);
  if (pairs < 0) return 0;
  size_t end = base + 8 + static_cast<size_t>(pairs) * 8;
  return end <= code_length ? end - bci : 0;
}

}  // namespace loupe::vm
