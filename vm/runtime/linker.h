// Linking (JVMS 5.4): turning a parsed class file into a runnable Class —
// field layout, static storage, methods, the vtable, the interface method
// table, the constant-pool cache and the data for subtype checks.
#pragma once

#include "vm/classfile/class_file.h"
#include "vm/runtime/class.h"

namespace loupe::vm {

// `klass` has loader, super and interfaces set. The methods' code moves out
// of `cf`. False with an exception pending when linking fails (e.g. a final
// method overridden).
bool link_class(Thread* thread, Class& klass, ClassFile& cf);

// Arrays: subtype data and the vtable inherited from Object.
void link_array_class(Class& array);

}  // namespace loupe::vm
