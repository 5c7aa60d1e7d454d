// The class-file parser on hand-made class files: one malformation at a
// time, each with the error kind and the message the parser gives for it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test/unit/support/class_builder.h"
#include "vm/classfile/bytecodes.h"
#include "vm/classfile/class_file.h"

using namespace loupe::vm;
using loupe::test::Attribute;
using loupe::test::be_u2s;
using loupe::test::ByteWriter;
using loupe::test::ClassBuilder;
using loupe::test::CodeSpec;
using Catch::Contains;

namespace {

constexpr auto kFormat = ClassFileErrorKind::kClassFormat;
constexpr auto kVerify = ClassFileErrorKind::kVerify;
constexpr auto kVersion = ClassFileErrorKind::kUnsupportedVersion;

constexpr uint16_t kPublicStatic = 0x0009;

// Parses `bytes` (class Bad) and checks that they are rejected with `kind`
// and a message that contains `fragment` and names the class.
void check_rejected(const std::vector<uint8_t>& bytes, ClassFileErrorKind kind, const std::string& fragment) {
  ParseResult result = parse_class_file(bytes, "Bad");
  REQUIRE(result.class_file == nullptr);
  CHECK(result.error.kind == kind);
  CHECK_THAT(result.error.message, Contains(fragment));
  CHECK_THAT(result.error.message, Contains("Bad"));
}

void check_accepted(const std::vector<uint8_t>& bytes) {
  ParseResult result = parse_class_file(bytes, "Bad");
  INFO(result.error.message);
  CHECK(result.class_file != nullptr);
}

// Class Bad with one method, `public static void run()`, holding `code`.
std::vector<uint8_t> class_with_code(const CodeSpec& code, uint16_t major_version = 61) {
  ClassBuilder b("Bad");
  b.major_version = major_version;
  b.add_method(kPublicStatic, "run", "()V", code);
  return b.build();
}

CodeSpec code_of(std::vector<uint8_t> bytecode) {
  CodeSpec code;
  code.bytecode = std::move(bytecode);
  return code;
}

std::vector<uint8_t> operator+(std::vector<uint8_t> a, const std::vector<uint8_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// A constant-pool entry: its tag, then u2 operands.
std::vector<uint8_t> entry_bytes(uint8_t tag, std::initializer_list<uint16_t> operands) {
  ByteWriter out;
  out.u1(tag);
  for (uint16_t v : operands) out.u2(v);
  return out.bytes();
}

std::vector<uint8_t> s4(int32_t v) {
  ByteWriter out;
  out.u4(static_cast<uint32_t>(v));
  return out.bytes();
}

}  // namespace

TEST_CASE("A well-formed hand-made class parses into its parts", "[classfile]") {
  ClassBuilder b("pkg/Good");
  b.add_field(0x0002, "count", "I");
  b.add_field(0x0019, "LIMIT", "J", {b.attribute("ConstantValue", be_u2s({b.long_entry(1234567890123)}))});
  b.add_method(kPublicStatic, "run", "()V", code_of({op_iconst_0, op_istore_0, op_return_}));
  b.add_class_attribute(b.attribute("SourceFile", be_u2s({b.utf8("Good.java")})));

  ParseResult result = parse_class_file(b.build(), "pkg/Good");
  REQUIRE(result.class_file != nullptr);
  const ClassFile& cf = *result.class_file;
  CHECK(cf.major_version == 61);
  CHECK(cf.this_name->view() == "pkg/Good");
  CHECK(cf.super_name->view() == "java/lang/Object");
  CHECK(cf.access_flags == 0x0021);
  REQUIRE(cf.fields.size() == 2);
  CHECK(cf.fields[0].name->view() == "count");
  CHECK(cf.fields[1].descriptor->view() == "J");
  REQUIRE(cf.fields[1].constant_value != 0);
  CHECK(cf.constant_pool[cf.fields[1].constant_value].long_value == 1234567890123);
  REQUIRE(cf.methods.size() == 1);
  REQUIRE(cf.methods[0].code.has_value());
  CHECK(cf.methods[0].code->code == std::vector<uint8_t>{op_iconst_0, op_istore_0, op_return_});
  CHECK(cf.methods[0].code->max_stack == 2);
  REQUIRE(cf.source_file != nullptr);
  CHECK(cf.source_file->view() == "Good.java");
}

TEST_CASE("A wrong magic number is a ClassFormatError", "[classfile]") {
  ClassBuilder b("Bad");
  b.magic = 0xCAFEBABF;
  check_rejected(b.build(), kFormat, "Incompatible magic value 3405691583 in class file Bad");
}

TEST_CASE("Versions outside 45 to 61 are an UnsupportedClassVersionError", "[classfile]") {
  ClassBuilder b("Bad");
  b.major_version = 62;
  check_rejected(b.build(), kVersion,
                 "Bad has been compiled by a more recent version of the Java Runtime (class file version 62.0), "
                 "this version of the Java Runtime only recognizes class file versions up to 61.0");
  b.major_version = 44;
  check_rejected(b.build(), kVersion, "(class file version 44.0)");
  b.major_version = 45;
  check_accepted(b.build());
  b.major_version = 61;
  check_accepted(b.build());
}

TEST_CASE("A preview class file is refused without --enable-preview", "[classfile]") {
  ClassBuilder b("Bad");
  b.minor_version = 0xFFFF;
  check_rejected(b.build(), kVersion, "Preview features are not enabled for Bad");
}

TEST_CASE("Every prefix of a class file is reported as truncated", "[classfile]") {
  ClassBuilder b("Bad");
  b.add_field(0x0002, "count", "I");
  b.add_method(kPublicStatic, "run", "()V", code_of({op_return_}));
  const std::vector<uint8_t> bytes = b.build();
  check_accepted(bytes);
  for (size_t length = 0; length < bytes.size(); ++length) {
    INFO("length " << length);
    ParseResult result = parse_class_file(std::span(bytes.data(), length), "Bad");
    REQUIRE(result.class_file == nullptr);
    CHECK(result.error.kind == kFormat);
    CHECK(result.error.message == "Truncated class file");  // HotSpot names no class here
  }
}

TEST_CASE("Bytes after the last attribute are refused", "[classfile]") {
  std::vector<uint8_t> bytes = ClassBuilder("Bad").build();
  bytes.push_back(0);
  check_rejected(bytes, kFormat, "Extra bytes at the end of class file Bad");
}

TEST_CASE("Constant-pool indexes out of range", "[classfile]") {
  ClassBuilder b("Bad");
  b.this_class = 99;
  check_rejected(b.build(), kFormat, "Invalid this class index 99 in constant pool in class file Bad");

  ClassBuilder no_super("Bad");
  no_super.super_class = 0;
  check_rejected(no_super.build(), kFormat, "Invalid superclass index 0");

  ClassBuilder dangling("Bad");
  dangling.raw_entry(entry_bytes(7, {300}));  // a Class entry naming entry 300
  check_rejected(dangling.build(), kFormat, "Invalid constant pool index 300 in class file Bad");

  ByteWriter empty_pool;
  empty_pool.u4(0xCAFEBABE);
  empty_pool.u4(61);
  empty_pool.u2(0);
  check_rejected(empty_pool.bytes(), kFormat, "Illegal constant pool size 0");
}

TEST_CASE("Constant-pool references to entries of the wrong kind", "[classfile]") {
  ClassBuilder b("Bad");
  b.this_class = 1;  // the Utf8 "Bad", not the Class entry
  check_rejected(b.build(), kFormat, "Invalid this class index 1 in constant pool in class file Bad");

  ClassBuilder string_of_int("Bad");
  uint16_t number = string_of_int.integer(7);
  string_of_int.raw_entry(entry_bytes(8, {number}));
  check_rejected(string_of_int.build(), kFormat,
                 "Invalid constant pool index " + std::to_string(number) + " in class file Bad");

  ClassBuilder ref_to_class("Bad");
  ref_to_class.raw_entry(entry_bytes(9, {ref_to_class.this_class, ref_to_class.this_class}));
  check_rejected(ref_to_class.build(), kFormat,
                 "Invalid constant pool index " + std::to_string(ref_to_class.this_class) + " in class file Bad");
}

TEST_CASE("A member reference is checked after the entries it names, wherever they are", "[classfile]") {
  // javac writes a Methodref before its Class and NameAndType; broken ones
  // further down the pool must be reported, not read through.
  ClassBuilder bad_class_name("Bad");
  uint16_t name = bad_class_name.utf8("m");
  uint16_t descriptor = bad_class_name.utf8("()V");
  uint16_t ref = bad_class_name.next_index();
  bad_class_name.raw_entry(entry_bytes(10, {static_cast<uint16_t>(ref + 1), static_cast<uint16_t>(ref + 2)}));
  bad_class_name.raw_entry(entry_bytes(7, {9999}));
  bad_class_name.raw_entry(entry_bytes(12, {name, descriptor}));
  check_rejected(bad_class_name.build(), kFormat, "Invalid constant pool index 9999 in class file Bad");

  ClassBuilder bad_descriptor("Bad");
  name = bad_descriptor.utf8("m");
  ref = bad_descriptor.next_index();
  bad_descriptor.raw_entry(entry_bytes(10, {bad_descriptor.this_class, static_cast<uint16_t>(ref + 1)}));
  bad_descriptor.raw_entry(entry_bytes(12, {name, 9999}));
  check_rejected(bad_descriptor.build(), kFormat, "Invalid constant pool index 9999 in class file Bad");
}

TEST_CASE("Malformed constant-pool entries", "[classfile]") {
  ClassBuilder unknown_tag("Bad");
  unknown_tag.raw_entry(entry_bytes(2, {0}));
  check_rejected(unknown_tag.build(), kFormat, "Unknown constant tag 2");

  ClassBuilder long_at_end("Bad");
  uint16_t index = long_at_end.raw_entry({5, 0, 0, 0, 0, 0, 0, 0, 1});  // counted as one slot
  check_rejected(long_at_end.build(), kFormat, "Invalid constant pool entry " + std::to_string(index));

  ClassBuilder too_new("Bad");
  too_new.major_version = 50;
  too_new.raw_entry(entry_bytes(16, {too_new.utf8("()V")}));
  check_rejected(too_new.build(), kFormat, "Class file version does not support constant tag 16");
}

TEST_CASE("Malformed modified UTF-8 in the constant pool", "[classfile]") {
  for (std::vector<uint8_t> text :
       {std::vector<uint8_t>{0xF0, 0x9F, 0x98, 0x80}, {'a', 0x00}, {0xC1, 0x81}, {0xE2, 0x82}}) {
    ClassBuilder b("Bad");
    std::vector<uint8_t> entry{1, 0, static_cast<uint8_t>(text.size())};
    b.raw_entry(entry + text);
    check_rejected(b.build(), kFormat, "Illegal UTF8 string in constant pool");
  }
}

TEST_CASE("Illegal names and descriptors", "[classfile]") {
  ClassBuilder bad_field("Bad");
  bad_field.add_field(0x0002, "f", "Ljava/lang/String");
  check_rejected(bad_field.build(), kFormat, "Field \"f\" in class Bad has illegal signature \"Ljava/lang/String\"");

  ClassBuilder void_field("Bad");
  void_field.add_field(0x0002, "f", "V");
  check_rejected(void_field.build(), kFormat, "Field \"f\" in class Bad has illegal signature \"V\"");

  ClassBuilder bad_method("Bad");
  bad_method.add_method(0x0401, "m", "(I");
  check_rejected(bad_method.build(), kFormat, "Method \"m\" in class Bad has illegal signature \"(I\"");

  ClassBuilder angle_name("Bad");
  angle_name.add_method(0x0401, "<odd>", "()V");
  check_rejected(angle_name.build(), kFormat, "Illegal method name \"<odd>\" in class Bad");

  ClassBuilder dotted_field("Bad");
  dotted_field.add_field(0x0002, "a.b", "I");
  check_rejected(dotted_field.build(), kFormat, "Illegal field name \"a.b\" in class Bad");

  ClassBuilder bad_class_name("Bad");
  bad_class_name.class_entry("a//b");
  check_rejected(bad_class_name.build(), kFormat, "Illegal class name \"a//b\"");

  ClassBuilder bad_ref("Bad");
  bad_ref.method_ref("Bad", "m", "(I)");
  check_rejected(bad_ref.build(), kFormat, "Method \"m\" in class Bad has illegal signature \"(I)\"");

  ClassBuilder init_returning("Bad");
  init_returning.method_ref("Bad", "<init>", "()I");
  check_rejected(init_returning.build(), kFormat, "Method \"<init>\" in class Bad has illegal signature \"()I\"");

  ClassBuilder void_field_ref("Bad");
  void_field_ref.field_ref("Bad", "x", "V");
  check_rejected(void_field_ref.build(), kFormat, "Field \"x\" in class Bad has illegal signature \"V\"");

  ClassBuilder clinit_ref("Bad");
  clinit_ref.method_ref("Bad", "<clinit>", "()V");
  // A special name other than <init> in a member reference is refused by the index of the name.
  check_rejected(clinit_ref.build(), kFormat, "Bad method name at constant pool index ");
}

TEST_CASE("Superclass and superinterfaces", "[classfile]") {
  ClassBuilder twice("Bad");
  uint16_t runnable = twice.class_entry("java/lang/Runnable");
  twice.interfaces = {runnable, runnable};
  check_rejected(twice.build(), kFormat, "Duplicate interface name \"java/lang/Runnable\"");

  ClassBuilder array_interface("Bad");
  array_interface.interfaces = {array_interface.class_entry("[I")};
  check_rejected(array_interface.build(), kFormat, "Bad interface name");

  ClassBuilder array_super("Bad", "[Ljava/lang/Object;");
  check_rejected(array_super.build(), kFormat, "Bad superclass name");

  ClassBuilder interface_with_super("Bad", "java/lang/Number");
  interface_with_super.access_flags = 0x0601;
  check_rejected(interface_with_super.build(), kFormat, "Interfaces must have java.lang.Object as superclass");

  ClassBuilder runnable_impl("Bad");
  runnable_impl.interfaces = {runnable_impl.class_entry("java/lang/Runnable")};
  check_accepted(runnable_impl.build());
}

TEST_CASE("Duplicate fields and methods", "[classfile]") {
  ClassBuilder fields("Bad");
  fields.add_field(0x0002, "x", "I");
  fields.add_field(0x0002, "x", "I");
  check_rejected(fields.build(), kFormat, "Duplicate field name \"x\" with signature \"I\"");

  ClassBuilder overloaded_fields("Bad");  // legal in class files, if not in Java
  overloaded_fields.add_field(0x0002, "x", "I");
  overloaded_fields.add_field(0x0002, "x", "J");
  check_accepted(overloaded_fields.build());

  ClassBuilder methods("Bad");
  methods.add_method(kPublicStatic, "run", "()V", code_of({op_return_}));
  methods.add_method(kPublicStatic, "run", "()V", code_of({op_return_}));
  check_rejected(methods.build(), kFormat, "Duplicate method name \"run\" with signature \"()V\"");
}

TEST_CASE("Illegal combinations of access flags", "[classfile]") {
  ClassBuilder final_abstract("Bad");
  final_abstract.access_flags = 0x0431;
  check_rejected(final_abstract.build(), kFormat, "Illegal class modifiers in class Bad: 0x431");

  ClassBuilder interface_not_abstract("Bad");
  interface_not_abstract.access_flags = 0x0201;
  check_rejected(interface_not_abstract.build(), kFormat, "Illegal class modifiers in class Bad: 0x201");

  ClassBuilder public_private("Bad");
  public_private.add_field(0x0003, "f", "I");
  check_rejected(public_private.build(), kFormat, "Illegal field modifiers in class Bad: 0x3");

  ClassBuilder final_volatile("Bad");
  final_volatile.add_field(0x0050, "f", "I");
  check_rejected(final_volatile.build(), kFormat, "Illegal field modifiers in class Bad: 0x50");

  ClassBuilder interface_field("Bad");
  interface_field.access_flags = 0x0601;
  interface_field.add_field(0x0011, "f", "I");  // public final, not static
  check_rejected(interface_field.build(), kFormat, "Illegal field modifiers in class Bad: 0x11");

  ClassBuilder private_abstract("Bad");
  private_abstract.add_method(0x0402, "m", "()V");
  check_rejected(private_abstract.build(), kFormat, "Method m in class Bad has illegal modifiers: 0x402");

  ClassBuilder static_init("Bad");
  static_init.add_method(0x0009, "<init>", "()V", code_of({op_return_}));
  check_rejected(static_init.build(), kFormat, "Method <init> in class Bad has illegal modifiers: 0x9");

  ClassBuilder instance_clinit("Bad");
  instance_clinit.add_method(0x0000, "<clinit>", "()V", code_of({op_return_}));
  check_rejected(instance_clinit.build(), kFormat, "Method <clinit> is not static");

  ClassBuilder old_interface("Bad");  // before version 52 interface methods are public abstract
  old_interface.major_version = 51;
  old_interface.access_flags = 0x0601;
  old_interface.add_method(0x0401, "fine", "()V");
  old_interface.add_method(0x0001, "concrete", "()V", code_of({op_return_}));
  check_rejected(old_interface.build(), kFormat, "Method concrete in class Bad has illegal modifiers: 0x1");
}

TEST_CASE("Code attributes must go with exactly the methods that have a body", "[classfile]") {
  ClassBuilder missing("Bad");
  missing.add_method(kPublicStatic, "run", "()V");
  check_rejected(missing.build(), kFormat, "Absent Code attribute in method that is not native or abstract");

  ClassBuilder abstract_with_code("Bad");
  abstract_with_code.access_flags = 0x0421;
  abstract_with_code.add_method(0x0401, "run", "()V", code_of({op_return_}));
  check_rejected(abstract_with_code.build(), kFormat, "Code attribute in native or abstract methods");
}

TEST_CASE("Code length must be between 1 and 65535", "[classfile]") {
  check_rejected(class_with_code(code_of({})), kFormat, "Invalid method Code length 0");

  CodeSpec too_long = code_of({op_return_});
  too_long.declared_code_length = 65536;
  check_rejected(class_with_code(too_long), kFormat, "Invalid method Code length 65536");

  std::vector<uint8_t> longest(65534, op_nop);
  longest.push_back(op_return_);
  check_accepted(class_with_code(code_of(longest)));
}

TEST_CASE("Branch targets outside the code or inside an instruction are a VerifyError", "[classfile]") {
  // In the words of HotSpot's inference verifier, which gives no bci.
  const std::string where = "(class: Bad, method: run signature: ()V) Illegal target of jump or branch";
  check_rejected(class_with_code(code_of({op_goto_, 0, 10, op_return_})), kVerify, where);
  check_rejected(class_with_code(code_of({op_goto_, 0xFF, 0xFF, op_return_})), kVerify, where);
  // goto -2 from bci 3 lands on the second byte of sipush.
  check_rejected(class_with_code(code_of({op_sipush, 0, 1, op_goto_, 0xFF, 0xFE, op_return_})), kVerify, where);
  check_rejected(class_with_code(code_of(std::vector<uint8_t>{op_goto_w} + s4(100) + std::vector<uint8_t>{op_return_})),
                 kVerify, where);
  check_accepted(class_with_code(code_of({op_goto_, 0, 3, op_return_})));
}

TEST_CASE("Switch targets and keys are checked", "[classfile]") {
  const std::vector<uint8_t> table_head{op_iconst_0, op_tableswitch, 0, 0};  // padded to bci 4
  // Offsets are relative to the switch at bci 1; the return is at bci 23.
  CodeSpec good =
      code_of(table_head + s4(22) + s4(0) + s4(0) + s4(22) + std::vector<uint8_t>{op_nop, op_nop, op_nop, op_return_});
  check_accepted(class_with_code(good));
  CodeSpec bad_default =
      code_of(table_head + s4(100) + s4(0) + s4(0) + s4(22) + std::vector<uint8_t>{op_nop, op_nop, op_nop, op_return_});
  check_rejected(class_with_code(bad_default), kVerify, "Illegal default target in switch");

  const std::vector<uint8_t> lookup_head{op_iconst_0, op_lookupswitch, 0, 0};
  CodeSpec unsorted =
      code_of(lookup_head + s4(27) + s4(2) + s4(5) + s4(27) + s4(3) + s4(27) + std::vector<uint8_t>{op_return_});
  check_rejected(class_with_code(unsorted), kVerify, "Unsorted lookup switch");

  CodeSpec nonzero_padding = code_of(std::vector<uint8_t>{op_iconst_0, op_tableswitch, 0, 7} + s4(22) + s4(0) + s4(0) +
                                     s4(22) + std::vector<uint8_t>{op_nop, op_nop, op_nop, op_return_});
  check_rejected(class_with_code(nonzero_padding), kVerify, "Non zero padding bytes in switch");
}

TEST_CASE("Exception handlers must cover and start at instructions inside the code", "[classfile]") {
  CodeSpec code = code_of({op_nop, op_sipush, 0, 1, op_return_});
  code.handlers = {{0, 4, 9, 0}};
  check_rejected(class_with_code(code), kFormat, "Illegal exception table handler in class file Bad");
  code.handlers = {{0, 4, 2, 0}};  // inside sipush
  check_rejected(class_with_code(code), kFormat, "Illegal exception table handler");
  code.handlers = {{1, 1, 4, 0}};  // empty range
  check_rejected(class_with_code(code), kFormat, "Illegal exception table range");
  code.handlers = {{0, 3, 4, 0}};  // ends inside sipush
  check_rejected(class_with_code(code), kFormat, "Illegal exception table range");
  code.handlers = {{0, 6, 4, 0}};  // ends beyond the code
  check_rejected(class_with_code(code), kFormat, "Illegal exception table range");
  code.handlers = {{0, 5, 4, 0}};  // up to the end of the code
  check_accepted(class_with_code(code));
}

TEST_CASE("jsr is refused from version 51 and accepted before", "[classfile]") {
  CodeSpec subroutine = code_of({op_jsr, 0, 4, op_return_, op_astore_0, op_ret, 0});
  check_rejected(class_with_code(subroutine, 51), kVerify,
                 "jsr/ret are not allowed in class files of version 51 or later");
  check_accepted(class_with_code(subroutine, 50));
  CodeSpec wide_subroutine =
      code_of(std::vector<uint8_t>{op_jsr_w} + s4(6) + std::vector<uint8_t>{op_return_, op_astore_0, op_ret, 0});
  check_rejected(class_with_code(wide_subroutine, 52), kVerify, "jsr/ret are not allowed");
}

TEST_CASE("Instruction operands are checked against the constant pool and the frame", "[classfile]") {
  ClassBuilder ldc_long("Bad");
  uint16_t long_index = ldc_long.long_entry(5);
  ldc_long.add_method(kPublicStatic, "run", "()V",
                      code_of({op_ldc_w, 0, static_cast<uint8_t>(long_index), op_pop, op_return_}));
  check_rejected(ldc_long.build(), kVerify, "Illegal type in constant pool");

  ClassBuilder getstatic_method("Bad");
  uint16_t method = getstatic_method.method_ref("Bad", "m", "()V");
  getstatic_method.add_method(kPublicStatic, "run", "()V",
                              code_of({op_getstatic, 0, static_cast<uint8_t>(method), op_return_}));
  check_rejected(getstatic_method.build(), kVerify, "Illegal type in constant pool");

  ClassBuilder invoke_init("Bad");
  uint16_t init = invoke_init.method_ref("Bad", "<init>", "()V");
  invoke_init.add_method(kPublicStatic, "run", "()V",
                         code_of({op_invokestatic, 0, static_cast<uint8_t>(init), op_return_}));
  check_rejected(invoke_init.build(), kVerify, "Must call initializers using invokespecial");

  ClassBuilder interface_count("Bad");
  uint16_t imethod = interface_count.interface_method_ref("java/lang/Runnable", "run", "(IJ)V");
  interface_count.add_method(kPublicStatic, "run", "()V",
                             code_of({op_invokeinterface, 0, static_cast<uint8_t>(imethod), 3, 0, op_return_}));
  check_rejected(interface_count.build(), kVerify, "Inconsistent args_size for invokeinterface");

  ClassBuilder multi("Bad");
  uint16_t two_dims = multi.class_entry("[[I");
  multi.add_method(kPublicStatic, "run", "()V",
                   code_of({op_iconst_1, op_iconst_1, op_iconst_1, op_multianewarray, 0, static_cast<uint8_t>(two_dims),
                            3, op_return_}));
  check_rejected(multi.build(), kVerify, "Illegal dimension argument");

  check_rejected(class_with_code(code_of({op_iload, 5, op_pop, op_return_})), kVerify, "Illegal local variable number");
  check_rejected(class_with_code(code_of({op_lload_0, op_lstore, 1, op_return_})), kVerify,
                 "Illegal local variable number");
  check_rejected(class_with_code(code_of({op_iconst_1, op_newarray, 3, op_return_})), kVerify,
                 "Bad type passed to newarray");
  check_rejected(class_with_code(code_of({op_wide, op_nop, 0, 0, op_return_})), kVerify,
                 "Illegal instruction found at offset 0");
  check_rejected(class_with_code(code_of({0xCB, op_return_})), kVerify, "Illegal instruction found at offset 0");
  check_rejected(class_with_code(code_of({op_return_, op_sipush, 0})), kVerify,
                 "Code stops in the middle of instruction  starting at offset 1");
}

TEST_CASE("Attribute lengths must match their contents", "[classfile]") {
  {
    ClassBuilder b("Bad");
    Attribute code = b.code_attribute(code_of({op_return_}));
    code.declared_length = static_cast<uint32_t>(code.body.size() + 1);
    b.add_method(kPublicStatic, "run", "()V", {code});
    check_rejected(b.build(), kFormat, "Code segment has wrong length");
  }
  {
    ClassBuilder b("Bad");
    Attribute code = b.code_attribute(code_of({op_return_}));
    code.declared_length = static_cast<uint32_t>(code.body.size() - 1);
    b.add_method(kPublicStatic, "run", "()V", {code});
    check_rejected(b.build(), kFormat, "Code segment has wrong length");
  }
  {
    ClassBuilder b("Bad");
    CodeSpec code = code_of({op_return_});
    Attribute lines = b.attribute("LineNumberTable", be_u2s({1, 0, 7}));
    lines.declared_length = 8;
    code.attributes.push_back(lines);
    b.add_method(kPublicStatic, "run", "()V", code);
    check_rejected(b.build(), kFormat, "LineNumberTable attribute has wrong length");
  }
  {
    ClassBuilder b("Bad");
    Attribute value = b.attribute("ConstantValue", be_u2s({b.integer(1), 0}));
    b.add_field(0x0019, "K", "I", {value});
    check_rejected(b.build(), kFormat, "Invalid ConstantValue field attribute length 4");
  }
  {
    ClassBuilder b("Bad");
    Attribute exceptions = b.attribute("Exceptions", be_u2s({1, b.this_class}));
    exceptions.declared_length = 6;
    b.add_method(0x0401, "m", "()V", {exceptions});
    b.access_flags = 0x0421;
    check_rejected(b.build(), kFormat, "Exceptions attribute has wrong length");
  }
  {
    ClassBuilder b("Bad");
    Attribute source = b.attribute("SourceFile", be_u2s({b.utf8("Bad.java")}));
    source.declared_length = 3;
    b.add_class_attribute(source);
    check_rejected(b.build(), kFormat, "Wrong SourceFile attribute length");
  }
  {
    ClassBuilder b("Bad");
    Attribute unknown = b.attribute("Unknown", {1, 2, 3});
    unknown.declared_length = 1000;  // past the end of the file
    b.add_class_attribute(unknown);
    ParseResult result = parse_class_file(b.build(), "Bad");
    REQUIRE(result.class_file == nullptr);
    CHECK(result.error.message == "Truncated class file");
  }
}

TEST_CASE("ConstantValue must fit the field's type", "[classfile]") {
  ClassBuilder b("Bad");
  b.add_field(0x0019, "K", "J", {b.attribute("ConstantValue", be_u2s({b.integer(1)}))});
  check_rejected(b.build(), kFormat, "Inconsistent constant value type");

  ClassBuilder text("Bad");
  text.add_field(0x0019, "NAME", "Ljava/lang/String;",
                 {text.attribute("ConstantValue", be_u2s({text.string_entry("x")}))});
  check_accepted(text.build());
}
