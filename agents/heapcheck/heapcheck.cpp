// heapcheck: a JVMPI agent that checks the VM's heap events against each
// other (docs/jvmpi.md, "The heapcheck agent").
//
//     -Xrunheapcheck[:verbose=y]
//
// It keeps a shadow heap (shadow_heap.h) from ARENA_NEW, ARENA_DELETE,
// OBJECT_ALLOC, OBJECT_FREE and OBJECT_MOVE and checks:
//   - each event against the shadow: frees and moves name live IDs in the
//     arena they say, moves do not land on a live ID, allocations do not
//     reuse one, arenas are created once and deleted once;
//   - FREE, MOVE and ARENA_DELETE only between GC_START and GC_FINISH, no
//     allocation inside, GC_START and GC_FINISH alternate;
//   - at every GC_FINISH, used_objects and used_object_space equal the
//     shadow's count and total size;
//   - at JVM_SHUT_DOWN, after a full collection (RunGC), a level-0
//     HEAP_DUMP (RequestEvent) lists exactly the shadow's objects, each
//     with the kind its OBJECT_ALLOC gave. (Daemon threads still run then:
//     the Finalizer may drop an object between the collection and the dump,
//     so a dump that misses objects is retried after another collection,
//     a few times, before it counts as a failure.)
// The first difference is written to stderr, naming the event, and the VM
// ends with ProfilerExit(1). On success it writes nothing (verbose=y: one
// summary line at shutdown).
#include <unistd.h>

#include <atomic>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "agent_support.h"
#include "jvmpi.h"
#include "shadow_heap.h"

namespace {

using heapcheck::ObjectId;
using heapcheck::ObjectRecord;
using loupe_agents::AgentLock;
using loupe_agents::EventGuard;

JVMPI_Interface* g_jvmpi = nullptr;
AgentLock g_lock;  // guards everything below; held from GC_START to GC_FINISH
heapcheck::ShadowHeap* g_shadow = nullptr;
// Never destroyed: other threads may still send events while the process
// runs its exit handlers.
union ShadowStorage {
  ShadowStorage() {}
  ~ShadowStorage() {}
  heapcheck::ShadowHeap heap;
};
ShadowStorage g_shadow_storage;
bool g_verbose = false;
bool g_in_gc = false;

struct Counts {
  int64_t collections = 0;
  int64_t frees = 0;
  int64_t moves = 0;
  int64_t arena_deletes = 0;
  int64_t dumped = 0;
};
Counts g_counts;

// What a requested OBJECT_ALLOC told about an ID the shadow did not know.
struct Requested {
  bool answered = false;
  JVMPI_Event event{};
};
Requested g_requested;

std::atomic<bool> g_failed{false};  // a check failed: the VM is on its way out
bool g_dump_seen = false;
uint64_t g_dump_serial = 0;  // allocations counted when the dump was requested
bool g_dump_missed = false;   // the last dump missed live objects...
int g_dump_retries_left = 0;  // ...which fails only when no retry is left

// ---- failing ----

// The message, then ProfilerExit(1). Usable in thread-suspended mode: the
// message is formatted on the stack and written with write(2), and the
// agent's own lock is released first so that nothing in the exit path can
// wait for it.
[[noreturn]] void die(const char* event, const char* format, ...) __attribute__((format(printf, 2, 3)));
[[noreturn]] void die(const char* event, const char* format, ...) {
  char message[1024];
  int n = std::snprintf(message, sizeof message, "heapcheck: %s: ", event);
  va_list args;
  va_start(args, format);
  std::vsnprintf(message + n, sizeof message - static_cast<size_t>(n), format, args);
  va_end(args);
  loupe_agents::write_stderr(message);
  loupe_agents::write_stderr("\n");
  // ProfilerExit still sends JVM_SHUT_DOWN, maybe from inside this
  // collection: the shutdown check must not run then.
  g_failed = true;
  if (g_lock.held_by_current_thread()) g_lock.unlock();
  g_jvmpi->ProfilerExit(1);
  loupe_agents::write_stderr("heapcheck: ProfilerExit returned\n");
  _exit(1);
}

void check(bool ok, const char* event) {
  if (!ok) die(event, "%s", g_shadow->error());
}

void require_gc(const char* event) {
  if (!g_in_gc) die(event, "outside GC_START ... GC_FINISH");
}

// ---- the heap events ----

void on_object_alloc(const JVMPI_Event& ev) {
  if ((ev.event_type & JVMPI_REQUESTED_EVENT) != 0) {
    g_requested.answered = true;
    g_requested.event = ev;
    return;
  }
  if (g_in_gc) die("OBJECT_ALLOC", "between GC_START and GC_FINISH (object %p)", static_cast<void*>(ev.u.obj_alloc.obj_id));
  const auto& a = ev.u.obj_alloc;
  check(g_shadow->allocate(reinterpret_cast<ObjectId>(a.obj_id), a.arena_id, reinterpret_cast<ObjectId>(a.class_id),
                           a.is_array, a.size),
        "OBJECT_ALLOC");
}

void on_gc_finish(const JVMPI_Event& ev) {
  if (!g_in_gc) die("GC_FINISH", "without GC_START");
  const auto& info = ev.u.gc_info;
  if (info.used_objects != g_shadow->live_objects() || info.used_object_space != g_shadow->live_bytes()) {
    die("GC_FINISH",
        "the VM reports %" PRId64 " objects of %" PRId64 " bytes; the heap events add up to %" PRId64
        " objects of %" PRId64 " bytes",
        static_cast<int64_t>(info.used_objects), static_cast<int64_t>(info.used_object_space),
        g_shadow->live_objects(), g_shadow->live_bytes());
  }
  if (info.total_object_space < info.used_object_space) {
    die("GC_FINISH", "total_object_space %" PRId64 " is below used_object_space %" PRId64,
        static_cast<int64_t>(info.total_object_space), static_cast<int64_t>(info.used_object_space));
  }
  g_in_gc = false;
  g_counts.collections++;
}

// ---- the shutdown dump ----

bool valid_kind(int kind) { return kind == JVMPI_NORMAL_OBJECT || kind == JVMPI_CLASS || (kind >= JVMPI_BOOLEAN && kind <= JVMPI_LONG); }

// An ID the dump lists but the shadow does not know: ask the VM what it is
// (RequestEvent answers synchronously on this thread), to say so.
[[noreturn]] void die_unknown(ObjectId id, int kind) {
  g_requested = Requested{};
  jint result = g_jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, reinterpret_cast<void*>(id));
  if (result == JVMPI_SUCCESS && g_requested.answered) {
    const auto& a = g_requested.event.u.obj_alloc;
    die("HEAP_DUMP",
        "object %#" PRIxPTR " (kind %d) was never announced by OBJECT_ALLOC; the VM describes it as arena %d, class "
        "%p, is_array %d, %d bytes",
        id, kind, a.arena_id, static_cast<void*>(a.class_id), a.is_array, a.size);
  }
  die("HEAP_DUMP", "object %#" PRIxPTR " (kind %d) was never announced by OBJECT_ALLOC (RequestEvent answered %d)", id,
      kind, result);
}

// Level 0: records of u1 kind and a native-pointer ID, packed.
void on_heap_dump(const JVMPI_Event& ev) {
  const auto& dump = ev.u.heap_dump;
  g_dump_seen = true;
  if (dump.dump_level != JVMPI_DUMP_LEVEL_0) die("HEAP_DUMP", "level %d, but level 0 was requested", dump.dump_level);
  if (dump.begin == nullptr || dump.end < dump.begin) die("HEAP_DUMP", "no buffer (begin %p, end %p)", static_cast<void*>(dump.begin), static_cast<void*>(dump.end));
  constexpr size_t kRecord = 1 + sizeof(void*);
  size_t bytes = static_cast<size_t>(dump.end - dump.begin);
  if (bytes % kRecord != 0) die("HEAP_DUMP", "%zu bytes is not a whole number of %zu-byte level-0 records", bytes, kRecord);
  std::unordered_set<ObjectId> seen;
  int64_t old_objects = 0;  // listed and allocated before the request
  for (const char* p = dump.begin; p < dump.end; p += kRecord) {
    int kind = static_cast<unsigned char>(p[0]);
    ObjectId id = 0;
    std::memcpy(&id, p + 1, sizeof id);  // packed: not aligned
    if (!valid_kind(kind)) die("HEAP_DUMP", "object %#" PRIxPTR " has kind %d", id, kind);
    const ObjectRecord* r = g_shadow->find(id);
    if (r == nullptr) die_unknown(id, kind);
    if (r->kind != kind) {
      die("HEAP_DUMP", "object %#" PRIxPTR " has kind %d, but OBJECT_ALLOC gave is_array %d", id, kind, r->kind);
    }
    if (!seen.insert(id).second) die("HEAP_DUMP", "object %#" PRIxPTR " is listed twice", id);
    if (r->serial < g_dump_serial) old_objects++;
  }
  // Objects allocated after the request (by other threads) may or may not
  // be in the snapshot; every older live one must be.
  int64_t expected = g_shadow->live_objects_before(g_dump_serial);
  g_dump_missed = old_objects != expected;
  if (g_dump_missed && g_dump_retries_left > 0) return;
  if (old_objects != expected) {
    // Name a few of the missing ones: what they are tells where to look.
    std::string missing;
    int shown = 0;
    g_shadow->for_each_live([&](const ObjectRecord& r) {
      if (r.serial >= g_dump_serial || seen.count(r.id) != 0 || shown++ >= 5) return;
      char one[160];
      std::snprintf(one, sizeof one, "%s%#" PRIxPTR " (arena %d, %" PRId64 " bytes, is_array %d, class %#" PRIxPTR
                    ", allocation %" PRIu64 ")", missing.empty() ? "" : ", ", r.id, r.arena, r.size, r.kind,
                    r.class_id, r.serial);
      missing += one;
    });
    die("HEAP_DUMP", "lists %" PRId64 " of the %" PRId64 " live objects the heap events announced; missing: %s",
        old_objects, expected, missing.c_str());
  }
  g_counts.dumped = static_cast<int64_t>(seen.size());
}

// A heap dump lists the reachable objects; the shadow holds every object
// not yet freed. A full collection first makes the two the same set (its
// events bring the shadow along, and GC_FINISH is checked as always).
void collect_and_dump() {
  g_jvmpi->RunGC();
  {
    EventGuard guard(g_lock);
    g_dump_serial = g_shadow->allocations();
    g_dump_seen = false;
  }
  JVMPI_HeapDumpArg arg{JVMPI_DUMP_LEVEL_0};
  jint result = g_jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
  EventGuard guard(g_lock);
  if (result != JVMPI_SUCCESS) die("HEAP_DUMP", "RequestEvent(JVMPI_EVENT_HEAP_DUMP, level 0) answered %d", result);
  if (!g_dump_seen) die("HEAP_DUMP", "RequestEvent succeeded but no dump arrived");
}

void on_shut_down() {
  if (g_failed) return;
  for (g_dump_retries_left = 3;; --g_dump_retries_left) {
    collect_and_dump();
    if (!g_dump_missed) break;
    usleep(20 * 1000);  // let a running finalizer finish with what it holds
  }
  EventGuard guard(g_lock);
  if (g_verbose) {
    char line[512];
    std::snprintf(line, sizeof line,
                  "heapcheck: ok: %" PRIu64 " allocations, %" PRId64 " frees, %" PRId64 " moves, %" PRId64
                  " arena deletes, %" PRId64 " collections; %" PRId64 " live objects (%" PRId64
                  " bytes), %" PRId64 " in the level-0 heap dump\n",
                  g_shadow->allocations(), g_counts.frees, g_counts.moves, g_counts.arena_deletes,
                  g_counts.collections, g_shadow->live_objects(), g_shadow->live_bytes(), g_counts.dumped);
    loupe_agents::write_stderr(line);
  }
}

// noexcept: the VM calling us is C. Only OBJECT_ALLOC (growing the shadow)
// and the dump check allocate; an exception there ends the program.
void notify_event(JVMPI_Event* ev) noexcept {
  jint type = ev->event_type & ~JVMPI_REQUESTED_EVENT;
  switch (type) {
    case JVMPI_EVENT_GC_START:
      // Held until GC_FINISH (see AgentLock): the events in between come in
      // thread-suspended mode and must not wait.
      if (!g_lock.held_by_current_thread()) g_lock.lock();
      if (g_in_gc) die("GC_START", "nested in another GC_START");
      g_in_gc = true;
      return;
    case JVMPI_EVENT_GC_FINISH: {
      if (!g_lock.held_by_current_thread()) g_lock.lock();
      on_gc_finish(*ev);
      g_lock.unlock();
      return;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      on_shut_down();
      return;
    default:
      break;
  }
  EventGuard guard(g_lock);
  switch (type) {
    case JVMPI_EVENT_ARENA_NEW:
      check(g_shadow->arena_new(ev->u.new_arena.arena_id, ev->u.new_arena.arena_name), "ARENA_NEW");
      break;
    case JVMPI_EVENT_ARENA_DELETE:
      require_gc("ARENA_DELETE");
      check(g_shadow->arena_delete(ev->u.delete_arena.arena_id), "ARENA_DELETE");
      g_counts.arena_deletes++;
      break;
    case JVMPI_EVENT_OBJECT_ALLOC:
      on_object_alloc(*ev);
      break;
    case JVMPI_EVENT_OBJECT_FREE:
      require_gc("OBJECT_FREE");
      check(g_shadow->free_object(reinterpret_cast<ObjectId>(ev->u.obj_free.obj_id)), "OBJECT_FREE");
      g_counts.frees++;
      break;
    case JVMPI_EVENT_OBJECT_MOVE: {
      require_gc("OBJECT_MOVE");
      const auto& m = ev->u.obj_move;
      check(g_shadow->move(m.arena_id, reinterpret_cast<ObjectId>(m.obj_id), m.new_arena_id,
                           reinterpret_cast<ObjectId>(m.new_obj_id)),
            "OBJECT_MOVE");
      g_counts.moves++;
      break;
    }
    case JVMPI_EVENT_HEAP_DUMP:
      on_heap_dump(*ev);
      break;
    default:
      break;
  }
}

constexpr jint kEvents[] = {
    JVMPI_EVENT_ARENA_NEW, JVMPI_EVENT_ARENA_DELETE, JVMPI_EVENT_OBJECT_ALLOC, JVMPI_EVENT_OBJECT_FREE,
    JVMPI_EVENT_OBJECT_MOVE, JVMPI_EVENT_GC_START, JVMPI_EVENT_GC_FINISH, JVMPI_EVENT_JVM_SHUT_DOWN,
};

constexpr const char* kUsage = "heapcheck: usage: -Xrunheapcheck[:verbose=y|n]\n";

jint load(JavaVM* vm, char* options) {
  std::vector<loupe_agents::Option> parsed;
  std::string error;
  if (!loupe_agents::parse_options(options, {}, &parsed, &error)) {
    loupe_agents::write_stderr("heapcheck: " + error + "\n" + kUsage);
    return JNI_ERR;
  }
  for (const auto& o : parsed) {
    if (o.key == "verbose" && (!o.has_value || loupe_agents::parse_bool(o.value, &g_verbose))) {
      if (!o.has_value) g_verbose = true;
      continue;
    }
    if (o.key != "help") {
      loupe_agents::write_stderr("heapcheck: bad option '" + o.key + (o.has_value ? "=" + o.value : "") + "'\n");
    }
    loupe_agents::write_stderr(kUsage);
    return JNI_ERR;
  }
  void* env = nullptr;
  if (vm->GetEnv(&env, JVMPI_VERSION_1) != JNI_OK || env == nullptr) {
    loupe_agents::write_stderr("heapcheck: the VM offers no JVMPI_VERSION_1 interface\n");
    return JNI_ERR;
  }
  g_jvmpi = static_cast<JVMPI_Interface*>(env);
  g_shadow = std::construct_at(&g_shadow_storage.heap);
  g_jvmpi->NotifyEvent = notify_event;
  for (jint e : kEvents) {
    if (g_jvmpi->EnableEvent(e, nullptr) != JVMPI_SUCCESS) {
      loupe_agents::write_stderr("heapcheck: the VM cannot send event " + std::to_string(e) + "\n");
      return JNI_ERR;
    }
  }
  return JNI_OK;
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void* reserved) {
  (void)reserved;
  return loupe_agents::load_without_throwing("heapcheck: ", [&] { return load(vm, options); });
}
