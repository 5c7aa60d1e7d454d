// Natives of java.lang.ClassLoader, jdk.internal.loader.ClassLoaders and the
// class-loader corner of java.lang.Class: the Java face of
// vm/runtime/loader.h (docs/class-loading.md).
#include "interp/interp.h"
#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// The class of a binary name, or null when absent or malformed; whatever
// else went wrong (a ClassFormatError, ...) stays pending.
Class* find_or_null(Thread* t, ClassLoader* loader, Object* name) {
  Class* klass = class_for_binary_name(t, loader, string_to_utf8(name));
  if (klass == nullptr && pending_exception_is(t, "java/lang/ClassNotFoundException")) {
    t->pending_exception = nullptr;
  }
  return klass;
}

// ClassLoader.findBootstrapClass(String)
Slot find_bootstrap_class(Thread* t, Slot* args) {
  Class* klass = find_or_null(t, the_vm().boot_loader, args[0].ref);
  return ref_result(klass != nullptr ? mirror_of(t, klass) : nullptr);
}

// ClassLoader.findLoadedClass0(String): a class this loader defined, or
// one the VM loaded through it.
Slot find_loaded_class(Thread* t, Slot* args) {
  if (args[1].ref == nullptr) return ref_result(nullptr);
  ClassLoader* loader = loader_for_object(t, args[0].ref);
  std::string internal = binary_to_internal_name(string_to_utf8(args[1].ref));
  if (!is_valid_class_name(internal, false)) return ref_result(nullptr);
  Class* klass = loader->find_loaded(t, intern_symbol(internal));
  return ref_result(klass != nullptr ? mirror_of(t, klass) : nullptr);
}

// ClassLoader.defineClass0(String name, byte[] b, int off, int len, String
// source); the Java side has checked the name and the bounds.
Slot define_class(Thread* t, Slot* args) {
  ClassLoader* loader = loader_for_object(t, args[0].ref);
  const Symbol* expected = nullptr;
  if (args[1].ref != nullptr) expected = intern_symbol(binary_to_internal_name(string_to_utf8(args[1].ref)));
  auto* array = static_cast<ArrayObject*>(args[2].ref);
  const auto* first = array->elements<uint8_t>() + args[3].i;
  std::vector<uint8_t> bytes(first, first + args[4].i);
  std::string source = string_to_utf8(args[5].ref);
  Class* klass = loader->define_from_java(t, expected, bytes, source);
  return ref_result(klass != nullptr ? mirror_of(t, klass) : nullptr);
}

// ClassLoader.callerClass(): the first frame's class outside
// java.lang.ClassLoader (registerAsParallelCapable acts for its caller).
Slot loader_caller_class(Thread* t, Slot*) {
  Class* found = nullptr;
  interp::walk_frames(t, [&](Method* m, int) {
    if (m->holder->name->view() == "java/lang/ClassLoader") return true;
    found = m->holder;
    return false;
  });
  return ref_result(found != nullptr ? mirror_of(t, found) : nullptr);
}

// ClassLoaders.bindAppLoader(ClassLoader)
Slot bind_app_loader(Thread* t, Slot* args) {
  bind_app_loader_object(t, args[0].ref);
  return void_result();
}

// ClassLoaders.loadBootClass(String), loadAppClass(String): ClassNotFoundException when absent.
Slot load_boot_class(Thread* t, Slot* args) {
  Class* klass = class_for_binary_name(t, the_vm().boot_loader, string_to_utf8(args[0].ref));
  return ref_result(klass != nullptr ? mirror_of(t, klass) : nullptr);
}

Slot load_app_class(Thread* t, Slot* args) {
  Class* klass = class_for_binary_name(t, the_vm().app_loader, string_to_utf8(args[0].ref));
  return ref_result(klass != nullptr ? mirror_of(t, klass) : nullptr);
}

// Class.forName0(String, boolean, ClassLoader)
Slot class_for_name_with_loader(Thread* t, Slot* args) {
  if (args[0].ref == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return void_result();
  }
  bool initialize = args[1].i != 0;
  ClassLoader* loader = args[2].ref == nullptr ? the_vm().boot_loader : loader_for_object(t, args[2].ref);
  Class* klass = class_for_binary_name(t, loader, string_to_utf8(args[0].ref));
  if (klass == nullptr) return void_result();
  if (initialize && !ensure_initialized(t, klass)) return void_result();
  return ref_result(mirror_of(t, klass));
}

// Class.getClassLoader0(): the defining loader's object (null for the
// bootstrap loader, and for the application loader before its object exists).
Slot class_get_class_loader(Thread*, Slot* args) {
  Class* k = class_from_mirror(args[0].ref);
  return ref_result(k->loader != nullptr ? k->loader->java_object() : nullptr);
}

Slot class_is_app_class(Thread*, Slot* args) {
  Class* k = class_from_mirror(args[0].ref);
  return int_result(k->loader != nullptr && k->loader->kind() == ClassLoader::Kind::kApp);
}

const NativeEntry kNatives[] = {
    {"java/lang/ClassLoader", "findBootstrapClass", "(Ljava/lang/String;)Ljava/lang/Class;", find_bootstrap_class},
    {"java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", find_loaded_class},
    {"java/lang/ClassLoader", "defineClass0", "(Ljava/lang/String;[BIILjava/lang/String;)Ljava/lang/Class;",
     define_class},
    {"java/lang/ClassLoader", "callerClass", "()Ljava/lang/Class;", loader_caller_class},
    {"jdk/internal/loader/ClassLoaders", "bindAppLoader", "(Ljava/lang/ClassLoader;)V", bind_app_loader},
    {"jdk/internal/loader/ClassLoaders", "loadBootClass", "(Ljava/lang/String;)Ljava/lang/Class;", load_boot_class},
    {"jdk/internal/loader/ClassLoaders", "loadAppClass", "(Ljava/lang/String;)Ljava/lang/Class;", load_app_class},
    {"java/lang/Class", "forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;",
     class_for_name_with_loader},
    {"java/lang/Class", "getClassLoader0", "()Ljava/lang/ClassLoader;", class_get_class_loader},
    {"java/lang/Class", "isAppClass0", "()Z", class_is_app_class},
};

}  // namespace

std::span<const NativeEntry> loader_natives() { return kNatives; }

}  // namespace loupe::vm
