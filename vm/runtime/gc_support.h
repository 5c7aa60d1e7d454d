// The VM's implementation of gc::VmInterface: how a collector stops the
// threads and finds the roots.
#pragma once

#include "gc/vm_interface.h"

namespace loupe::vm {

gc::VmInterface& gc_support();

}  // namespace loupe::vm
