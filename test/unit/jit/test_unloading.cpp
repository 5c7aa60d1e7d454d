// The JIT's part of class unloading (jit.h: forget_unloaded_classes), on
// classes that are not really unloaded: the VM of these tests never frees
// them, so the test can look at what the JIT kept before and after, and
// run the surviving code again. unload.Caller.sides(Shape) is the
// surviving method; its interface call's inline cache holds the first
// receiver class it sees (Square or Triangle), which plays the dying one.
#include <catch2/catch.hpp>

#include <array>
#include <fstream>
#include <string>

#include "interp/interp.h"
#include "jit/jit.h"
#include "test/unit/runtime/vm_fixture.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

using namespace loupe;
using namespace loupe::vm;
using loupe::test::declared_method;
using loupe::test::JavaException;
using loupe::test::load_class;
using loupe::test::take_exception;
using loupe::test::vm_thread;

namespace {

Class* initialized(const char* name) {
  Class* c = load_class(name);
  REQUIRE(ensure_initialized(vm_thread(), c));
  return c;
}

Method* caller_sides() { return declared_method(initialized("unload/Caller"), "sides", "(Lunload/Shape;)I"); }
Method* sides_of(Class* shape) { return declared_method(shape, "sides", "()I"); }

// Caller.sides(new <shape>()), through the interpreter's call, which
// enters Caller.sides's code if it has some. A fresh receiver each time:
// a moving collector may have moved an older one.
int call_sides(Class* shape) {
  Thread* thread = vm_thread();
  Slot receiver{};
  receiver.ref = new_instance(thread, shape);
  REQUIRE(receiver.ref != nullptr);
  Slot result = interp::call(thread, caller_sides(), &receiver, 1);
  REQUIRE(take_exception() == JavaException{});
  return result.i;
}

// Caller.sides compiled, its cache empty: whatever an earlier test left
// there is emptied by unloading every shape once. Compiled without a
// receiver profile, so that its interface call inlines no shape's sides()
// and every receiver goes through the inline cache these tests look at.
void compile_caller_fresh() {
  Class* square = initialized("unload/Square");
  Class* triangle = initialized("unload/Triangle");
  const std::array<Class*, 2> shapes{square, triangle};
  jit::forget_unloaded_classes(shapes);
  REQUIRE(jit::inline_caches_naming(square) == 0);
  REQUIRE(jit::inline_caches_naming(triangle) == 0);
  if (jit::compiled_code(caller_sides()) == nullptr) {
    call_sides(square);  // runs interpreted once: resolves and quickens its invokeinterface
    for (const CpCacheEntry& e : caller_sides()->holder->constant_pool) e.receiver_profile.store(nullptr);
    REQUIRE(jit::compile(caller_sides()));
  }
  REQUIRE(jit::compiled_code(caller_sides()) != nullptr);
}

// The process's virtual size in KiB (VmSize of /proc/self/status): each
// code buffer is a mapping of its own.
long virtual_kib() {
  std::ifstream status("/proc/self/status");
  std::string key;
  long value = -1;
  while (status >> key) {
    if (key == "VmSize:") {
      status >> value;
      break;
    }
    status.ignore(1 << 16, '\n');
  }
  return value;
}

}  // namespace

TEST_CASE("Unloading empties a surviving method's inline cache that holds a dying class", "[jit][unloading]") {
  Class* square = initialized("unload/Square");
  compile_caller_fresh();
  CHECK(call_sides(square) == 4);  // compiled: the cache takes Square
  REQUIRE(jit::inline_caches_naming(square) == 1);
  // Square's own method compiled too: its code goes with it.
  REQUIRE(jit::compile(sides_of(square)));
  REQUIRE(jit::compiled_code(sides_of(square)) != nullptr);

  const std::array<Class*, 1> dying{square};
  jit::forget_unloaded_classes(dying);

  CHECK(jit::inline_caches_naming(square) == 0);
  CHECK(jit::compiled_code(sides_of(square)) == nullptr);
  CHECK(jit::entry_at(sides_of(square), 0) == nullptr);
  CHECK(sides_of(square)->jit.direct_entry.load() == nullptr);
  // The survivor keeps its code, and its emptied cache fills again.
  CHECK(jit::compiled_code(caller_sides()) != nullptr);
  CHECK(call_sides(square) == 4);
  CHECK(jit::inline_caches_naming(square) == 1);
}

TEST_CASE("Unloading leaves inline caches that hold a surviving class alone", "[jit][unloading]") {
  Class* square = initialized("unload/Square");
  Class* triangle = initialized("unload/Triangle");
  compile_caller_fresh();
  CHECK(call_sides(triangle) == 3);
  REQUIRE(jit::inline_caches_naming(triangle) == 1);

  const std::array<Class*, 1> dying{square};
  jit::forget_unloaded_classes(dying);

  CHECK(jit::inline_caches_naming(triangle) == 1);
  CHECK(call_sides(triangle) == 3);
  CHECK(call_sides(square) == 4);  // a miss: the interface table answers
}

TEST_CASE("Unloading frees the code of a dying method forgotten earlier", "[jit][unloading]") {
  Class* square = initialized("unload/Square");
  compile_caller_fresh();
  CHECK(call_sides(square) == 4);
  REQUIRE(jit::compile(sides_of(square)));
  // Forgotten (as when an instruction is resolved), then compiled again:
  // two codes kept for Square.sides, one of them still entered.
  jit::forget(sides_of(square));
  REQUIRE(jit::compile(sides_of(square)));

  const std::array<Class*, 1> dying{square};
  jit::forget_unloaded_classes(dying);
  CHECK(jit::compiled_code(sides_of(square)) == nullptr);
  // Its JIT state is back to never compiled.
  CHECK(jit::still_counting(sides_of(square)));
  // The caller still runs, and calls it interpreted.
  CHECK(call_sides(square) == 4);
}

TEST_CASE("Code memory stays flat while classes are compiled and unloaded again and again", "[jit][unloading]") {
  Class* square = initialized("unload/Square");
  compile_caller_fresh();
  CHECK(call_sides(square) == 4);  // Square.sides prepared
  const std::array<Class*, 1> dying{square};
  auto cycle = [&] {
    REQUIRE(jit::compile(sides_of(square)));
    jit::forget_unloaded_classes(dying);
  };
  for (int i = 0; i < 50; ++i) cycle();  // the allocators' own bookkeeping settles
  const long before = virtual_kib();
  REQUIRE(before > 0);
  for (int i = 0; i < 2000; ++i) cycle();
  // Kept, 2000 codes of at least two pages each would add 16 MiB.
  CHECK(virtual_kib() - before < 1024);
}

// Freeing forgotten code (jit.h: free_unused_code). This test's thread is
// the only one, and no compiled activation is on its stack between calls:
// every forgotten code is unused and goes back to the code cache, however
// often a method is compiled and forgotten.
TEST_CASE("Forgotten code is freed when no activation runs in it, and code memory stays bounded",
          "[jit][code_cache]") {
  Class* square = initialized("unload/Square");
  compile_caller_fresh();
  CHECK(call_sides(square) == 4);  // Square.sides prepared
  jit::free_unused_code();
  const jit::CodeMemory start = jit::code_memory();
  CHECK(start.retired_codes == 0);
  for (int i = 0; i < 3000; ++i) {
    REQUIRE(jit::compile(sides_of(square)));
    if (i % 2 == 0) {
      jit::forget(sides_of(square));  // an instruction resolved since
    } else {
      jit::forget_all();  // bytecode charging turned on or off
    }
    if (i % 100 == 99) jit::free_unused_code();  // a collection every so often
  }
  jit::free_unused_code();
  const jit::CodeMemory end = jit::code_memory();
  CHECK(end.retired_codes == 0);
  CHECK(end.freed_codes >= start.freed_codes + 3000);
  // forget_all also forgot Caller.sides and whatever else was compiled:
  // nothing more is in use than at the start.
  CHECK(end.bytes_in_use <= start.bytes_in_use);
  CHECK(call_sides(square) == 4);
}

// A code found on the stack is kept: a compiled activation may return to it.
TEST_CASE("Forgotten code an address on the stack points into is kept", "[jit][code_cache]") {
  Class* square = initialized("unload/Square");
  CHECK(call_sides(square) == 4);
  jit::free_unused_code();
  REQUIRE(jit::compile(sides_of(square)));
  // As a return address into it would be, on this thread's stack.
  const void* volatile return_address =
      static_cast<const uint8_t*>(reinterpret_cast<const void*>(jit::compiled_code(sides_of(square)))) + 1;
  jit::forget(sides_of(square));
  CHECK(jit::free_unused_code() == 0);
  CHECK(jit::code_memory().retired_codes == 1);
  return_address = nullptr;
  (void)return_address;
  CHECK(jit::free_unused_code() == 1);
  CHECK(jit::code_memory().retired_codes == 0);
}
