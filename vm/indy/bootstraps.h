// The bootstrap methods the VM implements, each spinning a class. Internal
// to vm/indy.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "vm/indy/call_site.h"

namespace loupe::vm {

// One invokedynamic's link request, read from the constant pool.
struct BootstrapCall {
  Class* host;
  std::string_view name;        // the call site's name (e.g. the SAM method's)
  std::string_view descriptor;  // the call site's type
  std::vector<uint16_t> static_args;

  const CpCacheEntry& arg(size_t i) const { return host->constant_pool[static_args.at(i)]; }
  std::string_view utf8_at(uint16_t index) const { return host->constant_pool[index].utf8->view(); }
};

// A constant-pool MethodHandle taken apart.
struct MethodHandleInfo {
  RefKind kind;
  std::string owner;
  std::string name;
  std::string descriptor;
  bool owner_is_interface;
};
MethodHandleInfo method_handle_at(const BootstrapCall& call, size_t arg);
std::string method_type_at(const BootstrapCall& call, size_t arg);
std::string string_at(const BootstrapCall& call, size_t arg);

// Defines the spun class, links it and returns the call site: either its
// static method `target_name` or, for a constant, the value that method returns.
CallSite* finish_call_site(Thread* thread, BootstrapCall& call, std::vector<uint8_t> class_bytes,
                           std::string_view target_name, std::string_view target_descriptor, bool constant);

// A unique name for a spun class in the host's package.
std::string spun_class_name(const Class* host, std::string_view kind);

CallSite* link_lambda(Thread* thread, BootstrapCall& call, bool alternate);
CallSite* link_string_concat(Thread* thread, BootstrapCall& call, bool with_constants);
CallSite* link_object_method(Thread* thread, BootstrapCall& call);

}  // namespace loupe::vm
