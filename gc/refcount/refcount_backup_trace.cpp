// The reference-counting collector's backup trace, which reclaims cycles,
// and its heap verification.
#include <string>
#include <unordered_set>
#include <unordered_map>

#include "gc/common/collection_policy.h"
#include "gc/common/filler.h"
#include "gc/common/heap_verifier.h"
#include "gc/common/mark_bitmap.h"
#include "gc/common/marker.h"
#include "gc/common/sweep.h"
#include "gc/refcount/refcount_collector.h"

namespace loupe::gc {

// When the space runs low after a batch (less than a quarter free, or a
// request that no chunk can hold), on System.gc(), when memory runs out, and
// under -Xgcstress at every eighth collection.
bool RefCountCollector::wants_backup_trace(GcCause cause) {
  if (cause_forces_thorough_collection(cause, stress_collections_)) return true;
  if (failed_request_ != 0 && !space_.has_chunk_for(failed_request_)) return true;
  return space_.free_bytes() * 4 < space_.capacity();
}

void RefCountCollector::backup_trace(VmInterface& vm, bool keep_soft_referents, ReferenceLists& lists) {
  HeaderMarks marks;
  Marker<HeaderMarks> marker(marks, keep_soft_referents);
  marker.mark_from_roots(vm);
  marker.process_references(lists);
  vm.unload_dead_loaders();  // before the sweep, and before recount() counts the statics
  // Before the sweep, which clears the marks and merges a run of dead
  // objects into one free chunk (a dead Reference inside the run would no
  // longer look like a filler).
  std::erase_if(weak_references_, [](Object* ref) { return !HeaderMarks::is_marked(ref); });
  sweep_unmarked();
  recount(vm);
  live_objects_ = static_cast<int64_t>(marker.marked_objects());
  live_bytes_ = static_cast<int64_t>(marker.marked_bytes());
}

// Like the mark-sweep collector's sweep; live objects also lose their counts
// and ZCT bits, which recount() rebuilds.
void RefCountCollector::sweep_unmarked() {
  sweep_marked(
      space_,
      [](Object* obj, size_t) {
        obj->set_gc_word(obj->gc_word() & ~(gc_bits::kMark | gc_bits::kCountMask | gc_bits::kInZct));
      },
      [&](Object* obj, size_t) {
        if (post_free_) events_->object_free(obj);
      });
  permanent_.sweep(gc_bits::kMark | gc_bits::kCountMask | gc_bits::kInZct);
}

// Every count from scratch: one per counted reference from a live object or
// a static field. Objects left at zero form the new ZCT.
void RefCountCollector::recount(VmInterface& vm) {
  auto count_one = [](Object* obj) {
    uint32_t word = obj->gc_word();
    if ((word & gc_bits::kCountMask) != gc_bits::kCountMask) obj->set_gc_word(word + gc_bits::kCountOne);
  };
  auto count_references_of = [&](Object* obj) {
    for_each_counted(obj, [&](Object** slot) {
      if (*slot != nullptr) count_one(*slot);
    });
  };
  walk_objects(space_.start(), space_.end(), [&](Object* obj) {
    if (!is_filler(obj)) count_references_of(obj);
  });
  permanent_.for_each_object(count_references_of);
  struct StaticCounter final : RootVisitor {
    decltype(count_one)& count;
    explicit StaticCounter(decltype(count_one)& c) : count(c) {}
    void visit(Object** slot, const RootInfo& info) override {
      if (info.kind == RootKind::kStaticField && *slot != nullptr) count(*slot);
    }
  } statics(count_one);
  vm.visit_roots(statics);
  zct_.clear();
  walk_objects(space_.start(), space_.end(), [&](Object* obj) {
    if (!is_filler(obj) && count_of(obj) == 0) add_to_zct(obj);
  });
  permanent_.for_each_object([&](Object* obj) {
    if (count_of(obj) == 0) add_to_zct(obj);
  });
}

void RefCountCollector::verify(VmInterface& vm, const char* when) {
  HeapVerifier verifier("refcount");
  verifier.add_range(space_.start(), space_.end(), "the reference-counted space");
  permanent_.add_to(verifier);
  verifier.verify(vm, when);
  verifier.check_free_lists(space_);
  permanent_.check_free_lists(verifier);
  check_counts(verifier, vm);
}

// Each count equals the counted references to the object (unless stuck at
// the maximum), and every object at zero is in the ZCT or new since the
// last batch.
void RefCountCollector::check_counts(HeapVerifier& verifier, VmInterface& vm) const {
  std::unordered_map<const Object*, uint32_t> expected;
  verifier.for_each_object([&](Object* obj) {
    for_each_counted(obj, [&](Object** slot) {
      if (*slot != nullptr) ++expected[*slot];
    });
  });
  struct StaticCounter final : RootVisitor {
    std::unordered_map<const Object*, uint32_t>& expected;
    explicit StaticCounter(std::unordered_map<const Object*, uint32_t>& e) : expected(e) {}
    void visit(Object** slot, const RootInfo& info) override {
      if (info.kind == RootKind::kStaticField && *slot != nullptr) ++expected[*slot];
    }
  } statics(expected);
  vm.visit_roots(statics);

  std::unordered_set<const Object*> in_zct(zct_.begin(), zct_.end());
  auto is_new = [&](const Object* obj) {
    auto p = reinterpret_cast<const char*>(obj);
    for (const Region& r : regions_) {
      if (p >= r.start && p < r.end) return true;
    }
    return false;
  };
  verifier.for_each_object([&](Object* obj) {
    uint32_t stored = count_of(obj);
    auto it = expected.find(obj);
    uint32_t actual = it == expected.end() ? 0 : it->second;
    if (stored != gc_bits::kCountMax && stored != actual) {
      verifier.fail("an object's count is " + std::to_string(stored) + " but " + std::to_string(actual) +
                    " references to it are counted");
    }
    bool flagged = (obj->gc_word() & gc_bits::kInZct) != 0;
    if (flagged != (in_zct.count(obj) != 0)) verifier.fail("the ZCT bit and the ZCT disagree");
    if (stored == 0 && !flagged && !is_new(obj)) verifier.fail("an object at count zero is neither in the ZCT nor new");
  });
  if (in_zct.size() != zct_.size()) verifier.fail("the ZCT lists an object twice");
  for (const Object* obj : zct_) {
    if (!verifier.is_object(obj)) verifier.fail("the ZCT lists something that is no object");
  }
}

}  // namespace loupe::gc
