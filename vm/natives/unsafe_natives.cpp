// loupe.internal.Unsafe: atomic and volatile field access for the atomics.
#include <atomic>

#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm {

namespace {

template <typename T>
std::atomic_ref<T> field_ref(Slot* args) {
  return std::atomic_ref<T>(*args[0].ref->field_at<T>(static_cast<uint32_t>(args[1].j)));
}

bool null_check(Thread* t, Slot* args) {
  if (args[0].ref != nullptr) return true;
  throw_new(t, "java/lang/NullPointerException", std::nullopt);
  return false;
}

Slot object_field_offset(Thread* t, Slot* args) {
  Class* k = class_from_mirror(args[0].ref);
  const Symbol* name = intern_symbol(string_to_utf8(args[1].ref));
  for (Class* c = k; c != nullptr; c = c->super) {
    for (Field& f : c->fields) {
      if (f.name == name && !f.is_static()) return long_result(f.offset);
    }
  }
  throw_new(t, "java/lang/InternalError", "no instance field " + name->str() + " in " + k->external_name());
  return void_result();
}

// Arguments: (Object o, long offset, T expected, T x); a long takes two slots.
Slot cas_int(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  int32_t expected = args[3].i;
  return int_result(field_ref<int32_t>(args).compare_exchange_strong(expected, args[4].i));
}

Slot cas_long(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  int64_t expected = args[3].j;
  return int_result(field_ref<int64_t>(args).compare_exchange_strong(expected, args[5].j));
}

Slot cas_reference(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  Object* holder = args[0].ref;
  auto* slot = holder->field_at<Object*>(static_cast<uint32_t>(args[1].j));
  return int_result(the_vm().heap->compare_and_set_reference(holder, slot, args[3].ref, args[4].ref));
}

Slot get_int_volatile(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  return int_result(field_ref<int32_t>(args).load());
}
Slot put_int_volatile(Thread* t, Slot* args) {
  if (null_check(t, args)) field_ref<int32_t>(args).store(args[3].i);
  return void_result();
}
Slot get_long_volatile(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  return long_result(field_ref<int64_t>(args).load());
}
Slot put_long_volatile(Thread* t, Slot* args) {
  if (null_check(t, args)) field_ref<int64_t>(args).store(args[3].j);
  return void_result();
}
Slot get_reference_volatile(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  return ref_result(field_ref<Object*>(args).load());
}
Slot put_reference_volatile(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  set_reference_field(args[0].ref, static_cast<uint32_t>(args[1].j), args[3].ref);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return void_result();
}

// Plain access to the narrow primitive fields (serialization reads and
// writes every field kind; int, long and references use the volatile forms).
template <typename T>
Slot get_narrow(Thread* t, Slot* args) {
  if (!null_check(t, args)) return void_result();
  return int_result(*args[0].ref->field_at<T>(static_cast<uint32_t>(args[1].j)));
}
template <typename T>
Slot put_narrow(Thread* t, Slot* args) {
  if (null_check(t, args)) *args[0].ref->field_at<T>(static_cast<uint32_t>(args[1].j)) = static_cast<T>(args[3].i);
  return void_result();
}

const NativeEntry kNatives[] = {
    {"loupe/internal/Unsafe", "getByte", "(Ljava/lang/Object;J)B", get_narrow<int8_t>},
    {"loupe/internal/Unsafe", "putByte", "(Ljava/lang/Object;JB)V", put_narrow<int8_t>},
    {"loupe/internal/Unsafe", "getShort", "(Ljava/lang/Object;J)S", get_narrow<int16_t>},
    {"loupe/internal/Unsafe", "putShort", "(Ljava/lang/Object;JS)V", put_narrow<int16_t>},
    {"loupe/internal/Unsafe", "getChar", "(Ljava/lang/Object;J)C", get_narrow<uint16_t>},
    {"loupe/internal/Unsafe", "putChar", "(Ljava/lang/Object;JC)V", put_narrow<uint16_t>},
    {"loupe/internal/Unsafe", "getBoolean", "(Ljava/lang/Object;J)Z", get_narrow<uint8_t>},
    {"loupe/internal/Unsafe", "putBoolean", "(Ljava/lang/Object;JZ)V", put_narrow<uint8_t>},
    {"loupe/internal/Unsafe", "objectFieldOffset", "(Ljava/lang/Class;Ljava/lang/String;)J", object_field_offset},
    {"loupe/internal/Unsafe", "compareAndSetInt", "(Ljava/lang/Object;JII)Z", cas_int},
    {"loupe/internal/Unsafe", "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", cas_long},
    {"loupe/internal/Unsafe", "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
     cas_reference},
    {"loupe/internal/Unsafe", "getIntVolatile", "(Ljava/lang/Object;J)I", get_int_volatile},
    {"loupe/internal/Unsafe", "putIntVolatile", "(Ljava/lang/Object;JI)V", put_int_volatile},
    {"loupe/internal/Unsafe", "getLongVolatile", "(Ljava/lang/Object;J)J", get_long_volatile},
    {"loupe/internal/Unsafe", "putLongVolatile", "(Ljava/lang/Object;JJ)V", put_long_volatile},
    {"loupe/internal/Unsafe", "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", get_reference_volatile},
    {"loupe/internal/Unsafe", "putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V", put_reference_volatile},
};

}  // namespace

std::span<const NativeEntry> unsafe_natives() { return kNatives; }

}  // namespace loupe::vm
