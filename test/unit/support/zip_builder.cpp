#include "test/unit/support/zip_builder.h"

#include <zlib.h>

#include <stdexcept>

namespace loupe::test {

namespace {

class LittleEndianWriter {
 public:
  explicit LittleEndianWriter(std::vector<uint8_t>& out) : out_(out) {}
  void u2(uint16_t v) {
    out_.push_back(static_cast<uint8_t>(v));
    out_.push_back(static_cast<uint8_t>(v >> 8));
  }
  void u4(uint32_t v) {
    u2(static_cast<uint16_t>(v));
    u2(static_cast<uint16_t>(v >> 16));
  }
  void append(const void* data, size_t n) {
    const auto* p = static_cast<const uint8_t*>(data);
    out_.insert(out_.end(), p, p + n);
  }

 private:
  std::vector<uint8_t>& out_;
};

// Raw deflate (no zlib header), as zip entries hold it.
std::vector<uint8_t> raw_deflate(const std::string& data) {
  z_stream z{};
  if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    throw std::runtime_error("deflateInit2 failed");
  }
  std::vector<uint8_t> out(deflateBound(&z, static_cast<uLong>(data.size())));
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = out.data();
  z.avail_out = static_cast<uInt>(out.size());
  int status = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (status != Z_STREAM_END) throw std::runtime_error("deflate did not finish");
  return out;
}

}  // namespace

void ZipImage::put_u2(size_t offset, uint16_t value) {
  bytes.at(offset) = static_cast<uint8_t>(value);
  bytes.at(offset + 1) = static_cast<uint8_t>(value >> 8);
}

void ZipImage::put_u4(size_t offset, uint32_t value) {
  put_u2(offset, static_cast<uint16_t>(value));
  put_u2(offset + 2, static_cast<uint16_t>(value >> 16));
}

uint32_t ZipImage::get_u4(size_t offset) const {
  return uint32_t{bytes.at(offset)} | (uint32_t{bytes.at(offset + 1)} << 8) | (uint32_t{bytes.at(offset + 2)} << 16) |
         (uint32_t{bytes.at(offset + 3)} << 24);
}

ZipImage build_zip(const std::vector<ZipEntrySpec>& entries, const std::string& comment) {
  ZipImage image;
  LittleEndianWriter out(image.bytes);
  struct Written {
    uint16_t method;
    uint32_t crc, compressed, uncompressed;
  };
  std::vector<Written> written;
  for (const ZipEntrySpec& e : entries) {
    std::vector<uint8_t> payload = e.deflate ? raw_deflate(e.data) : std::vector<uint8_t>(e.data.begin(), e.data.end());
    Written w{static_cast<uint16_t>(e.deflate ? 8 : 0),
              static_cast<uint32_t>(
                  crc32(0, reinterpret_cast<const Bytef*>(e.data.data()), static_cast<uInt>(e.data.size()))),
              static_cast<uint32_t>(payload.size()), static_cast<uint32_t>(e.data.size())};
    image.local_headers.push_back(image.bytes.size());
    out.u4(0x04034b50);
    out.u2(20);  // version needed
    out.u2(0);   // flags
    out.u2(w.method);
    out.u4(0);  // time, date
    out.u4(w.crc);
    out.u4(w.compressed);
    out.u4(w.uncompressed);
    out.u2(static_cast<uint16_t>(e.name.size()));
    out.u2(0);  // extra length
    out.append(e.name.data(), e.name.size());
    out.append(payload.data(), payload.size());
    written.push_back(w);
  }
  size_t directory_start = image.bytes.size();
  for (size_t i = 0; i < entries.size(); ++i) {
    const Written& w = written[i];
    image.central_headers.push_back(image.bytes.size());
    out.u4(0x02014b50);
    out.u2(20);  // version made by
    out.u2(20);  // version needed
    out.u2(0);   // flags
    out.u2(w.method);
    out.u4(0);  // time, date
    out.u4(w.crc);
    out.u4(w.compressed);
    out.u4(w.uncompressed);
    out.u2(static_cast<uint16_t>(entries[i].name.size()));
    out.u2(0);  // extra length
    out.u2(0);  // comment length
    out.u2(0);  // disk
    out.u2(0);  // internal attributes
    out.u4(0);  // external attributes
    out.u4(static_cast<uint32_t>(image.local_headers[i]));
    out.append(entries[i].name.data(), entries[i].name.size());
  }
  size_t directory_size = image.bytes.size() - directory_start;
  image.end_record = image.bytes.size();
  out.u4(0x06054b50);
  out.u2(0);  // this disk
  out.u2(0);  // directory's disk
  out.u2(static_cast<uint16_t>(entries.size()));
  out.u2(static_cast<uint16_t>(entries.size()));
  out.u4(static_cast<uint32_t>(directory_size));
  out.u4(static_cast<uint32_t>(directory_start));
  out.u2(static_cast<uint16_t>(comment.size()));
  out.append(comment.data(), comment.size());
  return image;
}

}  // namespace loupe::test
