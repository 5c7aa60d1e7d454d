// heapviz's picture of the heap, kept up to date from the JVMPI heap events
// (docs/heapviz.md). Everything here runs under the agent's one lock
// (heapviz.cpp): the event handlers call it, the page writer reads it.
//
// Between GC_START and GC_FINISH the VM is in thread-suspended mode: other
// threads are stopped wherever they were, maybe inside malloc. So nothing
// the collection events reach allocates: the object table only grows at
// OBJECT_ALLOC, and the snapshot a collection fills is made ready beforehand
// (prepare_for_next_collection, called from the allocation path).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <unordered_map>
#include <vector>

#include "jvmpi.h"

namespace heapviz {

// Arena IDs index a fixed table (Loupe's are 1..4 and 16); the maps and the
// timeline follow at most kMaxArenas of them, in the order ARENA_NEW named
// them first.
constexpr int kMaxArenaIds = 64;
constexpr int kMaxArenas = 8;

struct Arena {
  bool seen = false;  // ARENA_NEW came at least once
  int slot = -1;      // index in the maps and the timeline, -1: not followed
  char name[40] = {};
  uint32_t epoch = 0;  // bumped by ARENA_DELETE: older records are dead
  uint64_t live_bytes = 0;
  uint64_t live_objects = 0;
  // The addresses objects have been seen at, ever: ARENA_NEW tells no
  // address range, so a map spans what the arena has held.
  uintptr_t low = UINTPTR_MAX;
  uintptr_t high = 0;
};

// One live object (or a dead one whose arena was deleted since: its epoch
// no longer matches the arena's; such records are dropped when the table
// is rebuilt). address 0 marks an empty slot.
struct ObjectRecord {
  uintptr_t address;
  uint32_t size;
  uint32_t class_index;  // into HeapModel::classes
  uint32_t site;         // into HeapModel::sites
  uint32_t birth;        // collections finished before its allocation
  uint32_t epoch;        // its arena's epoch when it arrived there
  uint8_t arena;         // arena ID
  // The low byte of 1 + the collection that last moved it (0: never), to
  // tell the maps what this collection moved; a byte keeps the record at 32
  // bytes (a record unmoved for a multiple of 256 collections since its
  // last move would show as moved: the maps are a picture, not a count).
  uint8_t moved_mark;
};

inline uint8_t move_mark(uint32_t collection) { return static_cast<uint8_t>((collection + 1) & 0xff); }

// Zero-filled memory straight from mmap, asking for huge pages: the object
// table of a program with millions of objects is hundreds of MB, and
// memset plus a page fault per 4 KiB cost more than the events themselves.
class ZeroedArray {
 public:
  ZeroedArray() = default;
  explicit ZeroedArray(size_t count);
  ~ZeroedArray();
  ZeroedArray(ZeroedArray&& other) noexcept { swap(other); }
  ZeroedArray& operator=(ZeroedArray&& other) noexcept {
    swap(other);
    return *this;
  }
  ZeroedArray(const ZeroedArray&) = delete;
  ZeroedArray& operator=(const ZeroedArray&) = delete;
  ObjectRecord& operator[](size_t i) { return data_[i]; }
  const ObjectRecord& operator[](size_t i) const { return data_[i]; }
  size_t size() const { return count_; }
  ObjectRecord* begin() { return data_; }
  ObjectRecord* end() { return data_ + count_; }

 private:
  void swap(ZeroedArray& other) noexcept {
    std::swap(data_, other.data_);
    std::swap(count_, other.count_);
  }
  ObjectRecord* data_ = nullptr;
  size_t count_ = 0;
};

// Open addressing with linear probing and backward-shift deletion (no
// tombstones), keyed by address: the VM's object IDs are addresses.
class ObjectTable {
 public:
  ObjectTable();
  ObjectRecord* find(uintptr_t address);
  // Inserts or overwrites. Never grows: call reserve_one_more() first.
  ObjectRecord* insert(uintptr_t address);
  bool remove(uintptr_t address, ObjectRecord* removed);
  // Outside collections only: rebuilds the table when it is getting full,
  // dropping dead records (is_live false) and doubling when still crowded.
  template <typename IsLive>
  void reserve_one_more(IsLive&& is_live);
  template <typename Visit>
  void for_each(Visit&& visit) {
    for (ObjectRecord& r : slots_) {
      if (r.address != 0) visit(r);
    }
  }
  size_t size() const { return used_; }

 private:
  // Where an address's probe starts. Each 4 KiB page of the heap goes to a
  // random place in the table (Fibonacci hashing of the page number), and
  // the objects of one page keep their order there, 16 bytes to a slot: a
  // thread allocating a run of objects fills neighbouring slots, so the
  // table costs a cache miss per page rather than per object (measured:
  // random slots made OBJECT_ALLOC twice as slow on GcBench).
  size_t index_of(uintptr_t address) const {
    const size_t page_home = static_cast<size_t>((address >> 12) * 0x9E3779B97F4A7C15ull) >> shift_;
    return (page_home + ((address >> 4) & 255)) & (slots_.size() - 1);
  }
  void rebuild(size_t capacity, bool (*keep)(const ObjectRecord&, void*), void* context);

  ZeroedArray slots_;
  size_t used_ = 0;
  int shift_ = 0;
};

template <typename IsLive>
void ObjectTable::reserve_one_more(IsLive&& is_live) {
  if ((used_ + 1) * 10 < slots_.size() * 7) return;
  size_t live = 0;
  for (const ObjectRecord& r : slots_) live += (r.address != 0 && is_live(r)) ? 1 : 0;
  size_t capacity = slots_.size();
  while ((live + 1) * 2 >= capacity) capacity *= 2;
  using Function = std::remove_reference_t<IsLive>;
  rebuild(capacity, [](const ObjectRecord& r, void* f) { return (*static_cast<Function*>(f))(r); }, &is_live);
}

// One cell of a map: a stretch of an arena's addresses. The dominant class
// and site are found by a weighted majority vote (one candidate and its
// weight per cell, updated per object): exact when one class holds more
// than half the cell's bytes, a plausible leader otherwise, and it needs no
// memory per class, so a map of millions of objects costs one pass.
struct Cell {
  uint64_t live_bytes = 0;
  uint32_t objects = 0;
  uint32_t class_vote = 0;
  int64_t class_weight = 0;
  uint32_t site_vote = 0;
  int64_t site_weight = 0;
  uint64_t age_bytes = 0;    // sum of age * size, for the mean age
  uint64_t moved_bytes = 0;  // before: moved out; after: moved in
  uint64_t kept_bytes = 0;   // before: still here, unmoved, after the collection
};

// What one arena looked like before and after one collection.
struct ArenaMap {
  int arena_id = 0;
  uintptr_t before_low = 0, after_low = 0;
  uint64_t before_cell_bytes = 0, after_cell_bytes = 0;  // 0: the arena was empty
  std::vector<Cell> before, after;
};

struct Snapshot {
  uint32_t collection = 0;  // index of the collection, from 0
  int arena_count = 0;      // maps in use
  ArenaMap maps[kMaxArenas];
};

// One collection on the timeline.
struct CollectionRecord {
  int64_t start_us = 0, finish_us = 0;  // since the agent was loaded
  uint64_t before[kMaxArenas] = {};     // live bytes per arena slot
  uint64_t after[kMaxArenas] = {};
  uint64_t freed_objects = 0, moved_objects = 0;
};

struct ClassEntry {
  jobjectID class_id;  // NULL for arrays of primitives
  jint kind;           // JVMPI_NORMAL_OBJECT, JVMPI_CLASS (array of it), JVMPI_INT...
  std::string name;    // resolved when written or when the class unloads
};

struct SiteEntry {
  jmethodID method;  // NULL: unknown (objects replayed at JVM_INIT_DONE)
  std::string name;
};

class HeapModel {
 public:
  HeapModel(int cells_per_map, size_t snapshot_limit);

  // ---- the events (the caller holds the agent's lock) ----
  void arena_new(jint arena_id, const char* name);
  void arena_delete(jint arena_id);
  void object_alloc(const JVMPI_Event& event, jmethodID allocating_method);
  void object_free(jobjectID object);
  void object_move(const JVMPI_Event& event);
  void gc_start(int64_t now_us);
  void gc_finish(int64_t now_us);
  void class_load(const JVMPI_Event& event);
  void class_unload(jobjectID class_id);
  // Makes the next collection's snapshot and timeline slot ready. Allocates:
  // outside collections only.
  void prepare_for_next_collection();
  // Cheap enough for every allocation: whether the call above has work.
  bool needs_preparing() const {
    return spare_.empty() || spares_have_slots_ != arena_slots_ || collections_.size() + 8 >= collections_.capacity();
  }
  // JVM_INIT_DONE: the replay is over. The timeline starts here, with each
  // arena's live bytes as the replay left them.
  void started(int64_t now_us);
  int64_t start_us() const { return start_us_; }
  uint64_t live_bytes_at_start(int slot) const { return slot < kMaxArenas ? live_at_start_[slot] : 0; }
  // The heap as the run ends (JVM_SHUT_DOWN, outside collections): one map
  // per arena, so that a run without collections still has a picture.
  void snapshot_at_exit();
  const Snapshot* exit_snapshot() const { return exit_.get(); }

  // ---- what the page shows ----
  const std::vector<CollectionRecord>& collections() const { return collections_; }
  std::vector<const Snapshot*> snapshots() const;
  std::vector<std::string> arena_names() const;  // by slot
  std::string class_name(uint32_t index) const;
  std::string site_name(uint32_t index) const;
  size_t class_count() const { return classes_.size(); }
  size_t site_count() const { return sites_.size(); }
  int cells_per_map() const { return cells_; }
  uint32_t snapshot_stride() const { return stride_; }
  uint64_t allocations() const { return allocations_; }
  size_t live_objects() const { return objects_.size(); }
  uint64_t live_bytes(int slot) const;

 private:
  bool is_live(const ObjectRecord& r) const { return r.epoch == arenas_[r.arena].epoch; }
  void note_extent(Arena& arena, uintptr_t address, uint32_t size);
  uint32_t class_index(jobjectID class_id, jint kind);
  uint32_t site_index(jmethodID method);
  void fill_map(bool before);
  void keep_snapshot(Snapshot* snapshot);
  void resolve_names();

  int cells_;
  size_t snapshot_limit_;
  bool replay_done_ = false;
  int64_t start_us_ = 0;
  uint64_t live_at_start_[kMaxArenas] = {};
  bool in_gc_ = false;
  uint32_t finished_collections_ = 0;
  uint64_t allocations_ = 0;

  Arena arenas_[kMaxArenaIds];
  int arena_slots_ = 0;
  int slot_ids_[kMaxArenas] = {};
  ObjectTable objects_;

  // In front of the two maps below: most allocations repeat a recent
  // (class, site), and a direct-mapped cache answers those without hashing
  // into a node-based map. Cleared when an unloading class makes IDs stale.
  struct CachedIndex {
    uint64_t key = 0;
    uint32_t index = 0;
    bool valid = false;
  };
  static constexpr size_t kCacheSize = 256;
  CachedIndex class_cache_[kCacheSize];
  CachedIndex site_cache_[kCacheSize];

  std::vector<ClassEntry> classes_;
  std::unordered_map<uint64_t, uint32_t> class_keys_;  // (class ID, kind) -> index
  std::unordered_map<jobjectID, std::string> class_names_;
  std::vector<SiteEntry> sites_;
  std::unordered_map<jmethodID, uint32_t> site_keys_;
  std::unordered_map<jmethodID, std::string> method_names_;  // "Class.method"

  // Snapshots: one every stride_-th collection; when more than
  // snapshot_limit_ are kept, the stride doubles and every other one goes,
  // so those kept stay evenly spaced over the run. pool_ owns them all;
  // spare_ are ready for use.
  std::vector<std::unique_ptr<Snapshot>> pool_;
  std::vector<Snapshot*> spare_;
  std::vector<Snapshot*> kept_;
  Snapshot* current_ = nullptr;  // being filled by this collection
  std::unique_ptr<Snapshot> exit_;  // its before maps only
  uint32_t stride_ = 1;
  int spares_have_slots_ = -1;  // arena slots every spare has room for

  std::vector<CollectionRecord> collections_;
};

// The name a Java programmer writes: java.lang.String, int[], Node[][].
std::string display_name(const std::string& vm_name);

}  // namespace heapviz
