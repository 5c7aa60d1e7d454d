// trace: a JVMPI agent that writes every event it is sent, one line each,
// in a form meant for scripts and for students (docs/jvmpi.md, "The trace
// agent"): every ID in hex, and beside it, in parentheses, the name of the
// class, method or thread it stands for when the agent knows it (names.h),
// and the opcode at an INSTRUCTION_START's offset:
//
//     OBJECT_ALLOC env=0x7f3a2c001b20 ("main") arena=1 class=0x55d0c1e2a040 (java.lang.String) is_array=0 size=24 obj=0x7f39f0012340
//
//     -Xruntrace[:events=<list>][,file=<path>]|[:help]
//
// <list>: event names (GC_START or gc_start, with or without JVMPI_EVENT_,
// the old names too) and groups (all, default, gc, heap, thread, class,
// method, monitor, jni, jit, vm, instruction), separated by '+' or ','.
// Default: the group `default`, written to stderr.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "agent_support.h"
#include "jvmpi.h"
#include "names.h"
#include "opcode_names.h"

namespace {

using loupe_agents::AgentLock;
using loupe_agents::EventGuard;
using loupe_agents::FdWriter;

// ---- event names and groups ----

struct EventName {
  jint type;
  const char* name;  // without JVMPI_EVENT_, as written in the trace
};

// The events that EnableEvent can switch on (the three dumps can only be
// requested), in numeric order, plus Loupe's extension.
constexpr EventName kEvents[] = {
    {JVMPI_EVENT_METHOD_ENTRY, "METHOD_ENTRY"},
    {JVMPI_EVENT_METHOD_ENTRY2, "METHOD_ENTRY2"},
    {JVMPI_EVENT_METHOD_EXIT, "METHOD_EXIT"},
    {JVMPI_EVENT_OBJECT_ALLOC, "OBJECT_ALLOC"},
    {JVMPI_EVENT_OBJECT_FREE, "OBJECT_FREE"},
    {JVMPI_EVENT_OBJECT_MOVE, "OBJECT_MOVE"},
    {JVMPI_EVENT_COMPILED_METHOD_LOAD, "COMPILED_METHOD_LOAD"},
    {JVMPI_EVENT_COMPILED_METHOD_UNLOAD, "COMPILED_METHOD_UNLOAD"},
    {JVMPI_EVENT_INSTRUCTION_START, "INSTRUCTION_START"},
    {JVMPI_EVENT_THREAD_START, "THREAD_START"},
    {JVMPI_EVENT_THREAD_END, "THREAD_END"},
    {JVMPI_EVENT_CLASS_LOAD_HOOK, "CLASS_LOAD_HOOK"},
    {JVMPI_EVENT_JNI_GLOBALREF_ALLOC, "JNI_GLOBALREF_ALLOC"},
    {JVMPI_EVENT_JNI_GLOBALREF_FREE, "JNI_GLOBALREF_FREE"},
    {JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC, "JNI_WEAK_GLOBALREF_ALLOC"},
    {JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE, "JNI_WEAK_GLOBALREF_FREE"},
    {JVMPI_EVENT_CLASS_LOAD, "CLASS_LOAD"},
    {JVMPI_EVENT_CLASS_UNLOAD, "CLASS_UNLOAD"},
    {JVMPI_EVENT_DATA_DUMP_REQUEST, "DATA_DUMP_REQUEST"},
    {JVMPI_EVENT_DATA_RESET_REQUEST, "DATA_RESET_REQUEST"},
    {JVMPI_EVENT_JVM_INIT_DONE, "JVM_INIT_DONE"},
    {JVMPI_EVENT_JVM_SHUT_DOWN, "JVM_SHUT_DOWN"},
    {JVMPI_EVENT_ARENA_NEW, "ARENA_NEW"},
    {JVMPI_EVENT_ARENA_DELETE, "ARENA_DELETE"},
    {JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, "RAW_MONITOR_CONTENDED_ENTER"},
    {JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED, "RAW_MONITOR_CONTENDED_ENTERED"},
    {JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT, "RAW_MONITOR_CONTENDED_EXIT"},
    {JVMPI_EVENT_MONITOR_CONTENDED_ENTER, "MONITOR_CONTENDED_ENTER"},
    {JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, "MONITOR_CONTENDED_ENTERED"},
    {JVMPI_EVENT_MONITOR_CONTENDED_EXIT, "MONITOR_CONTENDED_EXIT"},
    {JVMPI_EVENT_MONITOR_WAIT, "MONITOR_WAIT"},
    {JVMPI_EVENT_MONITOR_WAITED, "MONITOR_WAITED"},
    {JVMPI_EVENT_GC_START, "GC_START"},
    {JVMPI_EVENT_GC_FINISH, "GC_FINISH"},
    {JVMPI_EVENT_BYTECODE_SAMPLE, "BYTECODE_SAMPLE"},
};

// Names only a requested event can carry; trace never requests, but an
// event that arrives anyway is still written under its name.
constexpr EventName kRequestOnly[] = {
    {JVMPI_EVENT_HEAP_DUMP, "HEAP_DUMP"},
    {JVMPI_EVENT_OBJECT_DUMP, "OBJECT_DUMP"},
    {JVMPI_EVENT_MONITOR_DUMP, "MONITOR_DUMP"},
};

// The JDK 1.2 names are accepted in options; the trace uses the new ones.
constexpr EventName kOldNames[] = {
    {JVMPI_EVENT_LOAD_COMPILED_METHOD, "LOAD_COMPILED_METHOD"},
    {JVMPI_EVENT_UNLOAD_COMPILED_METHOD, "UNLOAD_COMPILED_METHOD"},
    {JVMPI_EVENT_NEW_ARENA, "NEW_ARENA"},
    {JVMPI_EVENT_DELETE_ARENA, "DELETE_ARENA"},
    {JVMPI_EVENT_DUMP_DATA_REQUEST, "DUMP_DATA_REQUEST"},
    {JVMPI_EVENT_RESET_DATA_REQUEST, "RESET_DATA_REQUEST"},
    {JVMPI_EVENT_OBJ_ALLOC, "OBJ_ALLOC"},
    {JVMPI_EVENT_OBJ_FREE, "OBJ_FREE"},
    {JVMPI_EVENT_OBJ_MOVE, "OBJ_MOVE"},
};

struct Group {
  const char* name;
  std::vector<jint> events;
};

const std::vector<Group>& groups() {
  static const std::vector<Group> kGroups = {
      {"gc", {JVMPI_EVENT_GC_START, JVMPI_EVENT_GC_FINISH}},
      {"heap",
       {JVMPI_EVENT_ARENA_NEW, JVMPI_EVENT_ARENA_DELETE, JVMPI_EVENT_OBJECT_ALLOC, JVMPI_EVENT_OBJECT_FREE,
        JVMPI_EVENT_OBJECT_MOVE}},
      {"thread", {JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END}},
      {"class", {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_CLASS_UNLOAD, JVMPI_EVENT_CLASS_LOAD_HOOK}},
      {"method", {JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_METHOD_ENTRY2, JVMPI_EVENT_METHOD_EXIT}},
      {"monitor",
       {JVMPI_EVENT_MONITOR_CONTENDED_ENTER, JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,
        JVMPI_EVENT_MONITOR_CONTENDED_EXIT, JVMPI_EVENT_MONITOR_WAIT, JVMPI_EVENT_MONITOR_WAITED,
        JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED,
        JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT}},
      {"jni",
       {JVMPI_EVENT_JNI_GLOBALREF_ALLOC, JVMPI_EVENT_JNI_GLOBALREF_FREE, JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC,
        JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE}},
      {"jit", {JVMPI_EVENT_COMPILED_METHOD_LOAD, JVMPI_EVENT_COMPILED_METHOD_UNLOAD}},
      {"vm",
       {JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN, JVMPI_EVENT_DATA_DUMP_REQUEST,
        JVMPI_EVENT_DATA_RESET_REQUEST}},
      {"instruction", {JVMPI_EVENT_INSTRUCTION_START}},
  };
  return kGroups;
}

const char* event_name(jint type) {
  for (const EventName& e : kEvents) {
    if (e.type == type) return e.name;
  }
  for (const EventName& e : kRequestOnly) {
    if (e.type == type) return e.name;
  }
  return nullptr;
}

bool is_standard(jint type) { return type >= 1 && type <= JVMPI_MAX_EVENT_TYPE_VAL; }

// The upper-case form of an option's event name, without JVMPI_EVENT_.
std::string normalize(std::string_view name) {
  std::string upper;
  for (char c : name) upper += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  constexpr std::string_view kPrefix = "JVMPI_EVENT_";
  if (upper.compare(0, kPrefix.size(), kPrefix) == 0) upper.erase(0, kPrefix.size());
  return upper;
}

// ---- the agent's state ----

struct Selection {
  bool wanted[128] = {};    // by event number
  bool explicit_[128] = {}; // named one by one: a refusal is worth a warning
};

JVMPI_Interface* g_jvmpi = nullptr;
AgentLock g_lock;
FdWriter g_out;
bool g_to_file = false;
// Events trace enables for itself, writing their lines only if they were
// asked for: JVM_SHUT_DOWN, to flush (the VM ends with _exit, so nothing
// runs after it), and GC_START with GC_FINISH whenever one of them or an
// event of thread-suspended mode is asked for, so that the lock is always
// taken at GC_START and given back at GC_FINISH (see AgentLock).
bool g_silent[128] = {};

// The names written beside IDs. Never destroyed: threads may still send
// events while the process runs its exit handlers.
union NamesStorage {
  NamesStorage() {}
  ~NamesStorage() {}
  loupe_trace::Names names;
};
NamesStorage g_names_storage;
loupe_trace::Names* g_names = nullptr;

// ---- writing one event ----

void put_hex(const char* key, const void* value) {
  g_out.put(' ');
  g_out.put(key);
  g_out.put('=');
  g_out.put_hex(reinterpret_cast<uintptr_t>(value));
}

void put_dec(const char* key, int64_t value) {
  g_out.put(' ');
  g_out.put(key);
  g_out.put('=');
  g_out.put_decimal(value);
}

void put_str(const char* key, const char* value) {
  g_out.put(' ');
  g_out.put(key);
  g_out.put('=');
  g_out.put_quoted(value);
}

constexpr int kWideOpcode = 0xc4;  // JVMS 6.5, wide

// A name beside the ID before it: " (java.lang.String)". Class and method
// names come from class files and hold no space; thread names are free
// text, so they are quoted. Nothing when the name is unknown.
void put_name(const std::string* name) {
  if (name == nullptr || name->empty()) return;
  g_out.put(" (");
  g_out.put(*name);
  g_out.put(')');
}

void put_thread_name(JNIEnv* env) {
  const std::string* name = g_names->thread_name(env);
  if (name == nullptr || name->empty()) return;
  g_out.put(" (");
  g_out.put_quoted(name->c_str());
  g_out.put(')');
}

void put_method(const char* key, jmethodID method) {
  put_hex(key, method);
  put_name(g_names->method_name(method));
}

// OBJECT_ALLOC's class: the class, an object array's element class (with
// "[]"), or for a primitive array only its type, whatever the ID.
void put_allocated_class(jobjectID class_id, jint is_array) {
  put_hex("class", class_id);
  static const char* const kPrimitiveArrays[] = {"boolean[]", "char[]", "float[]", "double[]",
                                                 "byte[]",    "short[]", "int[]",  "long[]"};
  if (is_array >= JVMPI_BOOLEAN && is_array <= JVMPI_LONG) {
    g_out.put(" (");
    g_out.put(kPrimitiveArrays[is_array - JVMPI_BOOLEAN]);
    g_out.put(')');
    return;
  }
  const std::string* name = g_names->class_name(class_id);
  if (name == nullptr || name->empty()) return;
  g_out.put(" (");
  g_out.put(*name);
  if (is_array == JVMPI_CLASS) g_out.put("[]");
  g_out.put(')');
}

// CLASS_LOAD lists the class's members after its counts, with repeated
// keys: method=<id>,"name","signature",<first line>,<last line> and
// static= / field= "name","signature".
void put_class_load(const JVMPI_Event& ev) {
  const auto& c = ev.u.class_load;
  put_str("name", c.class_name);
  put_str("source", c.source_name);
  put_hex("class", c.class_id);
  put_dec("interfaces", c.num_interfaces);
  put_dec("methods", c.num_methods);
  put_dec("statics", c.num_static_fields);
  put_dec("instances", c.num_instance_fields);
  for (jint i = 0; c.methods != nullptr && i < c.num_methods; ++i) {
    const JVMPI_Method& m = c.methods[i];
    put_hex("method", m.method_id);
    g_out.put(',');
    g_out.put_quoted(m.method_name);
    g_out.put(',');
    g_out.put_quoted(m.method_signature);
    g_out.put(',');
    g_out.put_decimal(m.start_lineno);
    g_out.put(',');
    g_out.put_decimal(m.end_lineno);
  }
  for (jint i = 0; c.statics != nullptr && i < c.num_static_fields; ++i) {
    put_str("static", c.statics[i].field_name);
    g_out.put(',');
    g_out.put_quoted(c.statics[i].field_signature);
  }
  for (jint i = 0; c.instances != nullptr && i < c.num_instance_fields; ++i) {
    put_str("field", c.instances[i].field_name);
    g_out.put(',');
    g_out.put_quoted(c.instances[i].field_signature);
  }
}

void put_fields(jint type, const JVMPI_Event& ev) {
  switch (type) {
    case JVMPI_EVENT_METHOD_ENTRY:
    case JVMPI_EVENT_METHOD_EXIT:
      put_method("method", ev.u.method.method_id);
      break;
    case JVMPI_EVENT_METHOD_ENTRY2:
      put_method("method", ev.u.method_entry2.method_id);
      put_hex("obj", ev.u.method_entry2.obj_id);
      break;
    case JVMPI_EVENT_OBJECT_ALLOC:
      put_dec("arena", ev.u.obj_alloc.arena_id);
      put_allocated_class(ev.u.obj_alloc.class_id, ev.u.obj_alloc.is_array);
      put_dec("is_array", ev.u.obj_alloc.is_array);
      put_dec("size", ev.u.obj_alloc.size);
      put_hex("obj", ev.u.obj_alloc.obj_id);
      break;
    case JVMPI_EVENT_OBJECT_FREE:
      put_hex("obj", ev.u.obj_free.obj_id);
      break;
    case JVMPI_EVENT_OBJECT_MOVE:
      put_dec("arena", ev.u.obj_move.arena_id);
      put_hex("obj", ev.u.obj_move.obj_id);
      put_dec("new_arena", ev.u.obj_move.new_arena_id);
      put_hex("new_obj", ev.u.obj_move.new_obj_id);
      break;
    case JVMPI_EVENT_COMPILED_METHOD_LOAD: {
      // The line table follows its size as repeated keys, as CLASS_LOAD's
      // methods do: line=<code offset>,<source line>.
      const auto& c = ev.u.compiled_method_load;
      put_method("method", c.method_id);
      put_hex("code", c.code_addr);
      put_dec("code_size", c.code_size);
      put_dec("lines", c.lineno_table_size);
      for (jint i = 0; c.lineno_table != nullptr && i < c.lineno_table_size; ++i) {
        put_dec("line", c.lineno_table[i].offset);
        g_out.put(',');
        g_out.put_decimal(c.lineno_table[i].lineno);
      }
      break;
    }
    case JVMPI_EVENT_COMPILED_METHOD_UNLOAD:
      put_method("method", ev.u.compiled_method_unload.method_id);
      break;
    case JVMPI_EVENT_INSTRUCTION_START: {
      // The opcode, which the event does not carry, from the method's code
      // as the class file gave it (names.h). Which of the three details
      // applies depends on it: all three words are written as sent.
      const auto& ins = ev.u.instruction;
      put_method("method", ins.method_id);
      put_dec("offset", ins.offset);
      int opcode = g_names->opcode_at(ins.method_id, ins.offset);
      if (opcode >= 0 && loupe_agents::kOpcodeNames[opcode].text[0] != '\0') {
        g_out.put(" (");
        g_out.put(loupe_agents::kOpcodeNames[opcode].text);
        // wide's own name says little: the instruction it widens follows.
        int widened = opcode == kWideOpcode ? g_names->opcode_at(ins.method_id, ins.offset + 1) : -1;
        if (widened >= 0 && loupe_agents::kOpcodeNames[widened].text[0] != '\0') {
          g_out.put(' ');
          g_out.put(loupe_agents::kOpcodeNames[widened].text);
        }
        g_out.put(')');
      }
      put_dec("info", ins.u.tableswitch_info.key);
      g_out.put(',');
      g_out.put_decimal(ins.u.tableswitch_info.low);
      g_out.put(',');
      g_out.put_decimal(ins.u.tableswitch_info.hi);
      break;
    }
    case JVMPI_EVENT_THREAD_START:
      put_str("name", ev.u.thread_start.thread_name);
      put_str("group", ev.u.thread_start.group_name);
      put_str("parent", ev.u.thread_start.parent_name);
      put_hex("thread", ev.u.thread_start.thread_id);
      put_hex("thread_env", ev.u.thread_start.thread_env_id);
      break;
    case JVMPI_EVENT_CLASS_LOAD_HOOK:
      put_dec("length", ev.u.class_load_hook.class_data_len);
      break;
    case JVMPI_EVENT_HEAP_DUMP:
      put_dec("level", ev.u.heap_dump.dump_level);
      put_dec("bytes", ev.u.heap_dump.end - ev.u.heap_dump.begin);
      put_dec("traces", ev.u.heap_dump.num_traces);
      break;
    case JVMPI_EVENT_MONITOR_DUMP:
      put_dec("bytes", ev.u.monitor_dump.end - ev.u.monitor_dump.begin);
      put_dec("traces", ev.u.monitor_dump.num_traces);
      break;
    case JVMPI_EVENT_OBJECT_DUMP:
      put_dec("bytes", ev.u.object_dump.data_len);
      break;
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC:
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC:
      put_hex("obj", ev.u.jni_globalref_alloc.obj_id);
      put_hex("ref", ev.u.jni_globalref_alloc.ref_id);
      break;
    case JVMPI_EVENT_JNI_GLOBALREF_FREE:
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE:
      put_hex("ref", ev.u.jni_globalref_free.ref_id);
      break;
    case JVMPI_EVENT_CLASS_LOAD:
      put_class_load(ev);
      break;
    case JVMPI_EVENT_CLASS_UNLOAD:
      put_hex("class", ev.u.class_unload.class_id);
      put_name(g_names->class_name(ev.u.class_unload.class_id));
      break;
    case JVMPI_EVENT_ARENA_NEW:
      put_dec("arena", ev.u.new_arena.arena_id);
      put_str("name", ev.u.new_arena.arena_name);
      break;
    case JVMPI_EVENT_ARENA_DELETE:
      put_dec("arena", ev.u.delete_arena.arena_id);
      break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT:
      put_str("name", ev.u.raw_monitor.name);
      put_hex("id", ev.u.raw_monitor.id);
      break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT:
      put_hex("object", ev.u.monitor.object);
      break;
    case JVMPI_EVENT_MONITOR_WAIT:
    case JVMPI_EVENT_MONITOR_WAITED:
      put_hex("object", ev.u.monitor_wait.object);
      put_dec("timeout", ev.u.monitor_wait.timeout);
      break;
    case JVMPI_EVENT_GC_FINISH:
      put_dec("used_objects", ev.u.gc_info.used_objects);
      put_dec("used_space", ev.u.gc_info.used_object_space);
      put_dec("total_space", ev.u.gc_info.total_object_space);
      break;
    case JVMPI_EVENT_BYTECODE_SAMPLE:
      put_dec("bytecodes", ev.u.bytecode_sample.bytecodes);
      break;
    default:  // THREAD_END, the requests, INIT_DONE, SHUT_DOWN, GC_START: no data
      break;
  }
}

// One line; the caller holds g_lock.
void write_line(const JVMPI_Event& ev) {
  jint type = ev.event_type & ~JVMPI_REQUESTED_EVENT;
  const char* name = event_name(type);
  if (name != nullptr) {
    g_out.put(name);
  } else {
    g_out.put("EVENT_");
    g_out.put_decimal(type);
  }
  put_hex("env", ev.env_id);
  put_thread_name(ev.env_id);
  if ((ev.event_type & JVMPI_REQUESTED_EVENT) != 0) g_out.put(" requested=1");
  put_fields(type, ev);
  g_out.put('\n');
}

// The VM loads new_class_data after CLASS_LOAD_HOOK. Some VMs leave it
// NULL, and the buffer is the VM's to free, so an agent that changes
// nothing hands back a copy made with the VM's allocator.
void keep_class_bytes(JVMPI_Event* ev) {
  auto& hook = ev->u.class_load_hook;
  unsigned char* copy = nullptr;
  if (hook.malloc_f != nullptr && hook.class_data_len > 0) {
    copy = static_cast<unsigned char*>(hook.malloc_f(static_cast<unsigned int>(hook.class_data_len)));
  }
  if (copy != nullptr) {
    std::memcpy(copy, hook.class_data, static_cast<size_t>(hook.class_data_len));
    hook.new_class_data = copy;
  } else {
    hook.new_class_data = hook.class_data;  // the specification's "old values"
  }
  hook.new_class_data_len = hook.class_data_len;
}

void write_event(jint type, const JVMPI_Event& event, const loupe_trace::NamedIds* unknown);

// noexcept: the VM calling us is C, nothing may unwind into it. (The
// tables allocate; an allocation that fails ends the process, as it
// would in the VM.)
void notify_event(JVMPI_Event* ev) noexcept {
  jint type = ev->event_type & ~JVMPI_REQUESTED_EVENT;
  switch (type) {
    case JVMPI_EVENT_GC_START:
      // Held until GC_FINISH: see AgentLock.
      if (!g_lock.held_by_current_thread()) g_lock.lock();
      if (!g_silent[type]) write_line(*ev);
      return;
    case JVMPI_EVENT_GC_FINISH: {
      bool held = g_lock.held_by_current_thread();
      if (!held) g_lock.lock();  // a GC_FINISH without GC_START: still one line
      if (!g_silent[type]) write_line(*ev);
      if (g_to_file) g_out.flush();  // a collection is a natural point to let the file catch up
      g_lock.unlock();
      return;
    }
    case JVMPI_EVENT_CLASS_LOAD_HOOK:
      keep_class_bytes(ev);
      break;
    default:
      break;
  }
  // This thread holds the lock already only inside a collection (between
  // GC_START and GC_FINISH) or while trace's own request is answered.
  const bool inside_collection_or_request = g_lock.held_by_current_thread();
  // IDs met for the first time are asked about with GC disabled (the
  // functions that take or return object IDs want it, and not every event
  // holds GC off), and DisableGC waits for a collection in progress: it is
  // called without the lock, which that collection's GC_START handler may
  // be waiting for. Once per ID; otherwise the event costs lookups only.
  const loupe_trace::NamedIds ids = loupe_trace::named_ids(type, *ev);
  bool ask = false;
  if (!inside_collection_or_request && g_jvmpi->DisableGC != nullptr && g_jvmpi->EnableGC != nullptr) {
    EventGuard guard(g_lock);
    ask = !g_names->knows_all(ids);
  }
  if (ask) g_jvmpi->DisableGC();
  {
    EventGuard guard(g_lock);
    if (g_names->answering_own_request()) {
      g_names->learn(type, *ev);  // the answer fills the tables, it is not a line
    } else {
      write_event(type, *ev, ask ? &ids : nullptr);
    }
  }
  if (ask) g_jvmpi->EnableGC();
}

// Asks about the unknown IDs if `unknown` is given, learns the names the
// event defines, writes its line, forgets what may be reused. The caller
// holds the lock.
void write_event(jint type, const JVMPI_Event& event, const loupe_trace::NamedIds* unknown) {
  const JVMPI_Event* ev = &event;
  if (unknown != nullptr) g_names->ask_vm(g_jvmpi, *unknown);
  g_names->learn(type, *ev);
  if (type < 0 || type >= 128 || !g_silent[type]) write_line(*ev);
  g_names->forget(type, *ev);
  if (type == JVMPI_EVENT_JVM_SHUT_DOWN) g_out.flush();
}

// Whatever came after JVM_SHUT_DOWN is written if the process ends through
// exit() (Loupe's own end is _exit, after JVM_SHUT_DOWN).
struct FlushAtExit {
  ~FlushAtExit() {
    if (g_lock.try_lock()) {
      g_out.flush();
      g_lock.unlock();
    }
  }
} g_flush_at_exit;

// ---- options ----

constexpr std::string_view kUsage =
    "trace: usage: -Xruntrace[:events=<list>][,file=<path>]|[:help]\n"
    "  <list>: event names (GC_START, gc_start, JVMPI_EVENT_GC_START) and groups\n"
    "  (all, default, gc, heap, thread, class, method, monitor, jni, jit, vm,\n"
    "  instruction) separated by '+' or ','; default: the group 'default'\n"
    "  (all but method and instruction). file: default stderr.\n"
    "  Names of classes, methods and threads follow their IDs in parentheses;\n"
    "  INSTRUCTION_START's offset is followed by its opcode.\n"
    "  help: this text on stdout, and the VM exits with status 0.\n";

// Adds one name of the events= list to the selection.
bool add_to_selection(std::string_view item, Selection* s, std::string* error) {
  std::string lower;
  for (char c : item) lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  if (lower == "all" || lower == "default") {
    for (const EventName& e : kEvents) {
      if (!is_standard(e.type)) continue;
      if (lower == "default" && (e.type == JVMPI_EVENT_METHOD_ENTRY || e.type == JVMPI_EVENT_METHOD_ENTRY2 ||
                                 e.type == JVMPI_EVENT_METHOD_EXIT || e.type == JVMPI_EVENT_INSTRUCTION_START)) {
        continue;
      }
      s->wanted[e.type] = true;
    }
    return true;
  }
  for (const Group& g : groups()) {
    if (lower == g.name) {
      for (jint e : g.events) s->wanted[e] = true;
      return true;
    }
  }
  std::string name = normalize(item);
  auto pick = [&](const auto& table) {
    for (const EventName& e : table) {
      if (name == e.name) {
        s->wanted[e.type] = true;
        s->explicit_[e.type] = true;
        return true;
      }
    }
    return false;
  };
  if (pick(kEvents) || pick(kOldNames)) return true;
  for (const EventName& e : kRequestOnly) {
    if (name == e.name) {
      *error = "trace: " + std::string(e.name) + " cannot be enabled, only requested (RequestEvent)";
      return false;
    }
  }
  *error = "trace: unknown event '" + std::string(item) + "' in events=";
  return false;
}

enum class Configured { kOk, kHelp, kError };

Configured configure(const char* options, Selection* selection, std::string* error) {
  std::vector<loupe_agents::Option> parsed;
  if (!loupe_agents::parse_options(options, {"events"}, &parsed, error)) {
    *error = "trace: " + *error;
    return Configured::kError;
  }
  bool have_events = false;
  for (const auto& o : parsed) {
    if (o.key == "help" && !o.has_value) {
      return Configured::kHelp;
    } else if (o.key == "events" && o.has_value) {
      std::vector<std::string> items = loupe_agents::split_list(o.value);
      if (items.empty()) {
        *error = "trace: events= names no event";
        return Configured::kError;
      }
      for (const std::string& item : items) {
        if (!add_to_selection(item, selection, error)) return Configured::kError;
      }
      have_events = true;
    } else if (o.key == "file" && o.has_value) {
      if (o.value.empty()) {
        *error = "trace: file= names no file";
        return Configured::kError;
      }
      int fd = ::open(o.value.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
      if (fd < 0) {
        *error = "trace: cannot open " + o.value + ": " + std::strerror(errno);
        return Configured::kError;
      }
      g_out.set_fd(fd);
      g_to_file = true;
    } else {
      *error = "trace: unknown option '" + o.key + (o.has_value ? "=" + o.value : "") + "'";
      return Configured::kError;
    }
  }
  if (!have_events) add_to_selection("default", selection, error);
  return Configured::kOk;
}

jint load(JavaVM* vm, char* options) {
  Selection selection;
  std::string error;
  Configured configured = configure(options, &selection, &error);
  if (configured == Configured::kError) {
    loupe_agents::write_stderr(error + "\n");
    loupe_agents::write_stderr(kUsage);
    return JNI_ERR;
  }
  void* env = nullptr;
  if (vm->GetEnv(&env, JVMPI_VERSION_1) != JNI_OK || env == nullptr) {
    loupe_agents::write_stderr("trace: the VM offers no JVMPI_VERSION_1 interface\n");
    return JNI_ERR;
  }
  g_jvmpi = static_cast<JVMPI_Interface*>(env);
  if (configured == Configured::kHelp) {
    // As HPROF's help: the usage on stdout, and the VM ends with status 0.
    loupe_agents::write_all(1, kUsage);
    g_jvmpi->ProfilerExit(0);
    return JNI_ERR;  // not reached
  }
  g_names = std::construct_at(&g_names_storage.names);
  g_jvmpi->NotifyEvent = notify_event;
  auto enable_silently = [&](jint type) {
    if (!selection.wanted[type]) g_silent[type] = selection.wanted[type] = true;
  };
  enable_silently(JVMPI_EVENT_JVM_SHUT_DOWN);
  // The defining events of the names written beside IDs (names.h); the
  // class files, for the opcodes, only when instructions are traced.
  enable_silently(JVMPI_EVENT_CLASS_LOAD);
  enable_silently(JVMPI_EVENT_THREAD_START);
  if (selection.wanted[JVMPI_EVENT_INSTRUCTION_START]) {
    g_names->keep_code();
    enable_silently(JVMPI_EVENT_CLASS_LOAD_HOOK);
  }
  if (selection.wanted[JVMPI_EVENT_GC_START] || selection.wanted[JVMPI_EVENT_GC_FINISH] ||
      selection.wanted[JVMPI_EVENT_OBJECT_FREE] || selection.wanted[JVMPI_EVENT_OBJECT_MOVE] ||
      selection.wanted[JVMPI_EVENT_ARENA_DELETE]) {
    enable_silently(JVMPI_EVENT_GC_START);
    enable_silently(JVMPI_EVENT_GC_FINISH);
  }
  for (int type = 0; type < 128; ++type) {
    if (!selection.wanted[type]) continue;
    jint result = g_jvmpi->EnableEvent(type, nullptr);
    // A VM may refuse some events of a group (one without a JIT may refuse
    // COMPILED_METHOD_*): only a refusal of an event named on its own is
    // worth a word.
    if (result != JVMPI_SUCCESS && selection.explicit_[type]) {
      loupe_agents::write_stderr(std::string("trace: warning: the VM does not send ") + event_name(type) + "\n");
    }
  }
  return JNI_OK;
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void* reserved) {
  (void)reserved;
  return loupe_agents::load_without_throwing("trace: ", [&] { return load(vm, options); });
}
