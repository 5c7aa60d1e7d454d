// Native methods implemented in C: binding them (RegisterNatives, or the
// Java_<class>_<name>[__<arguments>] symbols of the loaded libraries) and
// calling them through libffi. The call describes the C function once per
// method (an ffi_cif over JNIEnv*, jclass or the receiver, then the
// arguments), passes references as local references, runs the function "in
// native" (kSafe) so that collections proceed without it, and afterwards
// releases every local reference the call made.
#include <ffi.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <string>
#include <vector>

#include "interp/frame.h"
#include "vm/base/mutf8.h"
#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/threads.h"

namespace loupe::vm::jni {

// The libffi description of one native method's C function.
struct NativeCall {
  ffi_cif cif;
  std::vector<ffi_type*> argument_types;
};

std::string mangle(std::string_view mutf8) {
  std::string out;
  for (char16_t c : mutf8_to_utf16(mutf8)) {
    bool alphanumeric = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (alphanumeric) {
      out += static_cast<char>(c);
    } else if (c == '/') {
      out += '_';
    } else if (c == '_') {
      out += "_1";
    } else if (c == ';') {
      out += "_2";
    } else if (c == '[') {
      out += "_3";
    } else {
      char escape[8];
      std::snprintf(escape, sizeof escape, "_0%04x", static_cast<unsigned>(c));
      out += escape;
    }
  }
  return out;
}

NativeFunction link_native(Method* method) {
  if (method->native.jni_entry.load(std::memory_order_acquire) != nullptr) return call_jni_native;  // RegisterNatives
  std::string short_name = "Java_" + mangle(method->holder->name->view()) + "_" + mangle(method->name->view());
  void* entry = find_library_symbol(short_name);
  if (entry == nullptr) {
    std::string_view descriptor = method->descriptor->view();
    std::string_view arguments = descriptor.substr(1, descriptor.find(')') - 1);
    entry = find_library_symbol(short_name + "__" + mangle(arguments));
  }
  if (entry == nullptr) return nullptr;
  method->native.jni_entry.store(entry, std::memory_order_release);
  return call_jni_native;
}

namespace {

ffi_type* ffi_type_of(BasicType type) {
  switch (type) {
    case BasicType::kBoolean: return &ffi_type_uint8;
    case BasicType::kByte: return &ffi_type_sint8;
    case BasicType::kChar: return &ffi_type_uint16;
    case BasicType::kShort: return &ffi_type_sint16;
    case BasicType::kInt: return &ffi_type_sint32;
    case BasicType::kLong: return &ffi_type_sint64;
    case BasicType::kFloat: return &ffi_type_float;
    case BasicType::kDouble: return &ffi_type_double;
    case BasicType::kVoid: return &ffi_type_void;
    default: return &ffi_type_pointer;
  }
}

// Built on a method's first call and kept for the life of the VM (methods
// are never unloaded), in a deque so that the cifs never move.
const NativeCall& native_call_of(Method* method) {
  if (const NativeCall* call = method->native.jni_call.load(std::memory_order_acquire)) return *call;
  static std::mutex lock;
  static std::deque<NativeCall> calls;
  std::lock_guard<std::mutex> guard(lock);
  if (const NativeCall* call = method->native.jni_call.load(std::memory_order_relaxed)) return *call;
  NativeCall& call = calls.emplace_back();
  call.argument_types = {&ffi_type_pointer, &ffi_type_pointer};  // JNIEnv*, then jclass or the receiver
  for (BasicType type : method->parameter_types) call.argument_types.push_back(ffi_type_of(type));
  if (ffi_prep_cif(&call.cif, FFI_DEFAULT_ABI, static_cast<unsigned>(call.argument_types.size()),
                   ffi_type_of(method->return_type), call.argument_types.data()) != FFI_OK) {
    std::fprintf(stderr, "Loupe: libffi cannot describe the native method %s\n", method->qualified_name().c_str());
    std::abort();
  }
  method->native.jni_call.store(&call, std::memory_order_release);
  return call;
}

// One C argument: the storage libffi reads it from.
union CValue {
  void* pointer;
  jboolean z;
  jbyte b;
  jchar c;
  jshort s;
  jint i;
  jlong j;
  jfloat f;
  jdouble d;
};

// The C function's result; libffi widens integral results to an ffi_arg.
union CResult {
  ffi_arg integral;
  jlong j;
  jfloat f;
  jdouble d;
  void* pointer;
};

Slot result_slot(BasicType type, const CResult& r) {
  Slot s;
  s.bits = 0;
  switch (type) {
    case BasicType::kBoolean: s.i = static_cast<jboolean>(r.integral) != 0 ? 1 : 0; break;  // as HotSpot normalises
    case BasicType::kByte: s.i = static_cast<jbyte>(r.integral); break;
    case BasicType::kChar: s.i = static_cast<jchar>(r.integral); break;
    case BasicType::kShort: s.i = static_cast<jshort>(r.integral); break;
    case BasicType::kInt: s.i = static_cast<jint>(r.integral); break;
    case BasicType::kLong: s.j = r.j; break;
    case BasicType::kFloat: s.f = r.f; break;
    case BasicType::kDouble: s.d = r.d; break;
    case BasicType::kVoid: break;
    default: s.ref = resolve(static_cast<jobject>(r.pointer)); break;
  }
  return s;
}

// The thread runs the C function "in native": kSafe, so that a collection
// need not wait for it (its JNI calls switch back for their duration).
class ThreadInNative {
 public:
  explicit ThreadInNative(Thread* thread)
      : thread_(thread), left_(thread->state.load(std::memory_order_relaxed) == ThreadState::kRunning) {
    if (left_) threads::enter_safe(thread);
  }
  ~ThreadInNative() {
    if (left_) threads::leave_safe(thread_);
  }
  ThreadInNative(const ThreadInNative&) = delete;
  ThreadInNative& operator=(const ThreadInNative&) = delete;

 private:
  Thread* thread_;
  bool left_;
};

}  // namespace

Slot call_jni_native(Thread* thread, Slot* args) {
  Method* method = thread->top_frame->method;  // call_native has pushed the native frame
  void* entry = method->native.jni_entry.load(std::memory_order_acquire);
  if (entry == nullptr) {  // UnregisterNatives ran since the method was bound
    throw_new(thread, "java/lang/UnsatisfiedLinkError", method->external_signature());
    return Slot{};
  }
  const NativeCall& call = native_call_of(method);
  LocalRefScope local_refs(thread);

  std::array<CValue, 258> values;
  std::array<void*, 258> pointers;
  size_t n = 0;
  values[n++].pointer = env_of(thread);
  size_t slot = 0;
  values[n++].pointer = method->is_static() ? new_local_ref(thread, mirror_of(thread, method->holder))
                                            : new_local_ref(thread, args[slot++].ref);
  for (BasicType type : method->parameter_types) {
    CValue& v = values[n++];
    const Slot& a = args[slot];
    switch (type) {
      case BasicType::kBoolean: v.z = static_cast<jboolean>(a.i); break;
      case BasicType::kByte: v.b = static_cast<jbyte>(a.i); break;
      case BasicType::kChar: v.c = static_cast<jchar>(a.i); break;
      case BasicType::kShort: v.s = static_cast<jshort>(a.i); break;
      case BasicType::kInt: v.i = a.i; break;
      case BasicType::kLong: v.j = a.j; break;
      case BasicType::kFloat: v.f = a.f; break;
      case BasicType::kDouble: v.d = a.d; break;
      default: v.pointer = new_local_ref(thread, a.ref); break;
    }
    slot += static_cast<size_t>(slot_count(type));
  }
  for (size_t i = 0; i < n; ++i) pointers[i] = &values[i];

  CResult result{};
  {
    ThreadInNative in_native(thread);
    ffi_call(const_cast<ffi_cif*>(&call.cif), FFI_FN(entry), &result, pointers.data());
  }
  // Resolved before local_refs releases the reference it may be.
  return result_slot(method->return_type, result);
}

namespace {

// "'void Foo.bar(int)'" without the quotes, as HotSpot prints a method it
// did not find; the raw name and signature when the signature is malformed.
std::string describe_method(const Class* klass, const char* name, const char* signature) {
  if (!is_valid_method_descriptor(signature)) return klass->external_name() + "." + name + signature;
  MethodDescriptor md = parse_method_descriptor(signature);
  std::string s = descriptor_to_source_type(md.return_descriptor) + " " + klass->external_name() + "." + name + "(";
  for (size_t i = 0; i < md.parameter_descriptors.size(); ++i) {
    if (i > 0) s += ", ";
    s += descriptor_to_source_type(md.parameter_descriptors[i]);
  }
  return s + ")";
}

jint JNICALL RegisterNatives(JNIEnv* env, jclass clazz, const JNINativeMethod* methods, jint count) {
  JniEntry entry(env);
  Class* klass = class_of_ref(clazz);
  for (jint i = 0; i < count; ++i) {
    const JNINativeMethod& nm = methods[i];
    Method* m = klass->find_method_in_hierarchy(intern_symbol(nm.name), intern_symbol(nm.signature));
    if (m == nullptr || !m->is_native()) {
      throw_new(entry.thread, "java/lang/NoSuchMethodError",
                "Method '" + describe_method(klass, nm.name, nm.signature) +
                    (m == nullptr ? "' name or signature does not match" : "' is not declared as native"));
      return JNI_ERR;
    }
    m->native.jni_entry.store(nm.fnPtr, std::memory_order_release);
    m->native.function.store(call_jni_native, std::memory_order_release);
  }
  return JNI_OK;
}

// Back to unbound: the next call binds again (built-in, library symbol).
jint JNICALL UnregisterNatives(JNIEnv* env, jclass clazz) {
  JniEntry entry(env);
  for (Method& m : class_of_ref(clazz)->methods) {
    if (!m.is_native()) continue;
    m.native.jni_entry.store(nullptr, std::memory_order_release);
    m.native.function.store(nullptr, std::memory_order_release);
  }
  return JNI_OK;
}

}  // namespace

void install_native_functions(JNINativeInterface_& t) {
  t.RegisterNatives = RegisterNatives;
  t.UnregisterNatives = UnregisterNatives;
}

}  // namespace loupe::vm::jni
