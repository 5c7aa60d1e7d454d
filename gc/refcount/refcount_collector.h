// Reference counting with deferred stack references (Deutsch and Bobrow,
// 1976) and a backup trace for cycles.
//
// Every object carries a count of the references to it from heap objects and
// static fields, kept exact by the write barrier on every such store (the
// collector performs the store: it needs the old value to decrement). The
// count lives in the GC word and sticks at its maximum, 31 (bit 7 is kFinalized).
//
// References from thread stacks, handles and VM tables are not counted, so
// pushing and popping costs nothing. An object whose count drops to zero
// may still be held by one of them; it goes into the zero-count table (ZCT)
// instead of being freed. New objects start at zero and are found through
// the list of buffers handed out since the last collection instead of being
// entered one by one. At each collection (a batch) the collector marks what
// the uncounted roots hold, then frees every candidate with count zero that
// no root holds, recursively through an explicit work list: freeing an
// object decrements what it refers to. Candidates a root holds stay in the ZCT.
//
// Cycles never reach zero. When the space runs low a backup trace marks from
// all roots, sweeps what it did not reach and recounts every object (which
// also repairs stuck counts).
//
// References: a WeakReference's referent is not counted; when the referent
// is freed the Reference is cleared in the same batch. A SoftReference's
// referent is counted like any field, so it lives as long as the
// SoftReference, until a last-ditch collection clears it.
//
// Finalization: an object of a class with a finalizer whose count reaches
// zero, unrooted, is not freed the first time: it is kept (with everything
// it refers to, whose counts it still holds) for the Finalizer, and weak
// references to it are cleared; once finalize() has run and nothing holds
// it, it is freed like any object. Phantom references are cleared only then.
//
// Class objects live in the permanent space (gc/common/permanent_space.h)
// and are counted like any object: a new one is in the list of what was
// handed out since the last batch, one whose count falls to zero unrooted
// is freed in place, the backup trace sweeps the space in place and
// recounts its references.
//
// Events: one arena, and the permanent space's; OBJECT_FREE for every object freed, by count or by the
// backup trace; batches are collections, so every free is between
// GC_START and GC_FINISH.
#pragma once

#include <mutex>
#include <unordered_set>
#include <vector>

#include "gc/collector.h"
#include "gc/common/free_list.h"
#include "gc/common/permanent_space.h"
#include "gc/common/virtual_memory.h"

namespace loupe::gc {

class HeapVerifier;

class RefCountCollector final : public Collector {
 public:
  explicit RefCountCollector(const HeapConfig& config);

  std::string_view name() const override { return "refcount"; }
  bool moves_objects() const override { return false; }
  BarrierKind barrier() const override { return BarrierKind::kReferenceCount; }
  void start(HeapEventSink& events) override;
  char* allocate(size_t bytes) override;
  char* allocate_buffer(size_t min, size_t preferred, size_t* size) override;
  void retire_buffer(char* top, char* end) override;
  char* allocate_permanent(size_t bytes) override;
  ArenaId arena_of(const Object* obj) const override {
    return permanent_.contains(obj) ? PermanentSpace::kArena : kArena;
  }
  CollectionKind collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) override;
  LiveCounts live_counts() const override;
  void write_barrier(Object* holder, Object** slot, Object* value) override;
  bool compare_and_set(Object* holder, Object** slot, Object* expected, Object* value) override;
  void drop_reference(Object* obj) override { decrement(obj); }
  void verify(VmInterface& vm, const char* when) override;
  HeapStats stats() const override;
  std::vector<ArenaUsage> arena_usage() const override;
  bool contains(const void* address) const override {
    return space_.contains(address) || permanent_.contains(address);
  }

  static uint32_t count_of(const Object* obj) { return (obj->gc_word() & gc_bits::kCountMask) >> gc_bits::kCountShift; }

 private:
  static constexpr ArenaId kArena = 1;

  struct Region {
    char* start;
    char* end;
  };

  // Which reference slots are counted: all but a weak (not soft) referent.
  static bool counts_referent(const TypeLayout* layout) { return layout->referent_is_soft; }
  static bool is_weak_referent_slot(const Object* holder, Object* const* slot);
  template <typename Fn>
  static void for_each_counted(Object* obj, Fn&& fn) {
    for_each_reference(obj, fn, counts_referent(obj->layout()));
  }

  // Mutator side (atomic: several threads store at once).
  void increment(Object* obj);
  void decrement(Object* obj);
  void store_weak_referent(Object* holder, Object** slot, Object* value);
  char* note_allocation(char* memory, size_t bytes);

  // A batch (refcount_collector.cpp).
  void run_batch(VmInterface& vm);
  void keep_for_finalization(Object* obj);
  void mark_uncounted_roots(VmInterface& vm);
  void consider(Object* obj);
  void free_recursively(Object* obj);
  void decrement_dead_reference(Object* obj);
  void add_to_zct(Object* obj);
  void clear_freed_referents();

  // The backup trace (refcount_backup_trace.cpp).
  bool wants_backup_trace(GcCause cause);
  void backup_trace(VmInterface& vm, bool keep_soft_referents, ReferenceLists& lists);
  void sweep_unmarked();
  void recount(VmInterface& vm);
  void check_counts(HeapVerifier& verifier, VmInterface& vm) const;

  VirtualMemory memory_;
  FreeListSpace space_;
  PermanentSpace permanent_;
  HeapEventSink* events_ = nullptr;

  std::mutex zct_lock_;              // mutators add to the ZCT concurrently
  std::vector<Object*> zct_;         // objects with the kInZct bit
  std::mutex references_lock_;
  std::unordered_set<Object*> weak_references_;  // live Reference objects with an uncounted referent

  std::vector<Region> regions_;      // buffers and objects handed out since the last batch
  size_t allocated_since_batch_ = 0;
  size_t budget_;                    // a batch runs when this much has been allocated
  size_t failed_request_ = 0;        // the largest request the space itself refused
  uint64_t stress_collections_ = 0;

  std::vector<Object*> rooted_;      // marked (kMark) as held by an uncounted root, this batch
  std::vector<Object*> work_;        // objects being freed
  ReferenceLists* lists_ = nullptr;  // during a collection
  std::unordered_set<Object*> kept_for_finalization_;  // this batch: their weak references are cleared
  bool post_free_ = false;
  int64_t live_objects_ = 0;
  int64_t live_bytes_ = 0;
};

}  // namespace loupe::gc
