// Native libraries: System.load and System.loadLibrary end in Runtime.load0
// (the search along java.library.path is Java code, in the class library),
// which opens the library, runs its JNI_OnLoad and adds it to the list that
// native methods are looked up in, in load order.
#include <dlfcn.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

#include "interp/frame.h"
#include "vm/jni/jni_internal.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"

namespace loupe::vm::jni {

namespace {

class Libraries {
 public:
  // Serialises loading (one JNI_OnLoad per library). A long lock: held while
  // JNI_OnLoad runs Java code, so it is always taken through SafeLock; and
  // recursive, as JNI_OnLoad may load another library.
  std::recursive_mutex loading;
  // Libraries whose JNI_OnLoad is running (guarded by `loading`): one that
  // loads itself again from there is taken as loaded.
  std::vector<std::string> in_progress;

  bool contains(const std::string& path) {
    std::lock_guard<std::mutex> guard(list_lock_);
    for (const Library& l : list_) {
      if (l.path == path) return true;
    }
    return false;
  }
  void add(std::string path, void* handle) {
    std::lock_guard<std::mutex> guard(list_lock_);
    list_.push_back(Library{std::move(path), handle});
  }
  void* find(const std::string& symbol) {
    std::lock_guard<std::mutex> guard(list_lock_);
    for (const Library& l : list_) {
      if (void* address = dlsym(l.handle, symbol.c_str())) return address;
    }
    return nullptr;
  }

 private:
  struct Library {
    std::string path;  // canonical: a library is loaded once, whatever it is called
    void* handle;
  };
  std::mutex list_lock_;  // short: never held across a safepoint
  std::vector<Library> list_;
};

Libraries& libraries() {
  static Libraries libs;
  return libs;
}

std::string canonical_path(const std::string& path) {
  char resolved[PATH_MAX];
  return realpath(path.c_str(), resolved) != nullptr ? std::string(resolved) : path;
}

// The loader of the class that asked for the library: the first frame below
// the class library's loading code in System and Runtime.
ClassLoader* requesting_loader(Thread* thread) {
  Vm& vm = the_vm();
  for (interp::Frame* f = thread->top_frame; f != nullptr; f = f->caller) {
    Class* holder = f->method->holder;
    if (holder != vm.classes.system && holder->name->view() != "java/lang/Runtime") return holder->loader;
  }
  return vm.app_loader;
}

using OnLoad = jint(JNICALL*)(JavaVM*, void*);

// Runs JNI_OnLoad in native state; false with an exception pending when it
// threw or asked for a JNI version this VM does not offer (1.1 is fine: it
// is what a library without JNI_OnLoad is taken to need).
bool run_on_load(Thread* thread, OnLoad on_load, const std::string& path) {
  ClassLoader* saved = thread->jni.library_loader;
  thread->jni.library_loader = requesting_loader(thread);
  jint version;
  {
    LocalRefScope local_refs(thread);
    SafeRegion in_native(thread);
    version = on_load(java_vm(), nullptr);
  }
  thread->jni.library_loader = saved;
  if (has_pending_exception(thread)) return false;
  if (!is_supported_version(version, true)) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "%X", static_cast<unsigned>(version));
    throw_new(thread, "java/lang/UnsatisfiedLinkError",
              std::string("unsupported JNI version 0x") + hex + " required by " + path);
    return false;
  }
  return true;
}

// Runtime.load0(String path): the path names an existing file (checked by
// the caller). Failing to open it gives HotSpot's "<path>: <dlerror>".
Slot runtime_load0(Thread* t, Slot* args) {
  std::string path = string_to_utf8(args[0].ref);
  Libraries& libs = libraries();
  SafeLock<std::recursive_mutex> one_at_a_time(t, libs.loading);
  std::string key = canonical_path(path);
  if (libs.contains(key) || std::find(libs.in_progress.begin(), libs.in_progress.end(), key) != libs.in_progress.end()) {
    return void_result();
  }
  void* handle;
  std::string error;
  {
    SafeRegion in_native(t);  // its constructors may run for a while
    handle = dlopen(key.c_str(), RTLD_LAZY);
    if (handle == nullptr) error = dlerror();
  }
  if (handle == nullptr) {
    throw_new(t, "java/lang/UnsatisfiedLinkError", key + ": " + error);
    return void_result();
  }
  if (auto on_load = reinterpret_cast<OnLoad>(dlsym(handle, "JNI_OnLoad"))) {
    libs.in_progress.push_back(key);
    bool loaded = run_on_load(t, on_load, key);
    libs.in_progress.pop_back();
    if (!loaded) return void_result();
  }
  libs.add(key, handle);
  return void_result();
}

const NativeEntry kNatives[] = {
    {"java/lang/Runtime", "load0", "(Ljava/lang/String;)V", runtime_load0},
};

}  // namespace

void* find_library_symbol(const std::string& symbol) { return libraries().find(symbol); }

}  // namespace loupe::vm::jni

namespace loupe::vm {

std::span<const NativeEntry> library_natives() { return jni::kNatives; }

}  // namespace loupe::vm
