// Strings from native code: UTF-16 and modified UTF-8 (vm/base/mutf8.h:
// U+0000 as C0 80, supplementary characters as two three-byte surrogates),
// whole or by region. Characters handed to native code are copies,
// NUL-terminated as HotSpot's are.
#include <cstring>
#include <string>

#include "vm/base/mutf8.h"
#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"

namespace loupe::vm::jni {

namespace {

std::u16string_view chars_of(jstring str) { return string_chars(resolve(str)); }

// A NUL-terminated copy of `count` elements at `data`, lent until released.
template <typename T>
const T* lend_copy(const T* data, size_t count) {
  auto* copy = static_cast<T*>(lend_buffer((count + 1) * sizeof(T)));
  std::memcpy(copy, data, count * sizeof(T));
  copy[count] = T{};
  return copy;
}

void set_is_copy(jboolean* is_copy) {
  if (is_copy != nullptr) *is_copy = JNI_TRUE;
}

// As HotSpot: StringIndexOutOfBoundsException without a message.
bool region_in_bounds(Thread* t, size_t length, jsize start, jsize len) {
  auto n = static_cast<jsize>(length);
  if (start < 0 || len < 0 || start > n - len) {
    throw_new(t, "java/lang/StringIndexOutOfBoundsException", std::nullopt);
    return false;
  }
  return true;
}

jstring JNICALL NewString(JNIEnv* env, const jchar* chars, jsize len) {
  JniEntry entry(env);
  std::u16string_view text(reinterpret_cast<const char16_t*>(chars), len < 0 ? 0 : static_cast<size_t>(len));
  return static_cast<jstring>(new_local_ref(entry.thread, new_string(entry.thread, text)));
}

jsize JNICALL GetStringLength(JNIEnv* env, jstring str) {
  JniEntry entry(env);
  return static_cast<jsize>(chars_of(str).size());
}

const jchar* JNICALL GetStringChars(JNIEnv* env, jstring str, jboolean* is_copy) {
  JniEntry entry(env);
  std::u16string_view chars = chars_of(str);
  set_is_copy(is_copy);
  return lend_copy(reinterpret_cast<const jchar*>(chars.data()), chars.size());
}

void JNICALL ReleaseStringChars(JNIEnv*, jstring, const jchar* chars) { return_buffer(chars); }

jstring JNICALL NewStringUTF(JNIEnv* env, const char* bytes) {
  if (bytes == nullptr) return nullptr;
  JniEntry entry(env);
  return static_cast<jstring>(new_local_ref(entry.thread, new_string_from_mutf8(entry.thread, bytes)));
}

jsize JNICALL GetStringUTFLength(JNIEnv* env, jstring str) {
  JniEntry entry(env);
  return static_cast<jsize>(utf16_to_mutf8(chars_of(str)).size());
}

const char* JNICALL GetStringUTFChars(JNIEnv* env, jstring str, jboolean* is_copy) {
  JniEntry entry(env);
  std::string bytes = utf16_to_mutf8(chars_of(str));
  set_is_copy(is_copy);
  return lend_copy(bytes.data(), bytes.size());
}

void JNICALL ReleaseStringUTFChars(JNIEnv*, jstring, const char* chars) { return_buffer(chars); }

void JNICALL GetStringRegion(JNIEnv* env, jstring str, jsize start, jsize len, jchar* buf) {
  JniEntry entry(env);
  std::u16string_view chars = chars_of(str);
  if (!region_in_bounds(entry.thread, chars.size(), start, len)) return;
  std::memcpy(buf, chars.data() + start, static_cast<size_t>(len) * sizeof(jchar));
}

// The buffer is NUL-terminated, even for an empty region (as HotSpot does).
void JNICALL GetStringUTFRegion(JNIEnv* env, jstring str, jsize start, jsize len, char* buf) {
  JniEntry entry(env);
  std::u16string_view chars = chars_of(str);
  if (!region_in_bounds(entry.thread, chars.size(), start, len)) return;
  std::string bytes = utf16_to_mutf8(chars.substr(static_cast<size_t>(start), static_cast<size_t>(len)));
  if (buf != nullptr) std::memcpy(buf, bytes.c_str(), bytes.size() + 1);
}

// A copy too: the heap may move while native code holds it.
const jchar* JNICALL GetStringCritical(JNIEnv* env, jstring str, jboolean* is_copy) {
  return GetStringChars(env, str, is_copy);
}

void JNICALL ReleaseStringCritical(JNIEnv*, jstring, const jchar* chars) { return_buffer(chars); }

}  // namespace

void install_string_functions(JNINativeInterface_& t) {
  t.NewString = NewString;
  t.GetStringLength = GetStringLength;
  t.GetStringChars = GetStringChars;
  t.ReleaseStringChars = ReleaseStringChars;
  t.NewStringUTF = NewStringUTF;
  t.GetStringUTFLength = GetStringUTFLength;
  t.GetStringUTFChars = GetStringUTFChars;
  t.ReleaseStringUTFChars = ReleaseStringUTFChars;
  t.GetStringRegion = GetStringRegion;
  t.GetStringUTFRegion = GetStringUTFRegion;
  t.GetStringCritical = GetStringCritical;
  t.ReleaseStringCritical = ReleaseStringCritical;
}

}  // namespace loupe::vm::jni
