// The command line of `loupe`, as the java launcher reads it.
//
// Reading happens in two steps, as in `java`. parse_command_line() is the
// launcher's part: it finds the main class or jar, the class path, the
// program arguments and the informational options (-version, -help, ...),
// and only collects the options meant for the VM proper (-X..., -D, -ea,
// -verbose). apply_vm_options() is the VM's part: it checks and applies
// those, in order, and then checks the sizes against each other. So a bad
// -Xmx does not stop -fullversion, and an unreadable jar is reported before
// an unknown -X option, exactly as HotSpot does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "vm/runtime/globals.h"

namespace loupe::launcher {

// What to do once the VM options are known to be good.
enum class Action {
  kRun,           // run the main class or jar
  kUsage,         // no main class: usage on stderr, exit 1
  kHelp,          // -help, -h, -?: usage on stderr, exit 0
  kHelpOut,       // --help: usage on stdout, exit 0
  kExtraHelp,     // -X: the -X options on stderr, exit 0
  kVersion,       // -version: version on stderr, exit 0
  kVersionOut,    // --version: version on stdout, exit 0
  kFullVersion,   // -fullversion: one line on stderr, exit 0, before the VM options are even checked
};

struct LaunchRequest {
  vm::VmOptions vm;
  std::string main_class;  // empty with -jar until the manifest is read
  std::string jar;         // -jar
  std::vector<std::string> args;
  std::vector<std::string> vm_args;  // -X..., -D..., -ea, -verbose..., in command-line order
  Action action = Action::kRun;
  bool show_version = false;      // -showversion: version on stderr, then run
  bool show_version_out = false;  // --show-version: version on stdout, then run
  bool dry_run = false;           // --dry-run: check the main class and its main method, run nothing
  // A launcher complaint that does not stop the VM from starting (java
  // prints it, then still checks the VM options, then prints the usage).
  std::string early_error;
};

// Reads argv. On a launcher error that ends everything at once (-cp without
// a value) returns nullopt with the message for stderr in *error (exit 1).
std::optional<LaunchRequest> parse_command_line(int argc, char** argv, std::string* error);

// A failure to start the VM: what goes to stdout, what goes to stderr (each
// printed followed by a newline when not empty); the exit status is 1.
struct VmStartError {
  std::string out;
  std::string err;
};

// Checks and applies r.vm_args to r.vm, then the cross-checks (stack size,
// heap sizes) that HotSpot makes while creating the VM.
std::optional<VmStartError> apply_vm_options(LaunchRequest& r);

// "64m" -> 67108864, "0x100k" -> 262144. nullopt when malformed or too large.
std::optional<size_t> parse_size(std::string_view text);

std::string usage_text();
std::string extra_options_text();

}  // namespace loupe::launcher
