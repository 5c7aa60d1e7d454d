// heapviz: a JVMPI agent that draws the heap (docs/heapviz.md). At the end
// of the run it writes one self-contained HTML page: every arena's
// occupancy over time with each collection's pause, and for each
// collection a map of every arena before and after it, objects gathered
// into cells coloured by class or age.
//
//     -Xrunheapviz[:file=<path>][,maxsize=<MB>][,cells=<n>][,sites=y|n]
//     -Xrunheapviz:help
//
// It is also meant to be read as an example of JVMPI. The events it asks
// for, and why:
//   ARENA_NEW, ARENA_DELETE   the arenas' names; a deleted arena frees
//                             every object still in it
//   OBJECT_ALLOC              each object's address (its ID), size, class
//                             and arena; GetCallTrace names the allocating
//                             method
//   OBJECT_FREE, OBJECT_MOVE  what each collection freed and moved
//   GC_START, GC_FINISH       the pauses, and when to draw the maps
//   CLASS_LOAD, CLASS_UNLOAD  class and method names for the IDs
//   JVM_INIT_DONE             from here GetCallTrace means something
//   JVM_SHUT_DOWN             the last event: write the page
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "agent_support.h"
#include "heap_model.h"
#include "jvmpi.h"
#include "page.h"

namespace {

using heapviz::HeapModel;
using loupe_agents::AgentLock;
using loupe_agents::EventGuard;
using loupe_agents::write_stderr;

struct Settings {
  std::string file = "heapviz.html";
  uint64_t max_bytes = 8ull << 20;
  int cells = 128;
  bool sites = true;
};

JVMPI_Interface* g_jvmpi = nullptr;
AgentLock g_lock;  // guards the model; held from GC_START to GC_FINISH
Settings g_settings;
int g_fd = -1;
// JVM_INIT_DONE came: allocations are the program's. Read without the lock.
std::atomic<bool> g_started{false};
bool g_written = false;
int64_t g_load_ns = 0;

// Never destroyed: a daemon thread's event may still come while the
// process runs its exit handlers.
union ModelStorage {
  ModelStorage() {}
  ~ModelStorage() {}
  HeapModel model;
};
ModelStorage g_storage;
HeapModel* g_model = nullptr;

int64_t now_us() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (static_cast<int64_t>(t.tv_sec) * 1000000000 + t.tv_nsec - g_load_ns) / 1000;
}

// ---- the events ----

// Every allocation passes here (OBJECT_ALLOC puts each thread on the VM's
// slow path, so this is most of what the agent costs). The call trace is
// asked for outside the lock: it reads only this thread's stack.
void on_object_alloc(const JVMPI_Event& event) {
  // Only a RequestEvent answers with this bit; heapviz never asks.
  if ((event.event_type & JVMPI_REQUESTED_EVENT) != 0) return;
  jmethodID method = nullptr;
  if (g_settings.sites && g_started.load(std::memory_order_relaxed)) {
    // Depth 1: the allocating method itself, which is what a cell names.
    JVMPI_CallFrame frame{};
    JVMPI_CallTrace trace{event.env_id, 0, &frame};
    g_jvmpi->GetCallTrace(&trace, 1);
    if (trace.num_frames > 0) method = frame.method_id;
  }
  EventGuard guard(g_lock);
  // Outside a collection: the only place the model may allocate.
  if (g_model->needs_preparing()) g_model->prepare_for_next_collection();
  g_model->object_alloc(event, method);
}

void write_page() {
  if (g_written || g_fd < 0) return;
  g_written = true;
  heapviz::PageFacts facts;
  facts.max_bytes = g_settings.max_bytes;
  facts.end_us = now_us();
  // Loupe collects once at JVM_INIT_DONE, before the replay and before any
  // event is posted (docs/jvmpi.md, "Start-up"): -verbose:gc counts it.
  facts.unreported_collections = g_started.load(std::memory_order_relaxed) ? 1 : 0;
  g_model->snapshot_at_exit();
  const std::string page = heapviz::build_page(*g_model, facts);
  if (!loupe_agents::write_all(g_fd, page)) {
    write_stderr("heapviz: could not write " + g_settings.file + ": " + std::strerror(errno) + "\n");
  }
  close(g_fd);
  g_fd = -1;
}

// noexcept: the VM calling us is C. Out of memory while writing loses the page.
void notify_event(JVMPI_Event* event) noexcept {
  try {
    const jint type = event->event_type & ~JVMPI_REQUESTED_EVENT;
    switch (type) {
      case JVMPI_EVENT_GC_START:
        // Taken here and kept until GC_FINISH (see AgentLock): the events
        // in between come in thread-suspended mode and must not wait.
        if (!g_lock.held_by_current_thread()) g_lock.lock();
        g_model->gc_start(now_us());
        return;
      case JVMPI_EVENT_GC_FINISH:
        if (!g_lock.held_by_current_thread()) g_lock.lock();
        g_model->gc_finish(now_us());
        g_lock.unlock();
        return;
      case JVMPI_EVENT_OBJECT_ALLOC:
        on_object_alloc(*event);
        return;
      default:
        break;
    }
    EventGuard guard(g_lock);
    switch (type) {
      case JVMPI_EVENT_OBJECT_FREE:
        g_model->object_free(event->u.obj_free.obj_id);
        break;
      case JVMPI_EVENT_OBJECT_MOVE:
        g_model->object_move(*event);
        break;
      case JVMPI_EVENT_ARENA_NEW:
        g_model->arena_new(event->u.new_arena.arena_id, event->u.new_arena.arena_name);
        break;
      case JVMPI_EVENT_ARENA_DELETE:
        g_model->arena_delete(event->u.delete_arena.arena_id);
        break;
      case JVMPI_EVENT_CLASS_LOAD:
        g_model->class_load(*event);
        break;
      case JVMPI_EVENT_CLASS_UNLOAD:
        g_model->class_unload(event->u.class_unload.class_id);
        break;
      case JVMPI_EVENT_JVM_INIT_DONE:
        // The replay (arenas, live objects, classes) came before this.
        g_started.store(true, std::memory_order_relaxed);
        g_model->started(now_us());
        g_model->prepare_for_next_collection();
        break;
      case JVMPI_EVENT_JVM_SHUT_DOWN:
        write_page();
        break;
      default:
        break;
    }
  } catch (...) {
    write_stderr("heapviz: out of memory in an event handler\n");
  }
}

// ---- options ----

constexpr const char* kUsage =
    "heapviz usage: -Xrunheapviz[:help]|[:<option>=<value>, ...]\n"
    "\n"
    "Option Name and Value  Description                               Default\n"
    "---------------------  -----------                               -------\n"
    "file=<path>            where the HTML page goes                  heapviz.html\n"
    "maxsize=<MB>           the page's size budget (1..4096 MB);      8\n"
    "                       past it, fewer collections get maps\n"
    "cells=<n>              cells per arena map (16..4096)            128\n"
    "sites=y|n              name allocating methods (GetCallTrace)    y\n"
    "\n"
    "Example: loupe -Xrunheapviz:file=heap.html,cells=256 -Xgc:semispace Main\n";

bool parse_int(const std::string& text, long low, long high, long* out) {
  if (text.empty() || text.size() > 9) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  *out = std::strtol(text.c_str(), nullptr, 10);
  return *out >= low && *out <= high;
}

// false: a message was written. *help: the usage was asked for.
bool parse_settings(const char* options, Settings* settings, bool* help) {
  std::vector<loupe_agents::Option> parsed;
  std::string error;
  if (!loupe_agents::parse_options(options, {}, &parsed, &error)) {
    write_stderr("heapviz: " + error + "\n" + kUsage);
    return false;
  }
  for (const auto& o : parsed) {
    long number = 0;
    bool ok = o.has_value;
    if (o.key == "help" && !o.has_value) {
      *help = true;
      continue;
    } else if (o.key == "file" && ok) {
      ok = !o.value.empty();
      settings->file = o.value;
    } else if (o.key == "maxsize" && ok) {
      ok = parse_int(o.value, 1, 4096, &number);
      settings->max_bytes = static_cast<uint64_t>(number) << 20;
    } else if (o.key == "cells" && ok) {
      ok = parse_int(o.value, 16, 4096, &number);
      settings->cells = static_cast<int>(number);
    } else if (o.key == "sites" && ok) {
      ok = loupe_agents::parse_bool(o.value, &settings->sites);
    } else {
      ok = false;
    }
    if (!ok) {
      write_stderr("heapviz: bad option '" + o.key + (o.has_value ? "=" + o.value : "") + "'\n" + kUsage);
      return false;
    }
  }
  return true;
}

constexpr jint kEvents[] = {
    JVMPI_EVENT_ARENA_NEW,  JVMPI_EVENT_ARENA_DELETE,  JVMPI_EVENT_OBJECT_ALLOC, JVMPI_EVENT_OBJECT_FREE,
    JVMPI_EVENT_OBJECT_MOVE, JVMPI_EVENT_GC_START,     JVMPI_EVENT_GC_FINISH,    JVMPI_EVENT_CLASS_LOAD,
    JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN,
};

jint load(JavaVM* vm, char* options) {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  g_load_ns = static_cast<int64_t>(t.tv_sec) * 1000000000 + t.tv_nsec;
  bool help = false;
  if (!parse_settings(options, &g_settings, &help)) return JNI_ERR;
  void* env = nullptr;
  if (vm->GetEnv(&env, JVMPI_VERSION_1) != JNI_OK || env == nullptr) {
    write_stderr("heapviz: the VM offers no JVMPI_VERSION_1 interface\n");
    return JNI_ERR;
  }
  g_jvmpi = static_cast<JVMPI_Interface*>(env);
  if (help) {
    // As HPROF: the usage on stdout, and the VM ends with status 0.
    std::fwrite(kUsage, 1, std::strlen(kUsage), stdout);
    std::fflush(stdout);
    g_jvmpi->ProfilerExit(0);
    return JNI_ERR;  // not reached
  }
  // Opened now, so that a path that cannot be written stops the VM at once.
  g_fd = open(g_settings.file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (g_fd < 0) {
    write_stderr("heapviz: cannot create " + g_settings.file + ": " + std::strerror(errno) + "\n");
    return JNI_ERR;
  }
  // Maps kept in memory: enough for a smooth slider, each about
  // 2 * cells * 12 bytes of JSON per arena; the page trims to maxsize.
  const uint64_t per_snapshot = static_cast<uint64_t>(g_settings.cells) * 2 * 12 * 3;
  const size_t limit = static_cast<size_t>(std::min<uint64_t>(256, std::max<uint64_t>(8, g_settings.max_bytes / per_snapshot)));
  g_model = std::construct_at(&g_storage.model, g_settings.cells, limit);
  g_jvmpi->NotifyEvent = notify_event;
  for (jint e : kEvents) {
    if (g_jvmpi->EnableEvent(e, nullptr) != JVMPI_SUCCESS) {
      write_stderr("heapviz: the VM cannot send event " + std::to_string(e) + "\n");
      return JNI_ERR;
    }
  }
  // A VM that never unloads classes may refuse it: nothing is lost then.
  g_jvmpi->EnableEvent(JVMPI_EVENT_CLASS_UNLOAD, nullptr);
  return JNI_OK;
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void* reserved) {
  (void)reserved;
  return loupe_agents::load_without_throwing("heapviz: ", [&] { return load(vm, options); });
}
