// The compiled-method event test agent (test/agents/jitevents, issue 7).
// It enables CLASS_LOAD (which names every method ID and gives its first
// and last source line), COMPILED_METHOD_LOAD, COMPILED_METHOD_UNLOAD,
// JVM_INIT_DONE (loads before it are those of the code compiled while the
// VM started, which the VM keeps until then) and JVM_SHUT_DOWN, and checks
// every load:
//   - the method ID is one a CLASS_LOAD defined, and GetMethodClass knows it;
//   - the code: a non-null address, a positive size, both ends readable, and
//     no overlap with the code of another method still loaded;
//   - the line table: offsets inside [0, code_size) and nondecreasing; lines
//     positive and within the method's lines; no table for a method
//     without line numbers;
//   - no method loaded twice without an unload in between; every unload
//     names a method that is loaded.
//
// Lines on stderr: for each method of class Main, at its load,
// "jitevents: load Main.<name> size=<bytes> lines=<line>,<line>,..." (the
// table's lines in code order); "jitevents: FAIL ..." for anything wrong;
// at JVM_SHUT_DOWN "jitevents: done loads=N before-init=B unloads=M
// failures=F".
// The test (jvmpi_cases.py) compares the lines with Main.java's markers.
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;

struct MethodInfo {
  std::string class_name;
  std::string name;
  jint first_line, last_line;  // -1 when the method has no line numbers
};

// Compiles run in whichever thread crossed the threshold: one lock for all.
std::mutex g_lock;
std::map<jmethodID, MethodInfo> g_methods;          // from CLASS_LOAD
std::map<jmethodID, std::pair<uintptr_t, uintptr_t>> g_loaded;  // method -> [code, code + size)
int g_loads = 0, g_unloads = 0, g_failures = 0;
int g_loads_before_init = -1;  // set at JVM_INIT_DONE

std::string name_of(jmethodID id) {
  auto known = g_methods.find(id);
  return known != g_methods.end() ? known->second.class_name + "." + known->second.name : "?";
}

// Called with g_lock held.
void fail(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void fail(const char* fmt, ...) {
  char buffer[512];
  va_list args;
  va_start(args, fmt);
  vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  fprintf(stderr, "jitevents: FAIL %s\n", buffer);
  ++g_failures;
}

void on_class_load(const JVMPI_Event* e) {
  const auto& c = e->u.class_load;
  std::lock_guard<std::mutex> guard(g_lock);
  for (jint i = 0; i < c.num_methods; ++i) {
    const JVMPI_Method& m = c.methods[i];
    g_methods[m.method_id] = MethodInfo{c.class_name != nullptr ? c.class_name : "?", m.method_name,
                                        m.start_lineno, m.end_lineno};
  }
}

// The checks of the line table; the table's lines, comma-separated.
std::string check_table(const MethodInfo& m, const char* who, const JVMPI_Event* e) {
  const auto& c = e->u.compiled_method_load;
  std::string lines;
  if (c.lineno_table_size < 0 || (c.lineno_table_size > 0 && c.lineno_table == nullptr)) {
    fail("%s: a table of %d entries at %p", who, static_cast<int>(c.lineno_table_size),
         static_cast<void*>(c.lineno_table));
    return lines;
  }
  if (m.first_line < 0 && c.lineno_table_size != 0) {
    fail("%s has no line numbers but a table of %d entries", who, static_cast<int>(c.lineno_table_size));
  }
  jint previous = -1;
  for (jint i = 0; i < c.lineno_table_size; ++i) {
    const JVMPI_Lineno& entry = c.lineno_table[i];
    if (entry.offset < 0 || entry.offset >= c.code_size) {
      fail("%s: entry %d at offset %d, outside the code's %d bytes", who, static_cast<int>(i),
           static_cast<int>(entry.offset), static_cast<int>(c.code_size));
    }
    if (entry.offset < previous) {
      fail("%s: entry %d at offset %d comes after offset %d", who, static_cast<int>(i),
           static_cast<int>(entry.offset), static_cast<int>(previous));
    }
    previous = entry.offset;
    if (entry.lineno <= 0 || (m.first_line >= 0 && (entry.lineno < m.first_line || entry.lineno > m.last_line))) {
      fail("%s: entry %d names line %d, outside the method's lines %d-%d", who, static_cast<int>(i),
           static_cast<int>(entry.lineno), static_cast<int>(m.first_line), static_cast<int>(m.last_line));
    }
    if (i > 0) lines += ',';
    lines += std::to_string(entry.lineno);
  }
  return lines;
}

void on_load(const JVMPI_Event* e) {
  const auto& c = e->u.compiled_method_load;
  std::lock_guard<std::mutex> guard(g_lock);
  ++g_loads;
  auto known = g_methods.find(c.method_id);
  if (known == g_methods.end()) {
    fail("COMPILED_METHOD_LOAD of method %p, which no CLASS_LOAD named", static_cast<void*>(c.method_id));
    return;
  }
  const MethodInfo& m = known->second;
  std::string who = m.class_name + "." + m.name;
  if (g_jvmpi->GetMethodClass(c.method_id) == nullptr) fail("GetMethodClass(%s) is NULL", who.c_str());
  if (e->env_id == nullptr) fail("%s: loaded with no env_id", who.c_str());
  if (c.code_addr == nullptr || c.code_size <= 0) {
    fail("%s: code at %p of %d bytes", who.c_str(), c.code_addr, static_cast<int>(c.code_size));
    return;
  }
  // Both ends readable (a wrong address ends the test here, visibly).
  const volatile uint8_t* bytes = static_cast<const uint8_t*>(c.code_addr);
  (void)bytes[0];
  (void)bytes[c.code_size - 1];
  uintptr_t begin = reinterpret_cast<uintptr_t>(c.code_addr), end = begin + static_cast<uintptr_t>(c.code_size);
  for (const auto& [other, range] : g_loaded) {
    if (other == c.method_id) {
      fail("%s loaded again without an unload", who.c_str());
    } else if (begin < range.second && range.first < end) {
      fail("%s: code [%#lx, %#lx) overlaps that of %s", who.c_str(), static_cast<unsigned long>(begin),
           static_cast<unsigned long>(end), name_of(other).c_str());
    }
  }
  g_loaded[c.method_id] = {begin, end};
  std::string lines = check_table(m, who.c_str(), e);
  if (m.class_name == "Main") {
    fprintf(stderr, "jitevents: load %s size=%d lines=%s\n", who.c_str(), static_cast<int>(c.code_size),
            lines.c_str());
  }
}

void on_unload(const JVMPI_Event* e) {
  std::lock_guard<std::mutex> guard(g_lock);
  ++g_unloads;
  jmethodID id = e->u.compiled_method_unload.method_id;
  if (g_loaded.erase(id) == 0) fail("COMPILED_METHOD_UNLOAD of %s, not loaded", name_of(id).c_str());
}

void notify(JVMPI_Event* e) {
  switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: on_class_load(e); break;
    case JVMPI_EVENT_COMPILED_METHOD_LOAD: on_load(e); break;
    case JVMPI_EVENT_COMPILED_METHOD_UNLOAD: on_unload(e); break;
    case JVMPI_EVENT_JVM_INIT_DONE: {
      std::lock_guard<std::mutex> guard(g_lock);
      g_loads_before_init = g_loads;
      break;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
      std::lock_guard<std::mutex> guard(g_lock);
      fprintf(stderr, "jitevents: done loads=%d before-init=%d unloads=%d failures=%d\n", g_loads,
              g_loads_before_init, g_unloads, g_failures);
      break;
    }
    default: break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1_1) != JNI_OK) {
    fprintf(stderr, "jitevents: GetEnv(JVMPI_VERSION_1_1) failed\n");
    return JNI_ERR;
  }
  g_jvmpi->NotifyEvent = notify;
  const jint events[] = {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_COMPILED_METHOD_LOAD, JVMPI_EVENT_COMPILED_METHOD_UNLOAD,
                         JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN};
  for (jint event : events) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      fprintf(stderr, "jitevents: FAIL EnableEvent(%d) refused\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  return JNI_OK;
}
