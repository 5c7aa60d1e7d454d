// Field layout at link time: instance fields after the superclass's,
// references first, then by size; statics one slot each.
#include <catch2/catch.hpp>

#include <vector>

#include "test/unit/runtime/vm_fixture.h"
#include "vm/runtime/globals.h"

using namespace loupe::vm;
using loupe::test::declared_field;
using loupe::test::load_class;

namespace {

uint32_t offset_of(Class* klass, const char* name, const char* descriptor) {
  return declared_field(klass, name, descriptor)->offset;
}

std::vector<uint32_t> reference_offsets(const Class* klass) {
  return {klass->ref_offsets, klass->ref_offsets + klass->ref_offset_count};
}

}  // namespace

TEST_CASE("Instance fields start after the header: references, then 8, 4, 2 and 1 byte fields", "[layout]") {
  // class Base { byte b; Object first; long l; int i; }
  Class* base = load_class("layout/Base");
  CHECK(offset_of(base, "first", "Ljava/lang/Object;") == 16);
  CHECK(offset_of(base, "l", "J") == 24);
  CHECK(offset_of(base, "i", "I") == 32);
  CHECK(offset_of(base, "b", "B") == 36);
  CHECK(base->instance_size == 40);  // 37 rounded up to 8
  CHECK(reference_offsets(base) == std::vector<uint32_t>{16});
  CHECK(base->kind == loupe::gc::ObjectKind::kInstance);
}

TEST_CASE("A subclass's fields come after all of its superclass's", "[layout]") {
  // class Derived extends Base { short s; String second; double d; boolean z; char c; float f; }
  Class* derived = load_class("layout/Derived");
  REQUIRE(derived->super == load_class("layout/Base"));
  CHECK(offset_of(derived, "second", "Ljava/lang/String;") == 40);
  CHECK(offset_of(derived, "d", "D") == 48);
  CHECK(offset_of(derived, "f", "F") == 56);
  CHECK(offset_of(derived, "s", "S") == 60);  // declaration order within a size
  CHECK(offset_of(derived, "c", "C") == 62);
  CHECK(offset_of(derived, "z", "Z") == 64);
  CHECK(derived->instance_size == 72);
  CHECK(reference_offsets(derived) == std::vector<uint32_t>{16, 40});
  CHECK(declared_field(derived, "d", "D")->type == BasicType::kDouble);
  CHECK(declared_field(derived, "d", "D")->holder == derived);
}

TEST_CASE("Static fields get one slot each, in declaration order", "[layout]") {
  // static int counter; static Object shared; static long total;
  Class* derived = load_class("layout/Derived");
  CHECK(derived->statics.size() == 3);
  CHECK(offset_of(derived, "counter", "I") == 0);
  CHECK(offset_of(derived, "shared", "Ljava/lang/Object;") == 1);
  CHECK(offset_of(derived, "total", "J") == 2);
  CHECK(derived->static_ref_indexes == std::vector<uint32_t>{1});
  CHECK(declared_field(derived, "counter", "I")->is_static());
  CHECK_FALSE(declared_field(derived, "d", "D")->is_static());
}

TEST_CASE("Objects without fields are a bare header", "[layout]") {
  CHECK(load_class("layout/Empty")->instance_size == loupe::gc::Object::kHeaderSize);
  CHECK(load_class("layout/Empty")->ref_offset_count == 0);
  CHECK(load_class("java/lang/Object")->instance_size == loupe::gc::Object::kHeaderSize);
}

TEST_CASE("String has the layout the VM builds strings with", "[layout]") {
  Class* string = load_class("java/lang/String");
  CHECK(offset_of(string, "value", "[C") == 16);
  CHECK(offset_of(string, "hash", "I") == 24);
  CHECK(string->instance_size == 32);
  CHECK(the_vm().fields.string_value == 16);
  CHECK(the_vm().fields.string_hash == 24);
}

TEST_CASE("Reference subclasses know where their weak referent is", "[layout]") {
  Class* reference = load_class("java/lang/ref/Reference");
  const uint32_t referent = offset_of(reference, "referent", "Ljava/lang/Object;");
  Class* weak = load_class("java/lang/ref/WeakReference");
  Class* soft = load_class("java/lang/ref/SoftReference");
  CHECK(weak->has_weak_referent);
  CHECK(weak->weak_referent_offset == referent);
  CHECK_FALSE(weak->referent_is_soft);
  CHECK(soft->has_weak_referent);
  CHECK(soft->referent_is_soft);
  CHECK_FALSE(load_class("layout/Derived")->has_weak_referent);
}
