// Native methods of the class library, implemented inside the VM. Each
// native is registered under "class.name(descriptor)"; the interpreter looks
// a native method up once and caches the function in the Method.
#pragma once

#include "vm/runtime/class.h"

namespace loupe::vm {

// The VM's implementation of a native method, or null when it has none.
NativeFunction find_native(const Method* method);

}  // namespace loupe::vm
