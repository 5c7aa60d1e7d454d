#include "vm/indy/class_writer.h"

#include <algorithm>
#include <cassert>

#include "vm/classfile/bytecodes.h"

namespace loupe::vm {

namespace {

void put_u2(std::vector<uint8_t>& out, uint16_t v) {
  out.push_back(static_cast<uint8_t>(v >> 8));
  out.push_back(static_cast<uint8_t>(v));
}

void put_u4(std::vector<uint8_t>& out, uint32_t v) {
  put_u2(out, static_cast<uint16_t>(v >> 16));
  put_u2(out, static_cast<uint16_t>(v));
}

constexpr uint8_t kTagUtf8 = 1, kTagInteger = 3, kTagClass = 7, kTagString = 8, kTagNameAndType = 12;

}  // namespace

const char* wrapper_class(BasicType t) {
  switch (t) {
    case BasicType::kBoolean: return "java/lang/Boolean";
    case BasicType::kChar: return "java/lang/Character";
    case BasicType::kFloat: return "java/lang/Float";
    case BasicType::kDouble: return "java/lang/Double";
    case BasicType::kByte: return "java/lang/Byte";
    case BasicType::kShort: return "java/lang/Short";
    case BasicType::kInt: return "java/lang/Integer";
    case BasicType::kLong: return "java/lang/Long";
    default: return "java/lang/Object";
  }
}

// ---- CodeBuilder ------------------------------------------------------------

void CodeBuilder::adjust(int delta) {
  depth_ += delta;
  max_stack_ = std::max(max_stack_, depth_);
}

namespace {

// The slots an instruction of fixed stack effect leaves minus those it takes.
int fixed_stack_delta(uint8_t opcode) {
  const StackEffect& effect = stack_effect(opcode);
  assert(!effect.variable);
  return effect.pushed_slots - effect.popped_slots;
}

}  // namespace

void CodeBuilder::op(uint8_t opcode) {
  emit(opcode);
  adjust(fixed_stack_delta(opcode));
}

void CodeBuilder::op_u1(uint8_t opcode, uint8_t operand) {
  emit(opcode);
  emit(operand);
  adjust(fixed_stack_delta(opcode));
}

void CodeBuilder::op_u2(uint8_t opcode, uint16_t operand) {
  emit(opcode);
  emit_u2(operand);
  adjust(fixed_stack_delta(opcode));
}

void CodeBuilder::op_u2_moving(uint8_t opcode, uint16_t operand, int stack_delta) {
  emit(opcode);
  emit_u2(operand);
  adjust(stack_delta);
}

void CodeBuilder::load(BasicType type, uint16_t local) {
  uint8_t opcode = is_reference(type)             ? op_aload
                   : type == BasicType::kLong     ? op_lload
                   : type == BasicType::kFloat    ? op_fload
                   : type == BasicType::kDouble   ? op_dload
                                                  : op_iload;
  if (local > 255) {
    emit(op_wide);
    op_u2(opcode, local);
  } else {
    op_u1(opcode, static_cast<uint8_t>(local));
  }
}

void CodeBuilder::store(BasicType type, uint16_t local) {
  uint8_t opcode = is_reference(type)             ? op_astore
                   : type == BasicType::kLong     ? op_lstore
                   : type == BasicType::kFloat    ? op_fstore
                   : type == BasicType::kDouble   ? op_dstore
                                                  : op_istore;
  if (local > 255) {
    emit(op_wide);
    op_u2(opcode, local);
  } else {
    op_u1(opcode, static_cast<uint8_t>(local));
  }
}

void CodeBuilder::return_value(BasicType type) {
  uint8_t opcode = type == BasicType::kVoid        ? op_return_
                   : is_reference(type)            ? op_areturn
                   : type == BasicType::kLong      ? op_lreturn
                   : type == BasicType::kFloat     ? op_freturn
                   : type == BasicType::kDouble    ? op_dreturn
                                                   : op_ireturn;
  op(opcode);
}

void CodeBuilder::ldc_string(std::string_view text) { op_u2(op_ldc_w, writer_.string_const(text)); }

void CodeBuilder::ldc_int(int32_t value) {
  if (value >= -1 && value <= 5) {
    op(static_cast<uint8_t>(op_iconst_0 + value));
  } else if (value >= -128 && value <= 127) {
    op_u1(op_bipush, static_cast<uint8_t>(value));
  } else {
    op_u2(op_ldc_w, writer_.int_const(value));
  }
}

void CodeBuilder::invoke(uint8_t opcode, std::string_view owner, std::string_view name, std::string_view descriptor,
                         bool owner_is_interface) {
  MethodDescriptor md = parse_method_descriptor(descriptor);
  int delta = slot_count(md.return_type) - md.parameter_slots - (opcode == op_invokestatic ? 0 : 1);
  uint16_t index = writer_.member_ref(owner_is_interface || opcode == op_invokeinterface ? 11 : 10, owner, name, descriptor);
  op_u2_moving(opcode, index, delta);
  if (opcode == op_invokeinterface) {
    emit(static_cast<uint8_t>(md.parameter_slots + 1));
    emit(0);
  }
}

void CodeBuilder::get_field(std::string_view owner, std::string_view name, std::string_view descriptor) {
  op_u2_moving(op_getfield, writer_.member_ref(9, owner, name, descriptor), slot_count(basic_type_of(descriptor[0])) - 1);
}

void CodeBuilder::put_field(std::string_view owner, std::string_view name, std::string_view descriptor) {
  op_u2_moving(op_putfield, writer_.member_ref(9, owner, name, descriptor), -slot_count(basic_type_of(descriptor[0])) - 1);
}

void CodeBuilder::new_object(std::string_view class_name) { op_u2(op_new_, writer_.class_ref(class_name)); }
void CodeBuilder::check_cast(std::string_view class_name) { op_u2(op_checkcast, writer_.class_ref(class_name)); }
void CodeBuilder::instance_of(std::string_view class_name) { op_u2(op_instanceof, writer_.class_ref(class_name)); }

void CodeBuilder::box(BasicType primitive) {
  std::string descriptor = std::string("(") + descriptor_char(primitive) + ")L" + wrapper_class(primitive) + ";";
  invoke(op_invokestatic, wrapper_class(primitive), "valueOf", descriptor);
}

void CodeBuilder::unbox(BasicType primitive) {
  std::string name = std::string(primitive_name(primitive)) + "Value";
  invoke(op_invokevirtual, wrapper_class(primitive), name, std::string("()") + descriptor_char(primitive));
}

void CodeBuilder::widen(BasicType from, BasicType to) {
  if (from == to) return;
  bool from_int = from == BasicType::kInt || from == BasicType::kShort || from == BasicType::kByte ||
                  from == BasicType::kChar || from == BasicType::kBoolean;
  if (from_int) {
    if (to == BasicType::kLong) op(op_i2l);
    if (to == BasicType::kFloat) op(op_i2f);
    if (to == BasicType::kDouble) op(op_i2d);
  } else if (from == BasicType::kLong) {
    if (to == BasicType::kFloat) op(op_l2f);
    if (to == BasicType::kDouble) op(op_l2d);
  } else if (from == BasicType::kFloat && to == BasicType::kDouble) {
    op(op_f2d);
  }
}

void CodeBuilder::branch(uint8_t opcode, int label) {
  fixups_.emplace_back(code_.size(), label);
  op_u2(opcode, 0);
}

void CodeBuilder::bind(int label) { bound_[label] = code_.size(); }

std::vector<uint8_t> CodeBuilder::finish_code_attribute_body() {
  for (auto [position, label] : fixups_) {
    auto offset = static_cast<int16_t>(static_cast<ptrdiff_t>(bound_.at(label)) - static_cast<ptrdiff_t>(position));
    code_[position + 1] = static_cast<uint8_t>(static_cast<uint16_t>(offset) >> 8);
    code_[position + 2] = static_cast<uint8_t>(offset);
  }
  std::vector<uint8_t> body;
  put_u2(body, static_cast<uint16_t>(max_stack_));
  put_u2(body, max_locals_);
  put_u4(body, static_cast<uint32_t>(code_.size()));
  body.insert(body.end(), code_.begin(), code_.end());
  put_u2(body, 0);  // exception table
  put_u2(body, 0);  // attributes
  return body;
}

// ---- ClassWriter --------------------------------------------------------------

ClassWriter::ClassWriter(std::string name, std::string super_name, std::vector<std::string> interfaces,
                         uint16_t access)
    : name_(std::move(name)), access_(access) {
  this_index_ = class_ref(name_);
  super_index_ = class_ref(super_name);
  for (const std::string& i : interfaces) interface_indexes_.push_back(class_ref(i));
}

uint16_t ClassWriter::add_entry(const std::string& key, std::vector<uint8_t> bytes) {
  auto it = pool_index_.find(key);
  if (it != pool_index_.end()) return it->second;
  pool_.insert(pool_.end(), bytes.begin(), bytes.end());
  pool_index_.emplace(key, pool_count_);
  return pool_count_++;
}

uint16_t ClassWriter::utf8(std::string_view text) {
  // Spun names and literals come from class files, already modified UTF-8.
  std::vector<uint8_t> bytes{kTagUtf8};
  put_u2(bytes, static_cast<uint16_t>(text.size()));
  bytes.insert(bytes.end(), text.begin(), text.end());
  return add_entry("u:" + std::string(text), std::move(bytes));
}

uint16_t ClassWriter::class_ref(std::string_view name) {
  uint16_t n = utf8(name);
  std::vector<uint8_t> bytes{kTagClass};
  put_u2(bytes, n);
  return add_entry("c:" + std::string(name), std::move(bytes));
}

uint16_t ClassWriter::string_const(std::string_view text) {
  uint16_t n = utf8(text);
  std::vector<uint8_t> bytes{kTagString};
  put_u2(bytes, n);
  return add_entry("s:" + std::string(text), std::move(bytes));
}

uint16_t ClassWriter::int_const(int32_t value) {
  std::vector<uint8_t> bytes{kTagInteger};
  put_u4(bytes, static_cast<uint32_t>(value));
  return add_entry("i:" + std::to_string(value), std::move(bytes));
}

uint16_t ClassWriter::member_ref(uint8_t tag, std::string_view owner, std::string_view name,
                                 std::string_view descriptor) {
  uint16_t owner_index = class_ref(owner);
  uint16_t name_index = utf8(name);
  uint16_t descriptor_index = utf8(descriptor);
  std::vector<uint8_t> nat{kTagNameAndType};
  put_u2(nat, name_index);
  put_u2(nat, descriptor_index);
  uint16_t nat_index = add_entry("n:" + std::string(name) + ":" + std::string(descriptor), std::move(nat));
  std::vector<uint8_t> bytes{tag};
  put_u2(bytes, owner_index);
  put_u2(bytes, nat_index);
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
  std::string key(1, 'm');
  key += std::to_string(tag);
  key += ':';
  key.append(owner).append(".").append(name).append(descriptor);
  return add_entry(key, std::move(bytes));
}

void ClassWriter::add_field(uint16_t access, std::string_view name, std::string_view descriptor) {
  put_u2(fields_, access);
  put_u2(fields_, utf8(name));
  put_u2(fields_, utf8(descriptor));
  put_u2(fields_, 0);
  ++field_count_;
}

void ClassWriter::add_method(uint16_t access, std::string_view name, std::string_view descriptor, CodeBuilder& code) {
  uint16_t code_name = utf8("Code");
  std::vector<uint8_t> body = code.finish_code_attribute_body();
  put_u2(methods_, access);
  put_u2(methods_, utf8(name));
  put_u2(methods_, utf8(descriptor));
  put_u2(methods_, 1);
  put_u2(methods_, code_name);
  put_u4(methods_, static_cast<uint32_t>(body.size()));
  methods_.insert(methods_.end(), body.begin(), body.end());
  ++method_count_;
}

std::vector<uint8_t> ClassWriter::finish() {
  std::vector<uint8_t> out;
  put_u4(out, 0xCAFEBABE);
  put_u2(out, 0);
  put_u2(out, 52);  // Java 8: no StackMapTable needed
  put_u2(out, pool_count_);
  out.insert(out.end(), pool_.begin(), pool_.end());
  put_u2(out, access_);
  put_u2(out, this_index_);
  put_u2(out, super_index_);
  put_u2(out, static_cast<uint16_t>(interface_indexes_.size()));
  for (uint16_t i : interface_indexes_) put_u2(out, i);
  put_u2(out, field_count_);
  out.insert(out.end(), fields_.begin(), fields_.end());
  put_u2(out, method_count_);
  out.insert(out.end(), methods_.begin(), methods_.end());
  put_u2(out, 0);  // class attributes
  return out;
}

}  // namespace loupe::vm
