// The partial-profiling test agent (test/agents/partial, issue 4).
//
// It starts with only MONITOR_WAIT and JVM_SHUT_DOWN on, as a profiler that
// is switched on halfway through a run would. In the MONITOR_WAIT of the
// program's Thread.sleep(7) (object NULL) it enables CLASS_LOAD and
// OBJECT_ALLOC; from then on allocations name class IDs whose CLASS_LOAD it
// never saw, and the MONITOR_WAIT of lock.wait(9) names an object allocated
// before the switch. It resolves each unknown ID with RequestEvent and
// checks that the answer comes synchronously, on the calling thread, once,
// with JVMPI_REQUESTED_EVENT set. At JVM_SHUT_DOWN it prints what it
// resolved, one "partial: ..." line each, on stderr; test/agents/jvmpi_cases.py
// checks the lines. Any broken expectation is a "partial: FAIL ..." line.
#include <cstdarg>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

constexpr jlong kSwitchSleepMs = 7;  // Thread.sleep(7) in Main.java
constexpr jlong kLockWaitMs = 9;     // lock.wait(9) in Main.java

JVMPI_Interface* g_jvmpi = nullptr;

// What a RequestEvent call got back. NotifyEvent fills it on the requesting
// thread while RequestEvent runs: an answer that comes later, or on another
// thread, never reaches it and the request counts as unanswered.
struct Answer {
  jint wanted = 0;               // the event type asked for
  int count = 0;                 // answers received
  bool requested_bit = true;     // every answer had JVMPI_REQUESTED_EVENT
  JNIEnv* env = nullptr;         // env_id of the answer
  std::string name;              // CLASS_LOAD class name, THREAD_START thread name
  jobjectID id = nullptr;        // CLASS_LOAD class_id, THREAD_START thread_id, OBJECT_ALLOC obj_id
  jobjectID class_id = nullptr;  // OBJECT_ALLOC
  jint size = 0;                 // OBJECT_ALLOC
  jint is_array = -1;            // OBJECT_ALLOC
  JNIEnv* thread_env = nullptr;  // THREAD_START
};
thread_local Answer* t_answer = nullptr;

std::mutex g_lock;  // guards everything below; never held across a JVMPI call
bool g_switched = false;
std::map<jobjectID, std::string> g_class_names;  // class ID -> name, from any CLASS_LOAD
std::set<std::string> g_natural_classes;         // names from natural CLASS_LOADs
std::set<std::string> g_requested_classes;       // names resolved with RequestEvent
std::set<jobjectID> g_allocated;                 // IDs from natural OBJECT_ALLOCs
std::map<std::string, long> g_allocs_by_class;
long g_allocs = 0;
std::vector<std::string> g_report;  // printed at JVM_SHUT_DOWN, in order

std::string format(const char* fmt, va_list args) {
  char buffer[512];
  vsnprintf(buffer, sizeof buffer, fmt, args);
  return buffer;
}

void report(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void report(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  std::string line = "partial: " + format(fmt, args);
  va_end(args);
  std::lock_guard<std::mutex> guard(g_lock);
  g_report.push_back(line);
}

void fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void fail(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  std::string line = "partial: FAIL " + format(fmt, args);
  va_end(args);
  // Also at once, in case the VM never reaches JVM_SHUT_DOWN.
  fprintf(stderr, "%s\n", line.c_str());
  std::lock_guard<std::mutex> guard(g_lock);
  g_report.push_back(line);
}

// RequestEvent(type, arg) from the thread `env`, checked: JVMPI_SUCCESS,
// exactly one answer before the call returned, flagged as requested, on
// this thread.
bool request(jint type, void* arg, JNIEnv* env, const char* what, Answer* out) {
  Answer answer;
  answer.wanted = type;
  Answer* outer = t_answer;
  t_answer = &answer;
  jint rc = g_jvmpi->RequestEvent(type, arg);
  t_answer = outer;
  if (rc != JVMPI_SUCCESS) {
    fail("RequestEvent(%s, %p) returned %d", what, arg, static_cast<int>(rc));
    return false;
  }
  if (answer.count != 1) {
    fail("RequestEvent(%s, %p): %d answers before it returned (expected 1, synchronously)", what, arg, answer.count);
    return false;
  }
  if (!answer.requested_bit) fail("RequestEvent(%s, %p): the answer lacks JVMPI_REQUESTED_EVENT", what, arg);
  if (answer.env != env) fail("RequestEvent(%s, %p): answer on env %p, asked on %p", what, arg, static_cast<void*>(answer.env), static_cast<void*>(env));
  *out = answer;
  return answer.requested_bit && answer.env == env;
}

// The name of a class ID: known from a CLASS_LOAD, or asked for.
std::string class_name(jobjectID class_id, JNIEnv* env) {
  {
    std::lock_guard<std::mutex> guard(g_lock);
    auto it = g_class_names.find(class_id);
    if (it != g_class_names.end()) return it->second;
  }
  Answer answer;
  if (!request(JVMPI_EVENT_CLASS_LOAD, class_id, env, "CLASS_LOAD", &answer)) return "?";
  if (answer.id != class_id) {
    fail("requested CLASS_LOAD for class %p describes class %p (%s)", static_cast<void*>(class_id), static_cast<void*>(answer.id), answer.name.c_str());
    return "?";
  }
  std::lock_guard<std::mutex> guard(g_lock);
  g_class_names[class_id] = answer.name;
  g_requested_classes.insert(answer.name);
  return answer.name;
}

void take_answer(JVMPI_Event* e, jint type) {
  Answer* a = t_answer;
  a->count++;
  a->requested_bit = a->requested_bit && (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
  a->env = e->env_id;
  switch (type) {
    case JVMPI_EVENT_CLASS_LOAD:
      a->name = e->u.class_load.class_name != nullptr ? e->u.class_load.class_name : "(null)";
      a->id = e->u.class_load.class_id;
      break;
    case JVMPI_EVENT_THREAD_START:
      a->name = e->u.thread_start.thread_name != nullptr ? e->u.thread_start.thread_name : "(null)";
      a->id = e->u.thread_start.thread_id;
      a->thread_env = e->u.thread_start.thread_env_id;
      break;
    case JVMPI_EVENT_OBJECT_ALLOC:
      a->id = e->u.obj_alloc.obj_id;
      a->class_id = e->u.obj_alloc.class_id;
      a->size = e->u.obj_alloc.size;
      a->is_array = e->u.obj_alloc.is_array;
      break;
    default:
      break;
  }
}

// The switch, in the MONITOR_WAIT of Thread.sleep(7) on the main thread.
void switch_on(JNIEnv* env) {
  {
    std::lock_guard<std::mutex> guard(g_lock);
    g_switched = true;
  }
  report("switched");
  if (g_jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, nullptr) != JVMPI_SUCCESS) fail("EnableEvent(CLASS_LOAD) failed");
  if (g_jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, nullptr) != JVMPI_SUCCESS) fail("EnableEvent(OBJECT_ALLOC) failed");

  // Only the dumps and the defining events can be requested.
  struct {
    jint type;
    const char* name;
  } const unsupported[] = {
      {JVMPI_EVENT_METHOD_ENTRY, "METHOD_ENTRY"}, {JVMPI_EVENT_GC_START, "GC_START"},
      {JVMPI_EVENT_MONITOR_WAIT, "MONITOR_WAIT"}, {JVMPI_EVENT_JVM_INIT_DONE, "JVM_INIT_DONE"},
      {12, "unused event 12"},
  };
  bool all_refused = true;
  for (const auto& u : unsupported) {
    Answer answer;
    answer.wanted = u.type;
    Answer* outer = t_answer;
    t_answer = &answer;
    jint rc = g_jvmpi->RequestEvent(u.type, nullptr);
    t_answer = outer;
    if (rc != JVMPI_NOT_AVAILABLE || answer.count != 0) {
      fail("RequestEvent(%s) returned %d with %d events (expected JVMPI_NOT_AVAILABLE, none)", u.name, static_cast<int>(rc), answer.count);
      all_refused = false;
    }
  }
  if (all_refused) report("not-available ok");

  // The thread object's ID is only stable while GC is off: the event of a
  // sleep carries no object, so the VM did not turn it off for us.
  g_jvmpi->DisableGC();
  jobjectID thread = g_jvmpi->GetThreadObject(env);
  Answer answer;
  if (thread == nullptr) {
    fail("GetThreadObject(main env) is NULL");
  } else if (request(JVMPI_EVENT_THREAD_START, thread, env, "THREAD_START", &answer)) {
    if (answer.id != thread) fail("requested THREAD_START thread_id %p, asked for %p", static_cast<void*>(answer.id), static_cast<void*>(thread));
    if (answer.thread_env != env) fail("requested THREAD_START thread_env_id %p, the thread's env is %p", static_cast<void*>(answer.thread_env), static_cast<void*>(env));
    report("thread %s env-matches=%d", answer.name.c_str(), answer.thread_env == env ? 1 : 0);
  }
  g_jvmpi->EnableGC();
}

void on_object_alloc(JVMPI_Event* e) {
  jobjectID class_id = e->u.obj_alloc.class_id;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    ++g_allocs;
    g_allocated.insert(e->u.obj_alloc.obj_id);
  }
  if (class_id == nullptr) return;  // an array of a primitive type
  std::string name = class_name(class_id, e->env_id);
  std::lock_guard<std::mutex> guard(g_lock);
  ++g_allocs_by_class[name];
}

// lock.wait(9): the object was allocated before the switch.
void on_lock_wait(JVMPI_Event* e) {
  jobjectID obj = e->u.monitor_wait.object;
  bool known;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    known = g_allocated.count(obj) != 0;
  }
  Answer answer;
  if (!request(JVMPI_EVENT_OBJECT_ALLOC, obj, e->env_id, "OBJECT_ALLOC", &answer)) return;
  if (answer.id != obj) fail("requested OBJECT_ALLOC for %p describes %p", static_cast<void*>(obj), static_cast<void*>(answer.id));
  if (answer.is_array != JVMPI_NORMAL_OBJECT) fail("requested OBJECT_ALLOC: is_array %d for an instance", static_cast<int>(answer.is_array));
  if (answer.class_id == nullptr) {
    fail("requested OBJECT_ALLOC: class_id NULL");
    return;
  }
  std::string name = class_name(answer.class_id, e->env_id);
  report("object %s size=%d known-before=%d", name.c_str(), static_cast<int>(answer.size), known ? 1 : 0);
}

void on_shut_down() {
  std::lock_guard<std::mutex> guard(g_lock);
  for (const std::string& line : g_report) fprintf(stderr, "%s\n", line.c_str());
  for (const std::string& name : g_requested_classes) fprintf(stderr, "partial: requested-class %s\n", name.c_str());
  // The program's own classes only: the library's are many and vary.
  for (const std::string& name : g_natural_classes) {
    if (name.rfind("Main", 0) == 0) fprintf(stderr, "partial: natural-class %s\n", name.c_str());
  }
  auto node = g_allocs_by_class.find("Main$Node");
  fprintf(stderr, "partial: allocs total=%ld Main$Node=%ld\n", g_allocs, node != g_allocs_by_class.end() ? node->second : 0L);
  fprintf(stderr, "partial: done\n");
}

void notify(JVMPI_Event* e) {
  jint type = e->event_type & ~JVMPI_REQUESTED_EVENT;
  if (t_answer != nullptr && t_answer->wanted == type) {
    take_answer(e, type);
    return;
  }
  if ((e->event_type & JVMPI_REQUESTED_EVENT) != 0) {
    fail("a requested event %d arrived outside the RequestEvent call for it", static_cast<int>(type));
    return;
  }
  switch (type) {
    case JVMPI_EVENT_MONITOR_WAIT: {
      bool switched;
      {
        std::lock_guard<std::mutex> guard(g_lock);
        switched = g_switched;
      }
      if (e->u.monitor_wait.object == nullptr && e->u.monitor_wait.timeout == kSwitchSleepMs && !switched) {
        switch_on(e->env_id);
      } else if (e->u.monitor_wait.object != nullptr && e->u.monitor_wait.timeout == kLockWaitMs && switched) {
        on_lock_wait(e);
      }
      break;
    }
    case JVMPI_EVENT_CLASS_LOAD: {
      std::lock_guard<std::mutex> guard(g_lock);
      if (!g_switched) {
        g_report.push_back("partial: FAIL CLASS_LOAD before it was enabled");
        break;
      }
      std::string name = e->u.class_load.class_name != nullptr ? e->u.class_load.class_name : "(null)";
      g_class_names[e->u.class_load.class_id] = name;
      g_natural_classes.insert(name);
      break;
    }
    case JVMPI_EVENT_OBJECT_ALLOC:
      on_object_alloc(e);
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      on_shut_down();
      break;
    default:
      fail("event %d, which is not enabled", static_cast<int>(type));
      break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "partial: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  if (g_jvmpi->EnableEvent(JVMPI_EVENT_MONITOR_WAIT, nullptr) != JVMPI_SUCCESS ||
      g_jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, nullptr) != JVMPI_SUCCESS) {
    fprintf(stderr, "partial: EnableEvent failed\n");
    return JNI_ERR;
  }
  return JNI_OK;
}
