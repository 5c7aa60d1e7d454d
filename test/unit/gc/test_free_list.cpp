// The free-list space (gc/common/free_list.h): allocation agrees with
// has_chunk_for, which the collectors use to choose their collection.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "gc/common/free_list.h"

namespace loupe::gc {
namespace {

TEST_CASE("A fitting chunk past the first probes of its class is found, not refused", "[gc][freelist]") {
  // 41 chunks of one size class (32..63 bytes): the one that holds 56 bytes
  // listed first, then 40 of 48 bytes, which the probes (from the end of
  // the list) meet first. No bigger chunk exists.
  constexpr size_t kStride = 64;
  std::vector<uint64_t> memory(41 * kStride / sizeof(uint64_t));
  char* start = reinterpret_cast<char*>(memory.data());
  FreeListSpace space;
  space.initialize(start, memory.size() * sizeof(uint64_t));
  REQUIRE(space.allocate(memory.size() * sizeof(uint64_t)) == start);  // the lists are empty now
  space.release(start, 56);
  for (size_t i = 1; i <= 40; ++i) space.release(start + i * kStride, 48);
  REQUIRE(space.has_chunk_for(56));
  CHECK(space.allocate(56) == start);
  CHECK_FALSE(space.has_chunk_for(56));
  CHECK(space.allocate(56) == nullptr);
  CHECK(space.allocate(48) != nullptr);  // the others still serve their own size
}

}  // namespace
}  // namespace loupe::gc
