// `loupe`: the launcher. Reads the command line like `java`, finds the class
// library, starts the VM on a fresh thread (as the java launcher does, so
// that the main thread gets a full-sized stack) and runs the program.
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
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

void print_version(FILE* out, const LaunchRequest& r) {
  std::fprintf(out,
               "loupe version \"%s\" (Java SE 17 subset)\n"
               "Loupe Runtime Environment (build %s)\n"
               "Loupe VM (build %s, interpreted mode, %s collector)\n",
               LOUPE_VERSION, LOUPE_VERSION, LOUPE_VERSION, r.vm.collector.c_str());
}

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "%s\n", message.c_str());
  std::exit(1);
}

// -jar: the class path is the jar (plus its manifest's Class-Path) and the
// main class comes from the manifest.
void apply_jar(LaunchRequest& r) {
  std::string error;
  auto jar = loupe::vm::ZipArchive::open(r.jar, &error);
  if (!jar) {
    if (!file_exists(r.jar)) fail("Error: Unable to access jarfile " + r.jar);
    fail("Error: Invalid or corrupt jarfile " + r.jar);
  }
  auto manifest_bytes = jar->read("META-INF/MANIFEST.MF", &error);
  std::optional<loupe::vm::JarManifest> manifest;
  if (manifest_bytes) {
    manifest = loupe::vm::parse_manifest(std::string_view(reinterpret_cast<const char*>(manifest_bytes->data()),
                                                          manifest_bytes->size()));
  }
  if (!manifest || manifest->main_class.empty()) fail("no main manifest attribute, in " + r.jar);
  r.main_class = manifest->main_class;
  std::string dir = r.jar.find('/') == std::string::npos ? "." : r.jar.substr(0, r.jar.rfind('/'));
  r.vm.class_path = r.jar;
  for (const std::string& entry : manifest->class_path) r.vm.class_path += ":" + (entry[0] == '/' ? entry : dir + "/" + entry);
}

void check_heap_sizes(const LaunchRequest& r) {
  if (r.vm.max_heap_bytes != 0 && r.vm.max_heap_bytes < 2 * 1024 * 1024) {
    fail("Error occurred during initialization of VM\nToo small maximum heap");
  }
  if (r.vm.max_heap_bytes != 0 && r.vm.initial_heap_bytes > r.vm.max_heap_bytes) {
    fail("Error occurred during initialization of VM\nInitial heap size set to a larger value than the maximum heap size");
  }
  if (r.vm.stack_bytes < 64 * 1024) {
    fail("The Java thread stack size specified is too small. Specify at least 64k\n"
         "Error: Could not create the Java Virtual Machine.\n"
         "Error: A fatal exception has occurred. Program will exit.");
  }
}

int java_main(void* context) {
  auto& r = *static_cast<LaunchRequest*>(context);
  loupe::vm::attach_main_thread(r.vm.stack_bytes);
  std::string error;
  if (!loupe::vm::create_vm(r.vm, &error)) {
    std::fprintf(stderr, "Error occurred during initialization of VM\n%s\n", error.c_str());
    loupe::vm::halt_vm(1);
  }
  int status = loupe::vm::run_main(r.main_class, r.args);
  loupe::vm::destroy_vm_and_exit(status);
}

}  // namespace

int main(int argc, char** argv) {
  std::string error;
  auto request = loupe::launcher::parse_command_line(argc, argv, &error);
  if (!request) fail(error);
  LaunchRequest& r = *request;
  if (r.show_help) {
    std::fputs(loupe::launcher::usage_text().c_str(), stdout);
    return 0;
  }
  if (r.show_version || r.show_version_out) {
    print_version(r.show_version ? stderr : stdout, r);
    return 0;
  }
  if (r.main_class.empty() && r.jar.empty()) {
    std::fputs(loupe::launcher::usage_text().c_str(), stderr);
    return 1;
  }
  if (!r.jar.empty()) apply_jar(r);
  check_heap_sizes(r);
  r.vm.boot_class_path = find_class_library();
  r.vm.java_command = r.jar.empty() ? r.main_class : r.jar;
  for (const std::string& a : r.args) r.vm.java_command += " " + a;
  return loupe::vm::run_on_new_os_thread(java_main, &r);
}
