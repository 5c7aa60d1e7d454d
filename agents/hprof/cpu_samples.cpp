// cpu=samples: the JVMPI paper's sampling algorithm. A system thread
// ("HPROF CPU profiler") wakes every interval ms, suspends the threads
// that are running (not blocked entering a monitor nor in Object.wait),
// keeps those for which ThreadHasRun, records their stacks with
// GetCallTrace and resumes them; each kept stack is one sample of its
// trace.
#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <algorithm>

#include "hprof.h"
#include "text_writer.h"

namespace hprof {

namespace {

// Frames kept per sample for the .collapsed calling contexts; the TRACE
// records keep the first depth of them.
constexpr jint kContextDepth = 256;

JVMPI_RawMonitor g_monitor = nullptr;  // the sampler's sleep; guards the flags
bool g_stop = false;
bool g_running = false;

struct Scratch {
  std::vector<JNIEnv*> threads;
  std::vector<JNIEnv*> suspended;
  std::vector<JVMPI_CallFrame> frames;
  std::vector<jint> frame_counts;  // -1: did not run
};

void sample_once(Scratch& s) {
  Agent& a = agent();
  JVMPI_Interface* j = a.jvmpi;
  // Method IDs name methods only while their classes are loaded: stacks
  // taken before a CLASS_UNLOAD whose handler runs before we take the data
  // lock are dropped (rare: unloading comes with a collection, which
  // cannot run while the stacks are taken, between DisableGC and EnableGC).
  const uint64_t unloads_before = a.unloads.load(std::memory_order_acquire);
  // The JDK 1.2 rule (specification §2 SuspendThread): threads are
  // suspended with GC disabled, until all are resumed. Disabled before the
  // threads lock is taken: DisableGC waits for a collection in progress,
  // whose GC_START handler may wait for a thread that waits for that lock.
  j->DisableGC();
  {
    // The threads lock keeps every listed JNIEnv alive (THREAD_END waits
    // for it). The data lock is not taken while threads are suspended: a
    // thread parked as it leaves one of our callbacks could hold it.
    std::lock_guard<std::mutex> guard(a.sampler_threads_lock);
    s.threads = a.sampler_threads;
    s.frames.resize(s.threads.size() * kContextDepth);
    s.frame_counts.assign(s.threads.size(), -1);
    s.suspended.clear();
    s.suspended.reserve(s.threads.size());
    for (JNIEnv* env : s.threads) {
      jint status = j->GetThreadStatus(env);
      // Already suspended by someone else: leave it alone.
      if ((status & JVMPI_THREAD_SUSPENDED) != 0) continue;
      if ((status & ~JVMPI_THREAD_INTERRUPTED) != JVMPI_THREAD_RUNNABLE) continue;
      j->SuspendThread(env);
      s.suspended.push_back(env);
    }
    for (size_t i = 0; i < s.suspended.size(); ++i) {
      if (!j->ThreadHasRun(s.suspended[i])) continue;
      JVMPI_CallTrace call{s.suspended[i], 0, &s.frames[i * kContextDepth]};
      j->GetCallTrace(&call, kContextDepth);
      s.frame_counts[i] = call.num_frames;
    }
    for (JNIEnv* env : s.suspended) j->ResumeThread(env);
  }
  j->EnableGC();
  // Interning allocates: only now that every thread runs again.
  loupe_agents::EventGuard guard(a.lock);
  if (a.unloads.load(std::memory_order_relaxed) != unloads_before) return;
  const jint depth = a.options.depth;
  std::vector<Frame> frames;
  std::vector<uint32_t> context;
  for (size_t i = 0; i < s.suspended.size(); ++i) {
    jint n = s.frame_counts[i];
    if (n < 0) continue;
    const JVMPI_CallFrame* f = &s.frames[i * kContextDepth];
    uint32_t thread = a.options.thread ? a.tables.thread_serial(s.suspended[i]) : 0;
    a.tables.resolve(f, static_cast<size_t>(std::max(std::min(n, depth), 0)), a.options.lineno, &frames);
    uint32_t serial = a.tables.intern(thread, frames.data(), frames.size());
    a.cpu_costs[serial].count += 1;
    a.total_samples += 1;
    context.clear();
    for (jint k = n - 1; k >= 0; --k) context.push_back(a.tables.method_serial(f[k].method_id));
    if (!context.empty()) a.contexts[context] += 1;
  }
}

void sampler(void*) {
  Agent& a = agent();
  JVMPI_Interface* j = a.jvmpi;
  Scratch scratch;
  j->RawMonitorEnter(g_monitor);
  while (!g_stop) {
    j->RawMonitorWait(g_monitor, a.options.interval_ms);
    if (g_stop) break;
    j->RawMonitorExit(g_monitor);
    try {
      sample_once(scratch);
    } catch (...) {
      // Out of memory: this sample is lost, the next may succeed.
    }
    j->RawMonitorEnter(g_monitor);
  }
  g_running = false;
  j->RawMonitorNotifyAll(g_monitor);
  j->RawMonitorExit(g_monitor);
}

}  // namespace

bool samples_start() {
  Agent& a = agent();
  // The leading '_' keeps our own monitor out of contention reports.
  g_monitor = a.jvmpi->RawMonitorCreate(const_cast<char*>("_hprof_sampler"));
  if (g_monitor == nullptr) return false;
  g_running = true;
  if (a.jvmpi->CreateSystemThread(const_cast<char*>("HPROF CPU profiler"), JVMPI_MAXIMUM_PRIORITY, sampler) != JNI_OK) {
    g_running = false;
    return false;
  }
  return true;
}

// Waits (a bounded time) for the sampler to finish its sample, so that no
// thread stays suspended while the VM shuts down.
void samples_stop() {
  if (g_monitor == nullptr) return;
  JVMPI_Interface* j = agent().jvmpi;
  j->RawMonitorEnter(g_monitor);
  g_stop = true;
  j->RawMonitorNotifyAll(g_monitor);
  for (int i = 0; i < 50 && g_running; ++i) j->RawMonitorWait(g_monitor, 100);
  j->RawMonitorExit(g_monitor);
}

void samples_write() {
  write_cost_section("CPU SAMPLES", agent().total_samples, false);
  agent().total_samples = 0;
}

void write_cost_section(const std::string& title, uint64_t total, bool by_time) {
  Agent& a = agent();
  std::vector<std::pair<uint32_t, Cost>> rows(a.cpu_costs.begin(), a.cpu_costs.end());
  auto value = [by_time](const Cost& c) { return by_time ? c.nanos : c.count; };
  std::stable_sort(rows.begin(), rows.end(),
                   [&](const auto& x, const auto& y) { return value(x.second) > value(y.second); });
  uint64_t sum = 0;
  for (const auto& r : rows) sum += value(r.second);
  size_t shown = 0;
  for (; shown < rows.size(); ++shown) {
    double share = sum == 0 ? 0.0 : static_cast<double>(value(rows[shown].second)) / sum;
    if (share < a.options.cutoff) break;
  }
  TextWriter& w = *a.writer;
  for (size_t i = 0; i < shown; ++i) w.trace_record(rows[i].first);
  w.line(title + " BEGIN (total = " + std::to_string(total) + ") " + ctime_now(), false);
  w.line("rank   self  accum   count trace method");
  double accum = 0;
  for (size_t i = 0; i < shown; ++i) {
    const auto& [serial, cost] = rows[i];
    double self = sum == 0 ? 0.0 : 100.0 * static_cast<double>(value(cost)) / sum;
    accum += self;
    char row[96];
    std::snprintf(row, sizeof row, "%4zu %5.2f%% %5.2f%% %7" PRIu64 " %5u ", i + 1, self, accum, cost.count,
                  serial);
    const Trace& t = a.tables.trace(serial);
    w.line(row + (t.frames.empty() ? std::string("<empty trace>") : a.tables.method_name(t.frames[0].method)));
  }
  w.line(title + " END");
  a.cpu_costs.clear();
}

}  // namespace hprof
