// The interface every garbage-collection algorithm implements, and the
// statistics it reports. One implementation per folder under gc/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "gc/object_model.h"
#include "gc/vm_interface.h"

namespace loupe::gc {

struct HeapConfig {
  size_t initial_bytes = 0;
  size_t max_bytes = 0;
  size_t tlab_bytes = 32 * 1024;
  // Collect after every N slow-path allocations (0: never). A testing aid:
  // it makes every allocation site a collection point sooner or later.
  uint32_t stress_interval = 0;
  bool verbose = false;  // -verbose:gc: one line per collection
};

enum class GcCause : uint8_t { kAllocationFailure, kExplicit, kStress, kLastDitch };

struct HeapStats {
  size_t capacity_bytes = 0;  // what the heap could hold now without growing
  size_t used_bytes = 0;
  size_t max_bytes = 0;       // the most it will ever hold
  uint64_t collections = 0;
  uint64_t total_pause_ns = 0;
  uint64_t max_pause_ns = 0;
};

// Whether stores of references must be reported to the collector.
enum class BarrierKind : uint8_t { kNone, kPostWrite };

class Collector {
 public:
  virtual ~Collector() = default;

  virtual std::string_view name() const = 0;
  virtual BarrierKind barrier() const { return BarrierKind::kNone; }
  virtual bool moves_objects() const = 0;

  // Hands a mutator a fresh TLAB (setting tlab_top past the object and
  // tlab_end = tlab_real_end to the buffer's end) or allocates a large object
  // directly. Returns zeroed memory, or nullptr when the space is exhausted
  // (the heap then collects and retries). Called with the heap lock held.
  virtual void* allocate_slow(MutatorContext& mutator, size_t bytes) = 0;

  // Runs a collection. The world is stopped and every TLAB retired.
  virtual void collect(VmInterface& vm, GcCause cause) = 0;

  // A reference store into a heap object (only when barrier() != kNone).
  virtual void write_barrier(Object* holder, Object** slot, Object* new_value) {
    (void)holder;
    (void)slot;
    (void)new_value;
  }

  virtual HeapStats stats() const = 0;
  virtual bool contains(const void* address) const = 0;
};

std::unique_ptr<Collector> make_collector(std::string_view name, const HeapConfig& config);

}  // namespace loupe::gc
