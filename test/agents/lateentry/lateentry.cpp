// The late METHOD_ENTRY test agent (test/agents/lateentry, issue 7).
//
// It starts with CLASS_LOAD (which names every method ID),
// COMPILED_METHOD_LOAD and _UNLOAD (to tell which of Main's methods are
// compiled when the switch comes) and JVM_SHUT_DOWN. At the CLASS_LOAD of
// the program's class Marker, which the program loads in the middle of a
// loop that calls mark() and work(), it switches METHOD_ENTRY and
// METHOD_EXIT on with EnableEvent, from inside the callback, and from then
// on counts both events per method. Just before the switch it takes
// GetCallTrace of the loading thread: the frames of mark, run and main
// (under -Xcomp each called directly by compiled code), with the lines of
// the `new Marker()` and of the calls. It checks as it goes:
//   - no METHOD_ENTRY/EXIT before the switch (none was enabled);
//   - every method ID is one a CLASS_LOAD named;
//   - work is a leaf: on each thread its entry and its exit alternate,
//     entry first (an exit of an activation entered before the switch is
//     fine for mark, run and main, not for work, which the switch cannot
//     interrupt).
//
// Lines on stderr at JVM_SHUT_DOWN (test/agents/jvmpi_cases.py checks them
// against the counts Main.java explains):
//   lateentry: switched compiled work=<0|1> mark=<0|1> run=<0|1> main=<0|1>
//   lateentry: trace-at-switch <Class.method>@<line> ... (innermost first)
//   lateentry: Main.work entries=N exits=N
//   lateentry: Main.work entries-before-run=N entries-after-run=N
//   lateentry: Main.run entries=N exits=N  (also Main.mark, Main.main, Marker.<init>)
//   lateentry: done failures=F
// and "lateentry: FAIL ..." at once for anything wrong.
#include <cstdarg>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;

struct Counts {
  long entries = 0;
  long exits = 0;
};

// Events come from every thread: one lock for all, never held across a
// JVMPI call.
std::mutex g_lock;
std::map<jmethodID, std::string> g_names;  // "Class.method", from CLASS_LOAD
std::map<jmethodID, int> g_compiled;       // loads minus unloads
std::map<std::string, Counts> g_counts;    // by name, after the switch
bool g_switched = false;
std::string g_compiled_at_switch;  // " work=<0|1> mark=... run=... main=..."
std::string g_trace_at_switch;
long g_work_before_run = 0, g_work_after_run = 0;
bool g_run_entered = false;
std::map<JNIEnv*, bool> g_in_work;  // per thread: work entered, not exited
int g_failures = 0;

// Called with g_lock held.
void fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void fail(const char* fmt, ...) {
  char buffer[512];
  va_list args;
  va_start(args, fmt);
  vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  fprintf(stderr, "lateentry: FAIL %s\n", buffer);
  ++g_failures;
}

std::string name_of(jmethodID id) {
  auto known = g_names.find(id);
  return known != g_names.end() ? known->second : std::string();
}

// Loads minus unloads of the method named `name` (0: not compiled now).
int compiled(const std::string& name) {
  int n = 0;
  for (const auto& [id, loads] : g_compiled) {
    if (name_of(id) == name) n += loads;
  }
  return n;
}

void on_class_load(const JVMPI_Event* e) {
  const auto& c = e->u.class_load;
  const std::string class_name = c.class_name != nullptr ? c.class_name : "?";
  bool switch_now = false;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    for (jint i = 0; i < c.num_methods; ++i) {
      g_names[c.methods[i].method_id] = class_name + "." + c.methods[i].method_name;
    }
    if (class_name == "Marker" && !g_switched) {
      switch_now = true;
      for (const char* method : {"work", "mark", "run", "main"}) {
        g_compiled_at_switch += std::string(" ") + method + "=" + (compiled(std::string("Main.") + method) > 0 ? "1" : "0");
      }
    }
  }
  if (!switch_now) return;
  // The loading thread's stack, up to main. Main's methods are known: its
  // CLASS_LOAD came before Marker's.
  JVMPI_CallFrame frames[16];
  JVMPI_CallTrace trace{e->env_id, 0, frames};
  g_jvmpi->GetCallTrace(&trace, 16);
  {
    std::lock_guard<std::mutex> guard(g_lock);
    for (jint i = 0; i < trace.num_frames; ++i) {
      std::string name = name_of(frames[i].method_id);
      g_trace_at_switch += ' ';
      g_trace_at_switch += name.empty() ? std::string("?") : name;
      g_trace_at_switch += '@';
      g_trace_at_switch += std::to_string(frames[i].lineno);
    }
    if (trace.num_frames <= 0) fail("GetCallTrace at the switch: %d frames", static_cast<int>(trace.num_frames));
  }
  // The switch, from inside the callback, on the thread that runs the
  // loop. g_switched is set first: the first events may come at once.
  {
    std::lock_guard<std::mutex> guard(g_lock);
    g_switched = true;
  }
  if (g_jvmpi->EnableEvent(JVMPI_EVENT_METHOD_ENTRY, nullptr) != JVMPI_SUCCESS ||
      g_jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, nullptr) != JVMPI_SUCCESS) {
    std::lock_guard<std::mutex> guard(g_lock);
    fail("EnableEvent(METHOD_ENTRY or METHOD_EXIT) failed");
  }
}

void on_method(const JVMPI_Event* e, bool entry) {
  const jmethodID id = e->u.method.method_id;
  std::lock_guard<std::mutex> guard(g_lock);
  const char* what = entry ? "METHOD_ENTRY" : "METHOD_EXIT";
  if (!g_switched) {
    fail("%s of method %p before the switch", what, static_cast<void*>(id));
    return;
  }
  std::string name = name_of(id);
  if (name.empty()) {
    fail("%s of method %p, which no CLASS_LOAD named", what, static_cast<void*>(id));
    return;
  }
  Counts& counts = g_counts[name];
  (entry ? counts.entries : counts.exits)++;
  if (name == "Main.work") {
    bool& inside = g_in_work[e->env_id];
    if (inside == entry) fail("Main.work: %s %s", what, entry ? "while inside work" : "without an entry");
    inside = entry;
    if (entry) (g_run_entered ? g_work_after_run : g_work_before_run)++;
  } else if (name == "Main.run" && entry) {
    g_run_entered = true;
  }
}

void on_compiled(const JVMPI_Event* e, bool load) {
  std::lock_guard<std::mutex> guard(g_lock);
  jmethodID id = load ? e->u.compiled_method_load.method_id : e->u.compiled_method_unload.method_id;
  g_compiled[id] += load ? 1 : -1;
}

void shut_down() {
  std::lock_guard<std::mutex> guard(g_lock);
  if (!g_switched) fail("Marker was never loaded: no switch");
  fprintf(stderr, "lateentry: switched compiled%s\n", g_compiled_at_switch.c_str());
  fprintf(stderr, "lateentry: trace-at-switch%s\n", g_trace_at_switch.c_str());
  for (const char* name : {"Main.work", "Main.mark", "Main.run", "Main.main", "Marker.<init>"}) {
    const Counts& c = g_counts[name];
    fprintf(stderr, "lateentry: %s entries=%ld exits=%ld\n", name, c.entries, c.exits);
  }
  fprintf(stderr, "lateentry: Main.work entries-before-run=%ld entries-after-run=%ld\n", g_work_before_run,
          g_work_after_run);
  fprintf(stderr, "lateentry: done failures=%d\n", g_failures);
  fflush(stderr);
}

void notify(JVMPI_Event* e) {
  switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
      on_class_load(e);
      break;
    case JVMPI_EVENT_METHOD_ENTRY:
      on_method(e, true);
      break;
    case JVMPI_EVENT_METHOD_EXIT:
      on_method(e, false);
      break;
    case JVMPI_EVENT_COMPILED_METHOD_LOAD:
      on_compiled(e, true);
      break;
    case JVMPI_EVENT_COMPILED_METHOD_UNLOAD:
      on_compiled(e, false);
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      shut_down();
      break;
    default:
      break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "lateentry: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  for (jint event : {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_COMPILED_METHOD_LOAD, JVMPI_EVENT_COMPILED_METHOD_UNLOAD,
                     JVMPI_EVENT_JVM_SHUT_DOWN}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "lateentry: EnableEvent(%d) failed\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  return JNI_OK;
}
