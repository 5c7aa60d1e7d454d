// The monitor contention test agent (test/agents/contention, issue 4).
//
// Java monitors: it records MONITOR_CONTENDED_ENTER/ENTERED/EXIT and
// MONITOR_WAIT/WAITED per object and per thread, and checks that each ENTER
// is followed on the same thread by the ENTERED of the same object (and each
// WAIT by its WAITED) before that thread does anything else of the kind.
// The test runs with a non-moving collector (-Xgc:marksweep) so that an
// object keeps its ID between its ENTER and its ENTERED.
//
// Raw monitors: it creates "agent-lock" and "_private" (a leading '_' asks
// the VM not to report contention). A system thread, started after
// JVM_INIT_DONE, holds both while the main thread, in the MONITOR_WAIT
// callback of each of the program's Thread.sleep(11), tries to enter them;
// each round waits for the evidence that the main thread really blocked
// (the CONTENDED_ENTER event for agent-lock; for _private, that the enter
// returned only after the system thread released it), with generous
// bounds, so the outcome does not depend on timing. RAW_MONITOR_CONTENDED_*
// events must name agent-lock only.
//
// At JVM_SHUT_DOWN it prints "contention: ..." summary lines on stderr
// (test/agents/jvmpi_cases.py checks them); broken expectations are
// "contention: FAIL ..." lines.
#include <time.h>

#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

constexpr jlong kRawRoundSleepMs = 11;  // Thread.sleep(11) in Main.java
constexpr int kRawRounds = 3;
constexpr long kPatienceMs = 20000;  // how long a round waits for the other side

JavaVM* g_vm = nullptr;
JVMPI_Interface* g_jvmpi = nullptr;
JVMPI_RawMonitor g_agent_lock = nullptr;  // "agent-lock": contention reported
JVMPI_RawMonitor g_private = nullptr;     // "_private": contention not reported
JVMPI_RawMonitor g_sync = nullptr;        // "_sync": round hand-over

std::mutex g_lock;  // guards the state below
std::vector<std::string> g_failures;
std::map<std::string, JNIEnv*> g_envs;  // THREAD_START: name -> env

struct ObjectCounts {
  long enter = 0, entered = 0, exit = 0, wait = 0, waited = 0;
  bool timed_wait_3 = false;
};
std::map<jobjectID, ObjectCounts> g_objects;
std::map<JNIEnv*, jobjectID> g_entering;  // thread -> object of its pending ENTER
std::map<JNIEnv*, jobjectID> g_waiting;   // thread -> object of its pending WAIT
std::map<JNIEnv*, long> g_exits_by_thread;
long g_enter_sequence_errors = 0, g_wait_sequence_errors = 0;
long g_null_waits = 0;

struct RawEvent {
  jint type;
  std::string name;
  JVMPI_RawMonitor id;
  JNIEnv* env;
};
std::vector<RawEvent> g_raw_events;

// The raw monitor rounds: the main thread asks (requested), the system
// thread answers that it holds both monitors (held); the main thread's
// CONTENDED_ENTER for agent-lock is seen (enter_seen); the main thread is
// about to enter _private (trying_private); the system thread is about to
// release _private (private_released).
std::atomic<int> g_requested{0}, g_held{0}, g_enter_seen{0}, g_trying_private{0}, g_private_released{0};
std::atomic<int> g_private_contended{0}, g_rounds_done{0};
std::atomic<JNIEnv*> g_system_env{nullptr};
std::atomic<bool> g_system_thread_done{false};

void fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void fail(const char* fmt, ...) {
  char buffer[512];
  va_list args;
  va_start(args, fmt);
  vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  fprintf(stderr, "contention: FAIL %s\n", buffer);
  std::lock_guard<std::mutex> guard(g_lock);
  g_failures.push_back(buffer);
}

void sleep_ms(long ms) {
  timespec ts{ms / 1000, (ms % 1000) * 1000000};
  nanosleep(&ts, nullptr);
}

// Polls until `value` reaches `target`; false after kPatienceMs.
bool wait_until(const std::atomic<int>& value, int target) {
  for (long waited = 0; waited < kPatienceMs; ++waited) {
    if (value.load() >= target) return true;
    sleep_ms(1);
  }
  return value.load() >= target;
}

// ---- Java monitors ------------------------------------------------------------

void on_monitor(jint type, JNIEnv* env, jobjectID obj) {
  std::lock_guard<std::mutex> guard(g_lock);
  ObjectCounts& c = g_objects[obj];
  switch (type) {
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
      ++c.enter;
      if (g_entering.count(env) != 0) ++g_enter_sequence_errors;  // two ENTERs without ENTERED
      g_entering[env] = obj;
      break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: {
      ++c.entered;
      auto it = g_entering.find(env);
      if (it == g_entering.end() || it->second != obj) {
        ++g_enter_sequence_errors;  // ENTERED with no ENTER of this object on this thread
      } else {
        g_entering.erase(it);
      }
      break;
    }
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT:
      ++c.exit;
      ++g_exits_by_thread[env];
      break;
    default:
      break;
  }
}

void on_wait(jint type, JNIEnv* env, jobjectID obj, jlong timeout) {
  std::lock_guard<std::mutex> guard(g_lock);
  if (type == JVMPI_EVENT_MONITOR_WAIT) {
    if (g_waiting.count(env) != 0) ++g_wait_sequence_errors;
    g_waiting[env] = obj;
  } else {
    auto it = g_waiting.find(env);
    if (it == g_waiting.end() || it->second != obj) {
      ++g_wait_sequence_errors;
    } else {
      g_waiting.erase(it);
    }
  }
  if (obj == nullptr) {  // Thread.sleep: no object to count against
    if (type == JVMPI_EVENT_MONITOR_WAIT) ++g_null_waits;
    return;
  }
  ObjectCounts& c = g_objects[obj];
  if (type == JVMPI_EVENT_MONITOR_WAIT) {
    ++c.wait;
    if (timeout == 3) c.timed_wait_3 = true;
  } else {
    ++c.waited;
  }
}

// ---- raw monitors -----------------------------------------------------------

// The system thread: holds agent-lock and _private for each round.
void system_thread(void*) {
  JNIEnv* env = nullptr;
  if (g_vm->GetEnv(reinterpret_cast<void**>(&env), JNI_VERSION_1_2) != JNI_OK || env == nullptr) {
    fail("GetEnv(JNI_VERSION_1_2) on the system thread failed");
  }
  g_system_env.store(env);
  for (int round = 1; round <= kRawRounds; ++round) {
    // Wait for the main thread's request (RawMonitorWait, with a timeout
    // so that a lost notification only costs time).
    g_jvmpi->RawMonitorEnter(g_sync);
    for (long waited = 0; g_requested.load() < round && waited < kPatienceMs; waited += 50) g_jvmpi->RawMonitorWait(g_sync, 50);
    g_jvmpi->RawMonitorExit(g_sync);
    if (g_requested.load() < round) {
      fail("round %d: the main thread never asked", round);
      break;
    }
    g_jvmpi->RawMonitorEnter(g_agent_lock);
    g_jvmpi->RawMonitorEnter(g_private);
    g_held.store(round);
    if (!wait_until(g_enter_seen, round)) fail("round %d: no RAW_MONITOR_CONTENDED_ENTER for agent-lock from the main thread", round);
    g_jvmpi->RawMonitorExit(g_agent_lock);
    if (!wait_until(g_trying_private, round)) fail("round %d: the main thread never tried _private", round);
    sleep_ms(100);  // the main thread is blocked on _private by now
    g_private_released.store(round);
    g_jvmpi->RawMonitorExit(g_private);
  }
  g_system_thread_done.store(true);
}

// In the MONITOR_WAIT callback of Thread.sleep(11) on the main thread.
void raw_round() {
  int round = g_requested.load() + 1;
  if (round > kRawRounds) return;
  g_jvmpi->RawMonitorEnter(g_sync);
  g_requested.store(round);
  g_jvmpi->RawMonitorNotifyAll(g_sync);
  g_jvmpi->RawMonitorExit(g_sync);
  if (!wait_until(g_held, round)) {
    fail("round %d: the system thread never took the monitors", round);
    return;
  }
  g_jvmpi->RawMonitorEnter(g_agent_lock);  // blocks until the system thread lets go
  g_trying_private.store(round);
  g_jvmpi->RawMonitorEnter(g_private);     // blocks too, silently
  if (g_private_released.load() == round) {
    ++g_private_contended;
  } else {
    fail("round %d: entered _private while the system thread held it", round);
  }
  g_jvmpi->RawMonitorExit(g_private);
  g_jvmpi->RawMonitorExit(g_agent_lock);
  ++g_rounds_done;
}

void on_raw(const JVMPI_Event* e, jint type) {
  std::string name = e->u.raw_monitor.name != nullptr ? e->u.raw_monitor.name : "(null)";
  {
    std::lock_guard<std::mutex> guard(g_lock);
    g_raw_events.push_back(RawEvent{type, name, e->u.raw_monitor.id, e->env_id});
  }
  if (type == JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER && e->u.raw_monitor.id == g_agent_lock) g_enter_seen.store(g_held.load());
}

// ---- the summary --------------------------------------------------------------

void on_shut_down() {
  std::lock_guard<std::mutex> guard(g_lock);
  JNIEnv* main_env = g_envs.count("main") ? g_envs["main"] : nullptr;
  long enter = 0, entered = 0, exit = 0, wait = 0, waited = 0, max_enter = 0, max_wait = 0;
  long unbalanced_enter = 0, unbalanced_wait = 0;
  bool timed_on_busiest = false;
  for (const auto& [obj, c] : g_objects) {
    enter += c.enter;
    entered += c.entered;
    exit += c.exit;
    wait += c.wait;
    waited += c.waited;
    if (c.enter != c.entered) ++unbalanced_enter;
    if (c.wait != c.waited) ++unbalanced_wait;
    max_enter = std::max(max_enter, c.enter);
    if (c.wait > max_wait) {
      max_wait = c.wait;
      timed_on_busiest = c.timed_wait_3;
    }
  }
  long main_exits = g_exits_by_thread.count(main_env) ? g_exits_by_thread[main_env] : 0;
  if (enter == 0 || enter != entered || unbalanced_enter != 0) {
    g_failures.push_back("MONITOR_CONTENDED_ENTER " + std::to_string(enter) + " vs ENTERED " + std::to_string(entered) +
                         " (" + std::to_string(unbalanced_enter) + " objects unbalanced)");
  }
  if (max_enter < 5) g_failures.push_back("fewer than 5 contended entries of one object (the program forces 5)");
  if (exit == 0 || main_exits < 5) g_failures.push_back("MONITOR_CONTENDED_EXIT: " + std::to_string(main_exits) + " on main (expected >= 5)");
  if (g_enter_sequence_errors != 0) g_failures.push_back("ENTER/ENTERED out of sequence " + std::to_string(g_enter_sequence_errors) + " times");
  if (!g_entering.empty()) g_failures.push_back(std::to_string(g_entering.size()) + " ENTERs never followed by ENTERED");
  if (wait != waited || unbalanced_wait != 0 || max_wait < 20 || !timed_on_busiest) {
    g_failures.push_back("MONITOR_WAIT " + std::to_string(wait) + " vs WAITED " + std::to_string(waited) + ", busiest object " +
                         std::to_string(max_wait) + " waits (expected >= 20, with a wait(3))");
  }
  if (g_wait_sequence_errors != 0) g_failures.push_back("WAIT/WAITED out of sequence " + std::to_string(g_wait_sequence_errors) + " times");
  if (g_null_waits == 0) g_failures.push_back("no MONITOR_WAIT with object NULL for Thread.sleep");
  fprintf(stderr, "contention: monitor enter=%ld entered=%ld exit=%ld max-object-enters=%ld main-exits=%ld sequence-errors=%ld\n",
          enter, entered, exit, max_enter, main_exits, g_enter_sequence_errors);
  fprintf(stderr, "contention: wait wait=%ld waited=%ld busiest-object-waits=%ld timed-wait=%d sleeps=%ld sequence-errors=%ld\n",
          wait, waited, max_wait, timed_on_busiest ? 1 : 0, g_null_waits, g_wait_sequence_errors);

  // Raw monitors.
  JNIEnv* system_env = g_system_env.load();
  JNIEnv* system_started = g_envs.count("contention-raw") ? g_envs["contention-raw"] : nullptr;
  long counts[3] = {0, 0, 0}, other = 0, wrong_env = 0;
  for (const RawEvent& r : g_raw_events) {
    if (r.id != g_agent_lock || r.name != "agent-lock") {
      ++other;
      g_failures.push_back("RAW_MONITOR event " + std::to_string(r.type) + " for \"" + r.name + "\"");
      continue;
    }
    counts[r.type - JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER]++;
    JNIEnv* expected = r.type == JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT ? system_env : main_env;
    if (r.env != expected) ++wrong_env;
  }
  int rounds = g_rounds_done.load();
  if (rounds != kRawRounds) g_failures.push_back(std::to_string(rounds) + " raw monitor rounds of " + std::to_string(kRawRounds));
  if (counts[0] != rounds || counts[1] != rounds || counts[2] != rounds) {
    g_failures.push_back("agent-lock: " + std::to_string(counts[0]) + " ENTER, " + std::to_string(counts[1]) + " ENTERED, " +
                         std::to_string(counts[2]) + " EXIT for " + std::to_string(rounds) + " contended rounds");
  }
  if (wrong_env != 0) g_failures.push_back(std::to_string(wrong_env) + " raw monitor events on the wrong thread");
  if (system_started == nullptr || system_started != system_env) g_failures.push_back("no THREAD_START with the system thread's env");
  fprintf(stderr, "contention: raw rounds=%d enter=%ld entered=%ld exit=%ld private-contended=%d other-names=%ld env-ok=%d\n", rounds,
          counts[0], counts[1], counts[2], g_private_contended.load(), other, wrong_env == 0 ? 1 : 0);
  for (const std::string& f : g_failures) fprintf(stderr, "contention: FAIL %s\n", f.c_str());
  fprintf(stderr, "contention: done failures=%zu\n", g_failures.size());
}

void notify(JVMPI_Event* e) {
  jint type = e->event_type;
  switch (type) {
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT:
      on_monitor(type, e->env_id, e->u.monitor.object);
      break;
    case JVMPI_EVENT_MONITOR_WAIT:
    case JVMPI_EVENT_MONITOR_WAITED:
      on_wait(type, e->env_id, e->u.monitor_wait.object, e->u.monitor_wait.timeout);
      if (type == JVMPI_EVENT_MONITOR_WAIT && e->u.monitor_wait.object == nullptr && e->u.monitor_wait.timeout == kRawRoundSleepMs) {
        raw_round();
      }
      break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT:
      on_raw(e, type);
      break;
    case JVMPI_EVENT_THREAD_START: {
      std::lock_guard<std::mutex> guard(g_lock);
      if (e->u.thread_start.thread_name != nullptr) g_envs[e->u.thread_start.thread_name] = e->u.thread_start.thread_env_id;
      break;
    }
    case JVMPI_EVENT_JVM_INIT_DONE: {
      char name[] = "contention-raw";
      if (g_jvmpi->CreateSystemThread(name, JVMPI_NORMAL_PRIORITY, system_thread) != JNI_OK) fail("CreateSystemThread failed");
      break;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      on_shut_down();
      break;
    default:
      fail("unexpected event %d", static_cast<int>(type));
      break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  g_vm = vm;
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    fprintf(stderr, "contention: GetEnv(JVMPI_VERSION_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  char agent_lock[] = "agent-lock", private_lock[] = "_private", sync_lock[] = "_sync";
  g_agent_lock = g_jvmpi->RawMonitorCreate(agent_lock);
  g_private = g_jvmpi->RawMonitorCreate(private_lock);
  g_sync = g_jvmpi->RawMonitorCreate(sync_lock);
  const jint events[] = {
      JVMPI_EVENT_MONITOR_CONTENDED_ENTER,     JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,     JVMPI_EVENT_MONITOR_CONTENDED_EXIT,
      JVMPI_EVENT_MONITOR_WAIT,                JVMPI_EVENT_MONITOR_WAITED,                JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER,
      JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED, JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT, JVMPI_EVENT_THREAD_START,
      JVMPI_EVENT_JVM_INIT_DONE,               JVMPI_EVENT_JVM_SHUT_DOWN,
  };
  for (jint event : events) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "contention: EnableEvent(%d) failed\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  return JNI_OK;
}
