// The code cache (code_cache.h, docs/jit-code.md).
#include "jit/code_cache.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace loupe::jit {

BlockAllocator::BlockAllocator(size_t capacity) : capacity_(capacity & ~(kAlignment - 1)) {
  if (capacity_ > 0) free_.emplace(0, capacity_);
}

std::optional<size_t> BlockAllocator::allocate(size_t bytes) {
  const size_t size = rounded(std::max<size_t>(bytes, 1));
  // First fit: the lowest free range that is large enough. Low addresses
  // fill first, so the end of the region stays one large range.
  for (auto it = free_.begin(); it != free_.end(); ++it) {
    if (it->second < size) continue;
    const size_t offset = it->first;
    const size_t rest = it->second - size;
    free_.erase(it);
    if (rest > 0) free_.emplace(offset + size, rest);
    in_use_ += size;
    return offset;
  }
  return std::nullopt;
}

void BlockAllocator::release(size_t offset, size_t bytes) {
  size_t start = offset;
  size_t length = rounded(std::max<size_t>(bytes, 1));
  in_use_ -= length;
  // Merged with the free range that ends where it starts, and with the
  // one that starts where it ends.
  auto next = free_.lower_bound(start);
  if (next != free_.begin()) {
    auto previous = std::prev(next);
    if (previous->first + previous->second == start) {
      start = previous->first;
      length += previous->second;
      free_.erase(previous);
    }
  }
  if (next != free_.end() && next->first == offset + rounded(std::max<size_t>(bytes, 1))) {
    length += next->second;
    free_.erase(next);
  }
  free_.emplace(start, length);
}

size_t BlockAllocator::largest_free_range() const {
  size_t largest = 0;
  for (const auto& [offset, length] : free_) largest = std::max(largest, length);
  return largest;
}

namespace {

size_t whole_pages(size_t bytes) {
  const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return (std::max<size_t>(bytes, page) + page - 1) / page * page;
}

}  // namespace

CodeCache::CodeCache(size_t capacity) : blocks_(whole_pages(capacity)), capacity_(whole_pages(capacity)) {
  // One memory file, two views: code is copied in through the writable
  // one and runs from the executable one. Pages are only backed once
  // written, so reserving 64 MiB costs nothing until code fills it.
  const int fd = memfd_create("loupe-code-cache", MFD_CLOEXEC);
  if (fd >= 0 && ftruncate(fd, static_cast<off_t>(capacity_)) == 0) {
    void* run = mmap(nullptr, capacity_, PROT_READ | PROT_EXEC, MAP_SHARED, fd, 0);
    void* write = mmap(nullptr, capacity_, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (run != MAP_FAILED && write != MAP_FAILED) {
      executable_ = reinterpret_cast<uintptr_t>(run);
      writable_ = static_cast<uint8_t*>(write);
    } else {
      if (run != MAP_FAILED) munmap(run, capacity_);
      if (write != MAP_FAILED) munmap(write, capacity_);
    }
  }
  if (fd >= 0) close(fd);  // the mappings keep the file
  if (writable_ != nullptr) return;
  // Without memory files (an old kernel, a sandbox that forbids them):
  // one mapping both writable and executable, as most JVMs have.
  dual_mapped_ = false;
  void* both = mmap(nullptr, capacity_, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (both == MAP_FAILED) throw std::runtime_error("cannot map the code cache");
  executable_ = reinterpret_cast<uintptr_t>(both);
  writable_ = static_cast<uint8_t*>(both);
}

CodeCache::~CodeCache() {
  munmap(reinterpret_cast<void*>(executable_), capacity_);
  if (dual_mapped_) munmap(writable_, capacity_);
}

// Pages of the region are backed as first-fit reaches them, a chunk at a
// time, through both views at once: a page fault per page and per view
// (a shared memory file's are not cheap) cost a third of the compile
// time. Kernels without MADV_POPULATE_* fall back to faulting.
void CodeCache::populate_up_to(size_t end) {
  if (end <= populated_) return;
  constexpr size_t kChunk = 256 * 1024;
  const size_t to = std::min(capacity_, (end + kChunk - 1) / kChunk * kChunk);
#ifdef MADV_POPULATE_WRITE
  madvise(writable_ + populated_, to - populated_, MADV_POPULATE_WRITE);
  if (dual_mapped_) madvise(reinterpret_cast<uint8_t*>(executable_) + populated_, to - populated_, MADV_POPULATE_READ);
#endif
  populated_ = to;
}

const uint8_t* CodeCache::install(const uint8_t* code, size_t size) {
  std::optional<size_t> offset;
  {
    std::lock_guard<std::mutex> guard(lock_);
    offset = blocks_.allocate(size);
    if (offset) populate_up_to(*offset + size);
  }
  if (!offset) return nullptr;
  // Outside the lock: the block is this thread's alone until published.
  // On x86 the instruction fetch sees stores to another view of the same
  // memory; the release store that publishes the code orders them.
  std::memcpy(writable_ + *offset, code, size);
  return reinterpret_cast<const uint8_t*>(executable_ + *offset);
}

void CodeCache::release(const uint8_t* code, size_t size) {
  std::lock_guard<std::mutex> guard(lock_);
  blocks_.release(reinterpret_cast<uintptr_t>(code) - executable_, size);
}

size_t CodeCache::bytes_in_use() {
  std::lock_guard<std::mutex> guard(lock_);
  return blocks_.bytes_in_use();
}

}  // namespace loupe::jit
