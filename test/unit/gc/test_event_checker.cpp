// The heap-event protocol checker itself: each kind of violation is caught.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "gc/common/event_checker.h"
#include "gc/common/permanent_space.h"

using loupe::gc::EventChecker;
using loupe::gc::Object;

namespace {

struct Recorder {
  std::vector<std::string> failures;
  EventChecker checker{[this](const std::string& p) { failures.push_back(p); }};
};

Object* id(uintptr_t n) { return reinterpret_cast<Object*>(n * 8); }

}  // namespace

TEST_CASE("A well-formed collection passes the event checker", "[gc][events]") {
  Recorder r;
  r.checker.arena_new(1, "from");
  r.checker.arena_new(2, "to");
  r.checker.object_alloc(1, id(1), 16);
  r.checker.object_alloc(1, id(2), 24);
  r.checker.gc_start();
  r.checker.object_move(1, id(1), 2, id(100));
  r.checker.arena_delete(1);  // frees id(2)
  r.checker.arena_new(1, "from");
  r.checker.gc_finish(1, 16, 1024);
  CHECK(r.failures.empty());
}

TEST_CASE("The event checker catches each protocol violation", "[gc][events]") {
  Recorder r;
  r.checker.arena_new(1, "heap");
  r.checker.object_alloc(1, id(1), 16);
  r.checker.object_alloc(1, id(2), 16);

  SECTION("a free outside a collection") {
    r.checker.object_free(id(1));
  }
  SECTION("a move outside a collection") {
    r.checker.object_move(1, id(1), 1, id(9));
  }
  SECTION("a move onto an ID still in use") {
    r.checker.gc_start();
    r.checker.object_move(1, id(2), 1, id(1));
  }
  SECTION("a free of an unknown object") {
    r.checker.gc_start();
    r.checker.object_free(id(7));
  }
  SECTION("an allocation with an ID still in use") {
    r.checker.object_alloc(1, id(1), 16);
  }
  SECTION("an allocation in an unknown arena") {
    r.checker.object_alloc(5, id(3), 16);
  }
  SECTION("GC_FINISH with the wrong counts") {
    r.checker.gc_start();
    r.checker.object_free(id(1));
    r.checker.gc_finish(2, 32, 100);
  }
  SECTION("a second ARENA_NEW of the same arena") {
    r.checker.arena_new(1, "again");
  }
  SECTION("ARENA_DELETE outside a collection") {
    r.checker.arena_delete(1);
  }
  SECTION("a move out of the permanent arena") {
    r.checker.arena_new(loupe::gc::PermanentSpace::kArena, "permanent");
    r.checker.object_alloc(loupe::gc::PermanentSpace::kArena, id(20), 16);
    r.checker.gc_start();
    r.checker.object_move(loupe::gc::PermanentSpace::kArena, id(20), 1, id(21));
  }
  SECTION("ARENA_DELETE of the permanent arena") {
    r.checker.arena_new(loupe::gc::PermanentSpace::kArena, "permanent");
    r.checker.gc_start();
    r.checker.arena_delete(loupe::gc::PermanentSpace::kArena);
  }
  CHECK(r.failures.size() >= 1);
}
