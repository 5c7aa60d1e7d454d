// Creating and reading heap objects from C++: instances, arrays, strings,
// class mirrors, identity hashes.
//
// Every function that allocates may collect, so Object* values held across it
// must be in handles. On failure (OutOfMemoryError, NegativeArraySizeException)
// they return nullptr with the exception pending on the thread.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "vm/runtime/class.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

inline Class* class_of(const Object* obj) {
  return static_cast<Class*>(const_cast<gc::TypeLayout*>(obj->layout()));
}

// Raw allocation of `bytes` for an object of class `klass`: header set,
// fields zero. Throws OutOfMemoryError on failure.
// `array_length` (arrays only) is set before the allocation is reported.
Object* allocate_object(Thread* thread, Class* klass, size_t bytes, int32_t array_length = -1);

Object* new_instance(Thread* thread, Class* klass);
// An array of the given array class; NegativeArraySizeException for length < 0.
ArrayObject* new_array(Thread* thread, Class* array_class, int32_t length);
ArrayObject* new_primitive_array(Thread* thread, BasicType type, int32_t length);
ArrayObject* new_object_array(Thread* thread, Class* element_class, int32_t length);

// Strings. The VM's strings are java.lang.String objects over a char[].
Object* new_string(Thread* thread, std::u16string_view chars);
Object* new_string_from_utf8(Thread* thread, std::string_view utf8);
Object* new_string_from_mutf8(Thread* thread, std::string_view mutf8);
// A String[] of these texts (UTF-8).
ArrayObject* new_string_array(Thread* thread, const std::vector<std::string>& strings);
std::u16string_view string_chars(Object* string);  // valid until the next allocation
std::u16string string_to_u16(Object* string);
std::string string_to_utf8(Object* string);
// The canonical instance for these characters (String.intern, literals).
Object* intern_string(Thread* thread, std::u16string_view chars);
Object* intern_string_object(Thread* thread, Object* string);
void visit_interned_strings(gc::RootVisitor& visitor);

// Typed field access by byte offset.
template <typename T>
inline T get_field(Object* obj, uint32_t offset) {
  return *obj->field_at<T>(offset);
}
template <typename T>
inline void set_field(Object* obj, uint32_t offset, T value) {
  *obj->field_at<T>(offset) = value;
}
// Reference fields go through the collector's write barrier.
void set_reference_field(Object* obj, uint32_t offset, Object* value);
void set_array_element(ArrayObject* array, int32_t index, Object* value);

// The Class behind a java.lang.Class mirror, and the mirror of a class.
Class* class_from_mirror(Object* mirror);
// Creates the mirror if the class has none yet (bootstrap creates them late).
Object* mirror_of(Thread* thread, Class* klass);

int32_t identity_hash(Object* obj);

}  // namespace loupe::vm
