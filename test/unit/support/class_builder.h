// A tiny class-file writer for tests that need class files javac would never
// produce: each part can be set to a wrong value (an index, a length, a
// flag), and every field of the output is written exactly as given.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loupe::test {

// Big-endian output, as class files are written.
class ByteWriter {
 public:
  void u1(uint8_t v) { bytes_.push_back(v); }
  void u2(uint16_t v) {
    u1(static_cast<uint8_t>(v >> 8));
    u1(static_cast<uint8_t>(v));
  }
  void u4(uint32_t v) {
    u2(static_cast<uint16_t>(v >> 16));
    u2(static_cast<uint16_t>(v));
  }
  void append(const std::vector<uint8_t>& more) { bytes_.insert(bytes_.end(), more.begin(), more.end()); }
  const std::vector<uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<uint8_t> bytes_;
};

struct Attribute {
  uint16_t name_index;
  std::vector<uint8_t> body;
  std::optional<uint32_t> declared_length;  // written instead of body.size() when set
};

struct ExceptionEntry {
  uint16_t start_pc, end_pc, handler_pc, catch_type;
};

struct CodeSpec {
  uint16_t max_stack = 2;
  uint16_t max_locals = 2;
  std::vector<uint8_t> bytecode;
  std::vector<ExceptionEntry> handlers;
  std::vector<Attribute> attributes;
  std::optional<uint32_t> declared_code_length;  // written instead of bytecode.size() when set
};

class ClassBuilder {
 public:
  // A public class `name` (internal form) extending `super_name`, version
  // 61.0, with no members. Its first constant-pool entries are the Utf8 and
  // Class entries of the two names (indexes 1 to 4).
  explicit ClassBuilder(std::string_view name, std::string_view super_name = "java/lang/Object");

  // ---- constant pool: each returns the new entry's index ----
  uint16_t utf8(std::string_view text);
  uint16_t class_entry(std::string_view name);
  uint16_t string_entry(std::string_view text);
  uint16_t integer(int32_t value);
  uint16_t long_entry(int64_t value);
  uint16_t name_and_type(std::string_view name, std::string_view descriptor);
  uint16_t field_ref(std::string_view klass, std::string_view name, std::string_view descriptor);
  uint16_t method_ref(std::string_view klass, std::string_view name, std::string_view descriptor);
  uint16_t interface_method_ref(std::string_view klass, std::string_view name, std::string_view descriptor);
  // An entry written byte for byte (tag included); `slots` is 2 for Long and Double.
  uint16_t raw_entry(std::vector<uint8_t> bytes, int slots = 1);
  uint16_t next_index() const { return cp_slots_; }

  // ---- header ----
  uint32_t magic = 0xCAFEBABE;
  uint16_t minor_version = 0;
  uint16_t major_version = 61;
  uint16_t access_flags = 0x0021;  // public super
  uint16_t this_class;
  uint16_t super_class;
  std::vector<uint16_t> interfaces;

  // ---- members and attributes ----
  void add_field(uint16_t flags, std::string_view name, std::string_view descriptor,
                 std::vector<Attribute> attributes = {});
  void add_method(uint16_t flags, std::string_view name, std::string_view descriptor,
                  std::vector<Attribute> attributes = {});
  // A method whose only attribute is Code.
  void add_method(uint16_t flags, std::string_view name, std::string_view descriptor, const CodeSpec& code);
  void add_class_attribute(Attribute attribute) { class_attributes_.push_back(std::move(attribute)); }

  Attribute code_attribute(const CodeSpec& code);
  Attribute attribute(std::string_view name, std::vector<uint8_t> body);

  std::vector<uint8_t> build() const;

 private:
  struct Member {
    uint16_t flags, name, descriptor;
    std::vector<Attribute> attributes;
  };
  static void write_attributes(ByteWriter& out, const std::vector<Attribute>& attributes);
  uint16_t two_index_entry(uint8_t tag, uint16_t first, uint16_t second);

  std::vector<std::vector<uint8_t>> cp_entries_;
  uint16_t cp_slots_ = 1;
  std::vector<Member> fields_;
  std::vector<Member> methods_;
  std::vector<Attribute> class_attributes_;
};

// u2 and u4 in big-endian order, for attribute bodies.
std::vector<uint8_t> be_u2s(std::initializer_list<uint16_t> values);

}  // namespace loupe::test
