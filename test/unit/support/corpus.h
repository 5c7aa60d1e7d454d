// Real class files for the corpus tests: every class the conformance suite
// compiled ($LOUPE_JAVA_TEST_CLASSES/<target>/<Test>/<package path>.class),
// and damaged copies of them.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace loupe::test {

struct ClassSample {
  std::string name;    // internal form, from the file's path
  std::string target;  // "17" or "8": javac's target
  std::vector<uint8_t> bytes;
};

// Every conformance-suite class, read once.
const std::vector<ClassSample>& conformance_classes();

struct DamagedCopy {
  std::vector<uint8_t> bytes;
  size_t first_damaged;     // offset of the first byte changed
  std::string description;  // for failure messages
};

// One bit flipped, or (with `overwrite`) one to four bytes set to 0x00, 0xFF
// or a random value, at positions drawn from `random`.
DamagedCopy damaged_copy(const std::vector<uint8_t>& original, std::mt19937_64& random, bool overwrite);

}  // namespace loupe::test
