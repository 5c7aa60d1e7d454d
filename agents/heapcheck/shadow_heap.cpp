// The shadow heap (shadow_heap.h).
#include "shadow_heap.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>

namespace heapcheck {

namespace {

constexpr size_t kInitialTableSize = 1 << 12;

// Object IDs are addresses: their low bits are alignment zeros, so mix
// before masking (a multiplicative hash, Knuth's constant for 64 bits).
size_t hash(ObjectId id) { return static_cast<size_t>((id >> 3) * 0x9E3779B97F4A7C15ull >> 20); }

}  // namespace

ShadowHeap::ShadowHeap() : table_(kInitialTableSize, 0), table_mask_(kInitialTableSize - 1) {}

bool ShadowHeap::fail(const char* format, ...) {
  va_list args;
  va_start(args, format);
  std::vsnprintf(error_, sizeof error_, format, args);
  va_end(args);
  return false;
}

// ---- arenas ----

ShadowHeap::Arena* ShadowHeap::find_arena(int32_t arena) {
  for (Arena& a : arenas_) {
    if (a.live && a.id == arena) return &a;
  }
  return nullptr;
}

const ShadowHeap::Arena* ShadowHeap::find_arena(int32_t arena) const {
  for (const Arena& a : arenas_) {
    if (a.live && a.id == arena) return &a;
  }
  return nullptr;
}

bool ShadowHeap::arena_new(int32_t arena, const char* name) {
  if (find_arena(arena) != nullptr) return fail("arena %d is already live", arena);
  for (Arena& a : arenas_) {
    if (a.live) continue;
    a = Arena{};
    a.id = arena;
    a.live = true;
    std::snprintf(a.name, sizeof a.name, "%s", name != nullptr ? name : "");
    return true;
  }
  return fail("more than %zu live arenas", kMaxArenas);
}

bool ShadowHeap::arena_delete(int32_t arena) {
  Arena* a = find_arena(arena);
  if (a == nullptr) return fail("arena %d is not live", arena);
  // Everything still in the arena dies with it (no OBJECT_FREE each).
  while (a->head != ObjectRecord::kNone) {
    uint32_t index = a->head;
    unlink(a, index);
    table_erase(records_[index].id);
    release(index);
  }
  a->live = false;
  return true;
}

void ShadowHeap::link(Arena* arena, uint32_t index) {
  ObjectRecord& r = records_[index];
  r.prev = ObjectRecord::kNone;
  r.next = arena->head;
  if (arena->head != ObjectRecord::kNone) records_[arena->head].prev = index;
  arena->head = index;
  arena->objects++;
}

void ShadowHeap::unlink(Arena* arena, uint32_t index) {
  ObjectRecord& r = records_[index];
  if (r.prev != ObjectRecord::kNone) {
    records_[r.prev].next = r.next;
  } else {
    arena->head = r.next;
  }
  if (r.next != ObjectRecord::kNone) records_[r.next].prev = r.prev;
  r.prev = r.next = ObjectRecord::kNone;
  arena->objects--;
}

// A dead record joins the free list; id 0 marks it unused.
void ShadowHeap::release(uint32_t index) {
  ObjectRecord& r = records_[index];
  live_objects_--;
  live_bytes_ -= r.size;
  r.id = 0;
  r.next = free_head_;
  free_head_ = index;
}

// ---- the ID table ----

size_t ShadowHeap::slot_of(ObjectId id) const {
  size_t slot = hash(id) & table_mask_;
  while (table_[slot] != 0 && records_[table_[slot] - 1].id != id) slot = (slot + 1) & table_mask_;
  return slot;
}

void ShadowHeap::table_insert(ObjectId id, uint32_t index) {
  size_t slot = slot_of(id);
  table_[slot] = index + 1;
  table_used_++;
}

// Backward-shift deletion: entries after the hole that would no longer be
// found (their home slot is not cyclically in (hole, entry]) move into it.
void ShadowHeap::table_erase(ObjectId id) {
  size_t hole = slot_of(id);
  if (table_[hole] == 0) return;
  table_[hole] = 0;
  table_used_--;
  size_t slot = (hole + 1) & table_mask_;
  while (table_[slot] != 0) {
    size_t home = hash(records_[table_[slot] - 1].id) & table_mask_;
    bool stays = hole <= slot ? (hole < home && home <= slot) : (hole < home || home <= slot);
    if (!stays) {
      table_[hole] = table_[slot];
      table_[slot] = 0;
      hole = slot;
    }
    slot = (slot + 1) & table_mask_;
  }
}

// At most half full keeps probes short; only allocate() grows it.
bool ShadowHeap::grow_table_if_needed() {
  if ((table_used_ + 1) * 2 <= table_.size()) return true;
  std::vector<uint32_t> old;
  old.swap(table_);
  table_.assign(old.size() * 2, 0);
  table_mask_ = table_.size() - 1;
  table_used_ = 0;
  for (uint32_t entry : old) {
    if (entry != 0) table_insert(records_[entry - 1].id, entry - 1);
  }
  return true;
}

const ObjectRecord* ShadowHeap::find(ObjectId id) const {
  if (id == 0) return nullptr;
  size_t slot = slot_of(id);
  return table_[slot] == 0 ? nullptr : &records_[table_[slot] - 1];
}

// ---- objects ----

bool ShadowHeap::allocate(ObjectId id, int32_t arena, ObjectId class_id, int32_t kind, int64_t size) {
  if (id == 0) return fail("object ID is NULL");
  Arena* a = find_arena(arena);
  if (a == nullptr) return fail("object %#zx allocated in arena %d, which is not live", static_cast<size_t>(id), arena);
  if (const ObjectRecord* old = find(id)) {
    return fail("object %#zx allocated, but that ID is live (arena %d, %lld bytes)", static_cast<size_t>(id),
                old->arena, static_cast<long long>(old->size));
  }
  if (size <= 0) return fail("object %#zx allocated with size %lld", static_cast<size_t>(id), static_cast<long long>(size));
  grow_table_if_needed();
  uint32_t index;
  if (free_head_ != ObjectRecord::kNone) {
    index = free_head_;
    free_head_ = records_[index].next;
  } else {
    index = static_cast<uint32_t>(records_.size());
    records_.emplace_back();
  }
  ObjectRecord& r = records_[index];
  r.id = id;
  r.class_id = class_id;
  r.size = size;
  r.serial = next_serial_++;
  r.arena = arena;
  r.kind = kind;
  link(a, index);
  table_insert(id, index);
  live_objects_++;
  live_bytes_ += size;
  return true;
}

bool ShadowHeap::free_object(ObjectId id) {
  size_t slot = slot_of(id);
  if (id == 0 || table_[slot] == 0) return fail("object %#zx is not a live ID", static_cast<size_t>(id));
  uint32_t index = table_[slot] - 1;
  Arena* a = find_arena(records_[index].arena);
  if (a == nullptr) return fail("object %#zx lies in arena %d, which is gone", static_cast<size_t>(id), records_[index].arena);
  unlink(a, index);
  table_erase(id);
  release(index);
  return true;
}

bool ShadowHeap::move(int32_t arena, ObjectId id, int32_t new_arena, ObjectId new_id) {
  size_t slot = slot_of(id);
  if (id == 0 || table_[slot] == 0) return fail("object %#zx is not a live ID", static_cast<size_t>(id));
  uint32_t index = table_[slot] - 1;
  ObjectRecord& r = records_[index];
  if (r.arena != arena) {
    return fail("object %#zx is in arena %d, not %d", static_cast<size_t>(id), r.arena, arena);
  }
  Arena* to = find_arena(new_arena);
  if (to == nullptr) return fail("target arena %d is not live", new_arena);
  if (new_id == 0) return fail("new ID is NULL");
  if (new_id != id) {
    if (const ObjectRecord* other = find(new_id)) {
      return fail("new ID %#zx is still live (arena %d, %lld bytes): a dead object must be freed first",
                  static_cast<size_t>(new_id), other->arena, static_cast<long long>(other->size));
    }
  }
  Arena* from = find_arena(arena);
  if (from == nullptr) return fail("arena %d is not live", arena);
  table_erase(id);
  unlink(from, index);
  r.id = new_id;
  r.arena = new_arena;
  link(to, index);
  table_insert(new_id, index);  // the slot erase just freed: no growth
  return true;
}

int64_t ShadowHeap::live_objects_before(uint64_t serial) const {
  int64_t n = 0;
  for (const ObjectRecord& r : records_) {
    if (r.id != 0 && r.serial < serial) n++;
  }
  return n;
}

}  // namespace heapcheck
