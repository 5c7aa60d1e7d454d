// java.lang.invoke's VM half (see method_handles.h): the invokers of
// signature-polymorphic calls, and the natives of MemberName and
// MethodHandles.
#include "vm/indy/method_handles.h"

#include <list>
#include <map>
#include <mutex>
#include <tuple>
#include <unordered_map>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/boxing.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/field_access.h"
#include "vm/runtime/handles.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm {

namespace {

constexpr std::string_view kMethodHandle = "java/lang/invoke/MethodHandle";

// ---------------------------------------------------------------------------
// Invokers of signature-polymorphic calls
//
// Two classes declare signature-polymorphic methods: MethodHandle (invoke,
// invokeExact) and VarHandle (get, set, compareAndSet, ...). Each has two
// private static methods the invokers call, so that the VM knows nothing of
// what the names mean:
//   Object linkSite(String name, MethodType type)   once per invoker: what
//       a call of `name` with this type needs (kept as a GC root);
//   Object invokeFromSite(<holder>, Object site, Object[] args)   per call.

constexpr std::string_view kVarHandle = "java/lang/invoke/VarHandle";

bool declares_polymorphic_methods(const Class* k) {
  return k->is_bootstrap && (k->name->view() == kMethodHandle || k->name->view() == kVarHandle);
}

// What an invoker's native needs to know about its call sites.
struct SiteShape {
  ClassLoader* loader = nullptr;  // the descriptor's classes are this loader's
  Object* site = nullptr;         // linkSite's result, made on the first call (a GC root)
  Method* invoke_from_site = nullptr;
};

struct Invokers {
  std::mutex lock;
  // The invoker Methods; a list, because constant-pool caches point at them
  // (and those of an unloaded loader's classes are erased).
  std::list<Method> methods;
  std::map<std::tuple<ClassLoader*, const Symbol*, const Symbol*>, Method*> by_shape;
    std::unordered_map<const Method*, SiteShape> shapes;
};

Invokers& invokers() {
  static Invokers all;
  return all;
}

Slot invoke_through_site(Thread* t, Slot* args);

SiteShape* shape_of(Method* invoker) {
  Invokers& all = invokers();
  std::lock_guard<std::mutex> guard(all.lock);
  return &all.shapes.at(invoker);
}

Method* holder_method(Thread* t, Class* holder, const char* name, const std::string& descriptor) {
  Method* m = holder->find_declared_method(intern_symbol(name), intern_symbol(descriptor));
  if (m == nullptr) {
    throw_new(t, "java/lang/InternalError", "missing " + holder->external_name() + "." + name);
    return nullptr;
  }
  return ensure_initialized(t, holder) ? m : nullptr;
}

// The MethodType of `m`'s descriptor, from the classes its loader sees.
Object* method_type_of(Thread* t, Method* m, ClassLoader* loader) {
  Class* method_type_class = the_vm().boot_loader->load(t, intern_symbol("java/lang/invoke/MethodType"));
  if (method_type_class == nullptr) return nullptr;
  Method* factory = holder_method(t, method_type_class, "methodType",
                                  "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;");
  if (factory == nullptr) return nullptr;
  MethodDescriptor md = parse_method_descriptor(m->descriptor->view());
  HandleScope scope(t);
  ArrayObject* array = class_mirrors_for_descriptors(t, loader, md.parameter_descriptors);
  if (array == nullptr) return nullptr;
  Handle<ArrayObject> parameters = scope.make<ArrayObject>(array);
  Class* return_class = class_for_descriptor(t, loader, md.return_descriptor);
  Object* return_mirror = return_class == nullptr ? nullptr : mirror_of(t, return_class);
  if (return_mirror == nullptr) return nullptr;
  Slot call_args[2];
  call_args[0].ref = return_mirror;
  call_args[1].ref = parameters.get();
  Slot type = interp::call(t, factory, call_args, 2);
  return has_pending_exception(t) ? nullptr : type.ref;
}

// The site object of the invoker `m` (its holder's linkSite), made once.
Object* site_of(Thread* t, Method* m, SiteShape* shape) {
  {
    std::lock_guard<std::mutex> guard(invokers().lock);
    if (shape->site != nullptr) return shape->site;
  }
  Class* holder = m->holder;
  std::string holder_descriptor = "L" + holder->name->str() + ";";
  Method* link_site = holder_method(t, holder, "linkSite", "(Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/Object;");
  Method* invoke_from_site = holder_method(t, holder, "invokeFromSite",
                                           "(" + holder_descriptor + "Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;");
  if (link_site == nullptr || invoke_from_site == nullptr) return nullptr;
  HandleScope scope(t);
  Object* type = method_type_of(t, m, shape->loader);
  if (type == nullptr) return nullptr;
  Handle<> type_handle = scope.make(type);
  Object* name = new_string_from_utf8(t, m->name->view());
  if (name == nullptr) return nullptr;
  Slot call_args[2];
  call_args[0].ref = name;
  call_args[1].ref = type_handle.get();
  Slot site = interp::call(t, link_site, call_args, 2);
  if (has_pending_exception(t)) return nullptr;
  std::lock_guard<std::mutex> guard(invokers().lock);
  if (shape->site == nullptr) {  // two threads may race: the first one's stands
    shape->site = site.ref;
    shape->invoke_from_site = invoke_from_site;
  }
  return shape->site;
}

// A method's result from the boxed value Java handed back.
Slot unboxed_result(Thread* t, BasicType type, Object* value) {
  if (type == BasicType::kVoid) return void_result();
  if (is_reference(type)) return ref_result(value);
  Slot out;
  if (!unbox_exact(value, type, &out)) {
    // invokeFromSite converts to the site's type: this would be its bug.
    throw_new(t, "java/lang/ClassCastException", "method handle returned a value of the wrong type");
    return void_result();
  }
  return out;
}

// The native of every invoker: args are the receiver (a MethodHandle or
// VarHandle) and the call site's arguments, typed by the invoker's
// descriptor.
Slot invoke_through_site(Thread* t, Slot* args) {
  Method* invoker = interp::current_method(t);
  SiteShape* shape = shape_of(invoker);
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  Object* site = site_of(t, invoker, shape);
  if (site == nullptr) return void_result();
  HandleScope scope(t);
  Handle<> site_handle = scope.make(site);
  const size_t count = invoker->parameter_types.size();
  ArrayObject* array = new_object_array(t, the_vm().classes.object, static_cast<int32_t>(count));
  if (array == nullptr) return void_result();
  Handle<ArrayObject> boxed = scope.make<ArrayObject>(array);
  size_t slot = 1;
  for (size_t i = 0; i < count; ++i) {
    BasicType p = invoker->parameter_types[i];
    // `args` are the caller's slots, which the collector updates: read
    // them again after each allocation.
    Object* value = is_reference(p) ? args[slot].ref : box_value(t, p, args[slot]);
    if (value == nullptr && !is_reference(p)) return void_result();
    set_array_element(boxed.get(), static_cast<int32_t>(i), value);
    slot += static_cast<size_t>(slot_count(p));
  }
  Slot call_args[3];
  call_args[0].ref = args[0].ref;
  call_args[1].ref = site_handle.get();
  call_args[2].ref = boxed.get();
  Slot result = interp::call(t, shape->invoke_from_site, call_args, 3);
  if (has_pending_exception(t)) return void_result();
  return unboxed_result(t, invoker->return_type, result.ref);
}

// ---------------------------------------------------------------------------
// MemberName: a method or field found by name and type for a direct handle

struct MemberNameFields {
  uint32_t clazz, name, descriptor, ref_kind;          // what to look for
  uint32_t declaring_class, modifiers, vm_target, parameter_classes;  // what was found
};

uint32_t member_name_field(Class* k, const char* name, const char* descriptor) {
  Field* f = k->find_declared_field(intern_symbol(name), intern_symbol(descriptor));
  return f == nullptr ? 0 : f->offset;
}

MemberNameFields member_name_fields(Class* k) {
  return {member_name_field(k, "clazz", "Ljava/lang/Class;"),
          member_name_field(k, "name", "Ljava/lang/String;"),
          member_name_field(k, "descriptor", "Ljava/lang/String;"),
          member_name_field(k, "refKind", "I"),
          member_name_field(k, "declaringClass", "Ljava/lang/Class;"),
          member_name_field(k, "modifiers", "I"),
          member_name_field(k, "vmTarget", "J"),
          member_name_field(k, "parameterClasses", "[Ljava/lang/Class;")};
}

bool is_field_kind(int kind) { return kind >= static_cast<int>(RefKind::kGetField) && kind <= static_cast<int>(RefKind::kPutStatic); }

// The classes a member's descriptor names (a field's type, or a method's
// parameters), loaded by the member's class loader, as a Class[].
ArrayObject* descriptor_classes(Thread* t, Class* holder, std::string_view descriptor, bool is_field) {
  if (is_field) return class_mirrors_for_descriptors(t, holder->loader, {descriptor});
  return class_mirrors_for_descriptors(t, holder->loader, parse_method_descriptor(descriptor).parameter_descriptors);
}

// MemberName.resolve(): fills declaringClass, modifiers, vmTarget and
// parameterClasses from clazz, name, descriptor and refKind. False when
// there is no such member (Java words the exception).
Slot member_name_resolve(Thread* t, Slot* args) {
  Object* self = args[0].ref;
  Class* member_name_class = class_of(self);
  MemberNameFields f = member_name_fields(member_name_class);
  Object* clazz = get_field<Object*>(self, f.clazz);
  Object* name_string = get_field<Object*>(self, f.name);
  Object* descriptor_string = get_field<Object*>(self, f.descriptor);
  if (clazz == nullptr || name_string == nullptr || descriptor_string == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  Class* klass = class_from_mirror(clazz);
  if (klass->is_primitive || klass->is_array) return int_result(0);
  int kind = get_field<int32_t>(self, f.ref_kind);
  const Symbol* name = intern_symbol(string_to_utf8(name_string));
  std::string descriptor_text = string_to_utf8(descriptor_string);
  const Symbol* descriptor = intern_symbol(descriptor_text);
  Class* holder = nullptr;
  uint16_t modifiers = 0;
  void* target = nullptr;
  if (is_field_kind(kind)) {
    Field* field = lookup_field(klass, name, descriptor);
    if (field == nullptr) return int_result(0);
    holder = field->holder;
    modifiers = field->access_flags;
    target = field;
  } else {
    Method* method = kind == static_cast<int>(RefKind::kNewInvokeSpecial) ? klass->find_declared_method(name, descriptor)
                                                                          : lookup_referenced_method(klass, name, descriptor);
    if (method == nullptr) return int_result(0);
    holder = method->holder;
    modifiers = method->access_flags;
    target = method;
  }
  HandleScope scope(t);
  Handle<> member = scope.make(self);
  ArrayObject* classes = descriptor_classes(t, holder, descriptor_text, is_field_kind(kind));
  if (classes == nullptr) return void_result();
  Handle<> parameter_classes = scope.make(classes);
  Object* holder_mirror = mirror_of(t, holder);
  if (holder_mirror == nullptr) return void_result();
  self = member.get();
  set_reference_field(self, f.declaring_class, holder_mirror);
  set_reference_field(self, f.parameter_classes, parameter_classes.get());
  set_field<int32_t>(self, f.modifiers, modifiers);
  set_field<int64_t>(self, f.vm_target, static_cast<int64_t>(reinterpret_cast<uintptr_t>(target)));
  return int_result(1);
}

// An argument for a parameter of type `type` whose class is `parameter`:
// the wrapper of exactly that primitive, or a reference of that class (the
// Java side has converted; this keeps the VM type-safe if it did not).
bool argument_slot(Thread* t, Object* arg, BasicType type, Object* parameter, Slot* out) {
  if (is_reference(type)) {
    if (arg != nullptr && !class_of(arg)->is_subtype_of(class_from_mirror(parameter))) {
      throw_new(t, "java/lang/ClassCastException",
                "Cannot cast " + class_of(arg)->external_name() + " to " + class_from_mirror(parameter)->external_name());
      return false;
    }
    out->ref = arg;
    return true;
  }
  if (arg == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return false;
  }
  if (!unbox_exact(arg, type, out)) {
    throw_new(t, "java/lang/ClassCastException",
              "Cannot cast " + class_of(arg)->external_name() + " to " + class_from_mirror(parameter)->external_name());
    return false;
  }
  return true;
}

// The boxed result of a call or field read.
Slot boxed_result(Thread* t, BasicType type, Slot value) {
  if (type == BasicType::kVoid) return ref_result(nullptr);
  if (is_reference(type)) return ref_result(value.ref);
  return ref_result(box_value(t, type, value));
}

Object* receiver_of(Thread* t, Object* receiver, Class* holder) {
  if (receiver == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return nullptr;
  }
  if (!class_of(receiver)->is_subtype_of(holder)) {
    throw_new(t, "java/lang/ClassCastException",
              "Cannot cast " + class_of(receiver)->external_name() + " to " + holder->external_name());
    return nullptr;
  }
  return receiver;
}

Slot access_field(Thread* t, Field* field, RefKind kind, ArrayObject* parameter_classes, ArrayObject* actuals) {
  bool is_static = kind == RefKind::kGetStatic || kind == RefKind::kPutStatic;
  bool is_put = kind == RefKind::kPutField || kind == RefKind::kPutStatic;
  Object* receiver = nullptr;
  if (is_static) {
    if (!ensure_initialized(t, field->holder)) return void_result();
  } else if ((receiver = receiver_of(t, actuals->elements<Object*>()[0], field->holder)) == nullptr) {
    return void_result();
  }
  if (!is_put) return boxed_result(t, field->type, read_field(receiver, field));
  Slot value;
  Object* arg = actuals->elements<Object*>()[is_static ? 0 : 1];
  if (!argument_slot(t, arg, field->type, parameter_classes->elements<Object*>()[0], &value)) return void_result();
  write_field(receiver, field, value);
  return ref_result(nullptr);
}

// MemberName.invoke(long vmTarget, int refKind, Class[] parameterClasses,
// Object[] args): runs the member on boxed arguments that match its type
// (receiver first), returning the result boxed. What the target throws
// propagates unchanged.
Slot member_name_invoke(Thread* t, Slot* args) {
  void* target = reinterpret_cast<void*>(static_cast<uintptr_t>(args[0].j));
  auto kind = static_cast<RefKind>(args[2].i);
  auto* parameter_classes = static_cast<ArrayObject*>(args[3].ref);
  auto* actuals = static_cast<ArrayObject*>(args[4].ref);
  if (target == nullptr || parameter_classes == nullptr || actuals == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  if (is_field_kind(static_cast<int>(kind))) {
    auto* field = static_cast<Field*>(target);
    bool is_static = kind == RefKind::kGetStatic || kind == RefKind::kPutStatic;
    bool is_put = kind == RefKind::kPutField || kind == RefKind::kPutStatic;
    int32_t expected = (is_static ? 0 : 1) + (is_put ? 1 : 0);
    if (actuals->length() != expected || parameter_classes->length() != 1) {
      throw_new(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
      return void_result();
    }
    return access_field(t, field, kind, parameter_classes, actuals);
  }
  auto* method = static_cast<Method*>(target);
  const bool has_receiver = !method->is_static() && kind != RefKind::kNewInvokeSpecial;
  const auto count = static_cast<int32_t>(method->parameter_types.size());
  if (actuals->length() != count + (has_receiver ? 1 : 0) || parameter_classes->length() != count) {
    throw_new(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
    return void_result();
  }
  HandleScope scope(t);
  Handle<ArrayObject> arguments = scope.make<ArrayObject>(actuals);
  Handle<ArrayObject> classes = scope.make<ArrayObject>(parameter_classes);
  Handle<> instance;
  Method* callee = method;
  if (kind == RefKind::kNewInvokeSpecial) {
    if (method->holder->is_abstract() || method->holder->is_interface()) {
      throw_new(t, "java/lang/InstantiationException", method->holder->external_name());
      return void_result();
    }
    if (!ensure_initialized(t, method->holder)) return void_result();
    Object* fresh = new_instance(t, method->holder);
    if (fresh == nullptr) return void_result();
    instance = scope.make(fresh);
  } else if (method->is_static()) {
    if (!ensure_initialized(t, method->holder)) return void_result();
  } else {
    Object* receiver = receiver_of(t, arguments->elements<Object*>()[0], method->holder);
    if (receiver == nullptr) return void_result();
    if (kind != RefKind::kInvokeSpecial && !method->is_private()) {
      bool conflict = false;
      callee = select_virtual_target(class_of(receiver), method, &conflict);
      if (callee == nullptr || callee->is_abstract()) {
        throw_no_selected_method(t, class_of(receiver), method, conflict);
        return void_result();
      }
    }
  }
  std::vector<Slot> call_args(static_cast<size_t>(method->arg_slots) + 1);
  size_t slot = 0;
  if (!method->is_static()) call_args[slot++].ref = nullptr;  // the receiver, set last (no allocation after)
  for (int32_t i = 0; i < count; ++i) {
    Object* arg = arguments->elements<Object*>()[i + (has_receiver ? 1 : 0)];
    BasicType type = method->parameter_types[static_cast<size_t>(i)];
    if (!argument_slot(t, arg, type, classes->elements<Object*>()[i], &call_args[slot])) return void_result();
    slot += static_cast<size_t>(slot_count(type));
  }
  if (!method->is_static()) call_args[0].ref = instance.is_null() ? arguments->elements<Object*>()[0] : instance.get();
  Slot result = interp::call(t, callee, call_args.data(), slot);
  if (has_pending_exception(t)) return void_result();
  if (!instance.is_null()) return ref_result(instance.get());
  return boxed_result(t, method->return_type, result);
}

// MethodHandles.callerClass(): the class whose code called
// MethodHandles.lookup(), the first frame outside java.lang.invoke.
Slot method_handles_caller_class(Thread* t, Slot*) {
  Class* caller = nullptr;
  interp::walk_frames(t, [&](Method* m, int) {
    if (m->holder->is_bootstrap && m->holder->package_name() == "java/lang/invoke") return true;
    caller = m->holder;
    return false;
  });
  return ref_result(caller == nullptr ? nullptr : mirror_of(t, caller));
}

}  // namespace

Method* signature_polymorphic_method(Thread*, Class* klass, const Symbol* name, const Symbol* descriptor,
                                     Class* from) {
  // JVMS 2.9.3: declared in MethodHandle or VarHandle, native, varargs,
  // taking one Object[]; the name alone picks it.
  if (!declares_polymorphic_methods(klass)) return nullptr;
  Method* declared = nullptr;
  for (Method& m : klass->methods) {
    if (m.name == name && m.is_native() && (m.access_flags & access::kVarargs) && m.parameter_types.size() == 1 &&
        m.descriptor->view().starts_with("([Ljava/lang/Object;)")) {
      declared = &m;
    }
  }
  if (declared == nullptr) return nullptr;
  Invokers& all = invokers();
  std::lock_guard<std::mutex> guard(all.lock);
  auto key = std::make_tuple(from->loader, name, descriptor);
  if (auto it = all.by_shape.find(key); it != all.by_shape.end()) return it->second;
  Method& m = all.methods.emplace_back();
  MethodDescriptor md = parse_method_descriptor(descriptor->view());
  m.holder = klass;
  m.name = name;
  m.descriptor = descriptor;
  m.access_flags = declared->access_flags;
  m.parameter_types = md.parameters;
  m.return_type = md.return_type;
  m.arg_slots = static_cast<uint16_t>(md.parameter_slots + 1);
  m.hidden_in_traces = true;
  m.native.function.store(&invoke_through_site, std::memory_order_release);
  all.by_shape.emplace(key, &m);
  all.shapes[&m].loader = from->loader;
  return &m;
}

void visit_method_handle_roots(gc::RootVisitor& visitor, const std::function<bool(const ClassLoader&)>& which) {
  for (auto& [method, shape] : invokers().shapes) {
    if (shape.site != nullptr && which(*shape.loader)) visitor.visit(&shape.site, gc::RootInfo{gc::RootKind::kVmInternal});
  }
}

// Only the loader's own classes call its invokers (the key names it).
void forget_method_handle_invokers(const ClassLoader* loader) {
  Invokers& all = invokers();
  std::erase_if(all.by_shape, [loader](const auto& entry) { return std::get<0>(entry.first) == loader; });
  std::erase_if(all.shapes, [loader](const auto& entry) { return entry.second.loader == loader; });
  all.methods.remove_if([&all](const Method& m) { return !all.shapes.contains(&m); });
}

namespace {

const NativeEntry kNatives[] = {
    {"java/lang/invoke/MemberName", "resolve", "()Z", member_name_resolve},
    {"java/lang/invoke/MemberName", "invoke", "(JI[Ljava/lang/Class;[Ljava/lang/Object;)Ljava/lang/Object;",
     member_name_invoke},
    {"java/lang/invoke/MethodHandles", "callerClass", "()Ljava/lang/Class;", method_handles_caller_class},
};

}  // namespace

std::span<const NativeEntry> method_handle_natives() { return kNatives; }

}  // namespace loupe::vm
