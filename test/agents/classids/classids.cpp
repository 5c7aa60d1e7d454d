// The class-ID test agent (test/agents/classids): what OProfile's JVMPI
// agent and others of its time did. It records every class ID at
// CLASS_LOAD, and at each COMPILED_METHOD_LOAD and METHOD_ENTRY asks
// GetMethodClass for the method's class and looks that ID up in its table;
// an ID it does not know is a failure ("Cannot find class for compiled
// method", as OProfile put it before giving up). Such agents relied on
// class objects never moving, as in HotSpot's permanent generation: Loupe
// keeps class objects in a permanent arena for them.
//
// It also counts OBJECT_MOVE events of class IDs (which must not come,
// unless the VM runs with -Xmovingclasses). With the option "follow" it
// re-keys its table at each such move, as the JVMPI specification asks of
// agents, and must pass even when classes move.
//
// Lines on stderr: "classids: FAIL ..." for the first few unknown IDs;
// at JVM_SHUT_DOWN "classids: done classes=N compiled=C entries=E
// class-moves=M unknown=U follow=0|1".
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>

#include "jvmpi.h"

namespace {

JVMPI_Interface* g_jvmpi = nullptr;
bool g_follow = false;

std::mutex g_lock;  // events come from every thread
std::unordered_map<jobjectID, std::string> g_classes;  // class ID -> class name, from CLASS_LOAD
std::unordered_map<jmethodID, std::string> g_methods;  // for messages
long g_compiled = 0, g_entries = 0, g_class_moves = 0, g_unknown = 0;
constexpr long kFailLinesShown = 5;

// Called with g_lock held.
void look_up_class_of(jmethodID method, const char* what) {
  jobjectID klass = g_jvmpi->GetMethodClass(method);
  if (g_classes.count(klass) != 0) return;
  if (++g_unknown <= kFailLinesShown) {
    auto name = g_methods.find(method);
    std::fprintf(stderr, "classids: FAIL Cannot find class %p for %s %s\n", static_cast<void*>(klass), what,
                 name != g_methods.end() ? name->second.c_str() : "(unknown method)");
  }
}

void notify(JVMPI_Event* e) {
  std::lock_guard<std::mutex> guard(g_lock);
  switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: {
      const auto& c = e->u.class_load;
      std::string name = c.class_name != nullptr ? c.class_name : "?";
      g_classes[c.class_id] = name;
      for (jint i = 0; i < c.num_methods; ++i) g_methods[c.methods[i].method_id] = name + "." + c.methods[i].method_name;
      break;
    }
    case JVMPI_EVENT_CLASS_UNLOAD:
      g_classes.erase(e->u.class_unload.class_id);
      break;
    case JVMPI_EVENT_OBJECT_MOVE: {
      auto known = g_classes.find(e->u.obj_move.obj_id);
      if (known == g_classes.end()) break;
      ++g_class_moves;
      if (g_follow) {
        std::string name = std::move(known->second);
        g_classes.erase(known);
        g_classes[e->u.obj_move.new_obj_id] = std::move(name);
      }
      break;
    }
    case JVMPI_EVENT_COMPILED_METHOD_LOAD:
      ++g_compiled;
      look_up_class_of(e->u.compiled_method_load.method_id, "compiled method");
      break;
    case JVMPI_EVENT_METHOD_ENTRY:
      ++g_entries;
      look_up_class_of(e->u.method.method_id, "entered method");
      break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
      std::fprintf(stderr, "classids: done classes=%zu compiled=%ld entries=%ld class-moves=%ld unknown=%ld follow=%d\n",
                   g_classes.size(), g_compiled, g_entries, g_class_moves, g_unknown, g_follow ? 1 : 0);
      break;
    default:
      break;
  }
}

}  // namespace

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void*) {
  if (vm->GetEnv(reinterpret_cast<void**>(&g_jvmpi), JVMPI_VERSION_1_1) != JNI_OK) {
    std::fprintf(stderr, "classids: GetEnv(JVMPI_VERSION_1_1) failed\n");
    return JNI_ERR;
  }
  g_follow = options != nullptr && std::strcmp(options, "follow") == 0;
  g_jvmpi->NotifyEvent = notify;
  const jint events[] = {JVMPI_EVENT_CLASS_LOAD,   JVMPI_EVENT_CLASS_UNLOAD,         JVMPI_EVENT_OBJECT_MOVE,
                         JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_COMPILED_METHOD_LOAD, JVMPI_EVENT_JVM_SHUT_DOWN};
  for (jint event : events) {
    if (g_jvmpi->EnableEvent(event, nullptr) != JVMPI_SUCCESS) {
      std::fprintf(stderr, "classids: FAIL EnableEvent(%d) refused\n", static_cast<int>(event));
      return JNI_ERR;
    }
  }
  return JNI_OK;
}
