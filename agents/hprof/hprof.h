// hprof: the HPROF profiler agent of JDK 1.2-1.4 for Loupe (docs/jvmpi.md,
// "The hprof agent"). This header holds what the parts share: the options,
// the agent's one data lock and its tables. Each part lives in a file of its
// own: options.cpp, trace_table.cpp (classes, methods, threads, traces),
// sites.cpp (the object map and allocation sites), cpu_samples.cpp,
// cpu_times.cpp, cpu_bytecodes.cpp, text_writer.cpp (java.hprof.txt),
// binary_writer.cpp (format=b), heap_dump.cpp and binary_dump.cpp (HEAP DUMP
// in each format, from the one reader of dump_reader.h) and flame.cpp (the
// .collapsed file and the SVG flame graph); hprof.cpp receives the events.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "agent_support.h"
#include "jvmpi.h"

namespace hprof {

// ---- options (options.cpp) ----

enum class CpuMode { kOff, kSamples, kTimes, kBytecodes };

struct Options {
  bool heap_sites = false;
  bool heap_dump = false;
  CpuMode cpu = CpuMode::kOff;
  bool monitor = false;
  bool binary = false;           // format=b
  std::string file;              // empty: the default for the format
  std::string net_host;          // net=<host>:<port>
  int net_port = 0;
  int depth = 4;
  int interval_ms = 10;           // cpu=samples
  int64_t interval_bytecodes = 10000;  // cpu=bytecodes: the granularity
  int64_t jitter = 0;             // cpu=bytecodes: r uniform in [0, jitter) added
  double cutoff = 0.0001;
  bool lineno = true;
  bool thread = false;
  bool doe = true;
  bool flame = false;            // Loupe's addition: <file>.svg
};

enum class ParseResult { kOk, kHelp, kError };

// Parses -Xrunhprof's text into *options; on kError, *message says why
// (the caller adds the usage).
ParseResult parse_options(const char* text, Options* options, std::string* message);
// The help text, HPROF's table with Loupe's additions.
std::string usage();

// ---- frames and traces (trace_table.cpp) ----

// A frame of a recorded trace. The method is named by its serial, not by
// its jmethodID: once its class is unloaded the VM may give that ID to
// another method, and a trace must keep naming the method it recorded.
struct Frame {
  uint32_t method = 0;  // into Tables::methods (0: unknown)
  jint line = -1;       // -1 unknown, -2 compiled, -3 native
  bool operator==(const Frame&) const = default;
};

struct FieldInfo {
  std::string name;
  std::string signature;  // a descriptor: its first character is the type
};

struct ClassInfo {
  ClassInfo() = default;
  ClassInfo(std::string n, std::string s) : name(std::move(n)), source(std::move(s)) {}
  std::string name;    // as CLASS_LOAD gave it ("java.lang.String", "[I")
  std::string source;  // SourceFile, or empty
  // What a heap dump's records leave out and the agent must know to read
  // them (docs/formats.md, "JVMPI heap dumps, levels 1 and 2").
  jint num_interfaces = 0;
  std::vector<FieldInfo> statics;
  std::vector<FieldInfo> instances;
  // The IDs of its methods while it is loaded, to forget at CLASS_UNLOAD.
  std::vector<jmethodID> method_ids;
  // False after CLASS_UNLOAD: the entry stays (sites and traces name it),
  // but no class ID maps to it any more.
  bool loaded = true;
};

struct MethodInfo {
  uint32_t class_index = 0;  // into Tables::classes (0: unknown)
  std::string name;
  std::string signature;
};

struct ThreadInfo {
  uint32_t serial = 0;
  std::string name;
  std::string group;
  jobjectID object = nullptr;
  bool alive = true;
  bool ours = false;  // the agent's own sampler thread: never sampled
};

struct Trace {
  uint32_t serial = 0;
  uint32_t thread_serial = 0;  // 0 unless thread=y
  std::vector<Frame> frames;   // innermost first
  bool written = false;        // its TRACE record is in the file
};

// A hash of a run of frames, for the trace table; transparent, so that a
// lookup needs no std::string of its own.
struct FramesHash {
  using is_transparent = void;
  size_t operator()(std::string_view key) const noexcept { return std::hash<std::string_view>{}(key); }
};

// Turns frames into the bytes that key a trace: thread serial then
// (method serial, line) pairs, into *key (reused, so that it seldom
// allocates).
void trace_key(uint32_t thread_serial, const Frame* frames, size_t count, std::string* key);

// Serial numbers count from 1 in order of first use, as in JDK 1.2-1.4
// (JDK 5 started traces at 300000; see docs/jvmpi.md).
class Tables {
 public:
  std::vector<ClassInfo> classes{ClassInfo{"<Unknown>", ""}};  // index 0: unknown
  std::unordered_map<jobjectID, uint32_t> class_index;          // loaded class ID -> index
  // Method serials: an entry per method ever met, never reused, so that
  // what was recorded keeps its names after its class is unloaded and
  // the IDs are given to other methods (docs/jvmpi.md, "Class unloading").
  std::vector<MethodInfo> methods{MethodInfo{0, "<Unknown>", ""}};  // serial 0: unknown
  std::unordered_map<jmethodID, uint32_t> method_serials;            // loaded method ID -> serial
  std::unordered_map<JNIEnv*, ThreadInfo> threads;
  uint32_t next_thread_serial = 1;
  std::vector<Trace> traces;  // traces[i].serial == i + 1
  std::unordered_map<std::string, uint32_t, FramesHash, std::equal_to<>> trace_serials;

  // CLASS_LOAD (spontaneous or requested): names and methods.
  void add_class(const JVMPI_Event& event);
  // CLASS_UNLOAD: the class ID and its methods' IDs leave the maps (they
  // may come back naming something else); the entries stay for output.
  // False when the class was not known.
  bool remove_class(jobjectID class_id);
  // The class of a class ID, asking the VM (RequestEvent) when it is not
  // known yet; 0 when the VM cannot tell. Not in thread-suspended mode.
  uint32_t class_of(jobjectID class_id);
  // The serial of a method ID, asking the VM for its class (GetMethodClass,
  // RequestEvent) when it is not known yet. One hash look-up when known.
  uint32_t method_serial(jmethodID method);
  // A call trace as frames of method serials, into *out: lines kept or
  // made -1 (lineno=n).
  void resolve(const JVMPI_CallFrame* frames, size_t count, bool keep_lines, std::vector<Frame>* out);
  // THREAD_START: a new serial; returns the entry.
  ThreadInfo& add_thread(const JVMPI_Event& event);
  // The serial of a thread, asking for its THREAD_START if unknown.
  uint32_t thread_serial(JNIEnv* env);
  // The serial of the trace made of frames (at most depth of them), new or
  // old. Allocates: never in thread-suspended mode.
  uint32_t intern(uint32_t thread_serial, const Frame* frames, size_t count);
  const Trace& trace(uint32_t serial) const { return traces[serial - 1]; }
  // "class.method", or "<Unknown>.<Unknown>" style fallbacks.
  std::string method_name(uint32_t method_serial) const;
  // The source file and class name of a method, for frames.
  std::string frame_text(const Frame& frame) const;

 private:
  // Method IDs the VM could not name, mapped to a serial of their own
  // (class 0), so that distinct unknown methods stay distinct. Their class
  // is not known, so every CLASS_UNLOAD forgets them.
  std::vector<jmethodID> unnamed_methods_;
};

// ---- the whole agent's state ----

// Per-trace costs: samples or (calls, time).
struct Cost {
  uint64_t count = 0;
  uint64_t nanos = 0;
};

struct Site {
  uint32_t trace = 0;
  uint32_t class_index = 0;
  jint kind = JVMPI_NORMAL_OBJECT;  // JVMPI_NORMAL_OBJECT, JVMPI_CLASS or a primitive code
  uint64_t live_bytes = 0, live_objects = 0;
  uint64_t alloc_bytes = 0, alloc_objects = 0;
};

struct MonitorCost {
  uint64_t count = 0;
  uint64_t nanos = 0;
};

class ObjectMap;  // sites.cpp
class TextWriter;  // text_writer.cpp
class BinaryWriter;  // binary_writer.cpp
struct TimesThread;  // cpu_times.cpp
struct BytecodesThread;  // cpu_bytecodes.cpp

struct Agent {
  Agent();
  ~Agent();  // where ObjectMap, TimesThread and the writers are complete (hprof.cpp)
  JVMPI_Interface* jvmpi = nullptr;
  Options options;
  // The data lock: every table below. Taken at GC_START and held until
  // GC_FINISH, so that OBJECT_FREE/MOVE/ARENA_DELETE, which come with the
  // world stopped, never wait (agent_support.h).
  loupe_agents::AgentLock lock;
  Tables tables;
  bool gc_took_lock = false;  // GC_START took the data lock, GC_FINISH gives it back
  // GC_STARTs and CLASS_UNLOADs seen: object, class and method IDs may
  // have changed. Written under the data lock, read without it by
  // OBJECT_ALLOC (sites.cpp).
  std::atomic<uint64_t> collections{0};
  // CLASS_UNLOADs seen (written under the data lock): the sampler drops a
  // sample whose stacks were taken before an unload it did not see.
  std::atomic<uint64_t> unloads{0};

  // heap=sites
  std::unique_ptr<ObjectMap> objects;
  std::vector<Site> sites;
  std::unordered_map<std::string, uint32_t> site_index;  // (trace, class, kind) -> index

  // cpu=samples and cpu=times: cost per trace serial, cleared after a dump.
  std::map<uint32_t, Cost> cpu_costs;
  // For <file>.collapsed: cost per full calling context, root first, as
  // method serials.
  std::map<std::vector<uint32_t>, uint64_t> contexts;
  uint64_t total_samples = 0;

  // cpu=times: every thread's data, owned here, reached through the
  // thread's JVMPI thread-local storage.
  std::vector<std::unique_ptr<TimesThread>> times_threads;
  // cpu=bytecodes: every thread's calling-context tree, the same way.
  std::vector<std::unique_ptr<BytecodesThread>> bytecodes_threads;

  // The live threads the sampler may suspend. A lock of its own, held by
  // the sampler while threads are suspended (never together with the
  // data lock there: a thread parked while inside one of our callbacks
  // could hold that one); THREAD_START/END take it inside the data lock.
  std::mutex sampler_threads_lock;
  std::vector<JNIEnv*> sampler_threads;

  // monitor=y: time waited per (trace, monitor text).
  std::map<std::pair<uint32_t, std::string>, MonitorCost> monitor_costs;
  // The class name a requested OBJECT_ALLOC told (monitors.cpp asks).
  std::string probe_class_name;

  // Exactly one of the two, by format=.
  std::unique_ptr<TextWriter> writer;
  std::unique_ptr<BinaryWriter> binary;
};

Agent& agent();

// The trace of a thread's call trace in a heap or monitor dump (trace_table.cpp):
// its top depth frames, lines dropped with lineno=n, the thread's own with
// thread=y. *thread_serial gets the thread's serial.
uint32_t dump_thread_trace(const JVMPI_CallTrace& call, uint32_t* thread_serial);

// A thread's own record (cpu=times, cpu=bytecodes), reached through JVMPI
// thread-local storage and made on its first event: owned by `records`,
// with its trace's thread serial and a GetCallTrace buffer of `frames`.
// The data lock only to make it.
template <typename Record>
Record& thread_record(JNIEnv* env, std::vector<std::unique_ptr<Record>>& records, size_t frames) {
  Agent& a = agent();
  void* stored = a.jvmpi->GetThreadLocalStorage(env);
  if (stored != nullptr) return *static_cast<Record*>(stored);
  loupe_agents::EventGuard guard(a.lock);
  records.push_back(std::make_unique<Record>());
  Record& t = *records.back();
  t.thread_serial = a.options.thread ? a.tables.thread_serial(env) : 0;
  t.call_frames.resize(frames);
  a.jvmpi->SetThreadLocalStorage(env, &t);
  return t;
}

// ---- sites.cpp ----
// Takes the data lock itself (after the stack trace).
void sites_object_alloc(const JVMPI_Event& event);
void sites_object_free(jobjectID object);
void sites_object_move(const JVMPI_Event& event);
void sites_arena_delete(jint arena);
void sites_thread_end(JNIEnv* env);  // on the ending thread, data lock held
void sites_gc_start();   // data lock held
void sites_gc_finish();  // data lock held
// The SITES section (ordered by live bytes).
void sites_write();
// Creates the object map (at load time, before any event).
void sites_init();

// ---- heap_dump.cpp ----
// Asks the VM for a level-2 heap dump and writes HEAP DUMP BEGIN ... END
// (data lock held).
void heap_dump_write();
// The answer to that request (HEAP_DUMP | JVMPI_REQUESTED_EVENT).
void heap_dump_event(const JVMPI_Event& event);
// Live objects and bytes in the object map.
void sites_totals(uint64_t* objects, uint64_t* bytes);
// Brings the live counts up to date (the object map's log; object_map.h).
void sites_settle();
// An object's size and allocation trace from the object map, asking the VM
// for its OBJECT_ALLOC when it is not known. False if the VM cannot tell.
bool object_info(jobjectID object, uint32_t* size, uint32_t* trace);

// ---- monitors.cpp ----
void monitor_contended_enter();
void monitor_contended_entered(const JVMPI_Event& event, bool raw);
// MONITOR DUMP (requested from the VM) and MONITOR TIME; data lock held.
void monitor_dump_write();
void monitor_dump_event(const JVMPI_Event& event);
void monitor_time_write();
// The name of a site's or object's class as HPROF shows it.
std::string class_display_name(uint32_t class_index, jint kind);

// ---- cpu_samples.cpp ----
// Starts the sampling thread (after JVM_INIT_DONE). False on failure.
bool samples_start();
void samples_stop();
void samples_write();
// A CPU section from agent().cpu_costs: rows ranked by nanos (by_time) or
// by count, HPROF's columns; then the costs are cleared, as HPROF clears
// them after each dump.
void write_cost_section(const std::string& title, uint64_t total, bool by_time);

// ---- cpu_times.cpp ----
void times_method_entry(const JVMPI_Event& event);
void times_method_exit(const JVMPI_Event& event);
// Collects every thread's costs into agent().cpu_costs (data lock held).
void times_collect();
// CLASS_UNLOAD of a class whose methods are `unloaded` (sorted), before
// their IDs are forgotten: the threads' costs, keyed by method IDs, are
// collected, and calls to those methods left on a shadow stack (an exit
// that never came) are dropped, so that a reused ID matches nothing old.
void times_class_unload(const std::vector<jmethodID>& unloaded);
void times_write();

// ---- cpu_bytecodes.cpp ----
// Enables BYTECODE_SAMPLE with the options' interval and jitter.
bool bytecodes_start();
void bytecodes_sample(const JVMPI_Event& event);
// Every thread's samples into agent().cpu_costs and agent().contexts
// (data lock held); the counts start again from zero.
void bytecodes_collect();

// ---- flame.cpp ----
// Writes <file>.collapsed and, with flame=y, <file>.svg from
// agent().contexts.
void flame_write(const std::string& base, const char* unit);

}  // namespace hprof
