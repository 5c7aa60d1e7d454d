#include <string>
#include <unordered_map>

#include "vm/natives/native_registry.h"
#include "vm/natives/natives.h"

namespace loupe::vm {

namespace {

using NativeTable = std::unordered_map<std::string, NativeFunction>;

NativeTable build_table() {
  NativeTable table;
  for (auto list : {object_and_system_natives(), class_natives(), thread_natives(), throwable_natives(),
                    unsafe_natives(), io_natives(), path_natives(), member_natives(), number_natives(), library_natives()}) {
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

}  // namespace loupe::vm
