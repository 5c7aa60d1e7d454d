// The in-tree agents on a fake VM: a JavaVM whose GetEnv hands out a
// JVMPI_Interface of stubs, and scripted event sequences, well-formed and
// broken. This checks heapcheck's verdicts and trace's lines exactly,
// independently of Loupe (run_agent_test.py runs them on Loupe itself).
//
// Each scenario runs in a child process (fork): the agent starts from its
// pristine state, ProfilerExit can really end the process, and stderr and
// the exit status are collected by the parent.
#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "jvmpi.h"

namespace {

using OnLoad = jint(JNICALL*)(JavaVM*, char*, void*);

// ---- the fake VM (one per child process) ----

struct FakeObject {
  jint arena;
  jint kind;
  jint size;
};

JVMPI_Interface g_iface;
JNIInvokeInterface_ g_invoke;
JavaVM g_vm;
std::map<uintptr_t, FakeObject> g_heap;  // what a heap dump lists
std::vector<uintptr_t> g_dump_extra;     // IDs a dump adds (to break it)
std::vector<uintptr_t> g_dump_missing;   // IDs a dump leaves out
std::vector<jint> g_enabled;

JNIEnv* const kEnv = reinterpret_cast<JNIEnv*>(uintptr_t{0x1000});

jint JNICALL get_env(JavaVM*, void** penv, jint version) {
  if (version != JVMPI_VERSION_1 && version != JVMPI_VERSION_1_1 && version != JVMPI_VERSION_1_2) return JNI_EVERSION;
  *penv = &g_iface;
  return JNI_OK;
}

jint enable_event(jint type, void*) {
  g_enabled.push_back(type);
  return JVMPI_SUCCESS;
}

jint disable_event(jint, void*) { return JVMPI_SUCCESS; }

void profiler_exit(jint code) { _exit(code); }

void send(jint type, const std::function<void(JVMPI_Event&)>& fill = {}) {
  JVMPI_Event ev;
  std::memset(&ev, 0, sizeof ev);
  ev.event_type = type;
  ev.env_id = kEnv;
  if (fill) fill(ev);
  g_iface.NotifyEvent(&ev);
}

jobjectID id(uintptr_t n) { return reinterpret_cast<jobjectID>(n); }

// The level-0 dump of g_heap, with the scenario's damage.
jint request_event(jint type, void* arg) {
  if (type == JVMPI_EVENT_HEAP_DUMP) {
    const auto* level = static_cast<JVMPI_HeapDumpArg*>(arg);
    std::vector<char> dump;
    auto add = [&](uintptr_t obj, jint kind) {
      dump.push_back(static_cast<char>(kind));
      const char* p = reinterpret_cast<const char*>(&obj);
      dump.insert(dump.end(), p, p + sizeof obj);
    };
    for (const auto& [obj, o] : g_heap) {
      if (std::find(g_dump_missing.begin(), g_dump_missing.end(), obj) == g_dump_missing.end()) add(obj, o.kind);
    }
    for (uintptr_t obj : g_dump_extra) add(obj, JVMPI_NORMAL_OBJECT);
    send(JVMPI_EVENT_HEAP_DUMP | JVMPI_REQUESTED_EVENT, [&](JVMPI_Event& ev) {
      ev.u.heap_dump.dump_level = level != nullptr ? level->heap_dump_level : JVMPI_DUMP_LEVEL_2;
      ev.u.heap_dump.begin = dump.data();
      ev.u.heap_dump.end = dump.data() + dump.size();
    });
    return JVMPI_SUCCESS;
  }
  if (type == JVMPI_EVENT_OBJECT_ALLOC) {
    send(JVMPI_EVENT_OBJECT_ALLOC | JVMPI_REQUESTED_EVENT, [&](JVMPI_Event& ev) {
      ev.u.obj_alloc.arena_id = 7;
      ev.u.obj_alloc.size = 4242;
      ev.u.obj_alloc.obj_id = static_cast<jobjectID>(arg);
    });
    return JVMPI_SUCCESS;
  }
  return JVMPI_NOT_AVAILABLE;
}

void gc_start();
void gc_finish(int64_t object_error = 0);

// A collection that finds nothing to free.
void run_gc() {
  gc_start();
  gc_finish();
}

void install_fake_vm() {
  std::memset(&g_iface, 0, sizeof g_iface);
  g_iface.version = JVMPI_VERSION_1_2;
  g_iface.EnableEvent = enable_event;
  g_iface.DisableEvent = disable_event;
  g_iface.RequestEvent = request_event;
  g_iface.ProfilerExit = profiler_exit;
  g_iface.RunGC = run_gc;
  std::memset(&g_invoke, 0, sizeof g_invoke);
  g_invoke.GetEnv = get_env;
  g_vm.functions = &g_invoke;
}

// ---- heap event helpers: the fake heap and the events together ----

void arena_new(jint arena, const char* name) {
  send(JVMPI_EVENT_ARENA_NEW, [&](JVMPI_Event& ev) {
    ev.u.new_arena.arena_id = arena;
    ev.u.new_arena.arena_name = name;
  });
}

void alloc(uintptr_t obj, jint arena, jint size, jint kind = JVMPI_NORMAL_OBJECT) {
  g_heap[obj] = {arena, kind, size};
  send(JVMPI_EVENT_OBJECT_ALLOC, [&](JVMPI_Event& ev) {
    ev.u.obj_alloc.arena_id = arena;
    ev.u.obj_alloc.class_id = id(0x99);
    ev.u.obj_alloc.is_array = kind;
    ev.u.obj_alloc.size = size;
    ev.u.obj_alloc.obj_id = id(obj);
  });
}

void free_obj(uintptr_t obj) {
  g_heap.erase(obj);
  send(JVMPI_EVENT_OBJECT_FREE, [&](JVMPI_Event& ev) { ev.u.obj_free.obj_id = id(obj); });
}

void move(uintptr_t obj, jint new_arena, uintptr_t new_obj) {
  FakeObject o = g_heap.count(obj) ? g_heap[obj] : FakeObject{1, 0, 16};
  g_heap.erase(obj);
  jint old_arena = o.arena;
  o.arena = new_arena;
  g_heap[new_obj] = o;
  send(JVMPI_EVENT_OBJECT_MOVE, [&](JVMPI_Event& ev) {
    ev.u.obj_move.arena_id = old_arena;
    ev.u.obj_move.obj_id = id(obj);
    ev.u.obj_move.new_arena_id = new_arena;
    ev.u.obj_move.new_obj_id = id(new_obj);
  });
}

void arena_delete(jint arena) {
  for (auto it = g_heap.begin(); it != g_heap.end();) it = it->second.arena == arena ? g_heap.erase(it) : std::next(it);
  send(JVMPI_EVENT_ARENA_DELETE, [&](JVMPI_Event& ev) { ev.u.delete_arena.arena_id = arena; });
}

void gc_start() { send(JVMPI_EVENT_GC_START); }

// GC_FINISH with the fake heap's counts, adjusted by the scenario.
void gc_finish(int64_t object_error) {
  int64_t bytes = 0;
  for (const auto& [obj, o] : g_heap) bytes += o.size;
  send(JVMPI_EVENT_GC_FINISH, [&](JVMPI_Event& ev) {
    ev.u.gc_info.used_objects = static_cast<jlong>(g_heap.size()) + object_error;
    ev.u.gc_info.used_object_space = bytes;
    ev.u.gc_info.total_object_space = 1 << 30;
  });
}

// ---- running a scenario in a child ----

struct Outcome {
  int status = -1;  // exit status, or -1 if the child did not exit normally
  std::string err;
};

std::string agent_path(const char* variable) {
  const char* path = std::getenv(variable);
  REQUIRE(path != nullptr);
  return path;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Loads the agent with options, runs the scenario, sends JVM_SHUT_DOWN.
Outcome run_agent(const char* agent_variable, const char* options, const std::function<void()>& scenario) {
  std::string path = agent_path(agent_variable);
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  REQUIRE(handle != nullptr);
  auto on_load = reinterpret_cast<OnLoad>(dlsym(handle, "JVM_OnLoad"));
  REQUIRE(on_load != nullptr);
  char err_template[] = "/tmp/agent-harness-XXXXXX";
  int err_fd = mkstemp(err_template);
  REQUIRE(err_fd >= 0);
  pid_t child = fork();
  if (child == 0) {
    dup2(err_fd, 2);
    install_fake_vm();
    std::string copy = options != nullptr ? options : "";
    if (on_load(&g_vm, options != nullptr ? copy.data() : nullptr, nullptr) != JNI_OK) _exit(100);
    scenario();
    // A VM sends only what is enabled; scenarios break that on purpose.
    if (std::find(g_enabled.begin(), g_enabled.end(), JVMPI_EVENT_JVM_SHUT_DOWN) != g_enabled.end()) {
      send(JVMPI_EVENT_JVM_SHUT_DOWN);
    }
    _exit(0);
  }
  int wstatus = 0;
  waitpid(child, &wstatus, 0);
  Outcome out;
  out.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
  out.err = read_file(err_template);
  close(err_fd);
  unlink(err_template);
  return out;
}

// The trace agent with events=<events>, writing to a file of its own: the
// outcome and what it wrote.
struct TraceRun {
  Outcome out;
  std::string text;
};
TraceRun run_trace(const std::string& events, const std::function<void()>& scenario) {
  char dir_template[] = "/tmp/trace-harness-XXXXXX";
  REQUIRE(mkdtemp(dir_template) != nullptr);
  std::string file = std::string(dir_template) + "/out.txt";
  std::string options = "events=" + events + ",file=" + file;
  TraceRun run{run_agent("LOUPE_TRACE_AGENT", options.c_str(), scenario), ""};
  run.text = read_file(file);
  unlink(file.c_str());
  rmdir(dir_template);
  return run;
}

Outcome heapcheck(const std::function<void()>& scenario, const char* options = "verbose=y") {
  return run_agent("LOUPE_HEAPCHECK_AGENT", options, scenario);
}

// A small heap: two arenas, a few objects, one copying collection.
void well_formed() {
  arena_new(1, "from");
  arena_new(2, "to");
  alloc(0x10, 1, 16);
  alloc(0x20, 1, 24, JVMPI_INT);
  alloc(0x30, 1, 40, JVMPI_CLASS);
  gc_start();
  move(0x10, 2, 0x200);
  move(0x30, 2, 0x210);
  arena_delete(1);  // frees 0x20
  arena_new(1, "from");
  gc_finish();
  alloc(0x20, 1, 24);  // the freed ID may come back
}

}  // namespace

TEST_CASE("heapcheck accepts a well-formed event sequence", "[agents][heapcheck]") {
  Outcome out = heapcheck(well_formed);
  INFO(out.err);
  CHECK(out.status == 0);
  CHECK(out.err.find("heapcheck: ok: 4 allocations, 0 frees, 2 moves, 1 arena deletes, 2 collections; 3 live objects "
                     "(80 bytes), 3 in the level-0 heap dump") != std::string::npos);
}

TEST_CASE("heapcheck is silent on success without verbose", "[agents][heapcheck]") {
  Outcome out = heapcheck(well_formed, nullptr);
  CHECK(out.status == 0);
  CHECK(out.err.empty());
}

TEST_CASE("heapcheck names the event that breaks the protocol", "[agents][heapcheck]") {
  struct Case {
    const char* what;
    std::function<void()> scenario;
    const char* message;
  };
  const std::vector<Case> cases = {
      {"wrong count", [] { well_formed(); gc_start(); gc_finish(1); },
       "heapcheck: GC_FINISH: the VM reports 4 objects of 80 bytes; the heap events add up to 3 objects of 80 bytes"},
      {"free of an unknown ID", [] { well_formed(); gc_start(); free_obj(0x999); },
       "heapcheck: OBJECT_FREE: object 0x999 is not a live ID"},
      {"free outside a collection", [] { well_formed(); free_obj(0x200); },
       "heapcheck: OBJECT_FREE: outside GC_START ... GC_FINISH"},
      {"move onto a live ID", [] { well_formed(); gc_start(); move(0x200, 1, 0x210); },
       "heapcheck: OBJECT_MOVE: new ID 0x210 is still live"},
      {"move from the wrong arena",
       [] {
         well_formed();
         gc_start();
         send(JVMPI_EVENT_OBJECT_MOVE, [](JVMPI_Event& ev) {
           ev.u.obj_move.arena_id = 1;
           ev.u.obj_move.obj_id = id(0x200);
           ev.u.obj_move.new_arena_id = 1;
           ev.u.obj_move.new_obj_id = id(0x300);
         });
       },
       "heapcheck: OBJECT_MOVE: object 0x200 is in arena 2, not 1"},
      {"allocation of a live ID", [] { well_formed(); alloc(0x200, 1, 8); },
       "heapcheck: OBJECT_ALLOC: object 0x200 allocated, but that ID is live"},
      {"allocation into a dead arena", [] { well_formed(); alloc(0x500, 9, 8); },
       "heapcheck: OBJECT_ALLOC: object 0x500 allocated in arena 9, which is not live"},
      {"allocation inside a collection", [] { well_formed(); gc_start(); alloc(0x500, 1, 8); },
       "heapcheck: OBJECT_ALLOC: between GC_START and GC_FINISH"},
      {"arena created twice", [] { well_formed(); arena_new(2, "again"); },
       "heapcheck: ARENA_NEW: arena 2 is already live"},
      {"delete of an unknown arena", [] { well_formed(); gc_start(); arena_delete(5); },
       "heapcheck: ARENA_DELETE: arena 5 is not live"},
      {"nested collections", [] { well_formed(); gc_start(); gc_start(); },
       "heapcheck: GC_START: nested in another GC_START"},
      {"GC_FINISH alone", [] { well_formed(); gc_finish(); }, "heapcheck: GC_FINISH: without GC_START"},
      {"dump with an unknown object", [] { well_formed(); g_dump_extra.push_back(0x777); },
       "heapcheck: HEAP_DUMP: object 0x777 (kind 0) was never announced by OBJECT_ALLOC; the VM describes it as arena "
       "7"},
      {"dump missing an object", [] { well_formed(); g_dump_missing.push_back(0x210); },
       "heapcheck: HEAP_DUMP: lists 2 of the 3 live objects the heap events announced; missing: 0x210 (arena 2, "
       "40 bytes, is_array 2, class 0x99, allocation 2)"},
      {"dump with a wrong kind", [] { well_formed(); g_heap[0x210].kind = JVMPI_INT; },
       "heapcheck: HEAP_DUMP: object 0x210 has kind 10, but OBJECT_ALLOC gave is_array 2"},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    Outcome out = heapcheck(c.scenario);
    INFO(out.err);
    CHECK(out.status == 1);
    CHECK(out.err.rfind(c.message, 0) == 0);
    CHECK(out.err.find("heapcheck: ok") == std::string::npos);
  }
}

TEST_CASE("heapcheck follows a long random history", "[agents][heapcheck]") {
  // Many IDs, moves between four arenas, frees and arena deletes: the ID
  // table's deletions (backward shift) and growth, and the arena lists.
  Outcome out = heapcheck([] {
    std::mt19937_64 random(12345);
    for (jint a = 1; a <= 4; ++a) arena_new(a, "arena");
    uintptr_t next_id = 0x1000;
    for (int round = 0; round < 40; ++round) {
      for (int i = 0; i < 2000; ++i) {
        alloc(next_id, static_cast<jint>(1 + random() % 4), static_cast<jint>(8 + 8 * (random() % 8)));
        next_id += 8 * (1 + random() % 3);
      }
      gc_start();
      std::vector<uintptr_t> ids;
      for (const auto& [obj, o] : g_heap) ids.push_back(obj);
      for (uintptr_t obj : ids) {
        switch (random() % 3) {
          case 0:
            free_obj(obj);
            break;
          case 1: {
            uintptr_t target = next_id;
            next_id += 16;
            move(obj, static_cast<jint>(1 + random() % 4), target);
            break;
          }
          default:
            break;
        }
      }
      if (round % 5 == 4) {
        jint victim = static_cast<jint>(1 + random() % 4);
        arena_delete(victim);
        arena_new(victim, "arena");
      }
      gc_finish();
    }
  });
  INFO(out.err);
  CHECK(out.status == 0);
  CHECK(out.err.find("heapcheck: ok: 80000 allocations") != std::string::npos);
}

TEST_CASE("heapcheck rejects bad options", "[agents][heapcheck]") {
  for (const char* options : {"verbose=maybe", "dump", "help"}) {
    INFO(options);
    Outcome out = heapcheck([] {}, options);
    CHECK(out.status == 100);  // JVM_OnLoad answered JNI_ERR
    CHECK(out.err.find("usage: -Xrunheapcheck") != std::string::npos);
  }
}

TEST_CASE("trace writes one line per event in the documented form", "[agents][trace]") {
  auto [out, text] = run_trace("heap,gc,thread", [] {
    arena_new(1, "A \"quoted\"\nname");
    alloc(0x10, 1, 24);
    gc_start();
    move(0x10, 1, 0x8);
    gc_finish();
    send(JVMPI_EVENT_THREAD_START, [](JVMPI_Event& ev) {
      ev.u.thread_start.thread_name = const_cast<char*>("main");
      ev.u.thread_start.group_name = nullptr;
      ev.u.thread_start.parent_name = const_cast<char*>("");
      ev.u.thread_start.thread_id = id(0xabc);
      ev.u.thread_start.thread_env_id = kEnv;
    });
    send(JVMPI_EVENT_METHOD_ENTRY, [](JVMPI_Event& ev) {  // not enabled, written anyway
      ev.u.method.method_id = reinterpret_cast<jmethodID>(uintptr_t{0x42});
    });
  });
  INFO(out.err);
  CHECK(out.status == 0);
  CHECK(out.err.empty());
  CHECK(text ==
        "ARENA_NEW env=0x1000 arena=1 name=\"A \\\"quoted\\\"\\nname\"\n"
        "OBJECT_ALLOC env=0x1000 arena=1 class=0x99 is_array=0 size=24 obj=0x10\n"
        "GC_START env=0x1000\n"
        "OBJECT_MOVE env=0x1000 arena=1 obj=0x10 new_arena=1 new_obj=0x8\n"
        "GC_FINISH env=0x1000 used_objects=1 used_space=24 total_space=1073741824\n"
        "THREAD_START env=0x1000 (\"main\") name=\"main\" group=null parent=\"\" thread=0xabc thread_env=0x1000\n"
        "METHOD_ENTRY env=0x1000 (\"main\") method=0x42\n");
}

TEST_CASE("trace writes a compiled method's line table", "[agents][trace]") {
  auto [out, text] = run_trace("jit", [] {
    static JVMPI_Lineno table[] = {{12, 5}, {40, 6}, {57, 5}};
    send(JVMPI_EVENT_COMPILED_METHOD_LOAD, [](JVMPI_Event& ev) {
      ev.u.compiled_method_load.method_id = reinterpret_cast<jmethodID>(uintptr_t{0x42});
      ev.u.compiled_method_load.code_addr = reinterpret_cast<void*>(uintptr_t{0x7000});
      ev.u.compiled_method_load.code_size = 96;
      ev.u.compiled_method_load.lineno_table_size = 3;
      ev.u.compiled_method_load.lineno_table = table;
    });
    send(JVMPI_EVENT_COMPILED_METHOD_LOAD, [](JVMPI_Event& ev) {  // a method without line numbers
      ev.u.compiled_method_load.method_id = reinterpret_cast<jmethodID>(uintptr_t{0x43});
      ev.u.compiled_method_load.code_addr = reinterpret_cast<void*>(uintptr_t{0x8000});
      ev.u.compiled_method_load.code_size = 20;
      ev.u.compiled_method_load.lineno_table_size = 0;
      ev.u.compiled_method_load.lineno_table = nullptr;
    });
    send(JVMPI_EVENT_COMPILED_METHOD_UNLOAD, [](JVMPI_Event& ev) {
      ev.u.compiled_method_unload.method_id = reinterpret_cast<jmethodID>(uintptr_t{0x42});
    });
  });
  INFO(out.err);
  CHECK(out.status == 0);
  CHECK(text ==
        "COMPILED_METHOD_LOAD env=0x1000 method=0x42 code=0x7000 code_size=96 lines=3 line=12,5 line=40,6 line=57,5\n"
        "COMPILED_METHOD_LOAD env=0x1000 method=0x43 code=0x8000 code_size=20 lines=0\n"
        "COMPILED_METHOD_UNLOAD env=0x1000 method=0x42\n");
}

// A class file with one method, m()V: iconst_1, wide iinc 1 by 300, return.
std::vector<unsigned char> tiny_class_file() {
  std::vector<unsigned char> b = {0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61, 0, 8};  // 7 constants
  auto utf8 = [&](const char* text) {
    b.push_back(1);
    b.push_back(0);
    b.push_back(static_cast<unsigned char>(std::strlen(text)));
    b.insert(b.end(), text, text + std::strlen(text));
  };
  utf8("p/Tiny");                           // 1
  b.insert(b.end(), {7, 0, 1});             // 2: class p/Tiny
  b.insert(b.end(), {5, 0, 0, 0, 0, 0, 0, 0, 9});  // 3 and 4: a long (two entries)
  utf8("m");                                // 5
  utf8("()V");                              // 6
  utf8("Code");                             // 7
  b.insert(b.end(), {0, 0x21, 0, 2, 0, 0, 0, 0, 0, 0});  // flags, this, super, no interfaces, no fields
  const unsigned char code[] = {0x04, 0xc4, 0x84, 0, 1, 0x01, 0x2c, 0xb1};
  b.insert(b.end(), {0, 1, 0, 0, 0, 5, 0, 6, 0, 1, 0, 7});  // one method m()V with one attribute, Code
  b.insert(b.end(), {0, 0, 0, static_cast<unsigned char>(12 + sizeof code)});
  b.insert(b.end(), {0, 1, 0, 2, 0, 0, 0, sizeof code});  // max stack, max locals, code length
  b.insert(b.end(), code, code + sizeof code);
  b.insert(b.end(), {0, 0, 0, 0});  // no handlers, no attributes
  b.insert(b.end(), {0, 0});        // no class attributes
  return b;
}

TEST_CASE("trace names classes, methods, threads and opcodes beside their IDs", "[agents][trace]") {
  auto [out, text] = run_trace("OBJECT_ALLOC+method+instruction+THREAD_END+CLASS_UNLOAD", [] {
    static std::vector<unsigned char> bytes = tiny_class_file();
    send(JVMPI_EVENT_THREAD_START, [](JVMPI_Event& ev) {
      ev.u.thread_start.thread_name = const_cast<char*>("main");
      ev.u.thread_start.thread_env_id = kEnv;
    });
    send(JVMPI_EVENT_CLASS_LOAD_HOOK, [](JVMPI_Event& ev) {
      ev.u.class_load_hook.class_data = bytes.data();
      ev.u.class_load_hook.class_data_len = static_cast<jint>(bytes.size());
    });
    static JVMPI_Method methods[] = {{const_cast<char*>("m"), const_cast<char*>("()V"), 1, 2,
                                      reinterpret_cast<jmethodID>(uintptr_t{0x42})}};
    send(JVMPI_EVENT_CLASS_LOAD, [](JVMPI_Event& ev) {
      ev.u.class_load.class_name = "p.Tiny";
      ev.u.class_load.class_id = id(0x99);
      ev.u.class_load.num_methods = 1;
      ev.u.class_load.methods = methods;
    });
    alloc(0x10, 1, 24);
    alloc(0x20, 1, 40, JVMPI_CLASS);
    alloc(0x30, 1, 40, JVMPI_INT);
    send(JVMPI_EVENT_METHOD_ENTRY, [](JVMPI_Event& ev) {
      ev.u.method.method_id = reinterpret_cast<jmethodID>(uintptr_t{0x42});
    });
    for (jint offset : {0, 1, 7}) {
      send(JVMPI_EVENT_INSTRUCTION_START, [&](JVMPI_Event& ev) {
        ev.u.instruction.method_id = reinterpret_cast<jmethodID>(uintptr_t{0x42});
        ev.u.instruction.offset = offset;
      });
    }
    send(JVMPI_EVENT_CLASS_UNLOAD, [](JVMPI_Event& ev) { ev.u.class_unload.class_id = id(0x99); });
    send(JVMPI_EVENT_THREAD_END);
    alloc(0x40, 1, 24);  // after both are forgotten
  });
  INFO(out.err);
  CHECK(out.status == 0);
  CHECK(text ==
        "OBJECT_ALLOC env=0x1000 (\"main\") arena=1 class=0x99 (p.Tiny) is_array=0 size=24 obj=0x10\n"
        "OBJECT_ALLOC env=0x1000 (\"main\") arena=1 class=0x99 (p.Tiny[]) is_array=2 size=40 obj=0x20\n"
        "OBJECT_ALLOC env=0x1000 (\"main\") arena=1 class=0x99 (int[]) is_array=10 size=40 obj=0x30\n"
        "METHOD_ENTRY env=0x1000 (\"main\") method=0x42 (p.Tiny.m()V)\n"
        "INSTRUCTION_START env=0x1000 (\"main\") method=0x42 (p.Tiny.m()V) offset=0 (iconst_1) info=0,0,0\n"
        "INSTRUCTION_START env=0x1000 (\"main\") method=0x42 (p.Tiny.m()V) offset=1 (wide iinc) info=0,0,0\n"
        "INSTRUCTION_START env=0x1000 (\"main\") method=0x42 (p.Tiny.m()V) offset=7 (return) info=0,0,0\n"
        "CLASS_UNLOAD env=0x1000 (\"main\") class=0x99 (p.Tiny)\n"
        "THREAD_END env=0x1000 (\"main\")\n"
        "OBJECT_ALLOC env=0x1000 arena=1 class=0x99 is_array=0 size=24 obj=0x40\n");
}

TEST_CASE("trace enables what events= names", "[agents][trace]") {
  // The fake VM's EnableEvent calls are visible only in the child: it
  // writes them to stderr for the parent to read.
  Outcome out = run_agent("LOUPE_TRACE_AGENT", "events=gc+OBJ_ALLOC+jvmpi_event_arena_new,file=/dev/null", [] {
    std::string list;
    for (jint e : g_enabled) list += std::to_string(e) + " ";
    ssize_t ignored = write(2, list.data(), list.size());
    (void)ignored;
  });
  CHECK(out.status == 0);
  // And JVM_SHUT_DOWN, to flush; THREAD_START and CLASS_LOAD, for names.
  CHECK(out.err == "4 33 42 47 48 60 61 ");
}

TEST_CASE("trace brackets the events of a collection even when GC_START is not asked for", "[agents][trace]") {
  // The lock is taken at GC_START and given back at GC_FINISH: both are
  // enabled for OBJECT_FREE, but only the free is written.
  auto [out, text] = run_trace("OBJECT_FREE", [] {
    std::string list;
    for (jint e : g_enabled) list += std::to_string(e) + " ";
    ssize_t ignored = write(2, list.data(), list.size());
    (void)ignored;
    gc_start();
    free_obj(0x10);
    gc_finish();
    send(JVMPI_EVENT_JVM_SHUT_DOWN);
  });
  CHECK(out.status == 0);
  CHECK(out.err == "5 33 42 47 60 61 ");
  CHECK(text == "OBJECT_FREE env=0x1000 obj=0x10\n");
}
