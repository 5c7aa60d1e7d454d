#include "gc/compact/compact_collector.h"

#include <cstring>

#include "gc/common/filler.h"
#include "gc/common/heap_sizing.h"
#include "gc/common/heap_verifier.h"
#include "gc/common/marker.h"

namespace loupe::gc {

CompactCollector::CompactCollector(const HeapConfig& config) : memory_(reserved_heap_bytes(config)) {
  capacity_ = initial_heap_bytes(config, memory_.size());
  top_ = memory_.start();
}

void CompactCollector::start(HeapEventSink& events) {
  events_ = &events;
  if (events.wants(HeapEventSink::kArenaNew)) events.arena_new(kArena, "Compacted space");
  permanent_.start(events);
}

char* CompactCollector::allocate(size_t bytes) {
  if (static_cast<size_t>(memory_.start() + capacity_ - top_) < bytes) {
    if (bytes > failed_request_) failed_request_ = bytes;
    return nullptr;
  }
  char* result = top_;
  top_ += bytes;
  return result;
}

char* CompactCollector::allocate_buffer(size_t min, size_t preferred, size_t* size) {
  size_t room = static_cast<size_t>(memory_.start() + capacity_ - top_);
  if (room < min) {
    if (min > failed_request_) failed_request_ = min;
    return nullptr;
  }
  *size = std::min(preferred, room);
  return allocate(*size);
}

CollectionKind CompactCollector::collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) {
  marks_.cover(memory_.start(), static_cast<size_t>(top_ - memory_.start()));
  PermanentAwareMarks<MarkBitmap> marks(marks_, permanent_);
  Marker<PermanentAwareMarks<MarkBitmap>> marker(marks, cause != GcCause::kLastDitch);
  marker.mark_from_roots(vm);
  marker.process_references(lists);
  vm.unload_dead_loaders();  // before the sweep frees their mirrors and the roots are updated
  permanent_.sweep();  // dead class objects are freed where they are, before anything moves
  compute_new_addresses();
  update_references(vm, lists);
  move_objects();
  top_ = new_top_;
  live_.objects = static_cast<int64_t>(marker.marked_objects());
  live_.bytes = static_cast<int64_t>(marker.marked_bytes());
  size_t live = static_cast<size_t>(top_ - memory_.start());
  // The free space is one block now: grow for the refused request only if
  // compaction did not make room for it.
  size_t needed = capacity_ - live >= failed_request_ ? 0 : failed_request_;
  capacity_ = grown_capacity(capacity_, live, needed, memory_.size());
  failed_request_ = 0;
  live_.total_space = static_cast<int64_t>(capacity_ + permanent_.capacity());
  return CollectionKind::kFull;
}

// Pass 1. Dead objects are freed here, before any object moves.
void CompactCollector::compute_new_addresses() {
  const bool post_free = events_->wants(HeapEventSink::kObjectFree);
  saved_words_.clear();
  char* free = memory_.start();
  for (char* p = memory_.start(); p < top_;) {
    auto* obj = reinterpret_cast<Object*>(p);
    size_t size = object_size(obj);
    if (!is_filler(obj) && marks_.is_marked(obj)) {
      if (obj->second_word() != 0) saved_words_.emplace_back(obj, obj->second_word());
      obj->set_second_word(reinterpret_cast<uint64_t>(free));
      free += size;
    } else if (post_free && !is_filler(obj)) {
      events_->object_free(obj);
    }
    p += size;
  }
  new_top_ = free;
}

// Pass 2. Every reference is to a live object (weak referents to dead ones
// were cleared), whose second word now holds its new address. The
// finalizable objects still registered are live too, and move. The
// permanent space holds only live objects after its sweep.
void CompactCollector::update_references(VmInterface& vm, ReferenceLists& lists) {
  auto update = [this](Object** slot) {
    if (*slot != nullptr) *slot = new_address(*slot);
  };
  struct RootUpdater final : RootVisitor {
    decltype(update)& update_slot;
    explicit RootUpdater(decltype(update)& u) : update_slot(u) {}
    void visit(Object** slot, const RootInfo&) override { update_slot(slot); }
  } roots(update);
  vm.visit_roots(roots);
  for (Object*& obj : lists.finalizable) obj = new_address(obj);
  permanent_.for_each_object([&](Object* obj) { for_each_reference(obj, update, true); });
  for (char* p = memory_.start(); p < top_;) {
    auto* obj = reinterpret_cast<Object*>(p);
    size_t size = object_size(obj);
    if (!is_filler(obj) && marks_.is_marked(obj)) {
      for_each_reference(obj, update, true);
    }
    p += size;
  }
}

// Pass 3. An object moves only downwards, onto memory whose objects have
// already been visited, so the headers still ahead of the scan are intact.
void CompactCollector::move_objects() {
  const bool post_move = events_->wants(HeapEventSink::kObjectMove);
  size_t next_saved = 0;
  for (char* p = memory_.start(); p < top_;) {
    auto* obj = reinterpret_cast<Object*>(p);
    size_t size = object_size(obj);
    if (!is_filler(obj) && marks_.is_marked(obj)) {
      Object* to = new_address(obj);
      uint64_t word = 0;
      if (next_saved < saved_words_.size() && saved_words_[next_saved].first == obj) {
        word = saved_words_[next_saved++].second;
      }
      if (to != obj) std::memmove(to, obj, size);
      to->set_second_word(word);
      if (post_move && to != obj) events_->object_move(kArena, obj, kArena, to);
    }
    p += size;
  }
}

void CompactCollector::verify(VmInterface& vm, const char* when) {
  HeapVerifier verifier("compact");
  verifier.add_range(memory_.start(), top_, "the compacted space");
  permanent_.add_to(verifier);
  verifier.verify(vm, when);
  permanent_.check_free_lists(verifier);
}

HeapStats CompactCollector::stats() const {
  HeapStats s;
  s.capacity_bytes = capacity_;
  s.used_bytes = static_cast<size_t>(top_ - memory_.start());
  s.max_bytes = memory_.size();
  s.permanent_capacity_bytes = permanent_.capacity();
  s.permanent_used_bytes = permanent_.used_bytes();
  return s;
}

std::vector<ArenaUsage> CompactCollector::arena_usage() const {
  return {{"Compacted space", static_cast<size_t>(top_ - memory_.start()), capacity_},
          {PermanentSpace::kArenaName, permanent_.used_bytes(), permanent_.capacity()}};
}

}  // namespace loupe::gc
