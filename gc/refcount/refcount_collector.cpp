#include "gc/refcount/refcount_collector.h"

#include <algorithm>

#include "gc/common/filler.h"
#include "gc/common/heap_sizing.h"

namespace loupe::gc {

namespace {
size_t batch_budget(size_t capacity) { return std::clamp(capacity / 8, size_t{256} << 10, size_t{32} << 20); }
}  // namespace

RefCountCollector::RefCountCollector(const HeapConfig& config) : memory_(reserved_heap_bytes(config)) {
  space_.initialize(memory_.start(), initial_heap_bytes(config, memory_.size()));
  budget_ = batch_budget(space_.capacity());
}

void RefCountCollector::start(HeapEventSink& events) {
  events_ = &events;
  if (events.wants(HeapEventSink::kArenaNew)) events.arena_new(kArena, "Reference-counted space");
  permanent_.start(events);
}

// --- Allocation ------------------------------------------------------------

// Every handed-out range is remembered: the objects in it are the new,
// uncounted ones the next batch must look at.
char* RefCountCollector::note_allocation(char* memory, size_t bytes) {
  regions_.push_back({memory, memory + bytes});
  allocated_since_batch_ += bytes;
  return memory;
}

char* RefCountCollector::allocate(size_t bytes) {
  if (allocated_since_batch_ >= budget_) return nullptr;  // time for a batch
  char* memory = space_.allocate(bytes);
  if (memory == nullptr) {
    failed_request_ = std::max(failed_request_, bytes);
    return nullptr;
  }
  return note_allocation(memory, bytes);
}

char* RefCountCollector::allocate_buffer(size_t min, size_t preferred, size_t* size) {
  if (allocated_since_batch_ >= budget_) return nullptr;
  char* memory = space_.allocate_buffer(min, preferred, size);
  if (memory == nullptr) {
    failed_request_ = std::max(failed_request_, min);
    return nullptr;
  }
  return note_allocation(memory, *size);
}

// A class object is new like any other until the next batch has looked at it.
char* RefCountCollector::allocate_permanent(size_t bytes) {
  char* memory = permanent_.allocate(bytes);
  return memory == nullptr ? nullptr : note_allocation(memory, bytes);
}

// The unused end of a buffer goes back to the free lists, and out of the
// buffer's region, so that no memory is in two regions.
void RefCountCollector::retire_buffer(char* top, char* end) {
  for (auto it = regions_.rbegin(); it != regions_.rend(); ++it) {
    if (it->start <= top && top < it->end) {
      it->end = top;
      break;
    }
  }
  space_.release(top, static_cast<size_t>(end - top));
}

// --- The barrier -------------------------------------------------------------

bool RefCountCollector::is_weak_referent_slot(const Object* holder, Object* const* slot) {
  const TypeLayout* layout = holder->layout();
  return layout->has_weak_referent && !counts_referent(layout) &&
         slot == holder->field_at<Object*>(layout->weak_referent_offset);
}

void RefCountCollector::increment(Object* obj) {
  std::atomic_ref<uint32_t> word = obj->gc_word_atomic();
  uint32_t w = word.load(std::memory_order_relaxed);
  do {
    if ((w & gc_bits::kCountMask) == gc_bits::kCountMask) return;  // stuck
  } while (!word.compare_exchange_weak(w, w + gc_bits::kCountOne, std::memory_order_relaxed));
}

// Reaching zero puts the object in the ZCT (once: the kInZct bit says it is there).
void RefCountCollector::decrement(Object* obj) {
  std::atomic_ref<uint32_t> word = obj->gc_word_atomic();
  uint32_t w = word.load(std::memory_order_relaxed);
  uint32_t updated;
  do {
    uint32_t count = w & gc_bits::kCountMask;
    if (count == gc_bits::kCountMask || count == 0) return;  // stuck, or never counted
    updated = w - gc_bits::kCountOne;
    if (count == gc_bits::kCountOne) updated |= gc_bits::kInZct;
  } while (!word.compare_exchange_weak(w, updated, std::memory_order_relaxed));
  if ((updated & gc_bits::kInZct) != 0 && (w & gc_bits::kInZct) == 0) {
    std::lock_guard<std::mutex> guard(zct_lock_);
    zct_.push_back(obj);
  }
}

void RefCountCollector::store_weak_referent(Object* holder, Object** slot, Object* value) {
  *slot = value;
  std::lock_guard<std::mutex> guard(references_lock_);
  weak_references_.insert(holder);
}

// Increment first: the new value can then never look dead, not even when it
// is the value being replaced. Compiled code does the same inline
// (jit/barriers.cpp, counted_store, with these gc_bits): a change to the
// counting here must be made there too.
void RefCountCollector::write_barrier(Object* holder, Object** slot, Object* value) {
  if (is_weak_referent_slot(holder, slot)) [[unlikely]] {
    store_weak_referent(holder, slot, value);
    return;
  }
  if (value != nullptr) increment(value);
  Object* old = std::atomic_ref<Object*>(*slot).exchange(value, std::memory_order_acq_rel);
  if (old != nullptr) decrement(old);
}

bool RefCountCollector::compare_and_set(Object* holder, Object** slot, Object* expected, Object* value) {
  if (is_weak_referent_slot(holder, slot)) {
    bool swapped = std::atomic_ref<Object*>(*slot).compare_exchange_strong(expected, value);
    if (swapped) store_weak_referent(holder, slot, value);
    return swapped;
  }
  if (value != nullptr) increment(value);
  bool swapped = std::atomic_ref<Object*>(*slot).compare_exchange_strong(expected, value);
  Object* dropped = swapped ? expected : value;  // undo the increment when nothing was stored
  if (dropped != nullptr) decrement(dropped);
  return swapped;
}

// --- Collection --------------------------------------------------------------

CollectionKind RefCountCollector::collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) {
  post_free_ = events_->wants(HeapEventSink::kObjectFree);
  lists_ = &lists;
  run_batch(vm);
  CollectionKind kind = CollectionKind::kRefcountBatch;
  if (wants_backup_trace(cause)) {
    kind = CollectionKind::kBackupTrace;
    backup_trace(vm, cause != GcCause::kLastDitch, lists);
    size_t live = space_.capacity() - space_.free_bytes();
    size_t needed = failed_request_ != 0 && !space_.has_chunk_for(failed_request_) ? failed_request_ : 0;
    space_.grow(grown_capacity(space_.capacity(), live, needed, memory_.size()));
  }
  failed_request_ = 0;
  allocated_since_batch_ = 0;
  budget_ = batch_budget(space_.capacity());
  lists_ = nullptr;
  return kind;
}

// One batch: every candidate (new since the last batch, or in the ZCT) whose
// count is zero and that no uncounted root holds is freed.
void RefCountCollector::run_batch(VmInterface& vm) {
  mark_uncounted_roots(vm);
  std::vector<Object*> candidates;
  candidates.swap(zct_);
  // Count the new objects first: freeing may reach some before the walk does.
  for (const Region& r : regions_) {
    walk_objects(r.start, r.end, [this](Object* obj) {
      if (is_filler(obj)) return;
      ++live_objects_;
      live_bytes_ += static_cast<int64_t>(object_size(obj));
    });
  }
  // New objects already in the ZCT are among the candidates below.
  for (const Region& r : regions_) {
    walk_objects(r.start, r.end, [this](Object* obj) {
      if (!is_filler(obj) && (obj->gc_word() & gc_bits::kInZct) == 0) consider(obj);
    });
  }
  regions_.clear();
  for (Object* obj : candidates) {
    if (is_filler(obj)) continue;  // freed earlier in this batch
    obj->set_gc_word(obj->gc_word() & ~gc_bits::kInZct);
    consider(obj);
  }
  clear_freed_referents();
  kept_for_finalization_.clear();
  // Kept objects are the Finalizer's now; they leave the registry.
  std::erase_if(lists_->finalizable, [](Object* obj) { return (obj->gc_word() & gc_bits::kFinalized) != 0; });
  for (Object* obj : rooted_) obj->set_gc_word(obj->gc_word() & ~gc_bits::kMark);
  rooted_.clear();
}

// Static fields are counted; every other root is not, and protects what it
// holds for this batch.
void RefCountCollector::mark_uncounted_roots(VmInterface& vm) {
  struct RootMarker final : RootVisitor {
    std::vector<Object*>& rooted;
    explicit RootMarker(std::vector<Object*>& r) : rooted(r) {}
    void visit(Object** slot, const RootInfo& info) override {
      Object* obj = *slot;
      if (obj == nullptr || info.kind == RootKind::kStaticField || (obj->gc_word() & gc_bits::kMark)) return;
      obj->set_gc_word(obj->gc_word() | gc_bits::kMark);
      rooted.push_back(obj);
    }
  } marker(rooted_);
  vm.visit_roots(marker);
}

void RefCountCollector::consider(Object* obj) {
  uint32_t word = obj->gc_word();
  if ((word & gc_bits::kCountMask) != 0) return;  // referenced after all
  if (word & gc_bits::kMark) {
    add_to_zct(obj);  // only a root holds it: look again next batch
    return;
  }
  free_recursively(obj);
}

void RefCountCollector::add_to_zct(Object* obj) {
  uint32_t word = obj->gc_word();
  if (word & gc_bits::kInZct) return;
  obj->set_gc_word(word | gc_bits::kInZct);
  zct_.push_back(obj);
}

// Freeing an object drops the references it held; whatever reaches zero
// and is not rooted is freed in turn, from an explicit work list.
void RefCountCollector::free_recursively(Object* obj) {
  work_.push_back(obj);
  while (!work_.empty()) {
    Object* dead = work_.back();
    work_.pop_back();
    if (dead->layout()->has_finalizer && (dead->gc_word() & gc_bits::kFinalized) == 0) [[unlikely]] {
      keep_for_finalization(dead);
      continue;
    }
    for_each_counted(dead, [this](Object** slot) {
      if (*slot != nullptr) decrement_dead_reference(*slot);
    });
    size_t size = object_size(dead);
    if (post_free_) events_->object_free(dead);
    --live_objects_;
    live_bytes_ -= static_cast<int64_t>(size);
    if (permanent_.contains(dead)) [[unlikely]] {
      permanent_.free(dead);
    } else {
      space_.release(reinterpret_cast<char*>(dead), size);
    }
  }
}

// From now on the Finalizer's list holds it, an uncounted root: rooted for
// the rest of this batch, and back in the ZCT for the batches after
// finalize() has run.
void RefCountCollector::keep_for_finalization(Object* obj) {
  obj->set_gc_word(obj->gc_word() | gc_bits::kFinalized | gc_bits::kMark);
  rooted_.push_back(obj);
  add_to_zct(obj);
  lists_->to_finalize.push_back(obj);
  kept_for_finalization_.insert(obj);
}

void RefCountCollector::decrement_dead_reference(Object* obj) {
  uint32_t word = obj->gc_word();
  uint32_t count = word & gc_bits::kCountMask;
  if (count == gc_bits::kCountMask || count == 0) return;
  obj->set_gc_word(word - gc_bits::kCountOne);
  if (count != gc_bits::kCountOne) return;
  if (word & gc_bits::kMark) {
    add_to_zct(obj);
  } else {
    work_.push_back(obj);
  }
}

// A weak referent freed in this batch leaves a filler where it was: clear
// the Reference now, before the memory can be reused. A weak (not phantom)
// referent kept for finalization counts as gone too. A cleared Reference
// registered with a queue goes to the Reference Handler.
void RefCountCollector::clear_freed_referents() {
  std::erase_if(weak_references_, [this](Object* ref) {
    if (is_filler(ref)) return true;  // the Reference itself was freed
    const TypeLayout* layout = ref->layout();
    auto* slot = ref->field_at<Object*>(layout->weak_referent_offset);
    Object* referent = *slot;
    if (referent == nullptr) return false;
    bool gone = is_filler(referent) || (!layout->referent_is_phantom && kept_for_finalization_.contains(referent));
    if (!gone) return false;
    *slot = nullptr;
    if (has_reference_queue(ref)) lists_->to_enqueue.push_back(ref);
    return false;
  });
}

LiveCounts RefCountCollector::live_counts() const {
  return {live_objects_, live_bytes_, static_cast<int64_t>(space_.capacity() + permanent_.capacity())};
}

HeapStats RefCountCollector::stats() const {
  HeapStats s;
  s.capacity_bytes = space_.capacity();
  s.used_bytes = space_.capacity() - space_.free_bytes();
  s.max_bytes = memory_.size();
  s.permanent_capacity_bytes = permanent_.capacity();
  s.permanent_used_bytes = permanent_.used_bytes();
  return s;
}

std::vector<ArenaUsage> RefCountCollector::arena_usage() const {
  return {{"Reference-counted space", space_.capacity() - space_.free_bytes(), space_.capacity()},
          {PermanentSpace::kArenaName, permanent_.used_bytes(), permanent_.capacity()}};
}

}  // namespace loupe::gc
