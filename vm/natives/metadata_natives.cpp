// loupe.internal.VMMetadata: the reflection metadata a class keeps
// (vm/runtime/class_metadata.h) as Java values, the constants of a class's
// runtime constant pool that annotation bodies refer to, and forwarding
// classes (vm/indy/forwarder.h): annotation instances' and
// java.lang.reflect.Proxy's. Members are named by (declaring class,
// slot), slot being the index in Class::methods or Class::fields.
// Everything here checks its indexes: a bad one answers null or tag 0, and
// the Java side turns that into the JDK's format errors.
#include <cstring>
#include <string>
#include <vector>

#include "vm/indy/forwarder.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/handles.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/vm.h"

namespace loupe::vm {

namespace {

Class* class_argument(Thread* t, Object* mirror) {
  if (mirror == nullptr) throw_new(t, "java/lang/NullPointerException", std::nullopt);
  return mirror == nullptr ? nullptr : class_from_mirror(mirror);
}

Slot string_result(Thread* t, const Symbol* symbol) {
  return ref_result(symbol == nullptr ? nullptr : new_string_from_mutf8(t, symbol->view()));
}

// A byte[] copy of an attribute body; null when there is none.
Slot bytes_result(Thread* t, const std::vector<uint8_t>& bytes) {
  if (bytes.empty()) return ref_result(nullptr);
  ArrayObject* array = new_primitive_array(t, BasicType::kByte, static_cast<int32_t>(bytes.size()));
  if (array != nullptr) std::memcpy(array->elements<int8_t>(), bytes.data(), bytes.size());
  return ref_result(array);
}

const MemberMetadata* member_argument(Thread* t, Slot* args, bool field) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr) return nullptr;
  return field ? field_metadata(*k, args[1].i) : method_metadata(*k, args[1].i);
}

Slot class_signature(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  return string_result(t, k && k->metadata ? k->metadata->signature : nullptr);
}

Slot member_signature(Thread* t, Slot* args) {
  const MemberMetadata* m = member_argument(t, args, args[2].i != 0);
  return string_result(t, m ? m->signature : nullptr);
}

Slot class_annotations(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  return k && k->metadata ? bytes_result(t, k->metadata->annotations) : ref_result(nullptr);
}

Slot member_annotations(Thread* t, Slot* args) {
  const MemberMetadata* m = member_argument(t, args, args[2].i != 0);
  return m ? bytes_result(t, m->annotations) : ref_result(nullptr);
}

Slot parameter_annotations(Thread* t, Slot* args) {
  const MemberMetadata* m = member_argument(t, args, false);
  return m ? bytes_result(t, m->parameter_annotations) : ref_result(nullptr);
}

Slot annotation_default(Thread* t, Slot* args) {
  const MemberMetadata* m = member_argument(t, args, false);
  return m ? bytes_result(t, m->annotation_default) : ref_result(nullptr);
}

// MethodParameters' names (null for a parameter without one); null when
// the method has no such attribute.
Slot parameter_names(Thread* t, Slot* args) {
  const MemberMetadata* m = member_argument(t, args, false);
  if (m == nullptr || !m->parameters) return ref_result(nullptr);
  HandleScope scope(t);
  ArrayObject* raw = new_object_array(t, the_vm().classes.string, static_cast<int32_t>(m->parameters->size()));
  if (raw == nullptr) return void_result();
  Handle<ArrayObject> names = scope.make<ArrayObject>(raw);
  for (size_t i = 0; i < m->parameters->size(); ++i) {
    const Symbol* name = (*m->parameters)[i].name;
    if (name == nullptr) continue;
    Object* s = new_string_from_mutf8(t, name->view());
    if (s == nullptr) return void_result();
    set_array_element(names.get(), static_cast<int32_t>(i), s);
  }
  return ref_result(names.get());
}

Slot parameter_flags(Thread* t, Slot* args) {
  const MemberMetadata* m = member_argument(t, args, false);
  if (m == nullptr || !m->parameters) return ref_result(nullptr);
  ArrayObject* flags = new_primitive_array(t, BasicType::kInt, static_cast<int32_t>(m->parameters->size()));
  if (flags == nullptr) return void_result();
  for (size_t i = 0; i < m->parameters->size(); ++i) flags->elements<int32_t>()[i] = (*m->parameters)[i].access_flags;
  return ref_result(flags);
}

// The internal names PermittedSubclasses lists; null when the class is not sealed.
Slot permitted_subclass_names(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr || !k->metadata || !k->metadata->permitted_subclasses) return ref_result(nullptr);
  std::vector<std::string> names;
  for (const Symbol* s : *k->metadata->permitted_subclasses) names.push_back(s->str());
  return ref_result(new_string_array(t, names));
}

// -1 when the class is not a record.
Slot record_component_count(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr || !k->is_record) return int_result(-1);
  return int_result(k->metadata ? static_cast<int32_t>(k->metadata->record_components.size()) : 0);
}

const RecordComponentMetadata* record_component(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr || !k->metadata) return nullptr;
  int32_t index = args[1].i;
  if (index < 0 || static_cast<size_t>(index) >= k->metadata->record_components.size()) return nullptr;
  return &k->metadata->record_components[index];
}

// {name, descriptor, signature or null}.
Slot record_component_strings(Thread* t, Slot* args) {
  const RecordComponentMetadata* c = record_component(t, args);
  if (c == nullptr) return ref_result(nullptr);
  HandleScope scope(t);
  ArrayObject* raw = new_object_array(t, the_vm().classes.string, 3);
  if (raw == nullptr) return void_result();
  Handle<ArrayObject> strings = scope.make<ArrayObject>(raw);
  const Symbol* parts[] = {c->name, c->descriptor, c->signature};
  for (int i = 0; i < 3; ++i) {
    if (parts[i] == nullptr) continue;
    Object* s = new_string_from_mutf8(t, parts[i]->view());
    if (s == nullptr) return void_result();
    set_array_element(strings.get(), i, s);
  }
  return ref_result(strings.get());
}

Slot record_component_annotations(Thread* t, Slot* args) {
  const RecordComponentMetadata* c = record_component(t, args);
  return c ? bytes_result(t, c->annotations) : ref_result(nullptr);
}

// {enclosing class's internal name, method name, method descriptor}, or
// null when the class is not declared in a method or constructor.
Slot enclosing_method(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr || !k->metadata || k->metadata->enclosing_method_name == nullptr) return ref_result(nullptr);
  return ref_result(new_string_array(t, {k->enclosing_class->str(), k->metadata->enclosing_method_name->str(),
                                         k->metadata->enclosing_method_descriptor->str()}));
}

// The runtime constant pool entry, or null when out of range.
const CpCacheEntry* pool_entry(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr) return nullptr;
  int32_t index = args[1].i;
  if (index <= 0 || static_cast<size_t>(index) >= k->constant_pool.size()) return nullptr;
  return &k->constant_pool[index];
}

Slot pool_tag(Thread* t, Slot* args) {
  const CpCacheEntry* e = pool_entry(t, args);
  return int_result(e ? static_cast<int32_t>(e->tag) : 0);
}

Slot pool_utf8(Thread* t, Slot* args) {
  const CpCacheEntry* e = pool_entry(t, args);
  return string_result(t, e && e->tag == CpTag::kUtf8 ? e->utf8 : nullptr);
}

Slot pool_int(Thread* t, Slot* args) {
  const CpCacheEntry* e = pool_entry(t, args);
  return int_result(e && e->tag == CpTag::kInteger ? e->int_value : 0);
}

Slot pool_long(Thread* t, Slot* args) {
  const CpCacheEntry* e = pool_entry(t, args);
  return long_result(e && e->tag == CpTag::kLong ? e->long_value : 0);
}

Slot pool_float(Thread* t, Slot* args) {
  const CpCacheEntry* e = pool_entry(t, args);
  return float_result(e && e->tag == CpTag::kFloat ? e->float_value : 0);
}

Slot pool_double(Thread* t, Slot* args) {
  const CpCacheEntry* e = pool_entry(t, args);
  return double_result(e && e->tag == CpTag::kDouble ? e->double_value : 0);
}

// The class a field descriptor names, loaded (not initialized) by the
// context class's loader; NoClassDefFoundError when it cannot be.
Slot class_for_descriptor_native(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr) return void_result();
  if (args[1].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  std::string descriptor = string_to_utf8(args[1].ref);
  if (!is_valid_field_descriptor(descriptor)) {
    throw_new(t, "java/lang/NoClassDefFoundError", descriptor);
    return void_result();
  }
  Class* found = class_for_descriptor(t, k->loader, descriptor);
  return ref_result(found == nullptr ? nullptr : mirror_of(t, found));
}

std::vector<std::string> string_array_contents(Object* array_object) {
  std::vector<std::string> out;
  auto* array = static_cast<ArrayObject*>(array_object);
  if (array == nullptr) return out;
  for (int32_t i = 0; i < array->length(); ++i) out.push_back(string_to_utf8(array->elements<Object*>()[i]));
  return out;
}

// Fills a forwarder's interfaces and methods from Java arrays (Class[],
// String[] names, String[] descriptors); false with
// IllegalArgumentException pending when they do not make a valid class.
bool forwarder_members(Thread* t, Object* interfaces_object, Object* names_object, Object* descriptors_object,
                       ForwarderSpec* spec) {
  auto* interfaces = static_cast<ArrayObject*>(interfaces_object);
  for (int32_t i = 0; i < interfaces->length(); ++i) {
    Object* mirror = interfaces->elements<Object*>()[i];
    if (mirror == nullptr) {
      throw_new(t, "java/lang/NullPointerException", std::nullopt);
      return false;
    }
    spec->interfaces.push_back(class_from_mirror(mirror)->name->str());
  }
  std::vector<std::string> names = string_array_contents(names_object);
  std::vector<std::string> descriptors = string_array_contents(descriptors_object);
  if (names.size() != descriptors.size()) {
    throw_new(t, "java/lang/IllegalArgumentException", std::string("malformed forwarder"));
    return false;
  }
  for (size_t i = 0; i < names.size(); ++i) {
    if (!is_valid_method_descriptor(descriptors[i])) {
      throw_new(t, "java/lang/IllegalArgumentException", "bad descriptor " + descriptors[i]);
      return false;
    }
    spec->methods.emplace_back(names[i], descriptors[i]);
  }
  return true;
}

bool any_null(Thread* t, Slot* args, int from, int to) {
  for (int i = from; i < to; ++i) {
    if (args[i].ref == nullptr) {
      throw_new(t, "java/lang/NullPointerException", std::nullopt);
      return true;
    }
  }
  return false;
}

// spinForwarder(Class host, Class superclass, String superConstructor,
// Class[] interfaces, String[] names, String[] descriptors,
// String dispatchOwner, String dispatchName): a forwarding class
// (vm/indy/forwarder.h).
Slot spin_forwarder_native(Thread* t, Slot* args) {
  if (any_null(t, args, 0, 8)) return void_result();
  ForwarderSpec spec;
  spec.host = class_from_mirror(args[0].ref);
  spec.super_name = class_from_mirror(args[1].ref)->name->str();
  spec.super_constructor = string_to_utf8(args[2].ref);
  if (!is_valid_method_descriptor(spec.super_constructor)) {
    throw_new(t, "java/lang/IllegalArgumentException", std::string("malformed forwarder"));
    return void_result();
  }
  if (!forwarder_members(t, args[3].ref, args[4].ref, args[5].ref, &spec)) return void_result();
  spec.dispatch_owner = binary_to_internal_name(string_to_utf8(args[6].ref));
  spec.dispatch_name = string_to_utf8(args[7].ref);
  Class* spun = spin_forwarder(t, spec);
  return ref_result(spun == nullptr ? nullptr : mirror_of(t, spun));
}

// Proxy.defineProxyClass0(ClassLoader loader, String name, Class[]
// interfaces, String[] names, String[] descriptors): the proxy class, a
// forwarding class that extends Proxy and sends every method to
// Proxy.proxyDispatch; public when every interface is.
Slot define_proxy_class(Thread* t, Slot* args) {
  if (any_null(t, args, 1, 5)) return void_result();
  ForwarderSpec spec;
  spec.class_name = binary_to_internal_name(string_to_utf8(args[1].ref));
  spec.super_name = "java/lang/reflect/Proxy";
  spec.super_constructor = "(Ljava/lang/reflect/InvocationHandler;)V";
  spec.dispatch_owner = "java/lang/reflect/Proxy";
  spec.dispatch_name = "proxyDispatch";
  if (!forwarder_members(t, args[2].ref, args[3].ref, args[4].ref, &spec)) return void_result();
  bool all_public = true;
  auto* interfaces = static_cast<ArrayObject*>(args[2].ref);
  for (int32_t i = 0; i < interfaces->length(); ++i) {
    all_public = all_public && class_from_mirror(interfaces->elements<Object*>()[i])->is_public();
  }
  spec.access_flags = access::kFinal | (all_public ? access::kPublic : 0);
  spec.loader = args[0].ref == nullptr ? the_vm().boot_loader : loader_for_object(t, args[0].ref);
  if (spec.loader == nullptr) return void_result();
  Class* proxy = spin_forwarder(t, spec);
  return ref_result(proxy == nullptr ? nullptr : mirror_of(t, proxy));
}

constexpr const char* kOwner = "loupe/internal/VMMetadata";

const NativeEntry kNatives[] = {
    {kOwner, "classSignature", "(Ljava/lang/Class;)Ljava/lang/String;", class_signature},
    {kOwner, "memberSignature", "(Ljava/lang/Class;IZ)Ljava/lang/String;", member_signature},
    {kOwner, "classAnnotations", "(Ljava/lang/Class;)[B", class_annotations},
    {kOwner, "memberAnnotations", "(Ljava/lang/Class;IZ)[B", member_annotations},
    {kOwner, "parameterAnnotations", "(Ljava/lang/Class;I)[B", parameter_annotations},
    {kOwner, "annotationDefault", "(Ljava/lang/Class;I)[B", annotation_default},
    {kOwner, "parameterNames", "(Ljava/lang/Class;I)[Ljava/lang/String;", parameter_names},
    {kOwner, "parameterFlags", "(Ljava/lang/Class;I)[I", parameter_flags},
    {kOwner, "permittedSubclassNames", "(Ljava/lang/Class;)[Ljava/lang/String;", permitted_subclass_names},
    {kOwner, "recordComponentCount", "(Ljava/lang/Class;)I", record_component_count},
    {kOwner, "recordComponent", "(Ljava/lang/Class;I)[Ljava/lang/String;", record_component_strings},
    {kOwner, "recordComponentAnnotations", "(Ljava/lang/Class;I)[B", record_component_annotations},
    {kOwner, "enclosingMethod", "(Ljava/lang/Class;)[Ljava/lang/String;", enclosing_method},
    {kOwner, "poolTag", "(Ljava/lang/Class;I)I", pool_tag},
    {kOwner, "poolUtf8", "(Ljava/lang/Class;I)Ljava/lang/String;", pool_utf8},
    {kOwner, "poolInt", "(Ljava/lang/Class;I)I", pool_int},
    {kOwner, "poolLong", "(Ljava/lang/Class;I)J", pool_long},
    {kOwner, "poolFloat", "(Ljava/lang/Class;I)F", pool_float},
    {kOwner, "poolDouble", "(Ljava/lang/Class;I)D", pool_double},
    {kOwner, "classForDescriptor", "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Class;",
     class_for_descriptor_native},
    {kOwner, "spinForwarder",
     "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/String;[Ljava/lang/String;"
     "Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Class;",
     spin_forwarder_native},
    {"java/lang/reflect/Proxy", "defineProxyClass0",
     "(Ljava/lang/ClassLoader;Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/String;[Ljava/lang/String;)"
     "Ljava/lang/Class;",
     define_proxy_class},
};

}  // namespace

std::span<const NativeEntry> metadata_natives() { return kNatives; }

}  // namespace loupe::vm
