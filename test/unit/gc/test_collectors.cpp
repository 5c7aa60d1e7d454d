// Every collector on synthetic object graphs: what is reachable survives
// intact, what is not is reclaimed, weak referents are cleared, cycles are
// collected, and every heap event fits the JVMPI protocol (the checker
// follows each one; GC_FINISH must match what the events add up to).
#include <catch2/catch.hpp>

#include <string>

#include "gc/refcount/refcount_collector.h"
#include "test_world.h"

using namespace loupe::gc;
using namespace loupe::gc::testing;

TEST_CASE("Reachable objects survive collections with their contents", "[gc]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  size_t list = world.build_list(1000);
  for (int i = 0; i < 5000; ++i) world.new_node(i);  // garbage
  for (int round = 0; round < 3; ++round) world.collect();
  CHECK(TestWorld::list_sum(world.root(list)) == 999 * 1000 / 2);
  // The holder node, the list; nothing else.
  CHECK(world.events().live_objects() == 1001);
  require_protocol_kept(world);
}

TEST_CASE("Unreachable objects are reclaimed and their space reused", "[gc]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name, 4 << 20);
  // Far more than the heap holds, all garbage: only reuse makes this work.
  for (int i = 0; i < 400000; ++i) REQUIRE(world.new_node(i) != nullptr);
  world.collect();
  CHECK(world.events().live_objects() == 1);
  CHECK(world.heap().stats().collections > 1);
  require_protocol_kept(world);
}

TEST_CASE("A list too long for recursion is marked, copied and freed", "[gc]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name, 64 << 20);
  size_t list = world.build_list(500000);
  world.collect();
  CHECK(TestWorld::list_sum(world.root(list)) == int64_t{499999} * 500000 / 2);
  world.root(list) = nullptr;
  world.collect();
  CHECK(world.events().live_objects() == 1);
  require_protocol_kept(world);
}

TEST_CASE("Cycles are reclaimed once unreachable", "[gc]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  size_t keep = world.add_root(nullptr);
  for (int ring = 0; ring < 100; ++ring) {
    size_t first = world.add_root(world.new_node(0));
    Object* last = world.root(first);
    size_t last_root = world.add_root(last);
    for (int i = 1; i < 50; ++i) {
      Object* n = world.new_node(i);
      world.set(world.root(last_root), kLeft, n);
      world.root(last_root) = n;
    }
    world.set(world.root(last_root), kLeft, world.root(first));  // close the ring
    if (ring == 7) world.root(keep) = world.root(first);
    world.root(first) = world.root(last_root) = nullptr;
  }
  world.collect();
  // The holder and ring 7 stay.
  CHECK(world.events().live_objects() == 51);
  Object* n = world.root(keep);
  int64_t sum = 0;
  for (int i = 0; i < 50; ++i, n = TestWorld::get(n, kLeft)) sum += TestWorld::value(n);
  CHECK(sum == 49 * 50 / 2);
  CHECK(n == world.root(keep));
  require_protocol_kept(world);
}

TEST_CASE("Weak referents are cleared when nothing else holds them", "[gc][references]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  size_t kept = world.add_root(world.new_node(1));
  size_t weak_to_kept = world.add_root(world.new_weak_ref());
  world.set(world.root(weak_to_kept), kReferent, world.root(kept));
  size_t weak_to_dead = world.add_root(world.new_weak_ref());
  world.set(world.root(weak_to_dead), kReferent, world.new_node(2));
  size_t soft = world.add_root(world.new_weak_ref(true));
  world.set(world.root(soft), kReferent, world.new_node(3));
  world.collect(GcCause::kAllocationFailure);
  world.collect(GcCause::kAllocationFailure);
  CHECK(TestWorld::get(world.root(weak_to_kept), kReferent) == world.root(kept));
  CHECK(TestWorld::get(world.root(weak_to_dead), kReferent) == nullptr);
  Object* soft_referent = TestWorld::get(world.root(soft), kReferent);
  REQUIRE(soft_referent != nullptr);  // memory did not run out
  CHECK(TestWorld::value(soft_referent) == 3);
  world.collect(GcCause::kLastDitch);
  CHECK(TestWorld::get(world.root(soft), kReferent) == nullptr);
  require_protocol_kept(world);
}

TEST_CASE("Large arrays are allocated, kept and reclaimed", "[gc]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name, 32 << 20);
  size_t big = world.add_root(world.new_long_array(1 << 18));  // 2 MiB
  REQUIRE(world.root(big) != nullptr);
  static_cast<ArrayObject*>(world.root(big))->elements<int64_t>()[12345] = 42;
  size_t refs = world.add_root(world.new_ref_array(100000));
  for (int i = 0; i < 20; ++i) REQUIRE(world.new_long_array(1 << 17) != nullptr);  // 1 MiB of garbage each
  for (int i = 0; i < 100000; i += 1000) {
    Object* n = world.new_node(i);
    world.set_element(static_cast<ArrayObject*>(world.root(refs)), i, n);
  }
  world.collect();
  CHECK(static_cast<ArrayObject*>(world.root(big))->elements<int64_t>()[12345] == 42);
  auto* array = static_cast<ArrayObject*>(world.root(refs));
  int64_t sum = 0;
  for (int i = 0; i < 100000; ++i) {
    if (Object* n = array->elements<Object*>()[i]) sum += TestWorld::value(n);
  }
  CHECK(sum == 4950000);
  require_protocol_kept(world);
}

TEST_CASE("A full heap refuses allocation, and recovers once data is dropped", "[gc][oom]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name, 4 << 20);
  size_t list = world.add_root(nullptr);
  bool exhausted = false;
  for (int i = 0; i < 1000000 && !exhausted; ++i) {
    Object* n = world.new_node(i);
    if (n == nullptr) {
      exhausted = true;
      break;
    }
    world.set(n, kLeft, world.root(list));
    world.root(list) = n;
  }
  REQUIRE(exhausted);
  world.root(list) = nullptr;
  CHECK(world.new_node(7) != nullptr);
  require_protocol_kept(world);
}

TEST_CASE("Collecting at every allocation keeps a mutating graph intact", "[gc][stress]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name, 8 << 20, 1);
  size_t table = world.add_root(world.new_ref_array(64));
  for (int i = 0; i < 3000; ++i) {
    Object* n = world.new_node(i);
    auto* array = static_cast<ArrayObject*>(world.root(table));
    world.set(n, kLeft, array->elements<Object*>()[i % 64]);  // chains of old and new
    world.set_element(array, i % 64, n);
    if (i % 200 == 0) world.set_element(array, (i / 200) % 64, nullptr);
  }
  auto* array = static_cast<ArrayObject*>(world.root(table));
  int64_t count = 0;
  for (int slot = 0; slot < 64; ++slot) {
    for (Object* n = array->elements<Object*>()[slot]; n != nullptr; n = TestWorld::get(n, kLeft)) {
      CHECK(TestWorld::value(n) % 64 == slot);
      ++count;
    }
  }
  CHECK(count > 0);
  require_protocol_kept(world);
}

// --- Per-algorithm promises -------------------------------------------------

TEST_CASE("Mark-sweep and reference counting never move objects", "[gc]") {
  std::string name = GENERATE(as<std::string>{}, "marksweep", "refcount");
  CAPTURE(name);
  TestWorld world(name);
  size_t kept = world.add_root(world.new_node(5));
  Object* before = world.root(kept);
  for (int i = 0; i < 100000; ++i) world.new_node(i);
  world.collect();
  CHECK(world.root(kept) == before);
  CHECK(world.events().moves() == 0);
  CHECK(world.events().frees() > 0);
}

TEST_CASE("Compaction slides objects down and keeps allocation order", "[gc][compact]") {
  TestWorld world("compact");
  std::vector<size_t> kept;
  for (int i = 0; i < 200; ++i) {
    Object* n = world.new_node(i);
    if (i % 3 == 0) kept.push_back(world.add_root(n));
  }
  world.collect();
  for (size_t i = 1; i < kept.size(); ++i) {
    CHECK(reinterpret_cast<char*>(world.root(kept[i])) > reinterpret_cast<char*>(world.root(kept[i - 1])));
    CHECK(TestWorld::value(world.root(kept[i])) == static_cast<int64_t>(3 * i));
  }
  CHECK(world.events().moves() > 0);
  CHECK(world.events().frees() > 0);
}

TEST_CASE("Identity hash bits and lock words survive compaction", "[gc][compact]") {
  TestWorld world("compact");
  for (int i = 0; i < 100; ++i) world.new_node(i);  // garbage below, so that the objects move
  size_t hashed = world.add_root(world.new_node(1));
  size_t locked = world.add_root(world.new_node(2));
  world.root(hashed)->set_gc_word(0xABCDEF00u);
  world.root(locked)->lock_word().store(0x1234u);
  Object* before = world.root(hashed);
  world.collect();
  CHECK(world.root(hashed) != before);
  CHECK(world.root(hashed)->gc_word() == 0xABCDEF00u);
  CHECK(world.root(locked)->lock_word().load() == 0x1234u);
}

TEST_CASE("The generational collector promotes survivors and keeps old-to-young references", "[gc][generational]") {
  TestWorld world("generational", 16 << 20);
  size_t old_holder = world.add_root(world.new_node(1));
  // Survive enough scavenges to be promoted.
  for (int i = 0; i < 10; ++i) world.collect(GcCause::kAllocationFailure);
  // A young object reachable only through the old one (the barrier must
  // have remembered the old object).
  world.set(world.root(old_holder), kLeft, world.new_node(2));
  Object* young = TestWorld::get(world.root(old_holder), kLeft);
  world.collect(GcCause::kAllocationFailure);
  Object* moved = TestWorld::get(world.root(old_holder), kLeft);
  REQUIRE(moved != nullptr);
  CHECK(moved != young);  // scavenged out of eden
  CHECK(TestWorld::value(moved) == 2);
  CHECK(world.events().moves() > 0);
  require_protocol_kept(world);
}

TEST_CASE("Reference counting frees an object when its last reference goes", "[gc][refcount]") {
  TestWorld world("refcount");
  size_t holder = world.add_root(world.new_node(1));
  world.set(world.root(holder), kLeft, world.new_node(2));
  Object* child = TestWorld::get(world.root(holder), kLeft);
  CHECK(RefCountCollector::count_of(child) == 1);
  world.collect(GcCause::kAllocationFailure);
  uint64_t frees = world.events().frees();
  world.set(world.root(holder), kLeft, nullptr);
  CHECK(RefCountCollector::count_of(child) == 0);
  world.collect(GcCause::kAllocationFailure);
  CHECK(world.events().frees() == frees + 1);
  require_protocol_kept(world);
}

TEST_CASE("Reference counting keeps a zero-count object that a stack root holds", "[gc][refcount]") {
  TestWorld world("refcount");
  size_t held = world.add_root(world.new_node(1));  // uncounted root only
  world.collect(GcCause::kAllocationFailure);
  world.collect(GcCause::kAllocationFailure);
  CHECK(RefCountCollector::count_of(world.root(held)) == 0);
  CHECK(TestWorld::value(world.root(held)) == 1);
  world.root(held) = nullptr;
  uint64_t frees = world.events().frees();
  world.collect(GcCause::kAllocationFailure);
  CHECK(world.events().frees() == frees + 1);
  require_protocol_kept(world);
}

TEST_CASE("Reference counts count static fields and stick at their maximum", "[gc][refcount]") {
  TestWorld world("refcount");
  size_t statik = world.add_root(world.new_node(1), RootKind::kStaticField);
  CHECK(RefCountCollector::count_of(world.root(statik)) == 1);
  size_t array = world.add_root(world.new_ref_array(100));
  for (int i = 0; i < 100; ++i) world.set_element(static_cast<ArrayObject*>(world.root(array)), i, world.root(statik));
  CHECK(RefCountCollector::count_of(world.root(statik)) == gc_bits::kCountMax);
  world.root(array) = nullptr;
  world.set_static(statik, nullptr);
  world.collect(GcCause::kAllocationFailure);  // the array goes; the stuck node stays
  CHECK(world.events().live_objects() == 2);
  world.collect(GcCause::kExplicit);  // the backup trace recounts and frees it
  CHECK(world.events().live_objects() == 1);
  require_protocol_kept(world);
}
