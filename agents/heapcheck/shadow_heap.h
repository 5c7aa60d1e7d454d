// heapcheck's copy of the heap as the JVMPI events describe it: every live
// object ID with its arena, size and class, and every arena's objects.
//
// The events that change it during a collection (OBJECT_FREE, OBJECT_MOVE,
// ARENA_DELETE, and the ARENA_NEW that follows a delete) come in thread-
// suspended mode, where the agent must not allocate (a stopped thread may
// hold the C heap's lock). So those operations never allocate: records
// live in one vector that only OBJECT_ALLOC grows, freed records go on an
// intrusive free list, each arena's objects form an intrusive list, the ID
// table is open addressing with backward-shift deletion (no tombstones, so
// a move, a delete then an insert, never needs more room), and arenas sit
// in a fixed array. Errors are formatted into a fixed buffer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace heapcheck {

using ObjectId = uintptr_t;

struct ObjectRecord {
  ObjectId id = 0;
  ObjectId class_id = 0;
  int64_t size = 0;
  uint64_t serial = 0;  // allocation number: which objects a heap dump must hold
  int32_t arena = 0;
  int32_t kind = 0;     // obj_alloc.is_array
  uint32_t prev = kNone, next = kNone;  // the arena's list, or the free list

  static constexpr uint32_t kNone = UINT32_MAX;
};

class ShadowHeap {
 public:
  static constexpr size_t kMaxArenas = 64;

  ShadowHeap();

  // Each returns false with error() set when the event contradicts what
  // came before. Only allocate() may allocate memory.
  bool arena_new(int32_t arena, const char* name);
  bool arena_delete(int32_t arena);
  bool allocate(ObjectId id, int32_t arena, ObjectId class_id, int32_t kind, int64_t size);
  bool free_object(ObjectId id);
  bool move(int32_t arena, ObjectId id, int32_t new_arena, ObjectId new_id);

  const ObjectRecord* find(ObjectId id) const;
  bool arena_exists(int32_t arena) const { return find_arena(arena) != nullptr; }

  int64_t live_objects() const { return live_objects_; }
  int64_t live_bytes() const { return live_bytes_; }
  uint64_t allocations() const { return next_serial_; }
  // Objects allocated before `serial`: those a heap dump taken after it
  // must list (nothing can free them while GC is disabled).
  int64_t live_objects_before(uint64_t serial) const;
  // Calls f(record) for each live object, in no particular order.
  template <typename F>
  void for_each_live(F f) const {
    for (const ObjectRecord& r : records_) {
      if (r.id != 0) f(r);
    }
  }

  const char* error() const { return error_; }

 private:
  struct Arena {
    int32_t id = 0;
    bool live = false;
    char name[64] = {};
    uint32_t head = ObjectRecord::kNone;
    int64_t objects = 0;
  };

  Arena* find_arena(int32_t arena);
  const Arena* find_arena(int32_t arena) const;
  void link(Arena* arena, uint32_t index);
  void unlink(Arena* arena, uint32_t index);
  void release(uint32_t index);

  // The ID table: slot = record index + 1, 0 empty.
  size_t slot_of(ObjectId id) const;  // where id is, or the empty slot ending its probe
  void table_insert(ObjectId id, uint32_t index);
  void table_erase(ObjectId id);
  bool grow_table_if_needed();

  bool fail(const char* format, ...) __attribute__((format(printf, 2, 3)));

  std::vector<ObjectRecord> records_;
  uint32_t free_head_ = ObjectRecord::kNone;
  std::vector<uint32_t> table_;
  size_t table_mask_ = 0;
  size_t table_used_ = 0;
  Arena arenas_[kMaxArenas];
  int64_t live_objects_ = 0;
  int64_t live_bytes_ = 0;
  uint64_t next_serial_ = 0;
  char error_[512] = {};
};

}  // namespace heapcheck
