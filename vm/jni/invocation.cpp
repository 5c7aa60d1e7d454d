// The invocation interface: the one JavaVM, GetEnv (JNI versions, and the
// JVMPI versions answered by jvmpi/), attaching and detaching OS threads,
// DestroyJavaVM.
#include "jvmpi/profiler.h"
#include "vm/jni/jni_internal.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/java_threads.h"
#include "vm/vm.h"

namespace loupe::vm::jni {

namespace {

// Bit 28 marks a profiler interface version (JVMPI_VERSION_1 is 0x10000001).
constexpr jint kProfilerVersionBit = 0x10000000;

// The process is the VM: destroying it waits for the non-daemon threads,
// runs the shutdown hooks and exits, as the launcher's own end does.
jint JNICALL DestroyJavaVM(JavaVM*) {
  Thread* t = Thread::current();
  if (t == nullptr) return JNI_EDETACHED;
  ThreadInVm in_vm(t);
  destroy_vm_and_exit(0);
}

jint attach(void** penv, void* args, bool daemon) {
  if (Thread* t = Thread::current()) {
    *penv = env_of(t);
    return JNI_OK;
  }
  auto* attach_args = static_cast<JavaVMAttachArgs*>(args);
  if (attach_args != nullptr && !is_supported_version(attach_args->version, false)) return JNI_EVERSION;
  if (!the_vm().started) return JNI_ERR;
  Thread* t = attach_current_thread(attach_args != nullptr ? attach_args->name : nullptr, daemon);
  if (t == nullptr) return JNI_ERR;
  *penv = env_of(t);
  return JNI_OK;
}

jint JNICALL AttachCurrentThread(JavaVM*, void** penv, void* args) { return attach(penv, args, false); }

jint JNICALL AttachCurrentThreadAsDaemon(JavaVM*, void** penv, void* args) { return attach(penv, args, true); }

// A thread still running Java code (a native method's) cannot detach.
jint JNICALL DetachCurrentThread(JavaVM*) {
  Thread* t = Thread::current();
  if (t == nullptr) return JNI_OK;
  if (t->top_frame != nullptr) return JNI_ERR;
  detach_current_thread(t);
  return JNI_OK;
}

jint JNICALL GetEnv(JavaVM*, void** penv, jint version) {
  if ((version & kProfilerVersionBit) != 0) return jvmpi::get_interface(version, penv);
  Thread* t = Thread::current();
  *penv = nullptr;
  if (t == nullptr) return JNI_EDETACHED;
  if (!is_supported_version(version, true)) return JNI_EVERSION;
  *penv = env_of(t);
  return JNI_OK;
}

const JNIInvokeInterface_ kInvokeInterface = {
    .reserved0 = nullptr,
    .reserved1 = nullptr,
    .reserved2 = nullptr,
    .DestroyJavaVM = DestroyJavaVM,
    .AttachCurrentThread = AttachCurrentThread,
    .DetachCurrentThread = DetachCurrentThread,
    .GetEnv = GetEnv,
    .AttachCurrentThreadAsDaemon = AttachCurrentThreadAsDaemon,
};

}  // namespace

JavaVM* java_vm() {
  static JavaVM_ vm{&kInvokeInterface};
  return &vm;
}

}  // namespace loupe::vm::jni
