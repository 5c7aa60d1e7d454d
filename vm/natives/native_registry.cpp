#include <string>
#include <unordered_map>

#include "vm/natives/native_registry.h"
#include "vm/natives/natives.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

using NativeTable = std::unordered_map<std::string, NativeFunction>;

NativeTable build_table() {
  NativeTable table;
  for (auto list : {object_and_system_natives(), class_natives(), thread_natives(), throwable_natives(),
                    unsafe_natives(), io_natives(), path_natives(), member_natives(), metadata_natives(),
                    reflection_natives(), zip_natives(), process_natives(), reference_natives(), net_natives(),
                    number_natives(), library_natives(), method_handle_natives(), var_handle_natives(),
                    loader_natives()}) {
    for (const NativeEntry& e : list) {
      table.emplace(std::string(e.class_name) + "." + e.name + e.descriptor, e.function);
    }
  }
  return table;
}

}  // namespace

NativeFunction find_native(const Method* method) {
  static const NativeTable table = build_table();
  auto it = table.find(method->holder->name->str() + "." + method->name->str() + method->descriptor->str());
  return it == table.end() ? nullptr : it->second;
}

bool check_array_range(Thread* t, Object* array_object, int32_t off, int32_t len) {
  auto* array = static_cast<ArrayObject*>(array_object);
  if (array == nullptr) {
    throw_new(t, "java/lang/NullPointerException", std::nullopt);
    return false;
  }
  if (off < 0 || len < 0 || int64_t{off} + len > array->length()) {
    throw_new(t, "java/lang/IndexOutOfBoundsException",
              "Range [" + std::to_string(off) + ", " + std::to_string(off) + " + " + std::to_string(len) +
                  ") out of bounds for length " + std::to_string(array->length()));
    return false;
  }
  return true;
}

}  // namespace loupe::vm
