// -Xcheck:jvmpi: the callbacks in progress, and the one way a violation is
// reported (check.h).
//
// A report is one line, as HotSpot's -Xcheck:jni prints them, then the
// agent's call site:
//   WARNING in JVMPI agent libbad.so: RunGC while handling GC_START: GC is
//   disabled [rule gc-disabled-call: ...; JVMPI specification §1.5, §2 RunGC]
//   	at on_gc_start+0x1c (bad.cpp:57) [libbad.so]
// Under :fatal the line starts "FATAL ERROR in JVMPI agent" and the VM
// aborts after it.
#include <signal.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <vector>

#include "jvmpi/jvmpi_internal.h"
#include "vm/base/native_stack.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

namespace check {

bool g_on = false;

namespace {

bool g_fatal = false;


bool suspended_mode_event(jint event) {
  return event == JVMPI_EVENT_OBJECT_FREE || event == JVMPI_EVENT_OBJECT_MOVE ||
         event == JVMPI_EVENT_ARENA_DELETE || event == JVMPI_EVENT_GC_FINISH;
}

// Violations seen, by rule and call site: the first is printed, repeats
// are counted for the summary at exit.
struct Tally {
  std::mutex lock;
  std::map<std::pair<std::string, const void*>, uint64_t> seen;  // by rule/function and call site
  uint64_t total = 0;
};
Tally& tally() {
  static Tally t;
  return t;
}

// The innermost frames of the caller's stack that lie in an agent library:
// the agent's call site first, then up to two of its callers.
std::vector<vm::NativeFrame> agent_call_site() {
  std::vector<vm::NativeFrame> frames;
  for (const void* pc : vm::capture_native_stack(2)) {
    vm::NativeFrame frame = vm::describe_return_address(pc);
    bool in_agent = is_agent_library(frame.library);
    if (frames.empty() && !in_agent) continue;
    frames.push_back(std::move(frame));
    if (frames.size() == 3) break;
  }
  return frames;
}

// When the call was the last thing an agent function did, an optimising
// compiler jumps to the VM instead of calling it (a tail call) and no agent
// frame is left on the stack. In a callback the handler is known: name it.
std::string handler_line(int agent) {
  if (agent < 0 || current_event() == 0) return "\tat (no agent frame on the stack: the call was a tail call)\n";
  auto handler = reinterpret_cast<const char*>(jvmpi::agent(agent).table.NotifyEvent);
  // describe_return_address looks up the byte before: the handler's first.
  vm::NativeFrame frame = vm::describe_return_address(handler + 1);
  frame.function_offset = 0;
  return "\tat " + vm::format_frame(frame) + ", the agent's NotifyEvent (the exact call site was a tail call)\n";
}

}  // namespace

std::string event_name(jint event) {
  static const std::map<jint, const char*> kNames = {
      {1, "METHOD_ENTRY"}, {2, "METHOD_ENTRY2"}, {3, "METHOD_EXIT"}, {4, "OBJECT_ALLOC"},
      {5, "OBJECT_FREE"}, {6, "OBJECT_MOVE"}, {7, "COMPILED_METHOD_LOAD"}, {8, "COMPILED_METHOD_UNLOAD"},
      {9, "INSTRUCTION_START"}, {33, "THREAD_START"}, {34, "THREAD_END"}, {35, "CLASS_LOAD_HOOK"},
      {37, "HEAP_DUMP"}, {38, "JNI_GLOBALREF_ALLOC"}, {39, "JNI_GLOBALREF_FREE"},
      {40, "JNI_WEAK_GLOBALREF_ALLOC"}, {41, "JNI_WEAK_GLOBALREF_FREE"}, {42, "CLASS_LOAD"},
      {43, "CLASS_UNLOAD"}, {44, "DATA_DUMP_REQUEST"}, {45, "DATA_RESET_REQUEST"}, {46, "JVM_INIT_DONE"},
      {47, "JVM_SHUT_DOWN"}, {48, "ARENA_NEW"}, {49, "ARENA_DELETE"}, {50, "OBJECT_DUMP"},
      {51, "RAW_MONITOR_CONTENDED_ENTER"}, {52, "RAW_MONITOR_CONTENDED_ENTERED"},
      {53, "RAW_MONITOR_CONTENDED_EXIT"}, {54, "MONITOR_CONTENDED_ENTER"}, {55, "MONITOR_CONTENDED_ENTERED"},
      {56, "MONITOR_CONTENDED_EXIT"}, {57, "MONITOR_WAIT"}, {58, "MONITOR_WAITED"}, {59, "MONITOR_DUMP"},
      {60, "GC_START"}, {61, "GC_FINISH"}, {JVMPI_EVENT_BYTECODE_SAMPLE, "BYTECODE_SAMPLE"}};
  auto it = kNames.find(event & ~JVMPI_REQUESTED_EVENT);
  return it != kNames.end() ? it->second : "event " + std::to_string(event);
}

// One record of the callbacks in progress serves the rules (which event the
// caller handles) and the watchdog (since when): watchdog.cpp keeps it.
void notify(int agent, JVMPI_Event& event) {
  note_callback_start(agent, event);
  jvmpi::agent(agent).table.NotifyEvent(&event);
  note_callback_end();
}

jint current_event() { return innermost_callback().event; }
int current_agent() { return innermost_callback().agent; }
bool in_suspended_mode_callback() { return suspended_mode_event(current_event()); }

std::string calling_context() {
  jint event = current_event();
  if (event == 0) return "outside any event handler";
  return "while handling " + event_name(event);
}

void violation(int agent, const char* function, const std::string& problem, const Rule& rule) {
  std::vector<vm::NativeFrame> site = agent_call_site();
  const void* site_pc = site.empty() ? nullptr : site.front().pc;
  {
    Tally& t = tally();
    std::lock_guard<std::mutex> guard(t.lock);
    ++t.total;
    if (t.seen[{std::string(rule.name) + "/" + function, site_pc}]++ != 0 && !g_fatal) return;
  }
  std::string library = !site.empty() ? vm::file_name_of(site.front().library)
                        : agent >= 0  ? vm::file_name_of(jvmpi::agent(agent).library)
                                      : "(unknown)";
  std::string text = std::string(g_fatal ? "FATAL ERROR" : "WARNING") + " in JVMPI agent " + library + ": " +
                     function + " " + calling_context() + ": " + problem + " [rule " + rule.name + ": " +
                     rule.text + "; JVMPI specification " + rule.section + "]\n";
  if (site.empty()) text += handler_line(agent);
  for (const vm::NativeFrame& frame : site) text += "\tat " + vm::format_frame(frame) + "\n";
  std::fputs(text.c_str(), stderr);
  std::fflush(stderr);
  if (g_fatal) {
    std::fflush(stdout);
    signal(SIGABRT, SIG_DFL);
    std::abort();
  }
}

}  // namespace check

void configure_checks(const CheckOptions& options) {
  check::g_on = options.on;
  check::g_fatal = options.fatal;
  g_check_jni_calls = options.on;
  if (!options.on) return;
  vm::threads::keep_ended_threads();
  check::install_crash_report();
}

void report_checks_at_exit() {
  if (!check::on()) return;
  check::Tally& t = check::tally();
  std::lock_guard<std::mutex> guard(t.lock);
  if (t.total == 0) return;
  std::fprintf(stderr, "JVMPI check: %llu violation%s at %zu call site%s (repeats were not printed)\n",
               static_cast<unsigned long long>(t.total), t.total == 1 ? "" : "s", t.seen.size(),
               t.seen.size() == 1 ? "" : "s");
}

}  // namespace loupe::jvmpi
