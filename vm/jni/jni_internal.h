// What the files of vm/jni share: the way into a JNI function, conversions
// between JNI values and interpreter slots, and the functions that fill each
// concept's part of the function table. Nothing outside vm/jni includes this.
#pragma once

#include <jni.h>

#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>

#include "jvmpi/profiler.h"
#include "vm/jni/jni_env.h"
#include "vm/runtime/class.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/thread.h"

namespace loupe::vm::jni {

// Opened first thing by every JNI function that touches the heap: names the
// thread and runs it as a VM thread until the function returns.
struct JniEntry {
  Thread* const thread;
  ThreadInVm in_vm;
  // -Xcheck:jvmpi first (a JNI call from an agent's thread-suspended-mode
  // callback is reported before it can block); one byte load otherwise.
  explicit JniEntry(JNIEnv* env, const char* function = __builtin_FUNCTION())
      : thread((jvmpi::check_jni_call(function), thread_of(env))), in_vm(thread) {}
};

// The Class a jclass names (its java.lang.Class mirror), or null.
inline Class* class_of_ref(jclass clazz) {
  Object* mirror = resolve(clazz);
  return mirror != nullptr ? class_from_mirror(mirror) : nullptr;
}

inline jclass local_mirror(Thread* thread, Class* klass) {
  return static_cast<jclass>(new_local_ref(thread, mirror_of(thread, klass)));
}

inline Method* method_of(jmethodID id) { return reinterpret_cast<Method*>(id); }
inline jmethodID method_id(Method* m) { return reinterpret_cast<jmethodID>(m); }
inline Field* field_of(jfieldID id) { return reinterpret_cast<Field*>(id); }
inline jfieldID field_id(Field* f) { return reinterpret_cast<jfieldID>(f); }

// ---- JNI values and slots ----
// An int-like JNI type is widened to a slot's int as the interpreter keeps
// it (jboolean normalised to 0/1, as HotSpot stores it); a reference slot
// becomes a local reference on the way out.
template <typename T>
Slot to_slot(T value) {
  Slot s;
  s.bits = 0;
  if constexpr (std::is_same_v<T, jboolean>) {
    s.i = value & 1;
  } else if constexpr (std::is_same_v<T, jlong>) {
    s.j = value;
  } else if constexpr (std::is_same_v<T, jfloat>) {
    s.f = value;
  } else if constexpr (std::is_same_v<T, jdouble>) {
    s.d = value;
  } else if constexpr (std::is_convertible_v<T, jobject>) {
    s.ref = resolve(value);
  } else {
    s.i = value;
  }
  return s;
}

template <typename T>
T from_slot(Thread* thread, Slot s) {
  if constexpr (std::is_same_v<T, jlong>) {
    return s.j;
  } else if constexpr (std::is_same_v<T, jfloat>) {
    return s.f;
  } else if constexpr (std::is_same_v<T, jdouble>) {
    return s.d;
  } else if constexpr (std::is_same_v<T, jobject>) {
    return new_local_ref(thread, s.ref);
  } else {
    return static_cast<T>(s.i);
  }
}

// The JNI types by name, for the generated families (Call<Type>Method,
// Get<Type>Field, New<Type>Array...): X(Name, jtype, BasicType).
#define LOUPE_JNI_PRIMITIVE_TYPES(X)              \
  X(Boolean, jboolean, BasicType::kBoolean)       \
  X(Byte, jbyte, BasicType::kByte)                \
  X(Char, jchar, BasicType::kChar)                \
  X(Short, jshort, BasicType::kShort)             \
  X(Int, jint, BasicType::kInt)                   \
  X(Long, jlong, BasicType::kLong)                \
  X(Float, jfloat, BasicType::kFloat)             \
  X(Double, jdouble, BasicType::kDouble)
#define LOUPE_JNI_VALUE_TYPES(X) \
  X(Object, jobject, BasicType::kObject) LOUPE_JNI_PRIMITIVE_TYPES(X)

// ---- buffers lent to native code ----
// Get<Prim>ArrayElements, GetStringChars and their kin hand out copies (the
// heap may move under native code); each copy is kept here until its
// Release call.
void* lend_buffer(size_t bytes);
// Forgets the copy at `data` (false when it was not lent).
bool return_buffer(const void* data);

// ---- the parts of the function table, one per file ----
void install_reference_functions(JNINativeInterface_& table);  // refs.cpp
void install_class_functions(JNINativeInterface_& table);      // classes.cpp
void install_call_functions(JNINativeInterface_& table);       // calls.cpp
void install_field_functions(JNINativeInterface_& table);      // fields.cpp
void install_string_functions(JNINativeInterface_& table);     // strings.cpp
void install_array_functions(JNINativeInterface_& table);      // arrays.cpp
void install_native_functions(JNINativeInterface_& table);     // native_methods.cpp

// A new instance of `klass` (initialized first), or null with
// InstantiationException (abstract classes, interfaces, arrays) or the
// initialization's or allocation's exception pending.
Object* instantiate(Thread* thread, Class* klass);

// The class loader FindClass uses: that of the native method's class, the
// loading class's during JNI_OnLoad, the system loader elsewhere.
ClassLoader* calling_loader(Thread* thread);

// The address of `symbol` in the first library loaded by System.load or
// System.loadLibrary that defines it (libraries.cpp), or null.
void* find_library_symbol(const std::string& symbol);

// The JNI versions this VM offers; 1.1 only where HotSpot accepts it
// (GetEnv, JNI_OnLoad, not AttachCurrentThread's arguments).
bool is_supported_version(jint version, bool with_1_1);

}  // namespace loupe::vm::jni
