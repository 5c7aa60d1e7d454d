// An address range reserved from the OS for a heap space. Pages are committed
// lazily by the kernel on first touch, so reserving the maximum heap is cheap.
#pragma once

#include <cstddef>

namespace loupe::gc {

class VirtualMemory {
 public:
  VirtualMemory() = default;
  explicit VirtualMemory(size_t bytes);
  ~VirtualMemory();
  VirtualMemory(const VirtualMemory&) = delete;
  VirtualMemory& operator=(const VirtualMemory&) = delete;
  VirtualMemory(VirtualMemory&& other) noexcept;
  VirtualMemory& operator=(VirtualMemory&& other) noexcept;

  char* start() const { return start_; }
  char* end() const { return start_ + size_; }
  size_t size() const { return size_; }
  bool contains(const void* p) const {
    return p >= start_ && p < start_ + size_;
  }

  // Gives the pages of [from, to) back to the OS; they read as zero afterwards.
  void discard(char* from, char* to);

 private:
  char* start_ = nullptr;
  size_t size_ = 0;
};

}  // namespace loupe::gc
