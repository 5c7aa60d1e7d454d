// cpu=times: a thread's own record (cpu_times.cpp).
#pragma once

#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "hprof.h"

namespace hprof {

// Transparent hashing: the exit handler looks a key up from a reusable
// buffer without making a std::string of it.
struct KeyHash {
  using is_transparent = void;
  size_t operator()(std::string_view key) const noexcept { return std::hash<std::string_view>{}(key); }
};

// A frame as GetCallTrace gave it: the hot path names nothing. Method IDs
// are the VM's until the class is unloaded, so a CLASS_UNLOAD collects the
// costs keyed by them first (times_class_unload). Explicit, so that it has
// no padding bytes: the costs are keyed by the bytes of frames.
struct RawFrame {
  jmethodID method = nullptr;
  jint line = -1;
  jint unused = 0;
};

struct TimesThread {
  struct Call {
    jmethodID method;
    jlong start;        // thread CPU time at entry, ns
    jlong callees = 0;  // CPU time of the calls it made, ns
    size_t frames;      // frames of its trace, at frame_store[index * depth]
  };
  std::mutex mutex;
  uint32_t thread_serial = 0;
  std::vector<Call> stack;
  std::vector<RawFrame> frame_store;
  std::vector<JVMPI_CallFrame> call_frames;
  std::string key;
  std::unordered_map<std::string, Cost, KeyHash, std::equal_to<>> costs;
};

}  // namespace hprof
