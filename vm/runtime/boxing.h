// Boxing and unboxing between primitive values in slots and their wrapper
// objects (java.lang.Integer, ...), for the VM's reflective paths:
// Method.invoke and Constructor.newInstance take and return Objects, and so
// do method and var handles' invokers.
//
// The wrapper classes are found once, at startup (prepare_boxing), so that
// no function here loads a class: callers may hold raw object pointers
// across them, except across box_value, which allocates.
#pragma once

#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

// Finds the wrapper classes, their value fields and valueOf methods (VM
// startup). False with an exception pending when the class library lacks one.
bool prepare_boxing(Thread* thread);

// The wrapper object for a primitive value, made by the wrapper's valueOf
// (so small Integers are the cached instances, as in Java code). Null with
// an exception pending when the allocation failed.
Object* box_value(Thread* thread, BasicType type, Slot value);

// The value inside `box` when it is of exactly type `type`'s wrapper class;
// false when `box` is null or of another class.
bool unbox_exact(Object* box, BasicType type, Slot* out);

// Unboxing followed by identity or a widening primitive conversion (JLS
// 5.1.2), as Method.invoke converts its arguments: an Integer passes for a
// long parameter, a Long not for an int. False when no such conversion
// exists (or `box` is null or not a wrapper).
bool unbox_widening(Object* box, BasicType type, Slot* out);

// The widening primitive conversion of `value` from `from` to `to` (identity
// included). False when there is none.
bool widen_primitive(BasicType from, Slot value, BasicType to, Slot* out);

}  // namespace loupe::vm
