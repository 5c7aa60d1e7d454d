// Class unloading as the collectors see it (gc/vm_interface.h,
// gc/common/class_unloading.h): what a user loader holds is traced only
// once the trace finds the loader alive, through its class object, an
// instance of its class, or a loader that depends on it; otherwise the
// loader is unloaded and what only it held is freed. Under every collector.
#include <catch2/catch.hpp>

#include "test_world.h"

namespace loupe::gc::testing {

namespace {

// A loader with a class object (a permanent object, as the VM's mirrors)
// and a static holding a list of `length` nodes.
struct TestLoader {
  int id;
  size_t class_object;
  size_t list;
};

TestLoader make_loader(TestWorld& world, int64_t length) {
  TestLoader l;
  l.id = world.add_loader();
  l.class_object = world.add_loader_root(l.id, world.new_class_object(1000 + l.id), RootKind::kClassMirror);
  l.list = world.add_loader_root(l.id, nullptr, RootKind::kStaticField);
  for (int64_t i = 0; i < length; ++i) {
    Object* node = world.new_node(i);
    world.set(node, kLeft, world.root(l.list));
    world.set_static(l.list, node);
  }
  return l;
}

}  // namespace

TEST_CASE("A loader nothing reaches is unloaded, and what only it held is freed", "[gc][unloading]") {
  TestWorld world(any_collector());
  TestLoader l = make_loader(world, 100);
  size_t live_before = world.events().live_objects();
  world.collect();
  CHECK(world.unloaded(l.id));
  CHECK(world.events().live_objects() <= live_before - 101);  // the list and the class object
  require_protocol_kept(world);
}

TEST_CASE("An instance of a loader's class keeps the loader and its statics", "[gc][unloading]") {
  TestWorld world(any_collector());
  TestLoader l = make_loader(world, 100);
  size_t instance = world.add_root(world.new_instance_of(l.id, 7));
  world.collect();
  world.collect();
  CHECK_FALSE(world.unloaded(l.id));
  CHECK(TestWorld::list_sum(world.root(l.list)) == 4950);
  world.root(instance) = nullptr;
  world.collect();
  CHECK(world.unloaded(l.id));
  require_protocol_kept(world);
}

TEST_CASE("A reachable class object keeps its loader; so does a loader that depends on it", "[gc][unloading]") {
  TestWorld world(any_collector());
  TestLoader base = make_loader(world, 10);
  TestLoader child = make_loader(world, 10);
  world.add_dependency(child.id, base.id);
  Object* holder = world.new_node(0);
  world.set(holder, kLeft, world.root(child.class_object));  // an ordinary object refers to the class object
  size_t strong = world.add_root(holder);
  world.collect();
  CHECK_FALSE(world.unloaded(child.id));
  CHECK_FALSE(world.unloaded(base.id));
  CHECK(TestWorld::list_sum(world.root(base.list)) == 45);
  world.root(strong) = nullptr;
  world.collect();
  CHECK(world.unloaded(child.id));
  CHECK(world.unloaded(base.id));
  require_protocol_kept(world);
}

TEST_CASE("A loader reachable only from another loader's statics lives as long as that loader", "[gc][unloading]") {
  TestWorld world(any_collector());
  TestLoader first = make_loader(world, 5);
  TestLoader second = make_loader(world, 5);
  // first's static list ends in an instance of second's class.
  Object* tail = world.new_instance_of(second.id, 0);
  Object* last = world.root(first.list);
  while (TestWorld::get(last, kLeft) != nullptr) last = TestWorld::get(last, kLeft);
  world.set(last, kLeft, tail);
  size_t instance = world.add_root(world.new_instance_of(first.id, 1));
  world.collect();
  CHECK_FALSE(world.unloaded(first.id));
  CHECK_FALSE(world.unloaded(second.id));
  world.root(instance) = nullptr;
  world.collect();
  CHECK(world.unloaded(first.id));
  CHECK(world.unloaded(second.id));
  require_protocol_kept(world);
}

TEST_CASE("A finalizable object kept for its finalizer keeps the loader of what it holds", "[gc][unloading]") {
  TestWorld world(any_collector());
  TestLoader l = make_loader(world, 10);
  Object* finalizable = world.new_finalizable_node(0);
  size_t temporary = world.add_root(finalizable);
  world.set(world.root(temporary), kLeft, world.new_instance_of(l.id, 3));
  world.root(temporary) = nullptr;  // reachable no more, but not finalized yet
  world.collect();
  CHECK_FALSE(world.unloaded(l.id));
  CHECK(TestWorld::list_sum(world.root(l.list)) == 45);
  require_protocol_kept(world);
}

}  // namespace loupe::gc::testing
