// The interface every garbage-collection algorithm implements, and the
// statistics it reports. One implementation per folder under gc/. The Heap
// (gc.h) makes every call but two: through Heap::collector(), -Xstats reads
// name() and the JVMPI layer arena_of().
//
// Division of labour: the Heap owns the policy every collector shares
// (thread-local allocation buffers, zeroing, stress collections, stopping the
// world, GC_START/GC_FINISH, -verbose:gc, -Xverifyheap); a collector owns its
// spaces, its barrier and the events that only it can know about
// (ARENA_NEW/DELETE, OBJECT_FREE, OBJECT_MOVE).
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gc/heap_events.h"
#include "gc/object_model.h"
#include "gc/vm_interface.h"

namespace loupe::gc {

struct HeapConfig {
  size_t initial_bytes = 0;
  size_t max_bytes = 0;
  size_t tlab_bytes = 32 * 1024;
  // Collect at every N-th allocation (0: never). A testing aid: it makes
  // every allocation site a collection point sooner or later.
  uint32_t stress_interval = 0;
  bool verbose = false;  // -verbose:gc: one line per collection
  bool verify = false;   // -Xverifyheap: check the heap before and after each collection
  // -Xmovingclasses: class objects are allocated like any object, and move
  // with it, instead of in the permanent space (a testing aid for agents).
  bool moving_classes = false;
};

enum class GcCause : uint8_t { kAllocationFailure, kExplicit, kStress, kLastDitch };

// What a collection did, as collect() reports it; the Heap names it in
// -verbose:gc's pause line. A collector says what it did, never how it is
// logged.
enum class CollectionKind : uint8_t {
  kMinor,          // generational: the young generation only (a scavenge)
  kFull,           // the whole heap (every tracing collector's only kind)
  kRefcountBatch,  // refcount: a batch freed its zero-count objects
  kBackupTrace,    // refcount: a batch, then the trace that reclaims cycles
};

// One arena's occupancy, for -verbose:gc's per-arena lines.
struct ArenaUsage {
  const char* name = "";  // as ARENA_NEW names it
  size_t used_bytes = 0;
  size_t capacity_bytes = 0;
};

struct HeapStats {
  size_t capacity_bytes = 0;  // what the heap could hold now without growing
  size_t used_bytes = 0;
  size_t max_bytes = 0;       // the most it will ever hold
  // The permanent space (class objects), outside the figures above.
  size_t permanent_capacity_bytes = 0;
  size_t permanent_used_bytes = 0;
  uint64_t collections = 0;
  uint64_t total_pause_ns = 0;
  uint64_t max_pause_ns = 0;
};

// What a store of a reference into the heap must tell the collector.
enum class BarrierKind : uint8_t {
  kNone,
  kOldToYoung,      // generational: remember old objects that refer to young ones
  kReferenceCount,  // reference counting: the collector performs every store
};

// An address range tested with one subtraction and one comparison.
struct AddressRange {
  const char* start = nullptr;
  size_t size = 0;
  bool contains(const void* p) const {
    return reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(start) < size;
  }
};

// What GC_FINISH reports: the objects alive as the events describe them.
struct LiveCounts {
  int64_t objects = 0;
  int64_t bytes = 0;        // the sum of the sizes reported in OBJECT_ALLOC
  int64_t total_space = 0;  // the heap's capacity for objects
};

// The Java side of weak references and finalization, kept by the Heap and
// brought up to date by every collection (gc/common/reference_processing.h).
// Java threads take what collections leave: the Finalizer thread the objects
// to finalize, the Reference Handler the references to enqueue.
struct ReferenceLists {
  // Objects of classes with a finalizer, registered at allocation and not
  // yet found unreachable. Not roots: a collection that finds one
  // unreachable keeps it alive and moves it to `to_finalize`.
  std::vector<Object*> finalizable;
  // Roots until taken, first in first out: objects whose finalize() must
  // run, and cleared References registered with a queue.
  std::deque<Object*> to_finalize;
  std::deque<Object*> to_enqueue;
};

class Collector {
 public:
  virtual ~Collector() = default;

  virtual std::string_view name() const = 0;
  virtual bool moves_objects() const = 0;
  virtual BarrierKind barrier() const { return BarrierKind::kNone; }
  // kOldToYoung: the young generation, fixed for the life of the heap.
  virtual AddressRange young_range() const { return {}; }

  // Called once, before any allocation: the collector posts ARENA_NEW for
  // its arenas and keeps the sink for the events it posts later.
  virtual void start(HeapEventSink& events) = 0;

  // Memory for one object of `bytes` outside any buffer (large objects, and
  // every object under -Xgcstress), or nullptr when there is no room. Not
  // zeroed: the Heap zeroes. Called with the heap lock held.
  virtual char* allocate(size_t bytes) = 0;
  // A thread-local allocation buffer of at least `min` and at most
  // `preferred` bytes (*size says how many), or nullptr.
  virtual char* allocate_buffer(size_t min, size_t preferred, size_t* size) = 0;
  // A mutator gives up the unused end of its buffer. By default it becomes a
  // filler, so that the space stays walkable object by object.
  virtual void retire_buffer(char* top, char* end);
  // Memory for a class object (a java.lang.Class mirror) in the collector's
  // permanent space (gc/common/permanent_space.h), where it never moves; or
  // nullptr when that space is full. Not zeroed. Called with the heap lock held.
  virtual char* allocate_permanent(size_t bytes) = 0;
  // The arena an object lives in (for OBJECT_ALLOC).
  virtual ArenaId arena_of(const Object* obj) const = 0;

  // Runs a collection. The world is stopped and every buffer retired. `vm`
  // reports the lists' roots with the VM's; the collector brings `lists` up
  // to date (its weak references cleared, its unreachable finalizable
  // objects kept for finalization, its entries moved with their objects).
  // Returns what kind of collection it ran.
  virtual CollectionKind collect(VmInterface& vm, GcCause cause, ReferenceLists& lists) = 0;
  // After collect(): the live objects for GC_FINISH.
  virtual LiveCounts live_counts() const = 0;

  // kOldToYoung: `holder`, outside the young generation, now refers to a
  // young object. Called only when holder is not yet remembered.
  virtual void remember(Object* holder) { (void)holder; }
  // kReferenceCount: the collector performs the store (it needs the old value).
  virtual void write_barrier(Object* holder, Object** slot, Object* value);
  virtual bool compare_and_set(Object* holder, Object** slot, Object* expected, Object* value);
  // kReferenceCount: a reference to obj was overwritten by a barrier that
  // ran inline (compiled code), when obj's count may reach zero.
  virtual void drop_reference(Object* obj) { (void)obj; }

  // -Xverifyheap: checks every invariant of the collector's spaces; aborts
  // with a message at the first one broken. The world is stopped.
  virtual void verify(VmInterface& vm, const char* when) = 0;

  virtual HeapStats stats() const = 0;
  // Every arena's occupancy, in the order of the ARENA_NEW events the
  // collector posts in start(), the permanent space last. Read only for
  // -verbose:gc, before and after each collection (not a hot path).
  virtual std::vector<ArenaUsage> arena_usage() const = 0;
  // Whether the address is in the heap, the permanent space included.
  virtual bool contains(const void* address) const = 0;
};

// "marksweep", "compact", "semispace", "generational" or "refcount";
// nullptr for any other name.
std::unique_ptr<Collector> make_collector(std::string_view name, const HeapConfig& config);
bool is_collector_name(std::string_view name);
// The names make_collector knows, for messages: "marksweep|compact|...".
const char* collector_names();

}  // namespace loupe::gc
