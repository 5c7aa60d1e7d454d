// The permanent space (gc/common/permanent_space.h) on its own (allocation,
// the walk, freeing in place by sweep and by count), then as every collector
// uses it for class objects: they never move, what they refer to does and
// their fields follow, an unreachable one is freed in place, and the heap
// verifier and the event checker (on in every TestWorld) agree throughout.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "gc/common/filler.h"
#include "gc/common/permanent_space.h"
#include "test_world.h"

using namespace loupe::gc;
using namespace loupe::gc::testing;

namespace {

struct FreeRecorder final : HeapEventSink {
  FreeRecorder() { set_enabled(kArenaNew | kObjectFree); }
  void arena_new(ArenaId arena, const char*) override { arenas.push_back(arena); }
  void object_free(Object* obj) override { freed.insert(obj); }
  std::vector<ArenaId> arenas;
  std::set<Object*> freed;
};

TypeLayout plain_layout(uint32_t size) {
  TypeLayout layout;
  layout.kind = ObjectKind::kInstance;
  layout.instance_size = size;
  return layout;
}

Object* allocate_in(PermanentSpace& space, const TypeLayout& layout) {
  char* memory = space.allocate(layout.instance_size);
  if (memory == nullptr) return nullptr;
  auto* obj = reinterpret_cast<Object*>(memory);
  obj->set_second_word(0);
  obj->set_layout(&layout);
  return obj;
}

std::vector<Object*> walk(PermanentSpace& space) {
  std::vector<Object*> seen;
  space.for_each_object([&](Object* obj) { seen.push_back(obj); });
  return seen;
}

}  // namespace

TEST_CASE("The permanent space allocates, grows and walks its objects", "[gc][permanent]") {
  FreeRecorder events;
  PermanentSpace space;
  space.start(events);
  CHECK(events.arenas == std::vector<ArenaId>{PermanentSpace::kArena});
  const TypeLayout layout = plain_layout(48);
  // More than the first capacity holds: the space grows in place.
  std::vector<Object*> objects;
  const size_t count = 2 * PermanentSpace::kInitialBytes / layout.instance_size;
  for (size_t i = 0; i < count; ++i) {
    Object* obj = allocate_in(space, layout);
    REQUIRE(obj != nullptr);
    CHECK(space.contains(obj));
    objects.push_back(obj);
  }
  CHECK(space.capacity() > PermanentSpace::kInitialBytes);
  CHECK(space.live_objects() == static_cast<int64_t>(count));
  CHECK(space.live_bytes() == static_cast<int64_t>(count * layout.instance_size));
  CHECK(space.used_bytes() >= count * layout.instance_size);
  std::vector<Object*> seen = walk(space);
  std::set<Object*> expected(objects.begin(), objects.end());
  CHECK(std::set<Object*>(seen.begin(), seen.end()) == expected);
  CHECK(std::is_sorted(seen.begin(), seen.end()));
  CHECK(!space.contains(&layout));
}

TEST_CASE("The permanent space refuses an allocation only when its reservation is used up", "[gc][permanent]") {
  PermanentSpace space(size_t{1} << 20);
  const TypeLayout layout = plain_layout(64);
  size_t allocated = 0;
  while (allocate_in(space, layout) != nullptr) ++allocated;
  CHECK(space.capacity() == size_t{1} << 20);
  CHECK(allocated == (size_t{1} << 20) / layout.instance_size);
  CHECK(space.allocate(8) == nullptr);
}

TEST_CASE("The permanent space frees unmarked objects in place and keeps the rest", "[gc][permanent]") {
  FreeRecorder events;
  PermanentSpace space;
  space.start(events);
  const TypeLayout layout = plain_layout(32);
  std::vector<Object*> objects;
  for (int i = 0; i < 100; ++i) objects.push_back(allocate_in(space, layout));
  std::set<Object*> dead;
  for (size_t i = 0; i < objects.size(); ++i) {
    if (i % 3 == 0) {
      dead.insert(objects[i]);
    } else {
      CHECK(PermanentSpace::mark(objects[i]));
      CHECK_FALSE(PermanentSpace::mark(objects[i]));  // marked once only
    }
  }
  space.sweep();
  CHECK(events.freed == dead);
  CHECK(space.live_objects() == static_cast<int64_t>(objects.size() - dead.size()));
  for (Object* obj : objects) {
    if (dead.contains(obj)) {
      CHECK(is_filler(obj));
    } else {
      CHECK_FALSE(is_filler(obj));
      CHECK_FALSE(PermanentSpace::is_marked(obj));  // the sweep cleared the mark
    }
  }
  std::vector<Object*> seen = walk(space);
  CHECK(seen.size() == objects.size() - dead.size());
  // Freed memory is used again: nothing moved to make room.
  Object* again = allocate_in(space, layout);
  CHECK(dead.contains(again));

  SECTION("an object found dead by other means is freed where it lies") {
    Object* victim = seen.front();
    space.free(victim);
    CHECK(is_filler(victim));
    CHECK(walk(space).size() == seen.size());  // one freed, one allocated above
    CHECK(space.live_objects() == static_cast<int64_t>(seen.size()));
  }
  SECTION("a sweep with nothing marked frees everything") {
    space.sweep();
    CHECK(walk(space).empty());
    CHECK(space.live_objects() == 0);
    CHECK(space.used_bytes() == 0);
  }
}

TEST_CASE("Class objects never move; their fields follow what moves", "[gc][permanent]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name, 8 << 20, /*stress_interval=*/50);
  Object* klass = world.new_class_object(42);
  REQUIRE(klass != nullptr);
  size_t klass_root = world.add_root(klass, RootKind::kClassMirror);
  CHECK(world.heap().collector().arena_of(klass) == PermanentSpace::kArena);
  CHECK(world.heap().contains(klass));
  size_t list = world.build_list(200);
  world.set(world.root(klass_root), kLeft, world.root(list));
  world.root(list) = nullptr;  // only the class object holds the list now
  for (int i = 0; i < 20000; ++i) world.new_node(i);  // garbage, and stress collections
  for (int round = 0; round < 3; ++round) world.collect();
  CHECK(world.root(klass_root) == klass);
  CHECK(TestWorld::value(klass) == 42);
  CHECK(TestWorld::list_sum(TestWorld::get(klass, kLeft)) == 199 * 200 / 2);
  // The holder, the class object, its list.
  CHECK(world.events().live_objects() == 202);
  CHECK(world.heap().stats().permanent_used_bytes >= world.layouts.node.instance_size);
  require_protocol_kept(world);
}

TEST_CASE("An unreachable class object is freed in place", "[gc][permanent]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  size_t klass_root = world.add_root(world.new_class_object(1), RootKind::kClassMirror);
  world.set(world.root(klass_root), kRight, world.new_node(2));
  world.collect();
  uint64_t frees_before = world.events().frees();
  world.root(klass_root) = nullptr;  // the class is unloaded
  // Reference counting frees it at the first batch that finds no root.
  for (int round = 0; round < 2; ++round) world.collect();
  CHECK(world.events().frees() - frees_before >= 1);
  CHECK(world.events().live_objects() == 1);  // the holder
  CHECK(world.heap().stats().permanent_used_bytes == 0);
  // The space is usable again.
  Object* next = world.new_class_object(3);
  REQUIRE(next != nullptr);
  CHECK(world.heap().collector().arena_of(next) == PermanentSpace::kArena);
  require_protocol_kept(world);
}

TEST_CASE("A class object that refers to a young object is remembered", "[gc][permanent]") {
  TestWorld world("generational");
  size_t klass_root = world.add_root(world.new_class_object(1), RootKind::kClassMirror);
  Object* young = world.new_node(7);
  CHECK(world.heap().young_range().contains(young));
  world.set(world.root(klass_root), kLeft, young);
  CHECK((world.root(klass_root)->gc_word() & gc_bits::kRemembered) != 0);
  // A scavenge (the heap verifier checks the remembered set around it)
  // finds the young object through the class object alone.
  world.collect(GcCause::kAllocationFailure);
  Object* moved = TestWorld::get(world.root(klass_root), kLeft);
  CHECK(moved != young);
  CHECK(TestWorld::value(moved) == 7);
  require_protocol_kept(world);
}

TEST_CASE("With moving classes, class objects are allocated and moved like any object", "[gc][permanent]") {
  TestWorld world("semispace", 8 << 20, 0, /*moving_classes=*/true);
  Object* klass = world.new_class_object(5);
  size_t klass_root = world.add_root(klass, RootKind::kClassMirror);
  CHECK(world.heap().collector().arena_of(klass) != PermanentSpace::kArena);
  world.collect();
  CHECK(world.root(klass_root) != klass);
  CHECK(TestWorld::value(world.root(klass_root)) == 5);
  CHECK(world.events().moves() >= 1);
  CHECK(world.heap().stats().permanent_used_bytes == 0);
  require_protocol_kept(world);
}
