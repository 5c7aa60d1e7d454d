// Public face of JNI inside the VM (docs/jni.md): each thread's JNIEnv, the
// one JavaVM, references as native code sees them, and the generic native
// function that runs native methods found in System.load'ed libraries or
// bound by RegisterNatives.
//
// References: a local reference is a slot of the thread's handle area, a
// global one a slot of the VM-wide table below, a weak global one a global
// slot holding a java.lang.ref.WeakReference, its address tagged with the low
// bit. All are GC roots, so the collector updates the slots when it moves
// objects; native code holds only their addresses.
#pragma once

#include <jni.h>

#include "gc/vm_interface.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm::jni {

JNIEnv* env_of(Thread* thread);
Thread* thread_of(JNIEnv* env);
JavaVM* java_vm();

// These four change what the collector scans: call them while the thread
// runs as a VM thread (kRunning, e.g. inside a ThreadInVm).
//
// A local reference in the thread's handle area (null object → nullptr).
// Released when the native method that made it returns (or its local frame
// is popped); made elsewhere (agent code, attached threads) it lives until
// the enclosing LocalRefScope ends.
jobject new_local_ref(Thread* thread, gc::Object* obj);
// The object a local, global or weak global reference names (null for a
// cleared weak reference).
gc::Object* resolve(jobject ref);

jobject new_global_ref(Thread* thread, gc::Object* obj);
void delete_global_ref(Thread* thread, jobject ref);
jweak new_weak_global_ref(Thread* thread, gc::Object* obj);
void delete_weak_global_ref(Thread* thread, jweak ref);

// The global and weak global reference slots, as kGlobalHandle roots (called
// by the root visitor with the world stopped).
void visit_global_refs(gc::RootVisitor& visitor);

// Runs the calling thread as a VM thread (kRunning, may touch the heap) for
// the scope, waiting first if a safepoint is in progress; a thread already
// running stays as it is, so scopes nest. Every JNI function that touches the
// heap opens one: native code runs "in native" (kSafe) so that a collection
// never waits for it.
class ThreadInVm {
 public:
  explicit ThreadInVm(Thread* thread);
  ~ThreadInVm();
  ThreadInVm(const ThreadInVm&) = delete;
  ThreadInVm& operator=(const ThreadInVm&) = delete;

 private:
  Thread* thread_;
  bool entered_;
};

// Releases the local references made inside it (and any local frame left
// pushed), for code that calls JNI outside a native method: agent callbacks,
// attached threads' loops.
class LocalRefScope {
 public:
  explicit LocalRefScope(Thread* thread);
  ~LocalRefScope();
  LocalRefScope(const LocalRefScope&) = delete;
  LocalRefScope& operator=(const LocalRefScope&) = delete;

 private:
  Thread* thread_;
  size_t handle_top_;
  size_t frame_depth_;
};

// The NativeFunction of every native method implemented in a native library:
// calls the method's JNI entry point through libffi (see native_methods.cpp).
Slot call_jni_native(Thread* thread, Slot* args);

// Binds a native method without a built-in implementation: the function
// RegisterNatives gave it, else Java_<class>_<name>, else
// Java_<class>_<name>__<arguments>, searched in the loaded libraries in load
// order. Returns call_jni_native, or null when nothing matches.
NativeFunction link_native(Method* method);

// JNI's name mangling of one part of a native function's name (class,
// method, or argument descriptors): '_' → "_1", ';' → "_2", '[' → "_3",
// '/' → '_', other non-alphanumerics → "_0xxxx".
std::string mangle(std::string_view mutf8);

// The table of the JNI functions (every slot set; see function_table.cpp).
const JNINativeInterface_& function_table();

}  // namespace loupe::vm::jni
