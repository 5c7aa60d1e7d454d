// The baseline JIT's public face (docs/jit.md). A method's code is
// translated, one template per bytecode, into x86-64 that works on the
// interpreter's own frame: locals and operand stack stay where the
// interpreter keeps them, so that the interpreter's reference maps are the
// GC maps of compiled code too. Compiled methods call each other directly
// (each callee builds an interpreter frame); an instruction without a
// template, or whose fast path does not apply, leaves for the interpreter,
// which carries on in the same frame. Every slow path (allocation,
// barriers, a throw) runs with the frame's pc and sp saved, as the
// interpreter's own do, so stack walkers, collectors and JVMPI see only
// frames in states they know.
#pragma once

#include <cstdint>
#include <cstddef>
#include <cstdio>
#include <span>
#include <string>

#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::jit {

// Where compiled code left off: the instruction the interpreter runs next
// and the operand stack's top (returned in rax:rdx).
struct Exit {
  const uint8_t* pc;
  vm::Slot* sp;
};

// Compiled code entered at `entry` (an address from entry_at) with the
// frame's state.
using Code = Exit (*)(vm::Thread* thread, void* frame, vm::Slot* sp, vm::Slot* locals, const void* entry);

struct Settings {
  bool enabled = true;          // -Xint turns the JIT off
  uint32_t threshold = 100;     // calls plus back-edges before a method is compiled (-Xcomp: 1)
  bool verbose = false;         // -verbose:jit
  std::string print_pattern;    // -Xjit:print=<pattern>: list matching methods' code (announce.h)
  bool stats = false;           // -Xjit:stats: time each translation, print the totals at exit
  size_t code_cache_bytes = 64u << 20;  // -Xjit:codecache=<size>: the code cache's region
};

void configure(const Settings& settings);
const Settings& settings();

// Compiles a prepared method (once, until forgotten). False when it is
// not compiled (-verbose:jit says why), or while another thread is
// compiling it.
bool compile(vm::Method* method);

// Counts a call or a back-edge of an interpreted method, compiling it
// when it passes the threshold. Returns the method's code, or null.
Code count_towards_compiling(vm::Method* method);

// The method's code, or null. Inline: the interpreter asks at every call
// and back-edge, and once a method is compiled (or could not be) the
// answer is one or two loads.
inline Code compiled_code(const vm::Method* method) {
  return reinterpret_cast<Code>(method->jit.code.load(std::memory_order_acquire));
}
inline bool still_counting(const vm::Method* method) { return !method->jit.tried.load(std::memory_order_relaxed); }

// The interpreter rewrote an instruction of a compiled method (resolved
// it): the code stops being entered (COMPILED_METHOD_UNLOAD) and the
// method counts towards compiling again, so that its next code has the
// instruction compiled. Activations in the old code finish there.
void forget(vm::Method* method);

// Bytecode charging was turned on or off (block_sampling.h): every
// method's code, of the old kind, stops being entered
// (COMPILED_METHOD_UNLOAD), and methods compile again soon, into code of
// the new kind. Activations in old code leave at their next call.
void forget_all();

// Class unloading: the world is stopped and `classes` (every class of the
// dying loaders, array classes included) are about to be freed with their
// methods. Posts COMPILED_METHOD_UNLOAD for each of their methods that has
// compiled code (through the existing announce path), frees or retires that
// code and forgets every record of it, and clears every inline cache or
// other JIT structure anywhere (also in code of surviving classes) that
// names one of these classes or their methods, so that a new class
// allocated later at a reused address can never match a stale entry.
// Their code is freed (its memory unmapped), forgotten code of theirs too:
// no activation can run in it, since a frame keeps its class alive.
void forget_unloaded_classes(std::span<vm::Class* const> classes);

// At a safepoint, by the thread that stopped the world, every other
// thread kSafe: frees the forgotten (retired) code in which no activation
// can be. A compiled activation that is not running has a return address
// into its code on its thread's C stack, and at a safepoint none is
// running; so each thread's C stack is scanned, conservatively, from where
// it was when the thread became safe (the coordinator: from here) to its
// outer end, and retired code that no word points into is freed. Does
// nothing when some thread's stack is unknown. docs/jit-code.md says why
// this is safe. Returns how many codes it freed.
size_t free_unused_code();

// The code cache's books, for -Xjit:stats and tests.
struct CodeMemory {
  size_t capacity = 0;
  size_t bytes_in_use = 0;       // blocks of published and retired code
  size_t published_codes = 0;    // entered by their methods
  size_t retired_codes = 0;      // forgotten, not freed yet
  uint64_t freed_bytes = 0;      // so far, by free_unused_code and class unloading
  uint64_t freed_codes = 0;
};
CodeMemory code_memory();

// For tests: how many interface inline caches, in all the code kept
// (forgotten code included), hold `cls` as their receiver class.
size_t inline_caches_naming(const vm::Class* cls);

// -Xjit:stats: the totals, printed once however often it is called (the
// VM's exit paths all reach it), and only when asked for:
//   [jit] compiled <n> methods (<b> bytes of bytecode) in <t> ms: <r> bytecode bytes/ms; <f> not compiled, <g> forgotten
//   [jit] code cache: <u> KiB in use of <c> KiB (<k> codes, <q> retired); <m> KiB freed (<j> codes)
// (the second line not under -Xint).
// <n> counts compilations (a method compiled again after being forgotten
// counts again), <b> their bytecode, <t> the compiling threads' CPU time
// spent translating them (failed attempts not included), <r> = <b> / <t>
// rounded (0 when nothing was compiled), <f> the attempts that failed,
// <g> the calls of forget() that dropped code.
void print_statistics(FILE* out);

// -Xjit:print=<pattern>, at the VM's exit (halt_vm): when no listing was
// printed, one line on `out` saying why, so that silence is never the
// answer: "-Xjit:print: nothing compiled: -Xint runs everything in the
// interpreter", or that the pattern matched none of the <n> methods
// compiled, or that no method reached the threshold. Nothing otherwise.
void explain_empty_listing(FILE* out);

// The address at which compiled code starts the instruction at bci, or null
// when the method is not compiled.
inline const void* entry_at(const vm::Method* method, uint32_t bci) {
  const void* const* entries = method->jit.entries.load(std::memory_order_acquire);
  return entries != nullptr ? entries[bci] : nullptr;
}

}  // namespace loupe::jit
