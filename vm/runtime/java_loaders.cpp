// User-defined class loaders: the VM's records of java.lang.ClassLoader
// objects, loading through their Java loadClass, defineClass, how HotSpot's
// messages name loaders, and loading constraints (JVMS 5.3.4).
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>

#include "interp/interp.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/handles.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/loader_internal.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

// Every Kind::kJava record, in creation order; under the loading lock (or
// with the world stopped). A record lives until class unloading frees it
// with its classes (class_unloading.cpp).
std::vector<std::unique_ptr<ClassLoader>>& java_loaders() {
  static std::vector<std::unique_ptr<ClassLoader>> loaders;
  return loaders;
}

namespace {

// A loading constraint: `name` must denote the same class in every loader
// listed (JVMS 5.3.4). Recorded when a reference resolved across loaders
// names a class one of them has not loaded yet; checked whenever one of
// them records the name. Under the loading lock.
struct Constraint {
  const Symbol* name;
  std::vector<ClassLoader*> loaders;
};
std::vector<Constraint>& constraints() {
  static std::vector<Constraint> all;
  return all;
}

// java.lang.ClassLoader's fields the VM reads, found once the class exists.
struct LoaderFields {
  uint32_t vm_loader = 0;  // long: the ClassLoader* record, 0 until made
  uint32_t name = 0;       // String
  uint32_t parent = 0;     // ClassLoader
};

// Found from any loader object's class, without the loading lock (a
// thread holding it may need these for a message while another thread
// runs this initializer).
const LoaderFields& loader_fields(Object* any_loader) {
  static LoaderFields fields = [any_loader] {
    LoaderFields f;
    Class* k = class_of(any_loader);
    while (k->name->view() != "java/lang/ClassLoader") k = k->super;
    auto offset = [&](const char* name, const char* descriptor) {
      Field* field = k->find_declared_field(intern_symbol(name), intern_symbol(descriptor));
      return field != nullptr ? field->offset : 0u;
    };
    f.vm_loader = offset("vmLoader", "J");
    f.name = offset("name", "Ljava/lang/String;");
    f.parent = offset("parent", "Ljava/lang/ClassLoader;");
    return f;
  }();
  return fields;
}

// ClassLoader.vmLoader, read without the lock and written under it: the
// record must be complete before another thread can see its address.
ClassLoader* read_record(Object* loader, uint32_t offset) {
  std::atomic_ref<int64_t> field(*loader->field_at<int64_t>(offset));
  return reinterpret_cast<ClassLoader*>(field.load(std::memory_order_acquire));
}
void publish_record(Object* loader, uint32_t offset, ClassLoader* record) {
  std::atomic_ref<int64_t> field(*loader->field_at<int64_t>(offset));
  field.store(reinterpret_cast<int64_t>(record), std::memory_order_release);
}

std::string hex(uint32_t value) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%x", value);
  return buffer;
}

// How HotSpot names a loader object in messages.
std::string describe_loader_object(Object* loader) {
  if (loader == nullptr) return "'bootstrap'";
  Vm& vm = the_vm();
  if (vm.app_loader != nullptr && vm.app_loader->java_object() == loader) return "'app'";
  std::string_view class_name = class_of(loader)->name->view();
  if (class_name == "jdk/internal/loader/ClassLoaders$PlatformClassLoader") return "'platform'";
  Object* name = get_field<Object*>(loader, loader_fields(loader).name);
  // Built by appending (GCC 12 warns falsely about literal + std::string).
  std::string text;
  if (name != nullptr) {
    text.append("'").append(string_to_utf8(name)).append("'");
  } else {
    text.append(class_of(loader)->external_name());
  }
  text.append(" @").append(hex(static_cast<uint32_t>(identity_hash(loader))));
  return text;
}

std::string dotted(const Symbol* name) { return internal_to_binary_name(name->view()); }

Class* recorded(std::unordered_map<const Symbol*, Class*>& table, const Symbol* name) {
  auto it = table.find(name);
  return it == table.end() ? nullptr : it->second;
}

// The class names in a field or method descriptor: the element class of
// each reference or array type ("[[LFoo;" names Foo).
std::vector<const Symbol*> named_classes(std::string_view descriptor) {
  std::vector<const Symbol*> names;
  for (size_t i = 0; i < descriptor.size(); ++i) {
    if (descriptor[i] != 'L') continue;
    size_t end = descriptor.find(';', i);
    names.push_back(intern_symbol(descriptor.substr(i + 1, end - i - 1)));
    i = end;
  }
  return names;
}

}  // namespace

std::string ClassLoader::description() const {
  switch (kind_) {
    case Kind::kBootstrap: return "'bootstrap'";
    case Kind::kApp: return "'app'";
    case Kind::kJava: return describe_loader_object(java_object_);
  }
  return "";
}

std::string loader_location(const Class* c, bool with_parent) {
  if (c->is_bootstrap) return "module java.base of loader 'bootstrap'";
  const ClassLoader* loader = c->loader;
  std::string text = "unnamed module of loader " + loader->description();
  if (with_parent && loader->kind() == ClassLoader::Kind::kJava) {
    Object* parent = get_field<Object*>(loader->java_object(), loader_fields(loader->java_object()).parent);
    if (parent != nullptr) text += ", parent loader " + describe_loader_object(parent);
  }
  return text;
}

Object* loader_name_of(const ClassLoader* loader) {
  if (loader->java_object() == nullptr) return nullptr;
  return get_field<Object*>(loader->java_object(), loader_fields(loader->java_object()).name);
}

void for_each_loader(const std::function<void(ClassLoader&)>& fn) {
  Vm& vm = the_vm();
  if (vm.boot_loader != nullptr) fn(*vm.boot_loader);
  if (vm.app_loader != nullptr) fn(*vm.app_loader);
  for (auto& loader : java_loaders()) fn(*loader);
}

ClassLoader* loader_for_object(Thread* thread, Object* loader_object) {
  if (loader_object == nullptr) return nullptr;
  uint32_t offset = loader_fields(loader_object).vm_loader;
  if (ClassLoader* existing = read_record(loader_object, offset)) return existing;
  HandleScope scope(thread);
  Handle<> object = scope.make(loader_object);
  SafeLock<std::recursive_mutex> lock(thread, loading_lock());
  // Another thread may have made it while this one waited.
  if (ClassLoader* existing = read_record(object.get(), offset)) return existing;
  java_loaders().push_back(std::make_unique<ClassLoader>(object.get()));
  ClassLoader* record = java_loaders().back().get();
  publish_record(object.get(), offset, record);
  return record;
}

void bind_app_loader_object(Thread* thread, Object* loader_object) {
  HandleScope scope(thread);
  Handle<> object = scope.make(loader_object);
  SafeLock<std::recursive_mutex> lock(thread, loading_lock());
  ClassLoader* app = the_vm().app_loader;
  app->set_java_object(object.get());
  publish_record(object.get(), loader_fields(object.get()).vm_loader, app);
}

void throw_duplicate_definition(Thread* thread, ClassLoader* loader, const Symbol* name) {
  Class* existing = recorded(loader->loaded_table(), name);
  std::string message = "loader " + loader->description() + " attempted duplicate class definition for " +
                        dotted(name) + ".";
  if (existing != nullptr) {
    message += " (" + existing->external_name() + " is in " + loader_location(existing, true) + ")";
  }
  throw_new(thread, "java/lang/LinkageError", message);
}

Class* ClassLoader::load_through_java(Thread* thread, const Symbol* name, bool for_forname) {
  {
    SafeLock<std::recursive_mutex> lock(thread, loading_lock());
    if (Class* known = recorded(loaded_, name)) return known;
  }
  Class* klass;
  if (name->starts_with('[')) {
    // An array class belongs to its element's loader; this one initiates it.
    Class* component = class_for_descriptor(thread, this, name->view().substr(1), for_forname);
    if (component == nullptr) return nullptr;
    klass = array_class_of(thread, component);
  } else {
    // Java code runs here: no lock is held.
    HandleScope scope(thread);
    Object* binary_name = new_string_from_utf8(thread, dotted(name));
    if (binary_name == nullptr) return nullptr;
    static const Symbol* load_class = intern_symbol("loadClass");
    static const Symbol* signature = intern_symbol("(Ljava/lang/String;)Ljava/lang/Class;");
    Method* method = class_of(java_object_)->find_method_in_hierarchy(load_class, signature);
    Slot args[2];
    args[0].ref = java_object_;
    args[1].ref = binary_name;
    Object* mirror = interp::call(thread, method, args, 2).ref;
    if (has_pending_exception(thread)) {
      // A class the VM needs and the loader cannot find is a
      // NoClassDefFoundError caused by the loader's exception.
      if (!for_forname && pending_exception_is(thread, "java/lang/ClassNotFoundException")) {
        Handle<> cause = scope.make(thread->pending_exception);
        thread->pending_exception = nullptr;
        throw_new_with_cause(thread, "java/lang/NoClassDefFoundError", name->str(), cause.get());
      }
      return nullptr;
    }
    if (mirror == nullptr) {
      throw_new(thread, for_forname ? "java/lang/ClassNotFoundException" : "java/lang/NoClassDefFoundError",
                for_forname ? dotted(name) : name->str());
      return nullptr;
    }
    klass = class_from_mirror(mirror);
  }
  if (klass == nullptr) return nullptr;
  SafeLock<std::recursive_mutex> lock(thread, loading_lock());
  if (Class* known = recorded(loaded_, name)) return known;  // another thread recorded it first
  if (!record_loaded(thread, name, klass)) return nullptr;
  return klass;
}

Class* ClassLoader::define_from_java(Thread* thread, const Symbol* name, const std::vector<uint8_t>& bytes,
                                     const std::string& source) {
  return define(thread, name, bytes, source, nullptr, /*on_request=*/true);
}

// Called with the loading lock held.
bool ClassLoader::record_loaded(Thread* thread, const Symbol* name, Class* klass) {
  for (const Constraint& c : constraints()) {
    if (c.name != name || std::find(c.loaders.begin(), c.loaders.end(), this) == c.loaders.end()) continue;
    for (ClassLoader* other : c.loaders) {
      Class* theirs = other == this ? nullptr : recorded(other->loaded_, name);
      if (theirs == nullptr || theirs == klass) continue;
      throw_new(thread, "java/lang/LinkageError",
                "loader constraint violation: loader " + description() + " wants to load class " +
                    klass->external_name() + ". A different class with the same name was previously loaded by " +
                    other->description() + ". (" + theirs->external_name() + " is in " + loader_location(theirs, true) +
                    ")");
      return false;
    }
  }
  loaded_.emplace(name, klass);
  ClassLoader* definer = klass->loader;
  if (definer != this && definer->unloadable() &&
      std::find(dependencies_.begin(), dependencies_.end(), definer) == dependencies_.end()) {
    dependencies_.push_back(definer);
  }
  return true;
}

void forget_constraints_of_unloaded_loaders() {
  auto dead = [](const ClassLoader* l) { return l->found_dead(); };
  for (Constraint& c : constraints()) std::erase_if(c.loaders, dead);
  std::erase_if(constraints(), [](const Constraint& c) { return c.loaders.size() < 2; });
}

namespace {

// Checks (or records) that each class `descriptor` names is the same for
// both loaders. On a violation returns the name and the two classes.
struct Violation {
  const Symbol* name = nullptr;
};

Violation check_descriptor(Thread* thread, ClassLoader* a, ClassLoader* b, std::string_view descriptor) {
  SafeLock<std::recursive_mutex> lock(thread, loading_lock());
  for (const Symbol* name : named_classes(descriptor)) {
    Class* in_a = recorded(a->loaded_table(), name);
    Class* in_b = recorded(b->loaded_table(), name);
    if (in_a != nullptr && in_b != nullptr) {
      if (in_a != in_b) return Violation{name};
      continue;
    }
    // One side has the class: the other side may already be bound, by an
    // earlier constraint, to what a third loader loaded.
    Class* loaded = in_a != nullptr ? in_a : in_b;
    ClassLoader* lacking = in_a != nullptr ? b : a;
    bool known = false;
    for (Constraint& c : constraints()) {
      if (c.name != name) continue;
      bool has_a = std::find(c.loaders.begin(), c.loaders.end(), a) != c.loaders.end();
      bool has_b = std::find(c.loaders.begin(), c.loaders.end(), b) != c.loaders.end();
      if (has_a && has_b) known = true;
      if (loaded == nullptr || std::find(c.loaders.begin(), c.loaders.end(), lacking) == c.loaders.end()) continue;
      for (ClassLoader* other : c.loaders) {
        Class* theirs = recorded(other->loaded_table(), name);
        if (theirs != nullptr && theirs != loaded) return Violation{name};
      }
    }
    if (!known) constraints().push_back(Constraint{name, {a, b}});
  }
  return Violation{};
}

// "A is in ...; B is in ...", the loaders with their parents.
std::string locations(const Class* a, const Class* b) {
  return a->external_name() + " is in " + loader_location(a, true) + "; " + b->external_name() + " is in " +
         loader_location(b, true);
}

// Constraints matter only where a Java loader is involved: the application
// loader asks the bootstrap loader first, so the two never disagree.
bool needs_check(const Class* from, const Class* holder) {
  return from->loader != holder->loader && (from->loader->kind() == ClassLoader::Kind::kJava ||
                                            holder->loader->kind() == ClassLoader::Kind::kJava);
}

}  // namespace

bool check_field_constraints(Thread* thread, Class* from, const Field* field) {
  if (!needs_check(from, field->holder)) return true;
  Violation v = check_descriptor(thread, from->loader, field->holder->loader, field->descriptor->view());
  if (v.name == nullptr) return true;
  std::string type = dotted(v.name);
  throw_new(thread, "java/lang/LinkageError",
            "loader constraint violation: when resolving field \"" + field->name->str() + "\" of type " + type +
                ", the class loader " + from->loader->description() + " of the current class, " +
                from->external_name() + ", and the class loader " + field->holder->loader->description() +
                " for the field's defining class, " + field->holder->external_name() +
                ", have different Class objects for type " + type + " (" +
                locations(from, field->holder) + ")");
  return false;
}

bool check_method_constraints(Thread* thread, Class* from, const Method* method) {
  if (!needs_check(from, method->holder)) return true;
  Violation v = check_descriptor(thread, from->loader, method->holder->loader, method->descriptor->view());
  if (v.name == nullptr) return true;
  throw_new(thread, "java/lang/LinkageError",
            "loader constraint violation: when resolving method " + method->external_signature() +
                " the class loader " + from->loader->description() + " of the current class, " +
                from->external_name() + ", and the class loader " + method->holder->loader->description() +
                " for the method's defining class, " + method->holder->external_name() +
                ", have different Class objects for the type " + dotted(v.name) + " used in the signature (" +
                locations(from, method->holder) + ")");
  return false;
}

}  // namespace loupe::vm
