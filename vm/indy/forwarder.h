// Forwarding classes: classes the VM writes at run time whose listed methods
// all funnel into one static Java method. Annotation instances use them
// (loupe.internal.Annotations); java.lang.reflect.Proxy can too.
//
// The class extends `super_name`, implements `interfaces`, and has one
// public constructor with the descriptor `super_constructor`, which passes
// its arguments to the superclass constructor of the same descriptor. Each
// listed method (public final) boxes its arguments into an Object[] (null
// for a method without parameters, as Proxy passes them) and returns what
//     static Object <dispatch_owner>.<dispatch_name>(Object self, int index, Object[] args)
// returns for its index in `methods`, unboxed or cast to its return type
// (discarded for void). A null where a primitive is expected is a
// NullPointerException, a wrong type a ClassCastException, as for Proxy.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "vm/runtime/class.h"

namespace loupe::vm {

struct ForwarderSpec {
  // Annotation instances: the class is named after `host`, defined by its
  // loader and joins its nest. Proxies: host is null, and the class is
  // `class_name` (internal form) defined by `loader`.
  Class* host = nullptr;
  std::string class_name;
  ClassLoader* loader = nullptr;
  uint16_t access_flags = access::kPublic | access::kFinal | access::kSynthetic;
  std::string super_name;
  std::string super_constructor;  // e.g. "(Ljava/lang/Object;)V"
  std::vector<std::string> interfaces;
  std::vector<std::pair<std::string, std::string>> methods;  // (name, descriptor)
  std::string dispatch_owner;  // internal name; the method is public, or protected in super_name
  std::string dispatch_name;
};

// Writes and defines the class; null with an exception pending on failure
// (a ClassFormatError or VerifyError means a malformed spec).
Class* spin_forwarder(Thread* thread, const ForwarderSpec& spec);

inline constexpr std::string_view kForwarderDispatchDescriptor = "(Ljava/lang/Object;I[Ljava/lang/Object;)Ljava/lang/Object;";

}  // namespace loupe::vm
