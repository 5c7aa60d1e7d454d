// hprof: JVM_OnLoad and the events (hprof.h). Loupe's HPROF: the heap,
// CPU and thread profiles of JDK 1.2-1.4's -Xrunhprof, written from the
// JVMPI paper's description and the format facts of
// docs/formats.md. docs/jvmpi.md, "The hprof agent", tells
// what each option and section means and how this one differs.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "binary_writer.h"
#include "cpu_bytecodes.h"
#include "cpu_times.h"
#include "hprof.h"
#include "object_map.h"
#include "text_writer.h"

namespace hprof {

namespace {

// Never destroyed: threads may still send events while the process runs
// its exit handlers (as heapcheck's shadow heap).
union AgentStorage {
  AgentStorage() {}
  ~AgentStorage() {}
  Agent agent;
};
AgentStorage g_storage;
Agent* g_agent = nullptr;

using loupe_agents::EventGuard;
using loupe_agents::write_stderr;

// The sampler's own thread is never sampled: it would only ever be found
// sampling.
constexpr const char* kSamplerName = "HPROF CPU profiler";

void on_thread_start(const JVMPI_Event& event) {
  Agent& a = agent();
  ThreadInfo& t = a.tables.add_thread(event);
  t.ours = t.name == kSamplerName;
  if (a.binary != nullptr) {
    a.binary->start_thread(t.serial, t.object, t.name, t.group);
  } else {
    char obj[32];
    std::snprintf(obj, sizeof obj, "%lx", reinterpret_cast<unsigned long>(t.object));
    a.writer->line(std::string("THREAD START (obj=") + obj + ", id = " + std::to_string(t.serial) + ", name=\"" +
                   t.name + "\", group=\"" + t.group + "\")");
  }
  if (!t.ours) {
    std::lock_guard<std::mutex> guard(a.sampler_threads_lock);
    JNIEnv* env = event.u.thread_start.thread_env_id;
    bool known = false;
    for (JNIEnv* e : a.sampler_threads) known = known || e == env;
    if (!known) a.sampler_threads.push_back(env);
  }
}

void on_thread_end(JNIEnv* env) {
  Agent& a = agent();
  {
    // Before the thread goes away, so that the sampler never suspends it
    // after its JNIEnv is gone.
    std::lock_guard<std::mutex> guard(a.sampler_threads_lock);
    std::erase(a.sampler_threads, env);
  }
  auto found = a.tables.threads.find(env);
  if (found == a.tables.threads.end() || !found->second.alive) return;
  found->second.alive = false;
  if (a.binary != nullptr) {
    a.binary->end_thread(found->second.serial);
  } else {
    a.writer->line("THREAD END (id = " + std::to_string(found->second.serial) + ")");
  }
}

// CLASS_UNLOAD (data lock held). The VM may give the class's ID to another
// class and its methods' IDs to other methods from now on, so whatever
// still holds them is settled first: the threads' cpu=times costs and
// cpu=bytecodes trees become traces while the IDs still name these
// methods, the allocation sites cached per thread are dropped, and the
// binary file says UNLOAD_CLASS. Then the IDs leave the tables; the class
// and its methods keep their entries, so that the traces and sites
// recorded with them keep their names (docs/jvmpi.md, "Class unloading").
void on_class_unload(jobjectID class_id) {
  Agent& a = agent();
  auto found = a.tables.class_index.find(class_id);
  const bool known = found != a.tables.class_index.end();
  const uint32_t index = known ? found->second : 0;
  a.unloads.fetch_add(1, std::memory_order_release);
  a.collections.fetch_add(1, std::memory_order_relaxed);
  // Settled even for a class we do not know (a class ID we lost track
  // of): the threads' data may still hold its methods' IDs. Cheap when
  // nothing came since the last time.
  if (a.options.cpu == CpuMode::kTimes) {
    std::vector<jmethodID> unloaded = known ? a.tables.classes[index].method_ids : std::vector<jmethodID>();
    std::sort(unloaded.begin(), unloaded.end());
    times_class_unload(unloaded);
  }
  if (a.options.cpu == CpuMode::kBytecodes) bytecodes_collect();
  if (!known) return;
  if (a.binary != nullptr) a.binary->unload_class(index);
  a.tables.remove_class(class_id);
}

// Everything asked for, in HPROF's order, then the .collapsed file. The
// caller does not hold the data lock.
void dump() {
  Agent& a = agent();
  EventGuard guard(a.lock);
  const Options& o = a.options;
  std::string progress = "Dumping";
  if (o.monitor) progress += " contended monitor usage ...";
  if (o.heap_dump) progress += " Java heap ...";
  if (o.heap_sites) progress += " allocation sites ...";
  if (o.cpu == CpuMode::kSamples) progress += " CPU usage by sampling running threads ...";
  if (o.cpu == CpuMode::kTimes) progress += " CPU usage by timing methods ...";
  if (o.cpu == CpuMode::kBytecodes) progress += " CPU usage by counting bytecodes ...";
  write_stderr(progress + " done.\n");
  if (o.monitor) {
    monitor_dump_write();
    monitor_time_write();
  }
  if (o.heap_dump) heap_dump_write();
  if (o.cpu == CpuMode::kBytecodes) bytecodes_collect();
  if (a.binary != nullptr) {
    // format=b: no monitor or cpu=times sections (refused at start-up).
    if (o.heap_sites) binary_sites();
    if (o.cpu == CpuMode::kSamples || o.cpu == CpuMode::kBytecodes) binary_cpu_samples();
    a.binary->flush();
  } else {
    if (o.heap_sites) sites_write();
    // Both sampling modes count samples per trace.
    if (o.cpu == CpuMode::kSamples || o.cpu == CpuMode::kBytecodes) samples_write();
    if (o.cpu == CpuMode::kTimes) {
      times_collect();
      times_write();
    }
    a.writer->flush();
  }
  if (o.cpu == CpuMode::kSamples) flame_write(o.file, "samples");
  if (o.cpu == CpuMode::kTimes) flame_write(o.file, "microseconds");
  if (o.cpu == CpuMode::kBytecodes) flame_write(o.file, "bytecodes");
}

void handle(JVMPI_Event* event) {
  Agent& a = agent();
  jint type = event->event_type & ~JVMPI_REQUESTED_EVENT;
  switch (type) {
    case JVMPI_EVENT_METHOD_ENTRY:
      times_method_entry(*event);  // no data lock: thread-local
      return;
    case JVMPI_EVENT_METHOD_EXIT:
      times_method_exit(*event);
      return;
    case JVMPI_EVENT_BYTECODE_SAMPLE:
      bytecodes_sample(*event);  // no data lock: thread-local
      return;
    case JVMPI_EVENT_GC_START:
      // Held until GC_FINISH: the heap events in between must not wait.
      // (Should this thread hold it already, it keeps it as it is.)
      if (!a.lock.held_by_current_thread()) {
        a.lock.lock();
        a.gc_took_lock = true;
      }
      a.collections += 1;
      if (a.objects != nullptr) sites_gc_start();
      return;
    case JVMPI_EVENT_GC_FINISH:
      if (a.lock.held_by_current_thread()) {
        if (a.objects != nullptr) sites_gc_finish();
        if (a.gc_took_lock) {
          a.gc_took_lock = false;
          a.lock.unlock();
        }
      }
      return;
    case JVMPI_EVENT_OBJECT_FREE: {
      EventGuard guard(a.lock);  // held since GC_START: never waits
      sites_object_free(event->u.obj_free.obj_id);
      return;
    }
    case JVMPI_EVENT_OBJECT_MOVE: {
      EventGuard guard(a.lock);
      sites_object_move(*event);
      return;
    }
    case JVMPI_EVENT_ARENA_DELETE: {
      EventGuard guard(a.lock);
      sites_arena_delete(event->u.delete_arena.arena_id);
      return;
    }
    case JVMPI_EVENT_OBJECT_ALLOC: {
      if ((event->event_type & JVMPI_REQUESTED_EVENT) != 0) {
        EventGuard guard(a.lock);
        // Whoever asked (monitors.cpp) reads the class from here.
        a.probe_class_name = class_display_name(a.tables.class_of(event->u.obj_alloc.class_id),
                                                event->u.obj_alloc.is_array);
      }
      if (a.objects != nullptr) sites_object_alloc(*event);  // takes the data lock after the trace
      return;
    }
    case JVMPI_EVENT_CLASS_LOAD: {
      EventGuard guard(a.lock);
      a.tables.add_class(*event);
      return;
    }
    case JVMPI_EVENT_CLASS_UNLOAD: {
      EventGuard guard(a.lock);
      on_class_unload(event->u.class_unload.class_id);
      return;
    }
    case JVMPI_EVENT_THREAD_START: {
      EventGuard guard(a.lock);
      on_thread_start(*event);
      return;
    }
    case JVMPI_EVENT_THREAD_END: {
      EventGuard guard(a.lock);
      if (a.objects != nullptr) sites_thread_end(event->env_id);
      on_thread_end(event->env_id);
      return;
    }
    case JVMPI_EVENT_JVM_INIT_DONE: {
      // CreateSystemThread is allowed from now on.
      if (a.options.cpu == CpuMode::kSamples && !samples_start()) {
        write_stderr("HPROF ERROR: can't create the CPU sampling thread\n");
      }
      return;
    }
    case JVMPI_EVENT_HEAP_DUMP: {
      EventGuard guard(a.lock);  // our own request: held already
      if (a.binary != nullptr) {
        binary_heap_dump(*event);
      } else {
        heap_dump_event(*event);
      }
      return;
    }
    case JVMPI_EVENT_MONITOR_DUMP: {
      EventGuard guard(a.lock);  // our own request: held already
      monitor_dump_event(*event);
      return;
    }
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER:
      monitor_contended_enter();
      return;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
      monitor_contended_entered(*event, false);
      return;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
      monitor_contended_entered(*event, true);
      return;
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
      dump();
      return;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      // The sampler first: it must not hold threads suspended while we
      // write, nor take the data lock after the last dump.
      if (a.options.cpu == CpuMode::kSamples) samples_stop();
      if (a.options.doe) dump();
      {
        EventGuard guard(a.lock);
        if (a.binary != nullptr) a.binary->flush();
        else a.writer->flush();
      }
      return;
    default:
      return;
  }
}

// Nothing may unwind into the VM. Out of memory in a callback loses that
// event's data; it cannot be reported from here in every mode.
void notify_event(JVMPI_Event* event) {
  try {
    handle(event);
  } catch (...) {
    write_stderr("HPROF ERROR: out of memory in an event handler\n");
  }
}

jint load(JavaVM* vm, char* text) {
  Options options;
  std::string message;
  ParseResult parsed = parse_options(text, &options, &message);
  if (parsed == ParseResult::kError) {
    write_stderr("HPROF ERROR: " + message + "\n" + usage());
    return JNI_ERR;
  }
  void* env = nullptr;
  if (vm->GetEnv(&env, JVMPI_VERSION_1) != JNI_OK || env == nullptr) {
    write_stderr("HPROF ERROR: the VM offers no JVMPI_VERSION_1 interface\n");
    return JNI_ERR;
  }
  g_agent = std::construct_at(&g_storage.agent);
  Agent& a = *g_agent;
  a.jvmpi = static_cast<JVMPI_Interface*>(env);
  a.jvmpi->NotifyEvent = notify_event;
  if (parsed == ParseResult::kHelp) {
    // As HPROF: the usage on stdout, then ProfilerExit(0).
    std::string u = usage();
    std::fwrite(u.data(), 1, u.size(), stdout);
    std::fflush(stdout);
    a.jvmpi->ProfilerExit(0);
    return JNI_ERR;  // not reached
  }
  a.options = options;
  int fd = open_output(options, &message);
  if (fd < 0) {
    write_stderr("HPROF ERROR: " + message + "\n");
    return JNI_ERR;
  }
  if (options.binary) {
    a.binary = std::make_unique<BinaryWriter>();
    a.binary->start(fd, options.heap_sites || options.heap_dump,
                    options.cpu == CpuMode::kSamples || options.cpu == CpuMode::kBytecodes, options.depth);
  } else {
    a.writer = std::make_unique<TextWriter>();
    a.writer->start(fd);
  }
  // heap=dump needs the sites too: each object's size and trace.
  if (options.heap_sites || options.heap_dump) sites_init();

  std::vector<jint> events = {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END,
                              JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN,
                              JVMPI_EVENT_DATA_DUMP_REQUEST};
  if (options.heap_sites || options.heap_dump) {
    events.insert(events.end(), {JVMPI_EVENT_OBJECT_ALLOC, JVMPI_EVENT_OBJECT_FREE, JVMPI_EVENT_OBJECT_MOVE,
                                 JVMPI_EVENT_ARENA_DELETE, JVMPI_EVENT_GC_START, JVMPI_EVENT_GC_FINISH});
  }
  if (options.monitor) {
    events.insert(events.end(), {JVMPI_EVENT_MONITOR_CONTENDED_ENTER, JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,
                                 JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED});
  }
  if (options.cpu == CpuMode::kTimes) {
    events.insert(events.end(), {JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_METHOD_EXIT});
  }
  for (jint e : events) {
    if (a.jvmpi->EnableEvent(e, nullptr) != JVMPI_SUCCESS) {
      write_stderr("HPROF ERROR: the VM cannot send event " + std::to_string(e) + "\n");
      return JNI_ERR;
    }
  }
  // A VM that never unloads classes may refuse it: nothing is lost then.
  a.jvmpi->EnableEvent(JVMPI_EVENT_CLASS_UNLOAD, nullptr);
  // From the first bytecode on, so that the profile covers the whole run
  // (as the exact profile it is compared with does).
  if (options.cpu == CpuMode::kBytecodes && !bytecodes_start()) {
    write_stderr("HPROF ERROR: this VM has no bytecode sampling (JVMPI_EVENT_BYTECODE_SAMPLE)\n");
    return JNI_ERR;
  }
  return JNI_OK;
}

}  // namespace

Agent::Agent() = default;
Agent::~Agent() = default;

Agent& agent() { return *g_agent; }

}  // namespace hprof

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void* reserved) {
  (void)reserved;
  return loupe_agents::load_without_throwing("HPROF ERROR: ", [&] { return hprof::load(vm, options); });
}
