// What the files of jvmpi/ share: the loaded agents and their interface
// tables, how an event reaches them, and the mapping between VM things and
// JVMPI IDs. Nothing outside jvmpi/ includes this.
//
// IDs: a jobjectID is the object's address (valid until an OBJECT_MOVE or
// OBJECT_FREE says otherwise, as in HotSpot); a class ID is the jobjectID of
// the class's java.lang.Class object; a jmethodID is the vm::Method*
// (Methods never move); a thread is named by its JNIEnv*.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "jvmpi/check.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/jni/jni_env.h"
#include "vm/runtime/thread.h"

namespace loupe::jvmpi {

constexpr int kMaxAgents = vm::Thread::ProfilerState::kMaxAgents;

struct Agent {
  JVMPI_Interface table{};  // handed to the agent by GetEnv; it sets NotifyEvent
  // -Xcheck:jvmpi: `table` holds checking wrappers, which call these.
  JVMPI_Interface unchecked{};
  std::string library;  // the library whose JVM_OnLoad asked for the table, for messages
  std::atomic<uint8_t> enabled[kEventTableSize]{};
  bool in_use = false;
};

// Agents 0..agent_count()-1; one per GetEnv(JVMPI_VERSION_*) call.
Agent& agent(int index);
int agent_count();

// Recomputes g_event_enabled[event] from every agent's flags and switches
// what the event needs (the allocation slow path, the heap sink's mask).
void refresh_event(int event);

// The VM is past its bootstrap: events are posted (see events.cpp).
bool events_started();

// Switches on or off what an event needs beyond its flag (the allocation
// slow path, the heap sink's mask, the interpreter's instrumented dispatch).
void apply_event_switch(vm::Thread* caller, int event);

// BYTECODE_SAMPLE's granularity and jitter (NULL: the defaults); false for
// a granularity below 1 or a negative jitter (sampling.cpp).
bool set_sampling_interval(const JVMPI_BytecodeSampleArg* arg);
// Starts or stops the interpreter's block counting; the world is stopped.
void switch_bytecode_sampling(bool on);

// Event numbers §3 defines (and Loupe's BYTECODE_SAMPLE); the three dumps,
// which only RequestEvent produces (interface.cpp).
bool defined_event(jint event);
bool dump_event(jint event);

// Fills the per-agent table `index` (interface.cpp).
void fill_interface(int index, JVMPI_Interface* table);
// After JVM_SHUT_DOWN (or ProfilerExit) agents get no more events.
bool shut_down();
void mark_shut_down();

// Raw monitors (raw_monitors.cpp).
JVMPI_RawMonitor raw_monitor_create(char* name);
void raw_monitor_enter(JVMPI_RawMonitor monitor);
void raw_monitor_exit(JVMPI_RawMonitor monitor);
void raw_monitor_wait(JVMPI_RawMonitor monitor, jlong millis);
void raw_monitor_notify_all(JVMPI_RawMonitor monitor);
void raw_monitor_destroy(JVMPI_RawMonitor monitor);
// What -Xcheck:jvmpi asks of a monitor before the agent uses it. Under the
// option a destroyed monitor is kept (marked), so its handle stays known.
struct RawMonitorUse {
  bool known = false;      // made by RawMonitorCreate
  bool destroyed = false;
  bool owned_by_caller = false;
  bool held = false;       // by any thread
  bool waited_on = false;
  std::string name;
};
RawMonitorUse raw_monitor_use(JVMPI_RawMonitor monitor);
// Appends every raw monitor in use to a MONITOR_DUMP buffer.
void dump_raw_monitors(std::string& out);

// CreateSystemThread: a daemon VM thread that runs fn(NULL) in native code.
bool start_system_thread(const char* name, int priority, void (*fn)(void*));
// SIGQUIT → DATA_DUMP_REQUEST, SIGUSR2 → DATA_RESET_REQUEST (after INIT_DONE).
void start_signal_watcher(vm::Thread* self);

// Sends `event` to every agent that enabled its type, or only to `only`
// (RequestEvent's answers) when only >= 0.
void deliver(JVMPI_Event& event, int only = -1);

// How a callback runs: the posting thread counts as being in native code
// (a collection may proceed without it) and, for events that carry object
// IDs, collection is held off until the callback returns.
class CallbackScope {
 public:
  CallbackScope(vm::Thread* thread, bool hold_off_gc);
  ~CallbackScope();
  CallbackScope(const CallbackScope&) = delete;
  CallbackScope& operator=(const CallbackScope&) = delete;

 private:
  vm::Thread* thread_;
  bool hold_off_gc_;
  bool was_running_;
  // JNI local references the agent makes in the callback end with it.
  std::optional<vm::jni::LocalRefScope> local_refs_;
};

// Runs the caller (an agent thread, in native code) as a VM thread for the
// scope: it may touch the heap, and parks for safepoints at the end.
class InVmScope {
 public:
  explicit InVmScope(vm::Thread* thread);
  ~InVmScope();
  InVmScope(const InVmScope&) = delete;
  InVmScope& operator=(const InVmScope&) = delete;

 private:
  vm::Thread* thread_;
  bool entered_;
};

// An ID is the object's address; under -Xcheck:jvmpi a number from the
// checker's table, never reused (check.h). One byte load when not checking.
inline jobjectID to_id(gc::Object* obj) {
  if (check::on()) [[unlikely]] return check::id_of(obj);
  return reinterpret_cast<jobjectID>(obj);
}
inline gc::Object* from_id(jobjectID id) {
  if (check::on()) [[unlikely]] return check::object_of(id);
  return reinterpret_cast<gc::Object*>(id);
}
inline jmethodID to_method_id(vm::Method* m) { return reinterpret_cast<jmethodID>(m); }
inline vm::Method* from_method_id(jmethodID id) { return reinterpret_cast<vm::Method*>(id); }
JNIEnv* env_of(vm::Thread* thread);
vm::Thread* thread_of(JNIEnv* env);  // null when env names no live thread (a thread that has
                                     // ended may still end under the caller: the calls that
                                     // need it to stay check again, e.g. threads::suspend)
jobjectID class_id_of(vm::Class* cls);
// The class a CLASS_UNLOAD being posted names by `id` (a requested
// CLASS_LOAD in the handler still describes it), or null.
vm::Class* unloading_class_with_id(jobjectID id);
// GetThreadStatus's answer (§3.4 value | SUSPENDED, INTERRUPTED bits), also
// monitor dumps' threads_status.
jint thread_status_of(vm::Thread* thread);

// Builders shared by natural and requested events (events.cpp).
void send_class_load(vm::Thread* thread, vm::Class* cls, bool requested, int only);
void send_thread_start(vm::Thread* poster, vm::Thread* subject, bool requested, int only);
void send_object_alloc(vm::Thread* thread, gc::Object* obj, int32_t arena, size_t size, bool requested, int only);

// Dumps (dumps.cpp). The world is stopped by the caller of build_*; the
// returned buffers are delivered afterwards with collection held off.
jint request_heap_dump(vm::Thread* thread, int level, int only);
jint request_monitor_dump(vm::Thread* thread, int only);
jint request_object_dump(vm::Thread* thread, gc::Object* obj, int only);

// The arena an object is in now (for requested OBJECT_ALLOC).
int32_t arena_of(gc::Object* obj);
// Replays the arenas the heap has announced (before JVM_INIT_DONE).
void replay_arenas();

// Every object reachable from the roots (strongly, or through a Reference's
// referent), found by a trace. Collection must be held off or the world
// stopped.
std::vector<gc::Object*> reachable_objects();

// GetCallTrace's walk, for agents and dumps.
int fill_call_trace(vm::Thread* target, JVMPI_CallFrame* frames, int depth);

}  // namespace loupe::jvmpi
