// invokedynamic call sites, linked inside the VM for the bootstrap methods
// javac uses: LambdaMetafactory (lambdas and method references),
// StringConcatFactory (string concatenation) and ObjectMethods (records).
// Each is linked once, by spinning a small class whose static method does
// the work; the interpreter then calls that method (or, for a lambda that
// captures nothing, pushes one shared instance).
#pragma once

#include <cstdint>
#include <functional>

#include "gc/vm_interface.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

struct CallSite {
  Method* target = nullptr;   // static; takes the call site's arguments
  Object* constant = nullptr; // non-null: the result, always (a GC root)
};

// Links the invokedynamic whose InvokeDynamic entry is `index` in `from`'s
// constant pool. Null with BootstrapMethodError (or another error) pending.
CallSite* link_call_site(Thread* thread, Class* from, uint16_t index);

// The call sites' constants are GC roots, held by the loader of the class
// that linked them: visited for the loaders `which` accepts.
void visit_call_site_roots(gc::RootVisitor& visitor, const std::function<bool(const ClassLoader&)>& which);
// Class unloading (the world stopped): the call sites `loader`'s classes
// linked are freed.
void forget_call_sites(const ClassLoader* loader);

}  // namespace loupe::vm
