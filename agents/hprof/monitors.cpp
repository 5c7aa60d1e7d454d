// monitor=y: contended monitors (MONITOR TIME: how long threads waited to
// enter each monitor, per monitor and trace of the waiting thread) and the
// MONITOR DUMP of every monitor in use (buffer format:
// docs/formats.md, "JVMPI monitor dumps"; lines: the same page, "HPROF text file").
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "dump_reader.h"
#include "hprof.h"
#include "text_writer.h"

namespace hprof {

namespace {

// When this thread began to wait for the monitor it is entering. The
// ENTER and ENTERED events come on the waiting thread itself.
thread_local int64_t t_wait_start = -1;

int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::string hex(uintptr_t v) {
  char text[24];
  std::snprintf(text, sizeof text, "%" PRIxPTR, v);
  return text;
}

uint32_t current_trace(JNIEnv* env) {
  Agent& a = agent();
  std::vector<JVMPI_CallFrame> frames(static_cast<size_t>(std::max(a.options.depth, 1)));
  JVMPI_CallTrace call{env, 0, frames.data()};
  if (a.options.depth > 0) a.jvmpi->GetCallTrace(&call, a.options.depth);
  uint32_t thread = a.options.thread ? a.tables.thread_serial(env) : 0;
  std::vector<Frame> own;
  a.tables.resolve(frames.data(), static_cast<size_t>(std::max(call.num_frames, 0)), a.options.lineno, &own);
  return a.tables.intern(thread, own.data(), own.size());
}

// "<class>(<id>)" of a Java monitor's object. The class comes from the
// object's OBJECT_ALLOC, asked for (the agent may not follow allocations).
std::string java_monitor_name(jobjectID object) {
  Agent& a = agent();
  std::string cls = a.jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, object) == JVMPI_SUCCESS
                        ? a.probe_class_name
                        : std::string("<Unknown>");
  return cls + "(" + hex(reinterpret_cast<uintptr_t>(object)) + ")";
}

}  // namespace

void monitor_contended_enter() { t_wait_start = now_ns(); }

void monitor_contended_entered(const JVMPI_Event& event, bool raw) {
  if (t_wait_start < 0) return;
  int64_t waited = now_ns() - t_wait_start;
  t_wait_start = -1;
  Agent& a = agent();
  loupe_agents::EventGuard guard(a.lock);
  uint32_t trace = current_trace(event.env_id);
  std::string name;
  if (raw) {
    name = std::string("\"") + (event.u.raw_monitor.name != nullptr ? event.u.raw_monitor.name : "") + "\"(" +
           hex(reinterpret_cast<uintptr_t>(event.u.raw_monitor.id)) + ") (Raw)";
  } else {
    name = java_monitor_name(event.u.monitor.object) + " (Java)";
  }
  MonitorCost& cost = a.monitor_costs[{trace, name}];
  cost.count += 1;
  cost.nanos += static_cast<uint64_t>(std::max<int64_t>(waited, 0));
}

void monitor_time_write() {
  Agent& a = agent();
  std::vector<std::pair<std::pair<uint32_t, std::string>, MonitorCost>> rows(a.monitor_costs.begin(),
                                                                           a.monitor_costs.end());
  std::stable_sort(rows.begin(), rows.end(),
                   [](const auto& x, const auto& y) { return x.second.nanos > y.second.nanos; });
  uint64_t total = 0;
  for (const auto& r : rows) total += r.second.nanos;
  size_t shown = 0;
  for (; shown < rows.size(); ++shown) {
    double share = total == 0 ? 0.0 : static_cast<double>(rows[shown].second.nanos) / total;
    if (share < a.options.cutoff) break;
  }
  TextWriter& w = *a.writer;
  for (size_t i = 0; i < shown; ++i) w.trace_record(rows[i].first.first);
  w.line("MONITOR TIME BEGIN (total = " + std::to_string(total / 1000000) + " ms) " + ctime_now(), false);
  if (total > 0) w.line("rank   self  accum   count trace monitor");
  double accum = 0;
  for (size_t i = 0; i < shown && total > 0; ++i) {
    double self = 100.0 * static_cast<double>(rows[i].second.nanos) / total;
    accum += self;
    char row[96];
    std::snprintf(row, sizeof row, "%4zu %5.2f%% %5.2f%% %7" PRIu64 " %5u ", i + 1, self, accum,
                  rows[i].second.count, rows[i].first.first);
    w.line(row + rows[i].first.second);
  }
  w.line("MONITOR TIME END");
  a.monitor_costs.clear();  // HPROF clears contention times after a dump
}

void monitor_dump_write() {
  agent().jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, nullptr);
}

void monitor_dump_event(const JVMPI_Event& event) {
  Agent& a = agent();
  const auto& d = event.u.monitor_dump;
  std::vector<std::string> lines;
  for (jint i = 0; i < d.num_traces; ++i) {
    const JVMPI_CallTrace& t = d.traces[i];
    uint32_t serial = 0;
    uint32_t trace = dump_thread_trace(t, &serial);
    a.writer->trace_record(trace);
    jint status = d.threads_status != nullptr ? d.threads_status[i] : JVMPI_THREAD_RUNNABLE;
    std::string st;
    if ((status & JVMPI_THREAD_SUSPENDED) != 0) st += "S|";
    if ((status & JVMPI_THREAD_INTERRUPTED) != 0) st += "intr|";
    switch (status & ~(JVMPI_THREAD_SUSPENDED | JVMPI_THREAD_INTERRUPTED)) {
      case JVMPI_THREAD_MONITOR_WAIT: st += "MW"; break;
      case JVMPI_THREAD_CONDVAR_WAIT: st += "CW"; break;
      default: st += "R";
    }
    lines.push_back("    THREAD " + std::to_string(serial) + ", trace " + std::to_string(trace) + ", status: " + st);
  }
  // A record cut short by the buffer's end is shown as far as it goes and
  // ends the dump.
  Reader r(d.begin, d.end);
  auto threads = [&](const char* label) {
    uint32_t n = static_cast<uint32_t>(r.number(4));
    std::string text;
    for (uint32_t i = 0; i < n && r.ok() && !r.done(); ++i) {
      uintptr_t env = r.pointer();
      text += (i == 0 ? "\n\t" + std::string(label) + ": thread " : ", thread ") +
              std::to_string(env != 0 ? a.tables.thread_serial(reinterpret_cast<JNIEnv*>(env)) : 0);
    }
    return text;
  };
  while (!r.done() && r.ok()) {
    int kind = static_cast<int>(r.number(1));
    std::string line;
    if (kind == JVMPI_MONITOR_JAVA) {
      line = "    MONITOR " + java_monitor_name(reinterpret_cast<jobjectID>(r.pointer()));
    } else if (kind == JVMPI_MONITOR_RAW) {
      const char* name = reinterpret_cast<const char*>(r.pointer());
      uintptr_t id = r.pointer();
      line = std::string("    RAW MONITOR \"") + (name != nullptr ? name : "") + "\"(0x" + hex(id) + ")";
    } else {
      lines.push_back("    (a record of unknown kind " + std::to_string(kind) + " ends the dump)");
      break;
    }
    uintptr_t owner = r.pointer();
    uint32_t entries = static_cast<uint32_t>(r.number(4));
    if (owner != 0) {
      line += "\n\towner: thread " + std::to_string(a.tables.thread_serial(reinterpret_cast<JNIEnv*>(owner))) +
              ", entry count: " + std::to_string(entries);
    } else {
      line += " unowned";
    }
    line += threads("waiting to enter");
    line += threads("waiting to be notified");
    lines.push_back(line);
  }
  a.writer->line("MONITOR DUMP BEGIN");
  for (const std::string& l : lines) a.writer->line(l);
  a.writer->line("MONITOR DUMP END");
}

}  // namespace hprof
