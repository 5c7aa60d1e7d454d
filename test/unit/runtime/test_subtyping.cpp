// Class::is_subtype_of, as checkcast and instanceof use it (JVMS 6.5):
// classes by their superclass chain, interfaces, arrays by their components.
#include <catch2/catch.hpp>

#include "test/unit/runtime/vm_fixture.h"
#include "vm/runtime/globals.h"

using namespace loupe::vm;
using loupe::test::load_class;

namespace {

bool subtype(const char* a, const char* b) { return load_class(a)->is_subtype_of(load_class(b)); }

}  // namespace

TEST_CASE("Classes are subtypes of themselves and of their superclasses only", "[subtype]") {
  CHECK(subtype("res/Sub", "res/Sub"));
  CHECK(subtype("res/Sub", "res/Middle"));
  CHECK(subtype("res/Sub", "res/Ancestor"));
  CHECK(subtype("res/Sub", "java/lang/Object"));
  CHECK_FALSE(subtype("res/Ancestor", "res/Sub"));
  CHECK_FALSE(subtype("res/Sub", "java/lang/String"));
  CHECK_FALSE(subtype("java/lang/Object", "res/Sub"));
  Class* sub = load_class("res/Sub");
  REQUIRE(sub->depth == 3);
  CHECK(sub->primary_supers.size() == 4);
  CHECK(sub->primary_supers[0] == load_class("java/lang/Object"));
}

TEST_CASE("Classes are subtypes of the interfaces they and their superclasses implement", "[subtype]") {
  CHECK(subtype("java/lang/String", "java/lang/CharSequence"));
  CHECK(subtype("java/lang/String", "java/lang/Comparable"));
  CHECK(subtype("res/Sub", "res/HasShared"));
  CHECK(subtype("itf/Inherits", "itf/Greeter"));  // through Plain and through Polite
  CHECK(subtype("itf/Inherits", "itf/Polite"));
  CHECK_FALSE(subtype("itf/Plain", "itf/Polite"));
  CHECK_FALSE(subtype("res/Middle", "res/HasShared"));
}

TEST_CASE("Interfaces are subtypes of Object and of their superinterfaces", "[subtype]") {
  CHECK(subtype("itf/Polite", "itf/Greeter"));
  CHECK(subtype("itf/Polite", "java/lang/Object"));
  CHECK_FALSE(subtype("itf/Greeter", "itf/Polite"));
  CHECK_FALSE(subtype("java/lang/CharSequence", "java/lang/String"));
}

TEST_CASE("Arrays are subtypes of Object, Cloneable, Serializable and arrays of supertypes", "[subtype]") {
  CHECK(subtype("[Ljava/lang/String;", "java/lang/Object"));
  CHECK(subtype("[Ljava/lang/String;", "java/lang/Cloneable"));
  CHECK(subtype("[Ljava/lang/String;", "java/io/Serializable"));
  CHECK(subtype("[Ljava/lang/String;", "[Ljava/lang/Object;"));
  CHECK(subtype("[Ljava/lang/String;", "[Ljava/lang/CharSequence;"));
  CHECK(subtype("[[Ljava/lang/String;", "[[Ljava/lang/Object;"));
  CHECK(subtype("[[Ljava/lang/String;", "[Ljava/lang/Object;"));
  CHECK(subtype("[[I", "[Ljava/lang/Object;"));
  CHECK(subtype("[[I", "[Ljava/lang/Cloneable;"));
  CHECK_FALSE(subtype("[Ljava/lang/Object;", "[Ljava/lang/String;"));
  CHECK_FALSE(subtype("[Ljava/lang/String;", "java/lang/String"));
  CHECK_FALSE(subtype("java/lang/Object", "[Ljava/lang/Object;"));
  CHECK_FALSE(subtype("[Ljava/lang/String;", "[[Ljava/lang/String;"));
}

TEST_CASE("Arrays of primitives are subtypes only of arrays of the same primitive", "[subtype]") {
  CHECK(subtype("[I", "[I"));
  CHECK(subtype("[I", "java/lang/Object"));
  CHECK(subtype("[I", "java/lang/Cloneable"));
  CHECK_FALSE(subtype("[I", "[J"));
  CHECK_FALSE(subtype("[I", "[Ljava/lang/Object;"));
  CHECK_FALSE(subtype("[B", "[Z"));
}

TEST_CASE("Primitive classes are subtypes of nothing but themselves", "[subtype]") {
  Class* object = load_class("java/lang/Object");
  Class* int_class = the_vm().classes.primitive[static_cast<int>(BasicType::kInt)];
  Class* long_class = the_vm().classes.primitive[static_cast<int>(BasicType::kLong)];
  REQUIRE(int_class != nullptr);
  CHECK(int_class->is_subtype_of(int_class));
  CHECK_FALSE(int_class->is_subtype_of(long_class));
  CHECK_FALSE(int_class->is_subtype_of(object));
}
