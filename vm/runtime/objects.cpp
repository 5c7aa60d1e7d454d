#include "vm/runtime/objects.h"

#include <cstring>
#include <mutex>
#include <random>
#include <unordered_map>

#include "vm/base/mutf8.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"

namespace loupe::vm {

namespace {

// Arrays longer than this are refused as HotSpot refuses them.
constexpr int64_t kMaxArrayLength = 0x7FFFFFFF - 2;
// No heap is smaller than this (-Xmx has a floor of 2 MiB, as HotSpot's).
constexpr size_t kAlwaysFitsBytes = 64 * 1024;

struct StringTable {
  std::mutex lock;
  std::unordered_map<std::u16string, Object*> strings;  // values are GC roots
};

StringTable& string_table() {
  static StringTable table;
  return table;
}

// Every allocation passes here when allocations are observed (the heap's
// false limit sends the interpreter's fast paths here too), so this is the
// one place that counts objects and reports them (OBJECT_ALLOC).
Object* initialize_new_object(Thread* thread, Object* obj, Class* klass, size_t bytes, int32_t array_length) {
  gc::Heap& heap = *the_vm().heap;
  if (obj == nullptr) [[unlikely]] {
    throw_out_of_memory(thread);
    return nullptr;
  }
  obj->set_layout(klass);
  // An array is whole before anyone hears of it (an agent may dump it).
  if (array_length >= 0) static_cast<ArrayObject*>(obj)->set_length(array_length);
  // Instances of classes with a finalizer are always allocated here: `new`
  // never takes the inline fast paths for them (interp/runtime_calls.cpp).
  if (klass->has_finalizer) [[unlikely]] heap.register_finalizable(obj);
  if (heap.observing_allocations()) [[unlikely]] {
    ++thread->statistics.objects_allocated;
    thread->statistics.bytes_allocated += bytes;
    heap.report_allocation(obj, bytes);
  }
  return obj;
}

}  // namespace

Object* allocate_object(Thread* thread, Class* klass, size_t bytes, int32_t array_length) {
  return initialize_new_object(thread, the_vm().heap->allocate(thread->mutator, bytes), klass, bytes, array_length);
}

Object* new_instance(Thread* thread, Class* klass) {
  return allocate_object(thread, klass, klass->instance_size);
}

ArrayObject* new_array(Thread* thread, Class* array_class, int32_t length) {
  if (length < 0) {
    throw_new(thread, "java/lang/NegativeArraySizeException", std::to_string(length));
    return nullptr;
  }
  if (length > kMaxArrayLength) {
    throw_out_of_memory(thread, "Requested array size exceeds VM limit");
    return nullptr;
  }
  size_t bytes = gc::array_size_in_bytes(array_class, length);
  // An array larger than the heap can ever be fails at once, without a
  // futile collection. Small ones skip the question (a collector's stats
  // cost a call, and under an allocation profiler every array comes here).
  if (bytes > kAlwaysFitsBytes && bytes > the_vm().heap->stats().max_bytes) {
    throw_out_of_memory(thread);
    return nullptr;
  }
  return static_cast<ArrayObject*>(allocate_object(thread, array_class, bytes, length));
}

ArrayObject* new_primitive_array(Thread* thread, BasicType type, int32_t length) {
  return new_array(thread, the_vm().classes.primitive_array[static_cast<int>(type)], length);
}

ArrayObject* new_object_array(Thread* thread, Class* element_class, int32_t length) {
  Class* array_class = array_class_of(thread, element_class);
  if (array_class == nullptr) return nullptr;
  return new_array(thread, array_class, length);
}

ArrayObject* new_string_array(Thread* thread, const std::vector<std::string>& strings) {
  HandleScope scope(thread);
  ArrayObject* array = new_object_array(thread, the_vm().classes.string, static_cast<int32_t>(strings.size()));
  if (array == nullptr) return nullptr;
  Handle<ArrayObject> handle = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < strings.size(); ++i) {
    Object* s = new_string_from_utf8(thread, strings[i]);
    if (s == nullptr) return nullptr;
    set_array_element(handle.get(), static_cast<int32_t>(i), s);
  }
  return handle.get();
}

Object* new_string(Thread* thread, std::u16string_view chars) {
  Vm& vm = the_vm();
  HandleScope scope(thread);
  ArrayObject* value = new_primitive_array(thread, BasicType::kChar, static_cast<int32_t>(chars.size()));
  if (value == nullptr) return nullptr;
  if (!chars.empty()) std::memcpy(value->elements<char16_t>(), chars.data(), chars.size() * 2);
  Handle<> value_handle = scope.make(value);
  Object* string = new_instance(thread, vm.classes.string);
  if (string == nullptr) return nullptr;
  set_reference_field(string, vm.fields.string_value, value_handle.get());
  return string;
}

Object* new_string_from_utf8(Thread* thread, std::string_view utf8) {
  std::u16string chars;
  chars.reserve(utf8.size());
  for (size_t i = 0; i < utf8.size();) {
    auto b = static_cast<uint8_t>(utf8[i]);
    uint32_t c;
    size_t len;
    if (b < 0x80) {
      c = b, len = 1;
    } else if ((b & 0xE0) == 0xC0 && i + 1 < utf8.size()) {
      c = ((b & 0x1F) << 6) | (utf8[i + 1] & 0x3F), len = 2;
    } else if ((b & 0xF0) == 0xE0 && i + 2 < utf8.size()) {
      c = ((b & 0x0F) << 12) | ((utf8[i + 1] & 0x3F) << 6) | (utf8[i + 2] & 0x3F), len = 3;
    } else if ((b & 0xF8) == 0xF0 && i + 3 < utf8.size()) {
      c = ((b & 0x07) << 18) | ((utf8[i + 1] & 0x3F) << 12) | ((utf8[i + 2] & 0x3F) << 6) | (utf8[i + 3] & 0x3F);
      len = 4;
    } else {
      c = 0xFFFD, len = 1;
    }
    if (c >= 0x10000) {
      chars.push_back(static_cast<char16_t>(0xD800 + ((c - 0x10000) >> 10)));
      chars.push_back(static_cast<char16_t>(0xDC00 + ((c - 0x10000) & 0x3FF)));
    } else {
      chars.push_back(static_cast<char16_t>(c));
    }
    i += len;
  }
  return new_string(thread, chars);
}

Object* new_string_from_mutf8(Thread* thread, std::string_view mutf8) {
  return new_string(thread, mutf8_to_utf16(mutf8));
}

std::u16string_view string_chars(Object* string) {
  auto* value = get_field<ArrayObject*>(string, the_vm().fields.string_value);
  if (value == nullptr) return {};
  return std::u16string_view(value->elements<char16_t>(), static_cast<size_t>(value->length()));
}

std::u16string string_to_u16(Object* string) { return std::u16string(string_chars(string)); }

std::string string_to_utf8(Object* string) { return utf16_to_utf8(string_chars(string)); }

Object* intern_string(Thread* thread, std::u16string_view chars) {
  StringTable& table = string_table();
  std::u16string key(chars);
  {
    SafeLock<std::mutex> lock(thread, table.lock);
    auto it = table.strings.find(key);
    if (it != table.strings.end()) return it->second;
  }
  HandleScope scope(thread);
  Object* fresh = new_string(thread, chars);
  if (fresh == nullptr) return nullptr;
  Handle<> handle = scope.make(fresh);
  SafeLock<std::mutex> lock(thread, table.lock);
  auto [it, inserted] = table.strings.emplace(std::move(key), handle.get());
  return it->second;
}

Object* intern_string_object(Thread* thread, Object* string) {
  std::u16string chars = string_to_u16(string);
  StringTable& table = string_table();
  HandleScope scope(thread);
  Handle<> handle = scope.make(string);
  SafeLock<std::mutex> lock(thread, table.lock);
  auto [it, inserted] = table.strings.emplace(std::move(chars), handle.get());
  return it->second;
}

void visit_interned_strings(gc::RootVisitor& visitor) {
  for (auto& [chars, string] : string_table().strings) visitor.visit(&string, {gc::RootKind::kInternedString});
}

void set_reference_field(Object* obj, uint32_t offset, Object* value) {
  the_vm().heap->write_reference(obj, obj->field_at<Object*>(offset), value);
}

void set_array_element(ArrayObject* array, int32_t index, Object* value) {
  the_vm().heap->write_reference(array, &array->elements<Object*>()[index], value);
}

Class* class_from_mirror(Object* mirror) {
  return reinterpret_cast<Class*>(get_field<int64_t>(mirror, the_vm().fields.class_vm_class));
}

Object* mirror_of(Thread* thread, Class* klass) {
  if (klass->mirror != nullptr) return klass->mirror;
  // Class objects are the heap's to place: where they never move, so that
  // a class's JVMPI ID stays valid (unless -Xmovingclasses).
  Class* class_class = the_vm().classes.class_class;
  size_t bytes = class_class->instance_size;
  Object* mirror = initialize_new_object(thread, the_vm().heap->allocate_class_object(thread->mutator, bytes),
                                         class_class, bytes, -1);
  if (mirror == nullptr) return nullptr;
  set_field<int64_t>(mirror, the_vm().fields.class_vm_class, reinterpret_cast<int64_t>(klass));
  klass->mirror = mirror;
  return mirror;
}

int32_t identity_hash(Object* obj) {
  std::atomic_ref<uint32_t> word = obj->gc_word_atomic();
  uint32_t current = word.load(std::memory_order_relaxed);
  uint32_t hash = current >> gc::gc_bits::kHashShift;
  if (hash != 0) return static_cast<int32_t>(hash);
  // A fresh hash per object: a per-thread generator, never zero (zero means unset).
  thread_local std::minstd_rand generator(static_cast<uint32_t>(reinterpret_cast<uintptr_t>(&generator)));
  uint32_t fresh;
  do {
    fresh = static_cast<uint32_t>(generator()) & (0xFFFFFFFFu >> gc::gc_bits::kHashShift);
  } while (fresh == 0);
  while (true) {
    uint32_t desired = (current & gc::gc_bits::kCollectorMask) | (fresh << gc::gc_bits::kHashShift);
    if (word.compare_exchange_weak(current, desired)) return static_cast<int32_t>(fresh);
    hash = current >> gc::gc_bits::kHashShift;
    if (hash != 0) return static_cast<int32_t>(hash);
  }
}

}  // namespace loupe::vm
