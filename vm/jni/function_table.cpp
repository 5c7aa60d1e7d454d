// The JNI function table. Every slot is first set to a stub of the slot's
// own type that names the function and aborts; each concept's file then
// installs what it implements, assigning slots by member name, so that the
// order of jni.h's struct is right by construction and no slot is ever null.
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "vm/jni/jni_internal.h"

namespace loupe::vm::jni {

namespace {

// Every function of JNINativeInterface_ (JDK 17), the typed families built
// from the type lists. LOUPE_SLOT is defined by each user.
#define LOUPE_CALL_SLOTS(Name, jtype, basic)                                                             \
  LOUPE_SLOT(Call##Name##Method) LOUPE_SLOT(Call##Name##MethodV) LOUPE_SLOT(Call##Name##MethodA)         \
  LOUPE_SLOT(CallNonvirtual##Name##Method) LOUPE_SLOT(CallNonvirtual##Name##MethodV)                      \
  LOUPE_SLOT(CallNonvirtual##Name##MethodA) LOUPE_SLOT(CallStatic##Name##Method)                          \
  LOUPE_SLOT(CallStatic##Name##MethodV) LOUPE_SLOT(CallStatic##Name##MethodA)
#define LOUPE_FIELD_SLOTS(Name, jtype, basic)                                                           \
  LOUPE_SLOT(Get##Name##Field) LOUPE_SLOT(Set##Name##Field) LOUPE_SLOT(GetStatic##Name##Field)          \
  LOUPE_SLOT(SetStatic##Name##Field)
#define LOUPE_ARRAY_SLOTS(Name, jtype, basic)                                                           \
  LOUPE_SLOT(New##Name##Array) LOUPE_SLOT(Get##Name##ArrayElements) LOUPE_SLOT(Release##Name##ArrayElements) \
  LOUPE_SLOT(Get##Name##ArrayRegion) LOUPE_SLOT(Set##Name##ArrayRegion)

#define LOUPE_JNI_FUNCTIONS                                                                              \
  LOUPE_SLOT(GetVersion) LOUPE_SLOT(DefineClass) LOUPE_SLOT(FindClass) LOUPE_SLOT(FromReflectedMethod)   \
  LOUPE_SLOT(FromReflectedField) LOUPE_SLOT(ToReflectedMethod) LOUPE_SLOT(GetSuperclass)                 \
  LOUPE_SLOT(IsAssignableFrom) LOUPE_SLOT(ToReflectedField) LOUPE_SLOT(Throw) LOUPE_SLOT(ThrowNew)       \
  LOUPE_SLOT(ExceptionOccurred) LOUPE_SLOT(ExceptionDescribe) LOUPE_SLOT(ExceptionClear)                 \
  LOUPE_SLOT(FatalError) LOUPE_SLOT(PushLocalFrame) LOUPE_SLOT(PopLocalFrame) LOUPE_SLOT(NewGlobalRef)   \
  LOUPE_SLOT(DeleteGlobalRef) LOUPE_SLOT(DeleteLocalRef) LOUPE_SLOT(IsSameObject) LOUPE_SLOT(NewLocalRef) \
  LOUPE_SLOT(EnsureLocalCapacity) LOUPE_SLOT(AllocObject) LOUPE_SLOT(NewObject) LOUPE_SLOT(NewObjectV)   \
  LOUPE_SLOT(NewObjectA) LOUPE_SLOT(GetObjectClass) LOUPE_SLOT(IsInstanceOf) LOUPE_SLOT(GetMethodID)     \
  LOUPE_SLOT(GetFieldID) LOUPE_SLOT(GetStaticMethodID) LOUPE_SLOT(GetStaticFieldID) LOUPE_SLOT(NewString) \
  LOUPE_SLOT(GetStringLength) LOUPE_SLOT(GetStringChars) LOUPE_SLOT(ReleaseStringChars)                  \
  LOUPE_SLOT(NewStringUTF) LOUPE_SLOT(GetStringUTFLength) LOUPE_SLOT(GetStringUTFChars)                  \
  LOUPE_SLOT(ReleaseStringUTFChars) LOUPE_SLOT(GetArrayLength) LOUPE_SLOT(NewObjectArray)                \
  LOUPE_SLOT(GetObjectArrayElement) LOUPE_SLOT(SetObjectArrayElement) LOUPE_SLOT(RegisterNatives)        \
  LOUPE_SLOT(UnregisterNatives) LOUPE_SLOT(MonitorEnter) LOUPE_SLOT(MonitorExit) LOUPE_SLOT(GetJavaVM)   \
  LOUPE_SLOT(GetStringRegion) LOUPE_SLOT(GetStringUTFRegion) LOUPE_SLOT(GetPrimitiveArrayCritical)       \
  LOUPE_SLOT(ReleasePrimitiveArrayCritical) LOUPE_SLOT(GetStringCritical) LOUPE_SLOT(ReleaseStringCritical) \
  LOUPE_SLOT(NewWeakGlobalRef) LOUPE_SLOT(DeleteWeakGlobalRef) LOUPE_SLOT(ExceptionCheck)                \
  LOUPE_SLOT(NewDirectByteBuffer) LOUPE_SLOT(GetDirectBufferAddress) LOUPE_SLOT(GetDirectBufferCapacity) \
  LOUPE_SLOT(GetObjectRefType) LOUPE_SLOT(GetModule)                                                     \
  LOUPE_JNI_VALUE_TYPES(LOUPE_CALL_SLOTS) LOUPE_CALL_SLOTS(Void, void, BasicType::kVoid)                 \
  LOUPE_JNI_VALUE_TYPES(LOUPE_FIELD_SLOTS) LOUPE_JNI_PRIMITIVE_TYPES(LOUPE_ARRAY_SLOTS)

#define LOUPE_SLOT(name) +1
constexpr size_t kFunctionCount = 0 LOUPE_JNI_FUNCTIONS;
#undef LOUPE_SLOT
// Four reserved pointers, then one slot per function: a function jni.h has
// and the list above lacks would make the sizes differ.
static_assert(sizeof(JNINativeInterface_) == (4 + kFunctionCount) * sizeof(void*));

[[noreturn]] void not_implemented(const char* name) {
  std::fflush(stdout);
  std::fprintf(stderr, "Loupe: JNI function %s is not implemented\n", name);
  std::abort();
}

template <size_t N>
struct SlotName {
  char text[N];
  consteval SlotName(const char (&name)[N]) { std::copy_n(name, N, text); }
};

// A stub with exactly the slot's signature (C varargs included), so that a
// call through the slot is well-defined up to the abort.
template <SlotName Name, typename Fn>
struct Unimplemented;
template <SlotName Name, typename R, typename... A>
struct Unimplemented<Name, R(JNICALL*)(A...)> {
  static R JNICALL call(A...) { not_implemented(Name.text); }
};
template <SlotName Name, typename R, typename... A>
struct Unimplemented<Name, R(JNICALL*)(A..., ...)> {
  static R JNICALL call(A..., ...) { not_implemented(Name.text); }
};

JNINativeInterface_ build_table() {
  JNINativeInterface_ table{};  // reserved0..3 stay null, as the specification asks
#define LOUPE_SLOT(name) table.name = Unimplemented<#name, decltype(table.name)>::call;
  LOUPE_JNI_FUNCTIONS
#undef LOUPE_SLOT
  install_reference_functions(table);
  install_class_functions(table);
  install_call_functions(table);
  install_field_functions(table);
  install_string_functions(table);
  install_array_functions(table);
  install_native_functions(table);
  return table;
}

}  // namespace

const JNINativeInterface_& function_table() {
  static const JNINativeInterface_ table = build_table();
  return table;
}

}  // namespace loupe::vm::jni
