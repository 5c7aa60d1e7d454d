// The CLASS_LOAD_HOOK test agent (test/agents/classhook, issue 4).
//
// Every class passes through the hook. The agent reads the class's name
// from its bytes (this_class, through the constant pool); for Greeting it
// rewrites "bipush 41; ireturn" (0x10 0x29 0xAC), the whole code of
// answer(), to "bipush 42; ireturn", so the program prints 42 instead of 41.
// The sequence must occur exactly once after the constant pool, or the
// class is left alone and the failure reported. Other classes go back
// unchanged. Either way the VM gets a copy made with malloc_f, as the
// specification asks (the VM frees it).
//
// Lines on stderr: "classhook: patched Greeting at offset N", a FAIL line
// for anything wrong, and at JVM_SHUT_DOWN "classhook: done hooks=N
// patched=N failures=N" (test/agents/jvmpi_cases.py checks them).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;

std::mutex g_lock;  // guards the counts; classes may load on several threads
long g_hooks = 0, g_patched = 0, g_failures = 0;

void count_failure(const char* what, const std::string& name) {
  fprintf(stderr, "classhook: FAIL %s (class %s)\n", what, name.c_str());
  std::lock_guard<std::mutex> guard(g_lock);
  ++g_failures;
}

// A class file's name and the offset where its constant pool ends, read
// just far enough (JVM specification §4.1, §4.4). False if malformed.
bool class_name(const unsigned char* data, size_t size, std::string* name, size_t* pool_end) {
  size_t pos = 8;  // magic, minor, major
  auto u1 = [&](size_t at) -> unsigned { return at < size ? data[at] : 0; };
  auto u2 = [&](size_t at) -> unsigned { return (u1(at) << 8) | u1(at + 1); };
  if (size < 10 || u2(0) != 0xCAFE || u2(2) != 0xBABE) return false;
  unsigned count = u2(pos);
  pos += 2;
  // Where each entry starts; a Class entry's name index; a Utf8 entry's text.
  std::vector<size_t> entry(count, 0);
  for (unsigned i = 1; i < count; ++i) {
    if (pos >= size) return false;
    entry[i] = pos;
    switch (data[pos]) {
      case 1: pos += 3 + u2(pos + 1); break;        // Utf8
      case 3: case 4: pos += 5; break;              // Integer, Float
      case 5: case 6: pos += 9; ++i; break;         // Long, Double: two slots
      case 7: case 8: case 16: case 19: case 20: pos += 3; break;  // Class, String, MethodType, Module, Package
      case 9: case 10: case 11: case 12: case 17: case 18: pos += 5; break;  // refs, NameAndType, (Invoke)Dynamic
      case 15: pos += 4; break;                     // MethodHandle
      default: return false;
    }
  }
  if (pos + 6 > size) return false;
  *pool_end = pos;
  unsigned this_class = u2(pos + 2);
  if (this_class == 0 || this_class >= count || u1(entry[this_class]) != 7) return false;
  unsigned name_index = u2(entry[this_class] + 1);
  if (name_index == 0 || name_index >= count || u1(entry[name_index]) != 1) return false;
  size_t at = entry[name_index];
  unsigned length = u2(at + 1);
  if (at + 3 + length > size) return false;
  name->assign(reinterpret_cast<const char*>(data + at + 3), length);
  return true;
}

void on_hook(JVMPI_Event* e) {
  auto& hook = e->u.class_load_hook;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    ++g_hooks;
  }
  // What the VM loads if anything below goes wrong: the class unchanged.
  hook.new_class_data = hook.class_data;
  hook.new_class_data_len = hook.class_data_len;
  if (hook.class_data == nullptr || hook.class_data_len <= 0 || hook.malloc_f == nullptr) {
    count_failure("CLASS_LOAD_HOOK without class bytes or malloc_f", "?");
    return;
  }
  size_t size = static_cast<size_t>(hook.class_data_len);
  std::string name;
  size_t pool_end = 0;
  if (!class_name(hook.class_data, size, &name, &pool_end)) {
    count_failure("class bytes the agent cannot read", "?");
    return;
  }
  auto* copy = static_cast<unsigned char*>(hook.malloc_f(static_cast<unsigned int>(size)));
  if (copy == nullptr) {
    count_failure("malloc_f returned NULL", name);
    return;
  }
  memcpy(copy, hook.class_data, size);
  if (name == "Greeting") {
    static const unsigned char kReturn41[] = {0x10, 0x29, 0xAC};  // bipush 41; ireturn
    size_t found = 0, at = 0;
    for (size_t i = pool_end; i + sizeof kReturn41 <= size; ++i) {
      if (memcmp(copy + i, kReturn41, sizeof kReturn41) == 0) {
        ++found;
        at = i;
      }
    }
    if (found != 1) {
      count_failure(found == 0 ? "no bipush 41; ireturn in Greeting" : "bipush 41; ireturn more than once in Greeting", name);
    } else {
      copy[at + 1] = 42;
      fprintf(stderr, "classhook: patched Greeting at offset %zu\n", at);
      std::lock_guard<std::mutex> guard(g_lock);
      ++g_patched;
    }
  }
  hook.new_class_data = copy;
  hook.new_class_data_len = hook.class_data_len;
}

void notify(JVMPI_Event* e) {
  switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD_HOOK:
      on_hook(e);
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
      std::lock_guard<std::mutex> guard(g_lock);
      fprintf(stderr, "classhook: done hooks=%ld patched=%ld failures=%ld\n", g_hooks, g_patched, g_failures);
      break;
    }
    default:
      break;
  }
}

// JNI works in JVM_OnLoad, as it did in HotSpot 1.2-1.4 (agents such as
// JCov look classes up there): java.lang is initialised by then.
void use_jni_in_on_load(JavaVM* vm) {
  JNIEnv* env = nullptr;
  if (vm->GetEnv(reinterpret_cast<void**>(&env), JNI_VERSION_1_2) != JNI_OK || env == nullptr) {
    fprintf(stderr, "classhook: FAIL GetEnv(JNI_VERSION_1_2) in JVM_OnLoad\n");
    return;
  }
  jclass integer = env->FindClass("java/lang/Integer");
  jmethodID to_string = integer ? env->GetStaticMethodID(integer, "toString", "(I)Ljava/lang/String;") : nullptr;
  auto text = to_string ? static_cast<jstring>(env->CallStaticObjectMethod(integer, to_string, 42)) : nullptr;
  const char* chars = text ? env->GetStringUTFChars(text, nullptr) : nullptr;
  if (chars == nullptr || env->ExceptionCheck()) {
    fprintf(stderr, "classhook: FAIL JNI in JVM_OnLoad (class %p, method %p, result %p)\n", static_cast<void*>(integer),
            static_cast<void*>(to_string), static_cast<void*>(text));
    return;
  }
  fprintf(stderr, "classhook: jni in JVM_OnLoad Integer.toString(42)=%s\n", chars);
  env->ReleaseStringUTFChars(text, chars);
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  use_jni_in_on_load(vm);
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "classhook: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  if (g_jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD_HOOK, nullptr) != JVMPI_SUCCESS ||
      g_jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, nullptr) != JVMPI_SUCCESS) {
    fprintf(stderr, "classhook: EnableEvent failed\n");
    return JNI_ERR;
  }
  return JNI_OK;
}
