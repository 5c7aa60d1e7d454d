// Subroutine inlining for old class files (version < 51), whose `finally`
// blocks are subroutines entered with jsr and left with ret.
//
// A subroutine runs in its callers' frames, so a local it does not touch may
// hold a reference when one caller calls it and an int when another does:
// no single reference map is right for the subroutine's code. Copying the
// subroutine into every place that calls it (jsr becomes `aconst_null; goto
// copy`, ret becomes `goto` back) gives code where every instruction has one
// caller and one map, and which the rest of the VM runs like any other.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "vm/runtime/class.h"

namespace loupe::interp {

struct InlinedCode {
  std::vector<uint8_t> code;
  std::vector<vm::ExceptionHandler> handlers;
  std::vector<vm::LineNumberEntry> line_numbers;
};

bool uses_subroutines(const vm::Method& method);

// The method's code without jsr and ret. Nullopt with *error set when the
// subroutines are not nested properly (recursion) or the result is too long.
std::optional<InlinedCode> inline_subroutines(const vm::Method& method, std::string* error);

}  // namespace loupe::interp
