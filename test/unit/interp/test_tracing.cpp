// The texts of -Xtrace (interp/tracing.h) and -Xstats' quantities
// (vm/runtime/statistics.h), on methods built by hand: no running VM.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "interp/stack_map.h"
#include "interp/tracing.h"
#include "test/unit/support/point_pool.h"
#include "vm/runtime/statistics.h"

namespace {

using loupe::vm::CpTag;

// A class "Point" with one static method f(Ljava/lang/Object;I)V of `code`.
struct HandMade {
  loupe::vm::Symbol class_name{"Point"};
  loupe::vm::Symbol method_name{"f"};
  loupe::vm::Symbol descriptor{"(Ljava/lang/Object;I)V"};
  loupe::vm::Symbol field_name{"x"}, int_type{"I"}, hello{"hello"};
  loupe::vm::Class cls;
  loupe::vm::Method method;

  HandMade(std::vector<uint8_t> code, uint16_t max_stack, uint16_t max_locals) {
    cls.name = &class_name;
    method.holder = &cls;
    method.name = &method_name;
    method.descriptor = &descriptor;
    method.access_flags = loupe::vm::access::kStatic;
    method.parameter_types = {loupe::vm::BasicType::kObject, loupe::vm::BasicType::kInt};
    method.arg_slots = 2;
    method.max_stack = max_stack;
    method.max_locals = max_locals;
    method.bytecode = std::move(code);
    cls.constant_pool = loupe::test::point_pool(&class_name, &field_name, &int_type, &hello);
  }
};

}  // namespace

TEST_CASE("the trace names what an instruction uses, without pool indexes", "[interp][tracing]") {
  HandMade m(
      {
          0x12, 0x07,        // 0: ldc "hello"
          0x57,              // 2: pop
          0x10, 0x05,        // 3: bipush 5
          0x3c,              // 5: istore_1
          0xbb, 0x00, 0x02,  // 6: new Point
          0x57,              // 9: pop
          0x84, 0x01, 0x01,  // 10: iinc 1, 1
          0x2a,              // 13: aload_0
          0xb4, 0x00, 0x06,  // 14: getfield Point.x:I
          0x9a, 0xff, 0xef,  // 17: ifne -17 = 0
          0xb1,              // 20: return
      },
      2, 2);
  using loupe::interp::tracing::instruction_text;
  CHECK(instruction_text(m.method, 0) == "ldc \"hello\"");
  CHECK(instruction_text(m.method, 3) == "bipush 5");
  CHECK(instruction_text(m.method, 6) == "new Point");
  CHECK(instruction_text(m.method, 10) == "iinc 1, 1");
  CHECK(instruction_text(m.method, 14) == "getfield Point.x:I");
  CHECK(instruction_text(m.method, 17) == "ifne 0");
  CHECK(instruction_text(m.method, 20) == "return");
}

TEST_CASE("the stack-map print shows which slots hold references at each bci", "[interp][tracing]") {
  HandMade m(
      {
          0x2a,        // 0: aload_0      locals [R.] stack []
          0x1b,        // 1: iload_1      locals [R.] stack [R]
          0x57,        // 2: pop          locals [R.] stack [R.]
          0x4c,        // 3: astore_1     locals [R.] stack [R]
          0xa7, 0x00, 0x04,  // 4: goto 8
          0x00,        // 7: nop, unreachable
          0xb1,        // 8: return       locals [RR] stack []
      },
      2, 2);
  std::string error;
  auto maps = loupe::interp::analyze_method(m.method, &error);
  INFO(error);
  REQUIRE(maps != nullptr);
  m.method.stack_maps.reset(maps.release());
  CHECK(loupe::interp::tracing::stack_map_text(m.method) ==
        "Point.f(Ljava/lang/Object;I)V: 2 locals, stack up to 2 (R: a reference the collector visits; .: no "
        "reference)\n"
        "      0  locals [R.]  stack [  ]  aload_0\n"
        "      1  locals [R.]  stack [R ]  iload_1\n"
        "      2  locals [R.]  stack [R.]  pop\n"
        "      3  locals [R.]  stack [R ]  astore_1\n"
        "      4  locals [RR]  stack [  ]  goto 8\n"
        "      7  unreachable: no map  nop\n"
        "      8  locals [RR]  stack [  ]  return\n");
}

TEST_CASE("-Xstats quantities stay readable at any size", "[interp][tracing][stats]") {
  using loupe::vm::readable_bytes;
  using loupe::vm::readable_duration;
  CHECK(readable_bytes(0) == "0 bytes");
  CHECK(readable_bytes(1) == "1 byte");
  CHECK(readable_bytes(1023) == "1023 bytes");
  CHECK(readable_bytes(1024) == "1.0 KiB");
  CHECK(readable_bytes(12700) == "12.4 KiB");
  CHECK(readable_bytes(3u << 20) == "3.0 MiB");
  CHECK(readable_bytes(uint64_t{5} << 30) == "5.00 GiB");
  CHECK(readable_duration(0) == "0 ns");
  CHECK(readable_duration(850) == "850 ns");
  CHECK(readable_duration(12300) == "12.3 us");
  CHECK(readable_duration(4560000) == "4.56 ms");
  CHECK(readable_duration(2350000000u) == "2.35 s");
}
