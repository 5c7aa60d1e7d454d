// Boxing: the eight wrapper classes, their valueOf methods and value fields,
// found once by name and kept (classes are never unloaded from the boot
// loader, so the pointers stay valid).
#include "vm/runtime/boxing.h"

#include <atomic>

#include "interp/interp.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

struct Wrapper {
  BasicType type;
  const char* class_name;
  const char* value_of;  // the descriptor of valueOf
  const char* value_descriptor;
};

constexpr Wrapper kWrappers[] = {
    {BasicType::kBoolean, "java/lang/Boolean", "(Z)Ljava/lang/Boolean;", "Z"},
    {BasicType::kChar, "java/lang/Character", "(C)Ljava/lang/Character;", "C"},
    {BasicType::kFloat, "java/lang/Float", "(F)Ljava/lang/Float;", "F"},
    {BasicType::kDouble, "java/lang/Double", "(D)Ljava/lang/Double;", "D"},
    {BasicType::kByte, "java/lang/Byte", "(B)Ljava/lang/Byte;", "B"},
    {BasicType::kShort, "java/lang/Short", "(S)Ljava/lang/Short;", "S"},
    {BasicType::kInt, "java/lang/Integer", "(I)Ljava/lang/Integer;", "I"},
    {BasicType::kLong, "java/lang/Long", "(J)Ljava/lang/Long;", "J"},
};

const Wrapper* wrapper_of(BasicType type) {
  for (const Wrapper& w : kWrappers) {
    if (w.type == type) return &w;
  }
  return nullptr;
}

// What the VM found for one wrapper class, filled on first use.
struct WrapperInfo {
  std::atomic<Class*> klass{nullptr};
  std::atomic<Method*> value_of{nullptr};
  uint32_t value_offset = 0;  // written before `klass` is published
};
WrapperInfo wrapper_infos[16];

WrapperInfo* info_for(Thread* thread, BasicType type) {
  const Wrapper* w = wrapper_of(type);
  if (w == nullptr) return nullptr;
  WrapperInfo& info = wrapper_infos[static_cast<int>(type)];
  if (info.klass.load(std::memory_order_acquire) != nullptr) return &info;
  Class* k = the_vm().boot_loader->load(thread, intern_symbol(w->class_name));
  if (k == nullptr) return nullptr;
  Field* value = k->find_declared_field(intern_symbol("value"), intern_symbol(w->value_descriptor));
  Method* value_of = k->find_declared_method(intern_symbol("valueOf"), intern_symbol(w->value_of));
  if (value == nullptr || value_of == nullptr) return nullptr;
  info.value_offset = value->offset;
  info.value_of.store(value_of, std::memory_order_release);
  info.klass.store(k, std::memory_order_release);
  return &info;
}

// A wrapper's class without loading anything: null when `klass` is not a
// boot class named like a wrapper.
std::optional<BasicType> wrapper_type_by_name(const Class* klass) {
  if (!klass->is_bootstrap) return std::nullopt;
  std::string_view name = klass->name->view();
  for (const Wrapper& w : kWrappers) {
    if (name == w.class_name) return w.type;
  }
  return std::nullopt;
}

}  // namespace

Object* box_value(Thread* thread, BasicType type, Slot value) {
  WrapperInfo* info = info_for(thread, type);
  if (info == nullptr) return nullptr;
  Method* value_of = info->value_of.load(std::memory_order_acquire);
  if (!ensure_initialized(thread, value_of->holder)) return nullptr;
  Slot result = interp::call(thread, value_of, &value, slot_count(type));
  return has_pending_exception(thread) ? nullptr : result.ref;
}

std::optional<BasicType> wrapped_type(const Class* klass) { return wrapper_type_by_name(klass); }

bool unbox_exact(Object* box, BasicType type, Slot* out) {
  if (box == nullptr || wrapper_type_by_name(class_of(box)) != type) return false;
  // The class is loaded (an instance exists), so its info can be filled
  // without loading: info_for only looks it up.
  WrapperInfo& info = wrapper_infos[static_cast<int>(type)];
  if (info.klass.load(std::memory_order_acquire) == nullptr) {
    Class* k = class_of(box);
    Field* value = k->find_declared_field(intern_symbol("value"), intern_symbol(wrapper_of(type)->value_descriptor));
    if (value == nullptr) return false;
    *out = load_field_value(box->field_at<char>(value->offset), type);
    return true;
  }
  *out = load_field_value(box->field_at<char>(info.value_offset), type);
  return true;
}

bool widen_primitive(BasicType from, Slot value, BasicType to, Slot* out) {
  if (from == to) {
    *out = value;
    return true;
  }
  // JLS 5.1.2: byte → short, int, long, float, double; short and char →
  // int, long, float, double; int → long, float, double; long → float,
  // double; float → double. Boolean widens to nothing.
  auto as_long = [&]() -> int64_t { return from == BasicType::kLong ? value.j : int64_t{value.i}; };
  bool integral = from == BasicType::kByte || from == BasicType::kShort || from == BasicType::kChar ||
                  from == BasicType::kInt;
  switch (to) {
    case BasicType::kShort:
      if (from != BasicType::kByte) return false;
      out->bits = 0;
      out->i = value.i;
      return true;
    case BasicType::kInt:
      if (!integral) return false;
      out->bits = 0;
      out->i = value.i;
      return true;
    case BasicType::kLong:
      if (!integral) return false;
      out->j = value.i;
      return true;
    case BasicType::kFloat:
      if (!integral && from != BasicType::kLong) return false;
      out->bits = 0;
      out->f = static_cast<float>(as_long());
      return true;
    case BasicType::kDouble:
      if (from == BasicType::kFloat) {
        out->d = static_cast<double>(value.f);
        return true;
      }
      if (!integral && from != BasicType::kLong) return false;
      out->d = static_cast<double>(as_long());
      return true;
    default:
      return false;
  }
}

bool unbox_widening(Object* box, BasicType type, Slot* out) {
  if (box == nullptr) return false;
  std::optional<BasicType> from = wrapper_type_by_name(class_of(box));
  if (!from) return false;
  Slot value;
  return unbox_exact(box, *from, &value) && widen_primitive(*from, value, type, out);
}

}  // namespace loupe::vm
