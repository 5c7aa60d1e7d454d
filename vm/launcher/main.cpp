// `loupe`: the launcher. Reads the command line like `java`, finds the class
// library, starts the VM on a fresh thread (as the java launcher does, so
// that the main thread gets a full-sized stack) and runs the program.
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>

#include "vm/classpath/class_path.h"
#include "vm/launcher/options.h"
#include "vm/runtime/java_threads.h"
#include "vm/vm.h"

#ifndef LOUPE_VERSION
#define LOUPE_VERSION "0.0.0"
#endif

namespace {

using loupe::launcher::LaunchRequest;

std::string executable_directory() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return ".";
  std::string path(buf, static_cast<size_t>(n));
  return path.substr(0, path.rfind('/'));
}

bool file_exists(const std::string& path) { return access(path.c_str(), R_OK) == 0; }

// The class library jar: $LOUPE_CLASSLIB, next to the executable (the build
// tree), or in ../share/loupe (an installation).
std::string find_class_library() {
  if (const char* env = std::getenv("LOUPE_CLASSLIB")) return env;
  std::string dir = executable_directory();
  for (const std::string& candidate : {dir + "/loupe-classlib.jar", dir + "/../share/loupe/loupe-classlib.jar"}) {
    if (file_exists(candidate)) return candidate;
  }
  return dir + "/loupe-classlib.jar";
}

// -version and -showversion print the first line as `loupe version "x"`,
// --version and --show-version as `loupe x`, like java.
void print_version(FILE* out, const LaunchRequest& r, bool long_form) {
  std::fprintf(out, long_form ? "loupe %s (Java SE 17 subset)\n" : "loupe version \"%s\" (Java SE 17 subset)\n",
               LOUPE_VERSION);
  // As java names its modes: -Xint, -Xcomp, or mixed (the default: both).
  const char* mode = r.vm.interpret_only ? "interpreted mode" : r.vm.compile_all ? "compiled mode" : "mixed mode";
  std::fprintf(out,
               "Loupe Runtime Environment (build %s)\n"
               "Loupe VM (build %s, %s, %s collector)\n",
               LOUPE_VERSION, LOUPE_VERSION, mode, r.vm.collector.c_str());
}

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "%s\n", message.c_str());
  std::exit(1);
}

bool is_directory(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// -jar: the class path is the jar (plus its manifest's Class-Path) and the
// main class comes from the manifest. As java: a jar that cannot be read, or
// has no manifest at all, is "invalid or corrupt"; a manifest without
// Main-Class is "no main manifest attribute".
void apply_jar(LaunchRequest& r) {
  if (!file_exists(r.jar)) fail("Error: Unable to access jarfile " + r.jar);
  if (is_directory(r.jar)) fail("Error: Invalid or corrupt jarfile " + r.jar);
  std::string error;
  auto jar = loupe::vm::ZipArchive::open(r.jar, &error);
  if (!jar) fail("Error: Invalid or corrupt jarfile " + r.jar);
  auto manifest_bytes = jar->read("META-INF/MANIFEST.MF", &error);
  if (!manifest_bytes) fail("Error: Invalid or corrupt jarfile " + r.jar);
  auto manifest = loupe::vm::parse_manifest(
      std::string_view(reinterpret_cast<const char*>(manifest_bytes->data()), manifest_bytes->size()));
  if (!manifest || manifest->main_class.empty()) fail("no main manifest attribute, in " + r.jar);
  r.main_class = manifest->main_class;
  std::string dir = r.jar.find('/') == std::string::npos ? "." : r.jar.substr(0, r.jar.rfind('/'));
  r.vm.class_path = r.jar;
  for (const std::string& entry : manifest->class_path) r.vm.class_path += ":" + (entry[0] == '/' ? entry : dir + "/" + entry);
}

int java_main(void* context) {
  auto& r = *static_cast<LaunchRequest*>(context);
  loupe::vm::attach_main_thread(r.vm.stack_bytes);
  std::string error;
  bool created;
  try {
    created = loupe::vm::create_vm(r.vm, &error);
  } catch (const std::bad_alloc&) {
    // The heap is reserved up front; HotSpot words the failure this way.
    error = "Could not reserve enough space for " + std::to_string(r.vm.max_heap_bytes / 1024) + "KB object heap";
    created = false;
  }
  if (!created) {
    // Like all of HotSpot's "during initialization" failures, on stdout.
    std::fprintf(stdout, "Error occurred during initialization of VM\n%s\n", error.c_str());
    loupe::vm::halt_vm(1);
  }
  if (r.action == loupe::launcher::Action::kUsage) {
    std::fputs(loupe::launcher::usage_text().c_str(), stderr);
    loupe::vm::destroy_vm_and_exit(1);
  }
  int status = loupe::vm::run_main(r.main_class, r.args, r.dry_run);
  loupe::vm::destroy_vm_and_exit(status);
}

}  // namespace

int main(int argc, char** argv) {
  using loupe::launcher::Action;
  std::string error;
  auto request = loupe::launcher::parse_command_line(argc, argv, &error);
  if (!request) fail(error);
  LaunchRequest& r = *request;
  // The launcher's own work comes first, before any VM option is looked at.
  if (r.action == Action::kFullVersion) {
    std::fprintf(stderr, "loupe full version \"%s\"\n", LOUPE_VERSION);
    return 0;
  }
  if (!r.early_error.empty()) std::fprintf(stderr, "%s\n", r.early_error.c_str());
  if (r.action == Action::kRun && !r.jar.empty()) apply_jar(r);
  // Then what java finds while creating the VM.
  if (auto problem = loupe::launcher::apply_vm_options(r)) {
    if (!problem->out.empty()) std::fprintf(stdout, "%s\n", problem->out.c_str());
    std::fflush(stdout);
    if (!problem->err.empty()) std::fprintf(stderr, "%s\n", problem->err.c_str());
    return 1;
  }
  switch (r.action) {
    case Action::kUsage:
      // With an agent to load the VM is created first, as java's launcher
      // does, so that "-Xrunhprof:help" reaches the agent (which prints its
      // help and exits); the usage follows if it does not.
      if (!r.vm.agents.empty()) break;
      std::fputs(loupe::launcher::usage_text().c_str(), stderr);
      return 1;
    case Action::kHelp:
    case Action::kHelpOut:
      std::fputs(loupe::launcher::usage_text().c_str(), r.action == Action::kHelp ? stderr : stdout);
      return 0;
    case Action::kExtraHelp:
      std::fputs(loupe::launcher::extra_options_text().c_str(), stderr);
      return 0;
    case Action::kVersion:
    case Action::kVersionOut:
      print_version(r.action == Action::kVersion ? stderr : stdout, r, r.action == Action::kVersionOut);
      return 0;
    case Action::kFullVersion:
    case Action::kRun:
      break;
  }
  if (r.show_version) print_version(stderr, r, false);
  if (r.show_version_out) print_version(stdout, r, true);
  std::fflush(stdout);
  r.vm.boot_class_path = find_class_library();
  // The class library must be a jar file (LOUPE_CLASSLIB may name anything).
  if (is_directory(r.vm.boot_class_path)) {
    fail("Error: the class library " + r.vm.boot_class_path + " is a directory, not a jar file");
  }
  r.vm.java_command = r.jar.empty() ? r.main_class : r.jar;
  for (const std::string& a : r.args) r.vm.java_command += " " + a;
  return loupe::vm::run_on_new_os_thread(java_main, &r);
}
