// StringConcatFactory.makeConcatWithConstants and makeConcat: the string
// concatenation of class files for Java 9 and later.
//
// The recipe mixes literal text with \1 (the next argument) and \2 (the
// next constant). The VM spins a static method that appends each piece to
// a StringBuilder, which gives the String.valueOf conversions the JDK
// specifies for each argument type.
#include "vm/classfile/bytecodes.h"
#include "vm/indy/bootstraps.h"
#include "vm/indy/class_writer.h"
#include "vm/runtime/exceptions.h"

namespace loupe::vm {

namespace {

constexpr char kArgumentTag = '\1';
constexpr char kConstantTag = '\2';

// The StringBuilder.append overload for an argument of this descriptor.
std::string append_descriptor(std::string_view d) {
  switch (d[0]) {
    case 'Z': return "(Z)Ljava/lang/StringBuilder;";
    case 'C': return "(C)Ljava/lang/StringBuilder;";
    case 'B': case 'S': case 'I': return "(I)Ljava/lang/StringBuilder;";
    case 'J': return "(J)Ljava/lang/StringBuilder;";
    case 'F': return "(F)Ljava/lang/StringBuilder;";
    case 'D': return "(D)Ljava/lang/StringBuilder;";
    default:
      return d == "Ljava/lang/String;" ? "(Ljava/lang/String;)Ljava/lang/StringBuilder;"
                                       : "(Ljava/lang/Object;)Ljava/lang/StringBuilder;";
  }
}

void append_literal(CodeBuilder& code, std::string& text) {
  if (text.empty()) return;
  code.ldc_string(text);
  code.invoke(op_invokevirtual, "java/lang/StringBuilder", "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;");
  text.clear();
}

// The text of a \2 constant; javac uses only strings (and numbers) there.
bool constant_text(const BootstrapCall& call, size_t arg, std::string* out) {
  const CpCacheEntry& e = call.arg(arg);
  switch (e.tag) {
    case CpTag::kString: *out = std::string(call.utf8_at(e.first)); return true;
    case CpTag::kInteger: *out = std::to_string(e.int_value); return true;
    case CpTag::kLong: *out = std::to_string(e.long_value); return true;
    default: return false;
  }
}

}  // namespace

CallSite* link_string_concat(Thread* thread, BootstrapCall& call, bool with_constants) {
  MethodDescriptor type = parse_method_descriptor(call.descriptor);
  std::string recipe = with_constants ? string_at(call, 0) : std::string(type.parameters.size(), kArgumentTag);
  std::string class_name = spun_class_name(call.host, "Concat");
  ClassWriter writer(class_name, "java/lang/Object", {}, access::kFinal | access::kSuper | access::kSynthetic);
  CodeBuilder code(writer);
  code.new_object("java/lang/StringBuilder");
  code.op(op_dup);
  code.invoke(op_invokespecial, "java/lang/StringBuilder", "<init>", "()V");

  std::string literal;
  size_t next_argument = 0, next_constant = 1;
  uint16_t local = 0;
  for (char c : recipe) {
    if (c == kArgumentTag) {
      if (next_argument >= type.parameters.size()) break;
      append_literal(code, literal);
      BasicType t = type.parameters[next_argument];
      code.load(t, local);
      code.invoke(op_invokevirtual, "java/lang/StringBuilder", "append",
                  append_descriptor(type.parameter_descriptors[next_argument]));
      local = static_cast<uint16_t>(local + slot_count(t));
      ++next_argument;
    } else if (c == kConstantTag) {
      std::string text;
      if (!constant_text(call, next_constant++, &text)) {
        throw_new(thread, "java/lang/BootstrapMethodError", "unsupported constant in a concatenation recipe");
        return nullptr;
      }
      literal += text;
    } else {
      literal += c;
    }
  }
  append_literal(code, literal);
  code.invoke(op_invokevirtual, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;");
  code.op(op_areturn);
  code.set_locals(static_cast<uint16_t>(type.parameter_slots));
  writer.add_method(access::kStatic, "concat", call.descriptor, code);
  return finish_call_site(thread, call, writer.finish(), "concat", call.descriptor, false);
}

}  // namespace loupe::vm
