// Read-only zip archives (jar files): the central directory is indexed when
// the archive is opened; entries are stored or deflated (through zlib) and
// checked against their CRC-32. Every offset read from the file is
// bounds-checked, so a corrupt archive yields an error, never a crash.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace loupe::vm {

class ZipArchive {
 public:
  // Null (with *error set) when the file cannot be read or is not a zip.
  static std::unique_ptr<ZipArchive> open(const std::string& path, std::string* error);
  static std::unique_ptr<ZipArchive> from_bytes(std::vector<uint8_t> bytes, std::string* error);

  bool contains(std::string_view name) const { return entries_.count(std::string(name)) != 0; }

  // The entry's bytes; nullopt when it is absent or (with *error set) corrupt.
  std::optional<std::vector<uint8_t>> read(std::string_view name, std::string* error) const;

  std::vector<std::string> entry_names() const;

 private:
  struct Entry {
    uint16_t method;
    uint32_t crc32;
    uint32_t compressed_size;
    uint32_t uncompressed_size;
    uint32_t local_header_offset;
  };

  explicit ZipArchive(std::vector<uint8_t> bytes) : bytes_(std::move(bytes)) {}
  bool index(std::string* error);

  std::vector<uint8_t> bytes_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace loupe::vm
