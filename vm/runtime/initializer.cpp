// Class initialization, step by step as JVMS 5.5 describes it.
#include <atomic>
#include <vector>

#include "interp/interp.h"
#include "vm/base/mutf8.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

bool declares_default_method(const Class* iface) {
  for (const Method& m : iface->methods) {
    if (!m.is_abstract() && !m.is_static()) return true;
  }
  return false;
}

// Superinterfaces to initialize before a class (step 7): those declaring a
// default method, in the order of a depth-first walk over the direct
// superinterfaces, each interface's own superinterfaces first.
void interfaces_to_initialize(const Class* klass, std::vector<Class*>& out) {
  for (Class* iface : klass->interfaces) {
    interfaces_to_initialize(iface, out);
    if (declares_default_method(iface)) out.push_back(iface);
  }
}

// ConstantValue attributes naming strings (primitive ones were set at link time).
bool set_string_constants(Thread* thread, Class* klass) {
  for (Field& f : klass->fields) {
    if (!f.is_static() || f.constant_value_index == 0) continue;
    const CpCacheEntry& c = klass->constant_pool[f.constant_value_index];
    if (c.tag != CpTag::kString) continue;
    Object* s = intern_string(thread, mutf8_to_utf16(klass->constant_pool[c.first].utf8->view()));
    if (s == nullptr) return false;
    the_vm().heap->write_reference(klass->mirror, &klass->statics[f.offset].ref, s);
  }
  return true;
}

// JDK 17.0.15 keeps a record of why initialization failed, an
// ExceptionInInitializerError whose message names the original exception and
// the thread, with the original's stack trace.
Object* make_initialization_error(Thread* thread, Object* original) {
  Vm& vm = the_vm();
  HandleScope scope(thread);
  Handle<> cause = scope.make(original);
  std::string text = "Exception " + class_of(original)->external_name();
  if (auto* message = get_field<Object*>(original, vm.fields.throwable_detail_message)) {
    text += ": " + string_to_utf8(message);
  }
  std::string thread_name = "main";
  if (thread->java_thread != nullptr) {
    if (auto* name = get_field<Object*>(thread->java_thread, vm.fields.thread_name)) thread_name = string_to_utf8(name);
  }
  text += " [in thread \"" + thread_name + "\"]";
  throw_new(thread, "java/lang/ExceptionInInitializerError", text);
  Handle<> error = scope.make(thread->pending_exception);
  thread->pending_exception = nullptr;
  if (error.is_null()) return nullptr;
  Method* get = vm.classes.throwable->find_declared_method(intern_symbol("getStackTrace"),
                                                            intern_symbol("()[Ljava/lang/StackTraceElement;"));
  Method* set = vm.classes.throwable->find_declared_method(intern_symbol("setStackTrace"),
                                                            intern_symbol("([Ljava/lang/StackTraceElement;)V"));
  if (get != nullptr && set != nullptr) {
    Slot args[2];
    args[0].ref = cause.get();
    Slot trace = interp::call(thread, get, args, 1);
    if (!has_pending_exception(thread)) {
      args[0].ref = error.get();
      args[1].ref = trace.ref;
      interp::call(thread, set, args, 2);
    }
    thread->pending_exception = nullptr;
  }
  return error.get();
}

void finish(Thread* thread, Class* klass, ClassState state) {
  SafeLock<std::mutex> guard(thread, klass->init_lock);
  klass->state.store(state, std::memory_order_release);
  klass->init_thread = nullptr;
  klass->init_done.notify_all();
}

bool run_initializers(Thread* thread, Class* klass) {
  if (!klass->is_interface()) {
    if (klass->super != nullptr && !ensure_initialized(thread, klass->super)) return false;
    std::vector<Class*> interfaces;
    interfaces_to_initialize(klass, interfaces);
    for (Class* iface : interfaces) {
      if (!ensure_initialized(thread, iface)) return false;
    }
  }
  if (!set_string_constants(thread, klass)) return false;
  if (Method* clinit = klass->find_declared_method(sym::clinit, sym::void_sig)) {
    interp::call(thread, clinit, nullptr, 0);
    if (has_pending_exception(thread)) return false;
  }
  return true;
}

// The first class with a finalizer to be initialized starts the Finalizer
// thread (java.lang.ref.Finalizer.ensureStarted), so that programs without
// finalizers never have it. A failure to start it (no memory) is not the
// class's: it is dropped, and the next such class tries again.
void start_finalizer_thread(Thread* thread) {
  static std::atomic<bool> started{false};
  if (started.exchange(true)) return;
  HandleScope scope(thread);
  Handle<> pending = scope.make(thread->pending_exception);
  thread->pending_exception = nullptr;
  if (!run_library_method(thread, "java/lang/ref/Finalizer", "ensureStarted")) started.store(false);
  thread->pending_exception = pending.get();
}

}  // namespace

// Linking verifies (JVMS 5.4.1): an application class's methods are checked
// before it is initialized, so a bad one fails with VerifyError at once, as
// on HotSpot. (Bootstrap classes are trusted and checked before each method's
// first run, like HotSpot's default.) A class that fails stays unlinked and
// fails again at every use.
bool verify_class(Thread* thread, Class* klass) {
  if (klass->is_bootstrap) return true;
  for (Method& m : klass->methods) {
    if (!m.prepared.load(std::memory_order_acquire) && !interp::prepare_method(thread, &m)) return false;
  }
  return true;
}

bool run_library_method(Thread* thread, const char* class_name, const char* name) {
  Class* klass = the_vm().boot_loader->load(thread, intern_symbol(class_name));
  Method* method = klass != nullptr ? klass->find_declared_method(intern_symbol(name), sym::void_sig) : nullptr;
  if (method == nullptr || !method->is_static() || !ensure_initialized(thread, klass)) return false;
  interp::call(thread, method, nullptr, 0);
  return !has_pending_exception(thread);
}

bool initialize_class(Thread* thread, Class* klass) {
  if (!verify_class(thread, klass)) return false;
  {
    std::unique_lock<std::mutex> guard(klass->init_lock, std::defer_lock);
    if (!guard.try_lock()) {
      SafeRegion region(thread, /*may_suspend=*/false);
      guard.lock();
    }
    while (klass->state.load() == ClassState::kBeingInitialized && klass->init_thread != thread) {
      SafeRegion region(thread, /*may_suspend=*/false);
      klass->init_done.wait(guard);
    }
    switch (klass->state.load()) {
      case ClassState::kInitialized:
      case ClassState::kBeingInitialized:  // a recursive request by the initializing thread
        return true;
      case ClassState::kInitializationError:
        guard.unlock();
        throw_new_with_cause(thread, "java/lang/NoClassDefFoundError",
                             "Could not initialize class " + klass->external_name(), klass->init_error);
        return false;
      case ClassState::kLinked:
        break;
    }
    klass->state.store(ClassState::kBeingInitialized);
    klass->init_thread = thread;
  }

  if (run_initializers(thread, klass)) {
    finish(thread, klass, ClassState::kInitialized);
    if (klass->has_finalizer) [[unlikely]] start_finalizer_thread(thread);
    return true;
  }
  // Steps 10 and 11: record the failure; anything but an Error is wrapped
  // in ExceptionInInitializerError.
  HandleScope scope(thread);
  Handle<> failure = scope.make(thread->pending_exception);
  bool is_error = pending_exception_is(thread, "java/lang/Error");
  thread->pending_exception = nullptr;
  klass->init_error = make_initialization_error(thread, failure.get());
  finish(thread, klass, ClassState::kInitializationError);
  if (is_error) {
    thread->pending_exception = failure.get();
  } else {
    throw_new_with_cause(thread, "java/lang/ExceptionInInitializerError", std::nullopt, failure.get());
  }
  return false;
}

}  // namespace loupe::vm
