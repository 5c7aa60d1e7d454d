// The small functions interp::run's handlers share (interpreter.cpp and
// interp/handlers/): Java's arithmetic where C++ differs, switch decoding,
// the TLAB bump of the allocation fast paths, field stores. Inline: each
// is part of a handler's hot path. Only the dispatch loop includes this.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "gc/gc.h"
#include "interp/frame.h"
#include "interp/quick_bytecodes.h"
#include "vm/classfile/bytecodes.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/thread.h"

namespace loupe::interp {

using vm::ArrayObject;
using vm::BasicType;
using vm::Class;
using vm::Object;
using vm::Slot;
using vm::Thread;

// Java's conversions of NaN and out-of-range floating values saturate
// (JVMS 6.5 f2i); C++ leaves them undefined.
template <typename Int, typename Float>
Int saturating_cast(Float value) {
  if (std::isnan(value)) return 0;
  if (value >= static_cast<Float>(std::numeric_limits<Int>::max())) return std::numeric_limits<Int>::max();
  if (value <= static_cast<Float>(std::numeric_limits<Int>::min())) return std::numeric_limits<Int>::min();
  return static_cast<Int>(value);
}

template <typename T>
int32_t compare(T a, T b, int32_t if_nan) {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a == b) return 0;
  return if_nan;
}

// The receiver type profile of a virtual or interface call (class.h,
// CpCacheEntry::receiver_profile): written only when the class changes,
// so that a monomorphic call site costs one load and compare and its
// cache line stays shared between threads.
inline void note_receiver(const vm::CpCacheEntry& e, const vm::Class* klass) {
  if (e.receiver_profile.load(std::memory_order_relaxed) != klass) [[unlikely]] {
    e.receiver_profile.store(klass, std::memory_order_relaxed);
  }
}

inline int32_t wrap_add(int32_t a, int32_t b) { return static_cast<int32_t>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b)); }
inline int32_t wrap_sub(int32_t a, int32_t b) { return static_cast<int32_t>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b)); }
inline int32_t wrap_mul(int32_t a, int32_t b) { return static_cast<int32_t>(static_cast<uint32_t>(a) * static_cast<uint32_t>(b)); }
inline int64_t wrap_add(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
inline int64_t wrap_sub(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)); }
inline int64_t wrap_mul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }

// Every write of an int or float fills the whole 8-byte slot. The
// interpreter moves slots as 8-byte words (iload, istore, dup); a 4-byte
// store followed by an 8-byte load of the same slot cannot be forwarded by
// the CPU and stalls it for many cycles in every tight loop.
inline void put_int(Slot& slot, int32_t value) { slot.bits = static_cast<uint32_t>(value); }
inline void put_float(Slot& slot, float value) { slot.bits = std::bit_cast<uint32_t>(value); }

// The branch offset a tableswitch or lookupswitch at pc takes for key.
inline int32_t tableswitch_offset(const uint8_t* pc, int32_t key) {
  const uint8_t* words = reinterpret_cast<const uint8_t*>((reinterpret_cast<uintptr_t>(pc) + 4) & ~uintptr_t{3});
  int64_t low = vm::read_s4(words + 4), high = vm::read_s4(words + 8);
  if (key >= low && key <= high) return vm::read_s4(words + 12 + 4 * (key - low));
  return vm::read_s4(words);
}

inline int32_t lookupswitch_offset(const uint8_t* pc, int32_t key) {
  const uint8_t* words = reinterpret_cast<const uint8_t*>((reinterpret_cast<uintptr_t>(pc) + 4) & ~uintptr_t{3});
  int32_t lo = 0, hi = vm::read_s4(words + 4) - 1;
  while (lo <= hi) {  // the pairs are sorted by key (checked when the class was parsed)
    int32_t mid = lo + (hi - lo) / 2;
    int32_t candidate = vm::read_s4(words + 8 + 8 * mid);
    if (candidate == key) return vm::read_s4(words + 12 + 8 * mid);
    if (candidate < key) {
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return vm::read_s4(words);
}

inline int invoke_length(uint8_t op) {
  return (op == vm::op_invokeinterface || op == vm::op_invokedynamic || op == q_invokeinterface ||
          op == q_invokeinterface_object || op == q_invokedynamic)
             ? 5
             : 3;
}

// The TLAB bump (gc.h, bump_allocate) for the interpreter's allocation fast
// paths; null when the buffer is exhausted (the caller then saves state and
// takes the slow path).
inline Object* try_allocate(Thread* thread, Class* klass, size_t bytes) {
  Object* obj = gc::bump_allocate(thread->mutator, bytes);
  if (obj == nullptr) return nullptr;
  obj->set_layout(klass);
  return obj;
}

inline ArrayObject* try_allocate_array(Thread* thread, Class* array_class, int32_t length) {
  if (length < 0 || length > (1 << 24)) return nullptr;  // checks and big arrays: slow path
  auto* array = static_cast<ArrayObject*>(try_allocate(thread, array_class, gc::array_size_in_bytes(array_class, length)));
  if (array != nullptr) array->set_length(length);
  return array;
}

inline Slot narrow(BasicType t, Slot v) {
  switch (t) {
    case BasicType::kBoolean: v.bits = static_cast<uint32_t>(v.i & 1); break;
    case BasicType::kByte: v.bits = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(v.i))); break;
    case BasicType::kChar: v.bits = static_cast<uint16_t>(v.i); break;
    case BasicType::kShort: v.bits = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(v.i))); break;
    default: break;
  }
  return v;
}

inline void store_field(Object* obj, uint32_t offset, BasicType type, const Slot* value) {
  switch (type) {
    case BasicType::kBoolean: *obj->field_at<uint8_t>(offset) = static_cast<uint8_t>(value->i & 1); break;
    case BasicType::kByte: *obj->field_at<int8_t>(offset) = static_cast<int8_t>(value->i); break;
    case BasicType::kChar:
    case BasicType::kShort: *obj->field_at<uint16_t>(offset) = static_cast<uint16_t>(value->i); break;
    case BasicType::kInt:
    case BasicType::kFloat: *obj->field_at<int32_t>(offset) = value->i; break;
    case BasicType::kLong:
    case BasicType::kDouble: *obj->field_at<int64_t>(offset) = value->j; break;
    default: vm::the_vm().heap->write_reference(obj, obj->field_at<Object*>(offset), value->ref); break;
  }
}

std::atomic<bool> g_counting_code_allowed{false};  // ... and charging

// Returning from an entry frame leaves Java for good (a bytecode
// sampling's remainder is due) unless it was called from C++ called from
// Java, or from compiled code (jit_support.h).
inline bool leaves_java(const Thread* thread, const Frame* frame) {
  return thread->native_call_depth == 1 && (frame->flags & Frame::kResumedCompiledCall) == 0;
}

}  // namespace loupe::interp
