// interp::analyze_method: the reference maps the collector reads, on methods
// javac compiled (runtime/java/original/maps/Samples.java) and on hand-made
// code: subroutines (after inlining) and the errors the analysis reports, in
// the words of HotSpot's verifier.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "interp/jsr_inliner.h"
#include "interp/stack_map.h"
#include "test/unit/runtime/vm_fixture.h"
#include "vm/classfile/bytecodes.h"

using namespace loupe::vm;
using loupe::interp::analyze_method;
using loupe::interp::inline_subroutines;
using loupe::interp::uses_subroutines;
using loupe::interp::StackMaps;
using loupe::test::declared_method;
using loupe::test::load_class;

namespace {

std::unique_ptr<StackMaps> analyze(const Method& method) {
  std::string error;
  auto maps = analyze_method(method, &error);
  INFO(error);
  REQUIRE(maps != nullptr);
  return maps;
}

const Method& sample(const char* name, const char* descriptor) {
  return *declared_method(load_class("maps/Samples"), name, descriptor);
}

// The bci of the n-th (0-based) instruction with opcode `op`.
uint32_t bci_of(const Method& m, uint8_t op, int n = 0) {
  for (uint32_t bci = 0; bci < m.code_length();) {
    if (m.bytecode[bci] == op && n-- == 0) return bci;
    bci += static_cast<uint32_t>(instruction_length(m.bytecode.data(), m.code_length(), bci));
  }
  FAIL("no such instruction");
  return 0;
}

// The slots of the frame at bci as a string: locals, '|', stack; 'r' for
// a reference, '.' for anything else. "pass" at bci 0 is "r....." + "|".
std::string frame_map(const Method& m, const StackMaps& maps, uint32_t bci) {
  std::string s;
  for (uint32_t i = 0; i < m.max_locals; ++i) s += maps.is_reference_local(bci, i) ? 'r' : '.';
  s += '|';
  for (uint32_t i = 0; i < maps.stack_depth(bci); ++i) s += maps.is_reference_stack(bci, i) ? 'r' : '.';
  return s;
}

// A method of a holder with an empty constant pool; analyze_method needs no VM for it.
std::unique_ptr<Method> hand_made(std::vector<uint8_t> code, uint16_t max_stack, uint16_t max_locals,
                                  const char* descriptor = "()V", std::vector<ExceptionHandler> handlers = {}) {
  static Class holder;
  auto m = std::make_unique<Method>();
  MethodDescriptor md = parse_method_descriptor(descriptor);
  m->holder = &holder;
  m->name = intern_symbol("handMade");
  m->descriptor = intern_symbol(descriptor);
  m->access_flags = access::kStatic;
  m->parameter_types = md.parameters;
  m->return_type = md.return_type;
  m->arg_slots = static_cast<uint16_t>(md.parameter_slots);
  m->max_stack = max_stack;
  m->max_locals = max_locals;
  m->bytecode = std::move(code);
  m->handlers = std::move(handlers);
  return m;
}

std::string analysis_error(const Method& m) {
  std::string error;
  return analyze_method(m, &error) == nullptr ? error : "accepted";
}

}  // namespace

TEST_CASE("Parameters: references marked, ints, longs and doubles not", "[stackmap]") {
  // static Object pass(Object o, int i, long l, double d) { return o; }
  const Method& pass = sample("pass", "(Ljava/lang/Object;IJD)Ljava/lang/Object;");
  auto maps = analyze(pass);
  CHECK(frame_map(pass, *maps, 0) == "r.....|");
  CHECK(frame_map(pass, *maps, 1) == "r.....|r");  // at areturn
  CHECK(maps->stack_depth(1) == 1);

  // Object self(String s) { return this; }
  const Method& self = sample("self", "(Ljava/lang/String;)Ljava/lang/Object;");
  CHECK(frame_map(self, *analyze(self), 0) == "rr|");
}

TEST_CASE("A slot that is a reference on one path only is not one where the paths join", "[stackmap]") {
  // if (flag) { Object o = "ref"; o.hashCode(); } else { int n = 3; n++; } return 0;
  const Method& join = sample("join", "(Z)I");
  auto maps = analyze(join);
  const uint32_t call = bci_of(join, op_invokevirtual);
  CHECK(frame_map(join, *maps, call) == ".r|r");
  CHECK(frame_map(join, *maps, bci_of(join, op_pop)) == ".r|.");  // hashCode's int result
  CHECK(frame_map(join, *maps, bci_of(join, op_iinc)) == "..|");
  const uint32_t joined = bci_of(join, op_iconst_0);
  CHECK(frame_map(join, *maps, joined) == "..|");
  CHECK(maps->stack_depth(joined) == 0);
}

TEST_CASE("An exception handler starts with the exception as the only stack slot", "[stackmap]") {
  // try { return o.toString(); } catch (RuntimeException e) { return e; }
  const Method& guarded = sample("guarded", "(Ljava/lang/Object;)Ljava/lang/Object;");
  REQUIRE(guarded.handlers.size() == 1);
  auto maps = analyze(guarded);
  const uint32_t handler = guarded.handlers[0].handler_pc;
  CHECK(maps->stack_depth(handler) == 1);
  CHECK(frame_map(guarded, *maps, handler) == "r.|r");
  CHECK(frame_map(guarded, *maps, handler + 1) == "rr|");  // after astore_1
}

TEST_CASE("Long locals take two slots, neither a reference", "[stackmap]") {
  // static long wide(long a, Object o) { long b = a + 1; return b; }
  const Method& wide = sample("wide", "(JLjava/lang/Object;)J");
  auto maps = analyze(wide);
  CHECK(frame_map(wide, *maps, 0) == "..r..|");
  CHECK(frame_map(wide, *maps, bci_of(wide, op_ladd)) == "..r..|....");
  CHECK(frame_map(wide, *maps, bci_of(wide, op_lreturn)) == "..r..|..");
}

TEST_CASE("Only instruction starts have maps", "[stackmap]") {
  const Method& join = sample("join", "(Z)I");
  auto maps = analyze(join);
  const uint32_t branch = bci_of(join, op_ifeq);
  CHECK(maps->stack_depth(branch) == 1);
  CHECK(maps->stack_depth(branch + 1) == StackMaps::kNoInstruction);
  CHECK_FALSE(maps->is_reference_local(branch + 1, 0));

  auto unreachable = hand_made({op_return_, op_aconst_null, op_pop, op_return_}, 1, 0);
  auto unreachable_maps = analyze(*unreachable);
  CHECK(unreachable_maps->stack_depth(0) == 0);
  CHECK(unreachable_maps->stack_depth(1) == StackMaps::kNoInstruction);
}

TEST_CASE("Subroutines are inlined before the analysis, which then maps every copy", "[stackmap]") {
  // 0 jsr 5; 3 aload_0; 4 areturn; 5 astore_1; 6 ret 1
  auto m = hand_made({op_jsr, 0, 5, op_aload_0, op_areturn, op_astore_1, op_ret, 1}, 1, 2,
                     "(Ljava/lang/Object;)Ljava/lang/Object;");
  REQUIRE(uses_subroutines(*m));
  CHECK(analysis_error(*m) == "Subroutine not inlined");

  std::string error;
  auto inlined = inline_subroutines(*m, &error);
  INFO(error);
  REQUIRE(inlined.has_value());
  auto copy = hand_made(inlined->code, 1, 2, "(Ljava/lang/Object;)Ljava/lang/Object;");
  CHECK_FALSE(uses_subroutines(*copy));
  auto maps = analyze(*copy);
  // The parameter stays a reference everywhere; what the subroutine stored
  // in local 1 (the jsr's stand-in for a return address) does not matter.
  int returns = 0;
  for (uint32_t bci = 0; bci < copy->code_length(); ++bci) {
    if (maps->stack_depth(bci) == StackMaps::kNoInstruction) continue;
    INFO("bci " << bci);
    CHECK(maps->is_reference_local(bci, 0));
    if (copy->bytecode[bci] == op_areturn) {
      CHECK(frame_map(*copy, *maps, bci).ends_with("|r"));
      ++returns;
    }
  }
  CHECK(returns == 1);
}

TEST_CASE("A subroutine called by the last instruction cannot return", "[stackmap]") {
  // 0 goto 6; 3 astore_1; 4 ret 1; 6 jsr 3: the ret would continue past the end of the code.
  auto m = hand_made({op_goto_, 0, 6, op_astore_1, op_ret, 1, op_jsr, 0xFF, 0xFD}, 1, 2);
  std::string error;
  CHECK_FALSE(inline_subroutines(*m, &error).has_value());
  CHECK(error == "Falling off the end of the code");
}

TEST_CASE("Code that misuses the stack or locals is rejected with a VerifyError message", "[stackmap]") {
  CHECK(analysis_error(*hand_made({op_pop, op_return_}, 1, 0)) == "Unable to pop operand off an empty stack");
  CHECK(analysis_error(*hand_made({op_iconst_0, op_iconst_0, op_return_}, 1, 0)) == "Stack size too large");
  // 0 iconst_0; 1 ifeq 8; 4 iconst_1; 5 goto 8; 8 return: one path reaches 8 with a value on the stack.
  CHECK(analysis_error(*hand_made({op_iconst_0, op_ifeq, 0, 7, op_iconst_1, op_goto_, 0, 3, op_return_}, 1, 0)) ==
        "Inconsistent stack height 1 != 0");
  CHECK(analysis_error(*hand_made({op_iconst_0, op_ireturn}, 1, 0, "()Ljava/lang/Object;")) ==
        "Wrong return type in function");
  CHECK(analysis_error(*hand_made({op_iconst_0, op_areturn}, 1, 0, "()Ljava/lang/Object;")) ==
        "Expecting to find object/array on stack");
  CHECK(analysis_error(*hand_made({op_aload_0, op_areturn}, 1, 1, "(I)Ljava/lang/Object;")) ==
        "Register 0 contains wrong type");
  CHECK(analysis_error(*hand_made({op_aconst_null, op_ineg, op_return_}, 1, 0)) ==
        "Expecting to find integer on stack");
  CHECK(analysis_error(*hand_made({op_nop}, 0, 0)) == "Falling off the end of the code");
  CHECK(analysis_error(*hand_made({op_lconst_0, op_pop2, op_return_}, 2, 0)) == "accepted");
  CHECK(analysis_error(*hand_made({op_lconst_0, op_pop, op_pop, op_return_}, 2, 0)) ==
        "Expecting to find category-1 value on stack");
  CHECK(analysis_error(*hand_made({op_lconst_0, op_istore_0, op_return_}, 2, 1)) ==
        "Expecting to find integer on stack");
}

TEST_CASE("A handler with max_stack 0 has no room for its exception", "[stackmap]") {
  auto m = hand_made({op_nop, op_return_}, 0, 0, "()V", {{0, 1, 1, 0}});
  CHECK(analysis_error(*m) == "Stack size too large");
}
