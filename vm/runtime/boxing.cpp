// Boxing: the eight wrapper classes, their valueOf methods and value fields,
// found once and kept in a table (boot classes are never unloaded, so the
// pointers stay valid).
#include "vm/runtime/boxing.h"

#include <array>
#include <atomic>
#include <string>

#include "interp/interp.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

struct Box {
  Class* klass = nullptr;
  uint32_t value_offset = 0;   // the wrapper's `value` field
  Method* value_of = nullptr;  // static valueOf(prim), which may share instances
};

// By BasicType value.
using BoxTable = std::array<Box, 16>;

std::atomic<const BoxTable*> published_table{nullptr};

// Published by prepare_boxing at startup, before any Java code runs.
const BoxTable& box_table() { return *published_table.load(std::memory_order_acquire); }

// The primitive type a wrapper class holds, kVoid when `k` is no wrapper.
BasicType boxed_type(const BoxTable& boxes, const Class* k) {
  for (int type = static_cast<int>(BasicType::kBoolean); type <= static_cast<int>(BasicType::kLong); ++type) {
    if (boxes[static_cast<size_t>(type)].klass == k) return static_cast<BasicType>(type);
  }
  return BasicType::kVoid;
}

bool is_int_like(BasicType t) {
  return t == BasicType::kByte || t == BasicType::kShort || t == BasicType::kChar || t == BasicType::kInt;
}

}  // namespace

bool prepare_boxing(Thread* t) {
  struct Spec {
    BasicType type;
    const char* name;
    const char* value_descriptor;
  };
  static const Spec kSpecs[] = {
      {BasicType::kBoolean, "java/lang/Boolean", "Z"}, {BasicType::kByte, "java/lang/Byte", "B"},
      {BasicType::kChar, "java/lang/Character", "C"},  {BasicType::kShort, "java/lang/Short", "S"},
      {BasicType::kInt, "java/lang/Integer", "I"},     {BasicType::kLong, "java/lang/Long", "J"},
      {BasicType::kFloat, "java/lang/Float", "F"},     {BasicType::kDouble, "java/lang/Double", "D"},
  };
  static BoxTable table;
  for (const Spec& s : kSpecs) {
    Class* k = the_vm().boot_loader->load(t, intern_symbol(s.name));
    if (k == nullptr) return false;
    Field* value = k->find_declared_field(intern_symbol("value"), intern_symbol(s.value_descriptor));
    std::string value_of_descriptor = "(";
    value_of_descriptor += s.value_descriptor;
    value_of_descriptor += ")L";
    value_of_descriptor += s.name;
    value_of_descriptor += ";";
    Method* value_of = k->find_declared_method(intern_symbol("valueOf"), intern_symbol(value_of_descriptor));
    if (value == nullptr || value_of == nullptr) {
      throw_new(t, "java/lang/InternalError", std::string("the class library's ") + s.name + " is incomplete");
      return false;
    }
    table[static_cast<size_t>(s.type)] = {k, value->offset, value_of};
  }
  published_table.store(&table, std::memory_order_release);
  return true;
}

bool widen_primitive(BasicType from, Slot v, BasicType to, Slot* out) {
  if (from == to) {
    *out = v;
    return true;
  }
  switch (to) {
    case BasicType::kShort:
      if (from != BasicType::kByte) return false;
      *out = v;
      return true;
    case BasicType::kInt:
      if (!is_int_like(from)) return false;
      *out = v;
      return true;
    case BasicType::kLong:
      if (!is_int_like(from)) return false;
      out->j = v.i;
      return true;
    case BasicType::kFloat:
      out->bits = 0;
      if (is_int_like(from)) out->f = static_cast<float>(v.i);
      else if (from == BasicType::kLong) out->f = static_cast<float>(v.j);
      else return false;
      return true;
    case BasicType::kDouble:
      if (is_int_like(from)) out->d = v.i;
      else if (from == BasicType::kLong) out->d = static_cast<double>(v.j);
      else if (from == BasicType::kFloat) out->d = v.f;
      else return false;
      return true;
    default:
      return false;
  }
}

Object* box_value(Thread* t, BasicType type, Slot value) {
  const Box& box = box_table()[static_cast<size_t>(type)];
  if (!ensure_initialized(t, box.klass)) return nullptr;
  Slot args[2] = {value, Slot{}};
  Slot result = interp::call(t, box.value_of, args, static_cast<size_t>(slot_count(type)));
  return has_pending_exception(t) ? nullptr : result.ref;
}

bool unbox_exact(Object* box, BasicType type, Slot* out) {
  if (box == nullptr) return false;
  const Box& expected = box_table()[static_cast<size_t>(type)];
  if (class_of(box) != expected.klass) return false;
  *out = load_field_value(box->field_at<char>(expected.value_offset), type);
  return true;
}

bool unbox_widening(Object* box, BasicType type, Slot* out) {
  if (box == nullptr) return false;
  const BoxTable& boxes = box_table();
  BasicType from = boxed_type(boxes, class_of(box));
  if (from == BasicType::kVoid) return false;
  Slot v = load_field_value(box->field_at<char>(boxes[static_cast<size_t>(from)].value_offset), from);
  return widen_primitive(from, v, type, out);
}

}  // namespace loupe::vm
