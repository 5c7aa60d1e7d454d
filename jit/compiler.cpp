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

#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "gc/object_model.h"
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
  o.direct_entry = distance(method, &method->jit_direct_entry);
  const Class* holder = method->holder;
  o.vtable_base = distance(static_cast<const gc::TypeLayout*>(holder), &holder->vtable_base);
  return o;
}

std::mutex g_lock;
std::vector<std::unique_ptr<Compiled>> g_compiled;

std::string name_of(const Method* m) { return m->holder->external_name() + "." + m->name->str(); }

void say(const std::string& text) {
  std::fprintf(stderr, "[jit] %s\n", text.c_str());
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
  if (method->jit_tried.exchange(true)) return method->jit_entries.load(std::memory_order_acquire) != nullptr;
  // Generous: the longest template and its exit stub per byte of code.
  size_t capacity = 4096 + method->bytecode.size() * 128;
  auto compiled = std::make_unique<Compiled>();
  uint32_t templated = 0;
  try {
    auto translator = std::make_unique<Translator>(method, offsets_for(self, method), capacity);
    if (!translator->translate(compiled.get(), &templated)) {
      if (g_settings.verbose) say("not compiled " + name_of(method) + ": no instruction it could run");
      return false;
    }
    compiled->code = std::move(translator);
  } catch (const std::exception& e) {
    if (g_settings.verbose) say("not compiled " + name_of(method) + ": " + e.what());
    return false;
  }
  if (g_settings.verbose) {
    char line[160];
    std::snprintf(line, sizeof line, " (%zu bytes of bytecode, %u instructions compiled, %zu bytes of code)",
                  method->bytecode.size(), templated, compiled->code->getSize());
    say("compiled " + name_of(method) + line);
  }
  CompiledMethodInfo info{method, compiled->code->getCode(), compiled->code->getSize(),
                          std::move(compiled->instruction_offsets)};
  {
    std::lock_guard<std::mutex> guard(g_lock);
    method->jit_code.store(const_cast<uint8_t*>(compiled->code->getCode()), std::memory_order_release);
    method->jit_entries.store(compiled->entries.data(), std::memory_order_release);
    method->jit_direct_entry.store(compiled->direct_entry, std::memory_order_release);
    g_compiled.push_back(std::move(compiled));
  }
  announce_load(info);
  return true;
}

void forget(Method* method) {
  void* code = nullptr;
  {
    std::lock_guard<std::mutex> guard(g_lock);
    code = method->jit_code.load(std::memory_order_relaxed);
    if (code == nullptr) return;  // forgotten by another thread meanwhile
    method->jit_direct_entry.store(nullptr, std::memory_order_release);
    method->jit_entries.store(nullptr, std::memory_order_release);
    method->jit_code.store(nullptr, std::memory_order_release);
    method->jit_counter.store(0, std::memory_order_relaxed);
    method->jit_tried.store(false, std::memory_order_release);
  }
  if (g_settings.verbose) say("forgot " + name_of(method) + ": an instruction was resolved since it was compiled");
  announce_unload(method, code);
}

Code count_towards_compiling(Method* method) {
  if (method->jit_counter.fetch_add(1, std::memory_order_relaxed) + 1 < g_settings.threshold) return nullptr;
  return compile(method) ? reinterpret_cast<Code>(method->jit_code.load(std::memory_order_acquire)) : nullptr;
}

}  // namespace loupe::jit
