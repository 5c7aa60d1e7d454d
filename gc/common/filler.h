// Filler objects: what fills memory that holds no object (free chunks, the
// unused end of a thread's allocation buffer), so that a heap can be walked
// from one object to the next by their sizes. A filler is never a live
// object: the collectors skip it and post no events for it.
#pragma once

#include <cstddef>

#include "gc/object_model.h"

namespace loupe::gc {

// The largest single filler; longer runs become several.
inline constexpr size_t kMaxFillerBytes = size_t{1} << 33;

// Formats [start, start + bytes) as fillers; bytes is a multiple of 8.
void fill(char* start, size_t bytes);

bool is_filler(const Object* obj);

// Calls fn(Object*) for every object, fillers included, in [start, end).
template <typename Fn>
void walk_objects(char* start, char* end, Fn&& fn) {
  for (char* p = start; p < end;) {
    auto* obj = reinterpret_cast<Object*>(p);
    size_t size = object_size(obj);
    fn(obj);
    p += size;
  }
}

}  // namespace loupe::gc
