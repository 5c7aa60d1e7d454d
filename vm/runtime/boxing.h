// Boxing and unboxing between primitive values in slots and their wrapper
// objects (java.lang.Integer, ...), for the VM's reflective paths:
// Method.invoke and Constructor.newInstance take and return Objects, and so
// does a MethodHandle invoked through its signature-polymorphic invokers.
#pragma once

#include <optional>

#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

// The wrapper object for a primitive value, made by the wrapper's valueOf
// (so small Integers are the cached instances, as in Java code). Null with
// an exception pending when the allocation failed.
Object* box_value(Thread* thread, BasicType type, Slot value);

// The primitive type a wrapper class wraps, or nothing when `klass` is not
// one of the eight wrapper classes.
std::optional<BasicType> wrapped_type(const Class* klass);

// The value inside a wrapper object of exactly type `type`'s wrapper class.
// False when `box` is null or of another class.
bool unbox_exact(Object* box, BasicType type, Slot* out);

// Unboxing followed by a widening primitive conversion (JLS 5.1.2), as
// Method.invoke converts its arguments: an Integer passes for a long
// parameter, a Long does not pass for an int. False when no such
// conversion exists (or `box` is null or not a wrapper).
bool unbox_widening(Object* box, BasicType type, Slot* out);

// The widening primitive conversion of `value` from `from` to `to` (identity
// included). False when there is none.
bool widen_primitive(BasicType from, Slot value, BasicType to, Slot* out);

}  // namespace loupe::vm
