// Builds zip archives in memory (stored or deflated by zlib), remembering
// where each structure went so that tests can corrupt exactly one field.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace loupe::test {

struct ZipEntrySpec {
  std::string name;
  std::string data;
  bool deflate = true;
};

struct ZipImage {
  std::vector<uint8_t> bytes;
  std::vector<size_t> local_headers;    // offset of each entry's local header
  std::vector<size_t> central_headers;  // offset of each entry's central-directory header
  size_t end_record = 0;                // offset of the end-of-central-directory record

  // Field offsets inside a central-directory header and the end record.
  static constexpr size_t kCentralMethod = 10;
  static constexpr size_t kCentralCrc = 16;
  static constexpr size_t kCentralCompressedSize = 20;
  static constexpr size_t kCentralUncompressedSize = 24;
  static constexpr size_t kCentralLocalOffset = 42;
  static constexpr size_t kEndEntryCount = 10;
  static constexpr size_t kEndDirectoryOffset = 16;

  void put_u2(size_t offset, uint16_t value);
  void put_u4(size_t offset, uint32_t value);
  uint32_t get_u4(size_t offset) const;
};

ZipImage build_zip(const std::vector<ZipEntrySpec>& entries, const std::string& comment = "");

}  // namespace loupe::test
