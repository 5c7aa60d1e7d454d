// java.lang.invoke for user code: the VM's half.
//
// A MethodHandle is a Java object (classlib-stubs/src/java/lang/invoke)
// that runs on arguments passed as an Object[]. Two things need the VM:
//  - MethodHandle.invoke and invokeExact, and VarHandle's access methods,
//    are signature polymorphic (JVMS 2.9.3): javac compiles
//    `(int) mh.invokeExact(1, "a")` to an invokevirtual whose descriptor,
//    (ILjava/lang/String;)I, is the call site's and not the declared
//    ([Ljava/lang/Object;)Ljava/lang/Object;. Resolution gives each such
//    descriptor a method of its own (an "invoker": final, native, hidden in
//    stack traces) whose native boxes the arguments, calls the holder's
//    invokeFromSite in Java and unboxes the result. The interpreter and
//    the JIT call it as any final native.
//  - A direct handle (Lookup.findVirtual, ...) names a VM method or field
//    through a MemberName; its natives resolve the member and run it.
#pragma once

#include <functional>

#include "gc/vm_interface.h"
#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

// The invoker for a call of `name` on `klass` with `descriptor`, when that
// call names a signature-polymorphic method; null otherwise (no exception).
// `from` is the class whose code makes the call: the descriptor's classes
// are its loader's.
Method* signature_polymorphic_method(Thread* thread, Class* klass, const Symbol* name, const Symbol* descriptor,
                                     Class* from);

// What the invokers keep about their call sites (linkSite's results) are GC
// roots, held by the loader whose classes call them: visited for the
// loaders `which` accepts.
void visit_method_handle_roots(gc::RootVisitor& visitor, const std::function<bool(const ClassLoader&)>& which);
// Class unloading (the world stopped): the invokers `loader`'s classes call
// are forgotten.
void forget_method_handle_invokers(const ClassLoader* loader);

}  // namespace loupe::vm
