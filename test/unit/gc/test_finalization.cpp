// Finalization and reference queues, for every collector: what a collection
// leaves for the Java side (gc/common/reference_processing.h). An unreachable
// finalizable object is kept, with what it refers to, and handed over once;
// weak references to it are cleared first, phantom ones only once it is
// really gone; cleared references with a queue are handed over once.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test_world.h"

using namespace loupe::gc;
using namespace loupe::gc::testing;

namespace {

std::vector<Object*> take_all(TestWorld& world, Heap::Pending kind) {
  std::vector<Object*> taken;
  uint64_t epoch = 0;
  while (Object* obj = world.heap().take_pending(kind, &epoch)) taken.push_back(obj);
  return taken;
}

}  // namespace

TEST_CASE("An unreachable finalizable object is kept, with what it holds, and handed over once", "[gc][finalization]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  size_t kept = world.add_root(world.new_finalizable_node(1));
  Object* doomed = world.new_finalizable_node(2);
  world.set(doomed, kLeft, world.new_node(3));  // reachable only from the doomed object
  size_t weak = world.add_root(world.new_weak_ref());
  world.set(world.root(weak), kReferent, doomed);
  doomed = nullptr;
  world.collect();
  world.collect();

  std::vector<Object*> to_finalize = take_all(world, Heap::Pending::kToFinalize);
  REQUIRE(to_finalize.size() == 1);
  Object* revived = to_finalize[0];
  CHECK(TestWorld::value(revived) == 2);
  REQUIRE(TestWorld::get(revived, kLeft) != nullptr);
  CHECK(TestWorld::value(TestWorld::get(revived, kLeft)) == 3);
  CHECK((revived->gc_word() & gc_bits::kFinalized) != 0);
  CHECK(TestWorld::get(world.root(weak), kReferent) == nullptr);  // cleared before finalization
  CHECK(TestWorld::value(world.root(kept)) == 1);

  // Resurrected by its finalizer, then dropped again: collected, never handed over twice.
  size_t resurrected = world.add_root(revived);
  world.collect();
  CHECK(TestWorld::value(world.root(resurrected)) == 2);
  world.root(resurrected) = nullptr;
  world.collect();
  world.collect();
  CHECK(take_all(world, Heap::Pending::kToFinalize).empty());
  require_protocol_kept(world);
}

TEST_CASE("Cleared references registered with a queue are handed over once", "[gc][references]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  size_t queue = world.add_root(world.new_node(0));
  size_t queued = world.add_root(world.new_weak_ref());
  world.set(world.root(queued), kStrong, world.root(queue));
  world.set(world.root(queued), kReferent, world.new_node(1));
  size_t unqueued = world.add_root(world.new_weak_ref());
  world.set(world.root(unqueued), kReferent, world.new_node(2));
  size_t kept = world.add_root(world.new_node(3));
  size_t queued_kept = world.add_root(world.new_weak_ref());
  world.set(world.root(queued_kept), kStrong, world.root(queue));
  world.set(world.root(queued_kept), kReferent, world.root(kept));
  world.collect();
  world.collect();

  std::vector<Object*> to_enqueue = take_all(world, Heap::Pending::kToEnqueue);
  REQUIRE(to_enqueue.size() == 1);
  CHECK(to_enqueue[0] == world.root(queued));
  CHECK(TestWorld::get(world.root(queued), kReferent) == nullptr);
  CHECK(TestWorld::get(world.root(unqueued), kReferent) == nullptr);
  CHECK(TestWorld::get(world.root(queued_kept), kReferent) == world.root(kept));
  require_protocol_kept(world);
}

TEST_CASE("Objects waiting for the Java side survive collections and move with them", "[gc][finalization]") {
  std::string name = any_collector();
  CAPTURE(name);
  TestWorld world(name);
  world.new_finalizable_node(7);
  world.collect();
  for (int i = 0; i < 1000; ++i) world.new_node(i);  // garbage, so that moving collectors move it
  world.collect();
  world.collect();
  std::vector<Object*> to_finalize = take_all(world, Heap::Pending::kToFinalize);
  REQUIRE(to_finalize.size() == 1);
  CHECK(TestWorld::value(to_finalize[0]) == 7);
  require_protocol_kept(world);
}
