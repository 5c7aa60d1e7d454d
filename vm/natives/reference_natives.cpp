// Finalization and reference queues, the Java side's end: the Finalizer and
// the Reference Handler threads take, one at a time, what collections leave
// in the heap's lists (gc/gc.h), blocking in a safe region while there is
// nothing.
#include "gc/gc.h"
#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// The next pending object of `kind`; null when there is none and `wait` is false.
Object* take_pending(Thread* t, gc::Heap::Pending kind, bool wait) {
  gc::Heap& heap = *the_vm().heap;
  while (true) {
    uint64_t epoch = 0;
    if (Object* obj = heap.take_pending(kind, &epoch)) return obj;
    if (!wait) return nullptr;
    SafeRegion region(t);
    heap.wait_for_pending(epoch);
  }
}

Slot take_pending_reference(Thread* t, Slot*) { return ref_result(take_pending(t, gc::Heap::Pending::kToEnqueue, true)); }

Slot take_finalizable(Thread* t, Slot* args) {
  return ref_result(take_pending(t, gc::Heap::Pending::kToFinalize, args[0].i != 0));
}

// obj.finalize(), selected virtually; what it throws is the caller's.
Slot invoke_finalize_method(Thread* t, Slot* args) {
  Object* obj = args[0].ref;
  if (obj == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  const Symbol* name = intern_symbol("finalize");
  for (Class* k = class_of(obj); k != nullptr; k = k->super) {
    if (Method* m = k->find_declared_method(name, sym::void_sig); m != nullptr && !m->is_static()) {
      Slot receiver;
      receiver.ref = obj;
      interp::call(t, m, &receiver, 1);
      break;
    }
  }
  return void_result();
}

// Runtime.runFinalization(): java.lang.ref.Finalizer.runFinalization(),
// which java.lang cannot call itself (another package, not public).
Slot run_finalization(Thread* t, Slot*) {
  run_library_method(t, "java/lang/ref/Finalizer", "runFinalization");
  return void_result();
}

const NativeEntry kNatives[] = {
    {"java/lang/ref/Reference", "takePendingReference", "()Ljava/lang/ref/Reference;", take_pending_reference},
    {"java/lang/ref/Finalizer", "takeFinalizable", "(Z)Ljava/lang/Object;", take_finalizable},
    {"java/lang/ref/Finalizer", "invokeFinalizeMethod", "(Ljava/lang/Object;)V", invoke_finalize_method},
    {"java/lang/Runtime", "runFinalization0", "()V", run_finalization},
};

}  // namespace

std::span<const NativeEntry> reference_natives() { return kNatives; }

}  // namespace loupe::vm
