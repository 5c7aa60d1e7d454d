// What reflection reads about a class and its members beyond what running
// code needs: generic signatures, annotations, parameter names, permitted
// subclasses, record components, the enclosing method (docs/reflection-metadata.md).
//
// The class file is freed once a class is defined, so the linker copies
// these here. A class holds one pointer to its ClassMetadata, null when the
// class file had none of it: most classes pay 8 bytes. Annotation bodies are
// kept as the class file's bytes; their constant-pool indexes refer to
// Class::constant_pool and are checked when Java parses them
// (loupe.internal.Annotations), so a malformed one fails at reflection time
// as in HotSpot.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "vm/base/symbol.h"

namespace loupe::vm {

class Class;
struct ClassFile;

struct MethodParameterMetadata {
  const Symbol* name;  // null: the attribute gives no name
  uint16_t access_flags;
};

// One method's or field's metadata; every part may be empty.
struct MemberMetadata {
  uint16_t slot = 0;  // index in Class::methods or Class::fields
  const Symbol* signature = nullptr;
  std::vector<uint8_t> annotations;            // RuntimeVisibleAnnotations body
  std::vector<uint8_t> parameter_annotations;  // methods: RuntimeVisibleParameterAnnotations body
  std::vector<uint8_t> annotation_default;     // annotation elements: AnnotationDefault body
  std::optional<std::vector<MethodParameterMetadata>> parameters;  // MethodParameters
};

struct RecordComponentMetadata {
  const Symbol* name;
  const Symbol* descriptor;
  const Symbol* signature;  // null when not generic
  std::vector<uint8_t> annotations;
};

struct ClassMetadata {
  const Symbol* signature = nullptr;
  std::vector<uint8_t> annotations;
  // EnclosingMethod's method (the class itself is Class::enclosing_class);
  // null when the class is not declared in a method or constructor.
  const Symbol* enclosing_method_name = nullptr;
  const Symbol* enclosing_method_descriptor = nullptr;
  std::optional<std::vector<const Symbol*>> permitted_subclasses;  // present: sealed
  std::vector<RecordComponentMetadata> record_components;
  // Only the members that have any, sorted by slot (most members have
  // none: in the class library about one in five has a Signature or
  // annotations).
  std::vector<MemberMetadata> methods;
  std::vector<MemberMetadata> fields;
};

// Copies what reflection needs out of the class file (the linker calls it);
// leaves klass.metadata null when there is nothing to keep.
void copy_class_metadata(Class& klass, const ClassFile& cf);

// The metadata of a member (a binary search), or null when it has none or
// the slot is out of range.
const MemberMetadata* method_metadata(const Class& klass, int32_t slot);
const MemberMetadata* field_metadata(const Class& klass, int32_t slot);

}  // namespace loupe::vm
