// -Xtrace: what the interpreter shows a student while it runs
// (docs/tracing.md).
//
//   -Xtrace:bytecodes[=<pattern>]  each instruction of the matching methods
//                                  as it runs: bci, operand-stack depth,
//                                  opcode and resolved operands
//   -Xtrace:stackmaps[=<pattern>]  each matching method's reference maps
//                                  once, when it is prepared: which local
//                                  and stack slots a collector visits at
//                                  each bci
//
// A pattern is -Xjit:print's ("Class.method", '*' for any characters,
// jit/announce.h's matcher); without one every method matches. Both go to
// stderr.
//
// Cost when off: nothing on the dispatch path. The dispatch tables send
// every instruction through the trace entry only while -Xtrace:bytecodes is
// on (interp/dispatch_tables.h), and a method is matched once, when it is
// prepared, into Method::trace_bytecodes; the JIT neither compiles nor
// inlines a traced method, so that all of its instructions pass the entry.
#pragma once

#include <cstdint>
#include <string>

#include "interp/frame.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::interp::tracing {

// Whether -Xtrace:bytecodes was given (read once, when the dispatch tables
// are filled).
bool bytecodes_on();

// Called once per method while it is prepared, after its reference maps
// were built and before it may run: marks it traced if -Xtrace:bytecodes
// names it, prints its maps if -Xtrace:stackmaps does.
void method_prepared(vm::Method& method);

// The trace entry: prints the instruction at pc of a traced frame, about
// to run with the operand stack's top at sp (the frame's own pc and sp may
// be stale). Prints the method first when the thread entered a new frame.
void trace_instruction(vm::Thread* thread, Frame* frame, const uint8_t* pc, const vm::Slot* sp);

// ---- the pieces, for tests ----

// One instruction as the trace shows it: the opcode and its resolved
// operands, from the class-file code ("getfield Point.x:I", "bipush 5",
// "if_icmpge 24", "ldc \"hello\"").
std::string instruction_text(const vm::Method& method, uint32_t bci);

// The -Xtrace:stackmaps print of a prepared method: a heading line, then
// one line per reachable instruction.
std::string stack_map_text(const vm::Method& method);

}  // namespace loupe::interp::tracing
