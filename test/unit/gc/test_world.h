// A synthetic world for testing collectors without the interpreter: a few
// object layouts, a root set the test controls, one mutator, and a Heap
// that reports every event to a protocol checker.
//
// Objects held across an allocation must be in a root (the collectors
// move objects): tests keep everything they care about in `roots`.
#pragma once

#include <catch2/catch.hpp>

#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gc/common/event_checker.h"
#include "gc/gc.h"

namespace loupe::gc::testing {

// A node: two references (left, right) and a 64-bit value.
inline constexpr uint32_t kLeft = 16;
inline constexpr uint32_t kRight = 24;
inline constexpr uint32_t kValue = 32;
// A weak (or soft) reference: the referent, and one strong reference,
// which stands for Reference.queue (non-null: registered with a queue).
inline constexpr uint32_t kReferent = 16;
inline constexpr uint32_t kStrong = 24;

struct Layouts {
  Layouts();
  TypeLayout node;
  TypeLayout finalizable_node;  // a node whose class has a finalizer
  TypeLayout ref_array;
  TypeLayout long_array;
  TypeLayout weak_ref;
  TypeLayout soft_ref;
  uint32_t node_refs[2] = {kLeft, kRight};
  uint32_t reference_refs[2] = {kReferent, kStrong};
};

class TestWorld final : public VmInterface {
 public:
  explicit TestWorld(std::string_view collector, size_t heap_bytes = 8 << 20, uint32_t stress_interval = 0,
                     bool moving_classes = false);
  ~TestWorld() override;

  Heap& heap() { return *heap_; }
  EventChecker& events() { return *events_; }
  const std::vector<std::string>& protocol_failures() const { return failures_; }

  // Allocation (nullptr when the heap is full even after collecting).
  Object* new_node(int64_t value);
  Object* new_finalizable_node(int64_t value);  // registered with the heap, as the VM does
  ArrayObject* new_ref_array(int32_t length);
  ArrayObject* new_long_array(int32_t length);
  Object* new_weak_ref(bool soft = false);
  // A node allocated as the VM allocates class objects (in the permanent
  // space, unless moving_classes).
  Object* new_class_object(int64_t value);

  // Stores through the heap's barrier.
  void set(Object* holder, uint32_t offset, Object* value) {
    heap_->write_reference(holder, holder->field_at<Object*>(offset), value);
  }
  void set_element(ArrayObject* array, int32_t index, Object* value) {
    heap_->write_reference(array, &array->elements<Object*>()[index], value);
  }
  static Object* get(Object* holder, uint32_t offset) { return *holder->field_at<Object*>(offset); }
  static int64_t value(Object* node) { return *node->field_at<int64_t>(kValue); }

  // Roots. A kStaticField root is counted by reference counting, so it is
  // stored through the barrier with `static_holder()` as its holder.
  size_t add_root(Object* obj, RootKind kind = RootKind::kNativeHandle);
  Object*& root(size_t index) { return roots_[index].obj; }
  void set_static(size_t index, Object* value);
  Object* static_holder() { return root(holder_root_); }

  void collect(GcCause cause = GcCause::kExplicit) { heap_->collect(cause); }

  // A linked list of `length` nodes (through kLeft), values length-1 .. 0
  // from the head, kept in root `index`.
  size_t build_list(int64_t length, RootKind kind = RootKind::kNativeHandle);
  static int64_t list_sum(Object* head);

  // Class unloading: a "loader" stands for a user class loader, with a
  // class of its own (instances of `loader_layout`), and roots that it
  // holds (its class object, its statics) that are visited only while the
  // trace finds it alive (gc/vm_interface.h).
  int add_loader();
  Object* new_instance_of(int loader, int64_t value);
  size_t add_loader_root(int loader, Object* obj, RootKind kind);
  void add_dependency(int loader, int on);  // `loader` keeps `on` alive
  bool unloaded(int loader) const { return loaders_[loader]->unloaded; }

  // VmInterface
  void stop_the_world() override {}
  void resume_the_world() override {}
  void visit_roots(RootVisitor& visitor) override;
  void visit_strong_roots(RootVisitor& visitor) override;
  bool visit_newly_live_loaders(RootVisitor& visitor, const std::function<bool(Object*)>& is_alive) override;
  void unload_dead_loaders() override;
  void for_each_mutator(const std::function<void(MutatorContext&)>& fn) override { fn(mutator_); }

  Layouts layouts;

 private:
  struct Root {
    Object* obj;
    RootKind kind;
    int loader = -1;  // held by this loader, or -1: a strong root
  };
  struct Loader {
    TypeLayout layout;
    std::vector<int> dependencies;
    enum { kUnknown, kAlive, kTraced } liveness = kTraced;
    bool unloaded = false;
  };
  Object* allocate(const TypeLayout* layout, size_t bytes);

  std::vector<std::string> failures_;
  std::unique_ptr<EventChecker> events_;
  std::unique_ptr<Heap> heap_;
  MutatorContext mutator_;
  std::deque<Root> roots_;  // stable addresses: roots are slots
  size_t holder_root_ = 0;
  std::vector<std::unique_ptr<Loader>> loaders_;  // stable addresses: layouts are in object headers
  bool unloading_trace_ = false;
};

// For Catch2 test cases: runs the test once per collector (GENERATE), and
// fails with each broken rule of the heap event protocol.
inline std::string any_collector() {
  return GENERATE(as<std::string>{}, "marksweep", "compact", "semispace", "generational", "refcount");
}
inline void require_protocol_kept(TestWorld& world) {
  for (const std::string& failure : world.protocol_failures()) FAIL_CHECK(failure);
  CHECK(world.protocol_failures().empty());
}

}  // namespace loupe::gc::testing
