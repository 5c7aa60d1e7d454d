// HEAP_DUMP, OBJECT_DUMP and MONITOR_DUMP, in the buffer formats of the
// JVMPI specification (jvmpi.h; docs/formats.md, "JVMPI dump buffers"): records packed,
// integers and primitive values big-endian, IDs and JNIEnv pointers as
// native pointers.
//
// The objects are found by a trace from the roots the collectors use, so a
// dump holds what is reachable, whatever the collector; unreachable objects
// not yet freed are left out. The world is stopped while a buffer is
// written; the event goes out afterwards with collection held off, so the
// IDs in it stay valid during the callback.
#include <array>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

#include "interp/frame.h"
#include "interp/interp.h"
#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/monitor.h"
#include "vm/runtime/objects.h"
#include "vm/runtime/threads.h"

namespace loupe::jvmpi {

namespace {

using vm::BasicType;

class DumpWriter {
 public:
  void u1(uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void u2(uint16_t v) { be(v, 2); }
  void u4(uint32_t v) { be(v, 4); }
  void u8(uint64_t v) { be(v, 8); }
  void ptr(const void* p) { out_.append(reinterpret_cast<const char*>(&p), sizeof p); }
  void id(gc::Object* obj) { ptr(to_id(obj)); }  // an object, by its jobjectID
  // One field or element value of `type` read from `address`.
  void value(BasicType type, const void* address) {
    switch (type) {
      case BasicType::kBoolean:
      case BasicType::kByte: u1(*static_cast<const uint8_t*>(address)); break;
      case BasicType::kChar:
      case BasicType::kShort: u2(*static_cast<const uint16_t*>(address)); break;
      case BasicType::kInt:
      case BasicType::kFloat: u4(*static_cast<const uint32_t*>(address)); break;
      case BasicType::kLong:
      case BasicType::kDouble: u8(*static_cast<const uint64_t*>(address)); break;
      default: id(*static_cast<gc::Object* const*>(address)); break;
    }
  }
  std::string& buffer() { return out_; }

 private:
  void be(uint64_t v, int bytes) {
    for (int i = bytes - 1; i >= 0; --i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
  }
  std::string out_;
};

vm::Class* class_of_object(gc::Object* obj) {
  return static_cast<vm::Class*>(const_cast<gc::TypeLayout*>(obj->layout()));
}

bool is_class_object(gc::Object* obj) { return class_of_object(obj) == vm::the_vm().classes.class_class; }

// A java.lang.Class whose class gets a CLASS_DUMP (not arrays, primitives).
vm::Class* dumped_class(gc::Object* obj) {
  if (!is_class_object(obj)) return nullptr;
  vm::Class* cls = vm::class_from_mirror(obj);
  return cls != nullptr && !cls->is_array && !cls->is_primitive ? cls : nullptr;
}

// Statics live in Slots; read them at the width of their type.
const void* static_address(vm::Field& f) {
  vm::Slot& slot = f.holder->statics[f.offset];
  return &slot;
}

void write_class_dump(DumpWriter& w, gc::Object* mirror, vm::Class* cls, int level) {
  w.u1(JVMPI_GC_CLASS_DUMP);
  w.id(mirror);
  w.id(cls->super != nullptr ? cls->super->mirror : nullptr);
  w.id(cls->loader != nullptr ? cls->loader->java_object() : nullptr);  // null: bootstrap (or app before its object exists)
  w.ptr(nullptr);  // signers
  w.ptr(nullptr);  // protection domain
  w.ptr(nullptr);  // class name (HotSpot may write the interned name; NULL is allowed)
  w.ptr(nullptr);  // reserved
  w.u4(cls->instance_size);
  for (vm::Class* iface : cls->interfaces) w.id(iface->mirror);
  w.u2(0);  // constant pool entries: none, as HotSpot
  for (vm::Field& f : cls->fields) {
    if (!f.is_static()) continue;
    if (level == JVMPI_DUMP_LEVEL_1 && !vm::is_reference(f.type)) continue;
    w.value(f.type, static_address(f));
  }
}

void write_instance_dump(DumpWriter& w, gc::Object* obj, int level) {
  vm::Class* cls = class_of_object(obj);
  w.u1(JVMPI_GC_INSTANCE_DUMP);
  w.id(obj);
  w.id(cls->mirror);
  DumpWriter values;
  for (vm::Class* k = cls; k != nullptr; k = k->super) {
    for (vm::Field& f : k->fields) {
      if (f.is_static()) continue;
      if (level == JVMPI_DUMP_LEVEL_1 && !vm::is_reference(f.type)) continue;
      values.value(f.type, obj->field_at<char>(f.offset));
    }
  }
  w.u4(static_cast<uint32_t>(values.buffer().size()));
  w.buffer() += values.buffer();
}

void write_array_dump(DumpWriter& w, gc::Object* obj, int level) {
  vm::Class* cls = class_of_object(obj);
  auto* array = static_cast<gc::ArrayObject*>(obj);
  int32_t length = array->length();
  if (!cls->component->is_primitive) {
    w.u1(JVMPI_GC_OBJ_ARRAY_DUMP);
    w.id(obj);
    w.u4(static_cast<uint32_t>(length));
    w.id(cls->component->mirror);
    for (int32_t i = 0; i < length; ++i) w.id(array->elements<gc::Object*>()[i]);
    return;
  }
  w.u1(JVMPI_GC_PRIM_ARRAY_DUMP);
  w.id(obj);
  w.u4(static_cast<uint32_t>(length));
  w.u1(static_cast<uint8_t>(cls->element_type));
  if (level != JVMPI_DUMP_LEVEL_2) return;
  size_t size = static_cast<size_t>(vm::storage_size(cls->element_type));
  const char* elements = array->elements<char>();
  for (int32_t i = 0; i < length; ++i) w.value(cls->element_type, elements + static_cast<size_t>(i) * size);
}

void write_object_record(DumpWriter& w, gc::Object* obj, int level) {
  if (vm::Class* cls = dumped_class(obj)) {
    write_class_dump(w, obj, cls, level);
  } else if (class_of_object(obj)->is_array) {
    write_array_dump(w, obj, level);
  } else {
    write_instance_dump(w, obj, level);
  }
}

uint8_t level0_kind(gc::Object* obj) {
  vm::Class* cls = class_of_object(obj);
  if (!cls->is_array) return JVMPI_NORMAL_OBJECT;
  return cls->component->is_primitive ? static_cast<uint8_t>(cls->element_type) : JVMPI_CLASS;
}

// Frames of each thread, counted once for the roots' frame numbers.
int frame_count(vm::Thread* t) {
  int n = 0;
  interp::walk_frames(t, [&](vm::Method*, int) { return ++n, true; });
  return n;
}

class RootWriter final : public gc::RootVisitor {
 public:
  explicit RootWriter(DumpWriter& w) : w_(w) {}
  void visit(gc::Object** slot, const gc::RootInfo& info) override {
    gc::Object* obj = *slot;
    if (obj == nullptr) return;
    auto* thread = static_cast<vm::Thread*>(const_cast<void*>(info.thread));
    switch (info.kind) {
      case gc::RootKind::kJavaFrame: {
        int frames = frames_of(thread);
        w_.u1(JVMPI_GC_ROOT_JAVA_FRAME);
        w_.id(obj);
        w_.ptr(env_of(thread));
        w_.u4(static_cast<uint32_t>(frames == 0 ? -1 : frames - info.frame_depth));
        break;
      }
      case gc::RootKind::kNativeHandle: {
        int frames = thread != nullptr ? frames_of(thread) : 0;
        w_.u1(JVMPI_GC_ROOT_JNI_LOCAL);
        w_.id(obj);
        w_.ptr(env_of(thread));
        w_.u4(static_cast<uint32_t>(frames == 0 ? -1 : frames));
        break;
      }
      case gc::RootKind::kGlobalHandle:
        w_.u1(JVMPI_GC_ROOT_JNI_GLOBAL);
        w_.id(obj);
        w_.ptr(slot);  // the slot is what JNI hands out as the global reference
        break;
      case gc::RootKind::kClassMirror:
        w_.u1(JVMPI_GC_ROOT_STICKY_CLASS);
        w_.id(obj);
        break;
      case gc::RootKind::kStaticField:
        break;  // part of the class's CLASS_DUMP
      case gc::RootKind::kThreadObject:
        w_.u1(JVMPI_GC_ROOT_THREAD_BLOCK);
        w_.id(obj);
        w_.ptr(env_of(thread));
        break;
      case gc::RootKind::kMonitor:
        w_.u1(JVMPI_GC_ROOT_MONITOR_USED);
        w_.id(obj);
        break;
      default:
        w_.u1(JVMPI_GC_ROOT_UNKNOWN);
        w_.id(obj);
        break;
    }
  }

 private:
  int frames_of(vm::Thread* t) {
    auto it = frames_.find(t);
    if (it != frames_.end()) return it->second;
    return frames_[t] = frame_count(t);
  }
  DumpWriter& w_;
  std::unordered_map<vm::Thread*, int> frames_;
};

// Call traces of every thread, for heap_dump.traces and monitor_dump.traces.
struct ThreadTraces {
  std::vector<JVMPI_CallTrace> traces;
  std::vector<std::vector<JVMPI_CallFrame>> frames;
  std::vector<jint> status;
  std::vector<vm::Thread*> threads;

  void collect() {
    // Not the threads past their THREAD_END (main, when a dump is asked
    // for at JVM_SHUT_DOWN): for the agent they are gone.
    vm::threads::for_each([&](vm::Thread& t) {
      if (!t.profiler.ended) threads.push_back(&t);
    });
    frames.resize(threads.size());
    for (size_t i = 0; i < threads.size(); ++i) {
      frames[i].resize(static_cast<size_t>(std::max(frame_count(threads[i]), 1)));
      int n = fill_call_trace(threads[i], frames[i].data(), static_cast<int>(frames[i].size()));
      traces.push_back(JVMPI_CallTrace{env_of(threads[i]), n, frames[i].data()});
      status.push_back(thread_status_of(threads[i]));
    }
  }
  JNIEnv* env_of_id(uint32_t id) const {
    for (vm::Thread* t : threads) {
      if (t->id() == id) return env_of(t);
    }
    return nullptr;
  }
};

// Runs `build` with the world stopped and collection held off from before
// until the caller's callbacks are done (released by the DumpScope).
class DumpScope {
 public:
  explicit DumpScope(vm::Thread* self) : self_(self) { vm::threads::disable_gc(self_); }
  ~DumpScope() { vm::threads::enable_gc(self_); }
  template <typename Fn>
  void with_world_stopped(Fn&& build) {
    InVmScope in_vm(self_);
    vm::threads::stop_the_world(self_);
    build();
    vm::threads::resume_the_world(self_);
  }

 private:
  vm::Thread* self_;
};

}  // namespace

std::vector<gc::Object*> reachable_objects() {
  class Collector final : public gc::RootVisitor {
   public:
    void visit(gc::Object** slot, const gc::RootInfo&) override { push(*slot); }
    void push(gc::Object* obj) {
      if (obj != nullptr && seen.insert(obj).second) {
        order.push_back(obj);
        pending.push_back(obj);
      }
    }
    std::unordered_set<gc::Object*> seen;
    std::vector<gc::Object*> order, pending;
  } trace;
  vm::the_vm().heap->visit_roots(trace);
  while (!trace.pending.empty()) {
    gc::Object* obj = trace.pending.back();
    trace.pending.pop_back();
    gc::for_each_reference(obj, [&](gc::Object** slot) { trace.push(*slot); }, /*include_weak=*/true);
  }
  return std::move(trace.order);
}

namespace {

// A method's line at a bytecode index, through a small per-thread cache:
// an allocating loop asks for the same few (method, bci) pairs again and
// again, and the line table's binary search was a third of the walk.
// Methods are never freed (Loupe unloads no class), so an entry stays true.
int line_at(const vm::Method* method, uint32_t bci) {
  struct Cached {
    const vm::Method* method = nullptr;
    uint32_t bci = 0;
    int line = 0;
  };
  constexpr size_t kSlots = 256;  // a power of two
  thread_local std::array<Cached, kSlots> cache;
  size_t slot = ((reinterpret_cast<uintptr_t>(method) >> 4) ^ (bci * 0x9E3779B1u)) & (kSlots - 1);
  Cached& c = cache[slot];
  if (c.method != method || c.bci != bci) c = Cached{method, bci, method->line_number_at(bci)};
  return c.line;
}

}  // namespace

// Every allocation under heap=sites asks for its trace: the frames are
// walked here directly (interp::walk_frames's std::function costs a call
// per frame).
int fill_call_trace(vm::Thread* target, JVMPI_CallFrame* frames, int depth) {
  int n = 0;
  for (const interp::Frame* f = target->top_frame; f != nullptr && n < depth; f = f->caller, ++n) {
    vm::Method* m = f->method;
    frames[n].method_id = to_method_id(m);
    frames[n].lineno = f->is_native() ? -3 : line_at(m, f->bci());
  }
  return n;
}

jint request_heap_dump(vm::Thread* self, int level, int only) {
  DumpScope scope(self);
  DumpWriter w;
  ThreadTraces traces;
  scope.with_world_stopped([&] {
    traces.collect();
    std::vector<gc::Object*> objects = reachable_objects();
    if (level == JVMPI_DUMP_LEVEL_0) {
      for (gc::Object* obj : objects) {
        w.u1(level0_kind(obj));
        w.id(obj);
      }
      return;
    }
    RootWriter roots(w);
    vm::the_vm().heap->visit_roots(roots);
    for (gc::Object* obj : objects) write_object_record(w, obj, level);
  });
  CallbackScope callback(self, false);
  JVMPI_Event e;
  std::memset(&e, 0, sizeof e);
  e.event_type = JVMPI_EVENT_HEAP_DUMP | JVMPI_REQUESTED_EVENT;
  e.env_id = env_of(self);
  e.u.heap_dump.dump_level = level;
  e.u.heap_dump.begin = w.buffer().data();
  e.u.heap_dump.end = w.buffer().data() + w.buffer().size();
  e.u.heap_dump.num_traces = static_cast<jint>(traces.traces.size());
  e.u.heap_dump.traces = traces.traces.data();
  deliver(e, only);
  return JVMPI_SUCCESS;
}

jint request_object_dump(vm::Thread* self, gc::Object* obj, int only) {
  DumpScope scope(self);
  DumpWriter w;
  bool valid = false;
  scope.with_world_stopped([&] {
    if (!vm::the_vm().heap->contains(obj)) return;
    valid = true;
    write_object_record(w, obj, JVMPI_DUMP_LEVEL_2);
  });
  if (!valid) return JVMPI_NOT_AVAILABLE;
  CallbackScope callback(self, false);
  JVMPI_Event e;
  std::memset(&e, 0, sizeof e);
  e.event_type = JVMPI_EVENT_OBJECT_DUMP | JVMPI_REQUESTED_EVENT;
  e.env_id = env_of(self);
  e.u.object_dump.data_len = static_cast<jint>(w.buffer().size());
  e.u.object_dump.data = w.buffer().data();
  deliver(e, only);
  return JVMPI_SUCCESS;
}

jint request_monitor_dump(vm::Thread* self, int only) {
  DumpScope scope(self);
  DumpWriter w;
  ThreadTraces traces;
  scope.with_world_stopped([&] {
    traces.collect();
    vm::MonitorSnapshot snap;
    for (gc::Object* obj : reachable_objects()) {
      if (!vm::monitor_snapshot(obj, &snap)) continue;
      w.u1(JVMPI_MONITOR_JAVA);
      w.id(obj);
      w.ptr(snap.owner_id != 0 ? traces.env_of_id(snap.owner_id) : nullptr);
      w.u4(snap.entry_count);
      w.u4(static_cast<uint32_t>(snap.entering.size()));
      for (vm::Thread* t : snap.entering) w.ptr(env_of(t));
      w.u4(static_cast<uint32_t>(snap.waiting.size()));
      for (vm::Thread* t : snap.waiting) w.ptr(env_of(t));
    }
    dump_raw_monitors(w.buffer());
  });
  CallbackScope callback(self, false);
  JVMPI_Event e;
  std::memset(&e, 0, sizeof e);
  e.event_type = JVMPI_EVENT_MONITOR_DUMP | JVMPI_REQUESTED_EVENT;
  e.env_id = env_of(self);
  e.u.monitor_dump.begin = w.buffer().data();
  e.u.monitor_dump.end = w.buffer().data() + w.buffer().size();
  e.u.monitor_dump.num_traces = static_cast<jint>(traces.traces.size());
  e.u.monitor_dump.traces = traces.traces.data();
  e.u.monitor_dump.threads_status = traces.status.data();
  deliver(e, only);
  return JVMPI_SUCCESS;
}

}  // namespace loupe::jvmpi
