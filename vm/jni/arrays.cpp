// Arrays from native code: object arrays element by element, primitive
// arrays as lent copies (Get/Release<Type>ArrayElements, the critical
// variants) or by region. Copies rather than pointers into the heap, because
// native code runs while collectors move objects; Release copies back.
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"

namespace loupe::vm::jni {

namespace {

class LentBuffers {
 public:
  void* lend(size_t bytes) {
    auto buffer = std::make_unique<std::byte[]>(bytes == 0 ? 1 : bytes);
    void* data = buffer.get();
    std::lock_guard<std::mutex> guard(lock_);
    lent_.emplace(data, std::move(buffer));
    return data;
  }
  bool give_back(const void* data) {
    std::lock_guard<std::mutex> guard(lock_);
    return lent_.erase(data) > 0;
  }

 private:
  std::mutex lock_;
  std::unordered_map<const void*, std::unique_ptr<std::byte[]>> lent_;
};

LentBuffers& lent_buffers() {
  static LentBuffers buffers;
  return buffers;
}

}  // namespace

void* lend_buffer(size_t bytes) { return lent_buffers().lend(bytes); }
bool return_buffer(const void* data) { return data != nullptr && lent_buffers().give_back(data); }

namespace {

ArrayObject* array_of(jarray array) { return static_cast<ArrayObject*>(resolve(array)); }

size_t element_size(const ArrayObject* array) { return size_t{1} << array->layout()->element_size_log2; }

// HotSpot's messages for a bad element index and a bad region.
bool index_in_bounds(Thread* t, const ArrayObject* array, jsize index) {
  if (index >= 0 && index < array->length()) return true;
  throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
            "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(array->length()));
  return false;
}

bool region_in_bounds(Thread* t, const ArrayObject* array, jsize start, jsize len) {
  if (len < 0) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", "Length " + std::to_string(len) + " is negative");
    return false;
  }
  if (start < 0 || start > array->length() - len) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
              "Array region " + std::to_string(start) + ".." + std::to_string(int64_t{start} + len) +
                  " out of bounds for length " + std::to_string(array->length()));
    return false;
  }
  return true;
}

// "type mismatch: can not store java.lang.String to java.lang.Integer[0][]"
// as HotSpot words the ArrayStoreException.
std::string store_mismatch(const Object* value, const Class* array_class, jsize index) {
  const Class* bottom = array_class;
  int dimensions = 0;
  for (; bottom->is_array; bottom = bottom->component) ++dimensions;
  std::string text = "type mismatch: can not store " + class_of(value)->external_name() + " to " +
                     (bottom->is_primitive ? primitive_name(bottom->element_type) : bottom->external_name()) + "[" +
                     std::to_string(index) + "]";
  for (int d = 1; d < dimensions; ++d) text += "[]";
  return text;
}

jsize JNICALL GetArrayLength(JNIEnv* env, jarray array) {
  JniEntry entry(env);
  return array_of(array)->length();
}

jobjectArray JNICALL NewObjectArray(JNIEnv* env, jsize length, jclass element_class, jobject initial) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  ArrayObject* array = new_object_array(t, class_of_ref(element_class), length);
  if (array == nullptr) return nullptr;
  if (Object* value = resolve(initial)) {  // read after the allocation, which may have moved it
    for (jsize i = 0; i < length; ++i) set_array_element(array, i, value);
  }
  return static_cast<jobjectArray>(new_local_ref(t, array));
}

jobject JNICALL GetObjectArrayElement(JNIEnv* env, jobjectArray array, jsize index) {
  JniEntry entry(env);
  ArrayObject* a = array_of(array);
  if (!index_in_bounds(entry.thread, a, index)) return nullptr;
  return new_local_ref(entry.thread, a->elements<Object*>()[index]);
}

void JNICALL SetObjectArrayElement(JNIEnv* env, jobjectArray array, jsize index, jobject value) {
  JniEntry entry(env);
  ArrayObject* a = array_of(array);
  if (!index_in_bounds(entry.thread, a, index)) return;
  Object* v = resolve(value);
  Class* array_class = class_of(a);
  if (v != nullptr && !class_of(v)->is_subtype_of(array_class->component)) {
    throw_new(entry.thread, "java/lang/ArrayStoreException", store_mismatch(v, array_class, index));
    return;
  }
  set_array_element(a, index, v);
}

// Copies back into the array (unless JNI_ABORT) and frees the copy (unless
// JNI_COMMIT).
void release_elements(JNIEnv* env, jarray array, void* elems, jint mode) {
  if (mode != JNI_ABORT) {
    JniEntry entry(env);
    ArrayObject* a = array_of(array);
    std::memcpy(a->elements<char>(), elems, static_cast<size_t>(a->length()) * element_size(a));
  }
  if (mode != JNI_COMMIT) return_buffer(elems);
}

void* JNICALL GetPrimitiveArrayCritical(JNIEnv* env, jarray array, jboolean* is_copy) {
  JniEntry entry(env);
  ArrayObject* a = array_of(array);
  size_t bytes = static_cast<size_t>(a->length()) * element_size(a);
  void* copy = lend_buffer(bytes);
  std::memcpy(copy, a->elements<char>(), bytes);
  if (is_copy != nullptr) *is_copy = JNI_TRUE;
  return copy;
}

void JNICALL ReleasePrimitiveArrayCritical(JNIEnv* env, jarray array, void* elems, jint mode) {
  release_elements(env, array, elems, mode);
}

// One New/Get/Release/GetRegion/SetRegion family per primitive type, typed
// with its own array type (jintArray, ...) as jni.h declares the slots.
template <typename T, typename ArrayT, BasicType kType>
struct PrimitiveArrays {
  static ArrayT JNICALL New(JNIEnv* env, jsize length) {
    JniEntry entry(env);
    return static_cast<ArrayT>(new_local_ref(entry.thread, new_primitive_array(entry.thread, kType, length)));
  }
  static T* JNICALL GetElements(JNIEnv* env, ArrayT array, jboolean* is_copy) {
    return static_cast<T*>(GetPrimitiveArrayCritical(env, array, is_copy));
  }
  static void JNICALL ReleaseElements(JNIEnv* env, ArrayT array, T* elems, jint mode) {
    release_elements(env, array, elems, mode);
  }
  static void JNICALL GetRegion(JNIEnv* env, ArrayT array, jsize start, jsize len, T* buf) {
    JniEntry entry(env);
    ArrayObject* a = array_of(array);
    if (!region_in_bounds(entry.thread, a, start, len)) return;
    std::memcpy(buf, a->elements<T>() + start, static_cast<size_t>(len) * sizeof(T));
  }
  static void JNICALL SetRegion(JNIEnv* env, ArrayT array, jsize start, jsize len, const T* buf) {
    JniEntry entry(env);
    ArrayObject* a = array_of(array);
    if (!region_in_bounds(entry.thread, a, start, len)) return;
    std::memcpy(a->elements<T>() + start, buf, static_cast<size_t>(len) * sizeof(T));
  }
};

}  // namespace

void install_array_functions(JNINativeInterface_& t) {
  t.GetArrayLength = GetArrayLength;
  t.NewObjectArray = NewObjectArray;
  t.GetObjectArrayElement = GetObjectArrayElement;
  t.SetObjectArrayElement = SetObjectArrayElement;
  t.GetPrimitiveArrayCritical = GetPrimitiveArrayCritical;
  t.ReleasePrimitiveArrayCritical = ReleasePrimitiveArrayCritical;
#define LOUPE_INSTALL_ARRAYS(Name, jtype, basic)                                         \
  using Name##Arrays = PrimitiveArrays<jtype, jtype##Array, basic>;                      \
  t.New##Name##Array = Name##Arrays::New;                                                \
  t.Get##Name##ArrayElements = Name##Arrays::GetElements;                                \
  t.Release##Name##ArrayElements = Name##Arrays::ReleaseElements;                        \
  t.Get##Name##ArrayRegion = Name##Arrays::GetRegion;                                    \
  t.Set##Name##ArrayRegion = Name##Arrays::SetRegion;
  LOUPE_JNI_PRIMITIVE_TYPES(LOUPE_INSTALL_ARRAYS)
#undef LOUPE_INSTALL_ARRAYS
}

}  // namespace loupe::vm::jni
