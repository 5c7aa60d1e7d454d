// Writes small class files for the classes the VM spins (lambda proxies,
// string-concatenation and record helpers). The result goes through the same
// parser and checks as any class file, so a mistake here shows up as a
// ClassFormatError or VerifyError rather than as a crash.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "vm/classfile/descriptors.h"

namespace loupe::vm {

class ClassWriter;

// Bytecode for one method, with labels for forward branches and a running
// operand-stack depth from which max_stack is taken.
class CodeBuilder {
 public:
  explicit CodeBuilder(ClassWriter& writer) : writer_(writer) {}

  // An instruction whose stack effect bytecodes.def fixes (not a field
  // access or invoke: those have their own calls below), which moves the
  // running depth by that effect.
  void op(uint8_t opcode);
  void op_u1(uint8_t opcode, uint8_t operand);
  void op_u2(uint8_t opcode, uint16_t operand);

  void load(BasicType type, uint16_t local);
  void store(BasicType type, uint16_t local);
  void return_value(BasicType type);
  void ldc_string(std::string_view text);
  void ldc_int(int32_t value);
  // `owner_is_interface` picks an InterfaceMethodref (always for invokeinterface).
  void invoke(uint8_t opcode, std::string_view owner, std::string_view name, std::string_view descriptor,
              bool owner_is_interface = false);
  void get_field(std::string_view owner, std::string_view name, std::string_view descriptor);
  void put_field(std::string_view owner, std::string_view name, std::string_view descriptor);
  void new_object(std::string_view class_name);
  void check_cast(std::string_view class_name);
  void instance_of(std::string_view class_name);

  // Boxing and unboxing between a primitive and its wrapper class.
  void box(BasicType primitive);
  void unbox(BasicType primitive);
  // Widening primitive conversion (JLS 5.1.2); identity when from == to.
  void widen(BasicType from, BasicType to);

  // A forward branch to a label bound later; a label may be bound once.
  int new_label() { return next_label_++; }
  void branch(uint8_t opcode, int label);
  void bind(int label);

  void set_locals(uint16_t n) { max_locals_ = n; }
  std::vector<uint8_t> finish_code_attribute_body();

 private:
  // For the instructions whose effect the descriptor decides.
  void op_u2_moving(uint8_t opcode, uint16_t operand, int stack_delta);
  void emit(uint8_t b) { code_.push_back(b); }
  void emit_u2(uint16_t v) {
    code_.push_back(static_cast<uint8_t>(v >> 8));
    code_.push_back(static_cast<uint8_t>(v));
  }
  void adjust(int delta);

  ClassWriter& writer_;
  std::vector<uint8_t> code_;
  int depth_ = 0;
  int max_stack_ = 0;
  uint16_t max_locals_ = 0;
  int next_label_ = 0;
  std::map<int, size_t> bound_;
  std::vector<std::pair<size_t, int>> fixups_;  // (branch instruction position, label)
};

class ClassWriter {
 public:
  ClassWriter(std::string name, std::string super_name, std::vector<std::string> interfaces, uint16_t access);

  uint16_t utf8(std::string_view text);
  uint16_t class_ref(std::string_view name);
  uint16_t string_const(std::string_view text);
  uint16_t int_const(int32_t value);
  uint16_t member_ref(uint8_t tag, std::string_view owner, std::string_view name, std::string_view descriptor);

  void add_field(uint16_t access, std::string_view name, std::string_view descriptor);
  void add_method(uint16_t access, std::string_view name, std::string_view descriptor, CodeBuilder& code);

  std::vector<uint8_t> finish();
  const std::string& name() const { return name_; }

 private:
  uint16_t add_entry(const std::string& key, std::vector<uint8_t> bytes);

  std::string name_;
  uint16_t access_;
  uint16_t this_index_, super_index_;
  std::vector<uint16_t> interface_indexes_;
  std::vector<uint8_t> pool_;
  uint16_t pool_count_ = 1;
  std::map<std::string, uint16_t> pool_index_;
  std::vector<uint8_t> fields_;
  uint16_t field_count_ = 0;
  std::vector<uint8_t> methods_;
  uint16_t method_count_ = 0;
};

// Wrapper class and unboxing method for a primitive ("java/lang/Integer", "intValue").
const char* wrapper_class(BasicType primitive);

}  // namespace loupe::vm
