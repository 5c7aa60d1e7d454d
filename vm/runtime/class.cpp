#include "vm/runtime/class.h"

#include <algorithm>

namespace loupe::vm {

// line_numbers is sorted by start_pc (linker.cpp): the last entry that
// starts at or before bci.
int Method::line_number_at(uint32_t bci) const {
  auto after = std::upper_bound(line_numbers.begin(), line_numbers.end(), bci,
                                [](uint32_t b, const LineNumberEntry& e) { return b < e.start_pc; });
  return after == line_numbers.begin() ? -1 : std::prev(after)->line;
}

std::string Method::qualified_name() const {
  return holder->external_name() + "." + name->str() + descriptor->str();
}

std::string Method::external_signature() const {
  MethodDescriptor md = parse_method_descriptor(descriptor->view());
  // Appended piece by piece: "'" + ... trips GCC 12's false -Wrestrict.
  std::string s(1, '\'');
  s += descriptor_to_source_type(md.return_descriptor) + " " + holder->external_name() + "." + name->str() + "(";
  for (size_t i = 0; i < md.parameter_descriptors.size(); ++i) {
    if (i > 0) s += ", ";
    s += descriptor_to_source_type(md.parameter_descriptors[i]);
  }
  return s + ")'";
}

void InterfaceMethodTable::add(uint32_t selector, Method* method) {
  Bucket& b = buckets_[selector % kSize];
  for (Target& t : b) {
    if (t.selector == selector) {
      t.method = method;
      return;
    }
  }
  b.push_back({selector, method});
}

std::string Class::external_name() const {
  if (is_primitive) return name->str();
  return internal_to_binary_name(name->view());
}

std::string Class::simple_name() const {
  if (is_array) return component->simple_name() + "[]";
  if (is_primitive) return name->str();
  for (const InnerClassInfo& e : inner_classes) {
    if (e.inner_class == name) return e.simple_name ? e.simple_name->str() : "";
  }
  std::string binary = external_name();
  return binary.substr(binary.rfind('.') + 1);
}

std::string_view Class::package_name() const {
  std::string_view n = name->view();
  while (!n.empty() && n[0] == '[') n.remove_prefix(1);
  if (!n.empty() && n[0] == 'L') n.remove_prefix(1);
  size_t slash = n.rfind('/');
  return slash == std::string_view::npos ? std::string_view() : n.substr(0, slash);
}

bool Class::same_package(const Class* other) const {
  return loader == other->loader && package_name() == other->package_name();
}

Field* Class::find_declared_field(const Symbol* field_name, const Symbol* field_descriptor) {
  for (Field& f : fields) {
    if (f.name == field_name && f.descriptor == field_descriptor) return &f;
  }
  return nullptr;
}

Method* Class::find_declared_method(const Symbol* method_name, const Symbol* method_descriptor) {
  for (Method& m : methods) {
    if (m.name == method_name && m.descriptor == method_descriptor) return &m;
  }
  return nullptr;
}

Method* Class::find_method_in_hierarchy(const Symbol* method_name, const Symbol* method_descriptor) {
  for (Class* k = this; k != nullptr; k = k->super) {
    if (Method* m = k->find_declared_method(method_name, method_descriptor)) return m;
  }
  return nullptr;
}

bool Class::implements(const Class* iface) const {
  return std::find(all_interfaces.begin(), all_interfaces.end(), iface) != all_interfaces.end();
}

bool Class::is_subtype_of(const Class* other) const {
  if (this == other) return true;
  if (!other->is_interface() && !other->is_array && !other->is_primitive) {
    // A class: compare at its depth in our superclass chain.
    return other->depth < primary_supers.size() && primary_supers[other->depth] == other;
  }
  if (other->is_interface()) return implements(other);
  if (other->is_array && is_array) {
    const Class* mine = component;
    const Class* theirs = other->component;
    if (mine->is_primitive || theirs->is_primitive) return mine == theirs;
    return mine->is_subtype_of(theirs);
  }
  return false;
}

}  // namespace loupe::vm
