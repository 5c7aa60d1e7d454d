// JNI on a running VM, called as VM code would (the test thread is the VM's
// main thread, running): references across collections, local frames,
// strings in modified UTF-8, exceptions, and the thread-state switch.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "test/unit/runtime/vm_fixture.h"
#include "vm/jni/jni_env.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

using namespace loupe::vm;
using loupe::test::java_string;
using loupe::test::take_exception;
using loupe::test::vm_thread;

namespace {

void collect() { the_vm().heap->collect(loupe::gc::GcCause::kExplicit); }

}  // namespace

TEST_CASE("local, global and weak global references follow their objects", "[jni]") {
  Thread* t = vm_thread();
  JNIEnv* env = jni::env_of(t);
  REQUIRE(jni::thread_of(env) == t);
  jni::LocalRefScope scope(t);
  jstring local = env->NewStringUTF("held");
  jobject global = env->NewGlobalRef(local);
  jweak weak = env->NewWeakGlobalRef(local);
  CHECK(env->GetObjectRefType(local) == JNILocalRefType);
  CHECK(env->GetObjectRefType(global) == JNIGlobalRefType);
  CHECK(env->GetObjectRefType(weak) == JNIWeakGlobalRefType);
  CHECK(env->GetObjectRefType(nullptr) == JNIInvalidRefType);
  collect();
  CHECK(java_string(jni::resolve(global)) == "held");
  CHECK(env->IsSameObject(global, weak));
  CHECK(env->IsSameObject(local, weak));

  env->DeleteLocalRef(local);
  collect();
  CHECK(java_string(jni::resolve(weak)) == "held");  // the global reference keeps it
  env->DeleteGlobalRef(global);
  collect();
  CHECK(env->IsSameObject(weak, nullptr));
  CHECK(env->NewLocalRef(weak) == nullptr);
  env->DeleteWeakGlobalRef(weak);
}

TEST_CASE("local references are released with their frame and scope", "[jni]") {
  Thread* t = vm_thread();
  JNIEnv* env = jni::env_of(t);
  size_t top = t->handles.top();
  {
    jni::LocalRefScope scope(t);
    REQUIRE(env->PushLocalFrame(8) == JNI_OK);
    for (int i = 0; i < 1000; ++i) env->NewStringUTF("temporary");
    jstring kept = env->NewStringUTF("kept");
    auto result = static_cast<jstring>(env->PopLocalFrame(kept));
    CHECK(t->handles.top() == top + 1);
    CHECK(java_string(jni::resolve(result)) == "kept");
    REQUIRE(env->PushLocalFrame(1) == JNI_OK);  // left pushed: the scope pops it
    env->NewStringUTF("forgotten");
  }
  CHECK(t->handles.top() == top);
  CHECK(t->jni.local_frames.empty());
  CHECK(env->PushLocalFrame(-1) == JNI_ERR);
}

TEST_CASE("strings cross JNI in modified UTF-8 and UTF-16", "[jni]") {
  Thread* t = vm_thread();
  JNIEnv* env = jni::env_of(t);
  jni::LocalRefScope scope(t);
  // "é", U+0000 as C0 80, U+1F600 as two three-byte surrogates.
  const char* mutf8 = "\xc3\xa9\xc0\x80\xed\xa0\xbd\xed\xb8\x80";
  jstring s = env->NewStringUTF(mutf8);
  CHECK(env->GetStringLength(s) == 4);
  CHECK(env->GetStringUTFLength(s) == static_cast<jsize>(std::strlen(mutf8)));
  jboolean is_copy = JNI_FALSE;
  const char* bytes = env->GetStringUTFChars(s, &is_copy);
  CHECK(is_copy == JNI_TRUE);
  CHECK(std::string(bytes) == mutf8);
  env->ReleaseStringUTFChars(s, bytes);
  const jchar* chars = env->GetStringChars(s, nullptr);
  CHECK(chars[0] == 0xe9);
  CHECK(chars[1] == 0);
  CHECK(chars[2] == 0xd83d);
  CHECK(chars[3] == 0xde00);
  CHECK(chars[4] == 0);  // NUL-terminated, as HotSpot's copies are
  env->ReleaseStringChars(s, chars);
  char region[8];
  env->GetStringUTFRegion(s, 1, 1, region);
  CHECK(std::string(region) == "\xc0\x80");
  env->GetStringUTFRegion(s, 3, 2, region);
  CHECK(take_exception().class_name == "java.lang.StringIndexOutOfBoundsException");
}

TEST_CASE("exceptions thrown and cleared through JNI", "[jni]") {
  Thread* t = vm_thread();
  JNIEnv* env = jni::env_of(t);
  jni::LocalRefScope scope(t);
  jclass cls = env->FindClass("java/lang/IllegalStateException");
  REQUIRE(cls != nullptr);
  CHECK(env->ThrowNew(cls, "from a test") == JNI_OK);
  CHECK(env->ExceptionCheck());
  jthrowable e = env->ExceptionOccurred();
  env->ExceptionClear();
  CHECK_FALSE(env->ExceptionCheck());
  CHECK(env->Throw(e) == JNI_OK);
  auto thrown = take_exception();
  CHECK(thrown.class_name == "java.lang.IllegalStateException");
  CHECK(thrown.message == "from a test");
  CHECK(env->FindClass("no/such/Class") == nullptr);
  CHECK(take_exception().class_name == "java.lang.NoClassDefFoundError");
}

TEST_CASE("a JNI function called in native state runs as a VM thread and returns to native", "[jni]") {
  Thread* t = vm_thread();
  JNIEnv* env = jni::env_of(t);
  jni::LocalRefScope scope(t);
  threads::enter_safe(t);
  jstring s = env->NewStringUTF("from native");
  CHECK(t->state.load() == ThreadState::kSafe);
  {
    jni::ThreadInVm outer(t);
    CHECK(t->state.load() == ThreadState::kRunning);
    {
      jni::ThreadInVm inner(t);  // nests: already running
      CHECK(env->GetStringLength(s) == 11);
    }
    CHECK(t->state.load() == ThreadState::kRunning);
  }
  CHECK(t->state.load() == ThreadState::kSafe);
  threads::leave_safe(t);
  CHECK(t->state.load() == ThreadState::kRunning);
}

TEST_CASE("the JavaVM hands out the thread's own JNIEnv", "[jni]") {
  Thread* t = vm_thread();
  JavaVM* vm = jni::java_vm();
  JavaVM* from_env = nullptr;
  CHECK(jni::env_of(t)->GetJavaVM(&from_env) == JNI_OK);
  CHECK(from_env == vm);
  void* env = nullptr;
  CHECK(vm->GetEnv(&env, JNI_VERSION_1_1) == JNI_OK);
  CHECK(env == jni::env_of(t));
  CHECK(vm->GetEnv(&env, JNI_VERSION_10) == JNI_OK);
  CHECK(vm->GetEnv(&env, 0x00020000) == JNI_EVERSION);
  CHECK(env == nullptr);
  CHECK(vm->AttachCurrentThread(&env, nullptr) == JNI_OK);  // already attached: the same env
  CHECK(env == jni::env_of(t));
}
