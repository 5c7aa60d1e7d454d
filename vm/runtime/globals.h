// The one VM of the process: its options, heap, class loaders, and the
// classes and fields the VM itself uses (well-known classes).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "gc/gc.h"
#include "jvmpi/options.h"
#include "vm/runtime/class.h"

namespace loupe::vm {

class ClassLoader;

// One -ea:<target> or -da:<target> option.
struct AssertionSwitch {
  std::string target;  // a class or package, binary name ("a.b.C", "a.b")
  bool package;
  bool enable;
};

struct VmOptions {
  std::string class_path = ".";
  std::string boot_class_path;  // the class library jar
  size_t initial_heap_bytes = 0;
  size_t max_heap_bytes = 0;
  size_t stack_bytes = 1024 * 1024;
  std::string collector = "generational";
  uint32_t gc_stress_interval = 0;
  bool verify_heap = false;        // -Xverifyheap
  bool check_gc_events = false;    // -Xcheckgcevents
  jvmpi::CheckOptions jvmpi_check;  // -Xcheck:jvmpi[:fatal][:timeout=<s>]
  bool moving_classes = false;     // -Xmovingclasses: class objects in the heap, where they move
  bool verbose_class = false;
  bool class_unloading = true;     // -Xnoclassgc turns it off: classes of dead loaders stay
  bool verbose_gc = false;
  bool assertions = false;         // -ea
  bool system_assertions = false;  // -esa
  std::vector<AssertionSwitch> assertion_switches;  // in command-line order
  bool interpret_only = false;     // -Xint
  bool compile_all = false;        // -Xcomp: compile methods before they first run
  uint32_t jit_threshold = 100;    // -Xjit:threshold=<n>
  std::string jit_print_pattern;   // -Xjit:print=<pattern>: list the code of matching methods
  bool jit_stats = false;          // -Xjit:stats: the JIT's totals and speed at exit
  size_t jit_code_cache_bytes = 64u << 20;  // -Xjit:codecache=<size>
  bool verbose_jit = false;        // -verbose:jit
  bool statistics = false;         // -Xstats: print what the VM did at exit
  // -Xtrace:bytecodes[=<pattern>] and -Xtrace:stackmaps[=<pattern>]
  // (interp/tracing.h); an empty pattern names every method.
  bool trace_bytecodes = false;
  std::string trace_bytecodes_pattern;
  bool trace_stackmaps = false;
  std::string trace_stackmaps_pattern;
  std::vector<std::pair<std::string, std::string>> properties;  // -D
  std::vector<jvmpi::AgentSpec> agents;  // -Xrun<name>[:<options>], in command-line order
  std::string java_command;  // the main class (or jar) and its arguments, for sun.java.command
};

// Classes the VM refers to directly. Filled while bootstrapping.
struct WellKnownClasses {
  Class* object = nullptr;
  Class* string = nullptr;
  Class* class_class = nullptr;
  Class* cloneable = nullptr;
  Class* serializable = nullptr;
  Class* throwable = nullptr;
  Class* error = nullptr;
  Class* thread = nullptr;
  Class* system = nullptr;
  Class* reference = nullptr;
  Class* soft_reference = nullptr;
  Class* stack_trace_element = nullptr;
  Class* char_array = nullptr;
  Class* byte_array = nullptr;
  Class* string_array = nullptr;
  Class* object_array = nullptr;
  Class* class_array = nullptr;
  Class* constructor = nullptr;
  // int.class, ... by BasicType value (4..11, and 14 for void).
  Class* primitive[16] = {};
  // Arrays of each primitive type, by BasicType value.
  Class* primitive_array[16] = {};
};

// Field offsets the VM reads and writes.
struct WellKnownFields {
  uint32_t string_value = 0;
  uint32_t string_hash = 0;
  uint32_t class_vm_class = 0;
  uint32_t thread_eetop = 0;
  uint32_t thread_name = 0;
  uint32_t thread_priority = 0;
  uint32_t thread_daemon = 0;
  uint32_t thread_status = 0;
  uint32_t throwable_backtrace = 0;
  uint32_t throwable_stack_trace = 0;  // the decoded trace Throwable caches
  uint32_t throwable_detail_message = 0;
  uint32_t throwable_cause = 0;
  uint32_t reference_referent = 0;
  uint32_t constructor_vm_method = 0;
};

struct Vm {
  VmOptions options;
  std::unique_ptr<gc::HeapEventSink> heap_events;  // created before the heap, which reports to it
  std::unique_ptr<gc::Heap> heap;
  ClassLoader* boot_loader = nullptr;
  ClassLoader* app_loader = nullptr;
  WellKnownClasses classes;
  WellKnownFields fields;
  bool started = false;  // System.initPhase1 has run: Java code may be called
  Object* preallocated_oom = nullptr;  // thrown when even an OutOfMemoryError cannot be allocated
  std::chrono::steady_clock::time_point start_time = std::chrono::steady_clock::now();

  // Seconds since the VM started, for log lines ("[0.012s]").
  double uptime_seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_time).count();
  }
};

Vm& the_vm();

}  // namespace loupe::vm
