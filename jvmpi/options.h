// What the command line says about profiling: the -Xrun agents and
// -Xcheck:jvmpi. Apart so that the VM's options (vm/runtime/globals.h) can
// hold them without seeing the profiler interface.
#pragma once

#include <string>

namespace loupe::jvmpi {

// One -Xrun<name>[:<options>] from the command line.
struct AgentSpec {
  std::string name;
  bool has_options = false;  // no ':' means JVM_OnLoad gets NULL options
  std::string options;
};

// -Xcheck:jvmpi[:fatal][:timeout=<s>]: every call an agent makes checked
// against the specification, IDs never reused, and a watchdog on callbacks
// (docs/agent-validation.md).
struct CheckOptions {
  bool on = false;
  bool fatal = false;        // abort at the first violation instead of warning
  int watchdog_seconds = 10;  // 0: no watchdog
};

}  // namespace loupe::jvmpi
