// heapviz's model of the heap (heap_model.h): the object table, the
// arenas, the class and site names, and the snapshots of each collection.
#include "heap_model.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <new>

#include <sys/mman.h>

namespace heapviz {

// ---- the object table ----

ZeroedArray::ZeroedArray(size_t count) {
  const size_t bytes = count * sizeof(ObjectRecord);
  void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  madvise(memory, bytes, MADV_HUGEPAGE);  // a hint: refused, 4 KiB pages still work
  data_ = static_cast<ObjectRecord*>(memory);
  count_ = count;
}

ZeroedArray::~ZeroedArray() {
  if (data_ != nullptr) munmap(data_, count_ * sizeof(ObjectRecord));
}

ObjectTable::ObjectTable() { rebuild(1 << 16, [](const ObjectRecord&, void*) { return true; }, nullptr); }

ObjectRecord* ObjectTable::find(uintptr_t address) {
  const size_t mask = slots_.size() - 1;
  for (size_t i = index_of(address);; i = (i + 1) & mask) {
    ObjectRecord& r = slots_[i];
    if (r.address == address) return &r;
    if (r.address == 0) return nullptr;
  }
}

ObjectRecord* ObjectTable::insert(uintptr_t address) {
  const size_t mask = slots_.size() - 1;
  for (size_t i = index_of(address);; i = (i + 1) & mask) {
    ObjectRecord& r = slots_[i];
    if (r.address == address) return &r;
    if (r.address == 0) {
      r.address = address;
      used_++;
      return &r;
    }
  }
}

bool ObjectTable::remove(uintptr_t address, ObjectRecord* removed) {
  const size_t mask = slots_.size() - 1;
  size_t hole = index_of(address);
  while (slots_[hole].address != address) {
    if (slots_[hole].address == 0) return false;
    hole = (hole + 1) & mask;
  }
  *removed = slots_[hole];
  // Backward shift: pull later members of the probe run into the hole, so
  // that every lookup still stops at the first empty slot.
  for (size_t next = (hole + 1) & mask; slots_[next].address != 0; next = (next + 1) & mask) {
    const size_t home = index_of(slots_[next].address);
    // Movable when its home is not in (hole, next], cyclically.
    const bool between = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next);
    if (!between) {
      slots_[hole] = slots_[next];
      hole = next;
    }
  }
  slots_[hole] = ObjectRecord{};
  used_--;
  return true;
}

void ObjectTable::rebuild(size_t capacity, bool (*keep)(const ObjectRecord&, void*), void* context) {
  ZeroedArray old(capacity);
  std::swap(old, slots_);
  used_ = 0;
  shift_ = 64 - std::countr_zero(capacity);
  for (const ObjectRecord& r : old) {
    if (r.address != 0 && keep(r, context)) *insert(r.address) = r;
  }
}

// ---- names ----

std::string display_name(const std::string& vm_name) {
  size_t dims = 0;
  while (dims < vm_name.size() && vm_name[dims] == '[') dims++;
  if (dims == 0) return vm_name;
  std::string element;
  const std::string rest = vm_name.substr(dims);
  switch (rest.empty() ? '?' : rest[0]) {
    case 'Z': element = "boolean"; break;
    case 'B': element = "byte"; break;
    case 'C': element = "char"; break;
    case 'S': element = "short"; break;
    case 'I': element = "int"; break;
    case 'J': element = "long"; break;
    case 'F': element = "float"; break;
    case 'D': element = "double"; break;
    case 'L': element = rest.substr(1, rest.size() >= 2 ? rest.size() - 2 : 0); break;
    default: element = rest;
  }
  for (size_t i = 0; i < dims; ++i) element += "[]";
  return element;
}

namespace {

const char* primitive_array_name(jint kind) {
  switch (kind) {
    case JVMPI_BOOLEAN: return "boolean[]";
    case JVMPI_BYTE: return "byte[]";
    case JVMPI_CHAR: return "char[]";
    case JVMPI_SHORT: return "short[]";
    case JVMPI_INT: return "int[]";
    case JVMPI_LONG: return "long[]";
    case JVMPI_FLOAT: return "float[]";
    case JVMPI_DOUBLE: return "double[]";
    default: return "(unknown array)";
  }
}

}  // namespace

// ---- the model ----

HeapModel::HeapModel(int cells_per_map, size_t snapshot_limit)
    : cells_(cells_per_map), snapshot_limit_(std::max<size_t>(snapshot_limit, 2)) {
  // Kept and spare snapshots never exceed limit + 2, so these vectors never
  // grow during a collection.
  pool_.reserve(snapshot_limit_ + 4);
  spare_.reserve(snapshot_limit_ + 4);
  kept_.reserve(snapshot_limit_ + 4);
  collections_.reserve(1024);
}

void HeapModel::arena_new(jint arena_id, const char* name) {
  if (arena_id < 0 || arena_id >= kMaxArenaIds) return;
  Arena& a = arenas_[arena_id];
  a.seen = true;
  std::strncpy(a.name, name != nullptr ? name : "", sizeof a.name - 1);
  if (a.slot < 0 && arena_slots_ < kMaxArenas) {
    a.slot = arena_slots_++;
    slot_ids_[a.slot] = arena_id;
  }
}

// Every object still in the arena dies with it, with no OBJECT_FREE of its
// own: rather than search the table for them, the arena's epoch moves on,
// which makes their records dead at once (they are dropped at the next
// rebuild of the table, outside a collection).
void HeapModel::arena_delete(jint arena_id) {
  if (arena_id < 0 || arena_id >= kMaxArenaIds) return;
  Arena& a = arenas_[arena_id];
  a.epoch++;
  if (!collections_.empty()) collections_.back().freed_objects += a.live_objects;
  a.live_bytes = 0;
  a.live_objects = 0;
}

void HeapModel::note_extent(Arena& arena, uintptr_t address, uint32_t size) {
  arena.low = std::min(arena.low, address);
  arena.high = std::max(arena.high, address + size);
}

namespace {

size_t cache_slot(uint64_t key, size_t size) { return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 56) % size; }

}  // namespace

uint32_t HeapModel::class_index(jobjectID class_id, jint kind) {
  // Class objects are 8-byte aligned, so the kind (0..11) fits in the low bits' place.
  const uint64_t key = reinterpret_cast<uintptr_t>(class_id) ^ static_cast<uint64_t>(kind);
  CachedIndex& cached = class_cache_[cache_slot(key, kCacheSize)];
  if (cached.valid && cached.key == key) return cached.index;
  auto [it, added] = class_keys_.try_emplace(key, static_cast<uint32_t>(classes_.size()));
  if (added) classes_.push_back(ClassEntry{class_id, kind, {}});
  cached = CachedIndex{key, it->second, true};
  return it->second;
}

uint32_t HeapModel::site_index(jmethodID method) {
  const uint64_t key = reinterpret_cast<uintptr_t>(method);
  CachedIndex& cached = site_cache_[cache_slot(key, kCacheSize)];
  if (cached.valid && cached.key == key) return cached.index;
  auto [it, added] = site_keys_.try_emplace(method, static_cast<uint32_t>(sites_.size()));
  if (added) sites_.push_back(SiteEntry{method, {}});
  cached = CachedIndex{key, it->second, true};
  return it->second;
}

static_assert(sizeof(ObjectRecord) == 32, "the object table's memory is 32 bytes per record");

void HeapModel::object_alloc(const JVMPI_Event& event, jmethodID allocating_method) {
  const auto& o = event.u.obj_alloc;
  if (o.arena_id < 0 || o.arena_id >= kMaxArenaIds) return;
  objects_.reserve_one_more([this](const ObjectRecord& r) { return is_live(r); });
  const uintptr_t address = reinterpret_cast<uintptr_t>(o.obj_id);
  ObjectRecord* r = objects_.insert(address);
  Arena& arena = arenas_[o.arena_id];
  // A record found there is a dead one (its arena was deleted since).
  r->size = static_cast<uint32_t>(o.size);
  r->class_index = class_index(o.class_id, o.is_array);
  r->site = replay_done_ ? site_index(allocating_method) : site_index(nullptr);
  r->birth = finished_collections_;
  r->moved_mark = 0;
  r->epoch = arena.epoch;
  r->arena = static_cast<uint8_t>(o.arena_id);
  arena.live_bytes += r->size;
  arena.live_objects++;
  note_extent(arena, address, r->size);
  allocations_++;
}

void HeapModel::object_free(jobjectID object) {
  ObjectRecord gone;
  if (!objects_.remove(reinterpret_cast<uintptr_t>(object), &gone) || !is_live(gone)) return;
  arenas_[gone.arena].live_bytes -= gone.size;
  arenas_[gone.arena].live_objects--;
  if (!collections_.empty()) collections_.back().freed_objects++;
}

namespace {

size_t cell_of(uintptr_t address, uintptr_t low, uint64_t cell_bytes, size_t cells) {
  if (cell_bytes == 0 || address < low) return cells;
  return std::min<size_t>((address - low) / cell_bytes, cells - 1);
}

}  // namespace

void HeapModel::object_move(const JVMPI_Event& event) {
  const auto& m = event.u.obj_move;
  ObjectRecord moved;
  if (m.new_arena_id < 0 || m.new_arena_id >= kMaxArenaIds) return;
  if (!objects_.remove(reinterpret_cast<uintptr_t>(m.obj_id), &moved) || !is_live(moved)) return;
  Arena& from = arenas_[moved.arena];
  Arena& to = arenas_[m.new_arena_id];
  // Bytes leaving a cell of the map taken at GC_START.
  if (current_ != nullptr && from.slot >= 0 && from.slot < current_->arena_count) {
    ArenaMap& map = current_->maps[from.slot];
    size_t cell = cell_of(moved.address, map.before_low, map.before_cell_bytes, map.before.size());
    if (cell < map.before.size()) map.before[cell].moved_bytes += moved.size;
  }
  from.live_bytes -= moved.size;
  from.live_objects--;
  const uintptr_t address = reinterpret_cast<uintptr_t>(m.new_obj_id);
  ObjectRecord* r = objects_.insert(address);  // the count is unchanged: no growth
  *r = moved;
  r->address = address;
  r->arena = static_cast<uint8_t>(m.new_arena_id);
  r->epoch = to.epoch;
  r->moved_mark = move_mark(finished_collections_);
  to.live_bytes += r->size;
  to.live_objects++;
  note_extent(to, address, r->size);
  if (!collections_.empty()) collections_.back().moved_objects++;
}

void HeapModel::prepare_for_next_collection() {
  if (collections_.size() + 8 >= collections_.capacity()) collections_.reserve(collections_.capacity() * 2);
  // Kept snapshots never exceed the limit and one is being filled, so a
  // pool of limit + 3 always leaves a spare.
  if (spare_.empty() && pool_.size() < snapshot_limit_ + 3) {
    pool_.push_back(std::make_unique<Snapshot>());
    spare_.push_back(pool_.back().get());
  }
  // A snapshot made before an arena appeared gets room for it.
  for (Snapshot* s : spare_) {
    for (int i = s->arena_count; i < arena_slots_; ++i) {
      s->maps[i].before.assign(static_cast<size_t>(cells_), Cell{});
      s->maps[i].after.assign(static_cast<size_t>(cells_), Cell{});
    }
    s->arena_count = std::max(s->arena_count, arena_slots_);
  }
  spares_have_slots_ = arena_slots_;
}

// One pass over the table: each live object of a followed arena adds to
// its cell, with the vote for the cell's dominant class and site.
void HeapModel::fill_map(bool before) {
  Snapshot& s = *current_;
  const uint32_t collection = s.collection;
  for (int slot = 0; slot < s.arena_count; ++slot) {
    ArenaMap& map = s.maps[slot];
    const Arena& a = arenas_[slot_ids_[slot]];
    map.arena_id = slot_ids_[slot];
    const bool empty = a.high <= a.low;
    const uint64_t span = empty ? 0 : a.high - a.low;
    uint64_t cell_bytes = (span + static_cast<uint64_t>(cells_) - 1) / static_cast<uint64_t>(cells_);
    cell_bytes = (cell_bytes + 7) & ~uint64_t{7};
    if (before) {
      map.before_low = empty ? 0 : a.low;
      map.before_cell_bytes = empty ? 0 : cell_bytes;
      std::fill(map.before.begin(), map.before.end(), Cell{});
    } else {
      map.after_low = empty ? 0 : a.low;
      map.after_cell_bytes = empty ? 0 : cell_bytes;
      std::fill(map.after.begin(), map.after.end(), Cell{});
    }
  }
  auto vote = [](uint32_t* candidate, int64_t* weight, uint32_t value, int64_t size) {
    if (*candidate == value || *weight == 0) {
      *candidate = value;
      *weight += size;
    } else if (*weight >= size) {
      *weight -= size;
    } else {
      *candidate = value;
      *weight = size - *weight;
    }
  };
  objects_.for_each([&](const ObjectRecord& r) {
    if (!is_live(r)) return;
    const int slot = arenas_[r.arena].slot;
    if (slot < 0 || slot >= s.arena_count) return;
    ArenaMap& map = s.maps[slot];
    if (!before && r.moved_mark != move_mark(collection)) {
      // Survived in place: its bytes in the before map were kept, not freed.
      size_t old_cell = cell_of(r.address, map.before_low, map.before_cell_bytes, map.before.size());
      if (old_cell < map.before.size()) map.before[old_cell].kept_bytes += r.size;
    }
    std::vector<Cell>& cells = before ? map.before : map.after;
    size_t index = before ? cell_of(r.address, map.before_low, map.before_cell_bytes, cells.size())
                          : cell_of(r.address, map.after_low, map.after_cell_bytes, cells.size());
    if (index >= cells.size()) return;
    Cell& c = cells[index];
    const uint32_t age = collection + (before ? 0 : 1) - r.birth;
    c.live_bytes += r.size;
    c.objects++;
    c.age_bytes += static_cast<uint64_t>(age) * r.size;
    if (!before && r.moved_mark == move_mark(collection)) c.moved_bytes += r.size;
    vote(&c.class_vote, &c.class_weight, r.class_index, r.size);
    vote(&c.site_vote, &c.site_weight, r.site, r.size);
  });
}

void HeapModel::gc_start(int64_t now_us) {
  in_gc_ = true;
  CollectionRecord record;
  record.start_us = now_us;
  for (int slot = 0; slot < arena_slots_; ++slot) record.before[slot] = arenas_[slot_ids_[slot]].live_bytes;
  collections_.push_back(record);  // capacity made ready outside collections
  current_ = nullptr;
  if (finished_collections_ % stride_ == 0 && !spare_.empty()) {
    current_ = spare_.back();
    spare_.pop_back();
    current_->collection = finished_collections_;
    fill_map(true);
  }
}

void HeapModel::gc_finish(int64_t now_us) {
  if (!in_gc_) return;
  in_gc_ = false;
  CollectionRecord& record = collections_.back();
  record.finish_us = now_us;
  for (int slot = 0; slot < arena_slots_; ++slot) record.after[slot] = arenas_[slot_ids_[slot]].live_bytes;
  if (current_ != nullptr) {
    fill_map(false);
    keep_snapshot(current_);
    current_ = nullptr;
  }
  finished_collections_++;
}

void HeapModel::snapshot_at_exit() {
  if (in_gc_ || exit_ != nullptr) return;
  exit_ = std::make_unique<Snapshot>();
  exit_->collection = finished_collections_;
  exit_->arena_count = arena_slots_;
  for (int i = 0; i < arena_slots_; ++i) exit_->maps[i].before.assign(static_cast<size_t>(cells_), Cell{});
  // A "before" map: ages count the collections finished, as before the next one.
  current_ = exit_.get();
  fill_map(true);
  current_ = nullptr;
}

// Keeps one snapshot; past the limit, every other one goes (the stride
// doubles), back to the spares. No allocation: the vectors were reserved.
void HeapModel::keep_snapshot(Snapshot* snapshot) {
  kept_.push_back(snapshot);
  if (kept_.size() <= snapshot_limit_) return;
  stride_ *= 2;
  size_t out = 0;
  for (Snapshot* s : kept_) {
    if (s->collection % stride_ == 0) {
      kept_[out++] = s;
    } else if (spare_.size() < spare_.capacity()) {
      spare_.push_back(s);
    }
  }
  kept_.resize(out);
  spares_have_slots_ = -1;  // the ones given back may predate an arena
}

void HeapModel::class_load(const JVMPI_Event& event) {
  const auto& c = event.u.class_load;
  if (c.class_name == nullptr) return;
  class_names_[c.class_id] = display_name(c.class_name);
  const std::string& class_name = class_names_[c.class_id];
  for (jint i = 0; i < c.num_methods; ++i) {
    const JVMPI_Method& m = c.methods[i];
    method_names_[m.method_id] = class_name + "." + (m.method_name != nullptr ? m.method_name : "?");
  }
}

// The class's ID (and its methods' IDs) may name another class from now on:
// every name is settled while it is still right, and the keys forgotten,
// so that a new class with the same ID gets entries of its own.
void HeapModel::class_unload(jobjectID class_id) {
  resolve_names();
  class_keys_.clear();
  site_keys_.clear();
  for (CachedIndex& c : class_cache_) c.valid = false;
  for (CachedIndex& c : site_cache_) c.valid = false;
  class_names_.erase(class_id);
}

void HeapModel::resolve_names() {
  for (ClassEntry& c : classes_) {
    if (!c.name.empty()) continue;
    if (c.kind == JVMPI_NORMAL_OBJECT || c.kind == JVMPI_CLASS) {
      auto found = class_names_.find(c.class_id);
      // java.lang.Class's own class object comes with a NULL class (docs/jvmpi.md).
      std::string name = found != class_names_.end() ? found->second
                         : c.class_id == nullptr   ? "java.lang.Class"
                                                   : "(unknown class)";
      c.name = c.kind == JVMPI_CLASS ? name + "[]" : name;
    } else {
      c.name = primitive_array_name(c.kind);
    }
  }
  for (SiteEntry& s : sites_) {
    if (!s.name.empty()) continue;
    if (s.method == nullptr) {
      s.name = "(before JVM_INIT_DONE, or not known)";
      continue;
    }
    auto found = method_names_.find(s.method);
    s.name = found != method_names_.end() ? found->second : "(unknown method)";
  }
}

std::vector<const Snapshot*> HeapModel::snapshots() const { return {kept_.begin(), kept_.end()}; }

std::vector<std::string> HeapModel::arena_names() const {
  std::vector<std::string> names;
  for (int slot = 0; slot < arena_slots_; ++slot) names.emplace_back(arenas_[slot_ids_[slot]].name);
  return names;
}

std::string HeapModel::class_name(uint32_t index) const {
  const_cast<HeapModel*>(this)->resolve_names();
  return index < classes_.size() ? classes_[index].name : "?";
}

std::string HeapModel::site_name(uint32_t index) const {
  const_cast<HeapModel*>(this)->resolve_names();
  return index < sites_.size() ? sites_[index].name : "?";
}

void HeapModel::started(int64_t now_us) {
  replay_done_ = true;
  start_us_ = now_us;
  for (int slot = 0; slot < arena_slots_; ++slot) live_at_start_[slot] = live_bytes(slot);
}

uint64_t HeapModel::live_bytes(int slot) const {
  return slot < arena_slots_ ? arenas_[slot_ids_[slot]].live_bytes : 0;
}

}  // namespace heapviz
