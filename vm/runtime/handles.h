// Handles: how C++ code in the VM holds heap objects across anything that may
// collect. A moving collector updates the handle's slot; raw Object* locals
// are only safe between two allocations.
//
//   HandleScope scope(thread);
//   Handle<> name = scope.make(str);    // survives a collection
//   Object* array = allocate(...);      // may move `str`
//   use(name.get());                    // the new address
//
// Handles live in a per-thread area of fixed-size chunks (their addresses
// never change); a HandleScope releases the ones made inside it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "gc/object_model.h"

namespace loupe::vm {

class Thread;

class HandleArea {
 public:
  static constexpr size_t kChunkSize = 256;

  gc::Object** allocate(gc::Object* value) {
    if (top_ == chunks_.size() * kChunkSize) chunks_.push_back(std::make_unique<Chunk>());
    gc::Object** slot = &(*chunks_[top_ / kChunkSize])[top_ % kChunkSize];
    *slot = value;
    ++top_;
    return slot;
  }
  size_t top() const { return top_; }
  void reset(size_t top) { top_ = top; }
  gc::Object** slot_at(size_t index) { return &(*chunks_[index / kChunkSize])[index % kChunkSize]; }
  // Whether `slot` is one of the handles in use (how JNI tells a local
  // reference from a global one).
  bool contains(gc::Object* const* slot) const {
    auto address = reinterpret_cast<uintptr_t>(slot);
    for (size_t c = 0; c < chunks_.size(); ++c) {
      auto first = reinterpret_cast<uintptr_t>(chunks_[c]->data());
      if (address >= first && address < first + sizeof(Chunk)) {
        return c * kChunkSize + (address - first) / sizeof(gc::Object*) < top_;
      }
    }
    return false;
  }

  template <typename Fn>
  void for_each_slot(Fn&& fn) {
    for (size_t i = 0; i < top_; ++i) fn(&(*chunks_[i / kChunkSize])[i % kChunkSize]);
  }

 private:
  using Chunk = std::array<gc::Object*, kChunkSize>;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  size_t top_ = 0;
};

template <typename T = gc::Object>
class Handle {
 public:
  Handle() = default;
  explicit Handle(gc::Object** slot) : slot_(slot) {}
  T* get() const { return slot_ ? static_cast<T*>(*slot_) : nullptr; }
  T* operator->() const { return get(); }
  void set(gc::Object* value) const { *slot_ = value; }
  bool is_null() const { return get() == nullptr; }
  gc::Object** slot() const { return slot_; }

 private:
  gc::Object** slot_ = nullptr;
};

class HandleScope {
 public:
  explicit HandleScope(Thread* thread);
  ~HandleScope();
  HandleScope(const HandleScope&) = delete;
  HandleScope& operator=(const HandleScope&) = delete;

  template <typename T = gc::Object>
  Handle<T> make(gc::Object* value) {
    return Handle<T>(area_.allocate(value));
  }

 private:
  HandleArea& area_;
  size_t saved_top_;
};

}  // namespace loupe::vm
