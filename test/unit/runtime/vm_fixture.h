// The VM for the runtime tests: started once per process on the test thread,
// with the class library as boot class path and the classes compiled from
// runtime/java/ as class path; plus lookups the tests share.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::test {

// Starts the VM on first use ($LOUPE_CLASSLIB_JAR, $LOUPE_UNIT_CLASSES) and
// returns the calling thread, which is the VM's main thread.
vm::Thread* vm_thread();

// Loads and links (does not initialize) a class by internal name through the
// application loader; throws, failing the test, when that fails.
vm::Class* load_class(std::string_view internal_name);

// A Java exception as tests compare it: binary class name, message ("null"
// for none) and, if it has one, its cause as "class: message".
struct JavaException {
  std::string class_name;  // empty: none was pending
  std::string message;
  std::string cause;
  bool operator==(const JavaException&) const = default;
};
std::ostream& operator<<(std::ostream& out, const JavaException& e);

// The thread's pending exception, which is cleared.
JavaException take_exception();

// Loads a class that must fail to load or link, and returns why.
JavaException load_failure(std::string_view internal_name);

// Declared members; throw when absent.
vm::Method* declared_method(vm::Class* klass, std::string_view name, std::string_view descriptor);
vm::Field* declared_field(vm::Class* klass, std::string_view name, std::string_view descriptor);

// The index in `from`'s constant pool of the Fieldref, Methodref or
// InterfaceMethodref (`tag`) naming member `name` of class `klass`.
uint16_t member_ref_index(vm::Class* from, vm::CpTag tag, std::string_view klass, std::string_view name);
// The index of the Class entry naming `klass`.
uint16_t class_ref_index(vm::Class* from, std::string_view klass);

// A java.lang.String's text; "null" for null.
std::string java_string(vm::Object* string);

}  // namespace loupe::test
