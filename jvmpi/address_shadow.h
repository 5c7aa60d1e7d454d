// -Xcheck:jvmpi's way from an object's address to its number (id_table.cpp):
// a shadow of the address space, one 4-byte slot for each 16-byte granule,
// in chunks made the first time an address in their MiB gets a number. The
// smallest object is its 16-byte header, so no two objects start in one
// granule (id_table.cpp checks it) and the shadow is a quarter of the heap
// it covers.
//
//   address bits  47..36       35..20          19..4        3..0
//                 directory -> chunk table  -> slot         (granule)
//
// Why not a hash map: under hprof heap=sites every new object gets a number
// and every dead one loses it. A hash map put all of that behind one lock,
// missed the cache on every probe and rehashed as it grew; here a lookup is
// two dependent loads and the slot, a slot is claimed with one
// compare-and-swap (any thread may hand out numbers), and freeing is one
// exchange. Chunks are mapped, not allocated, so a sparse range costs only
// the pages it touches.
//
// Each chunk also records which tags (the ID table's arenas) its slots may
// hold, so that dropping everything of one tag (ARENA_DELETE, after every
// scavenge) visits only the chunks that tag ever touched.
#pragma once

#include <sys/mman.h>

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <vector>

namespace loupe::jvmpi::check {

// Zeroed, lazily committed memory for `count` values of T, unmapped with it.
template <typename T>
class ZeroMapping {
 public:
  explicit ZeroMapping(size_t count) : bytes_(count * sizeof(T)) {
    void* start = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (start == MAP_FAILED) throw std::bad_alloc();
    start_ = static_cast<T*>(start);
  }
  ~ZeroMapping() { munmap(start_, bytes_); }
  ZeroMapping(const ZeroMapping&) = delete;
  ZeroMapping& operator=(const ZeroMapping&) = delete;
  // Zero bytes are a valid T (std::atomic of an integer or pointer).
  T& operator[](size_t i) const { return start_[i]; }

 private:
  T* start_;
  size_t bytes_;
};

class AddressShadow {
 public:
  using Slot = std::atomic<uint32_t>;
  static constexpr unsigned kGranuleShift = 4;
  static constexpr unsigned kTags = 64;

  // The slot of `address`, its chunk made if needed and marked as possibly
  // holding values tagged `tag` (below kTags). Thread-safe.
  Slot& slot(const void* address, unsigned tag) {
    Chunk& chunk = chunk_of(bits(address));
    uint64_t mask = uint64_t{1} << tag;
    // Usually set already: a load, no write to a line other threads read.
    if ((chunk.tags.load(std::memory_order_relaxed) & mask) == 0) chunk.tags.fetch_or(mask);
    return chunk.slots[slot_index(bits(address))];
  }

  // The slot of `address`, or null when no address in its MiB ever had one.
  Slot* find(const void* address) const {
    uintptr_t a = bits(address);
    ChunkTable* table = directory_[a >> kDirectoryShift].load(std::memory_order_acquire);
    if (table == nullptr) return nullptr;
    Chunk* chunk = (*table)[(a >> kChunkShift) & (kChunksPerTable - 1)].load(std::memory_order_acquire);
    return chunk == nullptr ? nullptr : &chunk->slots[slot_index(a)];
  }

  // Calls visit(slot) for every nonzero slot of the chunks that may hold
  // values tagged `tag`. When `exclusive` (the tag is one caller's alone),
  // the visitor clears every slot of that tag and the chunks are then
  // marked as holding none. Only while no thread claims slots of that tag
  // (the world is stopped for an arena's deletion).
  template <typename Visit>
  void drain_tag(unsigned tag, bool exclusive, Visit visit) {
    uint64_t mask = uint64_t{1} << tag;
    std::lock_guard<std::mutex> guard(lock_);
    for (const std::unique_ptr<Chunk>& chunk : chunks_) {
      if ((chunk->tags.load() & mask) == 0) continue;
      for (size_t i = 0; i < kSlotsPerChunk; ++i) {
        if (chunk->slots[i].load(std::memory_order_relaxed) != 0) visit(chunk->slots[i]);
      }
      if (exclusive) chunk->tags.fetch_and(~mask);
    }
  }

 private:
  static constexpr unsigned kChunkShift = 20;
  static constexpr unsigned kDirectoryShift = 36;
  static constexpr size_t kSlotsPerChunk = size_t{1} << (kChunkShift - kGranuleShift);
  static constexpr size_t kChunksPerTable = size_t{1} << (kDirectoryShift - kChunkShift);
  static constexpr size_t kTables = size_t{1} << (48 - kDirectoryShift);

  struct Chunk {
    std::atomic<uint64_t> tags{0};
    ZeroMapping<Slot> slots{kSlotsPerChunk};
  };
  using ChunkTable = std::array<std::atomic<Chunk*>, kChunksPerTable>;

  // User-space addresses on x86-64 and AArch64 fit in 48 bits.
  static uintptr_t bits(const void* address) { return reinterpret_cast<uintptr_t>(address) & ((uintptr_t{1} << 48) - 1); }
  static size_t slot_index(uintptr_t a) { return (a >> kGranuleShift) & (kSlotsPerChunk - 1); }

  Chunk& chunk_of(uintptr_t a) {
    std::atomic<ChunkTable*>& table_entry = directory_[a >> kDirectoryShift];
    ChunkTable* table = table_entry.load(std::memory_order_acquire);
    if (table == nullptr) [[unlikely]] table = make_table(table_entry);
    std::atomic<Chunk*>& chunk_entry = (*table)[(a >> kChunkShift) & (kChunksPerTable - 1)];
    Chunk* chunk = chunk_entry.load(std::memory_order_acquire);
    if (chunk == nullptr) [[unlikely]] chunk = make_chunk(chunk_entry);
    return *chunk;
  }

  // Cold: once per 64 GiB and per MiB of addresses. The lock makes the
  // check-then-publish atomic; the owners live in the vectors.
  ChunkTable* make_table(std::atomic<ChunkTable*>& entry) {
    std::lock_guard<std::mutex> guard(lock_);
    if (ChunkTable* table = entry.load(std::memory_order_acquire)) return table;
    tables_.push_back(std::make_unique<ZeroMapping<ChunkTable>>(1));
    ChunkTable* table = &(*tables_.back())[0];
    entry.store(table, std::memory_order_release);
    return table;
  }
  Chunk* make_chunk(std::atomic<Chunk*>& entry) {
    std::lock_guard<std::mutex> guard(lock_);
    if (Chunk* chunk = entry.load(std::memory_order_acquire)) return chunk;
    chunks_.push_back(std::make_unique<Chunk>());
    Chunk* chunk = chunks_.back().get();
    entry.store(chunk, std::memory_order_release);
    return chunk;
  }

  std::array<std::atomic<ChunkTable*>, kTables> directory_{};
  std::mutex lock_;
  std::vector<std::unique_ptr<ZeroMapping<ChunkTable>>> tables_;
  std::vector<std::unique_ptr<Chunk>> chunks_;
};

}  // namespace loupe::jvmpi::check
