#include "gc/common/filler.h"

#include <cstring>

namespace loupe::gc {

namespace {

// 8 and 16 bytes: fixed-size instances with no references; 24 and more: an
// array of 8-byte elements whose length covers the rest (every size is a
// multiple of 8), which spans up to 16 GiB in one filler.
TypeLayout make_instance_filler(uint32_t size) {
  TypeLayout layout;
  layout.kind = ObjectKind::kInstance;
  layout.instance_size = size;
  return layout;
}

TypeLayout make_array_filler() {
  TypeLayout layout;
  layout.kind = ObjectKind::kPrimArray;
  layout.element_size_log2 = 3;
  return layout;
}

const TypeLayout kFiller8 = make_instance_filler(8);
const TypeLayout kFiller16 = make_instance_filler(16);
const TypeLayout kFillerArray = make_array_filler();

}  // namespace

void fill(char* start, size_t bytes) {
  while (bytes > kMaxFillerBytes) {
    fill(start, kMaxFillerBytes);
    start += kMaxFillerBytes;
    bytes -= kMaxFillerBytes;
  }
  if (bytes == 0) return;
  auto* obj = reinterpret_cast<Object*>(start);
  if (bytes == 8) {
    obj->set_layout(&kFiller8);  // only the layout word: the rest is the next object's
    return;
  }
  obj->set_gc_word(0);
  if (bytes == 16) {
    obj->set_layout(&kFiller16);
  } else {
    obj->set_layout(&kFillerArray);
    static_cast<ArrayObject*>(obj)->set_length(static_cast<int32_t>((bytes - ArrayObject::kElementsOffset) / 8));
  }
}

bool is_filler(const Object* obj) {
  const TypeLayout* layout = obj->layout();
  return layout == &kFiller8 || layout == &kFiller16 || layout == &kFillerArray;
}

}  // namespace loupe::gc
