// largealloc: a small allocation profiler in the manner of the JVMPI
// article's example, written for Loupe's tests and built as a third party
// would build it (C++, only the JVMPI and JNI headers). It remembers every
// method's name and class from CLASS_LOAD and, for each object of more than
// 5000 bytes, prints the size and the allocating call trace, innermost
// frame first:
//
//     large object: 800024 bytes
//       at AllocProfMain.makeBig (line 6)
//       at AllocProfMain.main (line 10)
//
// Method IDs key the table: they never change, whichever collector moves
// class objects. Output goes through stdio, buffered, as the article's did.
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <unordered_map>

#include "jvmpi.h"

namespace {

constexpr jint kSizeLimit = 5000;
constexpr int kDepth = 5;

struct MethodName {
  std::string klass;
  std::string method;
};

JVMPI_Interface* jvmpi;
std::mutex table_lock;  // CLASS_LOAD and OBJECT_ALLOC come from any thread
std::unordered_map<jmethodID, MethodName> methods;

void remember_class(const JVMPI_Event& event) {
  const auto& load = event.u.class_load;
  std::lock_guard<std::mutex> guard(table_lock);
  for (jint i = 0; i < load.num_methods; ++i) {
    methods[load.methods[i].method_id] = {load.class_name, load.methods[i].method_name};
  }
}

void report_large_object(const JVMPI_Event& event) {
  if (event.u.obj_alloc.size <= kSizeLimit) return;
  JVMPI_CallFrame frames[kDepth];
  JVMPI_CallTrace trace;
  trace.env_id = event.env_id;
  trace.frames = frames;
  trace.num_frames = 0;
  jvmpi->GetCallTrace(&trace, kDepth);
  std::lock_guard<std::mutex> guard(table_lock);
  std::printf("large object: %d bytes\n", event.u.obj_alloc.size);
  for (jint i = 0; i < trace.num_frames; ++i) {
    auto found = methods.find(frames[i].method_id);
    if (found == methods.end()) {
      std::printf("  at <unknown method %p> (line %d)\n", static_cast<void*>(frames[i].method_id), frames[i].lineno);
    } else {
      std::printf("  at %s.%s (line %d)\n", found->second.klass.c_str(), found->second.method.c_str(), frames[i].lineno);
    }
  }
}

void notify_event(JVMPI_Event* event) {
  switch (event->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: remember_class(*event); break;
    case JVMPI_EVENT_OBJECT_ALLOC: report_large_object(*event); break;
    default: break;
  }
}

}  // namespace

extern "C" JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM* vm, char* options, void* reserved) {
  (void)options;
  (void)reserved;
  if (vm->GetEnv(reinterpret_cast<void**>(&jvmpi), JVMPI_VERSION_1) != JNI_OK) {
    std::fprintf(stderr, "largealloc: no JVMPI interface\n");
    return JNI_ERR;
  }
  jvmpi->NotifyEvent = notify_event;
  if (jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, nullptr) != JVMPI_SUCCESS ||
      jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, nullptr) != JVMPI_SUCCESS) {
    return JNI_ERR;
  }
  return JNI_OK;
}
