// cpu=times: the CPU time of every call, from METHOD_ENTRY and
// METHOD_EXIT, charged to the trace of the call (its top `depth` frames)
// as time spent in the method itself (callees excluded) and one call.
//
// The hot path takes no global lock: each thread keeps its shadow stack
// and its costs in a TimesThread reached through JVMPI thread-local
// storage. Its mutex is uncontended except while a dump collects the
// costs (times_collect), which is why it is there at all.
#include <algorithm>
#include <cstring>

#include "cpu_times.h"
#include "hprof.h"

namespace hprof {

namespace {

void charge(TimesThread& t, const TimesThread::Call& call, jlong now, size_t depth) {
  jlong elapsed = now - call.start;
  jlong self = std::max<jlong>(elapsed - call.callees, 0);
  size_t index = t.stack.size();  // the call was popped: its frames sit at index
  t.key.assign(sizeof(uint32_t), '\0');
  const RawFrame* frames = &t.frame_store[index * depth];
  t.key.append(reinterpret_cast<const char*>(frames), call.frames * sizeof(RawFrame));
  auto found = t.costs.find(std::string_view(t.key));
  if (found == t.costs.end()) found = t.costs.emplace(t.key, Cost{}).first;
  found->second.count += 1;
  found->second.nanos += static_cast<uint64_t>(self);
  if (!t.stack.empty()) t.stack.back().callees += elapsed;
}

}  // namespace

void times_method_entry(const JVMPI_Event& event) {
  Agent& a = agent();
  const size_t depth = static_cast<size_t>(std::max(a.options.depth, 1));
  TimesThread& t = thread_record(event.env_id, a.times_threads, depth);
  std::lock_guard<std::mutex> guard(t.mutex);
  JVMPI_CallTrace call{event.env_id, 0, t.call_frames.data()};
  a.jvmpi->GetCallTrace(&call, static_cast<jint>(depth));
  size_t index = t.stack.size();
  if (t.frame_store.size() < (index + 1) * depth) t.frame_store.resize((index + 1) * depth * 2);
  RawFrame* frames = &t.frame_store[index * depth];
  // The trace of the call: the entered method on top, then its callers
  // (whether the VM already shows the new frame or not).
  size_t n = 0;
  jint got = std::max(call.num_frames, 0);
  jint first = 0;
  if (got > 0 && call.frames[0].method_id == event.u.method.method_id) {
    frames[n++] = RawFrame{event.u.method.method_id, a.options.lineno ? call.frames[0].lineno : -1};
    first = 1;
  } else {
    frames[n++] = RawFrame{event.u.method.method_id, -1};
  }
  for (jint k = first; k < got && n < depth; ++k) {
    frames[n++] = RawFrame{call.frames[k].method_id, a.options.lineno ? call.frames[k].lineno : -1};
  }
  if (a.options.depth == 0) n = 0;
  t.stack.push_back(TimesThread::Call{event.u.method.method_id, a.jvmpi->GetCurrentThreadCpuTime(), 0, n});
}

void times_method_exit(const JVMPI_Event& event) {
  Agent& a = agent();
  void* stored = a.jvmpi->GetThreadLocalStorage(event.env_id);
  if (stored == nullptr) return;  // an exit from a call we did not see enter
  TimesThread& t = *static_cast<TimesThread*>(stored);
  std::lock_guard<std::mutex> guard(t.mutex);
  jlong now = a.jvmpi->GetCurrentThreadCpuTime();
  const size_t depth = static_cast<size_t>(std::max(a.options.depth, 1));
  // Unwinding by an exception sends one exit per frame; should one be
  // missing, the calls above the exiting method end with it.
  auto match = std::find_if(t.stack.rbegin(), t.stack.rend(),
                            [&](const TimesThread::Call& c) { return c.method == event.u.method.method_id; });
  if (match == t.stack.rend()) return;
  size_t keep = static_cast<size_t>(t.stack.rend() - match) - 1;
  while (t.stack.size() > keep) {
    TimesThread::Call call = t.stack.back();
    t.stack.pop_back();
    charge(t, call, now, depth);
  }
}

void times_collect() {
  Agent& a = agent();
  std::vector<RawFrame> raw;
  std::vector<Frame> frames;
  for (auto& owned : a.times_threads) {
    TimesThread& t = *owned;
    std::lock_guard<std::mutex> guard(t.mutex);
    for (const auto& [key, cost] : t.costs) {
      raw.resize((key.size() - sizeof(uint32_t)) / sizeof(RawFrame));
      std::memcpy(static_cast<void*>(raw.data()), key.data() + sizeof(uint32_t), raw.size() * sizeof(RawFrame));
      frames.clear();
      for (const RawFrame& f : raw) frames.push_back(Frame{a.tables.method_serial(f.method), f.line});
      uint32_t serial = a.tables.intern(t.thread_serial, frames.data(), frames.size());
      Cost& total = a.cpu_costs[serial];
      total.count += cost.count;
      total.nanos += cost.nanos;
      std::vector<uint32_t> context;
      for (auto f = frames.rbegin(); f != frames.rend(); ++f) context.push_back(f->method);
      if (!context.empty()) a.contexts[context] += cost.nanos / 1000;
    }
    t.costs.clear();
  }
}

void times_class_unload(const std::vector<jmethodID>& unloaded) {
  Agent& a = agent();
  times_collect();
  const size_t depth = static_cast<size_t>(std::max(a.options.depth, 1));
  auto gone = [&](jmethodID m) { return std::binary_search(unloaded.begin(), unloaded.end(), m); };
  for (auto& owned : a.times_threads) {
    TimesThread& t = *owned;
    std::lock_guard<std::mutex> guard(t.mutex);
    // No thread runs a method of an unloaded class: a call to one (or from
    // one) still on the stack lost its exit. Dropped, with its frames, so
    // that an exit of a method given the same ID does not end it.
    size_t kept = 0;
    for (size_t i = 0; i < t.stack.size(); ++i) {
      const RawFrame* frames = &t.frame_store[i * depth];
      bool stale = gone(t.stack[i].method);
      for (size_t k = 0; k < t.stack[i].frames && !stale; ++k) stale = gone(frames[k].method);
      if (stale) continue;
      if (kept != i) {
        t.stack[kept] = t.stack[i];
        std::copy_n(frames, depth, &t.frame_store[kept * depth]);
      }
      ++kept;
    }
    t.stack.erase(t.stack.begin() + static_cast<std::ptrdiff_t>(kept), t.stack.end());
  }
}

void times_write() {
  uint64_t total_ns = 0;
  for (const auto& [serial, cost] : agent().cpu_costs) total_ns += cost.nanos;
  write_cost_section("CPU TIME (ms)", total_ns / 1000000, true);
}

}  // namespace hprof
