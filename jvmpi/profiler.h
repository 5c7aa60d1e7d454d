// Public face of the profiler interface (JVMPI) inside the VM: loading
// -Xrun agents, the per-event "is anyone listening" flags that every event
// site tests, and one posting function per event kind. Agents see only
// jvmpi/jvmpi.h; the rest of the VM posts through this header, and the
// event sites that fill in JVMPI's own argument structures or test its
// event numbers (the class loader, monitors, threads, JNI references, the
// interpreter's profiler hooks, the JIT's announcements) include
// jvmpi/jvmpi.h as well.
//
// Cost when nobody listens: each site is `if (jvmpi::enabled(E)) post_...`,
// one byte load and a predictable branch. Configured with
// `-Djvmpi_hooks=false`, enabled() is the constant false and the sites
// compile away (the baseline the hooks' overhead is measured against).
#pragma once

#include <jni.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gc/heap_events.h"
#include "gc/object_model.h"
#include "jvmpi/options.h"

namespace loupe::vm {
class Thread;
class Class;
struct Method;
}  // namespace loupe::vm

namespace loupe::jvmpi {

// Event numbers are JVMPI's (jvmpi.h): 1..61, plus Loupe's extensions.
constexpr int kEventTableSize = 128;

#ifndef LOUPE_JVMPI_HOOKS
#define LOUPE_JVMPI_HOOKS 1
#endif

// A flag of its own for "METHOD_ENTRY, METHOD_ENTRY2 or METHOD_EXIT is
// on", so that a call or a return tests one byte.
constexpr int kMethodHooks = kEventTableSize - 1;

// Nonzero while at least one agent has the event enabled.
extern std::atomic<uint8_t> g_event_enabled[kEventTableSize];

inline bool enabled(int event) {
#if LOUPE_JVMPI_HOOKS
  return g_event_enabled[event].load(std::memory_order_relaxed) != 0;
#else
  (void)event;
  return false;
#endif
}

// Agents load in two steps, as in HotSpot 1.2-1.4: every library is opened
// (and its JVM_OnLoad found) before the heap exists, so that a missing one
// stops the VM at once and the heap is built for profiling; each JVM_OnLoad
// runs once java.lang and the class loaders are initialised, so that an
// agent may use JNI there (FindClass, calls). What came before reaches it
// by replay at JVM_INIT_DONE. On failure (library or entry point missing,
// JNI_ERR) both return false with a message naming the library (and the
// places looked in).
// -Xcheck:jvmpi (CheckOptions, options.h): configured before open_agents.
void configure_checks(const CheckOptions& options);
// At exit: how many violations there were, if any (on stderr).
void report_checks_at_exit();
// -Xcheck:jvmpi: JNI functions call this first; it reports a call from a
// thread-suspended-mode callback, where JNI may block on a suspended thread.
extern bool g_check_jni_calls;
void report_jni_call(const char* function);
inline void check_jni_call(const char* function) {
  if (g_check_jni_calls) [[unlikely]] report_jni_call(function);
}

bool open_agents(const std::vector<AgentSpec>& agents, std::string* error);
bool start_agents(std::string* error);
// Some -Xrun library was opened.
bool any_agent_loaded();

// The heap events reach agents through this sink (the collectors' one
// connection to JVMPI).
gc::HeapEventSink& heap_event_sink();
// -Xcheckgcevents with agents: the checker sees every heap event too.
void set_heap_sink_downstream(std::unique_ptr<gc::HeapEventSink> next);

// JavaVM::GetEnv for a JVMPI version: a fresh interface table per call.
jint get_interface(jint version, void** penv);

// A thread's end, whether or not an agent listens (always call it): from
// now on dumps do not list the thread; THREAD_END if enabled.
void post_thread_end(vm::Thread* thread);

// ---- event posting: call only when enabled(E) says so ----
void post_jvm_init_done(vm::Thread* thread);
void post_jvm_shut_down(vm::Thread* thread);
void post_thread_start(vm::Thread* thread);
void post_class_load(vm::Thread* thread, vm::Class* cls);
// Class unloading (vm/runtime/class_unloading.cpp). note_class_unloading:
// the collection found `cls` dead, with the world stopped and its class
// object still intact (its ID is taken now). post_class_unloads: CLASS_UNLOAD
// for each class noted, in the collecting thread after GC_FINISH, before
// the world resumes (so before any new class can get a freed class
// object's ID) and before the classes are freed; their method IDs stop
// being valid.
void note_class_unloading(vm::Class* cls);
void post_class_unloads(vm::Thread* thread);
// CLASS_LOAD_HOOK: may replace `bytes` with the agent's version.
void post_class_load_hook(vm::Thread* thread, std::vector<uint8_t>* bytes);
void post_method_entry(vm::Thread* thread, vm::Method* method, gc::Object* receiver);
void post_method_exit(vm::Thread* thread, vm::Method* method);
void post_monitor_contended_enter(vm::Thread* thread, gc::Object* obj);
void post_monitor_contended_entered(vm::Thread* thread, gc::Object* obj);
void post_monitor_contended_exit(vm::Thread* thread, gc::Object* obj);
void post_monitor_wait(vm::Thread* thread, gc::Object* obj, int64_t timeout_ms);
void post_monitor_waited(vm::Thread* thread, gc::Object* obj, int64_t waited_ms);
void post_jni_globalref_alloc(vm::Thread* thread, gc::Object* obj, jobject ref, bool weak);
void post_jni_globalref_free(vm::Thread* thread, jobject ref, bool weak);
// INSTRUCTION_START: `detail` as in JVMPI_Event.u.instruction.u (branch
// taken, switch key/index); `bci` the bytecode index.
struct InstructionDetail {
  int32_t a = 0, b = 0, c = 0;
};
void post_instruction_start(vm::Thread* thread, vm::Method* method, int32_t bci, const InstructionDetail& detail);
// BYTECODE_SAMPLE (Loupe extension): `bytecodes` executed since the
// thread's previous sample (`last`: the rest, as the thread leaves Java);
// and the thread's next countdown (granularity, plus its jitter).
void post_bytecode_sample(vm::Thread* thread, uint64_t bytecodes, bool last);
int64_t next_sample_interval(vm::Thread* thread);
// COMPILED_METHOD_LOAD: the method's code, published, and its line table
// (JVMPI_Lineno's pairs: from `offset` bytes into the code on, source line
// `line`). Before JVM_INIT_DONE the event is kept and posted at INIT_DONE,
// so that an agent hears of the code compiled while the VM started.
struct CodeLine {
  int32_t offset;
  int32_t line;
};
void post_compiled_method_load(vm::Thread* thread, vm::Method* method, const void* code, size_t size,
                               const std::vector<CodeLine>& lines);
// Whether to call post_compiled_method_load: the event is enabled, or an
// agent is loaded and may enable it before JVM_INIT_DONE (its JVM_OnLoad
// runs after code has been compiled).
bool compiled_method_loads_wanted();
// COMPILED_METHOD_UNLOAD: `code`, announced by the load, is no longer entered.
void post_compiled_method_unload(vm::Thread* thread, vm::Method* method, const void* code);
// SIGQUIT and the reset trigger (see docs/jvmpi.md).
void post_data_dump_request();
void post_data_reset_request();

}  // namespace loupe::jvmpi
