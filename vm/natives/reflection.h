// What the natives of java.lang.Class and java.lang.reflect share. Internal
// to vm/natives.
#pragma once

#include "vm/runtime/class.h"

namespace loupe::vm {

// The class on whose behalf a reflective call runs: the first frame, from
// the top, that is not java.lang.Class or java.lang.reflect (they call each
// other and act for their caller, as the JDK's @CallerSensitive methods).
// Null when the call came from the VM itself.
Class* reflective_caller(Thread* t);

}  // namespace loupe::vm
