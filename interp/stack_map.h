// Reference maps for interpreted frames, computed from the bytecode.
//
// Before a method first runs, an abstract interpretation over its code
// (one value kind per local and operand-stack slot: int, float, long,
// double, reference, or unusable; no return addresses, since jsr_inliner.h
// removed the subroutines first) checks that every
// instruction finds the kinds of values it needs and that stack depths agree
// where paths merge. The same pass records, for every instruction, which
// slots hold references. At a safepoint the collector asks a frame's map at
// the frame's current bci: there is no per-slot tag at run time, so the
// interpreter pays nothing for precise roots.
//
// Not checked here (a type-level verifier would): which class a reference
// is, initialisation of `new` objects before use, protected access.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "vm/runtime/class.h"

namespace loupe::interp {

class StackMaps {
 public:
  static constexpr uint16_t kNoInstruction = 0xFFFF;

  StackMaps(uint32_t code_length, uint32_t slots_per_entry);

  // Operand-stack depth before the instruction at bci; kNoInstruction when
  // bci is not the start of a reachable instruction.
  uint16_t stack_depth(uint32_t bci) const { return depth_[bci]; }
  bool is_reference_local(uint32_t bci, uint32_t local) const { return bit(bci, local); }
  bool is_reference_stack(uint32_t bci, uint32_t slot) const { return bit(bci, max_locals_ + slot); }

  // Used by the analysis to fill the maps.
  void set(uint32_t bci, uint16_t depth, const std::vector<bool>& refs);
  void set_max_locals(uint32_t n) { max_locals_ = n; }

 private:
  bool bit(uint32_t bci, uint32_t index) const {
    int32_t entry = entry_of_[bci];
    if (entry < 0) return false;
    const uint64_t* words = &bits_[static_cast<size_t>(entry) * words_per_entry_];
    return (words[index / 64] >> (index % 64)) & 1;
  }

  uint32_t max_locals_ = 0;
  uint32_t words_per_entry_;
  std::vector<uint16_t> depth_;
  std::vector<int32_t> entry_of_;
  std::vector<uint64_t> bits_;
};

// Analyses `method`'s code. Null with *error set (a VerifyError message)
// when the code is not well-formed.
std::unique_ptr<StackMaps> analyze_method(const vm::Method& method, std::string* error);

}  // namespace loupe::interp
