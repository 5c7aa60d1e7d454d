// The hprof agent on a fake VM that unloads classes (agents/hprof,
// docs/jvmpi.md "Class unloading"): a class is loaded, profiled, unloaded,
// and a second class comes with the same class ID and the same method ID,
// as a VM that reuses the memory of unloaded classes gives them. Whatever
// was recorded before the unload must keep naming the first class and its
// method; what comes after, the second. Loupe itself posts no CLASS_UNLOAD
// yet, so the events are scripted here, one scenario per child process
// (the agent keeps its state in globals).
#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

using OnLoad = jint(JNICALL*)(JavaVM*, char*, void*);

// ---- the fake VM (one per child process) ----

struct FakeMethod {
  uintptr_t id;
  const char* name;
};

struct FakeClass {
  const char* name;
  const char* source;
  std::vector<FakeMethod> methods;
};

JVMPI_Interface g_iface;
JNIInvokeInterface_ g_invoke;
JavaVM g_vm;
std::map<uintptr_t, FakeClass> g_classes;         // loaded classes by class ID
std::vector<JVMPI_CallFrame> g_stack;             // the thread's stack, innermost first
jlong g_cpu_clock = 0;                            // the thread's CPU time, ns
void* g_thread_storage = nullptr;

JNIEnv* const kEnv = reinterpret_cast<JNIEnv*>(uintptr_t{0x1000});

jobjectID id(uintptr_t n) { return reinterpret_cast<jobjectID>(n); }
jmethodID method_id(uintptr_t n) { return reinterpret_cast<jmethodID>(n); }

void send(jint type, const std::function<void(JVMPI_Event&)>& fill = {}) {
  JVMPI_Event ev;
  std::memset(&ev, 0, sizeof ev);
  ev.event_type = type;
  ev.env_id = kEnv;
  if (fill) fill(ev);
  g_iface.NotifyEvent(&ev);
}

void send_class_load(uintptr_t class_id, const FakeClass& c, jint flags) {
  std::vector<JVMPI_Method> methods;
  for (const FakeMethod& m : c.methods) {
    methods.push_back(JVMPI_Method{const_cast<char*>(m.name), const_cast<char*>("()V"), 1, 10, method_id(m.id)});
  }
  send(JVMPI_EVENT_CLASS_LOAD | flags, [&](JVMPI_Event& ev) {
    ev.u.class_load.class_name = c.name;
    ev.u.class_load.source_name = const_cast<char*>(c.source);
    ev.u.class_load.num_methods = static_cast<jint>(methods.size());
    ev.u.class_load.methods = methods.data();
    ev.u.class_load.class_id = id(class_id);
  });
}

jint JNICALL get_env(JavaVM*, void** penv, jint version) {
  if (version != JVMPI_VERSION_1 && version != JVMPI_VERSION_1_1 && version != JVMPI_VERSION_1_2) return JNI_EVERSION;
  *penv = &g_iface;
  return JNI_OK;
}

jint enable_event(jint, void*) { return JVMPI_SUCCESS; }
jint disable_event(jint, void*) { return JVMPI_SUCCESS; }
void profiler_exit(jint code) { _exit(code); }

jint request_event(jint type, void* arg) {
  if (type == JVMPI_EVENT_CLASS_LOAD) {
    auto found = g_classes.find(reinterpret_cast<uintptr_t>(arg));
    if (found == g_classes.end()) return JVMPI_NOT_AVAILABLE;
    send_class_load(found->first, found->second, JVMPI_REQUESTED_EVENT);
    return JVMPI_SUCCESS;
  }
  return JVMPI_NOT_AVAILABLE;
}

void get_call_trace(JVMPI_CallTrace* trace, jint depth) {
  jint n = 0;
  for (; n < depth && n < static_cast<jint>(g_stack.size()); ++n) trace->frames[n] = g_stack[n];
  trace->num_frames = n;
}

jobjectID get_method_class(jmethodID method) {
  for (const auto& [class_id, c] : g_classes) {
    for (const FakeMethod& m : c.methods) {
      if (method_id(m.id) == method) return id(class_id);
    }
  }
  return nullptr;
}

jlong current_thread_cpu_time() { return g_cpu_clock; }
void set_thread_local_storage(JNIEnv*, void* ptr) { g_thread_storage = ptr; }
void* get_thread_local_storage(JNIEnv*) { return g_thread_storage; }
jobjectID get_thread_object(JNIEnv*) { return id(0x5000); }

void install_fake_vm() {
  std::memset(&g_iface, 0, sizeof g_iface);
  g_iface.version = JVMPI_VERSION_1_2;
  g_iface.EnableEvent = enable_event;
  g_iface.DisableEvent = disable_event;
  g_iface.RequestEvent = request_event;
  g_iface.ProfilerExit = profiler_exit;
  g_iface.GetCallTrace = get_call_trace;
  g_iface.GetMethodClass = get_method_class;
  g_iface.GetCurrentThreadCpuTime = current_thread_cpu_time;
  g_iface.SetThreadLocalStorage = set_thread_local_storage;
  g_iface.GetThreadLocalStorage = get_thread_local_storage;
  g_iface.GetThreadObject = get_thread_object;
  std::memset(&g_invoke, 0, sizeof g_invoke);
  g_invoke.GetEnv = get_env;
  g_vm.functions = &g_invoke;
}

// ---- the program's events ----

constexpr uintptr_t kString = 0x300;    // java.lang.String: never unloaded
constexpr uintptr_t kReused = 0x100;    // the class ID "Old" has, then "New"
constexpr uintptr_t kMethod = 0x200;    // the method ID Old.make has, then New.build
constexpr uintptr_t kHelper = 0x210;    // Old.help, then nothing

void thread_start() {
  send(JVMPI_EVENT_THREAD_START, [](JVMPI_Event& ev) {
    ev.u.thread_start.thread_name = const_cast<char*>("main");
    ev.u.thread_start.group_name = const_cast<char*>("main");
    ev.u.thread_start.parent_name = const_cast<char*>("system");
    ev.u.thread_start.thread_id = id(0x5000);
    ev.u.thread_start.thread_env_id = kEnv;
  });
}

void load(uintptr_t class_id, FakeClass c) {
  g_classes[class_id] = std::move(c);
  send_class_load(class_id, g_classes[class_id], 0);
}

void unload(uintptr_t class_id) {
  g_classes.erase(class_id);
  send(JVMPI_EVENT_CLASS_UNLOAD, [&](JVMPI_Event& ev) { ev.u.class_unload.class_id = id(class_id); });
}

void stack(std::initializer_list<std::pair<uintptr_t, jint>> frames) {
  g_stack.clear();
  for (const auto& [m, line] : frames) g_stack.push_back(JVMPI_CallFrame{line, method_id(m)});
}

void alloc(uintptr_t obj, uintptr_t class_id, jint size) {
  send(JVMPI_EVENT_OBJECT_ALLOC, [&](JVMPI_Event& ev) {
    ev.u.obj_alloc.arena_id = 1;
    ev.u.obj_alloc.class_id = id(class_id);
    ev.u.obj_alloc.is_array = JVMPI_NORMAL_OBJECT;
    ev.u.obj_alloc.size = size;
    ev.u.obj_alloc.obj_id = id(obj);
  });
}

// A collection that frees `dead`, then the class's unloading, as the VM
// posts it: after GC_FINISH.
void collect_and_unload(std::initializer_list<uintptr_t> dead, uintptr_t class_id) {
  send(JVMPI_EVENT_GC_START);
  for (uintptr_t obj : dead) send(JVMPI_EVENT_OBJECT_FREE, [&](JVMPI_Event& ev) { ev.u.obj_free.obj_id = id(obj); });
  send(JVMPI_EVENT_GC_FINISH);
  unload(class_id);
}

void method_call(uintptr_t method, jint line, jlong nanos) {
  stack({{method, line}});
  send(JVMPI_EVENT_METHOD_ENTRY, [&](JVMPI_Event& ev) { ev.u.method.method_id = method_id(method); });
  g_cpu_clock += nanos;
  send(JVMPI_EVENT_METHOD_EXIT, [&](JVMPI_Event& ev) { ev.u.method.method_id = method_id(method); });
}

void bytecodes(uintptr_t method, jint line, jlong count) {
  stack({{method, line}});
  send(JVMPI_EVENT_BYTECODE_SAMPLE, [&](JVMPI_Event& ev) { ev.u.bytecode_sample.bytecodes = count; });
}

// Old.make, unloaded, then New.build with Old's class ID and method ID.
void old_then_new(const std::function<void()>& profile_old, const std::function<void()>& profile_new) {
  thread_start();
  load(kString, FakeClass{"java.lang.String", "String.java", {}});
  load(kReused, FakeClass{"Old", "Old.java", {{kMethod, "make"}, {kHelper, "help"}}});
  profile_old();
  load(kReused + 0x1000, FakeClass{"Unrelated", "Unrelated.java", {}});
  unload(0x999);  // a class the agent never knew: nothing happens
  load(kReused, FakeClass{"New", "New.java", {{kMethod, "build"}}});
  profile_new();
}

// ---- running a scenario in a child ----

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs hprof with options (file= added) and the scenario, then
// JVM_SHUT_DOWN; returns the profile (and *collapsed, the .collapsed file).
std::string run_hprof(const std::string& options, const std::function<void()>& scenario,
                      std::string* collapsed = nullptr) {
  const char* path = std::getenv("LOUPE_HPROF_AGENT");
  REQUIRE(path != nullptr);
  char dir_template[] = "/tmp/hprof-unload-XXXXXX";
  REQUIRE(mkdtemp(dir_template) != nullptr);
  std::string file = std::string(dir_template) + "/profile";
  pid_t child = fork();
  if (child == 0) {
    void* handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) _exit(101);
    auto on_load = reinterpret_cast<OnLoad>(dlsym(handle, "JVM_OnLoad"));
    install_fake_vm();
    std::string text = options + ",file=" + file;
    if (on_load == nullptr || on_load(&g_vm, text.data(), nullptr) != JNI_OK) _exit(100);
    scenario();
    send(JVMPI_EVENT_JVM_SHUT_DOWN);
    _exit(0);
  }
  int status = 0;
  waitpid(child, &status, 0);
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);
  std::string profile = read_file(file);
  if (collapsed != nullptr) *collapsed = read_file(file + ".collapsed");
  std::remove((file + ".collapsed").c_str());
  std::remove(file.c_str());
  rmdir(dir_template);
  return profile;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// ---- the binary format, as far as classes and traces go ----

struct BinaryProfile {
  std::map<uint64_t, std::string> strings;
  std::map<uint32_t, std::string> class_names;  // LOAD_CLASS: serial -> name
  std::vector<uint32_t> unloaded;               // UNLOAD_CLASS, in order
  std::map<uint64_t, std::pair<std::string, uint32_t>> frames;  // FRAME: id -> (method, class serial)
  std::map<uint32_t, std::vector<uint64_t>> traces;
};

uint64_t big_endian(const std::string& b, size_t at, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v = (v << 8) | static_cast<unsigned char>(b.at(at + i));
  return v;
}

BinaryProfile read_binary(const std::string& file) {
  BinaryProfile p;
  size_t at = file.find('\0') + 1 + 12;  // the version string, then the ID size and the time
  while (at < file.size()) {
    uint8_t tag = static_cast<uint8_t>(file.at(at));
    size_t length = big_endian(file, at + 5, 4);
    std::string b = file.substr(at + 9, length);
    REQUIRE(b.size() == length);
    if (tag == 0x01) p.strings[big_endian(b, 0, 8)] = b.substr(8);
    if (tag == 0x02) p.class_names[static_cast<uint32_t>(big_endian(b, 0, 4))] = p.strings.at(big_endian(b, 16, 8));
    if (tag == 0x03) {
      uint32_t serial = static_cast<uint32_t>(big_endian(b, 0, 4));
      REQUIRE(p.class_names.count(serial) == 1);  // announced before
      p.unloaded.push_back(serial);
    }
    if (tag == 0x04) {
      p.frames[big_endian(b, 0, 8)] = {p.strings.at(big_endian(b, 8, 8)), static_cast<uint32_t>(big_endian(b, 32, 4))};
    }
    if (tag == 0x05) {
      std::vector<uint64_t>& ids = p.traces[static_cast<uint32_t>(big_endian(b, 0, 4))];
      for (uint64_t i = 0, n = big_endian(b, 8, 4); i < n; ++i) ids.push_back(big_endian(b, 12 + 8 * i, 8));
    }
    at += 9 + length;
  }
  return p;
}

// ---- the scenarios ----

void sites_scenario() {
  old_then_new(
      [] {
        stack({{kMethod, 5}});
        alloc(0x10000, kString, 64);  // outlives Old
        alloc(0x10100, kReused, 16);  // an Old, freed before the unloading
        collect_and_unload({0x10100}, kReused);
      },
      [] {
        stack({{kMethod, 5}});  // the same frames as Old.make's, by ID
        alloc(0x20000, kReused, 48);
        alloc(0x20100, kString, 32);
      });
}

TEST_CASE("heap=sites: traces and sites recorded before an unload keep the old names", "[hprof-unload]") {
  std::string text = run_hprof("heap=sites,cutoff=0", sites_scenario);
  INFO(text);
  CHECK(has(text, "TRACE 1:\n\tOld.make(Old.java:5)\n"));
  CHECK(has(text, "TRACE 2:\n\tNew.build(New.java:5)\n"));
  CHECK(!has(text, "TRACE 3:"));
  CHECK(has(text, "   64    1      64    1     1 java.lang.String\n"));
  CHECK(has(text, "    0    0      16    1     1 Old\n"));
  CHECK(has(text, "   48    1      48    1     2 New\n"));
  CHECK(has(text, "   32    1      32    1     2 java.lang.String\n"));
}

TEST_CASE("format=b: UNLOAD_CLASS, and each class and frame under its own serial", "[hprof-unload]") {
  BinaryProfile p = read_binary(run_hprof("heap=sites,cutoff=0,format=b", sites_scenario));
  uint32_t old_serial = 0, new_serial = 0;
  for (const auto& [serial, name] : p.class_names) {
    if (name == "Old") old_serial = serial;
    if (name == "New") new_serial = serial;
  }
  REQUIRE(old_serial != 0);
  REQUIRE(new_serial != 0);
  CHECK(old_serial != new_serial);
  CHECK(p.unloaded == std::vector<uint32_t>{old_serial});
  REQUIRE(p.traces.count(1) == 1);
  REQUIRE(p.traces.count(2) == 1);
  REQUIRE(p.traces[1].size() == 1);
  REQUIRE(p.traces[2].size() == 1);
  CHECK(p.frames.at(p.traces[1][0]) == std::make_pair(std::string("make"), old_serial));
  CHECK(p.frames.at(p.traces[2][0]) == std::make_pair(std::string("build"), new_serial));
}

TEST_CASE("cpu=times: calls timed before an unload stay the old method's", "[hprof-unload]") {
  std::string collapsed;
  std::string text = run_hprof(
      "cpu=times",
      [] {
        old_then_new(
            [] {
              method_call(kMethod, 5, 1000000);
              // Entries whose exits never come: their shadow-stack calls go
              // with the class, so that an exit of New.build, which has
              // Old.make's ID, cannot end one.
              stack({{kMethod, 6}});
              send(JVMPI_EVENT_METHOD_ENTRY, [](JVMPI_Event& ev) { ev.u.method.method_id = method_id(kMethod); });
              stack({{kHelper, 9}, {kMethod, 6}});
              send(JVMPI_EVENT_METHOD_ENTRY, [](JVMPI_Event& ev) { ev.u.method.method_id = method_id(kHelper); });
              send(JVMPI_EVENT_GC_START);
              send(JVMPI_EVENT_GC_FINISH);
              unload(kReused);
            },
            [] {
              method_call(kMethod, 5, 3000000);
              // An exit whose entry was not seen (as when the event is
              // enabled during the call): it matches nothing.
              g_cpu_clock += 5000000;
              send(JVMPI_EVENT_METHOD_EXIT, [](JVMPI_Event& ev) { ev.u.method.method_id = method_id(kMethod); });
            });
      },
      &collapsed);
  INFO(text);
  INFO(collapsed);
  CHECK(has(text, "\tOld.make(Old.java:5)\n"));
  CHECK(has(text, "\tNew.build(New.java:5)\n"));
  CHECK(has(text, "      1     1 Old.make\n"));  // count 1, trace 1
  CHECK(has(text, "      1     2 New.build\n"));
  CHECK(has(collapsed, "Old.make 1000\n"));
  CHECK(has(collapsed, "New.build 3000\n"));
  CHECK(!has(collapsed, "Old.help"));
  CHECK(!has(collapsed, "Old.make;"));
}

TEST_CASE("cpu=bytecodes: samples taken before an unload stay the old method's", "[hprof-unload]") {
  std::string collapsed;
  std::string text = run_hprof(
      "cpu=bytecodes",
      [] {
        old_then_new(
            [] {
              bytecodes(kMethod, 5, 100);
              bytecodes(kMethod, 5, 100);
              send(JVMPI_EVENT_GC_START);
              send(JVMPI_EVENT_GC_FINISH);
              unload(kReused);
            },
            [] { bytecodes(kMethod, 5, 300); });
      },
      &collapsed);
  INFO(text);
  INFO(collapsed);
  CHECK(has(text, "\tOld.make(Old.java:5)\n"));
  CHECK(has(text, "\tNew.build(New.java:5)\n"));
  CHECK(has(text, "      2     1 Old.make\n"));
  CHECK(has(text, "      1     2 New.build\n"));
  CHECK(has(collapsed, "Old.make 200\n"));
  CHECK(has(collapsed, "New.build 300\n"));
}

}  // namespace
