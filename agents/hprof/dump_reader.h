// Reading a JVMPI heap dump buffer (docs/formats.md, "JVMPI dump buffers"), shared by
// the text (heap_dump.cpp) and binary (binary_dump.cpp) heap dumps.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

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
  void skip(size_t bytes) {
    if (take(bytes)) p_ += bytes;
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

// Size of a value of basic type ty (hprof-reference.md §3.6); 0 if unknown.
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

// Size of a field's value from its descriptor; references are pointers.
inline size_t signature_size(const std::string& signature) {
  switch (signature.empty() ? 'I' : signature[0]) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return sizeof(void*);
  }
}

inline bool is_reference(const std::string& signature) {
  return !signature.empty() && (signature[0] == 'L' || signature[0] == '[');
}

// The basic type code (§3.6) of a field descriptor.
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

}  // namespace hprof
