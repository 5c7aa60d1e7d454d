// A parsed class file (JVMS chapter 4), checked for structure but not yet
// turned into a runtime class. The parser never reads outside its input; any
// malformed input becomes a ClassFileError naming the problem.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "vm/base/symbol.h"

namespace loupe::vm {

enum class CpTag : uint8_t {
  kInvalid = 0,  // index 0, and the second slot of a long or double
  kUtf8 = 1,
  kInteger = 3,
  kFloat = 4,
  kLong = 5,
  kDouble = 6,
  kClass = 7,
  kString = 8,
  kFieldref = 9,
  kMethodref = 10,
  kInterfaceMethodref = 11,
  kNameAndType = 12,
  kMethodHandle = 15,
  kMethodType = 16,
  kDynamic = 17,
  kInvokeDynamic = 18,
  kModule = 19,
  kPackage = 20,
};

const char* cp_tag_name(CpTag tag);

// MethodHandle reference kinds (JVMS 4.4.8).
enum class RefKind : uint8_t {
  kGetField = 1,
  kGetStatic = 2,
  kPutField = 3,
  kPutStatic = 4,
  kInvokeVirtual = 5,
  kInvokeStatic = 6,
  kInvokeSpecial = 7,
  kNewInvokeSpecial = 8,
  kInvokeInterface = 9,
};

struct CpEntry {
  CpTag tag = CpTag::kInvalid;
  union {
    int32_t int_value;
    float float_value;
    int64_t long_value;
    double double_value;
    struct {
      uint16_t first;   // Class: name; String: utf8; refs: class; NameAndType: name;
      uint16_t second;  // refs: name-and-type; NameAndType: descriptor;
    } index;            // (Invoke)Dynamic: first = bootstrap method, second = name-and-type
    struct {
      RefKind kind;
      uint16_t reference;
    } handle;
  };
  const Symbol* utf8 = nullptr;  // kUtf8

  CpEntry() : long_value(0) {}
};

struct ExceptionHandler {
  uint16_t start_pc, end_pc, handler_pc;
  uint16_t catch_type;  // 0 catches everything (finally)
};

struct LineNumberEntry {
  uint16_t start_pc;
  uint16_t line;
};

struct LocalVariableEntry {
  uint16_t start_pc, length;
  const Symbol* name;
  const Symbol* descriptor;
  uint16_t index;
};

struct CodeAttribute {
  uint16_t max_stack = 0;
  uint16_t max_locals = 0;
  std::vector<uint8_t> code;
  std::vector<ExceptionHandler> handlers;
  std::vector<LineNumberEntry> line_numbers;
  std::vector<LocalVariableEntry> local_variables;
  std::vector<uint8_t> stack_map_table;  // raw; kept for a future verifier
};

struct FieldInfo {
  uint16_t access_flags;
  const Symbol* name;
  const Symbol* descriptor;
  const Symbol* signature = nullptr;
  uint16_t constant_value = 0;  // ConstantValue attribute, 0 if none
  std::vector<uint8_t> annotations;  // reflection: RuntimeVisibleAnnotations, raw
};

// Reflection: one MethodParameters entry (JVMS 4.7.24).
struct MethodParameterInfo {
  const Symbol* name;  // null: no name
  uint16_t access_flags;
};

struct MethodInfo {
  uint16_t access_flags;
  const Symbol* name;
  const Symbol* descriptor;
  const Symbol* signature = nullptr;
  std::optional<CodeAttribute> code;
  std::vector<uint16_t> checked_exceptions;
  // Reflection only: kept raw (their constant-pool indexes are checked when
  // Java reads them, as HotSpot does), except MethodParameters.
  std::vector<uint8_t> annotations;            // RuntimeVisibleAnnotations
  std::vector<uint8_t> parameter_annotations;  // RuntimeVisibleParameterAnnotations
  std::vector<uint8_t> annotation_default;     // AnnotationDefault
  std::optional<std::vector<MethodParameterInfo>> parameters;  // MethodParameters
};

struct BootstrapMethod {
  uint16_t method_handle;
  std::vector<uint16_t> arguments;
};

struct InnerClassEntry {
  uint16_t inner_class;  // Class index
  uint16_t outer_class;  // Class index or 0
  uint16_t inner_name;   // Utf8 index or 0 (anonymous)
  uint16_t access_flags;
};

struct RecordComponent {
  const Symbol* name = nullptr;
  const Symbol* descriptor = nullptr;
  const Symbol* signature = nullptr;
  std::vector<uint8_t> annotations;  // RuntimeVisibleAnnotations, raw
};

struct ClassFile {
  uint16_t minor_version = 0;
  uint16_t major_version = 0;
  std::vector<CpEntry> constant_pool;
  uint16_t access_flags = 0;
  const Symbol* this_name = nullptr;
  const Symbol* super_name = nullptr;  // null only for java/lang/Object
  std::vector<const Symbol*> interface_names;
  std::vector<FieldInfo> fields;
  std::vector<MethodInfo> methods;
  const Symbol* source_file = nullptr;
  const Symbol* signature = nullptr;
  std::vector<BootstrapMethod> bootstrap_methods;
  std::vector<InnerClassEntry> inner_classes;
  uint16_t enclosing_class = 0;   // EnclosingMethod attribute
  uint16_t enclosing_method = 0;
  const Symbol* nest_host = nullptr;
  std::vector<const Symbol*> nest_members;
  std::optional<std::vector<RecordComponent>> record_components;
  // Reflection only (vm/runtime/class_metadata.h).
  std::vector<uint8_t> annotations;  // RuntimeVisibleAnnotations, raw
  std::optional<std::vector<const Symbol*>> permitted_subclasses;

  // The name behind a Class entry (already checked by the parser).
  const Symbol* class_name_at(uint16_t index) const {
    return constant_pool[constant_pool[index].index.first].utf8;
  }
  const Symbol* utf8_at(uint16_t index) const { return constant_pool[index].utf8; }
};

enum class ClassFileErrorKind {
  kClassFormat,         // java.lang.ClassFormatError
  kUnsupportedVersion,  // java.lang.UnsupportedClassVersionError
  kVerify,              // java.lang.VerifyError
};

struct ClassFileError {
  ClassFileErrorKind kind;
  std::string message;
};

struct ParseResult {
  std::unique_ptr<ClassFile> class_file;  // null on error
  ClassFileError error;
};

// Parses and structurally checks a class file: constant pool indexes and tags,
// modified UTF-8, names and descriptors, attributes, and every method's code
// (instruction boundaries, branch and handler targets, operand indexes).
// `name_hint` (may be empty) names the class in messages until its own name
// has been read.
ParseResult parse_class_file(std::span<const uint8_t> bytes, std::string_view name_hint);

inline constexpr uint16_t kMinSupportedMajor = 45;
inline constexpr uint16_t kMaxSupportedMajor = 61;

}  // namespace loupe::vm
