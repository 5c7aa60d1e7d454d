#include "gc/common/free_list.h"

#include <bit>

#include "gc/common/filler.h"

namespace loupe::gc {

namespace {
// Searching a list for a fit stops after this many chunks and tries a bigger
// class, where every chunk fits: allocation stays fast on fragmented lists.
constexpr size_t kMaxProbes = 32;
// Chunks smaller than this stay fillers until the next sweep merges them.
constexpr size_t kMinListed = 16;
}  // namespace

int FreeListSpace::size_class(size_t bytes) {
  int cls = std::bit_width(bytes / kObjectAlignment) - 1;  // 16 bytes: class 1
  return cls < kClasses ? cls : kClasses - 1;
}

size_t FreeListSpace::chunk_size(const char* chunk) {
  return object_size(reinterpret_cast<const Object*>(chunk));
}

void FreeListSpace::initialize(char* start, size_t capacity) {
  start_ = start;
  capacity_ = 0;
  begin_rebuild();
  grow(capacity);
}

void FreeListSpace::grow(size_t new_capacity) {
  if (new_capacity <= capacity_) return;
  char* old_end = end();
  capacity_ = new_capacity;
  release(old_end, new_capacity - (old_end - start_));
}

void FreeListSpace::begin_rebuild() {
  for (auto& list : lists_) list.clear();
  free_bytes_ = 0;
}

void FreeListSpace::release(char* start, size_t bytes) {
  fill(start, bytes);
  // A run longer than one filler is listed filler by filler.
  for (size_t piece; bytes > 0; start += piece, bytes -= piece) {
    piece = bytes < kMaxFillerBytes ? bytes : kMaxFillerBytes;
    if (piece < kMinListed) continue;
    lists_[size_class(piece)].push_back(start);
    free_bytes_ += piece;
  }
}

// Removes chunk `index` of class `cls`, splits off what `bytes` does not
// need and returns the rest to the lists.
char* FreeListSpace::take(int cls, size_t index, size_t bytes) {
  auto& list = lists_[cls];
  char* chunk = list[index];
  size_t size = chunk_size(chunk);
  list[index] = list.back();
  list.pop_back();
  free_bytes_ -= size;
  if (size > bytes) release(chunk + bytes, size - bytes);
  return chunk;
}

char* FreeListSpace::allocate(size_t bytes) {
  int cls = size_class(bytes);
  auto& own = lists_[cls];
  for (size_t probe = 0; probe < own.size() && probe < kMaxProbes; ++probe) {
    size_t index = own.size() - 1 - probe;
    if (chunk_size(own[index]) >= bytes) return take(cls, index, bytes);
  }
  for (int bigger = cls + 1; bigger < kClasses; ++bigger) {
    if (!lists_[bigger].empty()) return take(bigger, lists_[bigger].size() - 1, bytes);
  }
  // No bigger chunk: the rest of the own class, past the probes, before
  // refusing. Slow, but only where the answer would otherwise be "collect",
  // and it keeps allocate() in agreement with has_chunk_for(): a collector
  // that saw a fitting chunk and skipped its thorough collection must not be
  // refused (refcount then fell through to a routine last-ditch collection).
  for (size_t index = own.size() > kMaxProbes ? own.size() - kMaxProbes : 0; index-- > 0;) {
    if (chunk_size(own[index]) >= bytes) return take(cls, index, bytes);
  }
  return nullptr;
}

// A buffer is best cut from a leftover chunk of about its size (the tail of
// an earlier buffer, the hole a dead object left) before a big chunk is
// split: splitting big chunks first scatters whatever lands in the buffers
// and leaves the leftovers unused until the next sweep.
char* FreeListSpace::allocate_buffer(size_t min, size_t max, size_t* size) {
  for (int cls = size_class(max); cls >= size_class(min); --cls) {
    auto& list = lists_[cls];
    for (size_t probe = 0; probe < list.size() && probe < kMaxProbes; ++probe) {
      size_t index = list.size() - 1 - probe;
      size_t chunk = chunk_size(list[index]);
      if (chunk >= min) {
        *size = chunk < max ? chunk : max;
        return take(cls, index, *size);
      }
    }
  }
  if (char* whole = allocate(max)) {
    *size = max;
    return whole;
  }
  // No chunk of `max` bytes, and the probes above missed: any that holds `min`.
  if (char* least = allocate(min)) {
    *size = min;
    return least;
  }
  return nullptr;
}

}  // namespace loupe::gc

namespace loupe::gc {

bool FreeListSpace::has_chunk_for(size_t bytes) const {
  if (bytes < kObjectAlignment) return true;
  for (int cls = size_class(bytes); cls < kClasses; ++cls) {
    for (char* chunk : lists_[cls]) {
      if (chunk_size(chunk) >= bytes) return true;
    }
  }
  return false;
}

}  // namespace loupe::gc
