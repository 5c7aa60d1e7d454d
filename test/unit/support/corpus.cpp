#include "test/unit/support/corpus.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "test/unit/support/test_files.h"

namespace loupe::test {

namespace fs = std::filesystem;

const std::vector<ClassSample>& conformance_classes() {
  static const std::vector<ClassSample> samples = [] {
    const fs::path root = required_env("LOUPE_JAVA_TEST_CLASSES");
    std::vector<ClassSample> out;
    for (const fs::path& file : class_files_under(root)) {
      fs::path relative = fs::relative(file, root);
      auto part = relative.begin();
      std::string target = (part++)->string();
      ++part;  // the test's own directory
      fs::path class_path;
      for (; part != relative.end(); ++part) class_path /= *part;
      class_path.replace_extension();
      out.push_back({class_path.generic_string(), target, read_file(file)});
    }
    return out;
  }();
  return samples;
}

DamagedCopy damaged_copy(const std::vector<uint8_t>& original, std::mt19937_64& random, bool overwrite) {
  DamagedCopy copy{original, original.size(), ""};
  if (!overwrite) {
    size_t pos = random() % original.size();
    int bit = static_cast<int>(random() % 8);
    copy.bytes[pos] ^= static_cast<uint8_t>(1 << bit);
    copy.first_damaged = pos;
    char text[64];
    std::snprintf(text, sizeof text, "bit %d of byte %zu flipped", bit, pos);
    copy.description = text;
    return copy;
  }
  copy.description = "bytes overwritten:";
  for (int n = 1 + static_cast<int>(random() % 4); n > 0; --n) {
    size_t pos = random() % original.size();
    uint64_t choice = random() % 3;
    copy.bytes[pos] = choice == 0 ? 0x00 : choice == 1 ? 0xFF : static_cast<uint8_t>(random());
    copy.first_damaged = std::min(copy.first_damaged, pos);
    char text[32];
    std::snprintf(text, sizeof text, " %zu=%u", pos, unsigned{copy.bytes[pos]});
    copy.description += text;
  }
  return copy;
}

}  // namespace loupe::test
