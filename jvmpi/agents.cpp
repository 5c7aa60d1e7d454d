// Loading -Xrun agents and handing out interface tables.
//
// -Xrun<name> looks for lib<name>.so first in Loupe's own agent directories
// (beside the executable in a build tree, then the installed one), then
// through the system loader (LD_LIBRARY_PATH and the default paths). The
// library is opened before the heap exists; its JVM_OnLoad runs later, once
// java.lang and the class loaders are initialised (profiler.h).
// Each GetEnv(JVMPI_VERSION_*) hands out a table of its own, so several
// agents can listen at once, each to its own events (JDK 1.2 had one).
#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <mutex>

#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/globals.h"

#ifndef LOUPE_AGENT_DIR
#define LOUPE_AGENT_DIR "/usr/local/lib/loupe/agents"
#endif

namespace loupe::jvmpi {

std::atomic<uint8_t> g_event_enabled[kEventTableSize];

namespace {

using OnLoad = jint(JNICALL*)(JavaVM*, char*, void*);

// An opened library whose JVM_OnLoad has yet to run.
struct OpenedAgent {
  AgentSpec spec;
  std::string path;  // for messages
  std::string file;  // the library's file, as the dynamic loader names it (call sites)
  OnLoad on_load;
};

struct Registry {
  std::mutex lock;  // guards handing out new tables
  Agent agents[kMaxAgents];
  std::atomic<int> count{0};
  std::vector<OpenedAgent> opened;  // in command-line order; set before any thread but main runs
  const OpenedAgent* starting = nullptr;  // the library whose JVM_OnLoad runs (GetEnv names it)
};

Registry& registry() {
  static Registry r;
  return r;
}

std::string executable_dir() {
  char path[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0) return ".";
  std::string s(path, static_cast<size_t>(n));
  return s.substr(0, s.rfind('/'));
}

// The places -Xrun looks, in order; the last entry (a bare file name) goes
// to the system loader's own search.
std::vector<std::string> candidate_paths(const std::string& file) {
  return {executable_dir() + "/agents/" + file, std::string(LOUPE_AGENT_DIR) + "/" + file, file};
}

bool open_one(const AgentSpec& spec, std::string* error) {
  std::string file = "lib" + spec.name + ".so";
  void* handle = nullptr;
  std::string tried, last_failure, found_path;
  for (const std::string& path : candidate_paths(file)) {
    bool bare = path == file;
    const char* library_path = std::getenv("LD_LIBRARY_PATH");
    std::string system_path = library_path != nullptr && *library_path != '\0'
                                  ? "LD_LIBRARY_PATH=" + std::string(library_path) + " and the default paths"
                                  : "LD_LIBRARY_PATH unset, the default paths";
    tried += (tried.empty() ? "" : ", ") + (bare ? "the system library path (" + system_path + ")" : path);
    // A file that exists but fails to load is reported as such, not skipped.
    if (!bare && access(path.c_str(), F_OK) != 0) continue;
    handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (!bare) found_path = path;
    if (handle != nullptr) break;
    last_failure = dlerror();
    if (!bare) break;
  }
  if (handle == nullptr) {
    if (!found_path.empty()) {
      *error = "Could not load -Xrun library " + found_path + ": " + last_failure;
    } else {
      *error = "Could not find -Xrun library: " + file + "\nLooked in: " + tried;
      if (!last_failure.empty()) *error += "\n" + last_failure;
    }
    return false;
  }
  if (found_path.empty()) found_path = file + " (found by the system loader)";
  auto on_load = reinterpret_cast<OnLoad>(dlsym(handle, "JVM_OnLoad"));
  if (on_load == nullptr) {
    *error = "Could not find JVM_OnLoad in -Xrun library " + found_path;
    return false;
  }
  // The file as /proc/self/maps names it (absolute, links resolved): native
  // stacks name libraries that way.
  Dl_info info{};
  std::string loaded_file = found_path;
  if (dladdr(reinterpret_cast<void*>(on_load), &info) != 0 && info.dli_fname != nullptr) {
    char resolved[PATH_MAX];
    loaded_file = realpath(info.dli_fname, resolved) != nullptr ? resolved : info.dli_fname;
  }
  registry().opened.push_back({spec, found_path, loaded_file, on_load});
  return true;
}

bool start_one(const OpenedAgent& agent, std::string* error) {
  std::string options = agent.spec.options;
  registry().starting = &agent;
  jint status = agent.on_load(vm::jni::java_vm(), agent.spec.has_options ? options.data() : nullptr, nullptr);
  registry().starting = nullptr;
  if (status != JNI_OK) {
    *error = "-Xrun library failed to init: " + agent.path + " (JVM_OnLoad returned " + std::to_string(status) + ")";
    return false;
  }
  return true;
}

}  // namespace

Agent& agent(int index) { return registry().agents[index]; }
int agent_count() { return registry().count.load(std::memory_order_acquire); }
bool any_agent_loaded() { return !registry().opened.empty(); }

bool open_agents(const std::vector<AgentSpec>& agents, std::string* error) {
  for (const AgentSpec& spec : agents) {
    if (!open_one(spec, error)) return false;
  }
  return true;
}

bool start_agents(std::string* error) {
  for (const OpenedAgent& agent : registry().opened) {
    if (!start_one(agent, error)) return false;
  }
  if (check::on() && !registry().opened.empty()) check::start_watchdog(vm::the_vm().options.jvmpi_check.watchdog_seconds);
  return true;
}

namespace check {
bool is_agent_library(const std::string& path) {
  if (path.empty()) return false;
  for (const OpenedAgent& agent : registry().opened) {
    if (agent.file == path) return true;
  }
  return false;
}
}  // namespace check

jint get_interface(jint version, void** penv) {
  if (version != JVMPI_VERSION_1 && version != JVMPI_VERSION_1_1 && version != JVMPI_VERSION_1_2) {
    *penv = nullptr;
    return JNI_EVERSION;
  }
  Registry& r = registry();
  std::lock_guard<std::mutex> guard(r.lock);
  int index = r.count.load();
  if (index == kMaxAgents) {
    *penv = nullptr;
    return JNI_ERR;
  }
  Agent& a = r.agents[index];
  a.in_use = true;
  a.library = r.starting != nullptr ? r.starting->file : "(GetEnv outside JVM_OnLoad)";
  fill_interface(index, &a.table);
  if (check::on()) check::wrap_interface(index, &a.table);
  // As Kaffe and CVM: the version asked for (later members are there anyway).
  a.table.version = version;
  r.count.store(index + 1, std::memory_order_release);
  *penv = &a.table;
  return JNI_OK;
}

void refresh_event(int event) {
  uint8_t any = 0;
  for (int i = 0; i < agent_count(); ++i) any |= agent(i).enabled[event].load();
  g_event_enabled[event].store(any != 0 ? 1 : 0, std::memory_order_relaxed);
  bool method_hooks = enabled(JVMPI_EVENT_METHOD_ENTRY) || enabled(JVMPI_EVENT_METHOD_ENTRY2) ||
                      enabled(JVMPI_EVENT_METHOD_EXIT);
  g_event_enabled[kMethodHooks].store(method_hooks ? 1 : 0, std::memory_order_relaxed);
}

}  // namespace loupe::jvmpi
