#include "gc/common/permanent_space.h"

#include <algorithm>

#include "gc/common/heap_verifier.h"
#include "gc/common/sweep.h"

namespace loupe::gc {

PermanentSpace::PermanentSpace(size_t reserved_bytes) : memory_(reserved_bytes) {
  space_.initialize(memory_.start(), std::min(kInitialBytes, memory_.size()));
}

void PermanentSpace::start(HeapEventSink& events) {
  events_ = &events;
  if (events.wants(HeapEventSink::kArenaNew)) events.arena_new(kArena, kArenaName);
}

// Classes come in bursts (a library loading) and rarely die: doubling the
// space keeps the growth steps few, and untouched pages cost nothing.
char* PermanentSpace::allocate(size_t bytes) {
  char* memory = space_.allocate(bytes);
  while (memory == nullptr && space_.capacity() < memory_.size()) {
    space_.grow(std::min(std::max(space_.capacity() * 2, space_.capacity() + bytes), memory_.size()));
    memory = space_.allocate(bytes);
  }
  if (memory != nullptr) {
    ++live_objects_;
    live_bytes_ += static_cast<int64_t>(bytes);
  }
  return memory;
}

void PermanentSpace::sweep(uint32_t clear_bits) {
  const bool post_free = events_ != nullptr && events_->wants(HeapEventSink::kObjectFree);
  clear_bits |= gc_bits::kMark;
  sweep_marked(
      space_, [&](Object* obj, size_t) { obj->set_gc_word(obj->gc_word() & ~clear_bits); },
      [&](Object* obj, size_t size) {
        if (post_free) events_->object_free(obj);
        --live_objects_;
        live_bytes_ -= static_cast<int64_t>(size);
      });
}

void PermanentSpace::free(Object* obj) {
  size_t size = object_size(obj);
  --live_objects_;
  live_bytes_ -= static_cast<int64_t>(size);
  space_.release(reinterpret_cast<char*>(obj), size);
}

void PermanentSpace::add_to(HeapVerifier& verifier) const {
  verifier.add_range(space_.start(), space_.end(), "the permanent space");
}

void PermanentSpace::check_free_lists(const HeapVerifier& verifier) const { verifier.check_free_lists(space_); }

}  // namespace loupe::gc
