// An interface call site's polymorphic inline cache (docs/jit.md, "Inline
// caches"): up to kEntries (receiver class, target) pairs that compiled
// code compares with the receiver's class inline, one after the other, and
// a megamorphic flag set when a receiver class finds no entry left. Filled
// by the miss helper (object_templates.cpp) as receivers are seen; emptied
// entry by entry when a class it names is unloaded. Kept with the code
// that points at it (one per interface call site of a compiled method).
//
//   empty ──miss──▶ monomorphic ──miss──▶ polymorphic (2..4) ──miss, full──▶ megamorphic
//
// Lock-free: compiled code reads an entry's layout, and its target only
// when the layout is the receiver's; a filler claims an empty entry,
// writes the target, then publishes the layout (release), so a reader
// that sees the layout sees its target (x86 keeps loads in order).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace loupe::vm {
class Method;
}

namespace loupe::jit {

struct InterfaceInlineCache {
  static constexpr int kEntries = 4;
  enum class State : uint8_t { kEmpty, kMonomorphic, kPolymorphic, kMegamorphic };

  struct Entry {
    std::atomic<const void*> layout{nullptr};  // a receiver's TypeLayout; null: empty
    vm::Method* target = nullptr;              // read only after its layout matched
  };
  static_assert(sizeof(Entry) == 16, "compiled code addresses entries as 16-byte pairs");

  // Entry i's fields as displacements from the cache, for compiled code.
  static constexpr int32_t layout_at(int i) { return static_cast<int32_t>(sizeof(Entry)) * i; }
  static constexpr int32_t target_at(int i) { return layout_at(i) + static_cast<int32_t>(offsetof(Entry, target)); }

  // The miss path: keeps (layout, target) in an empty entry, unless an
  // entry already holds the layout (another thread filled it meanwhile);
  // with no empty entry left the site turns megamorphic, and nothing is
  // kept from then on.
  void remember(const void* layout, vm::Method* target);
  bool megamorphic() const { return megamorphic_.load(std::memory_order_relaxed); }
  State state() const;
  // How many entries hold `layout` as their receiver class (0 or 1, but
  // for two threads missing with the same class at once).
  size_t holding(const void* layout) const;

  // Class unloading, with the world stopped: empties every entry for which
  // dying(layout, target) holds, target first, then the layout, released.
  // An entry claimed but not filled yet names no class and is left alone.
  // A megamorphic site stays megamorphic. Returns how many it emptied.
  template <typename Dying>
  size_t forget_if(Dying&& dying) {
    size_t emptied = 0;
    for (Entry& e : entries) {
      const void* layout = e.layout.load(std::memory_order_acquire);
      if (layout == nullptr || layout == claimed()) continue;
      if (!dying(layout, e.target)) continue;
      e.target = nullptr;
      e.layout.store(nullptr, std::memory_order_release);
      ++emptied;
    }
    return emptied;
  }

  // The layout of an entry being filled: an address no object's header holds.
  static const void* claimed();

  // First, so that compiled code finds entry i at layout_at(i).
  Entry entries[kEntries];
  std::atomic<bool> megamorphic_{false};
};
static_assert(offsetof(InterfaceInlineCache, entries) == 0);

}  // namespace loupe::jit
