// Deterministic bytecode sampling (the Komorium idea, inside the VM): while
// a profiler wants BYTECODE_SAMPLE, the first instruction of every basic
// block is replaced by q_block_start, whose handler subtracts the block's
// length from the thread's countdown, posts a sample when it reaches zero,
// and runs the displaced instruction. One counter update per block, and
// nothing at all while sampling is off (the code is then as it always is).
//
// A block is charged whole when it starts; an exception that leaves it
// early leaves the rest charged.
#pragma once

#include <cstdint>
#include <vector>

#include "interp/quick_bytecodes.h"
#include "vm/runtime/class.h"

namespace loupe::interp {

struct BlockTable {
  // By bci, together so that the handler touches one cache line.
  struct Entry {
    uint32_t length = 0;     // instructions in the block starting here (0: not a leader)
    uint8_t displaced = 0;   // the instruction q_block_start stands in for
  };
  std::vector<Entry> at;
};

// Puts q_block_start at every block leader of every prepared method (on),
// or the displaced instructions back (off). The world must be stopped.
void set_block_sampling(bool on);

// Called when a method is prepared: installs its leaders if sampling is on.
void install_blocks_if_sampling(vm::Method* method);

// The instruction at pc as the interpreter should run it: the displaced one
// where q_block_start stands. (A method's table, once made, is kept, so a
// thread that saw q_block_start before sampling ended still finds it.)
inline uint8_t opcode_at(const vm::Method* method, const uint8_t* pc) {
  uint8_t op = *pc;
  if (op != q_block_start) [[likely]] return op;
  return method->blocks->at[static_cast<size_t>(pc - method->interp_code.get())].displaced;
}

// Quickening: writes `quick` where the instruction at pc lives (in the
// table while q_block_start stands there).
void rewrite_instruction(vm::Method* method, uint8_t* pc, uint8_t quick);

}  // namespace loupe::interp
