// The shape of every object in the Java heap, as far as a collector needs it.
//
// An object is a 16-byte header followed by its fields (or, for arrays, a
// length word and the elements). The first header word points at the object's
// TypeLayout: the part of the VM's class structure that says how big the object
// is and where its references are. Collectors see only this file and
// vm_interface.h; they never look at classes, methods or threads.
//
// Invariants: objects are 8-byte aligned; the layout pointer is 8-aligned too,
// so its low bit is free to mark a forwarded object during copying.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace loupe::gc {

enum class ObjectKind : uint8_t {
  kInstance,   // fixed size; references at ref_offsets
  kRefArray,   // every element is a reference
  kPrimArray,  // no references
};

// How the collector reads an object of one class. The VM's Class derives from
// it, so a header's layout pointer is also the object's class.
struct TypeLayout {
  ObjectKind kind = ObjectKind::kInstance;
  uint8_t element_size_log2 = 0;  // arrays: log2 of the element size in bytes
  bool has_weak_referent = false; // java.lang.ref.Reference and subclasses
  bool referent_is_soft = false;  // SoftReference: cleared only when memory runs out
  bool referent_is_phantom = false;  // PhantomReference: cleared after finalization
  bool has_finalizer = false;     // overrides Object.finalize() with a non-empty method
  uint32_t instance_size = 0;     // instances: whole object, header included
  uint32_t weak_referent_offset = 0;
  uint32_t reference_queue_offset = 0;  // Reference.queue (0: none): null when registered with no queue
  const uint32_t* ref_offsets = nullptr;  // instances: byte offsets of references
  uint32_t ref_offset_count = 0;
  // Set by a whole-heap trace when it reaches an object of this class: a
  // class with a live instance cannot be unloaded (vm_interface.h). Only
  // the collector writes it, with the world stopped.
  mutable bool instance_reached = false;
};

// The trace's note that an object of `layout` is live (class unloading).
// Tested first, so that the layouts of common classes are not written over
// and over.
inline void note_instance_reached(const TypeLayout* layout) {
  if (!layout->instance_reached) layout->instance_reached = true;
}

class Object {
 public:
  static constexpr size_t kHeaderSize = 16;

  const TypeLayout* layout() const { return layout_; }
  void set_layout(const TypeLayout* layout) { layout_ = layout; }

  // The lock word belongs to the VM's monitors (vm/runtime/monitor.h).
  std::atomic_ref<uint32_t> lock_word() { return std::atomic_ref<uint32_t>(lock_word_); }
  // Where compiled code finds it (an uncontended monitorenter inline).
  static constexpr size_t lock_word_offset() { return offsetof(Object, lock_word_); }

  // The GC word: collectors own its low bits; the identity hash lives above them.
  uint32_t gc_word() const { return gc_word_; }
  void set_gc_word(uint32_t w) { gc_word_ = w; }
  // Where compiled code finds the GC word (the generational barrier's test).
  static constexpr size_t gc_word_offset() { return offsetof(Object, gc_word_); }
  // For the mutator's one update of the GC word: installing the identity hash.
  std::atomic_ref<uint32_t> gc_word_atomic() { return std::atomic_ref<uint32_t>(gc_word_); }

  // Forwarding during copying collection: the layout word is overwritten with
  // the new address plus a tag bit, once the object has been copied.
  bool is_forwarded() const { return (reinterpret_cast<uintptr_t>(layout_) & 1) != 0; }
  Object* forwardee() const {
    return reinterpret_cast<Object*>(reinterpret_cast<uintptr_t>(layout_) & ~uintptr_t{1});
  }
  void forward_to(Object* to) {
    layout_ = reinterpret_cast<const TypeLayout*>(reinterpret_cast<uintptr_t>(to) | 1);
  }

  // The lock and GC words together, for a compactor that borrows them to
  // hold a forwarding address (it saves and restores what was there).
  uint64_t second_word() const { return (uint64_t{gc_word_} << 32) | lock_word_; }
  void set_second_word(uint64_t w) {
    lock_word_ = static_cast<uint32_t>(w);
    gc_word_ = static_cast<uint32_t>(w >> 32);
  }

  template <typename T>
  T* field_at(uint32_t offset) {
    return reinterpret_cast<T*>(reinterpret_cast<char*>(this) + offset);
  }
  template <typename T>
  const T* field_at(uint32_t offset) const {
    return reinterpret_cast<const T*>(reinterpret_cast<const char*>(this) + offset);
  }

 private:
  const TypeLayout* layout_;
  uint32_t lock_word_;
  uint32_t gc_word_;
};
static_assert(sizeof(Object) == Object::kHeaderSize);

class ArrayObject : public Object {
 public:
  static constexpr size_t kElementsOffset = 24;
  static constexpr size_t kLengthOffset = 16;  // for compiled code (jit/)

  int32_t length() const { return length_; }
  void set_length(int32_t n) { length_ = n; }

  template <typename T>
  T* elements() {
    return reinterpret_cast<T*>(reinterpret_cast<char*>(this) + kElementsOffset);
  }
  template <typename T>
  const T* elements() const {
    return reinterpret_cast<const T*>(reinterpret_cast<const char*>(this) + kElementsOffset);
  }

 private:
  int32_t length_;
  uint32_t padding_;
};
static_assert(sizeof(ArrayObject) == ArrayObject::kElementsOffset);
static_assert(sizeof(Object) == ArrayObject::kLengthOffset);

// GC word bit assignment. The low byte is the collector's; the identity hash
// takes the upper 24 bits so that it survives every move. Collectors update
// the word with plain stores only while the world is stopped; mutators (hash,
// barriers) update it atomically.
namespace gc_bits {
inline constexpr uint32_t kMark = 1u << 0;        // tracing: reached this collection
// Generational: the age of a young object, in collections survived, and
// whether an old object is in the remembered set. The write barrier's test
// (gc.h, Heap::remember_if_old_to_young, and its machine-code copy in
// jit/barriers.cpp, skip_unless_old_to_young), in this order: the value is
// young, the holder is not, the holder's kRemembered bit is clear; only
// then does it call out.
inline constexpr uint32_t kAgeShift = 1;
inline constexpr uint32_t kAgeMask = 0xFu << kAgeShift;
inline constexpr uint32_t kRemembered = 1u << 5;
// Reference counting: whether the object is in the zero-count table, and its
// count, which sticks at its maximum (only the backup trace resets it then).
// The barrier (refcount_collector.cpp, write_barrier, and its machine-code
// copy in jit/barriers.cpp, counted_store) counts with these alone: the new
// value up by kCountOne unless stuck at kCountMask, the slot exchanged, then
// the old value down: a count of 0 (never counted) or kCountMask (stuck)
// stays, kCountOne is the last and goes to the zero-count table.
inline constexpr uint32_t kInZct = 1u << 1;
inline constexpr uint32_t kCountShift = 2;
inline constexpr uint32_t kCountMax = 31;
inline constexpr uint32_t kCountMask = kCountMax << kCountShift;
inline constexpr uint32_t kCountOne = 1u << kCountShift;  // a count of one, as it sits in the word
// Every collector: the object (of a class with a finalizer) was found
// unreachable once and handed to the Finalizer: finalize() runs at most once.
inline constexpr uint32_t kFinalized = 1u << 7;
inline constexpr uint32_t kCollectorMask = 0xFFu;
inline constexpr uint32_t kHashShift = 8;
}  // namespace gc_bits

inline constexpr size_t kObjectAlignment = 8;

inline constexpr size_t align_object_size(size_t bytes) {
  return (bytes + kObjectAlignment - 1) & ~(kObjectAlignment - 1);
}

// Whether a cleared Reference must be handed over for enqueueing.
inline bool has_reference_queue(const Object* ref) {
  uint32_t offset = ref->layout()->reference_queue_offset;
  return offset != 0 && *ref->field_at<Object*>(offset) != nullptr;
}

inline size_t array_size_in_bytes(const TypeLayout* layout, int32_t length) {
  return align_object_size(ArrayObject::kElementsOffset +
                           (static_cast<size_t>(length) << layout->element_size_log2));
}

// The size of any object, from its header alone.
inline size_t object_size(const Object* obj) {
  const TypeLayout* layout = obj->layout();
  if (layout->kind == ObjectKind::kInstance) return layout->instance_size;
  return array_size_in_bytes(layout, static_cast<const ArrayObject*>(obj)->length());
}

// Calls visit(Object** slot) for every reference slot inside obj. The weak
// referent of a java.lang.ref.Reference is skipped unless include_weak is set:
// tracing collectors treat it specially.
template <typename Visitor>
inline void for_each_reference(Object* obj, Visitor&& visit, bool include_weak = false) {
  const TypeLayout* layout = obj->layout();
  switch (layout->kind) {
    case ObjectKind::kInstance: {
      const uint32_t* offsets = layout->ref_offsets;
      for (uint32_t i = 0; i < layout->ref_offset_count; ++i) {
        if (!include_weak && layout->has_weak_referent &&
            offsets[i] == layout->weak_referent_offset) {
          continue;
        }
        visit(obj->field_at<Object*>(offsets[i]));
      }
      break;
    }
    case ObjectKind::kRefArray: {
      auto* array = static_cast<ArrayObject*>(obj);
      Object** elements = array->elements<Object*>();
      for (int32_t i = 0, n = array->length(); i < n; ++i) visit(&elements[i]);
      break;
    }
    case ObjectKind::kPrimArray:
      break;
  }
}

}  // namespace loupe::gc
