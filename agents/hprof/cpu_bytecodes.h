// cpu=bytecodes: a thread's calling-context tree (cpu_bytecodes.cpp).
#pragma once

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "hprof.h"

namespace hprof {

// One thread's tree. The mutex is uncontended except while a dump reads
// the tree.
struct BytecodesThread {
  struct Node {
    jmethodID method = nullptr;
    jint line = -1;
    uint32_t parent = 0;
    uint64_t samples = 0;
    uint64_t bytecodes = 0;
  };
  struct ChildKey {
    uint32_t parent;
    jint line;
    jmethodID method;
    bool operator==(const ChildKey&) const = default;
  };
  struct ChildHash {
    size_t operator()(const ChildKey& k) const noexcept {
      size_t h = std::hash<const void*>{}(k.method);
      return h ^ (std::hash<uint64_t>{}((uint64_t{k.parent} << 32) | static_cast<uint32_t>(k.line)) * 31);
    }
  };

  std::mutex mutex;
  uint32_t thread_serial = 0;
  std::vector<Node> nodes{Node{}};  // nodes[0]: the root, above every outermost frame
  std::unordered_map<ChildKey, uint32_t, ChildHash> children;
  std::vector<uint32_t> path;                // the previous sample's nodes, outermost first
  std::vector<JVMPI_CallFrame> call_frames;  // GetCallTrace's buffer
};

}  // namespace hprof
