// hprof's one reader of JVMPI level-2 heap dumps (agents/hprof/dump_reader.h)
// over a buffer built by hand as docs/formats.md lays it out: every root
// kind, class dumps with interfaces, constants and statics, an instance
// whose values run up the class chain (its superclass's CLASS_DUMP coming
// after it) with bytes no field claims, and both array kinds; then what
// makes a buffer unreadable.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "agents/hprof/dump_reader.h"

namespace {

using hprof::HeapDumpReader;

// Integers big-endian, pointers native, as the VM writes them.
class DumpBuilder {
 public:
  DumpBuilder& u1(uint64_t v) { return number(v, 1); }
  DumpBuilder& u2(uint64_t v) { return number(v, 2); }
  DumpBuilder& u4(uint64_t v) { return number(v, 4); }
  DumpBuilder& u8(uint64_t v) { return number(v, 8); }
  DumpBuilder& ptr(uintptr_t v) {
    char raw[sizeof v];
    std::memcpy(raw, &v, sizeof v);
    bytes.insert(bytes.end(), raw, raw + sizeof v);
    return *this;
  }
  std::vector<char> bytes;

 private:
  DumpBuilder& number(uint64_t v, int n) {
    for (int i = n - 1; i >= 0; --i) bytes.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
    return *this;
  }
};

struct Field {
  std::string name;
  std::string signature;
};

struct Layout {
  int num_interfaces = 0;
  std::vector<Field> statics;
  std::vector<Field> instances;
};

constexpr uintptr_t kBase = 0x1000, kDerived = 0x2000, kObject = 0x3000, kArray = 0x4000, kInts = 0x5000,
                    kEnv = 0x6000, kUnknownClass = 0x7000;

std::string hex(uint64_t v) {
  char text[24];
  std::snprintf(text, sizeof text, "%llx", static_cast<unsigned long long>(v));
  return text;
}

std::string big_endian(const char* p, size_t n) {
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i) v = (v << 8) | static_cast<unsigned char>(p[i]);
  return hex(v);
}

std::string text(const hprof::DumpValue& v) {
  return v.is_reference() ? "ref " + hex(v.reference) : "ty" + std::to_string(v.type) + " " + big_endian(v.bytes, v.size);
}

// Writes down every call, so that a test compares the whole walk.
struct Recorder {
  std::map<uintptr_t, Layout> layouts;
  std::vector<std::string> calls;

  const Layout& class_layout(uintptr_t id) {
    calls.push_back("layout " + hex(id));
    return layouts[id];  // an unknown class: no interfaces, no fields
  }
  void root(const hprof::DumpRoot& r) {
    calls.push_back("root " + std::to_string(r.kind) + " " + hex(r.object) + " " + hex(r.global_ref) + " " +
                    hex(r.env) + " " + std::to_string(r.frame));
  }
  void class_dump(const hprof::ClassDump& c, const Layout& layout) {
    std::string line = "class " + hex(c.id) + " super " + hex(c.super) + " " + hex(c.loader) + " " + hex(c.signers) +
                       " " + hex(c.domain) + " size " + std::to_string(c.instance_size);
    for (const hprof::DumpConstant& k : c.constants) line += " [" + std::to_string(k.index) + "] " + text(k.value);
    REQUIRE(c.statics.size() == layout.statics.size());
    for (size_t i = 0; i < c.statics.size(); ++i) line += " " + layout.statics[i].name + "=" + text(c.statics[i]);
    calls.push_back(line);
  }
  void instance_begin(const hprof::InstanceDump& d) {
    calls.push_back("instance " + hex(d.id) + " of " + hex(d.class_id) + " " + std::to_string(d.byte_count));
  }
  void instance_field(const Field& f, const hprof::DumpValue& v) { calls.push_back("  " + f.name + "=" + text(v)); }
  void instance_end(const hprof::InstanceDump& d, const char* rest, size_t size) {
    calls.push_back("end " + hex(d.id) + " rest " + big_endian(rest, size) + " (" + std::to_string(size) + ")");
  }
  void object_array(const hprof::ObjectArrayDump& d) {
    std::string line = "objects " + hex(d.id) + " of " + hex(d.element_class) + ":";
    for (uint32_t i = 0; i < d.length; ++i) line += " " + hex(d.element(i));
    calls.push_back(line);
  }
  void primitive_array(const hprof::PrimitiveArrayDump& d) {
    calls.push_back("primitives " + hex(d.id) + " ty" + std::to_string(d.type) + " x" + std::to_string(d.length) + " " +
                    big_endian(d.elements, d.size));
  }
};

Recorder recorder() {
  Recorder r;
  r.layouts[kBase] = Layout{0, {}, {{"count", "J"}}};
  r.layouts[kDerived] = Layout{1, {{"total", "I"}, {"cache", "Ljava/lang/Object;"}}, {{"flag", "Z"}, {"next", "[I"}}};
  return r;
}

void class_dump(DumpBuilder& b, uintptr_t id, uintptr_t super, uint32_t size) {
  b.u1(JVMPI_GC_CLASS_DUMP).ptr(id).ptr(super).ptr(0xa0).ptr(0).ptr(0xb0).ptr(0xc0).ptr(0).u4(size);
}

// Roots, then the instance before its superclass's CLASS_DUMP.
DumpBuilder sample_dump() {
  DumpBuilder b;
  b.u1(JVMPI_GC_ROOT_UNKNOWN).ptr(kObject);
  b.u1(JVMPI_GC_ROOT_JNI_GLOBAL).ptr(kObject).ptr(0x77);
  b.u1(JVMPI_GC_ROOT_JNI_LOCAL).ptr(kObject).ptr(kEnv).u4(2);
  b.u1(JVMPI_GC_ROOT_JAVA_FRAME).ptr(kArray).ptr(kEnv).u4(0xffffffff);
  b.u1(JVMPI_GC_ROOT_NATIVE_STACK).ptr(kInts).ptr(kEnv);
  b.u1(JVMPI_GC_ROOT_STICKY_CLASS).ptr(kBase);
  b.u1(JVMPI_GC_ROOT_THREAD_BLOCK).ptr(kObject).ptr(kEnv);
  b.u1(JVMPI_GC_ROOT_MONITOR_USED).ptr(kObject);
  class_dump(b, kDerived, kBase, 17);
  b.ptr(0xd0);  // the one interface
  b.u2(2).u2(3).u1(JVMPI_INT).u4(42).u2(7).u1(JVMPI_CLASS).ptr(kObject);
  b.u4(0x01020304).ptr(kArray);  // statics: total, cache
  // flag, next, then Base's count, then two bytes no field claims.
  b.u1(JVMPI_GC_INSTANCE_DUMP).ptr(kObject).ptr(kDerived).u4(1 + sizeof(void*) + 8 + 2);
  b.u1(1).ptr(kInts).u8(0x1122334455667788).u2(0xbeef);
  class_dump(b, kBase, 0, 8);
  b.u2(0);
  b.u1(JVMPI_GC_OBJ_ARRAY_DUMP).ptr(kArray).u4(3).ptr(kBase).ptr(kObject).ptr(0).ptr(kArray);
  b.u1(JVMPI_GC_PRIM_ARRAY_DUMP).ptr(kInts).u4(2).u1(JVMPI_INT).u4(5).u4(6);
  return b;
}

HeapDumpReader reader_of(const DumpBuilder& b) { return HeapDumpReader(b.bytes.data(), b.bytes.data() + b.bytes.size()); }

}  // namespace

TEST_CASE("learn_classes reads every record and asks only for class layouts", "[hprof-dump]") {
  DumpBuilder b = sample_dump();
  HeapDumpReader reader = reader_of(b);
  Recorder r = recorder();
  REQUIRE(reader.learn_classes(r));
  CHECK(r.calls == std::vector<std::string>{"layout " + hex(kDerived), "layout " + hex(kBase)});
  CHECK(reader.superclass(kDerived) == kBase);
  CHECK(reader.superclass(kBase) == 0);
  CHECK(reader.superclass(kObject) == 0);
}

TEST_CASE("visit decodes every record, instance values up the class chain", "[hprof-dump]") {
  DumpBuilder b = sample_dump();
  HeapDumpReader reader = reader_of(b);
  Recorder r = recorder();
  REQUIRE(reader.learn_classes(r));
  r.calls.clear();
  REQUIRE(reader.visit(r));
  const std::string env = " " + hex(kEnv);
  std::vector<std::string> expected = {
      "root 255 " + hex(kObject) + " 0 0 0",
      "root 1 " + hex(kObject) + " 77 0 0",
      "root 2 " + hex(kObject) + " 0" + env + " 2",
      "root 3 " + hex(kArray) + " 0" + env + " -1",
      "root 4 " + hex(kInts) + " 0" + env + " 0",
      "root 5 " + hex(kBase) + " 0 0 0",
      "root 6 " + hex(kObject) + " 0" + env + " 0",
      "root 7 " + hex(kObject) + " 0 0 0",
      "layout " + hex(kDerived),
      "class " + hex(kDerived) + " super " + hex(kBase) + " a0 0 b0 size 17 [3] ty10 2a [7] ref " + hex(kObject) +
          " total=ty10 1020304 cache=ref " + hex(kArray),
      "instance " + hex(kObject) + " of " + hex(kDerived) + " " + std::to_string(1 + sizeof(void*) + 8 + 2),
      "layout " + hex(kDerived),
      "  flag=ty4 1",
      "  next=ref " + hex(kInts),
      "layout " + hex(kBase),
      "  count=ty11 1122334455667788",
      "end " + hex(kObject) + " rest beef (2)",
      "layout " + hex(kBase),
      "class " + hex(kBase) + " super 0 a0 0 b0 size 8",
      "objects " + hex(kArray) + " of " + hex(kBase) + ": " + hex(kObject) + " 0 " + hex(kArray),
      "primitives " + hex(kInts) + " ty10 x2 500000006",
  };
  CHECK(r.calls == expected);
}

TEST_CASE("an instance of a class the dump does not describe keeps its bytes", "[hprof-dump]") {
  DumpBuilder b;
  b.u1(JVMPI_GC_INSTANCE_DUMP).ptr(kObject).ptr(kUnknownClass).u4(3).u1(9).u2(0x0a0b);
  HeapDumpReader reader = reader_of(b);
  Recorder r;
  REQUIRE(reader.learn_classes(r));
  CHECK(r.calls.empty());
  REQUIRE(reader.visit(r));
  CHECK(r.calls == std::vector<std::string>{"instance " + hex(kObject) + " of " + hex(kUnknownClass) + " 3",
                                            "layout " + hex(kUnknownClass),
                                            "end " + hex(kObject) + " rest 90a0b (3)"});
}

TEST_CASE("a buffer that cannot be read is refused by learn_classes", "[hprof-dump]") {
  SECTION("an unknown tag") {
    DumpBuilder b;
    b.u1(JVMPI_GC_ROOT_MONITOR_USED).ptr(kObject).u1(0x42);
    HeapDumpReader reader = reader_of(b);
    Recorder r;
    CHECK_FALSE(reader.learn_classes(r));
  }
  SECTION("a primitive array of an unknown type") {
    DumpBuilder b;
    b.u1(JVMPI_GC_PRIM_ARRAY_DUMP).ptr(kInts).u4(1).u1(3).u4(0);
    HeapDumpReader reader = reader_of(b);
    Recorder r;
    CHECK_FALSE(reader.learn_classes(r));
  }
  SECTION("every cut of a good buffer inside a record") {
    DumpBuilder whole = sample_dump();
    // Record boundaries: where a cut still leaves a readable buffer.
    std::vector<size_t> ends;
    for (size_t n = 1; n < whole.bytes.size(); ++n) {
      HeapDumpReader reader(whole.bytes.data(), whole.bytes.data() + n);
      Recorder r = recorder();
      if (reader.learn_classes(r)) ends.push_back(n);
    }
    // 8 roots, 2 class dumps, an instance and 2 arrays, less the last one.
    CHECK(ends.size() == 12);
  }
}
