// The algorithm-independent heap events of the JVMPI papers (arenas, object
// allocation, freeing and moving, collection start and finish), as every
// collector reports its work. Collectors post them to one HeapEventSink;
// the VM connects the sink to profiler agents (jvmpi/). Object IDs are
// object addresses.
//
// Rules every collector keeps (the specification's):
//   - OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE only between GC_START and
//     GC_FINISH;
//   - an ARENA_DELETE frees every object still in the arena, without an
//     OBJECT_FREE each;
//   - moves are posted in an order such that no new ID equals an ID that is
//     still valid (a dead object is freed before anything moves onto it);
//   - GC_FINISH carries the exact number and total size of live objects
//     (sizes as reported in OBJECT_ALLOC) and the heap's total object space.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "gc/object_model.h"

namespace loupe::gc {

using ArenaId = int32_t;

class HeapEventSink {
 public:
  enum Kind : uint32_t {
    kArenaNew = 1 << 0,
    kArenaDelete = 1 << 1,
    kObjectAlloc = 1 << 2,
    kObjectFree = 1 << 3,
    kObjectMove = 1 << 4,
    kGcStart = 1 << 5,
    kGcFinish = 1 << 6,
  };

  virtual ~HeapEventSink() = default;

  // One load and a test per posting site: collectors call the post only when
  // the kind is wanted, so disabled events cost a branch.
  bool wants(Kind kind) const { return (enabled_.load(std::memory_order_relaxed) & kind) != 0; }
  void set_enabled(uint32_t kinds) { enabled_.store(kinds, std::memory_order_relaxed); }
  uint32_t enabled() const { return enabled_.load(std::memory_order_relaxed); }

  // Each event is ignored unless a sink overrides it.
  virtual void arena_new(ArenaId arena, const char* name) { (void)arena, (void)name; }
  virtual void arena_delete(ArenaId arena) { (void)arena; }
  // Posted by the Heap for the VM, once the object has its class.
  virtual void object_alloc(ArenaId arena, Object* obj, size_t size) { (void)arena, (void)obj, (void)size; }
  virtual void object_free(Object* obj) { (void)obj; }
  virtual void object_move(ArenaId from, Object* old_obj, ArenaId to, Object* new_obj) {
    (void)from, (void)old_obj, (void)to, (void)new_obj;
  }
  virtual void gc_start() {}
  virtual void gc_finish(int64_t used_objects, int64_t used_object_space, int64_t total_object_space) {
    (void)used_objects, (void)used_object_space, (void)total_object_space;
  }

 private:
  std::atomic<uint32_t> enabled_{0};
};

}  // namespace loupe::gc
