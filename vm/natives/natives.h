// Native methods of the class library, implemented inside the VM. Each
// native is registered under "class.name(descriptor)"; the interpreter looks
// a native method up once and caches the function in the Method.
#pragma once

#include "vm/runtime/class.h"

namespace loupe::vm {

// The VM's implementation of a native method, or null when it has none.
NativeFunction find_native(const Method* method);

// Reflection (vm/natives/reflection_natives.cpp), for JNI's
// ToReflectedMethod, ToReflectedField and FromReflectedField: a new
// java.lang.reflect.Method (a Constructor for <init>) or Field for a VM
// member, made as Class.getDeclared* makes them; null with an exception
// pending. And the VM field a java.lang.reflect.Field names, null when
// `field` is not one.
Object* reflect_method(Thread* thread, Method* method);
Object* reflect_field(Thread* thread, Field* field);
Field* reflected_field_of(Object* field);

}  // namespace loupe::vm
