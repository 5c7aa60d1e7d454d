#include "test/unit/runtime/vm_fixture.h"

#include <stdexcept>

#include "test/unit/support/test_files.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/java_threads.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"
#include "vm/vm.h"

namespace loupe::test {

using namespace loupe::vm;

Thread* vm_thread() {
  static Thread* const thread = [] {
    VmOptions options;
    options.boot_class_path = required_env("LOUPE_CLASSLIB_JAR");
    options.class_path = required_env("LOUPE_UNIT_CLASSES");
    options.initial_heap_bytes = 16 << 20;
    options.max_heap_bytes = 64 << 20;
    Thread* main = attach_main_thread(options.stack_bytes);
    std::string error;
    if (!create_vm(options, &error)) throw std::runtime_error("the VM did not start: " + error);
    return main;
  }();
  return thread;
}

Class* load_class(std::string_view internal_name) {
  Thread* thread = vm_thread();
  Class* klass = the_vm().app_loader->load(thread, intern_symbol(internal_name));
  if (klass == nullptr) {
    JavaException e = take_exception();
    throw std::runtime_error("cannot load " + std::string(internal_name) + ": " + e.class_name + ": " + e.message);
  }
  return klass;
}

JavaException load_failure(std::string_view internal_name) {
  Thread* thread = vm_thread();
  if (the_vm().app_loader->load(thread, intern_symbol(internal_name)) != nullptr) return {};
  return take_exception();
}

std::ostream& operator<<(std::ostream& out, const JavaException& e) {
  if (e.class_name.empty()) return out << "(no exception)";
  out << e.class_name << ": " << e.message;
  if (!e.cause.empty()) out << " (caused by " << e.cause << ")";
  return out;
}

namespace {

std::string message_of(Object* throwable) {
  return java_string(get_field<Object*>(throwable, the_vm().fields.throwable_detail_message));
}

}  // namespace

JavaException take_exception() {
  Thread* thread = vm_thread();
  Object* e = thread->pending_exception;
  if (e == nullptr) return {};
  thread->pending_exception = nullptr;
  JavaException result{class_of(e)->external_name(), message_of(e), ""};
  Object* cause = get_field<Object*>(e, the_vm().fields.throwable_cause);
  if (cause != nullptr && cause != e) result.cause = class_of(cause)->external_name() + ": " + message_of(cause);
  return result;
}

Method* declared_method(Class* klass, std::string_view name, std::string_view descriptor) {
  if (Method* m = klass->find_declared_method(intern_symbol(name), intern_symbol(descriptor))) return m;
  throw std::runtime_error(klass->external_name() + " declares no method " + std::string(name) +
                           std::string(descriptor));
}

Field* declared_field(Class* klass, std::string_view name, std::string_view descriptor) {
  if (Field* f = klass->find_declared_field(intern_symbol(name), intern_symbol(descriptor))) return f;
  throw std::runtime_error(klass->external_name() + " declares no field " + std::string(name));
}

uint16_t member_ref_index(Class* from, CpTag tag, std::string_view klass, std::string_view name) {
  const auto& cp = from->constant_pool;
  for (size_t i = 1; i < cp.size(); ++i) {
    if (cp[i].tag != tag) continue;
    const CpCacheEntry& class_entry = cp[cp[i].first];
    const CpCacheEntry& name_and_type = cp[cp[i].second];
    if (cp[class_entry.first].utf8->view() == klass && cp[name_and_type.first].utf8->view() == name) {
      return static_cast<uint16_t>(i);
    }
  }
  throw std::runtime_error(from->external_name() + " has no " + cp_tag_name(tag) + " to " + std::string(klass) +
                           "." + std::string(name));
}

uint16_t class_ref_index(Class* from, std::string_view klass) {
  const auto& cp = from->constant_pool;
  for (size_t i = 1; i < cp.size(); ++i) {
    if (cp[i].tag == CpTag::kClass && cp[cp[i].first].utf8->view() == klass) return static_cast<uint16_t>(i);
  }
  throw std::runtime_error(from->external_name() + " has no Class entry for " + std::string(klass));
}

std::string java_string(Object* string) { return string == nullptr ? "null" : string_to_utf8(string); }

}  // namespace loupe::test
