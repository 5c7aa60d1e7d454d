#include "gc/common/permanent_space.h"

#include <algorithm>

#include "gc/common/heap_verifier.h"

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
  space_.begin_rebuild();
  char* run = nullptr;  // the start of the current free run, if any
  char* end = space_.end();
  for (char* p = space_.start(); p < end;) {
    auto* obj = reinterpret_cast<Object*>(p);
    size_t size = object_size(obj);
    bool filler = is_filler(obj);
    if (!filler && is_marked(obj)) {
      obj->set_gc_word(obj->gc_word() & ~clear_bits);
      if (run != nullptr) space_.add_free_run(run, static_cast<size_t>(p - run));
      run = nullptr;
    } else {
      if (!filler) {
        if (post_free) events_->object_free(obj);
        --live_objects_;
        live_bytes_ -= static_cast<int64_t>(size);
      }
      if (run == nullptr) run = p;
    }
    p += size;
  }
  if (run != nullptr) space_.add_free_run(run, static_cast<size_t>(end - run));
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
