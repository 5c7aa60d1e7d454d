// Natives of java.lang.Class and java.lang.reflect.Constructor: the little
// reflection Loupe offers.
#include <algorithm>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm {

namespace {

Class* self_class(Slot* args) { return class_from_mirror(args[0].ref); }

// Whether frames of this class are the reflection machinery itself, which
// acts for its caller (the JDK marks such methods @CallerSensitive).
bool is_reflection_frame(const Class* k) {
  std::string_view name = k->name->view();
  return name == "java/lang/Class" || name.starts_with("java/lang/reflect/");
}

// The class on whose behalf a reflective call runs: the first frame, from
// the top, that is not java.lang.Class or java.lang.reflect (Class.forName,
// Class.newInstance and Constructor.newInstance may call each other). Null
// when the call came from the VM itself.
Class* reflective_caller(Thread* t) {
  Class* found = nullptr;
  interp::walk_frames(t, [&](Method* m, int) {
    if (is_reflection_frame(m->holder)) return true;
    found = m->holder;
    return false;
  });
  return found;
}

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

// ---- constructors ----------------------------------------------------------

std::string descriptor_of(Class* k) {
  if (k->is_primitive) return std::string(1, descriptor_char(k->element_type));
  if (k->is_array) return k->name->str();
  return "L" + k->name->str() + ";";
}

Object* make_constructor(Thread* t, Class* holder, Method* ctor, Object* parameter_types) {
  Vm& vm = the_vm();
  HandleScope scope(t);
  Handle<> params = scope.make(parameter_types);
  Class* ctor_class = vm.classes.constructor;
  if (!ensure_initialized(t, ctor_class)) return nullptr;
  Object* obj = new_instance(t, ctor_class);
  if (obj == nullptr) return nullptr;
  Handle<> result = scope.make(obj);
  auto offset = [&](const char* name, const char* desc) {
    return ctor_class->find_declared_field(intern_symbol(name), intern_symbol(desc))->offset;
  };
  set_reference_field(result.get(), offset("declaringClass", "Ljava/lang/Class;"), holder->mirror);
  set_field<int64_t>(result.get(), vm.fields.constructor_vm_method, reinterpret_cast<int64_t>(ctor));
  set_reference_field(result.get(), offset("parameterTypes", "[Ljava/lang/Class;"), params.get());
  set_field<int32_t>(result.get(), offset("modifiers", "I"), ctor->access_flags & 0x0FFF);
  return result.get();
}

Slot class_find_constructor(Thread* t, Slot* args) {
  HandleScope scope(t);
  Class* k = self_class(args);
  auto* types = static_cast<ArrayObject*>(args[1].ref);
  std::string descriptor = "(";
  int32_t count = types == nullptr ? 0 : types->length();
  for (int32_t i = 0; i < count; ++i) {
    Object* mirror = types->elements<Object*>()[i];
    if (mirror == nullptr) return ref_result(nullptr);
    descriptor += descriptor_of(class_from_mirror(mirror));
  }
  descriptor += ")V";
  Method* ctor = k->is_array || k->is_primitive || k->is_interface()
                     ? nullptr
                     : k->find_declared_method(sym::init, intern_symbol(descriptor));
  if (ctor == nullptr || (args[2].i != 0 && !ctor->is_public())) return ref_result(nullptr);
  ArrayObject* copy = new_object_array(t, the_vm().classes.class_class, count);
  if (copy == nullptr) return void_result();
  types = static_cast<ArrayObject*>(args[1].ref);
  for (int32_t i = 0; i < count; ++i) set_array_element(copy, i, types->elements<Object*>()[i]);
  return ref_result(make_constructor(t, k, ctor, copy));
}

// Unboxes a reflective argument into `out` for a parameter of type `t`.
bool unbox_argument(Object* arg, BasicType type, Class* param_class, Slot* out) {
  if (is_reference(type)) {
    if (arg != nullptr && !class_of(arg)->is_subtype_of(param_class)) return false;
    out->ref = arg;
    return true;
  }
  if (arg == nullptr) return false;
  Class* box = class_of(arg);
  std::string_view name = box->name->view();
  auto value_field = [&](const char* desc) {
    Field* f = box->find_declared_field(intern_symbol("value"), intern_symbol(desc));
    return f ? load_field_value(arg->field_at<char>(f->offset), f->type) : Slot{};
  };
  struct Box {
    const char* name;
    const char* desc;
    BasicType type;
  };
  static const Box kBoxes[] = {{"java/lang/Integer", "I", BasicType::kInt}, {"java/lang/Long", "J", BasicType::kLong},
                               {"java/lang/Short", "S", BasicType::kShort}, {"java/lang/Byte", "B", BasicType::kByte},
                               {"java/lang/Character", "C", BasicType::kChar},
                               {"java/lang/Boolean", "Z", BasicType::kBoolean},
                               {"java/lang/Float", "F", BasicType::kFloat}, {"java/lang/Double", "D", BasicType::kDouble}};
  for (const Box& b : kBoxes) {
    if (name != b.name) continue;
    Slot v = value_field(b.desc);
    // Identity and widening primitive conversions only (JLS 5.1.2).
    if (b.type == type) {
      *out = v;
      return true;
    }
    bool integral = b.type == BasicType::kByte || b.type == BasicType::kShort || b.type == BasicType::kChar ||
                    b.type == BasicType::kInt;
    if (type == BasicType::kInt && integral && b.type != BasicType::kChar) { *out = v; return true; }
    if (type == BasicType::kInt && b.type == BasicType::kChar) { *out = v; return true; }
    if (type == BasicType::kShort && b.type == BasicType::kByte) { *out = v; return true; }
    if (type == BasicType::kLong && integral) { out->j = v.i; return true; }
    if (type == BasicType::kLong && b.type == BasicType::kLong) { *out = v; return true; }
    if (type == BasicType::kFloat && (integral || b.type == BasicType::kLong)) {
      out->f = b.type == BasicType::kLong ? static_cast<float>(v.j) : static_cast<float>(v.i);
      return true;
    }
    if (type == BasicType::kDouble && b.type != BasicType::kBoolean) {
      out->d = b.type == BasicType::kLong ? static_cast<double>(v.j)
               : b.type == BasicType::kFloat ? static_cast<double>(v.f)
                                             : static_cast<double>(v.i);
      return true;
    }
    return false;
  }
  return false;
}

Slot constructor_new_instance(Thread* t, Slot* args) {
  Vm& vm = the_vm();
  HandleScope scope(t);
  auto* ctor = reinterpret_cast<Method*>(get_field<int64_t>(args[0].ref, vm.fields.constructor_vm_method));
  Class* k = ctor->holder;
  bool override_access = args[2].i != 0;
  Class* caller = reflective_caller(t);
  if (!override_access && caller != nullptr &&
      !(can_access_class(caller, k) && can_access_member(t, caller, k, ctor->access_flags))) {
    std::string mods = ctor->is_private() ? "private" : ctor->is_protected() ? "protected" : "";
    throw_new(t, "java/lang/IllegalAccessException",
              "class " + caller->external_name() + " cannot access a member of class " + k->external_name() +
                  " with modifiers \"" + mods + "\"");
    return void_result();
  }
  if (!ensure_initialized(t, k)) return void_result();
  Object* obj = new_instance(t, k);
  if (obj == nullptr) return void_result();
  Handle<> instance = scope.make(obj);
  std::vector<Slot> call_args(1 + static_cast<size_t>(ctor->arg_slots));
  call_args[0].ref = instance.get();
  auto* actuals = static_cast<ArrayObject*>(args[1].ref);
  MethodDescriptor md = parse_method_descriptor(ctor->descriptor->view());
  size_t slot = 1;
  for (size_t i = 0; i < md.parameters.size(); ++i) {
    Class* param_class = class_for_descriptor(t, k->loader, md.parameter_descriptors[i]);
    if (param_class == nullptr) return void_result();
    actuals = static_cast<ArrayObject*>(args[1].ref);
    if (!unbox_argument(actuals->elements<Object*>()[i], md.parameters[i], param_class, &call_args[slot])) {
      throw_new(t, "java/lang/IllegalArgumentException", "argument type mismatch");
      return void_result();
    }
    slot += static_cast<size_t>(slot_count(md.parameters[i]));
  }
  call_args[0].ref = instance.get();
  interp::call(t, ctor, call_args.data(), slot);
  if (has_pending_exception(t)) {
    Object* cause = t->pending_exception;
    t->pending_exception = nullptr;
    throw_new_with_cause(t, "java/lang/reflect/InvocationTargetException", std::nullopt, cause);
    return void_result();
  }
  return ref_result(instance.get());
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
    {"java/lang/Class", "findConstructor", "([Ljava/lang/Class;Z)Ljava/lang/reflect/Constructor;",
     class_find_constructor},
    {"java/lang/reflect/Constructor", "newInstance0", "([Ljava/lang/Object;Z)Ljava/lang/Object;",
     constructor_new_instance},
};

}  // namespace

std::span<const NativeEntry> class_natives() { return kNatives; }

}  // namespace loupe::vm
