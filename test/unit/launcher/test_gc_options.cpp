// The collector options are Loupe's own, so the launcher suite (which
// compares with `java` live) cannot check them: their messages and exit
// behaviour are checked here.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "vm/launcher/options.h"

namespace {

using loupe::launcher::apply_vm_options;
using loupe::launcher::LaunchRequest;

LaunchRequest request_with(std::vector<std::string> vm_args) {
  LaunchRequest r;
  r.main_class = "Main";
  r.vm_args = std::move(vm_args);
  return r;
}

// The first line of what goes to stderr.
std::string first_error_line(std::vector<std::string> vm_args) {
  LaunchRequest r = request_with(std::move(vm_args));
  auto error = apply_vm_options(r);
  if (!error) return "";
  return error->err.substr(0, error->err.find('\n'));
}

}  // namespace

TEST_CASE("-Xgc accepts each collector and defaults to generational", "[options]") {
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK(plain.vm.collector == "generational");
  for (const char* name : {"marksweep", "compact", "semispace", "generational", "refcount"}) {
    LaunchRequest r = request_with({std::string("-Xgc:") + name});
    REQUIRE_FALSE(apply_vm_options(r));
    CHECK(r.vm.collector == name);
  }
}

TEST_CASE("-Xgc with an unknown or empty name names the choices", "[options]") {
  CHECK(first_error_line({"-Xgc:copying"}) ==
        "Unknown garbage collector 'copying': choose one of marksweep|compact|semispace|generational|refcount");
  CHECK(first_error_line({"-Xgc:"}) ==
        "Unknown garbage collector '': choose one of marksweep|compact|semispace|generational|refcount");
  // As for every option that stops the VM from starting, HotSpot's closing lines follow.
  LaunchRequest r = request_with({"-Xgc:x"});
  auto error = apply_vm_options(r);
  REQUIRE(error);
  CHECK(error->err.find("Error: Could not create the Java Virtual Machine.") != std::string::npos);
}

TEST_CASE("-Xgcstress needs a positive 32-bit interval", "[options]") {
  LaunchRequest r = request_with({"-Xgcstress:7"});
  REQUIRE_FALSE(apply_vm_options(r));
  CHECK(r.vm.gc_stress_interval == 7);
  for (const char* bad : {"-Xgcstress:0", "-Xgcstress:", "-Xgcstress:x", "-Xgcstress:5g"}) {
    INFO(bad);
    CHECK(first_error_line({bad}) == std::string("Invalid GC stress interval: ") + bad);
  }
}

TEST_CASE("-Xint, -Xcomp and -Xjit:threshold choose how the JIT runs", "[options]") {
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK_FALSE(plain.vm.interpret_only);
  CHECK_FALSE(plain.vm.compile_all);
  CHECK(plain.vm.jit_threshold == 100);
  LaunchRequest r = request_with({"-Xint", "-Xcomp", "-Xjit:threshold=7", "-verbose:jit"});
  REQUIRE_FALSE(apply_vm_options(r));
  CHECK_FALSE(r.vm.interpret_only);  // as java: the last mode given wins
  CHECK(r.vm.compile_all);
  LaunchRequest back = request_with({"-Xcomp", "-Xint"});
  REQUIRE_FALSE(apply_vm_options(back));
  CHECK(back.vm.interpret_only);
  CHECK_FALSE(back.vm.compile_all);
  CHECK(r.vm.jit_threshold == 7);
  CHECK(r.vm.verbose_jit);
  for (const char* bad : {"-Xjit:threshold=0", "-Xjit:threshold=", "-Xjit:threshold=x", "-Xjit:threshold=99999999999"}) {
    INFO(bad);
    CHECK(first_error_line({bad}) == std::string("Invalid JIT threshold: ") + bad);
  }
}

TEST_CASE("-Xjit:print takes a non-empty method pattern", "[options]") {
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK(plain.vm.jit_print_pattern.empty());
  LaunchRequest r = request_with({"-Xjit:print=Fib.fib"});
  REQUIRE_FALSE(apply_vm_options(r));
  CHECK(r.vm.jit_print_pattern == "Fib.fib");
  // The last one wins; the pattern is taken as it is, '=' included.
  LaunchRequest two = request_with({"-Xjit:print=A.*", "-Xjit:print=*=x"});
  REQUIRE_FALSE(apply_vm_options(two));
  CHECK(two.vm.jit_print_pattern == "*=x");
  CHECK(first_error_line({"-Xjit:print="}) == "Invalid JIT print pattern: -Xjit:print=");
  LaunchRequest bad = request_with({"-Xjit:print="});
  auto error = apply_vm_options(bad);
  REQUIRE(error);
  CHECK(error->err.find("Error: Could not create the Java Virtual Machine.") != std::string::npos);
}

TEST_CASE("-Xjit:stats takes no value", "[options]") {
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK_FALSE(plain.vm.jit_stats);
  LaunchRequest r = request_with({"-Xjit:stats"});
  REQUIRE_FALSE(apply_vm_options(r));
  CHECK(r.vm.jit_stats);
  // Any other spelling is an option Loupe does not have, worded as java words it.
  for (const char* bad : {"-Xjit:stats=foo", "-Xjit:stats=", "-Xjit:statsx", "-Xjit:"}) {
    INFO(bad);
    CHECK(first_error_line({bad}) == std::string("Unrecognized option: ") + bad);
  }
}

TEST_CASE("-Xverifyheap and -Xcheckgcevents switch the checks on", "[options]") {
  LaunchRequest r = request_with({"-Xverifyheap", "-Xcheckgcevents"});
  REQUIRE_FALSE(apply_vm_options(r));
  CHECK(r.vm.verify_heap);
  CHECK(r.vm.check_gc_events);
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK_FALSE(plain.vm.verify_heap);
  CHECK_FALSE(plain.vm.check_gc_events);
}

TEST_CASE("-Xmovingclasses keeps class objects in the moving heap", "[options]") {
  LaunchRequest r = request_with({"-Xmovingclasses"});
  REQUIRE_FALSE(apply_vm_options(r));
  CHECK(r.vm.moving_classes);
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK_FALSE(plain.vm.moving_classes);
}

TEST_CASE("-Xtrace:bytecodes and -Xtrace:stackmaps take an optional method pattern", "[options][tracing]") {
  LaunchRequest plain = request_with({});
  REQUIRE_FALSE(apply_vm_options(plain));
  CHECK_FALSE(plain.vm.trace_bytecodes);
  CHECK_FALSE(plain.vm.trace_stackmaps);
  LaunchRequest all = request_with({"-Xtrace:bytecodes", "-Xtrace:stackmaps"});
  REQUIRE_FALSE(apply_vm_options(all));
  CHECK(all.vm.trace_bytecodes);
  CHECK(all.vm.trace_bytecodes_pattern.empty());  // every method
  CHECK(all.vm.trace_stackmaps);
  LaunchRequest some = request_with({"-Xtrace:bytecodes=Fib.*", "-Xtrace:stackmaps=java.lang.String.hashCode"});
  REQUIRE_FALSE(apply_vm_options(some));
  CHECK(some.vm.trace_bytecodes_pattern == "Fib.*");
  CHECK(some.vm.trace_stackmaps_pattern == "java.lang.String.hashCode");
  for (const char* bad : {"-Xtrace:bytecodes=", "-Xtrace:stackmaps=", "-Xtrace:bytecodes=java/lang/String.length",
                          "-Xtrace:bytecodes=Fib.fib(I)I", "-Xtrace:stackmaps=a b"}) {
    INFO(bad);
    CHECK(first_error_line({bad}).starts_with(std::string("Invalid trace pattern: ") + bad + " (expected"));
  }
  for (const char* bad : {"-Xtrace:", "-Xtrace:calls", "-Xtrace:bytecode=Fib.fib", "-Xtrace:stackmaps:Fib.fib"}) {
    INFO(bad);
    CHECK(first_error_line({bad}).starts_with(std::string("Invalid -Xtrace option: ") + bad + " (expected"));
  }
}
