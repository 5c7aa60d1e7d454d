// What the compiler tells the world about code it makes or throws away:
// JVMPI's COMPILED_METHOD_LOAD and COMPILED_METHOD_UNLOAD, and the
// -Xjit:print=<pattern> listing (bytecode interleaved with disassembly).
// compiler.cpp calls these; announce.cpp decides who is listening.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "jvmpi/profiler.h"
#include "vm/runtime/class.h"

namespace loupe::jit {

// -Xjit:print's notes on a method's code, which the Translator records
// only for a method that will be listed (translator.h, note): where a
// stub starts and what it is, where an inlined callee's code starts and
// ends, what a guard tests. A note is printed above the machine
// instruction at `offset`; a closing note ("}") below the one before it,
// so that it stays with the code it closes even at the end of a template.
// Text before the first ": " is the note's label, which jumps to that
// offset print too ("; -> exit stub for bci 12 (getfield)"). A note with
// data_bytes says data follows (a tableswitch's jump table), which the
// listing shows as entries rather than decoding it as instructions.
struct CodeNote {
  uint32_t offset;
  std::string text;
  bool closes = false;
  uint32_t data_bytes = 0;  // data, not instructions, follows for so many bytes (a jump table)
};

// -Xjit:print: what an address the code embeds is, when the Translator
// knows (a class, a method): "class JitLabels", shown beside the movabs
// that loads it. Addresses of C++ functions and variables are named from
// the symbol table instead.
struct NamedConstant {
  uint64_t value;
  std::string name;
};

struct CompiledMethodInfo {
  vm::Method* method;
  const uint8_t* code;  // the method's whole code buffer
  size_t size;          // its length in bytes
  // For every instruction of the method, in bci order: (bci, offset in
  // `code` of its template). An instruction that became an exit has an
  // offset too (its exit's code).
  // May end with one more pair, (code_length, offset): where the code
  // after the last template starts (the exit for falling off the end, the
  // exit stubs, the epilogue). Without it the listing cannot tell the last
  // template from that tail and shows them as one.
  std::vector<std::pair<uint32_t, uint32_t>> instruction_offsets;
  // -Xjit:print: the Translator's notes, in code order (empty when the
  // method is not listed).
  std::vector<CodeNote> notes;
  std::vector<NamedConstant> constants;
};

// Whether -Xjit:print lists `method` (so that its compilation records
// notes). One test of an empty string when nothing is printed.
bool listing_wanted(const vm::Method* method);

// Just published (the method runs compiled from now on). Called in the
// thread that compiled, in Java state, with no VM lock held.
void announce_load(const CompiledMethodInfo& info);

// The method's code is no longer entered (it was recompiled or dropped).
// Activations still running in it finish there: the memory is kept.
void announce_unload(vm::Method* method, const void* code);

// ---- the pieces, for tests ----

// COMPILED_METHOD_LOAD's table: one entry per change of source line along
// the code (offsets increasing, from the code's start); empty when the
// class has no line numbers.
std::vector<jvmpi::CodeLine> line_table(const CompiledMethodInfo& info);

// -Xjit:print's pattern against "pkg.Class.method": '*' matches any run
// of characters; a pattern without '.' names the method in any class.
bool matches_print_pattern(std::string_view pattern, std::string_view qualified_method);

// One instruction as a listing shows it: "if_icmpge 24",
// "getfield #7 // Point.x:I", from the method's class-file code.
std::string bytecode_text(const vm::Method& method, uint32_t bci);

// The whole -Xjit:print listing of a method: each instruction followed by
// the disassembly of its template, then the code that belongs to none.
std::string listing(const CompiledMethodInfo& info);

}  // namespace loupe::jit
