// -Xcheck:jvmpi inside jvmpi/: what the checked interface table, the event
// delivery, the raw monitors and the heap sink share. Nothing outside
// jvmpi/ includes this (the VM sees configure_checks in profiler.h).
//
// Three parts (docs/agent-validation.md):
// - rules: every call an agent makes through its JVMPI_Interface is checked
//   against the specification before it runs (check_interface.cpp); a
//   violation prints one message naming the agent library, the function,
//   the event being handled, the rule and the agent's call site
//   (check_report.cpp), then the call goes on (or the VM aborts, :fatal);
// - IDs never reused: object IDs are numbers handed out by a table that
//   follows OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE (id_table.cpp), so a
//   stale ID is recognised as such; ended threads are kept, so a JNIEnv*
//   never names two threads;
// - the watchdog: a callback that does not return in time is reported with
//   every thread's stacks, and the VM exits with status 124 (watchdog.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "gc/heap_events.h"
#include "gc/object_model.h"
#include "jvmpi/jvmpi.h"

namespace loupe::vm {
class Thread;
class Class;
}

namespace loupe::jvmpi::check {

// Set once, before any agent loads; read on every event and ID conversion.
extern bool g_on;
inline bool on() { return g_on; }

// A rule of the specification: a short name for reports and the docs' table,
// what it says, and where the specification says it.
struct Rule {
  const char* name;
  const char* text;
  const char* section;
};

// Prints a violation of `rule` by the agent with table `agent` (-1: not
// known) in `function`; `problem` says what was wrong with this call. The
// call site is found on the caller's stack (the innermost frame in an agent
// library). Repeats from the same call site of the same rule are counted,
// not printed. Under :fatal, aborts the VM after printing.
void violation(int agent, const char* function, const std::string& problem, const Rule& rule);
// "OBJECT_FREE", or "event 77" for a number JVMPI does not define.
std::string event_name(jint event);

// ---- interface table (check_interface.cpp) ----
// Keeps `table`'s functions as the agent's unchecked ones and replaces them
// with checking wrappers.
void wrap_interface(int agent, JVMPI_Interface* table);

// ---- callbacks ----
// Runs the agent's NotifyEvent for `event`, recording which agent, which
// event and since when, for the rules and the watchdog.
void notify(int agent, JVMPI_Event& event);
// The event the calling thread's innermost callback handles (0: none), and
// whether that event is one the specification sends in thread-suspended
// mode (OBJECT_FREE, OBJECT_MOVE, ARENA_DELETE, GC_FINISH).
jint current_event();
int current_agent();
bool in_suspended_mode_callback();
// "while handling OBJECT_FREE", or "outside any event handler".
std::string calling_context();

// Whether a path is that of an -Xrun library (agents.cpp).
bool is_agent_library(const std::string& path);

// A report on fatal signals, naming the agent's frames (crash_report.cpp).
void install_crash_report();

// ---- callbacks in progress and the watchdog (watchdog.cpp) ----
// Each thread records its callbacks (notify() calls these), for the rules
// and for the watchdog, which starts when a timeout is set.
void start_watchdog(int timeout_seconds);
void note_callback_start(int agent, const JVMPI_Event& event);
void note_callback_end();
// The calling thread's innermost callback: its agent and event (-1 and 0
// outside any). An agent may cause events from its own callback
// (RequestEvent's answers, a class loaded through JNI).
struct CallbackInProgress {
  int agent = -1;
  jint event = 0;
};
CallbackInProgress innermost_callback();

// ---- IDs (id_table.cpp) ----
// An object's ID, handed out once and never again for another object.
jobjectID id_of(gc::Object* obj);
// The object an ID names now, or null (null, stale or never handed out).
gc::Object* object_of(jobjectID id);
// Null when `id` names a live object or is NULL; otherwise why it does not
// ("freed (OBJECT_FREE)", "never handed out by the VM", ...).
std::string why_invalid(jobjectID id);
// What the heap sink reports, after which IDs of the old object are stale.
// object_moved returns the new object's fresh ID when `announce` (an agent
// hears of the move) or the old object had one; null otherwise.
void object_freed(gc::Object* obj);
jobjectID object_moved(gc::Object* old_obj, gc::Object* new_obj, gc::ArenaId to, bool announce);
void arena_deleted(gc::ArenaId arena);

// Threads (JNIEnv*): null when `env` names the calling thread or a live
// one; otherwise why not.
std::string why_invalid_thread(JNIEnv* env);
void thread_ended(JNIEnv* env);
// Null when `method` is a method of a loaded class; otherwise why not.
std::string why_invalid_method(jmethodID method);
// Class unloading: the methods of `cls` stop being valid (until a later
// class happens to get a method at the same address).
void class_unloaded(const vm::Class& cls);

}  // namespace loupe::jvmpi::check
