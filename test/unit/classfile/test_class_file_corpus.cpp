// The class-file parser on real class files: every class of the class
// library and of the conformance suite parses; copies of the suite's classes
// cut short, with bits flipped or bytes overwritten either parse or are
// rejected with a message naming the class, and never crash, hang or read
// outside their bytes (the sanitizer build checks the last).
//
// Inputs come from the build: $LOUPE_CLASSLIB_JAR and
// $LOUPE_JAVA_TEST_CLASSES (<dir>/<target>/<Test>/<package path>.class).
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "test/unit/support/corpus.h"
#include "test/unit/support/test_files.h"
#include "vm/classfile/class_file.h"
#include "vm/classfile/descriptors.h"
#include "vm/classpath/zip_archive.h"

using namespace loupe::vm;
using loupe::test::ClassSample;
using loupe::test::conformance_classes;

namespace {

// The class a parser message names, in HotSpot's wordings: "... in class
// file X", "... in class file X (not a method)", "Field "f" in class X has
// illegal signature ...", "Illegal field modifiers in class X: 0x3",
// "Illegal field name "a.b" in class X", "Extra bytes at the end of class
// file X", "(class: X, ...", "X has been
// compiled ...", "X (class file version 44.0) was ...", "... enabled for X (...".
// ("Truncated class file" names none, as in HotSpot.)
std::optional<std::string> class_named_in(const std::string& message) {
  auto after = [&](const std::string& marker, const std::string& end) -> std::optional<std::string> {
    size_t start = message.rfind(marker);
    if (start == std::string::npos) return std::nullopt;
    start += marker.size();
    size_t stop = end.empty() ? message.size() : message.find(end, start);
    if (stop == std::string::npos) return std::nullopt;
    return message.substr(start, stop - start);
  };
  auto in_class_file = after(" in class file ", "");
  // (and HotSpot's "PermittedSubclasses attribute in final class file X")
  if (!in_class_file) in_class_file = after(" in final class file ", "");
  if (auto name = in_class_file) {
    size_t note = name->find(" (not ");
    return note == std::string::npos ? *name : name->substr(0, note);
  }
  if (auto name = after("(class: ", ", method: ")) return name;
  if (auto name = after("Preview features are not enabled for ", " (class file")) return name;
  for (const char* tail : {" has been compiled by a more recent version", " (class file version "}) {
    size_t at = message.find(tail);
    if (at != std::string::npos) return message.substr(0, at);
  }
  if (message.starts_with("Extra bytes at the end of class file "))
    return after("Extra bytes at the end of class file ", "");
  for (const char* end : {" has illegal signature", " has illegal modifiers", ": 0x"}) {
    if (auto name = after(" in class ", end)) return name;
  }
  if (message.starts_with("Illegal field name ") || message.starts_with("Illegal method name ")) {
    return after(" in class ", "");
  }
  return std::nullopt;
}

// Offset just past this_class in a well-formed class file: the bytes that
// decide which name the parser uses in its messages.
size_t end_of_this_class(const std::vector<uint8_t>& bytes) {
  size_t pos = 8;
  const unsigned count = (bytes[pos] << 8) | bytes[pos + 1];
  pos += 2;
  for (unsigned i = 1; i < count; ++i) {
    const uint8_t tag = bytes[pos++];
    switch (tag) {
      case 1: pos += 2 + ((bytes[pos] << 8) | bytes[pos + 1]); break;
      case 5: case 6: pos += 8; ++i; break;
      case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: pos += 4; break;
      case 15: pos += 3; break;
      default: pos += 2; break;  // Class, String, MethodType, Module, Package
    }
  }
  return pos + 4;  // access_flags, this_class
}

// Collects the first few problems of a long run, for one CHECK at the end.
struct Problems {
  std::vector<std::string> first;
  size_t count = 0;
  void add(const std::string& what) {
    if (first.size() < 10) first.push_back(what);
    ++count;
  }
};

// A damaged copy must parse or be rejected with a message naming the class:
// the file's own name, unless the damage is in the bytes that define it.
// Returns the kind of error, nullopt when the copy parsed.
std::optional<ClassFileErrorKind> check_damaged_copy(const ClassSample& sample, const std::vector<uint8_t>& bytes,
                                                     size_t first_damaged, const std::string& damage,
                                                     Problems& problems) {
  ParseResult result = parse_class_file(bytes, sample.name);
  if (result.class_file != nullptr) return std::nullopt;
  const std::string& message = result.error.message;
  if (message == "Truncated class file") return result.error.kind;
  // HotSpot names no class in this one either ("... length 5 in class file").
  if (message.starts_with("Invalid MethodParameters method attribute length ") && message.ends_with(" in class file")) {
    return result.error.kind;
  }
  std::optional<std::string> named = class_named_in(message);
  const bool may_rename = first_damaged < end_of_this_class(sample.bytes);
  if (message.empty() || !named || (may_rename ? named->empty() : *named != sample.name)) {
    problems.add(sample.name + " (" + sample.target + "), " + damage + ": \"" + message + "\"");
  }
  return result.error.kind;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("Every class of the class library jar parses", "[corpus]") {
  std::string error;
  auto jar = ZipArchive::open(loupe::test::required_env("LOUPE_CLASSLIB_JAR"), &error);
  INFO(error);
  REQUIRE(jar != nullptr);
  size_t parsed = 0;
  for (const std::string& entry : jar->entry_names()) {
    if (!entry.ends_with(".class")) continue;
    INFO(entry);
    auto bytes = jar->read(entry, &error);
    INFO(error);
    REQUIRE(bytes.has_value());
    const std::string name = entry.substr(0, entry.size() - 6);
    ParseResult result = parse_class_file(*bytes, name);
    INFO(result.error.message);
    REQUIRE(result.class_file != nullptr);
    CHECK(result.class_file->this_name->view() == name);
    CHECK(result.class_file->major_version == 52);
    ++parsed;
  }
  CHECK(parsed > 400);
}

TEST_CASE("Every compiled conformance-suite class parses", "[corpus]") {
  const auto& samples = conformance_classes();
  REQUIRE(samples.size() > 500);
  size_t java8 = 0;
  for (const ClassSample& sample : samples) {
    INFO(sample.name << " (" << sample.target << ")");
    ParseResult result = parse_class_file(sample.bytes, sample.name);
    INFO(result.error.message);
    REQUIRE(result.class_file != nullptr);
    CHECK(result.class_file->this_name->view() == sample.name);
    CHECK(result.class_file->major_version == (sample.target == "8" ? 52 : 61));
    java8 += sample.target == "8";
  }
  CHECK(java8 > 100);
}

TEST_CASE("Every prefix of a handful of classes is reported as truncated", "[corpus]") {
  const auto& samples = conformance_classes();
  // The two largest classes, and three more spread over the suite.
  std::vector<const ClassSample*> chosen;
  for (const ClassSample& s : samples) chosen.push_back(&s);
  std::sort(chosen.begin(), chosen.end(), [](auto* a, auto* b) { return a->bytes.size() > b->bytes.size(); });
  chosen.resize(2);
  for (size_t i = 1; i <= 3; ++i) chosen.push_back(&samples[i * samples.size() / 4]);

  for (const ClassSample* sample : chosen) {
    const std::string expected = "Truncated class file";
    Problems problems;
    for (size_t length = 0; length < sample->bytes.size(); ++length) {
      ParseResult result = parse_class_file(std::span(sample->bytes.data(), length), sample->name);
      if (result.class_file != nullptr || result.error.kind != ClassFileErrorKind::kClassFormat ||
          result.error.message != expected) {
        problems.add("length " + std::to_string(length) + ": " + result.error.message);
      }
    }
    INFO(sample->name << " (" << sample->bytes.size() << " bytes): " << problems.count << " problems:\n"
                      << joined(problems.first));
    CHECK(problems.count == 0);
  }
}

TEST_CASE("Sampled prefixes of every conformance class are reported as truncated", "[corpus]") {
  std::mt19937_64 random(20240611);
  Problems problems;
  for (const ClassSample& sample : conformance_classes()) {
    const std::string expected = "Truncated class file";
    std::vector<size_t> lengths = {0, 9, sample.bytes.size() / 2, sample.bytes.size() - 1};
    for (int i = 0; i < 16; ++i) lengths.push_back(random() % sample.bytes.size());
    for (size_t length : lengths) {
      ParseResult result = parse_class_file(std::span(sample.bytes.data(), length), sample.name);
      if (result.class_file != nullptr || result.error.message != expected) {
        problems.add(sample.name + " cut at " + std::to_string(length) + ": " + result.error.message);
      }
    }
  }
  INFO(problems.count << " problems:\n" << joined(problems.first));
  CHECK(problems.count == 0);
}

TEST_CASE("Damaged copies of every conformance class parse or are rejected cleanly", "[corpus]") {
  std::mt19937_64 random(19950523);
  Problems problems;
  size_t copies = 0, rejected = 0;
  std::vector<size_t> rejected_by_kind(3, 0);
  for (const ClassSample& sample : conformance_classes()) {
    for (int i = 0; i < 48; ++i) {
      loupe::test::DamagedCopy copy = loupe::test::damaged_copy(sample.bytes, random, i >= 24);
      if (auto kind = check_damaged_copy(sample, copy.bytes, copy.first_damaged, copy.description, problems)) {
        ++rejected;
        ++rejected_by_kind[static_cast<size_t>(*kind)];
      }
      ++copies;
    }
  }
  INFO(problems.count << " of " << copies << " damaged copies were mishandled; the first ones:\n"
                      << joined(problems.first));
  CHECK(problems.count == 0);
  // The damage reaches every stage: some copies still parse, and the
  // rejections come from the structure checks, the version check and the
  // code checker alike.
  CHECK(rejected < copies);
  CHECK(rejected_by_kind[static_cast<size_t>(ClassFileErrorKind::kClassFormat)] > copies / 10);
  CHECK(rejected_by_kind[static_cast<size_t>(ClassFileErrorKind::kUnsupportedVersion)] > 0);
  CHECK(rejected_by_kind[static_cast<size_t>(ClassFileErrorKind::kVerify)] > 0);
}
