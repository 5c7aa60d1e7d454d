// Natives of java.lang.reflect: listing a class's members as Method, Field
// and Constructor objects, the one invoke path of Method.invoke and
// Constructor.newInstance, Field's reads and writes, and what
// AccessibleObject's access check asks of the VM. docs/reflection.md
// describes how these map onto the VM's structures.
//
// A reflective member names its VM member by (declaring class, slot): the
// index in Class::methods or Class::fields. Executables also carry the
// Method* itself (vmMethod), so the invoke path reads no table.
#include <algorithm>
#include <array>
#include <cstring>
#include <atomic>
#include <memory>

#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/natives/natives.h"
#include "vm/natives/reflection.h"
#include "vm/runtime/boxing.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/handles.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"
#include "vm/vm.h"

namespace loupe::vm {

Class* reflective_caller(Thread* t) {
  Class* found = nullptr;
  interp::walk_frames(t, [&](Method* m, int) {
    std::string_view name = m->holder->name->view();
    if (name == "java/lang/Class" || name.starts_with("java/lang/reflect/")) return true;
    found = m->holder;
    return false;
  });
  return found;
}

namespace {

// The modifiers the JDK keeps in reflective objects (the class-file flags
// the language or reflection knows; JVM_RECOGNIZED_*_MODIFIERS in HotSpot).
constexpr uint16_t kMethodModifierMask = 0x1DFF;  // with bridge, varargs, synthetic
constexpr uint16_t kFieldModifierMask = 0x50DF;   // with enum, synthetic

// ---- invoke ---------------------------------------------------------------

void throw_illegal_argument(Thread* t, std::optional<std::string> message) {
  throw_new(t, "java/lang/IllegalArgumentException", std::move(message));
}

// What the invoked method threw, wrapped as InvocationTargetException(target).
void wrap_target_exception(Thread* t) {
  Object* target = t->pending_exception;
  t->pending_exception = nullptr;
  throw_new_with_cause(t, "java/lang/reflect/InvocationTargetException", std::nullopt, target);
}

// Executable.invoke0(long vmMethod, Class[] parameterTypes, Object obj, Object[] args).
// The fast path does no string work and no lookup by name: the Method* and
// the parameter classes come from the reflective object, the box classes
// from a table built once.
Slot executable_invoke(Thread* t, Slot* args) {
  constexpr int kParameterTypes = 2, kReceiver = 3, kArguments = 4;  // the long takes slots 0 and 1
  auto* m = reinterpret_cast<Method*>(args[0].j);
  Class* holder = m->holder;
  const bool is_constructor = m->is_constructor();
  if (m->is_static() || is_constructor) {
    if (!ensure_initialized(t, holder)) return void_result();
  } else {
    Object* receiver = args[kReceiver].ref;
    if (receiver == nullptr) {
      throw_new(t, "java/lang/NullPointerException", std::nullopt);
      return void_result();
    }
    if (!class_of(receiver)->is_subtype_of(holder)) {
      throw_illegal_argument(t, "object is not an instance of declaring class");
      return void_result();
    }
  }
  const size_t parameter_count = m->parameter_types.size();
  auto* actuals = static_cast<ArrayObject*>(args[kArguments].ref);
  if ((actuals == nullptr ? 0 : static_cast<size_t>(actuals->length())) != parameter_count) {
    throw_illegal_argument(t, "wrong number of arguments");
    return void_result();
  }
  HandleScope scope(t);
  Handle<> instance;
  if (is_constructor) {
    Object* obj = new_instance(t, holder);
    if (obj == nullptr) return void_result();
    instance = scope.make(obj);
  }
  // From here to the call nothing allocates, so the raw references copied
  // into call_args stay valid. Most calls fit the inline buffer.
  std::array<Slot, 16> inline_slots;
  std::vector<Slot> heap_slots;
  Slot* call_args = inline_slots.data();
  if (m->arg_slots > inline_slots.size()) {
    heap_slots.resize(m->arg_slots);
    call_args = heap_slots.data();
  }
  size_t slot = 0;
  if (!m->is_static()) call_args[slot++].ref = is_constructor ? instance.get() : args[kReceiver].ref;
  actuals = static_cast<ArrayObject*>(args[kArguments].ref);
  auto* parameter_classes = static_cast<ArrayObject*>(args[kParameterTypes].ref);
  for (size_t i = 0; i < parameter_count; ++i) {
    Object* arg = actuals->elements<Object*>()[i];
    BasicType type = m->parameter_types[i];
    if (is_reference(type)) {
      Class* parameter_class = class_from_mirror(parameter_classes->elements<Object*>()[i]);
      if (arg != nullptr && !class_of(arg)->is_subtype_of(parameter_class)) {
        throw_illegal_argument(t, "argument type mismatch");
        return void_result();
      }
      call_args[slot++].ref = arg;
      continue;
    }
    if (arg == nullptr) {  // HotSpot says nothing more for a null primitive
      throw_illegal_argument(t, std::nullopt);
      return void_result();
    }
    call_args[slot].bits = 0;
    if (!unbox_widening(arg, type, &call_args[slot])) {
      throw_illegal_argument(t, "argument type mismatch");
      return void_result();
    }
    slot += static_cast<size_t>(slot_count(type));
  }
  Method* target = m;
  if (!m->is_static() && !is_constructor && !m->is_private()) {
    bool conflict = false;
    Class* receiver_class = class_of(call_args[0].ref);
    target = select_virtual_target(receiver_class, m, &conflict);
    if (target == nullptr || target->is_abstract()) {
      throw_no_selected_method(t, receiver_class, m, conflict);
      wrap_target_exception(t);
      return void_result();
    }
  }
  Slot result = interp::call(t, target, call_args, slot);
  if (has_pending_exception(t)) {
    wrap_target_exception(t);
    return void_result();
  }
  if (is_constructor) return ref_result(instance.get());
  BasicType return_type = m->return_type;
  if (return_type == BasicType::kVoid) return ref_result(nullptr);
  if (is_reference(return_type)) return ref_result(result.ref);
  return ref_result(box_value(t, return_type, result));
}

// ---- listing members --------------------------------------------------------

Class* reflect_class(Thread* t, const char* name) {
  Class* k = the_vm().boot_loader->load(t, intern_symbol(name));
  return k != nullptr && ensure_initialized(t, k) ? k : nullptr;
}

// The classes a method's Exceptions attribute names, as a Class[].
ArrayObject* exception_classes(Thread* t, const Method& m) {
  HandleScope scope(t);
  ArrayObject* array =
      new_object_array(t, the_vm().classes.class_class, static_cast<int32_t>(m.checked_exceptions.size()));
  if (array == nullptr) return nullptr;
  Handle<ArrayObject> result = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < m.checked_exceptions.size(); ++i) {
    Class* k = m.holder->loader->load(t, m.checked_exceptions[i]);
    Object* mirror = k != nullptr ? mirror_of(t, k) : nullptr;
    if (mirror == nullptr) return nullptr;
    set_array_element(result.get(), static_cast<int32_t>(i), mirror);
  }
  return result.get();
}

// Allocates an instance of `k` and runs its constructor `descriptor` with
// the arguments `fill` writes after the receiver (read from handles there:
// the allocation may have moved them). Null with an exception pending.
template <typename Fill>
Object* construct(Thread* t, Class* k, const char* descriptor, size_t arg_slots, Fill fill) {
  HandleScope scope(t);
  Method* ctor = k->find_declared_method(sym::init, intern_symbol(descriptor));
  Object* obj = new_instance(t, k);
  if (obj == nullptr) return nullptr;
  Handle<> result = scope.make(obj);
  std::array<Slot, 12> call_args{};
  call_args[0].ref = result.get();
  fill(call_args.data() + 1);
  interp::call(t, ctor, call_args.data(), arg_slots);
  return has_pending_exception(t) ? nullptr : result.get();
}

Object* make_method(Thread* t, Class* method_class, Class* k, int32_t slot, const Method& m) {
  HandleScope scope(t);
  MethodDescriptor md = parse_method_descriptor(m.descriptor->view());
  ArrayObject* array = class_mirrors_for_descriptors(t, k->loader, md.parameter_descriptors);
  if (array == nullptr) return nullptr;
  Handle<> parameters = scope.make(array);
  Class* return_class = class_for_descriptor(t, k->loader, md.return_descriptor);
  Object* return_mirror = return_class != nullptr ? mirror_of(t, return_class) : nullptr;
  if (return_mirror == nullptr) return nullptr;
  Handle<> returns = scope.make(return_mirror);
  if ((array = exception_classes(t, m)) == nullptr) return nullptr;
  Handle<> exceptions = scope.make(array);
  Object* name = new_string_from_utf8(t, m.name->view());
  if (name == nullptr) return nullptr;
  Handle<> name_handle = scope.make(name);
  return construct(t, method_class,
                   "(Ljava/lang/Class;ILjava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;IJ)V", 10,
                   [&](Slot* a) {
                     a[0].ref = k->mirror;
                     a[1].i = slot;
                     a[2].ref = name_handle.get();
                     a[3].ref = parameters.get();
                     a[4].ref = returns.get();
                     a[5].ref = exceptions.get();
                     a[6].i = m.access_flags & kMethodModifierMask;
                     a[7].j = reinterpret_cast<int64_t>(&m);
                   });
}

Object* make_constructor(Thread* t, Class* constructor_class, Class* k, int32_t slot, const Method& m) {
  HandleScope scope(t);
  MethodDescriptor md = parse_method_descriptor(m.descriptor->view());
  ArrayObject* array = class_mirrors_for_descriptors(t, k->loader, md.parameter_descriptors);
  if (array == nullptr) return nullptr;
  Handle<> parameters = scope.make(array);
  if ((array = exception_classes(t, m)) == nullptr) return nullptr;
  Handle<> exceptions = scope.make(array);
  return construct(t, constructor_class, "(Ljava/lang/Class;I[Ljava/lang/Class;[Ljava/lang/Class;IJ)V", 8,
                   [&](Slot* a) {
                     a[0].ref = k->mirror;
                     a[1].i = slot;
                     a[2].ref = parameters.get();
                     a[3].ref = exceptions.get();
                     a[4].i = m.access_flags & kMethodModifierMask;
                     a[5].j = reinterpret_cast<int64_t>(&m);
                   });
}

Object* make_field(Thread* t, Class* field_class, Class* k, int32_t slot, const Field& f) {
  HandleScope scope(t);
  Class* type = class_for_descriptor(t, k->loader, f.descriptor->view());
  Object* type_mirror = type != nullptr ? mirror_of(t, type) : nullptr;
  if (type_mirror == nullptr) return nullptr;
  Handle<> type_handle = scope.make(type_mirror);
  Object* name = new_string_from_utf8(t, f.name->view());
  if (name == nullptr) return nullptr;
  Handle<> name_handle = scope.make(name);
  return construct(t, field_class, "(Ljava/lang/Class;ILjava/lang/String;Ljava/lang/Class;I)V", 6, [&](Slot* a) {
    a[0].ref = k->mirror;
    a[1].i = slot;
    a[2].ref = name_handle.get();
    a[3].ref = type_handle.get();
    a[4].i = f.access_flags & kFieldModifierMask;
  });
}

// An array of `element_class` holding make(slot) for each selected slot.
template <typename Make>
Slot member_array(Thread* t, Class* element_class, const std::vector<int32_t>& slots, Make make) {
  HandleScope scope(t);
  ArrayObject* array = new_object_array(t, element_class, static_cast<int32_t>(slots.size()));
  if (array == nullptr) return void_result();
  Handle<ArrayObject> result = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < slots.size(); ++i) {
    Object* member = make(slots[i]);
    if (member == nullptr) return void_result();
    set_array_element(result.get(), static_cast<int32_t>(i), member);
  }
  return ref_result(result.get());
}

// Class.getDeclaredMethods0() / getDeclaredConstructors0(): `constructors`
// selects <init>; <clinit> is never listed.
Slot declared_executables(Thread* t, Slot* args, bool constructors) {
  Class* k = class_from_mirror(args[0].ref);
  Class* element_class = reflect_class(t, constructors ? "java/lang/reflect/Constructor" : "java/lang/reflect/Method");
  if (element_class == nullptr) return void_result();
  std::vector<int32_t> slots;
  if (!(constructors && k->is_interface())) {
    for (size_t i = 0; i < k->methods.size(); ++i) {
      const Method& m = k->methods[i];
      if (m.is_class_initializer() || m.is_constructor() != constructors) continue;
      slots.push_back(static_cast<int32_t>(i));
    }
  }
  return member_array(t, element_class, slots, [&](int32_t slot) {
    const Method& m = k->methods[static_cast<size_t>(slot)];
    return constructors ? make_constructor(t, element_class, k, slot, m) : make_method(t, element_class, k, slot, m);
  });
}

Slot class_declared_methods(Thread* t, Slot* args) { return declared_executables(t, args, false); }
Slot class_declared_constructors(Thread* t, Slot* args) { return declared_executables(t, args, true); }

Slot class_declared_fields(Thread* t, Slot* args) {
  Class* k = class_from_mirror(args[0].ref);
  Class* field_class = reflect_class(t, "java/lang/reflect/Field");
  if (field_class == nullptr) return void_result();
  std::vector<int32_t> slots;
  for (size_t i = 0; i < k->fields.size(); ++i) slots.push_back(static_cast<int32_t>(i));
  return member_array(t, field_class, slots, [&](int32_t slot) {
    return make_field(t, field_class, k, slot, k->fields[static_cast<size_t>(slot)]);
  });
}

// The member classes: InnerClasses entries whose outer class is this one.
Slot class_declared_classes(Thread* t, Slot* args) {
  HandleScope scope(t);
  Class* k = class_from_mirror(args[0].ref);
  std::vector<const Symbol*> names;
  if (!k->is_array && !k->is_primitive) {
    for (const InnerClassInfo& e : k->inner_classes) {
      if (e.outer_class == k->name && e.inner_class != k->name) names.push_back(e.inner_class);
    }
  }
  ArrayObject* array = new_object_array(t, the_vm().classes.class_class, static_cast<int32_t>(names.size()));
  if (array == nullptr) return void_result();
  Handle<ArrayObject> result = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < names.size(); ++i) {
    Class* member = k->loader->load(t, names[i]);
    Object* mirror = member != nullptr ? mirror_of(t, member) : nullptr;
    if (mirror == nullptr) return void_result();
    set_array_element(result.get(), static_cast<int32_t>(i), mirror);
  }
  return ref_result(result.get());
}

// ---- fields -------------------------------------------------------------------
// Field.getBits0/getReference0/setBits0/setReference0(Class clazz, int slot,
// Object obj[, value]); Field has checked the receiver.

constexpr int kFieldObject = 2, kFieldValue = 3;

// The field, with its class initialized when static; null with an exception
// pending. `reference` says which kind of native asks: a primitive's bits
// must never be stored over a reference (the collector would follow them),
// so a mismatch (a bug in Field.java) is refused.
Field* reflected_field(Thread* t, Slot* args, bool reference) {
  Class* k = class_from_mirror(args[0].ref);
  Field* f = &k->fields[static_cast<size_t>(args[1].i)];
  if (is_reference(f->type) != reference) {
    throw_new(t, "java/lang/InternalError", "field kind mismatch: " + f->name->str());
    return nullptr;
  }
  if (f->is_static() && !ensure_initialized(t, k)) return nullptr;
  return f;
}

// A volatile access is ordered as the interpreter orders volatile
// getfield/putfield: a full fence on each side.
struct VolatileFence {
  explicit VolatileFence(bool on) : on_(on) {
    if (on_) std::atomic_thread_fence(std::memory_order_seq_cst);
  }
  ~VolatileFence() {
    if (on_) std::atomic_thread_fence(std::memory_order_seq_cst);
  }
  bool on_;
};

Slot field_get_bits(Thread* t, Slot* args) {
  Field* f = reflected_field(t, args, false);
  if (f == nullptr) return void_result();
  VolatileFence fence(f->is_volatile());
  Slot v = f->is_static() ? f->holder->statics[f->offset]
                          : load_field_value(args[kFieldObject].ref->field_at<char>(f->offset), f->type);
  return long_result(is_wide(f->type) ? v.j : int64_t{v.i});
}

Slot field_get_reference(Thread* t, Slot* args) {
  Field* f = reflected_field(t, args, true);
  if (f == nullptr) return void_result();
  VolatileFence fence(f->is_volatile());
  return ref_result(f->is_static() ? f->holder->statics[f->offset].ref
                                   : get_field<Object*>(args[kFieldObject].ref, f->offset));
}

Slot field_set_bits(Thread* t, Slot* args) {
  Field* f = reflected_field(t, args, false);
  if (f == nullptr) return void_result();
  int64_t bits = args[kFieldValue].j;
  auto i = static_cast<int32_t>(bits);
  VolatileFence fence(f->is_volatile());
  if (f->is_static()) {
    Slot& s = f->holder->statics[f->offset];
    switch (f->type) {
      case BasicType::kBoolean: s.i = i & 1; break;
      case BasicType::kByte: s.i = static_cast<int8_t>(i); break;
      case BasicType::kChar: s.i = static_cast<uint16_t>(i); break;
      case BasicType::kShort: s.i = static_cast<int16_t>(i); break;
      case BasicType::kLong: case BasicType::kDouble: s.j = bits; break;
      default: s.i = i; break;
    }
    return void_result();
  }
  Object* obj = args[kFieldObject].ref;
  switch (f->type) {
    case BasicType::kBoolean: set_field<uint8_t>(obj, f->offset, static_cast<uint8_t>(i & 1)); break;
    case BasicType::kByte: set_field<int8_t>(obj, f->offset, static_cast<int8_t>(i)); break;
    case BasicType::kChar: set_field<uint16_t>(obj, f->offset, static_cast<uint16_t>(i)); break;
    case BasicType::kShort: set_field<int16_t>(obj, f->offset, static_cast<int16_t>(i)); break;
    case BasicType::kLong: case BasicType::kDouble: set_field<int64_t>(obj, f->offset, bits); break;
    default: set_field<int32_t>(obj, f->offset, i); break;
  }
  return void_result();
}

Slot field_set_reference(Thread* t, Slot* args) {
  Field* f = reflected_field(t, args, true);
  if (f == nullptr) return void_result();
  VolatileFence fence(f->is_volatile());
  Object* value = args[kFieldValue].ref;
  if (f->is_static()) {
    the_vm().heap->write_reference(f->holder->mirror, &f->holder->statics[f->offset].ref, value);
  } else {
    set_reference_field(args[kFieldObject].ref, f->offset, value);
  }
  return void_result();
}

// ---- AccessibleObject -------------------------------------------------------

Slot accessible_caller_class(Thread* t, Slot*) {
  Class* caller = reflective_caller(t);
  return ref_result(caller != nullptr ? mirror_of(t, caller) : nullptr);
}

Class* element_class(Class* k) {
  while (k->is_array) k = k->component;
  return k;
}

Slot accessible_class_access_flags(Thread*, Slot* args) {
  Class* k = element_class(class_from_mirror(args[0].ref));
  if (k->is_primitive) return int_result(access::kPublic | access::kFinal | access::kAbstract);
  return int_result(k->access_flags);
}

Slot accessible_in_java_base(Thread*, Slot* args) {
  Class* k = element_class(class_from_mirror(args[0].ref));
  return int_result(k->is_primitive || k->is_bootstrap);
}

const NativeEntry kNatives[] = {
    {"java/lang/Class", "getDeclaredMethods0", "()[Ljava/lang/reflect/Method;", class_declared_methods},
    {"java/lang/Class", "getDeclaredFields0", "()[Ljava/lang/reflect/Field;", class_declared_fields},
    {"java/lang/Class", "getDeclaredConstructors0", "()[Ljava/lang/reflect/Constructor;",
     class_declared_constructors},
    {"java/lang/Class", "getDeclaredClasses0", "()[Ljava/lang/Class;", class_declared_classes},
    {"java/lang/reflect/Executable", "invoke0",
     "(J[Ljava/lang/Class;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", executable_invoke},
    {"java/lang/reflect/Field", "getBits0", "(Ljava/lang/Class;ILjava/lang/Object;)J", field_get_bits},
    {"java/lang/reflect/Field", "getReference0", "(Ljava/lang/Class;ILjava/lang/Object;)Ljava/lang/Object;",
     field_get_reference},
    {"java/lang/reflect/Field", "setBits0", "(Ljava/lang/Class;ILjava/lang/Object;J)V", field_set_bits},
    {"java/lang/reflect/Field", "setReference0", "(Ljava/lang/Class;ILjava/lang/Object;Ljava/lang/Object;)V",
     field_set_reference},
    {"java/lang/reflect/AccessibleObject", "callerClass", "()Ljava/lang/Class;", accessible_caller_class},
    {"java/lang/reflect/AccessibleObject", "classAccessFlags", "(Ljava/lang/Class;)I",
     accessible_class_access_flags},
    {"java/lang/reflect/AccessibleObject", "inJavaBase", "(Ljava/lang/Class;)Z", accessible_in_java_base},
};

}  // namespace

std::span<const NativeEntry> reflection_natives() { return kNatives; }

Object* reflect_method(Thread* t, Method* m) {
  Class* k = m->holder;
  auto slot = static_cast<int32_t>(std::distance(
      k->methods.begin(), std::find_if(k->methods.begin(), k->methods.end(), [m](const Method& e) { return &e == m; })));
  if (m->is_constructor()) {
    Class* constructor_class = reflect_class(t, "java/lang/reflect/Constructor");
    return constructor_class != nullptr ? make_constructor(t, constructor_class, k, slot, *m) : nullptr;
  }
  Class* method_class = reflect_class(t, "java/lang/reflect/Method");
  return method_class != nullptr ? make_method(t, method_class, k, slot, *m) : nullptr;
}

Object* reflect_field(Thread* t, Field* f) {
  Class* k = f->holder;
  Class* field_class = reflect_class(t, "java/lang/reflect/Field");
  if (field_class == nullptr) return nullptr;
  return make_field(t, field_class, k, static_cast<int32_t>(f - k->fields.data()), *f);
}

Field* reflected_field_of(Object* field) {
  if (field == nullptr) return nullptr;
  Class* field_class = class_of(field);
  if (field_class->name->view() != "java/lang/reflect/Field") return nullptr;
  // Offsets of Field.clazz and Field.slot, looked up once (the class never changes).
  static const uint32_t clazz_offset =
      field_class->find_declared_field(intern_symbol("clazz"), intern_symbol("Ljava/lang/Class;"))->offset;
  static const uint32_t slot_offset = field_class->find_declared_field(intern_symbol("slot"), intern_symbol("I"))->offset;
  Class* k = class_from_mirror(get_field<Object*>(field, clazz_offset));
  return &k->fields[static_cast<size_t>(get_field<int32_t>(field, slot_offset))];
}

}  // namespace loupe::vm
