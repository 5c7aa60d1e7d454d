#include "gc/common/virtual_memory.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <new>
#include <utility>

namespace loupe::gc {

VirtualMemory::VirtualMemory(size_t bytes) : size_(bytes) {
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  start_ = static_cast<char*>(p);
}

VirtualMemory::~VirtualMemory() {
  if (start_ != nullptr) munmap(start_, size_);
}

VirtualMemory::VirtualMemory(VirtualMemory&& other) noexcept
    : start_(std::exchange(other.start_, nullptr)), size_(std::exchange(other.size_, 0)) {}

VirtualMemory& VirtualMemory::operator=(VirtualMemory&& other) noexcept {
  if (this != &other) {
    if (start_ != nullptr) munmap(start_, size_);
    start_ = std::exchange(other.start_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

void VirtualMemory::discard(char* from, char* to) {
  const uintptr_t page = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
  uintptr_t lo = (reinterpret_cast<uintptr_t>(from) + page - 1) & ~(page - 1);
  uintptr_t hi = reinterpret_cast<uintptr_t>(to) & ~(page - 1);
  if (hi > lo) madvise(reinterpret_cast<void*>(lo), hi - lo, MADV_DONTNEED);
}

}  // namespace loupe::gc
