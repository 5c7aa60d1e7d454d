// The dump test agent (test/agents/dumps, issue 4): its events and the
// sequence of dumps (the parts: dumps.h).
//
// In the MONITOR_WAIT event of the program's Thread.sleep(1234) it turns GC
// off (the IDs it collects must stay valid between requests) and requests
// HEAP_DUMP at levels 2, 1 and 0 (and with a NULL argument), OBJECT_DUMPs
// of known objects and a MONITOR_DUMP. It parses every buffer as
// docs/formats.md lays it out (dump_parsing.cpp). The class descriptions
// come from RequestEvent(CLASS_LOAD) for each class ID met in a dump, so a
// class that moved since it was loaded is still described correctly.
//
// It checks the dumps against the values Main.java sets
// (heap_dump_checks.cpp, monitor_dump_checks.cpp) and prints "dumps: ..."
// lines on stderr (test/agents/jvmpi_cases.py reads them); a broken
// expectation is a "dumps: FAIL ..." line.
#include "dumps.h"

#include <cstdarg>
#include <cstdio>

namespace dumps_test {

JVMPI_Interface* g_jvmpi = nullptr;
JVMPI_RawMonitor g_raw = nullptr;
std::mutex g_lock;
std::map<std::string, JNIEnv*> g_envs;
std::set<JNIEnv*> g_ended;
thread_local Answer* t_answer = nullptr;

namespace {

constexpr jlong kDumpSleepMs = 1234;  // Thread.sleep(1234) in Main.java

bool g_dumped = false;  // guarded by g_lock
int g_failures = 0;     // only touched on the thread that dumps

void vprint(const char* prefix, const char* fmt, va_list args) {
  char buffer[1024];
  vsnprintf(buffer, sizeof buffer, fmt, args);
  fprintf(stderr, "dumps: %s%s\n", prefix, buffer);
}

// Class descriptions by ID; valid only while GC stays off (dump_all).
std::map<jobjectID, ClassInfo> g_classes;

}  // namespace

void say(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  vprint("", fmt, args);
  va_end(args);
}

int fail(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  vprint("FAIL ", fmt, args);
  va_end(args);
  ++g_failures;
  return 1;
}

JNIEnv* thread_env(const std::string& name) {
  std::lock_guard<std::mutex> guard(g_lock);
  auto it = g_envs.find(name);
  return it != g_envs.end() ? it->second : nullptr;
}

// ---- the answers of RequestEvent -------------------------------------------

namespace {

void copy_traces(Answer* a, jint n, const JVMPI_CallTrace* traces) {
  for (jint i = 0; traces != nullptr && i < n; ++i) {
    a->trace_envs.push_back(traces[i].env_id);
    a->trace_frames.push_back(traces[i].num_frames);
  }
}

void take_answer(const JVMPI_Event* e, jint type) {
  Answer* a = t_answer;
  a->count++;
  a->requested_bit = a->requested_bit && (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
  switch (type) {
    case JVMPI_EVENT_HEAP_DUMP:
      a->dump_level = e->u.heap_dump.dump_level;
      if (e->u.heap_dump.begin != nullptr && e->u.heap_dump.end >= e->u.heap_dump.begin) {
        a->bytes.assign(e->u.heap_dump.begin, e->u.heap_dump.end);
      }
      copy_traces(a, e->u.heap_dump.num_traces, e->u.heap_dump.traces);
      break;
    case JVMPI_EVENT_MONITOR_DUMP:
      if (e->u.monitor_dump.begin != nullptr && e->u.monitor_dump.end >= e->u.monitor_dump.begin) {
        a->bytes.assign(e->u.monitor_dump.begin, e->u.monitor_dump.end);
      }
      copy_traces(a, e->u.monitor_dump.num_traces, e->u.monitor_dump.traces);
      a->status_null = e->u.monitor_dump.threads_status == nullptr;
      if (!a->status_null) {
        a->status.assign(e->u.monitor_dump.threads_status, e->u.monitor_dump.threads_status + e->u.monitor_dump.num_traces);
      }
      break;
    case JVMPI_EVENT_OBJECT_DUMP:
      a->data_len = e->u.object_dump.data_len;
      if (e->u.object_dump.data != nullptr && e->u.object_dump.data_len > 0) {
        a->bytes.assign(e->u.object_dump.data, e->u.object_dump.data + e->u.object_dump.data_len);
      }
      break;
    case JVMPI_EVENT_OBJECT_ALLOC:
      a->class_id = e->u.obj_alloc.class_id;
      break;
    case JVMPI_EVENT_CLASS_LOAD: {
      const auto& c = e->u.class_load;
      a->class_id = c.class_id;
      a->cls.name = c.class_name != nullptr ? c.class_name : "(null)";
      a->cls.num_interfaces = c.num_interfaces;
      for (jint i = 0; i < c.num_static_fields; ++i) a->cls.statics.emplace_back(c.statics[i].field_name, c.statics[i].field_signature);
      for (jint i = 0; i < c.num_instance_fields; ++i) a->cls.instances.emplace_back(c.instances[i].field_name, c.instances[i].field_signature);
      break;
    }
    default:
      break;
  }
}

}  // namespace

bool request(jint type, void* arg, const char* what, Answer* out) {
  out->wanted = type;
  Answer* outer = t_answer;
  t_answer = out;
  jint rc = g_jvmpi->RequestEvent(type, arg);
  t_answer = outer;
  if (rc != JVMPI_SUCCESS) {
    fail("RequestEvent(%s) returned %d", what, static_cast<int>(rc));
    return false;
  }
  if (out->count != 1) {
    fail("RequestEvent(%s): %d events before it returned (expected 1)", what, out->count);
    return false;
  }
  if (!out->requested_bit) fail("RequestEvent(%s): the event lacks JVMPI_REQUESTED_EVENT", what);
  return true;
}

const ClassInfo* class_info(jobjectID id) {
  auto it = g_classes.find(id);
  if (it != g_classes.end()) return &it->second;
  Answer a;
  char what[64];
  snprintf(what, sizeof what, "CLASS_LOAD, %p", vp(id));
  if (!request(JVMPI_EVENT_CLASS_LOAD, id, what, &a)) return nullptr;
  if (a.class_id != id) {
    fail("requested CLASS_LOAD for %p describes %p", vp(id), vp(a.class_id));
    return nullptr;
  }
  return &(g_classes[id] = a.cls);
}

std::string class_name(jobjectID id) {
  if (id == nullptr) return "NULL";
  const ClassInfo* info = class_info(id);
  return info != nullptr ? info->name : "?";
}

namespace {

// ---- the dumps, in the callback of Thread.sleep(1234) -----------------------

void dump_all(JNIEnv* main_env) {
  JNIEnv* blocker = thread_env("blocker");
  JNIEnv* waiter = thread_env("waiter");
  if (thread_env("holder") == nullptr || blocker == nullptr || waiter == nullptr) {
    fail("no THREAD_START for holder, blocker or waiter");
    return;
  }
  jint blocked = g_jvmpi->GetThreadStatus(blocker), waiting = g_jvmpi->GetThreadStatus(waiter);
  if (blocked != JVMPI_THREAD_MONITOR_WAIT || waiting != JVMPI_THREAD_CONDVAR_WAIT) {
    fail("GetThreadStatus: blocker %d, waiter %d (expected 2, 3)", static_cast<int>(blocked), static_cast<int>(waiting));
  }

  // Every ID below must mean the same object in every dump.
  g_jvmpi->DisableGC();
  g_classes.clear();
  JVMPI_HeapDumpArg arg2{JVMPI_DUMP_LEVEL_2}, arg1{JVMPI_DUMP_LEVEL_1}, arg0{JVMPI_DUMP_LEVEL_0}, arg3{3};
  Answer d2, d1, d0, dnull;
  bool have2 = request(JVMPI_EVENT_HEAP_DUMP, &arg2, "HEAP_DUMP, level 2", &d2);
  bool have1 = request(JVMPI_EVENT_HEAP_DUMP, &arg1, "HEAP_DUMP, level 1", &d1);
  bool have0 = request(JVMPI_EVENT_HEAP_DUMP, &arg0, "HEAP_DUMP, level 0", &d0);
  if (request(JVMPI_EVENT_HEAP_DUMP, nullptr, "HEAP_DUMP, NULL", &dnull) && dnull.dump_level != JVMPI_DUMP_LEVEL_2) {
    fail("HEAP_DUMP with a NULL argument came at level %d, not 2", dnull.dump_level);
  }
  {
    Answer none;
    none.wanted = JVMPI_EVENT_HEAP_DUMP;
    t_answer = &none;
    jint rc = g_jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg3);
    t_answer = nullptr;
    if (rc != JVMPI_NOT_AVAILABLE || none.count != 0) fail("HEAP_DUMP at level 3: %d, %d events", static_cast<int>(rc), none.count);
  }
  for (auto [answer, level] : {std::pair{&d2, 2}, std::pair{&d1, 1}, std::pair{&d0, 0}}) {
    if (answer->count == 1 && answer->dump_level != level) fail("HEAP_DUMP at level %d says dump_level %d", level, answer->dump_level);
  }

  Known known;
  if (have2) {
    Parsed l2 = parse_heap(d2.bytes, JVMPI_DUMP_LEVEL_2);
    if (l2.ok) {
      say("level2 parsed bytes=%zu records=%zu classes=%d instances=%d objarrays=%d primarrays=%d", d2.bytes.size(), l2.records.size(),
          l2.tag_counts[JVMPI_GC_CLASS_DUMP], l2.tag_counts[JVMPI_GC_INSTANCE_DUMP], l2.tag_counts[JVMPI_GC_OBJ_ARRAY_DUMP],
          l2.tag_counts[JVMPI_GC_PRIM_ARRAY_DUMP]);
      check_instances(l2, 2);
      check_closure(l2, 2);
      check_roots(l2, 2, d2, main_env);
      if (check_level2(l2, &known)) {
        if (have1) {
          Parsed l1 = parse_heap(d1.bytes, JVMPI_DUMP_LEVEL_1);
          if (l1.ok) {
            say("level1 parsed bytes=%zu records=%zu", d1.bytes.size(), l1.records.size());
            check_instances(l1, 1);
            check_closure(l1, 1);
            check_roots(l1, 1, d1, main_env);
            check_level1(l1, l2, known);
          }
        }
        check_class_objects(l2, known);
        if (have0) check_level0(d0.bytes, l2, known);
        check_object_dump(d2.bytes, l2, known.marker, "marker");
        check_object_dump(d2.bytes, l2, known.marker_class, "Marker-class");
        check_object_dump(d2.bytes, l2, known.ints, "ints");
        check_object_dump(d2.bytes, l2, known.objs, "objs");
      }
    }
  }

  // The monitor dump, holding a raw monitor of our own.
  if (known.held != nullptr) {
    g_jvmpi->RawMonitorEnter(g_raw);
    Answer m;
    bool have = request(JVMPI_EVENT_MONITOR_DUMP, nullptr, "MONITOR_DUMP", &m);
    g_jvmpi->RawMonitorExit(g_raw);
    if (have) check_monitor_dump(m, known, main_env);
  }
  g_classes.clear();
  g_jvmpi->EnableGC();
}

void notify(JVMPI_Event* e) {
  jint type = e->event_type & ~JVMPI_REQUESTED_EVENT;
  if (t_answer != nullptr && t_answer->wanted == type) {
    take_answer(e, type);
    return;
  }
  switch (type) {
    case JVMPI_EVENT_THREAD_START: {
      std::lock_guard<std::mutex> guard(g_lock);
      if (e->u.thread_start.thread_name != nullptr) g_envs[e->u.thread_start.thread_name] = e->u.thread_start.thread_env_id;
      break;
    }
    case JVMPI_EVENT_MONITOR_WAIT: {
      if (e->u.monitor_wait.object != nullptr || e->u.monitor_wait.timeout != kDumpSleepMs) break;
      {
        std::lock_guard<std::mutex> guard(g_lock);
        if (g_dumped) break;
        g_dumped = true;
      }
      dump_all(e->env_id);
      break;
    }
    case JVMPI_EVENT_THREAD_END: {
      std::lock_guard<std::mutex> guard(g_lock);
      g_ended.insert(e->env_id);
      break;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
      check_shutdown_monitor_dump();
      std::lock_guard<std::mutex> guard(g_lock);
      fprintf(stderr, "dumps: done dumped=%d failures=%d\n", g_dumped ? 1 : 0, g_failures);
      break;
    }
    default:
      if ((e->event_type & JVMPI_REQUESTED_EVENT) != 0) fail("requested event %d outside its RequestEvent", static_cast<int>(type));
      break;
  }
}

}  // namespace
}  // namespace dumps_test

using namespace dumps_test;

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "dumps: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  char name[] = "dump-raw";
  g_raw = g_jvmpi->RawMonitorCreate(name);
  for (jint event : {JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END, JVMPI_EVENT_MONITOR_WAIT, JVMPI_EVENT_JVM_SHUT_DOWN}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "dumps: EnableEvent(%d) failed\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  // The dump events can only be requested.
  for (jint event : {JVMPI_EVENT_HEAP_DUMP, JVMPI_EVENT_MONITOR_DUMP, JVMPI_EVENT_OBJECT_DUMP}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_NOT_AVAILABLE) {
      fprintf(stderr, "dumps: FAIL EnableEvent(%d) of a dump event did not answer JVMPI_NOT_AVAILABLE\n", static_cast<int>(event));
      ++g_failures;
    }
  }
  return JNI_OK;
}
