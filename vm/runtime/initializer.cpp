// Class initialization, step by step as JVMS 5.5 describes it.
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
    klass->statics[f.offset].ref = s;
  }
  return true;
}

void finish(Class* klass, ClassState state) {
  std::lock_guard<std::mutex> guard(klass->init_lock);
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

}  // namespace

bool initialize_class(Thread* thread, Class* klass) {
  {
    std::unique_lock<std::mutex> guard(klass->init_lock, std::defer_lock);
    if (!guard.try_lock()) {
      SafeRegion region(thread);
      guard.lock();
    }
    while (klass->state.load() == ClassState::kBeingInitialized && klass->init_thread != thread) {
      SafeRegion region(thread);
      klass->init_done.wait(guard);
    }
    switch (klass->state.load()) {
      case ClassState::kInitialized:
      case ClassState::kBeingInitialized:  // a recursive request by the initializing thread
        return true;
      case ClassState::kInitializationError:
        guard.unlock();
        throw_new(thread, "java/lang/NoClassDefFoundError", "Could not initialize class " + klass->external_name());
        return false;
      case ClassState::kLinked:
        break;
    }
    klass->state.store(ClassState::kBeingInitialized);
    klass->init_thread = thread;
  }

  if (run_initializers(thread, klass)) {
    finish(klass, ClassState::kInitialized);
    return true;
  }
  // Step 11: anything but an Error is wrapped in ExceptionInInitializerError.
  Object* failure = thread->pending_exception;
  if (!pending_exception_is(thread, "java/lang/Error")) {
    thread->pending_exception = nullptr;
    throw_new_with_cause(thread, "java/lang/ExceptionInInitializerError", std::nullopt, failure);
  }
  finish(klass, ClassState::kInitializationError);
  return false;
}

}  // namespace loupe::vm
