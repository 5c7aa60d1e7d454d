#include "gc/common/heap_verifier.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "gc/common/filler.h"

namespace loupe::gc {

namespace {
std::string hex(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", p);
  return buf;
}
}  // namespace

void HeapVerifier::add_range(const char* start, const char* end, const char* name) {
  ranges_.push_back({start, end, name});
}

void HeapVerifier::fail(const std::string& problem) const {
  std::fprintf(stderr, "Heap verification failed (%s, %s): %s\n", collector_.c_str(), when_.c_str(), problem.c_str());
  std::abort();
}

void HeapVerifier::index_objects() {
  objects_.clear();
  fillers_.clear();
  for (const Range& r : ranges_) {
    for (const char* p = r.start; p < r.end;) {
      auto* obj = reinterpret_cast<const Object*>(p);
      if (obj->layout() == nullptr || obj->is_forwarded()) fail("no object header at " + hex(p) + " in " + r.name);
      size_t size = object_size(obj);
      if (size < kObjectAlignment || size % kObjectAlignment != 0 || p + size > r.end) {
        fail("object at " + hex(p) + " in " + r.name + " has impossible size " + std::to_string(size));
      }
      if (is_filler(obj)) {
        fillers_.push_back(obj);
      } else {
        if (obj->gc_word() & transient_bits_) fail("object at " + hex(p) + " in " + r.name + " still carries GC bits");
        objects_.push_back(obj);
      }
      p += size;
    }
  }
  std::sort(objects_.begin(), objects_.end());
  std::sort(fillers_.begin(), fillers_.end());
}

bool HeapVerifier::is_filler_start(const void* p) const {
  return std::binary_search(fillers_.begin(), fillers_.end(), static_cast<const Object*>(p));
}

void HeapVerifier::check_free_lists(const FreeListSpace& space) const {
  size_t listed = 0;
  space.for_each_free_chunk([&](const char* chunk, size_t bytes) {
    if (!space.contains(chunk) || !is_filler_start(chunk)) fail("free-list chunk " + hex(chunk) + " is no free chunk");
    listed += bytes;
  });
  if (listed != space.free_bytes()) {
    fail("the free lists hold " + std::to_string(listed) + " bytes but count " + std::to_string(space.free_bytes()));
  }
}

bool HeapVerifier::is_object(const void* p) const {
  return std::binary_search(objects_.begin(), objects_.end(), static_cast<const Object*>(p));
}

void HeapVerifier::check_reference(const Object* holder, const Object* target, const char* what) const {
  if (target != nullptr && !is_object(target)) {
    fail(std::string(what) + " of " + hex(holder) + " points to " + hex(target) + ", which is no object");
  }
}

void HeapVerifier::verify(VmInterface& vm, const char* when) {
  when_ = when;
  index_objects();
  for (const Object* obj : objects_) {
    for_each_reference(const_cast<Object*>(obj), [&](Object** slot) { check_reference(obj, *slot, "a field"); }, true);
    if (vm.is_unloaded_class(obj->layout())) {
      fail("object at " + hex(obj) + " is an instance of a class the collection unloaded");
    }
  }
  struct RootChecker final : RootVisitor {
    const HeapVerifier& verifier;
    explicit RootChecker(const HeapVerifier& v) : verifier(v) {}
    void visit(Object** slot, const RootInfo&) override { verifier.check_reference(nullptr, *slot, "a root"); }
  } roots(*this);
  vm.visit_roots(roots);
}

}  // namespace loupe::gc
