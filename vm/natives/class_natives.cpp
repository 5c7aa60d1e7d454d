// Natives of java.lang.Class (its members' natives, and java.lang.reflect's,
// are in reflection_natives.cpp).
#include <algorithm>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/natives/reflection.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm {

namespace {

Class* self_class(Slot* args) { return class_from_mirror(args[0].ref); }

const InnerClassInfo* own_inner_info(const Class* k) {
  for (const InnerClassInfo& e : k->inner_classes) {
    if (e.inner_class == k->name) return &e;
  }
  return nullptr;
}

Slot class_for_name(Thread* t, Slot* args) {
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  bool initialize = args[1].i != 0;
  Class* caller = reflective_caller(t);
  ClassLoader* loader = caller != nullptr ? caller->loader : the_vm().app_loader;
  Class* klass = class_for_binary_name(t, loader, string_to_utf8(args[0].ref));
  if (klass == nullptr) return void_result();
  if (initialize && !ensure_initialized(t, klass)) return void_result();
  return ref_result(mirror_of(t, klass));
}

Slot class_get_primitive_class(Thread* t, Slot* args) {
  std::string name = string_to_utf8(args[0].ref);
  for (Class* prim : the_vm().classes.primitive) {
    if (prim != nullptr && prim->name->view() == name) return ref_result(mirror_of(t, prim));
  }
  throw_new(t, "java/lang/IllegalArgumentException", "Not a primitive type: " + name);
  return void_result();
}

Slot class_get_name(Thread* t, Slot* args) { return ref_result(new_string_from_utf8(t, self_class(args)->external_name())); }

Slot class_get_simple_name(Thread* t, Slot* args) { return ref_result(new_string_from_utf8(t, self_class(args)->simple_name())); }

// Null for local and anonymous classes (and arrays of them).
std::optional<std::string> canonical_name(Thread* t, Class* k) {
  if (k->is_array) {
    auto component = canonical_name(t, k->component);
    if (!component) return std::nullopt;
    return *component + "[]";
  }
  if (k->is_primitive) return k->name->str();
  if (k->has_enclosing_method) return std::nullopt;
  const InnerClassInfo* info = own_inner_info(k);
  if (info == nullptr || info->outer_class == nullptr) return k->external_name();
  Class* outer = k->loader->load(t, info->outer_class);
  if (outer == nullptr) {
    t->pending_exception = nullptr;
    return std::nullopt;
  }
  auto outer_name = canonical_name(t, outer);
  if (!outer_name || info->simple_name == nullptr) return std::nullopt;
  return *outer_name + "." + info->simple_name->str();
}

Slot class_get_canonical_name(Thread* t, Slot* args) {
  auto name = canonical_name(t, self_class(args));
  return ref_result(name ? new_string_from_utf8(t, *name) : nullptr);
}

Slot class_is_instance(Thread*, Slot* args) {
  Object* obj = args[1].ref;
  return int_result(obj != nullptr && class_of(obj)->is_subtype_of(self_class(args)));
}

Slot class_is_assignable_from(Thread* t, Slot* args) {
  if (args[1].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  Class* self = self_class(args);
  Class* other = class_from_mirror(args[1].ref);
  if (self->is_primitive || other->is_primitive) return int_result(self == other);
  return int_result(other->is_subtype_of(self));
}

Slot class_is_interface(Thread*, Slot* args) { return int_result(self_class(args)->is_interface()); }
Slot class_is_array(Thread*, Slot* args) { return int_result(self_class(args)->is_array); }
Slot class_is_primitive(Thread*, Slot* args) { return int_result(self_class(args)->is_primitive); }
Slot class_is_record(Thread*, Slot* args) { return int_result(self_class(args)->is_record); }

Slot class_is_anonymous(Thread*, Slot* args) {
  Class* k = self_class(args);
  const InnerClassInfo* info = own_inner_info(k);
  return int_result(!k->is_array && k->has_enclosing_method && (info == nullptr || info->simple_name == nullptr));
}

Slot class_is_local(Thread*, Slot* args) {
  Class* k = self_class(args);
  const InnerClassInfo* info = own_inner_info(k);
  return int_result(!k->is_array && k->has_enclosing_method && info != nullptr && info->simple_name != nullptr);
}

Slot class_is_member(Thread*, Slot* args) {
  Class* k = self_class(args);
  const InnerClassInfo* info = own_inner_info(k);
  return int_result(!k->is_array && !k->has_enclosing_method && info != nullptr && info->outer_class != nullptr);
}

int32_t modifiers_of(Class* k) {
  constexpr uint16_t kMask = 0x7E1F;  // everything but ACC_SUPER and the module bits
  if (k->is_array) {
    return (modifiers_of(k->component) & (access::kPublic | access::kPrivate | access::kProtected)) |
           access::kFinal | access::kAbstract;
  }
  if (k->is_primitive) return access::kPublic | access::kFinal | access::kAbstract;
  const InnerClassInfo* info = own_inner_info(k);
  return (info != nullptr ? info->access_flags : k->access_flags) & kMask;
}

Slot class_get_modifiers(Thread*, Slot* args) { return int_result(modifiers_of(self_class(args))); }

Slot class_get_superclass(Thread* t, Slot* args) {
  Class* k = self_class(args);
  if (k->is_interface() || k->is_primitive || k->super == nullptr) return ref_result(nullptr);
  return ref_result(mirror_of(t, k->super));
}

Slot class_get_interfaces(Thread* t, Slot* args) {
  HandleScope scope(t);
  Class* k = self_class(args);
  ArrayObject* array = new_object_array(t, the_vm().classes.class_class, static_cast<int32_t>(k->interfaces.size()));
  if (array == nullptr) return void_result();
  Handle<ArrayObject> result = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < k->interfaces.size(); ++i) {
    Object* mirror = mirror_of(t, k->interfaces[i]);
    if (mirror == nullptr) return void_result();
    set_array_element(result.get(), static_cast<int32_t>(i), mirror);
  }
  return ref_result(result.get());
}

Slot class_get_component_type(Thread* t, Slot* args) {
  Class* k = self_class(args);
  return ref_result(k->is_array ? mirror_of(t, k->component) : nullptr);
}

Slot load_related(Thread* t, Class* k, const Symbol* name) {
  if (name == nullptr) return ref_result(nullptr);
  Class* related = k->loader->load(t, name);
  return ref_result(related ? mirror_of(t, related) : nullptr);
}

Slot class_get_declaring_class(Thread* t, Slot* args) {
  Class* k = self_class(args);
  const InnerClassInfo* info = own_inner_info(k);
  if (k->is_array || k->has_enclosing_method || info == nullptr) return ref_result(nullptr);
  return load_related(t, k, info->outer_class);
}

Slot class_get_enclosing_class(Thread* t, Slot* args) {
  Class* k = self_class(args);
  if (k->is_array) return ref_result(nullptr);
  if (k->has_enclosing_method) return load_related(t, k, k->enclosing_class);
  return class_get_declaring_class(t, args);
}

Slot class_get_nest_host(Thread* t, Slot* args) {
  Class* k = self_class(args);
  Class* host = k->nest_host_class != nullptr ? k->nest_host_class : k;
  if (host == k && k->nest_host_name != nullptr) {
    Class* loaded = k->loader->load(t, k->nest_host_name);
    if (loaded != nullptr && are_nestmates(t, k, loaded)) host = loaded;
    t->pending_exception = nullptr;
  }
  return ref_result(mirror_of(t, host));
}

// As the JDK decides it: a switch naming the class wins, then the one
// naming its closest package (the last given when repeated), then the default.
bool assertions_enabled(const Class* k) {
  const VmOptions& o = the_vm().options;
  std::string name = k->external_name();
  std::string package = name.substr(0, name.rfind('.') == std::string::npos ? 0 : name.rfind('.'));
  const AssertionSwitch* best_package = nullptr;
  size_t best_length = 0;
  for (auto it = o.assertion_switches.rbegin(); it != o.assertion_switches.rend(); ++it) {
    if (!it->package && it->target == name) return it->enable;
    bool covers = it->target.empty() ? package.empty()
                                     : package == it->target || package.starts_with(it->target + ".");
    if (it->package && covers && (best_package == nullptr || it->target.size() > best_length)) {
      best_package = &*it;
      best_length = it->target.size();
    }
  }
  if (best_package != nullptr) return best_package->enable;
  return k->is_bootstrap ? o.system_assertions : o.assertions;
}

Slot class_desired_assertion_status(Thread*, Slot* args) { return int_result(assertions_enabled(self_class(args))); }

Slot class_invoke_values(Thread* t, Slot* args) {
  Class* k = self_class(args);
  Method* values = k->find_declared_method(intern_symbol("values"), intern_symbol("()[L" + k->name->str() + ";"));
  if (values == nullptr || !values->is_static()) return ref_result(nullptr);
  if (!ensure_initialized(t, k)) return void_result();
  return interp::call(t, values, nullptr, 0);
}

Slot array_new_array(Thread* t, Slot* args) {
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  Class* component = class_from_mirror(args[0].ref);
  if (component->is_primitive && component->element_type == BasicType::kVoid) {
    throw_new(t, "java/lang/IllegalArgumentException", std::nullopt);
    return void_result();
  }
  return ref_result(new_object_array(t, component, args[1].i));
}

const NativeEntry kNatives[] = {
    {"java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", array_new_array},
    {"java/lang/Class", "forName0", "(Ljava/lang/String;Z)Ljava/lang/Class;", class_for_name},
    {"java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", class_get_primitive_class},
    {"java/lang/Class", "getName0", "()Ljava/lang/String;", class_get_name},
    {"java/lang/Class", "getSimpleName", "()Ljava/lang/String;", class_get_simple_name},
    {"java/lang/Class", "getCanonicalName", "()Ljava/lang/String;", class_get_canonical_name},
    {"java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", class_is_instance},
    {"java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", class_is_assignable_from},
    {"java/lang/Class", "isInterface", "()Z", class_is_interface},
    {"java/lang/Class", "isArray", "()Z", class_is_array},
    {"java/lang/Class", "isPrimitive", "()Z", class_is_primitive},
    {"java/lang/Class", "isRecord0", "()Z", class_is_record},
    {"java/lang/Class", "isAnonymousClass", "()Z", class_is_anonymous},
    {"java/lang/Class", "isLocalClass", "()Z", class_is_local},
    {"java/lang/Class", "isMemberClass", "()Z", class_is_member},
    {"java/lang/Class", "getModifiers", "()I", class_get_modifiers},
    {"java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", class_get_superclass},
    {"java/lang/Class", "getInterfaces", "()[Ljava/lang/Class;", class_get_interfaces},
    {"java/lang/Class", "getComponentType", "()Ljava/lang/Class;", class_get_component_type},
    {"java/lang/Class", "getEnclosingClass", "()Ljava/lang/Class;", class_get_enclosing_class},
    {"java/lang/Class", "getDeclaringClass", "()Ljava/lang/Class;", class_get_declaring_class},
    {"java/lang/Class", "getNestHost", "()Ljava/lang/Class;", class_get_nest_host},
    {"java/lang/Class", "desiredAssertionStatus", "()Z", class_desired_assertion_status},
    {"java/lang/Class", "invokeValues", "()[Ljava/lang/Object;", class_invoke_values},
};

}  // namespace

std::span<const NativeEntry> class_natives() { return kNatives; }

}  // namespace loupe::vm
