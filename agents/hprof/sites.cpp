// heap=sites: every live object's allocation site, and per site (trace,
// class, kind) the live and allocated bytes and objects (hprof.h).
//
// OBJECT_ALLOC comes for every object the program makes, so its handler is
// written to be cheap (docs/jvmpi.md, "What makes hprof's heap=sites
// cheap"):
//  - each thread keeps a small cache from its call trace, class and kind
//    to the site, so that the trace table and the site table (hashing,
//    the data lock) are consulted only for a new combination;
//  - each thread logs its new objects in its own ring (ThreadLog), without
//    the data lock; whoever holds the lock drains the rings into the site
//    counters and a log of the objects allocated since the last collection
//    (EntryLog), a batch at a time;
//  - only a collection looks objects up, and the objects that die before
//    one (most of them, all at once in a deleted arena) never enter the
//    object map, a hash table whose size is most of what heap=sites costs.
// The handlers of OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE run in
// thread-suspended mode and call no malloc (object_map.h): they first
// drain the rings, which only moves entries into the map.
#include <algorithm>
#include <array>
#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <new>

#include "hprof.h"
#include "object_map.h"
#include "text_writer.h"

namespace hprof {

namespace {

// An object a thread allocated, waiting in its ring.
struct Pending {
  uintptr_t id;
  uint32_t site;
  uint32_t size;
  jint arena;
};

// A call trace, class and kind already resolved to a site by this thread.
struct CachedSite {
  uint64_t hash = 0;
  uint64_t collections = UINT64_MAX;  // valid while no GC_START came since
  jobjectID class_id = nullptr;
  jint kind = 0;
  uint32_t thread_serial = 0;
  uint32_t site = 0;
  int frame_count = 0;
};

// One thread's part of heap=sites. The ring is single-producer,
// single-consumer: only the owner thread appends (head), only a holder of
// the data lock drains (tail). A collection never runs while the owner is
// in the middle of an append: OBJECT_ALLOC's callback holds collection off.
struct ThreadLog {
  static constexpr size_t kRingSize = 256;
  // Enough for the hot sites of a program like Jess (hundreds); fewer when
  // traces are deep, to keep a thread's cache under a megabyte.
  static constexpr int kCacheBits = 10;
  static constexpr int kDeepCacheBits = 6;  // depth above kDeepTrace
  static constexpr size_t kDeepTrace = 16;

  std::atomic<size_t> head{0};
  std::atomic<size_t> tail{0};
  std::array<Pending, kRingSize> ring;

  // Owner-only below.
  bool in_use = true;
  JNIEnv* env = nullptr;  // the thread serial below is this env's
  uint32_t thread_serial = 0;
  int cache_bits = kCacheBits;
  std::vector<CachedSite> cache;              // 1 << cache_bits
  std::vector<JVMPI_CallFrame> cache_frames;  // depth per cache slot: its frames
  std::vector<JVMPI_CallFrame> frames;        // the current event's trace
};

// The calling thread's log (null until its first natural OBJECT_ALLOC, or
// after its THREAD_END).
thread_local ThreadLog* t_log = nullptr;

// Agent-wide state of heap=sites beside Agent's sites and objects: the
// rings of every thread, and the arenas' slots in the object map.
struct SitesState {
  std::vector<std::unique_ptr<ThreadLog>> logs;  // under the data lock
  // Arena IDs by slot; slot 0 is for objects whose arena we could not give
  // a slot (never deleted by an ARENA_DELETE, so still counted as live).
  std::array<jint, 256> arena_ids{};
  std::array<bool, 256> arena_used{};
  uint32_t last_arena_slot = 0;
  bool warned_id = false;
  // Objects drained from the rings since the last collection, before they
  // go into the object map (object_map.h).
  EntryLog young;
  bool in_gc = false;  // between GC_START and GC_FINISH
};

// Never destroyed (like the data lock): a daemon thread's event may come
// while the process runs its exit handlers.
SitesState& state() {
  alignas(SitesState) static unsigned char storage[sizeof(SitesState)];
  static SitesState* s = ::new (storage) SitesState;
  return *s;
}

}  // namespace

void sites_init() {
  agent().objects = std::make_unique<ObjectMap>();
  state().logs.reserve(64);
}

namespace {

uint32_t site_for(uint32_t trace, uint32_t class_index, jint kind) {
  Agent& a = agent();
  char key[12];
  std::memcpy(key, &trace, 4);
  std::memcpy(key + 4, &class_index, 4);
  std::memcpy(key + 8, &kind, 4);
  auto [it, inserted] = a.site_index.try_emplace(std::string(key, sizeof key), 0);
  if (inserted) {
    it->second = static_cast<uint32_t>(a.sites.size());
    a.sites.push_back(Site{trace, class_index, kind});
  }
  return it->second;
}

const char* primitive_array_name(jint kind) {
  switch (kind) {
    case JVMPI_BOOLEAN: return "[Z";
    case JVMPI_CHAR: return "[C";
    case JVMPI_FLOAT: return "[F";
    case JVMPI_DOUBLE: return "[D";
    case JVMPI_BYTE: return "[B";
    case JVMPI_SHORT: return "[S";
    case JVMPI_INT: return "[I";
    case JVMPI_LONG: return "[J";
    default: return "<Unknown>";
  }
}

// The name a site's class is shown with: primitive arrays as HPROF named
// them ([I...), object arrays as the VM names their class ([L<elem>;,
// or [[... when the element is itself an array), so that an array site
// is not mistaken for one of its element class.
}  // namespace

std::string class_display_name(uint32_t class_index, jint kind) {
  const Tables& t = agent().tables;
  if (kind == JVMPI_NORMAL_OBJECT) return t.classes[class_index].name;
  if (kind != JVMPI_CLASS) return primitive_array_name(kind);
  const std::string& element = t.classes[class_index].name;
  if (class_index != 0 && !element.empty() && element[0] == '[') return "[" + element;
  return "[L" + element + ";";
}

namespace {

// An object the map held is gone: freed, in a deleted arena, or replaced
// by a new one with its ID.
void no_longer_live(const ObjectMap::Entry& old) {
  Site& site = agent().sites[old.site];
  site.live_bytes -= old.size;
  site.live_objects -= 1;
}

// The slot of an arena in the object map's entries: a few arenas are live
// at once, and the last one asked for is nearly always asked for again.
uint32_t arena_slot(jint arena, bool create) {
  SitesState& s = state();
  uint32_t last = s.last_arena_slot;
  if (last != 0 && s.arena_used[last] && s.arena_ids[last] == arena) return last;
  for (uint32_t slot = 1; slot < s.arena_ids.size(); ++slot) {
    if (s.arena_used[slot] && s.arena_ids[slot] == arena) return s.last_arena_slot = slot;
  }
  if (!create) return 0;
  for (uint32_t slot = 1; slot < s.arena_ids.size(); ++slot) {
    if (!s.arena_used[slot]) {
      s.arena_used[slot] = true;
      s.arena_ids[slot] = arena;
      return s.last_arena_slot = slot;
    }
  }
  return 0;  // more live arenas than slots: these objects outlive their arena
}

// One new object into the site's counters and an object map entry; false
// when its ID cannot be kept (object_map.h), then it stays counted as live.
bool count_new_object(const Pending& p, ObjectMap::Entry* entry) {
  Agent& a = agent();
  Site& s = a.sites[p.site];
  s.alloc_bytes += p.size;
  s.alloc_objects += 1;
  s.live_bytes += p.size;
  s.live_objects += 1;
  if (!ObjectMap::fits(p.id)) {
    if (!state().warned_id) loupe_agents::write_stderr("HPROF ERROR: an object ID above 2^48: its object stays counted as live\n");
    state().warned_id = true;
    return false;
  }
  *entry = ObjectMap::Entry(p.id, arena_slot(p.arena, true), p.site, p.size);
  return true;
}

// Moves a thread's logged objects into the counters and the map (data
// lock held). Allocates nothing from the C heap (object_map.h): safe in
// thread-suspended mode.
void drain(ThreadLog& log) {
  size_t tail = log.tail.load(std::memory_order_relaxed);
  size_t head = log.head.load(std::memory_order_acquire);
  if (tail == head) return;
  std::array<ObjectMap::Entry, ThreadLog::kRingSize> batch;
  size_t count = 0;
  for (; tail != head; ++tail) {
    if (count_new_object(log.ring[tail % ThreadLog::kRingSize], &batch[count])) ++count;
  }
  EntryLog& young = state().young;
  for (size_t i = 0; i < count; ++i) young.push(batch[i]);
  // The owner may reuse the drained entries from now on.
  log.tail.store(head, std::memory_order_release);
}

// Every object allocated so far is in the counters, and in the young log
// or the map (data lock held).
void drain_all() {
  for (auto& log : state().logs) drain(*log);
}

// The young log's live entries into the map (allocation-free, so also in
// thread-suspended mode), in the order they came: an ID seen again
// replaces the entry before it.
void young_into_map() {
  EntryLog& young = state().young;
  ObjectMap::Entry batch[256];
  size_t count = 0;
  for (const ObjectMap::Entry& e : young) {
    if (e.site == EntryLog::kDead) continue;
    batch[count++] = e;
    if (count == std::size(batch)) {
      agent().objects->insert_batch(batch, count, no_longer_live);
      count = 0;
    }
  }
  agent().objects->insert_batch(batch, count, no_longer_live);
  young.clear();
}

// The entry for an object ID, wherever it is (data lock held). Inside a
// collection the young log is searched as it is (sorted once); outside
// one, a look-up is rare (a requested event, a heap dump, a free by the
// reference-counting collector) and the young log goes into the map.
ObjectMap::Entry* find_entry(uintptr_t id) {
  drain_all();
  SitesState& s = state();
  if (s.in_gc) {
    if (ObjectMap::Entry* e = s.young.find(id)) return e;
  } else if (s.young.size() != 0) {
    young_into_map();
  }
  return agent().objects->find(id);
}

// Takes an object's entry out (OBJECT_FREE, OBJECT_MOVE).
bool take_entry(uintptr_t id, ObjectMap::Entry* out) {
  ObjectMap::Entry* e = find_entry(id);
  if (e == nullptr) return false;
  *out = *e;
  SitesState& s = state();
  if (e >= s.young.begin() && e < s.young.end()) {
    e->site = EntryLog::kDead;  // stays, so that the log stays sorted
    return true;
  }
  return agent().objects->erase(id, nullptr);
}

// The calling thread's log, made (or reused) at its first allocation.
ThreadLog& this_thread_log(JNIEnv* env) {
  if (t_log != nullptr) return *t_log;
  Agent& a = agent();
  loupe_agents::EventGuard guard(a.lock);
  SitesState& s = state();
  ThreadLog* log = nullptr;
  for (auto& candidate : s.logs) {
    if (!candidate->in_use) {
      log = candidate.get();
      break;
    }
  }
  if (log == nullptr) log = s.logs.emplace_back(std::make_unique<ThreadLog>()).get();
  size_t depth = static_cast<size_t>(std::max(a.options.depth, 1));
  log->in_use = true;
  log->env = env;
  log->thread_serial = a.options.thread ? a.tables.thread_serial(env) : 0;
  log->cache_bits = depth > ThreadLog::kDeepTrace ? ThreadLog::kDeepCacheBits : ThreadLog::kCacheBits;
  size_t slots = size_t{1} << log->cache_bits;
  log->cache.assign(slots, CachedSite{});
  log->cache_frames.assign(slots * depth, JVMPI_CallFrame{});
  log->frames.assign(depth, JVMPI_CallFrame{});
  t_log = log;
  return *log;
}

uint64_t trace_hash(const JVMPI_CallFrame* frames, int count, jobjectID class_id, jint kind) {
  constexpr uint64_t kMix = 0x9E3779B97F4A7C15ull;
  uint64_t h = (reinterpret_cast<uintptr_t>(class_id) ^ static_cast<uint64_t>(static_cast<uint32_t>(kind))) * kMix;
  for (int i = 0; i < count; ++i) {
    h = (h ^ reinterpret_cast<uintptr_t>(frames[i].method_id)) * kMix;
    h = (h ^ static_cast<uint32_t>(frames[i].lineno)) * kMix;
  }
  return h ^ (h >> 29);
}

bool same_frames(const JVMPI_CallFrame* a, const JVMPI_CallFrame* b, int count) {
  for (int i = 0; i < count; ++i) {
    if (a[i].method_id != b[i].method_id || a[i].lineno != b[i].lineno) return false;
  }
  return true;
}

// A requested OBJECT_ALLOC describes an object allocated before we knew
// of it: its site is unknown (trace 0, as HPROF has it). Rare: under the
// data lock, straight into the map.
void requested_object_alloc(const JVMPI_Event& event) {
  Agent& a = agent();
  const auto& o = event.u.obj_alloc;
  loupe_agents::EventGuard guard(a.lock);
  // An object we know already (monitors.cpp asks for its class) changes nothing.
  if (find_entry(reinterpret_cast<uintptr_t>(o.obj_id)) != nullptr) return;
  uint32_t site = site_for(0, a.tables.class_of(o.class_id), o.is_array);
  Pending p{reinterpret_cast<uintptr_t>(o.obj_id), site, static_cast<uint32_t>(o.size), o.arena_id};
  ObjectMap::Entry entry;
  if (count_new_object(p, &entry)) {
    if (state().in_gc) {
      state().young.push(entry);
    } else {
      a.objects->insert_batch(&entry, 1, no_longer_live);
    }
  }
}


}  // namespace

// Every allocation passes here: no data lock and no hashing of tables on
// the way, unless this thread meets a new (trace, class, kind) or fills its
// ring.
void sites_object_alloc(const JVMPI_Event& event) {
  if ((event.event_type & JVMPI_REQUESTED_EVENT) != 0) {
    requested_object_alloc(event);
    return;
  }
  Agent& a = agent();
  const auto& o = event.u.obj_alloc;
  ThreadLog& log = this_thread_log(event.env_id);
  const int depth = static_cast<int>(log.frames.size());
  JVMPI_CallTrace call{event.env_id, 0, log.frames.data()};
  if (a.options.depth > 0) a.jvmpi->GetCallTrace(&call, a.options.depth);
  const int count = std::max(call.num_frames, 0);
  if (!a.options.lineno) {
    for (int i = 0; i < count; ++i) log.frames[i].lineno = -1;
  }
  // Class IDs are addresses that a collection may move or give to another
  // class, and method IDs are reused after CLASS_UNLOAD: a cached site holds
  // until the next GC_START or CLASS_UNLOAD only. (Neither comes during
  // this callback: it holds collection off.)
  const uint64_t collections = a.collections.load(std::memory_order_relaxed);
  const uint64_t hash = trace_hash(log.frames.data(), count, o.class_id, o.is_array);
  const size_t slot = hash >> (64 - log.cache_bits);  // the best-mixed bits
  CachedSite& cached = log.cache[slot];
  JVMPI_CallFrame* cached_frames = log.cache_frames.data() + slot * static_cast<size_t>(depth);
  uint32_t site;
  if (cached.collections == collections && cached.hash == hash && cached.class_id == o.class_id &&
      cached.kind == o.is_array && cached.frame_count == count && same_frames(cached_frames, log.frames.data(), count)) {
    site = cached.site;
  } else {
    loupe_agents::EventGuard guard(a.lock);
    thread_local std::vector<Frame> own;
    a.tables.resolve(log.frames.data(), static_cast<size_t>(count), true, &own);  // lines as adjusted above
    uint32_t trace = a.tables.intern(log.thread_serial, own.data(), own.size());
    site = site_for(trace, a.tables.class_of(o.class_id), o.is_array);
    cached = CachedSite{hash, collections, o.class_id, o.is_array, log.thread_serial, site, count};
    std::copy_n(log.frames.data(), count, cached_frames);
  }
  // Into the ring; a full ring is drained first (the only lock on the way
  // for a thread that allocates at sites it has seen).
  size_t head = log.head.load(std::memory_order_relaxed);
  if (head - log.tail.load(std::memory_order_acquire) == ThreadLog::kRingSize) {
    loupe_agents::EventGuard guard(a.lock);
    drain(log);
  }
  log.ring[head % ThreadLog::kRingSize] =
      Pending{reinterpret_cast<uintptr_t>(o.obj_id), site, static_cast<uint32_t>(o.size), o.arena_id};
  log.head.store(head + 1, std::memory_order_release);
}

// THREAD_END, on the ending thread (data lock held): its log goes to the
// next thread that starts allocating.
void sites_thread_end(JNIEnv* env) {
  if (t_log == nullptr || t_log->env != env) return;
  drain(*t_log);
  t_log->in_use = false;
  t_log = nullptr;
}

void sites_object_free(jobjectID object) {
  ObjectMap::Entry old;
  if (!take_entry(reinterpret_cast<uintptr_t>(object), &old)) return;
  no_longer_live(old);
}

void sites_object_move(const JVMPI_Event& event) {
  Agent& a = agent();
  const auto& m = event.u.obj_move;
  ObjectMap::Entry entry;
  // A survivor goes into the map (which may grow: mmap only).
  if (take_entry(reinterpret_cast<uintptr_t>(m.obj_id), &entry)) {
    if (ObjectMap::fits(reinterpret_cast<uintptr_t>(m.new_obj_id))) {
      entry.set_place(reinterpret_cast<uintptr_t>(m.new_obj_id), arena_slot(m.new_arena_id, true));
      a.objects->insert_batch(&entry, 1, no_longer_live);
    }
  }
  // A class object that moves keeps its class: re-key the node in place
  // (extract and insert reuse the node, and the size does not change, so
  // nothing is allocated).
  auto node = a.tables.class_index.extract(m.obj_id);
  if (!node.empty()) {
    node.key() = m.new_obj_id;
    a.tables.class_index.insert(std::move(node));
  }
}

void sites_arena_delete(jint arena) {
  drain_all();
  uint32_t slot = arena_slot(arena, false);
  if (slot == 0) return;  // no object of ours is in it
  for (ObjectMap::Entry& e : state().young) {
    if (e.site == EntryLog::kDead || e.arena_slot() != slot) continue;
    no_longer_live(e);
    e.site = EntryLog::kDead;
  }
  agent().objects->erase_if([&](const ObjectMap::Entry& e) {
    if (e.arena_slot() != slot) return false;
    no_longer_live(e);
    return true;
  });
  state().arena_used[slot] = false;
}

void sites_settle() { drain_all(); }

void sites_gc_start() { state().in_gc = true; }

// What survived the collection in place goes into the map; the young log
// starts again, on the pages it has already touched.
void sites_gc_finish() {
  drain_all();
  young_into_map();
  state().in_gc = false;
}

void sites_totals(uint64_t* objects, uint64_t* bytes) {
  drain_all();
  *objects = *bytes = 0;
  for (const Site& s : agent().sites) {
    *objects += s.live_objects;
    *bytes += s.live_bytes;
  }
}

bool object_info(jobjectID object, uint32_t* size, uint32_t* trace) {
  Agent& a = agent();
  if (a.objects == nullptr) return false;
  ObjectMap::Entry* e = find_entry(reinterpret_cast<uintptr_t>(object));
  if (e == nullptr) {
    a.jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, object);
    e = find_entry(reinterpret_cast<uintptr_t>(object));
    if (e == nullptr) return false;
  }
  *size = e->size;
  *trace = a.sites[e->site].trace;
  return true;
}

void sites_write() {
  Agent& a = agent();
  drain_all();
  std::vector<const Site*> order;
  uint64_t total_live = 0;
  for (const Site& s : a.sites) {
    order.push_back(&s);
    total_live += s.live_bytes;
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const Site* x, const Site* y) { return x->live_bytes > y->live_bytes; });
  // HPROF stops at the first row below the cutoff.
  size_t rows = 0;
  for (; rows < order.size(); ++rows) {
    double share = total_live == 0 ? 0.0 : static_cast<double>(order[rows]->live_bytes) / total_live;
    if (share < a.options.cutoff) break;
  }
  TextWriter& w = *a.writer;
  for (size_t i = 0; i < rows; ++i) w.trace_record(order[i]->trace);
  w.line("SITES BEGIN (ordered by live bytes) " + ctime_now(), false);
  w.line("          percent         live       alloc'ed  stack class");
  w.line(" rank   self  accum    bytes objs   bytes objs trace name");
  double accum = 0;
  for (size_t i = 0; i < rows; ++i) {
    const Site& s = *order[i];
    double self = total_live == 0 ? 0.0 : 100.0 * static_cast<double>(s.live_bytes) / total_live;
    accum += self;
    char row[128];
    std::snprintf(row, sizeof row, "%5zu %5.2f%% %5.2f%% %8" PRIu64 " %4" PRIu64 " %7" PRIu64 " %4" PRIu64 " %5u ",
                  i + 1, self, accum, s.live_bytes, s.live_objects, s.alloc_bytes, s.alloc_objects, s.trace);
    w.line(row + class_display_name(s.class_index, s.kind));
  }
  w.line("SITES END");
}

}  // namespace hprof
