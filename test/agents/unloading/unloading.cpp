// The class-unloading test agent (test/agents/unloading): what an agent
// that keeps per-class tables needs from CLASS_UNLOAD.
//
// It keeps every live class by ID (from CLASS_LOAD) and checks, for each
// CLASS_UNLOAD:
//   - the ID is one a CLASS_LOAD gave and no CLASS_UNLOAD took yet;
//   - a requested CLASS_LOAD for it, from inside the handler, still
//     describes the class (the same name), as the specification's I1 notes;
//   - none of its methods still has compiled code: COMPILED_METHOD_UNLOAD
//     came first for each that had any.
// It counts the plugin classes (Main$Plugin and the lambda classes spun for
// it) alive at once, the most there ever were, and how many went.
//
// Lines on stderr: "unloading: FAIL ..." for the first few problems; at
// JVM_SHUT_DOWN "unloading: done loaded=L unloaded=U plugin-unloads=P
// most-plugins-alive=M requested=R compiled-unloads=C".
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;

std::recursive_mutex g_lock;  // a requested CLASS_LOAD arrives inside the CLASS_UNLOAD handler
std::unordered_map<jobjectID, std::string> g_classes;                  // live classes by ID
std::unordered_map<jobjectID, std::vector<jmethodID>> g_class_methods;  // their methods
std::unordered_set<jmethodID> g_compiled;                               // methods with code now
std::string g_requested_name;  // what the requested CLASS_LOAD said
bool g_in_unload = false;
long g_loaded = 0, g_unloaded = 0, g_plugin_unloads = 0, g_plugins_alive = 0, g_most_plugins_alive = 0;
long g_requested = 0, g_compiled_unloads = 0, g_failures = 0;

bool is_plugin(const std::string& name) { return name.rfind("Main$Plugin", 0) == 0; }

void fail(const std::string& what) {
  if (++g_failures <= 5) std::fprintf(stderr, "unloading: FAIL %s\n", what.c_str());
}

void class_loaded(const JVMPI_Event* e) {
  const auto& c = e->u.class_load;
  std::string name = c.class_name != nullptr ? c.class_name : "?";
  if (g_in_unload && (e->event_type & JVMPI_REQUESTED_EVENT)) {
    g_requested_name = name;
    return;
  }
  if (g_classes.count(c.class_id) != 0) fail("CLASS_LOAD of " + name + " with the ID of live class " + g_classes[c.class_id]);
  g_classes[c.class_id] = name;
  std::vector<jmethodID>& methods = g_class_methods[c.class_id];
  methods.clear();
  for (jint i = 0; i < c.num_methods; ++i) methods.push_back(c.methods[i].method_id);
  ++g_loaded;
  if (is_plugin(name) && ++g_plugins_alive > g_most_plugins_alive) g_most_plugins_alive = g_plugins_alive;
}

void class_unloaded(jobjectID id) {
  auto known = g_classes.find(id);
  if (known == g_classes.end()) {
    fail("CLASS_UNLOAD of an ID no live class has");
    return;
  }
  std::string name = known->second;
  g_in_unload = true;
  g_requested_name.clear();
  jint answer = g_jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, id);
  g_in_unload = false;
  if (answer != JVMPI_SUCCESS || g_requested_name != name) {
    fail("requested CLASS_LOAD in CLASS_UNLOAD of " + name + " gave " + std::to_string(answer) + " '" + g_requested_name + "'");
  } else {
    ++g_requested;
  }
  for (jmethodID m : g_class_methods[id]) {
    if (g_compiled.count(m) != 0) fail("CLASS_UNLOAD of " + name + " while one of its methods is still compiled");
  }
  g_class_methods.erase(id);
  g_classes.erase(known);
  ++g_unloaded;
  if (is_plugin(name)) {
    ++g_plugin_unloads;
    --g_plugins_alive;
  }
}

void notify(JVMPI_Event* e) {
  std::lock_guard<std::recursive_mutex> guard(g_lock);
  switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
      class_loaded(e);
      break;
    case JVMPI_EVENT_CLASS_UNLOAD:
      class_unloaded(e->u.class_unload.class_id);
      break;
    case JVMPI_EVENT_COMPILED_METHOD_LOAD:
      g_compiled.insert(e->u.compiled_method_load.method_id);
      break;
    case JVMPI_EVENT_COMPILED_METHOD_UNLOAD:
      if (g_compiled.erase(e->u.compiled_method_unload.method_id) != 0) ++g_compiled_unloads;
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      std::fprintf(stderr,
                   "unloading: done loaded=%ld unloaded=%ld plugin-unloads=%ld most-plugins-alive=%ld requested=%ld "
                   "compiled-unloads=%ld\n",
                   g_loaded, g_unloaded, g_plugin_unloads, g_most_plugins_alive, g_requested, g_compiled_unloads);
      break;
    default:
      break;
  }
}

}  // namespace

extern "C" JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char*, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
  g_jvmpi->NotifyEvent = notify;
  for (jint event : {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_CLASS_UNLOAD, JVMPI_EVENT_COMPILED_METHOD_LOAD,
                     JVMPI_EVENT_COMPILED_METHOD_UNLOAD, JVMPI_EVENT_JVM_SHUT_DOWN}) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) return JNI_ERR;
  }
  return JNI_OK;
}
