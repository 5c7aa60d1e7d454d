// The code cache (jit/code_cache.h): its block allocator alone (first fit,
// coalescing), and the cache's two views of one memory.
#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <vector>

#include "jit/code_cache.h"

using loupe::jit::BlockAllocator;
using loupe::jit::CodeBlock;
using loupe::jit::CodeCache;

namespace {
constexpr size_t kA = BlockAllocator::kAlignment;
}

TEST_CASE("blocks are aligned, first fit, and fill the region exactly", "[code_cache]") {
  BlockAllocator blocks(10 * kA);
  auto a = blocks.allocate(1);
  auto b = blocks.allocate(kA + 1);  // two units
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a == 0);
  CHECK(*b == kA);
  CHECK(blocks.bytes_in_use() == 3 * kA);
  auto rest = blocks.allocate(7 * kA);
  REQUIRE(rest);
  CHECK(*rest == 3 * kA);
  CHECK_FALSE(blocks.allocate(1));  // full
  blocks.release(*a, 1);
  auto again = blocks.allocate(kA);  // first fit: the freed hole at 0
  REQUIRE(again);
  CHECK(*again == 0);
}

TEST_CASE("freed neighbours coalesce into one range", "[code_cache]") {
  BlockAllocator blocks(8 * kA);
  std::vector<size_t> offsets;
  for (int i = 0; i < 8; ++i) offsets.push_back(*blocks.allocate(kA));
  CHECK(blocks.free_ranges() == 0);
  blocks.release(offsets[1], kA);
  blocks.release(offsets[3], kA);
  CHECK(blocks.free_ranges() == 2);
  CHECK_FALSE(blocks.allocate(2 * kA));  // two holes, neither large enough
  blocks.release(offsets[2], kA);        // joins both: one range of three
  CHECK(blocks.free_ranges() == 1);
  CHECK(blocks.largest_free_range() == 3 * kA);
  auto three = blocks.allocate(3 * kA);
  REQUIRE(three);
  CHECK(*three == offsets[1]);
}

TEST_CASE("random allocation and release keep the books exact", "[code_cache]") {
  const size_t capacity = 1 << 20;
  BlockAllocator blocks(capacity);
  std::mt19937 random(19);
  std::vector<std::pair<size_t, size_t>> live;  // offset, bytes asked
  for (int step = 0; step < 20000; ++step) {
    if (live.empty() || random() % 3 != 0) {
      size_t bytes = 1 + random() % 3000;
      if (auto offset = blocks.allocate(bytes)) {
        CHECK(*offset % kA == 0);
        CHECK(*offset + bytes <= capacity);
        live.push_back({*offset, bytes});
      }
    } else {
      size_t i = random() % live.size();
      blocks.release(live[i].first, live[i].second);
      live[i] = live.back();
      live.pop_back();
    }
  }
  // No two live blocks overlap, and the count of bytes in use is theirs.
  std::sort(live.begin(), live.end());
  size_t in_use = 0;
  for (size_t i = 0; i < live.size(); ++i) {
    in_use += BlockAllocator::rounded(live[i].second);
    if (i > 0) CHECK(live[i - 1].first + BlockAllocator::rounded(live[i - 1].second) <= live[i].first);
  }
  CHECK(blocks.bytes_in_use() == in_use);
  for (auto [offset, bytes] : live) blocks.release(offset, bytes);
  CHECK(blocks.bytes_in_use() == 0);
  CHECK(blocks.free_ranges() == 1);  // everything merged back
  CHECK(blocks.largest_free_range() == capacity);
}

TEST_CASE("installed code reads back where it runs, and blocks give their memory back", "[code_cache]") {
  CodeCache cache(64 * 1024);
  const uint8_t code[] = {0x31, 0xc0, 0xc3};  // xor eax, eax; ret
  {
    CodeBlock block(&cache, cache.install(code, sizeof code), sizeof code);
    REQUIRE(block.start() != nullptr);
    CHECK(std::memcmp(block.start(), code, sizeof code) == 0);
    CHECK(cache.contains(reinterpret_cast<uintptr_t>(block.start())));
    CHECK(block.contains(reinterpret_cast<uintptr_t>(block.start()) + 2));
    CHECK_FALSE(block.contains(reinterpret_cast<uintptr_t>(block.start()) + 3));
    CHECK(reinterpret_cast<int (*)()>(const_cast<uint8_t*>(block.start()))() == 0);
    CHECK(cache.bytes_in_use() == kA);
  }
  CHECK(cache.bytes_in_use() == 0);
  std::vector<uint8_t> big(cache.capacity() + 1, 0xc3);
  CHECK(cache.install(big.data(), big.size()) == nullptr);  // does not fit: full
}
