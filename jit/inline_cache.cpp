// The interface call sites' polymorphic inline caches (inline_cache.h).
#include "jit/inline_cache.h"

namespace loupe::jit {

const void* InterfaceInlineCache::claimed() {
  static const char marker = 0;
  return &marker;
}

void InterfaceInlineCache::remember(const void* layout, vm::Method* target) {
  if (megamorphic()) return;
  for (const Entry& e : entries) {
    if (e.layout.load(std::memory_order_relaxed) == layout) return;
  }
  for (Entry& e : entries) {
    const void* empty = nullptr;
    if (e.layout.compare_exchange_strong(empty, claimed(), std::memory_order_relaxed)) {
      e.target = target;
      e.layout.store(layout, std::memory_order_release);
      return;
    }
  }
  // Every entry holds another class (or is being filled): more classes
  // come here than the cache can tell apart, and refilling it would only
  // trade one for another. The miss helper answers from the interface
  // table from now on.
  megamorphic_.store(true, std::memory_order_relaxed);
}

InterfaceInlineCache::State InterfaceInlineCache::state() const {
  if (megamorphic()) return State::kMegamorphic;
  int filled = 0;
  for (const Entry& e : entries) {
    const void* layout = e.layout.load(std::memory_order_acquire);
    if (layout != nullptr && layout != claimed()) ++filled;
  }
  if (filled == 0) return State::kEmpty;
  return filled == 1 ? State::kMonomorphic : State::kPolymorphic;
}

size_t InterfaceInlineCache::holding(const void* layout) const {
  size_t holding = 0;
  for (const Entry& e : entries) {
    if (e.layout.load(std::memory_order_acquire) == layout) ++holding;
  }
  return holding;
}

}  // namespace loupe::jit
