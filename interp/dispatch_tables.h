// The interpreter's dispatch tables, and how profilers change them.
//
// interp::run jumps through a table of 256 handler addresses (GCC's
// computed goto). Label addresses exist only inside run(), so run() hands
// them over on its first call (install); from then on this module decides
// what each table entry points at:
//
//   g_handlers[op]          the plain handler, or its charging twin while
//                           a profiler counts bytecodes (block_sampling.h)
//   g_dispatch[op]          what DISPATCH jumps through: g_handlers[op], or
//                           the INSTRUCTION_START hook while a profiler
//                           wants every instruction, or else the trace
//                           entry under -Xtrace:bytecodes (tracing.h)
//   g_counting_dispatch[op] the same under -Xstats: the counting entry,
//                           which counts and then jumps to g_handlers[op]
//                           (the hook and the trace entry count too)
//
// Profilers switch by patching the entries in place: threads switch at
// once, and the loop keeps its table pointer in a register with no test per
// instruction for what is off.
#pragma once

#include <atomic>

namespace loupe::interp::dispatch {

extern void* g_handlers[256];
extern void* g_dispatch[256];
extern void* g_counting_dispatch[256];

// Compiled code does not report instructions: while a profiler wants them,
// methods run interpreted. Read by run() before it enters compiled code.
extern std::atomic<bool> g_compiled_code_allowed;

// run()'s label addresses: each opcode's plain handler (the unknown-opcode
// handler where none), the branches' charging twins (null where an opcode
// has none), and the entries every instruction passes while counted,
// hooked or traced.
struct HandlerLabels {
  void* plain[256];
  void* charging[256];
  void* count_bytecode;
  void* instruction_start;
  void* trace_instruction;
};

// Whether run() has installed its labels (after the first call).
bool installed();
// Fills the tables from run()'s labels, as the profilers' settings say.
void install(const HandlerLabels& labels);

}  // namespace loupe::interp::dispatch
