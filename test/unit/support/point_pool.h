// A small resolved-constant-pool fixture for tests that print instructions
// (the bytecode trace, -Xjit:print's text): a class Point, its field
// x:I and one string, at fixed indexes, for methods built by hand.
#pragma once

#include <vector>

#include "vm/runtime/class.h"

namespace loupe::test {

// #1 Utf8 class_name, #2 Class #1, #3 Utf8 "x", #4 Utf8 "I",
// #5 NameAndType x:I, #6 Fieldref Point.x:I, #7 String #8, #8 Utf8 string.
inline std::vector<vm::CpCacheEntry> point_pool(const vm::Symbol* class_name, const vm::Symbol* field_name,
                                                const vm::Symbol* int_type, const vm::Symbol* string) {
  std::vector<vm::CpCacheEntry> pool(9);
  auto utf8 = [&](int i, const vm::Symbol* s) {
    pool[i].tag = vm::CpTag::kUtf8;
    pool[i].utf8 = s;
  };
  auto refs = [&](int i, vm::CpTag tag, uint16_t first, uint16_t second) {
    pool[i].tag = tag;
    pool[i].first = first;
    pool[i].second = second;
  };
  utf8(1, class_name);
  refs(2, vm::CpTag::kClass, 1, 0);
  utf8(3, field_name);
  utf8(4, int_type);
  refs(5, vm::CpTag::kNameAndType, 3, 4);
  refs(6, vm::CpTag::kFieldref, 2, 5);
  refs(7, vm::CpTag::kString, 8, 0);
  utf8(8, string);
  return pool;
}

}  // namespace loupe::test
