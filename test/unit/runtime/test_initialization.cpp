// Class initialization (JVMS 5.5): what runs, in which order, once; constant
// fields; and the errors of initializers that throw. The classes' static
// initializers append their names to init.Log.text.
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "test/unit/runtime/vm_fixture.h"
#include "vm/runtime/loader.h"

using namespace loupe::vm;
using loupe::test::declared_field;
using loupe::test::java_string;
using loupe::test::JavaException;
using loupe::test::load_class;
using loupe::test::take_exception;
using loupe::test::vm_thread;

namespace {

Slot& static_slot(Class* klass, const char* name, const char* descriptor) {
  return klass->statics[declared_field(klass, name, descriptor)->offset];
}

std::string log_text() {
  Class* log = load_class("init/Log");
  REQUIRE(ensure_initialized(vm_thread(), log));
  return java_string(static_slot(log, "text", "Ljava/lang/String;").ref);
}

// What `action` added to init.Log.text.
std::string logged_by(const std::function<void()>& action) {
  const std::string before = log_text();
  action();
  const std::string after = log_text();
  REQUIRE(after.starts_with(before));
  return after.substr(before.size());
}

ClassState state_of(const char* name) { return load_class(name)->state.load(); }

}  // namespace

TEST_CASE("Initialization runs the superclass, the superinterfaces with defaults, then the class", "[init]") {
  // class Child extends Parent implements NoDefault, SubDefault; SubDefault extends WithDefault.
  Class* child = load_class("init/Child");
  CHECK(child->state.load() == ClassState::kLinked);
  CHECK(state_of("init/Parent") == ClassState::kLinked);
  bool initialized = false;
  CHECK(logged_by([&] { initialized = initialize_class(vm_thread(), child); }) ==
        "Parent;WithDefault;SubDefault;Child;");
  CHECK(initialized);
  CHECK(take_exception() == JavaException{});
  CHECK(child->state.load() == ClassState::kInitialized);
  CHECK(state_of("init/Parent") == ClassState::kInitialized);
  CHECK(state_of("init/WithDefault") == ClassState::kInitialized);
  CHECK(state_of("init/SubDefault") == ClassState::kInitialized);
  // An interface without default methods is initialized only when used itself.
  CHECK(state_of("init/NoDefault") == ClassState::kLinked);
}

TEST_CASE("A class is initialized only once", "[init]") {
  Class* parent = load_class("init/Parent");
  REQUIRE(ensure_initialized(vm_thread(), parent));
  CHECK(logged_by([&] { CHECK(initialize_class(vm_thread(), parent)); }).empty());
  CHECK(logged_by([&] { CHECK(ensure_initialized(vm_thread(), parent)); }).empty());
}

TEST_CASE("Primitive constants are set at link time, string constants at initialization", "[init]") {
  Class* constants = load_class("init/Constants");
  REQUIRE(constants->state.load() == ClassState::kLinked);
  CHECK(static_slot(constants, "ANSWER", "I").i == 42);
  CHECK(static_slot(constants, "BIG", "J").j == int64_t{1} << 40);
  CHECK(static_slot(constants, "HALF", "D").d == 0.5);
  CHECK(static_slot(constants, "NAME", "Ljava/lang/String;").ref == nullptr);
  CHECK(static_slot(constants, "computed", "I").i == 0);

  CHECK(logged_by([&] { REQUIRE(initialize_class(vm_thread(), constants)); }) == "Constants;");
  CHECK(java_string(static_slot(constants, "NAME", "Ljava/lang/String;").ref) == "constant");
  CHECK(static_slot(constants, "computed", "I").i == 42);
}

TEST_CASE("An exception from an initializer is wrapped, and later uses fail with NoClassDefFoundError", "[init]") {
  Class* failing = load_class("init/Failing");
  CHECK_FALSE(initialize_class(vm_thread(), failing));
  CHECK(take_exception() ==
        JavaException{"java.lang.ExceptionInInitializerError", "null", "java.lang.IllegalStateException: boom"});
  CHECK(failing->state.load() == ClassState::kInitializationError);
  for (int attempt = 0; attempt < 2; ++attempt) {
    CHECK_FALSE(ensure_initialized(vm_thread(), failing));
    CHECK(take_exception() ==
          JavaException{"java.lang.NoClassDefFoundError", "Could not initialize class init.Failing",
                        "java.lang.ExceptionInInitializerError: Exception java.lang.IllegalStateException: boom "
                        "[in thread \"main\"]"});
  }
}

TEST_CASE("An Error from an initializer is thrown as it is", "[init]") {
  Class* failing = load_class("init/FailingWithError");
  CHECK_FALSE(initialize_class(vm_thread(), failing));
  CHECK(take_exception() == JavaException{"java.lang.InternalError", "broken", ""});
  CHECK_FALSE(initialize_class(vm_thread(), failing));
  CHECK(take_exception() == JavaException{"java.lang.NoClassDefFoundError",
                                          "Could not initialize class init.FailingWithError",
                                          "java.lang.ExceptionInInitializerError: Exception java.lang.InternalError: "
                                          "broken [in thread \"main\"]"});
}
