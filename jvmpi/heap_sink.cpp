// The collectors' one connection to JVMPI: a HeapEventSink that turns heap
// events into ARENA_*, OBJECT_*, GC_START and GC_FINISH.
//
// It always follows arenas (so that they can be replayed at JVM_INIT_DONE)
// and forwards everything to the -Xcheckgcevents checker when that is on;
// it asks the collectors for the other kinds only while an agent wants them.
#include <map>
#include <mutex>

#include "interp/interp.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

namespace {

class JvmpiHeapSink final : public gc::HeapEventSink {
 public:
  JvmpiHeapSink() { refresh_mask(); }

  void set_downstream(std::unique_ptr<gc::HeapEventSink> next) {
    downstream_ = std::move(next);
    refresh_mask();
  }

  // The kinds the collectors must report: arenas always, the rest while
  // wanted by an agent (after INIT_DONE) or by the checker.
  void refresh_mask() {
    uint32_t kinds = kArenaNew | kArenaDelete;
    if (events_started()) {
      if (jvmpi::enabled(JVMPI_EVENT_OBJECT_ALLOC)) kinds |= kObjectAlloc;
      if (jvmpi::enabled(JVMPI_EVENT_OBJECT_FREE)) kinds |= kObjectFree;
      if (jvmpi::enabled(JVMPI_EVENT_OBJECT_MOVE)) kinds |= kObjectMove;
      if (jvmpi::enabled(JVMPI_EVENT_GC_START)) kinds |= kGcStart;
      if (jvmpi::enabled(JVMPI_EVENT_GC_FINISH)) kinds |= kGcFinish;
    }
    if (downstream_ != nullptr) kinds |= downstream_->enabled();
    // -Xcheck:jvmpi's ID table follows every object that goes away.
    if (check::on()) kinds |= kObjectFree | kObjectMove;
    set_enabled(kinds);
  }

  void replay_arenas() {
    std::vector<std::pair<gc::ArenaId, std::string>> arenas;
    {
      std::lock_guard<std::mutex> guard(lock_);
      arenas.assign(arenas_.begin(), arenas_.end());
    }
    for (auto& [id, name] : arenas) send_arena_new(id, name.c_str());
  }

  void arena_new(gc::ArenaId arena, const char* name) override {
    {
      std::lock_guard<std::mutex> guard(lock_);
      arenas_[arena] = name;
    }
    if (forward(kArenaNew)) downstream_->arena_new(arena, name);
    if (posting(JVMPI_EVENT_ARENA_NEW)) send_arena_new(arena, name);
  }

  void arena_delete(gc::ArenaId arena) override {
    {
      std::lock_guard<std::mutex> guard(lock_);
      arenas_.erase(arena);
    }
    if (forward(kArenaDelete)) downstream_->arena_delete(arena);
    if (posting(JVMPI_EVENT_ARENA_DELETE)) {
      JVMPI_Event e = gc_event(JVMPI_EVENT_ARENA_DELETE);
      e.u.delete_arena.arena_id = arena;
      deliver(e);
    }
    // The IDs of the arena's objects were valid during the event, not after.
    if (check::on()) check::arena_deleted(arena);
  }

  void object_alloc(gc::ArenaId arena, gc::Object* obj, size_t size) override {
    if (forward(kObjectAlloc)) downstream_->object_alloc(arena, obj, size);
    if (posting(JVMPI_EVENT_OBJECT_ALLOC)) send_object_alloc(vm::Thread::current(), obj, arena, size, false, -1);
  }

  void object_free(gc::Object* obj) override {
    if (forward(kObjectFree)) downstream_->object_free(obj);
    if (posting(JVMPI_EVENT_OBJECT_FREE)) {
      JVMPI_Event e = gc_event(JVMPI_EVENT_OBJECT_FREE);
      e.u.obj_free.obj_id = to_id(obj);
      deliver(e);
    }
    if (check::on()) check::object_freed(obj);
  }

  void object_move(gc::ArenaId from, gc::Object* old_obj, gc::ArenaId to, gc::Object* new_obj) override {
    if (forward(kObjectMove)) downstream_->object_move(from, old_obj, to, new_obj);
    bool post = posting(JVMPI_EVENT_OBJECT_MOVE);
    if (check::on()) [[unlikely]] {
      // The moved object gets a new number and the old one is stale from
      // now on (check.h); a number is made only for an agent to see.
      jobjectID old_id = post ? to_id(old_obj) : nullptr;
      jobjectID new_id = check::object_moved(old_obj, new_obj, to, /*announce=*/post);
      if (post) send_object_move(from, old_id, to, new_id);
      return;
    }
    if (post) send_object_move(from, to_id(old_obj), to, to_id(new_obj));
  }

  void gc_start() override {
    if (forward(kGcStart)) downstream_->gc_start();
    if (posting(JVMPI_EVENT_GC_START)) {
      JVMPI_Event e = gc_event(JVMPI_EVENT_GC_START);
      deliver(e);
    }
  }

  void gc_finish(int64_t used_objects, int64_t used_object_space, int64_t total_object_space) override {
    if (forward(kGcFinish)) downstream_->gc_finish(used_objects, used_object_space, total_object_space);
    if (posting(JVMPI_EVENT_GC_FINISH)) {
      JVMPI_Event e = gc_event(JVMPI_EVENT_GC_FINISH);
      e.u.gc_info.used_objects = used_objects;
      e.u.gc_info.used_object_space = used_object_space;
      e.u.gc_info.total_object_space = total_object_space;
      deliver(e);
    }
  }

 private:
  bool forward(Kind kind) const { return downstream_ != nullptr && downstream_->wants(kind); }
  static bool posting(int event) { return events_started() && jvmpi::enabled(event); }

  // Heap events come from the collecting thread with the world stopped
  // (thread-suspended mode): no state change, no GC hold-off.
  static JVMPI_Event gc_event(jint type) {
    JVMPI_Event e;
    std::memset(&e, 0, sizeof e);
    e.event_type = type;
    e.env_id = env_of(vm::Thread::current());
    return e;
  }

  static void send_object_move(gc::ArenaId from, jobjectID old_id, gc::ArenaId to, jobjectID new_id) {
    JVMPI_Event e = gc_event(JVMPI_EVENT_OBJECT_MOVE);
    e.u.obj_move.arena_id = from;
    e.u.obj_move.obj_id = old_id;
    e.u.obj_move.new_arena_id = to;
    e.u.obj_move.new_obj_id = new_id;
    deliver(e);
  }

  static void send_arena_new(gc::ArenaId arena, const char* name) {
    JVMPI_Event e = gc_event(JVMPI_EVENT_ARENA_NEW);
    e.u.new_arena.arena_id = arena;
    e.u.new_arena.arena_name = name;
    deliver(e);
  }

  std::unique_ptr<gc::HeapEventSink> downstream_;
  std::mutex lock_;
  std::map<gc::ArenaId, std::string> arenas_;
};

JvmpiHeapSink& sink() {
  static JvmpiHeapSink s;
  return s;
}

}  // namespace

gc::HeapEventSink& heap_event_sink() { return sink(); }
void set_heap_sink_downstream(std::unique_ptr<gc::HeapEventSink> next) { sink().set_downstream(std::move(next)); }
void replay_arenas() { sink().replay_arenas(); }
int32_t arena_of(gc::Object* obj) { return vm::the_vm().heap->collector().arena_of(obj); }

void apply_event_switch(vm::Thread* caller, int event) {
  if (!events_started()) return;  // INIT_DONE applies every switch
  sink().refresh_mask();
  gc::Heap& heap = *vm::the_vm().heap;
  bool observe = vm::the_vm().options.statistics || sink().wants(gc::HeapEventSink::kObjectAlloc);
  bool needs_safepoint = event == JVMPI_EVENT_INSTRUCTION_START || event == JVMPI_EVENT_BYTECODE_SAMPLE ||
                         observe != heap.observing_allocations();
  if (!needs_safepoint || caller == nullptr) return;
  // Threads pick up a new allocation limit or dispatch table at a
  // safepoint; an agent switching events from a heap event's callback is
  // already in one (the world stopped by its own thread).
  auto switch_over = [&] {
    heap.set_observing_allocations(observe);
    if (event == JVMPI_EVENT_INSTRUCTION_START) interp::set_instruction_start_hooks(enabled(event));
    if (event == JVMPI_EVENT_BYTECODE_SAMPLE) switch_bytecode_sampling(enabled(event));
  };
  if (vm::threads::is_coordinator(caller)) {
    switch_over();
    return;
  }
  InVmScope in_vm(caller);
  vm::threads::stop_the_world(caller);
  switch_over();
  vm::threads::resume_the_world(caller);
}

}  // namespace loupe::jvmpi
