// The sweep of every collector that keeps objects in a free-list space
// (marksweep, generational's old generation, refcount's backup trace, the
// permanent arena), written once.
//
// One pass from end to end. An object whose header mark (gc_bits::kMark)
// is set survived the mark: on_live(obj, size) runs and must clear the
// mark (and whatever else the collector keeps there). Every other object
// is dead: on_dead(obj, size) runs (OBJECT_FREE, counts). Fillers (free
// chunks, retired buffer tails) are neither. Each run of dead objects and
// fillers becomes one free chunk, so neighbours coalesce.
#pragma once

#include <cstddef>

#include "gc/common/filler.h"
#include "gc/common/free_list.h"
#include "gc/object_model.h"

namespace loupe::gc {

template <typename OnLive, typename OnDead>
void sweep_marked(FreeListSpace& space, OnLive&& on_live, OnDead&& on_dead) {
  space.begin_rebuild();
  char* run = nullptr;  // the start of the current free run, if any
  char* end = space.end();
  for (char* p = space.start(); p < end;) {
    auto* obj = reinterpret_cast<Object*>(p);
    size_t size = object_size(obj);
    bool filler = is_filler(obj);
    if (!filler && (obj->gc_word() & gc_bits::kMark) != 0) {
      on_live(obj, size);
      if (run != nullptr) space.add_free_run(run, static_cast<size_t>(p - run));
      run = nullptr;
    } else {
      if (!filler) on_dead(obj, size);
      if (run == nullptr) run = p;
    }
    p += size;
  }
  if (run != nullptr) space.add_free_run(run, static_cast<size_t>(end - run));
}

}  // namespace loupe::gc
