// Class unloading (JLS 12.7): a class defined by a user class loader goes,
// with every other class of that loader, when the loader is unreachable:
// its java.lang.ClassLoader object, the mirror of each of its classes and
// every instance of them. The bootstrap and application loaders never go.
//
// A collection that traces the whole heap finds the dead loaders
// (gc/vm_interface.h has the protocol; gc_support.cpp the roots):
//
//   begin_unloading_trace      every Java loader is kUnknown, or kAlive if a
//                              thread is running one of its methods
//   (trace from the strong roots)
//   visit_newly_live_loaders   a kUnknown loader whose object, mirror or
//                              instance was reached is kAlive; each kAlive
//                              loader's roots are traced (kTraced), and its
//                              dependencies become kAlive; repeat
//   unload_dead_loaders        the loaders still kUnknown leave every table
//                              before the collector sweeps
//   finish_unloading           as the world resumes: the JIT forgets their
//                              code, CLASS_UNLOAD, -verbose:class; memory
//                              freed
//
// Nothing outside a loader's own classes holds its classes, except the
// loaders that delegated to it (their name tables: ClassLoader's
// dependencies), the JIT's inline caches and JVMPI's tables, which are told.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include "interp/interp.h"
#include "jit/jit.h"
#include "jvmpi/profiler.h"
#include "vm/indy/call_site.h"
#include "vm/indy/method_handles.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/loader_internal.h"
#include "vm/runtime/threads.h"

namespace loupe::vm {

namespace {

using Liveness = ClassLoader::Liveness;

struct Unloading {
  bool tracing = false;  // between begin_unloading_trace and unload_dead_loaders
  // Out of every table, their classes' memory still intact: freed by
  // finish_unloading once announced.
  std::vector<std::unique_ptr<ClassLoader>> dying;
  std::vector<Class*> dying_classes;
};

Unloading& unloading() {
  static Unloading state;
  return state;
}

// Reached, its roots still to trace (a loader already alive stays as it is).
void found_alive(ClassLoader* loader) {
  if (loader->found_dead()) loader->liveness = Liveness::kAlive;
}

// A method running on some thread (interpreted, compiled or native) keeps
// its class's loader, whatever else the trace finds.
void keep_loaders_of_running_methods() {
  threads::for_each([](Thread& t) {
    interp::walk_frames(&t, [](Method* m, int) {
      found_alive(m->holder->loader);
      return true;
    });
  });
}

bool reached(const ClassLoader& loader, const std::function<bool(Object*)>& is_alive) {
  if (loader.java_object() != nullptr && is_alive(loader.java_object())) return true;
  for (const auto& c : loader.classes()) {
    if (c->instance_reached || (c->mirror != nullptr && is_alive(c->mirror))) return true;
  }
  return false;
}

void log_unloading(const Class* klass) {
  note_class_unload_logged();
  std::printf("[%.3fs][info][class,unload] unloading class %s 0x%016llx\n", the_vm().uptime_seconds(),
              klass->external_name().c_str(), static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(klass)));
}

}  // namespace

bool begin_unloading_trace() {
  if (!the_vm().options.class_unloading || java_loaders().empty()) return false;
  unloading().tracing = true;
  for (auto& loader : java_loaders()) {
    loader->liveness = Liveness::kUnknown;
    for (const auto& c : loader->classes()) c->instance_reached = false;
  }
  keep_loaders_of_running_methods();
  return true;
}

bool visit_newly_live_loaders(gc::RootVisitor& visitor, const std::function<bool(Object*)>& is_alive,
                              const std::function<void(ClassLoader&)>& visit_held) {
  if (!unloading().tracing) return false;
  std::vector<ClassLoader*> found;
  for (auto& loader : java_loaders()) {
    if (loader->found_dead() && reached(*loader, is_alive)) found_alive(loader.get());
    if (loader->liveness == Liveness::kAlive) found.push_back(loader.get());
  }
  for (ClassLoader* loader : found) {
    loader->liveness = Liveness::kTraced;
    for (ClassLoader* dependency : loader->dependencies()) found_alive(dependency);
    if (loader->java_object() != nullptr) visitor.visit(loader->java_object_slot(), gc::RootInfo{gc::RootKind::kVmInternal});
    visit_held(*loader);
  }
  return !found.empty();
}

void unload_dead_loaders() {
  Unloading& state = unloading();
  if (!state.tracing) return;
  state.tracing = false;
  std::vector<std::unique_ptr<ClassLoader>>& records = java_loaders();
  if (std::none_of(records.begin(), records.end(), [](const auto& l) { return l->found_dead(); })) return;
  forget_constraints_of_unloaded_loaders();
  forget_classes_of_unloaded_loaders();
  for (auto& loader : records) {
    if (!loader->found_dead()) continue;
    forget_call_sites(loader.get());
    forget_method_handle_invokers(loader.get());
    // The class IDs are taken now, while the mirrors are intact.
    for (const auto& c : loader->classes()) {
      jvmpi::note_class_unloading(c.get());
      state.dying_classes.push_back(c.get());
    }
    state.dying.push_back(std::move(loader));
  }
  std::erase(records, nullptr);
  std::sort(state.dying_classes.begin(), state.dying_classes.end());  // for is_being_unloaded
}

bool is_being_unloaded(const Class* klass) {
  const std::vector<Class*>& dying = unloading().dying_classes;
  return !dying.empty() && std::binary_search(dying.begin(), dying.end(), klass);
}

namespace {

// A call's receiver profile (CpCacheEntry::receiver_profile) may name a
// class of any loader: those naming a dying class are emptied, so that
// neither the interpreter nor the JIT reads a freed class through them.
void forget_receiver_profiles(const std::vector<Class*>& dying) {
  for_each_loader([&](ClassLoader& loader) {
    for (const auto& klass : loader.classes()) {
      for (const CpCacheEntry& e : klass->constant_pool) {
        const Class* seen = e.receiver_profile.load(std::memory_order_relaxed);
        if (seen != nullptr && std::binary_search(dying.begin(), dying.end(), seen)) {
          e.receiver_profile.store(nullptr, std::memory_order_relaxed);
        }
      }
    }
  });
}

}  // namespace

// CLASS_UNLOAD goes out before any other thread runs: a class loaded
// afterwards may get the freed class object's address, and so its ID, and
// an agent must have forgotten the old class by then.
void finish_unloading(Thread* thread) {
  Unloading& state = unloading();
  if (state.dying.empty()) return;
  // Taken first: nothing below may see them again.
  std::vector<std::unique_ptr<ClassLoader>> dying = std::move(state.dying);
  std::vector<Class*> classes = std::move(state.dying_classes);
  state.dying.clear();
  state.dying_classes.clear();
  forget_receiver_profiles(classes);
  jit::forget_unloaded_classes(classes);  // COMPILED_METHOD_UNLOAD first
  jvmpi::post_class_unloads(thread);
  if (the_vm().options.verbose_class) {
    for (const auto& loader : dying) {
      for (const auto& c : loader->classes()) log_unloading(c.get());
    }
    std::fflush(stdout);
  }
}  // `dying` goes here, and with each record the classes it owns

}  // namespace loupe::vm
