#include <chrono>
#include <cstdio>

#include "gc/gc.h"

namespace loupe::gc {

Heap::Heap(std::unique_ptr<Collector> collector, const HeapConfig& config, VmInterface& vm)
    : collector_(std::move(collector)), config_(config), vm_(vm), barrier_(collector_->barrier()) {}

Object* Heap::allocate_slow(MutatorContext& mutator, size_t bytes) {
  if (observing_) {
    // Behind the false limit the buffer may still have room.
    char* top = mutator.tlab_top;
    if (static_cast<size_t>(mutator.tlab_real_end - top) >= bytes) {
      mutator.tlab_top = mutator.tlab_end = top + bytes;
      return reinterpret_cast<Object*>(top);
    }
  }
  Object* obj = allocate_in_collector(mutator, bytes);
  if (observing_) mutator.tlab_end = mutator.tlab_top;
  return obj;
}

Object* Heap::allocate_in_collector(MutatorContext& mutator, size_t bytes) {
  if (config_.stress_interval != 0 &&
      ++slow_allocations_ % config_.stress_interval == 0) {
    collect(GcCause::kStress);
  }
  // Try, collect, try again; the last attempt follows a collection that also
  // clears soft references.
  const GcCause causes[] = {GcCause::kAllocationFailure, GcCause::kLastDitch};
  for (int attempt = 0;; ++attempt) {
    uint64_t seen = collections_.load();
    {
      std::lock_guard<std::mutex> guard(lock_);
      if (void* memory = collector_->allocate_slow(mutator, bytes)) {
        return static_cast<Object*>(memory);
      }
    }
    if (attempt == 2) return nullptr;
    collect_if_unchanged(causes[attempt], seen);
  }
}

void Heap::collect(GcCause cause) { collect_if_unchanged(cause, collections_.load()); }

// Several threads may run out of space at once; only the first collects, the
// others find the collection count moved on and simply retry.
void Heap::collect_if_unchanged(GcCause cause, uint64_t seen_collections) {
  vm_.stop_the_world();
  if (collections_.load() == seen_collections || cause == GcCause::kLastDitch) {
    auto start = std::chrono::steady_clock::now();
    size_t used_before = collector_->stats().used_bytes;
    vm_.for_each_mutator([](MutatorContext& m) { m.tlab_top = m.tlab_end = m.tlab_real_end = nullptr; });
    collector_->collect(vm_, cause);
    uint64_t number = collections_.fetch_add(1);
    auto pause = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
    total_pause_ns_ += static_cast<uint64_t>(pause.count());
    if (static_cast<uint64_t>(pause.count()) > max_pause_ns_) max_pause_ns_ = static_cast<uint64_t>(pause.count());
    if (config_.verbose) log_collection(number, cause, used_before, pause.count());
  }
  vm_.resume_the_world();
}

// In the shape of HotSpot's -Xlog:gc lines.
void Heap::log_collection(uint64_t number, GcCause cause, size_t used_before, int64_t pause_ns) const {
  static const char* const kCauses[] = {"Allocation Failure", "System.gc()", "GC Stress", "Last Ditch Collection"};
  HeapStats after = collector_->stats();
  double uptime = std::chrono::duration<double>(std::chrono::steady_clock::now() - created_).count();
  std::printf("[%.3fs][info][gc] GC(%llu) Pause %.*s (%s) %zuM->%zuM(%zuM) %.3fms\n", uptime,
              static_cast<unsigned long long>(number), static_cast<int>(collector_->name().size()),
              collector_->name().data(), kCauses[static_cast<int>(cause)], used_before >> 20, after.used_bytes >> 20,
              after.capacity_bytes >> 20, static_cast<double>(pause_ns) / 1e6);
  std::fflush(stdout);
}

HeapStats Heap::stats() const {
  HeapStats s = collector_->stats();
  s.collections = collections_.load();
  s.total_pause_ns = total_pause_ns_.load();
  s.max_pause_ns = max_pause_ns_.load();
  return s;
}

void Heap::set_observing_allocations(bool on) {
  observing_ = on;
  vm_.for_each_mutator([on](MutatorContext& m) { m.tlab_end = on ? m.tlab_top : m.tlab_real_end; });
}

}  // namespace loupe::gc
