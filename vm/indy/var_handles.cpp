// VarHandle's VM half: the atomic operations on a field or array element
// that java.lang.invoke.VarHandle's access modes come down to. Java picks
// the operation and converts the values to the variable's exact type; this
// file finds the variable's address and does the operation on it.
//
// Every operation is sequentially consistent: Java's plain, opaque,
// acquire and release modes promise less, so the strongest order keeps
// every promise (HotSpot also strengthens where the hardware does). Weak
// compare-and-set never fails spuriously, which the specification allows.
#include <atomic>
#include <bit>
#include <cstring>

#include "vm/natives/native_registry.h"
#include "vm/runtime/boxing.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/field_access.h"
#include "vm/runtime/handles.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// The operations, numbered as VarHandle.java's OP_* constants (the two
// lists must agree).
enum class VarOp : int32_t {
  kGet = 0,
  kSet = 1,
  kCompareAndSet = 2,
  kCompareAndExchange = 3,
  kGetAndSet = 4,
  kGetAndAdd = 5,
  kGetAndBitwiseOr = 6,
  kGetAndBitwiseAnd = 7,
  kGetAndBitwiseXor = 8,
};

// A variable: where it is, its type, and the object a reference store's
// write barrier must see (the mirror for a static).
struct Location {
  void* address = nullptr;
  BasicType type = BasicType::kInt;
  Object* holder = nullptr;
  Class* element_class = nullptr;  // arrays of references: for ArrayStoreException
};

// The bits of a primitive in a slot, in the variable's width.
template <typename Bits>
Bits to_bits(Slot v) {
  if constexpr (sizeof(Bits) == 8) {
    return static_cast<Bits>(v.j);
  } else {
    return static_cast<Bits>(static_cast<uint32_t>(v.i));
  }
}

// A primitive's bits as the slot Java sees: sub-int types sign- or
// zero-extended, as a field load gives them.
template <typename Bits>
Slot from_bits(Bits bits, BasicType type) {
  Slot s;
  s.bits = 0;
  switch (type) {
    case BasicType::kBoolean: s.i = static_cast<uint8_t>(bits); break;
    case BasicType::kByte: s.i = static_cast<int8_t>(bits); break;
    case BasicType::kChar: s.i = static_cast<uint16_t>(bits); break;
    case BasicType::kShort: s.i = static_cast<int16_t>(bits); break;
    case BasicType::kInt:
    case BasicType::kFloat: s.i = static_cast<int32_t>(static_cast<uint32_t>(bits)); break;
    default: s.j = static_cast<int64_t>(bits); break;
  }
  return s;
}

// The new value of a read-modify-write for a primitive of `type`.
template <typename Bits>
Bits combine(VarOp op, BasicType type, Bits current, Bits operand) {
  switch (op) {
    case VarOp::kGetAndBitwiseOr: return current | operand;
    case VarOp::kGetAndBitwiseAnd: return current & operand;
    case VarOp::kGetAndBitwiseXor: return current ^ operand;
    default: break;  // kGetAndAdd
  }
  if constexpr (sizeof(Bits) == 4) {
    if (type == BasicType::kFloat) {
      return std::bit_cast<Bits>(std::bit_cast<float>(current) + std::bit_cast<float>(operand));
    }
  }
  if constexpr (sizeof(Bits) == 8) {
    if (type == BasicType::kDouble) {
      return std::bit_cast<Bits>(std::bit_cast<double>(current) + std::bit_cast<double>(operand));
    }
  }
  return static_cast<Bits>(current + operand);  // integral: two's complement wraps
}

// A primitive operation; the result is the old value (get, compare-and-
// exchange, get-and-*), a boolean (compare-and-set), or nothing (set).
template <typename Bits>
Slot primitive_operation(const Location& at, VarOp op, Slot value, Slot expected) {
  std::atomic_ref<Bits> variable(*static_cast<Bits*>(at.address));
  Bits operand = to_bits<Bits>(value);
  if (at.type == BasicType::kBoolean) operand &= 1;
  switch (op) {
    case VarOp::kGet:
      return from_bits(variable.load(), at.type);
    case VarOp::kSet:
      variable.store(operand);
      return Slot{};
    case VarOp::kCompareAndSet:
    case VarOp::kCompareAndExchange: {
      // Floats compare by their bits, as the specification says.
      Bits witness = to_bits<Bits>(expected);
      bool swapped = variable.compare_exchange_strong(witness, operand);
      if (op == VarOp::kCompareAndSet) return from_bits<uint8_t>(swapped ? 1 : 0, BasicType::kBoolean);
      return from_bits(witness, at.type);
    }
    case VarOp::kGetAndSet:
      return from_bits(variable.exchange(operand), at.type);
    default: {
      Bits current = variable.load();
      while (!variable.compare_exchange_weak(current, combine(op, at.type, current, operand))) {
      }
      return from_bits(current, at.type);
    }
  }
}

Slot reference_operation(const Location& at, VarOp op, Object* value, Object* expected) {
  auto** slot = static_cast<Object**>(at.address);
  std::atomic_ref<Object*> variable(*slot);
  gc::Heap& heap = *the_vm().heap;
  Slot result{};
  switch (op) {
    case VarOp::kGet:
      result.ref = variable.load();
      break;
    case VarOp::kSet:
      heap.write_reference(at.holder, slot, value);
      std::atomic_thread_fence(std::memory_order_seq_cst);
      break;
    case VarOp::kCompareAndSet:
      result.i = heap.compare_and_set_reference(at.holder, slot, expected, value) ? 1 : 0;
      break;
    case VarOp::kCompareAndExchange:
      // Succeeds with `expected` as its witness, or fails on what was there.
      for (;;) {
        Object* current = variable.load();
        if (current != expected || heap.compare_and_set_reference(at.holder, slot, expected, value)) {
          result.ref = current;
          break;
        }
      }
      break;
    default:  // kGetAndSet (Java allows no arithmetic on references)
      for (;;) {
        Object* current = variable.load();
        if (heap.compare_and_set_reference(at.holder, slot, current, value)) {
          result.ref = current;
          break;
        }
      }
      break;
  }
  return result;
}

Slot perform(const Location& at, VarOp op, Slot value, Slot expected) {
  switch (at.type) {
    case BasicType::kBoolean:
    case BasicType::kByte: return primitive_operation<uint8_t>(at, op, value, expected);
    case BasicType::kChar:
    case BasicType::kShort: return primitive_operation<uint16_t>(at, op, value, expected);
    case BasicType::kInt:
    case BasicType::kFloat: return primitive_operation<uint32_t>(at, op, value, expected);
    case BasicType::kLong:
    case BasicType::kDouble: return primitive_operation<uint64_t>(at, op, value, expected);
    default: return reference_operation(at, op, value.ref, expected.ref);
  }
}

// A boxed value for the variable, as a slot; false with an exception
// pending when it is of the wrong type (Java converted it: this keeps the
// VM type-safe should it not have).
bool value_slot(Thread* t, const Location& at, Class* reference_class, Object* boxed, Slot* out) {
  if (is_reference(at.type)) {
    Class* required = at.element_class != nullptr ? at.element_class : reference_class;
    if (boxed != nullptr && required != nullptr && !class_of(boxed)->is_subtype_of(required)) {
      throw_new(t, at.element_class != nullptr ? "java/lang/ArrayStoreException" : "java/lang/ClassCastException",
                class_of(boxed)->external_name());
      return false;
    }
    out->ref = boxed;
    return true;
  }
  if (!unbox_exact(boxed, at.type, out)) {
    throw_new(t, "java/lang/ClassCastException", boxed == nullptr ? "null" : class_of(boxed)->external_name());
    return false;
  }
  return true;
}

// Runs `op` on the variable with the values (new value, or expected then
// new value), and boxes what it gives back.
Slot run_operation(Thread* t, Location at, VarOp op, Class* reference_class, ArrayObject* values) {
  Slot value{}, expected{};
  int32_t count = values == nullptr ? 0 : values->length();
  int32_t needed = op == VarOp::kGet ? 0 : (op == VarOp::kCompareAndSet || op == VarOp::kCompareAndExchange) ? 2 : 1;
  if (count != needed) {
    throw_new(t, "java/lang/IllegalArgumentException", "wrong number of values");
    return void_result();
  }
  // The expected value is only compared: a reference of any class will do.
  Location compared = at;
  compared.element_class = nullptr;
  if (needed == 2 && !value_slot(t, compared, nullptr, values->elements<Object*>()[0], &expected)) {
    return void_result();
  }
  if (needed >= 1 && !value_slot(t, at, reference_class, values->elements<Object*>()[needed - 1], &value)) {
    return void_result();
  }
  Slot result = perform(at, op, value, expected);
  if (op == VarOp::kSet) return ref_result(nullptr);
  if (op == VarOp::kCompareAndSet) return ref_result(box_value(t, BasicType::kBoolean, result));
  if (is_reference(at.type)) return ref_result(result.ref);
  return ref_result(box_value(t, at.type, result));
}

bool valid_op(int32_t op) { return op >= 0 && op <= static_cast<int32_t>(VarOp::kGetAndBitwiseXor); }

// FieldVarHandle.access0(long vmField, int op, Class<?> fieldClass,
// Object receiver, Object[] values).
Slot field_access(Thread* t, Slot* args) {
  auto* field = reinterpret_cast<Field*>(static_cast<uintptr_t>(args[0].j));
  int32_t op = args[2].i;
  if (field == nullptr || !valid_op(op)) {
    throw_new(t, "java/lang/IllegalArgumentException", "bad variable access");
    return void_result();
  }
  Object* field_class = args[3].ref;
  Location at;
  at.type = field->type;
  if (field->is_static()) {
    if (!ensure_initialized(t, field->holder)) return void_result();
    at.address = &field->holder->statics[field->offset];
    at.holder = field->holder->mirror;
  } else {
    Object* receiver = args[4].ref;
    if (receiver == nullptr) {
      throw_new(t, "java/lang/NullPointerException", std::nullopt);
      return void_result();
    }
    if (!class_of(receiver)->is_subtype_of(field->holder)) {
      throw_new(t, "java/lang/ClassCastException", "Cannot cast " + class_of(receiver)->external_name() + " to " +
                                                       field->holder->external_name());
      return void_result();
    }
    at.address = receiver->field_at<char>(field->offset);
    at.holder = receiver;
  }
  Class* reference_class = field_class == nullptr ? nullptr : class_from_mirror(field_class);
  // No allocation happens before the operation, so the address stays valid.
  return run_operation(t, at, static_cast<VarOp>(op), reference_class, static_cast<ArrayObject*>(args[5].ref));
}

// ArrayVarHandle.access0(int op, Object array, int index, Object[] values).
Slot array_access(Thread* t, Slot* args) {
  int32_t op = args[0].i;
  auto* array = static_cast<ArrayObject*>(args[1].ref);
  int32_t index = args[2].i;
  if (!valid_op(op)) {
    throw_new(t, "java/lang/IllegalArgumentException", "bad variable access");
    return void_result();
  }
  if (array == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  Class* array_class = class_of(array);
  if (!array_class->is_array) {
    throw_new(t, "java/lang/ClassCastException", array_class->external_name());
    return void_result();
  }
  if (index < 0 || index >= array->length()) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
              "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(array->length()));
    return void_result();
  }
  Location at;
  at.type = array_class->element_type;
  at.holder = array;
  at.address = array->elements<char>() + (static_cast<size_t>(index) << array_class->element_size_log2);
  if (is_reference(at.type)) at.element_class = array_class->component;
  return run_operation(t, at, static_cast<VarOp>(op), nullptr, static_cast<ArrayObject*>(args[3].ref));
}

Slot full_fence(Thread*, Slot*) {
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return void_result();
}

const NativeEntry kNatives[] = {
    {"java/lang/invoke/VarHandle$FieldVarHandle", "access0",
     "(JILjava/lang/Class;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", field_access},
    {"java/lang/invoke/VarHandle$ArrayVarHandle", "access0", "(ILjava/lang/Object;I[Ljava/lang/Object;)Ljava/lang/Object;",
     array_access},
    {"java/lang/invoke/VarHandle", "fence0", "()V", full_fence},
};

}  // namespace

std::span<const NativeEntry> var_handle_natives() { return kNatives; }

}  // namespace loupe::vm
