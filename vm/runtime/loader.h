// Class loading, linking and initialization (JVMS chapter 5).
//
// A ClassLoader is the VM's record of one class loader: the bootstrap
// loader reads the class library jar; the application loader reads -cp and
// delegates to the bootstrap loader first; a Java loader (a user-defined
// java.lang.ClassLoader) gets a record when the VM first needs one, and
// asks its Java object's loadClass for classes it does not know yet. A
// class is identified by its name and its defining loader. Everything a
// loader owns (the classes it defined, its name table) lives in its record,
// so that unloading frees a whole loader at once (class_unloading.cpp,
// docs/class-loading.md).
// Loading a class also links it (field layout, vtable, interface method
// table, constant-pool cache) at once; initialization runs <clinit> on first
// active use, per JVMS 5.5.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "gc/vm_interface.h"
#include "vm/classpath/class_path.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

class ClassLoader {
 public:
  enum class Kind { kBootstrap, kApp, kJava };

  ClassLoader(Kind kind, ClassPath class_path, ClassLoader* parent)
      : kind_(kind), class_path_(std::move(class_path)), parent_(parent) {}
  // A record for a user-defined loader object (Kind::kJava).
  explicit ClassLoader(Object* java_object) : kind_(Kind::kJava), parent_(nullptr), java_object_(java_object) {}
  ClassLoader(const ClassLoader&) = delete;
  ClassLoader& operator=(const ClassLoader&) = delete;

  Kind kind() const { return kind_; }
  // HotSpot's names for the built-in loaders, as messages print them.
  const char* name() const { return kind_ == Kind::kBootstrap ? "bootstrap" : kind_ == Kind::kApp ? "app" : "java"; }
  // How HotSpot's messages name the loader: 'app', 'bootstrap', a named
  // Java loader as "'name' @hash", an unnamed one as "pkg.Loader @hash".
  std::string description() const;

  // The java.lang.ClassLoader object (a GC root; the collector updates it):
  // null for the bootstrap loader, and for the application loader until
  // its Java object (jdk.internal.loader.ClassLoaders$AppClassLoader) is made.
  Object* java_object() const { return java_object_; }
  void set_java_object(Object* object) { java_object_ = object; }
  Object** java_object_slot() { return &java_object_; }

  // Loads and links a class, an interface or an array class by internal
  // name. On failure: nullptr with NoClassDefFoundError (or a
  // ClassFormatError, ...) pending. `for_forname` reports a missing class as
  // ClassNotFoundException instead.
  Class* load(Thread* thread, const Symbol* name, bool for_forname = false);

  // Already loaded by (or through) this loader, or null.
  Class* find_loaded(Thread* thread, const Symbol* name);

  // Defines a class from bytes the VM made itself (lambda and concat glue).
  Class* define_spun_class(Thread* thread, std::vector<uint8_t> bytes, Class* host);

  // ClassLoader.defineClass and JNI DefineClass: defines a class from
  // bytes a loader or native code supplies. `name` is the name the caller expects (null: whatever the
  // bytes say); `source` is what -verbose:class prints. Null with
  // ClassFormatError, NoClassDefFoundError (wrong name), SecurityException
  // (a java.* name) or LinkageError (a second definition of the name) pending.
  Class* define_from_java(Thread* thread, const Symbol* name, const std::vector<uint8_t>& bytes,
                          const std::string& source);

  ClassPath& class_path() { return class_path_; }
  // Name to class, for the classes this loader defined or initiated; read
  // and written only under the loading lock.
  std::unordered_map<const Symbol*, Class*>& loaded_table() { return loaded_; }

  // Takes ownership of a class this loader defines (or, for arrays, whose
  // element it defined); also puts it on the VM-wide list in load order.
  Class* adopt(std::unique_ptr<Class> klass);

  // Class unloading (class_unloading.cpp). Only a Java loader's classes
  // are unloaded, all of them with the loader.
  bool unloadable() const { return kind_ == Kind::kJava; }
  const std::vector<std::unique_ptr<Class>>& classes() const { return classes_; }
  // The other Java loaders whose classes this one's name table holds (it
  // delegated to them, or was told of them): they live while it does.
  const std::vector<ClassLoader*>& dependencies() const { return dependencies_; }
  // What the whole-heap trace in progress knows of the loader.
  enum class Liveness : uint8_t {
    kUnknown,  // nothing reached yet: unloaded if it stays so
    kAlive,    // reached; what its classes hold is still to be traced
    kTraced,   // reached, and its classes' roots visited
  };
  Liveness liveness = Liveness::kUnknown;
  // Found dead: still kUnknown when the trace ends (meaningful only between
  // the end of an unloading trace and unload_dead_loaders).
  bool found_dead() const { return unloadable() && liveness == Liveness::kUnknown; }

 private:
  Class* find_or_define(Thread* thread, const Symbol* name);
  // `on_request`: ClassLoader.defineClass or JNI DefineClass asked for
  // it, so a second definition of the name is a LinkageError.
  Class* define(Thread* thread, const Symbol* name, const std::vector<uint8_t>& bytes,
                const std::string& source, Class* host, bool on_request = false);
  // Kind::kJava: asks the Java object's loadClass(String), without holding
  // the loading lock, and records this loader as an initiating loader.
  Class* load_through_java(Thread* thread, const Symbol* name, bool for_forname);
  // Records `klass` under `name`; false with LinkageError pending when a
  // loading constraint forbids it.
  bool record_loaded(Thread* thread, const Symbol* name, Class* klass);

  Kind kind_;
  ClassPath class_path_;
  ClassLoader* parent_;
  Object* java_object_ = nullptr;
  // Everything below is guarded by the loading lock.
  std::unordered_map<const Symbol*, Class*> loaded_;  // classes this loader defined or initiated
  std::vector<std::unique_ptr<Class>> classes_;       // classes it defined: it owns them
  std::vector<ClassLoader*> dependencies_;
};

// The record of a java.lang.ClassLoader object, made on first use: the
// application loader's own record for its Java object, a new Kind::kJava
// record for any other. Null only for a null object (the bootstrap loader).
ClassLoader* loader_for_object(Thread* thread, Object* loader_object);
// Binds the application loader's Java object to the VM's application loader.
void bind_app_loader_object(Thread* thread, Object* loader_object);
// The name a Java loader was given (a java.lang.String), or null.
Object* loader_name_of(const ClassLoader* loader);
// Every loader record (GC roots: their Java objects).
void for_each_loader(const std::function<void(ClassLoader&)>& fn);

// Class unloading (class_unloading.cpp), the VM's side of the protocol in
// gc/vm_interface.h. Called by the collecting thread, the world stopped.
// Whether the trace starting now may unload (not under -Xnoclassgc); if so,
// every Java loader starts kUnknown, or kAlive when a thread runs one of
// its classes' methods.
bool begin_unloading_trace();
// Finds the loaders alive since the last call and visits their roots: the
// Java object with `visitor`, what their classes hold (mirrors, statics,
// constants, call sites) with `visit_held`. False when there were none.
bool visit_newly_live_loaders(gc::RootVisitor& visitor, const std::function<bool(Object*)>& is_alive,
                              const std::function<void(ClassLoader&)>& visit_held);
// Every Java loader still kUnknown leaves the VM's tables.
void unload_dead_loaders();
// Whether `klass` is one of those, until finish_unloading frees it (for
// -Xverifyheap: no object of such a class may survive the collection).
bool is_being_unloaded(const Class* klass);
// As the world resumes, before any other thread runs: the JIT forgets the
// unloaded classes' code, their events and log lines go out, and their
// memory is freed.
void finish_unloading(Thread* thread);

// Loading constraints (JVMS 5.3.4): resolving a field or method of `holder`
// from class `from` requires that each class named in `descriptor` be the
// same for both classes' loaders. False with HotSpot's LinkageError pending
// when it is not; `member` is the field or method, for the message.
bool check_field_constraints(Thread* thread, Class* from, const Field* field);
bool check_method_constraints(Thread* thread, Class* from, const Method* method);

// The class of arrays whose components are `component`, created on first use.
Class* array_class_of(Thread* thread, Class* component);
// The class with a binary name ("java.lang.String", "[I"), loaded (not
// initialized) through `loader`, as Class.forName names classes. Null with
// ClassNotFoundException pending for a malformed or unknown name.
Class* class_for_binary_name(Thread* thread, ClassLoader* loader, const std::string& name);
// The class for a field descriptor ("I", "Ljava/lang/String;", "[[D"),
// loaded through `loader`. A class that cannot be found is a
// NoClassDefFoundError, or a ClassNotFoundException for Class.forName.
Class* class_for_descriptor(Thread* thread, ClassLoader* loader, std::string_view descriptor, bool for_forname = false);

// A Class[] of the classes the field descriptors name, loaded through
// `loader` (a method's parameter types, as reflection lists them). Null with
// an exception (NoClassDefFoundError) pending.
ArrayObject* class_mirrors_for_descriptors(Thread* thread, ClassLoader* loader,
                                           const std::vector<std::string_view>& descriptors);

// The mirror classes int.class, ...; made at startup.
void create_primitive_classes();

// Every class, in load order (GC roots: mirrors, statics, string constants).
void for_each_class(const std::function<void(Class&)>& fn);

// Runs <clinit> if it has not run (JVMS 5.5). False with an exception pending
// if initialization failed, now or before.
bool initialize_class(Thread* thread, Class* klass);
inline bool ensure_initialized(Thread* thread, Class* klass) {
  return klass->is_initialized() || initialize_class(thread, klass);
}

// Runs the static `void name()` of a class-library class (internal name),
// initializing the class first: how the VM calls into Java at fixed points
// (System.initPhase1 aside). False if the class or method is missing, or
// with the exception pending if it threw.
bool run_library_method(Thread* thread, const char* class_name, const char* name);

// Method selection (JVMS 5.4.6): the method invokeinterface/invokevirtual
// runs for `resolved` on a receiver of class `receiver`. Null when there is
// none; *conflict is set when several default methods compete.
Method* select_method(Class* receiver, Method* resolved, bool* conflict);
// What invokevirtual or invokeinterface runs for `resolved` on a receiver of
// class `receiver`: the vtable or interface-table entry when there is one,
// else select_method. For the VM's reflective calls (Method.invoke, method
// handles).
Method* select_virtual_target(Class* receiver, Method* resolved, bool* conflict);

// -verbose:class
void log_class_load(const Class* klass, const std::string& source);

}  // namespace loupe::vm
