// A deliberately buggy JVMPI agent, one bug per mode (-Xrunbuggy:<mode>),
// each breaking one rule that -Xcheck:jvmpi checks (check_cases.py runs
// them; docs/agent-validation.md lists the rules). Every bug here is one
// that real agents of the time had.
//
//   ignore-move         keys a table on object IDs, follows OBJECT_FREE but
//                       not OBJECT_MOVE or ARENA_DELETE, and asks about its
//                       objects at shutdown: fine under mark-sweep and
//                       reference counting, stale IDs under the moving ones
//   gc-enabled-id       GetThreadObject with GC enabled, outside any handler
//   gc-disabled-call    RunGC from an OBJECT_ALLOC handler (GC disabled)
//   suspend-gc-enabled  SuspendThread without DisableGC
//   suspended-mode-block  a raw monitor and a JNI call in GC_FINISH
//   raw-monitor         exit without entering, destroy while held, enter
//                       after destroying
//   unknown-event       EnableEvent of event 77 and of HEAP_DUMP
//   bad-argument        GetCallTrace with a NULL trace, and with no frames
//   stale-thread        GetThreadStatus of a thread after its THREAD_END
//   stale-method-id     GetMethodClass of something that is no method
//   before-init-done    CreateSystemThread from JVM_OnLoad
//   hang                never returns from its first GC_FINISH
//   gc-left-disabled    DisableGC without EnableGC in the THREAD_START
//                       handler of the thread "worker": later collections
//                       wait for ever
//   crash               writes through NULL in its first GC_FINISH
#include <jni.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;
std::string g_mode;
JVMPI_RawMonitor g_lock = nullptr;

// ---- ignore-move: a table of live objects that forgets about moves ----
std::map<jobjectID, jint> g_objects;  // ID -> size
std::vector<jobjectID> g_in_order;

void check_objects_at_shutdown() {
  g_jvmpi->DisableGC();
  int asked = 0;
  for (jobjectID id : g_in_order) {
    if (g_objects.count(id) == 0) continue;
    g_jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, id);
    if (++asked == 1000) break;
  }
  g_jvmpi->EnableGC();
  std::fprintf(stderr, "buggy: asked about %d objects\n", asked);
}

// ---- suspend-gc-enabled: a system thread suspends main while main waits
// in its JVM_INIT_DONE handler ----
JNIEnv* g_main_env = nullptr;
std::atomic<bool> g_suspender_done{false};

void suspender(void*) {
  g_jvmpi->SuspendThread(g_main_env);
  g_jvmpi->ResumeThread(g_main_env);
  g_jvmpi->RawMonitorEnter(g_lock);
  g_suspender_done = true;
  g_jvmpi->RawMonitorNotifyAll(g_lock);
  g_jvmpi->RawMonitorExit(g_lock);
}

void early_thread(void*) {}

// ---- stale-thread ----
JNIEnv* g_worker_env = nullptr;

bool g_gc_finish_seen = false;

void on_init_done(JVMPI_Event* event) {
  if (g_mode == "gc-enabled-id") {
    g_jvmpi->GetThreadObject(event->env_id);
  } else if (g_mode == "suspend-gc-enabled") {
    g_main_env = event->env_id;
    g_jvmpi->CreateSystemThread(const_cast<char*>("buggy suspender"), JVMPI_NORMAL_PRIORITY, suspender);
    g_jvmpi->RawMonitorEnter(g_lock);
    while (!g_suspender_done) g_jvmpi->RawMonitorWait(g_lock, 100);
    g_jvmpi->RawMonitorExit(g_lock);
  } else if (g_mode == "raw-monitor") {
    JVMPI_RawMonitor m = g_jvmpi->RawMonitorCreate(const_cast<char*>("_buggy table"));
    g_jvmpi->RawMonitorExit(m);     // never entered
    g_jvmpi->RawMonitorEnter(m);
    g_jvmpi->RawMonitorDestroy(m);  // still held
    g_jvmpi->RawMonitorEnter(m);    // destroyed
  } else if (g_mode == "bad-argument") {
    g_jvmpi->GetCallTrace(nullptr, 10);
    JVMPI_CallTrace trace{event->env_id, 0, nullptr};
    g_jvmpi->GetCallTrace(&trace, 10);
  } else if (g_mode == "stale-method-id") {
    static int not_a_method;
    g_jvmpi->DisableGC();
    g_jvmpi->GetMethodClass(reinterpret_cast<jmethodID>(&not_a_method));
    g_jvmpi->EnableGC();
  }
}

void on_gc_finish(JVMPI_Event* event) {
  if (g_gc_finish_seen) return;
  g_gc_finish_seen = true;
  if (g_mode == "suspended-mode-block") {
    g_jvmpi->RawMonitorEnter(g_lock);
    g_jvmpi->RawMonitorExit(g_lock);
    event->env_id->IsSameObject(nullptr, nullptr);
  } else if (g_mode == "hang") {
    for (;;) pause();
  } else if (g_mode == "crash") {
    volatile int* nowhere = nullptr;
    *nowhere = 1;
  }
}

void JNICALL notify(JVMPI_Event* event) {
  switch (event->event_type) {
    case JVMPI_EVENT_JVM_INIT_DONE:
      on_init_done(event);
      break;
    case JVMPI_EVENT_GC_FINISH:
      on_gc_finish(event);
      break;
    case JVMPI_EVENT_OBJECT_ALLOC: {
      static bool ran_gc = false;
      if (g_mode == "gc-disabled-call" && !ran_gc) {
        ran_gc = true;
        g_jvmpi->RunGC();
      }
      if (g_mode == "ignore-move" && g_objects.emplace(event->u.obj_alloc.obj_id, event->u.obj_alloc.size).second) {
        g_in_order.push_back(event->u.obj_alloc.obj_id);
      }
      break;
    }
    case JVMPI_EVENT_OBJECT_FREE:
      g_objects.erase(event->u.obj_free.obj_id);
      break;
    case JVMPI_EVENT_THREAD_START:
      if (event->u.thread_start.thread_name != nullptr && std::strcmp(event->u.thread_start.thread_name, "worker") == 0) {
        g_worker_env = event->u.thread_start.thread_env_id;
        if (g_mode == "gc-left-disabled") g_jvmpi->DisableGC();
      }
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      if (g_mode == "ignore-move") check_objects_at_shutdown();
      if (g_mode == "stale-thread" && g_worker_env != nullptr) g_jvmpi->GetThreadStatus(g_worker_env);
      break;
    default:
      break;
  }
}

}  // namespace

extern "C" JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
  g_mode = options != nullptr ? options : "";
  g_jvmpi->NotifyEvent = notify;
  g_lock = g_jvmpi->RawMonitorCreate(const_cast<char*>("_buggy lock"));
  for (jint e : {JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN, JVMPI_EVENT_GC_FINISH, JVMPI_EVENT_THREAD_START}) {
    g_jvmpi->EnableEvent(e, nullptr);
  }
  if (g_mode == "ignore-move" || g_mode == "gc-disabled-call") {
    g_jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, nullptr);
    g_jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_FREE, nullptr);
    g_jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_MOVE, nullptr);  // enabled, then ignored: the bug
  }
  if (g_mode == "unknown-event") {
    g_jvmpi->EnableEvent(77, nullptr);
    g_jvmpi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, nullptr);
  }
  if (g_mode == "before-init-done") {
    g_jvmpi->CreateSystemThread(const_cast<char*>("buggy early"), JVMPI_NORMAL_PRIORITY, early_thread);
  }
  return JNI_OK;
}
