#include "test_world.h"

namespace loupe::gc::testing {

Layouts::Layouts() {
  node.kind = ObjectKind::kInstance;
  node.instance_size = 40;
  node.ref_offsets = node_refs;
  node.ref_offset_count = 2;

  finalizable_node = node;
  finalizable_node.has_finalizer = true;

  ref_array.kind = ObjectKind::kRefArray;
  ref_array.element_size_log2 = 3;
  long_array.kind = ObjectKind::kPrimArray;
  long_array.element_size_log2 = 3;

  weak_ref.kind = ObjectKind::kInstance;
  weak_ref.instance_size = 32;
  weak_ref.ref_offsets = reference_refs;
  weak_ref.ref_offset_count = 2;
  weak_ref.has_weak_referent = true;
  weak_ref.weak_referent_offset = kReferent;
  weak_ref.reference_queue_offset = kStrong;
  soft_ref = weak_ref;
  soft_ref.referent_is_soft = true;
}

TestWorld::TestWorld(std::string_view collector, size_t heap_bytes, uint32_t stress_interval, bool moving_classes) {
  HeapConfig config;
  config.initial_bytes = heap_bytes;
  config.max_bytes = heap_bytes;
  config.stress_interval = stress_interval;
  config.verify = true;
  config.moving_classes = moving_classes;
  config.tlab_bytes = 4096;
  events_ = std::make_unique<EventChecker>([this](const std::string& problem) { failures_.push_back(problem); });
  heap_ = std::make_unique<Heap>(make_collector(collector, config), config, *this, *events_);
  heap_->set_observing_allocations(true);
  holder_root_ = add_root(new_node(-1), RootKind::kClassMirror);
}

TestWorld::~TestWorld() = default;

Object* TestWorld::allocate(const TypeLayout* layout, size_t bytes) {
  Object* obj = heap_->allocate(mutator_, bytes);
  if (obj == nullptr) return nullptr;
  obj->set_layout(layout);
  return obj;
}

Object* TestWorld::new_node(int64_t value) {
  Object* obj = allocate(&layouts.node, layouts.node.instance_size);
  if (obj == nullptr) return nullptr;
  *obj->field_at<int64_t>(kValue) = value;
  heap_->report_allocation(obj, layouts.node.instance_size);
  return obj;
}

Object* TestWorld::new_class_object(int64_t value) {
  Object* obj = heap_->allocate_class_object(mutator_, layouts.node.instance_size);
  if (obj == nullptr) return nullptr;
  obj->set_layout(&layouts.node);
  *obj->field_at<int64_t>(kValue) = value;
  heap_->report_allocation(obj, layouts.node.instance_size);
  return obj;
}

Object* TestWorld::new_finalizable_node(int64_t value) {
  Object* obj = allocate(&layouts.finalizable_node, layouts.finalizable_node.instance_size);
  if (obj == nullptr) return nullptr;
  *obj->field_at<int64_t>(kValue) = value;
  heap_->report_allocation(obj, layouts.finalizable_node.instance_size);
  heap_->register_finalizable(obj);
  return obj;
}

ArrayObject* TestWorld::new_ref_array(int32_t length) {
  size_t bytes = array_size_in_bytes(&layouts.ref_array, length);
  auto* array = static_cast<ArrayObject*>(allocate(&layouts.ref_array, bytes));
  if (array == nullptr) return nullptr;
  array->set_length(length);
  heap_->report_allocation(array, bytes);
  return array;
}

ArrayObject* TestWorld::new_long_array(int32_t length) {
  size_t bytes = array_size_in_bytes(&layouts.long_array, length);
  auto* array = static_cast<ArrayObject*>(allocate(&layouts.long_array, bytes));
  if (array == nullptr) return nullptr;
  array->set_length(length);
  heap_->report_allocation(array, bytes);
  return array;
}

Object* TestWorld::new_weak_ref(bool soft) {
  const TypeLayout* layout = soft ? &layouts.soft_ref : &layouts.weak_ref;
  Object* obj = allocate(layout, layout->instance_size);
  if (obj != nullptr) heap_->report_allocation(obj, layout->instance_size);
  return obj;
}

size_t TestWorld::add_root(Object* obj, RootKind kind) {
  roots_.push_back({nullptr, kind});
  if (kind == RootKind::kStaticField) {
    set_static(roots_.size() - 1, obj);
  } else {
    roots_.back().obj = obj;
  }
  return roots_.size() - 1;
}

void TestWorld::set_static(size_t index, Object* value) {
  heap_->write_reference(static_holder(), &roots_[index].obj, value);
}

size_t TestWorld::build_list(int64_t length, RootKind kind) {
  size_t head = add_root(nullptr, kind);
  for (int64_t i = 0; i < length; ++i) {
    Object* node = new_node(i);
    set(node, kLeft, root(head));
    if (kind == RootKind::kStaticField) {
      set_static(head, node);
    } else {
      root(head) = node;
    }
  }
  return head;
}

int64_t TestWorld::list_sum(Object* head) {
  int64_t sum = 0;
  for (Object* n = head; n != nullptr; n = get(n, kLeft)) sum += value(n);
  return sum;
}

void TestWorld::visit_roots(RootVisitor& visitor) {
  for (Root& r : roots_) visitor.visit(&r.obj, RootInfo{r.kind});
}

}  // namespace loupe::gc::testing
