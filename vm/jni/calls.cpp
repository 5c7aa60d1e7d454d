// Calling Java from native code: GetMethodID/GetStaticMethodID, the
// Call<Type>Method families in their three dispatch kinds (virtual,
// nonvirtual, static) and three argument forms (C varargs, va_list, jvalue
// array), and NewObject. Every form first turns its arguments into jvalues
// (references stay references, so a collection may happen meanwhile), then
// one function makes the call.
#include <array>
#include <cstdarg>

#include "interp/interp.h"
#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm::jni {

namespace {

// ---- method lookup ----

// HotSpot's order: constructors and <clinit> only in the class itself;
// otherwise the class and its superclasses, then the superinterfaces
// (default and abstract methods).
Method* lookup_method(Class* klass, const Symbol* name, const Symbol* descriptor) {
  if (name == sym::init || name == sym::clinit) return klass->find_declared_method(name, descriptor);
  if (Method* m = klass->find_method_in_hierarchy(name, descriptor)) return m;
  for (Class* iface : klass->all_interfaces) {
    Method* m = iface->find_declared_method(name, descriptor);
    if (m != nullptr && !m->is_static()) return m;
  }
  return nullptr;
}

jmethodID get_method_id(JNIEnv* env, jclass clazz, const char* name, const char* signature, bool is_static) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  Class* klass = class_of_ref(clazz);
  if (!ensure_initialized(t, klass)) return nullptr;
  Method* m = lookup_method(klass, intern_symbol(name), intern_symbol(signature));
  if (m == nullptr || m->is_static() != is_static) {
    // HotSpot's wording: "static LFoo;.bar(I)V".
    std::string type = klass->is_array ? klass->name->str() : "L" + klass->name->str() + ";";
    throw_new(t, "java/lang/NoSuchMethodError", (is_static ? "static " : "") + type + "." + name + signature);
    return nullptr;
  }
  return method_id(m);
}

jmethodID JNICALL GetMethodID(JNIEnv* env, jclass clazz, const char* name, const char* signature) {
  return get_method_id(env, clazz, name, signature, false);
}

jmethodID JNICALL GetStaticMethodID(JNIEnv* env, jclass clazz, const char* name, const char* signature) {
  return get_method_id(env, clazz, name, signature, true);
}

// ---- arguments ----

// C varargs and va_list arguments as jvalues, by the method's parameter
// types (C promotes the narrow ones to int and float to double).
class VaArguments {
 public:
  VaArguments(jmethodID id, va_list ap) {
    size_t i = 0;
    for (BasicType type : method_of(id)->parameter_types) {
      jvalue& v = values_[i++];
      switch (type) {
        case BasicType::kBoolean: v.z = static_cast<jboolean>(va_arg(ap, jint)); break;
        case BasicType::kByte: v.b = static_cast<jbyte>(va_arg(ap, jint)); break;
        case BasicType::kChar: v.c = static_cast<jchar>(va_arg(ap, jint)); break;
        case BasicType::kShort: v.s = static_cast<jshort>(va_arg(ap, jint)); break;
        case BasicType::kInt: v.i = va_arg(ap, jint); break;
        case BasicType::kLong: v.j = va_arg(ap, jlong); break;
        case BasicType::kFloat: v.f = static_cast<jfloat>(va_arg(ap, jdouble)); break;
        case BasicType::kDouble: v.d = va_arg(ap, jdouble); break;
        default: v.l = va_arg(ap, jobject); break;
      }
    }
  }
  const jvalue* values() const { return values_.data(); }

 private:
  std::array<jvalue, 256> values_;  // a method has at most 255 parameters
};

// Appends the jvalue arguments to `slots` as the interpreter lays them out.
size_t push_arguments(Method* m, const jvalue* args, Slot* slots) {
  size_t n = 0;
  for (size_t i = 0; i < m->parameter_types.size(); ++i) {
    const jvalue& v = args[i];
    switch (m->parameter_types[i]) {
      case BasicType::kBoolean: slots[n] = to_slot(v.z); break;
      case BasicType::kByte: slots[n] = to_slot(v.b); break;
      case BasicType::kChar: slots[n] = to_slot(v.c); break;
      case BasicType::kShort: slots[n] = to_slot(v.s); break;
      case BasicType::kInt: slots[n] = to_slot(v.i); break;
      case BasicType::kLong: slots[n++] = to_slot(v.j); break;
      case BasicType::kFloat: slots[n] = to_slot(v.f); break;
      case BasicType::kDouble: slots[n++] = to_slot(v.d); break;
      default: slots[n] = to_slot(v.l); break;
    }
    ++n;
  }
  return n;
}

// ---- the call ----

enum class Dispatch { kVirtual, kNonvirtual, kStatic };

// The method a virtual call of `m` runs on `receiver`, as invokevirtual and
// invokeinterface select it; null with an error pending when there is none.
Method* select_virtual(Thread* thread, Object* receiver, Method* m) {
  if (m->is_private() || m->is_constructor()) return m;
  Class* klass = class_of(receiver);
  if (m->holder->is_interface()) {
    bool conflict = false;
    Method* target = select_method(klass, m, &conflict);
    if (target == nullptr || target->is_abstract()) {
      throw_no_selected_method(thread, klass, m, conflict);
      return nullptr;
    }
    return target;
  }
  if (m->vtable_index >= 0 && static_cast<size_t>(m->vtable_index) < klass->vtable.size()) {
    return klass->vtable[m->vtable_index];
  }
  return m;
}

// Zero when the call threw (or could not be made): the exception is pending.
Slot invoke(Thread* t, Dispatch how, jobject receiver, jmethodID id, const jvalue* args) {
  Method* m = method_of(id);
  // Native code should have handled it; HotSpot drops it and makes the call.
  t->pending_exception = nullptr;
  if (how == Dispatch::kStatic && !ensure_initialized(t, m->holder)) return Slot{};
  std::array<Slot, 256> slots;
  size_t n = 0;
  if (how != Dispatch::kStatic) {
    Object* r = resolve(receiver);
    if (r == nullptr) {
      throw_new(t, "java/lang/NullPointerException", std::nullopt);
      return Slot{};
    }
    slots[n++].ref = r;
    if (how == Dispatch::kVirtual && (m = select_virtual(t, r, m)) == nullptr) return Slot{};
  }
  n += push_arguments(m, args, slots.data() + n);
  Slot result = interp::call(t, m, slots.data(), n);
  return has_pending_exception(t) ? Slot{} : result;
}

template <typename T>
T call_as(JNIEnv* env, Dispatch how, jobject receiver, jmethodID id, const jvalue* args) {
  JniEntry entry(env);
  Slot result = invoke(entry.thread, how, receiver, id, args);
  if constexpr (std::is_void_v<T>) {
    return;
  } else {
    return from_slot<T>(entry.thread, result);
  }
}

// One Call<Type>Method family: the three dispatch kinds in the three forms.
// (The C varargs forms end their va_list before calling, so that a void
// and a valued family share one body.)
template <typename T>
struct Calls {
  static T JNICALL Virtual(JNIEnv* env, jobject obj, jmethodID id, ...) {
    va_list ap;
    va_start(ap, id);
    VaArguments args(id, ap);
    va_end(ap);
    return call_as<T>(env, Dispatch::kVirtual, obj, id, args.values());
  }
  static T JNICALL VirtualV(JNIEnv* env, jobject obj, jmethodID id, va_list ap) {
    VaArguments args(id, ap);
    return call_as<T>(env, Dispatch::kVirtual, obj, id, args.values());
  }
  static T JNICALL VirtualA(JNIEnv* env, jobject obj, jmethodID id, const jvalue* args) {
    return call_as<T>(env, Dispatch::kVirtual, obj, id, args);
  }
  static T JNICALL Nonvirtual(JNIEnv* env, jobject obj, jclass, jmethodID id, ...) {
    va_list ap;
    va_start(ap, id);
    VaArguments args(id, ap);
    va_end(ap);
    return call_as<T>(env, Dispatch::kNonvirtual, obj, id, args.values());
  }
  static T JNICALL NonvirtualV(JNIEnv* env, jobject obj, jclass, jmethodID id, va_list ap) {
    VaArguments args(id, ap);
    return call_as<T>(env, Dispatch::kNonvirtual, obj, id, args.values());
  }
  static T JNICALL NonvirtualA(JNIEnv* env, jobject obj, jclass, jmethodID id, const jvalue* args) {
    return call_as<T>(env, Dispatch::kNonvirtual, obj, id, args);
  }
  static T JNICALL Static(JNIEnv* env, jclass, jmethodID id, ...) {
    va_list ap;
    va_start(ap, id);
    VaArguments args(id, ap);
    va_end(ap);
    return call_as<T>(env, Dispatch::kStatic, nullptr, id, args.values());
  }
  static T JNICALL StaticV(JNIEnv* env, jclass, jmethodID id, va_list ap) {
    VaArguments args(id, ap);
    return call_as<T>(env, Dispatch::kStatic, nullptr, id, args.values());
  }
  static T JNICALL StaticA(JNIEnv* env, jclass, jmethodID id, const jvalue* args) {
    return call_as<T>(env, Dispatch::kStatic, nullptr, id, args);
  }
};

// ---- NewObject ----

jobject new_object(JNIEnv* env, jclass clazz, jmethodID ctor, const jvalue* args) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  Object* obj = instantiate(t, class_of_ref(clazz));
  if (obj == nullptr) return nullptr;
  jobject result = new_local_ref(t, obj);
  invoke(t, Dispatch::kNonvirtual, result, ctor, args);
  return has_pending_exception(t) ? nullptr : result;
}

jobject JNICALL NewObject(JNIEnv* env, jclass clazz, jmethodID ctor, ...) {
  va_list ap;
  va_start(ap, ctor);
  VaArguments args(ctor, ap);
  va_end(ap);
  return new_object(env, clazz, ctor, args.values());
}

jobject JNICALL NewObjectV(JNIEnv* env, jclass clazz, jmethodID ctor, va_list ap) {
  VaArguments args(ctor, ap);
  return new_object(env, clazz, ctor, args.values());
}

jobject JNICALL NewObjectA(JNIEnv* env, jclass clazz, jmethodID ctor, const jvalue* args) {
  return new_object(env, clazz, ctor, args);
}

}  // namespace

void install_call_functions(JNINativeInterface_& t) {
  t.GetMethodID = GetMethodID;
  t.GetStaticMethodID = GetStaticMethodID;
  t.NewObject = NewObject;
  t.NewObjectV = NewObjectV;
  t.NewObjectA = NewObjectA;
#define LOUPE_INSTALL_CALLS(Name, jtype, basic)                \
  t.Call##Name##Method = Calls<jtype>::Virtual;                \
  t.Call##Name##MethodV = Calls<jtype>::VirtualV;              \
  t.Call##Name##MethodA = Calls<jtype>::VirtualA;              \
  t.CallNonvirtual##Name##Method = Calls<jtype>::Nonvirtual;   \
  t.CallNonvirtual##Name##MethodV = Calls<jtype>::NonvirtualV; \
  t.CallNonvirtual##Name##MethodA = Calls<jtype>::NonvirtualA; \
  t.CallStatic##Name##Method = Calls<jtype>::Static;           \
  t.CallStatic##Name##MethodV = Calls<jtype>::StaticV;         \
  t.CallStatic##Name##MethodA = Calls<jtype>::StaticA;
  LOUPE_JNI_VALUE_TYPES(LOUPE_INSTALL_CALLS)
  LOUPE_INSTALL_CALLS(Void, void, BasicType::kVoid)
#undef LOUPE_INSTALL_CALLS
}

}  // namespace loupe::vm::jni
