// interp::analyze_method on every method of real class files, linked on
// their own without a running VM: the methods javac wrote are all accepted,
// and the methods of damaged copies that still parse are analysed or
// rejected, never crash or read outside their code (the sanitizer build
// checks the last). The interpreter trusts what the parser and this analysis
// accept, so together they must stand any input.
#include <catch2/catch.hpp>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "interp/stack_map.h"
#include "test/unit/support/corpus.h"
#include "test/unit/support/test_files.h"
#include "vm/classfile/class_file.h"
#include "vm/classpath/zip_archive.h"
#include "vm/runtime/linker.h"

using namespace loupe::vm;
using loupe::interp::analyze_method;
using loupe::test::conformance_classes;

namespace {

// Parses and links a class alone (no superclass, no interfaces): enough for
// the analysis, which reads only the method and its class's constant pool.
// Null when the bytes do not parse.
std::unique_ptr<Class> parse_and_link(const std::vector<uint8_t>& bytes, const std::string& name) {
  ParseResult parsed = parse_class_file(bytes, name);
  if (parsed.class_file == nullptr) return nullptr;
  auto klass = std::make_unique<Class>();
  // Linking fails only for a final method overridden, impossible without a superclass.
  if (!link_class(nullptr, *klass, *parsed.class_file)) return nullptr;
  return klass;
}

struct Outcome {
  size_t accepted = 0;
  std::vector<std::string> rejected;  // "Class.method(desc): message"
};

void analyze_all(const Class& klass, Outcome& outcome) {
  for (const Method& m : klass.methods) {
    if (m.code_length() == 0) continue;  // abstract or native
    std::string error;
    auto maps = analyze_method(m, &error);
    if (maps != nullptr && maps->stack_depth(0) == 0) {
      ++outcome.accepted;
    } else {
      outcome.rejected.push_back(m.qualified_name() + ": " + (maps ? "stack not empty at entry" : error));
    }
  }
}

std::string first_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (size_t i = 0; i < lines.size() && i < 10; ++i) out += lines[i] + "\n";
  return out;
}

}  // namespace

TEST_CASE("The analysis accepts every method of the class library", "[corpus]") {
  std::string error;
  auto jar = ZipArchive::open(loupe::test::required_env("LOUPE_CLASSLIB_JAR"), &error);
  REQUIRE(jar != nullptr);
  Outcome outcome;
  for (const std::string& entry : jar->entry_names()) {
    if (!entry.ends_with(".class")) continue;
    auto bytes = jar->read(entry, &error);
    REQUIRE(bytes.has_value());
    auto klass = parse_and_link(*bytes, entry.substr(0, entry.size() - 6));
    REQUIRE(klass != nullptr);
    analyze_all(*klass, outcome);
  }
  INFO(outcome.rejected.size() << " methods rejected:\n" << first_lines(outcome.rejected));
  CHECK(outcome.rejected.empty());
  CHECK(outcome.accepted > 3000);
}

TEST_CASE("The analysis accepts every method of the conformance suite", "[corpus]") {
  Outcome outcome;
  for (const auto& sample : conformance_classes()) {
    auto klass = parse_and_link(sample.bytes, sample.name);
    INFO(sample.name);
    REQUIRE(klass != nullptr);
    analyze_all(*klass, outcome);
  }
  INFO(outcome.rejected.size() << " methods rejected:\n" << first_lines(outcome.rejected));
  CHECK(outcome.rejected.empty());
  CHECK(outcome.accepted > 2000);
}

TEST_CASE("Methods of damaged classes that still parse are analysed or rejected", "[corpus]") {
  std::mt19937_64 random(31337);
  size_t linked = 0;
  Outcome outcome;
  for (const auto& sample : conformance_classes()) {
    for (int i = 0; i < 24; ++i) {
      loupe::test::DamagedCopy copy = loupe::test::damaged_copy(sample.bytes, random, i % 2 == 1);
      auto klass = parse_and_link(copy.bytes, sample.name);
      if (klass == nullptr) continue;
      ++linked;
      analyze_all(*klass, outcome);
    }
  }
  // Reaching this point is the test; the counts show the damage got through
  // the parser often enough for the analysis to see it.
  CHECK(linked > 1000);
  CHECK(outcome.accepted > 1000);
  CHECK(outcome.rejected.size() > 10);
}
