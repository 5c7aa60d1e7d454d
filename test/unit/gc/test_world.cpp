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
  for (Root& r : roots_) {
    if (r.loader < 0 || !loaders_[r.loader]->unloaded) visitor.visit(&r.obj, RootInfo{r.kind});
  }
}

int TestWorld::add_loader() {
  loaders_.push_back(std::make_unique<Loader>());
  loaders_.back()->layout = layouts.node;
  return static_cast<int>(loaders_.size() - 1);
}

Object* TestWorld::new_instance_of(int loader, int64_t value) {
  const TypeLayout* layout = &loaders_[loader]->layout;
  Object* obj = allocate(layout, layout->instance_size);
  if (obj == nullptr) return nullptr;
  *obj->field_at<int64_t>(kValue) = value;
  heap_->report_allocation(obj, layout->instance_size);
  return obj;
}

size_t TestWorld::add_loader_root(int loader, Object* obj, RootKind kind) {
  size_t index = add_root(obj, kind);
  roots_[index].loader = loader;
  return index;
}

void TestWorld::add_dependency(int loader, int on) { loaders_[loader]->dependencies.push_back(on); }

void TestWorld::visit_strong_roots(RootVisitor& visitor) {
  unloading_trace_ = true;
  for (auto& l : loaders_) {
    l->liveness = Loader::kUnknown;
    l->layout.instance_reached = false;
  }
  for (Root& r : roots_) {
    if (r.loader < 0) visitor.visit(&r.obj, RootInfo{r.kind});
  }
}

bool TestWorld::visit_newly_live_loaders(RootVisitor& visitor, const std::function<bool(Object*)>& is_alive) {
  if (!unloading_trace_) return false;
  std::vector<int> found;
  for (size_t i = 0; i < loaders_.size(); ++i) {
    Loader& l = *loaders_[i];
    if (l.unloaded) continue;
    if (l.liveness == Loader::kUnknown) {
      bool reached = l.layout.instance_reached;
      for (const Root& r : roots_) {
        if (r.loader == static_cast<int>(i) && r.kind == RootKind::kClassMirror && r.obj != nullptr && is_alive(r.obj)) {
          reached = true;
        }
      }
      if (reached) l.liveness = Loader::kAlive;
    }
    if (l.liveness == Loader::kAlive) found.push_back(static_cast<int>(i));
  }
  for (int i : found) {
    loaders_[i]->liveness = Loader::kTraced;
    for (int on : loaders_[i]->dependencies) {
      if (loaders_[on]->liveness == Loader::kUnknown) loaders_[on]->liveness = Loader::kAlive;
    }
    for (Root& r : roots_) {
      if (r.loader == i) visitor.visit(&r.obj, RootInfo{r.kind});
    }
  }
  return !found.empty();
}

void TestWorld::unload_dead_loaders() {
  if (!unloading_trace_) return;
  unloading_trace_ = false;
  for (auto& l : loaders_) {
    if (!l->unloaded && l->liveness == Loader::kUnknown) l->unloaded = true;
  }
}

}  // namespace loupe::gc::testing
