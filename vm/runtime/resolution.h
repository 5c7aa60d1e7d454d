// Resolution of symbolic references in the constant pool (JVMS 5.4.3) with
// access control (5.4.4), cached in the class's constant-pool cache. All
// functions return null with an exception pending on failure.
#pragma once

#include "vm/runtime/class.h"
#include "vm/runtime/thread.h"

namespace loupe::vm {

enum class InvokeKind { kVirtual, kSpecial, kStatic, kInterface };

Class* resolve_class(Thread* thread, Class* from, uint16_t index);
// Checks static-ness against the instruction (getstatic vs getfield).
Field* resolve_field(Thread* thread, Class* from, uint16_t index, bool is_static);
// The resolved method (JVMS 5.4.3.3/5.4.3.4), checked against the instruction.
Method* resolve_method(Thread* thread, Class* from, uint16_t index, InvokeKind kind);
// The method invokespecial runs: for a super call (resolved method not
// <init>, its class a proper superclass of `from`) the first override found
// from `from`'s superclass upwards.
Method* select_special(Thread* thread, Class* from, Method* resolved);
Object* resolve_string(Thread* thread, Class* from, uint16_t index);

// Method lookup by name and descriptor (JVMS 5.4.3.3 for a class, 5.4.3.4
// for an interface), without access checks.
Method* lookup_referenced_method(Class* klass, const Symbol* name, const Symbol* descriptor);

// Field lookup by name and descriptor (declared, superinterfaces, superclasses).
Field* lookup_field(Class* klass, const Symbol* name, const Symbol* descriptor);

bool can_access_class(Class* from, Class* target);
bool can_access_member(Thread* thread, Class* from, Class* holder, uint16_t member_flags);
bool are_nestmates(Thread* thread, Class* a, Class* b);

// Throws AbstractMethodError or IncompatibleClassChangeError for a call of
// `resolved` on a receiver of class `receiver` that selected no method.
void throw_no_selected_method(Thread* thread, Class* receiver, Method* resolved, bool conflict);

}  // namespace loupe::vm
