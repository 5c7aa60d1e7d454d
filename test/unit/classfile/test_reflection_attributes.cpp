// The attributes kept only for reflection (docs/reflection-metadata.md): the
// parser keeps them, checks what HotSpot checks at load time, and the linker's
// copy (copy_class_metadata) leaves classes without any at one null pointer.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test/unit/support/class_builder.h"
#include "vm/classfile/class_file.h"
#include "vm/runtime/class.h"
#include "vm/runtime/class_metadata.h"

using namespace loupe::vm;
using loupe::test::be_u2s;
using loupe::test::ClassBuilder;
using Catch::Contains;

namespace {

std::vector<uint8_t> cat(std::vector<uint8_t> a, const std::vector<uint8_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::string rejection(const std::vector<uint8_t>& bytes) {
  ParseResult result = parse_class_file(bytes, "Meta");
  REQUIRE(result.class_file == nullptr);
  CHECK(result.error.kind == ClassFileErrorKind::kClassFormat);
  return result.error.message;
}

}  // namespace

TEST_CASE("Reflection attributes are kept: raw annotation bodies, signatures, parameters, records, sealing", "[classfile][reflection]") {
  ClassBuilder b("Meta");
  uint16_t ann_type = b.utf8("LAnn;");
  std::vector<uint8_t> one_annotation = be_u2s({1, ann_type, 0});
  uint16_t sub = b.class_entry("Sub");
  b.add_class_attribute(b.attribute("RuntimeVisibleAnnotations", one_annotation));
  b.add_class_attribute(b.attribute("Signature", be_u2s({b.utf8("<T:Ljava/lang/Object;>Ljava/lang/Object;")})));
  b.add_class_attribute(b.attribute("PermittedSubclasses", be_u2s({1, sub})));
  std::vector<uint8_t> component = be_u2s({b.utf8("x"), b.utf8("Ljava/util/List;"), 2, b.utf8("Signature"), 0, 2,
                                           b.utf8("Ljava/util/List<TT;>;"), b.utf8("RuntimeVisibleAnnotations"), 0,
                                           static_cast<uint16_t>(one_annotation.size())});
  component = cat(component, one_annotation);
  b.add_class_attribute(b.attribute("Record", cat(be_u2s({1}), component)));
  b.add_field(0x0001, "f", "I", {b.attribute("RuntimeVisibleAnnotations", one_annotation)});
  std::vector<uint8_t> parameters = cat({2}, be_u2s({b.utf8("alpha"), 0x0010, 0, 0x1000}));
  b.add_method(0x0401, "m", "(IJ)V",
               {b.attribute("MethodParameters", parameters),
                b.attribute("RuntimeVisibleParameterAnnotations", cat({2}, cat(one_annotation, be_u2s({0})))),
                b.attribute("AnnotationDefault", cat({'I'}, be_u2s({b.integer(3)}))),
                b.attribute("RuntimeVisibleAnnotations", one_annotation)});
  b.add_method(0x0401, "n", "()V");
  b.access_flags = 0x0421;  // public super abstract
  ParseResult result = parse_class_file(b.build(), "Meta");
  INFO(result.error.message);
  REQUIRE(result.class_file != nullptr);
  const ClassFile& cf = *result.class_file;
  CHECK(cf.annotations == one_annotation);
  REQUIRE(cf.permitted_subclasses.has_value());
  CHECK(cf.permitted_subclasses->at(0)->view() == "Sub");
  REQUIRE(cf.record_components.has_value());
  CHECK(cf.record_components->at(0).signature->view() == "Ljava/util/List<TT;>;");
  CHECK(cf.record_components->at(0).annotations == one_annotation);
  CHECK(cf.fields[0].annotations == one_annotation);
  const MethodInfo& m = cf.methods[0];
  REQUIRE(m.parameters.has_value());
  CHECK(m.parameters->size() == 2);
  CHECK(m.parameters->at(0).name->view() == "alpha");
  CHECK(m.parameters->at(0).access_flags == 0x0010);
  CHECK(m.parameters->at(1).name == nullptr);
  CHECK(m.annotation_default.size() == 3);
  CHECK(m.parameter_annotations.size() == 1 + one_annotation.size() + 2);

  Class klass;
  copy_class_metadata(klass, cf);
  REQUIRE(klass.metadata != nullptr);
  CHECK(klass.metadata->signature->view() == "<T:Ljava/lang/Object;>Ljava/lang/Object;");
  CHECK(klass.metadata->record_components.at(0).name->view() == "x");
  REQUIRE(klass.metadata->methods.size() == 1);  // n() has nothing
  CHECK(method_metadata(klass, 0)->parameters->at(0).name->view() == "alpha");
  CHECK(method_metadata(klass, 1) == nullptr);
  CHECK(method_metadata(klass, 2) == nullptr);
  CHECK(method_metadata(klass, -1) == nullptr);
  CHECK(field_metadata(klass, 0)->annotations == one_annotation);
}

TEST_CASE("A class without reflection attributes keeps no metadata", "[classfile][reflection]") {
  ClassBuilder b("Plain");
  b.add_field(0x0001, "f", "I");
  b.add_method(0x0401, "m", "()V");
  b.access_flags = 0x0421;
  ParseResult result = parse_class_file(b.build(), "Plain");
  REQUIRE(result.class_file != nullptr);
  Class klass;
  copy_class_metadata(klass, *result.class_file);
  CHECK(klass.metadata == nullptr);
  CHECK(method_metadata(klass, 0) == nullptr);
}

TEST_CASE("Malformed reflection attributes HotSpot rejects at load", "[classfile][reflection]") {
  SECTION("MethodParameters whose length disagrees with its count") {
    ClassBuilder b("Meta");
    b.access_flags = 0x0421;
    b.add_method(0x0401, "m", "()V", {b.attribute("MethodParameters", {2, 0, 0, 0, 0})});
    CHECK(rejection(b.build()) == "Invalid MethodParameters method attribute length 5 in class file");
  }
  SECTION("PermittedSubclasses in a final class") {
    ClassBuilder b("Meta");
    b.access_flags = 0x0031;
    b.add_class_attribute(b.attribute("PermittedSubclasses", be_u2s({1, b.class_entry("Sub")})));
    CHECK(rejection(b.build()) == "PermittedSubclasses attribute in final class file Meta");
  }
  SECTION("PermittedSubclasses naming a Utf8") {
    ClassBuilder b("Meta");
    b.add_class_attribute(b.attribute("PermittedSubclasses", be_u2s({1, b.utf8("Sub")})));
    CHECK_THAT(rejection(b.build()), Contains("Permitted subclass class_info_index"));
  }
  SECTION("Two RuntimeVisibleAnnotations on one method") {
    ClassBuilder b("Meta");
    b.access_flags = 0x0421;
    b.add_method(0x0401, "m", "()V",
                 {b.attribute("RuntimeVisibleAnnotations", be_u2s({0})), b.attribute("RuntimeVisibleAnnotations", be_u2s({0}))});
    CHECK(rejection(b.build()) == "Multiple RuntimeVisibleAnnotations attributes for method in class file Meta");
  }
  SECTION("Two RuntimeVisibleAnnotations on a class") {
    ClassBuilder b("Meta");
    b.add_class_attribute(b.attribute("RuntimeVisibleAnnotations", be_u2s({0})));
    b.add_class_attribute(b.attribute("RuntimeVisibleAnnotations", be_u2s({0})));
    CHECK(rejection(b.build()) == "Multiple RuntimeVisibleAnnotations attributes in class file Meta");
  }
  SECTION("PermittedSubclasses before version 61 is an unknown attribute") {
    ClassBuilder b("Meta");
    b.major_version = 60;
    b.access_flags = 0x0031;
    b.add_class_attribute(b.attribute("PermittedSubclasses", be_u2s({1, b.class_entry("Sub")})));
    ParseResult result = parse_class_file(b.build(), "Meta");
    REQUIRE(result.class_file != nullptr);
    CHECK_FALSE(result.class_file->permitted_subclasses.has_value());
  }
}
