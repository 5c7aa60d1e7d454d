// Public face of the collectors: the Heap that mutators allocate from.
//
// The allocation fast path is a bump of the calling thread's TLAB, inline in
// the interpreter (and in the JIT's machine code); only when the TLAB is
// exhausted does it call into the chosen Collector. The interpreter, the
// JIT and the VM know the Heap, never a particular collector.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>

#include "gc/collector.h"
#include "gc/object_model.h"
#include "gc/vm_interface.h"

namespace loupe::gc {

// The allocation fast path, the one definition of it: `bytes` (already
// aligned) bumped off the thread's TLAB, or null when the buffer is short
// (or observed: its false limit then sends every allocation to the slow
// path, vm_interface.h). The memory is zeroed; the caller sets the header.
// No branch hint here: the interpreter's dispatch loop measured slower
// calls with one (the compiler laid its handlers out differently);
// Heap::allocate hints its own caller side. Heap::allocate and the
// interpreter's inline allocations call it; the JIT
// emits the same bump in machine code (jit/object_templates.cpp,
// Translator::bump): change them together.
inline Object* bump_allocate(MutatorContext& mutator, size_t bytes) {
  char* top = mutator.tlab_top;
  if (static_cast<size_t>(mutator.tlab_end - top) < bytes) return nullptr;
  mutator.tlab_top = top + bytes;
  return reinterpret_cast<Object*>(top);
}

class Heap {
 public:
  // `events` receives the heap events; the collector announces its arenas
  // here, so a profiler that wants them must be listening already.
  Heap(std::unique_ptr<Collector> collector, const HeapConfig& config, VmInterface& vm, HeapEventSink& events);

  // Zeroed memory for one object of `bytes` (already aligned), or nullptr
  // when the heap is exhausted even after collecting. May stop the world.
  // Hot path: a pointer bump, no lock, no call.
  Object* allocate(MutatorContext& mutator, size_t bytes) {
    if (Object* obj = bump_allocate(mutator, bytes)) [[likely]] return obj;
    return allocate_slow(mutator, bytes);
  }

  // Zeroed memory for a class object (a java.lang.Class mirror) of `bytes`,
  // or nullptr when there is no room even after collecting. It goes to the
  // permanent space, where it never moves (so its JVMPI class ID stays
  // valid), unless -Xmovingclasses asked for class objects that move like
  // any other. Not a hot path: one call per loaded class. May stop the world.
  Object* allocate_class_object(MutatorContext& mutator, size_t bytes);

  // Stores a reference into a heap object (field, array element, or a static
  // slot with the class mirror as holder), with the collector's barrier.
  // Hot path: one predictable branch when the collector needs no barrier;
  // the generational barrier is inline too and calls out only the first time
  // an old object gains a young referent.
  void write_reference(Object* holder, Object** slot, Object* value) {
    switch (barrier_) {
      case BarrierKind::kNone:
        *slot = value;
        return;
      case BarrierKind::kOldToYoung:
        *slot = value;
        remember_if_old_to_young(holder, value);
        return;
      case BarrierKind::kReferenceCount:
        collector_->write_barrier(holder, slot, value);
        return;
    }
  }

  // kReferenceCount: compiled code's inline barrier overwrote a reference to
  // obj whose count may now reach zero (the collector's decrement).
  void drop_reference(Object* obj) { collector_->drop_reference(obj); }

  // An atomic compare-and-set of a reference slot (Unsafe), with the barrier.
  bool compare_and_set_reference(Object* holder, Object** slot, Object* expected, Object* value);

  // The VM calls this for every object it allocated while allocations are
  // observed: the one place OBJECT_ALLOC is posted.
  void report_allocation(Object* obj, size_t bytes) {
    if (events_.wants(HeapEventSink::kObjectAlloc)) events_.object_alloc(collector_->arena_of(obj), obj, bytes);
  }

  // A thread is going away: its buffer goes back to the collector.
  void retire_mutator(MutatorContext& mutator);

  // Collects now (System.gc(), or a failed allocation). Returns after the
  // world has resumed.
  void collect(GcCause cause);

  HeapStats stats() const;
  const Collector& collector() const { return *collector_; }

  // Finalization and reference queues. The VM registers every new object
  // of a class with a finalizer; collections leave the unreachable ones,
  // and cleared References registered with a queue, for two Java threads
  // (the Finalizer, the Reference Handler), which take them one at a time.
  enum class Pending : uint8_t { kToFinalize, kToEnqueue };
  void register_finalizable(Object* obj);
  // The next pending object, or null. Call it while running, never in a
  // safe region (a collection may be updating the lists then). `*epoch`
  // receives the count of collections that left something, for...
  Object* take_pending(Pending kind, uint64_t* epoch);
  // ...waiting, in a safe region, until a later collection leaves something.
  void wait_for_pending(uint64_t epoch);

  // Every root of the heap, as collections see them: the VM's, and the
  // objects waiting for the Java side. For heap dumps; the world is stopped.
  void visit_roots(RootVisitor& visitor);

  // While observed, every allocation takes the slow path (false heap limit,
  // see MutatorContext), so the VM can count or report each object. Set
  // before mutators start, or with the world stopped.
  void set_observing_allocations(bool on);
  bool observing_allocations() const { return observing_; }
  bool contains(const void* address) const { return collector_->contains(address); }
  BarrierKind barrier() const { return barrier_; }
  // The young generation (kOldToYoung), fixed for the heap's life: compiled
  // code tests it inline, as remember_if_old_to_young does.
  AddressRange young_range() const { return young_; }

 private:
  // The generational barrier's test, after the store: only the first young
  // referent of an old object calls out (the kRemembered bit is then set).
  // Compiled code repeats this test inline (jit/barriers.cpp,
  // skip_unless_old_to_young): change both together.
  void remember_if_old_to_young(Object* holder, Object* value) {
    if (young_.contains(value) && !young_.contains(holder) &&
        (holder->gc_word_atomic().load(std::memory_order_relaxed) & gc_bits::kRemembered) == 0) {
      collector_->remember(holder);
    }
  }

  Object* allocate_slow(MutatorContext& mutator, size_t bytes);
  Object* allocate_in_collector(MutatorContext& mutator, size_t bytes);
  char* try_allocate(MutatorContext& mutator, size_t bytes);
  void retire_buffer(MutatorContext& mutator);
  void collect_if_unchanged(GcCause cause, uint64_t seen_collections);
  void announce_pending();
  // -verbose:gc (heap.cpp).
  void log_line(const char* tags, const char* message) const;
  void log_start() const;
  void log_collection(uint64_t number, GcCause cause, CollectionKind kind, size_t used_before,
                      const std::vector<ArenaUsage>& arenas_before, int64_t pause_ns) const;

  std::unique_ptr<Collector> collector_;
  HeapConfig config_;
  VmInterface& vm_;
  HeapEventSink& events_;
  BarrierKind barrier_;
  AddressRange young_;
  std::mutex lock_;  // guards the collector's spaces; never held across a safepoint
  std::atomic<uint64_t> slow_allocations_{0};
  std::atomic<uint64_t> collections_{0};
  std::atomic<uint64_t> total_pause_ns_{0};
  std::atomic<uint64_t> max_pause_ns_{0};
  bool observing_ = false;
  std::chrono::steady_clock::time_point created_ = std::chrono::steady_clock::now();

  ReferenceLists references_;           // changed by collections (world stopped) and under pending_lock_
  std::mutex pending_lock_;
  std::condition_variable pending_announced_;
  uint64_t pending_epoch_ = 0;          // guarded by pending_lock_
};

// -Xcheckgcevents: a sink that follows every heap event as an agent would
// and stops the VM with a message at the first that breaks the protocol
// of heap_events.h.
std::unique_ptr<HeapEventSink> make_event_protocol_checker();

}  // namespace loupe::gc
