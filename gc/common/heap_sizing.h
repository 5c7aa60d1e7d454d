// How the non-generational spaces size themselves: the whole -Xmx is
// reserved as address space, -Xms of it is in use at first, and after each
// collection the space grows (never shrinks) so that at least 40% of it is
// free, HotSpot's MinHeapFreeRatio.
#pragma once

#include <algorithm>
#include <cstddef>

#include "gc/collector.h"

namespace loupe::gc {

inline constexpr size_t kMinSpaceBytes = size_t{1} << 20;
inline constexpr size_t kSpaceGranule = size_t{64} << 10;

inline size_t round_up_to_granule(size_t bytes) { return (bytes + kSpaceGranule - 1) & ~(kSpaceGranule - 1); }

inline size_t reserved_heap_bytes(const HeapConfig& config) {
  return round_up_to_granule(std::max(config.max_bytes, kMinSpaceBytes));
}

inline size_t initial_heap_bytes(const HeapConfig& config, size_t reserved) {
  return std::clamp(round_up_to_granule(config.initial_bytes), kMinSpaceBytes, reserved);
}

// The capacity after a collection that left `live` bytes, never above `max`.
// `needed`: a request the space could not satisfy, which must fit as one
// chunk in the new memory.
inline size_t grown_capacity(size_t capacity, size_t live, size_t needed, size_t max) {
  size_t target = capacity;
  if ((capacity - std::min(live, capacity)) * 10 < capacity * 4) target = live + live * 2 / 3;
  if (needed != 0) target = std::max(target, capacity + needed);
  return std::min(round_up_to_granule(std::max(target, capacity)), max);
}

}  // namespace loupe::gc
