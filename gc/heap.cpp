#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "gc/common/filler.h"
#include "gc/gc.h"

namespace loupe::gc {

namespace {

// What a collection starts from: the VM's roots, and the objects the Java
// side has yet to take (they must survive, and move with, the collection).
class CollectionRoots final : public VmInterface {
 public:
  CollectionRoots(VmInterface& vm, ReferenceLists& lists) : vm_(vm), lists_(lists) {}
  void stop_the_world() override { vm_.stop_the_world(); }
  void resume_the_world() override { vm_.resume_the_world(); }
  void for_each_mutator(const std::function<void(MutatorContext&)>& fn) override { vm_.for_each_mutator(fn); }
  void visit_roots(RootVisitor& visitor) override {
    vm_.visit_roots(visitor);
    visit_pending(visitor);
  }
  void visit_strong_roots(RootVisitor& visitor) override {
    vm_.visit_strong_roots(visitor);
    visit_pending(visitor);
  }
  bool visit_newly_live_loaders(RootVisitor& visitor, const std::function<bool(Object*)>& is_alive) override {
    return vm_.visit_newly_live_loaders(visitor, is_alive);
  }
  void unload_dead_loaders() override { vm_.unload_dead_loaders(); }
  bool is_unloaded_class(const TypeLayout* layout) override { return vm_.is_unloaded_class(layout); }

 private:
  void visit_pending(RootVisitor& visitor) {
    for (auto* list : {&lists_.to_finalize, &lists_.to_enqueue}) {
      for (Object*& obj : *list) visitor.visit(&obj, RootInfo{RootKind::kVmInternal});
    }
  }

  VmInterface& vm_;
  ReferenceLists& lists_;
};

}  // namespace

Heap::Heap(std::unique_ptr<Collector> collector, const HeapConfig& config, VmInterface& vm, HeapEventSink& events)
    : collector_(std::move(collector)),
      config_(config),
      vm_(vm),
      events_(events),
      barrier_(collector_->barrier()),
      young_(collector_->young_range()) {
  collector_->start(events_);
  if (config_.verbose) log_start();
}

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
  if (config_.stress_interval != 0 && ++slow_allocations_ % config_.stress_interval == 0) {
    collect(GcCause::kStress);
  }
  // Try, collect, try again; the last attempt follows a collection that also
  // clears soft references.
  const GcCause causes[] = {GcCause::kAllocationFailure, GcCause::kLastDitch};
  for (int attempt = 0;; ++attempt) {
    uint64_t seen = collections_.load();
    {
      std::lock_guard<std::mutex> guard(lock_);
      if (char* memory = try_allocate(mutator, bytes)) return reinterpret_cast<Object*>(memory);
    }
    if (attempt == 2) return nullptr;
    collect_if_unchanged(causes[attempt], seen);
  }
}

Object* Heap::allocate_class_object(MutatorContext& mutator, size_t bytes) {
  if (config_.moving_classes) return allocate(mutator, bytes);
  // Class loading is an allocation site like any other under -Xgcstress.
  if (config_.stress_interval != 0 && ++slow_allocations_ % config_.stress_interval == 0) {
    collect(GcCause::kStress);
  }
  for (int attempt = 0;; ++attempt) {
    uint64_t seen = collections_.load();
    {
      std::lock_guard<std::mutex> guard(lock_);
      if (char* memory = collector_->allocate_permanent(bytes)) {
        std::memset(memory, 0, bytes);
        return reinterpret_cast<Object*>(memory);
      }
    }
    // Only dead classes could make room (none die yet: mirrors are roots).
    if (attempt == 1) return nullptr;
    collect_if_unchanged(GcCause::kLastDitch, seen);
  }
}

// Large objects, and every object under stress testing (so that each
// allocation reaches the stress counter), bypass the buffers. Everything
// else gets a fresh buffer with the object at its start.
char* Heap::try_allocate(MutatorContext& mutator, size_t bytes) {
  const bool direct = config_.stress_interval != 0 || bytes > config_.tlab_bytes / 4;
  if (direct) {
    char* memory = collector_->allocate(bytes);
    if (memory != nullptr) std::memset(memory, 0, bytes);
    return memory;
  }
  retire_buffer(mutator);
  size_t size = 0;
  char* buffer = collector_->allocate_buffer(bytes, config_.tlab_bytes, &size);
  if (buffer == nullptr) return nullptr;
  std::memset(buffer, 0, size);
  mutator.tlab_top = buffer + bytes;
  mutator.tlab_end = mutator.tlab_real_end = buffer + size;
  return buffer;
}

void Heap::retire_buffer(MutatorContext& mutator) {
  if (mutator.tlab_top != nullptr && mutator.tlab_top < mutator.tlab_real_end) {
    collector_->retire_buffer(mutator.tlab_top, mutator.tlab_real_end);
  }
  mutator.tlab_top = mutator.tlab_end = mutator.tlab_real_end = nullptr;
}

void Heap::retire_mutator(MutatorContext& mutator) {
  std::lock_guard<std::mutex> guard(lock_);
  retire_buffer(mutator);
}

bool Heap::compare_and_set_reference(Object* holder, Object** slot, Object* expected, Object* value) {
  if (barrier_ == BarrierKind::kReferenceCount) return collector_->compare_and_set(holder, slot, expected, value);
  bool swapped = std::atomic_ref<Object*>(*slot).compare_exchange_strong(expected, value);
  if (swapped && barrier_ == BarrierKind::kOldToYoung) remember_if_old_to_young(holder, value);
  return swapped;
}

void Heap::collect(GcCause cause) { collect_if_unchanged(cause, collections_.load()); }

// Several threads may run out of space at once; only the first collects, the
// others find the collection count moved on and simply retry.
void Heap::collect_if_unchanged(GcCause cause, uint64_t seen_collections) {
  vm_.stop_the_world();
  if (collections_.load() == seen_collections || cause == GcCause::kLastDitch) {
    vm_.for_each_mutator([this](MutatorContext& m) { retire_buffer(m); });
    CollectionRoots roots(vm_, references_);
    if (config_.verify) collector_->verify(roots, "before collection");
    if (events_.wants(HeapEventSink::kGcStart)) events_.gc_start();
    size_t used_before = collector_->stats().used_bytes;
    std::vector<ArenaUsage> arenas_before;
    if (config_.verbose) arenas_before = collector_->arena_usage();
    size_t pending_before = references_.to_finalize.size() + references_.to_enqueue.size();
    auto start = std::chrono::steady_clock::now();
    CollectionKind kind = collector_->collect(roots, cause, references_);
    auto pause = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
    if (events_.wants(HeapEventSink::kGcFinish)) {
      LiveCounts live = collector_->live_counts();
      events_.gc_finish(live.objects, live.bytes, live.total_space);
    }
    if (config_.verify) collector_->verify(roots, "after collection");
    if (references_.to_finalize.size() + references_.to_enqueue.size() > pending_before) announce_pending();
    uint64_t number = collections_.fetch_add(1);
    auto pause_ns = static_cast<uint64_t>(pause.count());
    total_pause_ns_ += pause_ns;
    if (pause_ns > max_pause_ns_) max_pause_ns_ = pause_ns;
    if (config_.verbose) log_collection(number, cause, kind, used_before, arenas_before, pause.count());
  }
  vm_.resume_the_world();
}

// -verbose:gc, in the shape of HotSpot's -Xlog:gc and -Xlog:gc+heap lines
// (docs/collectors.md, "-verbose:gc"): the time since the heap was made,
// then the message.
void Heap::log_line(const char* tags, const char* message) const {
  double uptime = std::chrono::duration<double>(std::chrono::steady_clock::now() - created_).count();
  std::printf("[%.3fs][info][%s] %s\n", uptime, tags, message);
}

void Heap::log_start() const {
  std::string message = "Using " + std::string(collector_->name());
  log_line("gc", message.c_str());
  std::fflush(stdout);
}

// One pause line (the heap without the permanent space, in MiB with one
// decimal, so that a small heap does not read 0M->0M), then one line per
// arena in KiB, in the collector's arena order.
void Heap::log_collection(uint64_t number, GcCause cause, CollectionKind kind, size_t used_before,
                          const std::vector<ArenaUsage>& arenas_before, int64_t pause_ns) const {
  static const char* const kCauses[] = {"Allocation Failure", "System.gc()", "GC Stress", "Last Ditch Collection"};
  static const char* const kKinds[] = {"Minor", "Full", "Refcount Batch", "Backup Trace"};
  constexpr double kMiB = 1024.0 * 1024.0;
  HeapStats after = collector_->stats();
  char message[256];
  std::snprintf(message, sizeof message, "GC(%llu) Pause %s (%s) %.1fM->%.1fM(%.1fM) %.3fms",
                static_cast<unsigned long long>(number), kKinds[static_cast<int>(kind)],
                kCauses[static_cast<int>(cause)], static_cast<double>(used_before) / kMiB,
                static_cast<double>(after.used_bytes) / kMiB, static_cast<double>(after.capacity_bytes) / kMiB,
                static_cast<double>(pause_ns) / 1e6);
  log_line("gc", message);
  std::vector<ArenaUsage> arenas_after = collector_->arena_usage();
  for (size_t i = 0; i < arenas_after.size(); ++i) {
    const ArenaUsage& now = arenas_after[i];
    size_t before = i < arenas_before.size() ? arenas_before[i].used_bytes : 0;
    std::snprintf(message, sizeof message, "GC(%llu) %s: %zuK->%zuK(%zuK)", static_cast<unsigned long long>(number),
                  now.name, before >> 10, now.used_bytes >> 10, now.capacity_bytes >> 10);
    log_line("gc,heap", message);
  }
  std::fflush(stdout);
}

void Heap::register_finalizable(Object* obj) {
  std::lock_guard<std::mutex> guard(pending_lock_);
  references_.finalizable.push_back(obj);
}

void Heap::announce_pending() {
  {
    std::lock_guard<std::mutex> guard(pending_lock_);
    ++pending_epoch_;
  }
  pending_announced_.notify_all();
}

Object* Heap::take_pending(Pending kind, uint64_t* epoch) {
  std::lock_guard<std::mutex> guard(pending_lock_);
  *epoch = pending_epoch_;
  std::deque<Object*>& list = kind == Pending::kToFinalize ? references_.to_finalize : references_.to_enqueue;
  if (list.empty()) return nullptr;
  Object* obj = list.front();
  list.pop_front();
  return obj;
}

void Heap::wait_for_pending(uint64_t epoch) {
  std::unique_lock<std::mutex> guard(pending_lock_);
  pending_announced_.wait(guard, [&] { return pending_epoch_ != epoch; });
}

void Heap::visit_roots(RootVisitor& visitor) { CollectionRoots(vm_, references_).visit_roots(visitor); }

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

// The defaults every collector may keep.

void Collector::retire_buffer(char* top, char* end) { fill(top, static_cast<size_t>(end - top)); }

void Collector::write_barrier(Object* holder, Object** slot, Object* value) {
  (void)holder;
  *slot = value;
}

bool Collector::compare_and_set(Object* holder, Object** slot, Object* expected, Object* value) {
  (void)holder;
  return std::atomic_ref<Object*>(*slot).compare_exchange_strong(expected, value);
}

}  // namespace loupe::gc
