// A region allocated from segregated free lists: free chunks are listed by
// size class (one list per power of two), found first-fit within a class and
// split. In the heap itself every free chunk is a filler object, so the
// region can always be walked object by object; a sweep rebuilds the lists
// from the free runs it finds, coalescing neighbours.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

namespace loupe::gc {

class FreeListSpace {
 public:
  void initialize(char* start, size_t capacity);
  // Extends the region; the new memory becomes one free chunk.
  void grow(size_t new_capacity);

  char* start() const { return start_; }
  char* end() const { return start_ + capacity_; }
  size_t capacity() const { return capacity_; }
  size_t free_bytes() const { return free_bytes_; }
  bool contains(const void* p) const { return p >= start_ && p < end(); }

  // Memory for `bytes` (a multiple of 8), not zeroed; null if no chunk fits.
  char* allocate(size_t bytes);
  // A buffer of at least `min` and at most `max` bytes; *size says how much.
  char* allocate_buffer(size_t min, size_t max, size_t* size);

  // Whether some listed chunk could hold `bytes`.
  bool has_chunk_for(size_t bytes) const;

  // Returns one chunk to the lists (a freed object, an unused buffer tail).
  void release(char* start, size_t bytes);

  // Rebuilding after a sweep: the sweep reports every free run once, in
  // address order.
  void begin_rebuild();
  void add_free_run(char* start, size_t bytes) { release(start, bytes); }

  // Calls fn(start, bytes) for every listed chunk (for the heap verifier).
  template <typename Fn>
  void for_each_free_chunk(Fn&& fn) const {
    for (const auto& list : lists_) {
      for (char* chunk : list) fn(chunk, chunk_size(chunk));
    }
  }

 private:
  static constexpr int kClasses = 26;
  static int size_class(size_t bytes);
  static size_t chunk_size(const char* chunk);
  char* take(int cls, size_t index, size_t bytes);

  char* start_ = nullptr;
  size_t capacity_ = 0;
  size_t free_bytes_ = 0;
  std::array<std::vector<char*>, kClasses> lists_;
};

}  // namespace loupe::gc
