// Reading and writing a field through its Field record, for the VM's
// reflective paths (JNI's Get/Set<Type>Field, method handles' getters and
// setters, java.lang.reflect.Field). Values travel in a Slot and are stored
// by the field's own type, so a mismatched caller cannot write past the
// field; references go through the collector's write barrier; a volatile
// field gets Java's ordering (a load is an acquire, a store is followed by
// a full fence), as the interpreter gives it.
#pragma once

#include <atomic>

#include "vm/runtime/class.h"
#include "vm/runtime/globals.h"

namespace loupe::vm {

inline void after_field_load(const Field* f) {
  if (f->is_volatile()) std::atomic_thread_fence(std::memory_order_acquire);
}
inline void after_field_store(const Field* f) {
  if (f->is_volatile()) std::atomic_thread_fence(std::memory_order_seq_cst);
}

inline Slot read_static_field(const Field* f) {
  Slot value = load_field_value(&f->holder->statics[f->offset], f->type);
  after_field_load(f);
  return value;
}

inline Slot read_instance_field(Object* obj, const Field* f) {
  Slot value = load_field_value(obj->field_at<char>(f->offset), f->type);
  after_field_load(f);
  return value;
}

// Statics keep the widened value of a narrow type, as putstatic leaves it.
inline void write_static_field(const Field* f, Slot v) {
  Slot& slot = f->holder->statics[f->offset];
  if (is_reference(f->type)) {
    the_vm().heap->write_reference(f->holder->mirror, &slot.ref, v.ref);
  } else {
    slot = v;
  }
  after_field_store(f);
}

inline void write_instance_field(Object* obj, const Field* f, Slot v) {
  uint32_t offset = f->offset;
  switch (f->type) {
    case BasicType::kBoolean: *obj->field_at<uint8_t>(offset) = static_cast<uint8_t>(v.i & 1); break;
    case BasicType::kByte: *obj->field_at<int8_t>(offset) = static_cast<int8_t>(v.i); break;
    case BasicType::kChar:
    case BasicType::kShort: *obj->field_at<uint16_t>(offset) = static_cast<uint16_t>(v.i); break;
    case BasicType::kInt:
    case BasicType::kFloat: *obj->field_at<int32_t>(offset) = v.i; break;
    case BasicType::kLong:
    case BasicType::kDouble: *obj->field_at<int64_t>(offset) = v.j; break;
    default: the_vm().heap->write_reference(obj, obj->field_at<Object*>(offset), v.ref); break;
  }
  after_field_store(f);
}

// Either kind: `obj` is ignored for a static field.
inline Slot read_field(Object* obj, const Field* f) {
  return f->is_static() ? read_static_field(f) : read_instance_field(obj, f);
}
inline void write_field(Object* obj, const Field* f, Slot v) {
  if (f->is_static()) {
    write_static_field(f, v);
  } else {
    write_instance_field(obj, f, v);
  }
}

}  // namespace loupe::vm
