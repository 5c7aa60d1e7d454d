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

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "gc/object_model.h"
#include "interp/block_sampling.h"
#include "jit/announce.h"
#include "jit/code_cache.h"
#include "jit/jit.h"
#include "jit/translator.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/threads.h"

namespace loupe::jit {

using namespace vm;

namespace {

Settings g_settings;

int32_t distance(const void* from, const void* to) {
  return static_cast<int32_t>(reinterpret_cast<const char*>(to) - reinterpret_cast<const char*>(from));
}


// A forgotten method has been hot: it is compiled again soon (after a few
// more calls or back-edges, so that several instructions quickened at once
// make one recompilation).
uint32_t recount_from() { return g_settings.threshold > 64 ? g_settings.threshold - 64 : 0; }

std::mutex g_lock;
// Every code the JIT keeps: published, and retired (forgotten, maybe
// still running) until free_unused_code finds no activation in it.
std::vector<std::unique_ptr<Compiled>> g_compiled;

// ---- the code cache (code_cache.h) ----
// Reserved at the first compilation, from -Xjit:codecache. Never
// unmapped: daemon threads may still run compiled code while the process
// exits, and the static destructors give blocks back after it would be gone.
CodeCache* code_cache() {
  static CodeCache* const cache = std::make_unique<CodeCache>(g_settings.code_cache_bytes).release();
  return cache;
}
// Set once the cache has no room for a method's code: nothing compiles
// any more (HotSpot's "CodeCache is full. Compiler has been disabled.").
std::atomic<bool> g_cache_full{false};
// For -Xjit:stats: code freed after being forgotten or unloaded.
std::atomic<uint64_t> g_freed_bytes{0}, g_freed_codes{0};

// The scratch buffer a method is assembled into, one per compiling
// thread and reused: no mapping and no fresh pages per compilation.
uint8_t* scratch_buffer(size_t capacity) {
  thread_local std::unique_ptr<uint8_t[]> buffer;
  thread_local size_t size = 0;
  if (size < capacity) {
    buffer = std::make_unique_for_overwrite<uint8_t[]>(capacity);
    size = capacity;
  }
  return buffer.get();
}

// Retires a published code (under g_lock): its method no longer enters it.
void retire(Compiled& c) {
  Method* method = c.method;
  method->jit.direct_entry.store(nullptr, std::memory_order_release);
  method->jit.entries.store(nullptr, std::memory_order_release);
  method->jit.code.store(nullptr, std::memory_order_release);
  method->jit.counter.store(recount_from(), std::memory_order_relaxed);
  method->jit.tried.store(false, std::memory_order_release);
  c.retired = true;
}

// Of g_compiled, the code each method enters now (under g_lock).
std::unordered_map<const Method*, Compiled*> g_published;
// Counts forget_all()s (under g_lock): code translated before one is of the
// old kind and is not published.
uint64_t g_epoch = 0;


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

// The names beside the offsets above, for -Xjit:print: one table, read
// from the same Offsets the templates are given.
std::vector<NamedOffset> thread_field_names(const Offsets& o) {
  return {{o.poll_word, "Thread::poll_word"},
          {o.top_frame, "Thread::top_frame"},
          {o.pending_exception, "Thread::pending_exception"},
          {o.call_floor, "Thread::compiled_call_floor"},
          {o.stack_limit, "Thread::stack_limit"},
          {o.tlab_top, "Thread::mutator.tlab_top"},
          {o.tlab_end, "Thread::mutator.tlab_end"},
          {o.bytecode_countdown, "Thread::profiler.bytecode_countdown"},
          {o.thread_id, "Thread::id"}};
}

std::vector<NamedOffset> frame_field_names() {
  return {{kFramePc, "Frame::pc"},
          {kFrameSp, "Frame::sp"},
          {kFrameLocals, "Frame::locals"},
          {kFrameCaller, "Frame::caller"},
          {kFrameFlags, "Frame::flags"},
          {static_cast<int32_t>(offsetof(interp::Frame, method)), "Frame::method"},
          {static_cast<int32_t>(offsetof(interp::Frame, lock)), "Frame::lock"}};
}

void configure(const Settings& settings) {
  g_settings = settings;
  // Reserved with the VM, as HotSpot reserves its code cache, not in the
  // first compilation's time.
  // The starting thread's scratch buffer too, its pages touched: the
  // class library's first methods compile in this thread.
  if (g_settings.enabled) {
    code_cache();
    constexpr size_t kScratchStart = 256 * 1024;
    std::memset(scratch_buffer(kScratchStart), 0, kScratchStart);
  }
}
const Settings& settings() { return g_settings; }

bool compile(Method* method) {
  Thread* self = Thread::current();
  if (method->bytecode.empty() || method->interp_code == nullptr || self == nullptr ||
      !method->prepared.load(std::memory_order_acquire) || g_cache_full.load(std::memory_order_relaxed)) {
    return false;
  }
  if (method->trace_bytecodes) [[unlikely]] {
    // -Xtrace:bytecodes prints what the interpreter runs: the method stays there.
    if (!method->jit.tried.exchange(true) && g_settings.verbose) {
      say("not compiled " + name_of(method) + ": traced (-Xtrace:bytecodes)");
    }
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
  // Timed: the translation into the scratch buffer and the copy into the
  // code cache. Publishing, announcing and -Xjit:print's listing are not
  // compiling.
  const uint64_t started = g_settings.stats ? thread_cpu_nanoseconds() : 0;
  uint8_t* scratch = scratch_buffer(capacity);
  std::vector<CodeNote> notes;  // -Xjit:print's, for a listed method only
  std::vector<NamedConstant> constants;
  try {
    auto translator =
        std::make_unique<Translator>(method, offsets_for(self, method), scratch, capacity, counting, compiled.get());
    if (listing_wanted(method)) [[unlikely]] translator->take_notes(&notes, &constants);
    if (!translator->translate(compiled.get(), &templated)) {
      if (g_settings.stats) g_stats.not_compiled.fetch_add(1, std::memory_order_relaxed);
      if (g_settings.verbose) say("not compiled " + name_of(method) + ": no instruction it could run");
      return false;
    }
    inlined = translator->inlined_calls();
    const size_t size = translator->getSize();
    const uint8_t* code = code_cache()->install(scratch, size);
    if (code == nullptr) {
      // Full: nothing compiles from now on; what is compiled keeps running,
      // everything else is interpreted. One line, whether -verbose:jit or not.
      if (!g_cache_full.exchange(true)) {
        std::fprintf(stderr, "[jit] warning: the code cache (%zu KiB, -Xjit:codecache) is full: compiler disabled\n",
                     code_cache()->capacity() / 1024);
      }
      if (g_settings.stats) g_stats.not_compiled.fetch_add(1, std::memory_order_relaxed);
      return false;
    }
    compiled->block = CodeBlock(code_cache(), code, size);
    // The addresses translate() recorded are in the scratch buffer.
    auto moved = [&](const void* p) { return p == nullptr ? nullptr : code + (static_cast<const uint8_t*>(p) - scratch); };
    for (const void*& entry : compiled->entries) entry = moved(entry);
    compiled->direct_entry = moved(compiled->direct_entry);
  } catch (const std::exception& e) {
    if (g_settings.stats) g_stats.not_compiled.fetch_add(1, std::memory_order_relaxed);
    if (g_settings.verbose) say("not compiled " + name_of(method) + ": " + e.what());
    return false;
  }
  const uint64_t elapsed = g_settings.stats ? thread_cpu_nanoseconds() - started : 0;
  const size_t code_size = compiled->block.size();
  CompiledMethodInfo info{method, compiled->block.start(), code_size, std::move(compiled->instruction_offsets),
                          std::move(notes), std::move(constants)};
  {
    std::lock_guard<std::mutex> guard(g_lock);
    if (epoch != g_epoch) {  // translated for the other kind of code: dropped, not counted
      method->jit.tried.store(false, std::memory_order_release);
      return false;  // (the block goes back with `compiled`: never entered)
    }
    method->jit.code.store(const_cast<uint8_t*>(compiled->block.start()), std::memory_order_release);
    method->jit.entries.store(compiled->entries.data(), std::memory_order_release);
    method->jit.direct_entry.store(compiled->direct_entry, std::memory_order_release);
    g_published[method] = compiled.get();
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
    auto it = g_published.find(method);
    if (it == g_published.end()) return;  // forgotten by another thread meanwhile
    code = const_cast<uint8_t*>(it->second->block.start());
    retire(*it->second);
    g_published.erase(it);
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
    for (auto [method, c] : g_published) {
      retire(*c);
      dropped.push_back({c->method, const_cast<uint8_t*>(c->block.start())});
    }
    g_published.clear();
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
        caches += Translator::forget_dying_interface_targets(c->interface_caches, dying);
        kept.push_back(std::move(c));
        continue;
      }
      Method* method = c->method;
      if (!c->retired) {
        published.push_back({method, const_cast<uint8_t*>(c->block.start())});
        g_published.erase(method);
        // Back to never compiled: the Method is freed next, but nothing of
        // it may point into code freed before it.
        retire(*c);
        method->jit.counter.store(0, std::memory_order_relaxed);
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
  for (const std::unique_ptr<Compiled>& c : freed) {
    g_freed_bytes.fetch_add(BlockAllocator::rounded(c->block.size()), std::memory_order_relaxed);
    g_freed_codes.fetch_add(1, std::memory_order_relaxed);
  }
  freed.clear();  // each block back to the code cache, with its interface caches
}

size_t inline_caches_naming(const Class* cls) {
  const void* layout = static_cast<const gc::TypeLayout*>(cls);
  std::lock_guard<std::mutex> guard(g_lock);
  size_t holding = 0;
  for (const std::unique_ptr<Compiled>& c : g_compiled) {
    holding += Translator::interface_caches_holding(c->interface_caches, layout);
  }
  return holding;
}

// Freeing forgotten code (jit.h, docs/jit-code.md "Freeing forgotten code").
namespace {

// Every word of [from, to) that points into a retired code marks it in
// use. `retired` is sorted by start; blocks never overlap. The scan reads
// a stack word by word, whatever lies there (padding, a sanitizer's red
// zones between locals): a conservative scan, which AddressSanitizer is
// told not to check.
[[gnu::noinline, gnu::no_sanitize_address]] void mark_in_use(const void* from, const void* to,
                                   const std::vector<Compiled*>& retired, std::vector<bool>* in_use) {
  auto word = reinterpret_cast<const uintptr_t*>(reinterpret_cast<uintptr_t>(from) & ~uintptr_t{7});
  auto end = static_cast<const uintptr_t*>(to);
  const CodeCache* cache = code_cache();
  for (; word < end; ++word) {
    const uintptr_t value = *word;
    if (!cache->contains(value)) continue;  // most words: one compare
    auto after = std::upper_bound(retired.begin(), retired.end(), value, [](uintptr_t v, const Compiled* c) {
      return v < reinterpret_cast<uintptr_t>(c->block.start());
    });
    if (after == retired.begin()) continue;
    const size_t i = static_cast<size_t>(after - retired.begin()) - 1;
    if (retired[i]->block.contains(value)) (*in_use)[i] = true;
  }
}

}  // namespace

size_t free_unused_code() {
  Thread* self = Thread::current();
  if (self == nullptr) return 0;  // not a VM thread: its own stack is not one the scan knows
  std::vector<std::unique_ptr<Compiled>> freed;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    std::vector<Compiled*> retired;
    for (const std::unique_ptr<Compiled>& c : g_compiled) {
      if (c->retired) retired.push_back(c.get());
    }
    if (retired.empty()) return 0;
    std::sort(retired.begin(), retired.end(),
              [](const Compiled* a, const Compiled* b) { return a->block.start() < b->block.start(); });
    std::vector<bool> in_use(retired.size(), false);
    bool every_stack_known = true;
    const void* here = __builtin_frame_address(0);
    vm::threads::for_each([&](Thread& t) {
      const char* high = t.native_stack_high();
      // Never safe since it started: it has run no Java code yet.
      const void* low = &t == self ? here : t.stack_pointer_when_safe;
      if (low == nullptr && &t != self) return;
      if (high == nullptr || low > static_cast<const void*>(high)) {
        every_stack_known = false;
        return;
      }
      mark_in_use(low, high, retired, &in_use);
    });
    if (!every_stack_known) return 0;  // kept until a later safepoint can tell
    std::unordered_set<const Compiled*> unused;
    for (size_t i = 0; i < retired.size(); ++i) {
      if (!in_use[i]) unused.insert(retired[i]);
    }
    std::vector<std::unique_ptr<Compiled>> kept;
    kept.reserve(g_compiled.size());
    for (std::unique_ptr<Compiled>& c : g_compiled) {
      (unused.contains(c.get()) ? freed : kept).push_back(std::move(c));
    }
    g_compiled.swap(kept);
  }
  for (const std::unique_ptr<Compiled>& c : freed) {
    g_freed_bytes.fetch_add(BlockAllocator::rounded(c->block.size()), std::memory_order_relaxed);
    g_freed_codes.fetch_add(1, std::memory_order_relaxed);
  }
  if (g_settings.verbose && !freed.empty()) {
    say("freed " + std::to_string(freed.size()) + " forgotten codes no activation runs in");
  }
  return freed.size();  // each block back to the cache as `freed` goes
}

CodeMemory code_memory() {
  CodeMemory m;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    for (const std::unique_ptr<Compiled>& c : g_compiled) {
      (c->retired ? m.retired_codes : m.published_codes) += 1;
    }
  }
  m.bytes_in_use = code_cache()->bytes_in_use();
  m.capacity = code_cache()->capacity();
  m.freed_bytes = g_freed_bytes.load(std::memory_order_relaxed);
  m.freed_codes = g_freed_codes.load(std::memory_order_relaxed);
  return m;
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
  // Code cache: the second line. Not under -Xint, where there is no cache.
  if (g_settings.enabled) {
    const CodeMemory m = code_memory();
    std::fprintf(out,
                 "[jit] code cache: %zu KiB in use of %zu KiB (%zu codes, %zu retired); %llu KiB freed (%llu codes)\n",
                 m.bytes_in_use / 1024, m.capacity / 1024, m.published_codes + m.retired_codes, m.retired_codes,
                 static_cast<unsigned long long>(m.freed_bytes / 1024),
                 static_cast<unsigned long long>(m.freed_codes));
  }
  std::fflush(out);
}

Code count_towards_compiling(Method* method) {
  if (method->jit.counter.fetch_add(1, std::memory_order_relaxed) + 1 < g_settings.threshold) return nullptr;
  return compile(method) ? reinterpret_cast<Code>(method->jit.code.load(std::memory_order_acquire)) : nullptr;
}

}  // namespace loupe::jit
