// Resolution of constant-pool references (JVMS 5.4.3) with access control:
// what res.Caller's references resolve to, and the errors of the ones that
// changed/ broke (see runtime/java/original/res/Target.java).
#include <catch2/catch.hpp>

#include <string>

#include "test/unit/runtime/vm_fixture.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/resolution.h"

using namespace loupe::vm;
using loupe::test::class_ref_index;
using loupe::test::declared_method;
using loupe::test::JavaException;
using loupe::test::load_class;
using loupe::test::member_ref_index;
using loupe::test::take_exception;
using loupe::test::vm_thread;

namespace {

Class* caller() { return load_class("res/Caller"); }

Field* resolve_field_ref(Class* from, const char* klass, const char* name, bool is_static) {
  return resolve_field(vm_thread(), from, member_ref_index(from, CpTag::kFieldref, klass, name), is_static);
}

Method* resolve_method_ref(Class* from, const char* klass, const char* name, InvokeKind kind) {
  CpTag tag = kind == InvokeKind::kInterface ? CpTag::kInterfaceMethodref : CpTag::kMethodref;
  return resolve_method(vm_thread(), from, member_ref_index(from, tag, klass, name), kind);
}

std::string holder_of(const Field* f) { return f == nullptr ? "null" : f->holder->external_name(); }
std::string name_of(const Method* m) { return m == nullptr ? "null" : m->qualified_name(); }

const std::string kSameLoader = " (res.Caller and res.Target are in unnamed module of loader 'app')";

}  // namespace

TEST_CASE("Fields resolve to their declaring class: the named one, a superclass or an interface", "[resolution]") {
  CHECK(holder_of(resolve_field_ref(caller(), "res/Sub", "own", false)) == "res.Sub");
  CHECK(holder_of(resolve_field_ref(caller(), "res/Sub", "inherited", false)) == "res.Ancestor");
  CHECK(holder_of(resolve_field_ref(caller(), "res/Sub", "SHARED", true)) == "res.HasShared");
  CHECK(holder_of(resolve_field_ref(caller(), "res/Target", "counter", false)) == "res.Target");
  CHECK(take_exception() == JavaException{});
}

TEST_CASE("A resolved reference is cached in the constant pool", "[resolution]") {
  Class* from = caller();
  uint16_t index = member_ref_index(from, CpTag::kFieldref, "res/Sub", "own");
  Field* first = resolve_field(vm_thread(), from, index, false);
  REQUIRE(first != nullptr);
  CHECK(from->constant_pool[index].resolved.load() == first);
  CHECK(resolve_field(vm_thread(), from, index, false) == first);
  // The cached field is still checked against the instruction.
  CHECK(resolve_field(vm_thread(), from, index, true) == nullptr);
  CHECK(take_exception() ==
        JavaException{"java.lang.IncompatibleClassChangeError", "Expected static field res.Sub.own", ""});
}

TEST_CASE("A field that is gone is a NoSuchFieldError naming it, every time", "[resolution]") {
  for (int attempt = 0; attempt < 2; ++attempt) {
    CHECK(resolve_field_ref(caller(), "res/Target", "removedField", false) == nullptr);
    CHECK(take_exception() == JavaException{"java.lang.NoSuchFieldError", "removedField", ""});
  }
}

TEST_CASE("getstatic and getfield must match the field's static-ness", "[resolution]") {
  CHECK(resolve_field_ref(caller(), "res/Target", "becomesInstance", true) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IncompatibleClassChangeError",
                                          "Expected static field res.Target.becomesInstance", ""});
  CHECK(resolve_field_ref(caller(), "res/Target", "becomesStatic", false) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IncompatibleClassChangeError",
                                          "Expected non-static field res.Target.becomesStatic", ""});
}

TEST_CASE("Another class's private field is an IllegalAccessError", "[resolution]") {
  CHECK(resolve_field_ref(caller(), "res/Target", "secret", false) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IllegalAccessError",
                                          "class res.Caller tried to access private field res.Target.secret" +
                                              kSameLoader,
                                          ""});
}

TEST_CASE("A nestmate may use a private field", "[resolution]") {
  Class* inner = load_class("res/Outer$Inner");
  CHECK(holder_of(resolve_field_ref(inner, "res/Outer", "hiddenValue", false)) == "res.Outer");
  CHECK(take_exception() == JavaException{});
}

TEST_CASE("Methods resolve through superclasses, then superinterfaces", "[resolution]") {
  CHECK(name_of(resolve_method_ref(caller(), "res/Target", "compute", InvokeKind::kVirtual)) ==
        "res.Target.compute(I)J");
  CHECK(name_of(resolve_method_ref(caller(), "res/Sub", "describe", InvokeKind::kVirtual)) ==
        "res.Sub.describe()Ljava/lang/String;");
  CHECK(name_of(resolve_method_ref(caller(), "res/Sub", "depth", InvokeKind::kVirtual)) == "res.Ancestor.depth()I");
  CHECK(name_of(resolve_method_ref(caller(), "res/Sub", "make", InvokeKind::kStatic)) ==
        "res.Ancestor.make()Ljava/lang/String;");
  CHECK(name_of(resolve_method_ref(caller(), "itf/UsesDefault", "greet", InvokeKind::kVirtual)) ==
        "itf.Polite.greet()Ljava/lang/String;");
  CHECK(name_of(resolve_method_ref(caller(), "itf/Greeter", "greet", InvokeKind::kInterface)) ==
        "itf.Greeter.greet()Ljava/lang/String;");
  CHECK(take_exception() == JavaException{});
}

TEST_CASE("A method that is gone is a NoSuchMethodError in HotSpot's words", "[resolution]") {
  CHECK(resolve_method_ref(caller(), "res/Target", "gone", InvokeKind::kVirtual) == nullptr);
  CHECK(take_exception() ==
        JavaException{"java.lang.NoSuchMethodError", "'void res.Target.gone(int, java.lang.String)'", ""});
}

TEST_CASE("invokestatic and the other invokes must match the method's static-ness", "[resolution]") {
  CHECK(resolve_method_ref(caller(), "res/Target", "becomesVirtual", InvokeKind::kStatic) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IncompatibleClassChangeError",
                                          "Expected static method 'void res.Target.becomesVirtual()'", ""});
  CHECK(resolve_method_ref(caller(), "res/Sub", "make", InvokeKind::kVirtual) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IncompatibleClassChangeError",
                                          "Expecting non-static method 'java.lang.String res.Ancestor.make()'", ""});
}

TEST_CASE("A Methodref to what became an interface is an IncompatibleClassChangeError", "[resolution]") {
  CHECK(resolve_method_ref(caller(), "res/Shape", "draw", InvokeKind::kVirtual) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IncompatibleClassChangeError",
                                          "Found interface res.Shape, but class was expected", ""});
}

TEST_CASE("Inaccessible methods are an IllegalAccessError", "[resolution]") {
  CHECK(resolve_method_ref(caller(), "res/Target", "hidden", InvokeKind::kVirtual) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.IllegalAccessError",
                                          "class res.Caller tried to access private method 'void res.Target.hidden()'" +
                                              kSameLoader,
                                          ""});
  Class* outside = load_class("res/other/OutsideCaller");
  const std::string location = " (res.other.OutsideCaller and res.Target are in unnamed module of loader 'app')";
  CHECK(resolve_method_ref(outside, "res/Target", "opened", InvokeKind::kVirtual) == nullptr);
  CHECK(take_exception() ==
        JavaException{
            "java.lang.IllegalAccessError",
            "class res.other.OutsideCaller tried to access protected method 'void res.Target.opened()'" + location,
            ""});
  CHECK(resolve_method_ref(outside, "res/Target", "pkgOnly", InvokeKind::kVirtual) == nullptr);
  CHECK(take_exception() ==
        JavaException{"java.lang.IllegalAccessError",
                      "class res.other.OutsideCaller tried to access method 'void res.Target.pkgOnly()'" + location,
                      ""});
}

TEST_CASE("A subclass in another package may use protected methods", "[resolution]") {
  Class* heir = load_class("res/other/Heir");
  CHECK(name_of(resolve_method_ref(heir, "res/other/Heir", "opened", InvokeKind::kVirtual)) == "res.Target.opened()V");
  CHECK(take_exception() == JavaException{});
}

TEST_CASE("Class references: arrays, inaccessible and missing classes", "[resolution]") {
  Class* array = resolve_class(vm_thread(), caller(), class_ref_index(caller(), "[Ljava/lang/String;"));
  REQUIRE(array != nullptr);
  CHECK(array->is_array);
  CHECK(array->component == load_class("java/lang/String"));
  CHECK(array == load_class("[Ljava/lang/String;"));

  CHECK(resolve_class(vm_thread(), caller(), class_ref_index(caller(), "res/hidden/Secretive")) == nullptr);
  CHECK(take_exception() ==
        JavaException{"java.lang.IllegalAccessError",
                      "failed to access class res.hidden.Secretive from class res.Caller (res.hidden.Secretive and "
                      "res.Caller are in unnamed module of loader 'app')",
                      ""});
  CHECK(resolve_class(vm_thread(), caller(), class_ref_index(caller(), "res/Deleted")) == nullptr);
  CHECK(take_exception() == JavaException{"java.lang.NoClassDefFoundError", "res/Deleted", ""});
}

TEST_CASE("String constants resolve to one interned string", "[resolution]") {
  Class* from = caller();
  uint16_t index = 0;
  for (size_t i = 1; i < from->constant_pool.size(); ++i) {
    const CpCacheEntry& e = from->constant_pool[i];
    if (e.tag == CpTag::kString && from->constant_pool[e.first].utf8->view() == "interned text") {
      index = static_cast<uint16_t>(i);
    }
  }
  REQUIRE(index != 0);
  Object* first = resolve_string(vm_thread(), from, index);
  REQUIRE(first != nullptr);
  CHECK(loupe::test::java_string(first) == "interned text");
  CHECK(resolve_string(vm_thread(), from, index) == first);
  CHECK(intern_string(vm_thread(), u"interned text") == first);
}

TEST_CASE("invokespecial of a superclass method runs the nearest override above the caller", "[resolution]") {
  // res.Sub extends res.Middle extends res.Ancestor; Middle and Sub override describe().
  Class* sub = load_class("res/Sub");
  Method* ancestor_describe = declared_method(load_class("res/Ancestor"), "describe", "()Ljava/lang/String;");
  CHECK(name_of(select_special(vm_thread(), sub, ancestor_describe)) == "res.Middle.describe()Ljava/lang/String;");
  Method* own = declared_method(sub, "describe", "()Ljava/lang/String;");
  CHECK(select_special(vm_thread(), sub, own) == own);
  Method* constructor = declared_method(load_class("res/Ancestor"), "<init>", "()V");
  CHECK(select_special(vm_thread(), sub, constructor) == constructor);
  CHECK(take_exception() == JavaException{});
}
