// Names and descriptors (JVMS 4.2, 4.3): validation and decoding.
#include <catch2/catch.hpp>

#include <string>

#include "vm/classfile/descriptors.h"

using namespace loupe::vm;

namespace {

std::string repeated(std::string_view part, int times) {
  std::string s;
  for (int i = 0; i < times; ++i) s += part;
  return s;
}

// "(" + parameters + ")V", built by appending (GCC 12 warns wrongly,
// -Wrestrict, about "literal" + std::string temporaries).
std::string void_method_taking(const std::string& parameters) {
  return std::string("(").append(parameters).append(")V");
}

}  // namespace

TEST_CASE("Field descriptors: base, object and array types", "[descriptors]") {
  for (const char* valid : {"B", "C", "D", "F", "I", "J", "S", "Z", "Ljava/lang/String;", "[I", "[[D",
                            "[Ljava/util/Map$Entry;", "La;"}) {
    INFO(valid);
    CHECK(is_valid_field_descriptor(valid));
  }
  for (const char* invalid : {"", "V", "[V", "X", "II", "[", "L;", "Ljava/lang/String", "Ljava/lang/String;I",
                              "Ljava.lang.String;", "Ljava//String;", "L/a;", "La/;", "La[b;", "I;"}) {
    INFO(invalid);
    CHECK_FALSE(is_valid_field_descriptor(invalid));
  }
}

TEST_CASE("Field descriptors allow at most 255 array dimensions", "[descriptors]") {
  CHECK(is_valid_field_descriptor(repeated("[", 255) + "I"));
  CHECK_FALSE(is_valid_field_descriptor(repeated("[", 256) + "I"));
  CHECK(is_valid_class_name(repeated("[", 255) + "Ljava/lang/Object;", true));
  CHECK_FALSE(is_valid_class_name(repeated("[", 256) + "Ljava/lang/Object;", true));
}

TEST_CASE("Method descriptors: parameters in parentheses, then a return type or V", "[descriptors]") {
  for (const char* valid : {"()V", "()I", "(IJ)Ljava/lang/String;", "([I[[D)[J", "(Ljava/lang/Object;Z)V",
                            "([Ljava/lang/String;)V"}) {
    INFO(valid);
    CHECK(is_valid_method_descriptor(valid));
  }
  for (const char* invalid : {"", "V", "()", "(V)V", "()VV", "()[V", "(I", "I)V", "(I)", "(Ljava/lang/String)V",
                              "(I)II", "((I)V", "()Ljava/lang/String", "(I)V;"}) {
    INFO(invalid);
    CHECK_FALSE(is_valid_method_descriptor(invalid));
  }
}

TEST_CASE("Method descriptors allow at most 255 parameter slots, longs and doubles taking two", "[descriptors]") {
  CHECK(is_valid_method_descriptor(void_method_taking(repeated("I", 255))));
  CHECK_FALSE(is_valid_method_descriptor(void_method_taking(repeated("I", 256))));
  CHECK(is_valid_method_descriptor(void_method_taking(repeated("J", 127) + "I")));
  CHECK_FALSE(is_valid_method_descriptor(void_method_taking(repeated("D", 128))));
  // An array of longs is a reference: one slot.
  CHECK(is_valid_method_descriptor(void_method_taking(repeated("[J", 255))));
}

TEST_CASE("parse_method_descriptor takes a descriptor apart", "[descriptors]") {
  const std::string d = "(I[JLjava/lang/String;D[[Ljava/lang/Object;)[Z";
  MethodDescriptor md = parse_method_descriptor(d);
  REQUIRE(md.parameters.size() == 5);
  CHECK(md.parameters[0] == BasicType::kInt);
  CHECK(md.parameters[1] == BasicType::kArray);
  CHECK(md.parameters[2] == BasicType::kObject);
  CHECK(md.parameters[3] == BasicType::kDouble);
  CHECK(md.parameters[4] == BasicType::kArray);
  CHECK(md.parameter_descriptors[0] == "I");
  CHECK(md.parameter_descriptors[1] == "[J");
  CHECK(md.parameter_descriptors[2] == "Ljava/lang/String;");
  CHECK(md.parameter_descriptors[3] == "D");
  CHECK(md.parameter_descriptors[4] == "[[Ljava/lang/Object;");
  CHECK(md.parameter_slots == 6);
  CHECK(md.return_type == BasicType::kArray);
  CHECK(md.return_descriptor == "[Z");

  MethodDescriptor none = parse_method_descriptor("()V");
  CHECK(none.parameters.empty());
  CHECK(none.parameter_slots == 0);
  CHECK(none.return_type == BasicType::kVoid);
  CHECK(none.return_descriptor == "V");
  CHECK(parse_method_descriptor("(JJ)J").parameter_slots == 4);
}

TEST_CASE("Class names in internal form, and array descriptors where CONSTANT_Class allows them", "[descriptors]") {
  CHECK(is_valid_class_name("java/lang/Object", false));
  CHECK(is_valid_class_name("Main", false));
  CHECK(is_valid_class_name("a/b$c", false));
  CHECK(is_valid_class_name("[I", true));
  CHECK(is_valid_class_name("[[Ljava/lang/String;", true));
  CHECK_FALSE(is_valid_class_name("[I", false));
  for (bool allow_array : {false, true}) {
    for (const char* invalid : {"", "/a", "a/", "a//b", "java.lang.Object", "a;b", "a[b", "[V", "[", "[La"}) {
      INFO(invalid << " allow_array=" << allow_array);
      CHECK_FALSE(is_valid_class_name(invalid, allow_array));
    }
  }
}

TEST_CASE("Field and method names: unqualified, and only <init> and <clinit> with angle brackets", "[descriptors]") {
  CHECK(is_valid_field_name("value"));
  CHECK(is_valid_field_name("this$0"));
  CHECK(is_valid_field_name("<odd>"));  // JVMS 4.2.2 forbids only . ; [ / in field names
  for (const char* invalid : {"", "a.b", "a;b", "a[b", "a/b"}) {
    INFO(invalid);
    CHECK_FALSE(is_valid_field_name(invalid));
    CHECK_FALSE(is_valid_method_name(invalid));
  }
  CHECK(is_valid_method_name("<init>"));
  CHECK(is_valid_method_name("<clinit>"));
  CHECK(is_valid_method_name("lambda$main$0"));
  CHECK_FALSE(is_valid_method_name("<odd>"));
  CHECK_FALSE(is_valid_method_name("a<b"));
  CHECK_FALSE(is_valid_method_name("a>b"));
}

TEST_CASE("Basic types: descriptor characters, sizes and slots", "[descriptors]") {
  CHECK(basic_type_of('Z') == BasicType::kBoolean);
  CHECK(basic_type_of('J') == BasicType::kLong);
  CHECK(basic_type_of('L') == BasicType::kObject);
  CHECK(basic_type_of('[') == BasicType::kArray);
  CHECK(basic_type_of('V') == BasicType::kVoid);
  for (char c : std::string("BCDFIJSZL[V")) CHECK(descriptor_char(basic_type_of(c)) == c);
  CHECK(storage_size(BasicType::kBoolean) == 1);
  CHECK(storage_size(BasicType::kByte) == 1);
  CHECK(storage_size(BasicType::kChar) == 2);
  CHECK(storage_size(BasicType::kShort) == 2);
  CHECK(storage_size(BasicType::kInt) == 4);
  CHECK(storage_size(BasicType::kFloat) == 4);
  CHECK(storage_size(BasicType::kLong) == 8);
  CHECK(storage_size(BasicType::kDouble) == 8);
  CHECK(storage_size(BasicType::kObject) == 8);
  CHECK(slot_count(BasicType::kVoid) == 0);
  CHECK(slot_count(BasicType::kInt) == 1);
  CHECK(slot_count(BasicType::kArray) == 1);
  CHECK(slot_count(BasicType::kDouble) == 2);
  CHECK(std::string(primitive_name(BasicType::kChar)) == "char");
  CHECK(std::string(primitive_name(BasicType::kVoid)) == "void");
}

TEST_CASE("Names and descriptors as Java source writes them", "[descriptors]") {
  CHECK(internal_to_binary_name("java/util/Map$Entry") == "java.util.Map$Entry");
  CHECK(internal_to_binary_name("[Ljava/lang/String;") == "[Ljava.lang.String;");
  CHECK(binary_to_internal_name("java.lang.Object") == "java/lang/Object");
  CHECK(descriptor_to_source_type("I") == "int");
  CHECK(descriptor_to_source_type("[[I") == "int[][]");
  CHECK(descriptor_to_source_type("Ljava/lang/String;") == "java.lang.String");
  CHECK(descriptor_to_source_type("[Ljava/util/Map$Entry;") == "java.util.Map$Entry[]");
  CHECK(descriptor_to_source_type("V") == "void");
}
