// Loading: finding class bytes, defining classes, array and primitive classes.
#include "vm/runtime/loader.h"

#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"

#include <atomic>
#include <cstdio>
#include <mutex>

#include "vm/classfile/class_file.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/linker.h"
#include "vm/runtime/loader_internal.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

// One lock serialises loading and linking; it is recursive because loading a
// class loads its superclass. Its holder may park for a safepoint (loading
// allocates), so it is always taken through SafeLock. Nobody holds it while
// Java code runs (a Java loader's loadClass may need it on another thread).
std::recursive_mutex& loading_lock() {
  static std::recursive_mutex lock;
  return lock;
}

namespace {

// Every class, in load order; appended to under the loading lock, and
// pruned by class unloading with the world stopped. The loaders own the
// classes; this list only orders them for iteration.
std::vector<Class*>& all_classes() {
  static std::vector<Class*> classes;
  return classes;
}

// Classes this thread is defining now, to detect circular inheritance.
thread_local std::vector<const Symbol*> classes_being_defined;

struct DefinitionGuard {
  explicit DefinitionGuard(const Symbol* name) { classes_being_defined.push_back(name); }
  ~DefinitionGuard() { classes_being_defined.pop_back(); }
};

std::string dotted(const Symbol* name) { return internal_to_binary_name(name->view()); }

}  // namespace

void for_each_class(const std::function<void(Class&)>& fn) {
  for (Class* c : all_classes()) fn(*c);
}

void forget_classes_of_unloaded_loaders() {
  std::erase_if(all_classes(), [](const Class* c) {
    return c->loader->found_dead();
  });
}

Class* ClassLoader::adopt(std::unique_ptr<Class> klass) {
  classes_.push_back(std::move(klass));
  all_classes().push_back(classes_.back().get());
  return classes_.back().get();
}

Class* ClassLoader::find_loaded(Thread* thread, const Symbol* name) {
  SafeLock<std::recursive_mutex> guard(thread, loading_lock());
  auto it = loaded_.find(name);
  return it == loaded_.end() ? nullptr : it->second;
}

Class* ClassLoader::load(Thread* thread, const Symbol* name, bool for_forname) {
  if (kind_ == Kind::kJava) return load_through_java(thread, name, for_forname);
  SafeLock<std::recursive_mutex> lock(thread, loading_lock());
  Class* klass;
  if (name->starts_with('[')) {
    auto it = loaded_.find(name);
    if (it != loaded_.end()) return it->second;
    // Class.forName("[LNoSuch;") throws what forName("NoSuch") throws.
    Class* component = class_for_descriptor(thread, this, name->view().substr(1), for_forname);
    if (component == nullptr) return nullptr;
    klass = array_class_of(thread, component);
    if (klass != nullptr) loaded_.emplace(name, klass);
    return klass;
  }
  klass = find_or_define(thread, name);
  if (klass == nullptr && !has_pending_exception(thread)) {
    if (for_forname) {
      throw_new(thread, "java/lang/ClassNotFoundException", dotted(name));
    } else {
      throw_new(thread, "java/lang/NoClassDefFoundError", name->str());
    }
  }
  return klass;
}

// Parent first, then this loader's own path. Null with nothing pending means
// no loader on the chain has the class.
Class* ClassLoader::find_or_define(Thread* thread, const Symbol* name) {
  auto it = loaded_.find(name);
  if (it != loaded_.end()) return it->second;
  Class* klass = nullptr;
  if (parent_ != nullptr) {
    klass = parent_->find_or_define(thread, name);
    if (klass == nullptr && has_pending_exception(thread)) return nullptr;
  }
  if (klass == nullptr) {
    // An entry that cannot be read (corrupt data, bad CRC) counts as absent,
    // as for HotSpot, whose class loader then reports ClassNotFoundException.
    std::string ignored;
    auto found = class_path_.find_class(name->view(), &ignored);
    if (!found) return nullptr;
    klass = define(thread, name, found->bytes, found->source, nullptr);
    if (klass == nullptr) return nullptr;
  }
  if (!record_loaded(thread, name, klass)) return nullptr;
  return klass;
}

// Its own code names it (new, getfield), so define() records it by name.
// No lock around it: its interfaces may come from a Java loader.
Class* ClassLoader::define_spun_class(Thread* thread, std::vector<uint8_t> bytes, Class* host) {
  return define(thread, nullptr, bytes, "__VM_Spun__", host);
}

// Parses, checks the hierarchy, links, and registers one class. `expected`
// is the name asked for (null for VM-spun classes).
Class* ClassLoader::define(Thread* thread, const Symbol* expected, const std::vector<uint8_t>& bytes,
                           const std::string& source, Class* host, bool on_request) {
  // A profiler may hand back other bytes for the class (CLASS_LOAD_HOOK).
  std::vector<uint8_t> hooked;
  if (jvmpi::enabled(JVMPI_EVENT_CLASS_LOAD_HOOK) && host == nullptr) [[unlikely]] {
    hooked = bytes;
    jvmpi::post_class_load_hook(thread, &hooked);
  }
  // Until the bytes name the class, messages call it what the caller
  // asked for; HotSpot says "<Unknown>" for a definition without a name.
  std::string_view hint = expected != nullptr ? expected->view() : on_request ? "<Unknown>" : "";
  ParseResult parsed = parse_class_file(hooked.empty() ? bytes : hooked, hint);
  if (!parsed.class_file) {
    throw_class_file_error(thread, parsed.error);
    return nullptr;
  }
  ClassFile& cf = *parsed.class_file;
  if (expected != nullptr && cf.this_name != expected) {
    throw_new(thread, "java/lang/NoClassDefFoundError",
              expected->str() + " (wrong name: " + cf.this_name->str() + ")");
    return nullptr;
  }
  if (kind_ != Kind::kBootstrap && cf.this_name->view().starts_with("java/")) {
    std::string package = dotted(cf.this_name);
    throw_new(thread, "java/lang/SecurityException",
              "Prohibited package name: " + package.substr(0, package.rfind('.')));
    return nullptr;
  }
  for (const Symbol* in_progress : classes_being_defined) {
    if (in_progress == cf.this_name) {
      throw_new(thread, "java/lang/ClassCircularityError", cf.this_name->str());
      return nullptr;
    }
  }
  DefinitionGuard guard(cf.this_name);

  Class* super = nullptr;
  if (cf.super_name != nullptr) {
    super = load(thread, cf.super_name);
    if (super == nullptr) return nullptr;
    if (super->is_interface()) {
      throw_new(thread, "java/lang/IncompatibleClassChangeError",
                "class " + dotted(cf.this_name) + " has interface " + super->external_name() + " as super class");
      return nullptr;
    }
    if (super->is_final()) {
      throw_new(thread, "java/lang/IncompatibleClassChangeError",
                "class " + dotted(cf.this_name) + " cannot inherit from final class " + super->external_name());
      return nullptr;
    }
  }
  std::vector<Class*> interfaces;
  for (const Symbol* iname : cf.interface_names) {
    Class* iface = load(thread, iname);
    if (iface == nullptr) return nullptr;
    if (!iface->is_interface()) {
      throw_new(thread, "java/lang/IncompatibleClassChangeError",
                "class " + dotted(cf.this_name) + " can not implement " + iface->external_name() +
                    ", because it is not an interface");
      return nullptr;
    }
    interfaces.push_back(iface);
  }

  Class* result;
  {
    // The superclass and interfaces are loaded (perhaps by Java code): from
    // here to publishing the class, the lock is held. Two threads defining
    // one name through a Java loader meet here; the second one fails.
    SafeLock<std::recursive_mutex> lock(thread, loading_lock());
    if (on_request && loaded_.count(cf.this_name) != 0) {
      throw_duplicate_definition(thread, this, cf.this_name);
      return nullptr;
    }
    auto klass = std::make_unique<Class>();
    klass->loader = this;
    klass->is_bootstrap = kind_ == Kind::kBootstrap;
    klass->super = super;
    klass->interfaces = std::move(interfaces);
    klass->nest_host_class = host;
    if (!link_class(thread, *klass, cf)) return nullptr;
    result = adopt(std::move(klass));
    if (the_vm().classes.class_class != nullptr && mirror_of(thread, result) == nullptr) return nullptr;
    // Built-in loaders record what they find on their path in
    // find_or_define; spun classes and classes defined on request
    // (ClassLoader.defineClass, JNI DefineClass) are recorded here.
    if ((host != nullptr || on_request) && !record_loaded(thread, result->name, result)) return nullptr;
  }
  log_class_load(result, source);
  if (jvmpi::enabled(JVMPI_EVENT_CLASS_LOAD)) jvmpi::post_class_load(thread, result);
  return result;
}

Class* class_for_binary_name(Thread* thread, ClassLoader* loader, const std::string& name) {
  std::string internal = binary_to_internal_name(name);
  if (name.find('/') != std::string::npos || !is_valid_class_name(internal, true)) {
    throw_new(thread, "java/lang/ClassNotFoundException", name);
    return nullptr;
  }
  return loader->load(thread, intern_symbol(internal), true);
}

ArrayObject* class_mirrors_for_descriptors(Thread* thread, ClassLoader* loader,
                                           const std::vector<std::string_view>& descriptors) {
  HandleScope scope(thread);
  ArrayObject* array =
      new_object_array(thread, the_vm().classes.class_class, static_cast<int32_t>(descriptors.size()));
  if (array == nullptr) return nullptr;
  Handle<ArrayObject> result = scope.make<ArrayObject>(array);
  for (size_t i = 0; i < descriptors.size(); ++i) {
    Class* k = class_for_descriptor(thread, loader, descriptors[i]);
    Object* mirror = k != nullptr ? mirror_of(thread, k) : nullptr;
    if (mirror == nullptr) return nullptr;
    set_array_element(result.get(), static_cast<int32_t>(i), mirror);
  }
  return result.get();
}

Class* class_for_descriptor(Thread* thread, ClassLoader* loader, std::string_view descriptor, bool for_forname) {
  Vm& vm = the_vm();
  switch (descriptor[0]) {
    case 'L':
      return loader->load(thread, intern_symbol(descriptor.substr(1, descriptor.size() - 2)), for_forname);
    case '[':
      return loader->load(thread, intern_symbol(descriptor), for_forname);
    default:
      return vm.classes.primitive[static_cast<int>(basic_type_of(descriptor[0]))];
  }
}

Class* array_class_of(Thread* thread, Class* component) {
  if (Class* existing = component->array_class.load(std::memory_order_acquire)) return existing;
  SafeLock<std::recursive_mutex> lock(thread, loading_lock());
  if (Class* existing = component->array_class.load(std::memory_order_acquire)) return existing;

  Vm& vm = the_vm();
  auto array = std::make_unique<Class>();
  std::string name = "[";
  if (component->is_primitive) {
    name += descriptor_char(component->element_type);
  } else if (component->is_array) {
    name += component->name->view();
  } else {
    name += "L" + component->name->str() + ";";
  }
  array->name = intern_symbol(name);
  array->is_array = true;
  array->component = component;
  array->loader = component->is_primitive ? vm.boot_loader : component->loader;
  array->is_bootstrap = component->is_primitive || component->is_bootstrap;
  array->access_flags = access::kFinal | access::kAbstract |
                        (component->is_primitive ? access::kPublic : (component->access_flags & access::kPublic));
  array->super = vm.classes.object;
  if (vm.classes.cloneable != nullptr) array->interfaces = {vm.classes.cloneable, vm.classes.serializable};
  array->all_interfaces = array->interfaces;
  if (component->is_primitive) {
    array->element_type = component->element_type;
    array->kind = gc::ObjectKind::kPrimArray;
    int size = storage_size(component->element_type);
    array->element_size_log2 = static_cast<uint8_t>(size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3);
  } else {
    array->element_type = component->is_array ? BasicType::kArray : BasicType::kObject;
    array->kind = gc::ObjectKind::kRefArray;
    array->element_size_log2 = 3;
  }
  link_array_class(*array);
  array->state.store(ClassState::kInitialized);
  ClassLoader* owner = array->loader;
  Class* result = owner->adopt(std::move(array));
  if (vm.classes.class_class != nullptr && mirror_of(thread, result) == nullptr) return nullptr;
  component->array_class.store(result, std::memory_order_release);
  if (jvmpi::enabled(JVMPI_EVENT_CLASS_LOAD)) jvmpi::post_class_load(thread, result);
  return result;
}

void create_primitive_classes() {
  Vm& vm = the_vm();
  const BasicType types[] = {BasicType::kBoolean, BasicType::kChar, BasicType::kFloat, BasicType::kDouble,
                             BasicType::kByte, BasicType::kShort, BasicType::kInt, BasicType::kLong,
                             BasicType::kVoid};
  std::lock_guard<std::recursive_mutex> lock(loading_lock());
  for (BasicType t : types) {
    auto prim = std::make_unique<Class>();
    prim->name = intern_symbol(primitive_name(t));
    prim->is_primitive = true;
    prim->element_type = t;
    prim->loader = vm.boot_loader;
    prim->is_bootstrap = true;
    prim->access_flags = access::kPublic | access::kFinal | access::kAbstract;
    prim->state.store(ClassState::kInitialized);
    prim->kind = gc::ObjectKind::kPrimArray;  // never instantiated
    vm.classes.primitive[static_cast<int>(t)] = vm.boot_loader->adopt(std::move(prim));
  }
}

namespace {
std::atomic<bool> g_unload_logged{false};
}  // namespace

const char* class_load_log_tags() { return g_unload_logged.load() ? "class,load  " : "class,load"; }
void note_class_unload_logged() { g_unload_logged.store(true); }

void log_class_load(const Class* klass, const std::string& source) {
  if (!the_vm().options.verbose_class) return;
  std::string from = klass->is_bootstrap ? "jrt:/java.base" : source;
  if (source == "__VM_Spun__" || klass->loader->kind() == ClassLoader::Kind::kJava) from = source;
  std::printf("[%.3fs][info][%s] %s source: %s\n", the_vm().uptime_seconds(), class_load_log_tags(),
              klass->external_name().c_str(), from.c_str());
  std::fflush(stdout);
}

}  // namespace loupe::vm
