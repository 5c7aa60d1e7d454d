#include "vm/classfile/descriptors.h"

#include <algorithm>

namespace loupe::vm {

BasicType basic_type_of(char c) {
  switch (c) {
    case 'Z': return BasicType::kBoolean;
    case 'C': return BasicType::kChar;
    case 'F': return BasicType::kFloat;
    case 'D': return BasicType::kDouble;
    case 'B': return BasicType::kByte;
    case 'S': return BasicType::kShort;
    case 'I': return BasicType::kInt;
    case 'J': return BasicType::kLong;
    case 'L': return BasicType::kObject;
    case '[': return BasicType::kArray;
    default: return BasicType::kVoid;
  }
}

int storage_size(BasicType t) {
  switch (t) {
    case BasicType::kBoolean:
    case BasicType::kByte: return 1;
    case BasicType::kChar:
    case BasicType::kShort: return 2;
    case BasicType::kInt:
    case BasicType::kFloat: return 4;
    case BasicType::kVoid: return 0;
    default: return 8;
  }
}

const char* primitive_name(BasicType t) {
  switch (t) {
    case BasicType::kBoolean: return "boolean";
    case BasicType::kChar: return "char";
    case BasicType::kFloat: return "float";
    case BasicType::kDouble: return "double";
    case BasicType::kByte: return "byte";
    case BasicType::kShort: return "short";
    case BasicType::kInt: return "int";
    case BasicType::kLong: return "long";
    case BasicType::kVoid: return "void";
    default: return "?";
  }
}

char descriptor_char(BasicType t) {
  switch (t) {
    case BasicType::kBoolean: return 'Z';
    case BasicType::kChar: return 'C';
    case BasicType::kFloat: return 'F';
    case BasicType::kDouble: return 'D';
    case BasicType::kByte: return 'B';
    case BasicType::kShort: return 'S';
    case BasicType::kInt: return 'I';
    case BasicType::kLong: return 'J';
    case BasicType::kObject: return 'L';
    case BasicType::kArray: return '[';
    case BasicType::kVoid: return 'V';
  }
  return '?';
}

namespace {

// An unqualified name (JVMS 4.2.2): not empty, none of . ; [ /
bool is_unqualified(std::string_view name) {
  return !name.empty() && name.find_first_of(".;[/") == std::string_view::npos;
}

// Length of the field type starting at d[pos], or 0 if there is none.
size_t field_type_length(std::string_view d, size_t pos) {
  size_t start = pos;
  int dims = 0;
  while (pos < d.size() && d[pos] == '[') {
    ++pos;
    if (++dims > 255) return 0;
  }
  if (pos >= d.size()) return 0;
  switch (d[pos]) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
      return pos + 1 - start;
    case 'L': {
      size_t semi = d.find(';', pos);
      if (semi == std::string_view::npos) return 0;
      if (!is_valid_class_name(d.substr(pos + 1, semi - pos - 1), false)) return 0;
      return semi + 1 - start;
    }
    default:
      return 0;
  }
}

}  // namespace

bool is_valid_class_name(std::string_view name, bool allow_array) {
  if (name.empty()) return false;
  if (name[0] == '[') {
    return allow_array && field_type_length(name, 0) == name.size();
  }
  size_t start = 0;
  while (true) {
    size_t slash = name.find('/', start);
    std::string_view part = name.substr(start, slash == std::string_view::npos ? slash : slash - start);
    if (!is_unqualified(part)) return false;
    if (slash == std::string_view::npos) return true;
    start = slash + 1;
  }
}

bool is_valid_field_name(std::string_view name) { return is_unqualified(name); }

bool is_valid_method_name(std::string_view name) {
  if (name == "<init>" || name == "<clinit>") return true;
  return is_unqualified(name) && name.find_first_of("<>") == std::string_view::npos;
}

bool is_valid_field_descriptor(std::string_view d) {
  return !d.empty() && field_type_length(d, 0) == d.size();
}

bool is_valid_method_descriptor(std::string_view d) {
  if (d.empty() || d[0] != '(') return false;
  size_t pos = 1;
  int slots = 0;
  while (pos < d.size() && d[pos] != ')') {
    size_t len = field_type_length(d, pos);
    if (len == 0) return false;
    slots += (d[pos] == 'J' || d[pos] == 'D') ? 2 : 1;
    pos += len;
  }
  if (pos >= d.size() || slots > 255) return false;
  ++pos;  // ')'
  if (pos + 1 == d.size() && d[pos] == 'V') return true;
  return pos < d.size() && field_type_length(d, pos) == d.size() - pos;
}

MethodDescriptor parse_method_descriptor(std::string_view d) {
  MethodDescriptor md;
  size_t pos = 1;
  while (d[pos] != ')') {
    size_t len = field_type_length(d, pos);
    BasicType t = basic_type_of(d[pos]);
    md.parameters.push_back(t);
    md.parameter_descriptors.push_back(d.substr(pos, len));
    md.parameter_slots += slot_count(t);
    pos += len;
  }
  md.return_descriptor = d.substr(pos + 1);
  md.return_type = basic_type_of(d[pos + 1]);
  return md;
}

std::string internal_to_binary_name(std::string_view internal) {
  std::string s(internal);
  std::replace(s.begin(), s.end(), '/', '.');
  return s;
}

std::string binary_to_internal_name(std::string_view binary) {
  std::string s(binary);
  std::replace(s.begin(), s.end(), '.', '/');
  return s;
}

std::string descriptor_to_source_type(std::string_view d) {
  size_t dims = 0;
  while (dims < d.size() && d[dims] == '[') ++dims;
  std::string base;
  if (dims < d.size() && d[dims] == 'L') {
    base = internal_to_binary_name(d.substr(dims + 1, d.size() - dims - 2));
  } else if (dims < d.size()) {
    base = primitive_name(basic_type_of(d[dims]));
  }
  for (size_t i = 0; i < dims; ++i) base += "[]";
  return base;
}

}  // namespace loupe::vm
