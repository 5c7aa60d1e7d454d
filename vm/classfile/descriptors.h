// Names and descriptors (JVMS 4.2, 4.3): validation for the parser and
// decoding for the runtime.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace loupe::vm {

// Value types; the numbers are those of newarray's atype where it has one.
enum class BasicType : uint8_t {
  kBoolean = 4,
  kChar = 5,
  kFloat = 6,
  kDouble = 7,
  kByte = 8,
  kShort = 9,
  kInt = 10,
  kLong = 11,
  kObject = 12,  // a class or interface type
  kArray = 13,
  kVoid = 14,
};

// The type a descriptor character denotes ('L' → kObject, '[' → kArray).
BasicType basic_type_of(char descriptor_char);
inline bool is_reference(BasicType t) { return t == BasicType::kObject || t == BasicType::kArray; }
inline bool is_wide(BasicType t) { return t == BasicType::kLong || t == BasicType::kDouble; }
// Local-variable / operand-stack slots a value of this type takes.
inline int slot_count(BasicType t) { return t == BasicType::kVoid ? 0 : (is_wide(t) ? 2 : 1); }
// Bytes a field or array element of this type takes.
int storage_size(BasicType t);
// The Java source name: "int", "boolean", ...
const char* primitive_name(BasicType t);
// The descriptor character of a primitive type.
char descriptor_char(BasicType t);

bool is_valid_field_descriptor(std::string_view d);
bool is_valid_method_descriptor(std::string_view d);
// A class or interface name in internal form ("java/lang/Object"), or, when
// allow_array, an array descriptor too (what CONSTANT_Class may name).
bool is_valid_class_name(std::string_view name, bool allow_array);
bool is_valid_field_name(std::string_view name);
bool is_valid_method_name(std::string_view name);

// A method descriptor taken apart.
struct MethodDescriptor {
  std::vector<BasicType> parameters;
  std::vector<std::string_view> parameter_descriptors;  // views into the descriptor
  BasicType return_type = BasicType::kVoid;
  std::string_view return_descriptor;
  int parameter_slots = 0;  // not counting `this`
};
// `d` must be valid; the views point into it.
MethodDescriptor parse_method_descriptor(std::string_view d);

// "java/lang/String" → "java.lang.String"; "[I" stays "[I" with dots.
std::string internal_to_binary_name(std::string_view internal);
std::string binary_to_internal_name(std::string_view binary);

// A field descriptor as Java source writes the type: "int", "java.lang.String[]".
std::string descriptor_to_source_type(std::string_view d);

}  // namespace loupe::vm
