// The same hashes as ToStringHashes.java, from vm/text/ (java.util.Random
// reimplemented); run.sh --hashes compares the two outputs.
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "vm/text/java_number_text.h"

namespace {

// java.util.Random: 48-bit linear congruential generator.
class JavaRandom {
 public:
  explicit JavaRandom(int64_t seed) : seed_((static_cast<uint64_t>(seed) ^ kMultiplier) & kMask) {}

  int64_t next_long() {
    const auto high = static_cast<uint64_t>(static_cast<int64_t>(next(32)));
    const auto low = static_cast<uint64_t>(static_cast<int64_t>(next(32)));
    return static_cast<int64_t>((high << 32) + low);
  }

  int32_t next_int(int32_t bound) {
    int32_t r = next(31);
    const int32_t m = bound - 1;
    if ((bound & m) == 0) {
      return static_cast<int32_t>((bound * static_cast<int64_t>(r)) >> 31);
    }
    // Rejects the values that would bias the result; Java's int overflow included.
    for (int32_t u = r; wrapping_int(static_cast<int64_t>(u) - (r = u % bound) + m) < 0; u = next(31)) {
    }
    return r;
  }

 private:
  static constexpr uint64_t kMultiplier = 0x5DEECE66DULL;
  static constexpr uint64_t kMask = (uint64_t{1} << 48) - 1;

  static int32_t wrapping_int(int64_t value) { return static_cast<int32_t>(static_cast<uint32_t>(value)); }

  int32_t next(int bits) {
    seed_ = (seed_ * kMultiplier + 0xB) & kMask;
    return static_cast<int32_t>(static_cast<uint32_t>(seed_ >> (48 - bits)));
  }

  uint64_t seed_;
};

uint32_t java_string_hash(const std::string& ascii) {
  uint32_t h = 0;
  for (char c : ascii) {
    h = h * 31 + static_cast<unsigned char>(c);
  }
  return h;
}

void hash_all_floats() {
  for (uint64_t block = 0; block < 2048; ++block) {
    uint32_t h = 0;
    for (uint64_t bits = block << 20; bits < (block + 1) << 20; ++bits) {
      const float value = std::bit_cast<float>(static_cast<uint32_t>(bits));
      h = h * 31 + java_string_hash(loupe::text::java_float_to_string(value));
    }
    std::printf("%llu %x\n", static_cast<unsigned long long>(block), h);
  }
}

void hash_random_doubles(int blocks) {
  JavaRandom random(42);
  for (int block = 0; block < blocks; ++block) {
    uint32_t h = 0;
    for (int i = 0; i < (1 << 20); ++i) {
      double value;
      if ((block & 1) == 0) {
        value = std::bit_cast<double>(random.next_long());
      } else {
        const int bits = 1 + random.next_int(53);
        const uint64_t significand = (static_cast<uint64_t>(random.next_long()) >> (64 - bits)) | 1;
        const int exponent = random.next_int(200) - 100;
        value = std::ldexp(static_cast<double>(significand), exponent - bits);
      }
      h = h * 31 + java_string_hash(loupe::text::java_double_to_string(value));
    }
    std::printf("%d %x\n", block, h);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "floats") == 0) {
    hash_all_floats();
  } else if (argc >= 3 && std::strcmp(argv[1], "doubles") == 0) {
    hash_random_doubles(std::atoi(argv[2]));
  } else {
    std::fprintf(stderr, "usage: to_string_hashes floats | doubles BLOCKS\n");
    return 2;
  }
  return 0;
}
