// A heap-event sink that checks the protocol of heap_events.h as an agent
// would see it: it keeps every object it was told about, by arena, and
// aborts (or reports to a callback, in tests) at the first event that does
// not fit: a free or move of an unknown object, a move onto an ID still in
// use, an event outside GC_START/GC_FINISH, a GC_FINISH whose counts differ
// from what the events add up to, a move out of or into the permanent arena
// (class objects never move). -Xcheckgcevents runs it on real programs.
#pragma once

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "gc/heap_events.h"

namespace loupe::gc {

class EventChecker final : public HeapEventSink {
 public:
  using FailureHandler = std::function<void(const std::string&)>;
  explicit EventChecker(FailureHandler on_failure = nullptr);

  void arena_new(ArenaId arena, const char* name) override;
  void arena_delete(ArenaId arena) override;
  void object_alloc(ArenaId arena, Object* obj, size_t size) override;
  void object_free(Object* obj) override;
  void object_move(ArenaId from, Object* old_obj, ArenaId to, Object* new_obj) override;
  void gc_start() override;
  void gc_finish(int64_t used_objects, int64_t used_object_space, int64_t total_object_space) override;

  size_t live_objects() const { return objects_.size(); }
  uint64_t collections() const { return collections_; }
  uint64_t moves() const { return moves_; }
  uint64_t frees() const { return frees_; }

 private:
  struct Known {
    ArenaId arena;
    size_t size;
  };
  void fail(const std::string& problem);

  FailureHandler on_failure_;
  std::mutex lock_;  // allocations arrive from many threads
  bool in_gc_ = false;
  // Every known object, and the same objects by arena (so that an
  // ARENA_DELETE costs what the arena holds, not what the heap holds).
  std::unordered_map<ArenaId, std::unordered_set<const Object*>> arenas_;
  std::unordered_map<const Object*, Known> objects_;
  uint64_t live_bytes_ = 0;
  uint64_t collections_ = 0, moves_ = 0, frees_ = 0;
};

}  // namespace loupe::gc
