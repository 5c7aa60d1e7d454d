// Field access from native code: GetFieldID/GetStaticFieldID and the
// Get/Set<Type>Field families, instance and static. Values go through a slot
// and are stored by the field's own type (so a mismatched accessor cannot
// write past the field), references through the collector's write barrier.
#include <atomic>

#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"
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

void store_instance_field(Object* obj, const Field* f, Slot v) {
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
}

void store_static_field(const Field* f, Slot v) {
  Slot& slot = f->holder->statics[f->offset];
  if (is_reference(f->type)) {
    the_vm().heap->write_reference(f->holder->mirror, &slot.ref, v.ref);
  } else {
    slot = v;  // to_slot widened it as putstatic keeps narrow values
  }
}

// Java's volatile: a load is an acquire, a store is followed by a full fence.
void after_load(const Field* f) {
  if (f->is_volatile()) std::atomic_thread_fence(std::memory_order_acquire);
}
void after_store(const Field* f) {
  if (f->is_volatile()) std::atomic_thread_fence(std::memory_order_seq_cst);
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
    Slot value = load_field_value(o->field_at<char>(f->offset), f->type);
    after_load(f);
    return from_slot<T>(entry.thread, value);
  }
  static void JNICALL Set(JNIEnv* env, jobject obj, jfieldID id, T value) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    Object* o = resolve(obj);
    if (o == nullptr) {
      throw_new(entry.thread, "java/lang/NullPointerException", std::nullopt);
      return;
    }
    store_instance_field(o, f, to_slot(value));
    after_store(f);
  }
  static T JNICALL GetStatic(JNIEnv* env, jclass, jfieldID id) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    Slot value = load_field_value(&f->holder->statics[f->offset], f->type);
    after_load(f);
    return from_slot<T>(entry.thread, value);
  }
  static void JNICALL SetStatic(JNIEnv* env, jclass, jfieldID id, T value) {
    JniEntry entry(env);
    const Field* f = field_of(id);
    store_static_field(f, to_slot(value));
    after_store(f);
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
