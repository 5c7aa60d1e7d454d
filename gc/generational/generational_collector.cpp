#include "gc/generational/generational_collector.h"

#include <algorithm>

#include "gc/common/collection_policy.h"
#include "gc/common/filler.h"
#include "gc/common/heap_sizing.h"
#include "gc/common/heap_verifier.h"
#include "gc/common/mark_bitmap.h"
#include "gc/common/marker.h"
#include "gc/common/sweep.h"

namespace loupe::gc {

namespace {

// A third of the initial heap is young (HotSpot's NewRatio=2), at most
// kMaxYoungBytes: eden and two survivor spaces of a tenth each
// (SurvivorRatio=8). The cap keeps eden about the size HotSpot's default
// collector starts its young generation at (G1: 5% of the heap, 19 MiB of
// the 384 MiB default heap of a 24 GiB machine), and not a third of it
// (128 MiB): a young generation that a short program never fills is
// memory touched for the first time on every allocation (a page fault and
// a clearing for each 4 KiB), where a small one is reused warm in the
// caches. Allocation-heavy programs ran 2x to 10x faster with it.
constexpr size_t kMaxYoungBytes = size_t{24} << 20;

struct YoungLayout {
  size_t eden;
  size_t survivor;
  size_t total() const { return eden + 2 * survivor; }
};

YoungLayout young_layout(size_t initial_heap) {
  size_t young = std::min(initial_heap / 3, kMaxYoungBytes);
  return {round_up_to_granule(young * 8 / 10), round_up_to_granule(young / 10)};
}

}  // namespace

GenerationalCollector::GenerationalCollector(const HeapConfig& config) : config_(config) {
  size_t max = reserved_heap_bytes(config);
  size_t initial = initial_heap_bytes(config, max);
  YoungLayout young = young_layout(initial);
  young_bytes_ = young.total();
  old_limit_ = std::max(max > young_bytes_ ? max - young_bytes_ : 0, kMinSpaceBytes);
  // Beyond the limit, room for one young generation's worth of promotion.
  memory_ = VirtualMemory(young_bytes_ + old_limit_ + young_bytes_);
  young_start_ = memory_.start();
  eden_ = {young_start_, young_start_, young_start_ + young.eden};
  char* s = eden_.end;
  survivors_[0] = {s, s, s + young.survivor};
  survivors_[1] = {s + young.survivor, s + young.survivor, s + 2 * young.survivor};
  char* old_start = young_start_ + young_bytes_;
  size_t old_initial = std::clamp(initial > young_bytes_ ? initial - young_bytes_ : 0, kMinSpaceBytes, old_limit_);
  old_.initialize(old_start, old_initial);
  old_reserve_ = old_limit_ + young_bytes_;
}

void GenerationalCollector::start(HeapEventSink& events) {
  events_ = &events;
  if (events.wants(HeapEventSink::kArenaNew)) {
    events.arena_new(kEdenArena, "Eden");
    events.arena_new(kSurvivorArena[0], "Survivor 0");
    events.arena_new(kSurvivorArena[1], "Survivor 1");
    events.arena_new(kOldArena, "Old generation");
  }
  permanent_.start(events);
}

ArenaId GenerationalCollector::arena_of(const Object* obj) const {
  if (eden_.contains(obj)) return kEdenArena;
  if (survivors_[0].contains(obj)) return kSurvivorArena[0];
  if (survivors_[1].contains(obj)) return kSurvivorArena[1];
  if (permanent_.contains(obj)) return PermanentSpace::kArena;
  return kOldArena;
}

// Objects up to half of eden start young; larger ones go straight to the
// old generation, where copying them would cost most.
char* GenerationalCollector::allocate(size_t bytes) {
  if (old_exhausted_) return nullptr;
  if (bytes <= static_cast<size_t>(eden_.end - eden_.start) / 2) {
    char* memory = eden_.bump(bytes);
    if (memory != nullptr) largest_young_object_ = std::max(largest_young_object_, bytes);
    return memory;
  }
  char* memory = allocate_old(bytes);
  if (memory == nullptr) {
    old_allocation_failed_ = true;
    return nullptr;
  }
  ++old_objects_;
  old_bytes_ += static_cast<int64_t>(bytes);
  return memory;
}

char* GenerationalCollector::allocate_buffer(size_t min, size_t preferred, size_t* size) {
  if (old_exhausted_) return nullptr;
  size_t room = static_cast<size_t>(eden_.end - eden_.top);
  if (room < min) return nullptr;
  *size = std::min(preferred, room);
  return eden_.bump(*size);
}

// From the free lists, growing the old space up to its limit when they
// cannot serve the request.
char* GenerationalCollector::allocate_old(size_t bytes) {
  if (char* memory = old_.allocate(bytes)) return memory;
  if (old_.capacity() >= old_limit_) return nullptr;
  grow_old(bytes);
  return old_.allocate(bytes);
}

// Half as big again, and at least big enough for `needed` in one chunk at
// the end; beyond the old generation's limit only when nothing less will do.
void GenerationalCollector::grow_old(size_t needed) {
  size_t capacity = old_.capacity();
  size_t enough = capacity + needed + kSpaceGranule;
  size_t target = round_up_to_granule(std::max(capacity + capacity / 2, enough));
  if (target > old_limit_ && enough <= old_limit_) target = old_limit_;
  old_.grow(std::min(target, old_reserve_));
}

void GenerationalCollector::remember(Object* holder) {
  uint32_t before = holder->gc_word_atomic().fetch_or(gc_bits::kRemembered);
  if ((before & gc_bits::kRemembered) != 0) return;  // another thread was first
  std::lock_guard<std::mutex> guard(remembered_lock_);
  remembered_.push_back(holder);
}

bool GenerationalCollector::needs_full_collection(GcCause cause) {
  if (cause_forces_thorough_collection(cause, stress_collections_)) return true;
  if (old_allocation_failed_ || old_exhausted_) return true;
  // The promotion guarantee: a scavenge might promote everything young,
  // and the largest young object needs one chunk.
  size_t old_used = old_.capacity() - old_.free_bytes();
  size_t old_room = old_used < old_limit_ ? old_limit_ - old_used : 0;
  if (old_room < eden_.used() + from().used()) return true;
  return !old_.has_chunk_for(largest_young_object_) && old_.capacity() + largest_young_object_ > old_limit_;
}

CollectionKind GenerationalCollector::collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) {
  const bool keep_soft = cause != GcCause::kLastDitch;
  const bool full = needs_full_collection(cause);
  if (full) {
    mark_and_sweep_old(vm, keep_soft, lists);
    scavenge(vm, keep_soft, lists);
    size_t old_used = old_.capacity() - old_.free_bytes();
    size_t target = grown_capacity(old_.capacity(), old_used, 0, old_limit_);
    old_.grow(target);
  } else {
    scavenge(vm, keep_soft, lists);
  }
  old_allocation_failed_ = false;
  old_exhausted_ = old_.capacity() - old_.free_bytes() > old_limit_;
  return full ? CollectionKind::kFull : CollectionKind::kMinor;
}

// The first half of a full collection: mark the whole heap, young and old,
// then sweep the old generation. The scavenge that follows moves exactly the
// young objects marked here.
void GenerationalCollector::mark_and_sweep_old(VmInterface& vm, bool keep_soft_referents, ReferenceLists& lists) {
  HeaderMarks marks;
  Marker<HeaderMarks> marker(marks, keep_soft_referents);
  marker.mark_from_roots(vm);
  marker.process_references(lists);
  vm.unload_dead_loaders();  // before the sweep, and before the scavenge visits the roots
  // Dead old objects leave the remembered set before the sweep reuses them.
  std::erase_if(remembered_, [](Object* obj) { return !HeaderMarks::is_marked(obj); });
  sweep_old();
  permanent_.sweep();
}

void GenerationalCollector::sweep_old() {
  const bool post_free = events_->wants(HeapEventSink::kObjectFree);
  old_objects_ = old_bytes_ = 0;
  sweep_marked(
      old_,
      [&](Object* obj, size_t size) {
        HeaderMarks::unmark(obj);
        ++old_objects_;
        old_bytes_ += static_cast<int64_t>(size);
      },
      [&](Object* obj, size_t) {
        if (post_free) events_->object_free(obj);
      });
}

LiveCounts GenerationalCollector::live_counts() const {
  LiveCounts counts;
  counts.objects = old_objects_ + survivors_objects_ + permanent_.live_objects();
  counts.bytes = old_bytes_ + survivors_bytes_ + permanent_.live_bytes();
  counts.total_space = static_cast<int64_t>(eden_.end - eden_.start + 2 * (from().end - from().start) + old_.capacity() +
                                            permanent_.capacity());
  return counts;
}

void GenerationalCollector::verify(VmInterface& vm, const char* when) {
  HeapVerifier verifier("generational");
  verifier.set_transient_bits(gc_bits::kMark);
  verifier.add_range(eden_.start, eden_.top, "eden");
  verifier.add_range(from().start, from().top, "the survivor space");
  verifier.add_range(old_.start(), old_.end(), "the old generation");
  permanent_.add_to(verifier);
  if (to().top != to().start) verifier.fail("the empty survivor space holds objects");
  verifier.verify(vm, when);
  verifier.check_free_lists(old_);
  permanent_.check_free_lists(verifier);

  // The remembered set: listed once each, and every old object that refers
  // to a young one is listed.
  size_t flagged = 0;
  verifier.for_each_object([&](Object* obj) {
    bool young = is_young(obj);
    uint32_t word = obj->gc_word();
    if (young && (word & gc_bits::kRemembered)) verifier.fail("a young object is marked remembered");
    if (young) return;
    if (word & gc_bits::kRemembered) ++flagged;
    for_each_reference(obj, [&](Object** slot) {
      if (is_young(*slot) && !(word & gc_bits::kRemembered)) {
        verifier.fail("an old object refers to a young one but is not in the remembered set");
      }
    }, true);
  });
  std::vector<Object*> listed = remembered_;
  std::sort(listed.begin(), listed.end());
  if (std::adjacent_find(listed.begin(), listed.end()) != listed.end()) verifier.fail("the remembered set lists an object twice");
  for (Object* obj : listed) {
    if (!verifier.is_object(obj) || is_young(obj)) verifier.fail("the remembered set lists something that is no old object");
  }
  if (flagged != listed.size()) verifier.fail("remembered bits and the remembered set disagree");
}

HeapStats GenerationalCollector::stats() const {
  HeapStats s;
  size_t young_capacity = static_cast<size_t>(eden_.end - eden_.start + (from().end - from().start));
  s.capacity_bytes = young_capacity + old_.capacity();
  s.used_bytes = eden_.used() + from().used() + (old_.capacity() - old_.free_bytes());
  s.max_bytes = std::max(config_.max_bytes, young_bytes_ + old_limit_);
  s.permanent_capacity_bytes = permanent_.capacity();
  s.permanent_used_bytes = permanent_.used_bytes();
  return s;
}

std::vector<ArenaUsage> GenerationalCollector::arena_usage() const {
  auto usage = [](const char* name, const Space& space) {
    return ArenaUsage{name, space.used(), static_cast<size_t>(space.end - space.start)};
  };
  return {usage("Eden", eden_), usage("Survivor 0", survivors_[0]), usage("Survivor 1", survivors_[1]),
          {"Old generation", old_.capacity() - old_.free_bytes(), old_.capacity()},
          {PermanentSpace::kArenaName, permanent_.used_bytes(), permanent_.capacity()}};
}

}  // namespace loupe::gc
