// The baseline compiler (jit.h, docs/jit.md): one pass over a method's
// code, one template per instruction, assembled with xbyak. This file
// decides when a method is compiled, publishes its code and forgets it;
// the Translator (translator.h) makes the code: its pass, entries and
// exits in translator.cpp, pending operands in pending_operands.cpp, the
// instructions' templates in templates.cpp.
//
// Compiled code keeps the interpreter's frame as it is: the operand-stack
// pointer lives in r12 and the locals in r13, both pointing into the same
// Java stack the interpreter uses, so that leaving for the interpreter is
// only "here is pc, here is sp". rbx holds the thread (for the safepoint
// poll word) and r14 the frame. All are callee-saved, so that later
// templates can call helpers without saving them.
//
// An instruction without a template becomes an exit: compiled code returns
// its pc and sp, and the interpreter runs it. A template whose fast path
// does not apply (a null reference, an index out of bounds) exits the same
// way to the instruction, which the interpreter then runs and throws from.
// A backward branch first tests the poll word and exits to the branch
// target when a safepoint or a suspension is asked for: the interpreter
// then polls. So compiled code never stops for a collection.
#include <xbyak/xbyak.h>

#include <atomic>
#include <cstdio>
#include <ctime>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

#include "gc/object_model.h"
#include "interp/block_sampling.h"
#include "jit/announce.h"
#include "jit/jit.h"
#include "jit/translator.h"
#include "vm/runtime/globals.h"

namespace loupe::jit {

using namespace vm;

namespace {

Settings g_settings;

int32_t distance(const void* from, const void* to) {
  return static_cast<int32_t>(reinterpret_cast<const char*>(to) - reinterpret_cast<const char*>(from));
}

Offsets offsets_for(const Thread* self, const Method* method) {
  Offsets o{};
  o.poll_word = distance(self, &self->poll_word);
  o.top_frame = distance(self, &self->top_frame);
  o.pending_exception = distance(self, &self->pending_exception);
  o.call_floor = distance(self, &self->compiled_call_floor);
  o.stack_limit = distance(self, self->stack_limit_address());
  o.tlab_top = distance(self, &self->mutator.tlab_top);
  o.tlab_end = distance(self, &self->mutator.tlab_end);
  o.bytecode_countdown = distance(self, &self->profiler.bytecode_countdown);
  o.thread_id = distance(self, self->id_address());
  o.direct_entry = distance(method, &method->jit.direct_entry);
  const Class* holder = method->holder;
  o.vtable_base = distance(static_cast<const gc::TypeLayout*>(holder), &holder->vtable_base);
  o.component = distance(static_cast<const gc::TypeLayout*>(holder), &holder->component);
  return o;
}

std::mutex g_lock;
std::vector<std::unique_ptr<Compiled>> g_compiled;
// Counts forget_all()s (under g_lock): code translated before one is of the
// old kind and is not published.
uint64_t g_epoch = 0;

// A forgotten method has been hot: it is compiled again soon (after a few
// more calls or back-edges, so that several instructions quickened at once
// make one recompilation).
uint32_t recount_from() { return g_settings.threshold > 64 ? g_settings.threshold - 64 : 0; }

std::string name_of(const Method* m) { return m->holder->external_name() + "." + m->name->str(); }

void say(const std::string& text) {
  std::fprintf(stderr, "[jit] %s\n", text.c_str());
}

// -Xjit:stats (jit.h). Atomics, not g_lock: several threads may compile
// at once, and the counts need no consistency with each other beyond the
// one line at exit.
struct Statistics {
  std::atomic<uint64_t> methods{0};
  std::atomic<uint64_t> bytecode_bytes{0};
  std::atomic<uint64_t> nanoseconds{0};
  std::atomic<uint64_t> not_compiled{0};
  std::atomic<uint64_t> forgotten{0};
  std::atomic<bool> printed{false};
};
Statistics g_stats;

// The compiling thread's CPU time, not the wall clock: a method compiles
// in the thread that crossed the threshold, and on a loaded machine (or
// with more runnable threads than cores) the wall clock would also count
// the time that thread waited for a core. Only read under -Xjit:stats.
uint64_t thread_cpu_nanoseconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<uint64_t>(t.tv_sec) * 1000000000u + static_cast<uint64_t>(t.tv_nsec);
}

}  // namespace

void configure(const Settings& settings) { g_settings = settings; }
const Settings& settings() { return g_settings; }

bool compile(Method* method) {
  Thread* self = Thread::current();
  if (method->bytecode.empty() || method->interp_code == nullptr || self == nullptr ||
      !method->prepared.load(std::memory_order_acquire)) {
    return false;
  }
  // One thread compiles; the others go on interpreting meanwhile.
  if (method->jit.tried.exchange(true)) return method->jit.entries.load(std::memory_order_acquire) != nullptr;
  // Generous: the longest template and its exit stub per byte of code.
  size_t capacity = 4096 + method->bytecode.size() * 128;
  auto compiled = std::make_unique<Compiled>();
  compiled->method = method;
  // Code charges bytecodes if a profiler counts them now (block_sampling.h);
  // if that changes before the code is published, it is not.
  uint64_t epoch;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    epoch = g_epoch;
  }
  const bool counting = interp::charging_bytecodes();
  uint32_t templated = 0, inlined = 0;
  // Timed: the Translator's construction (its code buffer) and the pass.
  // Publishing, announcing and -Xjit:print's listing are not compiling.
  const uint64_t started = g_settings.stats ? thread_cpu_nanoseconds() : 0;
  try {
    auto translator = std::make_unique<Translator>(method, offsets_for(self, method), capacity, counting);
    if (!translator->translate(compiled.get(), &templated)) {
      if (g_settings.stats) g_stats.not_compiled.fetch_add(1, std::memory_order_relaxed);
      if (g_settings.verbose) say("not compiled " + name_of(method) + ": no instruction it could run");
      return false;
    }
    inlined = translator->inlined_calls();
    compiled->code = std::move(translator);
  } catch (const std::exception& e) {
    if (g_settings.stats) g_stats.not_compiled.fetch_add(1, std::memory_order_relaxed);
    if (g_settings.verbose) say("not compiled " + name_of(method) + ": " + e.what());
    return false;
  }
  const uint64_t elapsed = g_settings.stats ? thread_cpu_nanoseconds() - started : 0;
  const size_t code_size = compiled->code->getSize();
  CompiledMethodInfo info{method, compiled->code->getCode(), code_size, std::move(compiled->instruction_offsets)};
  {
    std::lock_guard<std::mutex> guard(g_lock);
    if (epoch != g_epoch) {  // translated for the other kind of code: dropped, not counted
      method->jit.tried.store(false, std::memory_order_release);
      return false;
    }
    method->jit.code.store(const_cast<uint8_t*>(compiled->code->getCode()), std::memory_order_release);
    method->jit.entries.store(compiled->entries.data(), std::memory_order_release);
    method->jit.direct_entry.store(compiled->direct_entry, std::memory_order_release);
    g_compiled.push_back(std::move(compiled));
  }
  if (g_settings.stats) {
    g_stats.nanoseconds.fetch_add(elapsed, std::memory_order_relaxed);
    g_stats.bytecode_bytes.fetch_add(method->bytecode.size(), std::memory_order_relaxed);
    g_stats.methods.fetch_add(1, std::memory_order_relaxed);
  }
  if (g_settings.verbose) {
    char line[160];
    std::snprintf(line, sizeof line, " (%zu bytes of bytecode, %u instructions compiled, %zu bytes of code%s)",
                  method->bytecode.size(), templated, code_size,
                  inlined == 0 ? "" : (", " + std::to_string(inlined) + " calls inlined").c_str());
    say("compiled " + name_of(method) + line);
  }
  announce_load(info);
  return true;
}

void forget(Method* method) {
  void* code = nullptr;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    code = method->jit.code.load(std::memory_order_relaxed);
    if (code == nullptr) return;  // forgotten by another thread meanwhile
    method->jit.direct_entry.store(nullptr, std::memory_order_release);
    method->jit.entries.store(nullptr, std::memory_order_release);
    method->jit.code.store(nullptr, std::memory_order_release);
    method->jit.counter.store(recount_from(), std::memory_order_relaxed);
    method->jit.tried.store(false, std::memory_order_release);
  }
  if (g_settings.stats) g_stats.forgotten.fetch_add(1, std::memory_order_relaxed);
  if (g_settings.verbose) say("forgot " + name_of(method) + ": an instruction was resolved since it was compiled");
  announce_unload(method, code);
}

void forget_all() {
  std::vector<std::pair<Method*, void*>> dropped;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    ++g_epoch;
    for (const std::unique_ptr<Compiled>& c : g_compiled) {
      Method* method = c->method;
      void* code = method->jit.code.load(std::memory_order_relaxed);
      if (code != c->code->getCode()) continue;  // forgotten already
      method->jit.direct_entry.store(nullptr, std::memory_order_release);
      method->jit.entries.store(nullptr, std::memory_order_release);
      method->jit.code.store(nullptr, std::memory_order_release);
      method->jit.counter.store(recount_from(), std::memory_order_relaxed);
      method->jit.tried.store(false, std::memory_order_release);
      dropped.push_back({method, code});
    }
  }
  for (auto [method, code] : dropped) {
    if (g_settings.stats) g_stats.forgotten.fetch_add(1, std::memory_order_relaxed);
    if (g_settings.verbose) say("forgot " + name_of(method) + ": bytecode charging was turned on or off");
    announce_unload(method, code);
  }
}

// Class unloading (jit.h). Everything the JIT keeps that names a class or
// method is in g_compiled: each Compiled entry names its method (and owns
// its code, entry table and interface caches), and those caches name
// receiver classes and targets. Constants a template embeds come from its
// own method's constant pool, whose classes its loader keeps alive: code
// of a surviving method never names a dying class except in its caches.
void forget_unloaded_classes(std::span<Class* const> classes) {
  DyingClasses dying;
  for (Class* cls : classes) {
    dying.layouts.insert(static_cast<const gc::TypeLayout*>(cls));
    for (const Method& m : cls->methods) dying.methods.insert(&m);
  }
  std::vector<std::unique_ptr<Compiled>> freed;      // every code of a dying method, forgotten too
  std::vector<std::pair<Method*, void*>> published;  // of those, the code still entered
  size_t caches = 0;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    std::vector<std::unique_ptr<Compiled>> kept;
    kept.reserve(g_compiled.size());
    for (std::unique_ptr<Compiled>& c : g_compiled) {
      if (!dying.methods.contains(c->method)) {
        caches += c->code->forget_dying_interface_targets(dying);
        kept.push_back(std::move(c));
        continue;
      }
      Method* method = c->method;
      void* code = method->jit.code.load(std::memory_order_relaxed);
      if (code == c->code->getCode()) {
        published.push_back({method, code});
        // Back to never compiled: the Method is freed next, but nothing of
        // it may point into code freed before it.
        method->jit.direct_entry.store(nullptr, std::memory_order_release);
        method->jit.entries.store(nullptr, std::memory_order_release);
        method->jit.code.store(nullptr, std::memory_order_release);
        method->jit.counter.store(0, std::memory_order_relaxed);
        method->jit.tried.store(false, std::memory_order_release);
      }
      freed.push_back(std::move(c));
    }
    g_compiled.swap(kept);
  }
  if (g_settings.verbose && (!freed.empty() || caches != 0)) {
    say("class unloading: freed " + std::to_string(freed.size()) + " compiled codes of " +
        std::to_string(published.size()) + " methods; emptied " + std::to_string(caches) +
        " interface inline caches in surviving code");
  }
  // Announced before the memory goes: an agent may still look at the
  // address it was given with the load.
  for (auto [method, code] : published) {
    if (g_settings.verbose) say("unloaded " + name_of(method) + ": its class loader was collected");
    announce_unload(method, code);
  }
  freed.clear();  // unmaps each code buffer (the Translator owns it)
}

size_t inline_caches_naming(const Class* cls) {
  const void* layout = static_cast<const gc::TypeLayout*>(cls);
  std::lock_guard<std::mutex> guard(g_lock);
  size_t holding = 0;
  for (const std::unique_ptr<Compiled>& c : g_compiled) {
    holding += c->code->interface_caches_holding(layout);
  }
  return holding;
}

void print_statistics(FILE* out) {
  if (!g_settings.stats || g_stats.printed.exchange(true)) return;
  const uint64_t methods = g_stats.methods.load(std::memory_order_relaxed);
  const uint64_t bytes = g_stats.bytecode_bytes.load(std::memory_order_relaxed);
  const double ms = static_cast<double>(g_stats.nanoseconds.load(std::memory_order_relaxed)) / 1e6;
  // Under -Xint nothing is compiled: the line still comes (one line
  // whenever it is asked for, for tools that read it), with a rate of 0.
  const double rate = ms > 0 ? static_cast<double>(bytes) / ms : 0.0;
  std::fprintf(out,
               "[jit] compiled %llu methods (%llu bytes of bytecode) in %.2f ms: %.0f bytecode bytes/ms; "
               "%llu not compiled, %llu forgotten\n",
               static_cast<unsigned long long>(methods), static_cast<unsigned long long>(bytes), ms, rate,
               static_cast<unsigned long long>(g_stats.not_compiled.load(std::memory_order_relaxed)),
               static_cast<unsigned long long>(g_stats.forgotten.load(std::memory_order_relaxed)));
  std::fflush(out);
}

Code count_towards_compiling(Method* method) {
  if (method->jit.counter.fetch_add(1, std::memory_order_relaxed) + 1 < g_settings.threshold) return nullptr;
  return compile(method) ? reinterpret_cast<Code>(method->jit.code.load(std::memory_order_acquire)) : nullptr;
}

}  // namespace loupe::jit
