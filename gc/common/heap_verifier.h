// -Xverifyheap: checks the heap before and after every collection. Objects in
// each space must lie end to end with sane sizes and no collector bits left
// set that only mean something during a collection; every reference in an
// object and every root must point to the start of an object (never into a
// free chunk or the middle of an object). Collectors add their own checks
// (free lists, remembered sets, reference counts) through `is_object` and
// `is_filler_start`.
#pragma once

#include <string>
#include <vector>

#include "gc/common/free_list.h"
#include "gc/object_model.h"
#include "gc/vm_interface.h"

namespace loupe::gc {

class HeapVerifier {
 public:
  explicit HeapVerifier(std::string collector) : collector_(std::move(collector)) {}

  // A walkable range of the heap: objects and fillers from start to end.
  void add_range(const char* start, const char* end, const char* name);
  // GC-word bits no object may carry between collections (by default the mark bit).
  void set_transient_bits(uint32_t bits) { transient_bits_ = bits; }

  // Walks the ranges, then checks every reference and every root. Aborts
  // the process with a message at the first inconsistency.
  void verify(VmInterface& vm, const char* when);

  // After verify(): every listed free chunk is a filler of the walk, and the
  // lists hold as many bytes as they claim.
  void check_free_lists(const FreeListSpace& space) const;

  // After verify(): is p the start of an object (not a filler)? Of a filler?
  bool is_object(const void* p) const;
  bool is_filler_start(const void* p) const;
  [[noreturn]] void fail(const std::string& problem) const;

  template <typename Fn>
  void for_each_object(Fn&& fn) const {
    for (const Object* obj : objects_) fn(const_cast<Object*>(obj));
  }

 private:
  struct Range {
    const char* start;
    const char* end;
    const char* name;
  };
  void index_objects();
  void check_reference(const Object* holder, const Object* target, const char* what) const;

  std::string collector_;
  uint32_t transient_bits_ = gc_bits::kMark;
  std::string when_;
  std::vector<Range> ranges_;
  std::vector<const Object*> objects_;  // sorted by address
  std::vector<const Object*> fillers_;  // sorted by address
};

}  // namespace loupe::gc
