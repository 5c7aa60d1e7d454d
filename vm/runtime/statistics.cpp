#include "vm/runtime/statistics.h"

#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

#include "interp/interp.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/threads.h"

namespace loupe::vm {

namespace {

struct Totals {
  std::mutex lock;
  Thread::Statistics ended;  // threads that have ended
};

Totals& totals() {
  static Totals t;
  return t;
}

void add(Thread::Statistics& into, const Thread::Statistics& from) {
  for (size_t op = 0; op < into.bytecodes.size(); ++op) into.bytecodes[op] += from.bytecodes[op];
  into.calls_from_vm += from.calls_from_vm;
  into.objects_allocated += from.objects_allocated;
  into.bytes_allocated += from.bytes_allocated;
}

}  // namespace

std::string readable_bytes(uint64_t bytes) {
  char text[48];
  const auto value = static_cast<double>(bytes);
  if (bytes < 1024) {
    std::snprintf(text, sizeof text, "%llu byte%s", static_cast<unsigned long long>(bytes), bytes == 1 ? "" : "s");
  } else if (bytes < (uint64_t{1} << 20)) {
    std::snprintf(text, sizeof text, "%.1f KiB", value / 1024.0);
  } else if (bytes < (uint64_t{1} << 30)) {
    std::snprintf(text, sizeof text, "%.1f MiB", value / (1024.0 * 1024.0));
  } else {
    std::snprintf(text, sizeof text, "%.2f GiB", value / (1024.0 * 1024.0 * 1024.0));
  }
  return text;
}

std::string readable_duration(uint64_t nanoseconds) {
  char text[48];
  const auto value = static_cast<double>(nanoseconds);
  if (nanoseconds < 1000) {
    std::snprintf(text, sizeof text, "%llu ns", static_cast<unsigned long long>(nanoseconds));
  } else if (nanoseconds < 1000000) {
    std::snprintf(text, sizeof text, "%.1f us", value / 1e3);
  } else if (nanoseconds < 1000000000) {
    std::snprintf(text, sizeof text, "%.2f ms", value / 1e6);
  } else {
    std::snprintf(text, sizeof text, "%.2f s", value / 1e9);
  }
  return text;
}

void record_thread_statistics(const Thread& thread) {
  Totals& t = totals();
  std::lock_guard<std::mutex> guard(t.lock);
  add(t.ended, thread.statistics);
}

void print_statistics(FILE* out) {
  Thread::Statistics all;
  {
    Totals& t = totals();
    std::lock_guard<std::mutex> guard(t.lock);
    all = t.ended;
  }
  threads::for_each([&](Thread& thread) { add(all, thread.statistics); });

  // Quickened instructions count as the instruction they stand for.
  std::array<uint64_t, 256> by_opcode{};
  uint64_t bytecodes = 0, invocations = 0;
  for (size_t op = 0; op < all.bytecodes.size(); ++op) {
    uint8_t standard = interp::standard_opcode(static_cast<uint8_t>(op));
    by_opcode[standard] += all.bytecodes[op];
    bytecodes += all.bytecodes[op];
    if (is_invoke(standard)) invocations += all.bytecodes[op];
  }
  gc::HeapStats heap = the_vm().heap->stats();
  std::string_view collector = the_vm().heap->collector().name();

  std::fprintf(out, "Loupe statistics (-Xstats):\n");
  std::fprintf(out, "  bytecodes executed   %llu\n", static_cast<unsigned long long>(bytecodes));
  std::fprintf(out, "  method invocations   %llu from bytecode, %llu from the VM\n",
               static_cast<unsigned long long>(invocations), static_cast<unsigned long long>(all.calls_from_vm));
  std::fprintf(out, "  objects allocated    %llu (%s)\n", static_cast<unsigned long long>(all.objects_allocated),
               readable_bytes(all.bytes_allocated).c_str());
  std::fprintf(out, "  collections          %llu by %.*s: %s of pauses in all, %s at most\n",
               static_cast<unsigned long long>(heap.collections), static_cast<int>(collector.size()), collector.data(),
               readable_duration(heap.total_pause_ns).c_str(), readable_duration(heap.max_pause_ns).c_str());
  std::fprintf(out, "  permanent space      %s of %s in use (class objects, never moved)\n",
               readable_bytes(heap.permanent_used_bytes).c_str(), readable_bytes(heap.permanent_capacity_bytes).c_str());
  std::fprintf(out, "  safepoints           %llu (%s to bring the threads to them)\n",
               static_cast<unsigned long long>(threads::safepoint_count()),
               readable_duration(threads::time_to_safepoint_ns()).c_str());
  std::fprintf(out, "  JIT compilations     none (-Xstats runs interpreted: compiled code counts nothing)\n");

  std::vector<std::pair<uint64_t, int>> ranked;
  for (int op = 0; op < 256; ++op) {
    if (by_opcode[op] != 0) ranked.emplace_back(by_opcode[op], op);
  }
  std::sort(ranked.begin(), ranked.end(), [](auto& a, auto& b) { return a.first > b.first || (a.first == b.first && a.second < b.second); });
  std::fprintf(out, "  bytecodes by opcode, top %zu of %zu executed:\n", std::min<size_t>(20, ranked.size()), ranked.size());
  for (size_t i = 0; i < ranked.size() && i < 20; ++i) {
    auto [count, op] = ranked[i];
    std::string name = kBytecodeName[op];
    if (name.ends_with('_')) name.pop_back();  // goto_, new_, return_: C++ keywords in the enum
    std::fprintf(out, "    %2zu. %-16s %14llu  %5.1f%%\n", i + 1, name.c_str(), static_cast<unsigned long long>(count),
                 100.0 * static_cast<double>(count) / static_cast<double>(bytecodes));
  }
}

}  // namespace loupe::vm
