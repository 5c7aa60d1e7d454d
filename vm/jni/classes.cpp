// JNI functions on classes, objects, exceptions and monitors: FindClass and
// its class loader, type tests, Throw and its kin, MonitorEnter/Exit.
#include <cstdio>
#include <cstdlib>

#include "interp/frame.h"
#include "interp/interp.h"
#include "vm/base/mutf8.h"
#include "vm/jni/jni_internal.h"
#include "vm/natives/natives.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/monitor.h"

namespace loupe::vm::jni {

ClassLoader* calling_loader(Thread* thread) {
  if (thread->jni.library_loader != nullptr) return thread->jni.library_loader;
  if (thread->top_frame != nullptr) return thread->top_frame->method->holder->loader;
  Vm& vm = the_vm();
  return vm.app_loader != nullptr ? vm.app_loader : vm.boot_loader;
}

bool is_supported_version(jint version, bool with_1_1) {
  switch (version) {
    case JNI_VERSION_1_1: return with_1_1;
    case JNI_VERSION_1_2: case JNI_VERSION_1_4: case JNI_VERSION_1_6: case JNI_VERSION_1_8:
    case JNI_VERSION_9: case JNI_VERSION_10:
      return true;
    default:
      return false;
  }
}

Object* instantiate(Thread* thread, Class* klass) {
  // HotSpot's wording: InstantiationException naming the class.
  if (klass->is_interface() || klass->is_abstract() || klass->is_array || klass->is_primitive) {
    throw_new(thread, "java/lang/InstantiationException", klass->external_name());
    return nullptr;
  }
  if (!ensure_initialized(thread, klass)) return nullptr;
  return new_instance(thread, klass);
}

namespace {

jint JNICALL GetVersion(JNIEnv*) { return JNI_VERSION_10; }  // what JDK 17 answers

jclass JNICALL FindClass(JNIEnv* env, const char* name) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  if (name == nullptr) {
    throw_new(t, "java/lang/NoClassDefFoundError", std::nullopt);
    return nullptr;
  }
  Class* klass = calling_loader(t)->load(t, intern_symbol(name));
  if (klass == nullptr || !ensure_initialized(t, klass)) return nullptr;
  return local_mirror(t, klass);
}

// Defines the class in `loader` (the bootstrap loader when null), as
// ClassLoader.defineClass does; `name` ("a/b/C") may be null.
jclass JNICALL DefineClass(JNIEnv* env, const char* name, jobject loader, const jbyte* buf, jsize len) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  if (buf == nullptr || len < 0) {
    throw_new(t, "java/lang/ClassFormatError", "Truncated class file");
    return nullptr;
  }
  ClassLoader* target = loader != nullptr ? loader_for_object(t, resolve(loader)) : the_vm().boot_loader;
  const Symbol* expected = name != nullptr ? intern_symbol(name) : nullptr;
  const auto* bytes = reinterpret_cast<const uint8_t*>(buf);
  Class* klass = target->define_from_java(t, expected, std::vector<uint8_t>(bytes, bytes + len), "__JVM_DefineClass__");
  return klass != nullptr ? local_mirror(t, klass) : nullptr;
}

jclass JNICALL GetSuperclass(JNIEnv* env, jclass clazz) {
  JniEntry entry(env);
  Class* klass = class_of_ref(clazz);
  if (klass->is_interface() || klass->is_primitive || klass->super == nullptr) return nullptr;
  return local_mirror(entry.thread, klass->super);
}

jboolean JNICALL IsAssignableFrom(JNIEnv* env, jclass from, jclass to) {
  JniEntry entry(env);
  Class* a = class_of_ref(from);
  Class* b = class_of_ref(to);
  bool assignable = a->is_primitive || b->is_primitive ? a == b : a->is_subtype_of(b);
  return assignable ? JNI_TRUE : JNI_FALSE;
}

jobject JNICALL AllocObject(JNIEnv* env, jclass clazz) {
  JniEntry entry(env);
  return new_local_ref(entry.thread, instantiate(entry.thread, class_of_ref(clazz)));
}

jclass JNICALL GetObjectClass(JNIEnv* env, jobject obj) {
  JniEntry entry(env);
  return local_mirror(entry.thread, class_of(resolve(obj)));
}

jboolean JNICALL IsInstanceOf(JNIEnv* env, jobject obj, jclass clazz) {
  JniEntry entry(env);
  Object* o = resolve(obj);
  return o == nullptr || class_of(o)->is_subtype_of(class_of_ref(clazz)) ? JNI_TRUE : JNI_FALSE;
}

// ---- exceptions ----

jint JNICALL Throw(JNIEnv* env, jthrowable obj) {
  JniEntry entry(env);
  Object* exception = resolve(obj);
  if (exception == nullptr) return JNI_ERR;
  entry.thread->pending_exception = exception;
  return JNI_OK;
}

// As HotSpot: the (String) constructor with the message, or the no-argument
// one when the message is null.
jint JNICALL ThrowNew(JNIEnv* env, jclass clazz, const char* message) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  t->pending_exception = nullptr;  // replaced by the new one; the constructor must not see it
  HandleScope scope(t);
  Class* klass = class_of_ref(clazz);
  Method* ctor = klass->find_declared_method(sym::init, intern_symbol(message ? "(Ljava/lang/String;)V" : "()V"));
  if (ctor == nullptr) {
    throw_new(t, "java/lang/NoSuchMethodError", "<init>");
    return JNI_ERR;
  }
  Handle<> text;
  if (message != nullptr) {
    Object* s = new_string_from_mutf8(t, message);
    if (s == nullptr) return JNI_ERR;
    text = scope.make(s);
  }
  Object* exception = instantiate(t, klass);
  if (exception == nullptr) return JNI_ERR;
  Handle<> thrown = scope.make(exception);
  Slot args[2];
  args[0].ref = thrown.get();
  args[1].ref = text.get();
  interp::call(t, ctor, args, message ? 2 : 1);
  if (has_pending_exception(t)) return JNI_ERR;  // the constructor's exception is thrown instead
  t->pending_exception = thrown.get();
  return JNI_OK;
}

jthrowable JNICALL ExceptionOccurred(JNIEnv* env) {
  JniEntry entry(env);
  return static_cast<jthrowable>(new_local_ref(entry.thread, entry.thread->pending_exception));
}

jboolean JNICALL ExceptionCheck(JNIEnv* env) {
  JniEntry entry(env);
  return entry.thread->pending_exception != nullptr ? JNI_TRUE : JNI_FALSE;
}

void JNICALL ExceptionClear(JNIEnv* env) {
  JniEntry entry(env);
  entry.thread->pending_exception = nullptr;
}

// As HotSpot: the thread's name, then the exception's printStackTrace();
// the exception is cleared.
void JNICALL ExceptionDescribe(JNIEnv* env) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  if (t->pending_exception == nullptr) return;
  HandleScope scope(t);
  Handle<> exception = scope.make(t->pending_exception);
  t->pending_exception = nullptr;
  if (t->java_thread != nullptr) {
    Object* name = get_field<Object*>(t->java_thread, the_vm().fields.thread_name);
    std::fflush(stdout);
    std::fprintf(stderr, "Exception in thread \"%s\" ", name ? string_to_utf8(name).c_str() : "");
  }
  Method* print = class_of(exception.get())->find_method_in_hierarchy(intern_symbol("printStackTrace"), sym::void_sig);
  if (print != nullptr) {
    Slot receiver;
    receiver.ref = exception.get();
    interp::call(t, print, &receiver, 1);
  }
  t->pending_exception = nullptr;
}

void JNICALL FatalError(JNIEnv*, const char* message) {
  std::fflush(stdout);
  std::fprintf(stderr, "FATAL ERROR in native method: %s\n", message ? message : "");
  std::abort();
}

// ---- monitors ----

jint JNICALL MonitorEnter(JNIEnv* env, jobject obj) {
  JniEntry entry(env);
  Object* o = resolve(obj);
  if (o == nullptr) {
    throw_new(entry.thread, "java/lang/NullPointerException", std::nullopt);
    return JNI_ERR;
  }
  monitor_enter(entry.thread, o);
  return JNI_OK;
}

jint JNICALL MonitorExit(JNIEnv* env, jobject obj) {
  JniEntry entry(env);
  Object* o = resolve(obj);
  if (o == nullptr) {
    throw_new(entry.thread, "java/lang/NullPointerException", std::nullopt);
    return JNI_ERR;
  }
  return monitor_exit(entry.thread, o) ? JNI_OK : JNI_ERR;
}

jint JNICALL GetJavaVM(JNIEnv*, JavaVM** vm) {
  *vm = java_vm();
  return JNI_OK;
}

// ---- reflection ----

// A java.lang.reflect.Method or Constructor: both keep the VM method in
// Executable.vmMethod.
jmethodID JNICALL FromReflectedMethod(JNIEnv* env, jobject method) {
  JniEntry entry(env);
  Object* m = resolve(method);
  Vm& vm = the_vm();
  if (m == nullptr || class_of(m)->super != vm.classes.constructor->super) return nullptr;
  return method_id(reinterpret_cast<Method*>(get_field<int64_t>(m, vm.fields.constructor_vm_method)));
}

jfieldID JNICALL FromReflectedField(JNIEnv* env, jobject field) {
  JniEntry entry(env);
  Field* f = reflected_field_of(resolve(field));
  return f != nullptr ? field_id(f) : nullptr;
}

jobject JNICALL ToReflectedMethod(JNIEnv* env, jclass, jmethodID method, jboolean) {
  JniEntry entry(env);
  Object* reflected = reflect_method(entry.thread, reinterpret_cast<Method*>(method));
  return reflected != nullptr ? new_local_ref(entry.thread, reflected) : nullptr;
}

jobject JNICALL ToReflectedField(JNIEnv* env, jclass, jfieldID field, jboolean) {
  JniEntry entry(env);
  Object* reflected = reflect_field(entry.thread, reinterpret_cast<Field*>(field));
  return reflected != nullptr ? new_local_ref(entry.thread, reflected) : nullptr;
}

// ---- direct buffers: the specification lets a VM without them answer so ----

jobject JNICALL NewDirectByteBuffer(JNIEnv*, void*, jlong) { return nullptr; }
void* JNICALL GetDirectBufferAddress(JNIEnv*, jobject) { return nullptr; }
jlong JNICALL GetDirectBufferCapacity(JNIEnv*, jobject) { return -1; }

}  // namespace

void install_class_functions(JNINativeInterface_& t) {
  t.GetVersion = GetVersion;
  t.DefineClass = DefineClass;
  t.FindClass = FindClass;
  t.GetSuperclass = GetSuperclass;
  t.IsAssignableFrom = IsAssignableFrom;
  t.AllocObject = AllocObject;
  t.GetObjectClass = GetObjectClass;
  t.IsInstanceOf = IsInstanceOf;
  t.Throw = Throw;
  t.ThrowNew = ThrowNew;
  t.ExceptionOccurred = ExceptionOccurred;
  t.ExceptionCheck = ExceptionCheck;
  t.ExceptionClear = ExceptionClear;
  t.ExceptionDescribe = ExceptionDescribe;
  t.FatalError = FatalError;
  t.MonitorEnter = MonitorEnter;
  t.MonitorExit = MonitorExit;
  t.GetJavaVM = GetJavaVM;
  t.FromReflectedField = FromReflectedField;
  t.ToReflectedMethod = ToReflectedMethod;
  t.ToReflectedField = ToReflectedField;
  t.FromReflectedMethod = FromReflectedMethod;
  t.NewDirectByteBuffer = NewDirectByteBuffer;
  t.GetDirectBufferAddress = GetDirectBufferAddress;
  t.GetDirectBufferCapacity = GetDirectBufferCapacity;
}

}  // namespace loupe::vm::jni
