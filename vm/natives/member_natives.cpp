// loupe.internal.Members: what a class declares (fields and methods with
// their modifiers), objects allocated without a constructor, and exact calls
// of one declared method. Java's object serialization is written over these
// (java.io.ObjectStreamClass, ObjectInputStream); they describe the VM's own
// tables (Class::fields, Class::methods), so nothing is parsed twice.
#include <cstring>
#include <string>
#include <vector>

#include "interp/interp.h"
#include "vm/classfile/descriptors.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/vm.h"

namespace loupe::vm {

namespace {

Class* class_argument(Thread* t, Object* mirror) {
  if (mirror == nullptr) throw_new(t, "java/lang/NullPointerException", std::nullopt);
  return mirror == nullptr ? nullptr : class_from_mirror(mirror);
}

template <typename T>
ArrayObject* new_number_array(Thread* t, BasicType type, const std::vector<T>& values) {
  ArrayObject* array = new_primitive_array(t, type, static_cast<int32_t>(values.size()));
  if (array != nullptr && !values.empty()) std::memcpy(array->elements<T>(), values.data(), values.size() * sizeof(T));
  return array;
}

// What Members.fields and Members.methods report: names, descriptors and
// modifiers of each member, and for fields their offsets.
struct MemberLists {
  std::vector<std::string> names, descriptors;
  std::vector<int32_t> modifiers;
  std::vector<int64_t> offsets;
};

// Object[] {String[] names, String[] descriptors, int[] modifiers[, long[]
// offsets]}; null with an exception pending if an allocation failed.
Object* member_arrays(Thread* t, const MemberLists& lists, bool with_offsets) {
  HandleScope scope(t);
  std::vector<Handle<ArrayObject>> parts;
  ArrayObject* a = new_string_array(t, lists.names);
  if (a == nullptr) return nullptr;
  parts.push_back(scope.make<ArrayObject>(a));
  if ((a = new_string_array(t, lists.descriptors)) == nullptr) return nullptr;
  parts.push_back(scope.make<ArrayObject>(a));
  if ((a = new_number_array(t, BasicType::kInt, lists.modifiers)) == nullptr) return nullptr;
  parts.push_back(scope.make<ArrayObject>(a));
  if (with_offsets) {
    if ((a = new_number_array(t, BasicType::kLong, lists.offsets)) == nullptr) return nullptr;
    parts.push_back(scope.make<ArrayObject>(a));
  }
  ArrayObject* result = new_object_array(t, the_vm().classes.object, static_cast<int32_t>(parts.size()));
  if (result == nullptr) return nullptr;
  for (size_t i = 0; i < parts.size(); ++i) set_array_element(result, static_cast<int32_t>(i), parts[i].get());
  return result;
}

// The fields the class declares, in class-file order; the offset of a
// static field is -1.
Slot members_fields(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr) return void_result();
  MemberLists lists;
  for (const Field& f : k->fields) {
    lists.names.push_back(f.name->str());
    lists.descriptors.push_back(f.descriptor->str());
    lists.modifiers.push_back(f.access_flags);
    lists.offsets.push_back(f.is_static() ? -1 : int64_t{f.offset});
  }
  return ref_result(member_arrays(t, lists, true));
}

// The methods the class declares, constructors (<init>) and <clinit> included.
Slot members_methods(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr) return void_result();
  MemberLists lists;
  for (const Method& m : k->methods) {
    lists.names.push_back(m.name->str());
    lists.descriptors.push_back(m.descriptor->str());
    lists.modifiers.push_back(m.access_flags);
  }
  return ref_result(member_arrays(t, lists, false));
}

// An instance whose fields are all zero and no constructor has run (the
// caller runs one: deserialization runs the first non-serializable
// superclass's). InstantiationException for interfaces, abstract classes,
// arrays and primitives.
Slot members_allocate(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr) return void_result();
  if (k->is_array || k->is_primitive || k->is_interface() || k->is_abstract()) {
    throw_new(t, "java/lang/InstantiationException", k->external_name());
    return void_result();
  }
  if (!ensure_initialized(t, k)) return void_result();
  return ref_result(new_instance(t, k));
}

// Calls exactly the method `declaring` declares with this name and
// descriptor (no virtual dispatch: private hooks like writeObject, or a
// superclass constructor on a fresh object). It may take no argument or one
// reference and return nothing or a reference. What the method throws stays
// pending, unwrapped.
Slot members_invoke_special(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[1].ref);
  if (k == nullptr) return void_result();
  if (args[2].ref == nullptr || args[3].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  std::string name = string_to_utf8(args[2].ref);
  std::string descriptor = string_to_utf8(args[3].ref);
  Method* m = k->find_declared_method(intern_symbol(name), intern_symbol(descriptor));
  if (m == nullptr) {
    throw_new(t, "java/lang/NoSuchMethodError", k->external_name() + "." + name + descriptor);
    return void_result();
  }
  MethodDescriptor md = parse_method_descriptor(descriptor);
  bool returns_value = md.return_type != BasicType::kVoid;
  if (md.parameters.size() > 1 || (md.parameters.size() == 1 && !is_reference(md.parameters[0])) ||
      (returns_value && !is_reference(md.return_type))) {
    throw_new(t, "java/lang/IllegalArgumentException", "not a hook method: " + name + descriptor);
    return void_result();
  }
  if (!m->is_static() && args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  // The class library is open to user code: a receiver or argument of the
  // wrong class must be refused here, never reach the method.
  if (!m->is_static() && !class_of(args[0].ref)->is_subtype_of(k)) {
    throw_new(t, "java/lang/IllegalArgumentException", "object is not an instance of declaring class");
    return void_result();
  }
  if (md.parameters.size() == 1 && args[4].ref != nullptr) {
    Class* parameter = class_for_descriptor(t, k->loader, md.parameter_descriptors[0]);
    if (parameter == nullptr) return void_result();
    if (!class_of(args[4].ref)->is_subtype_of(parameter)) {
      throw_new(t, "java/lang/IllegalArgumentException", "argument type mismatch");
      return void_result();
    }
  }
  if (m->is_static() && !ensure_initialized(t, k)) return void_result();
  Slot call_args[2];
  size_t count = 0;
  if (!m->is_static()) call_args[count++].ref = args[0].ref;
  if (md.parameters.size() == 1) call_args[count++].ref = args[4].ref;
  Slot result = interp::call(t, m, call_args, count);
  if (has_pending_exception(t) || !returns_value) return ref_result(nullptr);
  return ref_result(result.ref);
}

// The value of a static field the class declares (initializing the class
// first), or zero (null) when it declares none: serialVersionUID (a long)
// and serialPersistentFields (a reference) are read this way.
Field* declared_static(Thread* t, Slot* args, const char* descriptor) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr || args[1].ref == nullptr) return nullptr;
  Field* f = k->find_declared_field(intern_symbol(string_to_utf8(args[1].ref)), intern_symbol(descriptor));
  if (f == nullptr || !f->is_static() || !ensure_initialized(t, k)) return nullptr;
  return f;
}

Slot members_static_long(Thread* t, Slot* args) {
  Field* f = declared_static(t, args, "J");
  return long_result(f == nullptr ? 0 : f->holder->statics[f->offset].j);
}

Slot members_static_reference(Thread* t, Slot* args) {
  Class* k = class_argument(t, args[0].ref);
  if (k == nullptr || args[2].ref == nullptr) return void_result();
  Field* f = declared_static(t, args, string_to_utf8(args[2].ref).c_str());
  return ref_result(f == nullptr ? nullptr : f->holder->statics[f->offset].ref);
}

// Loads (without initializing) a class by binary name ("java.lang.String",
// "[I") through the loader of `context`, or through the application class
// loader when context is null: deserialization resolves the classes a
// stream names this way. ClassNotFoundException when it cannot.
Slot members_load_class(Thread* t, Slot* args) {
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  ClassLoader* loader = args[1].ref != nullptr ? class_from_mirror(args[1].ref)->loader : the_vm().app_loader;
  Class* klass = class_for_binary_name(t, loader, string_to_utf8(args[0].ref));
  return ref_result(klass == nullptr ? nullptr : mirror_of(t, klass));
}

const NativeEntry kNatives[] = {
    {"loupe/internal/Members", "loadClass", "(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Class;",
     members_load_class},
    {"loupe/internal/Members", "staticLong", "(Ljava/lang/Class;Ljava/lang/String;)J", members_static_long},
    {"loupe/internal/Members", "staticReference", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;",
     members_static_reference},
    {"loupe/internal/Members", "fields", "(Ljava/lang/Class;)[Ljava/lang/Object;", members_fields},
    {"loupe/internal/Members", "methods", "(Ljava/lang/Class;)[Ljava/lang/Object;", members_methods},
    {"loupe/internal/Members", "allocate", "(Ljava/lang/Class;)Ljava/lang/Object;", members_allocate},
    {"loupe/internal/Members", "invokeSpecial",
     "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/Object;",
     members_invoke_special},
};

}  // namespace

std::span<const NativeEntry> member_natives() { return kNatives; }

}  // namespace loupe::vm
