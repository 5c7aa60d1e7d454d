// Shared between the parts of the class-file parser; not for other folders.
#pragma once

#include <string>

#include "vm/classfile/bytecodes.h"
#include "vm/classfile/class_file.h"

namespace loupe::vm {

struct ParseFailure {
  ClassFileErrorKind kind;
  std::string message;
};

// Structural checks of one method's code; throws ParseFailure (VerifyError
// or ClassFormatError).
void check_code(const ClassFile& cf, const MethodInfo& method, const std::string& class_name);

}  // namespace loupe::vm
