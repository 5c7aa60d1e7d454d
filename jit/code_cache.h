// The code cache (docs/jit-code.md): one region, reserved
// once when the VM starts (jit::configure), that holds every compiled method's code.
// A method is translated into a scratch buffer (its size is not known
// before) and copied into a block of exactly its size; its code is
// position-independent (jumps within it are relative, everything outside
// it is an absolute constant), so it runs wherever it lands.
//
// The region is one memory file mapped twice: read/execute where code
// runs, read/write where it is copied in. No page is ever writable and
// executable at once, and no page changes protection while other
// methods' code runs in it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <utility>

namespace loupe::jit {

// Carves the offsets [0, capacity) into blocks: first fit over the free
// ranges in address order, a freed block merged with free neighbours so
// that the free list never holds two adjacent ranges. Knows nothing of
// memory (unit tests drive it alone). Not thread-safe: CodeCache locks.
class BlockAllocator {
 public:
  // Every block starts and ends on this: a method's entries and its
  // jump tables then start on a boundary the CPU fetches well.
  static constexpr size_t kAlignment = 32;

  explicit BlockAllocator(size_t capacity);

  // The offset of a new block of at least `bytes` (rounded up to
  // kAlignment), or nothing when no free range is large enough.
  std::optional<size_t> allocate(size_t bytes);
  // Gives back a block allocate() returned, with the size it was asked for.
  void release(size_t offset, size_t bytes);

  static size_t rounded(size_t bytes) { return (bytes + kAlignment - 1) & ~(kAlignment - 1); }
  size_t capacity() const { return capacity_; }
  size_t bytes_in_use() const { return in_use_; }
  size_t free_ranges() const { return free_.size(); }
  size_t largest_free_range() const;

 private:
  size_t capacity_;
  size_t in_use_ = 0;
  std::map<size_t, size_t> free_;  // offset -> length, disjoint and never adjacent
};

class CodeCache {
 public:
  // 64 MiB, like a small ReservedCodeCacheSize: the class library and a
  // large program compile into a few MiB.
  static constexpr size_t kDefaultCapacity = 64u << 20;

  // Maps the region (rounded up to whole pages). Throws when it cannot.
  explicit CodeCache(size_t capacity);
  ~CodeCache();
  CodeCache(const CodeCache&) = delete;
  CodeCache& operator=(const CodeCache&) = delete;

  // Copies `size` bytes of code into a new block and returns where it
  // runs, or null when the cache is full.
  const uint8_t* install(const uint8_t* code, size_t size);
  // Frees a block install() returned (no activation may run in it).
  void release(const uint8_t* code, size_t size);

  bool contains(uintptr_t address) const { return address - executable_ < capacity_; }
  size_t capacity() const { return capacity_; }
  size_t bytes_in_use();

 private:
  std::mutex lock_;
  BlockAllocator blocks_;
  size_t capacity_;
  uintptr_t executable_ = 0;  // where code runs
  uint8_t* writable_ = nullptr;  // the same memory, where code is copied in
  bool dual_mapped_ = true;
  size_t populated_ = 0;  // the region's first bytes, backed in both views
  void populate_up_to(size_t end);
};

// One method's code in the cache, given back when destroyed.
class CodeBlock {
 public:
  CodeBlock() = default;
  CodeBlock(CodeCache* cache, const uint8_t* start, size_t size) : cache_(cache), start_(start), size_(size) {}
  CodeBlock(CodeBlock&& other) noexcept { *this = std::move(other); }
  CodeBlock& operator=(CodeBlock&& other) noexcept {
    if (this != &other) {
      reset();
      cache_ = std::exchange(other.cache_, nullptr);
      start_ = std::exchange(other.start_, nullptr);
      size_ = std::exchange(other.size_, 0);
    }
    return *this;
  }
  ~CodeBlock() { reset(); }

  const uint8_t* start() const { return start_; }
  size_t size() const { return size_; }
  bool contains(uintptr_t address) const { return address - reinterpret_cast<uintptr_t>(start_) < size_; }

 private:
  void reset() {
    if (cache_ != nullptr) cache_->release(start_, size_);
    cache_ = nullptr;
  }
  CodeCache* cache_ = nullptr;
  const uint8_t* start_ = nullptr;
  size_t size_ = 0;
};

}  // namespace loupe::jit
