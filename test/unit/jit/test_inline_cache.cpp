// The interface call sites' polymorphic inline cache (jit/inline_cache.h)
// on its own: its states as receiver classes are seen, the megamorphic
// state that keeps nothing more, class unloading emptying the entries that
// name a dying class, and the entry layout compiled code reads.
#include <catch2/catch.hpp>

#include <array>
#include <cstring>

#include "jit/inline_cache.h"

namespace {

using loupe::jit::InterfaceInlineCache;
using State = InterfaceInlineCache::State;

// Stand-ins: the cache only compares and hands back these addresses.
std::array<char, 8> layouts;
const void* layout(int i) { return &layouts[i]; }
loupe::vm::Method* target(int i) { return reinterpret_cast<loupe::vm::Method*>(0x1000 + 16 * i); }

// What compiled code does: the entries in order, the first whose layout
// is the receiver's gives the target; null on a miss.
loupe::vm::Method* hit(const InterfaceInlineCache& cache, const void* receiver) {
  for (const auto& e : cache.entries) {
    if (e.layout.load() == receiver) return e.target;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("An interface inline cache goes empty, monomorphic, polymorphic, megamorphic", "[jit][inline-cache]") {
  InterfaceInlineCache cache;
  CHECK(cache.state() == State::kEmpty);
  CHECK(hit(cache, layout(0)) == nullptr);

  cache.remember(layout(0), target(0));
  CHECK(cache.state() == State::kMonomorphic);
  CHECK(hit(cache, layout(0)) == target(0));
  CHECK(hit(cache, layout(1)) == nullptr);

  SECTION("a class seen again is not kept twice") {
    cache.remember(layout(0), target(0));
    CHECK(cache.state() == State::kMonomorphic);
    CHECK(cache.holding(layout(0)) == 1);
  }

  for (int i = 1; i < InterfaceInlineCache::kEntries; ++i) {
    cache.remember(layout(i), target(i));
    CHECK(cache.state() == State::kPolymorphic);
  }
  for (int i = 0; i < InterfaceInlineCache::kEntries; ++i) CHECK(hit(cache, layout(i)) == target(i));

  SECTION("one class more than it holds turns it megamorphic, and it keeps nothing more") {
    const int more = InterfaceInlineCache::kEntries;
    cache.remember(layout(more), target(more));
    CHECK(cache.megamorphic());
    CHECK(cache.state() == State::kMegamorphic);
    CHECK(hit(cache, layout(more)) == nullptr);  // answered by the interface table, every time
    // Its entries still answer for the classes they hold.
    for (int i = 0; i < InterfaceInlineCache::kEntries; ++i) CHECK(hit(cache, layout(i)) == target(i));

    SECTION("unloading empties an entry, and a megamorphic cache does not fill it again") {
      const size_t emptied = cache.forget_if([](const void* l, const loupe::vm::Method*) { return l == layout(1); });
      CHECK(emptied == 1);
      CHECK(hit(cache, layout(1)) == nullptr);
      cache.remember(layout(more + 1), target(more + 1));
      CHECK(hit(cache, layout(more + 1)) == nullptr);
      CHECK(cache.state() == State::kMegamorphic);
    }
  }

  SECTION("unloading empties every entry naming a dying class or target, and the entries fill again") {
    const size_t emptied = cache.forget_if(
        [](const void* l, const loupe::vm::Method* t) { return l == layout(0) || t == target(2); });
    CHECK(emptied == 2);
    CHECK(cache.holding(layout(0)) == 0);
    CHECK(hit(cache, layout(0)) == nullptr);
    CHECK(hit(cache, layout(2)) == nullptr);
    CHECK(hit(cache, layout(1)) == target(1));
    CHECK(hit(cache, layout(3)) == target(3));
    CHECK(cache.state() == State::kPolymorphic);
    // A new class at a dying one's address finds nothing stale, and is kept.
    cache.remember(layout(0), target(6));
    CHECK(hit(cache, layout(0)) == target(6));
    cache.remember(layout(7), target(7));
    CHECK(hit(cache, layout(7)) == target(7));
    CHECK_FALSE(cache.megamorphic());
  }

  SECTION("unloading everything empties it") {
    CHECK(cache.forget_if([](const void*, const loupe::vm::Method*) { return true; }) == 4);
    CHECK(cache.state() == State::kEmpty);
  }
}

TEST_CASE("Compiled code finds an inline cache's entries at fixed displacements", "[jit][inline-cache]") {
  InterfaceInlineCache cache;
  cache.remember(layout(0), target(0));
  cache.remember(layout(1), target(1));
  const auto* base = reinterpret_cast<const char*>(&cache);
  for (int i = 0; i < 2; ++i) {
    const void* l = nullptr;
    loupe::vm::Method* t = nullptr;
    std::memcpy(&l, base + InterfaceInlineCache::layout_at(i), sizeof l);
    std::memcpy(&t, base + InterfaceInlineCache::target_at(i), sizeof t);
    CHECK(l == layout(i));
    CHECK(t == target(i));
  }
}
