// The JNI state every VM thread carries (vm::Thread::jni): its JNIEnv and
// the bookkeeping of its local references. Kept apart from jni_env.h so that
// thread.h can embed it without pulling in the rest of JNI.
#pragma once

#include <jni.h>

#include <cstddef>
#include <vector>

namespace loupe::vm {
class Thread;
class ClassLoader;
}  // namespace loupe::vm

namespace loupe::vm::jni {

struct ThreadJni {
  // First, so that the JNIEnv* handed to native code is the address of this
  // struct and thread_of() needs no lookup.
  JNIEnv_ env;
  Thread* thread;
  // Handle-area tops saved by PushLocalFrame, innermost last.
  std::vector<size_t> local_frames;
  // Set while a library's JNI_OnLoad runs: FindClass then uses this loader
  // (the spec's "class loader of the class that loaded the library").
  ClassLoader* library_loader = nullptr;

  explicit ThreadJni(Thread* owner);
  ThreadJni(const ThreadJni&) = delete;
  ThreadJni& operator=(const ThreadJni&) = delete;
};

}  // namespace loupe::vm::jni
