// The roots of the heap, read top to bottom: what every thread holds, what
// every class holds, and what the VM itself holds.
#include "vm/runtime/gc_support.h"

#include "interp/interp.h"
#include "jit/jit.h"
#include "vm/indy/call_site.h"
#include "vm/indy/method_handles.h"
#include "vm/jni/jni_env.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

namespace loupe::vm {

namespace {

using gc::RootInfo;
using gc::RootKind;

void visit_thread_roots(Thread& t, gc::RootVisitor& v) {
  interp::visit_frame_roots(&t, v);
  t.handles.for_each_slot([&](Object** slot) { v.visit(slot, RootInfo{RootKind::kNativeHandle, &t}); });
  if (t.pending_exception != nullptr) v.visit(&t.pending_exception, RootInfo{RootKind::kPendingException, &t});
  if (t.java_thread != nullptr) v.visit(&t.java_thread, RootInfo{RootKind::kThreadObject, &t});
}

void visit_class_roots(Class& c, gc::RootVisitor& v) {
  if (c.mirror != nullptr) v.visit(&c.mirror, RootInfo{RootKind::kClassMirror});
  if (c.init_error != nullptr) v.visit(&c.init_error, RootInfo{RootKind::kVmInternal});
  for (uint32_t index : c.static_ref_indexes) v.visit(&c.statics[index].ref, RootInfo{RootKind::kStaticField});
  for (CpCacheEntry& e : c.constant_pool) {
    if (e.string_object != nullptr) v.visit(&e.string_object, RootInfo{RootKind::kVmInternal});
  }
}

// Which loaders' roots a visit includes: all of them, or (for a trace that
// may unload classes) only those whose classes are never unloaded.
bool every_loader(const ClassLoader&) { return true; }
bool permanent_loader(const ClassLoader& l) { return !l.unloadable(); }

void visit_vm_roots(gc::RootVisitor& v, bool (*which)(const ClassLoader&)) {
  threads::for_each([&](Thread& t) { visit_thread_roots(t, v); });
  for_each_class([&](Class& c) {
    if (which(*c.loader)) visit_class_roots(c, v);
  });
  for_each_loader([&](ClassLoader& l) {
    if (l.java_object() != nullptr && which(l)) v.visit(l.java_object_slot(), RootInfo{RootKind::kVmInternal});
  });
  visit_interned_strings(v);
  visit_call_site_roots(v, which);
  visit_method_handle_roots(v, which);
  jni::visit_global_refs(v);
  Vm& vm = the_vm();
  if (vm.preallocated_oom != nullptr) v.visit(&vm.preallocated_oom, RootInfo{RootKind::kGlobalHandle});
}

class VmGcSupport final : public gc::VmInterface {
 public:
  // Collections only stop the world: a profiler's DisableGC holds them off first.
  void stop_the_world() override {
    Thread* self = Thread::current();
    while (true) {
      threads::begin_collection(self);
      threads::stop_the_world(self);
      if (threads::collection_may_proceed(self)) return;
      threads::resume_the_world(self);
      threads::end_collection();
    }
  }
  // Classes unloaded by the collection are announced and freed first,
  // while nothing else runs (class_unloading.cpp).
  // Forgotten code no activation runs in goes back to the code cache.
  void resume_the_world() override {
    finish_unloading(Thread::current());
    jit::free_unused_code();
    threads::resume_the_world(Thread::current());
    threads::end_collection();
  }

  void visit_roots(gc::RootVisitor& v) override { visit_vm_roots(v, every_loader); }

  // Class unloading (gc/vm_interface.h): what Java loaders hold is visited
  // loader by loader, as the trace finds each alive.
  void visit_strong_roots(gc::RootVisitor& v) override {
    visit_vm_roots(v, begin_unloading_trace() ? permanent_loader : every_loader);
  }
  bool visit_newly_live_loaders(gc::RootVisitor& v, const std::function<bool(Object*)>& is_alive) override {
    return vm::visit_newly_live_loaders(v, is_alive, [&v](ClassLoader& loader) {
      for (const auto& c : loader.classes()) visit_class_roots(*c, v);
      auto just_this = [&loader](const ClassLoader& l) { return &l == &loader; };
      visit_call_site_roots(v, just_this);
      visit_method_handle_roots(v, just_this);
    });
  }
  void unload_dead_loaders() override { vm::unload_dead_loaders(); }
  bool is_unloaded_class(const gc::TypeLayout* layout) override {
    return is_being_unloaded(static_cast<const Class*>(layout));
  }

  void for_each_mutator(const std::function<void(gc::MutatorContext&)>& fn) override {
    threads::for_each([&](Thread& t) { fn(t.mutator); });
  }
};

}  // namespace

gc::VmInterface& gc_support() {
  static VmGcSupport support;
  return support;
}

Vm& the_vm() {
  static Vm vm;
  return vm;
}

}  // namespace loupe::vm
