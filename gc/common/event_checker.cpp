#include "gc/common/event_checker.h"

#include "gc/common/permanent_space.h"
#include "gc/gc.h"

#include <cstdio>
#include <cstdlib>

namespace loupe::gc {

EventChecker::EventChecker(FailureHandler on_failure) : on_failure_(std::move(on_failure)) {
  set_enabled(kArenaNew | kArenaDelete | kObjectAlloc | kObjectFree | kObjectMove | kGcStart | kGcFinish);
}

void EventChecker::fail(const std::string& problem) {
  if (on_failure_) {
    on_failure_(problem);
    return;
  }
  std::fprintf(stderr, "Heap event protocol violated: %s\n", problem.c_str());
  std::abort();
}

void EventChecker::arena_new(ArenaId arena, const char* name) {
  std::lock_guard<std::mutex> guard(lock_);
  if (!arenas_.try_emplace(arena).second) {
    fail("ARENA_NEW of arena " + std::to_string(arena) + " (" + name + "), which exists");
  }
}

void EventChecker::arena_delete(ArenaId arena) {
  std::lock_guard<std::mutex> guard(lock_);
  if (!in_gc_) fail("ARENA_DELETE outside a collection");
  if (arena == PermanentSpace::kArena) fail("ARENA_DELETE of the permanent arena");
  auto it = arenas_.find(arena);
  if (it == arenas_.end()) {
    fail("ARENA_DELETE of unknown arena " + std::to_string(arena));
    return;
  }
  for (const Object* obj : it->second) {
    live_bytes_ -= objects_[obj].size;
    objects_.erase(obj);
  }
  arenas_.erase(it);
}

void EventChecker::object_alloc(ArenaId arena, Object* obj, size_t size) {
  std::lock_guard<std::mutex> guard(lock_);
  auto it = arenas_.find(arena);
  if (it == arenas_.end()) {
    fail("OBJECT_ALLOC in unknown arena " + std::to_string(arena));
    return;
  }
  if (!objects_.emplace(obj, Known{arena, size}).second) {
    fail("OBJECT_ALLOC of an ID still in use");
    return;
  }
  it->second.insert(obj);
  live_bytes_ += size;
}

void EventChecker::object_free(Object* obj) {
  std::lock_guard<std::mutex> guard(lock_);
  if (!in_gc_) fail("OBJECT_FREE outside a collection");
  auto it = objects_.find(obj);
  if (it == objects_.end()) {
    fail("OBJECT_FREE of an unknown ID");
    return;
  }
  live_bytes_ -= it->second.size;
  arenas_[it->second.arena].erase(obj);
  objects_.erase(it);
  ++frees_;
}

void EventChecker::object_move(ArenaId from, Object* old_obj, ArenaId to, Object* new_obj) {
  std::lock_guard<std::mutex> guard(lock_);
  if (!in_gc_) fail("OBJECT_MOVE outside a collection");
  auto to_arena = arenas_.find(to);
  if (to_arena == arenas_.end()) {
    fail("OBJECT_MOVE into unknown arena " + std::to_string(to));
    return;
  }
  auto it = objects_.find(old_obj);
  if (it == objects_.end()) {
    fail("OBJECT_MOVE of an unknown ID");
    return;
  }
  if (it->second.arena != from) {
    fail("OBJECT_MOVE from the wrong arena");
    return;
  }
  // The permanent space's promise to agents: what is there stays there.
  if (from == PermanentSpace::kArena || to == PermanentSpace::kArena) {
    fail("OBJECT_MOVE of an object in or into the permanent arena");
    return;
  }
  Known known{to, it->second.size};
  arenas_[from].erase(old_obj);
  objects_.erase(it);
  if (!objects_.emplace(new_obj, known).second) {
    fail("OBJECT_MOVE onto an ID still in use");
    return;
  }
  to_arena->second.insert(new_obj);
  ++moves_;
}

void EventChecker::gc_start() {
  std::lock_guard<std::mutex> guard(lock_);
  if (in_gc_) fail("GC_START inside a collection");
  in_gc_ = true;
}

void EventChecker::gc_finish(int64_t used_objects, int64_t used_object_space, int64_t total_object_space) {
  std::lock_guard<std::mutex> guard(lock_);
  if (!in_gc_) fail("GC_FINISH without GC_START");
  in_gc_ = false;
  ++collections_;
  if (static_cast<size_t>(used_objects) != objects_.size()) {
    fail("GC_FINISH says " + std::to_string(used_objects) + " objects, the events leave " +
         std::to_string(objects_.size()));
  }
  if (static_cast<uint64_t>(used_object_space) != live_bytes_) {
    fail("GC_FINISH says " + std::to_string(used_object_space) + " bytes, the events leave " +
         std::to_string(live_bytes_));
  }
  if (total_object_space < used_object_space) fail("GC_FINISH: total object space below the used space");
}

std::unique_ptr<HeapEventSink> make_event_protocol_checker() { return std::make_unique<EventChecker>(); }

}  // namespace loupe::gc
