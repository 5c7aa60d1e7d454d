// The GetCallTrace and thread-function test agent (test/agents/calltrace,
// issue 4). Options: the source lines of Main.java it expects, computed by
// the test from marker comments: deep=,calldeep=,callmiddle=,callburn=,sleep32=
//
// On the main thread:
//   - METHOD_ENTRY of Main.deep: GetCallTrace of the current thread (deep,
//     middle, main with their lines; a smaller depth is honoured), thread
//     local storage, and, with GC disabled, jobjectID2jobject and
//     jobject2jobjectID round trips (checked through JNI's GetObjectClass
//     and RequestEvent(CLASS_LOAD)), GetMethodClass.
//   - MONITOR_WAIT of Thread.sleep(32): waits (blocked, using no CPU) while
//     the system thread looks at it suspended.
//   - MONITOR_WAIT of Thread.sleep(33): RunGC while the system thread holds
//     GC disabled twice over and releases it once: the collection (GC_START,
//     GC_FINISH on this thread, before RunGC returns) must wait for the
//     second EnableGC.
// On a system thread (CreateSystemThread after JVM_INIT_DONE):
//   - GetCurrentThreadCpuTime advances by the CPU it burns, in nanoseconds;
//   - SuspendThread of the main thread while it runs Main.burn:
//     GetThreadStatus has JVMPI_THREAD_SUSPENDED, GetCallTrace shows burn
//     called from main at its line; after ResumeThread the bit is gone;
//   - ThreadHasRun, as the specification defines it (called after a thread
//     was suspended, resumed, and suspended again: did it use CPU in
//     between?): true for the main thread, which burned CPU between the two
//     suspensions, false for the "idler" thread, blocked in wait() all along.
//     Printed as "calltrace: threadhasrun ran=R idle=I"; the test in suite
//     agents checks everything else, calltrace-threadhasrun checks this line.
//
// Lines on stderr: "calltrace: <check> ... ok" per check, "calltrace: FAIL
// ..." for anything wrong, and at JVM_SHUT_DOWN "calltrace: done failures=N".
#include <time.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

constexpr jlong kSleepSuspendedMs = 32;  // Thread.sleep(32) in Main.java
constexpr jlong kSleepRunGcMs = 33;      // Thread.sleep(33)
constexpr auto kPatience = std::chrono::seconds(30);

JavaVM* g_vm = nullptr;
JVMPI_Interface* g_jvmpi = nullptr;
std::map<std::string, int> g_lines;  // from the options

std::mutex g_lock;  // guards the maps, the failure count and the phases below
std::condition_variable g_changed;
int g_failures = 0;
std::map<jmethodID, std::string> g_methods;  // method ID -> "Class.method", from CLASS_LOAD
std::map<jmethodID, std::pair<jint, jint>> g_method_lines;
std::map<std::string, JNIEnv*> g_envs;  // THREAD_START: name -> env
// Phases, each set once (under g_lock, announced on g_changed).
bool g_burn_entered = false, g_in_sleep32 = false, g_sleep32_done = false, g_gc_held = false, g_rungc_called = false;
bool g_sampler_done = false;

// Written once in CLASS_LOAD of Main, read by every METHOD_ENTRY.
std::atomic<jmethodID> g_deep{nullptr}, g_middle{nullptr}, g_main{nullptr}, g_burn{nullptr};
std::atomic<bool> g_deep_checked{false};

// GC_START/GC_FINISH arrive in thread-suspended mode: only atomics there.
std::atomic<JNIEnv*> g_rungc_env{nullptr};
std::atomic<int> g_rungc_starts{0}, g_rungc_finishes{0};
std::atomic<bool> g_gc_released{false}, g_gc_start_after_release{true};

int g_tls_main_marker, g_tls_sampler_marker;  // their addresses go into thread-local storage

void say(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void say(const char* fmt, ...) {
  char buffer[768];
  va_list args;
  va_start(args, fmt);
  vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  fprintf(stderr, "calltrace: %s\n", buffer);
}

void fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void fail(const char* fmt, ...) {
  char buffer[768];
  va_list args;
  va_start(args, fmt);
  vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  fprintf(stderr, "calltrace: FAIL %s\n", buffer);
  std::lock_guard<std::mutex> guard(g_lock);
  ++g_failures;
}

int line(const char* marker) {
  auto it = g_lines.find(marker);
  return it != g_lines.end() ? it->second : -100;
}

std::string method_name(jmethodID mid) {
  std::lock_guard<std::mutex> guard(g_lock);
  auto it = g_methods.find(mid);
  return it != g_methods.end() ? it->second : "?";
}

// A thread's env from its THREAD_START, which the new thread posts itself:
// under load it may come a while after the program started the thread.
JNIEnv* thread_env(const char* name) {
  std::unique_lock<std::mutex> guard(g_lock);
  g_changed.wait_for(guard, kPatience, [&] { return g_envs.count(name) != 0; });
  auto it = g_envs.find(name);
  return it != g_envs.end() ? it->second : nullptr;
}

// Sets a phase flag and wakes whoever waits for it.
void announce(bool* flag) {
  std::lock_guard<std::mutex> guard(g_lock);
  *flag = true;
  g_changed.notify_all();
}

// Blocks (no CPU) until the flag is set; false after kPatience.
bool await(const bool* flag) {
  std::unique_lock<std::mutex> guard(g_lock);
  return g_changed.wait_for(guard, kPatience, [&] { return *flag; });
}

void sleep_ms(long ms) {
  timespec ts{ms / 1000, (ms % 1000) * 1000000};
  nanosleep(&ts, nullptr);
}

std::string describe(const JVMPI_CallTrace& trace) {
  std::string out;
  for (jint i = 0; i < trace.num_frames; ++i) {
    if (i > 0) out += ' ';
    out += method_name(trace.frames[i].method_id);
    out += '@';
    out += std::to_string(trace.frames[i].lineno);
  }
  return out.empty() ? "(no frames)" : out;
}

// The name of a class ID, asked of the VM (valid while GC is off).
std::string requested_class_name(jobjectID class_id, JNIEnv* env);

// ---- the main thread ----------------------------------------------------------

void on_class_load(const JVMPI_Event* e) {
  const auto& c = e->u.class_load;
  std::string cls = c.class_name != nullptr ? c.class_name : "?";
  {
    std::lock_guard<std::mutex> guard(g_lock);
    for (jint i = 0; i < c.num_methods; ++i) {
      g_methods[c.methods[i].method_id] = cls + "." + c.methods[i].method_name;
      g_method_lines[c.methods[i].method_id] = {c.methods[i].start_lineno, c.methods[i].end_lineno};
    }
  }
  if (cls != "Main") return;
  // GetMethodClass while the class ID of the event is valid (GC is off).
  int wrong = 0;
  for (jint i = 0; i < c.num_methods; ++i) {
    const JVMPI_Method& m = c.methods[i];
    if (g_jvmpi->GetMethodClass(m.method_id) != c.class_id) ++wrong;
    std::string name = m.method_name;
    if (name == "deep") g_deep.store(m.method_id);
    if (name == "middle") g_middle.store(m.method_id);
    if (name == "main") g_main.store(m.method_id);
    if (name == "burn") g_burn.store(m.method_id);
    if (name == "deep" && (m.start_lineno > line("deep") || m.end_lineno < line("deep"))) {
      fail("CLASS_LOAD: Main.deep spans lines %d-%d, not line %d", static_cast<int>(m.start_lineno), static_cast<int>(m.end_lineno), line("deep"));
    }
  }
  if (wrong != 0 || c.num_methods == 0) {
    fail("GetMethodClass differs from Main's class ID for %d of %d methods", wrong, static_cast<int>(c.num_methods));
  } else {
    say("getmethodclass methods=%d ok", static_cast<int>(c.num_methods));
  }
}

void check_deep_trace(JNIEnv* env) {
  JVMPI_CallFrame frames[10];
  JVMPI_CallTrace trace{env, 0, frames};
  g_jvmpi->GetCallTrace(&trace, 10);
  struct {
    jmethodID mid;
    int line;
  } want[] = {{g_deep.load(), line("deep")}, {g_middle.load(), line("calldeep")}, {g_main.load(), line("callmiddle")}};
  bool ok = trace.num_frames >= 3;
  for (int i = 0; ok && i < 3; ++i) ok = frames[i].method_id == want[i].mid && frames[i].lineno == want[i].line;
  if (ok) {
    say("deep-trace deep@%d middle@%d main@%d ok", want[0].line, want[1].line, want[2].line);
  } else {
    fail("GetCallTrace at entry of deep: %s (expected Main.deep@%d Main.middle@%d Main.main@%d)", describe(trace).c_str(),
         want[0].line, want[1].line, want[2].line);
  }
  JVMPI_CallTrace shorter{env, 0, frames};
  g_jvmpi->GetCallTrace(&shorter, 2);
  if (shorter.num_frames == 2 && frames[0].method_id == want[0].mid && frames[1].method_id == want[1].mid) {
    say("depth-limit ok");
  } else {
    fail("GetCallTrace with depth 2 gave %d frames: %s", static_cast<int>(shorter.num_frames), describe(shorter).c_str());
  }
}

void check_tls_main(JNIEnv* env) {
  g_jvmpi->SetThreadLocalStorage(env, &g_tls_main_marker);
  if (g_jvmpi->GetThreadLocalStorage(env) != &g_tls_main_marker) fail("GetThreadLocalStorage(main) after Set differs");
}

// Between IDs and JNI references, only while GC is off (specification).
void check_jobject_conversions(JNIEnv* env) {
  g_jvmpi->DisableGC();
  jobjectID thread = g_jvmpi->GetThreadObject(env);
  jobject ref = thread != nullptr ? g_jvmpi->jobjectID2jobject(thread) : nullptr;
  jobjectID back = ref != nullptr ? g_jvmpi->jobject2jobjectID(ref) : nullptr;
  std::string thread_class = "?", method_class = "?";
  if (ref != nullptr) {
    jclass cls = env->GetObjectClass(ref);
    if (cls != nullptr) {
      thread_class = requested_class_name(g_jvmpi->jobject2jobjectID(cls), env);
      env->DeleteLocalRef(cls);
    }
    env->DeleteLocalRef(ref);
  }
  method_class = requested_class_name(g_jvmpi->GetMethodClass(g_deep.load()), env);
  g_jvmpi->EnableGC();
  if (thread == nullptr || ref == nullptr || back != thread || thread_class != "java.lang.Thread" || method_class != "Main") {
    fail("GetThreadObject %p -> jobjectID2jobject %p -> jobject2jobjectID %p; its class %s; GetMethodClass(deep) names %s",
         static_cast<void*>(thread), static_cast<void*>(ref), static_cast<void*>(back), thread_class.c_str(), method_class.c_str());
  } else {
    say("jobject roundtrip ok thread-class=java.lang.Thread method-class=Main");
  }
}

// What a RequestEvent(CLASS_LOAD) answers, caught on the requesting thread.
struct ClassAnswer {
  int count = 0;
  bool requested = false;
  std::string name;
  jobjectID id = nullptr;
};
thread_local ClassAnswer* t_class_answer = nullptr;

std::string requested_class_name(jobjectID class_id, JNIEnv*) {
  if (class_id == nullptr) return "NULL";
  ClassAnswer answer;
  t_class_answer = &answer;
  jint rc = g_jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, class_id);
  t_class_answer = nullptr;
  if (rc != JVMPI_SUCCESS || answer.count != 1 || !answer.requested || answer.id != class_id) {
    fail("RequestEvent(CLASS_LOAD, %p): %d, %d answers", static_cast<void*>(class_id), static_cast<int>(rc), answer.count);
    return "?";
  }
  return answer.name;
}

// Thread.sleep(33): RunGC must wait for the system thread's last EnableGC.
void run_gc_while_held(JNIEnv* env) {
  if (!await(&g_gc_held)) {
    fail("the system thread never disabled GC");
    return;
  }
  g_rungc_env.store(env);
  announce(&g_rungc_called);
  g_jvmpi->RunGC();
  g_rungc_env.store(nullptr);
  int starts = g_rungc_starts.load(), finishes = g_rungc_finishes.load();
  bool after = g_gc_start_after_release.load();
  if (starts < 1 || finishes != starts || !after) {
    fail("RunGC: %d GC_START, %d GC_FINISH on the calling thread; collection %s the last EnableGC", starts, finishes,
         after ? "after" : "BEFORE");
  } else {
    say("rungc start=%d finish=%d after-enable=1 ok", starts, finishes);
  }
}

// ---- the system thread ----------------------------------------------------------

void check_cpu_time() {
  using clock = std::chrono::steady_clock;
  jlong t0 = g_jvmpi->GetCurrentThreadCpuTime();
  auto wall0 = clock::now();
  jlong t = t0;
  volatile uint64_t x = 1;
  bool monotonic = true;
  while (t - t0 < 50000000 && clock::now() - wall0 < std::chrono::seconds(10)) {
    for (int i = 0; i < 100000; ++i) x = x * 6364136223846793005ULL + 1;
    jlong now = g_jvmpi->GetCurrentThreadCpuTime();
    monotonic = monotonic && now >= t;
    t = now;
  }
  long long wall = std::chrono::duration_cast<std::chrono::nanoseconds>(clock::now() - wall0).count();
  long long cpu = t - t0;
  // 50 ms of CPU, in nanoseconds, never more than the wall time it took.
  if (!monotonic || cpu < 50000000 || cpu > wall + 10000000) {
    fail("GetCurrentThreadCpuTime: %lld ns of CPU in %lld ns of wall time (monotonic %d)", cpu, wall, monotonic ? 1 : 0);
  } else {
    say("cpu-time ok");
  }
}

void check_tls_sampler(JNIEnv* self, JNIEnv* main_env) {
  bool ok = g_jvmpi->GetThreadLocalStorage(self) == nullptr;
  g_jvmpi->SetThreadLocalStorage(self, &g_tls_sampler_marker);
  ok = ok && g_jvmpi->GetThreadLocalStorage(self) == &g_tls_sampler_marker;
  ok = ok && g_jvmpi->GetThreadLocalStorage(main_env) == &g_tls_main_marker;
  if (ok) {
    say("tls ok");
  } else {
    fail("thread-local storage: a new thread's is not NULL, or a value did not round-trip, or main's changed");
  }
}

// The main thread runs Main.burn: suspend it there.
void check_suspended_in_burn(JNIEnv* main_env, JNIEnv* idler) {
  sleep_ms(50);
  g_jvmpi->SuspendThread(main_env);
  jint status = g_jvmpi->GetThreadStatus(main_env);
  JVMPI_CallFrame frames[10];
  JVMPI_CallTrace trace{main_env, 0, frames};
  g_jvmpi->GetCallTrace(&trace, 10);
  // Suspension happens at a safepoint poll: in burn itself, or inside the
  // System.currentTimeMillis it calls.
  int at = -1;
  for (int i = 0; i < trace.num_frames && i < 3; ++i) {
    if (frames[i].method_id == g_burn.load()) {
      at = i;
      break;
    }
  }
  std::pair<jint, jint> range{-1, -1};
  {
    std::lock_guard<std::mutex> guard(g_lock);
    if (g_method_lines.count(g_burn.load())) range = g_method_lines[g_burn.load()];
  }
  bool ok = at >= 0 && at + 1 < trace.num_frames && frames[at].lineno >= range.first && frames[at].lineno <= range.second &&
            frames[at + 1].method_id == g_main.load() && frames[at + 1].lineno == line("callburn");
  bool status_ok = (status & JVMPI_THREAD_SUSPENDED) != 0 && (status & 0xff) == JVMPI_THREAD_RUNNABLE;
  if (ok && status_ok) {
    say("suspended status=0x%x burn@%d main@%d ok", static_cast<unsigned>(status), static_cast<int>(frames[at].lineno), line("callburn"));
  } else {
    fail("main suspended in burn: status 0x%x, trace %s (expected Main.burn within lines %d-%d, then Main.main@%d)",
         static_cast<unsigned>(status), describe(trace).c_str(), static_cast<int>(range.first), static_cast<int>(range.second),
         line("callburn"));
  }
  // The first suspension of the idler, for ThreadHasRun later.
  g_jvmpi->SuspendThread(idler);
  jint idle_status = g_jvmpi->GetThreadStatus(idler);
  g_jvmpi->ResumeThread(idler);
  if (idle_status != (JVMPI_THREAD_CONDVAR_WAIT | JVMPI_THREAD_SUSPENDED)) {
    fail("suspended idler (in wait()): status 0x%x, expected 0x%x", static_cast<unsigned>(idle_status),
         static_cast<unsigned>(JVMPI_THREAD_CONDVAR_WAIT | JVMPI_THREAD_SUSPENDED));
  }
  g_jvmpi->ResumeThread(main_env);
  jint after = g_jvmpi->GetThreadStatus(main_env);
  if ((after & JVMPI_THREAD_SUSPENDED) != 0) {
    fail("status 0x%x after ResumeThread", static_cast<unsigned>(after));
  } else {
    say("resumed status=0x%x ok", static_cast<unsigned>(after));
  }
}

// The main thread is in the MONITOR_WAIT callback of Thread.sleep(32).
void check_suspended_in_sleep(JNIEnv* main_env, JNIEnv* idler) {
  sleep_ms(50);  // it is blocked in the callback by now, using no CPU
  g_jvmpi->SuspendThread(main_env);
  jboolean ran = g_jvmpi->ThreadHasRun(main_env);
  JVMPI_CallFrame frames[10];
  JVMPI_CallTrace trace{main_env, 0, frames};
  g_jvmpi->GetCallTrace(&trace, 10);
  g_jvmpi->ResumeThread(main_env);
  g_jvmpi->SuspendThread(idler);
  jboolean idle_ran = g_jvmpi->ThreadHasRun(idler);
  g_jvmpi->ResumeThread(idler);
  say("threadhasrun ran=%d idle=%d", ran ? 1 : 0, idle_ran ? 1 : 0);

  // Thread.sleep's native frame (line -3), then main at the sleep's line.
  int main_at = -1;
  for (int i = 0; i < trace.num_frames; ++i) {
    if (frames[i].method_id == g_main.load()) {
      main_at = i;
      break;
    }
  }
  bool top_native = trace.num_frames > 0 && frames[0].lineno == -3 && method_name(frames[0].method_id).rfind("java.lang.Thread.", 0) == 0;
  if (main_at > 0 && frames[main_at].lineno == line("sleep32") && top_native) {
    say("sleeping-trace main@%d top-native=1 ok", line("sleep32"));
  } else {
    fail("main suspended in Thread.sleep(32): trace %s (expected a native java.lang.Thread frame, line -3, then Main.main@%d)",
         describe(trace).c_str(), line("sleep32"));
  }
}

// GC disabled twice, enabled once: still disabled until the second EnableGC.
void hold_gc_for_run_gc() {
  g_jvmpi->DisableGC();
  g_jvmpi->DisableGC();
  g_jvmpi->EnableGC();
  announce(&g_gc_held);
  if (!await(&g_rungc_called)) fail("the main thread never called RunGC");
  sleep_ms(300);  // RunGC is waiting by now, if nesting works
  g_gc_released.store(true);
  g_jvmpi->EnableGC();
}

void sampler(void*) {
  JNIEnv* self = nullptr;
  if (g_vm->GetEnv(reinterpret_cast<void**>(&self), JNI_VERSION_1_2) != JNI_OK || self == nullptr) {
    fail("GetEnv(JNI_VERSION_1_2) on the system thread failed");
  }
  if (!await(&g_burn_entered)) {
    fail("Main.burn was never entered");
  } else {
    JNIEnv* main_env = thread_env("main");
    JNIEnv* idler = thread_env("idler");
    if (main_env == nullptr || idler == nullptr) {
      fail("no THREAD_START for main or idler");
    } else {
      if (self != nullptr) check_tls_sampler(self, main_env);
      check_suspended_in_burn(main_env, idler);
      check_cpu_time();
      if (!await(&g_in_sleep32)) {
        fail("the main thread never reached Thread.sleep(32)");
      } else {
        check_suspended_in_sleep(main_env, idler);
      }
      announce(&g_sleep32_done);
      hold_gc_for_run_gc();
    }
  }
  announce(&g_sampler_done);
}

// ---- events -----------------------------------------------------------------------

void notify(JVMPI_Event* e) {
  jint type = e->event_type & ~JVMPI_REQUESTED_EVENT;
  if (t_class_answer != nullptr && type == JVMPI_EVENT_CLASS_LOAD) {
    t_class_answer->count++;
    t_class_answer->requested = (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
    t_class_answer->name = e->u.class_load.class_name != nullptr ? e->u.class_load.class_name : "?";
    t_class_answer->id = e->u.class_load.class_id;
    return;
  }
  switch (type) {
    case JVMPI_EVENT_METHOD_ENTRY: {
      jmethodID mid = e->u.method.method_id;
      if (mid == nullptr) break;
      if (mid == g_deep.load() && !g_deep_checked.exchange(true)) {
        check_deep_trace(e->env_id);
        check_tls_main(e->env_id);
        check_jobject_conversions(e->env_id);
      } else if (mid == g_burn.load()) {
        announce(&g_burn_entered);
      }
      break;
    }
    case JVMPI_EVENT_CLASS_LOAD:
      on_class_load(e);
      break;
    case JVMPI_EVENT_THREAD_START: {
      std::lock_guard<std::mutex> guard(g_lock);
      if (e->u.thread_start.thread_name != nullptr) g_envs[e->u.thread_start.thread_name] = e->u.thread_start.thread_env_id;
      g_changed.notify_all();
      break;
    }
    case JVMPI_EVENT_MONITOR_WAIT:
      if (e->u.monitor_wait.object != nullptr) break;
      if (e->u.monitor_wait.timeout == kSleepSuspendedMs) {
        announce(&g_in_sleep32);
        if (!await(&g_sleep32_done)) fail("the system thread never finished with the sleeping main thread");
      } else if (e->u.monitor_wait.timeout == kSleepRunGcMs) {
        run_gc_while_held(e->env_id);
      }
      break;
    case JVMPI_EVENT_GC_START:
      if (e->env_id != nullptr && e->env_id == g_rungc_env.load()) {
        g_rungc_starts.fetch_add(1);
        if (!g_gc_released.load()) g_gc_start_after_release.store(false);
      }
      break;
    case JVMPI_EVENT_GC_FINISH:
      if (e->env_id != nullptr && e->env_id == g_rungc_env.load()) g_rungc_finishes.fetch_add(1);
      break;
    case JVMPI_EVENT_JVM_INIT_DONE: {
      char name[] = "calltrace-sampler";
      if (g_jvmpi->CreateSystemThread(name, 7, sampler) != JNI_ERR) fail("CreateSystemThread with priority 7 was not refused");
      if (g_jvmpi->CreateSystemThread(name, JVMPI_NORMAL_PRIORITY, sampler) != JNI_OK) fail("CreateSystemThread after JVM_INIT_DONE failed");
      break;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
      std::lock_guard<std::mutex> guard(g_lock);
      if (!g_sampler_done) {
        fprintf(stderr, "calltrace: FAIL the system thread did not finish\n");
        ++g_failures;
      }
      fprintf(stderr, "calltrace: done failures=%d\n", g_failures);
      break;
    }
    default:
      break;
  }
}

bool parse_options(const char* options) {
  if (options == nullptr) return false;
  std::string text = options;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t comma = text.find(',', pos);
    std::string item = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    size_t eq = item.find('=');
    if (eq == std::string::npos) return false;
    g_lines[item.substr(0, eq)] = atoi(item.c_str() + eq + 1);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  for (const char* key : {"deep", "calldeep", "callmiddle", "callburn", "sleep32"}) {
    if (g_lines.count(key) == 0) return false;
  }
  return true;
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void*) {
  g_vm = vm;
  if (!parse_options(options)) {
    fprintf(stderr, "calltrace: usage: -Xruncalltrace:deep=N,calldeep=N,callmiddle=N,callburn=N,sleep32=N\n");
    return JNI_ERR;
  }
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1_1) != JNI_OK) {
    fprintf(stderr, "calltrace: GetEnv(JVMPI_VERSION_1_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  // Too early: system threads are allowed only after JVM_INIT_DONE.
  char name[] = "too-early";
  if (g_jvmpi->CreateSystemThread(name, JVMPI_NORMAL_PRIORITY, sampler) != JNI_ERR) {
    fprintf(stderr, "calltrace: FAIL CreateSystemThread in JVM_OnLoad was not refused\n");
    ++g_failures;
  } else {
    fprintf(stderr, "calltrace: createsystemthread-before-init refused ok\n");
  }
  const jint events[] = {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_THREAD_START, JVMPI_EVENT_MONITOR_WAIT,
                         JVMPI_EVENT_GC_START,   JVMPI_EVENT_GC_FINISH,    JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN};
  for (jint event : events) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "calltrace: EnableEvent(%d) failed\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  return JNI_OK;
}
