// The explicit stack of objects still to scan while marking: marking never
// recurses, so a long list cannot overflow the C stack.
#pragma once

#include <vector>

#include "gc/object_model.h"

namespace loupe::gc {

class MarkStack {
 public:
  void push(Object* obj) { stack_.push_back(obj); }
  bool empty() const { return stack_.empty(); }
  Object* pop() {
    Object* obj = stack_.back();
    stack_.pop_back();
    return obj;
  }
  void clear() { stack_.clear(); }

 private:
  std::vector<Object*> stack_;
};

}  // namespace loupe::gc
