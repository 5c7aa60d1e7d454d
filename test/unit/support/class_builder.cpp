#include "test/unit/support/class_builder.h"

namespace loupe::test {

std::vector<uint8_t> be_u2s(std::initializer_list<uint16_t> values) {
  ByteWriter out;
  for (uint16_t v : values) out.u2(v);
  return out.bytes();
}

ClassBuilder::ClassBuilder(std::string_view name, std::string_view super_name) {
  this_class = class_entry(name);
  super_class = class_entry(super_name);
}

uint16_t ClassBuilder::raw_entry(std::vector<uint8_t> bytes, int slots) {
  uint16_t index = cp_slots_;
  cp_entries_.push_back(std::move(bytes));
  cp_slots_ = static_cast<uint16_t>(cp_slots_ + slots);
  return index;
}

uint16_t ClassBuilder::utf8(std::string_view text) {
  ByteWriter out;
  out.u1(1);
  out.u2(static_cast<uint16_t>(text.size()));
  out.append(std::vector<uint8_t>(text.begin(), text.end()));
  return raw_entry(out.bytes());
}

uint16_t ClassBuilder::class_entry(std::string_view name) {
  uint16_t name_index = utf8(name);
  ByteWriter out;
  out.u1(7);
  out.u2(name_index);
  return raw_entry(out.bytes());
}

uint16_t ClassBuilder::string_entry(std::string_view text) {
  uint16_t text_index = utf8(text);
  ByteWriter out;
  out.u1(8);
  out.u2(text_index);
  return raw_entry(out.bytes());
}

uint16_t ClassBuilder::integer(int32_t value) {
  ByteWriter out;
  out.u1(3);
  out.u4(static_cast<uint32_t>(value));
  return raw_entry(out.bytes());
}

uint16_t ClassBuilder::long_entry(int64_t value) {
  ByteWriter out;
  out.u1(5);
  out.u4(static_cast<uint32_t>(static_cast<uint64_t>(value) >> 32));
  out.u4(static_cast<uint32_t>(value));
  return raw_entry(out.bytes(), 2);
}

uint16_t ClassBuilder::two_index_entry(uint8_t tag, uint16_t first, uint16_t second) {
  ByteWriter out;
  out.u1(tag);
  out.u2(first);
  out.u2(second);
  return raw_entry(out.bytes());
}

uint16_t ClassBuilder::name_and_type(std::string_view name, std::string_view descriptor) {
  uint16_t name_index = utf8(name);
  uint16_t descriptor_index = utf8(descriptor);
  return two_index_entry(12, name_index, descriptor_index);
}

uint16_t ClassBuilder::field_ref(std::string_view klass, std::string_view name, std::string_view descriptor) {
  uint16_t class_index = class_entry(klass);
  return two_index_entry(9, class_index, name_and_type(name, descriptor));
}

uint16_t ClassBuilder::method_ref(std::string_view klass, std::string_view name, std::string_view descriptor) {
  uint16_t class_index = class_entry(klass);
  return two_index_entry(10, class_index, name_and_type(name, descriptor));
}

uint16_t ClassBuilder::interface_method_ref(std::string_view klass, std::string_view name,
                                            std::string_view descriptor) {
  uint16_t class_index = class_entry(klass);
  return two_index_entry(11, class_index, name_and_type(name, descriptor));
}

void ClassBuilder::add_field(uint16_t flags, std::string_view name, std::string_view descriptor,
                             std::vector<Attribute> attributes) {
  fields_.push_back({flags, utf8(name), utf8(descriptor), std::move(attributes)});
}

void ClassBuilder::add_method(uint16_t flags, std::string_view name, std::string_view descriptor,
                              std::vector<Attribute> attributes) {
  methods_.push_back({flags, utf8(name), utf8(descriptor), std::move(attributes)});
}

void ClassBuilder::add_method(uint16_t flags, std::string_view name, std::string_view descriptor,
                              const CodeSpec& code) {
  add_method(flags, name, descriptor, std::vector<Attribute>{code_attribute(code)});
}

Attribute ClassBuilder::attribute(std::string_view name, std::vector<uint8_t> body) {
  return Attribute{utf8(name), std::move(body), std::nullopt};
}

Attribute ClassBuilder::code_attribute(const CodeSpec& code) {
  ByteWriter body;
  body.u2(code.max_stack);
  body.u2(code.max_locals);
  body.u4(code.declared_code_length.value_or(static_cast<uint32_t>(code.bytecode.size())));
  body.append(code.bytecode);
  body.u2(static_cast<uint16_t>(code.handlers.size()));
  for (const ExceptionEntry& h : code.handlers) {
    body.u2(h.start_pc);
    body.u2(h.end_pc);
    body.u2(h.handler_pc);
    body.u2(h.catch_type);
  }
  write_attributes(body, code.attributes);
  return attribute("Code", body.bytes());
}

void ClassBuilder::write_attributes(ByteWriter& out, const std::vector<Attribute>& attributes) {
  out.u2(static_cast<uint16_t>(attributes.size()));
  for (const Attribute& a : attributes) {
    out.u2(a.name_index);
    out.u4(a.declared_length.value_or(static_cast<uint32_t>(a.body.size())));
    out.append(a.body);
  }
}

std::vector<uint8_t> ClassBuilder::build() const {
  ByteWriter out;
  out.u4(magic);
  out.u2(minor_version);
  out.u2(major_version);
  out.u2(cp_slots_);
  for (const auto& entry : cp_entries_) out.append(entry);
  out.u2(access_flags);
  out.u2(this_class);
  out.u2(super_class);
  out.u2(static_cast<uint16_t>(interfaces.size()));
  for (uint16_t i : interfaces) out.u2(i);
  for (const auto* members : {&fields_, &methods_}) {
    out.u2(static_cast<uint16_t>(members->size()));
    for (const Member& m : *members) {
      out.u2(m.flags);
      out.u2(m.name);
      out.u2(m.descriptor);
      write_attributes(out, m.attributes);
    }
  }
  write_attributes(out, class_attributes_);
  return out.bytes();
}

}  // namespace loupe::test
