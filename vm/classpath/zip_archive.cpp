#include "vm/classpath/zip_archive.h"

#include <zlib.h>

#include <algorithm>
#include <fstream>
#include <iterator>

namespace loupe::vm {

namespace {

constexpr uint32_t kEndOfCentralDirectory = 0x06054b50;
constexpr uint32_t kCentralDirectoryHeader = 0x02014b50;
constexpr uint32_t kLocalFileHeader = 0x04034b50;
constexpr size_t kEndRecordSize = 22;
constexpr size_t kLocalHeaderSize = 30;

// Little-endian reads from a byte vector; `ok` turns false on any overrun.
class Cursor {
 public:
  Cursor(const std::vector<uint8_t>& bytes, size_t pos) : bytes_(bytes), pos_(pos) {}
  uint16_t u2() {
    if (!fits(2)) return 0;
    uint16_t v = static_cast<uint16_t>(bytes_[pos_] | (bytes_[pos_ + 1] << 8));
    pos_ += 2;
    return v;
  }
  uint32_t u4() {
    if (!fits(4)) return 0;
    uint32_t v = uint32_t{bytes_[pos_]} | (uint32_t{bytes_[pos_ + 1]} << 8) |
                 (uint32_t{bytes_[pos_ + 2]} << 16) | (uint32_t{bytes_[pos_ + 3]} << 24);
    pos_ += 4;
    return v;
  }
  std::string text(size_t n) {
    if (!fits(n)) return {};
    std::string s(reinterpret_cast<const char*>(&bytes_[pos_]), n);
    pos_ += n;
    return s;
  }
  void skip(size_t n) {
    if (fits(n)) pos_ += n;
  }
  size_t position() const { return pos_; }
  bool ok() const { return ok_; }

 private:
  bool fits(size_t n) {
    if (!ok_ || pos_ > bytes_.size() || bytes_.size() - pos_ < n) {
      ok_ = false;
      return false;
    }
    return true;
  }
  const std::vector<uint8_t>& bytes_;
  size_t pos_;
  bool ok_ = true;
};

}  // namespace

std::unique_ptr<ZipArchive> ZipArchive::open(const std::string& path, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = "cannot open " + path;
    return nullptr;
  }
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return from_bytes(std::move(bytes), error);
}

std::unique_ptr<ZipArchive> ZipArchive::from_bytes(std::vector<uint8_t> bytes, std::string* error) {
  std::unique_ptr<ZipArchive> archive(new ZipArchive(std::move(bytes)));
  if (!archive->index(error)) return nullptr;
  return archive;
}

// Finds the end-of-central-directory record (searching back over a comment
// of up to 64 KiB) and indexes every central-directory entry.
bool ZipArchive::index(std::string* error) {
  const size_t size = bytes_.size();
  if (size < kEndRecordSize) {
    *error = "not a zip file (too short)";
    return false;
  }
  size_t lowest = size >= kEndRecordSize + 0xFFFF ? size - kEndRecordSize - 0xFFFF : 0;
  size_t end_record = SIZE_MAX;
  for (size_t pos = size - kEndRecordSize + 1; pos-- > lowest;) {
    if (Cursor(bytes_, pos).u4() == kEndOfCentralDirectory) {
      end_record = pos;
      break;
    }
  }
  if (end_record == SIZE_MAX) {
    *error = "not a zip file (no end of central directory)";
    return false;
  }
  Cursor end(bytes_, end_record + 10);
  uint16_t entry_count = end.u2();
  end.u4();  // central directory size
  uint32_t directory_offset = end.u4();
  if (directory_offset == 0xFFFFFFFF || entry_count == 0xFFFF) {
    *error = "zip64 archives are not supported";
    return false;
  }
  Cursor dir(bytes_, directory_offset);
  for (uint16_t i = 0; i < entry_count; ++i) {
    if (dir.u4() != kCentralDirectoryHeader) {
      *error = "corrupt central directory";
      return false;
    }
    dir.skip(6);  // versions, flags
    Entry e;
    e.method = dir.u2();
    dir.skip(4);  // time, date
    e.crc32 = dir.u4();
    e.compressed_size = dir.u4();
    e.uncompressed_size = dir.u4();
    uint16_t name_length = dir.u2(), extra_length = dir.u2(), comment_length = dir.u2();
    dir.skip(8);  // disk, attributes
    e.local_header_offset = dir.u4();
    std::string name = dir.text(name_length);
    dir.skip(extra_length);
    dir.skip(comment_length);
    if (!dir.ok()) {
      *error = "corrupt central directory";
      return false;
    }
    entries_.emplace(std::move(name), e);
  }
  return true;
}

std::optional<std::vector<uint8_t>> ZipArchive::read(std::string_view name, std::string* error) const {
  auto it = entries_.find(std::string(name));
  if (it == entries_.end()) return std::nullopt;
  const Entry& e = it->second;
  Cursor local(bytes_, e.local_header_offset);
  bool header_ok = local.u4() == kLocalFileHeader;
  local.skip(22);
  uint16_t name_length = local.u2(), extra_length = local.u2();
  size_t data = e.local_header_offset + kLocalHeaderSize + name_length + extra_length;
  if (!header_ok || !local.ok() || data > bytes_.size() || bytes_.size() - data < e.compressed_size) {
    *error = "corrupt zip entry " + std::string(name);
    return std::nullopt;
  }
  // The sizes are checked before the output is allocated, so that a corrupt
  // directory entry cannot make the reader allocate up to 4 GiB: stored data
  // is as long as it is, and deflate expands data at most 1032-fold.
  if (e.method == 0 && e.compressed_size != e.uncompressed_size) {
    *error = "corrupt stored zip entry " + std::string(name);
    return std::nullopt;
  }
  if (e.method == 8 && e.uncompressed_size / 1032 > e.compressed_size) {
    *error = "corrupt deflated zip entry " + std::string(name);
    return std::nullopt;
  }
  if (e.method != 0 && e.method != 8) {
    *error = "unsupported compression method " + std::to_string(e.method) + " for " + std::string(name);
    return std::nullopt;
  }
  std::vector<uint8_t> out(e.uncompressed_size);
  if (e.method == 0) {
    std::copy_n(bytes_.begin() + static_cast<std::ptrdiff_t>(data), e.compressed_size, out.begin());
  } else {
    z_stream z{};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK) {
      *error = "zlib initialisation failed";
      return std::nullopt;
    }
    Bytef empty_output;  // zlib refuses a null output buffer, even for an empty entry
    z.next_in = const_cast<Bytef*>(bytes_.data() + data);
    z.avail_in = e.compressed_size;
    z.next_out = out.empty() ? &empty_output : out.data();
    z.avail_out = e.uncompressed_size;
    int status = inflate(&z, Z_FINISH);
    bool complete = status == Z_STREAM_END && z.total_out == e.uncompressed_size;
    inflateEnd(&z);
    if (!complete) {
      *error = "corrupt deflated zip entry " + std::string(name);
      return std::nullopt;
    }
  }
  if (crc32(0, out.data(), static_cast<uInt>(out.size())) != e.crc32) {
    *error = "CRC mismatch in zip entry " + std::string(name);
    return std::nullopt;
  }
  return out;
}

std::vector<std::string> ZipArchive::entry_names() const {
  std::vector<std::string> names;
  names.reserve(entries_.size());
  for (const auto& [name, entry] : entries_) names.push_back(name);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace loupe::vm
