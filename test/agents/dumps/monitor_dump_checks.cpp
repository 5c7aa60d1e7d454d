// The dump test agent's checks of MONITOR_DUMP (dumps.h): in the dump
// sequence, the program's monitors and the agent's raw monitor with their
// owners, contenders and waiters, and a status and trace per thread; at
// JVM_SHUT_DOWN, no thread that has ended.
#include "dumps.h"

namespace dumps_test {

namespace {

struct MonitorRecord {
  int kind = 0;
  jobjectID object = nullptr;      // JAVA
  std::string name;                // RAW
  JVMPI_RawMonitor raw = nullptr;  // RAW
  JNIEnv* owner = nullptr;
  uint32_t entries = 0;
  std::vector<JNIEnv*> entering, waiting;
};

}  // namespace

void check_monitor_dump(const Answer& a, const Known& known, JNIEnv* main_env) {
  std::vector<MonitorRecord> records;
  Reader r(a.bytes.data(), a.bytes.size());
  while (!r.at_end()) {
    MonitorRecord m;
    size_t at = r.pos();
    m.kind = r.u1();
    if (m.kind == JVMPI_MONITOR_JAVA) {
      m.object = r.id();
    } else if (m.kind == JVMPI_MONITOR_RAW) {
      const char* name = static_cast<const char*>(r.ptr());
      m.name = name != nullptr ? name : "(null)";
      m.raw = static_cast<JVMPI_RawMonitor>(r.ptr());
    } else {
      fail("monitor dump: kind %d at offset %zu", m.kind, at);
      return;
    }
    m.owner = r.env();
    m.entries = r.u4();
    for (uint32_t n = r.u4(), i = 0; i < n && r.ok(); ++i) m.entering.push_back(r.env());
    for (uint32_t n = r.u4(), i = 0; i < n && r.ok(); ++i) m.waiting.push_back(r.env());
    if (!r.ok()) {
      fail("monitor dump: record at offset %zu runs past the end (%zu bytes)", at, a.bytes.size());
      return;
    }
    records.push_back(m);
  }
  JNIEnv* holder = thread_env("holder");
  JNIEnv* blocker = thread_env("blocker");
  JNIEnv* waiter = thread_env("waiter");
  const MonitorRecord* held = nullptr;
  const MonitorRecord* waited_on = nullptr;
  const MonitorRecord* raw = nullptr;
  for (const MonitorRecord& m : records) {
    if (m.kind == JVMPI_MONITOR_JAVA && m.object == known.held) held = &m;
    if (m.kind == JVMPI_MONITOR_JAVA && m.object == known.waited_on) waited_on = &m;
    if (m.kind == JVMPI_MONITOR_RAW && m.raw == g_raw) raw = &m;
  }
  int bad = 0;
  if (held == nullptr) {
    bad += fail("monitor dump: no record for Main.held");
  } else if (held->owner != holder || held->entries < 1 || held->entering.size() != 1 || held->entering[0] != blocker ||
             !held->waiting.empty()) {
    bad += fail("monitor dump: Main.held owner %p (holder %p), entries %u, %zu entering (blocker %p), %zu waiting", vp(held->owner),
         vp(holder), held->entries, held->entering.size(), vp(blocker), held->waiting.size());
  }
  if (waited_on == nullptr) {
    bad += fail("monitor dump: no record for Main.waitedOn");
  } else if (waited_on->owner != nullptr || !waited_on->entering.empty() || waited_on->waiting.size() != 1 ||
             waited_on->waiting[0] != waiter) {
    bad += fail("monitor dump: Main.waitedOn owner %p, %zu entering, %zu waiting (waiter %p)", vp(waited_on->owner),
         waited_on->entering.size(), waited_on->waiting.size(), vp(waiter));
  }
  if (raw == nullptr) {
    bad += fail("monitor dump: no record for the raw monitor dump-raw");
  } else if (raw->name != "dump-raw" || raw->owner != main_env || raw->entries != 1 || !raw->entering.empty() || !raw->waiting.empty()) {
    bad += fail("monitor dump: raw monitor %s owner %p (main %p), entries %u", raw->name.c_str(), vp(raw->owner), vp(main_env), raw->entries);
  }
  // One trace and one status per thread.
  if (a.status_null || a.trace_envs.size() < 4) {
    bad += fail("monitor dump: %zu traces, threads_status %s (expected one per thread)", a.trace_envs.size(), a.status_null ? "NULL" : "set");
  } else {
    auto status_of = [&](JNIEnv* env) -> int {
      for (size_t i = 0; i < a.trace_envs.size(); ++i) {
        if (a.trace_envs[i] == env) return a.status[i] & ~(JVMPI_THREAD_SUSPENDED | JVMPI_THREAD_INTERRUPTED);
      }
      return -1;
    };
    auto frames_of = [&](JNIEnv* env) -> int {
      for (size_t i = 0; i < a.trace_envs.size(); ++i) {
        if (a.trace_envs[i] == env) return a.trace_frames[i];
      }
      return -1;
    };
    if (status_of(blocker) != JVMPI_THREAD_MONITOR_WAIT || status_of(waiter) != JVMPI_THREAD_CONDVAR_WAIT ||
        status_of(holder) != JVMPI_THREAD_RUNNABLE || status_of(main_env) != JVMPI_THREAD_RUNNABLE) {
      bad += fail("monitor dump: threads_status holder %d blocker %d waiter %d main %d (expected 1 2 3 1)", status_of(holder),
           status_of(blocker), status_of(waiter), status_of(main_env));
    }
    if (frames_of(blocker) <= 0 || frames_of(waiter) <= 0 || frames_of(main_env) <= 0) {
      bad += fail("monitor dump: traces without frames: blocker %d waiter %d main %d", frames_of(blocker), frames_of(waiter), frames_of(main_env));
    }
  }
  if (bad == 0) {
    say("monitor held owner=holder entering=blocker; waitedOn waiting=waiter; raw dump-raw owner=main; traces=%zu status ok",
        a.trace_envs.size());
  }
}

// A MONITOR_DUMP asked for at JVM_SHUT_DOWN lists no thread whose
// THREAD_END has gone out (main's among them).
void check_shutdown_monitor_dump() {
  Answer a;
  if (!request(JVMPI_EVENT_MONITOR_DUMP, nullptr, "MONITOR_DUMP at shutdown", &a)) return;
  std::lock_guard<std::mutex> guard(g_lock);
  int listed = 0;
  for (JNIEnv* env : a.trace_envs) listed += g_ended.count(env) != 0 ? 1 : 0;
  if (listed == 0 && !g_ended.empty()) {
    say("shutdown-monitor-dump ended-threads-listed=0 ok");
  } else {
    fail("MONITOR_DUMP at shutdown lists %d of the %zu threads whose THREAD_END went out", listed, g_ended.size());
  }
}

}  // namespace dumps_test
