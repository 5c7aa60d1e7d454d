// The permanent space: where every collector keeps the class objects
// (java.lang.Class mirrors), which never move.
//
// A class ID in JVMPI is the ID of the class's mirror. The specification
// lets it move like any object, but profiler agents written against
// HotSpot, whose permanent generation in practice left class objects where
// they were, key their tables on class IDs and never follow OBJECT_MOVE for
// them; under a moving collector they lose their classes
// (docs/collectors.md, "The permanent arena"). So Loupe's collectors keep mirrors
// here, in one arena of its own, and collect it in place: they trace through
// its objects like any others (updating the slots that refer to objects that
// moved), mark what they reach with the mark bit of the GC word, and then
// sweep() frees every unmarked object where it lies, with OBJECT_FREE, and
// clears the marks. Nothing here is ever copied.
//
// The space is a free-list space (gc/common/free_list.h) in a reservation of
// its own, outside the collector's heap: its size does not count against
// -Xmx, as HotSpot's permanent generation did not. It grows in steps until
// the reservation is used up.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gc/common/filler.h"
#include "gc/common/free_list.h"
#include "gc/common/virtual_memory.h"
#include "gc/heap_events.h"
#include "gc/object_model.h"

namespace loupe::gc {

class HeapVerifier;

class PermanentSpace {
 public:
  // Well clear of the collectors' own arena IDs (1 to 4).
  static constexpr ArenaId kArena = 16;
  static constexpr const char* kArenaName = "Permanent space";
  static constexpr size_t kDefaultReservedBytes = size_t{64} << 20;
  static constexpr size_t kInitialBytes = size_t{256} << 10;

  explicit PermanentSpace(size_t reserved_bytes = kDefaultReservedBytes);

  // ARENA_NEW for the arena (in the collector's start()). The sink is kept
  // for the OBJECT_FREE events of sweep().
  void start(HeapEventSink& events);

  // Memory for one object of `bytes`, not zeroed, or nullptr when the
  // reservation is used up. Called with the heap lock held.
  char* allocate(size_t bytes);

  bool contains(const void* p) const { return space_.contains(p); }

  // Marking, for collectors that keep their own marks elsewhere: the mark
  // bit of the GC word, cleared again by sweep().
  static bool mark(Object* obj) {
    uint32_t word = obj->gc_word();
    if (word & gc_bits::kMark) return false;
    obj->set_gc_word(word | gc_bits::kMark);
    return true;
  }
  static bool is_marked(const Object* obj) { return (obj->gc_word() & gc_bits::kMark) != 0; }

  // After a collection's trace: every unmarked object is freed in place
  // (OBJECT_FREE, so call it between GC_START and GC_FINISH), every marked
  // one loses the bits in `clear_bits` (at least the mark). Runs of free
  // memory are coalesced into free chunks again.
  void sweep(uint32_t clear_bits = gc_bits::kMark);

  // Frees one object in place, for a collector that found it dead by other
  // means (reference counting); the collector posted OBJECT_FREE itself.
  void free(Object* obj);

  // Calls fn(Object*) for every object (fillers skipped), in address order.
  template <typename Fn>
  void for_each_object(Fn&& fn) {
    walk_objects(space_.start(), space_.end(), [&](Object* obj) {
      if (!is_filler(obj)) fn(obj);
    });
  }

  // -Xverifyheap: the space's range for the verifier's walk (before its
  // verify()), and its free lists (after).
  void add_to(HeapVerifier& verifier) const;
  void check_free_lists(const HeapVerifier& verifier) const;

  // The objects here, as the events count them (allocated minus freed).
  int64_t live_objects() const { return live_objects_; }
  int64_t live_bytes() const { return live_bytes_; }
  size_t capacity() const { return space_.capacity(); }
  size_t used_bytes() const { return space_.capacity() - space_.free_bytes(); }

 private:
  VirtualMemory memory_;
  FreeListSpace space_;
  HeapEventSink* events_ = nullptr;
  int64_t live_objects_ = 0;
  int64_t live_bytes_ = 0;
};

// Marks for a collector whose mark bits live outside the objects (`Marks`,
// e.g. a MarkBitmap covering its own space only): permanent objects are
// marked in their GC word instead. For Marker<PermanentAwareMarks<...>>.
template <typename Marks>
class PermanentAwareMarks {
 public:
  PermanentAwareMarks(Marks& marks, const PermanentSpace& permanent) : marks_(marks), permanent_(permanent) {}
  bool mark(Object* obj) { return permanent_.contains(obj) ? PermanentSpace::mark(obj) : marks_.mark(obj); }
  bool is_marked(const Object* obj) const {
    return permanent_.contains(obj) ? PermanentSpace::is_marked(obj) : marks_.is_marked(obj);
  }

 private:
  Marks& marks_;
  const PermanentSpace& permanent_;
};

}  // namespace loupe::gc
