// -Xcheck:jvmpi's interface table: each function an agent calls is checked
// against the specification's rules before the VM's own runs (check.h).
//
// A rule about the mode the caller is in (GC disabled, thread-suspended
// mode) is reported and the call goes on, as it would without the option.
// An argument that is not valid (NULL, stale, unknown) is reported and the
// call answers as the function does for a thread or object that is gone,
// without touching the argument.
#include <array>
#include <cstdio>
#include <utility>

#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

bool g_check_jni_calls = false;

namespace check {

namespace {

// ---- the rules, as the specification states them ----
const Rule kIdsNeedGcDisabled{
    "gc-enabled-id",
    "a function that takes or returns a jobjectID is called with GC disabled (DisableGC), or from an event "
    "handler, which runs with GC disabled",
    "§1.4"};
const Rule kNoGcWhileDisabled{
    "gc-disabled-call",
    "RunGC and CreateSystemThread must not be called while GC is disabled (DisableGC, or in an event handler "
    "that runs with GC disabled)",
    "§1.5, §2 RunGC"};
const Rule kSuspendNeedsGcDisabled{
    "suspend-gc-enabled",
    "in the JDK 1.2 implementation SuspendThread is called with GC disabled, and GC stays disabled until every "
    "thread is resumed",
    "§2 SuspendThread"};
const Rule kNoBlockingWhenSuspended{
    "suspended-mode-block",
    "in thread-suspended mode (OBJECT_FREE, OBJECT_MOVE, ARENA_DELETE, GC_FINISH) the agent must not block: no "
    "raw monitor it does not hold yet, no RawMonitorWait, no malloc or free (RawMonitorCreate, RawMonitorDestroy), "
    "no JNI, no call that waits for other threads",
    "§1.5; §3 OBJECT_FREE, OBJECT_MOVE, ARENA_DELETE, GC_START"};
const Rule kRawMonitorUse{
    "raw-monitor",
    "RawMonitorExit, RawMonitorWait and RawMonitorNotifyAll need the monitor entered by the calling thread; a "
    "monitor is destroyed when no thread holds or waits on it, and is not used afterwards",
    "§2 RawMonitorCreate ... RawMonitorDestroy"};
const Rule kKnownEvents{
    "unknown-event",
    "event types are those of §3; heap, monitor and object dumps and nothing else are requested with "
    "RequestEvent, and cannot be enabled",
    "§2 EnableEvent, RequestEvent; §3"};
const Rule kValidArguments{
    "bad-argument",
    "arguments are as §2 describes them: no NULL where a structure, name, thread or function is needed, depths, "
    "levels and priorities in range",
    "§2"};
const Rule kLiveObjectIds{
    "stale-object-id",
    "an object ID is valid until the object's OBJECT_FREE, its OBJECT_MOVE (which gives the new ID) or the "
    "ARENA_DELETE of its arena",
    "§1.4; §3 OBJECT_FREE, OBJECT_MOVE, ARENA_DELETE"};
const Rule kLiveThreads{
    "stale-thread",
    "a thread's JNIEnv* names it from THREAD_START until THREAD_END",
    "§1.4; §3 THREAD_START, THREAD_END"};
const Rule kLiveMethods{
    "stale-method-id",
    "a method ID is one the VM sent (CLASS_LOAD, METHOD_ENTRY, a call trace) and is valid until its class's "
    "CLASS_UNLOAD",
    "§1.4; §3 CLASS_UNLOAD"};
const Rule kAfterInitDone{
    "before-init-done",
    "CreateSystemThread is called only after JVM_INIT_DONE",
    "§2 CreateSystemThread; §3 JVM_INIT_DONE"};

std::string hex(const void* p) {
  char text[32];
  std::snprintf(text, sizeof text, "%p", p);
  return text;
}

// GC cannot run under the caller: it disabled GC (DisableGC, or the event
// it handles holds collection off), or it is the collecting thread.
bool gc_disabled_for_caller() {
  vm::Thread* self = vm::Thread::current();
  if (self == nullptr) return false;
  return self->profiler.gc_disabled_depth > 0 || vm::threads::is_coordinator(self);
}

bool requestable(jint event) {
  return dump_event(event) || event == JVMPI_EVENT_OBJECT_ALLOC || event == JVMPI_EVENT_CLASS_LOAD ||
         event == JVMPI_EVENT_THREAD_START;
}

// The checks several functions share. Each returns whether the call may go
// on to the VM's function.
struct Checks {
  int agent;
  const char* function;

  void report(const std::string& problem, const Rule& rule) const { violation(agent, function, problem, rule); }

  void gc_disabled_for_ids() const {
    if (!gc_disabled_for_caller()) report("GC is enabled", kIdsNeedGcDisabled);
  }

  void not_blocking(const char* what) const {
    if (in_suspended_mode_callback()) report(std::string(what) + " in thread-suspended mode", kNoBlockingWhenSuspended);
  }

  bool object_id(jobjectID id, const char* what) const {
    if (id == nullptr) {
      report(std::string(what) + " is NULL", kValidArguments);
      return false;
    }
    std::string why = why_invalid(id);
    if (why.empty()) return true;
    report(std::string(what) + " " + hex(id) + " is not valid: " + why, kLiveObjectIds);
    return false;
  }

  bool thread(JNIEnv* env) const {
    if (env == nullptr) {
      report("the thread (JNIEnv*) is NULL", kValidArguments);
      return false;
    }
    std::string why = why_invalid_thread(env);
    if (why.empty()) return true;
    report("thread " + hex(env) + " is not valid: " + why, kLiveThreads);
    return false;
  }

  bool method(jmethodID method) const {
    if (method == nullptr) {
      report("the method ID is NULL", kValidArguments);
      return false;
    }
    std::string why = why_invalid_method(method);
    if (why.empty()) return true;
    report("method ID " + hex(method) + " is not valid: " + why, kLiveMethods);
    return false;
  }

  // A raw monitor that may be used: known and not destroyed.
  bool usable_monitor(JVMPI_RawMonitor monitor, RawMonitorUse* use) const {
    if (monitor == nullptr) {
      report("the raw monitor is NULL", kValidArguments);
      return false;
    }
    *use = raw_monitor_use(monitor);
    if (!use->known) {
      report("raw monitor " + hex(monitor) + " was never created by RawMonitorCreate", kRawMonitorUse);
      return false;
    }
    if (use->destroyed) {
      report("raw monitor \"" + use->name + "\" was destroyed (RawMonitorDestroy)", kRawMonitorUse);
      return false;
    }
    return true;
  }

  bool owned_monitor(JVMPI_RawMonitor monitor) const {
    RawMonitorUse use;
    if (!usable_monitor(monitor, &use)) return false;
    if (use.owned_by_caller) return true;
    report("raw monitor \"" + use.name + "\" is not entered by this thread", kRawMonitorUse);
    return false;
  }
};

template <int kAgent>
struct Checked {
  static const JVMPI_Interface& vm() { return agent(kAgent).unchecked; }
  static Checks checks(const char* function) { return Checks{kAgent, function}; }

  static jint EnableEvent(jint event, void* arg) { return switch_event("EnableEvent", event, arg, vm().EnableEvent); }
  static jint DisableEvent(jint event, void* arg) {
    return switch_event("DisableEvent", event, arg, vm().DisableEvent);
  }

  static jint switch_event(const char* function, jint event, void* arg, jint (*call)(jint, void*)) {
    Checks c = checks(function);
    if (!defined_event(event)) {
      c.report(event_name(event) + " is not a JVMPI event", kKnownEvents);
    } else if (dump_event(event)) {
      c.report(event_name(event) + " is requested with RequestEvent, not enabled", kKnownEvents);
    }
    return call(event, arg);
  }

  static jint RequestEvent(jint event, void* arg) {
    Checks c = checks("RequestEvent");
    if (!requestable(event)) {
      c.report(event_name(event) + " cannot be requested (only OBJECT_ALLOC, THREAD_START, CLASS_LOAD and the dumps)",
               kKnownEvents);
      return JVMPI_NOT_AVAILABLE;
    }
    c.not_blocking(("RequestEvent(" + event_name(event) + ")").c_str());
    switch (event) {
      case JVMPI_EVENT_OBJECT_ALLOC:
      case JVMPI_EVENT_THREAD_START:
      case JVMPI_EVENT_CLASS_LOAD:
      case JVMPI_EVENT_OBJECT_DUMP: {
        c.gc_disabled_for_ids();
        const char* what = event == JVMPI_EVENT_CLASS_LOAD     ? "the class ID"
                           : event == JVMPI_EVENT_THREAD_START ? "the thread object ID"
                                                               : "the object ID";
        // The class of a CLASS_UNLOAD being handled is still described,
        // though its class object is gone.
        bool unloading = event == JVMPI_EVENT_CLASS_LOAD &&
                         unloading_class_with_id(static_cast<jobjectID>(arg)) != nullptr;
        if (!unloading && !c.object_id(static_cast<jobjectID>(arg), what)) return JVMPI_NOT_AVAILABLE;
        break;
      }
      case JVMPI_EVENT_HEAP_DUMP:
        if (arg != nullptr) {
          int level = static_cast<JVMPI_HeapDumpArg*>(arg)->heap_dump_level;
          if (level < JVMPI_DUMP_LEVEL_0 || level > JVMPI_DUMP_LEVEL_2) {
            c.report("heap dump level " + std::to_string(level) + " is not 0, 1 or 2", kValidArguments);
            return JVMPI_NOT_AVAILABLE;
          }
        }
        break;
      default:
        break;
    }
    return vm().RequestEvent(event, arg);
  }

  static void GetCallTrace(JVMPI_CallTrace* trace, jint depth) {
    Checks c = checks("GetCallTrace");
    if (trace == nullptr) return c.report("the JVMPI_CallTrace is NULL", kValidArguments);
    if (trace->frames == nullptr || depth <= 0) {
      c.report(trace->frames == nullptr ? "trace->frames is NULL" : "depth " + std::to_string(depth) + " is not positive",
               kValidArguments);
      trace->num_frames = 0;
      return;
    }
    if (!c.thread(trace->env_id)) {
      trace->num_frames = 0;
      return;
    }
    vm().GetCallTrace(trace, depth);
  }

  static void ProfilerExit(jint code) { vm().ProfilerExit(code); }

  static JVMPI_RawMonitor RawMonitorCreate(char* name) {
    Checks c = checks("RawMonitorCreate");
    c.not_blocking("RawMonitorCreate (it allocates)");
    if (name == nullptr) c.report("the monitor's name is NULL", kValidArguments);
    return vm().RawMonitorCreate(name);
  }

  static void RawMonitorEnter(JVMPI_RawMonitor monitor) {
    Checks c = checks("RawMonitorEnter");
    RawMonitorUse use;
    if (!c.usable_monitor(monitor, &use)) return;
    // Entering a monitor the thread holds already does not block: the
    // specification's advice is to take in GC_START what the handlers of
    // thread-suspended mode need.
    if (!use.owned_by_caller) c.not_blocking(("RawMonitorEnter of \"" + use.name + "\", not held").c_str());
    vm().RawMonitorEnter(monitor);
  }

  static void RawMonitorExit(JVMPI_RawMonitor monitor) {
    if (checks("RawMonitorExit").owned_monitor(monitor)) vm().RawMonitorExit(monitor);
  }

  static void RawMonitorWait(JVMPI_RawMonitor monitor, jlong millis) {
    Checks c = checks("RawMonitorWait");
    if (!c.owned_monitor(monitor)) return;
    c.not_blocking("RawMonitorWait");
    vm().RawMonitorWait(monitor, millis);
  }

  static void RawMonitorNotifyAll(JVMPI_RawMonitor monitor) {
    if (checks("RawMonitorNotifyAll").owned_monitor(monitor)) vm().RawMonitorNotifyAll(monitor);
  }

  static void RawMonitorDestroy(JVMPI_RawMonitor monitor) {
    Checks c = checks("RawMonitorDestroy");
    RawMonitorUse use;
    if (!c.usable_monitor(monitor, &use)) return;
    c.not_blocking("RawMonitorDestroy (it frees)");
    if (use.held || use.waited_on) {
      c.report("raw monitor \"" + use.name + "\" is " + (use.held ? "held" : "waited on") + " by a thread",
               kRawMonitorUse);
    }
    vm().RawMonitorDestroy(monitor);
  }

  static jlong GetCurrentThreadCpuTime() { return vm().GetCurrentThreadCpuTime(); }

  static void SuspendThread(JNIEnv* env) {
    Checks c = checks("SuspendThread");
    if (!c.thread(env)) return;
    suspend_rules(c);
    vm().SuspendThread(env);
  }

  static void suspend_rules(const Checks& c) {
    if (!gc_disabled_for_caller()) c.report("GC is enabled", kSuspendNeedsGcDisabled);
    c.not_blocking("suspending a thread (it waits for the thread to stop)");
  }

  static void ResumeThread(JNIEnv* env) {
    if (checks("ResumeThread").thread(env)) vm().ResumeThread(env);
  }

  static jint GetThreadStatus(JNIEnv* env) {
    if (!checks("GetThreadStatus").thread(env)) return JVMPI_THREAD_RUNNABLE;
    return vm().GetThreadStatus(env);
  }

  static jboolean ThreadHasRun(JNIEnv* env) {
    if (!checks("ThreadHasRun").thread(env)) return JNI_FALSE;
    return vm().ThreadHasRun(env);
  }

  static jint CreateSystemThread(char* name, jint priority, void (*fn)(void*)) {
    Checks c = checks("CreateSystemThread");
    if (!events_started()) c.report("JVM_INIT_DONE has not been sent yet", kAfterInitDone);
    if (gc_disabled_for_caller()) c.report("GC is disabled", kNoGcWhileDisabled);
    c.not_blocking("CreateSystemThread");
    if (fn == nullptr) {
      c.report("the thread's function is NULL", kValidArguments);
      return JNI_ERR;
    }
    if (priority != JVMPI_MINIMUM_PRIORITY && priority != JVMPI_NORMAL_PRIORITY && priority != JVMPI_MAXIMUM_PRIORITY) {
      c.report("priority " + std::to_string(priority) + " is none of JVMPI_MINIMUM/NORMAL/MAXIMUM_PRIORITY",
               kValidArguments);
    }
    return vm().CreateSystemThread(name, priority, fn);
  }

  static void SetThreadLocalStorage(JNIEnv* env, void* ptr) {
    if (checks("SetThreadLocalStorage").thread(env)) vm().SetThreadLocalStorage(env, ptr);
  }

  static void* GetThreadLocalStorage(JNIEnv* env) {
    if (!checks("GetThreadLocalStorage").thread(env)) return nullptr;
    return vm().GetThreadLocalStorage(env);
  }

  static void DisableGC() { vm().DisableGC(); }
  static void EnableGC() { vm().EnableGC(); }

  static void RunGC() {
    Checks c = checks("RunGC");
    if (gc_disabled_for_caller()) c.report("GC is disabled", kNoGcWhileDisabled);
    c.not_blocking("RunGC");
    vm().RunGC();
  }

  static jobjectID GetThreadObject(JNIEnv* env) {
    Checks c = checks("GetThreadObject");
    c.gc_disabled_for_ids();
    if (!c.thread(env)) return nullptr;
    return vm().GetThreadObject(env);
  }

  static jobjectID GetMethodClass(jmethodID method) {
    Checks c = checks("GetMethodClass");
    c.gc_disabled_for_ids();
    if (!c.method(method)) return nullptr;
    return vm().GetMethodClass(method);
  }

  static jobject jobjectID2jobject(jobjectID id) {
    Checks c = checks("jobjectID2jobject");
    c.gc_disabled_for_ids();
    c.not_blocking("jobjectID2jobject (a JNI local reference)");
    if (!c.object_id(id, "the object ID")) return nullptr;
    return vm().jobjectID2jobject(id);
  }

  static jobjectID jobject2jobjectID(jobject ref) {
    Checks c = checks("jobject2jobjectID");
    c.gc_disabled_for_ids();
    return vm().jobject2jobjectID(ref);
  }

  static void SuspendThreadList(jint count, JNIEnv** envs, jint* results) {
    Checks c = checks("SuspendThreadList");
    if (!thread_list(c, count, envs, results)) return;
    suspend_rules(c);
    vm().SuspendThreadList(count, envs, results);
  }

  static void ResumeThreadList(jint count, JNIEnv** envs, jint* results) {
    Checks c = checks("ResumeThreadList");
    if (thread_list(c, count, envs, results)) vm().ResumeThreadList(count, envs, results);
  }

  static bool thread_list(const Checks& c, jint count, JNIEnv** envs, jint* results) {
    if (count < 0 || (count > 0 && (envs == nullptr || results == nullptr))) {
      c.report(count < 0 ? "count " + std::to_string(count) + " is negative" : "the thread or result list is NULL",
               kValidArguments);
      return false;
    }
    for (jint i = 0; i < count; ++i) c.thread(envs[i]);  // the VM answers INVALID_THREAD for those
    return true;
  }
};

template <int kAgent>
void wrap(JVMPI_Interface* t) {
  using C = Checked<kAgent>;
  t->EnableEvent = C::EnableEvent;
  t->DisableEvent = C::DisableEvent;
  t->RequestEvent = C::RequestEvent;
  t->GetCallTrace = C::GetCallTrace;
  t->ProfilerExit = C::ProfilerExit;
  t->RawMonitorCreate = C::RawMonitorCreate;
  t->RawMonitorEnter = C::RawMonitorEnter;
  t->RawMonitorExit = C::RawMonitorExit;
  t->RawMonitorWait = C::RawMonitorWait;
  t->RawMonitorNotifyAll = C::RawMonitorNotifyAll;
  t->RawMonitorDestroy = C::RawMonitorDestroy;
  t->GetCurrentThreadCpuTime = C::GetCurrentThreadCpuTime;
  t->SuspendThread = C::SuspendThread;
  t->ResumeThread = C::ResumeThread;
  t->GetThreadStatus = C::GetThreadStatus;
  t->ThreadHasRun = C::ThreadHasRun;
  t->CreateSystemThread = C::CreateSystemThread;
  t->SetThreadLocalStorage = C::SetThreadLocalStorage;
  t->GetThreadLocalStorage = C::GetThreadLocalStorage;
  t->DisableGC = C::DisableGC;
  t->EnableGC = C::EnableGC;
  t->RunGC = C::RunGC;
  t->GetThreadObject = C::GetThreadObject;
  t->GetMethodClass = C::GetMethodClass;
  t->jobjectID2jobject = C::jobjectID2jobject;
  t->jobject2jobjectID = C::jobject2jobjectID;
  t->SuspendThreadList = C::SuspendThreadList;
  t->ResumeThreadList = C::ResumeThreadList;
}

template <int... kAgents>
constexpr auto make_wrappers(std::integer_sequence<int, kAgents...>) {
  return std::array<void (*)(JVMPI_Interface*), sizeof...(kAgents)>{wrap<kAgents>...};
}

}  // namespace

void wrap_interface(int agent_index, JVMPI_Interface* table) {
  static constexpr auto kWrappers = make_wrappers(std::make_integer_sequence<int, kMaxAgents>{});
  agent(agent_index).unchecked = *table;
  kWrappers[static_cast<size_t>(agent_index)](table);
}

}  // namespace check

void report_jni_call(const char* function) {
  if (!check::in_suspended_mode_callback()) return;
  check::violation(check::current_agent(), ("JNI " + std::string(function)).c_str(),
                   "a JNI function in thread-suspended mode", check::kNoBlockingWhenSuspended);
}

}  // namespace loupe::jvmpi
