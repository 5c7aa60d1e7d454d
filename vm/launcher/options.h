// The command line of `loupe`, as the java launcher reads it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "vm/runtime/globals.h"

namespace loupe::launcher {

struct LaunchRequest {
  vm::VmOptions vm;
  std::string main_class;  // empty with -jar until the manifest is read
  std::string jar;         // -jar
  std::vector<std::string> args;
  bool show_version = false;      // -version: on stderr, then exit
  bool show_version_out = false;  // --version: on stdout, then exit
  bool show_help = false;         // -help, -?, --help: on stdout, then exit
};

// Parses argv. On a bad option returns nullopt with the message for stderr
// in *error (the caller exits with status 1).
std::optional<LaunchRequest> parse_command_line(int argc, char** argv, std::string* error);

// "64m" → 67108864. nullopt when malformed.
std::optional<size_t> parse_size(std::string_view text);

std::string usage_text();

}  // namespace loupe::launcher
