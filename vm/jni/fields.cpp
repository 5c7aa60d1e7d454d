// Field access from native code: GetFieldID/GetStaticFieldID and the
// Get/Set<Type>Field families, instance and static, over
// vm/runtime/field_access.h.
#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/field_access.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/resolution.h"

namespace loupe::vm::jni {

namespace {

jfieldID get_field_id(JNIEnv* env, jclass clazz, const char* name, const char* signature, bool is_static) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  Class* klass = class_of_ref(clazz);
  if (!ensure_initialized(t, klass)) return nullptr;
  Field* f = lookup_field(klass, intern_symbol(name), intern_symbol(signature));
  if (f == nullptr || f->is_static() != is_static) {
    // HotSpot's wording: "Foo.bar I" for an instance field, the name alone for a static one.
    throw_new(t, "java/lang/NoSuchFieldError",
              is_static ? std::string(name) : klass->external_name() + "." + name + " " + signature);
    return nullptr;
  }
  return field_id(f);
}

jfieldID JNICALL GetFieldID(JNIEnv* env, jclass clazz, const char* name, const char* signature) {
  return get_field_id(env, clazz, name, signature, false);
}

jfieldID JNICALL GetStaticFieldID(JNIEnv* env, jclass clazz, const char* name, const char* signature) {
  return get_field_id(env, clazz, name, signature, true);
}

template <typename T>
struct Fields {
  static T JNICALL Get(JNIEnv* env, jobject obj, jfieldID id) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    Object* o = resolve(obj);
    if (o == nullptr) {
      throw_new(entry.thread, "java/lang/NullPointerException", std::nullopt);
      return T{};
    }
    return from_slot<T>(entry.thread, read_instance_field(o, f));
  }
  static void JNICALL Set(JNIEnv* env, jobject obj, jfieldID id, T value) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    Object* o = resolve(obj);
    if (o == nullptr) {
      throw_new(entry.thread, "java/lang/NullPointerException", std::nullopt);
      return;
    }
    write_instance_field(o, f, to_slot(value));
  }
  static T JNICALL GetStatic(JNIEnv* env, jclass, jfieldID id) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    return from_slot<T>(entry.thread, read_static_field(f));
  }
  static void JNICALL SetStatic(JNIEnv* env, jclass, jfieldID id, T value) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    write_static_field(f, to_slot(value));  // to_slot widened it as putstatic keeps narrow values
  }
};

}  // namespace

void install_field_functions(JNINativeInterface_& t) {
  t.GetFieldID = GetFieldID;
  t.GetStaticFieldID = GetStaticFieldID;
#define LOUPE_INSTALL_FIELDS(Name, jtype, basic)      \
  t.Get##Name##Field = Fields<jtype>::Get;             \
  t.Set##Name##Field = Fields<jtype>::Set;             \
  t.GetStatic##Name##Field = Fields<jtype>::GetStatic; \
  t.SetStatic##Name##Field = Fields<jtype>::SetStatic;
  LOUPE_JNI_VALUE_TYPES(LOUPE_INSTALL_FIELDS)
#undef LOUPE_INSTALL_FIELDS
}

}  // namespace loupe::vm::jni
