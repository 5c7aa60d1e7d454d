// The zip reader on archives built here with zlib: stored and deflated
// entries, and one corruption at a time.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test/unit/support/zip_builder.h"
#include "vm/classpath/zip_archive.h"

using loupe::test::build_zip;
using loupe::test::ZipImage;
using loupe::vm::ZipArchive;

namespace {

std::unique_ptr<ZipArchive> open_image(const ZipImage& image, std::string* error) {
  return ZipArchive::from_bytes(image.bytes, error);
}

// The text of entry `name`, or "error: <message>" when reading fails.
std::string read_text(const ZipArchive& zip, const std::string& name) {
  std::string error;
  auto bytes = zip.read(name, &error);
  if (!bytes) return "error: " + error;
  return std::string(bytes->begin(), bytes->end());
}

// Compresses well, so deflated entries are much shorter than their data.
std::string repetitive_text() {
  std::string text;
  for (int i = 0; i < 200; ++i) text += "line " + std::to_string(i % 7) + " of a repetitive text\n";
  return text;
}

ZipImage two_entry_zip() {
  return build_zip({{"stored.txt", "stored as it is", false}, {"dir/deflated.txt", repetitive_text(), true}});
}

}  // namespace

TEST_CASE("Stored and deflated entries read back as written", "[zip]") {
  ZipImage image = two_entry_zip();
  REQUIRE(image.get_u4(image.central_headers[1] + ZipImage::kCentralCompressedSize) < repetitive_text().size() / 4);
  std::string error;
  auto zip = open_image(image, &error);
  INFO(error);
  REQUIRE(zip != nullptr);
  CHECK(zip->contains("stored.txt"));
  CHECK(zip->contains("dir/deflated.txt"));
  CHECK_FALSE(zip->contains("dir/"));
  CHECK_FALSE(zip->contains("missing.txt"));
  CHECK(zip->entry_names() == std::vector<std::string>{"dir/deflated.txt", "stored.txt"});
  CHECK(read_text(*zip, "stored.txt") == "stored as it is");
  CHECK(read_text(*zip, "dir/deflated.txt") == repetitive_text());
}

TEST_CASE("Empty stored entries and an empty archive", "[zip]") {
  std::string error;
  auto zip = open_image(build_zip({{"empty", "", false}}), &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "empty").empty());
  auto none = open_image(build_zip({}), &error);
  REQUIRE(none != nullptr);
  CHECK(none->entry_names().empty());
}

// Known bug, not fixed here: ZipArchive::read hands zlib a null output
// buffer for an empty entry, and inflate() refuses it with Z_STREAM_ERROR.
TEST_CASE("An empty deflated entry reads as empty", "[zip]") {
  std::string error;
  auto zip = open_image(build_zip({{"empty.z", "", true}}), &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "empty.z").empty());
}

TEST_CASE("A missing entry reads as absent, without an error", "[zip]") {
  std::string error;
  auto zip = open_image(two_entry_zip(), &error);
  REQUIRE(zip != nullptr);
  CHECK_FALSE(zip->read("missing.txt", &error).has_value());
  CHECK(error.empty());
}

TEST_CASE("The end record is found behind an archive comment", "[zip]") {
  std::string error;
  auto zip = open_image(build_zip({{"a.txt", "A", true}}, std::string(1000, 'c')), &error);
  INFO(error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "a.txt") == "A");
}

TEST_CASE("A wrong CRC is reported when the entry is read", "[zip]") {
  ZipImage image = two_entry_zip();
  for (size_t entry = 0; entry < 2; ++entry) {
    size_t crc = image.central_headers[entry] + ZipImage::kCentralCrc;
    image.put_u4(crc, image.get_u4(crc) ^ 1);
  }
  std::string error;
  auto zip = open_image(image, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "stored.txt") == "error: CRC mismatch in zip entry stored.txt");
  CHECK(read_text(*zip, "dir/deflated.txt") == "error: CRC mismatch in zip entry dir/deflated.txt");
}

TEST_CASE("Files that are not zip archives", "[zip]") {
  std::string error;
  CHECK(ZipArchive::from_bytes({'P', 'K'}, &error) == nullptr);
  CHECK(error == "not a zip file (too short)");
  CHECK(ZipArchive::from_bytes(std::vector<uint8_t>(100, 'x'), &error) == nullptr);
  CHECK(error == "not a zip file (no end of central directory)");
  CHECK(ZipArchive::open("/nonexistent/loupe.jar", &error) == nullptr);
  CHECK(error == "cannot open /nonexistent/loupe.jar");
}

TEST_CASE("A truncated archive is refused", "[zip]") {
  ZipImage image = two_entry_zip();
  // Without its end record the archive is not recognised at all.
  std::string error;
  std::vector<uint8_t> no_end(image.bytes.begin(), image.bytes.begin() + static_cast<long>(image.end_record));
  CHECK(ZipArchive::from_bytes(no_end, &error) == nullptr);
  CHECK(error == "not a zip file (no end of central directory)");

  // Every shorter prefix fails to open, cleanly.
  for (size_t length = 0; length < image.bytes.size(); ++length) {
    std::vector<uint8_t> prefix(image.bytes.begin(), image.bytes.begin() + static_cast<long>(length));
    error.clear();
    INFO("length " << length);
    CHECK(ZipArchive::from_bytes(prefix, &error) == nullptr);
    CHECK_FALSE(error.empty());
  }
}

TEST_CASE("A central directory outside the file is refused", "[zip]") {
  ZipImage image = two_entry_zip();
  image.put_u4(image.end_record + ZipImage::kEndDirectoryOffset, static_cast<uint32_t>(image.bytes.size() + 100));
  std::string error;
  CHECK(open_image(image, &error) == nullptr);
  CHECK(error == "corrupt central directory");

  ZipImage overlong = two_entry_zip();  // more entries than the directory holds
  overlong.put_u2(overlong.end_record + ZipImage::kEndEntryCount, 3);
  CHECK(open_image(overlong, &error) == nullptr);
  CHECK(error == "corrupt central directory");
}

TEST_CASE("Entries whose data lies outside the file are reported corrupt", "[zip]") {
  ZipImage image = two_entry_zip();
  image.put_u4(image.central_headers[0] + ZipImage::kCentralLocalOffset, 0x7FFFFFF0);
  size_t deflated_size = image.central_headers[1] + ZipImage::kCentralCompressedSize;
  image.put_u4(deflated_size, static_cast<uint32_t>(image.bytes.size()));
  std::string error;
  auto zip = open_image(image, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "stored.txt") == "error: corrupt zip entry stored.txt");
  CHECK(read_text(*zip, "dir/deflated.txt") == "error: corrupt zip entry dir/deflated.txt");
}

TEST_CASE("Sizes that disagree with the data, and unknown methods", "[zip]") {
  ZipImage image = two_entry_zip();
  size_t stored_size = image.central_headers[0] + ZipImage::kCentralUncompressedSize;
  image.put_u4(stored_size, image.get_u4(stored_size) - 1);
  size_t inflated_size = image.central_headers[1] + ZipImage::kCentralUncompressedSize;
  image.put_u4(inflated_size, image.get_u4(inflated_size) + 1);
  std::string error;
  auto zip = open_image(image, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "stored.txt") == "error: corrupt stored zip entry stored.txt");
  CHECK(read_text(*zip, "dir/deflated.txt") == "error: corrupt deflated zip entry dir/deflated.txt");

  ZipImage bzip2 = two_entry_zip();
  bzip2.put_u2(bzip2.central_headers[0] + ZipImage::kCentralMethod, 12);
  zip = open_image(bzip2, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "stored.txt") == "error: unsupported compression method 12 for stored.txt");
}

TEST_CASE("Impossible sizes are reported before anything is allocated for them", "[zip]") {
  // Each would ask for 4 GiB; the sanitizer build caps allocations well below.
  constexpr uint32_t kHuge = 0xFFFFFFF0;
  ZipImage image = two_entry_zip();
  image.put_u4(image.central_headers[0] + ZipImage::kCentralUncompressedSize, kHuge);
  image.put_u4(image.central_headers[1] + ZipImage::kCentralUncompressedSize, kHuge);
  std::string error;
  auto zip = open_image(image, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "stored.txt") == "error: corrupt stored zip entry stored.txt");
  CHECK(read_text(*zip, "dir/deflated.txt") == "error: corrupt deflated zip entry dir/deflated.txt");

  image.put_u2(image.central_headers[0] + ZipImage::kCentralMethod, 12);
  zip = open_image(image, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "stored.txt") == "error: unsupported compression method 12 for stored.txt");
}

TEST_CASE("Damaged deflate data is reported corrupt", "[zip]") {
  ZipImage image = two_entry_zip();
  size_t data = image.local_headers[1] + 30 + std::string("dir/deflated.txt").size();
  for (size_t i = 0; i < 8; ++i) image.bytes[data + i] = 0xFF;
  std::string error;
  auto zip = open_image(image, &error);
  REQUIRE(zip != nullptr);
  CHECK(read_text(*zip, "dir/deflated.txt") == "error: corrupt deflated zip entry dir/deflated.txt");
  CHECK(read_text(*zip, "stored.txt") == "stored as it is");
}

TEST_CASE("Zip64 archives are refused", "[zip]") {
  std::string error;
  ZipImage many = two_entry_zip();
  many.put_u2(many.end_record + ZipImage::kEndEntryCount, 0xFFFF);
  CHECK(open_image(many, &error) == nullptr);
  CHECK(error == "zip64 archives are not supported");

  ZipImage far = two_entry_zip();
  far.put_u4(far.end_record + ZipImage::kEndDirectoryOffset, 0xFFFFFFFF);
  CHECK(open_image(far, &error) == nullptr);
  CHECK(error == "zip64 archives are not supported");
}

TEST_CASE("Every bit flip in an archive gives an error or the right bytes", "[zip]") {
  const ZipImage original = two_entry_zip();
  const std::vector<std::pair<std::string, std::string>> expected = {{"stored.txt", "stored as it is"},
                                                                     {"dir/deflated.txt", repetitive_text()}};
  size_t opened = 0, wrong = 0;
  for (size_t pos = 0; pos < original.bytes.size(); ++pos) {
    for (int bit = 0; bit < 8; ++bit) {
      ZipImage image = original;
      image.bytes[pos] ^= static_cast<uint8_t>(1 << bit);
      std::string error;
      auto zip = open_image(image, &error);
      if (zip == nullptr) {
        wrong += error.empty();
        continue;
      }
      ++opened;
      for (const auto& [name, text] : expected) {
        std::string got = read_text(*zip, name);
        // A flip in a name or a field the reader does not use is harmless.
        if (got != text && !got.starts_with("error: ") && zip->contains(name)) ++wrong;
      }
    }
  }
  CHECK(opened > 0);
  CHECK(wrong == 0);
}
