// The step every copying collector shares (semispace, and the generational
// scavenge): an object's bytes go to new memory and the original's layout
// word becomes a forwarding pointer, so later references to it find the copy.
#pragma once
#include <cstring>

#include "gc/object_model.h"

namespace loupe::gc {

inline Object* copy_and_forward(Object* obj, char* memory, size_t size) {
  auto* copy = reinterpret_cast<Object*>(memory);
  std::memcpy(copy, obj, size);  // before forward_to overwrites the layout word
  obj->forward_to(copy);
  return copy;
}

}  // namespace loupe::gc
