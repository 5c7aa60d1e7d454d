#include "vm/runtime/class_metadata.h"

#include <algorithm>

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

// The parts of the members that have any, in slot order.
template <typename Info, typename Part>
std::vector<MemberMetadata> member_parts(const std::vector<Info>& infos, Part part) {
  std::vector<MemberMetadata> parts;
  for (size_t slot = 0; slot < infos.size(); ++slot) {
    MemberMetadata m = part(infos[slot]);
    if (!has_any(m)) continue;
    m.slot = static_cast<uint16_t>(slot);
    parts.push_back(std::move(m));
  }
  parts.shrink_to_fit();
  return parts;
}

const MemberMetadata* find_member(const std::vector<MemberMetadata>& parts, int32_t slot) {
  auto it = std::lower_bound(parts.begin(), parts.end(), slot,
                             [](const MemberMetadata& m, int32_t s) { return m.slot < s; });
  return it != parts.end() && it->slot == slot ? &*it : nullptr;
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
  return klass.metadata == nullptr ? nullptr : find_member(klass.metadata->methods, slot);
}

const MemberMetadata* field_metadata(const Class& klass, int32_t slot) {
  return klass.metadata == nullptr ? nullptr : find_member(klass.metadata->fields, slot);
}

}  // namespace loupe::vm
