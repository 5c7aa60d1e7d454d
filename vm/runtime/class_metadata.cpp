#include "vm/runtime/class_metadata.h"

#include "vm/classfile/class_file.h"
#include "vm/runtime/class.h"

namespace loupe::vm {

namespace {

bool has_any(const MemberMetadata& m) {
  return m.signature != nullptr || !m.annotations.empty() || !m.parameter_annotations.empty() ||
         !m.annotation_default.empty() || m.parameters.has_value();
}

MemberMetadata method_part(const MethodInfo& info) {
  MemberMetadata m;
  m.signature = info.signature;
  m.annotations = info.annotations;
  m.parameter_annotations = info.parameter_annotations;
  m.annotation_default = info.annotation_default;
  if (info.parameters) {
    m.parameters.emplace();
    for (const MethodParameterInfo& p : *info.parameters) m.parameters->push_back({p.name, p.access_flags});
  }
  return m;
}

MemberMetadata field_part(const FieldInfo& info) {
  MemberMetadata m;
  m.signature = info.signature;
  m.annotations = info.annotations;
  return m;
}

// The per-member parts, or an empty vector when no member has any.
template <typename Info, typename Part>
std::vector<MemberMetadata> member_parts(const std::vector<Info>& infos, Part part) {
  std::vector<MemberMetadata> parts;
  bool any = false;
  parts.reserve(infos.size());
  for (const Info& info : infos) {
    parts.push_back(part(info));
    any |= has_any(parts.back());
  }
  if (!any) parts.clear();
  parts.shrink_to_fit();
  return parts;
}

}  // namespace

void copy_class_metadata(Class& klass, const ClassFile& cf) {
  auto meta = std::make_unique<ClassMetadata>();
  meta->signature = cf.signature;
  meta->annotations = cf.annotations;
  if (cf.enclosing_class != 0 && cf.enclosing_method != 0) {
    const CpEntry& name_and_type = cf.constant_pool[cf.enclosing_method];
    meta->enclosing_method_name = cf.utf8_at(name_and_type.index.first);
    meta->enclosing_method_descriptor = cf.utf8_at(name_and_type.index.second);
  }
  meta->permitted_subclasses = cf.permitted_subclasses;
  if (cf.record_components) {
    for (const RecordComponent& c : *cf.record_components) {
      meta->record_components.push_back({c.name, c.descriptor, c.signature, c.annotations});
    }
  }
  meta->methods = member_parts(cf.methods, method_part);
  meta->fields = member_parts(cf.fields, field_part);
  bool empty = meta->signature == nullptr && meta->annotations.empty() && meta->enclosing_method_name == nullptr &&
               !meta->permitted_subclasses && meta->record_components.empty() && meta->methods.empty() &&
               meta->fields.empty();
  if (!empty) klass.metadata = std::move(meta);
}

const MemberMetadata* method_metadata(const Class& klass, int32_t slot) {
  if (klass.metadata == nullptr || slot < 0 || static_cast<size_t>(slot) >= klass.metadata->methods.size()) {
    return nullptr;
  }
  return &klass.metadata->methods[slot];
}

const MemberMetadata* field_metadata(const Class& klass, int32_t slot) {
  if (klass.metadata == nullptr || slot < 0 || static_cast<size_t>(slot) >= klass.metadata->fields.size()) {
    return nullptr;
  }
  return &klass.metadata->fields[slot];
}

}  // namespace loupe::vm
