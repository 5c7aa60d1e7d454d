// One mark bit per 8-byte word of a region, outside the objects: for the
// compactor, which needs the objects' header words for forwarding addresses
// while it still has to know which objects are live.
#pragma once

#include <cstdint>
#include <vector>

#include "gc/object_model.h"

namespace loupe::gc {

class MarkBitmap {
 public:
  void cover(const char* start, size_t bytes) {
    start_ = start;
    bits_.assign((bytes / kObjectAlignment + 63) / 64, 0);
  }
  bool mark(const Object* obj) {
    size_t index = index_of(obj);
    uint64_t bit = uint64_t{1} << (index % 64);
    uint64_t& word = bits_[index / 64];
    if (word & bit) return false;
    word |= bit;
    return true;
  }
  bool is_marked(const Object* obj) const {
    size_t index = index_of(obj);
    return (bits_[index / 64] >> (index % 64)) & 1;
  }
  void clear() { std::fill(bits_.begin(), bits_.end(), 0); }

 private:
  size_t index_of(const Object* obj) const {
    return static_cast<size_t>(reinterpret_cast<const char*>(obj) - start_) / kObjectAlignment;
  }
  const char* start_ = nullptr;
  std::vector<uint64_t> bits_;
};

// The same interface over the mark bit in each object's GC word.
class HeaderMarks {
 public:
  bool mark(Object* obj) {
    uint32_t word = obj->gc_word();
    if (word & gc_bits::kMark) return false;
    obj->set_gc_word(word | gc_bits::kMark);
    return true;
  }
  static bool is_marked(const Object* obj) { return obj->gc_word() & gc_bits::kMark; }
  static void unmark(Object* obj) { obj->set_gc_word(obj->gc_word() & ~gc_bits::kMark); }
};

}  // namespace loupe::gc
