// The inlining test agent (test/agents/lateinline, issue 19): method
// events switched on while compiled code with inlined calls runs.
//
//   -Xrunlateinline               METHOD_ENTRY and METHOD_EXIT
//   -Xrunlateinline:instructions  INSTRUCTION_START
//
// It starts with CLASS_LOAD (which names every method ID) and
// JVM_SHUT_DOWN. At the CLASS_LOAD of the program's class Marker, which
// the program loads in the middle of run's loop (Main.java), it switches
// the events on with EnableEvent, from inside the callback, and from then
// on counts them per method. It checks as it goes that no event comes
// before the switch and that every method ID is one a CLASS_LOAD named.
// Just before the switch it prints GetCallTrace of the loading thread:
//   lateinline: trace-at-switch <Class.method>@<line> ... (innermost first)
//
// Lines on stderr at JVM_SHUT_DOWN, for the methods of Main.java and for
// Math.sqrt (test/agents/jvmpi_cases.py checks them against the counts
// Main.java explains, and against an -Xint run's):
//   lateinline: <Class.method> entries=N exits=N    (method events)
//   lateinline: <Class.method> instructions=N       (INSTRUCTION_START)
//   lateinline: done failures=F
// and "lateinline: FAIL ..." at once for anything wrong.
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;
bool g_instructions = false;  // INSTRUCTION_START rather than method events

struct Counts {
  long entries = 0;
  long exits = 0;
  long instructions = 0;
};

// Events come from every thread: one lock for all, never held across a
// JVMPI call.
std::mutex g_lock;
std::map<jmethodID, std::string> g_names;  // "Class.method", from CLASS_LOAD
std::map<std::string, Counts> g_counts;    // by name, after the switch
bool g_switched = false;
int g_failures = 0;

const char* const kReported[] = {"Main.run",   "Main.mark", "Main.twice",    "Main.divide",  "Main.nothing",
                                 "Main.main",  "Box.get",   "Box.<init>",    "Marker.<init>", "java.lang.Math.sqrt"};

// Called with g_lock held.
void fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void fail(const char* fmt, ...) {
  char buffer[512];
  va_list args;
  va_start(args, fmt);
  vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  fprintf(stderr, "lateinline: FAIL %s\n", buffer);
  ++g_failures;
}

void on_class_load(const JVMPI_Event* e) {
  const auto& c = e->u.class_load;
  std::string class_name = c.class_name != nullptr ? c.class_name : "?";
  for (char& ch : class_name) {
    if (ch == '/') ch = '.';
  }
  {
    std::lock_guard<std::mutex> guard(g_lock);
    for (jint i = 0; i < c.num_methods; ++i) {
      g_names[c.methods[i].method_id] = class_name + "." + c.methods[i].method_name;
    }
    if (class_name != "Marker" || g_switched) return;
    g_switched = true;  // first: the first events may come at once
  }
  // The loading thread's stack: mark, run (compiled with its calls
  // inlined, but for -Xint) and main, at the lines of the `new Marker()`
  // and of the calls.
  JVMPI_CallFrame frames[16];
  JVMPI_CallTrace trace{e->env_id, 0, frames};
  g_jvmpi->GetCallTrace(&trace, 16);
  {
    std::lock_guard<std::mutex> guard(g_lock);
    std::string text;
    for (jint i = 0; i < trace.num_frames; ++i) {
      auto known = g_names.find(frames[i].method_id);
      text += ' ';
      text += known != g_names.end() ? known->second : std::string("?");
      text += '@';
      text += std::to_string(frames[i].lineno);
    }
    fprintf(stderr, "lateinline: trace-at-switch%s\n", text.c_str());
  }
  // The switch, from inside the callback, on the thread that runs the loop.
  const jint first = g_instructions ? JVMPI_EVENT_INSTRUCTION_START : JVMPI_EVENT_METHOD_ENTRY;
  if (g_jvmpi->EnableEvent(first, nullptr) != JVMPI_SUCCESS ||
      (!g_instructions && g_jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, nullptr) != JVMPI_SUCCESS)) {
    std::lock_guard<std::mutex> guard(g_lock);
    fail("EnableEvent failed");
  }
}

void on_event(const JVMPI_Event* e, jmethodID id, const char* what) {
  std::lock_guard<std::mutex> guard(g_lock);
  if (!g_switched) {
    fail("%s of method %p before the switch", what, static_cast<void*>(id));
    return;
  }
  auto known = g_names.find(id);
  if (known == g_names.end()) {
    fail("%s of method %p, which no CLASS_LOAD named", what, static_cast<void*>(id));
    return;
  }
  Counts& counts = g_counts[known->second];
  switch (e->event_type) {
    case JVMPI_EVENT_METHOD_ENTRY: ++counts.entries; break;
    case JVMPI_EVENT_METHOD_EXIT: ++counts.exits; break;
    default: ++counts.instructions; break;
  }
}

void shut_down() {
  std::lock_guard<std::mutex> guard(g_lock);
  if (!g_switched) fail("Marker was never loaded: no switch");
  for (const char* name : kReported) {
    const Counts& c = g_counts[name];
    if (g_instructions) {
      fprintf(stderr, "lateinline: %s instructions=%ld\n", name, c.instructions);
    } else {
      fprintf(stderr, "lateinline: %s entries=%ld exits=%ld\n", name, c.entries, c.exits);
    }
  }
  fprintf(stderr, "lateinline: done failures=%d\n", g_failures);
  fflush(stderr);
}

void notify(JVMPI_Event* e) {
  switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
      on_class_load(e);
      break;
    case JVMPI_EVENT_METHOD_ENTRY:
      on_event(e, e->u.method.method_id, "METHOD_ENTRY");
      break;
    case JVMPI_EVENT_METHOD_EXIT:
      on_event(e, e->u.method.method_id, "METHOD_EXIT");
      break;
    case JVMPI_EVENT_INSTRUCTION_START:
      on_event(e, e->u.instruction.method_id, "INSTRUCTION_START");
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      shut_down();
      break;
    default:
      break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "lateinline: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_instructions = options != nullptr && std::strcmp(options, "instructions") == 0;
  g_jvmpi->NotifyEvent = notify;
  for (jint event : {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_JVM_SHUT_DOWN}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "lateinline: EnableEvent(%d) failed\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  return JNI_OK;
}
