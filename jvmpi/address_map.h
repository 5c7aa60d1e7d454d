// A hash map from object addresses to numbers, for -Xcheck:jvmpi's ID
// table (id_table.cpp): open addressing with linear probing and
// backward-shift deletion, in one flat array. Under hprof heap=sites every
// new object is looked up and inserted, so std::unordered_map's node per
// entry and prime modulo were most of the option's cost. Not thread-safe:
// the ID table locks around it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "gc/object_model.h"

namespace loupe::jvmpi::check {

class AddressMap {
 public:
  AddressMap() : slots_(kInitialCapacity) {}

  const uint64_t* find(const gc::Object* key) const {
    for (size_t i = home(key);; i = next(i)) {
      if (slots_[i].key == key) return &slots_[i].value;
      if (slots_[i].key == nullptr) return nullptr;
    }
  }

  void insert(gc::Object* key, uint64_t value) {
    // At most half full: a miss (every new object's lookup) ends soon.
    if ((size_ + 1) * 2 > slots_.size()) grow();
    size_t i = home(key);
    while (slots_[i].key != nullptr && slots_[i].key != key) i = next(i);
    if (slots_[i].key == nullptr) ++size_;
    slots_[i] = Slot{key, value};
  }

  std::optional<uint64_t> erase(const gc::Object* key) {
    size_t i = home(key);
    while (slots_[i].key != key) {
      if (slots_[i].key == nullptr) return std::nullopt;
      i = next(i);
    }
    uint64_t value = slots_[i].value;
    // Backward shift: move later entries of the run into the hole when
    // their home does not lie between the hole and them.
    for (size_t j = next(i);; j = next(j)) {
      if (slots_[j].key == nullptr) break;
      size_t h = home(slots_[j].key);
      bool stays = i <= j ? (i < h && h <= j) : (i < h || h <= j);
      if (stays) continue;
      slots_[i] = slots_[j];
      i = j;
    }
    slots_[i] = Slot{};
    --size_;
    return value;
  }

  // Removes every entry for which drop(value) is true.
  // In place: the table's pages stay (a collection does this each time).
  template <typename Drop>
  void erase_if(Drop drop) {
    std::vector<Slot> kept;
    for (const Slot& slot : slots_) {
      if (slot.key != nullptr && !drop(slot.value)) kept.push_back(slot);
    }
    std::fill(slots_.begin(), slots_.end(), Slot{});
    size_ = 0;
    for (const Slot& slot : kept) insert(slot.key, slot.value);
  }

 private:
  struct Slot {
    gc::Object* key = nullptr;
    uint64_t value = 0;
  };
  static constexpr size_t kInitialCapacity = 1024;

  size_t home(const gc::Object* key) const {
    // Fibonacci hashing of the address without its three zero bits.
    return static_cast<size_t>(((reinterpret_cast<uintptr_t>(key) >> 3) * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  size_t next(size_t i) const { return (i + 1) & (slots_.size() - 1); }

  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    --shift_;
    size_ = 0;
    for (const Slot& slot : old) {
      if (slot.key != nullptr) insert(slot.key, slot.value);
    }
  }

  std::vector<Slot> slots_;
  size_t size_ = 0;
  int shift_ = 64 - 10;  // log2 of the capacity, from 64
};

}  // namespace loupe::jvmpi::check
