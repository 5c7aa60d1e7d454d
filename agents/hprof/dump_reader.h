// The one reader of JVMPI's level-2 heap dump buffer (docs/formats.md,
// "JVMPI dump buffers"), shared by the text (heap_dump.cpp) and binary
// (binary_dump.cpp) heap dumps: HeapDumpReader walks the records and hands
// each one, decoded, to a visitor; the writers only format. Its cursor,
// Reader, also reads the monitor dump (monitors.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "jvmpi.h"

namespace hprof {

// A bounds-checked cursor over the dump: numbers big-endian, pointers in
// native order, as the JVMPI buffer has them.
class Reader {
 public:
  Reader(const char* begin, const char* end) : p_(begin), end_(end) {}
  bool done() const { return p_ >= end_; }
  bool ok() const { return ok_; }
  const char* here() const { return p_; }
  uint64_t number(size_t bytes) {
    if (!take(bytes)) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < bytes; ++i) v = (v << 8) | static_cast<unsigned char>(p_[i]);
    p_ += bytes;
    return v;
  }
  uintptr_t pointer() {
    uintptr_t v = 0;
    if (!take(sizeof v)) return 0;
    std::memcpy(&v, p_, sizeof v);
    p_ += sizeof v;
    return v;
  }
  // The next `bytes` bytes (skipped), or nullptr when the buffer ends first.
  const char* bytes(size_t count) {
    if (!take(count)) return nullptr;
    const char* at = p_;
    p_ += count;
    return at;
  }

 private:
  bool take(size_t bytes) {
    if (!ok_ || static_cast<size_t>(end_ - p_) < bytes) ok_ = false;
    return ok_;
  }
  const char* p_;
  const char* end_;
  bool ok_ = true;
};

// Size of a value of basic type ty (docs/formats.md's `ty`); 0 if unknown.
inline size_t type_size(int ty) {
  switch (ty) {
    case JVMPI_CLASS: return sizeof(void*);
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_FLOAT: case JVMPI_INT: return 4;
    case JVMPI_DOUBLE: case JVMPI_LONG: return 8;
    default: return 0;
  }
}

// The basic type code of a field descriptor: JVMPI_CLASS for references.
inline int signature_type(const std::string& signature) {
  switch (signature.empty() ? 'I' : signature[0]) {
    case 'Z': return JVMPI_BOOLEAN;
    case 'B': return JVMPI_BYTE;
    case 'C': return JVMPI_CHAR;
    case 'S': return JVMPI_SHORT;
    case 'I': return JVMPI_INT;
    case 'F': return JVMPI_FLOAT;
    case 'J': return JVMPI_LONG;
    case 'D': return JVMPI_DOUBLE;
    default: return JVMPI_CLASS;
  }
}

// ---- the decoded records ----------------------------------------------------

// A value: a reference, or a primitive's bytes as the buffer has them
// (big-endian, which HPROF's binary format keeps as they are).
struct DumpValue {
  int type = 0;                 // JVMPI_CLASS for a reference, else a primitive code
  uintptr_t reference = 0;      // type == JVMPI_CLASS: the object ID, 0 for null
  const char* bytes = nullptr;  // a primitive: its bytes in the buffer
  size_t size = 0;              // a primitive: type_size(type)
  bool is_reference() const { return type == JVMPI_CLASS; }
};

// A root record; the fields its kind does not have are 0.
struct DumpRoot {
  int kind = 0;              // the record's tag, JVMPI_GC_ROOT_*
  uintptr_t object = 0;
  uintptr_t global_ref = 0;  // ROOT_JNI_GLOBAL: the jobject of the reference
  uintptr_t env = 0;         // JNI_LOCAL, JAVA_FRAME, NATIVE_STACK, THREAD_BLOCK: the thread
  int32_t frame = 0;         // JNI_LOCAL, JAVA_FRAME: the frame depth (-1: no Java frame)
};

struct DumpConstant {
  uint32_t index = 0;
  DumpValue value;
};

// CLASS_DUMP without the class-name String and the reserved pointer, which
// no writer uses; the interfaces are read past.
struct ClassDump {
  uintptr_t id = 0, super = 0, loader = 0, signers = 0, domain = 0;
  uint32_t instance_size = 0;
  std::span<const DumpConstant> constants;
  std::span<const DumpValue> statics;  // one per statics[] of the class's layout, in order
};

// INSTANCE_DUMP's head; its values come one field at a time.
struct InstanceDump {
  uintptr_t id = 0, class_id = 0;
  uint32_t byte_count = 0;  // the bytes of all its values
};

struct ObjectArrayDump {
  uintptr_t id = 0;
  uint32_t length = 0;
  uintptr_t element_class = 0;  // JVMPI names the element class, not the array's
  const char* elements = nullptr;  // length native pointers, unaligned
  uintptr_t element(uint32_t i) const {
    uintptr_t v;
    std::memcpy(&v, elements + static_cast<size_t>(i) * sizeof v, sizeof v);
    return v;
  }
};

struct PrimitiveArrayDump {
  uintptr_t id = 0;
  uint32_t length = 0;
  int type = 0;                    // a primitive code
  const char* elements = nullptr;  // length values, big-endian
  size_t size = 0;                 // their bytes
};

// ---- the reader ---------------------------------------------------------------

// Walks a level-2 heap dump. The records leave out what CLASS_LOAD told
// (docs/formats.md), so the visitor describes classes; a visitor has
//
//   const Layout& class_layout(uintptr_t class_id);  // num_interfaces and the
//       // statics and instances, each with a `signature` (a descriptor);
//       // valid until the record that asked is visited
//   void root(const DumpRoot&);
//   void class_dump(const ClassDump&, const Layout&);
//   void instance_begin(const InstanceDump&);
//   void instance_field(const Field&, const DumpValue&);  // each of Layout's instances
//   void instance_end(const InstanceDump&, const char* unattributed, size_t size);
//   void object_array(const ObjectArrayDump&);
//   void primitive_array(const PrimitiveArrayDump&);
//
// Instance values are the class's fields, then its superclass's, and so
// on, the superclasses known from CLASS_DUMPs: learn_classes() reads them
// all first, and checks that every record can be read, so that visit()
// (which a writer calls once, after it) never stops half-way. A visitor's
// calls that ask the VM (class_layout may) come in the order of the
// records, so the agent's class numbers do not depend on the writer.
class HeapDumpReader {
 public:
  HeapDumpReader(const char* begin, const char* end) : begin_(begin), end_(end) {}

  // Pass 1: superclasses; only class_layout is called. False when a
  // record cannot be read (an unknown tag or type, or the buffer ends in
  // a record).
  template <typename Visitor>
  bool learn_classes(Visitor& visitor) {
    return walk<false>(visitor);
  }
  // Pass 2: every record to the visitor. False as learn_classes.
  template <typename Visitor>
  bool visit(Visitor& visitor) {
    return walk<true>(visitor);
  }

  // A class's superclass as its CLASS_DUMP gave it; 0 when unknown.
  uintptr_t superclass(uintptr_t class_id) const {
    auto found = supers_.find(class_id);
    return found == supers_.end() ? 0 : found->second;
  }

 private:
  static DumpValue value(Reader& r, int type) {
    DumpValue v;
    v.type = type;
    if (type == JVMPI_CLASS) {
      v.reference = r.pointer();
    } else {
      v.size = type_size(type);  // 0 for an unknown code: no bytes, as HotSpot's readers did
      v.bytes = r.bytes(v.size);
    }
    return v;
  }

  // visiting false: pass 1, which skips instance values (no class_layout
  // for their classes) and calls nothing but class_layout.
  template <bool visiting, typename Visitor>
  bool walk(Visitor& visitor) {
    Reader r(begin_, end_);
    while (!r.done() && r.ok()) {
      int tag = static_cast<int>(r.number(1));
      switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN:
        case JVMPI_GC_ROOT_JNI_GLOBAL:
        case JVMPI_GC_ROOT_JNI_LOCAL:
        case JVMPI_GC_ROOT_JAVA_FRAME:
        case JVMPI_GC_ROOT_NATIVE_STACK:
        case JVMPI_GC_ROOT_STICKY_CLASS:
        case JVMPI_GC_ROOT_THREAD_BLOCK:
        case JVMPI_GC_ROOT_MONITOR_USED: {
          DumpRoot root;
          root.kind = tag;
          root.object = r.pointer();
          if (tag == JVMPI_GC_ROOT_JNI_GLOBAL) root.global_ref = r.pointer();
          if (tag == JVMPI_GC_ROOT_JNI_LOCAL || tag == JVMPI_GC_ROOT_JAVA_FRAME || tag == JVMPI_GC_ROOT_NATIVE_STACK ||
              tag == JVMPI_GC_ROOT_THREAD_BLOCK) {
            root.env = r.pointer();
          }
          if (tag == JVMPI_GC_ROOT_JNI_LOCAL || tag == JVMPI_GC_ROOT_JAVA_FRAME) {
            root.frame = static_cast<int32_t>(static_cast<uint32_t>(r.number(4)));
          }
          if (visiting && r.ok()) visitor.root(root);
          break;
        }
        case JVMPI_GC_CLASS_DUMP: class_dump<visiting>(r, visitor); break;
        case JVMPI_GC_INSTANCE_DUMP: instance_dump<visiting>(r, visitor); break;
        case JVMPI_GC_OBJ_ARRAY_DUMP: {
          ObjectArrayDump a;
          a.id = r.pointer();
          a.length = static_cast<uint32_t>(r.number(4));
          a.element_class = r.pointer();
          a.elements = r.bytes(static_cast<size_t>(a.length) * sizeof(uintptr_t));
          if (visiting && r.ok()) visitor.object_array(a);
          break;
        }
        case JVMPI_GC_PRIM_ARRAY_DUMP: {
          PrimitiveArrayDump a;
          a.id = r.pointer();
          a.length = static_cast<uint32_t>(r.number(4));
          a.type = static_cast<int>(r.number(1));
          if (type_size(a.type) == 0) return false;
          a.size = static_cast<size_t>(a.length) * type_size(a.type);
          a.elements = r.bytes(a.size);
          if (visiting && r.ok()) visitor.primitive_array(a);
          break;
        }
        default:
          return false;
      }
    }
    return r.ok();
  }

  template <bool visiting, typename Visitor>
  void class_dump(Reader& r, Visitor& visitor) {
    ClassDump c;
    c.id = r.pointer();
    c.super = r.pointer();
    c.loader = r.pointer();
    c.signers = r.pointer();
    c.domain = r.pointer();
    r.pointer();  // the class name String
    r.pointer();  // reserved
    c.instance_size = static_cast<uint32_t>(r.number(4));
    if (!r.ok()) return;
    supers_[c.id] = c.super;
    const auto& layout = visitor.class_layout(c.id);
    r.bytes(static_cast<size_t>(layout.num_interfaces > 0 ? layout.num_interfaces : 0) * sizeof(uintptr_t));
    uint32_t count = static_cast<uint32_t>(r.number(2));
    constants_.clear();
    for (uint32_t i = 0; i < count && r.ok(); ++i) {
      DumpConstant k;
      k.index = static_cast<uint32_t>(r.number(2));
      k.value = value(r, static_cast<int>(r.number(1)));
      constants_.push_back(k);
    }
    statics_.clear();
    for (const auto& field : layout.statics) statics_.push_back(value(r, signature_type(field.signature)));
    c.constants = constants_;
    c.statics = statics_;
    if (visiting && r.ok()) visitor.class_dump(c, layout);
  }

  template <bool visiting, typename Visitor>
  void instance_dump(Reader& r, Visitor& visitor) {
    InstanceDump d;
    d.id = r.pointer();
    d.class_id = r.pointer();
    d.byte_count = static_cast<uint32_t>(r.number(4));
    if (!visiting || !r.ok()) {
      r.bytes(d.byte_count);
      return;
    }
    const char* at = r.bytes(d.byte_count);
    if (at == nullptr) return;
    Reader values(at, at + d.byte_count);
    visitor.instance_begin(d);
    // A chain we cannot follow ends the values; the byte count says where
    // the record ends whatever happens.
    size_t used = 0;
    for (uintptr_t c = d.class_id; c != 0 && used < d.byte_count; c = superclass(c)) {
      for (const auto& field : visitor.class_layout(c).instances) {
        int type = signature_type(field.signature);
        size_t size = type_size(type);
        if (used + size > d.byte_count) break;
        visitor.instance_field(field, value(values, type));
        used += size;
      }
    }
    visitor.instance_end(d, values.here(), d.byte_count - used);
  }

  const char* begin_;
  const char* end_;
  std::unordered_map<uintptr_t, uintptr_t> supers_;
  // A class dump's values, reused from one to the next.
  std::vector<DumpConstant> constants_;
  std::vector<DumpValue> statics_;
};

}  // namespace hprof
