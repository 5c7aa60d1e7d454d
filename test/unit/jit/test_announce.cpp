// The pieces of jit/announce.cpp that need no running VM: the line table
// COMPILED_METHOD_LOAD carries, -Xjit:print's patterns, the bytecode text
// and the listing's layout, on methods built by hand.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "jit/announce.h"
#include "test/unit/support/point_pool.h"

namespace {

using loupe::jit::CompiledMethodInfo;
using loupe::jvmpi::CodeLine;
using loupe::vm::CpTag;

// A class "demo/Demo" with one method f(I)I of `code`.
struct HandMade {
  loupe::vm::Symbol class_name{"demo/Demo"};
  loupe::vm::Symbol method_name{"f"};
  loupe::vm::Symbol descriptor{"(I)I"};
  loupe::vm::Class cls;
  loupe::vm::Method method;

  explicit HandMade(std::vector<uint8_t> code) {
    cls.name = &class_name;
    method.holder = &cls;
    method.name = &method_name;
    method.descriptor = &descriptor;
    method.bytecode = std::move(code);
  }
};

bool same(const std::vector<CodeLine>& got, const std::vector<CodeLine>& want) {
  if (got.size() != want.size()) return false;
  for (size_t i = 0; i < got.size(); ++i) {
    if (got[i].offset != want[i].offset || got[i].line != want[i].line) return false;
  }
  return true;
}

std::string show(const std::vector<CodeLine>& table) {
  std::string out;
  for (const CodeLine& l : table) {
    out += '{';
    out += std::to_string(l.offset);
    out += ',';
    out += std::to_string(l.line);
    out += "} ";
  }
  return out;
}

}  // namespace

TEST_CASE("the line table has one entry per change of line along the code", "[jit][announce]") {
  HandMade m(std::vector<uint8_t>(10, 0));
  // Line 6 (bci 4) emitted no code: bci 6, line 7, starts at the same offset.
  m.method.line_numbers = {{0, 5}, {4, 6}, {6, 7}, {8, 5}};
  CompiledMethodInfo info{&m.method, nullptr, 80, {{0, 16}, {1, 25}, {4, 30}, {6, 30}, {8, 44}, {10, 60}}, {}, {}};
  auto table = loupe::jit::line_table(info);
  INFO(show(table));
  CHECK(same(table, {{16, 5}, {30, 7}, {44, 5}}));

  SECTION("given out of bci order, the code's order counts") {
    info.instruction_offsets = {{8, 44}, {0, 16}, {6, 30}, {1, 25}, {4, 30}};
    CHECK(same(loupe::jit::line_table(info), {{16, 5}, {30, 7}, {44, 5}}));
  }
  SECTION("an offset outside the code is left out") {
    info.instruction_offsets = {{0, 16}, {4, 30}, {8, 80}};
    CHECK(same(loupe::jit::line_table(info), {{16, 5}, {30, 6}}));
  }
  SECTION("a method without line numbers has no table") {
    m.method.line_numbers.clear();
    CHECK(loupe::jit::line_table(info).empty());
  }
}

TEST_CASE("-Xjit:print patterns match Class.method with '*'", "[jit][announce]") {
  using loupe::jit::matches_print_pattern;
  CHECK(matches_print_pattern("Fib.fib", "Fib.fib"));
  CHECK_FALSE(matches_print_pattern("Fib.fib", "Fib.fibo"));
  CHECK_FALSE(matches_print_pattern("Fib.fib", "a.Fib.fib"));
  CHECK(matches_print_pattern("Fib.*", "Fib.fib"));
  CHECK(matches_print_pattern("Fib.*", "Fib.<init>"));
  CHECK_FALSE(matches_print_pattern("Fib.*", "Fibber.fib"));
  CHECK(matches_print_pattern("*", "java.lang.String.hashCode"));
  CHECK(matches_print_pattern("java.*.hash*", "java.lang.String.hashCode"));
  CHECK(matches_print_pattern("*a*a*a*.b", "xaxaxa.b"));
  CHECK_FALSE(matches_print_pattern("*a*a*a*.b", "aa.b"));
  CHECK(matches_print_pattern("*.*.*", "a.b.c"));
  CHECK_FALSE(matches_print_pattern("*.*.*", "a.b"));
  // Without a '.', the method name alone, in any class.
  CHECK(matches_print_pattern("fib", "Fib.fib"));
  CHECK(matches_print_pattern("f*", "p.Q.fib"));
  CHECK(matches_print_pattern("*a*a*", "p.Q.banana"));
  CHECK_FALSE(matches_print_pattern("Fib", "Fib.fib"));
}

TEST_CASE("bytecode text shows operands as javap would", "[jit][announce]") {
  std::vector<uint8_t> code = {
      0x10, 0xfb,                    // 0: bipush -5
      0x11, 0x01, 0x2c,              // 2: sipush 300
      0xa2, 0x00, 0x0a,              // 5: if_icmpge +10 = 15
      0x84, 0x03, 0xff,              // 8: iinc 3, -1
      0xb4, 0x00, 0x06,              // 11: getfield #6
      0x00,                          // 14: nop
      0xa7, 0xff, 0xf1,              // 15: goto -15 = 0
      0x12, 0x07,                    // 18: ldc #7
      0xbc, 0x0a,                    // 20: newarray int
      0xc4, 0x84, 0x01, 0x2c, 0x03, 0xe8,  // 22: wide iinc 300, 1000
      0xaa, 0x00, 0x00, 0x00,        // 28: tableswitch, padded to 32
      0x00, 0x00, 0x00, 0x14,        //   default +20 = 48
      0x00, 0x00, 0x00, 0x01,        //   low 1
      0x00, 0x00, 0x00, 0x02,        //   high 2
      0x00, 0x00, 0x00, 0x10,        //   1: +16 = 44
      0x00, 0x00, 0x00, 0x14,        //   2: +20 = 48
      0xbb, 0x00, 0x02,              // 52: new #2
  };
  HandMade m(code);
  loupe::vm::Symbol point("Point"), x("x"), int_type("I"), hi("hi");
  m.cls.constant_pool = loupe::test::point_pool(&point, &x, &int_type, &hi);
  using loupe::jit::bytecode_text;
  CHECK(bytecode_text(m.method, 0) == "bipush -5");
  CHECK(bytecode_text(m.method, 2) == "sipush 300");
  CHECK(bytecode_text(m.method, 5) == "if_icmpge 15");
  CHECK(bytecode_text(m.method, 8) == "iinc 3, -1");
  CHECK(bytecode_text(m.method, 11) == "getfield #6  // Point.x:I");
  CHECK(bytecode_text(m.method, 14) == "nop");
  CHECK(bytecode_text(m.method, 15) == "goto 0");
  CHECK(bytecode_text(m.method, 18) == "ldc #7  // \"hi\"");
  CHECK(bytecode_text(m.method, 20) == "newarray int");
  CHECK(bytecode_text(m.method, 22) == "wide iinc 300, 1000");
  CHECK(bytecode_text(m.method, 28) == "tableswitch {1: 44, 2: 48, default: 48}");
  CHECK(bytecode_text(m.method, 52) == "new #2  // Point");
}

TEST_CASE("a listing shows the prologue, each instruction's template and the stubs", "[jit][announce]") {
  HandMade m({0x1a, 0x60});  // iload_0, iadd
  m.method.line_numbers = {{0, 5}, {1, 6}};
  const uint8_t code[] = {
      0x53,              // prologue: push rbx
      0x48, 0x89, 0xd8,  // bci 0: mov rax, rbx
      0x01, 0xd8,        // bci 1: add eax, ebx
      0xc3,              // tail: ret
  };
  CompiledMethodInfo info{&m.method, code, sizeof code, {{0, 1}, {1, 4}, {2, 6}}, {}, {}};
  std::string text = loupe::jit::listing(info);
  INFO(text);
  CHECK(text.rfind("[jit] demo.Demo.f(I)I: 7 bytes of code at ", 0) == 0);
  auto at = [&](const std::string& piece) { return text.find(piece); };
  // In this order, each once.
  std::vector<std::string> pieces = {"prologue", "push rbx", "line 5", "0: iload_0", "mov rax, rbx",
                                     "line 6", "1: iadd",    "add eax, ebx", "stubs", "ret"};
  for (size_t i = 0; i < pieces.size(); ++i) {
    INFO(pieces[i]);
    REQUIRE(at(pieces[i]) != std::string::npos);
    if (i > 0) CHECK(at(pieces[i - 1]) < at(pieces[i]));
  }
  CHECK(text.find("+0001  48 89 d8") != std::string::npos);  // offset and bytes

  SECTION("without the end marker, the last template runs to the end") {
    info.instruction_offsets.pop_back();
    std::string whole = loupe::jit::listing(info);
    CHECK(whole.find("stubs") == std::string::npos);
    CHECK(whole.find("ret") > whole.find("1: iadd"));
  }
}

TEST_CASE("a listing places the Translator's notes and names fields and jump targets", "[jit][announce]") {
  HandMade m({0x1a, 0x60});  // iload_0, iadd
  const uint8_t code[] = {
      0x53,                                // prologue: push rbx
      0x49, 0x8b, 0x46, 0x08,              // bci 0 (+1): mov rax, [r14 + 8]       Frame::pc
      0x4d, 0x8b, 0x5d, 0x10,              //      (+5): mov r11, [r13 + 0x10]     local 2
      0x0f, 0x84, 0x05, 0x00, 0x00, 0x00,  // bci 1 (+9): je +20                   the exit stub
      0x90,                                //      (+15): nop
      0xf9, 0xff, 0xff, 0xff,              // tail (+16): a jump table entry: 16 - 7 = bci 1's code
      0xc3,                                //      (+20): the exit stub: ret
  };
  CompiledMethodInfo info{&m.method, code, sizeof code, {{0, 1}, {1, 9}, {2, 16}}, {}, {}};
  info.notes = {{1, "inlined demo.Demo.g()V (depth 1) {"},
                {9, "}", true},
                {16, "jump table: 1 target", false, 4},
                {20, "exit stub for bci 1 (iadd): the operand stack (0 slots) to memory"}};
  std::string text = loupe::jit::listing(info);
  INFO(text);
  auto at = [&](const std::string& piece) { return text.find(piece); };
  // The opening note above the template's first instruction, the closing
  // one below its last (not after the next instruction's header).
  std::vector<std::string> pieces = {"0: iload_0", "      ; inlined demo.Demo.g()V (depth 1) {\n",
                                     "mov rax, qword ptr [r14 + 8]    ; Frame::pc\n",
                                     "mov r11, qword ptr [r13 + 0x10]    ; local 2\n",
                                     "      ; }\n", "1: iadd", "    ; -> exit stub for bci 1 (iadd)\n", "nop",
                                     "      ; jump table: 1 target\n", ".long -7    ; bci 1\n",
                                     "      ; exit stub for bci 1 (iadd)", "ret"};
  for (size_t i = 0; i < pieces.size(); ++i) {
    INFO(pieces[i]);
    REQUIRE(at(pieces[i]) != std::string::npos);
    if (i > 0) CHECK(at(pieces[i - 1]) < at(pieces[i]));
  }
  // Each note once, whichever range prints it.
  CHECK(text.find("      ; }\n", at("      ; }\n") + 1) == std::string::npos);
}
