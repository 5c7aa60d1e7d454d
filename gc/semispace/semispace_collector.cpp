#include "gc/semispace/semispace_collector.h"

#include <algorithm>
#include <cstring>

namespace loupe::gc {

namespace {
constexpr size_t kMinCapacity = 1 << 20;
}

SemispaceCollector::SemispaceCollector(const HeapConfig& config)
    : config_(config),
      memory_(2 * std::max(align_object_size(config.max_bytes / 2), kMinCapacity)),
      max_capacity_(memory_.size() / 2),
      capacity_(std::clamp(align_object_size(config.initial_bytes / 2), kMinCapacity, max_capacity_)) {
  current_.start = current_.top = memory_.start();
}

void* SemispaceCollector::bump(size_t bytes) {
  char* limit = current_.start + capacity_;
  if (static_cast<size_t>(limit - current_.top) < bytes) return nullptr;
  void* result = current_.top;
  current_.top += bytes;
  return result;
}

void* SemispaceCollector::allocate_slow(MutatorContext& mutator, size_t bytes) {
  // Large objects, and every object under stress testing, bypass the TLAB.
  const bool direct = config_.stress_interval != 0 || bytes > config_.tlab_bytes / 4;
  if (direct) {
    void* memory = bump(bytes);
    if (memory != nullptr) std::memset(memory, 0, bytes);
    return memory;
  }
  char* limit = current_.start + capacity_;
  size_t tlab = std::min(config_.tlab_bytes, static_cast<size_t>(limit - current_.top));
  if (tlab < bytes) return nullptr;
  char* chunk = static_cast<char*>(bump(tlab));
  std::memset(chunk, 0, tlab);
  mutator.tlab_top = chunk + bytes;
  mutator.tlab_end = mutator.tlab_real_end = chunk + tlab;
  return chunk;
}

Object* SemispaceCollector::evacuate(Object* obj) {
  if (obj == nullptr || !in_from_space(obj)) return obj;
  if (obj->is_forwarded()) return obj->forwardee();
  size_t size = object_size(obj);
  auto* copy = reinterpret_cast<Object*>(current_.top);
  current_.top += size;
  std::memcpy(copy, obj, size);
  obj->forward_to(copy);
  return copy;
}

// Cheney's scan: the to-space between `scan` and `top` is the grey set.
void SemispaceCollector::scan_copied_objects(char* scan, bool keep_soft_referents) {
  while (scan < current_.top) {
    auto* obj = reinterpret_cast<Object*>(scan);
    const TypeLayout* layout = obj->layout();
    bool trace_referent = layout->has_weak_referent && keep_soft_referents && layout->referent_is_soft;
    if (layout->has_weak_referent && !trace_referent) discovered_references_.push_back(obj);
    for_each_reference(obj, [this](Object** slot) { *slot = evacuate(*slot); }, trace_referent);
    scan += object_size(obj);
  }
}

// A weak referent that nothing else kept alive was not copied: clear it.
void SemispaceCollector::process_weak_references() {
  for (Object* ref : discovered_references_) {
    auto* slot = ref->field_at<Object*>(ref->layout()->weak_referent_offset);
    Object* referent = *slot;
    if (referent == nullptr || !in_from_space(referent)) continue;
    *slot = referent->is_forwarded() ? referent->forwardee() : nullptr;
  }
  discovered_references_.clear();
}

void SemispaceCollector::collect(VmInterface& vm, GcCause cause) {
  from_ = current_;
  char* to_start = from_.start == memory_.start() ? memory_.start() + max_capacity_ : memory_.start();
  current_.start = current_.top = to_start;

  class Evacuator final : public RootVisitor {
   public:
    explicit Evacuator(SemispaceCollector& c) : c_(c) {}
    void visit(Object** slot, const RootInfo&) override { *slot = c_.evacuate(*slot); }
   private:
    SemispaceCollector& c_;
  } evacuator(*this);

  vm.visit_roots(evacuator);
  scan_copied_objects(to_start, cause != GcCause::kLastDitch);
  process_weak_references();
  resize_after_collection();
}

// Grow when more than half of a half survived, so that collections stay rare
// relative to allocation; never beyond the maximum heap.
void SemispaceCollector::resize_after_collection() {
  size_t live = static_cast<size_t>(current_.top - current_.start);
  if (live * 2 > capacity_ && capacity_ < max_capacity_) {
    capacity_ = std::min(max_capacity_, align_object_size(std::max(capacity_ * 2, live * 3)));
  }
}

HeapStats SemispaceCollector::stats() const {
  HeapStats s;
  s.capacity_bytes = capacity_;
  s.used_bytes = static_cast<size_t>(current_.top - current_.start);
  s.max_bytes = max_capacity_;
  return s;
}

}  // namespace loupe::gc
