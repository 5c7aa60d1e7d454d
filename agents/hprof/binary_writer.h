// format=b: HPROF's binary format, "JAVA PROFILE 1.0.2"
// (docs/formats.md, "HPROF binary file"), as today's heap analyzers read it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>

#include "jvmpi.h"

namespace hprof {

// A record body under construction: numbers and IDs big-endian.
class Body {
 public:
  void u1(uint64_t v) { bytes_ += static_cast<char>(v & 0xff); }
  void u2(uint64_t v) { put(v, 2); }
  void u4(uint64_t v) { put(v, 4); }
  void u8(uint64_t v) { put(v, 8); }
  void id(uint64_t v) { put(v, 8); }
  void raw(const char* p, size_t n) { bytes_.append(p, n); }
  const std::string& bytes() const { return bytes_; }
  size_t size() const { return bytes_.size(); }
  void clear() { bytes_.clear(); }

 private:
  void put(uint64_t v, int n) {
    for (int i = n - 1; i >= 0; --i) bytes_ += static_cast<char>((v >> (8 * i)) & 0xff);
  }
  std::string bytes_;
};

// Writes records to a file or socket. Callers hold the data lock; nothing
// here runs in thread-suspended mode.
class BinaryWriter {
 public:
  ~BinaryWriter();
  // Takes the descriptor; writes the header and CONTROL_SETTINGS.
  void start(int fd, bool alloc_traces, bool cpu_sampling, int depth);
  void record(uint8_t tag, const Body& body);
  // The UTF8 record of a string, written on first use; its ID.
  uint64_t string_id(const std::string& text);
  // FRAME and TRACE records of a trace not yet written (and of nothing for
  // serial 0, "unknown").
  void trace(uint32_t serial);
  // LOAD_CLASS of every class not yet announced.
  void classes();
  // UNLOAD_CLASS of a class (announced first if it was not yet).
  void unload_class(uint32_t class_index);
  void start_thread(uint32_t serial, jobjectID object, const std::string& name, const std::string& group);
  void end_thread(uint32_t serial);
  void flush();

 private:
  int fd_ = -1;
  uint64_t start_ms_ = 0;
  std::string pending_;
  std::unordered_map<std::string, uint64_t> strings_;
  std::map<std::pair<uint32_t, jint>, uint64_t> frames_;  // (method serial, line) -> FRAME ID
  uint64_t next_id_ = 1;
  size_t classes_written_ = 1;  // Tables::classes[0] is "unknown"
};

// The IDs of the binary file. Class objects get IDs of their own, stable
// however often the collector moves them (odd numbers: no object address
// is odd); other objects keep the address the dump saw.
uint64_t class_file_id(uint32_t class_index);
uint64_t file_id(uintptr_t jvmpi_id);

// The binary sections (binary_dump.cpp).
void binary_heap_dump(const JVMPI_Event& event);
void binary_sites();
void binary_cpu_samples();

}  // namespace hprof
