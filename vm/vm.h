// Public face of the VM: starting it, running a program's main method, and
// ending the process. The launcher (vm/launcher) starts and runs the VM
// through it; natives, JNI's DestroyJavaVM and JVMPI's ProfilerExit use it
// to end the process. Other subsystems include the headers of
// vm/runtime they need.
#pragma once

#include <string>
#include <vector>

#include "vm/runtime/globals.h"

namespace loupe::vm {

// Creates the VM on the calling OS thread, which becomes the Java thread
// "main": heap, class loaders, core classes, System.initPhase1. On failure
// returns false with a message for the user.
bool create_vm(const VmOptions& options, std::string* error);

// Loads `main_class` (binary name) through the application loader and runs
// its main method with `args`, as the java launcher does, printing the
// launcher's errors. Returns the process exit status. A dry run (--dry-run)
// loads, links and checks the class and its main method, and stops there.
int run_main(const std::string& main_class, const std::vector<std::string>& args, bool dry_run = false);

// Waits for the non-daemon threads, runs the shutdown hooks and ends the process.
[[noreturn]] void destroy_vm_and_exit(int status);

// Ends the process now (System.exit after the hooks, Runtime.halt).
[[noreturn]] void halt_vm(int status);

}  // namespace loupe::vm
