// The JVMPI_Interface functions (specification §2), one table per agent.
//
// The functions take no agent argument, yet EnableEvent, RequestEvent and
// the thread-local storage belong to one agent: each table therefore points
// at its own instantiation of those functions (a template over the agent's
// index), and the rest are shared.
#include <pthread.h>
#include <time.h>

#include <chrono>
#include <cstring>

#include "interp/interp.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/java_threads.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"
#include "vm/vm.h"

namespace loupe::jvmpi {

namespace {

std::atomic<bool> g_shut_down{false};

// The events EnableEvent accepts: all of §3 but the three dumps, which
// only RequestEvent produces.
bool can_enable(jint event) { return defined_event(event) && !dump_event(event); }

template <int kAgent>
jint enable_event(jint event, void* arg) {
  if (!can_enable(event)) return JVMPI_NOT_AVAILABLE;
  if (event == JVMPI_EVENT_BYTECODE_SAMPLE && !set_sampling_interval(static_cast<JVMPI_BytecodeSampleArg*>(arg))) {
    return JVMPI_FAIL;
  }
  agent(kAgent).enabled[event].store(1);
  refresh_event(event);
  apply_event_switch(vm::Thread::current(), event);
  return JVMPI_SUCCESS;
}

template <int kAgent>
jint disable_event(jint event, void*) {
  if (!can_enable(event)) return JVMPI_NOT_AVAILABLE;
  agent(kAgent).enabled[event].store(0);
  refresh_event(event);
  apply_event_switch(vm::Thread::current(), event);
  return JVMPI_SUCCESS;
}

template <int kAgent>
jint request_event(jint event, void* arg) {
  vm::Thread* self = vm::Thread::current();
  // Not from a heap event's callback either (thread-suspended mode: the
  // world is stopped by this very thread, mid-collection).
  if (self == nullptr || !events_started()) return JVMPI_NOT_AVAILABLE;
  // The class of a CLASS_UNLOAD being handled (posted by the collecting
  // thread before the world resumes) is still described.
  if (vm::threads::is_coordinator(self) &&
      !(event == JVMPI_EVENT_CLASS_LOAD && unloading_class_with_id(static_cast<jobjectID>(arg)) != nullptr)) {
    return JVMPI_NOT_AVAILABLE;
  }
  switch (event) {
    case JVMPI_EVENT_HEAP_DUMP: {
      int level = arg == nullptr ? JVMPI_DUMP_LEVEL_2 : static_cast<JVMPI_HeapDumpArg*>(arg)->heap_dump_level;
      if (level < JVMPI_DUMP_LEVEL_0 || level > JVMPI_DUMP_LEVEL_2) return JVMPI_NOT_AVAILABLE;
      return request_heap_dump(self, level, kAgent);
    }
    case JVMPI_EVENT_MONITOR_DUMP:
      return request_monitor_dump(self, kAgent);
    case JVMPI_EVENT_OBJECT_DUMP:
      if (arg == nullptr) return JVMPI_NOT_AVAILABLE;
      return request_object_dump(self, from_id(static_cast<jobjectID>(arg)), kAgent);
    case JVMPI_EVENT_CLASS_LOAD: {
      if (arg == nullptr) return JVMPI_NOT_AVAILABLE;
      InVmScope in_vm(self);
      auto id = static_cast<jobjectID>(arg);
      vm::Class* cls = unloading_class_with_id(id);
      if (cls == nullptr) cls = vm::class_from_mirror(from_id(id));
      if (cls == nullptr) return JVMPI_NOT_AVAILABLE;
      // Primitive types (int.class) have no class to describe.
      if (cls->is_primitive || cls->mirror == nullptr) return JVMPI_NOT_AVAILABLE;
      send_class_load(self, cls, true, kAgent);
      return JVMPI_SUCCESS;
    }
    case JVMPI_EVENT_THREAD_START: {
      if (arg == nullptr) return JVMPI_NOT_AVAILABLE;
      gc::Object* wanted = from_id(static_cast<jobjectID>(arg));
      vm::Thread* subject = nullptr;
      vm::threads::for_each_locked([&](vm::Thread& t) {
        if (t.java_thread == wanted) subject = &t;
      });
      if (subject == nullptr) return JVMPI_NOT_AVAILABLE;
      send_thread_start(self, subject, true, kAgent);
      return JVMPI_SUCCESS;
    }
    case JVMPI_EVENT_OBJECT_ALLOC: {
      if (arg == nullptr) return JVMPI_NOT_AVAILABLE;
      gc::Object* obj = from_id(static_cast<jobjectID>(arg));
      if (!vm::the_vm().heap->contains(obj)) return JVMPI_NOT_AVAILABLE;
      send_object_alloc(self, obj, arena_of(obj), gc::object_size(obj), true, kAgent);
      return JVMPI_SUCCESS;
    }
    default:
      return JVMPI_NOT_AVAILABLE;
  }
}

template <int kAgent>
void set_thread_local_storage(JNIEnv* env, void* ptr) {
  if (vm::Thread* t = thread_of(env)) t->profiler.agent_storage[kAgent] = ptr;
}

template <int kAgent>
void* get_thread_local_storage(JNIEnv* env) {
  vm::Thread* t = thread_of(env);
  return t != nullptr ? t->profiler.agent_storage[kAgent] : nullptr;
}

void get_call_trace(JVMPI_CallTrace* trace, jint depth) {
  trace->num_frames = 0;
  vm::Thread* target = thread_of(trace->env_id);
  if (target == nullptr || depth <= 0 || trace->frames == nullptr) return;
  // The target must be this thread, or suspended and parked: its frames
  // then hold still while they are read.
  if (target != vm::Thread::current() &&
      (!target->profiler.suspend_requested.load() || target->state.load() != vm::ThreadState::kSafe)) {
    return;
  }
  trace->num_frames = fill_call_trace(target, trace->frames, depth);
}

// The other agents still hear JVM_SHUT_DOWN (so that they can write what
// they have); the one that asked to exit does not.
template <int kAgent>
void profiler_exit(jint code) {
  if (!g_shut_down.exchange(true)) {
    JVMPI_Event e;
    std::memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_JVM_SHUT_DOWN;
    e.env_id = env_of(vm::Thread::current());
    for (int i = 0; i < agent_count(); ++i) {
      Agent& other = agent(i);
      if (i == kAgent || other.enabled[JVMPI_EVENT_JVM_SHUT_DOWN].load() == 0 || other.table.NotifyEvent == nullptr) continue;
      other.table.NotifyEvent(&e);
    }
  }
  vm::halt_vm(code);
}

jlong current_thread_cpu_time() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<jlong>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

uint64_t cpu_time_of(vm::Thread* t) {
  if (!t->profiler.has_cpu_clock) return 0;
  timespec ts{};
  if (clock_gettime(t->profiler.cpu_clock, &ts) != 0) return 0;
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000u + static_cast<uint64_t>(ts.tv_nsec);
}

void suspend_thread(JNIEnv* env) {
  vm::Thread* t = thread_of(env);
  if (t == nullptr || t->profiler.suspend_requested.load()) return;  // nested suspends are ignored
  if (vm::threads::suspend(vm::Thread::current(), t)) {
    t->profiler.cpu_ns_at_previous_suspend = t->profiler.cpu_ns_at_suspend;
    t->profiler.cpu_ns_at_suspend = cpu_time_of(t);
    t->profiler.ever_suspended = true;
  }
}

void resume_thread(JNIEnv* env) {
  if (vm::Thread* t = thread_of(env)) vm::threads::resume(t);
}

jint thread_status(JNIEnv* env) {
  vm::Thread* t = thread_of(env);
  return t != nullptr ? thread_status_of(t) : JVMPI_THREAD_RUNNABLE;
}

// Whether the thread used CPU since it was last suspended, read from its
// CPU clock (pthread_getcpuclockid). Asked of a suspended thread (HPROF's
// sampler: suspend, ThreadHasRun, resume), it compares the readings taken
// by this suspension and the one before; asked of a running thread, now
// against the last suspension. A thread never suspended has run.
jboolean thread_has_run(JNIEnv* env) {
  vm::Thread* t = thread_of(env);
  if (t == nullptr) return JNI_FALSE;
  if (!t->profiler.has_cpu_clock || !t->profiler.ever_suspended) return JNI_TRUE;
  uint64_t since = t->profiler.cpu_ns_at_suspend;
  uint64_t until = cpu_time_of(t);
  if (t->profiler.suspend_requested.load()) {
    since = t->profiler.cpu_ns_at_previous_suspend;
    until = t->profiler.cpu_ns_at_suspend;
  }
  return until > since ? JNI_TRUE : JNI_FALSE;
}

jint create_system_thread(char* name, jint priority, void (*fn)(void*)) {
  if (!events_started() || fn == nullptr) return JNI_ERR;
  if (priority != JVMPI_MINIMUM_PRIORITY && priority != JVMPI_NORMAL_PRIORITY && priority != JVMPI_MAXIMUM_PRIORITY) {
    return JNI_ERR;
  }
  return start_system_thread(name != nullptr ? name : "JVMPI agent", priority, fn) ? JNI_OK : JNI_ERR;
}

void disable_gc() { vm::threads::disable_gc(vm::Thread::current()); }
void enable_gc() { vm::threads::enable_gc(vm::Thread::current()); }

// A thread that holds collection off itself (DisableGC, or inside an event
// that carries object IDs) gets no collection: it would move objects the
// event names, or the VM is holding, under it.
void run_gc() {
  vm::Thread* self = vm::Thread::current();
  if (self == nullptr || self->profiler.gc_disabled_depth > 0 || vm::threads::is_coordinator(self)) return;
  InVmScope in_vm(self);
  vm::the_vm().heap->collect(gc::GcCause::kExplicit);
}

jobjectID thread_object(JNIEnv* env) {
  vm::Thread* t = thread_of(env);
  return t != nullptr ? to_id(t->java_thread) : nullptr;
}

jobjectID method_class(jmethodID mid) {
  if (mid == nullptr) return nullptr;
  return class_id_of(from_method_id(mid)->holder);
}

jobject id_to_jobject(jobjectID id) {
  vm::Thread* self = vm::Thread::current();
  if (self == nullptr || id == nullptr) return nullptr;
  return vm::jni::new_local_ref(self, from_id(id));
}

jobjectID jobject_to_id(jobject ref) { return ref == nullptr ? nullptr : to_id(vm::jni::resolve(ref)); }

// SuspendThreadList/ResumeThreadList: per-thread results as HotSpot gives
// them (0, or JVMDI's INVALID_THREAD 10).
constexpr jint kInvalidThread = 10;

void suspend_thread_list(jint count, JNIEnv** envs, jint* results) {
  for (jint i = 0; i < count; ++i) {
    vm::Thread* t = thread_of(envs[i]);
    results[i] = t == nullptr ? kInvalidThread : 0;
    if (t != nullptr) suspend_thread(envs[i]);
  }
}

void resume_thread_list(jint count, JNIEnv** envs, jint* results) {
  for (jint i = 0; i < count; ++i) {
    vm::Thread* t = thread_of(envs[i]);
    results[i] = t == nullptr ? kInvalidThread : 0;
    if (t != nullptr) resume_thread(envs[i]);
  }
}

template <int kAgent>
void fill(JVMPI_Interface* t) {
  t->NotifyEvent = nullptr;
  t->EnableEvent = enable_event<kAgent>;
  t->DisableEvent = disable_event<kAgent>;
  t->RequestEvent = request_event<kAgent>;
  t->GetCallTrace = get_call_trace;
  t->ProfilerExit = profiler_exit<kAgent>;
  t->RawMonitorCreate = raw_monitor_create;
  t->RawMonitorEnter = raw_monitor_enter;
  t->RawMonitorExit = raw_monitor_exit;
  t->RawMonitorWait = raw_monitor_wait;
  t->RawMonitorNotifyAll = raw_monitor_notify_all;
  t->RawMonitorDestroy = raw_monitor_destroy;
  t->GetCurrentThreadCpuTime = current_thread_cpu_time;
  t->SuspendThread = suspend_thread;
  t->ResumeThread = resume_thread;
  t->GetThreadStatus = thread_status;
  t->ThreadHasRun = thread_has_run;
  t->CreateSystemThread = create_system_thread;
  t->SetThreadLocalStorage = set_thread_local_storage<kAgent>;
  t->GetThreadLocalStorage = get_thread_local_storage<kAgent>;
  t->DisableGC = disable_gc;
  t->EnableGC = enable_gc;
  t->RunGC = run_gc;
  t->GetThreadObject = thread_object;
  t->GetMethodClass = method_class;
  t->jobjectID2jobject = id_to_jobject;
  t->jobject2jobjectID = jobject_to_id;
  t->SuspendThreadList = suspend_thread_list;
  t->ResumeThreadList = resume_thread_list;
}

template <int... kAgents>
constexpr auto make_fillers(std::integer_sequence<int, kAgents...>) {
  return std::array<void (*)(JVMPI_Interface*), sizeof...(kAgents)>{fill<kAgents>...};
}

}  // namespace

bool defined_event(jint event) {
  if (event == JVMPI_EVENT_BYTECODE_SAMPLE) return true;  // Loupe's extension
  if (event < 1 || event > JVMPI_MAX_EVENT_TYPE_VAL) return false;
  return !(event >= 10 && event <= 32) && event != 36;  // unused numbers
}

bool dump_event(jint event) {
  return event == JVMPI_EVENT_HEAP_DUMP || event == JVMPI_EVENT_MONITOR_DUMP || event == JVMPI_EVENT_OBJECT_DUMP;
}

jint thread_status_of(vm::Thread* t) {
  jint status = JVMPI_THREAD_RUNNABLE;
  switch (t->java_status.load()) {
    case vm::JavaThreadStatus::kBlocked: status = JVMPI_THREAD_MONITOR_WAIT; break;
    case vm::JavaThreadStatus::kWaiting:
    case vm::JavaThreadStatus::kTimedWaiting: status = t->waiting_on != nullptr ? JVMPI_THREAD_CONDVAR_WAIT : JVMPI_THREAD_RUNNABLE; break;
    default: break;
  }
  if (t->profiler.suspend_requested.load()) status |= JVMPI_THREAD_SUSPENDED;
  if (t->interrupted.load()) status |= JVMPI_THREAD_INTERRUPTED;
  return status;
}

bool shut_down() { return g_shut_down.load(); }
void mark_shut_down() { g_shut_down.store(true); }

void fill_interface(int index, JVMPI_Interface* table) {
  static constexpr auto kFillers = make_fillers(std::make_integer_sequence<int, kMaxAgents>{});
  kFillers[static_cast<size_t>(index)](table);
}

}  // namespace loupe::jvmpi
