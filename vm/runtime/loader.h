// Class loading, linking and initialization (JVMS chapter 5).
//
// Two loaders: the bootstrap loader reads the class library jar; the
// application loader reads -cp and delegates to the bootstrap loader first.
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

#include "vm/classpath/class_path.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

class ClassLoader {
 public:
  enum class Kind { kBootstrap, kApp };

  ClassLoader(Kind kind, ClassPath class_path, ClassLoader* parent)
      : kind_(kind), class_path_(std::move(class_path)), parent_(parent) {}

  Kind kind() const { return kind_; }
  // HotSpot's names for the built-in loaders, as messages print them.
  const char* name() const { return kind_ == Kind::kBootstrap ? "bootstrap" : "app"; }

  // Loads and links a class, an interface or an array class by internal
  // name. On failure: nullptr with NoClassDefFoundError (or a
  // ClassFormatError, ...) pending. `for_forname` reports a missing class as
  // ClassNotFoundException instead.
  Class* load(Thread* thread, const Symbol* name, bool for_forname = false);

  // Already loaded by (or through) this loader, or null.
  Class* find_loaded(Thread* thread, const Symbol* name);

  // Defines a class from bytes the VM made itself (lambda and concat glue).
  Class* define_spun_class(Thread* thread, std::vector<uint8_t> bytes, Class* host);

  ClassPath& class_path() { return class_path_; }

 private:
  Class* find_or_define(Thread* thread, const Symbol* name);
  Class* define(Thread* thread, const Symbol* name, const std::vector<uint8_t>& bytes,
                const std::string& source, Class* host);

  Kind kind_;
  ClassPath class_path_;
  ClassLoader* parent_;
  std::unordered_map<const Symbol*, Class*> loaded_;  // guarded by the loading lock
};

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

// -verbose:class
void log_class_load(const Class* klass, const std::string& source);

}  // namespace loupe::vm
